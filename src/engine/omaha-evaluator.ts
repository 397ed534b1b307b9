/**
 * Omaha hand evaluator: a hand is exactly two of its hole cards (4 or 5) and exactly three of the
 * five board cards, the best such five. Three hole cards never count: AdKdKhKs on 2d5cQhJs is a
 * pair of kings, not trips.
 *
 * Same scheme as the 7-card evaluator (evaluator.ts: additive rank keys, a perfect hash, a flush
 * table by rank mask), with tables for exactly five cards (omaha-evaluator-tables.ts, built by
 * scripts/lib/evaluator-gen.ts with cardCount 5: all 7,462 distinct five-card values, so values are
 * ordinals of their own, not comparable with evaluate7's). A hand is prepared once: for each of the
 * 455 rank multisets three board cards can have, its best value without a flush over its 6 or 10
 * pairs of hole cards (a row of 455 values: 2,730 or 4,550 lookups), and the rank masks of its suited
 * pairs. A board is prepared once per board for every hand: the rank multiset of each of its 10
 * triples, its flush suit (three or more cards of one suit) and the rank masks of that suit's triples.
 * A showdown is then 10 reads of the hand's row, plus the flush table for the hand's pairs of the
 * board's flush suit with those triples. A flush does not rule out quads or a full house here (they
 * use other hole cards), so both are scored and the larger wins.
 */
import { CARD_RANK_BIT, CARD_RANK_KEY, decodeTables, HAND_CATEGORIES, hashSlot, RANK_KEYS } from "./evaluator.ts";
import { TABLES_BASE64 } from "./omaha-evaluator-tables.ts";

const TABLES = decodeTables(TABLES_BASE64);
/** Private names for the hot loop (see evaluator.ts on reading exported bindings). */
const noFlushValue = TABLES.noFlush;
const rowOffsets = TABLES.rowOffset;
const flushValueOfMask = TABLES.flush;
const categoryIndex = TABLES.categoryOf;
const rankKeyOf = CARD_RANK_KEY.slice();
const rankBitOf = CARD_RANK_BIT.slice();

export const OMAHA_DISTINCT_VALUES = TABLES.categoryOf.length - 1;

/** Index pairs {i < j} of n items, in order: C(4,2) = 6 and C(5,2) = 10 for the hole cards. */
function pairsOf(n: number): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push(i, j);
  return Uint8Array.from(out);
}
const HOLE_PAIRS: Record<number, Uint8Array> = { 4: pairsOf(4), 5: pairsOf(5) };

/** The 10 triples {i < j < k} of the 5 board cards, three indices each. */
const BOARD_TRIPLES = Uint8Array.from(
  (function* () {
    for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) for (let k = j + 1; k < 5; k++) yield* [i, j, k];
  })(),
);
const TRIPLE_COUNT = 10;

/**
 * Rank multisets of three cards: a <= b <= c is number C(c + 2, 3) + C(b + 1, 2) + a (the
 * combinatorial number system for multisets), 0..454.
 */
const RANK_SETS = 455;
function rankSetOf(x: number, y: number, z: number): number {
  const a = Math.min(x, y, z);
  const c = Math.max(x, y, z);
  const b = x + y + z - a - c;
  return (c * (c + 1) * (c + 2)) / 6 + (b * (b + 1)) / 2 + a;
}
/** The rank multiset of three ranks in any order, by x * 169 + y * 13 + z (a 2,197-entry table: no sort per triple). */
const RANK_SET_OF = new Int16Array(13 * 13 * 13);
for (let x = 0; x < 13; x++) for (let y = 0; y < 13; y++) for (let z = 0; z < 13; z++) RANK_SET_OF[x * 169 + y * 13 + z] = rankSetOf(x, y, z);
/** Each rank multiset's rank-key sum, and its rank when all three are alike (else -1). */
const RANK_SET_KEY = new Int32Array(RANK_SETS);
const RANK_SET_TRIPS = new Int8Array(RANK_SETS).fill(-1);
for (let c = 0; c < 13; c++) {
  for (let b = 0; b <= c; b++) {
    for (let a = 0; a <= b; a++) {
      const set = rankSetOf(a, b, c);
      RANK_SET_KEY[set] = RANK_KEYS[a]! + RANK_KEYS[b]! + RANK_KEYS[c]!;
      if (a === c) RANK_SET_TRIPS[set] = a;
    }
  }
}

const rankOf = (card: number): number => card >> 2;
const suitOf = (card: number): number => card & 3;
const NO_SUIT = -1;

/**
 * A hand prepared for many boards: its best value without a flush for each rank multiset of three
 * board cards (0 where its cards and the triple cannot coexist), and its suited pairs (suit, rank mask).
 */
export interface OmahaHand {
  byRankSet: Uint16Array;
  suitedPairs: number;
  suitedPairSuit: Int8Array;
  suitedPairMask: Int32Array;
}

