import type * as v from "valibot";
import { findBlindStructure } from "../../../db/blind-structures.ts";
import { findPreset } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { findPayoutStructure } from "../../../db/payout-structures.ts";
import { insertTournament } from "../../../db/tournaments.ts";
import type { FieldError } from "../../../http/errors.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { NO_START_TIME } from "../../../tournaments/prizes.ts";
import { managementBase } from "../schema.ts";
import { CreateTournamentBody, TournamentEnvelope, tournamentRecord } from "./schema.ts";
import { prizePoolErrors, purchaseRuleErrors, scheduleErrors } from "./shared.ts";

const PATH = "/api/v1/management/tournaments";

export const createTournamentRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: PATH,
  operationId: "createTournament",
  example: {
    headers: { "x-idempotency-key": "room-7-friday-sng" },
    body: {
      name: "Friday SNG",
      presetKey: "six_max_nlhe_sng_v1",
      roomId: "room-7",
      blindStructureId: "bs_approved_sng_6max_8min_v1",
      payoutStructureId: "ps_approved_sng_6max_v1",
      schedule: { startsAt: "2030-01-04T19:00:00Z", startWhen: "time", timezone: "Europe/Paris" },
      trustMode: "mixed_declared",
    },
    response: {
      status: 201,
      body: {
        tournament: {
          id: "trn_01M82J8FV6GgaMTEEZxwYwqj24",
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
          createdAt: "2026-11-22T21:23:11.334Z",
          updatedAt: "2026-11-22T21:23:11.334Z",
          publishedAt: null,
          cancelledAt: null,
          completedAt: null,
        },
      },
    },
  },
  summary: "Create a draft tournament from a preset",
  description: prose(
    "Creates a `draft` tournament in the key's environment; `projectId` is the key's project restriction (null without one).",
    "The blind and payout structures must be approved or owned by the same `roomId`, and `trustMode` must be one of the preset's `allowedTrustModes`; otherwise 400 with the field's path (an unknown structure id is 400 too).",
    "`schedule.startsAt` is an RFC 3339 date-time (any offset; returned in UTC) and may be in the past while the tournament is a draft: publishing needs it in the future.",
    "`schedule.startWhen` is `time` (at `startsAt`, which is then required: 400 at /schedule/startsAt) or `full` (when the last seat is taken; `startsAt` optional); the sit-and-go preset defaults to `full`, other presets to `time`.",
    "`schedule.lateRegistrationLevels` (0 = none) is how many levels late registration stays open once the service runs the tournament, at most the preset's (400 above it), which is the default; `lateRegistrationMinutes: 0` also means none, other values of it are informational. An IANA `timezone` is optional and informational.",
    "`prizePool` is a fixed prize pool; or `buyIn: { amount, rebuyAmount?, addOnAmount? }` with an optional `guaranteedPrizePool` makes a pool that grows with the entries (400 at /buyIn with both, at /guaranteedPrizePool for a guarantee without `buyIn`).",
    "`rebuys: { untilLevel, maxPerEntry, chips }` and `addOn: { afterLevel, chips }` sell chips while the service runs the tournament: `chips` at most twice the preset's starting stack, `untilLevel` within the blind structure's levels and `afterLevel` before its last level (400 at the field otherwise).",
    "",
    "Optional `x-idempotency-key`: see the header.",
    "A replay answers the stored 201 body (the tournament as it was created).",
  ),
  request: { body: CreateTournamentBody, headers: idempotencyHeader },
  responses: { 201: { description: "The new draft tournament.", schema: TournamentEnvelope } },
  errors: ["idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const [preset, blind, payout] = await Promise.all([
      findPreset(db, body.presetKey),
      findBlindStructure(db, tenant, body.blindStructureId),
      findPayoutStructure(db, tenant, body.payoutStructureId),
    ]);
    const errors: FieldError[] = [];
    for (const [field, row, what] of [
      ["blindStructureId", blind, "blind structure"],
      ["payoutStructureId", payout, "payout structure"],
    ] as const) {
      if (!row) errors.push({ path: `/${field}`, code: "not_found", message: `no approved or room-owned ${what} with this id` });
      else if (row.ownership === "room" && row.roomId !== body.roomId) {
        errors.push({ path: `/${field}`, code: "room_mismatch", message: `this ${what} belongs to another room` });
      }
    }
    const allowed = preset?.allowedTrustModes ?? [];
    if (!allowed.includes(body.trustMode)) {
      errors.push({ path: "/trustMode", code: "not_allowed", message: `preset ${body.presetKey} allows ${allowed.join(", ")}` });
    }
    // CONTRACT 11.1: the sit-and-go preset starts when full by default; a start by time needs its time.
    const startWhen = body.schedule.startWhen ?? (preset?.format === "sng" ? "full" : "time");
    errors.push(...scheduleErrors({ ...body.schedule, startWhen }, preset), ...prizePoolErrors(body), ...purchaseRuleErrors(body, preset, blind));
    failIfAny(errors);
    const scope = {
      organizationId: tenant.organizationId,
      roomId: body.roomId,
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${PATH}`,
    };
    return runIdempotent(db, scope, key, body, async (finish) => {
      const now = nowIso();
      const row = {
        id: newId("trn_"),
        roomId: body.roomId,
        name: body.name,
        presetKey: body.presetKey,
        blindStructureId: body.blindStructureId,
        payoutStructureId: body.payoutStructureId,
        startsAt: body.schedule.startsAt ?? NO_START_TIME,
        startWhen,
        lateRegistrationLevels: body.schedule.lateRegistrationLevels ?? null,
        lateRegistrationMinutes: body.schedule.lateRegistrationMinutes ?? null,
        timezone: body.schedule.timezone ?? null,
        trustMode: body.trustMode,
        status: "draft" as const,
        entrants: 0,
        prizePool: body.prizePool ?? null,
        buyIn: body.buyIn ?? null,
        guaranteedPrizePool: body.guaranteedPrizePool ?? null,
        bounty: body.bounty ?? null,
        rebuys: body.rebuys ?? null,
        addOn: body.addOn ?? null,
        rebuysSold: 0,
        addOnsSold: 0,
        cancellationReason: null,
        completionEventId: null,
        createdAt: now,
        updatedAt: now,
        publishedAt: null,
        cancelledAt: null,
        completedAt: null,
      };
      const response: v.InferOutput<typeof TournamentEnvelope> = {
        tournament: tournamentRecord({ ...row, organizationId: tenant.organizationId, environment: tenant.environment, projectId: tenant.projectId }),
      };
      await insertTournament(db, tenant, row, finish ? [finish(201, response)] : []);
      return { status: 201, body: response };
    });
  },
});
