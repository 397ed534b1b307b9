import type * as v from "valibot";
import { expect } from "vitest";
import { ICM_LIMITS, type IcmDealInput } from "../../src/engine/deal.ts";
import type { HoldemEquityInput } from "../../src/engine/equity.ts";
import { EngineError } from "../../src/engine/errors.ts";
import type { FieldError } from "../../src/http/errors.ts";
import { safeParseFields } from "../../src/http/validate.ts";
import type { HoldemEquityBody } from "../../src/routes/calculations/equity.ts";
import type { IcmDealBody } from "../../src/routes/calculations/icm-deal.ts";

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

/** The field errors the route answers 400 with for `body` (src/http/validate.ts), [] when the schema accepts it. */
function schemaErrors(schema: v.GenericSchema, body: unknown): FieldError[] {
  const result = safeParseFields(schema, body);
  return result.ok ? [] : result.errors;
}

/** The route's schema refuses `body` with a field error at `path` (and `code`, when given). */
export function expectSchemaRefuses(schema: v.GenericSchema, body: unknown, path: string, code?: string): void {
  const errors = schemaErrors(schema, body);
  expect(errors, `${JSON.stringify(body)} is refused at ${path}`).toContainEqual(
    expect.objectContaining(code === undefined ? { path } : { path, code }),
  );
}

/**
 * What a calculation route does with any body: the schema refuses it with field errors, or the engine
 * takes the schema's output and answers or throws an EngineError, never another exception.
 */
export function throughSchema<S extends v.GenericSchema>(schema: S, body: unknown, engine: (input: v.InferOutput<S>) => void): void {
  const result = safeParseFields(schema, body);
  if (!result.ok) {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) expect(error.path).toMatch(/^(\/.*)?$/);
    return;
  }
  try {
    engine(result.value);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
  }
}

/** An ICM deal body as a client sends it. */
export type IcmDealRequest = v.InferInput<typeof IcmDealBody>;

/** The engine input the route's schema makes of `request` (its defaults; bounds are the caller's business). */
export function dealInput(request: IcmDealRequest): IcmDealInput {
  return {
    ...request,
    leaveForWinner: request.leaveForWinner ?? 0,
    blend: request.blend && { icmWeight: request.blend.icmWeight ?? ICM_LIMITS.defaultIcmWeight },
    rounding: request.rounding && { unit: request.rounding.unit ?? ICM_LIMITS.defaultUnit },
    mode: request.mode ?? "auto",
    monteCarlo: request.monteCarlo && { ...request.monteCarlo, seed: request.monteCarlo.seed ?? 0 },
  };
}

/** A hold'em equity body as a client sends it. */
export type HoldemEquityRequest = v.InferInput<typeof HoldemEquityBody>;

/** The engine input the route's schema makes of `request` (its defaults; bounds are the caller's business). */
export function equityInput(request: HoldemEquityRequest): HoldemEquityInput {
  return {
    ...request,
    board: request.board ?? "",
    dead: request.dead ?? "",
    mode: request.mode ?? "auto",
    monteCarlo: request.monteCarlo && { ...request.monteCarlo, seed: request.monteCarlo.seed ?? 0 },
  };
}

/** A small seeded generator (an LCG, uniform in [0, 1)) for a simulation's choices: a property's seed drives it. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}
