/**
 * Exact enumeration of one hand against one hand over every completion of the board: the known-hands
 * kernel of equity-multiway.ts with two players. Preflop it scores the boards by their ranks
 * (equity-board-ranks.ts: ~35,000 classes for 1.7 M boards); from the flop it walks them, the cards of
 * a suit neither hand can still make a flush in taken by rank, at most one showdown per board.
 */
import { BOTH_PLAYERS, enumerateHands } from "./equity-multiway.ts";

export interface HeadsUpCounts {
  win1: number;
  win2: number;
  tie: number;
  boards: number;
}

/** Cards not in `used` (a 52-entry 0/1 array), in increasing order. */
export function remainingDeck(used: Uint8Array): Uint8Array {
  const deck: number[] = [];
  for (let c = 0; c < 52; c++) if (!used[c]) deck.push(c);
  return Uint8Array.from(deck);
}

export function enumerateHandVsHand(
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  board: readonly number[],
  dead: readonly number[],
): HeadsUpCounts {
  const used = new Uint8Array(52);
  for (const c of [a0, a1, b0, b1, ...board, ...dead]) used[c] = 1;
  const outcomes = enumerateHands(Uint8Array.of(a0, b0), Uint8Array.of(a1, b1), board, remainingDeck(used), BOTH_PLAYERS);
  const hist = outcomes.hist[0]!;
  return { win1: hist[1]!, win2: hist[2]!, tie: hist[3]!, boards: outcomes.outcomes };
}
