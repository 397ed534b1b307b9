/**
 * No-limit betting: `legalActions(state)` and `apply(state, action)`, one the mirror of the other
 * (a property test checks that apply accepts exactly what legalActions offers).
 *
 * Rules (Robert's Rules of Poker, "No-limit and pot-limit" section; Poker TDA Rules 2022, rules 40-47):
 * - a bet is at least the big blind; a raise adds at least the largest full bet or raise increment
 *   of the street (min raise-to = current bet + that increment); all-in for less is always allowed;
 * - fold only when facing a bet (folding when a check is free is refused, as most engines do);
 * - an all-in raise smaller than a full raise does not reopen the betting: a seat that has already
 *   acted on the street may only call or fold, unless the bets since it last acted add up to at
 *   least a full raise (TDA rule 47: several short all-ins can add up to one);
 * - nobody may bet or raise when every other seat still in the hand is all-in;
 * - pot limit (plo4, plo5): the largest bet or raise is to the current bet plus the pot after the
 *   seat's call (Robert's Rules: "the maximum raise is the size of the pot after the call"), every
 *   chip in the middle counted (antes, blinds, dead blinds and this street's bets); going all-in is a
 *   bet or raise like another, so a stack above that limit cannot go all-in (it may call all-in for
 *   less). The minimum is as in no-limit, and a bet of the minimum is allowed even above a tiny pot.
 */
import { advance } from "./flow.ts";
import { isPotLimit } from "./game.ts";
import { opponentCanAct } from "./seats.ts";
import { type HandAction, type HandEvent, type HandState, IllegalActionError, type LegalActions, type SeatState } from "./types.ts";

/** Whether the betting is open to this seat: it has not acted yet, or a full raise's worth was added since. */
function bettingOpenTo(state: HandState, seat: SeatState): boolean {
  return seat.actedAt === null || state.currentBet - seat.actedAt >= state.minRaise;
}

/** Every chip in the middle: antes, blinds, dead blinds and bets, this street's included. */
function potSize(state: HandState): number {
  return state.seats.reduce((sum, s) => sum + s.contributed, 0);
}

/** Pot limit: the largest total this seat may bet or raise to, the current bet plus the pot after its call. */
function potLimitTo(state: HandState, seat: SeatState): number {
  return state.currentBet + potSize(state) + Math.max(0, state.currentBet - seat.committed);
}

export function legalActions(state: HandState): LegalActions | null {
  if (state.toAct === null) return null;
  const seatIndex = state.toAct;
  const seat = state.seats[seatIndex]!;
  const owed = state.currentBet - seat.committed;
  const allInTo = seat.committed + seat.stack;
  const mayAggress = allInTo > state.currentBet && opponentCanAct(state, seatIndex) && bettingOpenTo(state, seat);
  const capTo = isPotLimit(state.config) ? Math.min(allInTo, potLimitTo(state, seat)) : allInTo;
  const minTo = Math.min(state.currentBet === 0 ? state.minRaise : state.currentBet + state.minRaise, allInTo);
  const aggression = mayAggress ? { min: minTo, max: Math.max(minTo, capTo) } : null;
  return {
    seat: seatIndex,
    fold: owed > 0,
    check: owed === 0,
    call: owed > 0 ? Math.min(owed, seat.stack) : null,
    bet: state.currentBet === 0 ? aggression : null,
    raise: state.currentBet > 0 ? aggression : null,
    allIn: seat.stack <= owed || (aggression !== null && allInTo <= aggression.max) ? allInTo : null,
  };
}

function overPotLimit(state: HandState, seatIndex: number, what: string, maxTo: number): IllegalActionError {
  const seat = state.seats[seatIndex]!;
  const owed = Math.max(0, state.currentBet - seat.committed);
  const after = owed > 0 ? `the pot of ${potSize(state) + owed} after a call of ${owed}` : `the pot of ${potSize(state)}`;
  const base = state.currentBet > 0 ? `the current bet of ${state.currentBet} plus ${after}` : after;
  return new IllegalActionError("above_pot_limit", `${what} is over the pot limit: at most ${maxTo} (${base})`);
}

/** Why this seat may not bet or raise (given that it wanted to). */
function aggressionRefused(state: HandState, seatIndex: number): IllegalActionError {
  const seat = state.seats[seatIndex]!;
  if (seat.committed + seat.stack <= state.currentBet) {
    return new IllegalActionError("no_chips", `the stack (${seat.stack}) covers at most a call`);
  }
  if (!opponentCanAct(state, seatIndex)) {
    return new IllegalActionError("no_opponent", "every other seat in the hand is all-in: only call or fold");
  }
  return new IllegalActionError(
    "not_reopened",
    `betting is not reopened: the raises since this seat acted at ${seat.actedAt} add up to ${state.currentBet - (seat.actedAt ?? 0)}, less than a full raise of ${state.minRaise} (a short all-in does not reopen the betting)`,
  );
}

