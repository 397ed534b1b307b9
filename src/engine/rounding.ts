/**
 * Largest-remainder rounding, the one implementation of the code base. Every split floors each item's
 * exact quota, orders the items by remainder (remainderOrder) and hands the units left over out one
 * each in that order (handOut); the three entry points differ only in their quotas and leftover rules:
 *
 * - roundToUnit: float amounts to multiples of a unit, with a cap and a residue (ICM deal suggestions,
 *   payout basis points), described below;
 * - roundGroups: a ladder paid in groups of equal amounts, where one more unit for a group costs its
 *   size (payout tiers);
 * - apportion: an integer total split exactly in proportion to integer weights (tournament prizes by
 *   basis points).
 *
 * roundToUnit, step by step:
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
  const order = remainderOrder(fractions, rank, noise);

  let left = quota - given;
  // Hand out leftover units by largest remainder, at most one each: first to items that stay within
  // the cap, then (only if no allocation within one unit of every value fits the cap: the documented
  // conflict above) to the items not yet bumped. Further rounds only happen in degenerate cases
  // (more leftover units than items).
  const bumped = new Array<boolean>(n).fill(false);
  const bump = (i: number): boolean => (bumped[i] = true);
  left = handOut(order, units, left, (i) => !bumped[i] && units[i]! + 1 <= capUnits && bump(i));
  left = handOut(order, units, left, (i) => !bumped[i] && bump(i));
  while (left > 0 && n > 0) left = handOut(order, units, left);
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

/**
 * Units per group for a ladder paid in groups of equal amounts (`sizes[g]` places at `means[g]` units
 * each, in ladder order): every group gets floor(mean) units per place (at least one), then one extra
 * unit per place by largest remainder (ties: the earlier group) while the group's size fits what is
 * left; whatever is left (possibly negative, float noise) goes to the first group. With sizes
 * non-decreasing down the ladder, a group with a larger remainder within one floor value sits higher
 * and is no larger, so it is served first: the amounts stay non-increasing.
 */
export function roundGroups(means: readonly number[], sizes: readonly number[], totalUnits: number): number[] {
  const n = means.length;
  const units = new Array<number>(n);
  const remainders = new Array<number>(n);
  let left = totalUnits;
  for (let g = 0; g < n; g++) {
    units[g] = Math.max(1, Math.floor(means[g]!));
    remainders[g] = means[g]! - units[g]!;
    left -= units[g]! * sizes[g]!;
  }
  left = handOut(remainderOrder(remainders), units, left, undefined, sizes);
  units[0] = units[0]! + left;
  return units;
}

/**
 * Splits the integer `total` in proportion to integer `weights` out of `denominator`, exactly:
 * item i gets floor(total * w_i / denominator), then the units left over go one each to the largest
 * remainders (total * w_i mod denominator), ties to the earlier item; a zero weight never gets one.
 * With weights summing to the denominator the shares sum to the total, each within one unit of its
 * exact quota, and a larger weight never gets less. BigInt keeps total * w exact for any integers.
 */
export function apportion(total: number, weights: readonly number[], denominator: number): number[] {
  const big = BigInt(total);
  const d = BigInt(denominator);
  const shares = weights.map((w) => Number((big * BigInt(w)) / d));
  const remainders = weights.map((w) => Number((big * BigInt(w)) % d));
  let left = total;
  for (const share of shares) left -= share;
  handOut(remainderOrder(remainders), shares, left, (i) => weights[i] !== 0);
  return shares;
}

/**
 * Indices by largest remainder first, ties by `rank` (default: index order). With `noise`, remainders
 * within the larger of two items' allowances of the first remainder of their run tie too, so float
 * noise never decides a tie (comparing each to the run's first keeps the grouping well defined).
 */
function remainderOrder(remainders: readonly number[], rank?: readonly number[], noise?: readonly number[]): number[] {
  const n = remainders.length;
  const sorted = remainders.map((_, i) => i);
  if (rank === undefined) return sorted.sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  sorted.sort((a, b) => remainders[b]! - remainders[a]! || rank[a]! - rank[b]!);
  if (noise === undefined) return sorted;
  const order: number[] = [];
  for (let start = 0; start < n; ) {
    const lead = sorted[start]!;
    let end = start + 1;
    while (end < n) {
      const i = sorted[end]!;
      if (remainders[lead]! - remainders[i]! > Math.max(noise[lead]!, noise[i]!)) break;
      end++;
    }
    const run = sorted.slice(start, end);
    run.sort((a, b) => rank[a]! - rank[b]!);
    for (const i of run) order.push(i);
    start = end;
  }
  return order;
}

/**
 * One pass over `order`: each item `accept`s or not (all, without `accept`), and one more unit for it
 * costs `cost[i]` of what is left (1 without `cost`), taken only while it fits. Returns the units
 * still left.
 */
function handOut(order: readonly number[], units: number[], left: number, accept?: (i: number) => boolean, cost?: readonly number[]): number {
  for (const i of order) {
    if (left <= 0) break;
    const c = cost === undefined ? 1 : cost[i]!;
    if (c > left || (accept !== undefined && !accept(i))) continue;
    units[i] = units[i]! + 1;
    left -= c;
  }
  return left;
}
