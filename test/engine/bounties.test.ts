/** Bounties, pure: standard and progressive, split like the pot, money conserved (property). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bountiesFor, payBusts, payWinner, splitLike } from "../../src/engine/tournament/bounties.ts";

describe("bounties", () => {
  it("standard: the eliminator wins the whole bounty; progressive: half in cash, half on its own head", () => {
    const standard = payBusts(bountiesFor("standard", 100, ["a", "b"]), [{ entryId: "a", by: [{ entryId: "b", amount: 500 }] }]);
    expect(standard.won).toEqual({ b: 100 });
    expect(standard.bounties.of).toEqual({ a: { bounty: 0, won: 0 }, b: { bounty: 100, won: 100 } });
    const progressive = payBusts(bountiesFor("progressive", 101, ["a", "b"]), [{ entryId: "a", by: [{ entryId: "b", amount: 500 }] }]);
    expect(progressive.won).toEqual({ b: 50 });
    expect(progressive.bounties.of.b).toEqual({ bounty: 152, won: 50 });
    expect(payWinner(progressive.bounties, "b").of.b).toEqual({ bounty: 0, won: 202 });
  });

  it("a split pot splits the bounty the same way, the odd unit to the first winner listed", () => {
    expect(splitLike(101, [250, 250])).toEqual([51, 50]);
    expect(splitLike(100, [300, 100])).toEqual([75, 25]);
    const { won } = payBusts(bountiesFor("standard", 101, ["a", "b", "c"]), [
      {
        entryId: "a",
        by: [
          { entryId: "c", amount: 250 },
          { entryId: "b", amount: 250 },
        ],
      },
    ]);
    expect(won).toEqual({ c: 51, b: 50 });
  });

  it("money is conserved: entries x bounty = bounties won + the winner's own", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("standard" as const, "progressive" as const),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 1000 }), fc.nat({ max: 1000 })), { minLength: 60, maxLength: 60 }),
        (kind, amount, n, choices) => {
          const ids = Array.from({ length: n }, (_, i) => `e${i}`);
          let b = bountiesFor(kind, amount, ids);
          const alive = [...ids];
          for (const [x, y, a1, a2] of choices) {
            if (alive.length < 2) break;
            const busted = alive.splice(x % alive.length, 1)[0]!;
            const first = alive[y % alive.length]!;
            const second = alive[(y + 1) % alive.length]!;
            const by =
              first === second
                ? [{ entryId: first, amount: a1 + 1 }]
                : [
                    { entryId: first, amount: a1 },
                    { entryId: second, amount: a2 },
                  ];
            b = payBusts(b, [{ entryId: busted, by }]).bounties;
          }
          while (alive.length > 1) b = payBusts(b, [{ entryId: alive.pop()!, by: [] }]).bounties;
          b = payWinner(b, alive[0]!);
          const won = Object.values(b.of).reduce((sum, e) => sum + e.won, 0);
          expect(won).toBe(n * amount);
          expect(Object.values(b.of).every((e) => e.bounty === 0)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
