/**
 * Moving a hand along once a seat has acted (or the forced bets are in): who acts next, when a
 * betting round is closed, returning an uncalled bet, dealing the next street (the reducer only
 * records that the street starts; cards are the caller's), and running the board out when no two
 * seats can bet any more.
 */
import { assertChipsConserved, nextSeat, opponentCanAct, seatsInHand } from "./seats.ts";
import { type HandState, STREETS } from "./types.ts";

/**
 * Whether a seat must still act on this street: it has chips, has not folded, and either owes chips
 * or has not acted yet while someone could still answer it (the big blind's option).
 */
function needsAction(state: HandState, seat: number): boolean {
  const s = state.seats[seat]!;
  if (s.folded || s.stack === 0) return false;
  if (s.committed < state.currentBet) return true;
  return s.actedAt === null && opponentCanAct(state, seat);
}

function nextToAct(state: HandState, after: number): number | null {
  const n = state.seats.length;
  let seat = after;
  for (let i = 0; i < n; i++) {
    seat = nextSeat(seat, n);
    if (needsAction(state, seat)) return seat;
  }
  return null;
}

/** The part of the largest bet of the street that no other seat matched goes back to its owner. */
function returnUncalled(state: HandState): void {
  let top = -1;
  let second = 0;
  state.seats.forEach((s, i) => {
    if (top < 0 || s.committed > state.seats[top]!.committed) {
      if (top >= 0) second = Math.max(second, state.seats[top]!.committed);
      top = i;
    } else {
      second = Math.max(second, s.committed);
    }
  });
  const owner = state.seats[top]!;
  const uncalled = owner.committed - second;
  if (uncalled <= 0) return;
  const seats = state.seats.slice();
  seats[top] = { ...owner, stack: owner.stack + uncalled, committed: second, contributed: owner.contributed - uncalled };
  state.seats = seats;
  state.events = [...state.events, { kind: "return", street: state.street, seat: top, amount: uncalled }];
}

/**
 * Continues from the seat that just acted (or the big blind after the posts). `state` is a fresh
 * copy owned by the caller; the result is the settled next state, chips asserted.
 */
export function advance(state: HandState, after: number): HandState {
  let from = after;
  for (;;) {
    if (seatsInHand(state).length === 1) {
      returnUncalled(state);
      state.wonByFold = true;
      state.toAct = null;
      break;
    }
    const next = nextToAct(state, from);
    if (next !== null) {
      state.toAct = next;
      break;
    }
    returnUncalled(state);
    const street = STREETS[STREETS.indexOf(state.street) + 1]!;
    state.street = street;
    state.toAct = null;
    state.seats = state.seats.map((s) => ({ ...s, committed: 0, actedAt: null }));
    state.currentBet = 0;
    state.minRaise = state.config.bigBlind;
    state.events = [...state.events, { kind: "street", street }];
    if (street === "showdown") break;
    // Postflop action starts left of the button; with fewer than two seats able to bet, nobody acts
    // and the next pass of this loop deals the following street (the board runs out).
    from = state.config.button;
  }
  assertChipsConserved(state);
  return state;
}
