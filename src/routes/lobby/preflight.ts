import { database } from "../../db/client.ts";
import { isAnyProjectsOrigin } from "../../db/projects.ts";
import { keyPreflightHeaders } from "../../http/cors.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { normalizeOrigin } from "../../lib/origins.ts";
import { LOBBY_PATH } from "./get-lobby.ts";

/**
 * The CORS preflight of GET /v1/lobby (a page sends its publishable key in `Authorization`). A preflight
 * carries no key, so it is granted to any origin some project allows; the GET is then checked against its
 * own key's project.
 */
export const lobbyPreflightRoute = defineRoute({
  method: "OPTIONS",
  path: LOBBY_PATH,
  operationId: "preflightGetLobby",
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  example: {
    headers: {
      origin: "https://app.example.com",
      "access-control-request-method": "GET",
      "access-control-request-headers": "authorization",
    },
    response: { status: 204 },
  },
  summary: "CORS preflight of the lobby for a publishable key (pk_...) from a project's allowed origin",
  description: prose(
    "Browsers send this before a page reads the lobby with a publishable key (`Authorization: Bearer pk_...`).",
    "204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: GET`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project; 403 origin_not_allowed otherwise.",
  ),
  responses: {
    204: {
      description: "The preflight is granted for the origin.",
      headers: {
        "access-control-allow-origin": "The calling page's origin.",
        "access-control-allow-methods": "`GET`.",
        "access-control-allow-headers": "`authorization, content-type, x-request-id`.",
        "access-control-max-age": "`600`.",
      },
    },
  },
  errors: ["origin_not_allowed"],
  async handler({ env, request }) {
    const origin = normalizeOrigin(request.headers.get("origin") ?? "");
    if (origin === null || !(await isAnyProjectsOrigin(database(env.DB), origin))) {
      throw new ApiError("origin_not_allowed", "The lobby is read cross-origin only from a project's allowed origins, with its publishable key.");
    }
    return { status: 204, headers: { ...keyPreflightHeaders(origin), "access-control-allow-methods": "GET" } };
  },
});
