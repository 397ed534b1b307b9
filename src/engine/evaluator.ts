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
 * computed by buildTables() in scripts/gen-evaluator-tables.ts and committed as base64 in
 * src/engine/evaluator-tables.ts, so module load is a decode (~1 ms) rather than a 50 ms build;
 * a test checks that the committed tables equal a fresh build.
 */

import { TABLES_BASE64 } from "./evaluator-tables.ts";

/** OMPEval's rank multipliers: all sums of <= 7 of them (at most 4 of each) are distinct. */
const RANK_KEYS = [
  0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068, 0x48c0e4, 0x48f211,
  0x494493,
];
/** Start value of the suit counter sum: 3 per suit, so bit 3 of a nibble means >= 5 cards of that suit. */
export const SUIT_BIAS = 0x3333;
export const FLUSH_CHECK = 0x8888;
const ROW_SHIFT = 12;
const ROW_MASK = (1 << ROW_SHIFT) - 1;

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

// ---- scoring used only to build the tables: category << 20 | five 4-bit kicker ranks ----

function straightTop(mask: number): number {
  for (let top = 12; top >= 4; top--) {
    const need = 0x1f << (top - 4);
    if ((mask & need) === need) return top;
  }
  return (mask & 0x100f) === 0x100f ? 3 : -1; // wheel A-2-3-4-5
}

function topRanks(mask: number, n: number): number {
  let packed = 0;
  let taken = 0;
  for (let r = 12; r >= 0 && taken < n; r--) {
    if (mask & (1 << r)) {
      packed = (packed << 4) | r;
      taken++;
    }
  }
  return packed << (4 * (5 - taken));
}

function scoreFlush(mask: number): number {
  const st = straightTop(mask);
  return st >= 0 ? (8 << 20) | (st << 16) : (5 << 20) | topRanks(mask, 5);
}

function scoreRanks(counts: readonly number[]): number {
  let present = 0;
  let quad = -1;
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = 12; r >= 0; r--) {
    const n = counts[r]!;
    if (n > 0) present |= 1 << r;
    if (n === 4) quad = r;
    else if (n === 3) trips.push(r);
    else if (n === 2) pairs.push(r);
  }
  const without = (...ranks: number[]): number => ranks.reduce((m, r) => m & ~(1 << r), present);
  if (quad >= 0) return (7 << 20) | (quad << 16) | (topRanks(without(quad), 1) >> 4);
  if (trips.length > 0 && trips.length + pairs.length >= 2) {
    const t = trips[0]!;
    const p = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    return (6 << 20) | (t << 16) | (p << 12);
  }
  const st = straightTop(present);
  if (st >= 0) return (4 << 20) | (st << 16);
  if (trips.length > 0) {
    const t = trips[0]!;
    return (3 << 20) | (t << 16) | (topRanks(without(t), 2) >> 4);
  }
  if (pairs.length >= 2) {
    const [p1, p2] = [pairs[0]!, pairs[1]!];
    return (2 << 20) | (p1 << 16) | (p2 << 12) | (topRanks(without(p1, p2), 1) >> 8);
  }
  if (pairs.length === 1) {
    const p = pairs[0]!;
    return (1 << 20) | (p << 16) | (topRanks(without(p), 3) >> 4);
  }
  return topRanks(present, 5);
}

// ---- table construction ----

/** Rank-key sums and table scores of every 7-card rank multiset (49,205), in a fixed order. */
export function rankMultisets(): { keys: Int32Array; scores: Int32Array } {
  const keys: number[] = [];
  const scores: number[] = [];
  const counts = new Array<number>(13).fill(0);
  const walk = (rank: number, left: number, key: number): void => {
    if (rank === 13) {
      if (left === 0) {
        keys.push(key);
        scores.push(scoreRanks(counts));
      }
      return;
    }
    const max = rank === 12 ? left : Math.min(4, left);
    for (let n = rank === 12 ? left : 0; n <= max; n++) {
      if (n > 4) return;
      counts[rank] = n;
      walk(rank + 1, left - n, key + n * RANK_KEYS[rank]!);
    }
    counts[rank] = 0;
  };
  walk(0, 7, 0);
  return { keys: Int32Array.from(keys), scores: Int32Array.from(scores) };
}

