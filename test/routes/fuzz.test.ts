import fc from "fast-check";
import { describe, it } from "vitest";
import { neverFails } from "../helpers";

const cardText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("", "AsKd", "ah 7d, 2c", "10h9h", "AsAs", "Xx", "AhKhQh", "AsKdQc2h", "As Kd Qc 2h 3s", "Zz9"),
);
const rangeText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("QQ+, AKs", "random", "any", "22-66", "A2s-A5s", "AA:0.5", "AA:0", "AA:1.5", "KTo+", "AKx", ",,", "AhKh, AhKh:0.25", "T9s-"),
);
const player = fc.oneof(
  fc.record({ hand: cardText }),
  fc.record({ range: rangeText }),
  fc.record({ hand: cardText, range: rangeText }),
  fc.anything(),
);

describe("fuzz: calculations never answer 500", () => {
  it("equity", async () => {
    await neverFails(
      "/v1/calculations/equity/holdem",
      fc.record(
        {
          players: fc.oneof(fc.array(player, { minLength: 0, maxLength: 3 }), fc.anything()),
          board: cardText,
          dead: cardText,
          mode: fc.constantFrom("auto", "exact", "monte_carlo", "fast"),
          monteCarlo: fc.record(
            { seed: fc.oneof(fc.integer({ min: -1, max: 2 ** 32 }), fc.double()), samples: fc.integer({ min: 0, max: 2000 }) },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: ["players"] },
      ),
    );
  });

  it("ICM deal", async () => {
    const stack = fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.string({ maxLength: 3 }));
    await neverFails(
      "/v1/calculations/icm/deal",
      fc.record(
        {
          players: fc.array(fc.record({ id: fc.string({ maxLength: 3 }), stack }, { requiredKeys: ["stack"] }), { maxLength: 9 }),
          payouts: fc.array(fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.double()), { maxLength: 9 }),
          leaveForWinner: fc.integer({ min: -1, max: 10_000 }),
          blend: fc.record({ icmWeight: fc.double({ min: -1, max: 2 }) }),
          rounding: fc.record({ unit: fc.integer({ min: -1, max: 1000 }) }),
          mode: fc.constantFrom("auto", "exact", "monte_carlo", "x"),
          monteCarlo: fc.record({ seed: fc.integer({ min: 0, max: 5 }), samples: fc.integer({ min: 0, max: 3000 }) }, { requiredKeys: [] }),
        },
        { requiredKeys: ["players", "payouts"] },
      ),
    );
  });

  it("chip plan", async () => {
    await neverFails(
      "/v1/calculations/chips/starting-stack",
      fc.record(
        {
          players: fc.oneof(fc.integer({ min: -1, max: 1200 }), fc.string()),
          startingStack: fc.oneof(fc.integer({ min: -1, max: 200_000 }), fc.double()),
          denominations: fc.array(
            fc.record(
              { value: fc.integer({ min: -1, max: 5000 }), available: fc.integer({ min: -1, max: 500 }), color: fc.string({ maxLength: 40 }) },
              { requiredKeys: ["value"] },
            ),
            { maxLength: 13 },
          ),
          bigBlind: fc.integer({ min: -1, max: 1000 }),
        },
        { requiredKeys: ["players", "startingStack", "denominations"] },
      ),
    );
  });
});
