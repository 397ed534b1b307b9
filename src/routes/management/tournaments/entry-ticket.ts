import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { IdParamSchema, managementBase } from "../schema.ts";
import { TicketEnvelope } from "../tables/schema.ts";
import { EXAMPLE_TICKET, refusalError } from "../tables/shared.ts";
import { invalidState, TOURNAMENT_PATH } from "./shared.ts";

const EntryTicketParams = v.object({ tournamentId: IdParamSchema, entryId: IdParamSchema });

export const entryTicketRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TOURNAMENT_PATH}/entries/{entryId}/tickets`,
  operationId: "createEntryTicket",
  example: {
    params: { tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh", entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq" },
    response: { status: 201, body: { ticket: EXAMPLE_TICKET } },
  },
  summary: "A connection ticket to an entry's seat, wherever it sits",
  description: prose(
    "A single-use ticket (60 s) for the socket of the seat the entry holds now in a running tournament: the director knows where every entry sits, so the ticket follows the player across table moves.",
    "The answer's `connectUrl` names the table. An entry that is not seated (the tournament has not started, or the entry busted) is 409 invalid_state; an unknown entry or tournament is 404. No body.",
  ),
  request: { params: EntryTicketParams },
  responses: { 201: { description: "The ticket.", schema: TicketEnvelope } },
  errors: ["not_found", "invalid_state", "conflict"],
  async handler({ env, params, tenant }) {
    const tournament = await loadTournament(database(env.DB), tenant, params.tournamentId);
    const seat = await env.DIRECTORS.getByName(tournament.id).seatOf(params.entryId);
    if (!seat) throw invalidState("This entry is not seated: the tournament is not running, or the entry has busted or is unknown.");
    const outcome = await env.TABLES.getByName(seat.tableId).seatTicket(seat.seatNumber, { playerRef: params.entryId });
    if (!outcome.ok) throw refusalError(outcome);
    return { status: 201, body: { ticket: outcome.ticket } };
  },
});
