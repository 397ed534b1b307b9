import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTables, encodePreflopCounts, evaluatorTablesModule } from "../../scripts/lib/evaluator-gen.ts";
import { parseCards } from "../../src/engine/cards.ts";
import {
  CATEGORY_OF,
  categoryOf,
  DISTINCT_VALUES,
  evaluate7,
  evaluateCards,
  FLUSH,
  FLUSH_CHECK,
  hashSlot,
  NO_FLUSH,
  ROW_OFFSET,
  ROW_SHIFT,
  ROW_WIDTH,
} from "../../src/engine/evaluator.ts";
import { TABLES_BASE64 } from "../../src/engine/evaluator-tables.ts";
import { preflopCounts } from "../../src/engine/preflop-table.ts";
import { PREFLOP_COUNTS_BASE64 } from "../../src/engine/preflop-table-data.ts";

/** Independent reference: best of the 21 five-card subsets, each scored from first principles. */
function score5(cards: number[]): number[] {
  const ranks = cards.map((c) => c >> 2).sort((a, b) => b - a);
  const flush = cards.every((c) => (c & 3) === (cards[0]! & 3));
  const distinct = [...new Set(ranks)];
  let straight = -1;
  if (distinct.length === 5 && distinct[0]! - distinct[4]! === 4) straight = distinct[0]!;
  if (distinct.join() === "12,3,2,1,0") straight = 3; // wheel
  const groups = distinct.map((r) => [ranks.filter((x) => x === r).length, r] as [number, number]).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const shape = groups.map((g) => g[0]).join("");
  const kickers = groups.map((g) => g[1]);
  if (straight >= 0 && flush) return [8, straight];
  if (shape === "41") return [7, ...kickers];
  if (shape === "32") return [6, ...kickers];
  if (flush) return [5, ...kickers];
  if (straight >= 0) return [4, straight];
  if (shape === "311") return [3, ...kickers];
  if (shape === "221") return [2, ...kickers];
  if (shape === "2111") return [1, ...kickers];
  return [0, ...kickers];
}
function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
function best7(cards: number[]): number[] {
  let best: number[] = [-1];
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) {
      const s = score5(cards.filter((_, k) => k !== i && k !== j));
      if (compareScores(s, best) > 0) best = s;
    }
  return best;
}
const CATS = ["high_card", "one_pair", "two_pair", "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind", "straight_flush"];

const sevenCards = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });
const h = (s: string): number[] => parseCards(s, "/t", "t");

