import { Router } from "itty-router";
import type { Principal } from "./domain/keys.ts";
import type { Env } from "./env.ts";
import { ApiError, problemResponse } from "./http/errors.ts";
import { runRoute } from "./http/pipeline.ts";
import { requestIdFor } from "./http/request-id.ts";
import type { AnyRoute } from "./http/route.ts";
import { MCP_PATH } from "./mcp/path.ts";
import { routes } from "./routes/index.ts";
import { handleConnect, matchConnect, TABLE_CONNECT_PATH } from "./tables/connect.ts";

/**
 * The MCP endpoint (src/mcp): loaded when /mcp is first called, not at startup. The MCP SDK and zod are
 * about a quarter of the script, and running their modules (zod's schemas and locales, the SDK's) was
 * top-level work every cold start paid for one route. wrangler's esbuild keeps them in the one script
 * (no code splitting) but wraps them in lazy initializers, run by this import (docs/operations.md, "Cold start").
 */
let mcpModule: Promise<typeof import("./mcp/handler.ts")> | undefined;
function loadMcp(): Promise<typeof import("./mcp/handler.ts")> {
  mcpModule ??= import("./mcp/handler.ts").catch((error: unknown) => {
    mcpModule = undefined;
    throw error;
  });
  return mcpModule;
}

interface Matched {
  route: AnyRoute;
  params: Record<string, string>;
}

/** Builds the itty-router from the route registry; unmatched requests become 404 or 405 problems. */
function buildRouter(registry: AnyRoute[]) {
  const router = Router<Request & { params: Record<string, string> }, [], Matched | undefined>();
  for (const route of registry) {
    const ittyPath = route.path.replace(/\{(\w+)\}/g, ":$1");
    router[route.method.toLowerCase() as "get"](ittyPath, (req) => ({ route, params: { ...req.params } }));
  }
  const patterns = registry.map((route) => ({
    method: route.method,
    regex: new RegExp(
      "^" +
        route.path
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join("[^/]+") +
        "/?$",
    ),
  }));

  return async function handle(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const started = Date.now();
    const requestId = requestIdFor(request);
    const url = new URL(request.url);
    let principal: Principal | null = null;
    let routeLabel = "unmatched";
    let response: Response;

    // HEAD is answered as GET without the body (RFC 9110 9.3.2).
    const isHead = request.method === "HEAD";
    const routed = isHead ? new Request(request, { method: "GET" }) : request;
    const connectTable = matchConnect(url.pathname);
    const matched =
      url.pathname === MCP_PATH || connectTable !== null ? undefined : await router.fetch(routed as Request & { params: Record<string, string> });
    if (connectTable !== null) {
      // A table's socket (src/tables/connect.ts): a WebSocket upgrade authorised by a single-use ticket.
      routeLabel = `GET ${TABLE_CONNECT_PATH}`;
      response = await handleConnect(request, env, safeDecode(connectTable), requestId);
    } else if (url.pathname === MCP_PATH) {
      // The MCP endpoint speaks JSON-RPC, not the route contract; its tools run registry routes (src/mcp).
      routeLabel = `${request.method} ${MCP_PATH}`;
      const { handleMcp } = await loadMcp();
      ({ response, principal } = await handleMcp(request, env, executionContext, requestId));
    } else if (matched) {
      routeLabel = `${matched.route.method} ${matched.route.path}`;
      const params = Object.fromEntries(Object.entries(matched.params).map(([k, v]) => [k, safeDecode(v)]));
      ({ response, principal } = await runRoute(matched.route, routed, env, executionContext, params, requestId));
    } else {
      const methods = patterns.filter((p) => p.regex.test(url.pathname)).map((p) => p.method);
      const allowed = [...new Set(methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])))];
      response =
        allowed.length > 0
          ? problemResponse(
              new ApiError("method_not_allowed", `${request.method} is not allowed here; use ${allowed.join(", ")}.`, {
                headers: { allow: allowed.join(", ") },
              }),
              requestId,
            )
          : problemResponse(new ApiError("not_found", `No route matches ${url.pathname}.`), requestId);
    }

    // A WebSocket answer (101) is passed through as it is: a copy would lose its socket.
    if (response.status !== 101) {
      response = new Response(isHead ? null : response.body, response);
      response.headers.set("x-request-id", requestId);
    }
    // One line per request: id, route, status, key and timing. Never the body.
    console.log(JSON.stringify({ requestId, route: routeLabel, status: response.status, keyId: principal?.keyId ?? null, ms: Date.now() - started }));
    return response;
  };
}

export const handleRequest = buildRouter(routes);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
