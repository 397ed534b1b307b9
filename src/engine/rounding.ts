/**
 * Largest-remainder rounding of unrounded amounts to integer multiples of a unit, so that a list of
 * suggestions adds up exactly to a known integer total. Shared by the ICM deal and the payout ladder.
 *
 * 1. total = Q * unit + residue with 0 <= residue < unit.
 * 2. Every amount first gets floor(value / unit) units; the Q - sum(floors) units left over go one
 *    each to the largest fractional remainders (ties by `tieOrder`), skipping items that would pass
 *    `cap` while another item can take the unit within it. Every amount stays within one unit of its
 *    value (before the residue).
 * 3. The residue (the part of the total that is not a multiple of the unit) goes whole to the first
 *    item in `residueOrder` that stays within `cap` (else to the first item in that order).
 *
 * Cap versus "within one unit": the cap is respected whenever some allocation with every amount
 * within one unit of its value (and the sum fixed) stays within it; step 2 finds one, because each
 * item can only be floor or floor + 1 units and the leftover units go first to the items whose
 * floor + 1 stays within the cap. When no such allocation exists (the items at or near the cap cannot
 * shed enough and the others cannot absorb it without moving more than one unit from their value),
 * the two rules truly conflict and "within one unit" wins: the remaining leftover units go by largest
 * remainder to items not yet bumped, even past the cap. Example: values 5.36, 17.64, 19 (chip chop of
 * stacks 1, 10, 11 for payouts 20, 18, 4), unit 7, cap 20: within one unit forces 7, 14, 21; the only
 * split within the cap, 14, 14, 14, moves the first amount 8.64 > 7 from its value.
 *
 * Remainders are compared with a float-noise allowance relative to the magnitude of the value (see
 * NOISE_RELATIVE): a remainder within it of 0 or 1 counts as a whole unit, and remainders that differ
 * by less than it tie, so the stated tie-break decides, not float noise (which grows with the amount:
 * a fixed 1e-9 of a unit is below one ulp once amounts pass about 1e7 units).
 */

export interface UnitRoundingOptions {
  /** Integer >= 1. */
  unit: number;
  /** Indices in tie-break priority (earlier wins a tie between equal remainders). Default: index order. */
  tieOrder?: readonly number[];
  /** Indices in order of preference for the residue. Default: `tieOrder`. */
  residueOrder?: readonly number[];
  /** Upper bound for every amount, respected whenever the total allows it. */
  cap?: number;
}

export interface UnitRounding {
  amounts: number[];
  /** Sum of the amounts before the residue: a multiple of the unit. */
  allocated: number;
  /** total - allocated, in [0, unit): the part given whole to one item. */
  residue: number;
  /** Who received the residue; null when the residue is 0. */
  residueIndex: number | null;
}

/** Float-noise allowance, in units: NOISE_ABSOLUTE + NOISE_RELATIVE * |value / unit|. */
const NOISE_RELATIVE = 1e-12;
const NOISE_ABSOLUTE = 1e-9;

export function roundToUnit(values: readonly number[], total: number, options: UnitRoundingOptions): UnitRounding {
  const n = values.length;
  const unit = options.unit;
  const tieOrder = options.tieOrder ?? values.map((_, i) => i);
  const residueOrder = options.residueOrder ?? tieOrder;
  const capUnits = options.cap === undefined ? Infinity : Math.floor(options.cap / unit);

  const quota = Math.floor(total / unit);
  const residue = total - quota * unit;
  const units = new Array<number>(n);
  const fractions = new Array<number>(n);
  const noise = new Array<number>(n);
  let given = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i]! / unit;
    const allowance = NOISE_ABSOLUTE + NOISE_RELATIVE * Math.abs(x);
    let whole = Math.floor(x);
    let fraction = x - whole;
    if (1 - fraction <= allowance) {
      whole += 1; // a whole number of units up to float noise
      fraction = 0;
    } else if (fraction <= allowance) {
      fraction = 0;
    }
    if (whole < 0) {
      whole = 0; // float noise below zero never makes a negative amount
      fraction = 0;
    }
    units[i] = whole;
    fractions[i] = fraction;
    noise[i] = allowance;
    given += whole;
  }

  const rank = new Array<number>(n);
  tieOrder.forEach((index, position) => (rank[index] = position));
  // Largest remainder first; remainders within float noise of the largest one in their run tie and
  // go by `tieOrder` (comparing each to the run's first keeps the grouping well defined).
  const sorted = values.map((_, i) => i);
  sorted.sort((a, b) => fractions[b]! - fractions[a]! || rank[a]! - rank[b]!);
  const order: number[] = [];
  for (let start = 0; start < n; ) {
    const lead = sorted[start]!;
    let end = start + 1;
    while (end < n) {
      const i = sorted[end]!;
      if (fractions[lead]! - fractions[i]! > Math.max(noise[lead]!, noise[i]!)) break;
      end++;
    }
    const run = sorted.slice(start, end);
    run.sort((a, b) => rank[a]! - rank[b]!);
    for (const i of run) order.push(i);
    start = end;
  }

  let left = quota - given;
  // Hand out leftover units by largest remainder, at most one each: first to items that stay within
  // the cap, then (only if no allocation within one unit of every value fits the cap: the documented
  // conflict above) to the items not yet bumped. Further rounds only happen in degenerate cases
  // (more leftover units than items).
  const bumped = new Array<boolean>(n).fill(false);
  for (let round = 0; left > 0 && n > 0; round++) {
    for (let t = 0; t < n && left > 0; t++) {
      const i = order[t]!;
      if (round < 2 && bumped[i]) continue;
      if (round === 0 && units[i]! + 1 > capUnits) continue;
      units[i] = units[i]! + 1;
      bumped[i] = true;
      left--;
    }
  }
  // Float noise can make the floors overshoot; take back from the smallest remainders.
  for (let t = n - 1; left < 0 && n > 0; t = t === 0 ? n - 1 : t - 1) {
    const i = order[t]!;
    if (units[i]! > 0) {
      units[i] = units[i]! - 1;
      left++;
    }
  }

  const amounts = units.map((u) => u * unit);
  let residueIndex: number | null = null;
  if (residue > 0 && n > 0) {
    const cap = options.cap ?? Infinity;
    residueIndex = residueOrder.find((i) => amounts[i]! + residue <= cap) ?? residueOrder[0] ?? 0;
    amounts[residueIndex] = amounts[residueIndex]! + residue;
  }
  return { amounts, allocated: quota * unit, residue, residueIndex };
}
