import { findBlindStructure } from "../../../db/blind-structures.ts";
import { findPreset } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { type TournamentPatch, updateTournament } from "../../../db/tournaments.ts";
import type { FieldError } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { NO_START_TIME } from "../../../tournaments/prizes.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { refusedParticipant, TournamentEnvelope, TournamentParams, tournamentRecord, UpdateTournamentBody } from "./schema.ts";
import { invalidState, prizePoolErrors, purchaseRuleErrors, scheduleErrors, TOURNAMENT_PATH } from "./shared.ts";

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
          schedule: { startsAt: "2030-01-04T19:00:00.000Z", startWhen: "time", lateRegistrationMinutes: 30, timezone: "Europe/Paris" },
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
  summary: "Update a draft or scheduled tournament's name, schedule, trust mode or prize pool",
  description: prose(
    "Only `name`, `schedule`, `trustMode`, `prizePool`, `buyIn`, `guaranteedPrizePool`, `bounty`, `rebuys` and `addOn` (`null` removes one); any other field is 400.",
    "The prize pool may change until the tournament runs: a fixed `prizePool`, or `buyIn` (with an optional `guaranteedPrizePool`) for a pool that grows with the entries; `null` removes one (400 at /buyIn with both, at /guaranteedPrizePool for a guarantee without `buyIn`).",
    "`schedule.startWhen: time` needs a `startsAt` (400 at /schedule/startsAt); `schedule.lateRegistrationLevels` at most the preset's (400), `null` for the preset's.",
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
    const preset = await findPreset(db, tournament.presetKey);
    const errors: FieldError[] = [];
    if (body.trustMode !== undefined) {
      const allowed = preset?.allowedTrustModes ?? [];
      if (!allowed.includes(body.trustMode)) {
        errors.push({ path: "/trustMode", code: "not_allowed", message: `preset ${tournament.presetKey} allows ${allowed.join(", ")}` });
      }
    }
    // The schedule and the prize pool as they would be after the merge (CONTRACT 11.1).
    const startsAt = body.schedule?.startsAt ?? (tournament.startsAt === NO_START_TIME ? undefined : tournament.startsAt);
    const startWhen = body.schedule?.startWhen ?? tournament.startWhen ?? "time";
    errors.push(
      ...scheduleErrors({ startsAt, startWhen, lateRegistrationLevels: body.schedule?.lateRegistrationLevels }, preset),
      ...prizePoolErrors({
        // A buy-in tournament's stored prizePool is the pool it computed (it grows with the entries), not one
        // the builder set: only a prizePool sent now conflicts with its buyIn.
        prizePool: body.prizePool !== undefined ? body.prizePool : tournament.buyIn ? undefined : tournament.prizePool,
        buyIn: body.buyIn !== undefined ? body.buyIn : tournament.buyIn,
        guaranteedPrizePool: body.guaranteedPrizePool !== undefined ? body.guaranteedPrizePool : tournament.guaranteedPrizePool,
      }),
    );
    if (body.rebuys || body.addOn) {
      errors.push(...purchaseRuleErrors(body, preset, await findBlindStructure(db, tenant, tournament.blindStructureId)));
    }
    failIfAny(errors);
    const now = nowIso();
    const patch: TournamentPatch = { updatedAt: now };
    if (body.name !== undefined) patch.name = body.name;
    if (body.trustMode !== undefined) patch.trustMode = body.trustMode;
    if (body.schedule?.startsAt !== undefined) patch.startsAt = body.schedule.startsAt;
    if (body.schedule?.startWhen !== undefined) patch.startWhen = body.schedule.startWhen;
    if (body.schedule?.lateRegistrationLevels !== undefined) patch.lateRegistrationLevels = body.schedule.lateRegistrationLevels;
    if (body.schedule?.lateRegistrationMinutes !== undefined) patch.lateRegistrationMinutes = body.schedule.lateRegistrationMinutes;
    if (body.schedule?.timezone !== undefined) patch.timezone = body.schedule.timezone;
    if (body.prizePool !== undefined) patch.prizePool = body.prizePool;
    if (body.buyIn !== undefined) patch.buyIn = body.buyIn;
    if (body.guaranteedPrizePool !== undefined) patch.guaranteedPrizePool = body.guaranteedPrizePool;
    if (body.bounty !== undefined) patch.bounty = body.bounty;
    if (body.rebuys !== undefined) patch.rebuys = body.rebuys;
    if (body.addOn !== undefined) patch.addOn = body.addOn;
    const startsInPast = patch.startsAt !== undefined && patch.startsAt <= now;
    const refused = body.trustMode !== undefined ? refusedParticipant(body.trustMode) : null;
    const updated = await updateTournament(db, tenant, params.tournamentId, patch, { draftOnly: startsInPast, refusedParticipant: refused });
    if (updated) {
      // A scheduled tournament's director starts it at startsAt: it moves with the schedule.
      if (updated.status === "scheduled" && (patch.startsAt !== undefined || patch.startWhen !== undefined)) {
        const director = env.DIRECTORS.getByName(updated.id);
        await director.schedule({ tournamentId: updated.id, tenant, startsAt: updated.startsAt, startWhen: updated.startWhen ?? "time" });
        if (updated.startWhen === "full") await director.startIfFull();
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
