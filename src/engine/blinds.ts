/**
 * Blind schedule (CONTRACT 3.4, issue 12). Three steps:
 *
 * 1. Plan: choose the starting big blind b1 (a familiar value near stack / 100), the final big blind F
 *    (near chips-in-play / 20, kept inside [1/32, 1/6.25]) and the number of planned levels n, by an
 *    exhaustive search that minimises, in order of weight, the duration error beyond 5%, growth outside
 *    1.25x-1.45x per level (what the familiar ladder sustains with no step above 1.6x), F away from
 *    chips / 20 and b1 away from 100 starting big blinds. A plan whose duration is not within 25% of the
 *    target, or whose F no ladder under the step caps can reach, is not considered; when no plan is left
 *    the request is refused (validation_failed on /targetDurationMinutes, with the closest duration).
 * 2. Ladder: a shortest path over the levels picks each big blind among familiar values (small blinds
 *    ..., 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, ..., see FAMILIAR_MANTISSAS) that are
 *    multiples of the working chip unit, with secondary, filling and plain values at a cost; steps are
 *    at most 2x into levels 2-3 and 1.6x from level 4 on, and kept near the plan's ratio (buildLadder).
 *    Small blind = half the big blind. At a break the working unit may step up the chain of
 *    denominations that divide one another once the big blind is ten of them, so that smaller chips
 *    stop being needed.
 * 3. Color-ups: at each break the smallest denomination in play is removed whenever every later blind
 *    and ante is a multiple of the next denomination (the contract's rule, applied to the final ladder).
 */

import { expressible, expressibleMaxUnit, gcd } from "./chips.ts";
import { EngineError } from "./errors.ts";
import { fieldErrors } from "./field-errors.ts";
import { ENGINE_VERSION } from "./version.ts";

export type AnteMode = "none" | "big_blind" | "traditional";

export interface BlindBreaks {
  /** A break after every `everyLevels` levels (1..50). */
  everyLevels: number;
  /** Break length (1..240). */
  minutes: number;
  /** Color up unneeded chips at breaks. */
  colorUp: boolean;
}

/** The request as the route's valibot schema outputs it (defaults applied, every field in bounds). */
export interface BlindScheduleInput {
  startingStack: number;
  players: number;
  targetDurationMinutes: number;
  levelMinutes: number;
  denominations: number[];
  ante: AnteMode;
  anteFromLevel: number;
  breaks?: BlindBreaks | null | undefined;
}

export interface BlindLevelItem {
  kind: "level";
  level: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
  startsAtMinute: number;
  overtime?: true;
}

export interface BlindBreakItem {
  kind: "break";
  durationMinutes: number;
  startsAtMinute: number;
  colorUp: number[];
}

export type BlindScheduleItem = BlindLevelItem | BlindBreakItem;

export interface BlindScheduleResult {
  object: "blind_schedule";
  engineVersion: string;
  method: "exact";
  levels: BlindScheduleItem[];
  estimatedDurationMinutes: number;
  summary: { levels: number; breaks: number; startingBigBlinds: number; chipsInPlay: number; finalBigBlind: number };
}

export const BLIND_LIMITS = {
  minPlayers: 2,
  maxPlayers: 100_000,
  minTargetDurationMinutes: 10,
  maxTargetDurationMinutes: 4320,
  maxLevelMinutes: 240,
  maxDenominations: 12,
  maxItems: 200,
  overtimeLevels: 3,
  breakEveryLevels: { min: 1, max: 50 },
  breakMinutes: { min: 1, max: 240 },
  /** The starting stack must hold at least this many of the smallest possible big blind (2 x smallest chip). */
  minStartingBigBlinds: 10,
  maxChipsInPlay: 1e15,
  durationTolerance: 0.25,
} as const;

