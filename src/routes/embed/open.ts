import type * as v from "valibot";
import { launchSecretHash, newResumeToken, sessionObject } from "../../embed/launch.ts";
import { playerStream, seatingEnded } from "../../embed/player.ts";
import { FAILED_OPENS_PER_MINUTE } from "../../embed/rate-limits.ts";
import type { OpenOutcome, TableCheck } from "../../embed/session.ts";
import { mayWatch, spectatorStream, tableStatuses, watchable } from "../../embed/targets.ts";
import { clientAddress, limitClient } from "../../http/client-rate-limit.ts";
import { corsHeaders } from "../../http/cors.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { sha256Hex } from "../../http/secrets.ts";
import { nowIso } from "../../lib/clock.ts";
import {
  checkOpenBody,
  EmbedSessionParams,
  OpenEmbedSessionBody,
  type OpenedPlayerSession,
  OpenedSession,
  type OpenedSpectatorSession,
} from "./schema.ts";

export const OPEN_PATH = "/api/v1/embed-sessions/{embedSessionId}/open";

export const openEmbedSessionRoute = defineRoute({
  method: "POST",
  path: OPEN_PATH,
  operationId: "openEmbedSession",
  example: {
    params: { embedSessionId: "es_01M82J8JP24vnGbbYAtJP5RCaJ" },
    body: {
      launchSecret: "els_0gSyH8Fx0G7DT8q4sEWpVM8GFaHqEaNULkAmvFL6Lm4",
      origin: "https://app.example.com",
      tableId: "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
    },
    response: {
      status: 200,
      body: {
        brand: "Arena Hold'em",
        embedSessionId: "es_01M82J8JP24vnGbbYAtJP5RCaJ",
        expiresAt: "2026-11-22T21:33:14.242Z",
        mode: "spectator",
        productKey: "arena-holdem",
        ringGameId: "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
        tableId: "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
        ringGame: {
          name: "Play-money 1/2, 6-max",
          game: "nlhe",
          tableSize: 6,
          smallBlind: 1,
          bigBlind: 2,
          spectators: { mode: "live", delaySeconds: 0 },
        },
        tables: [{ id: "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH", name: "Table 1", status: "running", seated: 4 }],
        stream: {
          url: "ws://localhost:8787/v1/tables/tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH/connect",
          ticket: "tkt_Vb3kQm0xJ7dP2sLr9TzW4yNf6HcA1gUe8oKiXwRtYq5",
          expiresAt: "2026-11-22T21:24:15.242Z",
          snapshot: {
            type: "snapshot",
            seq: 118,
            serverTime: "2026-11-22T21:23:15.242Z",
            table: {
              id: "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
              ringGameId: "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
              name: "Table 1",
              status: "running",
              handNumber: 7,
              seats: [
                { seatNumber: 1, displayName: "Ava", participant: "bot", status: "playing", stack: 236, connected: true },
                { seatNumber: 4, displayName: "Chloe", participant: "human", status: "playing", stack: 180, connected: true },
              ],
              button: 4,
              board: "",
              pots: [],
              toAct: null,
              actionDeadline: null,
            },
            hand: null,
            you: null,
          },
        },
        resumeToken: "esr_Jd8Qm2kP0xVb7sLr4TzW9yNf1HcA6gUe3oKiXwRtYq5",
        streamExpiresAt: "2026-11-23T09:23:14.242Z",
      },
    },
  },
  summary: "Open an embed session with its launch secret (public, single use)",
  description: prose(
    "Public: authorised by the launch secret, which the spectator page reads from its URL fragment.",
    "`origin` is the origin of the page that embeds the spectator view and must equal the session's `origin`; `tableId` is the table to watch and must be one of the session's `target.tableIds` when it has them, else a table of `target.ringGameId`.",
    "Without `tableId` the open still succeeds, with `stream: null`: the page shows the spectator a picker of `tables` and asks for the chosen table's stream with the resume token.",
    "",
    "Checks in this order: unknown session 404 not_found; expired 410 embed_session_expired (also long after, when only the session's tombstone is left); 429 rate_limited for an address that sent too many wrong secrets (below); a wrong secret, one already used, or one replaced by a reissue 403 invalid_launch_secret; another origin 403 origin_not_allowed; a table outside `target.tableIds` or not of the ring game 403 forbidden; a ring game whose spectators are `off` (set after the session was created) 409 invalid_state.",
    "Only a successful open uses the secret up: of concurrent opens with one secret, exactly one answers 200.",
    "",
    'The answer adds the live table: `stream` `{ url, ticket, expiresAt }`, a spectator socket: connect to `url + "?ticket=" + ticket` at once (the ticket is single use and valid 60 s); it carries public events only, each `delaySeconds` late for a ring game with delayed spectators.',
    "`stream` is null when no table was named or the table has closed. `tables` lists what the session may watch, `ringGame` what the page shows of the game.",
    "A tournament's session (`target.tournamentId`) answers the same shape: `ringGameId` is the tournament's id (as on its tables), `ringGame` describes the tournament (its name, game, seats and current blinds, always live), `tables` are the tables it plays on now (or its `target.tableIds`), and it adds `tournamentId` and `tournament` `{ name, status, following }`. A page that follows the tournament may open with a table it broke up meanwhile (`stream` null) and then asks POST .../stream-tickets without `tableId` for the table to watch.",
    "`resumeToken` (`esr_...`, stored only as a hash) lives until `streamExpiresAt`, 12 h after the open: POST .../stream-tickets exchanges it for a fresh ticket after a network drop (reconnect with `&since=<last seq>`, gap-free) or for another of `tables`, without a new launch secret. A later open of the session (a reissued secret) replaces it.",
    "",
    `Rate limits, 429 rate_limited with \`retry-after\`: every attempt counts against its client address, an IPv6 address as its /64 (60 a minute, with the other public routes that compute); wrong secrets also count against the pair (client address, session), and after ${FAILED_OPENS_PER_MINUTE} in a minute that address is refused for that session, even with the right secret, until its minute ends.`,
    "Wrong secrets from other addresses never refuse yours: knowing a session id is not enough to lock its spectator out.",
    "Answers about a known session carry CORS headers for the session's origin only (`access-control-allow-origin`), so a page of that origin may call this directly; see the OPTIONS preflight.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  request: { params: EmbedSessionParams, body: OpenEmbedSessionBody },
  responses: {
    200: {
      description: "The opened session: what the spectator may watch, and until when.",
      schema: OpenedSession,
      headers: {
        "access-control-allow-origin": "The session's origin (also on refusals about a known session: 403, 410, and 429 for too many wrong secrets).",
        vary: "`Origin`.",
        "cache-control": "`no-store`.",
      },
    },
  },
  errors: ["not_found", "embed_session_expired", "invalid_launch_secret", "origin_not_allowed", "forbidden", "invalid_state", "rate_limited"],
  check: checkOpenBody,
  async handler({ env, request, params, body }, { origin }) {
    const session = sessionObject(env, params.embedSessionId);
    // The session's target is read first only to check the table in D1; the answer is still decided by
    // the session object, in the contract's order (an unknown or expired session answers as such). The
    // client's rate limit, that read and the two hashes do not depend on each other, so they run at once
    // (the page waits on this answer before it draws anything); nothing is written before all are in.
    const resumeToken = newResumeToken();
    const [, target, secretHash, resumeHash] = await Promise.all([
      limitClient(env, request),
      session?.target() ?? null,
      launchSecretHash(body.launchSecret),
      resumeTokenHash(resumeToken),
    ]);
    if (!session) throw refusal({ outcome: "not_found" });
    const found = target && !target.player ? await watchable(env, target) : null;
    const tableId = body.tableId ?? null;
    let tableCheck: TableCheck = "ok";
    if (target?.player) {
      if (await seatingEnded(env, target, target.player)) tableCheck = "seat_closed";
    } else if (target && (!found || (tableId !== null && !(await mayWatch(env, found, tableId))))) tableCheck = "not_in_ring_game";
    else if (found?.spectatorsOff) tableCheck = "spectators_off";
    const outcome: OpenOutcome = await session.open({
      secretHash,
      origin,
      tableId,
      tableCheck,
      resumeHash,
      client: clientAddress(request),
    });
    if (outcome.outcome !== "opened") throw refusal(outcome);
    const opened = outcome.session;
    const headers = { ...corsHeaders(opened.origin), "cache-control": "no-store" };
    const player = opened.target.player;
    if (player) {
      // CONTRACT 13: the stream of the session's seating (null while a tournament entry has no seat yet).
      const stream = await playerStream(env, opened.target, player);
      if (!stream.ok && stream.reason === "ended") throw new ApiError("embed_session_expired", SEAT_ENDED, { headers });
      const reply: v.InferInput<typeof OpenedPlayerSession> = {
        brand: opened.brand,
        embedSessionId: opened.embedSessionId,
        expiresAt: nowIso(opened.expiresAt),
        mode: "player",
        productKey: opened.productKey,
        ringGameId: opened.ringGameId || null,
        tournamentId: "tournamentId" in player ? player.tournamentId : null,
        entryId: "entryId" in player ? player.entryId : null,
        tableId: stream.ok ? stream.tableId : null,
        seatNumber: stream.ok ? stream.seatNumber : null,
        table: stream.ok ? stream.table : null,
        stream: stream.ok ? stream.stream : null,
        resumeToken,
        streamExpiresAt: nowIso(opened.streamUntil),
      };
      return { body: reply, headers };
    }
    // `found` is set: the open succeeded, so the target existed and its ring game or tournament was found.
    const { tables, tournament } = found!;
    const [listed, stream] = await Promise.all([
      tableStatuses(env, tables),
      tableId === null ? null : spectatorStream(env, tableId, opened.streamUntil).then((s) => (s.ok ? s.stream : null)),
    ]);
    const reply: v.InferInput<typeof OpenedSpectatorSession> = {
      brand: opened.brand,
      embedSessionId: opened.embedSessionId,
      expiresAt: nowIso(opened.expiresAt),
      mode: "spectator",
      productKey: opened.productKey,
      ringGameId: found!.ringGameId,
      ...(tournament
        ? { tournamentId: tournament.id, tournament: { name: tournament.name, status: tournament.status, following: tournament.following } }
        : {}),
      tableId,
      ringGame: found!.summary,
      tables: listed,
      stream,
      resumeToken,
      streamExpiresAt: nowIso(opened.streamUntil),
    };
    return { body: reply, headers };
  },
});

function refusal(outcome: Exclude<OpenOutcome, { outcome: "opened" }>): ApiError {
  if (outcome.outcome === "not_found") return new ApiError("not_found", "No such embed session.");
  const headers = corsHeaders(outcome.origin);
  switch (outcome.outcome) {
    case "rate_limited":
      return new ApiError("rate_limited", "Too many wrong launch secrets from this address for this embed session; retry after the minute.", {
        headers: { ...headers, "retry-after": String(outcome.retryAfterSeconds) },
      });
    case "expired":
      return new ApiError("embed_session_expired", "This embed session has expired; ask the site for a new launch URL.", { headers });
    case "invalid_launch_secret":
      return new ApiError("invalid_launch_secret", "The launch secret is wrong, already used, or replaced by a newer one.", { headers });
    case "origin_not_allowed":
      return new ApiError("origin_not_allowed", "This embed session belongs to another origin.", { headers });
    case "table_not_allowed":
      return new ApiError("forbidden", "This table is not one of the session's target tables.", { headers });
    case "spectators_off":
      return new ApiError("invalid_state", "Spectators are off for this ring game.", { headers });
    case "seat_closed":
      return new ApiError("embed_session_expired", SEAT_ENDED, { headers });
  }
}

/** A player session whose seating ended is dead (CONTRACT 13): 410, as an expired session. */
export const SEAT_ENDED =
  "This player's seat has closed (the player left, was stood up, or the table or the tournament ended): ask the site for a new launch URL.";

export function resumeTokenHash(token: string): Promise<string> {
  return sha256Hex(token);
}
