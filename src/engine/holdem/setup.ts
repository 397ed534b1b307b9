/**
 * Starting a hand: forced bets in the order the TDA rules settle a short stack by. A traditional
 * ante comes before the blinds; the big blind comes before a big-blind ante (TDA 2019+: "if the
 * big blind player has insufficient chips to post both, the blind takes precedence"); live blinds
 * come before a dead blind. A seat that cannot cover a post puts in what it has and is all-in.
 */
import { advance } from "./flow.ts";
import { nextSeat } from "./seats.ts";
import type { HandConfig, HandEvent, HandState, PostKind, SeatState } from "./types.ts";

export const HAND_SEATS = { min: 2, max: 10 } as const;

function assertConfig(config: HandConfig): void {
  const n = config.stacks.length;
  const ok =
    n >= HAND_SEATS.min &&
    n <= HAND_SEATS.max &&
    config.stacks.every((s) => Number.isSafeInteger(s) && s >= 1) &&
    Number.isInteger(config.button) &&
    config.button >= 0 &&
    config.button < n &&
    Number.isSafeInteger(config.bigBlind) &&
    config.bigBlind >= 1 &&
    Number.isSafeInteger(config.smallBlind) &&
    config.smallBlind >= 0 &&
    config.smallBlind <= config.bigBlind &&
    (config.ante === null || (Number.isSafeInteger(config.ante.amount) && config.ante.amount >= 1)) &&
    config.deadBlinds.every((d) => d.seat >= 0 && d.seat < n && Number.isSafeInteger(d.amount) && d.amount >= 1);
  // The route validates all of this with field errors first: reaching here is a bug in the caller.
  if (!ok) throw new Error("invalid hand configuration");
}

/** Seats of the blinds: heads-up the button posts the small blind; with it missing the big blind is the first seat left of the button. */
function blindSeats(config: HandConfig): { smallBlindSeat: number | null; bigBlindSeat: number } {
  const n = config.stacks.length;
  if (config.smallBlindMissing) return { smallBlindSeat: null, bigBlindSeat: nextSeat(config.button, n) };
  const smallBlindSeat = n === 2 ? config.button : nextSeat(config.button, n);
  return { smallBlindSeat, bigBlindSeat: nextSeat(smallBlindSeat, n) };
}

export function startHand(config: HandConfig): HandState {
  assertConfig(config);
  const seats: SeatState[] = config.stacks.map((stack) => ({ stack, committed: 0, contributed: 0, dead: 0, folded: false, actedAt: null }));
  const events: HandEvent[] = [];
  const post = (seat: number, amount: number, kind: PostKind) => {
    const s = seats[seat]!;
    const paid = Math.min(amount, s.stack);
    if (paid === 0) return;
    s.stack -= paid;
    s.contributed += paid;
    if (kind === "small_blind" || kind === "big_blind") s.committed += paid;
    if (kind === "dead_blind" || (kind === "ante" && config.ante?.kind === "big_blind")) s.dead += paid;
    events.push({ kind: "post", post: kind, seat, amount: paid, allIn: s.stack === 0 });
  };

  const { smallBlindSeat, bigBlindSeat } = blindSeats(config);
  const n = seats.length;
  if (config.ante?.kind === "traditional") {
    // Posted in table order from the seat left of the button, as dealers collect them.
    for (let i = 1; i <= n; i++) post((config.button + i) % n, config.ante.amount, "ante");
  }
  if (smallBlindSeat !== null && config.smallBlind > 0) post(smallBlindSeat, config.smallBlind, "small_blind");
  post(bigBlindSeat, config.bigBlind, "big_blind");
  if (config.ante?.kind === "big_blind") post(bigBlindSeat, config.ante.amount, "ante");
  for (const dead of config.deadBlinds) post(dead.seat, dead.amount, "dead_blind");

  const state: HandState = {
    config,
    seats,
    street: "preflop",
    toAct: null,
    // A short big blind still sets the price: the others call the full big blind (TDA, Robert's Rules).
    currentBet: config.bigBlind,
    minRaise: config.bigBlind,
    smallBlindSeat,
    bigBlindSeat,
    wonByFold: false,
    chipsInPlay: config.stacks.reduce((a, b) => a + b, 0),
    events,
  };
  // Preflop action starts left of the big blind (heads-up: the button, which posted the small blind).
  return advance(state, bigBlindSeat);
}