/**
 * Small blinds per decade that published structures use (big blind = twice the small blind):
 * ..., 400/800, 500/1000, 600/1200, 800/1600, 1000/2000, 1200/2400, 1500/3000, 2000/4000, 2500/5000, ...
 * (a WPT main event, the common home-game ladders; sources in test/engine/blinds-published.test.ts). Neighbours are
 * 1.2x-1.33x apart, so a ladder on them grows 1.2x-1.45x per level on average without any step above 1.6x.
 */
const FAMILIAR_MANTISSAS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8];
/** Also seen (75/150, 125/250, 1250/2500, 750/1500): used when they fit the curve clearly better. */
const SECONDARY_MANTISSAS = [1.25, 7.5];
/**
 * Filling values (700/1400, 3500/7000, 9000/18000, ...) that let a slow schedule (about 1.15x per level,
 * which the contract allows) grow that slowly: the familiar ladder alone cannot step below about 1.2x.
 */
const FILLING_MANTISSAS = [1.75, 3.5, 4.5, 7, 9];
/** Ladder costs of a secondary value, a filling one and a plain multiple of the chip unit (unit x a familiar integer). */
const SECONDARY_COST = 0.01;
const FILLING_COST = 0.3;
const PLAIN_COST = 1;

/** Largest big blind step: 2x into the first three levels (the contract's bound), 1.6x from level 4 on. */
const EARLY_LEVELS = 3;
const EARLY_MAX_STEP = 2;
const MAX_STEP = 1.6;
/**
 * Growth a plan aims for. The familiar ladder sustains about 1.45x per level at most under the 1.6x cap
 * (1000, 1600, 2400, 3000, 4000, 6000, 8000, 12000, ...), so plans beyond it are penalised like plans
 * beyond the contract's "typically 1.2x to 1.6x".
 */
const GROWTH_LO = 1.25;
const GROWTH_HI = 1.45;

interface Plan {
  firstBigBlind: number;
  finalBigBlind: number;
  levels: number;
  ratio: number;
  duration: number;
}

interface Settings {
  stack: number;
  chips: number;
  levelMinutes: number;
  denominations: number[];
  ante: AnteMode;
  anteFromLevel: number;
  breaks: BlindBreaks | null;
}

export function prepareBlindSchedule(input: BlindScheduleInput): () => BlindScheduleResult {
  const settings = settle(input);
  const { plan, ladder } = choosePlan(settings, input.targetDurationMinutes);
  const result = buildSchedule(settings, plan, ladder);
  return () => result;
}

/** Semantic checks (distinct denominations, a stack they can make and post blinds from), then the settings. */
function settle(input: BlindScheduleInput): Settings {
  const check = fieldErrors();
  const seen = new Set<number>();
  input.denominations.forEach((value, i) => {
    if (seen.has(value)) check.add(`/denominations/${i}`, "duplicate", `denomination ${value} is listed twice`);
    seen.add(value);
  });
  check.throwIfAny();

  const denominations = [...input.denominations].sort((a, b) => a - b);
  const stack = input.startingStack;
  const smallest = denominations[0]!;
  if (stack > BLIND_LIMITS.maxChipsInPlay / input.players) {
    check.add("/startingStack", "too_large", `startingStack x players must be at most ${BLIND_LIMITS.maxChipsInPlay}`);
  } else if (stack < 2 * smallest * BLIND_LIMITS.minStartingBigBlinds) {
    check.add(
      "/startingStack",
      "too_small",
      `startingStack must hold at least ${BLIND_LIMITS.minStartingBigBlinds} big blinds of ${2 * smallest} (twice the smallest chip)`,
    );
  } else {
    const g = denominations.reduce((acc, v) => gcd(acc, v), 0);
    const can =
      stack % g === 0
        ? expressible(
            denominations.map((v) => v / g),
            stack / g,
          )
        : false;
    if (can === false) check.add("/startingStack", "invalid_value", `startingStack ${stack} cannot be made exactly from the denominations`);
    else if (can === null) {
      check.throwIfAny();
      const most = expressibleMaxUnit(denominations.length);
      const message = `deciding whether the stack can be made from these chips exceeds the work budget: the smallest chip may be at most ${most} times the chips' gcd for ${denominations.length} denominations`;
      throw new EngineError("compute_budget_exceeded", message, [{ path: "/denominations", code: "compute_budget_exceeded", message }]);
    }
  }
  check.throwIfAny();
  return {
    stack,
    chips: stack * input.players,
    levelMinutes: input.levelMinutes,
    denominations,
    ante: input.ante,
    anteFromLevel: input.anteFromLevel,
    breaks: input.breaks ?? null,
  };
}

