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
    body: hasBody ? JSON.stringify(call.body ?? {}) : undefined,
  });
  const { response } = await runRoute(route, request, call.env, call.executionContext, params, call.requestId);
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (response.ok) {
    const credits = response.headers.get("x-credits-remaining");
    return { ok: true, status: response.status, body: parsed, creditsRemaining: credits === null ? null : Number(credits) };
  }
  return { ok: false, status: response.status, problem: parsed as Problem };
}
