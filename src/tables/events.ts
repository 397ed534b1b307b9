/**
 * The table's event log and what each role may see of it.
 *
 * Every event has a per-table `seq` that increases by exactly one. An event is either public or private
 * to one seat (its own hole cards, its own legal actions). A role receives every event it may see in
 * full and, for every other one, a placeholder `{ seq, at, type: "hidden" }`, so each stream is gap-free
 * and a client detects a lost frame by itself (lichess lila-ws's versioned streams).
 *
 * Private means private to one *seating* (one player's stay in a seat), never to a seat number: a seat
 * number is reused by the next player who sits there, and that player must see the earlier occupants'
 * cards and options only as placeholders, whatever `since` it resumes from. So a stored private event
 * names the seating it belongs to, a seat's role carries its seating, and `maySee` compares the two; a
 * role or an event without a seating (a spectator, a public event) never matches a private one.
 *
 * Projections are written out field by field for each event type (an allowlist): a field added to a
 * stored event reaches no client until a line here names it. Deck order and server seeds of a hand in
 * progress are never in an event at all; `hand_ended` carries the server seed only when the table's
 * fairness policy reveals it at the hand's end (else null: it would disclose every folded card).
 *
 * The event shapes are valibot schemas (strict objects, a variant on `type`): the types below are
 * inferred from them, and schemas/asyncapi.json (src/tables/asyncapi.ts) documents the same schemas.
 */
import * as v from "valibot";
import { HAND_CATEGORIES } from "../engine/evaluator.ts";
import { STREETS } from "../engine/holdem/types.ts";
import { DealSchema } from "../tournaments/deal-view.ts";

const Integer = v.pipe(v.number(), v.safeInteger());
const Chips = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const SeatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10), v.description("A seat number, 1..tableSize."));
const HandNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.description("The table's hand number, from 1."));
const ActionIndex = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.description("The number of actions taken in the hand before this one (an `act` message carries it)."),
);
const Timestamp = v.pipe(v.string(), v.description("An ISO 8601 UTC timestamp."));
const Cards = (description: string) => v.pipe(v.string(), v.regex(/^(?:[2-9TJQKA][cdhs])*$/), v.description(description));
const Commitment = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/), v.description("SHA-256 of the server seed, hex."));

const SeatStatusSchema = v.picklist(["playing", "sitting_out", "leaving"]);
export const TableStatusSchema = v.picklist(["waiting", "running", "closed"]);
const ActionTypeSchema = v.picklist(["fold", "check", "call", "bet", "raise", "all_in"]);
// "moved": a tournament entry leaving this table for another (balancing, a table breaking); its chips go with it.
const SeatClosedReasonSchema = v.picklist(["left", "stood_up", "sat_out_too_long", "table_closed", "busted", "moved"]);
const PostKindSchema = v.picklist(["ante", "small_blind", "big_blind", "dead_blind"]);

/** A seat as every role may see it (CONTRACT 10.1): never the playerRef, never cards. */
export const PublicSeatSchema = v.strictObject({
  seatNumber: SeatNumber,
  displayName: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  participant: v.pipe(v.picklist(["human", "bot"]), v.description("Bots are marked in every view.")),
  status: SeatStatusSchema,
  stack: Chips,
  connected: v.pipe(v.boolean(), v.description("Whether the seat has a socket open.")),
});

const ToRange = v.nullable(v.strictObject({ minTo: Chips, maxTo: Chips }));

/** The seat's own legal actions, as the hand endpoint words them. */
export const LegalViewSchema = v.pipe(
  v.strictObject({
    fold: v.boolean(),
    check: v.boolean(),
    call: v.pipe(v.nullable(Chips), v.description("Chips a call adds, or null when calling is not legal.")),
    bet: v.pipe(ToRange, v.description("Bet-to range (the seat's total for the street), or null.")),
    raise: v.pipe(ToRange, v.description("Raise-to range, or null.")),
    allIn: v.pipe(v.nullable(Chips), v.description("The seat's total for the street when all in, or null.")),
  }),
  v.description("The seat's legal actions: what an `act` message may send at this index."),
);
export type LegalView = v.InferOutput<typeof LegalViewSchema>;