/** Minutes from the start to the end of planned level n: levels plus the breaks between them. */
function plannedDuration(s: Settings, n: number): number {
  const breaks = s.breaks === null ? 0 : Math.floor((n - 1) / s.breaks.everyLevels);
  return n * s.levelMinutes + breaks * (s.breaks?.minutes ?? 0);
}

/** Item count of n planned levels, `overtime` more, and the breaks between all of them. */
function itemCount(s: Settings, n: number, overtime: number): number {
  const total = n + overtime;
  return total + (s.breaks === null ? 0 : Math.floor((total - 1) / s.breaks.everyLevels));
}

function choosePlan(s: Settings, target: number): { plan: Plan; ladder: Rung[] } {
  const smallest = s.denominations[0]!;
  const { chips, stack } = s;
  // Starting big blinds between 20 and 400 (or the smallest postable big blind when the stack is short),
  // on the familiar ladder if any fits.
  const firstOptions = ladderSlice(smallest, Math.max(2 * smallest, Math.floor(stack / 400)), Math.max(2 * smallest, Math.floor(stack / 20)));
  const familiarFirst = firstOptions.filter((o) => o.cost < FILLING_COST);
  const firstCandidates = (familiarFirst.length > 0 ? familiarFirst : firstOptions).map((o) => o.bb);
  if (firstCandidates.length === 0) firstCandidates.push(2 * smallest);
  const fLo = chips / 32;
  const fHi = chips / 6.25;
  const tolerance = BLIND_LIMITS.durationTolerance;
  const candidates: Array<{ plan: Plan; score: number }> = [];
  let closest = Infinity;
  let mostLevels = 0;
  for (let n = 2; itemCount(s, n, 2) <= BLIND_LIMITS.maxItems; n++) {
    const duration = plannedDuration(s, n);
    if (Math.abs(duration - target) < Math.abs(closest - target)) closest = duration;
    if (Math.abs(duration - target) > tolerance * target) continue;
    mostLevels = n;
    const durationError = Math.max(0, Math.abs(Math.log(duration / target)) - Math.log(1.05));
    const reachN = reach(n);
    const growLoN = GROWTH_LO ** (n - 1);
    const growHiN = GROWTH_HI ** (n - 1);
    for (const b1 of firstCandidates) {
      // The highest level n can reach under the step caps: chips / 40 must be within it.
      if (chips / 40 > b1 * reachN) continue;
      // Final big blind: chips / 20, moved into the range that keeps growth within the aimed band if
      // the chip bounds allow, else the bound nearest to that range.
      const growLo = b1 * growLoN;
      const growHi = b1 * growHiN;
      let final = Math.min(Math.max(chips / 20, growLo), growHi);
      final = Math.min(Math.max(final, fLo), fHi);
      if (final <= b1) continue;
      const ratio = (final / b1) ** (1 / (n - 1));
      if (ratio < 1.15 || ratio > EARLY_MAX_STEP) continue;
      const growthPenalty = Math.max(0, Math.log(GROWTH_LO) - Math.log(ratio)) + Math.max(0, Math.log(ratio) - Math.log(GROWTH_HI));
      const score = 100 * durationError + 30 * growthPenalty + Math.abs(Math.log((final * 20) / chips)) + 3 * Math.abs(Math.log(stack / b1 / 100));
      candidates.push({ plan: { firstBigBlind: b1, finalBigBlind: final, levels: n, ratio, duration }, score });
    }
  }
  // Best score first (ties: fewer levels, then smaller first big blind, as generated). The chip units
  // and the step caps can make a curve unfollowable, so the first plan whose ladder keeps every rule wins.
  candidates.sort((a, b) => a.score - b.score);
  for (const { plan } of candidates) {
    const ladder = buildLadder(s, plan);
    if (ladder !== null) return { plan, ladder };
  }
  const caps =
    "a schedule that grows at most 2x per level (1.6x from level 4) from 20-400 starting big blinds to a final big blind of 1/40-1/5 of the chips in play";
  const deepest = Math.max(...firstCandidates);
  const message =
    mostLevels > 0 && chips / 40 > deepest * reach(mostLevels)
      ? // Durations fit, growth does not: even the most levels that fit cannot climb that far.
        `targetDurationMinutes ${target} cannot be met within 25% by ${caps}: at most ${mostLevels} levels fit, too few to grow from a starting big blind of at most ${deepest} to ${Math.ceil(chips / 40)} (1/40 of the chips in play), a climb of players x starting big blinds / 40 that the stack size does not change; a longer target or shorter levels give more levels`
      : `targetDurationMinutes ${target} cannot be met within 25% by ${caps} (${Number.isFinite(closest) ? `the closest level count gives ${closest} minutes` : "no schedule fits"}); change levelMinutes, breaks or the target`;
  throw new EngineError("validation_failed", message, [{ path: "/targetDurationMinutes", code: "invalid_value", message }]);
}

