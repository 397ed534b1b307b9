/**
 * The house bot: a small, documented, seeded rule set that plays a seat on hosted tables (CONTRACT 10.3).
 * It sees only what its own seat may see (BotView: its two cards, the board, its legal actions, the pot,
 * its chips, the street, how many opponents are left) and nothing of the deck or other hands. Pure: the
 * same view and seed always give the same action, so a replay of a table reproduces every bot decision.
 * Never routed, never an MCP tool, never a field of a view: the table object calls it and publishes only
 * the action it takes (an opponent's move, not advice).
 *
 * The rules:
 * - Preflop, the hand's Chen score (Bill Chen's quick hand ranking: the high card's points, doubled for a
 *   pair, +2 suited, minus the gap, +1 for close cards below a queen) picks a bucket: premium (10+: TT+,
 *   AK, AQs, AJs, KQs) raises; strong (8-9) raises or calls a moderate price; playable (6-7) calls a
 *   moderate price; the rest checks when free and otherwise folds (a rare small blind completes or bluff).
 * - After the flop, the made hand (category of hole cards plus board, the evaluator's categories) counts
 *   only when it beats the board alone: straight or better is a monster, two pair or trips strong, a pair
 *   at least as high as the board's top card medium, a lower pair or a four-card flush draw weak, the rest
 *   air. Stronger hands bet and raise more often and call higher prices; with three or more opponents the
 *   prices it calls shrink by a quarter.
 * - The price of a call is toCall / (pot + toCall). Bets and raises are pot fractions (a raise: the current
 *   bet plus the fraction of the pot after calling), clamped to the legal range.
 * - Pot-limit Omaha (4 or 5 hole cards): the bot rates every two of its hole cards as above (Omaha plays
 *   exactly two) and plays the best-rated pair; preflop that pair's Chen score counts 2 points less (four-
 *   and five-card hands run closer together). Sizes are clamped to the legal pot-limit range.
 * - One Rng draw (src/engine/rng.ts) mixes the choices, so the bot is not fully predictable.
 * - Whatever the rules pick is finally mapped onto the legal actions (never folds when checking is free,
 *   calls or checks when a raise is not open), so the answer is always legal.
 */
import { CATEGORY_OF, evaluateCards, HAND_CATEGORIES } from "../evaluator.ts";
import type { LegalActions, Street } from "../holdem/types.ts";
import { Rng } from "../rng.ts";

/** Exactly what the bot's own seat may see. */
export interface BotView {
  /** Its hole cards (card = rank * 4 + suit, src/engine/cards.ts): two in hold'em, four or five in Omaha. */
  hole: readonly number[];
  /** Its chips already in this street's bets. */
  committed: number;
  /** The board dealt so far (0, 3, 4 or 5 cards). */
  board: readonly number[];
  legal: LegalActions;
  /** Every chip put in the hand so far, this street's bets included. */
  pot: number;
  /** Its chips behind. */
  stack: number;
  /** Chips a call adds (0 when it may check). */
  toCall: number;
  street: Street;
  /** Opponents still in the hand (not folded). */
  opponents: number;
}

export type BotActionType = "fold" | "check" | "call" | "bet" | "raise" | "all_in";

export interface BotAction {
  type: BotActionType;
  /** For bet and raise: the seat's total bet on the street. */
  to?: number;
}

const rankOf = (card: number) => card >> 2;
const suitOf = (card: number) => card & 3;

/** Chen points of the high card by rank index (2..A): half the rank for 2..T, then J 6, Q 7, K 8, A 10. */
const CHEN_POINTS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 10];
const QUEEN = 10;

/** Bill Chen's preflop score of two hole cards, rounded up (AA 20 .. 72o -1). */
export function chenScore(a: number, b: number): number {
  const hi = Math.max(rankOf(a), rankOf(b));
  const lo = Math.min(rankOf(a), rankOf(b));
  if (hi === lo) return Math.ceil(Math.max(5, CHEN_POINTS[hi]! * 2));
  let score = CHEN_POINTS[hi]!;
  if (suitOf(a) === suitOf(b)) score += 2;
  const gap = hi - lo - 1;
  score -= [0, 1, 2, 4][gap] ?? 5;
  if (gap <= 1 && hi < QUEEN) score += 1;
  return Math.ceil(score);
}

