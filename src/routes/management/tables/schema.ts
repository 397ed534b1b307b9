import * as v from "valibot";
import type { TableRow } from "../../../db/schema.ts";
import type { TableView } from "../../../tables/api.ts";
import { OhhDocumentSchema } from "../../calculations/hand-history-schemas.ts";
import { IntegerSchema, int, NameSchema, PageSchema, TimestampSchema, text } from "../../schemas.ts";
import { CHIPS_MAX } from "../ring-games/schema.ts";
import { IdParamSchema, ListQuery, listOf } from "../schema.ts";

const ParticipantSchema = v.picklist(["human", "bot"]);
const SeatNumberSchema = int(1, 10);
/** A path segment that must be a positive integer (seat and hand numbers). */
const NumberParam = (max: number) =>
  v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, "must be a positive integer"), v.transform(Number), v.maxValue(max));

export const TableParams = v.object({ tableId: IdParamSchema });
export const SeatParams = v.object({ tableId: IdParamSchema, seatNumber: NumberParam(10) });
export const HandParams = v.object({ tableId: IdParamSchema, handNumber: NumberParam(Number.MAX_SAFE_INTEGER) });

export const CreateTableBody = v.optional(v.strictObject({ name: v.optional(NameSchema) }));

export const SeatBody = v.strictObject({
  playerRef: text(1, 128),
  displayName: text(1, 64),
  participant: ParticipantSchema,
  stack: int(1, CHIPS_MAX),
  seatNumber: v.optional(SeatNumberSchema),
  control: v.optional(v.picklist(["client", "house"])),
});

const ActionTypeSchema = v.picklist(["fold", "check", "call", "bet", "raise", "all_in"]);
/** A seating id (`sit_...`), as POST .../seats answered it. */
export const SeatingIdSchema = v.pipe(
  v.string(),
  v.regex(/^sit_[A-Za-z0-9_-]{1,160}$/),
  v.description("The seating this call is for (from POST .../seats): refused with 409 when another seating holds the seat now."),
);

export const ActBody = v.strictObject({
  hand: int(1, Number.MAX_SAFE_INTEGER),
  index: int(0, 10_000),
  action: ActionTypeSchema,
  to: v.optional(int(1, CHIPS_MAX)),
  seatingId: v.optional(SeatingIdSchema),
});

/** Optional query of the ticket route: the seating the ticket must be for. */
export const TicketQuery = v.object({ seatingId: v.optional(SeatingIdSchema) });

export const HandListQuery = ListQuery;
export const HandQuery = v.object({ format: v.optional(v.picklist(["ohh", "phh", "json"]), "ohh") });

export const PublicSeatSchema = v.object({
  seatNumber: IntegerSchema,
  displayName: v.string(),
  participant: ParticipantSchema,
  status: v.picklist(["playing", "sitting_out", "leaving"]),
  stack: IntegerSchema,
  connected: v.boolean(),
});

export const TableSchema = v.object({
  id: v.string(),
  object: v.literal("table"),
  ringGameId: v.pipe(v.string(), v.description("The ring game whose settings the table copies; for a tournament's table, the tournament's id.")),
  tournamentId: v.optional(v.pipe(v.string(), v.description("Set on a tournament's table: the tournament it plays for (its director seats it)."))),
  name: v.string(),
  status: v.picklist(["waiting", "running", "closed"]),
  handNumber: IntegerSchema,
  seats: v.array(PublicSeatSchema),
  button: v.nullable(IntegerSchema),
  board: v.string(),
  pots: v.array(v.object({ amount: IntegerSchema, eligible: v.array(IntegerSchema) })),
  toAct: v.nullable(IntegerSchema),
  actionDeadline: v.nullable(TimestampSchema),
  createdAt: TimestampSchema,
});
export const TableEnvelope = v.object({ table: TableSchema });
export const TableList = listOf("developer_tables", TableSchema);

/** The table's public state (the object's view) with what D1 knows of it. Built from an allowlist of fields. */
export function tableRecord(row: TableRow, view: TableView): v.InferOutput<typeof TableSchema> {
  return {
    id: row.id,
    object: "table",
    ringGameId: row.ringGameId,
    ...(row.ringGameId.startsWith("trn_") ? { tournamentId: row.ringGameId } : {}),
    name: view.name,
    status: view.status,
    handNumber: view.handNumber,
    seats: view.seats.map(publicSeat),
    button: view.button,
    board: view.board,
    pots: view.pots.map((p) => ({ amount: p.amount, eligible: [...p.eligible] })),
    toAct: view.toAct,
    actionDeadline: view.actionDeadline,
    createdAt: row.createdAt,
  };
}