/** How many times the first big blind level n can be at most: 2x steps into levels 2 and 3, 1.6x after. */
function reach(n: number): number {
  return EARLY_MAX_STEP ** Math.min(n - 1, EARLY_LEVELS - 1) * MAX_STEP ** Math.max(0, n - EARLY_LEVELS);
}

/** A big blind the ladder may use, its natural log, and its cost (0 familiar, a tier's cost, or PLAIN_COST more). */
interface Blind {
  bb: number;
  log: number;
  cost: number;
}

/** Every mantissa with its tier's cost, ascending. */
const MANTISSAS: ReadonlyArray<{ m: number; cost: number }> = [
  ...FAMILIAR_MANTISSAS.map((m) => ({ m, cost: 0 })),
  ...SECONDARY_MANTISSAS.map((m) => ({ m, cost: SECONDARY_COST })),
  ...FILLING_MANTISSAS.map((m) => ({ m, cost: FILLING_COST })),
].sort((a, b) => a.m - b.m);

/** Integers in [lo, hi] of the form mantissa x 10^e, ascending, with their tier's cost. */
function familiarIntegers(lo: number, hi: number): Array<{ v: number; cost: number }> {
  const out: Array<{ v: number; cost: number }> = [];
  if (hi < 1 || hi < lo) return out;
  for (let e = Math.max(0, Math.floor(Math.log10(Math.max(1, lo))) - 1); 10 ** e <= hi; e++) {
    const scale = 10 ** e;
    for (const { m, cost } of MANTISSAS) {
      const v = Math.round(m * scale);
      if (Math.abs(v - m * scale) <= 1e-9 * scale && v >= lo && v <= hi) out.push({ v, cost });
    }
  }
  return out;
}

/**
 * Big blinds in [lo, hi] whose small blind is a multiple of `unit`, ascending. A unit that is itself a
 * familiar or secondary value (1, 5, 25, 100, 500, 1000, ...) uses the familiar values that are its
 * multiples, each at its tier's cost, and plain multiples (unit x a familiar integer, so that steps of
 * 1.04x-1.5x always exist) at PLAIN_COST more. Any other unit (7, 89, ...) has no familiar values of
 * its own: its ladder is unit x the familiar integers, at their tiers' costs.
 */
