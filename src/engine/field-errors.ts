/**
 * Collects the semantic field errors of one request (duplicates, ordering, conflicts, sums) so that
 * an engine reports every failing field at once. Shapes and static bounds are valibot's job, in the
 * route's schema; the engines take its typed output.
 */
import { EngineError, type EngineFieldCode, type EngineFieldError } from "./errors.ts";

export interface FieldErrors {
  add(path: string, code: EngineFieldCode, message: string): void;
  /** Throws validation_failed with every collected error, if any. */
  throwIfAny(): void;
}

export function fieldErrors(): FieldErrors {
  const errors: EngineFieldError[] = [];
  return {
    add(path, code, message) {
      errors.push({ path, code, message });
    },
    throwIfAny() {
      if (errors.length > 0) {
        throw new EngineError("validation_failed", errors.map((e) => e.message).join("; "), errors);
      }
    },
  };
}
