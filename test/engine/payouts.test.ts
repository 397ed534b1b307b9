import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PayoutStyle, type PayoutsInput, type PayoutsResult, preparePayouts } from "../../src/engine/payouts.ts";
import { WORK_UNITS } from "../../src/engine/work.ts";
import { PayoutsBody } from "../../src/routes/calculations/payouts.ts";
import { errorOf, expectSchemaRefuses, throughSchema } from "./helpers.ts";

/** An engine input with the schema's default style. */
type PayoutsRequest = Omit<PayoutsInput, "style"> & { style?: PayoutStyle };
const input = (req: PayoutsRequest): PayoutsInput => ({ ...req, style: req.style ?? "standard" });
const run = (req: PayoutsRequest): PayoutsResult => preparePayouts(input(req))();
const amounts = (r: PayoutsResult): number[] => r.payouts.map((p) => p.amount);

/** Every invariant of CONTRACT 3.3 that holds for any valid request. */
function checkInvariants(req: PayoutsRequest, r: PayoutsResult): void {
  const unit = req.rounding?.unit ?? 1;
  const a = amounts(r);
  const residue = req.prizePool % unit;
  expect(r.placesPaid).toBe(a.length);
  expect(r.placesPaid).toBeGreaterThanOrEqual(1);
  expect(r.placesPaid).toBeLessThanOrEqual(req.entrants);
  expect(r.placesPaid).toBeLessThanOrEqual(Math.max(1, Math.floor(req.prizePool / unit)));
  expect(a.reduce((s, x) => s + x, 0)).toBe(req.prizePool);
  // Collect violations instead of one expect per place: ladders have thousands of places.
  const bad: string[] = [];
  a.forEach((x, i) => {
    if (!Number.isInteger(x) || x <= 0) bad.push(`amount ${i + 1} not a positive integer`);
    if (i > 0 && x > a[i - 1]!) bad.push(`amount ${i + 1} increases`);
    if ((i === 0 ? x - residue : x) % unit !== 0) bad.push(`amount ${i + 1} not a multiple of the unit`);
    if (r.payouts[i]!.place !== i + 1) bad.push(`place ${i + 1} mislabelled`);
  });
  const bp = r.payouts.map((p) => p.basisPoints);
  expect(bp.reduce((s, x) => s + x, 0)).toBe(10000);
  bp.forEach((x, i) => {
    if (!Number.isInteger(x)) bad.push(`basisPoints ${i + 1} not an integer`);
    if (i > 0 && x > bp[i - 1]!) bad.push(`basisPoints ${i + 1} increases`);
    // Largest remainder: within one point of the exact share.
    if (Math.abs(x - (a[i]! * 10000) / req.prizePool) >= 1) bad.push(`basisPoints ${i + 1} off by a point or more`);
  });
  // Tiers: every maximal run of equal amounts, in order, covering 1..placesPaid.
  let next = 1;
  r.tiers.forEach((t, i) => {
    if (t.fromPlace !== next) bad.push(`tier ${i} starts at ${t.fromPlace}`);
    for (let p = t.fromPlace; p <= t.toPlace; p++) if (a[p - 1] !== t.amount) bad.push(`tier ${i} place ${p} differs`);
    if (i > 0 && t.amount >= r.tiers[i - 1]!.amount) bad.push(`tier ${i} not below the previous tier`);
    next = t.toPlace + 1;
  });
  expect(bad).toEqual([]);
  expect(next).toBe(r.placesPaid + 1);
  expect(r.reconciliation).toEqual({
    prizePool: req.prizePool,
    allocated: req.prizePool,
    unit,
    unroundedTotal: req.prizePool,
    roundingResidue: residue,
    residueAssignedTo: residue > 0 ? [1] : [],
    method: "largest_remainder",
  });
  expect(r.object).toBe("tournament_payouts");
  expect(r.method).toBe("exact");
}

