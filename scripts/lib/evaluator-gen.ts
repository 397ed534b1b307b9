/**
 * Builds the 7-card evaluator's tables from first principles (src/engine/evaluator.ts describes the
 * scheme) and the base64 texts committed in src/engine/evaluator-tables.ts and
 * src/engine/preflop-table-data.ts. Generation code only: used by scripts/gen-evaluator-tables.ts,
 * scripts/gen-preflop-table.ts and the tests that check the committed tables equal a fresh build;
 * nothing here ships in the Worker.
 */
import { type EvaluatorTables, hashSlot, RANK_KEYS, ROW_SHIFT, ROW_WIDTH } from "../../src/engine/evaluator.ts";
import { PREFLOP_COUNT_BITS } from "../../src/engine/preflop-table.ts";
import { encodeBase64 } from "../../src/lib/base64.ts";

/** Row and column of a rank-key sum in the perfect hash (hashSlot in evaluator.ts adds the row's offset). */
const rowOf = (rankKeySum: number): number => rankKeySum >>> ROW_SHIFT;
const columnOf = (rankKeySum: number): number => rankKeySum & (ROW_WIDTH - 1);

// ---- scoring: category << 20 | five 4-bit kicker ranks ----

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

/**
 * Rank-key sums and table scores of every rank multiset of `cardCount` cards (7: 49,205; 5: 6,175),
 * in a fixed order.
 */
function rankMultisets(cardCount: number): { keys: Int32Array; scores: Int32Array } {
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
  walk(0, cardCount, 0);
  return { keys: Int32Array.from(keys), scores: Int32Array.from(scores) };
}

/**
 * Row-displacement perfect hash: rows of ROW_WIDTH (4096) key values, largest first, each shifted
 * to the first offset where all its keys land on free slots (free slots found with a union-find "next free" chain). The result is dense: 50,687
 * slots for 49,205 keys.
 */
function buildRowOffsets(keys: Int32Array): Int32Array {
  let maxKey = 0;
  for (const k of keys) maxKey = Math.max(maxKey, k);
  const rowCount = rowOf(maxKey) + 1;
  const rows: number[][] = Array.from({ length: rowCount }, () => []);
  for (const k of keys) rows[rowOf(k)]!.push(columnOf(k));
  const order = rows.map((_, r) => r).sort((a, b) => rows[b]!.length - rows[a]!.length || a - b);
  const capacity = keys.length * 2 + 2 * ROW_WIDTH;
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

/**
 * Computes every table from first principles (~50 ms, too slow for module load). `cardCount` 7 gives
 * the hold'em evaluator's tables (values: the 4,824 scores 7-card hands reach); 5 gives the exact
 * 5-card tables Omaha's two-plus-three hands are scored with (omaha-evaluator.ts: all 7,462 scores).
 */
export function buildTables(rowOffsets?: Int32Array, cardCount: 5 | 7 = 7): EvaluatorTables {
  const { keys, scores } = rankMultisets(cardCount);
  const flushScores = new Int32Array(8192).fill(-1);
  for (let m = 0; m < 8192; m++) {
    let bits = 0;
    for (let x = m; x; x &= x - 1) bits++;
    if (bits >= 5) flushScores[m] = scoreFlush(m);
  }

  // Ordinals over the scores that hands of `cardCount` cards can reach (a 6- or 7-rank flush mask
  // scores as its best five, so it adds no score to the 5-card set).
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
  for (const k of keys) size = Math.max(size, hashSlot(rowOffset, k) + 1);
  const noFlush = new Uint16Array(size);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const slot = hashSlot(rowOffset, k);
    // A stale committed table would silently corrupt results: refuse to load instead.
    if (noFlush[slot] !== 0) throw new Error("evaluator: perfect hash collision (regenerate evaluator-tables.ts)");
    noFlush[slot] = ordinal.get(scores[i]!)!;
  }
  return { noFlush, rowOffset, flush, categoryOf };
}

/** Little-endian bytes of a typed array, base64: the format decodeTables() in evaluator.ts decodes. */
function encodeLittleEndian(values: Int32Array | Uint16Array | Uint8Array): string {
  const width = values.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(values.length * width);
  for (let i = 0; i < values.length; i++) for (let k = 0; k < width; k++) bytes[i * width + k] = (values[i]! >>> (8 * k)) & 0xff;
  return encodeBase64(bytes);
}

/** The text of src/engine/evaluator-tables.ts (7 cards) or omaha-evaluator-tables.ts (5 cards) for `tables`. */
export function evaluatorTablesModule(tables: EvaluatorTables, cardCount: 5 | 7 = 7): string {
  const what = cardCount === 7 ? "the 7-card evaluator's tables" : "the 5-card tables of the Omaha evaluator";
  return `/** Generated by scripts/gen-evaluator-tables.ts: ${what}, little-endian, base64. */
export const TABLES_BASE64: { noFlush: string; rowOffset: string; flush: string; categoryOf: string } = {
  noFlush: "${encodeLittleEndian(tables.noFlush)}",
  rowOffset: "${encodeLittleEndian(tables.rowOffset)}",
  flush: "${encodeLittleEndian(tables.flush)}",
  categoryOf: "${encodeLittleEndian(tables.categoryOf)}",
};
`;
}

/**
 * Packs preflop counts the way preflopCounts() in preflop-table.ts reads them: win and tie of each
 * class as 21-bit big-endian fields, back to back, in bytes (a last partial byte padded with zeros),
 * base64.
 */
export function encodePreflopCounts(win: ArrayLike<number>, tie: ArrayLike<number>): string {
  const bits = win.length * 2 * PREFLOP_COUNT_BITS;
  const bytes = new Uint8Array(Math.ceil(bits / 8));
  let at = 0;
  const write = (value: number): void => {
    for (let b = PREFLOP_COUNT_BITS - 1; b >= 0; b--, at++) if ((value >>> b) & 1) bytes[at >> 3]! |= 0x80 >> (at & 7);
  };
  for (let i = 0; i < win.length; i++) {
    write(win[i]!);
    write(tie[i]!);
  }
  return encodeBase64(bytes);
}
