import { findPreset } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { type TournamentPatch, updateTournament } from "../../../db/tournaments.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { refusedParticipant, TournamentEnvelope, TournamentParams, tournamentRecord, UpdateTournamentBody } from "./schema.ts";
import { invalidState, TOURNAMENT_PATH } from "./shared.ts";

export const updateTournamentRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: TOURNAMENT_PATH,
  operationId: "updateTournament",
  example: {
    params: { tournamentId: "trn_01M82J8FWGXlLlFfFam1pghmsx" },
    body: { name: "Friday SNG (late registration)", schedule: { lateRegistrationMinutes: 30 } },
    response: {
      status: 200,
      body: {
        tournament: {
          id: "trn_01M82J8FWGXlLlFfFam1pghmsx",
          object: "tournament",
          name: "Friday SNG (late registration)",
          presetKey: "six_max_nlhe_sng_v1",
          roomId: "room-7",
          projectId: null,
          environment: "test",
          blindStructureId: "bs_approved_sng_6max_8min_v1",
          payoutStructureId: "ps_approved_sng_6max_v1",
          schedule: { startsAt: "2030-01-04T19:00:00.000Z", lateRegistrationMinutes: 30, timezone: "Europe/Paris" },
          trustMode: "mixed_declared",
          status: "draft",
          entrants: 0,
          prizePool: null,
          cancellationReason: null,
          createdAt: "2026-11-22T21:23:11.376Z",
          updatedAt: "2026-11-22T21:23:11.383Z",
          publishedAt: null,
          cancelledAt: null,
          completedAt: null,
        },
      },
    },
  },
  summary: "Update a draft or scheduled tournament's name, schedule or trust mode",
  description: prose(
    "Only `name`, `schedule` and `trustMode`; any other field is 400.",
    "`schedule` is merged field by field: `startsAt` replaces the start, `lateRegistrationMinutes: null` and `timezone: null` remove those.",
    "Allowed while `draft` or `scheduled`, else 409 invalid_state.",
    "A `scheduled` tournament must keep a future `startsAt` (a past one is 409 invalid_state; a draft may hold any).",
    "`trustMode` must be allowed by the preset (400) and must accept every registered entry (switching to `human_only` with a bot registered is 409 invalid_state).",
    "The update is one conditional statement, so it never lands on a tournament that changed state meanwhile.",
  ),
  request: { params: TournamentParams, body: UpdateTournamentBody },
  responses: { 200: { description: "The updated tournament.", schema: TournamentEnvelope } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const tournament = await loadTournament(db, tenant, params.tournamentId);
    if (body.trustMode !== undefined) {
      const preset = await findPreset(db, tournament.presetKey);
      const allowed = preset?.allowedTrustModes ?? [];
      if (!allowed.includes(body.trustMode)) {
        failIfAny([{ path: "/trustMode", code: "not_allowed", message: `preset ${tournament.presetKey} allows ${allowed.join(", ")}` }]);
      }
    }
    const now = nowIso();
    const patch: TournamentPatch = { updatedAt: now };
    if (body.name !== undefined) patch.name = body.name;
    if (body.trustMode !== undefined) patch.trustMode = body.trustMode;
    if (body.schedule?.startsAt !== undefined) patch.startsAt = body.schedule.startsAt;
    if (body.schedule?.lateRegistrationMinutes !== undefined) patch.lateRegistrationMinutes = body.schedule.lateRegistrationMinutes;
    if (body.schedule?.timezone !== undefined) patch.timezone = body.schedule.timezone;
    const startsInPast = patch.startsAt !== undefined && patch.startsAt <= now;
    const refused = body.trustMode !== undefined ? refusedParticipant(body.trustMode) : null;
    const updated = await updateTournament(db, tenant, params.tournamentId, patch, { draftOnly: startsInPast, refusedParticipant: refused });
    if (updated) {
      // A scheduled tournament's director starts it at startsAt: it moves with the schedule.
      if (updated.status === "scheduled" && patch.startsAt !== undefined) {
        await env.DIRECTORS.getByName(updated.id).schedule({ tournamentId: updated.id, tenant, startsAt: updated.startsAt });
      }
      return { body: { tournament: tournamentRecord(updated) } };
    }

    const current = await loadTournament(db, tenant, params.tournamentId);
    if (current.status !== "draft" && current.status !== "scheduled") throw invalidState(`A ${current.status} tournament cannot be updated.`);
    if (startsInPast && current.status === "scheduled") throw invalidState("A scheduled tournament must keep a startsAt in the future.");
    if (refused) throw invalidState(`A ${refused} entry is registered; trust mode ${body.trustMode} would refuse it.`);
    throw invalidState("The tournament changed meanwhile; retry.");
  },
});