describe("payouts: against published structures", () => {
  it("100 entrants, 15% paid: first prize near published online tables", () => {
    // fabulouspoker.com "Prize Structures", column 84-117 entries (18 paid): 1st 25.00%, 2nd 15.50%,
    // 3rd 11.00%, 10-12 paid equally. The reference band for 15 paid is 25-30%.
    // Tolerance: first share within [25%, 30%] and within 3 points of the published 25%;
    // 2nd within 2 points of 15.5%; 10-12 equal.
    const r = run({ entrants: 100, prizePool: 100_000, buyIn: 1000 });
    checkInvariants({ entrants: 100, prizePool: 100_000, buyIn: 1000 }, r);
    expect(r.placesPaid).toBe(15);
    const first = r.payouts[0]!.amount / 100_000;
    expect(first).toBeGreaterThanOrEqual(0.25);
    expect(first).toBeLessThanOrEqual(0.3);
    expect(Math.abs(r.payouts[1]!.amount / 100_000 - 0.155)).toBeLessThanOrEqual(0.02);
    expect(r.payouts[9]!.amount).toBe(r.payouts[11]!.amount);
    expect(r.payouts[12]!.amount).toBe(r.payouts[14]!.amount);
  });

  it("2023 WSOP Main Event shape: 10,043 entrants, $93,399,900 pool, $10,000 buy-in", () => {
    // Published (WSOP press release, Las Vegas Review-Journal 2023-07-08): 1,507 paid, 1st $12,100,000
    // (12.96%), 2nd $6,500,000 (6.96%), min cash $15,000 (1.5x buy-in), final table paid individually.
    // Tolerance: places paid within 1%, first share within 12-15% (major-series band) and 1.5 points
    // of 12.96%, 2nd within 1.5 points, min cash 1.5-2x buy-in, 10-12 paid equally.
    const req: PayoutsRequest = { entrants: 10043, prizePool: 93_399_900, buyIn: 10_000, rounding: { unit: 100 } };
    const r = run(req);
    checkInvariants(req, r);
    expect(Math.abs(r.placesPaid - 1507) / 1507).toBeLessThanOrEqual(0.01);
    const first = r.payouts[0]!.amount / req.prizePool;
    expect(first).toBeGreaterThanOrEqual(0.12);
    expect(first).toBeLessThanOrEqual(0.15);
    expect(Math.abs(first - 12_100_000 / 93_399_900)).toBeLessThanOrEqual(0.015);
    expect(Math.abs(r.payouts[1]!.amount / req.prizePool - 6_500_000 / 93_399_900)).toBeLessThanOrEqual(0.015);
    const minCash = r.payouts[r.placesPaid - 1]!.amount;
    expect(minCash).toBeGreaterThanOrEqual(15_000);
    expect(minCash).toBeLessThanOrEqual(20_000);
    expect(new Set(r.payouts.slice(0, 9).map((p) => p.amount)).size).toBe(9);
    expect(r.payouts[9]!.amount).toBe(r.payouts[11]!.amount);
  });

  it("6,000 entrants: first 12-15%, min cash 1.5-2x buy-in (major-series band)", () => {
    const req: PayoutsRequest = { entrants: 6000, prizePool: 6_000_000, buyIn: 1000, rounding: { unit: 5 } };
    const r = run(req);
    checkInvariants(req, r);
    expect(r.placesPaid).toBe(900);
    const first = r.payouts[0]!.amount / req.prizePool;
    expect(first).toBeGreaterThanOrEqual(0.12);
    expect(first).toBeLessThanOrEqual(0.15);
    const minCash = r.payouts[899]!.amount;
    expect(minCash).toBeGreaterThanOrEqual(1500);
    expect(minCash).toBeLessThanOrEqual(2000);
  });
});

