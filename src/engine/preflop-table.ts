/**
 * Preflop heads-up matchups up to suit isomorphism, and the committed table of their exact
 * outcome counts over all C(48,5) = 1,712,304 boards (scripts/gen-preflop-table.ts).
 *
 * Combos are indexed 0..1325 by (hi, lo) card index, hi > lo: hi * (hi - 1) / 2 + lo. A matchup
 * class is an unordered pair of disjoint combos modulo the 24 suit permutations. To find a class in
 * O(1), the first combo x is mapped by a suit permutation sigma(x) onto the canonical combo of its
 * 169-class (pair: d+c, suited: c, offsuit: hi c + lo d); the second combo is mapped by the same
 * permutation and then minimised over the permutations that keep the canonical x fixed. Equal
 * 169-classes also try the swapped order. A dense table over (169-class of x) x (1326 combos)
 * then gives the class index and whether x is the class's first hand. Class indices are assigned in
 * the order that table is filled, so the generator and the runtime agree by construction.
 */
import { decodeBase64 } from "../lib/base64.ts";
import { COMBO_COUNT, COMBO_HI, COMBO_LO, comboIndex } from "./cards.ts";
import { PREFLOP_CLASS_COUNT, PREFLOP_COUNTS_BASE64 } from "./preflop-table-data.ts";

export const PREFLOP_BOARDS = 1_712_304;

// ---- suit permutations ----
const PERMS: number[][] = [];
for (let a = 0; a < 4; a++)
  for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) if (new Set([a, b, c, d]).size === 4) PERMS.push([a, b, c, d]);
const permIndexOf = new Int8Array(256).fill(-1);
PERMS.forEach((p, i) => (permIndexOf[p[0]! * 64 + p[1]! * 16 + p[2]! * 4 + p[3]!] = i));

/** PERM_COMBO[p * 1326 + combo]: the combo with suits relabelled by permutation p. */
export const PERM_COMBO = new Uint16Array(24 * COMBO_COUNT);
/** PERM_CARD[p * 52 + card]. */
const PERM_CARD = new Uint8Array(24 * 52);
PERMS.forEach((p, pi) => {
  for (let c = 0; c < 52; c++) PERM_CARD[pi * 52 + c] = (c & ~3) | p[c & 3]!;
  for (let i = 0; i < COMBO_COUNT; i++) {
    PERM_COMBO[pi * COMBO_COUNT + i] = comboIndex(PERM_CARD[pi * 52 + COMBO_HI[i]!]!, PERM_CARD[pi * 52 + COMBO_LO[i]!]!);
  }
});

function permFromMap(map: number[]): number {
  return permIndexOf[map[0]! * 64 + map[1]! * 16 + map[2]! * 4 + map[3]!]!;
}

/** Suit map sending `first` suits to 0, 1, ... and the remaining suits to the next labels in order. */
function relabel(first: number[]): number {
  const map = [-1, -1, -1, -1];
  let next = 0;
  for (const s of first) map[s] = next++;
  for (let s = 0; s < 4; s++) if (map[s] === -1) map[s] = next++;
  return permFromMap(map);
}

/** 169-class of each combo: pair r -> r*13+r, suited -> hi*13+lo, offsuit -> lo*13+hi. */
export const COMBO_CLASS = new Uint8Array(COMBO_COUNT);
/** Permutation taking each combo onto its class's canonical combo. */
const COMBO_SIGMA = new Uint8Array(COMBO_COUNT);
const CLASS_CANONICAL = new Int16Array(169).fill(-1);
/** Row offsets (p * 1326) of the permutations fixing each class's canonical combo: 6 slots per class, -1 unused. */
const CLASS_STABILIZER = new Int32Array(169 * 6).fill(-1);
for (let i = 0; i < COMBO_COUNT; i++) {
  const hi = COMBO_HI[i]!;
  const lo = COMBO_LO[i]!;
  const [rh, rl, sh, sl] = [hi >> 2, lo >> 2, hi & 3, lo & 3];
  let cls: number;
  let sigma: number;
  if (rh === rl) {
    cls = rh * 13 + rh;
    sigma = relabel([sl, sh]); // hi card has the higher suit: maps to (d, c)
  } else if (sh === sl) {
    cls = rh * 13 + rl;
    sigma = relabel([sh]);
  } else {
    cls = rl * 13 + rh;
    sigma = relabel([sh, sl]);
  }
  COMBO_CLASS[i] = cls;
  COMBO_SIGMA[i] = sigma;
  const canon = PERM_COMBO[sigma * COMBO_COUNT + i]!;
  if (CLASS_CANONICAL[cls] === -1) CLASS_CANONICAL[cls] = canon;
}
for (let cls = 0; cls < 169; cls++) {
  const canon = CLASS_CANONICAL[cls]!;
  let k = 0;
  for (let p = 0; p < 24; p++) if (PERM_COMBO[p * COMBO_COUNT + canon] === canon) CLASS_STABILIZER[cls * 6 + k++] = p * COMBO_COUNT;
}

