/**
 * Spectator hubs: what a table and its relay objects (src/tables/spectator-hub.ts) exchange, and the
 * rules both apply. Pure code, no bindings.
 *
 * A table publishes every change once to each hub that has spectators, as the frames a spectator
 * receives (`project(event, spectator)` in events.ts: public events in full, a `hidden` placeholder for
 * every private one). A hub never holds anything a spectator may not see; it is a cache of the table's
 * public stream, and the table stays its single writer.
 */
import { createHash } from "node:crypto";

/** One event as a spectator receives it, with what a hub needs to order and delay it. */
export type PublicFrame = {
  seq: number;
  /** Unix ms: when the event happened. */
  at: number;
  /**
   * The hand the event belongs to (null for table events: seats, status, breaks). Public knowledge (the
   * `hand_started` frame says which hand is running); the delayed mode needs it for placeholders too.
   */
  hand: number | null;
  /** The frame's `type` as projected ("hidden" for a placeholder). */
  type: string;
  /** The frame as sent: JSON text of `project(event, { kind: "spectator" })`. */
  text: string;
};

/** The spectator snapshot as of `seq` (JSON text of the `snapshot` frame), made at `at`. */
export type PublicSnapshot = {
  seq: number;
  at: number;
  text: string;
};

/** One change of a table, as published to its hubs. */
export interface Publication {
  tableId: string;
  frames: PublicFrame[];
  /** The spectator snapshot at the change's last seq, when the change made one (a hand's end). */
  snapshot: PublicSnapshot | null;
}

/** What a hub admits with a ticket (spectator-hub.ts): the ticket's hash, its life and its stream's. */
export interface HubAdmission {
  tableId: string;
  hash: string;
  expiresAt: number;
  streamEndsAt: number;
  /** A delayed spectator's delay (the ring game's, when the ticket was issued); null for a live one. */
  delayMs: number | null;
}

/** A hub's answer to a publication: how many sockets and unused tickets it still serves. */
export interface PublishAnswer {
  listeners: number;
}

/** What the table answers a hub that lacks frames: the frames after `after`, or `gone` when they were pruned. */
export interface FramesAnswer {
  frames: PublicFrame[];
  lastSeq: number;
  gone: boolean;
}

/** Hubs per table when TABLE_SPECTATOR_HUBS is unset. */
const DEFAULT_HUBS = 2;
/** At most this many hubs per table (a ticket's hub index is at most two digits). */
const MAX_HUBS = 64;

/**
 * The number of hubs a table's spectators are spread over: the table's own setting when it has one, else
 * TABLE_SPECTATOR_HUBS, else 2. 0 means no hubs: spectators connect to the table itself.
 */
export function hubCount(tableSetting: number | undefined, envSetting: string | undefined): number {
  if (tableSetting !== undefined) return clampHubs(tableSetting);
  const n = envSetting === undefined || envSetting === "" ? Number.NaN : Number(envSetting);
  return Number.isInteger(n) ? clampHubs(n) : DEFAULT_HUBS;
}

function clampHubs(n: number): number {
  return Math.max(0, Math.min(MAX_HUBS, Math.trunc(n)));
}

/**
 * A spectator ticket that names its hub: `tkt_<43 random characters>_h<k>`, k the hub index, chosen by
 * hashing the random part over `hubs` (so spectators spread evenly). A table's own tickets are
 * `tkt_<43 random characters>` exactly, so the two never look alike.
 */
export function hubTicket(random: string, hubs: number): { ticket: string; hub: number } {
  const hub = createHash("sha256").update(random).digest().readUInt32BE(0) % hubs;
  return { ticket: `${random}_h${hub}`, hub };
}

const HUB_TICKET = /^tkt_[A-Za-z0-9_-]{43}_h(\d{1,2})$/;

/** The hub a ticket names, or null for a table's own ticket. */
export function hubOfTicket(ticket: string): number | null {
  const match = HUB_TICKET.exec(ticket);
  return match ? Number(match[1]) : null;
}

/** The name of a table's hub object. */
export function hubName(tableId: string, hub: number): string {
  return `${tableId}/hub/${hub}`;
}

/** What the delayed rule needs of a frame. */
export type DelayedRow = Pick<PublicFrame, "seq" | "at" | "hand">;

/**
 * The frames a delayed spectator may have at `now`, in order, and when the next one may go (null: none
 * waiting, or its hand is still being played). An event of a hand goes `delayMs` after that hand ended
 * (so no card of a hand, board included, is shown before the hand is over plus the delay); any other
 * event `delayMs` after it happened. The first event not yet due holds back everything after it, so the
 * stream stays in order and gap-free. `rows` are the frames after the spectator's cursor, in seq order;
 * `handEnded(hand)` is when that hand's `hand_ended` happened, or null while it runs.
 */
export function delayedReady<R extends DelayedRow>(
  rows: R[],
  delayMs: number,
  now: number,
  handEnded: (hand: number) => number | null,
): { ready: R[]; nextAt: number | null } {
  const ends = new Map<number, number | null>();
  const endOf = (hand: number): number | null => {
    if (!ends.has(hand)) ends.set(hand, handEnded(hand));
    return ends.get(hand)!;
  };
  const ready: R[] = [];
  for (const r of rows) {
    const from = r.hand === null ? r.at : endOf(r.hand);
    if (from === null) return { ready, nextAt: null };
    if (from + delayMs > now) return { ready, nextAt: from + delayMs };
    ready.push(r);
  }
  return { ready, nextAt: null };
}
