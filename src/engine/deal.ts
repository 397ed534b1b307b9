/**
 * ICM deal (CONTRACT.md 3.2): Malmuth-Harville equities plus chip chop, equal split and a blend,
 * each rounded to the unit by largest remainder so that every suggestion adds up exactly to the deal
 * pool. prepareIcmDeal validates and decides the method (cheap, may throw EngineError); the closure
 * it returns computes (never throws for input that passed).
 */
import { EngineError } from "./errors.ts";
import { fieldChecks } from "./field-checks.ts";
import {
  averageEqualStacks,
  exactFinishProbabilities,
  exactStateSteps,
  monteCarloStepsPerSample,
  sampleFinishCounts,
} from "./icm.ts";
import { roundToUnit, type UnitRounding } from "./rounding.ts";
import { ENGINE_VERSION } from "./version.ts";

export const ICM_LIMITS = {
  minPlayers: 2,
  maxPlayers: 10_000,
  maxIdLength: 64,
  /** Exact DP work W(n, K) = sum_{k<K} C(n, k) * (n - k) state-steps (see icm.ts); above it: Monte Carlo. */
  maxExactStateSteps: 20_000_000,
  /** players x paid places: the finishing matrix is computed and returned in full. */
  maxFinishCells: 250_000,
  maxSamples: 1_000_000,
  /**
   * Used when monteCarlo.samples is omitted, lowered to fit defaultMonteCarloSteps (which keeps the
   * default run of a 1,000-player field under 100 ms; see bench/icm.bench.ts).
   */
  defaultSamples: 200_000,
  /** Work of the default sample count: samples * K * (ceil(log2(n + 1)) + 1) sample-steps. */
  defaultMonteCarloSteps: 10_000_000,
  /** Most work an explicit monteCarlo.samples may ask for, in the same sample-steps. */
  maxMonteCarloSteps: 40_000_000,
  maxSeed: 4_294_967_295,
  defaultIcmWeight: 0.5,
  defaultUnit: 1,
} as const;

export interface IcmDealRequest {
  players: Array<{ id: string; stack: number }>;
  payouts: number[];
  leaveForWinner?: number;
  blend?: { icmWeight?: number };
  rounding?: { unit?: number };
  mode?: "auto" | "exact" | "monte_carlo";
  monteCarlo?: { seed?: number; samples?: number };
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
  /** Sum after largest-remainder rounding to the unit, before the residue. */
  allocated: number;
  /** dealPool - allocated: the part that is not a multiple of the unit, given whole to one player. */
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
}

