import fc from "fast-check";
import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type BlindBreakItem,
  type BlindLevelItem,
  type BlindScheduleInput,
  type BlindScheduleResult,
  prepareBlindSchedule,
} from "../../src/engine/blinds.ts";
import { EngineError } from "../../src/engine/errors.ts";
import { BlindsBody } from "../../src/routes/calculations/blinds.ts";
import { BLINDS_EXAMPLE } from "../fixtures/requests.ts";
import { errorOf, expectSchemaRefuses, throughSchema } from "./helpers.ts";

/** A body as a client sends it; `input` applies the schema's defaults. */
type BlindScheduleRequest = v.InferInput<typeof BlindsBody>;
const input = (req: BlindScheduleRequest): BlindScheduleInput => ({
  ...req,
  ante: req.ante ?? "big_blind",
  anteFromLevel: req.anteFromLevel ?? 1,
  breaks: req.breaks == null ? req.breaks : { ...req.breaks, colorUp: req.breaks.colorUp ?? true },
});
const run = (req: BlindScheduleRequest): BlindScheduleResult => prepareBlindSchedule(input(req))();
const levelsOf = (r: BlindScheduleResult): BlindLevelItem[] => r.levels.filter((x): x is BlindLevelItem => x.kind === "level");

/** Every rule of CONTRACT 3.4 and the 4.3 item shape, recomputed independently from the items. */
function checkSchedule(req: BlindScheduleRequest, r: BlindScheduleResult): void {
  const bad: string[] = [];
  const denoms = [...req.denominations].sort((a, b) => a - b);
  const chips = req.startingStack * req.players;
  const levels = levelsOf(r);
  const ante = req.ante ?? "big_blind";
  const anteFrom = req.anteFromLevel ?? 1;
  const colorUpOn = req.breaks != null && (req.breaks.colorUp ?? true);

  if (r.levels.length > 200) bad.push("more than 200 items");
  if (levels.length === 0) bad.push("no level");
  let minute = 0;
  const inPlay = [...denoms];
  let levelNo = 0;
  let previous: BlindLevelItem | null = null;
  let sinceBreak = 0;
  r.levels.forEach((item, idx) => {
    if (item.startsAtMinute !== minute) bad.push(`item ${idx} starts at ${item.startsAtMinute}, expected ${minute}`);
    if (!(item.durationMinutes >= 1 && item.durationMinutes <= 240)) bad.push(`item ${idx} duration`);
    minute += item.durationMinutes;
    if (item.kind === "break") {
      const b = item as BlindBreakItem;
      if (req.breaks == null) bad.push("break without breaks");
      else if (b.durationMinutes !== req.breaks.minutes) bad.push("break length");
      if (sinceBreak !== req.breaks?.everyLevels) bad.push(`break after ${sinceBreak} levels`);
      sinceBreak = 0;
      // Contract rule: remove the smallest chip exactly when every later blind and ante is a multiple of the next one.
      const later = r.levels.slice(idx + 1).filter((x): x is BlindLevelItem => x.kind === "level");
      const expected: number[] = [];
      while (colorUpOn && inPlay.length >= 2 && later.every((l) => [l.smallBlind, l.bigBlind, l.ante].every((v) => v % inPlay[1]! === 0))) {
        expected.push(inPlay.shift()!);
      }
      if (JSON.stringify(b.colorUp) !== JSON.stringify(expected))
        bad.push(`break ${idx} colorUp ${JSON.stringify(b.colorUp)} != ${JSON.stringify(expected)}`);
      if (idx === r.levels.length - 1) bad.push("schedule ends with a break");
      return;
    }
    const l = item as BlindLevelItem;
    levelNo++;
    sinceBreak++;
    if (l.level !== levelNo) bad.push(`level numbering at ${idx}`);
    for (const v of [l.smallBlind, l.bigBlind]) if (!Number.isInteger(v) || v < 1) bad.push(`level ${levelNo} blind ${v}`);
    if (!Number.isInteger(l.ante) || l.ante < 0 || l.ante > l.bigBlind) bad.push(`level ${levelNo} ante ${l.ante}`);
    if (l.smallBlind * 2 !== l.bigBlind) bad.push(`level ${levelNo} small blind not half`);
    for (const v of [l.smallBlind, l.bigBlind, l.ante]) if (v % inPlay[0]! !== 0) bad.push(`level ${levelNo} ${v} not a multiple of ${inPlay[0]}`);
    if (ante === "none" || levelNo < anteFrom) {
      if (l.ante !== 0) bad.push(`level ${levelNo} has an ante`);
    } else if (ante === "big_blind") {
      if (l.ante !== l.bigBlind) bad.push(`level ${levelNo} big blind ante`);
    } else if (l.ante < 0.05 * l.bigBlind && l.ante !== 0) bad.push(`level ${levelNo} traditional ante ${l.ante}`);
    if (previous !== null) {
      if (l.bigBlind <= previous.bigBlind || l.smallBlind < previous.smallBlind) bad.push(`level ${levelNo} does not grow`);
      if (l.bigBlind > 2 * previous.bigBlind) bad.push(`level ${levelNo} more than doubles`);
      // Issue 12: after the first three levels no step above 1.6x (5 x bb <= 8 x previous, exact).
      if (levelNo > 3 && 5 * l.bigBlind > 8 * previous.bigBlind) bad.push(`level ${levelNo} grows more than 1.6x`);
      if (l.ante < previous.ante) bad.push(`level ${levelNo} ante drops`);
      if (previous.overtime === true && l.overtime !== true) bad.push("planned level after overtime");
    }
    if (l.durationMinutes !== req.levelMinutes) bad.push("level length");
    previous = l;
  });
  const planned = levels.filter((l) => l.overtime !== true);
  const overtime = levels.length - planned.length;
  if (overtime < 2 || overtime > 3) bad.push(`${overtime} overtime levels`);
  const last = planned[planned.length - 1]!;
  const end = last.startsAtMinute + last.durationMinutes;
  if (r.estimatedDurationMinutes !== end) bad.push("estimatedDurationMinutes is not the end of the last planned level");
  if (Math.abs(end - req.targetDurationMinutes) > 0.25 * req.targetDurationMinutes)
    bad.push(`duration ${end} vs target ${req.targetDurationMinutes}`);
  if (last.bigBlind < chips / 40 || last.bigBlind > chips / 5) bad.push(`final big blind ${last.bigBlind} vs chips ${chips}`);
  const breaksInPlan = r.levels.filter((x) => x.kind === "break" && x.startsAtMinute < end).length;
  expect(bad).toEqual([]);
  expect(r.summary).toEqual({
    levels: planned.length,
    breaks: breaksInPlan,
    startingBigBlinds: Math.floor(req.startingStack / levels[0]!.bigBlind),
    chipsInPlay: chips,
    finalBigBlind: last.bigBlind,
  });
  expect(r.object).toBe("blind_schedule");
  expect(r.method).toBe("exact");
}

