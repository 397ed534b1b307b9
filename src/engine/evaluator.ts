/**
 * 7-card hold'em hand evaluator: additive card keys + a perfect hash (the OMPEval scheme,
 * re-implemented). Each card contributes a rank key (chosen so that every multiset of up to 7 ranks
 * has a distinct sum) and a suit counter (4 bits per suit, biased by 3 so that a 5th card of one
 * suit sets bit 3). A hand is therefore two int32 sums that can be built incrementally during
 * enumeration (board partial sums + 2 hole cards), and evaluating it is one flush test plus one
 * table lookup. Flush hands (one suit >= 5 of 7 cards: quads and full houses are then impossible)
 * use a 8192-entry table indexed by the suit's rank mask.
 *
 * Values are ordinals: higher is better, equal means a split; 4824 distinct values occur among
 * 7-card hands. The tables (about 150 KB: 50,687 + 8,192 uint16, 8,191 int32 row offsets) are
 * computed by buildTables() in scripts/lib/evaluator-gen.ts and committed as base64 in
 * src/engine/evaluator-tables.ts, so module load is a decode (~1 ms) rather than a 50 ms build;
 * a test checks that the committed tables equal a fresh build. Nothing that builds tables ships.
 */

import { decodeBase64 } from "../lib/base64.ts";
import { TABLES_BASE64 } from "./evaluator-tables.ts";

/** OMPEval's rank multipliers: all sums of <= 7 of them (at most 4 of each) are distinct. */
export const RANK_KEYS = [0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068, 0x48c0e4, 0x48f211, 0x494493];
/** Start value of the suit counter sum: 3 per suit, so bit 3 of a nibble means >= 5 cards of that suit. */
export const SUIT_BIAS = 0x3333;
export const FLUSH_CHECK = 0x8888;

export const HAND_CATEGORIES = [
  "high_card",
  "one_pair",
  "two_pair",
  "three_of_a_kind",
  "straight",
  "flush",
  "full_house",
  "four_of_a_kind",
  "straight_flush",
] as const;

/**
 * The perfect hash of a rank-key sum: its high bits (sum >>> ROW_SHIFT) pick a row, its low bits
 * (sum & (ROW_WIDTH - 1)) a column, and the row's offset (ROW_OFFSET) plus the column is the slot in
 * NO_FLUSH. Rows are displaced so that no two 7-card rank multisets share a slot
 * (scripts/lib/evaluator-gen.ts builds the offsets).
 */
export const ROW_SHIFT = 12;
export const ROW_WIDTH = 1 << ROW_SHIFT;

/**
 * Slot of a rank-key sum under the row offsets `rowOffset` (the committed ROW_OFFSET, or a fresh
 * build). One expression with the shift and mask as literals (12 = ROW_SHIFT, 4095 = ROW_WIDTH - 1,
 * checked by a test) so that V8 inlines it whole into the enumeration loops: module constants and
 * nested helpers there cost 3-15% (bench/equity.bench.ts).
 */
export function hashSlot(rowOffset: Int32Array, rankKeySum: number): number {
  return rowOffset[rankKeySum >>> 12]! + (rankKeySum & 4095);
}

/** Per-card rank key and suit increment, indexed by card (rank * 4 + suit). */
export const CARD_RANK_KEY = new Int32Array(52);
export const CARD_SUIT_KEY = new Int32Array(52);
/** 1 << rank, indexed by card: builds a suit's rank mask on the (rare) flush path. */
export const CARD_RANK_BIT = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  CARD_RANK_KEY[c] = RANK_KEYS[c >> 2]!;
  CARD_SUIT_KEY[c] = 1 << ((c & 3) * 4);
  CARD_RANK_BIT[c] = 1 << (c >> 2);
}

export interface EvaluatorTables {
  noFlush: Uint16Array;
  rowOffset: Int32Array;
  flush: Uint16Array;
  categoryOf: Uint8Array;
}

/**
 * Committed tables: little-endian typed arrays, base64 (scripts/gen-evaluator-tables.ts writes this
 * evaluator's and the Omaha evaluator's 5-card ones in the same format).
 */
export function decodeTables(base64: { noFlush: string; rowOffset: string; flush: string; categoryOf: string }): EvaluatorTables {
  const u16 = (b: Uint8Array): Uint16Array => {
    const out = new Uint16Array(b.length >> 1);
    for (let i = 0; i < out.length; i++) out[i] = b[2 * i]! | (b[2 * i + 1]! << 8);
    return out;
  };
  const i32 = (b: Uint8Array): Int32Array => {
    const out = new Int32Array(b.length >> 2);
    for (let i = 0; i < out.length; i++) out[i] = b[4 * i]! | (b[4 * i + 1]! << 8) | (b[4 * i + 2]! << 16) | (b[4 * i + 3]! << 24);
    return out;
  };
  return {
    noFlush: u16(decodeBase64(base64.noFlush)),
    rowOffset: i32(decodeBase64(base64.rowOffset)),
    flush: u16(decodeBase64(base64.flush)),
    categoryOf: decodeBase64(base64.categoryOf),
  };
}

