/**
 * ICM deal (CONTRACT.md 3.2): Malmuth-Harville equities plus chip chop, equal split and a blend,
 * each rounded to the unit by largest remainder so that every suggestion adds up exactly to the deal
 * pool. prepareIcmDeal validates and decides the method (cheap, may throw EngineError); the closure
 * it returns computes (never throws for input that passed).
 */
import { EngineError } from "./errors.ts";
import { fieldErrors } from "./field-errors.ts";
import { averageEqualStacks, exactFinishProbabilities, exactWorkUnits, icmResultUnits, monteCarloUnitsPerSample, sampleFinishCounts } from "./icm.ts";
import { descendingOrder, roundToUnit, type UnitRounding } from "./rounding.ts";
import { ENGINE_VERSION } from "./version.ts";
import { largestFitting, type Priced, priced, WORK_UNITS } from "./work.ts";

export const ICM_LIMITS = {
  minPlayers: 2,
  maxPlayers: 10_000,
  maxIdLength: 64,
  /** Request body limit of this endpoint: what maxPlayers players with maxIdLength ids need. */
  maxBodyBytes: 2 * 1024 * 1024,
  /** Work units (work.ts) any accepted request may cost, exact or Monte Carlo; see icm.ts for the prices. */
  maxWorkUnits: WORK_UNITS.max,
  /**
   * players x paid places: the finishing matrix is computed and returned in full, and every cell
   * costs its share of the result (rounding, objects, JSON), whatever the method.
   */
  maxFinishCells: 50_000,
  maxSamples: 1_000_000,
  /** Used when monteCarlo.samples is omitted, lowered to what defaultWorkUnits pays for (the response says). */
  defaultSamples: 200_000,
  /** Work units the default sample count may cost. */
  defaultWorkUnits: WORK_UNITS.default,
  maxSeed: 4_294_967_295,
  defaultIcmWeight: 0.5,
  defaultUnit: 1,
} as const;

/** The request as the route's valibot schema outputs it (defaults applied, every field in bounds). */
export interface IcmDealInput {
  players: Array<{ id: string; stack: number }>;
  payouts: number[];
  leaveForWinner: number;
  blend?: { icmWeight: number } | undefined;
  rounding?: { unit: number } | undefined;
  mode: "auto" | "exact" | "monte_carlo";
  monteCarlo?: { seed: number; samples?: number | undefined } | undefined;
}

export interface DealSuggestions {
  icm: number;
  chipChop: number;
  equal: number;
  blended: number;
}

export interface IcmDealPlayer {
  id: string;
  stack: number;
  chipShare: number;
  icmEquity: number;
  finishProbabilities: number[];
  suggestions: DealSuggestions;
  flags: { chipChopCapped: boolean };
}

export interface DealReconciliation {
  /** Sum of the unrounded amounts (equal to the deal pool up to float noise, which is not reported). */
  unrounded: number;
  /** What the players get in total, residue included: always the deal pool (the payouts endpoint's meaning too). */
  allocated: number;
  /** The part of the deal pool that is not a multiple of the unit, given whole to one player (inside `allocated`). */
  residue: number;
  residueAssignedTo: string | null;
}

export interface IcmDealResult {
  object: "icm_deal";
  engineVersion: string;
  method: "exact" | "monte_carlo";
  prizePool: number;
  dealPool: number;
  leaveForWinner: number;
  players: IcmDealPlayer[];
  reconciliation: Record<keyof DealSuggestions, DealReconciliation>;
  monteCarlo: { seed: number; samples: number; standardError: number } | null;
}

interface DealPlan {
  ids: string[];
  stacks: number[];
  payouts: number[];
  leaveForWinner: number;
  icmWeight: number;
  unit: number;
  method: "exact" | "monte_carlo";
  seed: number;
  samples: number;
  /** What the plan was priced at (work.ts). */
  workUnits: number;
}

export function prepareIcmDeal(input: IcmDealInput): Priced<IcmDealResult> {
  const plan = planDeal(input);
  return priced(() => computeDeal(plan), plan.workUnits);
}

/**
 * Semantic checks (ids unique, payouts non-increasing and no more than players, leaveForWinner within
 * the first gap), then the budgets and the method. The schema bounds every amount by AMOUNT_MAX, so
 * sums over 10,000 players stay exact in a double.
 */
