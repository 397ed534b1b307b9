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
import { EngineError } from "./errors.ts";
import { fieldErrors } from "./field-errors.ts";
import { roundGroups, roundRunsToUnit } from "./rounding.ts";
import { ENGINE_VERSION } from "./version.ts";
import { type Priced, priced, WORK_UNITS } from "./work.ts";

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
  /** Work units (work.ts) any accepted request may cost: the ladders built, the result and its JSON. */
  maxWorkUnits: WORK_UNITS.max,
} as const;

/**
 * Work units (work.ts) of a payout ladder, measured with bench/prices.ts on whole requests (times on
 * the reference machine): per place of a ladder built, the curve (the power law's exponent by Newton,
 * a few exponentials a place), the tier means and their rounding, about 90-120 ns; per place of the
 * result, its row, the basis points and the row's JSON, about 120 ns; per count the min-cash search
 * checks against its bound (minCashBound: a Newton search on a closed-form sum), about 600 ns.
 */
const PAYOUT_UNITS = { fixed: 20_000, perLadderPlace: 150, perResultPlace: 160, perBoundCheck: 800 } as const;

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

/**
 * The route passes `budget` (PAYOUT_LIMITS.maxWorkUnits): a request over it is 422
 * compute_budget_exceeded. Without one, nothing is refused: the service's own callers (a completed
 * tournament's prizes, src/tournaments/prizes.ts) must always get the ladder, for
 * fields of at most 10,000 (a degenerate min-cash search there builds at most a few thousand ladders of
 * at most 2,000 places: about a second), and the price is still computed.
 */
export function preparePayouts(input: PayoutsInput, budget = Number.POSITIVE_INFINITY): Priced<PayoutsResult> {
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
  const poolUnits = Math.floor(pool / unit);
  // Every paid place gets at least one unit: never more places than units (and always one place).
  const maxPlaces = Math.max(1, poolUnits);
  const start = Math.min(explicitPlaces ?? defaultPlaces(style, entrants), maxPlaces);
  const resultUnits = (places: number): number => PAYOUT_UNITS.fixed + PAYOUT_UNITS.perResultPlace * places;
  if (explicitPlaces === null && buyIn !== undefined) {
    // With a buy-in and default places the min-cash search may build many ladders (one per count its
    // bound cannot rule out), so it runs here, charged as it goes against what the budget leaves
    // after the largest result, and the request is priced at what it did.
    const search: SearchBudget = { units: ladderUnits(style, start), limit: budget, budget: budget - resultUnits(start), start };
    let places = start;
    let ladder = buildLadder(style, entrants, pool, unit, buyIn, places);
    if (ladder[places - 1]! < buyIn) ({ places, ladder } = shrinkToMinCash(style, entrants, pool, unit, buyIn, places, search));
    const chosen = { places, ladder };
    return priced(() => formatResult(style, entrants, pool, unit, chosen.places, chosen.ladder), search.units + resultUnits(places));
  }
  const units = ladderUnits(style, start) + resultUnits(start);
  if (units > budget) {
    const most = Math.floor((budget - PAYOUT_UNITS.fixed) / (PAYOUT_UNITS.perLadderPlace + PAYOUT_UNITS.perResultPlace));
    throw budgetError("/placesPaid", `${start} paid places exceed the work budget (${budget} units): at most ${most} fit`);
  }
  return priced(() => formatResult(style, entrants, pool, unit, start, buildLadder(style, entrants, pool, unit, buyIn, start)), units);
}

/** Work units of buildLadder for `places` (one place, or winner-take-all, is the pool itself). */
function ladderUnits(style: PayoutStyle, places: number): number {
  return places <= 1 || style === "winner_take_all" ? 0 : PAYOUT_UNITS.perLadderPlace * places;
}

/** What the min-cash search has spent (work units) and may spend, charged by shrinkToMinCash. */
interface SearchBudget {
  units: number;
  /** The request's budget (for the message) and what the search may spend of it. */
  readonly limit: number;
  readonly budget: number;
  readonly start: number;
}

function charge(search: SearchBudget, units: number): void {
  search.units += units;
  if (search.units > search.budget) {
    throw budgetError(
      "/buyIn",
      `finding the largest places paid whose min cash reaches buyIn, from ${search.start} places down, exceeds the work budget (${search.limit} units): give placesPaid, or a buyIn the pool pays more easily`,
    );
  }
}

function budgetError(path: string, message: string): EngineError {
  return new EngineError("compute_budget_exceeded", message, [{ path, code: "compute_budget_exceeded", message }]);
}

