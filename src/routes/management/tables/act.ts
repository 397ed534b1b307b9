import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { managementBase } from "../schema.ts";
import { ActBody, ActResult, SeatParams } from "./schema.ts";
import { EXAMPLE_TABLE, loadTable, refusalError, TABLE_PATH, tableObject } from "./shared.ts";

export const actRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TABLE_PATH}/seats/{seatNumber}/actions`,
  operationId: "actAtTable",
  example: {
    params: { tableId: EXAMPLE_TABLE.id, seatNumber: "1" },
    body: { hand: 1, index: 0, action: "call" },
    response: { status: 200, body: { object: "table_action", hand: 1, index: 0, applied: true } },
  },
  summary: "Act for a seat (server-side clients and bots)",
  description: prose(
    "Applies a betting action for the seat exactly as its socket would (an `act` message), for your own backend or a `client`-controlled bot.",
    "`hand` is the hand number and `index` the number of actions of that hand seen so far: an action for another hand or index (stale, repeated, or not this seat's turn) is 409 conflict and changes nothing.",
    "`action` is `fold`, `check`, `call`, `bet`, `raise` or `all_in`; `to` (the seat's total bet on the street after it) is required for `bet` and `raise` and refused otherwise.",
    "An action the rules refuse in that state is 400 validation_failed (the message says which rule); legal actions and amounts are the rules engine's (POST /v1/calculations/hands/holdem).",
    "`seatingId` (optional, from POST .../seats) binds the action to that player's stay in the seat: when another seating holds the seat now, 409 conflict. A house bot's seat takes no action from any client (409 conflict).",
    "This route never suggests an action: it applies the one you send.",
  ),
  request: { params: SeatParams, body: ActBody },
  responses: { 200: { description: "The action was applied (or had already been).", schema: ActResult } },
  errors: ["not_found", "conflict", "invalid_state"],
  check: ({ body }) => {
    const sized = body.action === "bet" || body.action === "raise";
    if (sized && body.to === undefined) failIfAny([{ path: "/to", code: "required", message: `${body.action} needs the amount to bet or raise to` }]);
    if (!sized && body.to !== undefined) failIfAny([{ path: "/to", code: "not_allowed", message: `${body.action} takes no amount` }]);
  },
  async handler({ env, params, body, tenant }) {
    const { table } = await loadTable(database(env.DB), tenant, params.tableId);
    const outcome = await tableObject(env, table.id).act(params.seatNumber, {
      hand: body.hand,
      index: body.index,
      action: body.action,
      to: body.to,
      seatingId: body.seatingId,
    });
    if (!outcome.ok) throw refusalError(outcome);
    return { body: { object: "table_action", hand: outcome.hand, index: outcome.index, applied: outcome.applied } };
  },
});
