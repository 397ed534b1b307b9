import { database } from "../../../db/client.ts";
import { cancelTournament } from "../../../db/tournaments.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { managementBase } from "../schema.ts";
import { CancelTournamentBody, TournamentEnvelope, TournamentParams, tournamentRecord } from "./schema.ts";
import { invalidState, loadTournament } from "./shared.ts";

export const cancelTournamentRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/tournaments/{tournamentId}/cancel",
  operationId: "cancelTournament",
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
    if (cancelled) return { body: { tournament: tournamentRecord(cancelled) } };
    const current = await loadTournament(db, tenant, params.tournamentId);
    throw invalidState(`Only a draft or scheduled tournament can be cancelled; this one is ${current.status}.`);
  },
});
