import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLINDS_EXAMPLE } from "../fixtures/requests";
import { call, expectContract, expectProblem, json, neverFails, tenant } from "../helpers";

const PATH = "/v1/calculations/tournaments/blinds";

describe("POST /v1/calculations/tournaments/blinds", () => {
  it("answers the contract's example, and the levels save unchanged as a blind structure", async () => {
    const { key } = await tenant();
    const res = await call(PATH, { key, body: BLINDS_EXAMPLE });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    expect(result.levels[0]).toEqual({ kind: "level", level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20, startsAtMinute: 0 });
    expect(Math.abs(result.estimatedDurationMinutes - 300)).toBeLessThanOrEqual(75);
    expect(result.summary.chipsInPlay).toBe(1_200_000);

    const saved = await call("/api/v1/management/blind-structures", {
      key,
      body: { name: "From the calculator", roomId: "room-1", estimatedDurationMinutes: result.estimatedDurationMinutes, levels: result.levels },
    });
    expect(saved.status).toBe(201);
    const structure = (await json(saved)).blindStructure;
    expect(structure.levels).toEqual(result.levels);
  });

  it("semantic errors are 400 with a path", async () => {
    const { key } = await tenant();
    const dup = await expectProblem(await call(PATH, { key, body: { ...BLINDS_EXAMPLE, denominations: [25, 100, 25] } }), 400, "validation_failed");
    expect(dup.errors[0].path).toBe("/denominations/2");
    const odd = await expectProblem(await call(PATH, { key, body: { ...BLINDS_EXAMPLE, startingStack: 20010 } }), 400, "validation_failed");
    expect(odd.errors[0].path).toBe("/startingStack");
    const long = await expectProblem(
      await call(PATH, { key, body: { startingStack: 1000, players: 2, targetDurationMinutes: 4320, levelMinutes: 5, denominations: [25] } }),
      400,
      "validation_failed",
    );
    expect(long.errors[0].path).toBe("/targetDurationMinutes");
  });

  it("malformed bodies are 400 problems with a path, never 500", async () => {
    await neverFails(
      PATH,
      fc.record(
        {
          startingStack: fc.oneof(fc.integer({ min: -1, max: 100_000 }), fc.string()),
          players: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constant(null)),
          targetDurationMinutes: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double()),
          levelMinutes: fc.integer({ min: 0, max: 300 }),
          denominations: fc.oneof(fc.array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.string()), { maxLength: 14 }), fc.constant({})),
          ante: fc.constantFrom("none", "big_blind", "traditional", "x"),
          breaks: fc.oneof(fc.constant(null), fc.record({ everyLevels: fc.integer({ min: 0, max: 60 }), minutes: fc.integer({ min: 0, max: 300 }) })),
        },
        { requiredKeys: [] },
      ),
      { runs: 40, statuses: [200, 400], code: "validation_failed", errorPath: /^\// },
    );
  });
});
