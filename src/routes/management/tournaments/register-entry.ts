import { database } from "../../../db/client.ts";
import { registerEntry } from "../../../db/entries.ts";
import type { EntryRow, TournamentRow } from "../../../db/schema.ts";
import { ApiError } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { managementBase } from "../schema.ts";
import { EntryEnvelope, entryRecord, RegisterEntryBody, refusedParticipant, TournamentParams } from "./schema.ts";
import { invalidState, loadTournament, playerRange, rulesOf } from "./shared.ts";

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
  summary: "Register an entry in a scheduled tournament",
  description: prose(
    "`displayName` 1..64 (public), `playerRef` 1..128 (your private player reference: stored, never returned or listed), `participant` `human` | `bot`.",
    "Only while the tournament is `scheduled` (else 409 invalid_state).",
    "The participant must fit the trust mode: `human_only` refuses bots, `bot_only` refuses humans, `mixed_declared` takes both as declared (400 at /participant otherwise).",
    "A tournament is full at the smaller of the preset's and the payout structure's `maxPlayers` (409 invalid_state).",
    "One entry per `playerRef` and tournament (409 conflict).",
    "Answers 201 with the public-safe entry; the tournament's `entrants` counts it.",
  ),
  request: { params: TournamentParams, body: RegisterEntryBody },
  responses: { 201: { description: "The registered entry (public-safe).", schema: EntryEnvelope } },
  errors: ["not_found", "invalid_state", "conflict"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const tournament = await loadTournament(db, tenant, params.tournamentId);
    refuseUnless(tournament, body.participant);
    const { preset, payout } = await rulesOf(db, tenant, tournament);
    const capacity = playerRange(preset, payout).max;
    const now = nowIso();
    const row: EntryRow = {
      id: newId("ent_"),
      tournamentId: params.tournamentId,
      organizationId: tenant.organizationId,
      environment: tenant.environment,
      displayName: body.displayName,
      playerRef: body.playerRef,
      participant: body.participant,
      status: "registered",
      place: null,
      prize: null,
      registeredAt: now,
      updatedAt: now,
    };
    const outcome = await registerEntry(db, tenant, row, capacity);
    if (outcome === "registered") return { status: 201, body: { entry: entryRecord(row) } };
    if (outcome === "duplicate") throw new ApiError("conflict", "This playerRef is already registered in this tournament.");
    // Refused by the conditional insert: the tournament changed since it was read; answer from its current state.
    refuseUnless(await loadTournament(db, tenant, params.tournamentId), body.participant);
    throw invalidState(`The tournament is full (${capacity} players).`);
  },
});

/** Throws the answer for a tournament that does not take this participant now: 409 by state, 400 by trust mode. */
function refuseUnless(tournament: TournamentRow, participant: EntryRow["participant"]): void {
  if (tournament.status !== "scheduled") throw invalidState(`Entries are taken while the tournament is scheduled; it is ${tournament.status}.`);
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
