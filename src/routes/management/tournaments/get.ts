import { database } from "../../../db/client.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { TournamentEnvelope, TournamentParams, tournamentRecord } from "./schema.ts";
import { loadTournament, TOURNAMENT_PATH } from "./shared.ts";

export const getTournamentRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: TOURNAMENT_PATH,
  operationId: "getTournament",
  summary: "Get a tournament",
  description: "Another organization's or environment's tournament (or another project's, for a project-restricted key) is 404.",
  request: { params: TournamentParams },
  responses: { 200: { description: "The tournament.", schema: TournamentEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    return { body: { tournament: tournamentRecord(await loadTournament(database(env.DB), tenant, params.tournamentId)) } };
  },
});