function planDeal(input: IcmDealInput): DealPlan {
  const check = fieldErrors();
  const ids = input.players.map((p) => p.id);
  const stacks = input.players.map((p) => p.stack);
  const payouts = input.payouts;
  const seen = new Map<string, number>();
  ids.forEach((id, i) => {
    const first = seen.get(id);
    if (first !== undefined) check.add(`/players/${i}/id`, "duplicate", `players[${i}].id '${id}' repeats players[${first}].id`);
    else seen.set(id, i);
  });
  if (payouts.length > ids.length) {
    check.add("/payouts", "too_large", `payouts may list at most players.length (${ids.length}) prizes`);
  }
  for (let i = 1; i < payouts.length; i++) {
    if (payouts[i]! > payouts[i - 1]!) check.add(`/payouts/${i}`, "out_of_order", `payouts[${i}] must not exceed payouts[${i - 1}]`);
  }
  const leaveForWinner = input.leaveForWinner;
  const gap = payouts.length > 1 ? payouts[0]! - payouts[1]! : payouts[0]!;
  // 0, the default, never exceeds a real gap; with increasing payouts (reported above) there is none.
  if (leaveForWinner > 0 && leaveForWinner > gap) {
    const bound = payouts.length > 1 ? "payouts[0] - payouts[1]" : "payouts[0]";
    check.add("/leaveForWinner", "too_large", `leaveForWinner must not exceed ${bound} (${gap})`);
  }
  check.throwIfAny();

  const mode = input.mode;
  const icmWeight = input.blend?.icmWeight ?? ICM_LIMITS.defaultIcmWeight;
  const unit = input.rounding?.unit ?? ICM_LIMITS.defaultUnit;
  const seed = input.monteCarlo?.seed ?? 0;
  let samples = input.monteCarlo?.samples;
  const n = stacks.length;
  const places = payouts.length;
  if (n * places > ICM_LIMITS.maxFinishCells) {
    throw budgetError("/payouts", `players x payouts (${n} x ${places}) exceeds ${ICM_LIMITS.maxFinishCells} finishing probabilities`);
  }
  const resultUnits = icmResultUnits(n, places);
  const room = ICM_LIMITS.maxWorkUnits - resultUnits;
  const exactUnits = exactWorkUnits(n, places, room);
  const exactFits = exactUnits <= room;
  if (mode === "exact" && !exactFits) {
    throw budgetError(
      "/mode",
      `exact ICM for ${n} players and ${places} paid places exceeds the work budget (${ICM_LIMITS.maxWorkUnits} units); use mode auto or monte_carlo`,
    );
  }
  const method = mode === "monte_carlo" || (mode === "auto" && !exactFits) ? "monte_carlo" : "exact";
  let workUnits = resultUnits + (method === "exact" ? exactUnits : 0);
  if (method === "monte_carlo") {
    const perSample = monteCarloUnitsPerSample(stacks, places);
    const mostSamples = Math.min(ICM_LIMITS.maxSamples, largestFitting(perSample, room));
    if (mostSamples < 1) {
      throw budgetError(
        "/payouts",
        `${n} players and ${places} paid places exceed the work budget even for one Monte Carlo sample; pay fewer places`,
      );
    }
    if (samples === undefined) {
      // The default budget sizes the sampling; the result's own cost comes on top, within the max.
      samples = Math.min(ICM_LIMITS.defaultSamples, mostSamples, Math.max(1_000, largestFitting(perSample, ICM_LIMITS.defaultWorkUnits)));
    } else if (samples > mostSamples) {
      throw budgetError(
        "/monteCarlo/samples",
        `${samples} samples for these ${n} stacks and ${places} paid places exceed the work budget: at most ${mostSamples} samples fit`,
      );
    }
    workUnits += samples * perSample;
  }
  return { ids, stacks, payouts, leaveForWinner, icmWeight, unit, method, seed, samples: samples ?? 0, workUnits };
}

function budgetError(path: string, message: string): EngineError {
  return new EngineError("compute_budget_exceeded", message, [{ path, code: "compute_budget_exceeded", message }]);
}

