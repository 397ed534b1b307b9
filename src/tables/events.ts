/**
 * The table's event log and what each role may see of it.
 *
 * Every event has a per-table `seq` that increases by exactly one. An event is either public or private
 * to one seat (its own hole cards, its own legal actions). A role receives every event it may see in
 * full and, for every other one, a placeholder `{ seq, type: "hidden" }`, so each stream is gap-free and
 * a client detects a lost frame by itself (lichess lila-ws's versioned streams).
 *
 * Projections are written out field by field for each event type (an allowlist): a field added to a
 * stored event reaches no client until a line here names it. Deck order and server seeds of a hand in
 * progress are never in an event at all; the seed is revealed in `hand_ended`, once the hand is over.
 */
import type { PostKind, Street } from "../engine/holdem/types.ts";
import type { ActionType, PublicSeat, SeatStatus, TableStatus } from "./api.ts";

export type EventBody =
  | { type: "seat_taken"; seat: PublicSeat }
  | { type: "seat_changed"; seatNumber: number; status: SeatStatus; stack: number; connected: boolean }
  | { type: "seat_closed"; seatNumber: number; reason: SeatClosedReason; finalStack: number }
  | {
      type: "hand_started";
      hand: number;
      button: number;
      smallBlind: number | null;
      bigBlind: number;
      seats: Array<{ seatNumber: number; stack: number }>;
      shuffle: { alg: "pw-shuffle-v1"; commitment: string; nonce: number };
    }
  | { type: "posted"; hand: number; seatNumber: number; post: PostKind; amount: number; allIn: boolean }
  | { type: "hole_cards"; hand: number; seatNumber: number; cards: string }
  | { type: "turn"; hand: number; index: number; seatNumber: number; actionDeadline: string; timeBank: boolean }
  | { type: "legal_actions"; hand: number; index: number; seatNumber: number; legal: LegalView }
  | {
      type: "acted";
      hand: number;
      index: number;
      seatNumber: number;
      action: ActionType;
      amount: number;
      to: number;
      allIn: boolean;
      /** Set when the table acted for the seat: its clock ran out, or it sat out. */
      auto: "timeout" | "sitting_out" | null;
    }
  | { type: "returned"; hand: number; seatNumber: number; amount: number }
  | { type: "street"; hand: number; street: Street; board: string }
  | { type: "showdown"; hand: number; shown: Array<{ seatNumber: number; cards: string; category: string }> }
  | {
      type: "hand_ended";
      hand: number;
      board: string;
      pots: Array<{ amount: number; winners: Array<{ seatNumber: number; amount: number }> }>;
      stacks: Array<{ seatNumber: number; stack: number }>;
      shuffle: { alg: "pw-shuffle-v1"; commitment: string; serverSeed: string; clientSeed: string; nonce: number };
    }
  | { type: "table_status"; status: TableStatus };

export type SeatClosedReason = "left" | "stood_up" | "sat_out_too_long" | "table_closed" | "busted";

/** The seat's own legal actions, as the hand endpoint words them. */
export interface LegalView {
  fold: boolean;
  check: boolean;
  call: number | null;
  bet: { minTo: number; maxTo: number } | null;
  raise: { minTo: number; maxTo: number } | null;
  allIn: number | null;
}

/** As stored: `visibleTo` is null for public events, else the one seat number that may see it. */
export interface StoredEvent {
  seq: number;
  /** Unix milliseconds. */
  at: number;
  visibleTo: number | null;
  body: EventBody;
}

/** Who is looking: a seat (its own private events too) or a spectator (public events only). */
export type Role = { kind: "seat"; seatNumber: number } | { kind: "spectator" };

export type EventFrame = { seq: number; at: string } & (EventBody | { type: "hidden" });

export function maySee(event: StoredEvent, role: Role): boolean {
  return event.visibleTo === null || (role.kind === "seat" && role.seatNumber === event.visibleTo);
}

/** The frame a role receives for an event: the allowlisted fields, or a placeholder. */
export function project(event: StoredEvent, role: Role): EventFrame {
  const head = { seq: event.seq, at: new Date(event.at).toISOString() };
  if (!maySee(event, role)) return { ...head, type: "hidden" };
  return { ...head, ...allowlisted(event.body) };
}

/** Copies exactly the documented fields of each event type (and nothing a future field might add). */
function allowlisted(body: EventBody): EventBody {
  switch (body.type) {
    case "seat_taken": {
      const s = body.seat;
      const seat = {
        seatNumber: s.seatNumber,
        displayName: s.displayName,
        participant: s.participant,
        status: s.status,
        stack: s.stack,
        connected: s.connected,
      };
      return { type: body.type, seat };
    }
    case "seat_changed":
      return { type: body.type, seatNumber: body.seatNumber, status: body.status, stack: body.stack, connected: body.connected };
    case "seat_closed":
      return { type: body.type, seatNumber: body.seatNumber, reason: body.reason, finalStack: body.finalStack };
    case "hand_started":
      return {
        type: body.type,
        hand: body.hand,
        button: body.button,
        smallBlind: body.smallBlind,
        bigBlind: body.bigBlind,
        seats: body.seats.map((s) => ({ seatNumber: s.seatNumber, stack: s.stack })),
        shuffle: { alg: body.shuffle.alg, commitment: body.shuffle.commitment, nonce: body.shuffle.nonce },
      };
    case "posted":
      return { type: body.type, hand: body.hand, seatNumber: body.seatNumber, post: body.post, amount: body.amount, allIn: body.allIn };
    case "hole_cards":
      return { type: body.type, hand: body.hand, seatNumber: body.seatNumber, cards: body.cards };
    case "turn":
      return {
        type: body.type,
        hand: body.hand,
        index: body.index,
        seatNumber: body.seatNumber,
        actionDeadline: body.actionDeadline,
        timeBank: body.timeBank,
      };
    case "legal_actions": {
      const l = body.legal;
      const range = (r: { minTo: number; maxTo: number } | null) => r && { minTo: r.minTo, maxTo: r.maxTo };
      const legal = { fold: l.fold, check: l.check, call: l.call, bet: range(l.bet), raise: range(l.raise), allIn: l.allIn };
      return { type: body.type, hand: body.hand, index: body.index, seatNumber: body.seatNumber, legal };
    }
    case "acted":
      return {
        type: body.type,
        hand: body.hand,
        index: body.index,
        seatNumber: body.seatNumber,
        action: body.action,
        amount: body.amount,
        to: body.to,
        allIn: body.allIn,
        auto: body.auto,
      };
    case "returned":
      return { type: body.type, hand: body.hand, seatNumber: body.seatNumber, amount: body.amount };
    case "street":
      return { type: body.type, hand: body.hand, street: body.street, board: body.board };
    case "showdown":
      return { type: body.type, hand: body.hand, shown: body.shown.map((s) => ({ seatNumber: s.seatNumber, cards: s.cards, category: s.category })) };
    case "hand_ended": {
      const sh = body.shuffle;
      return {
        type: body.type,
        hand: body.hand,
        board: body.board,
        pots: body.pots.map((p) => ({ amount: p.amount, winners: p.winners.map((w) => ({ seatNumber: w.seatNumber, amount: w.amount })) })),
        stacks: body.stacks.map((s) => ({ seatNumber: s.seatNumber, stack: s.stack })),
        shuffle: { alg: sh.alg, commitment: sh.commitment, serverSeed: sh.serverSeed, clientSeed: sh.clientSeed, nonce: sh.nonce },
      };
    }
    case "table_status":
      return { type: body.type, status: body.status };
  }
}
