/**
 * Range parser (PokerStove/Equilab syntax). Items are separated by commas; each item is one of
 *   pairs          AA, TT+ (TT..AA), 22-66 (either order)
 *   non-pairs      AKs, AKo, AK (both); ATs+ / KTo+ / AT+ (kicker up to one below the top card);
 *                  A2s-A5s, K9o-KJo, K9-KJ (same top card and suffix, kicker range, either order)
 *   exact combos   AhKh, 10h9h
 *   everything     random, any
 * with an optional weight ":w", 0 < w <= 1 (default 1). A combo named twice keeps the last weight.
 * Rank letters may be lower case (as for cards); the s/o suffix and suits are lower case. Anything
 * else is a validation error naming the item and its 0-based character position: never skipped.
 */
import { COMBO_COUNT, COMBO_HI, COMBO_LO, comboIndex, RANK_CHARS, rankIndex, readCard } from "./cards.ts";
import { EngineError, type EngineFieldCode } from "./errors.ts";

export const RANGE_LIMITS = {
  /** Longest accepted range string, in characters. */
  maxRangeLength: 2000,
  /** Most comma-separated items in one range. */
  maxRangeItems: 300,
} as const;

/** Combo weights indexed by combo (0 = not in range). */
export type RangeWeights = Float64Array;

/** A range as the equity kernels walk it: the combos it holds and each one's weight, index for index. */
export interface WeightedCombos {
  combos: Uint16Array;
  weights: Float64Array;
}

/**
 * What parsing costs, in work units (work.ts), measured on the reference machine (bench/prices.ts):
 * about 0.4 us per item (split, trim, weight, the token's regular expressions), up to 25 ns per
 * combo a token names when it is expanded and 3 ns per combo weight written. A token repeated in one
 * range ("random, random, ...") is expanded once and only its weights are written again ("random" and
 * "any" fill the array, about 1 ns a combo), so the 300 items of a range cost at most about 2 ms whatever they are (300
 * distinct items of 192 combos); the parse is priced (RangeCost) with the rest of the request.
 */
const RANGE_PARSE_UNITS = { perItem: 400, perExpandedCombo: 25, perWrittenCombo: 3 } as const;

/** Work units spent parsing, added to by parseRange. */
export interface RangeCost {
  units: number;
}

/** Every combo, 0..1325: what "random" and "any" name (shared, never written). */
const ALL_COMBOS: readonly number[] = Array.from({ length: COMBO_COUNT }, (_, i) => i);

function fail(path: string, code: EngineFieldCode, message: string): never {
  throw new EngineError("validation_failed", message, [{ path, code, message }]);
}

const WEIGHT = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

export function parseRange(text: string, path: string, cost?: RangeCost): RangeWeights {
  if (text.length > RANGE_LIMITS.maxRangeLength) {
    fail(path, "too_large", `range is longer than ${RANGE_LIMITS.maxRangeLength} characters`);
  }
  if (text.trim() === "") fail(path, "invalid_format", "range is empty");
  const weights = new Float64Array(COMBO_COUNT);
  const parts = text.split(",");
  if (parts.length > RANGE_LIMITS.maxRangeItems) {
    fail(path, "too_large", `range has more than ${RANGE_LIMITS.maxRangeItems} items`);
  }
  let offset = 0;
  const expanded = new Map<string, readonly number[] | null>();
  let units = parts.length * RANGE_PARSE_UNITS.perItem;
  for (const part of parts) {
    const lead = part.length - part.trimStart().length;
    const item = part.trim();
    const pos = offset + lead;
    offset += part.length + 1;
    if (item === "") fail(path, "invalid_format", `empty range item at position ${pos}`);
    const colon = item.indexOf(":");
    const token = (colon >= 0 ? item.slice(0, colon) : item).trimEnd();
    let weight = 1;
    if (colon >= 0) {
      const rest = item.slice(colon + 1);
      const w = rest.trim();
      weight = WEIGHT.test(w) ? Number(w) : NaN;
      if (!(weight > 0 && weight <= 1)) {
        const wPos = pos + colon + 1 + (rest.length - rest.trimStart().length);
        fail(path, "invalid_format", `weight '${w}' at position ${wPos} must be a number with 0 < w <= 1`);
      }
    }
    let combos = expanded.get(token);
    if (combos === undefined) {
      combos = expandToken(token);
      expanded.set(token, combos);
      units += (combos?.length ?? 0) * RANGE_PARSE_UNITS.perExpandedCombo;
    }
    if (combos === null) {
      fail(path, "invalid_format", `'${token}' at position ${pos} is not a valid range item`);
    }
    if (combos === ALL_COMBOS) {
      weights.fill(weight);
      units += COMBO_COUNT; // about 1 ns a weight
    } else {
      for (const c of combos) weights[c] = weight;
      units += combos.length * RANGE_PARSE_UNITS.perWrittenCombo;
    }
  }
  if (cost) cost.units += units;
  return weights;
}

