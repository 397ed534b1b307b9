import type { Env } from "../env.ts";
import { runRoute } from "../http/pipeline.ts";
import type { AnyRoute } from "../http/route.ts";

/** What an MCP call hands the REST pipeline: the caller's request (for its key), and the route's inputs. */
export interface RouteCall {
  /** The /mcp request; its `authorization` header is the key the route authenticates. */
  request: Request;
  env: Env;
  executionContext: ExecutionContext;
  requestId: string;
  params?: Record<string, string>;
  body?: unknown;
  /** The body as JSON text, sent as it is (instead of `body`, serialised). */
  bodyJson?: string;
  idempotencyKey?: string;
}

/** The REST answer, read: a 2xx body, or the problem+json of an error. */
export type RouteOutcome =
  | { ok: true; status: number; body: Record<string, unknown>; creditsRemaining: number | null }
  | { ok: false; status: number; problem: Problem };

export interface Problem {
  code: string;
  detail: string;
  status: number;
  requestId: string;
  errors?: Array<{ path: string; code: string; message: string }>;
  [member: string]: unknown;
}

/**
 * Runs one registry route exactly as the REST API would (src/http/pipeline.ts): the same key check
 * and scope, body limits, validation, pure checks, rate limit and meter (credits and usage rows under
 * the REST endpoint's name, failing closed), the same handler and engine. The MCP layer only
 * translates: this builds the request REST would have received and reads the response back.
 *
 * A successful JSON answer is taken from the handler as the object it returned, not from the
 * response text: the tool result carries it as `structuredContent` and the SDK serialises the whole
 * JSON-RPC message once. Reading it back from the REST response instead serialised a result twice
 * and parsed it once (for a 100,000-place payout ladder, about 60 ms of CPU that REST does not pay).
 * Errors are still read from the problem+json the pipeline wrote (they are small, and the pipeline
 * alone knows how to render them).
 */
export async function callRoute(route: AnyRoute, call: RouteCall): Promise<RouteOutcome> {
  const params = call.params ?? {};
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const headers = new Headers();
  const authorization = call.request.headers.get("authorization");
  if (authorization) headers.set("authorization", authorization);
  if (call.idempotencyKey !== undefined) headers.set("x-idempotency-key", call.idempotencyKey);
  const hasBody = route.request?.body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const request = new Request(new URL(path, call.request.url), {
    method: route.method,
    headers,
    body: hasBody ? (call.bodyJson ?? JSON.stringify(call.body ?? {})) : undefined,
  });
  let answered: Record<string, unknown> | undefined;
  const capturing: AnyRoute = {
    ...route,
    handler: async (ctx, checked) => {
      const reply = await route.handler(ctx, checked);
      const status = reply.status ?? 200;
      const json = (route.responses[status]?.contentType ?? "application/json") === "application/json";
      if (status < 200 || status >= 300 || !json || reply.body === undefined) return reply;
      answered = reply.body as Record<string, unknown>;
      // No body for the pipeline to serialise; status and headers (x-credits-remaining) are kept.
      return { ...reply, body: undefined } as typeof reply;
    },
  };
  const { response } = await runRoute(capturing, request, call.env, call.executionContext, params, call.requestId);
  if (response.ok && answered !== undefined) {
    await response.body?.cancel();
    const credits = response.headers.get("x-credits-remaining");
    return { ok: true, status: response.status, body: answered, creditsRemaining: credits === null ? null : Number(credits) };
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (response.ok) {
    const credits = response.headers.get("x-credits-remaining");
    return { ok: true, status: response.status, body: parsed, creditsRemaining: credits === null ? null : Number(credits) };
  }
  return { ok: false, status: response.status, problem: parsed as Problem };
}
