/**
 * Errors the engine raises for input it cannot compute. The HTTP layer maps `code` to a status
 * (validation_failed, card_conflict, empty_range: 400; compute_budget_exceeded: 422) and renders
 * problem+json; the engine itself knows nothing about HTTP.
 */
export type EngineErrorCode = "validation_failed" | "card_conflict" | "empty_range" | "compute_budget_exceeded";

export interface EngineFieldError {
  /** JSON Pointer into the request body, e.g. "/players/1/range". */
  path: string;
  /** Machine-readable reason, e.g. "invalid_card", "unknown_range_token". */
  code: string;
  message: string;
}

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly errors: EngineFieldError[];

  constructor(code: EngineErrorCode, message: string, errors: EngineFieldError[] = []) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.errors = errors;
  }
}
