import { database } from "../../db/client.ts";
import { isAnyProjectsOrigin } from "../../db/projects.ts";
import { keyPreflightHeaders } from "../../http/cors.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { type AnyRoute, defineRoute } from "../../http/route.ts";
import { normalizeOrigin } from "../../lib/origins.ts";
import { calculationRoutes } from "../calculations/index.ts";

/**
 * The CORS preflight of each calculation, for pages that call it with a publishable key (CONTRACT 12). A
 * preflight carries no key, so it is granted to any origin that some project allows; the request itself is
 * then checked against its own key's project (403 origin_not_allowed, without CORS headers, otherwise).
 */
function calculationPreflight(calculation: AnyRoute): AnyRoute {
  const name = calculation.operationId.charAt(0).toUpperCase() + calculation.operationId.slice(1);
  return defineRoute({
    method: "OPTIONS",
    path: calculation.path,
    operationId: `preflight${name}`,
    example: {
      headers: {
        origin: "https://app.example.com",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
      response: { status: 204 },
    },
    summary: "CORS preflight for a publishable key (pk_...) from a project's allowed origin",
    description: prose(
      "Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`).",
      "204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project).",
      "403 origin_not_allowed for any other origin or no `Origin` header.",
    ),
    tags: ["embed"],
    visibility: "public",
    auth: { kind: "public" },
    responses: {
      204: {
        description: "The preflight is granted for the origin.",
        headers: {
          "access-control-allow-origin": "The calling page's origin.",
          "access-control-allow-methods": "`POST`.",
          "access-control-allow-headers": "`authorization, content-type, x-request-id`.",
          "access-control-max-age": "`600`.",
        },
      },
    },
    errors: ["origin_not_allowed"],
    async handler({ env, request }) {
      const origin = normalizeOrigin(request.headers.get("origin") ?? "");
      if (origin === null || !(await isAnyProjectsOrigin(database(env.DB), origin))) {
        throw new ApiError(
          "origin_not_allowed",
          "Calculations are called cross-origin only from a project's allowed origins, with its publishable key.",
        );
      }
      return { status: 204, headers: keyPreflightHeaders(origin) };
    },
  });
}

export const calculationPreflightRoutes: AnyRoute[] = calculationRoutes.map(calculationPreflight);