const PublicShuffle = v.strictObject({ alg: v.literal("pw-shuffle-v1"), commitment: Commitment, nonce: Integer });
const SeatStack = v.strictObject({ seatNumber: SeatNumber, stack: Chips });

const SeatTaken = v.pipe(
  v.strictObject({ type: v.literal("seat_taken"), seat: PublicSeatSchema }),
  v.description("A player took a seat (dealt in from the next hand)."),
);
const SeatChanged = v.pipe(
  v.strictObject({ type: v.literal("seat_changed"), seatNumber: SeatNumber, status: SeatStatusSchema, stack: Chips, connected: v.boolean() }),
  v.description("A seat's status, stack or connection changed (sat out, sat in, leaving at the hand's end, connected or not)."),
);
const SeatClosed = v.pipe(
  v.strictObject({ type: v.literal("seat_closed"), seatNumber: SeatNumber, reason: SeatClosedReasonSchema, finalStack: Chips }),
  v.description("A seat was closed; the same as the `table.seat_closed` webhook, without the player's reference. Its socket closes with 4002."),
);
const HandStarted = v.pipe(
  v.strictObject({
    type: v.literal("hand_started"),
    hand: HandNumber,
    button: SeatNumber,
    smallBlind: v.pipe(v.nullable(SeatNumber), v.description("The small blind's seat, or null when no small blind is posted (dead button rules).")),
    bigBlind: SeatNumber,
    seats: v.pipe(v.array(SeatStack), v.description("The seats dealt in, in table order, with their stacks before the blinds.")),
    shuffle: v.pipe(PublicShuffle, v.description("The pw-shuffle-v1 commitment, published before the first card; revealed in `hand_ended`.")),
  }),
  v.description("A hand starts: the first event of every hand."),
);
const Posted = v.pipe(
  v.strictObject({ type: v.literal("posted"), hand: HandNumber, seatNumber: SeatNumber, post: PostKindSchema, amount: Chips, allIn: v.boolean() }),
  v.description("A forced bet: an ante, a blind or a dead blind."),
);
const HoleCards = v.pipe(
  v.strictObject({
    type: v.literal("hole_cards"),
    hand: HandNumber,
    seatNumber: SeatNumber,
    cards: Cards("The seat's hole cards: two in hold'em (\"AhKd\"), four or five in pot-limit Omaha."),
  }),
  v.description("Private to the seat: its own hole cards (every other role receives `hidden` for this seq)."),
);
const Turn = v.pipe(
  v.strictObject({
    type: v.literal("turn"),
    hand: HandNumber,
    index: ActionIndex,
    seatNumber: SeatNumber,
    actionDeadline: v.pipe(
      Timestamp,
      v.description("When the table acts for the seat (check if legal, else fold); an absolute deadline, never ticks."),
    ),
    timeBank: v.pipe(v.boolean(), v.description("True when the deadline was extended by the seat's time bank.")),
  }),
  v.description("A seat is to act at this index."),
);
const LegalActions = v.pipe(
  v.strictObject({ type: v.literal("legal_actions"), hand: HandNumber, index: ActionIndex, seatNumber: SeatNumber, legal: LegalViewSchema }),
  v.description("Private to the seat to act: its legal actions at this index."),
);
const Acted = v.pipe(
  v.strictObject({
    type: v.literal("acted"),
    hand: HandNumber,
    index: ActionIndex,
    seatNumber: SeatNumber,
    action: ActionTypeSchema,
    amount: v.pipe(Chips, v.description("Chips the action added.")),
    to: v.pipe(Chips, v.description("The seat's total for the street after the action.")),
    allIn: v.boolean(),
    auto: v.pipe(
      v.nullable(v.picklist(["timeout", "sitting_out"])),
      v.description("Set when the table acted for the seat: its clock ran out, or it sat out."),
    ),
  }),
  v.description("A seat acted."),
);
const Returned = v.pipe(
  v.strictObject({ type: v.literal("returned"), hand: HandNumber, seatNumber: SeatNumber, amount: Chips }),
  v.description("An uncalled bet went back to its seat."),
);
const StreetDealt = v.pipe(
  v.strictObject({ type: v.literal("street"), hand: HandNumber, street: v.picklist(STREETS), board: Cards("The whole board so far.") }),
  v.description("A new street: the board cards so far."),
);
const Showdown = v.pipe(
  v.strictObject({
    type: v.literal("showdown"),
    hand: HandNumber,
    shown: v.array(
      v.strictObject({
        seatNumber: SeatNumber,
        cards: Cards("The hole cards shown (2, or 4 or 5 in Omaha)."),
        category: v.picklist(HAND_CATEGORIES),
      }),
    ),
  }),
  v.description("Hands shown at showdown (mucked and folded cards are never shown)."),
);
const HandEnded = v.pipe(
  v.strictObject({
    type: v.literal("hand_ended"),
    hand: HandNumber,
    board: Cards("The final board."),
    pots: v.array(v.strictObject({ amount: Chips, winners: v.array(v.strictObject({ seatNumber: SeatNumber, amount: Chips })) })),
    stacks: v.pipe(v.array(SeatStack), v.description("The stacks after the hand, for the seats dealt in.")),
    shuffle: v.pipe(
      v.strictObject({
        alg: v.literal("pw-shuffle-v1"),
        commitment: Commitment,
        serverSeed: v.pipe(
          v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
          v.description(
            "The server seed, or null while the table's fairness policy keeps it (`revealAfter: table_close`): the seed discloses the whole deck, folded and mucked cards included.",
          ),
        ),
        clientSeed: v.string(),
        nonce: Integer,
      }),
      v.description("The shuffle: with its server seed (once revealed), POST /v1/shuffles/verify accepts it."),
    ),
  }),
  v.description(
    "A hand ended: pots and winners, stacks, the shuffle (its seed when the fairness policy reveals it now). Its history is at GET /api/v1/management/tables/{tableId}/hands/{hand}.",
  ),
);
const ToppedUp = v.pipe(
  v.strictObject({
    type: v.literal("topped_up"),
    seatNumber: SeatNumber,
    amount: v.pipe(Chips, v.description("Chips added to the seat's stack.")),
    stack: v.pipe(Chips, v.description("The stack after them.")),
    returned: v.pipe(
      Chips,
      v.description(
        "Chips of a top-up asked for during a hand that were not added, because the hand took the stack near the buy-in maximum (0 otherwise): they never reached the table.",
      ),
    ),
  }),
  v.description(
    "The builder's backend topped the seat up (ring games): at once between hands, else when the hand it was dealt ends, before the next. A `seat_changed` with the new stack follows.",
  ),
);
const TableStatusChanged = v.pipe(
  v.strictObject({ type: v.literal("table_status"), status: TableStatusSchema }),
  v.description("The table's status changed; `closed` is the last event (sockets close with 4003)."),
);
const BreakStarted = v.pipe(
  v.strictObject({
    type: v.literal("break"),
    until: v.pipe(Timestamp, v.description("When play resumes: the first hand after the break is dealt then.")),
    smallBlind: Chips,
    bigBlind: Chips,
    ante: v.pipe(Chips, v.description("The ante per player of the level after the break (0 when none; a big-blind ante equals the big blind).")),
  }),
  v.description(
    "A tournament's break (its blind structure's): the hand in progress finishes, then no hand is dealt until `until`; the level after the break plays from then.",
  ),
);
const DealShown = v.pipe(
  v.strictObject({ type: v.literal("deal"), deal: DealSchema }),
  v.description(
    "Tournament final tables: a deal was proposed, or changed (a player answered, it was accepted, declined, expired or made void). While it is `open` the hand in progress finishes and no hand is dealt; a seat answers with the `deal` message. Once decided, play resumes (or, accepted with nothing left to play for, the tournament ends).",
  ),
);
/** The placeholder for an event the role may not see: only its `seq` (and time). */
const Hidden = v.pipe(
  v.strictObject({ type: v.literal("hidden") }),
  v.description("An event this role may not see (another seat's cards or legal actions): only its seq, so the stream stays gap-free."),
);