function defaultPlaces(style: PayoutStyle, entrants: number): number {
  if (style === "winner_take_all") return 1;
  const places = Math.max(1, Math.round(PAYOUT_LIMITS.defaultPaidShare[style] * entrants));
  return Math.min(entrants, entrants > 3 ? Math.max(2, places) : places);
}

/**
 * Largest places paid < `places` whose min cash reaches the buy-in, exactly: a downward scan that
 * returns the first count that qualifies. Min cash falls with places paid overall but not strictly
 * (unit rounding and tier edges make bumps), so no count can be skipped on the strength of another;
 * instead each count is first checked against minCashBound, an upper bound on its min cash that costs
 * a few dozen arithmetic operations instead of a ladder. Only counts whose bound reaches the buy-in
 * build their ladder. If no count from 2 up qualifies, one place is paid (the whole pool). Every bound
 * check and ladder is charged to `search`, which refuses (compute_budget_exceeded) once past its budget:
 * where the bound rules out few counts (a unit near the buy-in leaves the last tier one unit from it
 * for thousands of counts) the scan would build thousands of ladders (a minute of CPU for 100,000
 * entrants).
 */
function shrinkToMinCash(
  style: PayoutStyle,
  entrants: number,
  pool: number,
  unit: number,
  buyIn: number,
  places: number,
  search: SearchBudget,
): { places: number; ladder: number[] } {
  const ladderFor = (k: number): number[] => {
    charge(search, ladderUnits(style, k));
    return buildLadder(style, entrants, pool, unit, buyIn, k);
  };
  if (style !== "winner_take_all") {
    const shape = SHAPES[style];
    const warm = { alpha: 0 };
    // The amounts never increase and sum to the pool, so the last is at most pool / k: counts above
    // pool / buyIn cannot qualify.
    for (let k = Math.min(places - 1, Math.floor(pool / buyIn)); k >= 2; k--) {
      charge(search, PAYOUT_UNITS.perBoundCheck);
      if (minCashBound(shape, entrants, pool, unit, buyIn, k, warm) < buyIn) continue;
      const ladder = ladderFor(k);
      if (ladder[k - 1]! >= buyIn) return { places: k, ladder };
    }
  }
  return { places: 1, ladder: ladderFor(1) };
}

/**
 * An upper bound on the last prize buildLadder pays for k >= 2 places (with at least k pool units).
 * Proof, with P pool units, F = floorUnits, D = P - k F, f(x) = ((x + SHIFT) / (1 + SHIFT))^-alpha
 * (the weights: f(1) = 1, f decreasing and convex in x for alpha >= 0) and S(alpha) = f(1) + ... + f(k):
 * 1. The last prize is the last tier's units x unit. roundGroups gives a tier other than the first
 *    max(1, floor(mean)) units plus at most one (each tier is handed at most one extra unit; only the
 *    first tier takes the leftovers), and for k >= 2 the last tier is not the first (places 1-9 are
 *    tiers of their own): last prize <= (max(1, floor(mean)) + 1) x unit, with mean the curve's mean
 *    over the last tier [from, k].
 * 2. D <= 0: the curve is F everywhere. target <= 1/k: alpha = 0 and the curve is F + D / k.
 * 3. Otherwise y_i = F + D f(i) / S(alpha), where powerLawWeights' alpha solves
 *    ln S(alpha) = -ln t (t = min(target, 0.999999)) by Newton from 0 on a convex decreasing function,
 *    so it stops at or below the root, where ln S(alpha) - (-ln t) is at most its tolerance: hence
 *    1 / S(alpha) <= t, and S(alpha) <= (1 + 1e-6) / t.
 * 4. S(alpha) >= Slo(alpha) (sumLowerBound: exact first terms, then the trapezoid rule, which
 *    overestimates the integral of a convex function), and Slo decreases in alpha. An a with
 *    Slo(a) >= (1 + 1e-6) / t is at most alpha: if a > alpha, Slo(a) < Slo(alpha) <= S(alpha) <= (1 +
 *    1e-6) / t. Each f(i) decreases in alpha, so f(i) <= fa(i) (the weights at a).
 * 5. Together: mean <= F + D t (mean of fa over [from, k]), and for convex fa that mean is at most its
 *    integral over [from - 1/2, k + 1/2] / (k - from + 1) (tierMeanBound).
 * Any such a will do, and a larger one gives a tighter bound: the scan first tries the previous
 * count's a (often enough to rule a count out), and only then runs alphaLowerBound's Newton search.
 */
