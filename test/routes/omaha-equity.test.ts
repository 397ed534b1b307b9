import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, neverFails, tenant } from "../helpers";

const PATH = "/v1/calculations/equity/omaha";
const FLOP = { game: "plo4", players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }], board: "Ad7c2h" };

describe("POST /v1/calculations/equity/omaha", () => {
  it("answers exact equity from the flop, stamped with the engine version, one credit each (a 400 costs nothing)", async () => {
    const { key } = await tenant({ freeCredits: 2 });
    const res = await call(PATH, { key, body: FLOP });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    expect(res.headers.get("x-credits-remaining")).toBe("1");
    expect(result).toMatchObject({ object: "omaha_equity", game: "plo4", method: "exact", board: "Ad7c2h", outcomes: 820, monteCarlo: null });
    await expectProblem(await call(PATH, { key, body: { ...FLOP, board: "Ad7c" } }), 400, "validation_failed");
    expect((await call(PATH, { key, body: FLOP })).status).toBe(200);
    await expectProblem(await call(PATH, { key, body: FLOP }), 402, "payment_required");
  });

  it("samples preflop heads-up (over the exact budget) byte-identically for a seed; with stacks it splits the pots", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const body = { game: "plo4", players: FLOP.players, monteCarlo: { seed: 3, samples: 2000 } };
    const first = await (await call(PATH, { key, body })).text();
    expect(await (await call(PATH, { key, body })).text()).toBe(first);
    const mc = JSON.parse(first);
    expectContract("POST", PATH, 200, mc);
    expect(mc).toMatchObject({ method: "monte_carlo", monteCarlo: { seed: 3, samples: 2000 } });
    const pots = await json(await call(PATH, { key, body: { ...FLOP, players: [...FLOP.players, { hand: "6d6s5h4h" }], stacks: [100, 300, 300] } }));
    expectContract("POST", PATH, 200, pots);
    expect(pots.pots.map((p: { amount: number; eligible: number[] }) => [p.amount, p.eligible])).toEqual([
      [300, [0, 1, 2]],
      [400, [1, 2]],
    ]);
  });

  it("refuses wrong hole-card counts, duplicates, hold'em-only fields and Omaha hands on the hold'em endpoint, naming the field", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const count = await expectProblem(
      await call(PATH, { key, body: { ...FLOP, players: [{ hand: "AsAh" }, FLOP.players[1]] } }),
      400,
      "validation_failed",
    );
    expect(count.errors[0].path).toBe("/players/0/hand");
    const dup = await expectProblem(await call(PATH, { key, body: { ...FLOP, dead: "Jc" } }), 400, "card_conflict");
    expect(dup.errors[0].path).toBe("/players/1/hand");
    const range = await expectProblem(
      await call(PATH, { key, body: { ...FLOP, players: [{ range: "AA" }, FLOP.players[1]] } }),
      400,
      "validation_failed",
    );
    expect(range.errors.map((e: { path: string }) => e.path)).toContain("/players/0/range");
    const noGame = await expectProblem(await call(PATH, { key, body: { players: FLOP.players } }), 400, "validation_failed");
    expect(noGame.errors[0].path).toBe("/game");
    const seven = await expectProblem(
      await call(PATH, {
        key,
        body: {
          ...FLOP,
          players: Array.from({ length: 7 }, (_, i) => ({
            hand: ["2c3c4c5c", "2d3d4d5d", "2h3h4h5h", "2s3s4s5s", "6c7c8c9c", "6d7d8d9d", "6h7h8h9h"][i],
          })),
        },
      }),
      400,
      "validation_failed",
    );
    expect(seven.errors[0].path).toBe("/players");
    const holdem = await expectProblem(
      await call("/v1/calculations/equity/holdem", { key, body: { players: FLOP.players, board: FLOP.board } }),
      400,
      "validation_failed",
    );
    expect(holdem.errors[0].path).toBe("/players/0/hand");
    expect(holdem.detail).toContain("/v1/calculations/equity/omaha");
    const game = await expectProblem(await call("/v1/calculations/equity/holdem", { key, body: FLOP }), 400, "validation_failed");
    expect(game.errors[0].path).toBe("/game");
  });

  it("malformed and borderline bodies are 400/422 problems with a path, never 500", async () => {
    await neverFails(
      PATH,
      fc.record(
        {
          game: fc.constantFrom("plo4", "plo5", "nlhe", 4),
          players: fc.array(
            fc.oneof(
              fc.record({ hand: fc.constantFrom("AsAhKdQd", "JcTc9h8h", "AsAhKdQd2c", "2c3c4c5c6c", "AsAh", "AsAsKdQd", "xx", "") }),
              fc.record({ range: fc.constantFrom("AA", "random") }),
            ),
            { maxLength: 8 },
          ),
          board: fc.constantFrom("", "Ad7c2h", "Ad7c2h9s", "Ad7c", "2d3d4d5d6d7d", "Zz"),
          dead: fc.constantFrom("", "Qc", "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s"),
          mode: fc.constantFrom("auto", "exact", "monte_carlo", "fast"),
          monteCarlo: fc.record({ seed: fc.integer({ min: -1, max: 10 }), samples: fc.integer({ min: 0, max: 2_000_000 }) }, { requiredKeys: [] }),
          stacks: fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 7 }),
        },
        { requiredKeys: ["players"] },
      ),
      { runs: 40 },
    );
  });
});
