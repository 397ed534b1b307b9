import { expect } from "vitest";
import { EngineError } from "../../src/engine/errors.ts";

/** The EngineError that `fn` throws; any other exception is rethrown and no exception fails the test. */
export function errorOf(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected an EngineError");
}

/** `fn` throws an EngineError, with a field error at `path` when one is given. */
export function expectEngineError(fn: () => unknown, path?: string): void {
  const error = errorOf(fn);
  if (path !== undefined) expect(error.errors.map((x) => x.path)).toContain(path);
}
