/**
 * Payout ladder (CONTRACT 3.3). The shape, per paid place i = 1..k, in units of `rounding.unit`:
 *
 *   y_i = floor + D * w_i / sum(w),   w_i = (i + SHIFT)^-alpha,   D = poolUnits - k * floor
 *
 * The floor is a min cash of about 1.5 buy-ins (the buy-in, or prizePool / entrants when not given),
 * limited to a style-specific share of the pool; alpha is solved (Newton on a convex log-sum-exp) so
 * that first place lands on a target share of the pool that shrinks with places paid (anchors per
 * style, interpolated in log k). Places 10 and below are paid in tiers of equal amounts, as major
 * series do (10-12, 13-15, 16-18, then bands of 9, 27, 81, ...), each tier at the mean of the curve.
 * Rounding is largest remainder at tier level (a tier's extra unit costs its width), leftovers to first
 * place; with tier widths non-decreasing down the ladder this keeps the amounts non-increasing.
 */
import { fieldErrors } from "./field-errors.ts";
import { roundGroups, roundToUnit } from "./rounding.ts";
import { ENGINE_VERSION } from "./version.ts";

export type PayoutStyle = "winner_take_all" | "top_heavy" | "standard" | "flat";

/** The request as the route's valibot schema outputs it (defaults applied, every field in bounds). */
export interface PayoutsInput {
  entrants: number;
  prizePool: number;
  buyIn?: number | undefined;
  style: PayoutStyle;
  placesPaid?: number | null | undefined;
  rounding?: { unit: number } | undefined;
}

export interface PayoutRow {
  place: number;
  amount: number;
  basisPoints: number;
}

export interface PayoutTier {
  fromPlace: number;
  toPlace: number;
  amount: number;
}

export interface PayoutsResult {
  object: "tournament_payouts";
  engineVersion: string;
  method: "exact";
  entrants: number;
  prizePool: number;
  placesPaid: number;
  style: PayoutStyle;
  payouts: PayoutRow[];
  tiers: PayoutTier[];
  reconciliation: {
    prizePool: number;
    allocated: number;
    unit: number;
    unroundedTotal: number;
    roundingResidue: number;
    residueAssignedTo: number[];
    method: "largest_remainder";
  };
}

export const PAYOUT_LIMITS = {
  minEntrants: 2,
  maxEntrants: 100_000,
  /** Default places paid as a share of entrants, by style. */
  defaultPaidShare: { winner_take_all: 0, top_heavy: 0.1, standard: 0.15, flat: 0.2 },
} as const;

/** Shift of the power law: flattens the very top a little (fits the published final tables better). */
const SHIFT = 0.5;

interface StyleShape {
  /** (places paid, first-place share of the pool), interpolated linearly in ln(places). */
  firstShare: ReadonlyArray<readonly [number, number]>;
  /** Min-cash floor in stakes (buy-ins). */
  floorStakes: number;
  /** Largest share of the pool the floors may take together. */
  floorPoolShare: number;
}

const SHAPES: Record<Exclude<PayoutStyle, "winner_take_all">, StyleShape> = {
  top_heavy: {
    firstShare: [
      [1, 1],
      [2, 0.7],
      [3, 0.55],
      [5, 0.45],
      [9, 0.38],
      [15, 0.34],
      [27, 0.3],
      [100, 0.25],
      [1000, 0.19],
      [10000, 0.15],
    ],
    floorStakes: 1.25,
    floorPoolShare: 0.2,
  },
  standard: {
    firstShare: [
      [1, 1],
      [2, 0.65],
      [3, 0.5],
      [5, 0.38],
      [9, 0.31],
      [15, 0.27],
      [27, 0.235],
      [100, 0.19],
      [1000, 0.135],
      [10000, 0.1],
    ],
    floorStakes: 1.5,
    floorPoolShare: 0.25,
  },
  flat: {
    firstShare: [
      [1, 1],
      [2, 0.6],
      [3, 0.45],
      [5, 0.33],
      [9, 0.25],
      [15, 0.21],
      [27, 0.18],
      [100, 0.14],
      [1000, 0.1],
      [10000, 0.075],
    ],
    floorStakes: 2,
    floorPoolShare: 0.35,
  },
};