/** Every event body, by `type`. */
const EVENT_BODIES = [
  SeatTaken,
  SeatChanged,
  SeatClosed,
  HandStarted,
  Posted,
  HoleCards,
  Turn,
  LegalActions,
  Acted,
  Returned,
  StreetDealt,
  Showdown,
  HandEnded,
  TableStatusChanged,
  ToppedUp,
  BreakStarted,
  DealShown,
] as const;

const EventBodySchema = v.variant("type", EVENT_BODIES);
export type EventBody = v.InferOutput<typeof EventBodySchema>;
export type SeatClosedReason = v.InferOutput<typeof SeatClosedReasonSchema>;

/** What every event frame starts with. */
const EVENT_HEAD = {
  seq: v.pipe(v.number(), v.integer(), v.minValue(1), v.description("The table's sequence number: +1 for every event, for every role.")),
  at: v.pipe(Timestamp, v.description("When the event happened.")),
};

/** An event as a frame: `seq` and `at`, then the body's fields (or none, for a placeholder). */
function framed<const E extends v.ObjectEntries>(body: { readonly entries: E; readonly pipe: readonly [unknown, { readonly description: string }] }) {
  return v.pipe(v.strictObject({ ...EVENT_HEAD, ...body.entries }), v.description(body.pipe[1].description));
}

