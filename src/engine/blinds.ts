/**
 * Blind schedule (CONTRACT 3.4). Three steps:
 *
 * 1. Plan: choose the starting big blind b1 (a nice number near stack / 100), the final big blind F
 *    (near chips-in-play / 20, kept inside [1/32, 1/6.25] so that snapping stays inside [1/40, 1/5]) and
 *    the number of planned levels n, by an exhaustive search that minimises, in order of weight, the
 *    duration error beyond 5%, growth outside 1.2x-1.6x per level, F away from chips / 20 and b1 away
 *    from 100 starting big blinds. Growth must stay within [1.15x, 2x]. A plan whose duration is not
 *    within 25% of the target is refused (validation_failed on /targetDurationMinutes, with the
 *    achievable duration in the message): the contract promises the 25% for every answer.
 * 2. Ladder: geometric targets b1 * r^(j-1), each snapped to the nearest nice number (1, 1.2, 1.4, 1.5,
 *    ... 6, 7, 8, 9 per decade) that is a multiple of twice the working chip unit, strictly above
 *    the previous big blind and at most double it (see NICE_MANTISSAS). Small blind = half the big blind. At a break the
 *    working unit may step up the chain of denominations that divide one another once the big blind
 *    is ten of them, so that smaller chips stop being needed.
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
 * Big blinds per decade. Denser than the classic 1-1.5-2-2.5-3-4-5-6-8 so that a slow schedule (growth
 * near 1.15x) can follow its curve without drifting ahead: the mean step here is about 1.15x.
 */
const NICE_MANTISSAS = [1, 1.2, 1.4, 1.5, 1.6, 1.8, 2, 2.4, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9];

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
  // Starting big blinds between 20 and 400 (or the smallest postable big blind when the stack is short).
  const firstCandidates = niceMultiples(
    2 * smallest,
    Math.max(2 * smallest, Math.floor(stack / 400)),
    Math.max(2 * smallest, Math.floor(stack / 20)),
  );
  if (firstCandidates.length === 0) firstCandidates.push(2 * smallest);
  const fLo = chips / 32;
  const fHi = chips / 6.25;
  const tolerance = BLIND_LIMITS.durationTolerance;
  const candidates: Array<{ plan: Plan; score: number }> = [];
  let closest = Infinity;
  for (let n = 2; itemCount(s, n, 2) <= BLIND_LIMITS.maxItems; n++) {
    const duration = plannedDuration(s, n);
    if (Math.abs(duration - target) < Math.abs(closest - target)) closest = duration;
    if (Math.abs(duration - target) > tolerance * target) continue;
    const durationError = Math.max(0, Math.abs(Math.log(duration / target)) - Math.log(1.05));
    for (const b1 of firstCandidates) {
      // Final big blind: chips / 20, moved into the range that keeps growth within 1.2x-1.6x if the
      // chip bounds allow, else the bound nearest to that range.
      const growLo = b1 * 1.2 ** (n - 1);
      const growHi = b1 * 1.6 ** (n - 1);
      let final = Math.min(Math.max(chips / 20, growLo), growHi);
      final = Math.min(Math.max(final, fLo), fHi);
      if (final <= b1) continue;
      const ratio = (final / b1) ** (1 / (n - 1));
      if (ratio < 1.15 || ratio > 2) continue;
      const growthPenalty = Math.max(0, Math.log(1.2) - Math.log(ratio)) + Math.max(0, Math.log(ratio) - Math.log(1.6));
      const score = 100 * durationError + 30 * growthPenalty + Math.abs(Math.log((final * 20) / chips)) + 0.5 * Math.abs(Math.log(stack / b1 / 100));
      candidates.push({ plan: { firstBigBlind: b1, finalBigBlind: final, levels: n, ratio, duration }, score });
    }
  }
  // Best score first (ties: fewer levels, then smaller first big blind, as generated). The chip units
  // can make a curve unfollowable (coarse steps drift ahead of it), so the first plan whose snapped
  // ladder keeps every rule wins.
  candidates.sort((a, b) => a.score - b.score);
  for (const { plan } of candidates) {
    const ladder = buildLadder(s, plan);
    if (ladder !== null) return { plan, ladder };
  }
  const reach = Number.isFinite(closest) ? `the closest level count gives ${closest} minutes` : "no schedule fits";
  const message = `targetDurationMinutes ${target} cannot be met within 25% by a schedule that grows 1.15x-2x per level from 20-400 starting big blinds to a final big blind of 1/40-1/5 of the chips in play (${reach}); change levelMinutes, breaks or the target`;
  throw new EngineError("validation_failed", message, [{ path: "/targetDurationMinutes", code: "invalid_value", message }]);
}

