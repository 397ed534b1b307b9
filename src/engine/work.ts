/**
 * Work budgets in calibrated units. One work unit is one nanosecond of single-core CPU on the
 * reference machine (the 2-core CI box this project is benchmarked on). Each engine prices its
 * kernels in these units from measurements (`npm run bench:adversarial` checks the prices from the
 * other side: no accepted request may take longer than the bound), so one budget holds across
 * algorithms whose "steps" cost very different amounts.
 *
 * MAX is what any accepted request may cost: well inside the 100 ms bound of issue 9, leaving room
 * for parsing, the response's JSON and a slower machine. DEFAULT sizes the work a request gets when
 * it does not say (e.g. the default Monte Carlo sample count): typical requests stay near 10 ms.
 */
export const WORK_UNITS = {
  max: 50_000_000,
  default: 8_000_000,
} as const;

/** The largest count of items of `unitsPerItem` each that fits in `budget` (at least 0). */
export function largestFitting(unitsPerItem: number, budget: number): number {
  return Math.max(0, Math.floor(budget / unitsPerItem));
}