/**
 * The hand category (index into HAND_CATEGORIES) of 3 to 7 cards: the evaluator's own for 7 cards, the
 * same classification counted directly for fewer (the evaluator's tables are for 7-card hands).
 */
function madeCategory(cards: readonly number[]): number {
  return cards.length === 7 ? CATEGORY_OF[evaluateCards(cards)]! : countedCategory(cards);
}

/** The category counted from rank and suit counts (any number of cards; a test checks it against the evaluator). */
export function countedCategory(cards: readonly number[]): number {
  const rankCounts = new Array<number>(13).fill(0);
  const suitRanks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let rankMask = 0;
  for (const c of cards) {
    rankCounts[rankOf(c)]! += 1;
    suitCounts[suitOf(c)]! += 1;
    suitRanks[suitOf(c)]! |= 1 << rankOf(c);
    rankMask |= 1 << rankOf(c);
  }
  const flushSuit = suitCounts.findIndex((n) => n >= 5);
  if (flushSuit >= 0 && hasStraight(suitRanks[flushSuit]!)) return 8;
  const counts = rankCounts.filter((n) => n > 0).sort((x, y) => y - x);
  if (counts[0]! >= 4) return 7;
  if (counts[0]! >= 3 && (counts[1] ?? 0) >= 2) return 6;
  if (flushSuit >= 0) return 5;
  if (hasStraight(rankMask)) return 4;
  if (counts[0]! >= 3) return 3;
  if (counts[0]! >= 2 && (counts[1] ?? 0) >= 2) return 2;
  if (counts[0]! >= 2) return 1;
  return 0;
}

/** Five ranks in a row in a 13-bit rank mask (the ace also plays low). */
function hasStraight(mask: number): boolean {
  const m = (mask << 1) | ((mask >> 12) & 1); // bit 0: the ace as a one
  for (let low = 0; low <= 9; low++) if (((m >> low) & 0x1f) === 0x1f) return true;
  return false;
}

const CATEGORY = Object.fromEntries(HAND_CATEGORIES.map((name, i) => [name, i])) as Record<(typeof HAND_CATEGORIES)[number], number>;

/** Postflop strength: 4 monster, 3 strong, 2 medium (top pair or better pair), 1 weak pair or flush draw, 0 air. */
export function postflopTier(hole: readonly [number, number], board: readonly number[]): number {
  const mine = madeCategory([...hole, ...board]);
  const boardOnly = madeCategory(board);
  if (mine > boardOnly) {
    if (mine >= CATEGORY.straight) return 4;
    if (mine >= CATEGORY.two_pair) return 3;
    const top = Math.max(...board.map(rankOf));
    const [a, b] = [rankOf(hole[0]), rankOf(hole[1])];
    const pairRank = a === b ? a : board.some((c) => rankOf(c) === a) ? a : b;
    return pairRank >= top ? 2 : 1;
  }
  if (board.length < 5) {
    for (let suit = 0; suit < 4; suit++) {
      const holeOfSuit = hole.filter((c) => suitOf(c) === suit).length;
      if (holeOfSuit > 0 && holeOfSuit + board.filter((c) => suitOf(c) === suit).length === 4) return 1;
    }
  }
  return 0;
}

/** What the rules want before it is mapped onto the legal actions. */
type Intent = { kind: "fold" } | { kind: "passive" } | { kind: "aggress"; potFraction: number };

const FOLD: Intent = { kind: "fold" };
const PASSIVE: Intent = { kind: "passive" };
const aggress = (potFraction: number): Intent => ({ kind: "aggress", potFraction });

/** Omaha's preflop discount on the best pair's Chen score (see the module comment). */
const OMAHA_PREFLOP_DISCOUNT = 2;

