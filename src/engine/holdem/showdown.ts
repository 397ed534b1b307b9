/**
 * Settling a finished hand: each pot goes to the best hand among its eligible seats (hold'em: the
 * best five of seven cards; Omaha: exactly two hole cards and three board cards, game.ts); a tie splits it evenly and the odd chips go one each to the tied seats in
 * order from the first seat left of the button (TDA rules 20-21: "no player may receive more than
 * one odd chip"; Robert's Rules: "the odd chip goes to the first player to the left of the
 * button"). A pot with one eligible seat needs no cards.
 */
import type { HAND_CATEGORIES } from "../evaluator.ts";
import { gameOf, HOLE_CARDS, showdownValue } from "./game.ts";
import { potsOf } from "./pots.ts";
import { fromLeftOfButton } from "./seats.ts";
import type { HandState } from "./types.ts";

export interface HandCards {
  board: readonly number[];
  /** Each seat's hole cards (2 in hold'em, 4 or 5 in Omaha), or null where unknown. */
  hole: readonly (readonly number[] | null)[];
}

export interface PotAward {
  amount: number;
  eligible: number[];
  winners: { seat: number; amount: number }[];
}

export interface ShownHand {
  seat: number;
  /** Evaluator ordinal: higher wins, equal splits. */
  value: number;
  category: (typeof HAND_CATEGORIES)[number];
}

export interface Settlement {
  pots: PotAward[];
  /** Each seat's stack after the hand. */
  stacks: number[];
  /** The hands that were needed to decide a pot, in table order. */
  shown: ShownHand[];
}

/** What is missing to settle: "board" and/or the seats whose hole cards are needed. */
export interface MissingCards {
  board: boolean;
  seats: number[];
}

export function isFinished(state: HandState): boolean {
  return state.toAct === null && (state.wonByFold || state.street === "showdown");
}

/** Splits `amount` among `winners` (already in order from left of the button): odd chips one each, first seats first. */
function split(amount: number, winners: readonly number[]): { seat: number; amount: number }[] {
  const share = Math.floor(amount / winners.length);
  const odd = amount - share * winners.length;
  return winners.map((seat, k) => ({ seat, amount: share + (k < odd ? 1 : 0) }));
}

export function settle(state: HandState, cards: HandCards): Settlement | MissingCards {
  if (!isFinished(state)) throw new Error("the hand is not finished");
  const pots = potsOf(state);
  const contested = [...new Set(pots.filter((p) => p.eligible.length > 1).flatMap((p) => p.eligible))].sort((a, b) => a - b);
  const game = gameOf(state.config);
  const missing: MissingCards = {
    board: contested.length > 0 && cards.board.length < 5,
    seats: contested.filter((s) => (cards.hole[s]?.length ?? 0) !== HOLE_CARDS[game]),
  };
  if (missing.board || missing.seats.length > 0) return missing;

  const shown = new Map(contested.map((s) => [s, showdownValue(game, cards.hole[s]!, cards.board.slice(0, 5))]));
  const value = new Map(contested.map((s) => [s, shown.get(s)!.value]));
  const stacks = state.seats.map((s) => s.stack);
  const awards = pots.map((pot) => {
    const best = Math.max(...pot.eligible.map((s) => value.get(s) ?? 0));
    const winners = pot.eligible.length === 1 ? pot.eligible : pot.eligible.filter((s) => value.get(s) === best);
    const shares = split(pot.amount, fromLeftOfButton(state, winners));
    for (const w of shares) stacks[w.seat]! += w.amount;
    return { amount: pot.amount, eligible: pot.eligible, winners: shares };
  });
  if (stacks.reduce((a, b) => a + b, 0) !== state.chipsInPlay) throw new Error("chip conservation violated at settlement");
  return {
    pots: awards,
    stacks,
    shown: contested.map((seat) => ({ seat, ...shown.get(seat)! })),
  };
}
