import { apportion } from "../../../engine/rounding.ts";

/**
 * Splits an integer prize pool by a payout structure's per-place basis points into integer prizes
 * that sum exactly to the pool: the engine's largest-remainder split (apportion in
 * src/engine/rounding.ts), each paid place floor(pool * bp / 10000) plus at most one of the units left
 * over, by largest remainder, ties to the better (lower) place. A better place never ends with less
 * than a worse one, since its basis points are never lower. Places beyond the structure get 0.
 */
export function splitPrizePool(pool: number, tiers: Array<{ fromPlace: number; toPlace: number; basisPoints: number }>, places: number): number[] {
  const perPlace: number[] = [];
  for (const tier of tiers) for (let p = tier.fromPlace; p <= tier.toPlace; p++) perPlace[p - 1] = tier.basisPoints;
  return apportion(
    pool,
    Array.from({ length: places }, (_, i) => perPlace[i] ?? 0),
    10_000,
  );
}
