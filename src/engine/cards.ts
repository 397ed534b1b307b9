/**
 * Cards as small integers: card = rank * 4 + suit, rank 0..12 for 2..A, suit 0..3 for c d h s.
 * The parser is strict (unknown characters are errors with their position, never skipped) and is
 * shared by hands, board and dead cards; ranges reuse `rankOf`/`suitOf` for exact combos.
 */
import { EngineError } from "./errors.ts";

export const RANK_CHARS = "23456789TJQKA";
const SUIT_CHARS = "cdhs";

function cardOf(rank: number, suit: number): number {
  return rank * 4 + suit;
}

function formatCard(card: number): string {
  return RANK_CHARS[card >> 2]! + SUIT_CHARS[card & 3]!;
}

/** Canonical echo form: cards concatenated, upper-case rank, lower-case suit ("Ah7d2c"), input order kept. */
export function formatCards(cards: readonly number[]): string {
  let s = "";
  for (const c of cards) s += formatCard(c);
  return s;
}

/** Rank index of a rank character (also lower-case t j q k a), or -1. */
export function rankIndex(ch: string): number {
  const i = RANK_CHARS.indexOf(ch.toUpperCase());
  return ch.length === 1 && i >= 0 ? i : -1;
}

function suitIndex(ch: string): number {
  return ch.length === 1 ? SUIT_CHARS.indexOf(ch) : -1;
}

/**
 * Reads one card at `pos` ("As", "10h", "td"); returns [card, nextPos] or null when the text at
 * `pos` is not a card.
 */
export function readCard(text: string, pos: number): [number, number] | null {
  let rank: number;
  let p = pos;
  if (text.startsWith("10", p)) {
    rank = 8;
    p += 2;
  } else {
    rank = rankIndex(text.charAt(p));
    if (rank < 0) return null;
    p += 1;
  }
  const suit = suitIndex(text.charAt(p));
  if (suit < 0) return null;
  return [cardOf(rank, suit), p + 1];
}

/** Combos (two-card hands) are indexed 0..1325 by card indices hi > lo: hi * (hi - 1) / 2 + lo. */
export const COMBO_COUNT = 1326;
/** Card indices of each combo: COMBO_HI[i] > COMBO_LO[i]. */
export const COMBO_HI = new Uint8Array(COMBO_COUNT);
export const COMBO_LO = new Uint8Array(COMBO_COUNT);
for (let hi = 1; hi < 52; hi++) {
  for (let lo = 0; lo < hi; lo++) {
    const i = (hi * (hi - 1)) / 2 + lo;
    COMBO_HI[i] = hi;
    COMBO_LO[i] = lo;
  }
}

export function comboIndex(a: number, b: number): number {
  return a > b ? (a * (a - 1)) / 2 + b : (b * (b - 1)) / 2 + a;
}

function isSeparator(ch: string): boolean {
  return ch === " " || ch === "," || ch === "\t";
}

/**
 * Parses a card list: cards written back to back or separated by spaces/commas. Throws
 * validation_failed (path, code invalid_card) naming the offending text and its 0-based position,
 * and card_conflict (duplicate) when a card repeats within the field.
 */
export function parseCards(text: string, path: string, label: string): number[] {
  const cards: number[] = [];
  let pos = 0;
  while (pos < text.length) {
    if (isSeparator(text.charAt(pos))) {
      pos++;
      continue;
    }
    const read = readCard(text, pos);
    if (read === null) {
      // Quote one card's worth of text: 2 characters, 3 for a "10" rank, never past a separator.
      const width = text.startsWith("10", pos) ? 3 : 2;
      let end = pos + 1;
      while (end < text.length && end - pos < width && !isSeparator(text.charAt(end))) end++;
      const bad = text.slice(pos, end);
      const message = `${label}: '${bad}' at position ${pos} is not a card`;
      throw new EngineError("validation_failed", message, [{ path, code: "invalid_card", message }]);
    }
    const [card, next] = read;
    if (cards.includes(card)) {
      const message = `${label}: card ${formatCard(card)} appears twice`;
      throw new EngineError("card_conflict", message, [{ path, code: "duplicate", message }]);
    }
    cards.push(card);
    pos = next;
  }
  return cards;
}
