import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, tenant } from "../helpers";

const PATH = "/v1/calculations/equity/holdem";

describe("POST /v1/calculations/equity/holdem", () => {
  it("answers exact counts for a flop spot (reference: 253/737 of 990 boards)", async () => {
    const { key } = await tenant();
    const res = await call(PATH, { key, body: { players: [{ hand: "AcKc" }, { hand: "JsJh" }], board: "jc 8c, 3d" } });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    expect(result).toMatchObject({ object: "holdem_equity", method: "exact", board: "Jc8c3d", dead: "", outcomes: 990, monteCarlo: null });
    expect(result.players[0].win).toBeCloseTo(253 / 990, 12);
    expect(result.players[1].equity).toBeCloseTo(737 / 990, 12);
  });

  it("answers the preflop table and Monte Carlo byte-identically", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const exact = await json(await call(PATH, { key, body: { players: [{ range: "AA" }, { range: "KK" }] } }));
    expect(exact.players[0].equity).toBeCloseTo(0.8194605, 7);
    const body = {
      players: [{ range: "TT+, AQs+" }, { hand: "9h8h" }],
      board: "7h6c2h",
      mode: "monte_carlo",
      monteCarlo: { seed: 9, samples: 5000 },
    };
    const first = await (await call(PATH, { key, body })).text();
    const second = await (await call(PATH, { key, body })).text();
    expect(first).toBe(second);
    const mc = JSON.parse(first);
    expectContract("POST", PATH, 200, mc);
    expect(mc.monteCarlo).toMatchObject({ seed: 9, samples: 5000 });
  });

  it("maps engine errors to problems with paths", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const token = await expectProblem(
      await call(PATH, { key, body: { players: [{ hand: "AsKd" }, { range: "QQ+, AKx" }] } }),
      400,
      "validation_failed",
    );
    expect(token.errors[0]).toMatchObject({ path: "/players/1/range", code: "invalid_format" });
    const many = await expectProblem(
      await call(PATH, { key, body: { players: [{ hand: "Xx" }, { range: "ZZ" }], board: "Qq", dead: "1c" } }),
      400,
      "validation_failed",
    );
    expect(many.errors.map((e: { path: string }) => e.path)).toEqual(["/board", "/dead", "/players/0/hand", "/players/1/range"]);
    expect(many.detail).toContain("board: 'Qq' at position 0 is not a card");
    const conflict = await expectProblem(await call(PATH, { key, body: { players: [{ hand: "AsKd" }, { hand: "AsQc" }] } }), 400, "card_conflict");
    expect(conflict.errors[0].path).toBe("/players/1/hand");
    await expectProblem(
      await call(PATH, { key, body: { players: [{ hand: "AsKd" }, { range: "QQ" }], board: "QcQd2h", dead: "QhQs" } }),
      400,
      "empty_range",
    );
    await expectProblem(
      await call(PATH, { key, body: { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c", mode: "exact" } }),
      422,
      "compute_budget_exceeded",
    );
    await expectProblem(await call(PATH, { key, body: { players: [{ hand: "AsKd" }] } }), 400, "validation_failed");
  });

  it("answers 3 to 10 players, with ties by players sharing, and all-in pots from stacks", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const three = await call(PATH, { key, body: { players: [{ hand: "AhAs" }, { hand: "KdKc" }, { hand: "QhQc" }] } });
    expect(three.status).toBe(200);
    const r = await json(three);
    expectContract("POST", PATH, 200, r);
    // Exact over all 1,370,754 boards within the work budget since engine 1.7.0: the brute force's
    // equities (test/engine/equity-multiway.test.ts) to 1e-12.
    expect(r).toMatchObject({ method: "exact", outcomes: 1_370_754, monteCarlo: null });
    const brute = [0.6686789411764134, 0.18515235653759415, 0.1461687022859925];
    r.players.forEach((p: { equity: number }, i: number) => expect(Math.abs(p.equity - brute[i]!)).toBeLessThan(1e-12));
    // Known hands preflop are scored by board ranks since engine 1.8.0: four suited hands are exact too.
    const suited = await json(await call(PATH, { key, body: { players: [{ hand: "AhKh" }, { hand: "QsJs" }, { hand: "Td9d" }, { hand: "8c7c" }] } }));
    expect(suited).toMatchObject({ method: "exact", outcomes: 1_086_008, monteCarlo: null });
    const six = await json(
      await call(PATH, {
        key,
        body: { players: ["AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s"].map((hand) => ({ hand })), board: "2c5d9h" },
      }),
    );
    expectContract("POST", PATH, 200, six);
    expect(six.players.map((p: { equity: number }) => p.equity)).toEqual([
      0.47297297297297297, 0.07957957957957958, 0.07207207207207207, 0.08258258258258258, 0.2147147147147147, 0.07807807807807808,
    ]);
    const pots = await json(
      await call(PATH, { key, body: { players: [{ hand: "AhAs" }, { hand: "KdKc" }, { hand: "QhQc" }], board: "Ks9d5c", stacks: [100, 200, 300] } }),
    );
    expectContract("POST", PATH, 200, pots);
    expect(pots.pots.map((p: { amount: number; eligible: number[] }) => [p.amount, p.eligible])).toEqual([
      [300, [0, 1, 2]],
      [200, [1, 2]],
      [100, [2]],
    ]);
    expect(pots.players.reduce((a: number, p: { chips: number }) => a + p.chips, 0)).toBeCloseTo(600, 9);
    const mc = {
      players: [{ range: "random" }, { range: "random" }, { range: "random" }, { range: "random" }],
      monteCarlo: { seed: 4, samples: 3000 },
    };
    const first = await (await call(PATH, { key, body: mc })).text();
    expect(await (await call(PATH, { key, body: mc })).text()).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ method: "monte_carlo", monteCarlo: { seed: 4, samples: 3000 } });
    await expectProblem(await call(PATH, { key, body: { players: Array(11).fill({ range: "random" }) } }), 400, "validation_failed");
    const stacks = await expectProblem(
      await call(PATH, { key, body: { players: [{ hand: "AsKd" }, { hand: "7c7d" }, { hand: "QsQh" }], stacks: [10, 20] } }),
      400,
      "validation_failed",
    );
    expect(stacks.errors[0].path).toBe("/stacks");
  });
});
