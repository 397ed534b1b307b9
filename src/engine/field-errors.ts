/**
 * Small helpers for the semantic checks of the tournament engines (payouts, blinds, chips). The HTTP
 * layer validates shapes first, but the engines re-check what they rely on so that any input yields
 * either a result or an EngineError, never another exception.
 */
import { EngineError, type EngineFieldError } from "./errors.ts";

export interface FieldChecks {
  errors: EngineFieldError[];
  add(path: string, code: string, message: string): void;
  /** Records an error unless `value` is a safe integer in [min, max]; returns whether it passed. */
  integer(path: string, value: unknown, min: number, max?: number): value is number;
  /** Throws validation_failed with every collected error, if any. */
  throwIfAny(): void;
}

export function fieldChecks(): FieldChecks {
  const errors: EngineFieldError[] = [];
  return {
    errors,
    add(path, code, message) {
      errors.push({ path, code, message });
    },
    integer(path, value, min, max = Number.MAX_SAFE_INTEGER): value is number {
      if (typeof value !== "number" || !Number.isSafeInteger(value)) {
        errors.push({ path, code: "not_an_integer", message: `${pointerLabel(path)} must be an integer` });
        return false;
      }
      if (value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
        errors.push({ path, code: "out_of_range", message: `${pointerLabel(path)} must be ${range}` });
        return false;
      }
      return true;
    },
    throwIfAny() {
      if (errors.length > 0) {
        throw new EngineError("validation_failed", errors.map((e) => e.message).join("; "), errors);
      }
    },
  };
}

/** "/denominations/2/value" -> "denominations[2].value", for human-readable messages. */
export function pointerLabel(path: string): string {
  return path
    .split("/")
    .slice(1)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}

export function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}