const TABLES = decodeTables(TABLES_BASE64);
/** Hand value by perfect hash of the rank-key sum (no flush). */
export const NO_FLUSH: Uint16Array = TABLES.noFlush;
export const ROW_OFFSET: Int32Array = TABLES.rowOffset;
/** Hand value of a flush by the flush suit's 13-bit rank mask. */
export const FLUSH: Uint16Array = TABLES.flush;
/** Category index (into HAND_CATEGORIES) of each hand value. */
export const CATEGORY_OF: Uint8Array = TABLES.categoryOf;
export const DISTINCT_VALUES = CATEGORY_OF.length - 1;

/** Which suit has >= 5 cards, from a biased suit-key sum with the flush bit set. */
function flushSuit(suitKey: number): number {
  return (31 - Math.clz32(suitKey & 0x8888)) >> 2; // FLUSH_CHECK
}

/*
 * The hot functions below read the tables through these private names, never through the exported
 * ones: V8 reads an exported binding from its module cell with a hole check on every use, and
 * evaluate7 written over the exports runs at half the rate (measured, ../shared/perf eval).
 */
const noFlushValue = TABLES.noFlush;
const rowOffsets = TABLES.rowOffset;
const flushValueOfMask = TABLES.flush;
const rankBitOf = CARD_RANK_BIT.slice();
const rankKeyOf = CARD_RANK_KEY.slice();
const suitKeyOf = CARD_SUIT_KEY.slice();

/**
 * A card's rank key and suit increment in one float64, rankKey * 2^16 + suitKey (OMPEval packs the
 * two into one 64-bit integer; a double is JavaScript's exact integer up to 2^53). Seven of them sum
 * exactly (below 2^42), so evaluate7 loads one number per card instead of two: the sum's low 16 bits
 * are the suit counters (ToInt32 keeps them), the bits above are the rank-key sum. BIASED_CARD_KEY
 * adds SUIT_BIAS, so the first card brings the bias.
 */
const CARD_KEY = new Float64Array(52);
const BIASED_CARD_KEY = new Float64Array(52);
for (let c = 0; c < 52; c++) {
  CARD_KEY[c] = CARD_RANK_KEY[c]! * 65536 + CARD_SUIT_KEY[c]!;
  BIASED_CARD_KEY[c] = CARD_KEY[c]! + SUIT_BIAS;
}

/** Evaluates 7 cards (card indices). Higher is better. */
export function evaluate7(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  const key = CARD_KEY;
  // Paired so that the adds overlap (float adds have latency; the sum is exact in any order).
  const sum = BIASED_CARD_KEY[a]! + (key[b]! + key[c]!) + (key[d]! + key[e]! + (key[f]! + key[g]!));
  const flushBits = sum & 0x8888; // FLUSH_CHECK
  // Times 2^-16 (exact) drops the suit counters: what is left is the rank-key sum.
  if (flushBits === 0) return noFlushValue[hashSlot(rowOffsets, (sum * 0.0000152587890625) | 0)]!;
  return flushValue(flushSuit(flushBits), a, b, c, d, e, f, g);
}

/** The value of 7 cards of which at least 5 are of suit `s`: the flush table at that suit's ranks. */
function flushValue(s: number, a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  const bit = rankBitOf;
  let mask = 0;
  if ((a & 3) === s) mask |= bit[a]!;
  if ((b & 3) === s) mask |= bit[b]!;
  if ((c & 3) === s) mask |= bit[c]!;
  if ((d & 3) === s) mask |= bit[d]!;
  if ((e & 3) === s) mask |= bit[e]!;
  if ((f & 3) === s) mask |= bit[f]!;
  if ((g & 3) === s) mask |= bit[g]!;
  return flushValueOfMask[mask]!;
}

/** Evaluates a 7-card array (convenience; hot loops use evaluate7 or the partial sums directly). */
export function evaluateCards(cards: readonly number[]): number {
  return evaluate7(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, cards[5]!, cards[6]!);
}

export function categoryOf(value: number): (typeof HAND_CATEGORIES)[number] {
  return HAND_CATEGORIES[CATEGORY_OF[value]!]!;
}

/**
 * Evaluates 5 board cards given as partial sums plus per-suit board masks and 2 hole cards: the
 * building block of board-first enumeration (the board's sums are computed once per runout).
 */
export function evaluateWithBoard(boardRankKey: number, boardSuitKey: number, boardSuitMasks: Int32Array, h0: number, h1: number): number {
  const suits = boardSuitKey + suitKeyOf[h0]! + suitKeyOf[h1]!;
  if ((suits & 0x8888) === 0) return noFlushValue[hashSlot(rowOffsets, boardRankKey + rankKeyOf[h0]! + rankKeyOf[h1]!)]!;
  const s = flushSuit(suits);
  let mask = boardSuitMasks[s]!;
  if ((h0 & 3) === s) mask |= rankBitOf[h0]!;
  if ((h1 & 3) === s) mask |= rankBitOf[h1]!;
  return flushValueOfMask[mask]!;
}