function ladderValues(unit: number, lo: number, hi: number): Blind[] {
  const own = familiarIntegers(unit, unit)[0];
  const regular = own !== undefined && own.cost < FILLING_COST;
  const familiar = regular ? familiarIntegers(lo / 2, hi / 2).filter((x) => x.v % unit === 0) : [];
  const plain = familiarIntegers(lo / 2 / unit, hi / 2 / unit).map((x) => ({ v: x.v * unit, cost: x.cost + (regular ? PLAIN_COST : 0) }));
  // Merge the two ascending lists; a value in both keeps the lower cost.
  const out: Blind[] = [];
  let i = 0;
  let k = 0;
  while (i < familiar.length || k < plain.length) {
    const f = familiar[i];
    const p = plain[k];
    let next: { v: number; cost: number };
    if (p === undefined || (f !== undefined && f.v < p.v)) next = familiar[i++]!;
    else if (f === undefined || p.v < f.v) next = plain[k++]!;
    else {
      next = { v: f.v, cost: Math.min(f.cost, p.cost) };
      i++;
      k++;
    }
    const bb = 2 * next.v;
    if (bb >= lo && bb <= hi) out.push({ bb, log: Math.log(bb), cost: next.cost });
  }
  return out;
}

/**
 * ladderValues(unit, lo, hi), sliced from a table per chip unit that covers every big blind a level can
 * take: a candidate lies within 3x of the plan's curve, which is at most F <= chips / 6.25 up to the
 * last planned level and at most F x 2^3 after it (3 overtime levels), so below 4 x chips in play. The
 * tables depend on the unit alone, so they are kept for later requests (at most UNIT_TABLES of them).
 */
function ladderSlice(unit: number, lo: number, hi: number): Blind[] {
  let all = unitTables.get(unit);
  if (all === undefined) {
    if (unitTables.size >= UNIT_TABLES) unitTables.clear();
    all = ladderValues(unit, 2 * unit, 4 * BLIND_LIMITS.maxChipsInPlay);
    unitTables.set(unit, all);
  }
  return all.slice(lowerBound(all, lo), lowerBound(all, hi + 1));
}
const UNIT_TABLES = 64;
const unitTables = new Map<number, Blind[]>();

/** First index whose big blind is at least `value` (the list ascends). */
function lowerBound(list: Blind[], value: number): number {
  let a = 0;
  let b = list.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (list[m]!.bb < value) a = m + 1;
    else b = m;
  }
  return a;
}

/** Denominations that each divide the next, from the smallest: the units the ladder may work in. */
function unitChain(denominations: number[]): number[] {
  const chain = [denominations[0]!];
  for (const d of denominations) if (d > chain[chain.length - 1]! && d % chain[chain.length - 1]! === 0) chain.push(d);
  return chain;
}

interface Rung {
  sb: number;
  bb: number;
  ante: number;
}

function overtimeLevels(s: Settings, plan: Plan): number {
  return itemCount(s, plan.levels, BLIND_LIMITS.overtimeLevels) <= BLIND_LIMITS.maxItems ? BLIND_LIMITS.overtimeLevels : 2;
}

/** Candidate big blinds for a level lie within this factor of the plan's curve. */
const WINDOW = 3;
/** Weight of a big blind's distance (squared, in log) from the plan's curve, against a step's from the plan's ratio. */
const TRACK_WEIGHT = 0.01;
/** Weight of a step's distance (squared, in log) from the plan's ratio: what keeps steps even. */
const SMOOTH_WEIGHT = 10;
/** Weight of the last planned big blind's distance (squared, in log) from the plan's final big blind. */
const FINAL_WEIGHT = 1;
/**
 * Steps below this (or below the plan's ratio less 5%, if lower) cost extra (weighted MIN_STEP_WEIGHT,
 * squared in log): published ladders rarely step under 1.2x.
 */