function sharesCard(a: number, b: number): boolean {
  return COMBO_HI[a] === COMBO_HI[b] || COMBO_HI[a] === COMBO_LO[b] || COMBO_LO[a] === COMBO_HI[b] || COMBO_LO[a] === COMBO_LO[b];
}

/** Canonical ordered key of (x first, y second): class(x) * 1326 + minimised image of y. */
function orderedKey(x: number, y: number): number {
  const cls = COMBO_CLASS[x]!;
  const y1 = PERM_COMBO[COMBO_SIGMA[x]! * COMBO_COUNT + y]!;
  let best = COMBO_COUNT;
  for (let k = cls * 6; k < cls * 6 + 6; k++) {
    const row = CLASS_STABILIZER[k]!;
    if (row < 0) break;
    const image = PERM_COMBO[row + y1]!;
    if (image < best) best = image;
  }
  return cls * COMBO_COUNT + best;
}

export interface PreflopIndex {
  /** Per slot class(x) * 1326 + sigma(x)(y): class * 2 + (1 if x is the class's second hand), or -1. */
  slots: Int32Array;
  /** Representative (first, second) combo pair of each class, for the generator and tests. */
  first: Uint16Array;
  second: Uint16Array;
  classCount: number;
}

let index: PreflopIndex | null = null;

/** Builds (once, ~20 ms) the dense slot table and the class list. */
export function preflopIndex(): PreflopIndex {
  if (index) return index;
  const slotCount = 169 * COMBO_COUNT;
  const slots = new Int32Array(slotCount).fill(-1);
  const classOfKey = new Int32Array(slotCount).fill(-1);
  const first: number[] = [];
  const second: number[] = [];
  for (let cls = 0; cls < 169; cls++) {
    const x = CLASS_CANONICAL[cls]!;
    for (let y = 0; y < COMBO_COUNT; y++) {
      if (sharesCard(x, y)) continue;
      const cy = COMBO_CLASS[y]!;
      let key: number;
      let swapped: boolean;
      if (cls < cy) {
        key = orderedKey(x, y);
        swapped = false;
      } else if (cls > cy) {
        key = orderedKey(y, x);
        swapped = true;
      } else {
        const k1 = orderedKey(x, y);
        const k2 = orderedKey(y, x);
        swapped = k2 < k1;
        key = swapped ? k2 : k1;
      }
      let c = classOfKey[key]!;
      if (c < 0) {
        c = first.length;
        classOfKey[key] = c;
        first.push(swapped ? y : x);
        second.push(swapped ? x : y);
      }
      slots[cls * COMBO_COUNT + y] = c * 2 + (swapped ? 1 : 0);
    }
  }
  index = { slots, first: Uint16Array.from(first), second: Uint16Array.from(second), classCount: first.length };
  return index;
}

/** Offset of the row of PERM_COMBO that maps combo x onto its class's canonical combo. */
export function comboSigmaRow(x: number): number {
  return COMBO_SIGMA[x]! * COMBO_COUNT;
}

// ---- the committed counts ----

export interface PreflopCounts {
  /** Boards the class's first hand wins outright, and boards split, out of PREFLOP_BOARDS. */
  win: Int32Array;
  tie: Int32Array;
}

let counts: PreflopCounts | null = null;

export function preflopTableAvailable(): boolean {
  return PREFLOP_COUNTS_BASE64.length > 0;
}

/** Width of each committed count: C(48, 5) < 2^21. */
export const PREFLOP_COUNT_BITS = 21;

/**
 * Decodes the committed table once: per class, the win and tie counts as 21-bit big-endian fields
 * back to back in bytes, base64 (scripts/lib/evaluator-gen.ts writes it).
 */
export function preflopCounts(): PreflopCounts {
  if (counts) return counts;
  const n = PREFLOP_CLASS_COUNT;
  const win = new Int32Array(n);
  const tie = new Int32Array(n);
  const bytes = decodeBase64(PREFLOP_COUNTS_BASE64);
  // A window of whole bytes, at most 7 + 21 = 28 bits pending, so int32 shifts are exact.
  let acc = 0;
  let bits = 0;
  let pos = 0;
  for (let i = 0; i < 2 * n; i++) {
    while (bits < PREFLOP_COUNT_BITS) {
      acc = ((acc << 8) | bytes[pos++]!) & 0xfffffff;
      bits += 8;
    }
    bits -= PREFLOP_COUNT_BITS;
    const value = (acc >>> bits) & ((1 << PREFLOP_COUNT_BITS) - 1);
    if (i & 1) tie[i >> 1] = value;
    else win[i >> 1] = value;
  }
  counts = { win, tie };
  return counts;
}

// Built when the module loads, once per isolate: inside the Workers startup budget (1 s of global
// scope) rather than in the CPU time of whichever request first asks a preflop question.
if (preflopTableAvailable()) {
  preflopIndex();
  preflopCounts();
}
