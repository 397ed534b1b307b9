import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { publicSeat, SeatParams, StandUpEnvelope } from "./schema.ts";
import { EXAMPLE_SEAT, EXAMPLE_TABLE, loadTable, refusalError, TABLE_PATH, tableObject } from "./shared.ts";

export const standUpRoute = defineRoute({
  ...managementBase,
  method: "DELETE",
  path: `${TABLE_PATH}/seats/{seatNumber}`,
  operationId: "standUpSeat",
  example: {
    params: { tableId: EXAMPLE_TABLE.id, seatNumber: "1" },
    response: { status: 200, body: { seat: { ...EXAMPLE_SEAT, finalStack: 100 } } },
  },
  summary: "Stand a player up",
  description: prose(
    "Not in a hand: the player stands up at once and `finalStack` is the stack they leave with (credit it in your wallet).",
    "In a hand: the seat is `leaving` and stands up when the hand ends; `finalStack` is null here and comes in the `table.seat_closed` event, which is sent once for every seat however it closes.",
    "An empty seat is 404.",
  ),
  request: { params: SeatParams },
  responses: { 200: { description: "The seat, with its final stack when known.", schema: StandUpEnvelope } },
  errors: ["not_found", "conflict", "invalid_state"],
  async handler({ env, params, tenant }) {
    const { table } = await loadTable(database(env.DB), tenant, params.tableId);
    const outcome = await tableObject(env, table.id).standUp(params.seatNumber);
    if (!outcome.ok) throw refusalError(outcome);
    return { body: { seat: { ...publicSeat(outcome.seat), finalStack: outcome.seat.finalStack } } };
  },
});
