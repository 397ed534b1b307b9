/**
 * The table socket's messages (CONTRACT 10.2), as valibot schemas: the client's messages are validated
 * with them like a request body, and schemas/asyncapi.json documents the same schemas.
 *
 * Client -> server: `act`, `sit_out`, `sit_in`, `leave`, `client_seed`, `resync`, `deal` (tournament final tables), and the text "ping"
 * (answered "pong" by the runtime without waking the table).
 * Server -> client: `hello`, then a `snapshot` or the missed events, then events (events.ts), plus `ack`
 * and `error` answers to the client's own messages.
 */
import * as v from "valibot";
import { STREETS } from "../engine/holdem/types.ts";
import { DealSchema } from "../tournaments/deal-view.ts";
import { LegalViewSchema, PublicSeatSchema, TableStatusSchema } from "./events.ts";

export const SOCKET_LIMITS = {
  /** Largest client frame; a larger one closes the socket with 1009. */
  maxFrameBytes: 4096,
  /** Flood control: more messages than this in one window closes the socket with 1008. */
  messagesPerWindow: 30,
  windowMs: 10_000,
} as const;

/**
 * The close codes the table sends (table-object.ts), as schemas/asyncapi.json documents them. Any other
 * close (a network drop, a deploy's 1001 or 1006) is resumed with a fresh ticket and `since`.
 */
export const SOCKET_CLOSE_CODES = {
  4001: "Replaced: a newer socket opened for the same seat (a second socket for a seat replaces the first).",
  4002: "The seat was closed (it left, was stood up, busted or sat out too long); `seat_closed` was its last event.",
  4003: "The table closed; `table_status` `closed` was its last event.",
  4004: "A spectator stream's time is over (the embed session's `streamExpiresAt`, at most 12 h after it opened): open the embed again.",
  1008: `Flood: more than ${SOCKET_LIMITS.messagesPerWindow} messages in ${SOCKET_LIMITS.windowMs / 1000} s.`,
  1009: `A frame over ${SOCKET_LIMITS.maxFrameBytes} bytes.`,
} as const;

const ClientId = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(64),
  v.description(
    "The client's own id for this action (unique per action): the `ack` or `error` carries it back, and a repeat is re-acknowledged, never applied twice.",
  ),
);

const ActMessage = v.pipe(
  v.strictObject({
    type: v.literal("act"),
    hand: v.pipe(v.number(), v.integer(), v.minValue(1), v.description("The hand in progress.")),
    index: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.description("The number of actions in the hand the client has seen (the `turn` event's index): any other is refused as stale (conflict)."),
    ),
    action: v.picklist(["fold", "check", "call", "bet", "raise", "all_in"]),
    to: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.description("The seat's total for the street: required for bet and raise."))),
    clientId: ClientId,
  }),
  v.description(
    "A seat acts. Legal actions and amounts are the rules engine's (the `legal_actions` event). Answered by `ack` or `error` with the same clientId.",
  ),
);

const SitOutMessage = v.pipe(
  v.strictObject({ type: v.literal("sit_out") }),
  v.description(
    'The seat sits out: no new hand is dealt to it, and in the hand in progress the table checks or folds for it (`acted` with `auto: "sitting_out"`). Answered by `ack` or `error`.',
  ),
);
const SitInMessage = v.pipe(
  v.strictObject({
    type: v.literal("sit_in"),
    entry: v.pipe(
      v.optional(v.picklist(["wait_for_big_blind", "post_now"])),
      v.description("How a returning seat is dealt in: wait for the big blind (default) or post the missed blinds now."),
    ),
  }),
  v.description("A sitting-out seat plays again. Answered by `ack` or `error`."),
);
const LeaveMessage = v.pipe(
  v.strictObject({ type: v.literal("leave") }),
  v.description(
    "The seat stands up: at once between hands, else at the end of the hand (status `leaving`). Then `seat_closed`, and the socket closes with 4002.",
  ),
);
const ClientSeedMessage = v.pipe(
  v.strictObject({ type: v.literal("client_seed"), seed: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  v.description("The seat's client seed, joined into the next hand's pw-shuffle-v1 client seed. Answered by `ack`."),
);
const ResyncMessage = v.pipe(
  v.strictObject({ type: v.literal("resync") }),
  v.description("Asks for a fresh `snapshot` (after a detected gap, or at any time). Any role may send it."),
);

const DealMessage = v.pipe(
  v.strictObject({
    type: v.literal("deal"),
    dealId: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description("The open deal's id (the `deal` event's `deal.id`).")),
    accept: v.pipe(v.boolean(), v.description("true accepts the seat's amount; false declines, which ends the proposal for everyone.")),
  }),
  v.description(
    "Tournament final tables: the seat's answer to the open deal (the `deal` event), once. Answered by `ack` (`applied: false` when the same answer was recorded before: nothing changes) or `error`: `not_found` (no such deal), `invalid_state` (it is no longer open: accepted, declined, expired or void, or this seat's entry is not one of its players; also at a ring table), `conflict` (the seat answered otherwise before).",
  ),
);

/** Every message a client sends, by `type`. */
export const CLIENT_MESSAGES = [ActMessage, SitOutMessage, SitInMessage, LeaveMessage, ClientSeedMessage, ResyncMessage, DealMessage] as const;
export const ClientMessage = v.variant("type", CLIENT_MESSAGES);

export type ClientMessage = v.InferOutput<typeof ClientMessage>;

export type ParsedMessage =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: "malformed_json" | "validation_failed"; message: string; clientId?: string };

