import { database } from "../../../db/client.ts";
import { publishTournament } from "../../../db/tournaments.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { loadTournament, rulesOf } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { TournamentEnvelope, TournamentParams, tournamentRecord } from "./schema.ts";
import { invalidState, playerRange, transitionScope } from "./shared.ts";

export const publishTournamentRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/tournaments/{tournamentId}/publish",
  operationId: "publishTournament",
  example: {
    params: { tournamentId: "trn_01M82J8FXBSqfPtTQDdWlDMfTl" },
    headers: { "x-idempotency-key": "publish-room-7-friday-sng" },
    response: {
      status: 200,
      body: {
        tournament: {
          id: "trn_01M82J8FXBSqfPtTQDdWlDMfTl",
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
          status: "scheduled",
          entrants: 0,
          prizePool: null,
          cancellationReason: null,
          createdAt: "2026-11-22T21:23:11.403Z",
          updatedAt: "2026-11-22T21:23:11.411Z",
          publishedAt: "2026-11-22T21:23:11.411Z",
          cancelledAt: null,
          completedAt: null,
        },
      },
    },
  },
  summary: "Publish a draft tournament (draft -> scheduled)",
  description: prose(
    "No body.",
    "Answers 200 with the `scheduled` tournament (`publishedAt` set); registration opens. 409 invalid_state when the tournament is not a draft, when `schedule.startsAt` is not in the future, or when the payout structure's player range does not fit the preset (the two ranges must overlap; the tournament then runs with a player count inside both).",
    "The transition is one conditional statement: of concurrent publishes exactly one succeeds, the others are 409.",
    "A tournament with `schedule.startWhen: full` starts within 10 s of its last seat being taken (and at `startsAt`, when it has one, with the entries it has then).",
    "At `schedule.startsAt` the service runs the tournament on hosted tables: it draws the seats of the registered entries, opens the tables, moves the blinds up by the structure's clock, balances and breaks tables, and completes it (status `running`, then `completed` with `tournament.completed`). A builder who runs the tournament itself completes it with POST /complete before then.",
    "",
    "Optional `x-idempotency-key` (scoped to this tournament): a retry with the same key answers the stored 200 with `idempotent-replayed: true` instead of 409.",
  ),
  request: { params: TournamentParams, headers: idempotencyHeader },
  responses: { 200: { description: "The scheduled tournament.", schema: TournamentEnvelope } },
  errors: ["not_found", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const tournament = await loadTournament(db, tenant, params.tournamentId);
    return runIdempotent(db, transitionScope(tenant, tournament, "publish"), key, {}, async (finish) => {
      if (tournament.status !== "draft") throw invalidState(`Only a draft can be published; this tournament is ${tournament.status}.`);
      const { preset, payout } = await rulesOf(db, tenant, tournament);
      const range = playerRange(preset, payout);
      if (range.min > range.max) {
        throw invalidState(
          `Payout structure ${payout.id} covers ${payout.minPlayers}..${payout.maxPlayers} players; preset ${preset.presetKey} runs with ${preset.minPlayers}..${preset.maxPlayers}.`,
        );
      }
      const now = nowIso();
      const published = await publishTournament(db, tenant, params.tournamentId, now);
      if (published) {
        // Its director starts it at schedule.startsAt (CONTRACT 11): seat draw, tables, clock. Idempotent.
        await env.DIRECTORS.getByName(published.id).schedule({
          tournamentId: published.id,
          tenant,
          startsAt: published.startsAt,
          startWhen: published.startWhen ?? "time",
        });
        const body = { tournament: tournamentRecord(published) };
        // Recorded after the transition: a crash in between leaves a claim that expires, and the retry then gets 409.
        if (finish) await finish(200, body);
        return { body };
      }
      const current = await loadTournament(db, tenant, params.tournamentId);
      if (current.status !== "draft") throw invalidState(`Only a draft can be published; this tournament is ${current.status}.`);
      throw invalidState(`schedule.startsAt (${current.startsAt}) must be in the future to publish.`);
    });
  },
});
