/**
 * What the game changes in a hand: how many hole cards each seat holds and whether bets are capped by
 * the pot. Everything else (blinds, antes, turn order, side pots, odd chips) is the same reducer.
 */
import { categoryOf, evaluateCards, type HAND_CATEGORIES } from "../evaluator.ts";
import { evaluateOmaha, omahaCategoryOf } from "../omaha-evaluator.ts";
import type { Game, HandConfig } from "./types.ts";

export const HOLE_CARDS: Record<Game, number> = { nlhe: 2, plo4: 4, plo5: 5 };

export function gameOf(config: HandConfig): Game {
  return config.game ?? "nlhe";
}

export function isPotLimit(config: HandConfig): boolean {
  return gameOf(config) !== "nlhe";
}

/** A seat's showdown value (higher wins, equal splits; comparable only within one game) and its category. */
export function showdownValue(
  game: Game,
  hole: readonly number[],
  board: readonly number[],
): { value: number; category: (typeof HAND_CATEGORIES)[number] } {
  if (game === "nlhe") {
    const value = evaluateCards([...hole, ...board]);
    return { value, category: categoryOf(value) };
  }
  const value = evaluateOmaha(hole, board);
  return { value, category: omahaCategoryOf(value) };
}