/** A frame from a client: JSON, one of the message shapes, every failure explained (never a throw). */
export function parseClientMessage(text: string): ParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: "malformed_json", message: "The frame is not JSON." };
  }
  const result = v.safeParse(ClientMessage, json);
  if (result.success) return { ok: true, message: result.output };
  const clientId =
    typeof (json as { clientId?: unknown } | null)?.clientId === "string" ? (json as { clientId: string }).clientId.slice(0, 64) : undefined;
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
  const type = typeof (json as { type?: unknown } | null)?.type === "string" ? (json as { type: string }).type : null;
  const known = ["act", "sit_out", "sit_in", "leave", "client_seed", "resync", "deal"];
  const message =
    type === null || !known.includes(type)
      ? `Unknown message type; expected one of ${known.join(", ")}.`
      : `${type}: ${path === "" ? "unexpected or missing field" : `field '${path}' is missing or invalid`}.`;
  return clientId === undefined ? { ok: false, code: "validation_failed", message } : { ok: false, code: "validation_failed", message, clientId };
}

const Chips = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const SeatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const Seq = v.pipe(v.number(), v.integer(), v.minValue(0));
const Timestamp = v.pipe(v.string(), v.description("An ISO 8601 UTC timestamp."));
const Pot = v.strictObject({ amount: Chips, eligible: v.pipe(v.array(SeatNumber), v.description("Seat numbers that can win this pot.")) });

/** The public state of a table (CONTRACT 10.1 GET /tables/{tableId}), as a snapshot carries it. */
export const TableViewSchema = v.strictObject({
  id: v.string(),
  ringGameId: v.string(),
  name: v.string(),
  status: TableStatusSchema,
  handNumber: v.pipe(v.number(), v.integer(), v.minValue(0), v.description("The last hand dealt (0 before the first).")),
  seats: v.array(PublicSeatSchema),
  button: v.pipe(v.nullable(SeatNumber), v.description("Seat number of the button (null before the first hand).")),
  board: v.pipe(v.string(), v.description('Board cards of the hand in progress ("" between hands), e.g. "AhKd7c".')),
  pots: v.array(Pot),
  toAct: v.pipe(v.nullable(SeatNumber), v.description("Seat number to act, or null.")),
  actionDeadline: v.nullable(Timestamp),
});

/** What a role sees of the hand in progress. */
const HandSnapshotSchema = v.strictObject({
  hand: v.pipe(v.number(), v.integer(), v.minValue(1)),
  street: v.picklist(STREETS),
  button: SeatNumber,
  smallBlind: v.nullable(SeatNumber),
  bigBlind: SeatNumber,
  board: v.string(),
  pots: v.array(Pot),
  seats: v.pipe(
    v.array(
      v.strictObject({
        seatNumber: SeatNumber,
        stack: Chips,
        bet: v.pipe(Chips, v.description("Chips in front of the seat on this street.")),
        inPot: v.pipe(Chips, v.description("Chips the seat has put in this hand.")),
        folded: v.boolean(),
        allIn: v.boolean(),
      }),
    ),
    v.description("The seats dealt in, in table order."),
  ),
  toAct: v.nullable(SeatNumber),
  index: v.pipe(v.number(), v.integer(), v.minValue(0), v.description("Actions taken so far: the `index` the next `act` carries.")),
  actionDeadline: v.nullable(Timestamp),
  shuffle: v.strictObject({
    alg: v.literal("pw-shuffle-v1"),
    commitment: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    nonce: v.pipe(v.number(), v.safeInteger()),
  }),
});
export type HandSnapshot = v.InferOutput<typeof HandSnapshotSchema>;