function computeDeal(plan: DealPlan): IcmDealResult {
  const { ids, stacks, payouts, leaveForWinner, unit } = plan;
  const n = stacks.length;
  const places = payouts.length;
  let prizePool = 0;
  for (const p of payouts) prizePool += p;
  const dealPool = prizePool - leaveForWinner;
  const deal = payouts.slice();
  deal[0] = deal[0]! - leaveForWinner; // played for, so it is not in the deal
  const firstPrize = deal[0]!;
  let chips = 0;
  for (const s of stacks) chips += s;

  let probabilities: Float64Array;
  let monteCarlo: IcmDealResult["monteCarlo"] = null;
  if (plan.method === "exact") {
    probabilities = exactFinishProbabilities(stacks, places);
  } else {
    probabilities = sampleFinishCounts(stacks, places, plan.samples, plan.seed);
    for (let c = 0; c < probabilities.length; c++) probabilities[c] = probabilities[c]! / plan.samples;
    // Equal stacks are exchangeable: their averaged rows are still unbiased and now identical, so
    // equal stacks get equal equities (the exact path does the same inside exactFinishProbabilities).
    averageEqualStacks(stacks, places, probabilities);
  }
  const icm = new Array<number>(n);
  let largestVariance = 0;
  for (let i = 0; i < n; i++) {
    let mean = 0;
    let square = 0;
    for (let j = 0; j < places; j++) {
      const p = probabilities[i * places + j]!;
      mean += p * deal[j]!;
      square += p * deal[j]! * deal[j]!;
    }
    icm[i] = mean;
    largestVariance = Math.max(largestVariance, square - mean * mean);
  }
  if (plan.method === "monte_carlo") {
    // Standard error of the sample mean of each player's prize, largest over players. With equal
    // stacks averaged, a group's estimate is the mean of its k members' sample means, whose standard
    // deviation is at most the mean of theirs, sqrt(mean v_i / s) at most; the variance computed here
    // from the averaged rows is mean E_i[X^2] - (mean m_i)^2 >= mean v_i, so this stays a valid
    // (conservative) standard error for the averaged equities.
    const s = plan.samples;
    const standardError = Math.sqrt(largestVariance / Math.max(1, s - 1));
    monteCarlo = { seed: plan.seed, samples: s, standardError };
  }

  // Tie-break and residue order of the contract: larger stack first, then earlier player.
  const order = descendingOrder(stacks);
  const chop = chipChop(stacks, chips, order, dealPool, places === n ? deal[places - 1]! : 0, firstPrize);
  const equal = new Array<number>(n).fill(dealPool / n);
  const w = plan.icmWeight;
  const blended = icm.map((x, i) => w * x + (1 - w) * chop.values[i]!);

  const options = { unit, tieOrder: order, cap: firstPrize };
  const rounded = {
    icm: roundToUnit(icm, dealPool, options),
    chipChop: roundToUnit(chop.values, dealPool, options),
    equal: roundToUnit(equal, dealPool, options),
    blended: roundToUnit(blended, dealPool, options),
  };

  const resultPlayers: IcmDealPlayer[] = ids.map((id, i) => ({
    id,
    stack: stacks[i]!,
    chipShare: stacks[i]! / chips,
    icmEquity: icm[i]!,
    finishProbabilities: rowOf(probabilities, i, places),
    suggestions: {
      icm: rounded.icm.amounts[i]!,
      chipChop: rounded.chipChop.amounts[i]!,
      equal: rounded.equal.amounts[i]!,
      blended: rounded.blended.amounts[i]!,
    },
    flags: { chipChopCapped: chop.capped[i]! },
  }));
  const reconcile = (values: readonly number[], r: UnitRounding): DealReconciliation => {
    let sum = 0;
    for (const v of values) sum += v;
    return {
      // Mathematically the deal pool; float noise of the summation (below 1e-9 relative) is dropped.
      unrounded: Math.abs(sum - dealPool) <= 1e-9 * Math.max(1, dealPool) ? dealPool : sum,
      allocated: r.allocated + r.residue,
      residue: r.residue,
      residueAssignedTo: r.residueIndex === null ? null : ids[r.residueIndex]!,
    };
  };
  return {
    object: "icm_deal",
    engineVersion: ENGINE_VERSION,
    method: plan.method,
    prizePool,
    dealPool,
    leaveForWinner,
    players: resultPlayers,
    reconciliation: {
      icm: reconcile(icm, rounded.icm),
      chipChop: reconcile(chop.values, rounded.chipChop),
      equal: reconcile(equal, rounded.equal),
      blended: reconcile(blended, rounded.blended),
    },
    monteCarlo,
  };
}

/** Row i of a players x places matrix as an array (a loop: Array.from of a typed array is several times slower). */
function rowOf(matrix: Float64Array, i: number, places: number): number[] {
  const row = new Array<number>(places);
  for (let j = 0; j < places; j++) row[j] = matrix[i * places + j]!;
  return row;
}

/**
 * Chip chop: everyone gets the guaranteed minimum, the rest goes in proportion to chips; a share
 * above first prize is capped there and the excess redistributed in proportion to chips among the
 * others, repeatedly. Shares grow with stack, so the capped players are always the largest stacks:
 * walking `order` (largest first) and capping while the next share would pass first prize reaches
 * the same fixed point as the iteration, in O(n).
 */
function chipChop(
  stacks: readonly number[],
  chips: number,
  order: readonly number[],
  dealPool: number,
  minimum: number,
  firstPrize: number,
): { values: number[]; capped: boolean[] } {
  const n = stacks.length;
  let rest = dealPool - n * minimum;
  let uncappedChips = chips;
  let cappedCount = 0;
  const capped = new Array<boolean>(n).fill(false);
  // The relative slack keeps a share equal to first prize up to float noise from counting as capped.
  const limit = firstPrize * (1 + 1e-12);
  while (cappedCount < n - 1) {
    const i = order[cappedCount]!;
    if (minimum + (rest * stacks[i]!) / uncappedChips <= limit) break;
    capped[i] = true;
    rest -= firstPrize - minimum;
    uncappedChips -= stacks[i]!;
    cappedCount++;
  }
  const values = stacks.map((s, i) => (capped[i] ? firstPrize : Math.min(firstPrize, minimum + (Math.max(0, rest) * s) / uncappedChips)));
  return { values, capped };
}