const MIN_STEP = 1.2;
const MIN_STEP_WEIGHT = 50;
/** Steps above 1.6x (allowed into levels 2-3 only) cost extra, so that a ladder jumps early only when it must. */
const JUMP_WEIGHT = 10;

/**
 * The ladder for a plan, or null when no ladder keeps the rules. Each level picks a big blind among
 * ladderValues near the plan's curve; a shortest path (each level depends only on the one before) picks
 * the sequence minimising, summed over levels, the values' costs, SMOOTH_WEIGHT x (log step - log
 * ratio)^2, the penalties for steps below MIN_STEP or above 1.6x, and the (log) distance from the curve
 * (TRACK_WEIGHT; FINAL_WEIGHT at the last planned level), subject to: strictly growing, at most 2x into
 * levels 2-3 and 1.6x from level 4 on, the last planned big blind within [chips / 40, chips / 5]. At a break the working
 * unit steps up the chain of denominations that divide one another once the curve's big blind is ten of
 * the next one, so that smaller chips stop being needed.
 */
function buildLadder(s: Settings, plan: Plan): Rung[] | null {
  const chain = unitChain(s.denominations);
  const total = plan.levels + overtimeLevels(s, plan);
  const every = s.breaks?.everyLevels ?? Infinity;
  const canColorUp = s.breaks?.colorUp === true;
  const curves = [0, plan.firstBigBlind];
  for (let j = 2; j <= total; j++) curves.push(curves[j - 1]! * plan.ratio);
  const curve = (j: number): number => curves[j]!;
  const units: number[] = [];
  const options: Blind[][] = [];
  let unitIndex = 0;
  for (let j = 1; j <= total; j++) {
    if (j > 1 && canColorUp && (j - 1) % every === 0) {
      while (unitIndex + 1 < chain.length && 10 * chain[unitIndex + 1]! <= curve(j - 1)) unitIndex++;
    }
    const unit = chain[unitIndex]!;
    units.push(unit);
    let lo = curve(j) / WINDOW;
    let hi = curve(j) * WINDOW;
    if (j === plan.levels) {
      lo = Math.max(lo, Math.ceil(s.chips / 40));
      hi = Math.min(hi, Math.floor(s.chips / 5));
    }
    options.push(j === 1 ? [{ bb: plan.firstBigBlind, log: Math.log(plan.firstBigBlind), cost: 0 }] : ladderSlice(unit, lo, hi));
  }

  const logRatio = Math.log(plan.ratio);
  // A slow plan (the contract allows 1.15x) may step as slowly as it grows, less 5%.
  const logMinStep = Math.min(Math.log(MIN_STEP), logRatio - Math.log(1.05));
  const logMaxStep = Math.log(MAX_STEP);
  let cost = [0];
  const back: Int32Array[] = [];
  for (let j = 2; j <= total; j++) {
    const before = options[j - 2]!;
    const here = options[j - 1]!;
    // Step cap as a fraction (num / den) so that the comparison is exact in integers.
    const [num, den] = j <= EARLY_LEVELS ? [EARLY_MAX_STEP, 1] : [8, 5];
    const logCurve = Math.log(curve(j));
    const next: number[] = new Array<number>(here.length).fill(Infinity);
    const from = new Int32Array(here.length).fill(-1);
    // Both lists ascend: the previous big blinds a step can come from form a window that moves up with v.
    let first = 0;
    let end = 0;
    for (let b = 0; b < here.length; b++) {
      const v = here[b]!.bb;
      while (first < before.length && v * den > before[first]!.bb * num) first++;
      while (end < before.length && before[end]!.bb < v) end++;
      const logV = here[b]!.log;
      const own = here[b]!.cost + (j === plan.levels ? FINAL_WEIGHT : TRACK_WEIGHT) * (logV - logCurve) ** 2;
      for (let a = first; a < end; a++) {
        if (cost[a] === Infinity) continue;
        const step = logV - before[a]!.log;
        const c =
          cost[a]! +
          own +
          SMOOTH_WEIGHT * (step - logRatio) ** 2 +
          MIN_STEP_WEIGHT * Math.max(0, logMinStep - step) ** 2 +
          JUMP_WEIGHT * Math.max(0, step - logMaxStep) ** 2;
        if (c < next[b]!) {
          next[b] = c;
          from[b] = a;
        }
      }
    }
    if (!next.some((c) => c < Infinity)) return null; // no ladder reaches this level
    cost = next;
    back.push(from);
  }
  let at = -1;
  for (let b = 0; b < cost.length; b++) if (cost[b]! < Infinity && (at < 0 || cost[b]! < cost[at]!)) at = b;
  if (at < 0) return null;
  const bigBlinds: number[] = new Array<number>(total);
  for (let j = total; j >= 1; j--) {
    bigBlinds[j - 1] = options[j - 1]![at]!.bb;
    if (j > 1) at = back[j - 2]![at]!;
  }

  const ladder: Rung[] = [];
  let previousAnte = 0;
  for (let j = 1; j <= total; j++) {
    const bb = bigBlinds[j - 1]!;
    const unit = units[j - 1]!;
    let ante = 0;
    if (j >= s.anteFromLevel && s.ante !== "none") {
      ante = s.ante === "big_blind" ? bb : Math.round(bb / 8 / unit) * unit;
      // Antes never go down: round the previous one up to the current unit if needed.
      if (ante < previousAnte) ante = Math.ceil(previousAnte / unit) * unit;
      if (ante > bb) ante = bb;
    }
    previousAnte = ante;
    ladder.push({ sb: bb / 2, bb, ante });
  }
  return ladder;
}