describe("blind schedule: examples", () => {
  it("contract example: 100 big blinds to start, big blind ante from level 4, 25s colored up early", () => {
    const r = run(BLINDS_EXAMPLE);
    checkSchedule(BLINDS_EXAMPLE, r);
    const levels = levelsOf(r);
    // 20000 / 100 = 200: a nice number and a multiple of 2 x 25, so level 1 is 100/200.
    expect([levels[0]!.smallBlind, levels[0]!.bigBlind, levels[0]!.ante]).toEqual([100, 200, 0]);
    expect(levels[2]!.ante).toBe(0);
    expect(levels[3]!.ante).toBe(levels[3]!.bigBlind);
    // The first break follows level 4 and sits at 4 x 20 minutes.
    expect(r.levels[4]).toMatchObject({ kind: "break", startsAtMinute: 80, durationMinutes: 10 });
    // Chips in play 1,200,000: planned levels end between 30,000 and 240,000 big blind.
    expect(r.summary.chipsInPlay).toBe(1_200_000);
    expect(r.estimatedDurationMinutes).toBeGreaterThanOrEqual(225);
    expect(r.estimatedDurationMinutes).toBeLessThanOrEqual(375);
    const breaks = r.levels.filter((x): x is BlindBreakItem => x.kind === "break");
    expect(breaks.flatMap((b) => b.colorUp)[0]).toBe(25);
  });

  it("no breaks: no break items, no color-ups, every blind a multiple of the smallest chip", () => {
    const req: BlindScheduleRequest = {
      startingStack: 1500,
      players: 9,
      targetDurationMinutes: 120,
      levelMinutes: 10,
      denominations: [5, 25, 100],
      ante: "none",
    };
    const r = run(req);
    checkSchedule(req, r);
    expect(r.levels.every((x) => x.kind === "level")).toBe(true);
  });

  it("colorUp false keeps every chip in play", () => {
    const req = { ...BLINDS_EXAMPLE, breaks: { everyLevels: 3, minutes: 5, colorUp: false } };
    const r = run(req);
    checkSchedule(req, r);
    expect(r.levels.filter((x): x is BlindBreakItem => x.kind === "break").every((b) => b.colorUp.length === 0)).toBe(true);
  });

  it("traditional antes are about an eighth of the big blind", () => {
    const req: BlindScheduleRequest = { ...BLINDS_EXAMPLE, ante: "traditional", anteFromLevel: 1 };
    const r = run(req);
    checkSchedule(req, r);
    for (const l of levelsOf(r)) {
      expect(l.ante / l.bigBlind).toBeGreaterThanOrEqual(0.07);
      expect(l.ante / l.bigBlind).toBeLessThanOrEqual(0.2);
    }
  });
});