/**
 * Row-displacement perfect hash (run by scripts/gen-evaluator-tables.ts, not at load): rows of
 * 4096 key values, largest first, each shifted to the first offset where all its keys land on
 * free slots (free slots found with a union-find "next free" chain). The result is dense: 50,687
 * slots for 49,205 keys.
 */
export function buildRowOffsets(keys: Int32Array): Int32Array {
  let maxKey = 0;
  for (const k of keys) maxKey = Math.max(maxKey, k);
  const rowCount = (maxKey >> ROW_SHIFT) + 1;
  const rows: number[][] = Array.from({ length: rowCount }, () => []);
  for (const k of keys) rows[k >> ROW_SHIFT]!.push(k & ROW_MASK);
  const order = rows.map((_, r) => r).sort((a, b) => rows[b]!.length - rows[a]!.length || a - b);
  const capacity = keys.length * 2 + (2 << ROW_SHIFT);
  const used = new Uint8Array(capacity);
  const nextFree = new Int32Array(capacity + 1).map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (nextFree[root] !== root) root = nextFree[root]!;
    while (nextFree[i] !== root) {
      const n = nextFree[i]!;
      nextFree[i] = root;
      i = n;
    }
    return root;
  };
  const rowOffset = new Int32Array(rowCount);
  for (const r of order) {
    const cols = rows[r]!.sort((a, b) => a - b);
    if (cols.length === 0) continue;
    for (let slot = find(0); ; slot = find(slot + 1)) {
      const off = slot - cols[0]!;
      if (cols.every((c) => !used[off + c])) {
        for (const c of cols) {
          used[off + c] = 1;
          nextFree[off + c] = off + c + 1;
        }
        rowOffset[r] = off;
        break;
      }
    }
  }
  return rowOffset;
}

function decodeBase64(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const lookup = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) lookup[alphabet.charCodeAt(i)] = i;
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    acc = (acc << 6) | lookup[clean.charCodeAt(i)]!;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

export function decodeInt32Base64(text: string): Int32Array {
  const bytes = decodeBase64(text);
  const out = new Int32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) {
    out[i] = bytes[4 * i]! | (bytes[4 * i + 1]! << 8) | (bytes[4 * i + 2]! << 16) | (bytes[4 * i + 3]! << 24);
  }
  return out;
}

/** Little-endian bytes of a typed array, base64 (for the generator). */
export function encodeBase64(values: Int32Array | Uint16Array | Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const width = values.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(values.length * width);
  for (let i = 0; i < values.length; i++) for (let k = 0; k < width; k++) bytes[i * width + k] = (values[i]! >>> (8 * k)) & 0xff;
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? alphabet[(n >> 6) & 63]! : "=";
    out += i + 2 < bytes.length ? alphabet[n & 63]! : "=";
  }
  return out;
}

export interface EvaluatorTables {
  noFlush: Uint16Array;
  rowOffset: Int32Array;
  flush: Uint16Array;
  categoryOf: Uint8Array;
}

/** Computes every table from first principles (generator and tests; ~50 ms, too slow for module load). */
export function buildTables(rowOffsets?: Int32Array): EvaluatorTables {
  const { keys, scores } = rankMultisets();
  const flushScores = new Int32Array(8192).fill(-1);
  for (let m = 0; m < 8192; m++) {
    let bits = 0;
    for (let x = m; x; x &= x - 1) bits++;
    if (bits >= 5) flushScores[m] = scoreFlush(m);
  }

  // Ordinals over the scores that 7-card hands can reach.
  const all = new Set<number>(scores);
  for (const s of flushScores) if (s >= 0) all.add(s);
  const sorted = Int32Array.from(all).sort();
  const ordinal = new Map<number, number>();
  sorted.forEach((s, i) => ordinal.set(s, i + 1));
  const categoryOf = new Uint8Array(sorted.length + 1);
  sorted.forEach((s, i) => (categoryOf[i + 1] = s >> 20));

  const flush = new Uint16Array(8192);
  for (let m = 0; m < 8192; m++) if (flushScores[m]! >= 0) flush[m] = ordinal.get(flushScores[m]!)!;

  const rowOffset = rowOffsets ?? buildRowOffsets(keys);
  let size = 0;
  for (const k of keys) size = Math.max(size, rowOffset[k >> ROW_SHIFT]! + (k & ROW_MASK) + 1);
  const noFlush = new Uint16Array(size);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const slot = rowOffset[k >> ROW_SHIFT]! + (k & ROW_MASK);
    // A stale committed table would silently corrupt results: refuse to load instead.
    if (noFlush[slot] !== 0) throw new Error("evaluator: perfect hash collision (regenerate evaluator-tables.ts)");
    noFlush[slot] = ordinal.get(scores[i]!)!;
  }
  return { noFlush, rowOffset, flush, categoryOf };
}

