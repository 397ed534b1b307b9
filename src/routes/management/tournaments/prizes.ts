/**
 * Splits an integer prize pool by a payout structure's per-place basis points so the prizes are
 * integers that sum exactly to the pool (largest remainder method):
 * 1. every paid place gets floor(pool * bp / 10000);
 * 2. the units left over (fewer than the number of paid places) go one each to the places with the
 *    largest remainders (pool * bp mod 10000), ties to the better (lower) place.
 * A better place never ends with less than a worse one, since its basis points are never lower.
 */
export function splitPrizePool(pool: number, tiers: Array<{ fromPlace: number; toPlace: number; basisPoints: number }>, places: number): number[] {
  const perPlace: number[] = [];
  for (const tier of tiers) for (let p = tier.fromPlace; p <= tier.toPlace; p++) perPlace[p - 1] = tier.basisPoints;
  const shares = Array.from({ length: places }, (_, i) => perPlace[i] ?? 0);
  // BigInt keeps pool * bp exact for any integer pool.
  const big = BigInt(pool);
  const floors = shares.map((bp) => (big * BigInt(bp)) / 10_000n);
  const remainders = shares.map((bp) => (big * BigInt(bp)) % 10_000n);
  let left = big - floors.reduce((a, b) => a + b, 0n);
  const order = shares.map((_, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left <= 0n) break;
    if (shares[i] === 0) continue;
    floors[i]! += 1n;
    left -= 1n;
  }
  return floors.map(Number);
}
