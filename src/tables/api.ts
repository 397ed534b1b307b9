/**
 * What the Worker asks of a table object (src/tables/table-object.ts) and what it answers: plain,
 * structured-clonable data over Durable Object RPC. Routes (src/routes/management/tables/) check the
 * tenant in D1 first and only then call the object, which knows nothing of keys or organizations beyond
 * what `TableSettings` carries.
 */
import type { AnteKind, Game } from "../engine/holdem/types.ts";
import type { SnapshotFrame } from "./protocol.ts";

export type Participant = "human" | "bot";
export type TrustMode = "human_only" | "bot_only" | "mixed_declared";
export type SpectatorMode = "live" | "delayed" | "off";
export type RevealAfter = "hand" | "table_close";

/** Everything a table needs to run, copied from its ring game when the table is created or the game changes. */
export interface TableSettings {
  tableId: string;
  ringGameId: string;
  name: string;
  organizationId: string;
  environment: "test" | "live";
  projectId: string | null;
  tableSize: number;
  smallBlind: number;
  bigBlind: number;
  ante: { kind: AnteKind; amount: number } | null;
  buyIn: { min: number; max: number };
  clock: { actionSeconds: number; timeBankSeconds: number };
  spectators: { mode: SpectatorMode; delaySeconds: number };
  trustMode: TrustMode;
  /** The game (absent: no-limit hold'em); plo4 and plo5 are pot-limit Omaha with 4 or 5 hole cards. */
  game?: Game | undefined;
  /** When hands' server seeds are published (absent: by trust mode, see `revealAfter` in machine.ts). */
  fairness?: { revealAfter: RevealAfter } | undefined;
  /**
   * Set on a tournament's table (CONTRACT 11): every seat with chips is dealt in, nobody leaves with chips,
   * and after each hand the table reports to the tournament's director and waits for its directive.
   */
  tournamentId?: string | null | undefined;
  /**
   * Spectator hubs this table's spectators are spread over (src/tables/hubs.ts; absent: the
   * TABLE_SPECTATOR_HUBS setting). 0: spectators connect to the table itself.
   */
  spectatorHubs?: number | undefined;
}

/** A tournament table's blinds for its next hands (a new level applies from the next hand). */
export interface Level {
  smallBlind: number;
  bigBlind: number;
  ante: { kind: AnteKind; amount: number } | null;
}

/** An entry seated at a tournament table (by the director: the draw, a move, a late registration). */
export interface EntrySeat {
  entryId: string;
  displayName: string;
  participant: Participant;
  chips: number;
  seatNumber: number;
  /**
   * The rebuys and add-ons (purchase ids) whose chips `chips` already holds: the table counts them as taken,
   * so one still on its way here (a delivery sent before the entry busted, re-entered or moved) adds nothing.
   */
  chipIds?: string[];
}

/**
 * Where the director moved an entry (by entry id), with a fresh ticket to its new seat: the table the
 * entry leaves sends it to the entry's socket in one `moved` frame before closing it (CONTRACT 11).
 */
export interface MovedTo {
  tableId: string;
  seatNumber: number;
  ticket: Ticket;
}

/** The director's answer to a tournament table's hand-end report (engine/tournament `Directive`, names filled in). */
export type TableDirective =
  | { kind: "continue" }
  | { kind: "wait"; reason: "hand_for_hand" | "break" | "balancing" }
  | { kind: "move_out"; entryIds: string[]; movedTo?: Record<string, MovedTo> | undefined }
  | { kind: "seat"; seats: EntrySeat[] }
  | { kind: "break"; movedTo?: Record<string, MovedTo> | undefined }
  | { kind: "finish" };

/** Chips the director hands a tournament table for an entry seated there: a rebuy or an add-on, by its id (once). */
export interface EntryChips {
  id: string;
  entryId: string;
  amount: number;
}

/** The director's answer to a hand report: the directive, and the rebuys and add-ons to add before the next hand. */
export type ReportAnswer = TableDirective & { chips?: EntryChips[] };

export type SettingsUpdate = Partial<Pick<TableSettings, "name" | "clock" | "spectators">>;

export type TableStatus = "waiting" | "running" | "closed";
export type SeatStatus = "playing" | "sitting_out" | "leaving";

/** A seat as every role may see it (CONTRACT 10.1): never the playerRef, never cards. */
export interface PublicSeat {
  seatNumber: number;
  displayName: string;
  participant: Participant;
  status: SeatStatus;
  stack: number;
  connected: boolean;
}

/** The public state of a table (CONTRACT 10.1 GET /tables/{tableId}). */
export interface TableView {
  id: string;
  ringGameId: string;
  name: string;
  status: TableStatus;
  handNumber: number;
  seats: PublicSeat[];
  /** Seat number of the button (null before the first hand). */
  button: number | null;
  /** Board cards of the hand in progress ("" between hands), e.g. "AhKd7c". */
  board: string;
  pots: Array<{ amount: number; eligible: number[] }>;
  /** Seat number to act, or null. */
  toAct: number | null;
  actionDeadline: string | null;
}

