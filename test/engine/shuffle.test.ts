import { describe, expect, it } from "vitest";
import {
  commitmentOf,
  dealFromDeck,
  dealPositions,
  FRESH_DECK,
  hexToBytes,
  joinClientSeeds,
  shuffledDeck,
  shuffleWith,
  uniform,
  verifyShuffle,
  type WordStream,
} from "../../src/engine/shuffle.ts";
import published from "../fixtures/shuffle-vectors.json";

/** A stream of hand-chosen words, to drive uniform() and the shuffle through chosen cases. */
function words(list: number[]): WordStream & { read: number } {
  return {
    read: 0,
    async next() {
      if (this.read >= list.length) throw new Error("stream exhausted");
      return list[this.read++]!;
    },
  };
}

describe("pw-shuffle-v1 against the published vectors (scripts/shuffle-vectors.mjs, Node's crypto)", () => {
  it.each(published.vectors.map((v) => [v.name, v] as const))("%s", async (_name, vector) => {
    expect(joinClientSeeds(vector.clientSeeds)).toBe(vector.clientSeed);
    const seed = hexToBytes(vector.serverSeed);
    expect(await commitmentOf(seed)).toBe(vector.commitment);
    expect(await shuffledDeck(seed, vector.clientSeed, vector.nonce)).toEqual(vector.deck);
    expect(await verifyShuffle(vector)).toEqual({ commitmentMatches: true, valid: true, deck: vector.deck });
  });

  it("the vectors include a rejected word, so the rejection rule is pinned down too", () => {
    expect(published.vectors.some((v) => v.rejections > 0)).toBe(true);
  });

  it("a commitment that is not the seed's hash is invalid, and the deck is still the seed's", async () => {
    const vector = published.vectors[0]!;
    const other = published.vectors.find((v) => v.commitment !== vector.commitment)!;
    expect(await verifyShuffle({ ...vector, commitment: other.commitment })).toEqual({ commitmentMatches: false, valid: false, deck: vector.deck });
    // Upper-case hex is the same bytes.
    expect(await verifyShuffle({ ...vector, serverSeed: vector.serverSeed.toUpperCase(), commitment: vector.commitment.toUpperCase() })).toEqual({
      commitmentMatches: true,
      valid: true,
      deck: vector.deck,
    });
  });
});

describe("uniform(n): rejection on big-endian uint32 words", () => {
  it("rejects x >= 2^32 - (2^32 mod n) and reads the next word", async () => {
    // 2^32 = 52 * 82,595,524 + 48, so words from 4,294,967,248 up are rejected for n = 52,
    // and 4,294,967,247 = 52 * 82,595,523 + 51 is the largest accepted (it gives 51).
    const stream = words([4294967248, 4294967295, 4294967247]);
    expect(await uniform(stream, 52)).toBe(51);
    expect(stream.read).toBe(3);
    // 2^32 mod 3 = 1: only 0xFFFFFFFF is rejected; 7 mod 3 = 1.
    const three = words([0xffffffff, 7]);
    expect(await uniform(three, 3)).toBe(1);
    expect(three.read).toBe(2);
    // A power of two divides 2^32: nothing is rejected.
    expect(await uniform(words([0xffffffff]), 4)).toBe(3);
  });
});

describe("the shuffle (Fisher-Yates from position 51 down to 1)", () => {
  it("starts from 2c 2d 2h 2s 3c ... As", () => {
    expect(FRESH_DECK.slice(0, 5)).toEqual(["2c", "2d", "2h", "2s", "3c"]);
    expect(FRESH_DECK.slice(-3)).toEqual(["Ad", "Ah", "As"]);
    expect(new Set(FRESH_DECK).size).toBe(52);
  });

  it("with every draw 0 it rotates the deck by one (worked by hand: step i swaps i with 0)", async () => {
    // Step 51 puts 2c at 51 and As at 0; step i moves the card then at 0 to i and card i to 0; the
    // last step leaves 2d at 0. So the deck reads 2d 2h ... As 2c.
    const deck = await shuffleWith(words(new Array(51).fill(0)));
    expect(deck).toEqual([...FRESH_DECK.slice(1), "2c"]);
  });

  it("with every draw i (x = i mod (i + 1)) it swaps nothing", async () => {
    const draws = Array.from({ length: 51 }, (_, k) => 51 - k); // i = 51 down to 1
    expect(await shuffleWith(words(draws))).toEqual(FRESH_DECK);
  });
});

/** Chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe("uniformity (fixed seeds: deterministic, cannot flake)", () => {
  // 2,600 decks from one seed and nonces 0..2599: 50 expected per cell of each 52-way tally.
  const DECKS = 2600;
  const seed = hexToBytes("5eed".repeat(16));
  const decks = Promise.all(Array.from({ length: DECKS }, (_, nonce) => shuffledDeck(seed, "uniformity", nonce)));
  const index = new Map(FRESH_DECK.map((card, i) => [card, i]));

  // Critical values at p = 0.001 (Wilson-Hilferty): 51 degrees of freedom 88.0; 2,601 (a 52 x 52
  // table whose rows and columns all sum to DECKS) 2,829.6.
  it("the top card: chi-square over the 52 cards is below the 0.1% critical value", async () => {
    const counts = new Array(52).fill(0);
    for (const deck of await decks) counts[index.get(deck[0]!)!]++;
    expect(chiSquare(counts, DECKS / 52)).toBeLessThan(88.0);
  });

  it("the position of every card: chi-square of the 52 x 52 card-by-position table is below the 0.1% critical value", async () => {
    const counts = new Array(52 * 52).fill(0);
    for (const deck of await decks) deck.forEach((card, position) => counts[index.get(card)! * 52 + position]++);
    expect(chiSquare(counts, DECKS / 52)).toBeLessThan(2829.6);
  });

  it("the same test catches a classic off-by-one (uniform(i) instead of uniform(i + 1): Sattolo's cycles)", async () => {
    const counts = new Array(52 * 52).fill(0);
    for (let nonce = 0; nonce < 520; nonce++) {
      const deck = [...FRESH_DECK];
      const stream = words(Array.from({ length: 51 }, (_, k) => (k * 2654435761 + nonce * 40503) >>> 0));
      for (let i = 51; i >= 1; i--) {
        const j = await uniform(stream, i); // the bug
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      deck.forEach((card, position) => counts[index.get(card)! * 52 + position]++);
    }
    // No card ever stays in place: the diagonal is empty and the statistic is far above the bound.
    expect(chiSquare(counts, 520 / 52)).toBeGreaterThan(2829.6);
  });
});

describe("dealPositions: which deck position deals which card", () => {
  it("six seats, button at seat 0 (worked by hand)", () => {
    // Seat 1 (small blind) is dealt first: positions 0 and 6; the button last: 5 and 11.
    expect(dealPositions(6, 0)).toEqual({
      holeCards: [
        [5, 11],
        [0, 6],
        [1, 7],
        [2, 8],
        [3, 9],
        [4, 10],
      ],
      burns: [12, 16, 18],
      flop: [13, 14, 15],
      turn: 17,
      river: 19,
    });
  });

  it("heads-up: the big blind (left of the button) gets the first card", () => {
    expect(dealPositions(2, 0)).toEqual({
      holeCards: [
        [1, 3],
        [0, 2],
      ],
      burns: [4, 8, 10],
      flop: [5, 6, 7],
      turn: 9,
      river: 11,
    });
  });

  it("the button at the last seat wraps to seat 0", () => {
    expect(dealPositions(3, 2).holeCards).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });

  it("every seat count and button uses positions 0..2n+7 once each", () => {
    for (let n = 2; n <= 10; n++) {
      for (let button = 0; button < n; button++) {
        const p = dealPositions(n, button);
        const all = [...p.holeCards.flat(), ...p.burns, ...p.flop, p.turn, p.river].sort((a, b) => a - b);
        expect(all).toEqual(Array.from({ length: 2 * n + 8 }, (_, i) => i));
      }
    }
  });

  it("refuses seat counts and buttons out of range", () => {
    expect(() => dealPositions(1, 0)).toThrow(RangeError);
    expect(() => dealPositions(11, 0)).toThrow(RangeError);
    expect(() => dealPositions(6, 6)).toThrow(RangeError);
  });

  it("dealFromDeck reads those positions of a deck", () => {
    const deal = dealFromDeck(FRESH_DECK, 2, 1);
    // Button at seat 1: seat 0 is dealt first (2c, 2h), the button second (2d, 2s); burn 3c, flop 3d 3h 3s.
    expect(deal).toEqual({
      holeCards: [
        ["2c", "2h"],
        ["2d", "2s"],
      ],
      burns: ["3c", "4c", "4h"],
      flop: ["3d", "3h", "3s"],
      turn: "4d",
      river: "4s",
    });
  });
});
