import { database } from "../../../db/client.ts";
import { findEntryByPlayerRef, registerEntry, registeredAsWritten } from "../../../db/entries.ts";
import type { EntryRow, TournamentRow } from "../../../db/schema.ts";
import { ApiError } from "../../../http/errors.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { loadTournament, rulesOf } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { EntryEnvelope, entryRecord, RegisterEntryBody, refusedParticipant, TournamentParams } from "./schema.ts";
import { invalidState, playerRange, TOURNAMENT_PATH } from "./shared.ts";

export const registerEntryRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/tournaments/{tournamentId}/entries",
  operationId: "registerTournamentEntry",
  example: {
    params: { tournamentId: "trn_01M82J8FZ2P2dtdJLC1D0gInRH" },
    body: { displayName: "Player 1", playerRef: "user-1", participant: "human" },
    response: {
      status: 201,
      body: {
        entry: {
          id: "ent_01M82J8FZHeNnzEQPoQVo6iScX",
          displayName: "Player 1",
          participant: "human",
          status: "registered",
          place: null,
          prize: null,
          registeredAt: "2026-11-22T21:23:11.473Z",
        },
      },
    },
  },
  summary: "Register an entry in a scheduled tournament (or late, while a running one's late registration is open)",
  description: prose(
    "`displayName` 1..64 (public), `playerRef` 1..128 (your private player reference: stored, returned only by the lookup `GET .../entries?playerRef=`), `participant` `human` | `bot`.",
    "While the tournament is `scheduled`, and while it is `running` during its `schedule.lateRegistrationLevels` (the preset's by default): a late entry gets the preset's starting stack and a seat at the shortest table at once (a new table when every table is full); once late registration has closed, or in any other state, 409 invalid_state.",
    "The participant must fit the trust mode: `human_only` refuses bots, `bot_only` refuses humans, `mixed_declared` takes both as declared (400 at /participant otherwise).",
    "A tournament is full at the smaller of the preset's and the payout structure's `maxPlayers` (409 invalid_state); one that starts when full (`schedule.startWhen: full`) starts within 10 s of the registration that filled it.",
    "One entry per `playerRef` and tournament: a second registration is 409 conflict whose problem body carries the existing entry's id as `entryId` (checked before the tournament's state, so a retry after a lost answer always finds its entry).",
    "A withdrawn entry's `playerRef` may register again: the registration reopens that same entry (same `id`, the new `displayName` and `participant`, `registeredAt` now).",
    "Answers 201 with the public-safe entry; the tournament's `entrants` counts it.",
    "",
    "Optional `x-idempotency-key` (scoped to this tournament's entries): see the header. A replay answers the stored 201 body (the entry as it was registered).",
  ),
  request: { params: TournamentParams, body: RegisterEntryBody, headers: idempotencyHeader },
  responses: { 201: { description: "The registered entry (public-safe).", schema: EntryEnvelope } },
  errors: ["not_found", "invalid_state", "conflict", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const tournament = await loadTournament(db, tenant, params.tournamentId);
    const { preset, payout } = await rulesOf(db, tenant, tournament);
    const capacity = playerRange(preset, payout).max;
    const scope = {
      organizationId: tenant.organizationId,
      roomId: tournament.roomId,
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${TOURNAMENT_PATH.replace("{tournamentId}", tournament.id)}/entries`,
    };
    return runIdempotent(db, scope, key, body, async (finish) => {
      const existing = await findEntryByPlayerRef(db, tenant, tournament.id, body.playerRef);
      if (existing && existing.status !== "withdrawn") throw duplicate(existing.id);
      refuseUnless(tournament, body.participant);
      const now = nowIso();
      const row: EntryRow = {
        id: existing?.id ?? newId("ent_"),
        tournamentId: params.tournamentId,
        organizationId: tenant.organizationId,
        environment: tenant.environment,
        displayName: body.displayName,
        playerRef: body.playerRef,
        participant: body.participant,
        status: "registered",
        place: null,
        prize: null,
        bountiesWon: null,
        registeredAt: now,
        updatedAt: now,
      };
      const response = { entry: entryRecord(row) };
      const late = tournament.status === "running";
      const director = env.DIRECTORS.getByName(tournament.id);
      if (late) {
        // The director admits the entry first (late registration still open), then D1 records it, then the
        // director seats it; an admission D1 never confirms is dropped by the director (see director-object.ts).
        const admitted = await director.admitLate({ entryId: row.id, displayName: row.displayName, participant: row.participant });
        if (!admitted.ok) throw invalidState(admitted.reason);
      }
      const result = await registerEntry(
        db,
        tenant,
        row,
        capacity,
        late ? "running" : "scheduled",
        finish ? [finish(201, response, registeredAsWritten(row))] : [],
      );
      if (late) await director.seatLate(row.id, result.outcome === "registered");
      if (result.outcome === "registered") {
        // A tournament that starts when full starts once this entry filled it (CONTRACT 11.1).
        if (!late && tournament.startWhen === "full") await director.startIfFull();
        return { status: 201 as const, body: response };
      }
      if (result.outcome === "duplicate") throw duplicate(result.entryId);
      // Refused by the conditional insert: the tournament changed since it was read; answer from its current state.
      refuseUnless(await loadTournament(db, tenant, params.tournamentId), body.participant);
      throw invalidState(`The tournament is full (${capacity} players), or its registration has just closed.`);
    });
  },
});

function duplicate(entryId: string): ApiError {
  return new ApiError("conflict", "This playerRef is already registered in this tournament; `entryId` is its entry.", { extra: { entryId } });
}

/** Throws the answer for a tournament that does not take this participant now: 409 by state, 400 by trust mode. */
function refuseUnless(tournament: TournamentRow, participant: EntryRow["participant"]): void {
  if (tournament.status !== "scheduled" && tournament.status !== "running") {
    throw invalidState(`Entries are taken while the tournament is scheduled (or running, during late registration); it is ${tournament.status}.`);
  }
  if (refusedParticipant(tournament.trustMode) === participant) {
    failIfAny([
      {
        path: "/participant",
        code: "refused_by_trust_mode",
        message: `trust mode ${tournament.trustMode} does not take ${participant} participants`,
      },
    ]);
  }
}
