/**
 * Blind ladders side by side with published structures (issue 12): the values we generate are the ones
 * tournament directors print, and our steps stay within the band their structures show. The published
 * levels below are copied from the cited structure sheets, not from our engine.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BlindLevelItem, type BlindScheduleInput, type BlindScheduleResult, prepareBlindSchedule } from "../../src/engine/blinds.ts";
import { EngineError } from "../../src/engine/errors.ts";
import { BLINDS_EXAMPLE } from "../fixtures/requests.ts";

type Published = ReadonlyArray<readonly [small: number, big: number]>;

/**
 * WPT Tournament of Champions, Season XVI (May 2018), $15,000 NLH, 50,000 starting chips, 60-minute
 * levels, structure sheet levels 1-24 (slideblast.com/wpt-tournament-of-champions-aws_5ab32e6b1723dd4eed8fa916.html;
 * level 25 is misprinted there as 25,000-30,000, so the comparison stops at level 24).
 */
const WPT_TOC: Published = [
  [75, 150],
  [100, 200],
  [150, 300],
  [200, 400],
  [250, 500],
  [300, 600],
  [400, 800],
  [500, 1000],
  [600, 1200],
  [800, 1600],
  [1000, 2000],
  [1200, 2400],
  [1500, 3000],
  [2000, 4000],
  [2500, 5000],
  [3000, 6000],
  [4000, 8000],
  [5000, 10000],
  [6000, 12000],
  [8000, 16000],
  [10000, 20000],
  [12000, 24000],
  [15000, 30000],
  [20000, 40000],
];

/**
 * Home game: "Example: 10 to 18 player home tournament", 10,000 starting chips, 20-minute levels, three to
 * four hours (pokerworks.io/poker-tournament-blind-structure-guide).
 */
const HOME_10K: Published = [
  [100, 200],
  [150, 300],
  [200, 400],
  [300, 600],
  [400, 800],
  [600, 1200],
  [800, 1600],
  [1000, 2000],
];

/**
 * Home-game standard for a 5-25-100-500-1,000-5,000-25,000 chip set, 2,000 starting chips: pokerchipforum.com,
 * "Standard Blinds Structures and Starting Stacks" (2015), levels 1-22 of the 5-chip structure.
 */
const CHIP_FORUM_5: Published = [
  [5, 10],
  [10, 20],
  [15, 30],
  [20, 40],
  [30, 60],
  [40, 80],
  [50, 100],
  [75, 150],
  [100, 200],
  [150, 300],
  [200, 400],
  [300, 600],
  [400, 800],
  [600, 1200],
  [800, 1600],
  [1000, 2000],
  [1500, 3000],
  [2000, 4000],
  [3000, 6000],
  [4000, 8000],
  [6000, 12000],
  [8000, 16000],
];

const PUBLISHED = [WPT_TOC, HOME_10K, CHIP_FORUM_5];

/** A small blind's leading digits (mantissa in [1, 10)), as a string to compare exactly. */
const mantissa = (x: number): string => (x / 10 ** Math.floor(Math.log10(x))).toFixed(4);
/** Every small-blind mantissa the published structures use: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8. */
const PUBLISHED_MANTISSAS = new Set(PUBLISHED.flatMap((p) => p.map(([sb]) => mantissa(sb))));

/** Step ratios of consecutive big blinds from level `from` on (level numbers from 1). */
const stepsFrom = (bigBlinds: readonly number[], from: number): number[] => bigBlinds.slice(from - 1).map((bb, i) => bb / bigBlinds[from - 2 + i]!);

const run = (req: BlindScheduleInput): BlindScheduleResult => prepareBlindSchedule(req)();
const levelsOf = (r: BlindScheduleResult): BlindLevelItem[] => r.levels.filter((x): x is BlindLevelItem => x.kind === "level");

function compare(req: BlindScheduleInput, published: Published, fromLevel: number) {
  const ours = levelsOf(run(req));
  const theirs = published.map(([, bb]) => bb);
  const lo = theirs[0]!;
  const hi = theirs[theirs.length - 1]!;
  const theirSteps = stepsFrom(theirs, 4);
  return {
    ours,
    /** Our levels from `fromLevel` whose big blind lies in the published range but is not one of its levels. */
    offLadder: ours.slice(fromLevel - 1).filter((l) => l.bigBlind >= lo && l.bigBlind <= hi && !theirs.includes(l.bigBlind)),
    ourSteps: stepsFrom(
      ours.map((l) => l.bigBlind),
      4,
    ),
    band: { min: Math.min(...theirSteps), max: Math.max(...theirSteps) },
  };
}

