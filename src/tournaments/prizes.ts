import type { PayoutStructureRow, TournamentRow } from "../db/schema.ts";
import { preparePayouts } from "../engine/payouts.ts";
import { apportion } from "../engine/rounding.ts";

/**
 * Prizes per place 1..places (0 beyond the paid places) for a completed field of `places` entrants.
 * A calculated structure (`ladder` set) pays the payouts calculation's ladder for this field
 * (src/engine/payouts.ts, the same amounts POST /v1/calculations/tournaments/payouts answers for
 * { entrants: places, prizePool: pool, style, rounding, buyIn }); a fixed one splits the pool by its
 * per-place basis points (splitPrizePool). Either way the prizes sum exactly to the pool.
 */
export function prizesFor(payout: Pick<PayoutStructureRow, "payouts" | "ladder">, pool: number, places: number, buyIn?: number): number[] {
  if (payout.ladder === null || pool === 0) return splitPrizePool(pool, payout.payouts, places);
  const ladder = preparePayouts({ entrants: places, prizePool: pool, style: payout.ladder.style, rounding: payout.ladder.rounding, buyIn })();
  return Array.from({ length: places }, (_, i) => ladder.payouts[i]?.amount ?? 0);
}

/**
 * Splits an integer prize pool by a payout structure's per-place basis points into integer prizes
 * that sum exactly to the pool: the engine's largest-remainder split (apportion in
 * src/engine/rounding.ts), each paid place floor(pool * bp / 10000) plus at most one of the units left
 * over, by largest remainder, ties to the better (lower) place. A better place never ends with less
 * than a worse one, since its basis points are never lower. Places beyond the structure get 0.
 */
function splitPrizePool(pool: number, tiers: Array<{ fromPlace: number; toPlace: number; basisPoints: number }>, places: number): number[] {
  const perPlace: number[] = [];
  for (const tier of tiers) for (let p = tier.fromPlace; p <= tier.toPlace; p++) perPlace[p - 1] = tier.basisPoints;
  return apportion(
    pool,
    Array.from({ length: places }, (_, i) => perPlace[i] ?? 0),
    10_000,
  );
}

/** The stored `startsAt` of a tournament that starts when full and has no start time (the column needs one). */
export const NO_START_TIME = "9999-12-31T23:59:59.999Z";

/**
 * A tournament's prize pool (CONTRACT 11.1): with `buyIn`, max(guarantee, entries x amount + rebuys x
 * rebuyAmount + add-ons x addOnAmount) (play-money units, no fee); otherwise its own `prizePool` (0 when none).
 */
export function prizePoolOf(
  t: Pick<TournamentRow, "buyIn" | "guaranteedPrizePool" | "prizePool">,
  counts: { entries: number; rebuys?: number; addOns?: number },
): number {
  if (t.buyIn === null) return t.prizePool ?? 0;
  const { amount, rebuyAmount = 0, addOnAmount = 0 } = t.buyIn;
  const collected = counts.entries * amount + (counts.rebuys ?? 0) * rebuyAmount + (counts.addOns ?? 0) * addOnAmount;
  return Math.max(t.guaranteedPrizePool ?? 0, collected);
}