function buildSchedule(s: Settings, plan: Plan, ladder: Rung[]): BlindScheduleResult {
  const total = ladder.length;
  const every = s.breaks?.everyLevels ?? Infinity;
  const canColorUp = s.breaks?.colorUp;

  // Items with times; color-ups by the contract's rule on the final ladder.
  const items: BlindScheduleItem[] = [];
  const inPlay = [...s.denominations];
  let minute = 0;
  let breaksInPlan = 0;
  let plannedEnd = 0;
  for (let j = 1; j <= total; j++) {
    const step = ladder[j - 1]!;
    const item: BlindLevelItem = {
      kind: "level",
      level: j,
      smallBlind: step.sb,
      bigBlind: step.bb,
      ante: step.ante,
      durationMinutes: s.levelMinutes,
      startsAtMinute: minute,
    };
    if (j > plan.levels) item.overtime = true;
    items.push(item);
    minute += s.levelMinutes;
    if (j === plan.levels) plannedEnd = minute;
    if (s.breaks !== null && j % every === 0 && j < total) {
      const colorUp: number[] = [];
      if (canColorUp) {
        const later = ladder.slice(j);
        while (inPlay.length >= 2 && later.every((l) => l.sb % inPlay[1]! === 0 && l.bb % inPlay[1]! === 0 && l.ante % inPlay[1]! === 0)) {
          colorUp.push(inPlay.shift()!);
        }
      }
      items.push({ kind: "break", durationMinutes: s.breaks.minutes, startsAtMinute: minute, colorUp });
      if (j < plan.levels) breaksInPlan++;
      minute += s.breaks.minutes;
    }
  }
  const first = ladder[0]!.bb;
  return {
    object: "blind_schedule",
    engineVersion: ENGINE_VERSION,
    method: "exact",
    levels: items,
    estimatedDurationMinutes: plannedEnd,
    summary: {
      levels: plan.levels,
      breaks: breaksInPlan,
      startingBigBlinds: Math.floor(s.stack / first),
      chipsInPlay: s.chips,
      finalBigBlind: ladder[plan.levels - 1]!.bb,
    },
  };
}
