import type { components } from "./generated/openapi.ts";

/** An RFC 9457 problem as the API sends it (`application/problem+json`). */
export type Problem = components["schemas"]["Problem"];
/** Every `code` the API can answer, generated from the route registry's OpenAPI. */
export type ProblemCode = Problem["code"];
/** One failing field: `path` is a JSON Pointer into the request (`/players/0/hand`, `/query/limit`). */
export type FieldError = NonNullable<Problem["errors"]>[number];
/**
 * The API's codes, plus two of the SDK's own: `connection_error` (no answer: network failure or
 * timeout, after the retries) and `unexpected_response` (an error answer that is not a problem,
 * e.g. a proxy's HTML page).
 */
export type ErrorCode = ProblemCode | "connection_error" | "unexpected_response";

/** Thrown by every operation that does not succeed. Narrow on `code`, a closed union. */
export class PokerworksError extends Error {
  override readonly name = "PokerworksError";
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: ErrorCode;
  /** The request's id (problem `requestId`, else the `x-request-id` header): quote it in support requests. */
  readonly requestId: string | null;
  /** Field errors of a 400 (empty otherwise). */
  readonly errors: FieldError[];
  /** The whole problem document, with any extension member (e.g. `verification`). */
  readonly problem: Problem | null;
  readonly headers: Headers | null;
  /** How many attempts were made, retries included. */
  readonly attempts: number;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    requestId: string | null;
    problem?: Problem | null;
    headers?: Headers | null;
    attempts: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.problem = init.problem ?? null;
    this.errors = this.problem?.errors ?? [];
    this.headers = init.headers ?? null;
    this.attempts = init.attempts;
  }
}

function isProblem(body: unknown): body is Problem {
  return typeof body === "object" && body !== null && typeof (body as Problem).code === "string" && typeof (body as Problem).status === "number";
}

/** The error for a non-2xx answer whose body openapi-fetch already read (parsed JSON or text). */
export function errorFromResponse(response: Response, body: unknown, attempts: number): PokerworksError {
  const problem = isProblem(body) ? body : null;
  return new PokerworksError({
    status: response.status,
    code: problem?.code ?? "unexpected_response",
    message: problem ? `${problem.status} ${problem.code}: ${problem.detail}` : `HTTP ${response.status} without a problem document`,
    requestId: problem?.requestId ?? response.headers.get("x-request-id"),
    problem,
    headers: response.headers,
    attempts,
  });
}