function loadTables(): EvaluatorTables {
  if (TABLES_BASE64.noFlush === "") return buildTables(); // before the first scripts/gen-evaluator-tables.ts run
  const u16 = (b: Uint8Array): Uint16Array => {
    const out = new Uint16Array(b.length >> 1);
    for (let i = 0; i < out.length; i++) out[i] = b[2 * i]! | (b[2 * i + 1]! << 8);
    return out;
  };
  return {
    noFlush: u16(decodeBase64(TABLES_BASE64.noFlush)),
    rowOffset: decodeInt32Base64(TABLES_BASE64.rowOffset),
    flush: u16(decodeBase64(TABLES_BASE64.flush)),
    categoryOf: decodeBase64(TABLES_BASE64.categoryOf),
  };
}

const TABLES = loadTables();
/** Hand value by perfect hash of the rank-key sum (no flush). */
export const NO_FLUSH: Uint16Array = TABLES.noFlush;
export const ROW_OFFSET: Int32Array = TABLES.rowOffset;
/** Hand value of a flush by the flush suit's 13-bit rank mask. */
export const FLUSH: Uint16Array = TABLES.flush;
/** Category index (into HAND_CATEGORIES) of each hand value. */
export const CATEGORY_OF: Uint8Array = TABLES.categoryOf;
export const DISTINCT_VALUES = CATEGORY_OF.length - 1;

/** Which suit has >= 5 cards, from a biased suit-key sum with the flush bit set. */
export function flushSuit(suitKey: number): number {
  return (31 - Math.clz32(suitKey & FLUSH_CHECK)) >> 2;
}

/** Evaluates 7 cards (card indices). Higher is better. */
export function evaluate7(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  const rk = CARD_RANK_KEY;
  const sk = CARD_SUIT_KEY;
  const suits = SUIT_BIAS + sk[a]! + sk[b]! + sk[c]! + sk[d]! + sk[e]! + sk[f]! + sk[g]!;
  if ((suits & FLUSH_CHECK) === 0) {
    const key = rk[a]! + rk[b]! + rk[c]! + rk[d]! + rk[e]! + rk[f]! + rk[g]!;
    return NO_FLUSH[ROW_OFFSET[key >>> ROW_SHIFT]! + (key & ROW_MASK)]!;
  }
  const s = flushSuit(suits);
  const bit = CARD_RANK_BIT;
  let mask = 0;
  if ((a & 3) === s) mask |= bit[a]!;
  if ((b & 3) === s) mask |= bit[b]!;
  if ((c & 3) === s) mask |= bit[c]!;
  if ((d & 3) === s) mask |= bit[d]!;
  if ((e & 3) === s) mask |= bit[e]!;
  if ((f & 3) === s) mask |= bit[f]!;
  if ((g & 3) === s) mask |= bit[g]!;
  return FLUSH[mask]!;
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
export function evaluateWithBoard(
  boardRankKey: number,
  boardSuitKey: number,
  boardSuitMasks: Int32Array,
  h0: number,
  h1: number,
): number {
  const suits = boardSuitKey + CARD_SUIT_KEY[h0]! + CARD_SUIT_KEY[h1]!;
  if ((suits & FLUSH_CHECK) === 0) {
    const key = boardRankKey + CARD_RANK_KEY[h0]! + CARD_RANK_KEY[h1]!;
    return NO_FLUSH[ROW_OFFSET[key >>> ROW_SHIFT]! + (key & ROW_MASK)]!;
  }
  const s = flushSuit(suits);
  let mask = boardSuitMasks[s]!;
  if ((h0 & 3) === s) mask |= CARD_RANK_BIT[h0]!;
  if ((h1 & 3) === s) mask |= CARD_RANK_BIT[h1]!;
  return FLUSH[mask]!;
}
