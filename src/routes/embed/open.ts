import type * as v from "valibot";
import { launchSecretHash, sessionObject } from "../../embed/launch.ts";
import { FAILED_OPENS_PER_MINUTE } from "../../embed/rate-limits.ts";
import type { OpenOutcome } from "../../embed/session.ts";
import { clientAddress, limitClient } from "../../http/client-rate-limit.ts";
import { corsHeaders } from "../../http/cors.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { nowIso } from "../../lib/clock.ts";
import { checkOpenBody, EmbedSessionParams, OpenEmbedSessionBody, OpenedSession } from "./schema.ts";

export const OPEN_PATH = "/api/v1/embed-sessions/{embedSessionId}/open";

export const openEmbedSessionRoute = defineRoute({
  method: "POST",
  path: OPEN_PATH,
  operationId: "openEmbedSession",
  example: {
    params: { embedSessionId: "es_01M82J8JP24vnGbbYAtJP5RCaJ" },
    body: { launchSecret: "els_0gSyH8Fx0G7DT8q4sEWpVM8GFaHqEaNULkAmvFL6Lm4", origin: "https://app.example.com", tableId: "t1" },
    response: {
      status: 200,
      body: {
        brand: "Arena Hold'em",
        embedSessionId: "es_01M82J8JP24vnGbbYAtJP5RCaJ",
        expiresAt: "2026-11-22T21:33:14.242Z",
        mode: "spectator",
        productKey: "arena-holdem",
        ringGameId: "rg_1",
        tableId: "t1",
      },
    },
  },
  summary: "Open an embed session with its launch secret (public, single use)",
  description: prose(
    "Public: authorised by the launch secret, which the spectator page reads from its URL fragment.",
    "`origin` is the origin of the page that embeds the spectator view and must equal the session's `origin`; `tableId` is the table to watch and must be one of the session's `target.tableIds` when it has them.",
    "",
    "Checks in this order: unknown session 404 not_found; expired 410 embed_session_expired (also long after, when only the session's tombstone is left); 429 rate_limited for an address that sent too many wrong secrets (below); a wrong secret, one already used, or one replaced by a reissue 403 invalid_launch_secret; another origin 403 origin_not_allowed; a table outside `target.tableIds` 403 forbidden.",
    "Only a successful open uses the secret up: of concurrent opens with one secret, exactly one answers 200.",
    "",
    `Rate limits, 429 rate_limited with \`retry-after\`: every attempt counts against its client address (60 a minute, with the other public routes that compute); wrong secrets also count against the pair (client address, session), and after ${FAILED_OPENS_PER_MINUTE} in a minute that address is refused for that session, even with the right secret, until its minute ends.`,
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
  errors: ["not_found", "embed_session_expired", "invalid_launch_secret", "origin_not_allowed", "forbidden", "rate_limited"],
  check: checkOpenBody,
  async handler({ env, request, params, body }, { origin }) {
    await limitClient(env, request);
    const session = sessionObject(env, params.embedSessionId);
    const outcome: OpenOutcome = session
      ? await session.open({ secretHash: await launchSecretHash(body.launchSecret), origin, tableId: body.tableId, client: clientAddress(request) })
      : { outcome: "not_found" };
    if (outcome.outcome !== "opened") throw refusal(outcome);
    const opened = outcome.session;
    const reply: v.InferInput<typeof OpenedSession> = {
      brand: opened.brand,
      embedSessionId: opened.embedSessionId,
      expiresAt: nowIso(opened.expiresAt),
      mode: "spectator",
      productKey: opened.productKey,
      ringGameId: opened.ringGameId,
      tableId: body.tableId,
    };
    return { body: reply, headers: { ...corsHeaders(opened.origin), "cache-control": "no-store" } };
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
  }
}
