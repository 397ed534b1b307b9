import { database } from "../../../db/client.ts";
import { cancelTournament } from "../../../db/tournaments.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { CancelTournamentBody, TournamentEnvelope, TournamentParams, tournamentRecord } from "./schema.ts";
import { invalidState } from "./shared.ts";

export const cancelTournamentRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/tournaments/{tournamentId}/cancel",
  operationId: "cancelTournament",
  example: {
    params: { tournamentId: "trn_01M82J8FYCCr4a6aijveYWEYgU" },
    body: { reason: "Not enough players registered" },
    response: {
      status: 200,
      body: {
        tournament: {
          id: "trn_01M82J8FYCCr4a6aijveYWEYgU",
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
          status: "cancelled",
          entrants: 0,
          prizePool: null,
          cancellationReason: "Not enough players registered",
          createdAt: "2026-11-22T21:23:11.436Z",
          updatedAt: "2026-11-22T21:23:11.440Z",
          publishedAt: null,
          cancelledAt: "2026-11-22T21:23:11.440Z",
          completedAt: null,
        },
      },
    },
  },
  summary: "Cancel a draft or scheduled tournament",
  description: prose(
    "The body is optional: `{ reason? }` (at most 500 characters), returned as `cancellationReason`.",
    "Answers 200 with the `cancelled` tournament (`cancelledAt` set).",
    "Registered entries stay listed as they were; nothing is paid.",
    "A completed or already cancelled tournament is 409 invalid_state.",
    "One conditional statement: of concurrent cancels exactly one succeeds.",
  ),
  request: { params: TournamentParams, body: CancelTournamentBody },
  responses: { 200: { description: "The cancelled tournament.", schema: TournamentEnvelope } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const cancelled = await cancelTournament(db, tenant, params.tournamentId, nowIso(), body?.reason ?? null);
    if (cancelled) {
      // A published tournament's director would start it: it never will now (the D1 state also says cancelled).
      await env.DIRECTORS.getByName(cancelled.id).cancel();
      return { body: { tournament: tournamentRecord(cancelled) } };
    }
    const current = await loadTournament(db, tenant, params.tournamentId);
    throw invalidState(`Only a draft or scheduled tournament can be cancelled; this one is ${current.status}.`);
  },
});
