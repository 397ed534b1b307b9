/** Table-order helpers: seats are indices in clockwise order, so "left of" is the next index, wrapping. */
import type { HandState } from "./types.ts";

export function nextSeat(seat: number, seatCount: number): number {
  return (seat + 1) % seatCount;
}

/** A seat still in the hand with chips behind: one that can still bet. */
function canBet(state: HandState, seat: number): boolean {
  const s = state.seats[seat]!;
  return !s.folded && s.stack > 0;
}

/** Whether any other seat could still answer a bet (not folded, not all-in). */
export function opponentCanAct(state: HandState, seat: number): boolean {
  return state.seats.some((_, i) => i !== seat && canBet(state, i));
}

export function seatsInHand(state: HandState): number[] {
  const inHand: number[] = [];
  state.seats.forEach((s, i) => {
    if (!s.folded) inHand.push(i);
  });
  return inHand;
}

/** Seats in the order they are served from the seat left of the button (odd chips, showdown order). */
export function fromLeftOfButton(state: HandState, seats: readonly number[]): number[] {
  const n = state.seats.length;
  const distance = (s: number) => (s - state.config.button - 1 + n) % n;
  return [...seats].sort((a, b) => distance(a) - distance(b));
}

/** Chip conservation: stacks plus everything put in always equal the chips the hand started with. */
export function assertChipsConserved(state: HandState): void {
  let total = 0;
  for (const s of state.seats) {
    if (s.stack < 0 || s.committed < 0 || s.committed + s.dead > s.contributed) throw new Error("chip accounting broken");
    total += s.stack + s.contributed;
  }
  if (total !== state.chipsInPlay) throw new Error(`chip conservation violated: ${total} != ${state.chipsInPlay}`);
}