describe("7-card evaluator", () => {
  it("has 4824 distinct values", () => {
    expect(DISTINCT_VALUES).toBe(4824);
  });

  it("loads committed tables equal to a fresh build", () => {
    const fresh = buildTables(ROW_OFFSET); // throws on a perfect-hash collision
    expect(fresh.noFlush).toEqual(NO_FLUSH);
    expect(fresh.flush).toEqual(FLUSH);
    expect(fresh.categoryOf).toEqual(CATEGORY_OF);
    // The generator's text for a fresh build is the committed module, row offsets included.
    const committed = evaluatorTablesModule({ ...fresh, rowOffset: ROW_OFFSET });
    expect(committed).toContain(`noFlush: "${TABLES_BASE64.noFlush}"`);
    expect(committed).toContain(`rowOffset: "${TABLES_BASE64.rowOffset}"`);
    expect(committed).toContain(`flush: "${TABLES_BASE64.flush}"`);
    expect(committed).toContain(`categoryOf: "${TABLES_BASE64.categoryOf}"`);
  });

  it("hashes a rank-key sum to its row's offset plus its column", () => {
    const offsets = Int32Array.from({ length: 64 }, (_, r) => r * 1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 64 * ROW_WIDTH - 1 }), (sum) => {
        expect(hashSlot(offsets, sum)).toBe(offsets[Math.floor(sum / 2 ** ROW_SHIFT)]! + (sum % ROW_WIDTH));
      }),
    );
    expect(FLUSH_CHECK).toBe(0x8888); // written as a literal in the evaluator's hot functions
  });

  it("decodes the committed preflop counts in the generator's format", () => {
    const { win, tie } = preflopCounts();
    expect(encodePreflopCounts(win, tie)).toBe(PREFLOP_COUNTS_BASE64);
  });

  it("agrees with a brute-force best-of-21 evaluator on category and ordering", () => {
    fc.assert(
      fc.property(sevenCards, sevenCards, (x, y) => {
        const sx = best7(x);
        const sy = best7(y);
        expect(categoryOf(evaluateCards(x))).toBe(CATS[sx[0]!]);
        expect(Math.sign(evaluateCards(x) - evaluateCards(y))).toBe(compareScores(sx, sy));
      }),
      { numRuns: 3000, seed: 5 },
    );
  });

  it("agrees on hands rich in flushes, straights and pairs", () => {
    // Cards from few ranks or one suit stress the flush and made-hand paths.
    const narrow = fc.uniqueArray(
      fc.oneof(
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 12 }).map((r) => r * 4 + 2),
      ),
      {
        minLength: 7,
        maxLength: 7,
      },
    );
    fc.assert(
      fc.property(narrow, narrow, (x, y) => {
        expect(Math.sign(evaluateCards(x) - evaluateCards(y))).toBe(compareScores(best7(x), best7(y)));
      }),
      { numRuns: 2000, seed: 6 },
    );
  });

  it("orders known hands", () => {
    const ordered = [
      "7s5d4c3h2s9dJc", // high card J
      "AsKdQcJh9s3d2c", // high card A
      "2s2dKcQh9s7d4c", // pair of twos
      "AsAdKcQh9s7d4c", // pair of aces
      "3s3d2c2h9s7d4c", // two pair 3s and 2s
      "AsAdKcKh2s7d4c", // two pair aces and kings
      "2s2d2cKh9s7d4c", // trips
      "As2d3c4h5s9dJc", // wheel
      "9s8d7c6h5s2dJc", // 9-high straight
      "Ts9d8c7h6s5d4c", // T-high straight (6 in a row)
      "AsKdQcJhTs9d2c", // broadway
      "2h4h6h8hThAsKd", // flush T high
      "2h4h6h8hAhAsKd", // flush A high (beats pair of aces)
      "2s2d2c3h3s7d4c", // full house 2s over 3s
      "3s3d3c2h2s2dAc", // full house 3s over 2s (two trips)
      "AsAdAcKhKs7d4c", // aces full
      "2s2d2c2hAs7d4c", // quad twos
      "AsAdAcAh2s7d4c", // quad aces
      "Ah2h3h4h5hKdKc", // steel wheel
      "9h8h7h6h5hKhKc", // 9-high straight flush
      "AhKhQhJhTh9h8h", // royal flush
    ];
    const values = ordered.map((s) => evaluateCards(h(s)));
    for (let i = 1; i < values.length; i++) expect(values[i]!, ordered[i]).toBeGreaterThan(values[i - 1]!);
    expect(categoryOf(values[0]!)).toBe("high_card");
    expect(categoryOf(values[values.length - 1]!)).toBe("straight_flush");
  });

  it("treats equal hands as equal regardless of suits and irrelevant cards", () => {
    expect(evaluateCards(h("AsKsQdJdTc2h3h"))).toBe(evaluateCards(h("AhKdQcJsTd4c5s")));
    expect(evaluateCards(h("AsAdKsKdQc2h3h"))).toBe(evaluateCards(h("AhAcKhKcQs4c5d")));
    expect(evaluateCards(h("2h3c4d5sAh9c9d"))).toBeLessThan(evaluateCards(h("2h3c4d5s6h9c9d")));
  });

  it("orders every flushless rank multiset like the brute force (the largest packed key sums included)", () => {
    // Every multiset of 7 ranks with at most 4 of each, suited 0,1,2,3,0,1,2 in rank order: no
    // flush, and copies of a rank get different suits. Sorted by evaluate7, neighbours must compare
    // as the best-of-21 reference says (so the whole no-flush table is in the right order).
    const hands: number[][] = [];
    const pick = (from: number, ranks: number[]): void => {
      if (ranks.length === 7) {
        hands.push(ranks.map((r, i) => r * 4 + (i % 4)));
        return;
      }
      for (let r = from; r < 13; r++) if (ranks.filter((x) => x === r).length < 4) pick(r, [...ranks, r]);
    };
    pick(0, []);
    expect(hands.length).toBe(49_205);
    const scored = hands.map((cards) => ({ value: evaluateCards(cards), reference: best7(cards) }));
    scored.sort((a, b) => a.value - b.value);
    for (let i = 1; i < scored.length; i++) {
      const order = compareScores(scored[i]!.reference, scored[i - 1]!.reference);
      expect(order, `${scored[i - 1]!.reference} then ${scored[i]!.reference}`).toBe(Math.sign(scored[i]!.value - scored[i - 1]!.value));
    }
  });

  it("evaluate7 is symmetric in its arguments", () => {
    fc.assert(
      fc.property(sevenCards, (x) => {
        const [a, b, c, d, e, f, g] = x as [number, number, number, number, number, number, number];
        expect(evaluate7(a, b, c, d, e, f, g)).toBe(evaluate7(g, f, e, d, c, b, a));
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
