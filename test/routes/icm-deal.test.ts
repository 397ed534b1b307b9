import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, tenant } from "../helpers";

const PATH = "/v1/calculations/icm/deal";

describe("POST /v1/calculations/icm/deal", () => {
  it("answers the contract's example with exact fractions", async () => {
    const { key } = await tenant();
    const body = {
      players: [
        { id: "alice", stack: 50000 },
        { id: "bob", stack: 30000 },
        { id: "cara", stack: 20000 },
      ],
      payouts: [5000, 3000, 2000],
    };
    const res = await call(PATH, { key, body });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    expect(result.method).toBe("exact");
    // Malmuth-Harville by hand: P(alice 2nd) = 0.3*0.5/0.7 + 0.2*0.5/0.8 = 19/56, P(alice 3rd) = 1 - 0.5 - 19/56 = 9/56.
    const alice = result.players[0];
    expect(alice.finishProbabilities[0]).toBeCloseTo(0.5, 12);
    expect(alice.finishProbabilities[1]).toBeCloseTo(19 / 56, 12);
    expect(alice.finishProbabilities[2]).toBeCloseTo(9 / 56, 12);
    expect(alice.icmEquity).toBeCloseTo(5000 * 0.5 + 3000 * (19 / 56) + 2000 * (9 / 56), 9);
    for (const method of ["icm", "chipChop", "equal", "blended"]) {
      const total = result.players.reduce((s: number, p: { suggestions: Record<string, number> }) => s + p.suggestions[method]!, 0);
      expect(total).toBe(10000);
    }
    // Chip chop: guaranteed 2000 each, the remaining 4000 by chips: 2000 + 2000 = 4000 for alice.
    expect(alice.suggestions.chipChop).toBe(4000);
  });

  it("breaks a rounding tie between equal stacks to the earlier player, exactly and by Monte Carlo", async () => {
    const { key } = await tenant();
    const players = [3, 4, 9, 4].map((stack, i) => ({ id: `p${i}`, stack }));
    // Exact: P(2nd) = sum over winners k of s_k/20 * s_i/(20 - s_k); p1 and p3 (4 chips each) are the same
    // fraction, 381331.3954..., and both .3954 remainders tie after p2's .975: the larger stack is equal,
    // so the earlier player, p1, takes the second spare unit.
    const res = await call(PATH, { key, body: { players, payouts: [867132, 835193] } });
    expect(res.status).toBe(200);
    const exact = await json(res);
    expectContract("POST", PATH, 200, exact);
    expect(exact.players.map((p: { suggestions: { icm: number } }) => p.suggestions.icm)).toEqual([295210, 381332, 644452, 381331]);
    expect(exact.players[1].icmEquity).toBe(exact.players[3].icmEquity);
    const mc = await json(
      await call(PATH, { key, body: { players, payouts: [867132, 835193], mode: "monte_carlo", monteCarlo: { seed: 5, samples: 999 } } }),
    );
    expect(mc.players[1].icmEquity).toBe(mc.players[3].icmEquity);
    expect(mc.players[1].finishProbabilities).toEqual(mc.players[3].finishProbabilities);
    expect(mc.players[1].suggestions.icm - mc.players[3].suggestions.icm).toBeGreaterThanOrEqual(0);
  });

  it("is byte-identical for the same request and free of charge when invalid", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const body = {
      players: [
        { id: "a", stack: 10 },
        { id: "b", stack: 20 },
        { id: "c", stack: 30 },
      ],
      payouts: [60, 40],
      mode: "monte_carlo",
      monteCarlo: { seed: 7, samples: 5000 },
    };
    const first = await (await call(PATH, { key, body })).text();
    const second = await (await call(PATH, { key, body })).text();
    expect(first).toBe(second);
    expect(JSON.parse(first).method).toBe("monte_carlo");

    const dup = await expectProblem(
      await call(PATH, {
        key,
        body: {
          players: [
            { id: "a", stack: 1 },
            { id: "a", stack: 2 },
          ],
          payouts: [1],
        },
      }),
      400,
      "validation_failed",
    );
    expect(dup.errors[0].path).toBe("/players/1/id");
    const increasing = await expectProblem(
      await call(PATH, {
        key,
        body: {
          players: [
            { id: "a", stack: 1 },
            { id: "b", stack: 2 },
          ],
          payouts: [1, 2],
        },
      }),
      400,
      "validation_failed",
    );
    expect(increasing.errors[0].path).toMatch(/^\/payouts\/1/);
  });
});