function minCashBound(shape: StyleShape, entrants: number, pool: number, unit: number, buyIn: number, k: number, warm: { alpha: number }): number {
  const poolUnits = Math.floor(pool / unit);
  const floorUnits = floorUnitsFor(shape, entrants, pool, unit, buyIn, k, poolUnits);
  const spread = poolUnits - k * floorUnits;
  if (spread <= 0) return prizeAtMost(floorUnits, unit);
  const target = (firstShareTarget(shape, k) * poolUnits - floorUnits) / spread;
  if (!(target > 1 / k)) return prizeAtMost(floorUnits + spread / k, unit);
  const t = Math.min(target, 0.999999);
  const goal = (1 + 1e-6) / t;
  const from = lastTierStart(k);
  if (warm.alpha > 0 && sumLowerBound(warm.alpha, k)[0] >= goal) {
    const quick = prizeAtMost(floorUnits + spread * t * tierMeanBound(warm.alpha, from, k), unit);
    if (quick < buyIn) return quick;
  }
  warm.alpha = alphaLowerBound(k, goal, warm.alpha);
  return prizeAtMost(floorUnits + spread * t * tierMeanBound(warm.alpha, from, k), unit);
}

/** Step 1 of minCashBound: the most a tier whose curve mean is at most `mean` units can pay (the margin covers float noise). */
function prizeAtMost(mean: number, unit: number): number {
  return (Math.max(1, Math.floor(mean * (1 + 1e-9) + 1e-9)) + 1) * unit;
}

/** Terms of sumLowerBound taken exactly; the rest is bounded by the trapezoid rule. */
const EXACT_TERMS = 3;

/** d(x) = ln((x + SHIFT) / (1 + SHIFT)), so that f(x) = e^{-a d(x)}. */
const dOf = (x: number): number => Math.log((x + SHIFT) / (1 + SHIFT));

/**
 * [Slo(a), dSlo/da]: f(1) + ... + f(m) exactly (m = min(k, EXACT_TERMS)), then for f(m + 1) + ... + f(k)
 * the integral of f over [m + 1, k] plus (f(m + 1) + f(k)) / 2, at most that sum for convex f. With
 * s = d(x), the integral of f over [x0, x1] is (1 + SHIFT) times that of e^{(1 - a) s} over [d(x0), d(x1)].
 * Slo is a sum of positive multiples of e^{-a c}, so ln Slo is convex in a.
 */
function sumLowerBound(a: number, k: number): [value: number, slope: number] {
  const m = Math.min(k, EXACT_TERMS);
  let value = 0;
  let slope = 0;
  for (let i = 1; i <= m; i++) {
    const f = Math.exp(-a * LOG_STEPS[i - 1]!);
    value += f;
    slope -= LOG_STEPS[i - 1]! * f;
  }
  if (k > m) {
    const lo = LOG_STEPS[m]!;
    const hi = dOf(k);
    const fLo = 0.5 * Math.exp(-a * lo);
    const fHi = 0.5 * Math.exp(-a * hi);
    const [i0, j0] = expIntegrals(1 - a, lo);
    const [i1, j1] = expIntegrals(1 - a, hi);
    value += fLo + fHi + (1 + SHIFT) * (i1 - i0);
    slope -= lo * fLo + hi * fHi + (1 + SHIFT) * (j1 - j0);
  }
  return [value, slope];
}

/** d(i) for i = 1..EXACT_TERMS + 1. */
const LOG_STEPS = Array.from({ length: EXACT_TERMS + 1 }, (_, i) => dOf(i + 1));

/**
 * An a >= 0 with Slo(a) >= goal, near the root of h(a) = ln Slo(a) - ln goal (0 if h(0) < 0). h is
 * convex and decreasing, so Newton's tangent never crosses it: from a start right of the root one step
 * lands left of it, and from the left the iterates climb towards it without passing it. The result is
 * checked, and stepped back if float noise put it past. Starting from the previous count's a takes a
 * step or two.
 */
function alphaLowerBound(k: number, goal: number, start: number): number {
  const target = Math.log(goal);
  let a = start;
  for (let iter = 0; iter < 60; iter++) {
    const [value, slope] = sumLowerBound(a, k);
    const h = Math.log(value) - target;
    if (slope >= 0 || (h >= 0 && h < 1e-12)) break;
    if (h < 0 && a === 0) break; // even an even split is too slow a decay for the goal: a = 0
    const step = h / (-slope / value);
    a = Math.max(0, a + step);
    if (h >= 0 && step < 1e-9 * Math.max(1, a)) break;
  }
  while (a > 0 && sumLowerBound(a, k)[0] < goal) a = a > 1e-9 ? a * (1 - 1e-6) - 1e-12 : 0;
  return a;
}

