import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { ApiError } from "../../../http/errors.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { IntegerSchema, int, TimestampSchema } from "../../schemas.ts";
import { CHIPS_MAX } from "../ring-games/schema.ts";
import { managementBase } from "../schema.ts";
import { PublicSeatSchema, publicSeat, SeatingIdSchema, SeatParams } from "./schema.ts";
import { EXAMPLE_SEAT, EXAMPLE_TABLE, loadTable, refusalError, TABLE_PATH, tableObject } from "./shared.ts";

const PATH = `${TABLE_PATH}/seats/{seatNumber}/top-ups`;

const TopUpBody = v.strictObject({
  amount: v.pipe(int(1, CHIPS_MAX), v.description("Chips to add, vouched for by your backend (play money).")),
  seatingId: v.optional(SeatingIdSchema),
});

const TopUpSchema = v.object({
  id: v.pipe(v.string(), v.description("The top-up's id (`tup_...`).")),
  object: v.literal("table_top_up"),
  seatNumber: IntegerSchema,
  seatingId: v.pipe(v.string(), v.description("The seating topped up (the player's stay in the seat).")),
  amount: IntegerSchema,
  status: v.pipe(
    v.picklist(["applied", "pending"]),
    v.description("`applied`: in the stack now (between hands); `pending`: added when the hand the seat is dealt in ends, before the next one."),
  ),
  pendingAmount: v.pipe(IntegerSchema, v.description("Chips of this seating's top-ups waiting for its hand to end, this one included.")),
  maxAmount: v.pipe(IntegerSchema, v.description("The most a further top-up may add now (the buy-in maximum less the chips behind and pending).")),
  createdAt: TimestampSchema,
});

const TopUpEnvelope = v.object({
  topUp: TopUpSchema,
  seat: v.pipe(PublicSeatSchema, v.description("The seat now (a pending top-up is not in its stack yet).")),
});

export const topUpRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: PATH,
  operationId: "topUpSeat",
  example: {
    params: { tableId: EXAMPLE_TABLE.id, seatNumber: "1" },
    body: { amount: 100 },
    response: {
      status: 201,
      body: {
        topUp: {
          id: "tup_01MD0Q9X2vK7pR4sT8wYc3NbHq",
          object: "table_top_up",
          seatNumber: 1,
          seatingId: "sit_01MD0Q3VC4hT6wPz8KdNr2LmQx",
          amount: 100,
          status: "applied",
          pendingAmount: 0,
          maxAmount: 0,
          createdAt: "2026-11-25T20:44:03.118Z",
        },
        seat: { ...EXAMPLE_SEAT, stack: 200 },
      },
    },
  },
  summary: "Top up a seated player's stack",
  description: prose(
    "Adds `amount` chips to a ring game seat's stack: chips your backend vouches for (take them from the player's play-money balance first).",
    "Between hands they are added at once (`status: applied`); when the seat is dealt in the hand in progress they are added when that hand ends, before the next one (`status: pending`), so a player who lost the rest of the stack in that hand keeps the seat.",
    "The stack never goes above the ring game's `buyIn.max`: an amount that would take the chips behind plus those pending above it is 400 at /amount, and the answer's `maxAmount` says how much more fits. If the hand in progress wins the seat enough chips that a pending top-up no longer fits, only what fits is added and the rest is reported as `returned` (in the `topped_up` event and in `table.seat_closed`'s `topUps`): credit it back.",
    "Players at the table see a `topped_up` event and the seat's new stack; `table.seat_closed` counts the chips top-ups added (`topUps.added`) in its `finalStack`.",
    "`seatingId` (optional, from POST .../seats) binds the top-up to that player's stay in the seat: when another seating holds the seat now, 409 conflict.",
    "An empty seat is 404; a tournament table is 409 conflict (its chips come from the tournament); a closed table or a seat that is leaving is 409 invalid_state.",
    "",
    "Optional `x-idempotency-key` (scoped to the ring game's room and this table): a replay answers the first answer and adds nothing; the table itself also remembers the key for 24 h, so the chips are added once.",
  ),
  request: { params: SeatParams, body: TopUpBody, headers: idempotencyHeader },
  responses: { 201: { description: "The top-up and the seat.", schema: TopUpEnvelope } },
  errors: ["not_found", "conflict", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const { table, ringGame } = await loadTable(db, tenant, params.tableId);
    if (!ringGame) throw new ApiError("conflict", "A tournament table's chips come from the tournament: its seats take no top-ups.");
    if (ringGame.status !== "open") throw new ApiError("invalid_state", "The ring game is closed; its seats take no top-ups.");
    const scope = {
      organizationId: tenant.organizationId,
      roomId: ringGame.roomId,
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${PATH.replace("{tableId}", table.id).replace("{seatNumber}", String(params.seatNumber))}`,
    };
    return runIdempotent(db, scope, key, body, async (finish) => {
      const outcome = await tableObject(env, table.id).topUp(params.seatNumber, body.amount, {
        ...(body.seatingId === undefined ? {} : { seatingId: body.seatingId }),
        ...(key === null ? {} : { key }),
      });
      if (!outcome.ok) throw refusalError(outcome);
      const answer = { topUp: { ...outcome.topUp, object: "table_top_up" as const }, seat: publicSeat(outcome.seat) };
      if (finish) await db.batch([finish(201, answer)]);
      return { status: 201, body: answer };
    });
  },
});