describe("payouts: hand-computed cases", () => {
  it("winner take all pays the pool to first", () => {
    const r = run({ entrants: 50, prizePool: 12345, style: "winner_take_all", rounding: { unit: 100 } });
    expect(amounts(r)).toEqual([12345]);
    expect(r.payouts[0]!.basisPoints).toBe(10000);
    expect(r.reconciliation.roundingResidue).toBe(45);
    expect(r.reconciliation.residueAssignedTo).toEqual([1]);
  });

  it("default places by style: 10% / 15% / 20%, at least 2 above 3 entrants", () => {
    expect(run({ entrants: 180, prizePool: 1_800_000, style: "top_heavy" }).placesPaid).toBe(18);
    expect(run({ entrants: 180, prizePool: 1_800_000 }).placesPaid).toBe(27);
    expect(run({ entrants: 180, prizePool: 1_800_000, style: "flat" }).placesPaid).toBe(36);
    expect(run({ entrants: 4, prizePool: 400 }).placesPaid).toBe(2);
    expect(run({ entrants: 3, prizePool: 300 }).placesPaid).toBe(1);
  });

  it("tiers for 27 paid: 1-9 alone, then 10-12, 13-15, 16-18, 19-27", () => {
    const r = run({ entrants: 180, prizePool: 1_800_000, buyIn: 10_000, rounding: { unit: 100 } });
    expect(r.tiers.map((t) => [t.fromPlace, t.toPlace])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
      [7, 7],
      [8, 8],
      [9, 9],
      [10, 12],
      [13, 15],
      [16, 18],
      [19, 27],
    ]);
    expect(r.payouts[26]!.amount).toBeGreaterThanOrEqual(10_000);
  });

  it("residue of a pool that is not a multiple of the unit goes to first", () => {
    const r = run({ entrants: 5, prizePool: 101, rounding: { unit: 10 } });
    // 2 places; 100 in tens split, 1 left over for first.
    expect(r.placesPaid).toBe(2);
    expect(amounts(r).reduce((s, x) => s + x, 0)).toBe(101);
    expect(r.payouts[0]!.amount % 10).toBe(1);
    expect(r.payouts[1]!.amount % 10).toBe(0);
  });

  it("places paid shrink until every place gets one unit", () => {
    const r = run({ entrants: 100_000, prizePool: 7, style: "flat" });
    expect(amounts(r)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(r.tiers).toEqual([{ fromPlace: 1, toPlace: 7, amount: 1 }]);
    expect(r.payouts.map((p) => p.basisPoints)).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428]);
    expect(run({ entrants: 10, prizePool: 300, placesPaid: 5, rounding: { unit: 100 } }).placesPaid).toBe(3);
  });

  it("min cash at least the buy-in: places shrink with default places, not with explicit ones", () => {
    // 60 entrants, heavy overlay/rake: pool 9,000 at buy-in 1,000. 9 default places would need the whole
    // pool in min cashes, leaving first no bigger than ninth: fewer places must be paid.
    const req: PayoutsRequest = { entrants: 60, prizePool: 9000, buyIn: 1000 };
    const r = run(req);
    checkInvariants(req, r);
    expect(r.placesPaid).toBeLessThan(9);
    expect(r.payouts[r.placesPaid - 1]!.amount).toBeGreaterThanOrEqual(1000);
    const explicit = run({ ...req, placesPaid: 12 });
    expect(explicit.placesPaid).toBe(12);
  });
});

describe("payouts: validation", () => {
  it("semantic errors carry paths and codes", () => {
    expect(errorOf(() => run({ entrants: 10, prizePool: 100, placesPaid: 11 })).errors).toEqual([
      { path: "/placesPaid", code: "too_large", message: "placesPaid 11 is more than the 10 entrants" },
    ]);
    expect(errorOf(() => run({ entrants: 10, prizePool: 100, placesPaid: 2, style: "winner_take_all" })).errors).toEqual([
      { path: "/placesPaid", code: "invalid_value", message: "winner_take_all pays exactly one place" },
    ]);
  });

  it("the route's schema refuses shapes and bounds", () => {
    expectSchemaRefuses(PayoutsBody, { entrants: 1, prizePool: 100 }, "/entrants", "too_small");
    expectSchemaRefuses(PayoutsBody, { entrants: 10, prizePool: 0 }, "/prizePool", "too_small");
    expectSchemaRefuses(PayoutsBody, { entrants: 10, prizePool: 10, rounding: { unit: 0 } }, "/rounding/unit", "too_small");
    expectSchemaRefuses(PayoutsBody, { entrants: 10, prizePool: 10, style: "steep" }, "/style", "invalid_value");
    expectSchemaRefuses(PayoutsBody, { entrants: 10.5, prizePool: 10 }, "/entrants", "not_integer");
  });

  it("malformed input of any shape is refused by the schema or answered by the engine, never another exception", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            entrants: fc.oneof(fc.integer({ min: -3, max: 200 }), fc.anything()),
            prizePool: fc.oneof(fc.integer({ min: -3, max: 1e6 }), fc.double(), fc.anything()),
            buyIn: fc.oneof(fc.integer({ min: -3, max: 1e5 }), fc.anything()),
            style: fc.oneof(fc.constantFrom("winner_take_all", "top_heavy", "standard", "flat", "x"), fc.anything()),
            placesPaid: fc.oneof(fc.integer({ min: -3, max: 300 }), fc.constant(null), fc.anything()),
            rounding: fc.oneof(fc.record({ unit: fc.oneof(fc.integer({ min: -2, max: 1000 }), fc.anything()) }, { requiredKeys: [] }), fc.anything()),
          },
          { requiredKeys: [] },
        ),
        (req) => throughSchema(PayoutsBody, req, (body) => checkInvariants(body, preparePayouts(body)())),
      ),
      { numRuns: 300 },
    );
  });
});

