import * as v from "valibot";
import { IntegerSchema, int } from "../schemas.ts";

/** Request and response pieces shared by several calculation endpoints. */

/** Chip and money amounts: integers small enough that sums over 10,000 players stay exact in a double. */
export const AMOUNT_MAX = 100_000_000_000;

export const ModeSchema = v.optional(v.picklist(["auto", "exact", "monte_carlo"]), "auto");

/** `defaultSamples` is omitted where the engine derives the default from the work budget. */
export const monteCarloRequest = (maxSamples: number, defaultSamples?: number) =>
  v.optional(
    v.strictObject({
      seed: v.optional(int(0, 4_294_967_295), 0),
      samples: defaultSamples === undefined ? v.optional(int(1, maxSamples)) : v.optional(int(1, maxSamples), defaultSamples),
    }),
  );

export const MonteCarloResult = v.nullable(v.object({ seed: IntegerSchema, samples: IntegerSchema, standardError: v.number() }));

/** The equity endpoints' optional all-in stacks: one integer per player, 2..maxPlayers of them. */
export const stacksRequest = (maxPlayers: number) =>
  v.optional(
    v.pipe(
      v.array(int(1, AMOUNT_MAX)),
      v.minLength(2),
      v.maxLength(maxPlayers),
      v.description(
        "Each player's chips in the pot, all in (one per player, in order). The answer then adds each player's expected `chips` and the `pots`: main pot first, then each side pot, built as the rules engine builds them (a stake no other player matched is a pot only its owner can win: it comes back).",
      ),
    ),
  );

export const RoundingRequest = v.optional(v.strictObject({ unit: v.optional(int(1, AMOUNT_MAX), 1) }));

/**
 * `true` exactly when a request schema's output is the engine's input type. Each route states
 * `true satisfies OutputIs<typeof Body, EngineInput>;` so that a field added,
 * dropped or retyped on either side fails tsc instead of drifting.
 */
export type OutputIs<S extends v.GenericSchema, T> =
  (<X>() => X extends v.InferOutput<S> ? 1 : 2) extends <X>() => X extends T ? 1 : 2 ? true : false;
