import type * as v from "valibot";
import type { Env } from "../env.ts";
import type { Principal, Scope } from "./auth.ts";
import type { ErrorCode } from "./errors.ts";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** `key` without a scope admits any valid key (e.g. GET /v1/limits). */
export type AuthPolicy = { kind: "public" } | { kind: "admin" } | { kind: "key"; scope?: Scope };

export interface RouteContext<P, Q, B> {
  request: Request;
  env: Env;
  executionContext: ExecutionContext;
  requestId: string;
  url: URL;
  params: P;
  query: Q;
  body: B;
  /** Set for key-authenticated routes. */
  principal: Principal | null;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ResponseSpec {
  description: string;
  schema?: Schema;
  /** Defaults to application/json. */
  contentType?: string;
}

export interface RouteDefinition<PS = Schema | undefined, QS = Schema | undefined, BS = Schema | undefined, Prepared = unknown> {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /api/v1/management/tournaments/{tournamentId}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** internal routes stay out of schemas/openapi.json. */
  visibility: "public" | "internal";
  auth: AuthPolicy;
  /** Credits a successful call consumes (calculations: 1). */
  cost?: number;
  request?: { params?: PS; query?: QS; body?: BS; headers?: Record<string, { description: string; required?: boolean; schema?: Schema }> };
  responses: Record<number, ResponseSpec>;
  /** Error codes this operation can answer besides the ones every authenticated route can. */
  errors?: ErrorCode[];
  /** Semantic validation that may still fail with 4xx; runs before rate limiting and metering. */
  prepare?: (ctx: RouteContext<Out<PS>, Out<QS>, Out<BS>>) => Prepared | Promise<Prepared>;
  handler: (ctx: RouteContext<Out<PS>, Out<QS>, Out<BS>>, prepared: Prepared) => Reply | Response | Promise<Reply | Response>;
}

// Type-erased form the router and OpenAPI generator work with.
export type AnyRoute = RouteDefinition<any, any, any, any>;

export function defineRoute<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  Prepared = undefined,
>(route: RouteDefinition<PS, QS, BS, Prepared>): AnyRoute {
  return route as AnyRoute;
}
