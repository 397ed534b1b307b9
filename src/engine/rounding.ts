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

/**
 * Remainders are compared after quantizing to 1e-9 of a unit: values that are mathematically equal
 * (symmetric players) but differ by float noise must tie, so the stated tie-break decides, not noise.
 */
const REMAINDER_SCALE = 1e9;

export function roundToUnit(values: readonly number[], total: number, options: UnitRoundingOptions): UnitRounding {
  const n = values.length;
  const unit = options.unit;
  const tieOrder = options.tieOrder ?? values.map((_, i) => i);
  const residueOrder = options.residueOrder ?? tieOrder;
  const capUnits = options.cap === undefined ? Infinity : Math.floor(options.cap / unit);

  const quota = Math.floor(total / unit);
  const residue = total - quota * unit;
  const units = new Array<number>(n);
  const keys = new Array<number>(n);
  let given = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i]! / unit;
    let whole = Math.floor(x);
    let key = Math.round((x - whole) * REMAINDER_SCALE);
    if (whole < 0) {
      whole = 0; // float noise below zero never makes a negative amount
      key = 0;
    }
    units[i] = whole;
    keys[i] = key;
    given += whole;
  }

  const rank = new Array<number>(n);
  tieOrder.forEach((index, position) => (rank[index] = position));
  const order = values.map((_, i) => i);
  order.sort((a, b) => keys[b]! - keys[a]! || rank[a]! - rank[b]!);

  let left = quota - given;
  // Hand out leftover units by largest remainder, at most one each: first to items that stay within
  // the cap, then (only if the total forces it) to the others. Further rounds only happen in
  // degenerate cases (more leftover units than items).
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
