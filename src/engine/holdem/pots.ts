/**
 * Main and side pots from what each seat put in. Each distinct stake of an all-in seat closes a
 * pot: it holds every seat's chips between the previous level and this one, and is open to the seats
 * still in the hand that reached the level or can still match it (chips behind). The chips above the
 * last all-in level make the last pot. A stake is what a seat put in less its dead money: a
 * big-blind ante and dead blinds are the whole table's and go to the main pot, open to every seat in
 * the hand (TDA practice: "the player out of the big blind gets full credit for the ante"), while a
 * traditional ante is each seat's own stake (a seat all-in on a short ante wins only what it matched).
 * Chips that no seat still in the hand can win (a folded seat's stake above everyone else's) stay in
 * the pot below. During a street the pots include its bets so far; once the betting is over they
 * are final.
 */
import type { HandState, SeatState } from "./types.ts";

export interface Pot {
  amount: number;
  /** Seats that can win it, in table order. */
  eligible: number[];
}

/** The seats' fields pots depend on (the equity engine passes all-in stakes without a hand). */
type PotSeat = Pick<SeatState, "contributed" | "dead" | "folded" | "stack">;

export function potsOf(state: { readonly seats: readonly PotSeat[] } | HandState): Pot[] {
  const stake = state.seats.map((s) => s.contributed - s.dead);
  const inHand = state.seats.flatMap((s, i) => (s.folded ? [] : [i]));
  const allInLevels = inHand.filter((i) => state.seats[i]!.stack === 0).map((i) => stake[i]!);
  const levels = [...new Set(allInLevels)].sort((a, b) => a - b);
  levels.push(Number.POSITIVE_INFINITY);
  const pots: Pot[] = [];
  let floor = 0;
  for (const level of levels) {
    let amount = pots.length === 0 ? state.seats.reduce((sum, s) => sum + s.dead, 0) : 0;
    for (const s of stake) amount += Math.max(0, Math.min(s, level) - floor);
    // The last pot (no upper level) is open to whoever staked more than the last all-in level.
    const reached = level === Number.POSITIVE_INFINITY ? floor + 1 : level;
    const eligible = inHand.filter((i) => state.seats[i]!.stack > 0 || stake[i]! >= reached);
    if (amount > 0) {
      if (eligible.length > 0 || pots.length === 0) pots.push({ amount, eligible });
      else pots[pots.length - 1]!.amount += amount;
    }
    floor = level;
  }
  return pots;
}
