/**
 * Work budgets in calibrated units. One work unit is one nanosecond of single-core CPU on the
 * reference machine (the 2-core CI box this project is benchmarked on). Each engine prices its
 * kernels in these units from measurements, so one budget holds across algorithms whose "steps" cost
 * very different amounts. Two benches check the prices: `node --experimental-strip-types
 * bench/prices.ts` puts each budget's price beside the measured CPU time of a spread of requests
 * (price / actual is kept between 1 and 2), and `npm run bench:adversarial` searches for the slowest
 * accepted request (no accepted request may take longer than the bound).
 *
 * MAX is what any accepted request may cost: well inside the 100 ms bound of issue 9, leaving room
 * for the parts no engine prices (JSON parse and schema of the body), the response's JSON where it is
 * not priced, and a slower or busier machine. DEFAULT sizes the work a request gets when it does not
 * say (e.g. the default Monte Carlo sample count): typical requests stay near 10 ms.
 */
export const WORK_UNITS = {
  max: 50_000_000,
  default: 8_000_000,
} as const;

/** The largest count of items of `unitsPerItem` each that fits in `budget` (at least 0). */
export function largestFitting(unitsPerItem: number, budget: number): number {
  return Math.max(0, Math.floor(budget / unitsPerItem));
}

/** A prepared computation and the work units it was priced at (read by bench/prices.ts). */
export type Priced<T> = (() => T) & { readonly workUnits: number };

export function priced<T>(run: () => T, workUnits: number): Priced<T> {
  return Object.assign(run, { workUnits });
}
