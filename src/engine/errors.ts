/**
 * Errors the engine raises for input it cannot compute. The HTTP layer maps `code` to a status
 * (validation_failed, card_conflict, empty_range: 400; compute_budget_exceeded: 422) and renders
 * problem+json; the engine itself knows nothing about HTTP.
 */
export type EngineErrorCode = "validation_failed" | "card_conflict" | "empty_range" | "compute_budget_exceeded";

/**
 * The field-error codes the engines emit: the HTTP layer's vocabulary (src/http/validate.ts) for
 * bounds and values that depend on other fields or on the data, plus a few poker-specific ones.
 * The engines take input valibot has already shaped, so they never report types, missing fields or
 * the static bounds of a field.
 */
export type EngineFieldCode =
  /** Below a bound set by another field or by the data (a stack too small for its chips). */
  | "too_small"
  /** Above a bound set by another field or by the data (more payouts than players). */
  | "too_large"
  /** Values that must be ordered are not (a payout above the one before it). */
  | "out_of_order"
  /** A value the other fields or the data rule out (a big blind the smallest chip cannot post). */
  | "invalid_value"
  /** Text that does not parse (a range item or weight). */
  | "invalid_format"
  /** Card text that is not a card. */
  | "invalid_card"
  /** A value repeated within one list (a card within a field, a player id, a denomination). */
  | "duplicate"
  /** Cards shared between fields, or no combination of the players' combos free of shared cards. */
  | "card_conflict"
  /** A range with no combos left once the board and dead cards are removed. */
  | "empty_range"
  /** The exact work (or the requested samples) is over the engine's budget. */
  | "compute_budget_exceeded"
  /** A rule of the game refuses this action in this state (check facing a bet, raise when the betting is not reopened). */
  | "not_allowed"
  /** A hand action by a seat that is not the one to act. */
  | "out_of_turn";

export interface EngineFieldError {
  /** JSON Pointer into the request body, e.g. "/players/1/range". */
  path: string;
  code: EngineFieldCode;
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
