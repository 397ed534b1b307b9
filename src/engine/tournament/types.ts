/**
 * The tournament director's core, as pure data (director.ts has the functions): where every entry sits,
 * which tables play, who has busted and in which place, and what each table must do after its hand.
 * The director Durable Object (src/tournaments/) stores a `DirectorState`, feeds it each table's hand-end
 * report and carries out the directives; nothing here reads a clock or a random source.
 *
 * Tables are named by id; seats by their seat number (1..tableSize), as the table objects name them.
 */

export interface DirectorRules {
  tableSize: number;
  /** Places paid (from the payout structure for this field): hand-for-hand starts at the money bubble. */
  placesPaid: number;
}

export interface DirectorSeat {
  entryId: string;
  seatNumber: number;
  chips: number;
  /**
   * Moved (or late) to this table and not yet in one of its hand reports: its seat directive may still be
   * on the way. Such an entry is not moved on by balancing (a move_out cannot remove a seat the table
   * has not taken, and the late seat would then leave the entry at two tables); a break still takes it.
   */
  arriving?: true;
}

export interface DirectorTable {
  tableId: string;
  seats: DirectorSeat[];
  /** Last hand's big blind seat (null before the first hand): who is due the big blind next is computed from it. */
  lastBigBlind: number | null;
  /** Last hand's button seat (may be empty), for "the seat that takes the big blind soonest". */
  lastButton: number | null;
  /** The table is waiting for the director between hands (a report was taken, no directive answered yet). */
  waiting: boolean;
  /** Hand-end reports received (a table's hand counter, to drop a repeated report). */
  handsReported: number;
  /**
   * Taken out of play because it stopped reporting (see retireTable): its players were reseated, and a
   * report it sends if it comes back is answered `break` and changes nothing (its hand was void).
   */
  retired?: true;
  /**
   * The directive this table was answered for its last report, to answer a repeated report the same way.
   * Directives another table's report made for it (seats, sent through the outbox) are not answers to its
   * report: only one that ends its wait (then `continue`), a break or the finish replaces its answer.
   * Kept on the table (not in one record for the field), so a report changes only the tables it involves.
   */
  lastDirective?: Directive;
}

export interface Placement {
  entryId: string;
  /** Final place; tied busts share the best of their places (places k..k+t-1 all answer k). */
  place: number;
  /** Entries that tied with this one (the same place), this one excluded. */
  tiedWith: string[];
}

export interface DirectorState {
  rules: DirectorRules;
  tables: DirectorTable[];
  /** Entries still playing. */
  remaining: number;
  /** Every entry's final place, in the order they were decided. */
  placements: Placement[];
  /** Hand-for-hand: every table waits for the others after each hand until the bubble bursts. */
  handForHand: boolean;
  /** Entries busted in the current hand-for-hand round, across tables (they tie). */
  roundBusts: Array<{ entryId: string; startingChips: number; tableId: string }>;
  /** Tables that reported in the current hand-for-hand round. */
  roundReported: string[];
  /**
   * Hand-for-hand rounds completed (every table reported its hand): the record that the bubble was played
   * hand-for-hand, which `handForHand` alone cannot show once the bubble has burst. Absent: none yet.
   */
  handForHandRounds?: number;
  /**
   * Each table's last answer, as a state stored before answers were kept on the tables (`lastDirective`)
   * holds them: read when a table has no `lastDirective` yet, never written.
   */
  lastDirectives?: Record<string, Directive>;
  /** The winner once one entry is left, with every chip in play (the tables' seats are emptied then). */
  winner?: { entryId: string; chips: number };
  /**
   * Late registration is open (CONTRACT 11): entries may still join, so the field's size, and with it every
   * place, is not known yet. Busts meanwhile are held (in `heldBusts`) and placed when it closes.
   */
  lateOpen?: boolean;
  /** Busts while late registration was open, one group per hand in the order they happened (with the chips each started that hand with). */
  heldBusts?: Array<Array<{ entryId: string; startingChips: number }>>;
}

/** What a table reports after each hand (its object sends it; the director may receive it twice). */
export interface HandReport {
  tableId: string;
  /** The table's own hand number: a report with a number already seen is a repeat and changes nothing. */
  handNumber: number;
  /** Every seat after the hand: chips 0 means busted in this hand. */
  seats: DirectorSeat[];
  /** Chips each busted entry had when the hand started (ties in one hand are ordered by it, TDA). */
  startingChips: Record<string, number>;
  bigBlind: number;
  button: number;
  /**
   * The hand's pots, main pot first, with the entries eligible for each and what each winner took: who
   * eliminated a busted entry (the winners of the last pot it was in) and how a bounty splits.
   */
  pots?: Array<{ eligible: string[]; winners: Array<{ entryId: string; amount: number }> }>;
  /** Rebuys and add-ons (their ids) whose chips the table took since its last report: in these stacks now (rebuys.ts). */
  chipsAdded?: string[];
}

export type Directive =
  /** Deal the next hand. */
  | { kind: "continue" }
  /** Wait for the director (hand-for-hand: other tables still playing their hand; a break). */
  | { kind: "wait"; reason: "hand_for_hand" | "break" | "balancing" }
  /** Remove these entries (the table answers their chips) before the next hand; the rest play on. */
  | { kind: "move_out"; entryIds: string[] }
  /**
   * Seat these entries (moved or late) with their chips, then deal. `resume`: the table is waiting for the
   * director (a hand-for-hand round it waited in is over), so it is also told to go on (it had `continue`).
   */
  | { kind: "seat"; seats: DirectorSeat[]; resume?: true }
  /** Break the table: every entry moves out; the table closes. */
  | { kind: "break" }
  /** The tournament is over (one entry left). */
  | { kind: "finish" };

export interface ReportResult {
  state: DirectorState;
  /** One directive for each table that must do something now (the reporting table always gets one). */
  directives: Record<string, Directive>;
  /** Places decided by this report (busts; and the winner when one entry is left). */
  placed: Placement[];
}