export function publicSeat(seat: v.InferOutput<typeof PublicSeatSchema>): v.InferOutput<typeof PublicSeatSchema> {
  return {
    seatNumber: seat.seatNumber,
    displayName: seat.displayName,
    participant: seat.participant,
    status: seat.status,
    stack: seat.stack,
    connected: seat.connected,
  };
}

const TicketSchema = v.object({
  ticket: v.string(),
  expiresAt: TimestampSchema,
  connectUrl: v.string(),
});
export const SeatEnvelope = v.object({
  seat: PublicSeatSchema,
  seatingId: v.pipe(
    v.string(),
    v.description(
      "This player's stay in the seat: its tickets, socket and actions are bound to it. Pass it to the ticket and action routes to be sure they still reach this player.",
    ),
  ),
  ticket: v.pipe(v.nullable(TicketSchema), v.description("A connection ticket for the seat's socket; null for a house bot (the service plays it).")),
});
export const TicketEnvelope = v.object({ ticket: TicketSchema });
export const StandUpEnvelope = v.object({ seat: v.object({ ...PublicSeatSchema.entries, finalStack: v.nullable(IntegerSchema) }) });
export const ActResult = v.object({ object: v.literal("table_action"), hand: IntegerSchema, index: IntegerSchema, applied: v.boolean() });

const HandSummarySchema = v.object({
  handNumber: IntegerSchema,
  startedAt: TimestampSchema,
  endedAt: TimestampSchema,
  seats: v.array(IntegerSchema),
  board: v.string(),
  pot: IntegerSchema,
});
export const HandList = v.object({ object: v.literal("developer_table_hands"), data: v.array(HandSummarySchema), page: PageSchema });

/** The evidence POST /v1/shuffles/verify takes (its `alg` is the construction's name). */
const TableShuffleSchema = v.object({
  alg: v.literal("pw-shuffle-v1"),
  commitment: v.string(),
  serverSeed: v.pipe(
    v.nullable(v.string()),
    v.description(
      "The server seed once the ring game's `fairness.revealAfter` allows (each hand's end, or the table's close); null before. It discloses the whole deck, folded and mucked cards included.",
    ),
  ),
  clientSeed: v.string(),
  nonce: IntegerSchema,
});

/** The Open Hand History document of a table's hand: `pokerworks_shuffle` holds the evidence without the deck. */
const TableOhhSchema = v.object({
  ohh: v.object({ ...OhhDocumentSchema.entries.ohh.entries, pokerworks_shuffle: TableShuffleSchema }),
});

const ActionSchema = v.object({ seatNumber: IntegerSchema, type: ActionTypeSchema, to: v.optional(IntegerSchema) });
const FinishedHandSchema = v.object({
  handNumber: IntegerSchema,
  tableId: v.string(),
  tableName: v.string(),
  startedAt: TimestampSchema,
  endedAt: TimestampSchema,
  seats: v.array(
    v.object({
      seatNumber: IntegerSchema,
      displayName: v.string(),
      participant: ParticipantSchema,
      startingStack: IntegerSchema,
      finalStack: IntegerSchema,
    }),
  ),
  button: IntegerSchema,
  smallBlind: IntegerSchema,
  bigBlind: IntegerSchema,
  ante: v.nullable(v.object({ kind: v.picklist(["traditional", "big_blind"]), amount: IntegerSchema })),
  game: v.pipe(
    v.optional(v.picklist(["nlhe", "plo4", "plo5"])),
    v.description("The game: plo4 or plo5 for pot-limit Omaha (4 or 5 hole cards); absent for no-limit hold'em."),
  ),
  smallBlindMissing: v.boolean(),
  deadBlinds: v.array(v.object({ seatNumber: IntegerSchema, amount: IntegerSchema })),
  actions: v.array(ActionSchema),
  board: v.string(),
  pot: IntegerSchema,
  shown: v.array(v.object({ seatNumber: IntegerSchema, cards: v.string() })),
  shuffle: TableShuffleSchema,
});
const SettlementSchema = v.object({
  wonByFold: v.boolean(),
  pots: v.array(
    v.object({
      amount: IntegerSchema,
      eligible: v.array(IntegerSchema),
      winners: v.array(v.object({ seatNumber: IntegerSchema, amount: IntegerSchema })),
    }),
  ),
  stacks: v.array(v.object({ seatNumber: IntegerSchema, stack: IntegerSchema, net: IntegerSchema })),
});

const HandBase = { object: v.literal("table_hand"), tableId: v.string(), handNumber: IntegerSchema, shuffle: TableShuffleSchema };
export const HandResult = v.variant("format", [
  v.object({ ...HandBase, format: v.literal("ohh"), document: TableOhhSchema }),
  v.object({ ...HandBase, format: v.literal("phh"), text: v.string() }),
  v.object({ ...HandBase, format: v.literal("json"), hand: FinishedHandSchema, settlement: SettlementSchema }),
]);
