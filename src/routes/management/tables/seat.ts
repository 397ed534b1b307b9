import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { ApiError, type FieldError } from "../../../http/errors.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { managementBase } from "../schema.ts";
import { refusedParticipant } from "../tournaments/schema.ts";
import { PublicSeatSchema, publicSeat, SeatBody, SeatEnvelope, TableParams } from "./schema.ts";
import { EXAMPLE_SEAT, EXAMPLE_TABLE, EXAMPLE_TICKET, loadTable, refusalError, TABLE_PATH, tableObject } from "./shared.ts";

const PATH = `${TABLE_PATH}/seats`;

/** What the idempotency record keeps: the seat and who holds it, never the ticket (stored only as a hash, in the object). */
const StoredSeat = v.object({ seat: PublicSeatSchema, playerRef: v.string() });

export const seatPlayerRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: PATH,
  operationId: "seatTablePlayer",
  example: {
    params: { tableId: EXAMPLE_TABLE.id },
    body: { playerRef: "user-1", displayName: "Alice", participant: "human", stack: 100, seatNumber: 1 },
    response: { status: 201, body: { seat: EXAMPLE_SEAT, seatingId: "sit_01MD0Q3VC4hT6wPz8KdNr2LmQx", ticket: EXAMPLE_TICKET } },
  },
  summary: "Seat a player with a stack you vouch for",
  description: prose(
    "Seats a player at the table with `stack` chips (within the ring game's `buyIn`, else 400 at /stack) and answers the seat, its `seatingId` and a connection ticket for the socket (`GET /v1/tables/{tableId}/connect?ticket=...`: single use, valid 60 s).",
    "The seat starts a *seating*, this player's stay in the seat: its tickets, socket, private events and actions belong to that seating, never to the seat number, so nothing of it reaches whoever sits there next.",
    "A `house` bot's seat has `ticket: null`: the service plays it, and no client connects to it or acts for it.",
    "`playerRef` (1..128) is your private player reference: never shown to other players, spectators or in histories; `displayName` (1..64) is public.",
    "`participant` must fit the ring game's `trustMode` (`human_only` refuses bots, `bot_only` refuses humans: 400 at /participant).",
    "`control` is for bots only (400 at /control for a human): `house` (default) is played by the service's documented house rules, `client` is played by your own client over the socket or POST .../actions.",
    "`seatNumber` (1..tableSize, else 400) picks a seat; without it the lowest free seat is taken.",
    "A full table, a taken seat number or a `playerRef` already seated at this table is 409 conflict; a closed table or ring game is 409 invalid_state.",
    "A player seated between hands is dealt in from the next hand.",
    "",
    "Optional `x-idempotency-key` (scoped to the ring game's room and this table): a replay answers 201 with the same seat and a fresh ticket (tickets are stored only as a hash, so the first one cannot be shown again); when that player no longer holds the seat, 409 conflict.",
  ),
  request: { params: TableParams, body: SeatBody, headers: idempotencyHeader },
  responses: { 201: { description: "The seat and its first connection ticket.", schema: SeatEnvelope } },
  errors: ["not_found", "conflict", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  check: ({ body }) => {
    if (body.control !== undefined && body.participant !== "bot") {
      failIfAny([{ path: "/control", code: "not_allowed", message: "control is for bots only" }]);
    }
  },
  async handler({ env, params, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const { table, ringGame } = await loadTable(db, tenant, params.tableId);
    if (!ringGame)
      throw new ApiError("invalid_state", "A tournament's table is seated by its director: register an entry with the tournament instead.");
    const errors: FieldError[] = [];
    if (refusedParticipant(ringGame.trustMode) === body.participant) {
      errors.push({
        path: "/participant",
        code: "refused_by_trust_mode",
        message: `trust mode ${ringGame.trustMode} does not take ${body.participant} participants`,
      });
    }
    if (body.stack < ringGame.buyIn.min || body.stack > ringGame.buyIn.max) {
      errors.push({
        path: "/stack",
        code: "invalid_value",
        message: `the stack must be within the buy-in, ${ringGame.buyIn.min}..${ringGame.buyIn.max}`,
      });
    }
    if (body.seatNumber !== undefined && body.seatNumber > ringGame.tableSize) {
      errors.push({ path: "/seatNumber", code: "too_large", message: `this table has ${ringGame.tableSize} seats` });
    }
    failIfAny(errors);
    if (ringGame.status !== "open") throw new ApiError("invalid_state", "The ring game is closed; it seats no one.");
    const object = tableObject(env, table.id);
    const scope = {
      organizationId: tenant.organizationId,
      roomId: ringGame.roomId,
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${PATH.replace("{tableId}", table.id)}`,
    };
    return runIdempotent(
      db,
      scope,
      key,
      body,
      async (finish) => {
        const outcome = await object.seat({
          playerRef: body.playerRef,
          displayName: body.displayName,
          participant: body.participant,
          stack: body.stack,
          seatNumber: body.seatNumber,
          control: body.participant === "bot" ? (body.control ?? "house") : undefined,
        });
        if (!outcome.ok) throw refusalError(outcome);
        if (finish) await db.batch([finish(201, { seat: publicSeat(outcome.seat), playerRef: body.playerRef })]);
        return { status: 201, body: { seat: publicSeat(outcome.seat), seatingId: outcome.seatingId, ticket: outcome.ticket } };
      },
      async (stored) => {
        const { seat, playerRef } = v.parse(StoredSeat, stored.body);
        const conflict = () => new ApiError("conflict", "The seat this idempotency key created is no longer this player's.");
        const seating = await object.seatingOf(seat.seatNumber, playerRef);
        if (!seating) throw conflict();
        let ticket = null;
        if (!seating.house) {
          const issued = await object.seatTicket(seat.seatNumber, { seatingId: seating.seatingId });
          if (!issued.ok) throw conflict();
          ticket = issued.ticket;
        }
        const current = (await object.view())?.seats.find((s) => s.seatNumber === seat.seatNumber);
        return { status: 201, body: { seat: publicSeat(current ?? seat), seatingId: seating.seatingId, ticket } };
      },
    );
  },
});