/** Combos named by one token (without weight), or null if the token is not valid. */
function expandToken(token: string): readonly number[] | null {
  const lower = token.toLowerCase();
  if (lower === "random" || lower === "any") return ALL_COMBOS;
  return exactCombo(token) ?? pairToken(token) ?? nonPairToken(token);
}

function exactCombo(token: string): number[] | null {
  const first = readCard(token, 0);
  if (first === null) return null;
  const second = readCard(token, first[1]);
  if (second === null || second[1] !== token.length || second[0] === first[0]) return null;
  return [comboIndex(first[0], second[0])];
}

function pairsBetween(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let r = Math.min(lo, hi); r <= Math.max(lo, hi); r++) {
    for (let s1 = 0; s1 < 4; s1++) for (let s2 = 0; s2 < s1; s2++) out.push(comboIndex(r * 4 + s1, r * 4 + s2));
  }
  return out;
}

/** "TT", "TT+", "22-66"; the two ranks of a pair may differ in case ("Kk", "tT+"). */
function pairToken(token: string): number[] | null {
  // The i flag makes the backreferences case-insensitive too; suffixes here are only "+" and "-".
  const m = /^([2-9TJQKA])\1(\+)?$/i.exec(token) ?? /^([2-9TJQKA])\1-([2-9TJQKA])\2$/i.exec(token);
  if (!m) return null;
  const r = rankIndex(m[1]!);
  if (m[2] === "+") return pairsBetween(r, 12);
  if (m[2] !== undefined) return pairsBetween(r, rankIndex(m[2]));
  return pairsBetween(r, r);
}

/** Suited (s), offsuit (o) or both (undefined) combos of two distinct ranks, appended to `out`. */
function nonPairCombos(hi: number, lo: number, suffix: string | undefined, out: number[] = []): number[] {
  for (let s1 = 0; s1 < 4; s1++) {
    for (let s2 = 0; s2 < 4; s2++) {
      const suited = s1 === s2;
      if ((suffix === "s" && !suited) || (suffix === "o" && suited)) continue;
      out.push(comboIndex(hi * 4 + s1, lo * 4 + s2));
    }
  }
  return out;
}

const R = "[2-9TJQKAtjqka]";
const SINGLE = new RegExp(`^(${R})(${R})([so])?(\\+)?$`);
const DASH = new RegExp(`^(${R})(${R})([so])?-(${R})(${R})([so])?$`);

/** "AKs", "AKo", "AK", "ATs+", "A2s-A5s". */
function nonPairToken(token: string): number[] | null {
  const single = SINGLE.exec(token);
  if (single) {
    let a = rankIndex(single[1]!);
    let b = rankIndex(single[2]!);
    if (a === b) return null;
    if (a < b) [a, b] = [b, a];
    const suffix = single[3];
    if (single[4] !== "+") return nonPairCombos(a, b, suffix);
    const out: number[] = [];
    for (let k = b; k < a; k++) nonPairCombos(a, k, suffix, out);
    return out;
  }
  const dash = DASH.exec(token);
  if (!dash) return null;
  const [a1, b1, a2, b2] = [dash[1]!, dash[2]!, dash[4]!, dash[5]!].map(rankIndex) as [number, number, number, number];
  // Both ends share the top card and the suffix; kickers below the top card.
  if (a1 !== a2 || dash[3] !== dash[6] || b1 >= a1 || b2 >= a2) return null;
  const out: number[] = [];
  for (let k = Math.min(b1, b2); k <= Math.max(b1, b2); k++) nonPairCombos(a1, k, dash[3], out);
  return out;
}

/** Human label of a combo, e.g. "AhKh" (for messages and tests). */
export function comboLabel(combo: number): string {
  const suit = "cdhs";
  const hi = COMBO_HI[combo]!;
  const lo = COMBO_LO[combo]!;
  return RANK_CHARS[hi >> 2]! + suit[hi & 3]! + RANK_CHARS[lo >> 2]! + suit[lo & 3]!;
}