export function preparePayouts(input: PayoutsInput): () => PayoutsResult {
  const { entrants, prizePool: pool, buyIn, style } = input;
  const explicitPlaces = input.placesPaid ?? null;
  const check = fieldErrors();
  if (explicitPlaces !== null) {
    if (explicitPlaces > entrants) {
      check.add("/placesPaid", "too_large", `placesPaid ${explicitPlaces} is more than the ${entrants} entrants`);
    } else if (style === "winner_take_all" && explicitPlaces !== 1) {
      check.add("/placesPaid", "invalid_value", "winner_take_all pays exactly one place");
    }
  }
  check.throwIfAny();

  const unit = input.rounding?.unit ?? 1;
  return () => {
    const poolUnits = Math.floor(pool / unit);
    // Every paid place gets at least one unit: never more places than units (and always one place).
    const maxPlaces = Math.max(1, poolUnits);
    let places = Math.min(explicitPlaces ?? defaultPlaces(style, entrants), maxPlaces);
    let ladder = buildLadder(style, entrants, pool, unit, buyIn, places);
    if (explicitPlaces === null && buyIn !== undefined && ladder[places - 1]! < buyIn) {
      ({ places, ladder } = shrinkToMinCash(style, entrants, pool, unit, buyIn, places));
    }
    return formatResult(style, entrants, pool, unit, places, ladder);
  };
}

function defaultPlaces(style: PayoutStyle, entrants: number): number {
  if (style === "winner_take_all") return 1;
  const places = Math.max(1, Math.round(PAYOUT_LIMITS.defaultPaidShare[style] * entrants));
  return Math.min(entrants, entrants > 3 ? Math.max(2, places) : places);
}

/**
 * Largest places paid < `places` whose min cash reaches the buy-in. Min cash falls with places paid
 * overall but not strictly (unit rounding and tier edges make small bumps near the boundary), so a
 * binary search finds the region and a short scan above it picks up any larger count that still
 * qualifies; a downward walk covers the case where the search lands on a bump. If even one place
 * cannot reach the buy-in, the pool does not allow it and one place is paid.
 */
const MIN_CASH_SCAN = 32;

function shrinkToMinCash(
  style: PayoutStyle,
  entrants: number,
  pool: number,
  unit: number,
  buyIn: number,
  places: number,
): { places: number; ladder: number[] } {
  const ladderFor = (k: number): number[] => buildLadder(style, entrants, pool, unit, buyIn, k);
  const qualifies = (k: number, ladder: number[]): boolean => ladder[k - 1]! >= buyIn;
  let lo = 1;
  let hi = places - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (qualifies(mid, ladderFor(mid))) lo = mid;
    else hi = mid - 1;
  }
  for (let k = Math.min(places - 1, lo + MIN_CASH_SCAN); k > lo; k--) {
    const ladder = ladderFor(k);
    if (qualifies(k, ladder)) return { places: k, ladder };
  }
  for (let k = lo; k >= 1; k--) {
    const ladder = ladderFor(k);
    if (qualifies(k, ladder) || k === 1) return { places: k, ladder };
  }
  return { places: 1, ladder: ladderFor(1) };
}

/** Integer amounts per place (sum = pool, non-increasing, multiples of unit except first's residue). */
function buildLadder(style: PayoutStyle, entrants: number, pool: number, unit: number, buyIn: number | undefined, places: number): number[] {
  const poolUnits = Math.floor(pool / unit);
  const residue = pool - poolUnits * unit;
  if (places === 1 || style === "winner_take_all" || poolUnits === 0) {
    return [pool];
  }
  const curve = unroundedCurve(SHAPES[style], entrants, pool, unit, buyIn, places, poolUnits);
  const tiers = tierBounds(places);
  const tierUnits = roundTiers(curve, tiers, poolUnits);
  const amounts = new Array<number>(places);
  tiers.forEach(([from, to], t) => {
    for (let p = from; p <= to; p++) amounts[p - 1] = tierUnits[t]! * unit;
  });
  amounts[0] = amounts[0]! + residue;
  return amounts;
}

/** y_i in units, i = 1..k: floor + D * w_i / sum(w) with first place at the style's target share. */
function unroundedCurve(
  shape: StyleShape,
  entrants: number,
  pool: number,
  unit: number,
  buyIn: number | undefined,
  k: number,
  poolUnits: number,
): Float64Array {
  const stake = buyIn ?? pool / entrants;
  const floorUnits = Math.max(1, Math.min(Math.ceil((shape.floorStakes * stake) / unit), Math.floor((shape.floorPoolShare * poolUnits) / k)));
  const spread = poolUnits - k * floorUnits;
  const y = new Float64Array(k);
  if (spread <= 0) return y.fill(floorUnits);
  // Share of the spread that first place needs to reach its target share of the pool.
  const target = (firstShareTarget(shape, k) * poolUnits - floorUnits) / spread;
  const weights = powerLawWeights(k, target);
  let total = 0;
  for (let i = 0; i < k; i++) total += weights[i]!;
  for (let i = 0; i < k; i++) y[i] = floorUnits + (spread * weights[i]!) / total;
  return y;
}

