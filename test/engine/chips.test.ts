import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChipPlanInput, prepareChipPlan } from "../../src/engine/chips.ts";
import { ChipPlanBody } from "../../src/routes/calculations/chips.ts";
import { errorOf, expectEngineError, expectSchemaRefuses, throughSchema } from "./helpers.ts";

type Denom = { value: number; available?: number; color?: string };

/**
 * Independent brute force over every count vector: the rules of CONTRACT 3.5 ranked as
 * (fewer than 8 smallest chips, small change short of 8 small blinds, total chips), ties to more
 * chips of the smaller denominations.
 */
function bruteForce(players: number, stack: number, denoms: Denom[], bigBlind?: number, useInventory = true): number[] | null {
  const d = [...denoms].sort((a, b) => a.value - b.value);
  const smallest = d[0]!.value;
  const bb = bigBlind ?? 2 * smallest;
  const ceiling = Math.max(smallest, bb / 2);
  const target = Math.min(Math.max(8 * smallest, 4 * bb), stack);
  let best: { score: number[]; counts: number[] } | null = null;
  const counts = new Array<number>(d.length).fill(0);
  const visit = (k: number, left: number): void => {
    if (k === d.length) {
      if (left !== 0) return;
      const small = counts.reduce((s, c, i) => s + (d[i]!.value <= ceiling ? c * d[i]!.value : 0), 0);
      const total = counts.reduce((s, c) => s + c, 0);
      // Negated counts make "more of the smaller chips" rank lower (better) in one lexicographic compare.
      const score = [Math.max(0, 8 - counts[0]!), Math.max(0, target - small), total, ...counts.map((c) => -c)];
      if (best === null || lexLess(score, best.score)) best = { score, counts: [...counts] };
      return;
    }
    const den = d[k]!;
    let max = Math.floor(left / den.value);
    if (useInventory && den.available !== undefined) max = Math.min(max, Math.floor(den.available / players));
    for (let c = 0; c <= max; c++) {
      counts[k] = c;
      visit(k + 1, left - c * den.value);
    }
    counts[k] = 0;
  };
  visit(0, stack);
  return best === null ? null : (best as { counts: number[] }).counts;
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

function countsOf(res: ReturnType<ReturnType<typeof prepareChipPlan>>, denoms: Denom[]): number[] {
  return [...denoms].sort((a, b) => a.value - b.value).map((d) => res.perPlayer.find((row) => row.value === d.value)?.count ?? 0);
}

describe("chip plan: hand-computed examples", () => {
  it("contract example: 8 x 25, then the fewest chips for the other 9800", () => {
    const res = prepareChipPlan({
      players: 9,
      startingStack: 10000,
      denominations: [
        { value: 25, available: 150, color: "green" },
        { value: 100, available: 150 },
        { value: 500, available: 100 },
        { value: 1000, available: 100 },
      ],
      bigBlind: 50,
    })();
    // 8 x 25 = 200; 9800 = 9 x 1000 + 1 x 500 + 3 x 100 is the fewest chips (13) for 9800.
    expect(res.perPlayer).toEqual([
      { value: 25, count: 8, color: "green" },
      { value: 100, count: 3 },
      { value: 500, count: 1 },
      { value: 1000, count: 9 },
    ]);
    expect(res.chipsPerPlayer).toBe(21);
    expect(res.feasible).toBe(true);
    expect(res.totals[0]).toEqual({ value: 25, needed: 72, available: 150, spare: 78 });
    expect(res.totals[3]).toEqual({ value: 1000, needed: 81, available: 100, spare: 19 });
    expect(res.shortfall).toEqual([]);
    expect(res.reason).toBeNull();
    expect(res.object).toBe("chip_distribution");
    expect(res.method).toBe("exact");
  });

  it("inventory forces a different exact plan when the ideal one does not fit", () => {
    // Only 5 x 1000 per player (45 / 9): the other 4000 must come from 500s.
    const res = prepareChipPlan({
      players: 9,
      startingStack: 10000,
      denominations: [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000, available: 45 }],
    })();
    expect(countsOf(res, [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000 }])).toEqual([8, 3, 9, 5]);
    expect(res.feasible).toBe(true);
  });

  it("infeasible inventory: best plan ignoring it, shortfall and reason", () => {
    const res = prepareChipPlan({
      players: 10,
      startingStack: 1000,
      denominations: [
        { value: 25, available: 50 },
        { value: 100, available: 50 },
      ],
    })();
    // Inventory value 6250 < 10 x 1000. Ideal: 8 x 25 + 8 x 100.
    expect(res.feasible).toBe(false);
    expect(res.perPlayer).toEqual([
      { value: 25, count: 8 },
      { value: 100, count: 8 },
    ]);
    expect(res.shortfall).toEqual([
      { value: 25, needed: 80, available: 50, missing: 30 },
      { value: 100, needed: 80, available: 50, missing: 30 },
    ]);
    expect(res.reason).toMatch(/6250/);
  });

  it("a bigger big blind asks for 8 small blinds of small change", () => {
    // BB 200 -> SB 100: chips <= 100 must total at least 800. The rest comes from 500s and 1000s, so the
    // small change must be a multiple of 500: 1000 = 8 x 25 + 8 x 100 (16 chips), then 4000 = 4 x 1000.
    const res = prepareChipPlan({
      players: 2,
      startingStack: 5000,
      denominations: [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000 }],
      bigBlind: 200,
    })();
    expect(countsOf(res, [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000 }])).toEqual([8, 8, 0, 4]);
  });

  it("stack too small for 8 smallest chips uses as many as it can", () => {
    const res = prepareChipPlan({ players: 2, startingStack: 100, denominations: [{ value: 25 }, { value: 100 }] })();
    expect(res.perPlayer).toEqual([{ value: 25, count: 4 }]);
  });

  it("a large chip counts like any other: [25, 100, 5000] make 10,000 with 57 chips, not 106", () => {
    // By hand: 8 x 25 = 200 is the required small change (8 smallest chips = 4 big blinds of 50); the
    // other 9800 is 1 x 5000 + 48 x 100 (49 chips) rather than 98 x 100: 8 + 49 = 57.
    const res = prepareChipPlan({ players: 9, startingStack: 10000, denominations: [{ value: 25 }, { value: 100 }, { value: 5000 }] })();
    expect(res.perPlayer).toEqual([
      { value: 25, count: 8 },
      { value: 100, count: 48 },
      { value: 5000, count: 1 },
    ]);
    expect(res.chipsPerPlayer).toBe(57);
  });

  it("1000 from [25, 500]: 8 x 25 + 1 x 500 + 12 x 25 = 20 x 25 + 1 x 500 (21 chips) beats 40 x 25", () => {
    const res = prepareChipPlan({ players: 1, startingStack: 1000, denominations: [{ value: 25 }, { value: 500 }] })();
    expect(res.perPlayer).toEqual([
      { value: 25, count: 20 },
      { value: 500, count: 1 },
    ]);
  });
});

