/**
 * Main and side pots from what each seat put in. Each distinct contribution of an all-in seat
 * closes a pot: it holds every seat's chips between the previous level and this one, and is open to
 * the seats still in the hand that reached the level or can still match it (chips behind). The
 * chips above the last all-in level make the last pot. Chips that no seat still in the hand can win
 * (a folded seat's dead money above everyone else) stay in the pot below. Antes and dead blinds are
 * contributions like any other, so an all-in ante is handled the same way as an all-in bet. During
 * a street the pots include its bets so far; once the betting is over they are final.
 */
import type { HandState } from "./types.ts";

export interface Pot {
  amount: number;
  /** Seats that can win it, in table order. */
  eligible: number[];
}

export function potsOf(state: HandState): Pot[] {
  const inHand = state.seats.flatMap((s, i) => (s.folded ? [] : [i]));
  const allInLevels = inHand.filter((i) => state.seats[i]!.stack === 0).map((i) => state.seats[i]!.contributed);
  const levels = [...new Set(allInLevels)].sort((a, b) => a - b);
  levels.push(Number.POSITIVE_INFINITY);
  const pots: Pot[] = [];
  let floor = 0;
  for (const level of levels) {
    let amount = 0;
    for (const s of state.seats) amount += Math.max(0, Math.min(s.contributed, level) - floor);
    // The last pot (no upper level) is open to whoever put in more than the last all-in level.
    const reached = level === Number.POSITIVE_INFINITY ? floor + 1 : level;
    const eligible = inHand.filter((i) => state.seats[i]!.stack > 0 || state.seats[i]!.contributed >= reached);
    if (amount > 0) {
      if (eligible.length > 0 || pots.length === 0) pots.push({ amount, eligible });
      else pots[pots.length - 1]!.amount += amount;
    }
    floor = level;
  }
  return pots;
}