describe("blind schedule: validation", () => {
  it("semantic errors carry paths and codes", () => {
    const refusal = (req: BlindScheduleRequest) => errorOf(() => run(req)).errors.map(({ path, code }) => ({ path, code }));
    expect(refusal({ ...BLINDS_EXAMPLE, denominations: [25, 100, 25] })).toEqual([{ path: "/denominations/2", code: "duplicate" }]);
    expect(refusal({ ...BLINDS_EXAMPLE, startingStack: 20010 })).toEqual([{ path: "/startingStack", code: "invalid_value" }]);
    expect(refusal({ ...BLINDS_EXAMPLE, startingStack: 400 })).toEqual([{ path: "/startingStack", code: "too_small" }]);
    expect(refusal({ ...BLINDS_EXAMPLE, startingStack: 100_000_000_000, players: 100_000 })).toEqual([{ path: "/startingStack", code: "too_large" }]);
    // Deciding expressibility for 2 chips near 2.1 million (gcd 1) costs more than the work budget: 422.
    const budget = errorOf(() => run({ ...BLINDS_EXAMPLE, startingStack: 100_000_007, denominations: [2_097_153, 2_097_154] }));
    expect(budget.code).toBe("compute_budget_exceeded");
    expect(budget.errors.map(({ path, code }) => ({ path, code }))).toEqual([{ path: "/denominations", code: "compute_budget_exceeded" }]);
    expect(budget.message).toContain("at most 1250000 times");
    // 22,781 players with 100 chips each in 3 hours of 15-minute levels: at most 14 levels fit, and the
    // big blind would have to climb from 10 (the smallest postable, twice the 5 chip) to 56,953
    // (chips / 40): 5,695x, more than 14 levels allow (2 x 2 x 1.6^11 = 704x). Refused on the target.
    const climb = errorOf(() =>
      run({ startingStack: 100, players: 22_781, targetDurationMinutes: 178, levelMinutes: 15, denominations: [5, 25, 100, 500], ante: "none" }),
    );
    expect(climb.errors.map(({ path, code }) => ({ path, code }))).toEqual([{ path: "/targetDurationMinutes", code: "invalid_value" }]);
    expect(climb.message).toContain("levels fit, too few to grow");
    // Heads-up with 1,000 chips cannot last three days of 5-minute levels.
    expect(refusal({ startingStack: 1000, players: 2, targetDurationMinutes: 4320, levelMinutes: 5, denominations: [25] })).toEqual([
      { path: "/targetDurationMinutes", code: "invalid_value" },
    ]);
  });

  it("the route's schema refuses shapes and bounds", () => {
    expectSchemaRefuses(BlindsBody, { ...BLINDS_EXAMPLE, breaks: { everyLevels: 0, minutes: 10 } }, "/breaks/everyLevels", "too_small");
    expectSchemaRefuses(BlindsBody, { ...BLINDS_EXAMPLE, ante: "half" }, "/ante", "invalid_value");
    expectSchemaRefuses(BlindsBody, { ...BLINDS_EXAMPLE, denominations: [] }, "/denominations", "too_small");
    expectSchemaRefuses(BlindsBody, { ...BLINDS_EXAMPLE, players: 1 }, "/players", "too_small");
  });

  it("malformed input of any shape is refused by the schema or answered by the engine, never another exception", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            startingStack: fc.oneof(fc.integer({ min: -5, max: 100000 }), fc.anything()),
            players: fc.oneof(fc.integer({ min: -1, max: 200 }), fc.anything()),
            targetDurationMinutes: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.anything()),
            levelMinutes: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.anything()),
            denominations: fc.oneof(fc.array(fc.oneof(fc.integer({ min: -1, max: 1000 }), fc.anything()), { maxLength: 14 }), fc.anything()),
            ante: fc.oneof(fc.constantFrom("none", "big_blind", "traditional", "x"), fc.anything()),
            anteFromLevel: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.anything()),
            breaks: fc.oneof(
              fc.constant(null),
              fc.record({ everyLevels: fc.integer({ min: -1, max: 60 }), minutes: fc.integer({ min: -1, max: 300 }), colorUp: fc.anything() }),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
        (req) => throughSchema(BlindsBody, req, (body) => checkSchedule(body, prepareBlindSchedule(body)())),
      ),
      { numRuns: 300 },
    );
  });
});