/** Every two of the hole cards (one pair in hold'em; 6 or 10 in Omaha). */
function holePairs(hole: readonly number[]): Array<readonly [number, number]> {
  const pairs: Array<readonly [number, number]> = [];
  for (let i = 0; i < hole.length; i++) for (let j = i + 1; j < hole.length; j++) pairs.push([hole[i]!, hole[j]!]);
  return pairs;
}

/** The preflop score: Chen's for two cards; in Omaha the best pair's, less the discount. */
function preflopScore(hole: readonly number[]): number {
  const best = Math.max(...holePairs(hole).map(([a, b]) => chenScore(a, b)));
  return hole.length === 2 ? best : best - OMAHA_PREFLOP_DISCOUNT;
}

function preflopIntent(view: BotView, r: number, price: number): Intent {
  const score = preflopScore(view.hole);
  const free = view.toCall === 0;
  if (score >= 10) return r < 0.85 ? aggress(1) : PASSIVE;
  if (score >= 8) {
    if (price <= 0.45 && r < 0.6) return aggress(0.75);
    return free || price <= 0.55 ? PASSIVE : FOLD;
  }
  if (score >= 6) {
    if (r < 0.15 && price <= 0.42) return aggress(0.75);
    return free || price <= 0.42 ? PASSIVE : FOLD;
  }
  if (r < 0.03) return aggress(1);
  return free || (price <= 0.25 && r < 0.5) ? PASSIVE : FOLD;
}

/** Per tier (air .. monster): how often it bets when checked to, how often it raises a bet, the highest price it calls, and the bet size. */
const POSTFLOP = [
  { bet: 0.12, raise: 0, call: 0.08, size: 0.5 },
  { bet: 0.25, raise: 0, call: 0.25, size: 0.5 },
  { bet: 0.55, raise: 0.05, call: 0.33, size: 0.5 },
  { bet: 0.8, raise: 0.25, call: 0.5, size: 0.66 },
  { bet: 0.9, raise: 0.6, call: 1, size: 0.75 },
] as const;

function postflopIntent(view: BotView, r: number, price: number): Intent {
  const tier = Math.max(...holePairs(view.hole).map((pair) => postflopTier(pair, view.board)));
  const rule = POSTFLOP[tier]!;
  const multiway = view.opponents >= 3;
  if (view.toCall === 0) {
    // Bluffs (tier 0) only against one or two opponents.
    if (r < rule.bet && (tier > 0 || !multiway)) return aggress(rule.size);
    return PASSIVE;
  }
  if (r < rule.raise) return aggress(rule.size);
  // A weak pair or a draw is worth nothing on the river.
  const maxPrice = (tier === 1 && view.street === "river" ? POSTFLOP[0]!.call : rule.call) * (multiway && tier < 4 ? 0.75 : 1);
  return price <= maxPrice ? PASSIVE : FOLD;
}

/** Maps an intent onto the legal actions: always a legal answer. */
function toAction(intent: Intent, view: BotView): BotAction {
  const { legal } = view;
  const passive = (): BotAction => (legal.check ? { type: "check" } : legal.call !== null ? { type: "call" } : { type: "fold" });
  if (intent.kind === "fold") return legal.check ? { type: "check" } : { type: "fold" };
  if (intent.kind === "passive") return passive();
  const range = legal.bet ?? legal.raise;
  if (range === null) return passive();
  const currentBet = view.committed + view.toCall;
  const target = legal.bet ? Math.round(intent.potFraction * view.pot) : currentBet + Math.round(intent.potFraction * (view.pot + view.toCall));
  const to = Math.min(range.max, Math.max(range.min, target));
  return { type: legal.bet ? "bet" : "raise", to };
}

/** The house bot's action for `view`, deterministic for `seed` (see the module comment for the rules). */
export function botAction(view: BotView, seed: number): BotAction {
  const r = new Rng(seed).nextDouble();
  const price = view.toCall > 0 ? view.toCall / (view.pot + view.toCall) : 0;
  const intent = view.street === "preflop" ? preflopIntent(view, r, price) : postflopIntent(view, r, price);
  return toAction(intent, view);
}