describe("chip plan: validation", () => {
  const refusal = (req: ChipPlanInput) => errorOf(() => prepareChipPlan(req)).errors.map(({ path, code }) => ({ path, code }));
  it("a stack the denominations cannot express exactly", () => {
    expect(refusal({ players: 2, startingStack: 7, denominations: [{ value: 3 }, { value: 5 }] })).toEqual([
      { path: "/startingStack", code: "invalid_value" },
    ]);
    expect(refusal({ players: 2, startingStack: 1010, denominations: [{ value: 25 }, { value: 100 }] })).toEqual([
      { path: "/startingStack", code: "invalid_value" },
    ]);
  });
  it("duplicate denominations", () => {
    expect(refusal({ players: 2, startingStack: 1000, denominations: [{ value: 25 }, { value: 100 }, { value: 25 }] })).toEqual([
      { path: "/denominations/2/value", code: "duplicate" },
    ]);
  });
  it("a big blind the smallest chip cannot post", () => {
    expect(refusal({ players: 2, startingStack: 1000, denominations: [{ value: 25 }], bigBlind: 60 })).toEqual([
      { path: "/bigBlind", code: "invalid_value" },
    ]);
  });
  it("too large a search", () => {
    const error = errorOf(() => prepareChipPlan({ players: 2, startingStack: 10_000_000, denominations: [{ value: 1 }] }));
    expect(error.code).toBe("compute_budget_exceeded");
    expect(error.errors).toEqual([expect.objectContaining({ path: "/startingStack", code: "compute_budget_exceeded" })]);
  });
  it("the route's schema refuses shapes and bounds", () => {
    expectSchemaRefuses(ChipPlanBody, { players: 0, startingStack: 1000, denominations: [{ value: 25 }] }, "/players", "too_small");
    expectSchemaRefuses(ChipPlanBody, { players: 2, startingStack: 10.5, denominations: [{ value: 25 }] }, "/startingStack", "not_integer");
    expectSchemaRefuses(ChipPlanBody, { players: 2, startingStack: 1000, denominations: [] }, "/denominations", "too_small");
    expectSchemaRefuses(
      ChipPlanBody,
      { players: 2, startingStack: 1000, denominations: [{ value: 25, available: -1 }] },
      "/denominations/0/available",
      "too_small",
    );
    expectSchemaRefuses(
      ChipPlanBody,
      { players: 2, startingStack: 1000, denominations: [{ value: 25, color: "" }] },
      "/denominations/0/color",
      "too_small",
    );
    expectSchemaRefuses(ChipPlanBody, { players: 2, startingStack: 1000, denominations: [{ value: 25 }], bigBlind: 0 }, "/bigBlind", "too_small");
  });
  it("malformed input of any shape is refused by the schema or answered by the engine, never another exception", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            players: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.anything()),
            startingStack: fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.double(), fc.anything()),
            denominations: fc.oneof(
              fc.array(
                fc.record({
                  value: fc.oneof(fc.integer({ min: -2, max: 600 }), fc.anything()),
                  available: fc.option(fc.integer({ min: -3, max: 50 }), { nil: undefined }),
                }),
                { maxLength: 14 },
              ),
              fc.anything(),
            ),
            bigBlind: fc.option(fc.oneof(fc.integer({ min: -5, max: 500 }), fc.anything()), { nil: undefined }),
          },
          { requiredKeys: [] },
        ),
        (req) => throughSchema(ChipPlanBody, req, (body) => expect(prepareChipPlan(body)().object).toBe("chip_distribution")),
      ),
      { numRuns: 400 },
    );
  });
});