function firstShareTarget(shape: StyleShape, k: number): number {
  const a = shape.firstShare;
  const x = Math.log(k);
  let i = 1;
  while (i < a.length - 1 && k > a[i]![0]) i++;
  const [k0, s0] = a[i - 1]!;
  const [k1, s1] = a[i]!;
  const share = s0 + ((x - Math.log(k0)) / (Math.log(k1) - Math.log(k0))) * (s1 - s0);
  return Math.max(0.02, share);
}

/**
 * w_i = exp(-alpha * (ln(i + SHIFT) - ln(1 + SHIFT))), so w_1 = 1 and w_1 / sum(w) = 1 / S(alpha).
 * S is convex and decreasing in alpha, so is ln S; Newton on ln S(alpha) = -ln(target) from alpha = 0
 * climbs monotonically to the root. target <= 1/k means an even split (alpha = 0).
 */
function powerLawWeights(k: number, target: number): Float64Array {
  const d = new Float64Array(k);
  const base = Math.log(1 + SHIFT);
  for (let i = 0; i < k; i++) d[i] = Math.log(i + 1 + SHIFT) - base;
  const w = new Float64Array(k);
  const goal = -Math.log(Math.min(target, 0.999999));
  let alpha = 0;
  if (target > 1 / k) {
    for (let iter = 0; iter < 200; iter++) {
      let s = 0;
      let sd = 0;
      for (let i = 0; i < k; i++) {
        const e = Math.exp(-alpha * d[i]!);
        s += e;
        sd += d[i]! * e;
      }
      const f = Math.log(s) - goal;
      if (f <= 1e-12) break;
      const step = f / (sd / s);
      alpha += step;
      if (step < 1e-12 * Math.max(1, alpha)) break;
    }
  }
  for (let i = 0; i < k; i++) w[i] = Math.exp(-alpha * d[i]!);
  return w;
}

/** Band width for a tier starting at `place`: places 1-9 alone, then 3, 9, 27, 81, 243 per decade. */
function bandWidth(place: number): number {
  if (place <= 9) return 1;
  if (place <= 18) return 3;
  if (place <= 99) return 9;
  if (place <= 999) return 27;
  if (place <= 9999) return 81;
  return 243;
}

/**
 * Contiguous [from, to] tiers covering 1..k. A last partial tier narrower than the tier above it is
 * merged into it, so widths never decrease down the ladder (the rounding relies on that).
 */
function tierBounds(k: number): Array<[number, number]> {
  const tiers: Array<[number, number]> = [];
  let from = 1;
  while (from <= k) {
    const width = bandWidth(from);
    const to = Math.min(k, from + width - 1);
    const prev = tiers[tiers.length - 1];
    if (to - from + 1 < width && prev !== undefined && to - from + 1 < prev[1] - prev[0] + 1) prev[1] = to;
    else tiers.push([from, to]);
    from = to + 1;
  }
  return tiers;
}

/** Units per place for each tier: the tier means of the curve, rounded by roundGroups (rounding.ts). */
function roundTiers(curve: Float64Array, tiers: Array<[number, number]>, poolUnits: number): number[] {
  const means = new Array<number>(tiers.length);
  const sizes = new Array<number>(tiers.length);
  tiers.forEach(([from, to], t) => {
    let sum = 0;
    for (let p = from; p <= to; p++) sum += curve[p - 1]!;
    sizes[t] = to - from + 1;
    means[t] = sum / sizes[t]!;
  });
  return roundGroups(means, sizes, poolUnits);
}

function formatResult(style: PayoutStyle, entrants: number, pool: number, unit: number, places: number, amounts: number[]): PayoutsResult {
  const shares = amounts.map((a) => (a * 10000) / pool);
  const bp = roundToUnit(shares, 10000, { unit: 1 }).amounts;
  const payouts: PayoutRow[] = amounts.map((amount, i) => ({ place: i + 1, amount, basisPoints: bp[i]! }));
  const tiers: PayoutTier[] = [];
  amounts.forEach((amount, i) => {
    const last = tiers[tiers.length - 1];
    if (last !== undefined && last.amount === amount) last.toPlace = i + 1;
    else tiers.push({ fromPlace: i + 1, toPlace: i + 1, amount });
  });
  const residue = pool % unit;
  return {
    object: "tournament_payouts",
    engineVersion: ENGINE_VERSION,
    method: "exact",
    entrants,
    prizePool: pool,
    placesPaid: places,
    style,
    payouts,
    tiers,
    reconciliation: {
      prizePool: pool,
      allocated: amounts.reduce((s, a) => s + a, 0),
      unit,
      unroundedTotal: pool,
      roundingResidue: residue,
      residueAssignedTo: residue > 0 ? [1] : [],
      method: "largest_remainder",
    },
  };
}