describe("payouts: properties", () => {
  const request = fc.record(
    {
      entrants: fc.oneof(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 2, max: 20_000 })),
      prizePool: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 2e9 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
      buyIn: fc.integer({ min: 1, max: 1e6 }),
      style: fc.constantFrom("winner_take_all", "top_heavy", "standard", "flat" as const),
      rounding: fc.record({ unit: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 1000 })) }),
    },
    { requiredKeys: ["entrants", "prizePool"] },
  );

  it("every invariant holds for arbitrary valid requests", () => {
    fc.assert(
      fc.property(request, fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined }), (base, places) => {
        const req: PayoutsRequest = { ...base };
        if (places !== undefined && places <= req.entrants && req.style !== "winner_take_all") req.placesPaid = places;
        const r = run(req);
        checkInvariants(req, r);
        const units = Math.floor(req.prizePool / (req.rounding?.unit ?? 1));
        if (req.placesPaid != null) expect(r.placesPaid).toBe(Math.min(req.placesPaid, Math.max(1, units)));
        if (req.style === "winner_take_all") expect(r.placesPaid).toBe(1);
        if (req.placesPaid === undefined && req.buyIn !== undefined && r.payouts[r.placesPaid - 1]!.amount < req.buyIn) {
          // Only when the pool cannot pay one buy-in to anyone.
          expect(r.placesPaid).toBe(1);
          expect(req.prizePool).toBeLessThan(req.buyIn);
        }
        if (r.placesPaid >= 12 && req.placesPaid === undefined) expect(r.payouts[9]!.amount).toBe(r.payouts[11]!.amount);
      }),
      { numRuns: 250 },
    );
  });

  it("first-place share shrinks as places paid grow (standard, same pool)", () => {
    let previous = 1;
    for (const entrants of [20, 60, 100, 300, 1000, 3000, 10000, 50000]) {
      const r = run({ entrants, prizePool: entrants * 1000, buyIn: 1000 });
      const share = r.payouts[0]!.amount / (entrants * 1000);
      expect(share).toBeLessThan(previous);
      previous = share;
    }
  });

  it("is deterministic", () => {
    const req: PayoutsRequest = { entrants: 4321, prizePool: 9_876_543, buyIn: 2000, style: "top_heavy", rounding: { unit: 25 } };
    expect(JSON.stringify(run(req))).toBe(JSON.stringify(run(req)));
  });
});