/** Nice numbers (mantissas x powers of ten) that are multiples of `step`, in [lo, hi], ascending. */
function niceMultiples(step: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  if (hi < lo) return out;
  const top = Math.ceil(Math.log10(hi)) + 1;
  for (let e = Math.max(0, Math.floor(Math.log10(Math.max(1, lo))) - 1); e <= top; e++) {
    const scale = 10 ** e;
    for (const m of NICE_MANTISSAS) {
      const v = Math.round(m * scale);
      if (Math.abs(v - m * scale) > 1e-9 * scale) continue;
      if (v >= lo && v <= hi && v % step === 0) out.push(v);
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** Big blind nearest (in ratio) to `target` among nice multiples of `step` in [lo, hi]; any multiple if none is nice. */
function snap(target: number, step: number, lo: number, hi: number): number {
  const nice = niceMultiples(step, lo, hi);
  const pool = nice.length > 0 ? nice : plainMultiples(step, lo, hi);
  if (pool.length === 0) return Math.ceil(lo / step) * step; // no multiple fits: the next one up
  let best = pool[0]!;
  for (const v of pool) if (Math.abs(Math.log(v / target)) < Math.abs(Math.log(best / target))) best = v;
  return best;
}

/** Multiples of `step` in [lo, hi] nearest the ends and the middle: enough to find one near any target. */
function plainMultiples(step: number, lo: number, hi: number): number[] {
  const first = Math.ceil(lo / step);
  const last = Math.floor(hi / step);
  if (last < first) return [];
  const out: number[] = [];
  // Geometric probe points keep this short for wide ranges.
  for (let k = first; k <= last; k = Math.max(k + 1, Math.floor(k * 1.05))) out.push(k * step);
  if (out[out.length - 1] !== last * step) out.push(last * step);
  return out;
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

/** The snapped ladder for a plan, or null when it breaks a rule (growth above 2x, final big blind out of range). */
function buildLadder(s: Settings, plan: Plan): Rung[] | null {
  const chain = unitChain(s.denominations);
  const total = plan.levels + overtimeLevels(s, plan);
  const every = s.breaks?.everyLevels ?? Infinity;
  const canColorUp = s.breaks?.colorUp;
  const ladder: Rung[] = [];
  let unitIndex = 0;
  let previousAnte = 0;
  for (let j = 1; j <= total; j++) {
    const target = plan.firstBigBlind * plan.ratio ** (j - 1);
    const prev = ladder[j - 2]?.bb ?? 0;
    if (j > 1 && canColorUp && (j - 1) % every === 0) {
      // A break precedes level j: step the working unit up while the big blind is ten of the next one.
      while (unitIndex + 1 < chain.length && 10 * chain[unitIndex + 1]! <= prev) unitIndex++;
    }
    const unit = chain[unitIndex]!;
    let bb: number;
    if (j === 1) bb = plan.firstBigBlind;
    else {
      let lo = prev + 1;
      let hi = 2 * prev;
      if (j === plan.levels) {
        // Keep the last planned big blind inside the contract's [chips / 40, chips / 5].
        lo = Math.max(lo, Math.ceil(s.chips / 40));
        hi = Math.min(hi, Math.floor(s.chips / 5));
        if (hi < lo) return null;
      }
      bb = snap(target, 2 * unit, lo, hi);
      if (bb > hi) return null;
    }
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
