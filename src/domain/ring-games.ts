import type { AnteKind } from "../engine/holdem/types.ts";

/**
 * The JSON settings of a ring game, as its row stores them (src/db/schema.ts) and its tables copy them
 * (`TableSettings` in src/tables/api.ts; test/platform/layers.test.ts checks the two agree).
 */
export type RingGameAnte = { kind: AnteKind; amount: number } | null;
/** The buy-in range, in chips. */
export type RingGameBuyIn = { min: number; max: number };
export type RingGameClock = { actionSeconds: number; timeBankSeconds: number };
export type RingGameSpectators = { mode: "live" | "delayed" | "off"; delaySeconds: number };
