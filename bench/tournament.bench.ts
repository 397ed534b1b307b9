/**
 * Tournament engines: payout ladders, blind schedules and chip plans, each timed end to end (prepare
 * and run). Baselines measured in the same run:
 * - payouts: the naive way to fit the decay exponent, bisection (60 steps) with Math.pow per place,
 *   for the same places paid; the engine uses Newton on a log-sum-exp over precomputed logarithms.
 * - chips: exhaustive enumeration of every count vector for the same request.
 * Blind schedules have no meaningful naive counterpart (the cost is the plan search), so no baseline.
 */

import { type BlindScheduleInput, prepareBlindSchedule } from "../src/engine/blinds.ts";
import { type ChipPlanInput, prepareChipPlan } from "../src/engine/chips.ts";
import { type PayoutsInput, preparePayouts } from "../src/engine/payouts.ts";
import { BLINDS_EXAMPLE } from "../test/fixtures/requests.ts";
import { measure, record } from "./harness.ts";

function naiveExponent(places: number, firstShare: number): number {
  let lo = 0;
  let hi = 20;
  for (let step = 0; step < 60; step++) {
    const alpha = (lo + hi) / 2;
    let sum = 0;
    for (let i = 1; i <= places; i++) sum += ((i + 0.5) / 1.5) ** -alpha;
    if (1 / sum < firstShare) lo = alpha;
    else hi = alpha;
  }
  return lo;
}

const payoutCases: Array<[string, PayoutsInput]> = [
  ["180 entrants standard", { entrants: 180, prizePool: 1_800_000, buyIn: 10_000, style: "standard", rounding: { unit: 100 } }],
  ["10,000 entrants standard", { entrants: 10_000, prizePool: 100_000_000, buyIn: 10_000, style: "standard", rounding: { unit: 100 } }],
  ["100,000 entrants flat", { entrants: 100_000, prizePool: 500_000_000, buyIn: 5000, style: "flat" }],
];
for (const [name, req] of payoutCases) {
  const result = preparePayouts(req)();
  const timed = measure(() => preparePayouts(req)(), 500);
  const baseline = measure(() => naiveExponent(result.placesPaid, result.payouts[0]!.amount / req.prizePool), 300);
  record({
    suite: "payouts",
    name,
    ...timed,
    target: name.startsWith("10,000") ? "< 5 ms" : undefined,
    baseline: "bisection exponent fit alone",
    ratio: baseline.medianMs / timed.medianMs,
    note: `${result.placesPaid} places, ${result.tiers.length} tiers`,
  });
}

const blindCases: Array<[string, BlindScheduleInput]> = [
  ["contract example (60 players, 5 h)", BLINDS_EXAMPLE],
  [
    "6,000 players, 3 days of 60 min",
    {
      startingStack: 60000,
      players: 6000,
      targetDurationMinutes: 4320,
      levelMinutes: 60,
      denominations: [100, 500, 1000, 5000, 25000, 100000],
      ante: "big_blind",
      anteFromLevel: 1,
      breaks: { everyLevels: 2, minutes: 20, colorUp: true },
    },
  ],
];
for (const [name, req] of blindCases) {
  const result = prepareBlindSchedule(req)();
  const timed = measure(() => prepareBlindSchedule(req)(), 500);
  record({ suite: "blinds", name, ...timed, note: `${result.summary.levels} levels, ${result.levels.length} items` });
}

function bruteForceChips(req: ChipPlanInput): number {
  const values = req.denominations.map((d) => d.value).sort((a, b) => a - b);
  let plans = 0;
  const visit = (k: number, left: number): void => {
    if (k === values.length) {
      if (left === 0) plans++;
      return;
    }
    for (let c = 0; c * values[k]! <= left; c++) visit(k + 1, left - c * values[k]!);
  };
  visit(0, req.startingStack);
  return plans;
}

const chipCases: Array<[string, ChipPlanInput, boolean]> = [
  ["home game 1,500 in 5/25/100", { players: 9, startingStack: 1500, denominations: [{ value: 5 }, { value: 25 }, { value: 100 }] }, true],
  [
    "contract example 10,000 with inventory",
    {
      players: 9,
      startingStack: 10000,
      denominations: [
        { value: 25, available: 150 },
        { value: 100, available: 150 },
        { value: 500, available: 100 },
        { value: 1000, available: 100 },
      ],
      bigBlind: 50,
    },
    true,
  ],
  [
    "50,000 in 6 denominations",
    { players: 200, startingStack: 50000, denominations: [25, 100, 500, 1000, 5000, 25000].map((value) => ({ value })) },
    false,
  ],
];
for (const [name, req, withBaseline] of chipCases) {
  const timed = measure(() => prepareChipPlan(req)(), 500);
  if (withBaseline) {
    const baseline = measure(() => bruteForceChips(req), 300);
    record({ suite: "chips", name, ...timed, baseline: "enumerate every count vector", ratio: baseline.medianMs / timed.medianMs });
  } else {
    record({ suite: "chips", name, ...timed });
  }
}