export function prepareOmahaHand(hole: readonly number[]): OmahaHand {
  const index = HOLE_PAIRS[hole.length];
  if (index === undefined) throw new RangeError("an Omaha hand has 4 or 5 hole cards");
  const pairs = index.length / 2;
  const hand: OmahaHand = {
    byRankSet: new Uint16Array(RANK_SETS),
    suitedPairs: 0,
    suitedPairSuit: new Int8Array(pairs),
    suitedPairMask: new Int32Array(pairs),
  };
  const seen = new Set<number>();
  for (let p = 0; p < pairs; p++) {
    const x = hole[index[2 * p]!]!;
    const y = hole[index[2 * p + 1]!]!;
    if (suitOf(x) === suitOf(y)) {
      hand.suitedPairSuit[hand.suitedPairs] = suitOf(x);
      hand.suitedPairMask[hand.suitedPairs++] = rankBitOf[x]! | rankBitOf[y]!;
    }
    const key = rankKeyOf[x]! + rankKeyOf[y]!;
    if (seen.has(key)) continue; // another pair of the same ranks scores the same without a flush
    seen.add(key);
    // A pocket pair with trips of its rank on the board would be five of a kind: no such deal.
    const impossible = rankOf(x) === rankOf(y) ? rankOf(x) : -2;
    for (let set = 0; set < RANK_SETS; set++) {
      if (RANK_SET_TRIPS[set] === impossible) continue;
      const value = noFlushValue[hashSlot(rowOffsets, key + RANK_SET_KEY[set]!)]!;
      if (value > hand.byRankSet[set]!) hand.byRankSet[set] = value;
    }
  }
  return hand;
}

/**
 * A five-card board prepared for every hand: the rank multiset of each triple, the suit with three or
 * more cards (at most one; NO_SUIT when none) and the rank masks of the triples of that suit. Reused
 * across boards (setOmahaBoard overwrites it) so that enumeration allocates nothing.
 */
export interface OmahaBoard {
  tripleRankSet: Int32Array;
  flushSuit: number;
  suitedTriples: number;
  suitedTripleMask: Int32Array;
}

export function newOmahaBoard(): OmahaBoard {
  return { tripleRankSet: new Int32Array(TRIPLE_COUNT), flushSuit: NO_SUIT, suitedTriples: 0, suitedTripleMask: new Int32Array(TRIPLE_COUNT) };
}

/** The suit holding three or more of five cards, or NO_SUIT: a 4-bit counter per suit, summed. */
function boardFlushSuit(board: ArrayLike<number>): number {
  let counters = 0;
  for (let i = 0; i < 5; i++) counters += 1 << (suitOf(board[i]!) * 4);
  for (let s = 0; s < 4; s++) if (((counters >> (s * 4)) & 15) >= 3) return s;
  return NO_SUIT;
}

export function setOmahaBoard(out: OmahaBoard, board: ArrayLike<number>): OmahaBoard {
  if (board.length !== 5) throw new RangeError("an Omaha board to score has 5 cards");
  const flushSuit = boardFlushSuit(board);
  out.flushSuit = flushSuit;
  out.suitedTriples = 0;
  for (let t = 0; t < TRIPLE_COUNT; t++) {
    const a = board[BOARD_TRIPLES[3 * t]!]!;
    const b = board[BOARD_TRIPLES[3 * t + 1]!]!;
    const c = board[BOARD_TRIPLES[3 * t + 2]!]!;
    out.tripleRankSet[t] = RANK_SET_OF[rankOf(a) * 169 + rankOf(b) * 13 + rankOf(c)]!;
    if (suitOf(a) === flushSuit && suitOf(b) === flushSuit && suitOf(c) === flushSuit) {
      out.suitedTripleMask[out.suitedTriples++] = rankBitOf[a]! | rankBitOf[b]! | rankBitOf[c]!;
    }
  }
  return out;
}

/** The hand's value on the board: higher is better, equal splits (ordinals 1..7,462). */
export function omahaValue(hand: OmahaHand, board: OmahaBoard): number {
  const row = hand.byRankSet;
  const sets = board.tripleRankSet;
  let best = 0;
  for (let t = 0; t < TRIPLE_COUNT; t++) {
    const value = row[sets[t]!]!;
    if (value > best) best = value;
  }
  if (board.flushSuit === NO_SUIT) return best;
  // Flushes: a suited pair of the board's flush suit with a triple of that suit (5 distinct ranks).
  for (let p = 0; p < hand.suitedPairs; p++) {
    if (hand.suitedPairSuit[p] !== board.flushSuit) continue;
    const mask = hand.suitedPairMask[p]!;
    for (let t = 0; t < board.suitedTriples; t++) {
      const value = flushValueOfMask[mask | board.suitedTripleMask[t]!]!;
      if (value > best) best = value;
    }
  }
  return best;
}

/** Exactly five cards, as the tables score them (the building block; checked over all 2,598,960 hands by the tests). */
export function evaluate5(a: number, b: number, c: number, d: number, e: number): number {
  const suit = suitOf(a);
  if (suitOf(b) === suit && suitOf(c) === suit && suitOf(d) === suit && suitOf(e) === suit) {
    return flushValueOfMask[rankBitOf[a]! | rankBitOf[b]! | rankBitOf[c]! | rankBitOf[d]! | rankBitOf[e]!]!;
  }
  return noFlushValue[hashSlot(rowOffsets, rankKeyOf[a]! + rankKeyOf[b]! + rankKeyOf[c]! + rankKeyOf[d]! + rankKeyOf[e]!)]!;
}

/** One hand on one five-card board (convenience; enumeration prepares both sides once). */
export function evaluateOmaha(hole: readonly number[], board: readonly number[]): number {
  return omahaValue(prepareOmahaHand(hole), setOmahaBoard(newOmahaBoard(), board));
}

export function omahaCategoryOf(value: number): (typeof HAND_CATEGORIES)[number] {
  return HAND_CATEGORIES[categoryIndex[value]!]!;
}
