import { EngineError } from "../engine/errors.ts";

/** Every error code of CONTRACT.md 1.3 with its status and title: the single source for both. */
export const ERROR_CODES = {
  validation_failed: [400, "Request validation failed"],
  malformed_json: [400, "Malformed JSON body"],
  card_conflict: [400, "Cards conflict"],
  empty_range: [400, "Range is empty after card removal"],
  unauthorized: [401, "Unauthorized"],
  payment_required: [402, "Payment required"],
  forbidden: [403, "Forbidden"],
  environment_mismatch: [403, "Environment mismatch"],
  origin_not_allowed: [403, "Origin not allowed"],
  invalid_launch_secret: [403, "Invalid launch secret"],
  not_found: [404, "Not found"],
  method_not_allowed: [405, "Method not allowed"],
  conflict: [409, "Conflict"],
  invalid_state: [409, "Invalid state"],
  idempotency_in_progress: [409, "Idempotent request in progress"],
  embed_session_expired: [410, "Embed session expired"],
  payload_too_large: [413, "Payload too large"],
  unsupported_media_type: [415, "Unsupported media type"],
  idempotency_key_mismatch: [422, "Idempotency key reused with a different request"],
  compute_budget_exceeded: [422, "Compute budget exceeded"],
  endpoint_verification_failed: [422, "Endpoint verification failed"],
  /** A table's socket URL fetched without `Upgrade: websocket` (CONTRACT 10.2). */
  upgrade_required: [426, "Upgrade required"],
  rate_limited: [429, "Rate limited"],
  internal_error: [500, "Internal error"],
  metering_unavailable: [503, "Metering unavailable"],
  /** A store the request needs before it can start (the API keys) is unreachable: nothing ran, retry. */
  service_unavailable: [503, "Service unavailable"],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  code: string;
  message: string;
}

export function notFound(what: string): ApiError {
  return new ApiError("not_found", `No such ${what}.`);
}

/** The one typed error of the HTTP layer; rendered as problem+json in one place (problemResponse below). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** Extra problem members, e.g. the `verification` object of 422 endpoint_verification_failed (contract 4.7). */
  readonly extra: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_CODES[code][0];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

/** Engine errors carry their own code; the status comes from the shared table. */
function fromEngineError(error: EngineError): ApiError {
  return new ApiError(error.code, error.message, error.errors.length > 0 ? { errors: error.errors } : {});
}

export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof EngineError) return fromEngineError(error);
  return null;
}

function problemBody(error: ApiError, requestId: string): Record<string, unknown> {
  return {
    type: `/docs/errors#${error.code}`,
    title: ERROR_CODES[error.code][1],
    status: error.status,
    code: error.code,
    detail: error.message,
    requestId,
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extra,
  };
}

export function problemResponse(error: ApiError, requestId: string): Response {
  return new Response(JSON.stringify(problemBody(error, requestId)), {
    status: error.status,
    headers: { "content-type": "application/problem+json", ...error.headers },
  });
}