/** Every frame an event becomes, by `type`: the event in full, or the `hidden` placeholder. */
export const EventFrameSchema = v.variant("type", [
  framed(SeatTaken),
  framed(SeatChanged),
  framed(SeatClosed),
  framed(HandStarted),
  framed(Posted),
  framed(HoleCards),
  framed(Turn),
  framed(LegalActions),
  framed(Acted),
  framed(Returned),
  framed(StreetDealt),
  framed(Showdown),
  framed(HandEnded),
  framed(TableStatusChanged),
  framed(ToppedUp),
  framed(BreakStarted),
  framed(DealShown),
  framed(Hidden),
]);
export type EventFrame = v.InferOutput<typeof EventFrameSchema>;

/** As stored: `visibleTo` is null for public events, else the id of the one seating that may see it. */
export interface StoredEvent {
  seq: number;
  /** Unix milliseconds. */
  at: number;
  visibleTo: string | null;
  body: EventBody;
}

/**
 * Who is looking: a seating (its own private events too) or a spectator (public events only). A seat's
 * role names its seating: the seat number alone says where, not who.
 */
export type Role = { kind: "seat"; seatNumber: number; seatingId: string } | { kind: "spectator" };

/** The one rule of privacy: public, or private to exactly this seating (a typeof check: a role stored before seatings existed sees nothing private). */
function maySee(event: Pick<StoredEvent, "visibleTo">, role: Role): boolean {
  if (event.visibleTo === null) return true;
  return role.kind === "seat" && typeof role.seatingId === "string" && typeof event.visibleTo === "string" && role.seatingId === event.visibleTo;
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
    case "topped_up":
      return { type: body.type, seatNumber: body.seatNumber, amount: body.amount, stack: body.stack, returned: body.returned };
    case "break":
      return { type: body.type, until: body.until, smallBlind: body.smallBlind, bigBlind: body.bigBlind, ante: body.ante };
    case "deal": {
      const d = body.deal;
      const players = d.players.map((p) => ({
        entryId: p.entryId,
        displayName: p.displayName,
        seatNumber: p.seatNumber,
        chips: p.chips,
        amount: p.amount,
        answer: p.answer,
      }));
      const deal = {
        object: d.object,
        id: d.id,
        tournamentId: d.tournamentId,
        method: d.method,
        status: d.status,
        prizePool: d.prizePool,
        prizesLeft: [...d.prizesLeft],
        leaveForWinner: d.leaveForWinner,
        players,
        proposedAt: d.proposedAt,
        expiresAt: d.expiresAt,
        decidedAt: d.decidedAt,
      };
      return { type: body.type, deal };
    }
  }
}
