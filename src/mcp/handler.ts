import { createMcpHandler } from "@modelcontextprotocol/server";
import type { Principal } from "../domain/keys.ts";
import type { Env } from "../env.ts";
import { authenticateKey } from "../http/auth.ts";
import { ApiError, problemResponse, toApiError } from "../http/errors.ts";
import { admit, refusePublishable, usageKey } from "../http/pipeline.ts";
import { calculationRoutes } from "../routes/calculations/index.ts";
import { NOT_READ, readMessage } from "./message.ts";
import { MCP_PATH } from "./path.ts";
import { buildMcpServer, calculationToolNames } from "./server.ts";

/**
 * A 401's plain explanation: an MCP client that meets `WWW-Authenticate: Bearer` may go looking for OAuth
 * metadata (/.well-known/oauth-protected-resource answers 404: there is none); this says what to do instead.
 */
const NO_OAUTH =
  "This MCP server takes a pokerworks API key, not OAuth: configure your MCP client to send the header 'Authorization: Bearer sk_test_...' (npm start prints a local key; keys come from your organization's admin).";

/** The usage row every /mcp request is counted in (free); a tool call is also counted by its REST route. */
const MCP_ENDPOINT = `POST ${MCP_PATH}`;

/** The largest body a tool call may carry: the largest REST body, plus room for the JSON-RPC envelope. */
const MAX_MCP_BODY_BYTES = Math.max(64 * 1024, ...calculationRoutes.map((r) => r.maxBodyBytes ?? 0)) + 16 * 1024;

/**
 * POST /mcp: the MCP server over stateless Streamable HTTP (both the 2025 `initialize` era and the
 * 2026-07-28 per-request era). Every request is authenticated with an API key first (401 with
 * `WWW-Authenticate: Bearer` otherwise), then served by a fresh server holding that key's tools;
 * nothing is kept between requests, so no Durable Object is involved. Every request is admitted by the
 * meter at no cost under `POST /mcp` (the key's rate limit, its usage row; 503 when the meter is down),
 * so protocol messages cannot bypass the limit. Tool calls and resource reads then run the REST routes
 * through the REST pipeline (src/mcp/run-route.ts), which admits and charges them like REST calls.
 */
export async function handleMcp(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  requestId: string,
): Promise<{ response: Response; principal: Principal | null }> {
  let principal: Principal | null = null;
  try {
    principal = await authenticateKey(request, env);
    refusePublishable(principal);
    await admit(env, principal, usageKey(MCP_ENDPOINT, principal), 0);
  } catch (error) {
    let apiError = toApiError(error) ?? new ApiError("internal_error", `Something went wrong on our side; quote request id ${requestId}.`);
    if (apiError.code === "unauthorized") apiError = new ApiError("unauthorized", `${NO_OAUTH} ${apiError.message}`);
    const response = problemResponse(apiError, requestId);
    if (apiError.code === "unauthorized") {
      const invalid = request.headers.has("authorization") ? ', error="invalid_token"' : "";
      response.headers.set("www-authenticate", `Bearer realm="pokerworks"${invalid}`);
    }
    return { response, principal };
  }
  const admitted = principal;
  // Read and parse the body once, here, so that a batch is refused before any server is built or any
  // tool runs; the SDK is handed the parsed message and does not read the body again.
  const read = await readMessage(request, MAX_MCP_BODY_BYTES, calculationToolNames());
  if (read instanceof Response) return { response: read, principal: admitted };
  const context = {
    request,
    env,
    executionContext,
    requestId,
    ...(read !== NOT_READ && read.argumentsJson !== undefined ? { argumentsJson: read.argumentsJson } : {}),
  };
  const handler = createMcpHandler(() => buildMcpServer(admitted, context), {
    legacy: "stateless",
    maxRequestBodySize: MAX_MCP_BODY_BYTES,
  });
  try {
    const options = read === NOT_READ ? undefined : { parsedBody: read.message };
    return { response: await handler.fetch(request, options), principal: admitted };
  } finally {
    await handler.close();
  }
}