export function prepareIcmDeal(req: IcmDealRequest): () => IcmDealResult {
  const plan = planDeal(req);
  return () => computeDeal(plan);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function planDeal(req: IcmDealRequest): DealPlan {
  const check = fieldChecks();
  const body: Record<string, unknown> = isObject(req) ? req : {};
  if (!isObject(req)) check.add("", "not_an_object", "request body must be an object");

  const ids: string[] = [];
  const stacks: number[] = [];
  const players = body.players;
  if (!Array.isArray(players) || players.length < ICM_LIMITS.minPlayers || players.length > ICM_LIMITS.maxPlayers) {
    check.add("/players", "invalid_length", `players must be an array of ${ICM_LIMITS.minPlayers} to ${ICM_LIMITS.maxPlayers} entries`);
  } else {
    const seen = new Map<string, number>();
    let chips = 0;
    players.forEach((p: unknown, i) => {
      if (!isObject(p)) {
        check.add(`/players/${i}`, "not_an_object", `players[${i}] must be an object with id and stack`);
        return;
      }
      const id = p.id;
      if (typeof id !== "string" || id.length < 1 || id.length > ICM_LIMITS.maxIdLength) {
        check.add(`/players/${i}/id`, "invalid_id", `players[${i}].id must be a string of 1 to ${ICM_LIMITS.maxIdLength} characters`);
      } else if (seen.has(id)) {
        check.add(`/players/${i}/id`, "duplicate_id", `players[${i}].id '${id}' repeats players[${seen.get(id)}].id`);
      } else {
        seen.set(id, i);
      }
      if (check.integer(`/players/${i}/stack`, p.stack, 1)) chips += p.stack;
      ids.push(typeof id === "string" ? id : "");
      stacks.push(typeof p.stack === "number" ? p.stack : 0);
    });
    if (chips > Number.MAX_SAFE_INTEGER) {
      check.add("/players", "total_too_large", "the total of all stacks must not exceed 2^53 - 1");
    }
  }

  const payouts: number[] = [];
  const rawPayouts = body.payouts;
  if (!Array.isArray(rawPayouts) || rawPayouts.length < 1) {
    check.add("/payouts", "invalid_length", "payouts must be a non-empty array of integers");
  } else {
    if (Array.isArray(players) && rawPayouts.length > players.length) {
      check.add("/payouts", "too_many_payouts", `payouts may list at most players.length (${players.length}) prizes`);
    }
    let pool = 0;
    rawPayouts.forEach((value: unknown, i) => {
      if (!check.integer(`/payouts/${i}`, value, 0)) return;
      pool += value;
      const previous = rawPayouts[i - 1];
      if (i > 0 && typeof previous === "number" && value > previous) {
        check.add(`/payouts/${i}`, "not_non_increasing", `payouts[${i}] must not exceed payouts[${i - 1}]`);
      }
      payouts.push(value);
    });
    if (pool > Number.MAX_SAFE_INTEGER) check.add("/payouts", "total_too_large", "the sum of payouts must not exceed 2^53 - 1");
  }

  let leaveForWinner = 0;
  if (body.leaveForWinner !== undefined && check.integer("/leaveForWinner", body.leaveForWinner, 0)) {
    leaveForWinner = body.leaveForWinner;
    const complete = Array.isArray(rawPayouts) && payouts.length === rawPayouts.length && payouts.length > 0;
    if (complete) {
      const gap = payouts.length > 1 ? payouts[0]! - payouts[1]! : payouts[0]!;
      if (leaveForWinner > gap) {
        const bound = payouts.length > 1 ? "payouts[0] - payouts[1]" : "payouts[0]";
        check.add("/leaveForWinner", "exceeds_first_prize_gap", `leaveForWinner must not exceed ${bound} (${gap})`);
      }
    }
  }

  let icmWeight: number = ICM_LIMITS.defaultIcmWeight;
  const blend = body.blend;
  if (blend !== undefined) {
    if (!isObject(blend)) check.add("/blend", "not_an_object", "blend must be an object");
    else if (blend.icmWeight !== undefined) {
      const w = blend.icmWeight;
      if (typeof w !== "number" || !(w >= 0 && w <= 1)) {
        check.add("/blend/icmWeight", "out_of_range", "blend.icmWeight must be a number between 0 and 1");
      } else icmWeight = w;
    }
  }

  let unit: number = ICM_LIMITS.defaultUnit;
  const rounding = body.rounding;
  if (rounding !== undefined) {
    if (!isObject(rounding)) check.add("/rounding", "not_an_object", "rounding must be an object");
    else if (rounding.unit !== undefined && check.integer("/rounding/unit", rounding.unit, 1)) unit = rounding.unit;
  }

  const mode = body.mode ?? "auto";
  if (mode !== "auto" && mode !== "exact" && mode !== "monte_carlo") {
    check.add("/mode", "invalid_mode", "mode must be one of auto, exact, monte_carlo");
  }

  let seed = 0;
  let samples: number | undefined;
  const mc = body.monteCarlo;
  if (mc !== undefined) {
    if (!isObject(mc)) check.add("/monteCarlo", "not_an_object", "monteCarlo must be an object");
    else {
      if (mc.seed !== undefined && check.integer("/monteCarlo/seed", mc.seed, 0, ICM_LIMITS.maxSeed)) seed = mc.seed;
      if (mc.samples !== undefined && check.integer("/monteCarlo/samples", mc.samples, 1, ICM_LIMITS.maxSamples)) {
        samples = mc.samples;
      }
    }
  }
  check.throwIfAny();

  const n = stacks.length;
  const places = payouts.length;
  if (n * places > ICM_LIMITS.maxFinishCells) {
    throw budgetError("/payouts", "finish_matrix_too_large",
      `players x payouts (${n} x ${places}) exceeds ${ICM_LIMITS.maxFinishCells} finishing probabilities`);
  }
  const exactFits = exactStateSteps(n, places, ICM_LIMITS.maxExactStateSteps) <= ICM_LIMITS.maxExactStateSteps;
  if (mode === "exact" && !exactFits) {
    throw budgetError("/mode", "exact_over_budget",
      `exact ICM for ${n} players and ${places} paid places exceeds the budget of ${ICM_LIMITS.maxExactStateSteps} state-steps; use mode auto or monte_carlo`);
  }
  const method = mode === "monte_carlo" || (mode === "auto" && !exactFits) ? "monte_carlo" : "exact";
  const stepsPerSample = monteCarloStepsPerSample(n, places);
  if (method === "monte_carlo") {
    if (samples === undefined) {
      samples = Math.max(1, Math.min(ICM_LIMITS.defaultSamples, Math.floor(ICM_LIMITS.defaultMonteCarloSteps / stepsPerSample)));
    } else if (samples * stepsPerSample > ICM_LIMITS.maxMonteCarloSteps) {
      throw budgetError("/monteCarlo/samples", "samples_over_budget",
        `${samples} samples for ${n} players and ${places} paid places exceed the budget of ${ICM_LIMITS.maxMonteCarloSteps} sample-steps (at most ${Math.floor(ICM_LIMITS.maxMonteCarloSteps / stepsPerSample)} samples)`);
    }
  }
  return { ids, stacks, payouts, leaveForWinner, icmWeight, unit, method, seed, samples: samples ?? 0 };
}

function budgetError(path: string, code: string, message: string): EngineError {
  return new EngineError("compute_budget_exceeded", message, [{ path, code, message }]);
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
  const order = stacks.map((_, i) => i).sort((a, b) => stacks[b]! - stacks[a]! || a - b);
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
    finishProbabilities: Array.from(probabilities.subarray(i * places, (i + 1) * places)),
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
      allocated: r.allocated,
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

/**
 * Chip chop: everyone gets the guaranteed minimum, the rest goes in proportion to chips; a share
 * above first prize is capped there and the excess redistributed in proportion to chips among the
 * others, repeatedly. Shares grow with stack, so the capped players are always the largest stacks:
 * walking `order` (largest first) and capping while the next share would pass first prize reaches
 * the same fixed point as the iteration, in O(n).
 */
export function chipChop(
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
  const values = stacks.map((s, i) =>
    capped[i] ? firstPrize : Math.min(firstPrize, minimum + (Math.max(0, rest) * s) / uncappedChips),
  );
  return { values, capped };
}
