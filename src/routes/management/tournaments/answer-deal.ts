import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { DealSchema } from "../../../tournaments/deal-view.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { IdParamSchema, managementBase } from "../schema.ts";
import { refusalError } from "../tables/shared.ts";
import { EXAMPLE_DEAL, TOURNAMENT_PATH } from "./shared.ts";

const AnswerParams = v.object({ tournamentId: IdParamSchema, dealId: IdParamSchema });

const AnswerDealBody = v.strictObject({
  entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(128), v.description("The player answering: one of the deal's players.")),
  accept: v.pipe(v.boolean(), v.description("true accepts; false declines, which ends the proposal.")),
});

const AnswerEnvelope = v.object({
  deal: DealSchema,
  replayed: v.pipe(v.boolean(), v.description("True when this entry had already given this answer: nothing changed.")),
});

const [first, second, third] = EXAMPLE_DEAL.players;

export const answerDealRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TOURNAMENT_PATH}/deals/{dealId}/answers`,
  operationId: "answerTournamentDeal",
  example: {
    params: { tournamentId: EXAMPLE_DEAL.tournamentId, dealId: EXAMPLE_DEAL.id },
    body: { entryId: first!.entryId, accept: true },
    response: {
      status: 200,
      body: { deal: { ...EXAMPLE_DEAL, players: [{ ...first!, answer: "accepted" }, second!, third!] }, replayed: false },
    },
  },
  summary: "Answer a final-table deal for a player",
  description: prose(
    "Records a player's answer to the open deal, for builders whose backend speaks for its players (a seat's socket sends the `deal` message instead). Each player answers once: the same answer again is answered 200 with `replayed: true` and changes nothing (also once the deal is decided); the other answer is 409 conflict while the deal is open.",
    "The last acceptance fixes the amounts (status `accepted`); a decline ends the proposal (`declined`); either way the final table plays on, or, accepted with nothing left to play for, the tournament completes.",
    "404 for a deal or entry this tournament does not have; 409 invalid_state for an entry that is not one of the deal's players (it had busted when the deal was proposed) and for a deal that is no longer open (accepted, declined, expired at `expiresAt`, or void).",
  ),
  request: { params: AnswerParams, body: AnswerDealBody },
  responses: { 200: { description: "The deal with the answer recorded.", schema: AnswerEnvelope } },
  errors: ["not_found", "invalid_state", "conflict"],
  async handler({ env, params, body, tenant }) {
    const tournament = await loadTournament(database(env.DB), tenant, params.tournamentId);
    const outcome = await env.DIRECTORS.getByName(tournament.id).answerDeal(params.dealId, body.entryId, body.accept);
    if (!outcome.ok) throw refusalError(outcome);
    return { body: { deal: outcome.deal, replayed: outcome.replayed } };
  },
});
