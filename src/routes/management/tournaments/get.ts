import { database } from "../../../db/client.ts";
import { defineRoute } from "../../../http/route.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { TournamentEnvelope, TournamentParams, tournamentRecord } from "./schema.ts";
import { TOURNAMENT_PATH } from "./shared.ts";

export const getTournamentRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: TOURNAMENT_PATH,
  operationId: "getTournament",
  example: {
    params: { tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh" },
    response: {
      status: 200,
      body: {
        tournament: {
          id: "trn_01M82J8FVSgHJysyeZrqPrDxkh",
          object: "tournament",
          name: "Friday SNG",
          presetKey: "six_max_nlhe_sng_v1",
          roomId: "room-7",
          projectId: null,
          environment: "test",
          blindStructureId: "bs_approved_sng_6max_8min_v1",
          payoutStructureId: "ps_approved_sng_6max_v1",
          schedule: { startsAt: "2030-01-04T19:00:00.000Z", startWhen: "time", timezone: "Europe/Paris" },
          trustMode: "mixed_declared",
          status: "draft",
          entrants: 0,
          prizePool: null,
          cancellationReason: null,
          createdAt: "2026-11-22T21:23:11.353Z",
          updatedAt: "2026-11-22T21:23:11.353Z",
          publishedAt: null,
          cancelledAt: null,
          completedAt: null,
        },
      },
    },
  },
  summary: "Get a tournament",
  description: "Another organization's or environment's tournament (or another project's, for a project-restricted key) is 404.",
  request: { params: TournamentParams },
  responses: { 200: { description: "The tournament.", schema: TournamentEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    return { body: { tournament: tournamentRecord(await loadTournament(database(env.DB), tenant, params.tournamentId)) } };
  },
});