export const HelloFrame = v.pipe(
  v.strictObject({
    type: v.literal("hello"),
    protocol: v.pipe(v.literal(1), v.description("The protocol's version.")),
    tableId: v.string(),
    role: v.picklist(["seat", "spectator"]),
    seatNumber: v.pipe(v.nullable(SeatNumber), v.description("The seat this socket plays, or null for a spectator.")),
    lastSeq: v.pipe(Seq, v.description("The table's last event seq when the socket opened (0 before any event).")),
    serverTime: v.pipe(Timestamp, v.description("The server's clock, to offset the deadlines in events.")),
  }),
  v.description("The first frame on every socket; then a `snapshot`, or the events after `since`."),
);

export const SnapshotFrame = v.pipe(
  v.strictObject({
    type: v.literal("snapshot"),
    seq: v.pipe(Seq, v.description("The last event seq this snapshot includes: the next event has seq + 1.")),
    serverTime: Timestamp,
    table: TableViewSchema,
    hand: v.pipe(v.nullable(HandSnapshotSchema), v.description("The hand in progress, as every role may see it, or null.")),
    you: v.pipe(
      v.nullable(
        v.strictObject({
          seatNumber: SeatNumber,
          cards: v.pipe(v.nullable(v.string()), v.description("The seat's own hole cards in the hand in progress, or null.")),
          legal: v.pipe(v.nullable(LegalViewSchema), v.description("The seat's legal actions when it is to act, or null.")),
        }),
      ),
      v.description("The seat's own view; null for a spectator."),
    ),
    deal: v.optional(
      v.pipe(
        DealSchema,
        v.description(
          "Tournament final tables: the last deal shown here (the last `deal` event's), open or decided. Absent when there has been none.",
        ),
      ),
    ),
  }),
  v.description(
    "Everything the role may see, as of `seq`: sent after `hello` (unless the events after `since` are still kept) and in answer to `resync`. It has no `at`: it is not an event and does not take a seq of its own.",
  ),
);

export const AckFrame = v.pipe(
  v.strictObject({
    type: v.literal("ack"),
    clientId: v.pipe(v.nullable(v.string()), v.description("The `act` message's clientId; null for the other messages.")),
    hand: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    index: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    applied: v.pipe(
      v.boolean(),
      v.description("False when this clientId's action had already been applied (a repeat is acknowledged again, never applied twice)."),
    ),
  }),
  v.description("The answer to a message the table accepted; for `act`, after the resulting events were sent."),
);

export const ErrorFrame = v.pipe(
  v.strictObject({
    type: v.literal("error"),
    code: v.pipe(
      v.picklist(["malformed_json", "validation_failed", "forbidden", "conflict", "invalid_state", "not_found"]),
      v.description(
        "malformed_json: not JSON; validation_failed: not a known message, or an illegal action or amount; forbidden: a spectator sent a seat's message; conflict: a stale `hand`/`index`, or not the seat's turn; invalid_state: not possible now (the seat is leaving, the table is closed); not_found: no such seat.",
      ),
    ),
    message: v.string(),
    clientId: v.pipe(v.nullable(v.string()), v.description("The refused message's clientId when it had one.")),
  }),
  v.description("The answer to a message the table refused: nothing changed."),
);

export const MovedFrame = v.pipe(
  v.strictObject({
    type: v.literal("moved"),
    tableId: v.pipe(v.string(), v.description("The table the entry sits at now.")),
    seatNumber: v.pipe(SeatNumber, v.description("Its seat there.")),
    ticket: v.pipe(
      v.strictObject({ ticket: v.string(), expiresAt: Timestamp, connectUrl: v.string() }),
      v.description("A fresh single-use ticket (60 s) to that seat: open `connectUrl` with it."),
    ),
  }),
  v.description(
    "Tournament tables: the director moved this seat's entry to another table (balancing, or this table broke). Sent to the seat's socket just before it closes with 4002 (`seat_closed` reason `moved`), so the client follows without asking for a ticket. Without it (a ticket could not be made in time) the client asks `POST .../entries/{entryId}/tickets`.",
  ),
);

export type HelloFrame = v.InferOutput<typeof HelloFrame>;
export type SnapshotFrame = v.InferOutput<typeof SnapshotFrame>;
export type AckFrame = v.InferOutput<typeof AckFrame>;
export type ErrorFrame = v.InferOutput<typeof ErrorFrame>;

export type MovedFrame = v.InferOutput<typeof MovedFrame>;

const ServerFrameSchema = v.variant("type", [HelloFrame, SnapshotFrame, AckFrame, ErrorFrame, MovedFrame]);
export type ServerFrame = v.InferOutput<typeof ServerFrameSchema>;