describe("blind schedule: properties", () => {
  const chipSets = [
    [25, 100, 500, 1000, 5000, 25000],
    [25, 100, 500, 1000, 5000],
    [5, 25, 100, 500],
    [1, 5, 25, 100, 500, 1000],
    [100, 500, 1000, 5000, 25000, 100000],
    [25, 100, 1000],
    [10, 50, 100, 250, 1000],
    [1],
  ];
  const request = fc
    .record({
      chips: fc.constantFrom(...chipSets),
      stackChips: fc.integer({ min: 20, max: 4000 }),
      players: fc.oneof(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 100_000 })),
      targetDurationMinutes: fc.integer({ min: 10, max: 4320 }),
      levelMinutes: fc.constantFrom(1, 5, 10, 12, 15, 20, 30, 40, 60, 90),
      ante: fc.constantFrom("none", "big_blind", "traditional" as const),
      anteFromLevel: fc.integer({ min: 1, max: 12 }),
      breaks: fc.option(fc.record({ everyLevels: fc.integer({ min: 1, max: 8 }), minutes: fc.integer({ min: 1, max: 30 }), colorUp: fc.boolean() }), {
        nil: null,
      }),
    })
    .map(
      ({ chips, stackChips, ...rest }) =>
        ({ ...rest, startingStack: chips[0]! * stackChips, denominations: [...chips].reverse() }) as BlindScheduleRequest,
    );

  it("every rule holds, or the target duration is refused as unreachable", () => {
    let built = 0;
    fc.assert(
      fc.property(request, (req) => {
        let r: BlindScheduleResult;
        try {
          r = run(req);
        } catch (e) {
          expect(e).toBeInstanceOf(EngineError);
          expect((e as EngineError).errors.map((x) => x.path)).toEqual(["/targetDurationMinutes"]);
          return;
        }
        built++;
        checkSchedule(req, r);
      }),
      { numRuns: 400 },
    );
    expect(built).toBeGreaterThan(100);
  });

  it("typical live settings always build, growing 1.2x-1.6x per level (median)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(10000, 20000, 30000, 50000),
        fc.integer({ min: 30, max: 2000 }),
        fc.constantFrom(15, 20, 30),
        fc.integer({ min: 240, max: 600 }),
        (stack, players, levelMinutes, target) => {
          // Only where 1.6x growth can cover the way from 20 starting big blinds to chips / 32 in the
          // levels the target leaves (a third of them spare for breaks and rounding).
          const levelsAvailable = Math.floor(((target / levelMinutes) * 2) / 3);
          fc.pre((stack * players) / 32 / (stack / 20) <= 1.6 ** (levelsAvailable - 1));
          const req: BlindScheduleRequest = { ...BLINDS_EXAMPLE, startingStack: stack, players, levelMinutes, targetDurationMinutes: target };
          const r = run(req);
          checkSchedule(req, r);
          const planned = levelsOf(r).filter((l) => l.overtime !== true);
          const ratios = planned
            .slice(1)
            .map((l, i) => l.bigBlind / planned[i]!.bigBlind)
            .sort((a, b) => a - b);
          const median = ratios[Math.floor(ratios.length / 2)]!;
          expect(median).toBeGreaterThanOrEqual(1.2);
          expect(median).toBeLessThanOrEqual(1.6);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("is deterministic", () => {
    expect(JSON.stringify(run(BLINDS_EXAMPLE))).toBe(JSON.stringify(run(BLINDS_EXAMPLE)));
  });
});