describe("shrinking places paid to reach the buy-in", () => {
  // Reference: try every places-paid count with an explicit placesPaid and keep the largest whose
  // smallest prize reaches the buy-in.
  function largestQualifying(
    req: { entrants: number; prizePool: number; buyIn: number; style: "top_heavy" | "standard" | "flat"; unit: number },
    upTo: number,
  ): number {
    let best = 1;
    for (let k = 1; k <= upTo; k++) {
      const ladder = preparePayouts({
        entrants: req.entrants,
        prizePool: req.prizePool,
        buyIn: req.buyIn,
        style: req.style,
        placesPaid: k,
        rounding: { unit: req.unit },
      })();
      if (ladder.payouts.at(-1)!.amount >= req.buyIn) best = k;
    }
    return best;
  }

  it("a known bump: 271 flat entrants pay 48 places, not the 45 a plain binary search finds", () => {
    const result = preparePayouts({ entrants: 271, prizePool: 56641, buyIn: 509, style: "flat", rounding: { unit: 100 } })();
    expect(result.placesPaid).toBe(largestQualifying({ entrants: 271, prizePool: 56641, buyIn: 509, style: "flat", unit: 100 }, 54));
    expect(result.placesPaid).toBe(48);
  });

  it("is exact over a grid of fields, pools, buy-ins and units: the largest count whose last prize reaches the buy-in", () => {
    // Brute force for every request of the grid: every count from 1 to the default, each through the
    // public call with an explicit placesPaid. Fields from 4 to 2,000; pools from 5% to 130% of
    // entrants x buy-in (the smaller the pool, the further the count must shrink).
    let shrunk = 0;
    let far = 0;
    for (const entrants of [4, 9, 10, 13, 27, 50, 99, 180, 271, 500, 2000])
      for (const style of ["top_heavy", "standard", "flat"] as const)
        for (const unit of [1, 25, 100])
          for (const buyIn of [100, 509, 1000])
            for (const fill of [0.05, 0.3, 0.6, 1, 1.3]) {
              if (entrants === 2000 && (unit !== 25 || buyIn !== 509)) continue; // the largest field: one unit and buy-in
              const prizePool = Math.round(entrants * buyIn * fill);
              const defaults = preparePayouts({ entrants, prizePool, style, rounding: { unit } })().placesPaid;
              const expected = largestQualifying({ entrants, prizePool, buyIn, style, unit }, defaults);
              const result = preparePayouts({ entrants, prizePool, buyIn, style, rounding: { unit } })();
              expect({ entrants, prizePool, buyIn, style, unit, placesPaid: result.placesPaid }).toEqual({
                entrants,
                prizePool,
                buyIn,
                style,
                unit,
                placesPaid: expected,
              });
              if (expected < defaults) shrunk++;
              if (expected < defaults / 4) far++;
            }
    // The grid exercises the search, including shrinks far below the default.
    expect(shrunk).toBeGreaterThan(150);
    expect(far).toBeGreaterThan(30);
  });

  it("pays the largest qualifying count below the default", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 300 }),
        fc.integer({ min: 50, max: 2000 }),
        fc.constantFrom("top_heavy" as const, "standard" as const, "flat" as const),
        fc.constantFrom(1, 5, 25, 100),
        fc.double({ min: 0.3, max: 1.2, noNaN: true }),
        (entrants, buyIn, style, unit, fill) => {
          const prizePool = Math.round(entrants * buyIn * fill);
          const result = preparePayouts({ entrants, prizePool, buyIn, style, rounding: { unit } })();
          const defaults = preparePayouts({ entrants, prizePool, style, rounding: { unit } })().placesPaid;
          if (result.placesPaid === defaults) return; // no shrink was needed
          expect(result.placesPaid).toBe(largestQualifying({ entrants, prizePool, buyIn, style, unit }, defaults - 1));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("payouts: work budget (issue 18 part 4)", () => {
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

  it("the largest field: 100,000 places answered in full without a budget (completed tournaments), and the budget's edge is the count its 422 names", () => {
    for (const style of ["top_heavy", "standard", "flat"] as const) {
      const body = { entrants: 100_000, prizePool: 100_000_000_000, style, placesPaid: 100_000, rounding: { unit: 7 } };
      const result = preparePayouts(input(body))();
      expect(result.payouts).toHaveLength(100_000);
      // 100,000,000,000 = 14,285,714,285 x 7 + 5: the residue 5 goes to first place.
      expect(sum(result.payouts.map((p) => p.amount))).toBe(100_000_000_000);
      expect(result.payouts.slice(1).every((p) => p.amount % 7 === 0)).toBe(true);
      expect(result.payouts[0]!.amount % 7).toBe(5);
      expect(sum(result.payouts.map((p) => p.basisPoints))).toBe(10_000);
      // Through the API's budget the same request is refused, naming the most places that fit; that many are answered.
      const refused = errorOf(() => preparePayouts(input(body), WORK_UNITS.max));
      expect(refused.code).toBe("compute_budget_exceeded");
      const most = Number(/at most (\d+) fit/.exec(refused.message)![1]);
      expect(most).toBeGreaterThan(50_000);
      const edge = preparePayouts(input({ ...body, placesPaid: most }), WORK_UNITS.max);
      expect(edge.workUnits).toBeLessThanOrEqual(WORK_UNITS.max);
      expect(edge().payouts).toHaveLength(most);
      expect(() => preparePayouts(input({ ...body, placesPaid: most + 1 }), WORK_UNITS.max)).toThrow(/at most/);
    }
  });

  it("prices grow with the places paid and with the ladders the min-cash search builds", () => {
    const price = (req: PayoutsRequest): number => preparePayouts(input(req)).workUnits;
    const pool = 100_000_000_000;
    expect(price({ entrants: 100_000, prizePool: pool, placesPaid: 1000 })).toBeLessThan(
      price({ entrants: 100_000, prizePool: pool, placesPaid: 10_000 }),
    );
    expect(price({ entrants: 100_000, prizePool: pool, placesPaid: 10_000 })).toBeLessThan(
      price({ entrants: 100_000, prizePool: pool, placesPaid: 100_000 }),
    );
    // A buy-in the default 20,000 flat places cannot pay makes the search build more ladders than the
    // one it answers with (the default ladder first): it costs more than that ladder asked for directly.
    const searched = preparePayouts(
      input({ entrants: 100_000, prizePool: pool, buyIn: 3_000_000, style: "flat", rounding: { unit: 7 } }),
      WORK_UNITS.max,
    );
    const places = searched().placesPaid;
    expect(places).toBeLessThan(20_000);
    expect(searched.workUnits).toBeGreaterThan(
      price({ entrants: 100_000, prizePool: pool, placesPaid: places, style: "flat", rounding: { unit: 7 } }),
    );
  });

  it("a min-cash search that would build a ladder for thousands of counts is refused (it ran for about a minute)", () => {
    // Units of 25 and a buy-in of 28: a place pays the buy-in from 2 units, and for every count from the
    // default 20,000 flat places down to about 9,500 the last tier sits between 1 and 2 units, so the
    // bound cannot rule a count out and each needs its ladder (10,461 ladders, 58 s, before the budget).
    const started = Date.now();
    const error = errorOf(() =>
      preparePayouts(input({ entrants: 100_000, prizePool: 1_362_835, buyIn: 28, style: "flat", rounding: { unit: 25 } }), WORK_UNITS.max),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error.code).toBe("compute_budget_exceeded");
    expect(error.errors.map((e) => [e.path, e.code])).toEqual([["/buyIn", "compute_budget_exceeded"]]);
    // The same field with its places given is answered: 9,539 places of at least 2 units (50 >= 28).
    const given = preparePayouts(
      input({ entrants: 100_000, prizePool: 1_362_835, placesPaid: 9539, style: "flat", rounding: { unit: 25 } }),
      WORK_UNITS.max,
    )();
    expect(given.payouts.at(-1)!.amount).toBeGreaterThanOrEqual(28);
    expect(sum(given.payouts.map((p) => p.amount))).toBe(1_362_835);
  });

  it("without a budget (a completed tournament's prizes) the same kind of search is answered, at its price, for a field of 10,000 or less", () => {
    // Units of 100 against a buy-in of 160 (2 units pay it): over the budget for the route, answered here.
    const req = { entrants: 7503, prizePool: 192_736, buyIn: 160, style: "standard" as const, rounding: { unit: 100 } };
    expect(errorOf(() => preparePayouts(input(req), WORK_UNITS.max)).code).toBe("compute_budget_exceeded");
    const run = preparePayouts(input(req));
    expect(run.workUnits).toBeGreaterThan(WORK_UNITS.max);
    const result = run();
    expect(result.payouts.at(-1)!.amount).toBeGreaterThanOrEqual(160);
    expect(sum(result.payouts.map((p) => p.amount))).toBe(192_736);
  });
});
