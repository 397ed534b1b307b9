import { sessionObject } from "../../embed/launch.ts";
import { preflightHeaders } from "../../http/cors.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { normalizeOrigin } from "../../lib/origins.ts";
import { OPEN_PATH } from "./open.ts";
import { EmbedSessionParams } from "./schema.ts";
import { STREAM_TICKETS_PATH } from "./stream-tickets.ts";

/** The CORS preflight of a public embed-session POST (the open, the stream tickets): the session's origin only. */
function preflightRoute(path: string, operationId: string, what: string) {
  return defineRoute({
    method: "OPTIONS",
    path,
    operationId,
    example: {
      params: { embedSessionId: "es_01M82J8JPYHJtfZYMGeHotMwjH" },
      headers: { origin: "https://app.example.com", "access-control-request-method": "POST" },
      response: { status: 204 },
    },
    summary: `CORS preflight of the ${what} (the session's origin only)`,
    description: prose(
      `Browsers send this before a cross-origin ${what} request.`,
      "204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is the session's origin (also once it has expired, so the page can read the 410).",
      "403 origin_not_allowed for any other origin, no `Origin` header, or an unknown session.",
    ),
    tags: ["embed"],
    visibility: "public",
    auth: { kind: "public" },
    request: { params: EmbedSessionParams },
    responses: {
      204: {
        description: "The preflight is granted for the session's origin.",
        headers: {
          "access-control-allow-origin": "The session's origin.",
          "access-control-allow-methods": "`POST`.",
          "access-control-allow-headers": "`content-type, x-request-id`.",
          "access-control-max-age": "`600`.",
        },
      },
    },
    errors: ["origin_not_allowed"],
    async handler({ env, request, params }) {
      const origin = normalizeOrigin(request.headers.get("origin") ?? "");
      const state = origin === null ? null : await sessionObject(env, params.embedSessionId)?.state();
      if (origin === null || !state || state.state === "unknown" || state.origin !== origin) {
        throw new ApiError("origin_not_allowed", "Cross-origin opens are allowed only from the session's own origin.");
      }
      return { status: 204, headers: preflightHeaders(origin) };
    },
  });
}

export const preflightOpenEmbedSessionRoute = preflightRoute(OPEN_PATH, "preflightOpenEmbedSession", "open");
export const preflightStreamTicketRoute = preflightRoute(STREAM_TICKETS_PATH, "preflightEmbedStreamTicket", "stream ticket");
