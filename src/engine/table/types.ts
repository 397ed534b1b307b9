/**
 * The rules of a table between hands (who is dealt in, where the button and blinds go, who owes what,
 * who stands up), as pure data and pure functions beside the hand engine (../holdem). A table object
 * (src/tables/) keeps these shapes in its storage and calls the functions in rules.ts; nothing here
 * reads a clock or a random source.
 *
 * Seats are named by their seat number (1..tableSize), the number players see. The hand engine works on
 * indices into the list of seats dealt in, in clockwise (ascending seat number, wrapping) order.
 */
import type { AnteKind, Game, HandConfig } from "../holdem/types.ts";

export interface TableRules {
  tableSize: number;
  smallBlind: number;
  bigBlind: number;
  ante: { kind: AnteKind; amount: number } | null;
  /** The game dealt (absent: no-limit hold'em); plo4 and plo5 are pot-limit Omaha. */
  game?: Game | undefined;
  /**
   * ring: a cash-style play-money table (missed blinds, wait for the big blind, stand up after sitting
   * out too long). tournament: every seat with chips is dealt in, sitting out or not (it is blinded and
   * its hands are checked or folded for it), and no seat is stood up for sitting out.
   */
  kind: "ring" | "tournament";
  /** ring: a seat sitting out for this many hands in a row is stood up (`sat_out_too_long`). */
  sitOutLimitHands: number;
}

/** How a seat that is not yet in the blind rotation comes in (ring tables). */
export type EntryChoice = "wait_for_big_blind" | "post_now";

export interface RuleSeat {
  seatNumber: number;
  /** Chips behind between hands. */
  stack: number;
  status: "playing" | "sitting_out" | "leaving";
  /**
   * ring: false for a seat that has not yet taken its place in the blind rotation (newly seated, or back
   * from sitting out while it owes blinds); it is dealt in when its `entry` allows. Always true on a
   * tournament table.
   */
  inRotation: boolean;
  /** ring: how a seat not in rotation comes in (default wait_for_big_blind). */
  entry: EntryChoice;
  /** ring: blinds this seat missed while sitting out, owed when it comes back and posts now. */
  owes: { smallBlind: boolean; bigBlind: boolean };
  /** Hands in a row in which this seat's clock ran out (the table acted for it). */
  timeouts: number;
  /** Hands dealt in a row without this seat while it sat out. */
  sitOutHands: number;
}

/** Where the button and blinds were (seat numbers); all null before the first hand. */
export interface Positions {
  /** May be a seat that was not dealt in (a dead button). */
  button: number | null;
  smallBlind: number | null;
  bigBlind: number | null;
  /**
   * When no small blind was posted (`smallBlind` null after the previous big blind left or sat out), the
   * seat where it would have been: the next hand's button goes there (a dead button), so keep this with
   * the rest when storing the positions. Optional so that `{ button: null, smallBlind: null, bigBlind:
   * null }` still reads "before the first hand"; planHand always fills it.
   */
  deadSmallBlind?: number | null;
}

/** The next hand, ready for the hand engine. */
export interface HandPlan {
  /** Seat numbers dealt in, in clockwise order starting from seat 1's side (ascending seat number). */
  dealt: number[];
  /** The hand engine's configuration: `stacks[i]` and every index are positions in `dealt`. */
  config: HandConfig;
  /** This hand's positions by seat number (the button may be dead; the small blind null when missing). */
  positions: Positions;
}

export interface PlanResult {
  /** null when fewer than two seats can be dealt in. */
  plan: HandPlan | null;
  /** The seats as they are once this hand is planned (blinds newly owed, sit-out counts, rotation). */
  seats: RuleSeat[];
}

/** Why a seat leaves the table (CONTRACT 10.4 `table.seat_closed` reasons the rules decide). */
export type CloseReason = "left" | "busted" | "sat_out_too_long";

export interface HandOutcome {
  /** Each dealt seat's stack after the hand (seat number -> chips). */
  stacks: ReadonlyMap<number, number>;
  /** Seats whose clock ran out at least once in this hand. */
  timedOut: ReadonlySet<number>;
}

export interface AfterHandResult {
  seats: RuleSeat[];
  /** Seats that leave the table now, with the chips they leave with. */
  closed: Array<{ seatNumber: number; reason: CloseReason; finalStack: number }>;
}
