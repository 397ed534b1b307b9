import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { SeatParams, TicketEnvelope, TicketQuery } from "./schema.ts";
import { EXAMPLE_TABLE, EXAMPLE_TICKET, loadTable, refusalError, TABLE_PATH, tableObject } from "./shared.ts";

export const seatTicketRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TABLE_PATH}/seats/{seatNumber}/tickets`,
  operationId: "createSeatTicket",
  example: {
    params: { tableId: EXAMPLE_TABLE.id, seatNumber: "1" },
    response: { status: 201, body: { ticket: EXAMPLE_TICKET } },
  },
  summary: "Issue a fresh connection ticket for a seat",
  description: prose(
    "A new single-use ticket (valid 60 s) for the seated player's socket: to reconnect, or to move to another device.",
    "Opening a socket with it replaces the seat's current socket; earlier tickets keep no power once one is used.",
    "The ticket is for the seating that holds the seat now (its `seatingId`); pass `?seatingId=` to be sure it is still the player you mean (409 conflict otherwise). A house bot's seat gets no ticket (409 conflict): the service plays it.",
    "An empty seat is 404; a seat number above the table size is 400. No body.",
  ),
  request: { params: SeatParams, query: TicketQuery },
  responses: { 201: { description: "The ticket.", schema: TicketEnvelope } },
  errors: ["not_found", "conflict", "invalid_state"],
  async handler({ env, params, query, tenant }) {
    const { table } = await loadTable(database(env.DB), tenant, params.tableId);
    const holder = query.seatingId === undefined ? {} : { seatingId: query.seatingId };
    const outcome = await tableObject(env, table.id).seatTicket(params.seatNumber, holder);
    if (!outcome.ok) throw refusalError(outcome);
    return { status: 201, body: { ticket: outcome.ticket } };
  },
});