describe("blind ladders against published structures", () => {
  it("the published structures move 1.2x-1.5x per level after level 3, on the familiar values", () => {
    // Independent of our engine: what the cited sheets show, the band the comparisons below use.
    for (const p of PUBLISHED) {
      const steps = stepsFrom(
        p.map(([, bb]) => bb),
        4,
      );
      expect(Math.min(...steps)).toBeGreaterThanOrEqual(1.2);
      expect(Math.max(...steps)).toBeLessThanOrEqual(1.5);
    }
    expect([...PUBLISHED_MANTISSAS].sort()).toEqual([
      "1.0000",
      "1.2000",
      "1.5000",
      "2.0000",
      "2.5000",
      "3.0000",
      "4.0000",
      "5.0000",
      "6.0000",
      "7.5000",
      "8.0000",
    ]);
  });

  it("a deep live event (WPT Tournament of Champions, 50,000 chips, 60-minute levels): every level on the WPT's ladder, steps in its band", () => {
    const req: BlindScheduleInput = {
      startingStack: 50000,
      players: 60,
      targetDurationMinutes: 1800,
      levelMinutes: 60,
      denominations: [25, 100, 500, 1000, 5000, 25000],
      ante: "traditional",
      anteFromLevel: 1,
      breaks: null,
    };
    const { ours, offLadder, ourSteps, band } = compare(req, WPT_TOC, 1);
    // Side by side, levels 1-6: WPT 75/150 100/200 150/300 200/400 250/500 300/600 (333 big blinds at
    // level 1); ours starts at 100 big blinds, 250/500, and then walks the same ladder.
    expect([ours[0]!.smallBlind, ours[0]!.bigBlind]).toEqual([250, 500]);
    expect(offLadder).toEqual([]);
    expect(ours.filter((l) => l.bigBlind <= 40000).length).toBeGreaterThanOrEqual(18);
    expect(Math.min(...ourSteps)).toBeGreaterThanOrEqual(band.min);
    expect(Math.max(...ourSteps)).toBeLessThanOrEqual(band.max);
  });

  it("a home game (10,000 chips, 14 players, 20-minute levels, 3.5 hours): from level 4 the guide's own levels", () => {
    const req: BlindScheduleInput = {
      startingStack: 10000,
      players: 14,
      targetDurationMinutes: 210,
      levelMinutes: 20,
      denominations: [25, 100, 500, 1000],
      ante: "none",
      anteFromLevel: 1,
      breaks: { everyLevels: 4, minutes: 10, colorUp: true },
    };
    const { ours, offLadder, ourSteps, band } = compare(req, HOME_10K, 4);
    // Guide: 300/600 400/800 600/1200 800/1600 1000/2000 at its levels 4-8; ours the same at levels 4-8.
    expect(ours.slice(3, 8).map((l) => `${l.smallBlind}/${l.bigBlind}`)).toEqual(["300/600", "400/800", "600/1200", "800/1600", "1000/2000"]);
    expect(offLadder).toEqual([]);
    expect(Math.min(...ourSteps)).toBeGreaterThanOrEqual(band.min);
    expect(Math.max(...ourSteps)).toBeLessThanOrEqual(band.max);
  });

  it("a 5-chip home game (2,000 chips, 20 players, 15-minute levels): familiar values throughout, steps 1.2x-1.5x", () => {
    const req: BlindScheduleInput = {
      startingStack: 2000,
      players: 20,
      targetDurationMinutes: 300,
      levelMinutes: 15,
      denominations: [5, 25, 100, 500, 1000, 5000, 25000],
      ante: "none",
      anteFromLevel: 1,
      breaks: { everyLevels: 5, minutes: 10, colorUp: true },
    };
    const { ours, ourSteps } = compare(req, CHIP_FORUM_5, 1);
    // The forum's structure doubles every two levels (1.5x, 1.33x); ours is slower for the 5 hours asked,
    // with the same first level (5/10 or 10/20) region and only values of the published ladders.
    expect(ours[0]!.bigBlind).toBeLessThanOrEqual(20);
    expect(ours.filter((l) => !PUBLISHED_MANTISSAS.has(mantissa(l.smallBlind)))).toEqual([]);
    expect(Math.min(...ourSteps)).toBeGreaterThanOrEqual(1.2);
    expect(Math.max(...ourSteps)).toBeLessThanOrEqual(1.5);
  });

  it("the contract example no longer jumps (was 350/700 -> 600/1200, x1.71): no step above 1.6x after level 3", () => {
    const ours = levelsOf(run(BLINDS_EXAMPLE));
    const bigBlinds = ours.map((l) => l.bigBlind);
    expect(Math.max(...stepsFrom(bigBlinds, 4))).toBeLessThanOrEqual(1.6);
    expect(ours.some((l) => l.smallBlind === 350)).toBe(false);
    // A fast request (100 big blinds to chips / 40 in 14 levels) may use 1,250/2,500, the one value here
    // outside the cited sheets (a secondary value of the engine's ladder); everything else is published.
    const off = ours.filter((l) => !PUBLISHED_MANTISSAS.has(mantissa(l.smallBlind)));
    expect(off.every((l) => mantissa(l.smallBlind) === "1.2500")).toBe(true);
    expect(off.length).toBeLessThanOrEqual(1);
  });
});

