/** Small counting helpers shared by the equity kernels. */

/** Set bits of a 32-bit integer. */
export function popcount(x: number): number {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
}

/** CHOOSE[n][k] = n choose k, for the up to 4 cards of one rank. */
export const CHOOSE: readonly (readonly number[])[] = [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]];

/** n choose k (0 outside 0 <= k <= n), exact for the counts of boards and combos used here. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}
