import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTables, evaluatorTablesModule } from "../../scripts/lib/evaluator-gen.ts";
import { parseCards } from "../../src/engine/cards.ts";
import { HAND_CATEGORIES } from "../../src/engine/evaluator.ts";
import {
  evaluate5,
  evaluateOmaha,
  newOmahaBoard,
  OMAHA_DISTINCT_VALUES,
  omahaCategoryOf,
  omahaValue,
  prepareOmahaHand,
  setOmahaBoard,
} from "../../src/engine/omaha-evaluator.ts";
import { TABLES_BASE64 } from "../../src/engine/omaha-evaluator-tables.ts";
import { bestOmaha, score5, scoreCategory } from "./equity-brute.ts";

const h = (s: string): number[] => parseCards(s, "/t", "t");

/** Two hands of `holeCount` cards and a board of five, no card twice. */
const deal = (holeCount: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 2 * holeCount + 5, maxLength: 2 * holeCount + 5 }).map((cs) => ({
    x: cs.slice(0, holeCount),
    y: cs.slice(holeCount, 2 * holeCount),
    board: cs.slice(2 * holeCount),
  }));

/** Deals from a 20-card deck of 4 ranks and 5 suits' worth of cards: flushes, full houses and straights are common. */
const richDeal = (holeCount: number) =>
  fc
    .shuffledSubarray(
      Array.from({ length: 52 }, (_, c) => c).filter((c) => c >> 2 >= 8 || c >> 2 === 0 || (c & 3) === 2),
      { minLength: 2 * holeCount + 5, maxLength: 2 * holeCount + 5 },
    )
    .map((cs) => ({ x: cs.slice(0, holeCount), y: cs.slice(holeCount, 2 * holeCount), board: cs.slice(2 * holeCount) }));

function agreesWithBruteForce({ x, y, board }: { x: number[]; y: number[]; board: number[] }): void {
  const sx = bestOmaha([...x, ...board]);
  const sy = bestOmaha([...y, ...board]);
  const vx = evaluateOmaha(x, board);
  const vy = evaluateOmaha(y, board);
  expect(omahaCategoryOf(vx)).toBe(HAND_CATEGORIES[scoreCategory(sx)]);
  expect(Math.sign(vx - vy)).toBe(Math.sign(sx - sy));
}

describe("Omaha evaluator (exactly two hole cards and three board cards)", () => {
  it("has the 7,462 distinct five-card values, from committed tables equal to a fresh build", () => {
    expect(OMAHA_DISTINCT_VALUES).toBe(7462);
    const fresh = buildTables(undefined, 5);
    const text = evaluatorTablesModule(fresh, 5);
    for (const [name, b64] of Object.entries(TABLES_BASE64)) expect(text).toContain(`${name}: "${b64}"`);
  });

  it("scores all 2,598,960 five-card hands into the published category counts, with 7,462 distinct values", () => {
    const byValue = new Int32Array(OMAHA_DISTINCT_VALUES + 1);
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++) for (let d = c + 1; d < 51; d++) for (let e = d + 1; e < 52; e++) byValue[evaluate5(a, b, c, d, e)]!++;
    const counts: Record<string, number> = {};
    for (let v = 1; v < byValue.length; v++) counts[omahaCategoryOf(v)] = (counts[omahaCategoryOf(v)] ?? 0) + byValue[v]!;
    expect(byValue[0]).toBe(0);
    expect(byValue.filter((n) => n > 0).length).toBe(7462);
    expect(counts).toEqual({
      straight_flush: 40,
      four_of_a_kind: 624,
      full_house: 3_744,
      flush: 5_108,
      straight: 10_200,
      three_of_a_kind: 54_912,
      two_pair: 123_552,
      one_pair: 1_098_240,
      high_card: 1_302_540,
    });
    // And orders them as the brute force's five-card scorer does.
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 10, maxLength: 10 }), (cs) => {
        const [x, y] = [cs.slice(0, 5), cs.slice(5)];
        expect(Math.sign(evaluate5(x[0]!, x[1]!, x[2]!, x[3]!, x[4]!) - evaluate5(y[0]!, y[1]!, y[2]!, y[3]!, y[4]!))).toBe(
          Math.sign(score5(x) - score5(y)),
        );
      }),
      { numRuns: 3000, seed: 9 },
    );
  });

  it("does not make trips of three hole cards: AdKdKhKs on 2d5cQhJs is a pair of kings", () => {
    // On every river of that turn but the last king: no trips (one pair, two pair or a straight).
    for (let river = 0; river < 52; river++) {
      const cards = [...h("2d5cQhJs"), river];
      if (new Set([...cards, ...h("AdKdKhKs")]).size !== 9 || river === h("Kc")[0]) continue;
      const category = omahaCategoryOf(evaluateOmaha(h("AdKdKhKs"), cards));
      expect(["one_pair", "two_pair", "straight"], `river ${river}`).toContain(category);
    }
    expect(omahaCategoryOf(evaluateOmaha(h("AdKdKhKs"), h("2d5cQhJs3h")))).toBe("one_pair");
    // ...and a board pair plus two hole cards of a rank is two pair, not a full house from the hand.
    expect(omahaCategoryOf(evaluateOmaha(h("AdKdKhKs"), h("2d2cQhJs5c")))).toBe("two_pair");
    // Four cards of a suit in the hand and two on the board make no flush.
    expect(omahaCategoryOf(evaluateOmaha(h("AhKhQhJh"), h("2h3h9c8d7s")))).toBe("high_card");
    // A royal flush on the board does not play: two hole cards must, and 2c3d4s5c makes ace high.
    expect(omahaCategoryOf(evaluateOmaha(h("2c3d4s5c"), h("AhKhQhJhTh")))).toBe("high_card");
  });

  it("plays a flush and quads from the same hand: the better one", () => {
    // Ah Th with Kh Qh Jh is a royal flush; As Ac with Ad Ac... the board's aces are not enough for quads here.
    expect(omahaCategoryOf(evaluateOmaha(h("AhTh9c9d"), h("KhQhJh9s9h")))).toBe("straight_flush");
    // Quads (9c 9d with 9s 9h) beat the flush the hearts make.
    expect(omahaCategoryOf(evaluateOmaha(h("9c9d2h3h"), h("9s9hKh4c7h")))).toBe("four_of_a_kind");
  });

  for (const holeCount of [4, 5]) {
    it(`agrees with a brute force over every C(${holeCount},2) x C(5,3) choice on random deals`, () => {
      fc.assert(fc.property(deal(holeCount), agreesWithBruteForce), { numRuns: 600, seed: holeCount });
    });
    it(`agrees on ${holeCount}-card deals rich in flushes, straights and pairs`, () => {
      fc.assert(fc.property(richDeal(holeCount), agreesWithBruteForce), { numRuns: 600, seed: 10 + holeCount });
    });
  }

  it("gives the same value through prepared hands and a reused board", () => {
    const board = newOmahaBoard();
    fc.assert(
      fc.property(deal(5), ({ x, y, board: cards }) => {
        setOmahaBoard(board, cards);
        expect(omahaValue(prepareOmahaHand(x), board)).toBe(evaluateOmaha(x, cards));
        expect(omahaValue(prepareOmahaHand(y.slice(0, 4)), board)).toBe(evaluateOmaha(y.slice(0, 4), cards));
      }),
      { numRuns: 200, seed: 3 },
    );
  });
});
