/**
 * The shapes of a no-limit hold'em hand as a reducer: a HandConfig starts a HandState, and each
 * HandAction produces the next HandState. Seats are indices into the config's seat list, which is
 * in table order (clockwise). Chips are integers; nothing here knows about cards (they only matter
 * at showdown, see showdown.ts), so a table that deals its own cards can run the same reducer.
 */

export const STREETS = ["preflop", "flop", "turn", "river", "showdown"] as const;
export type Street = (typeof STREETS)[number];

export type AnteKind = "traditional" | "big_blind";

/** No-limit hold'em, and pot-limit Omaha with four or five hole cards (game.ts: hole cards and betting limit). */
export type Game = "nlhe" | "plo4" | "plo5";

export interface HandConfig {
  /** The game (absent: "nlhe"): plo4 and plo5 are pot-limit, the largest bet or raise is the pot after the call. */
  game?: Game;
  /** Stacks at the start of the hand, before any forced bet, in table order. */
  stacks: readonly number[];
  /** Index of the seat with the dealer button. */
  button: number;
  smallBlind: number;
  bigBlind: number;
  /** Traditional: every seat posts `amount`; big_blind: the big blind posts `amount` for the table. */
  ante: { kind: AnteKind; amount: number } | null;
  /** No small blind this hand (the dead-button rule after the small blind's player left): the first seat left of the button posts the big blind. */
  smallBlindMissing: boolean;
  /** Dead chips posted by a seat (a returning player's missed small blind): into the pot, not part of the seat's bet. */
  deadBlinds: readonly { seat: number; amount: number }[];
}

export interface SeatState {
  /** Chips behind (not yet put in). */
  stack: number;
  /** Live chips put in on this street (blinds and bets; not antes or dead blinds). */
  committed: number;
  /** Everything this seat has put in the pot this hand, uncalled chips returned excluded. */
  contributed: number;
  /**
   * The part of `contributed` that is dead money for the whole table: a big-blind ante and dead
   * blinds. It goes to the main pot, which every seat in the hand can win ("the player out of the big
   * blind gets full credit for the ante"); a traditional ante is the seat's own stake instead.
   */
  dead: number;
  folded: boolean;
  /** The street's bet level when this seat last acted on this street; null until it has acted (posting a blind is not acting). */
  actedAt: number | null;
}

export type ActionType = "fold" | "check" | "call" | "bet" | "raise" | "all_in";

/** `to` is the seat's total bet on the street after a bet or raise (raise-to, not the increment). */
export type HandAction = { seat: number; type: "fold" | "check" | "call" | "all_in" } | { seat: number; type: "bet" | "raise"; to: number };

export type PostKind = "ante" | "small_blind" | "big_blind" | "dead_blind";

/** What happened, in order: the history formats are written from these. */
export type HandEvent =
  | { kind: "post"; post: PostKind; seat: number; amount: number; allIn: boolean }
  | {
      kind: "action";
      street: Street;
      seat: number;
      type: "fold" | "check" | "call" | "bet" | "raise";
      /** Chips added by this action. */
      amount: number;
      /** The seat's total bet on the street after the action. */
      to: number;
      allIn: boolean;
    }
  | { kind: "street"; street: Street }
  | { kind: "return"; street: Street; seat: number; amount: number };

export interface HandState {
  config: HandConfig;
  seats: readonly SeatState[];
  street: Street;
  /** The seat to act, or null once no betting is left (the hand is over or only the cards remain). */
  toAct: number | null;
  /** The highest bet on this street (preflop: at least the big blind even when the big blind is short). */
  currentBet: number;
  /** The smallest raise increment: the largest full bet or raise of the street, at least the big blind. */
  minRaise: number;
  /** Seats of the blinds (null when not posted). */
  smallBlindSeat: number | null;
  bigBlindSeat: number;
  /** Set once only one seat has not folded. */
  wonByFold: boolean;
  /** Chips in play: the sum of the starting stacks, asserted after every action. */
  chipsInPlay: number;
  events: readonly HandEvent[];
}

/** Why an action is refused; `code` maps to the API's field-error vocabulary. */
export type IllegalReason =
  | "hand_complete"
  | "out_of_turn"
  | "cannot_check"
  | "nothing_to_call"
  | "cannot_fold"
  | "cannot_bet"
  | "cannot_raise"
  | "not_reopened"
  | "no_opponent"
  | "below_minimum"
  | "above_stack"
  | "above_pot_limit"
  | "no_chips";

export class IllegalActionError extends Error {
  readonly reason: IllegalReason;
  constructor(reason: IllegalReason, message: string) {
    super(message);
    this.name = "IllegalActionError";
    this.reason = reason;
  }
}

/** The actions the seat to act may take. Amounts are totals for the street ("to"), except `call`. */
export interface LegalActions {
  seat: number;
  fold: boolean;
  check: boolean;
  /** Chips a call adds (less than the amount owed when the call puts the seat all-in), or null. */
  call: number | null;
  /** Bet-to range when no bet has been made on the street. */
  bet: { min: number; max: number } | null;
  /** Raise-to range when facing a bet and the betting is open to this seat. */
  raise: { min: number; max: number } | null;
  /** The seat's total bet on the street after going all-in, when all-in is legal. */
  allIn: number | null;
}
