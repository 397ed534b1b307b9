import type * as v from "valibot";
import { sessionObject } from "../../embed/launch.ts";
import { playerStream } from "../../embed/player.ts";
import type { ResumeOutcome } from "../../embed/session.ts";
import { mayWatch, spectatorStream, tableStatuses, tableToFollow, watchable } from "../../embed/targets.ts";
import { clientAddress, limitClient } from "../../http/client-rate-limit.ts";
import { corsHeaders } from "../../http/cors.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { nowIso } from "../../lib/clock.ts";
import { resumeTokenHash, SEAT_ENDED } from "./open.ts";
import { EmbedSessionParams, StreamTicketAnswer, StreamTicketBody } from "./schema.ts";

export const STREAM_TICKETS_PATH = "/api/v1/embed-sessions/{embedSessionId}/stream-tickets";

export const createStreamTicketRoute = defineRoute({
  method: "POST",
  path: STREAM_TICKETS_PATH,
  operationId: "createEmbedStreamTicket",
  example: {
    params: { embedSessionId: "es_01M82J8JP24vnGbbYAtJP5RCaJ" },
    body: { resumeToken: "esr_Jd8Qm2kP0xVb7sLr4TzW9yNf1HcA6gUe3oKiXwRtYq5", tableId: "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH" },
    response: {
      status: 201,
      body: {
        tableId: "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
        stream: {
          url: "ws://localhost:8787/v1/tables/tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH/connect",
          ticket: "tkt_Qm0xJ7dP2sLr9TzW4yNf6HcA1gUe8oKiXwRtYq5Vb3k",
          expiresAt: "2026-11-22T21:41:02.516Z",
          snapshot: null,
        },
        streamExpiresAt: "2026-11-23T09:23:14.242Z",
      },
    },
  },
  summary: "A fresh spectator ticket for an opened embed session (public, with its resume token)",
  description: prose(
    "Public: authorised by the `resumeToken` of the session's open (never by the launch secret, which the open used up).",
    "The spectator page calls it to resume after a network drop (then it connects with `&since=<the last seq it applied>` and the stream goes on gap-free) and when the spectator picks another table of the session; a builder's page of the session's origin may call it too (CORS).",
    "`tableId` must be one of the session's `target.tableIds` when it has them, else a table of its ring game (of a tournament's session: a table the tournament plays on).",
    "A tournament's session may leave `tableId` out: the service picks the table to watch, one in play with the most players (so the final table once only one is left), answers it as `tableId` and adds `tables`, the session's tables now with their status; 409 invalid_state when the tournament has no table in play (before its start, or once it is over). The spectator page does this when its table closes, to follow the tournament.",
    "Works until `streamExpiresAt` (12 h after the open), also after the session's 10 minutes to open it are over.",
    "",
    "Checks in this order: unknown session 404 not_found; no stream (the session was never opened and has expired, or its 12 h are over) 410 embed_session_expired; 429 rate_limited for an address that sent too many wrong tokens (10 a minute per session, as the open); a wrong token, or one replaced by a later open, 403 forbidden; a table outside the session's tables 403 forbidden; spectators `off` for the ring game, or the table closed, 409 invalid_state.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  request: { params: EmbedSessionParams, body: StreamTicketBody },
  responses: {
    201: {
      description: "A spectator ticket for the table's socket (single use, valid 60 s).",
      schema: StreamTicketAnswer,
      headers: {
        "access-control-allow-origin": "The session's origin (also on refusals about a known session).",
        vary: "`Origin`.",
        "cache-control": "`no-store`.",
      },
    },
  },
  errors: ["not_found", "embed_session_expired", "forbidden", "invalid_state", "rate_limited"],
  async handler({ env, request, params, body }) {
    await limitClient(env, request);
    const session = sessionObject(env, params.embedSessionId);
    const outcome: ResumeOutcome = session
      ? await session.resume(await resumeTokenHash(body.resumeToken), clientAddress(request))
      : { outcome: "not_found" };
    if (outcome.outcome !== "resumed") throw refusal(outcome);
    const headers = corsHeaders(outcome.origin);
    const player = outcome.target.player;
    if (player) {
      // CONTRACT 13: the session's seating only; a seating that ended makes the session dead (410).
      const stream = await playerStream(env, outcome.target, player);
      if (!stream.ok && stream.reason === "ended") throw new ApiError("embed_session_expired", SEAT_ENDED, { headers });
      if (!stream.ok) throw new ApiError("invalid_state", stream.message, { headers });
      const reply: v.InferInput<typeof StreamTicketAnswer> = {
        tableId: stream.tableId,
        seatNumber: stream.seatNumber,
        table: stream.table,
        stream: stream.stream,
        streamExpiresAt: nowIso(outcome.streamUntil),
      };
      return { status: 201, body: reply, headers: { ...headers, "cache-control": "no-store" } };
    }
    const found = await watchable(env, outcome.target);
    if (!found) throw new ApiError("forbidden", "This session's ring game or tournament is gone.", { headers });
    let tableId = body.tableId;
    let listed: Awaited<ReturnType<typeof tableStatuses>> | undefined;
    if (tableId === undefined) {
      if (!found.tournament) {
        throw new ApiError("validation_failed", "A ring game's spectator session names the table of its stream ticket.", {
          errors: [{ path: "/tableId", code: "required", message: "the table to watch" }],
        });
      }
      // A tournament's page that follows it: the table to watch now (the final table once only it is left).
      listed = await tableStatuses(env, found.tables);
      const next = tableToFollow(listed);
      if (next === null) {
        throw new ApiError("invalid_state", `Tournament ${found.tournament.id} has no table in play (it has not started, or it is over).`, {
          headers,
        });
      }
      tableId = next;
    } else if (!(await mayWatch(env, found, tableId))) {
      throw new ApiError("forbidden", "This table is not one of the session's tables.", { headers });
    }
    if (found.spectatorsOff) throw new ApiError("invalid_state", "Spectators are off for this ring game.", { headers });
    const stream = await spectatorStream(env, tableId, outcome.streamUntil);
    if (!stream.ok) throw new ApiError("invalid_state", stream.message, { headers });
    const reply: v.InferInput<typeof StreamTicketAnswer> = {
      tableId,
      stream: stream.stream,
      streamExpiresAt: nowIso(outcome.streamUntil),
      ...(listed ? { tables: listed } : {}),
    };
    return { status: 201, body: reply, headers: { ...headers, "cache-control": "no-store" } };
  },
});

function refusal(outcome: Exclude<ResumeOutcome, { outcome: "resumed" }>): ApiError {
  if (outcome.outcome === "not_found") return new ApiError("not_found", "No such embed session.");
  const headers = corsHeaders(outcome.origin);
  switch (outcome.outcome) {
    case "rate_limited":
      return new ApiError("rate_limited", "Too many wrong resume tokens from this address for this embed session; retry after the minute.", {
        headers: { ...headers, "retry-after": String(outcome.retryAfterSeconds) },
      });
    case "expired":
      return new ApiError(
        "embed_session_expired",
        "This spectator stream has ended (12 hours after its open, or never opened); ask the site for a new launch URL.",
        {
          headers,
        },
      );
    case "invalid_resume_token":
      return new ApiError("forbidden", "The resume token is wrong, or a later open of this session replaced it.", { headers });
  }
}
