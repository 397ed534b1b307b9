import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, neverFails, tenant } from "../helpers";

const PATH = "/v1/calculations/tournaments/payouts";

describe("POST /v1/calculations/tournaments/payouts", () => {
  it("answers the contract's example: exact sum, multiples of 100, min cash at least the buy-in", async () => {
    const { key } = await tenant();
    const body = { entrants: 180, prizePool: 1800000, buyIn: 10000, style: "standard", placesPaid: null, rounding: { unit: 100 } };
    const res = await call(PATH, { key, body });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    // 15% of 180 = 27 places.
    expect(result.placesPaid).toBe(27);
    const amounts: number[] = result.payouts.map((p: { amount: number }) => p.amount);
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(1800000);
    expect(amounts.every((a) => a % 100 === 0)).toBe(true);
    expect(amounts[26]).toBeGreaterThanOrEqual(10000);
    expect(result.payouts.reduce((s: number, p: { basisPoints: number }) => s + p.basisPoints, 0)).toBe(10000);
    expect(result.reconciliation).toMatchObject({ prizePool: 1800000, allocated: 1800000, unit: 100, roundingResidue: 0, residueAssignedTo: [] });
  });

  it("is byte-identical for the same request; semantic errors are 400 with a path", async () => {
    const { key } = await tenant();
    const body = { entrants: 5000, prizePool: 4_750_000, buyIn: 1000, style: "top_heavy", rounding: { unit: 25 } };
    const first = await (await call(PATH, { key, body })).text();
    expect(await (await call(PATH, { key, body })).text()).toBe(first);
    const tooMany = await expectProblem(await call(PATH, { key, body: { entrants: 10, prizePool: 1000, placesPaid: 11 } }), 400, "validation_failed");
    expect(tooMany.errors[0].path).toBe("/placesPaid");
    const wta = await expectProblem(
      await call(PATH, { key, body: { entrants: 10, prizePool: 1000, placesPaid: 3, style: "winner_take_all" } }),
      400,
      "validation_failed",
    );
    expect(wta.errors[0].path).toBe("/placesPaid");
  });

  it("a min-cash search over the work budget is 422 compute_budget_exceeded on /buyIn; 80,000 places paid (the budget's edge is 80,580) are answered", async () => {
    const { key } = await tenant();
    // Units of 25 against a buy-in of 28: thousands of counts need their own ladder (this ran for about a minute).
    const refused = await expectProblem(
      await call(PATH, { key, body: { entrants: 100_000, prizePool: 1_362_835, buyIn: 28, style: "flat", rounding: { unit: 25 } } }),
      422,
      "compute_budget_exceeded",
    );
    expect(refused.errors[0].path).toBe("/buyIn");
    const res = await call(PATH, {
      key,
      body: { entrants: 100_000, prizePool: 100_000_000_000, style: "flat", placesPaid: 80_000, rounding: { unit: 7 } },
    });
    expect(res.status).toBe(200);
    const result = await json(res);
    expect(result.payouts).toHaveLength(80_000);
    expect(result.payouts.reduce((s: number, p: { amount: number }) => s + p.amount, 0)).toBe(100_000_000_000);
  });

  it("malformed bodies are 400 problems with a path, never 500", async () => {
    await neverFails(
      PATH,
      fc.record(
        {
          entrants: fc.oneof(fc.integer({ min: -2, max: 200_000 }), fc.string(), fc.constant(null)),
          prizePool: fc.oneof(fc.integer({ min: -2, max: 1e6 }), fc.double(), fc.string()),
          placesPaid: fc.oneof(fc.integer({ min: -1, max: 300 }), fc.constant(null), fc.boolean()),
          style: fc.oneof(fc.constantFrom("flat", "standard", "steep"), fc.integer()),
          rounding: fc.oneof(fc.record({ unit: fc.oneof(fc.integer({ min: -1, max: 100 }), fc.string()) }), fc.constant(7)),
          extra: fc.string(),
        },
        { requiredKeys: [] },
      ),
      { runs: 40, statuses: [200, 400], code: "validation_failed", errorPath: /^\// },
    );
  });
});