describe("blind ladders: ratio properties over random requests", () => {
  const chipSets = [
    [25, 100, 500, 1000, 5000, 25000],
    [5, 25, 100, 500],
    [1, 5, 25, 100, 500, 1000],
    [100, 500, 1000, 5000, 25000, 100000],
    [10, 50, 100, 250, 1000],
    [1],
    [7, 35],
  ];
  const request = fc
    .record({
      chips: fc.constantFrom(...chipSets),
      stackChips: fc.integer({ min: 20, max: 4000 }),
      players: fc.oneof(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 20_000 })),
      targetDurationMinutes: fc.integer({ min: 10, max: 2000 }),
      levelMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
      ante: fc.constantFrom("none", "big_blind", "traditional" as const),
      anteFromLevel: fc.integer({ min: 1, max: 12 }),
      breaks: fc.option(fc.record({ everyLevels: fc.integer({ min: 1, max: 8 }), minutes: fc.integer({ min: 1, max: 30 }), colorUp: fc.boolean() }), {
        nil: null,
      }),
    })
    .map(({ chips, stackChips, ...rest }): BlindScheduleInput => ({ ...rest, startingStack: chips[0]! * stackChips, denominations: chips }));

  it("after level 3 every step is at most 1.6x and the steps vary little; every value is a multiple of the smallest chip; the contract's final and duration rules hold", () => {
    let built = 0;
    fc.assert(
      fc.property(request, (req) => {
        let r: BlindScheduleResult;
        try {
          r = run(req);
        } catch (e) {
          // A request that no 1.6x-capped ladder can finish in time is refused on its target.
          expect(e).toBeInstanceOf(EngineError);
          expect((e as EngineError).errors.map((x) => x.path)).toEqual(["/targetDurationMinutes"]);
          return;
        }
        built++;
        const levels = levelsOf(r);
        const smallest = Math.min(...req.denominations);
        for (const l of levels) for (const v of [l.smallBlind, l.bigBlind, l.ante]) expect(v % smallest).toBe(0);
        const bigBlinds = levels.map((l) => l.bigBlind);
        const steps = stepsFrom(bigBlinds, 4);
        for (let i = 3; i < bigBlinds.length; i++) expect(5 * bigBlinds[i]!).toBeLessThanOrEqual(8 * bigBlinds[i - 1]!);
        for (let i = 1; i < bigBlinds.length; i++) expect(bigBlinds[i]!).toBeGreaterThan(bigBlinds[i - 1]!);
        // "Vary little": the largest step after level 3 is within 1.5x of the smallest (the published
        // sheets above: 1.5 / 1.2 = 1.25).
        if (steps.length > 1) expect(Math.max(...steps) / Math.min(...steps)).toBeLessThanOrEqual(1.5);
        const chips = req.startingStack * req.players;
        const planned = levels.filter((l) => l.overtime !== true);
        const final = planned[planned.length - 1]!.bigBlind;
        expect(final).toBeGreaterThanOrEqual(chips / 40);
        expect(final).toBeLessThanOrEqual(chips / 5);
        expect(Math.abs(r.estimatedDurationMinutes - req.targetDurationMinutes)).toBeLessThanOrEqual(0.25 * req.targetDurationMinutes);
      }),
      { numRuns: 300 },
    );
    expect(built).toBeGreaterThan(60);
  });
});