/** The bet or raise-to this action asks for, checked against the legal range. */
function aggressionTo(state: HandState, action: HandAction, legal: LegalActions): number {
  const seatIndex = legal.seat;
  if (action.type === "all_in") {
    if (legal.allIn !== null) return legal.allIn;
    const range = legal.bet ?? legal.raise;
    const seat = state.seats[seatIndex]!;
    if (range !== null) throw overPotLimit(state, seatIndex, `all-in to ${seat.committed + seat.stack}`, range.max);
    throw aggressionRefused(state, seatIndex);
  }
  if (action.type !== "bet" && action.type !== "raise") throw new Error("not an aggressive action");
  if (action.type === "bet" && state.currentBet > 0) {
    throw new IllegalActionError("cannot_bet", `there is already a bet of ${state.currentBet} on this street: raise, call or fold`);
  }
  if (action.type === "raise" && state.currentBet === 0) {
    throw new IllegalActionError("cannot_raise", "there is no bet to raise on this street: bet or check");
  }
  const range = action.type === "bet" ? legal.bet : legal.raise;
  if (range === null) throw aggressionRefused(state, seatIndex);
  const seat = state.seats[seatIndex]!;
  if (action.to > range.max && action.to <= seat.committed + seat.stack) {
    throw overPotLimit(state, seatIndex, `${action.type} to ${action.to}`, range.max);
  }
  if (action.to > range.max) {
    throw new IllegalActionError("above_stack", `${action.type} to ${action.to} is more than the stack allows (at most ${range.max})`);
  }
  if (action.to < range.min) {
    const what = action.type === "bet" ? `the minimum bet is ${range.min}` : `the minimum raise is to ${range.min}`;
    throw new IllegalActionError("below_minimum", `${action.type} to ${action.to} is too small: ${what} (or all-in for less)`);
  }
  return action.to;
}

/** The next state after `action`. Throws IllegalActionError (state unchanged) when the action is not legal. */
export function apply(state: HandState, action: HandAction): HandState {
  const legal = legalActions(state);
  if (legal === null) {
    throw new IllegalActionError("hand_complete", state.wonByFold ? "the hand is over: everyone else folded" : "no betting is left in this hand");
  }
  if (action.seat !== legal.seat) {
    throw new IllegalActionError("out_of_turn", `out of turn: seat ${action.seat} acted, seat ${legal.seat} is to act`);
  }
  const seatIndex = legal.seat;
  const seat = { ...state.seats[seatIndex]! };
  const owed = state.currentBet - seat.committed;
  const next: HandState = { ...state };
  let event: HandEvent;

  if (action.type === "fold") {
    if (!legal.fold) throw new IllegalActionError("cannot_fold", "nothing to call: check instead of folding");
    seat.folded = true;
    event = { kind: "action", street: state.street, seat: seatIndex, type: "fold", amount: 0, to: seat.committed, allIn: false };
  } else if (action.type === "check") {
    if (!legal.check) throw new IllegalActionError("cannot_check", `cannot check facing a bet: ${owed} to call`);
    seat.actedAt = state.currentBet;
    event = { kind: "action", street: state.street, seat: seatIndex, type: "check", amount: 0, to: seat.committed, allIn: false };
  } else if (action.type === "call" || (action.type === "all_in" && seat.stack <= owed)) {
    if (legal.call === null) throw new IllegalActionError("nothing_to_call", "nothing to call: check or bet");
    const paid = legal.call;
    seat.stack -= paid;
    seat.committed += paid;
    seat.contributed += paid;
    seat.actedAt = state.currentBet;
    event = { kind: "action", street: state.street, seat: seatIndex, type: "call", amount: paid, to: seat.committed, allIn: seat.stack === 0 };
  } else {
    const to = aggressionTo(state, action, legal);
    const paid = to - seat.committed;
    const increment = to - state.currentBet;
    // A full bet or raise sets the new minimum increment; a short all-in leaves it (and the reopening rule) alone.
    if (increment >= state.minRaise) next.minRaise = increment;
    const type = state.currentBet === 0 ? "bet" : "raise";
    next.currentBet = to;
    seat.stack -= paid;
    seat.committed = to;
    seat.contributed += paid;
    seat.actedAt = to;
    event = { kind: "action", street: state.street, seat: seatIndex, type, amount: paid, to, allIn: seat.stack === 0 };
  }

  const seats = state.seats.slice();
  seats[seatIndex] = seat;
  next.seats = seats;
  next.events = [...state.events, event];
  return advance(next, seatIndex);
}
