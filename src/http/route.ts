import type * as v from "valibot";
import type { EnvTenant } from "../db/tenant.ts";
import type { Principal, Scope } from "../domain/keys.ts";
import type { Env } from "../env.ts";
import type { ErrorCode } from "./errors.ts";

/**
 * The route contract: one `defineRoute` per operation. Its schemas are at once the validation, the
 * OpenAPI document and the handler's types: `params`/`query`/`body` are the schemas' outputs, and
 * the handler must answer one of the declared statuses with a body of that status's schema (a wrong
 * shape fails `tsc`). The order in which the checks run is in pipeline.ts (and docs/architecture.md).
 */

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "OPTIONS";
type Schema = v.GenericSchema;
type Parsed<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * `key` without a scope admits any valid secret key (e.g. GET /v1/limits). Publishable keys (pk_...) are
 * refused (403 forbidden) unless the route says `publishable: true`: only the calculations do (CONTRACT
 * 10.5), so a new route is closed to them by default (pipeline.ts `refusePublishable`).
 */
export type AuthPolicy = { kind: "public" } | { kind: "admin" } | { kind: "key"; scope?: Scope; publishable?: true };

export interface BaseContext<P, Q, B> {
  request: Request;
  env: Env;
  executionContext: ExecutionContext;
  requestId: string;
  url: URL;
  params: P;
  query: Q;
  body: B;
}

/** Key-authenticated routes know who calls and the tenant every query of theirs is scoped to. */
export interface KeyedContext<P, Q, B> extends BaseContext<P, Q, B> {
  principal: Principal;
  tenant: EnvTenant;
}

export type RouteContext<A extends AuthPolicy, P, Q, B> = A extends { kind: "key" } ? KeyedContext<P, Q, B> : BaseContext<P, Q, B>;

export interface ResponseSpec {
  description: string;
  schema?: Schema;
  /** Defaults to application/json; any other type is sent as the handler's text body. */
  contentType?: string;
  /** Response headers this status always carries, beyond the ones every response has: name -> description. */
  headers?: Record<string, string>;
  /**
   * The handler's body is already serialized (a static asset's bytes, passed through as they are), of
   * `schema` all the same: GET /openapi.json and /asyncapi.json, whose documents are assets, not code.
   */
  serialized?: true;
}

export type Responses = Record<number, ResponseSpec>;

type BodyOf<Spec> = Spec extends { schema: infer S extends Schema } ? v.InferInput<S> : undefined;
/** What a handler returns as the body: the schema's input, or the bytes of a serialized one. */
type ReplyBodyOf<Spec> = Spec extends { serialized: true } ? BodyInit : BodyOf<Spec>;
type ReplyFor<Status extends number, Spec> = { headers?: Record<string, string> } & (Status extends 200 ? { status?: 200 } : { status: Status }) &
  (ReplyBodyOf<Spec> extends undefined ? { body?: undefined } : { body: ReplyBodyOf<Spec> });

/** What a handler may answer: one declared status (200 may be left implicit) with that status's body. */
export type ReplyOf<R extends Responses> = { [Status in keyof R]: Status extends number ? ReplyFor<Status, R[Status]> : never }[keyof R];

/** The erased reply the pipeline serializes. */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type InputOf<S> = S extends Schema ? v.InferInput<S> : never;
/** A documented answer: one declared status with that status's body, as the wire carries it. */
type ExampleReply<R extends Responses> = {
  [Status in keyof R]: { status: Status } & (BodyOf<R[Status]> extends undefined ? { body?: undefined } : { body: BodyOf<R[Status]> });
}[keyof R];

/**
 * One request and the answer it gets, as a client sends and reads them (schemas' inputs: query values
 * are strings). Published in schemas/openapi.json, and test/platform/examples.test.ts sends every public
 * route's example to the Worker and checks the answer, so an example that stops working fails a test.
 * Ids of stored records (path parameters, ids in bodies) are ones a real run produced: the test replaces
 * them with records it has just created.
 */
export interface RouteExample<PS, QS, BS, R extends Responses> {
  params?: InputOf<PS>;
  query?: InputOf<QS>;
  body?: InputOf<BS>;
  headers?: Record<string, string>;
  response: ExampleReply<R>;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

export interface RouteDefinition<PS, QS, BS, A extends AuthPolicy, R extends Responses, Checked> {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /api/v1/management/tournaments/{tournamentId}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** internal routes stay out of schemas/openapi.json. */
  visibility: "public" | "internal";
  auth: A;
  /**
   * Public routes only: limit requests per client address (`cf-connecting-ip`) with the
   * PUBLIC_RATE_LIMITER binding, at step 5 where keyed routes meet their per-key limit.
   */
  clientRateLimited?: boolean;
  /** Credits a successful call consumes (calculations: 1). */
  cost?: number;
  /** Request body limit in bytes when the contract needs more than the default 64 KiB (ICM players). */
  maxBodyBytes?: number;
  request?: { params?: PS; query?: QS; body?: BS; headers?: Record<string, { description: string; required?: boolean; schema?: Schema }> };
  responses: R;
  /** Every public route has one (the examples test checks). */
  example?: RouteExample<PS, QS, BS, R>;
  /** Error codes this operation can answer besides the ones every authenticated route can. */
  errors?: ErrorCode[];
  /**
   * The checks beyond the schema that need no I/O (cross-field rules, card conflicts, work budgets).
   * Runs after validation and before rate limiting and metering, so refused input is never charged;
   * what it returns is handed to the handler. Checks that read records belong in the handler.
   */
  check?: (input: RouteInput<Parsed<PS>, Parsed<QS>, Parsed<BS>>) => Checked;
  handler: (ctx: RouteContext<A, Parsed<PS>, Parsed<QS>, Parsed<BS>>, checked: Checked) => ReplyOf<R> | Promise<ReplyOf<R>>;
}

// Type-erased form the router, the pipeline and the OpenAPI generator work with.
// biome-ignore lint/suspicious/noExplicitAny: the registry holds routes of every shape; defineRoute checked each one.
export type AnyRoute = RouteDefinition<any, any, any, AuthPolicy, Responses, any>;

export function defineRoute<
  const A extends AuthPolicy,
  const R extends Responses,
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  Checked = undefined,
>(route: RouteDefinition<PS, QS, BS, A, R, Checked>): AnyRoute {
  return route as unknown as AnyRoute;
}