export interface SeatRequest {
  playerRef: string;
  displayName: string;
  participant: Participant;
  stack: number;
  seatNumber?: number | undefined;
  control?: "client" | "house" | undefined;
}

/** A connection ticket, shown once (only its hash is kept). */
export interface Ticket {
  ticket: string;
  expiresAt: string;
  /** Relative URL of the socket: GET it with `Upgrade: websocket`. */
  connectUrl: string;
}

/** Refusals the routes turn into problem+json with the same code. */
export interface Refusal {
  ok: false;
  code: "conflict" | "validation_failed" | "invalid_state" | "not_found";
  message: string;
  /** JSON pointer of the request field at fault, for validation_failed. */
  path?: string;
}

/** A house bot's seat comes with no ticket: the service plays it, no client connects to it. */
export type SeatOutcome = { ok: true; seat: PublicSeat; seatingId: string; ticket: Ticket | null } | Refusal;
export type TicketOutcome = { ok: true; ticket: Ticket } | Refusal;
/** A live spectator's ticket comes with the table's spectator snapshot, so a page can draw before its socket opens. */
export type SpectatorTicketOutcome = { ok: true; ticket: Ticket; snapshot: SnapshotFrame | null } | Refusal;
/** What a player embed shows of its table (the blinds of the hand to come: a tournament's level). */
export interface PlayerTableSummary {
  name: string;
  /** The game dealt: its hole cards (2 in hold'em, 4 or 5 in Omaha) are drawn for every seat in a hand. */
  game: Game;
  tableSize: number;
  smallBlind: number;
  bigBlind: number;
  clock: { actionSeconds: number; timeBankSeconds: number };
  /** The seat's time bank left now, in milliseconds. */
  timeBankMs: number;
}
/** A player embed's ticket, with the seat's own snapshot as of the ticket and the table's summary. */
export type PlayerStreamOutcome = { ok: true; ticket: Ticket; snapshot: SnapshotFrame | null; table: PlayerTableSummary } | Refusal;
/** `finalStack` is known when the seat stood up at once; otherwise it comes in `table.seat_closed`. */
export type StandUpOutcome = { ok: true; seat: PublicSeat & { finalStack: number | null } } | Refusal;

/** A ring seat's top-up (machine.ts `topUp`); `replayed` when its idempotency key had already been used. */
export type TopUpResult =
  | {
      ok: true;
      topUp: {
        id: string;
        seatNumber: number;
        seatingId: string;
        amount: number;
        status: "applied" | "pending";
        pendingAmount: number;
        maxAmount: number;
        createdAt: string;
      };
      seat: PublicSeat;
      replayed: boolean;
    }
  | Refusal;

export type ActionType = "fold" | "check" | "call" | "bet" | "raise" | "all_in";

export interface ActRequest {
  hand: number;
  index: number;
  action: ActionType;
  to?: number | undefined;
  clientId?: string | undefined;
  /** The seating the action is for (a socket's own; optional over HTTP): refused when another seating holds the seat now. */
  seatingId?: string | undefined;
}

/** `duplicate`: the same action (same clientId) was already applied; nothing was applied twice. */
export type ActOutcome = { ok: true; hand: number; index: number; applied: boolean } | Refusal;

export interface HandSummary {
  handNumber: number;
  startedAt: string;
  endedAt: string;
  seats: number[];
  board: string;
  pot: number;
}

export interface HandPage {
  data: HandSummary[];
  hasMore: boolean;
  /** Pass as `before` to continue (hand numbers descend). */
  nextBefore: number | null;
}

/** One finished hand with what it takes to write its histories (the route formats OHH, PHH or JSON). */
export interface FinishedHand {
  handNumber: number;
  tableId: string;
  tableName: string;
  /** The table's size (absent on hands stored before it was kept). */
  tableSize?: number;
  /** The game (absent: no-limit hold'em). */
  game?: Game;
  startedAt: string;
  endedAt: string;
  /** Seats dealt in, table order. */
  seats: Array<{ seatNumber: number; displayName: string; participant: Participant; startingStack: number; finalStack: number }>;
  button: number;
  smallBlind: number;
  bigBlind: number;
  ante: { kind: AnteKind; amount: number } | null;
  smallBlindMissing: boolean;
  deadBlinds: Array<{ seatNumber: number; amount: number }>;
  actions: Array<{ seatNumber: number; type: ActionType; to?: number }>;
  board: string;
  /** Chips in the pots (every pot, before they were awarded). */
  pot: number;
  /** Hole cards that were shown (at showdown); never the cards of a seat that folded or mucked. */
  shown: Array<{ seatNumber: number; cards: string }>;
  /** `serverSeed` is null in every answer until the table's fairness policy reveals it (stored, it is always there). */
  shuffle: { alg: "pw-shuffle-v1"; commitment: string; serverSeed: string | null; clientSeed: string; nonce: number };
}