/** Upper bound on the mean of fa over places [from, k]: fa(k) alone, else (convex fa) its integral over [from - 1/2, k + 1/2] over the width. */
function tierMeanBound(a: number, from: number, k: number): number {
  if (from === k) return Math.exp(-a * dOf(k));
  const integral = (1 + SHIFT) * (expIntegrals(1 - a, dOf(k + 0.5))[0] - expIntegrals(1 - a, dOf(from - 0.5))[0]);
  return integral / (k - from + 1);
}

/** First place of the last tier tierBounds(k) makes, without building the tiers. */
function lastTierStart(k: number): number {
  let from = 1;
  let last = 1;
  let lastWidth = 0;
  while (from <= k) {
    const width = bandWidth(from);
    const to = Math.min(k, from + width - 1);
    // tierBounds merges a last partial tier narrower than the one above into it.
    if (!(to - from + 1 < width && lastWidth > 0 && to - from + 1 < lastWidth)) {
      last = from;
      lastWidth = to - from + 1;
    }
    from = to + 1;
  }
  return last;
}

/** [integral of e^{b s}, integral of s e^{b s}] over s in [0, x]: exact, with series near b x = 0. */
function expIntegrals(b: number, x: number): [number, number] {
  const z = b * x;
  if (Math.abs(z) < 1e-4) return [x * (1 + z / 2 + (z * z) / 6), x * x * (1 / 2 + z / 3 + (z * z) / 8)];
  const e = Math.exp(z);
  return [Math.expm1(z) / b, (e * (z - 1) + 1) / (b * b)];
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
  const floorUnits = floorUnitsFor(shape, entrants, pool, unit, buyIn, k, poolUnits);
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

/** Min-cash floor in units: about floorStakes buy-ins, the floors together at most floorPoolShare of the pool. */
function floorUnitsFor(
  shape: StyleShape,
  entrants: number,
  pool: number,
  unit: number,
  buyIn: number | undefined,
  k: number,
  poolUnits: number,
): number {
  const stake = buyIn ?? pool / entrants;
  return Math.max(1, Math.min(Math.ceil((shape.floorStakes * stake) / unit), Math.floor((shape.floorPoolShare * poolUnits) / k)));
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
  // w holds exp(-alpha d_i) for the alpha it was last computed at (`weightsAt`): at alpha = 0 every
  // weight is exactly 1 (exp(-0)), and when Newton stops on the residual, the sums' weights are final.
  const w = new Float64Array(k).fill(1);
  let weightsAt = 0;
  const goal = -Math.log(Math.min(target, 0.999999));
  let alpha = 0;
  if (target > 1 / k) {
    for (let iter = 0; iter < 200; iter++) {
      let s = 0;
      let sd = 0;
      if (alpha === 0) {
        for (let i = 0; i < k; i++) {
          s += 1;
          sd += d[i]!;
        }
      } else {
        for (let i = 0; i < k; i++) {
          const e = Math.exp(-alpha * d[i]!);
          w[i] = e;
          s += e;
          sd += d[i]! * e;
        }
      }
      weightsAt = alpha;
      const f = Math.log(s) - goal;
      if (f <= 1e-12) break;
      const step = f / (sd / s);
      alpha += step;
      if (step < 1e-12 * Math.max(1, alpha)) break;
    }
  }
  if (alpha !== weightsAt) for (let i = 0; i < k; i++) w[i] = Math.exp(-alpha * d[i]!);
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
  // The ladder as runs of equal amounts (the tiers; amounts never increase, so equal ones are
  // together): the basis points are rounded per run, and every row is built in one loop.
  const tiers: PayoutTier[] = [];
  const runShares: number[] = [];
  const runSizes: number[] = [];
  let allocated = 0;
  for (let i = 0; i < places; i++) {
    const amount = amounts[i]!;
    allocated += amount;
    const last = tiers[tiers.length - 1];
    if (last !== undefined && last.amount === amount) {
      last.toPlace = i + 1;
      runSizes[runSizes.length - 1]!++;
    } else {
      tiers.push({ fromPlace: i + 1, toPlace: i + 1, amount });
      runShares.push((amount * 10000) / pool);
      runSizes.push(1);
    }
  }
  const bp = roundRunsToUnit(runShares, runSizes, 10000, 1);
  const payouts = new Array<PayoutRow>(places);
  for (let i = 0; i < places; i++) payouts[i] = { place: i + 1, amount: amounts[i]!, basisPoints: bp[i]! };
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
      allocated,
      unit,
      unroundedTotal: pool,
      roundingResidue: residue,
      residueAssignedTo: residue > 0 ? [1] : [],
      method: "largest_remainder",
    },
  };
}
