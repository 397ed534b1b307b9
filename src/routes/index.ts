import type { AnyRoute } from "../http/route.ts";
import { createKey, revokeKey } from "./admin/keys.ts";
import { createOrganization, updateOrganization } from "./admin/organizations.ts";
import { calculationRoutes } from "./calculations/index.ts";
import { embedRoutes } from "./embed/index.ts";
import { getLobbyRoute } from "./lobby/get-lobby.ts";
import { lobbyPreflightRoute } from "./lobby/preflight.ts";
import { managementRoutes } from "./management/index.ts";
import { healthz } from "./meta/healthz.ts";
import { getLimits } from "./meta/limits.ts";
import { getAsyncApi, getDocs, getErrorDocs, getOpenApi } from "./meta/openapi.ts";
import { shuffleRoutes } from "./shuffles/index.ts";

/** The route registry: the router and schemas/openapi.json are both derived from this list. */
export const routes: AnyRoute[] = [
  healthz,
  getOpenApi,
  getAsyncApi,
  getDocs,
  getErrorDocs,
  getLimits,
  ...calculationRoutes,
  ...shuffleRoutes,
  ...managementRoutes,
  ...embedRoutes,
  getLobbyRoute,
  lobbyPreflightRoute,
  createOrganization,
  updateOrganization,
  createKey,
  revokeKey,
];
