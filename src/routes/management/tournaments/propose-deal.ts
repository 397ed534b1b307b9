import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { DealSchema } from "../../../tournaments/deal-view.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { int } from "../../schemas.ts";
import { managementBase } from "../schema.ts";
import { refusalError } from "../tables/shared.ts";
import { TournamentParams } from "./schema.ts";
import { EXAMPLE_DEAL, invalidState, TOURNAMENT_PATH } from "./shared.ts";

const ProposeDealBody = v.strictObject({
  method: v.pipe(
    v.picklist(["icm", "chip_chop", "equal"]),
    v.description(
      "`icm`: Malmuth-Harville equities; `chip_chop`: the last prize each, the rest by chips (capped at first prize); `equal`: the deal pool split evenly.",
    ),
  ),
  leaveForWinner: v.optional(
    v.pipe(
      int(0, 1_000_000_000_000),
      v.description("Kept out of the deal and played for (default 0): off first prize, at most the gap between the first two prizes left."),
    ),
    0,
  ),
});

const DealEnvelope = v.object({ deal: DealSchema });

export const proposeDealRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TOURNAMENT_PATH}/deals`,
  operationId: "proposeTournamentDeal",
  example: {
    params: { tournamentId: EXAMPLE_DEAL.tournamentId },
    body: { method: "chip_chop", leaveForWinner: 0 },
    response: { status: 201, body: { deal: EXAMPLE_DEAL } },
  },
  summary: "Propose a final-table deal to the players left",
  description: prose(
    "Proposes a deal to every player left in a running tournament, computed by the ICM deal calculation (POST /v1/calculations/icm/deal) from their chips after the last finished hand and the prizes of the places left (the payout structure's, for the final field): `method` picks its `icm`, `chipChop` or `equal` suggestion. The amounts plus `leaveForWinner` add up exactly to the prizes left.",
    "Each player answers once, accept or decline, within 6 x the tables' action clock (`expiresAt`): over the table socket (the `deal` message) or POST .../deals/{dealId}/answers. While the deal is open the final table pauses between hands (the hand in progress finishes). One decline ends it (`declined`); an answer missing at `expiresAt` lets it expire; a player busting in the hand that was being played makes it `void`. Play then resumes.",
    "When every player accepts, the amounts are fixed: with `leaveForWinner` play goes on and the last player left takes it on top of their amount; with nothing left the tournament completes at once, the players placed by chips (equal chips share a place). `tournament.completed` carries the deal.",
    "409 invalid_state when more than the final table remains (every player left must sit at one table), while late registration is open, when no prize money is left, when a deal is open, or after one was accepted; 400 at /leaveForWinner when it is over the gap between the first two prizes left.",
  ),
  request: { params: TournamentParams, body: ProposeDealBody },
  responses: { 201: { description: "The deal, open.", schema: DealEnvelope } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, body, tenant }) {
    const tournament = await loadTournament(database(env.DB), tenant, params.tournamentId);
    if (tournament.status !== "running") throw invalidState(`A deal is made in a running tournament; this one is ${tournament.status}.`);
    const outcome = await env.DIRECTORS.getByName(tournament.id).proposeDeal({ method: body.method, leaveForWinner: body.leaveForWinner });
    if (!outcome.ok) throw refusalError(outcome);
    return { status: 201 as const, body: { deal: outcome.deal } };
  },
});
