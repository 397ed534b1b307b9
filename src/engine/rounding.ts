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
    const [whole, fraction, allowance] = unitParts(values[i]!, unit);
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
 * Step 2's parts of one value: whole units, the fractional remainder and its float-noise allowance (a
 * remainder within the allowance of 0 or 1 counts as a whole unit; never below zero).
 */
function unitParts(value: number, unit: number): [whole: number, fraction: number, allowance: number] {
  const x = value / unit;
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
  return [whole, fraction, allowance];
}

/**
 * roundToUnit(expanded, total, { unit }) for values given as runs: `counts[r]` items in a row of value
 * `values[r]` (the expanded list), with the default tie order (index order), no cap and the residue
 * to the first item; the result is the expanded amounts, the same numbers roundToUnit gives. Items of
 * one run have the same remainder and allowance, so every step of roundToUnit treats a run as a block:
 * the remainder order (remainderOrder) keeps a run's items together and in index order, and the
 * leftover units (when there are no more than items, i.e. all but degenerate input) go one each to
 * the first items of that order. So the order is taken over runs, and a run gets as many extra units
 * as it has items in the first `left` of it. A 100,000-place ladder has a few hundred runs: no sort
 * over its places. Degenerate leftovers (more than the items, or negative) take the item-level path.
 */
export function roundRunsToUnit(values: readonly number[], counts: readonly number[], total: number, unit: number): number[] {
  const runs = values.length;
  let n = 0;
  for (let r = 0; r < runs; r++) n += counts[r]!;
  const quota = Math.floor(total / unit);
  const residue = total - quota * unit;
  const whole = new Array<number>(runs);
  const fractions = new Array<number>(runs);
  const noise = new Array<number>(runs);
  // Runs are in index order, so a run's rank in the tie order is its own index.
  const rank = Array.from({ length: runs }, (_, r) => r);
  let given = 0;
  for (let r = 0; r < runs; r++) {
    const [w, fraction, allowance] = unitParts(values[r]!, unit);
    whole[r] = w;
    fractions[r] = fraction;
    noise[r] = allowance;
    given += w * counts[r]!;
  }
  const left = quota - given;
  if (left < 0 || left > n) {
    const expanded = new Array<number>(n);
    for (let r = 0, at = 0; r < runs; r++) for (let c = 0; c < counts[r]!; c++) expanded[at++] = values[r]!;
    return roundToUnit(expanded, total, { unit }).amounts;
  }
  const extra = new Array<number>(runs).fill(0);
  let rest = left;
  for (const r of remainderOrder(fractions, rank, noise)) {
    if (rest === 0) break;
    extra[r] = Math.min(counts[r]!, rest);
    rest -= extra[r]!;
  }
  const amounts = new Array<number>(n);
  for (let r = 0, at = 0; r < runs; r++) {
    for (let c = 0; c < counts[r]!; c++) amounts[at++] = (whole[r]! + (c < extra[r]! ? 1 : 0)) * unit;
  }
  if (residue > 0 && n > 0) amounts[0] = amounts[0]! + residue;
  return amounts;
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
  const sorted = descendingOrder(remainders, rank);
  if (rank === undefined || noise === undefined) return sorted;
  const order: number[] = new Array<number>(n);
  let at = 0;
  for (let start = 0; start < n; ) {
    const lead = sorted[start]!;
    let end = start + 1;
    while (end < n) {
      const i = sorted[end]!;
      if (remainders[lead]! - remainders[i]! > Math.max(noise[lead]!, noise[i]!)) break;
      end++;
    }
    if (end - start === 1) {
      order[at++] = lead;
    } else {
      const run = sorted.slice(start, end);
      run.sort((a, b) => rank[a]! - rank[b]!);
      for (const i of run) order[at++] = i;
    }
    start = end;
  }
  return order;
}

/**
 * Indices by largest key first, ties by `rank` (rank[i] is item i's position in the tie order; default:
 * index order): the order `indices.sort((a, b) => keys[b] - keys[a] || rank[a] - rank[b])` gives, for
 * keys that are not NaN. Above a few hundred items without a comparator sort (about 20 ns a comparison:
 * 4-5 ms for 10,000 items, and a Float64Array's own sort is not much faster): a stable LSD radix sort
 * of the keys' IEEE bits, 11 bits a pass, over the items laid out in tie order, so equal keys stay in
 * tie order. The bits are mapped so that unsigned order is descending numeric order (+0 for -0, which
 * the comparator counts as equal); a pass whose digit is the same for every item is skipped.
 */
export function descendingOrder(keys: ArrayLike<number>, rank?: ArrayLike<number>): number[] {
  const n = keys.length;
  if (n < RADIX_FROM) {
    const order = Array.from({ length: n }, (_, i) => i);
    if (rank === undefined) return order.sort((a, b) => keys[b]! - keys[a]! || a - b);
    return order.sort((a, b) => keys[b]! - keys[a]! || rank[a]! - rank[b]!);
  }
  let index = new Int32Array(n);
  if (rank === undefined) for (let i = 0; i < n; i++) index[i] = i;
  else for (let i = 0; i < n; i++) index[rank[i]!] = i;
  const bits = new Float64Array(1);
  const words = new Uint32Array(bits.buffer);
  const [LOW, HIGH] = LITTLE_ENDIAN ? [0, 1] : [1, 0];
  let low = new Uint32Array(n);
  let high = new Uint32Array(n);
  for (let p = 0; p < n; p++) {
    bits[0] = keys[index[p]!]! + 0;
    const h = words[HIGH]!;
    // Descending: a negative key keeps its bits (more negative is larger unsigned), a non-negative one
    // flips all but the sign (larger is smaller unsigned, and below every negative key).
    if (h >>> 31 === 1) {
      high[p] = h;
      low[p] = words[LOW]!;
    } else {
      high[p] = h ^ 0x7fffffff;
      low[p] = ~words[LOW]! >>> 0;
    }
  }
  let nextIndex = new Int32Array(n);
  let nextLow = new Uint32Array(n);
  let nextHigh = new Uint32Array(n);
  const count = new Int32Array(1 << 11);
  for (let pass = 0; pass < 6; pass++) {
    const word = pass < 3 ? low : high;
    const shift = (pass % 3) * 11;
    count.fill(0);
    for (let p = 0; p < n; p++) {
      const digit = (word[p]! >>> shift) & 0x7ff;
      count[digit] = count[digit]! + 1;
    }
    if (count[(word[0]! >>> shift) & 0x7ff] === n) continue;
    let sum = 0;
    for (let d = 0; d < 1 << 11; d++) {
      const c = count[d]!;
      count[d] = sum;
      sum += c;
    }
    for (let p = 0; p < n; p++) {
      const digit = (word[p]! >>> shift) & 0x7ff;
      const to = count[digit]!;
      count[digit] = to + 1;
      nextIndex[to] = index[p]!;
      nextLow[to] = low[p]!;
      nextHigh[to] = high[p]!;
    }
    [index, nextIndex] = [nextIndex, index];
    [low, nextLow] = [nextLow, low];
    [high, nextHigh] = [nextHigh, high];
  }
  const order = new Array<number>(n); // a loop: Array.from of a typed array is several times slower
  for (let p = 0; p < n; p++) order[p] = index[p]!;
  return order;
}

/** descendingOrder sorts by comparisons below this many items, by radix from it. */
const RADIX_FROM = 256;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

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
