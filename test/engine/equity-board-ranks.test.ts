import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countPreflopClasses } from "../../src/engine/equity-board-ranks.ts";

/**
 * The board-ranks kernel's price is the number of classes of boards it scores, counted by combinatorics
 * before it runs (countPreflopClasses). Checked here against a plain enumeration of every board of small
 * decks: the distinct multisets of five ranks, plus the distinct flush boards by (suit, that suit's ranks,
 * the other cards' ranks), a flush board being one with three or more cards of a suit that some hand
 * completes to five. (The kernel's answers are checked against a brute force in equity-multiway.test.ts.)
 */
describe("board ranks: the price counts the classes of boards", () => {
  it("equals a plain enumeration for random 2-10 hands and decks of 14-24 cards", () => {
    const spot = fc
      .record({
        players: fc.integer({ min: 2, max: 10 }),
        left: fc.integer({ min: 14, max: 24 }),
        order: fc.array(fc.integer(), { minLength: 52, maxLength: 52 }),
      })
      .filter(({ players, left }) => 2 * players + left <= 52)
      .map(({ players, left, order }) => {
        const cards = Array.from({ length: 52 }, (_, c) => c).sort((a, b) => order[a]! - order[b]! || a - b);
        return { hands: cards.slice(0, 2 * players), deck: cards.slice(52 - left) };
      });
    fc.assert(
      fc.property(spot, ({ hands, deck }) => {
        const n = hands.length / 2;
        const hi = hands.filter((_, i) => i % 2 === 0);
        const lo = hands.filter((_, i) => i % 2 === 1);
        expect(countPreflopClasses(Uint8Array.from(deck), hi, lo)).toBe(classesByEnumeration(deck, hi, lo, n));
      }),
      { numRuns: 30, seed: 22 },
    );
  });
});

function classesByEnumeration(deck: number[], hi: number[], lo: number[], n: number): number {
  const multisets = new Set<string>();
  const flushBoards = new Set<string>();
  const ranks = (cards: number[]) =>
    cards
      .map((c) => c >> 2)
      .sort((a, b) => a - b)
      .join(",");
  const board: number[] = [];
  const visit = (from: number): void => {
    if (board.length === 5) {
      multisets.add(ranks(board));
      for (let s = 0; s < 4; s++) {
        const inSuit = board.filter((c) => (c & 3) === s);
        if (inSuit.length < 3) continue;
        const held = Math.max(...Array.from({ length: n }, (_, q) => ((hi[q]! & 3) === s ? 1 : 0) + ((lo[q]! & 3) === s ? 1 : 0)));
        if (inSuit.length + held >= 5) flushBoards.add(`${s}|${ranks(inSuit)}|${ranks(board.filter((c) => (c & 3) !== s))}`);
      }
      return;
    }
    for (let i = from; i < deck.length; i++) {
      board.push(deck[i]!);
      visit(i + 1);
      board.pop();
    }
  };
  visit(0);
  return multisets.size + flushBoards.size;
}
