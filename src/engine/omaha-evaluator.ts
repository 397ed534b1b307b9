/**
 * Omaha hand evaluator: a hand is exactly two of its hole cards (4 or 5) and exactly three of the
 * five board cards, the best such five. Three hole cards never count: AdKdKhKs on 2d5cQhJs is a
 * pair of kings, not trips.
 *
 * Same scheme as the 7-card evaluator (evaluator.ts: additive rank keys, a perfect hash, a flush
 * table by rank mask), with tables for exactly five cards (omaha-evaluator-tables.ts, built by
 * scripts/lib/evaluator-gen.ts with cardCount 5: all 7,462 distinct five-card values, so values are
 * ordinals of their own, not comparable with evaluate7's). A board is prepared once (the rank-key
 * sums of its 10 triples, its flush suit and the rank masks of its triples of that suit), a hand once
 * (the rank-key sums of its 6 or 10 pairs, and each pair's suit when suited), and a showdown is then
 * pairs x 10 sums and lookups, plus the flush table for the suited pairs of the board's flush suit.
 * A flush does not rule out quads or a full house here (they use other hole cards), so both sides are
 * scored and the larger wins.
 */
import { CARD_RANK_BIT, CARD_RANK_KEY, decodeTables, HAND_CATEGORIES, hashSlot } from "./evaluator.ts";
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

const suitOf = (card: number): number => card & 3;
const NO_SUIT = -1;

/** A hand prepared for many boards: per pair of hole cards its rank-key sum, its suit (or NO_SUIT) and its rank mask. */
export interface OmahaHand {
  pairs: number;
  pairRankKey: Int32Array;
  pairSuit: Int8Array;
  pairRankMask: Int32Array;
}

export function prepareOmahaHand(hole: readonly number[]): OmahaHand {
  const index = HOLE_PAIRS[hole.length];
  if (index === undefined) throw new RangeError("an Omaha hand has 4 or 5 hole cards");
  const pairs = index.length / 2;
  const hand: OmahaHand = { pairs, pairRankKey: new Int32Array(pairs), pairSuit: new Int8Array(pairs), pairRankMask: new Int32Array(pairs) };
  for (let p = 0; p < pairs; p++) {
    const a = hole[index[2 * p]!]!;
    const b = hole[index[2 * p + 1]!]!;
    hand.pairRankKey[p] = rankKeyOf[a]! + rankKeyOf[b]!;
    hand.pairSuit[p] = suitOf(a) === suitOf(b) ? suitOf(a) : NO_SUIT;
    hand.pairRankMask[p] = rankBitOf[a]! | rankBitOf[b]!;
  }
  return hand;
}

/**
 * A five-card board prepared for every hand: the rank-key sum of each triple, the suit with three or
 * more cards (at most one; NO_SUIT when none) and the rank masks of the triples of that suit.
 * Reused across boards (setOmahaBoard overwrites it) so that enumeration allocates nothing.
 */
export interface OmahaBoard {
  tripleRankKey: Int32Array;
  flushSuit: number;
  suitedTriples: number;
  suitedTripleMask: Int32Array;
}

export function newOmahaBoard(): OmahaBoard {
  return { tripleRankKey: new Int32Array(TRIPLE_COUNT), flushSuit: NO_SUIT, suitedTriples: 0, suitedTripleMask: new Int32Array(TRIPLE_COUNT) };
}

/** The suit holding three or more of five cards, or NO_SUIT. */
function boardFlushSuit(board: ArrayLike<number>): number {
  const count = [0, 0, 0, 0];
  for (let i = 0; i < 5; i++) count[suitOf(board[i]!)]!++;
  return count.findIndex((n) => n >= 3);
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
    out.tripleRankKey[t] = rankKeyOf[a]! + rankKeyOf[b]! + rankKeyOf[c]!;
    if (suitOf(a) === flushSuit && suitOf(b) === flushSuit && suitOf(c) === flushSuit) {
      out.suitedTripleMask[out.suitedTriples++] = rankBitOf[a]! | rankBitOf[b]! | rankBitOf[c]!;
    }
  }
  return out;
}

/** The hand's value on the board: higher is better, equal splits (ordinals 1..7,462). */
export function omahaValue(hand: OmahaHand, board: OmahaBoard): number {
  const pairKey = hand.pairRankKey;
  const tripleKey = board.tripleRankKey;
  let best = 0;
  for (let p = 0; p < hand.pairs; p++) {
    const key = pairKey[p]!;
    for (let t = 0; t < TRIPLE_COUNT; t++) {
      const value = noFlushValue[hashSlot(rowOffsets, key + tripleKey[t]!)]!;
      if (value > best) best = value;
    }
  }
  if (board.flushSuit === NO_SUIT) return best;
  // Flushes: a suited pair of the board's flush suit with a triple of that suit (5 distinct ranks).
  for (let p = 0; p < hand.pairs; p++) {
    if (hand.pairSuit[p] !== board.flushSuit) continue;
    const mask = hand.pairRankMask[p]!;
    for (let t = 0; t < board.suitedTriples; t++) {
      const value = flushValueOfMask[mask | board.suitedTripleMask[t]!]!;
      if (value > best) best = value;
    }
  }
  return best;
}

/** One hand on one five-card board (convenience; enumeration prepares both sides once). */
export function evaluateOmaha(hole: readonly number[], board: readonly number[]): number {
  return omahaValue(prepareOmahaHand(hole), setOmahaBoard(newOmahaBoard(), board));
}

export function omahaCategoryOf(value: number): (typeof HAND_CATEGORIES)[number] {
  return HAND_CATEGORIES[categoryIndex[value]!]!;
}