describe("chip plan: properties", () => {
  const smallCase = fc
    .record({
      players: fc.integer({ min: 1, max: 12 }),
      values: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 }),
      stackMultiplier: fc.integer({ min: 1, max: 40 }),
      availability: fc.array(fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }), { minLength: 4, maxLength: 4 }),
      bbFactor: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    })
    .map(({ players, values, stackMultiplier, availability, bbFactor }) => {
      const denominations: Denom[] = values.map((value, i) => (availability[i] === undefined ? { value } : { value, available: availability[i] }));
      const smallest = Math.min(...values);
      return {
        players,
        startingStack: smallest * stackMultiplier + (stackMultiplier % 3 === 0 ? Math.max(...values) : 0),
        denominations,
        ...(bbFactor === undefined ? {} : { bigBlind: smallest * bbFactor }),
      } satisfies ChipPlanInput;
    });

  it("matches an exhaustive search and keeps every invariant", () => {
    fc.assert(
      fc.property(smallCase, (req) => {
        const ideal = bruteForce(req.players, req.startingStack, req.denominations, req.bigBlind, false);
        if (ideal === null) {
          expectEngineError(() => prepareChipPlan(req), "/startingStack");
          return;
        }
        const res = prepareChipPlan(req)();
        const fitting = bruteForce(req.players, req.startingStack, req.denominations, req.bigBlind, true);
        expect(res.feasible).toBe(fitting !== null);
        expect(countsOf(res, req.denominations)).toEqual(fitting ?? ideal);
        const sum = res.perPlayer.reduce((s, r) => s + r.value * r.count, 0);
        expect(sum).toBe(req.startingStack);
        expect(res.chipsPerPlayer).toBe(res.perPlayer.reduce((s, r) => s + r.count, 0));
        for (const t of res.totals) {
          expect(t.needed).toBe(res.perPlayer.find((r) => r.value === t.value)!.count * req.players);
          if (res.feasible && t.available !== null) expect(t.needed).toBeLessThanOrEqual(t.available);
        }
        if (res.feasible) expect(res.shortfall).toEqual([]);
        else {
          expect(res.shortfall.length).toBeGreaterThan(0);
          for (const s of res.shortfall) expect(s.missing).toBe(s.needed - s.available);
          expect(typeof res.reason).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic: same request, same JSON", () => {
    fc.assert(
      fc.property(smallCase, (req) => {
        let a: string;
        try {
          a = JSON.stringify(prepareChipPlan(req)());
        } catch {
          return;
        }
        expect(JSON.stringify(prepareChipPlan(req)())).toBe(a);
      }),
      { numRuns: 50 },
    );
  });

  it("typical tournament stacks always hold 8 of the smallest chip", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1000, 1500, 2000, 3000, 5000, 10000, 15000, 20000, 25000, 30000, 50000),
        fc.subarray([25, 100, 500, 1000, 5000, 25000], { minLength: 2 }),
        (stack, picked) => {
          const values = [25, ...picked.filter((v) => v !== 25)];
          const res = prepareChipPlan({ players: 9, startingStack: stack, denominations: values.map((value) => ({ value })) })();
          expect(res.perPlayer[0]!.value).toBe(25);
          expect(res.perPlayer[0]!.count).toBeGreaterThanOrEqual(8);
        },
      ),
      { numRuns: 100 },
    );
  });
});
