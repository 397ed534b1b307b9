import { type Db, database } from "../../../db/client.ts";
import { placedEntries, registeredEntries } from "../../../db/entries.ts";
import type { EntryRow, PayoutStructureRow, TournamentRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { completeTournament } from "../../../db/tournaments.ts";
import type { FieldError } from "../../../http/errors.ts";
import { type Finish, idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { completedEvent } from "../../../tournaments/completion.ts";
import { prizesFor } from "../../../tournaments/prizes.ts";
import { loadTournament, rulesOf } from "../../../tournaments/rules.ts";
import { dispatchRecordedEvent } from "../../../webhooks/dispatch.ts";
import { managementBase } from "../schema.ts";
import { COMPLETE_LIMITS, CompleteTournamentBody, TournamentEnvelope, TournamentParams, tournamentRecord } from "./schema.ts";
import { invalidState, transitionScope } from "./shared.ts";

export const completeTournamentRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/tournaments/{tournamentId}/complete",
  operationId: "completeTournament",
  example: {
    params: { tournamentId: "trn_01M82J8G2VVUM1vFhmMpgFPhNh" },
    headers: { "x-idempotency-key": "complete-room-7-friday-sng" },
    body: {
      results: [
        { entryId: "ent_01M82J8G3BRgdpAx8RareVrBAP", place: 1 },
        { entryId: "ent_01M82J8G3JRcBYZUl8f4ggOWNC", place: 2 },
        { entryId: "ent_01M82J8G3Sj2FUYhI80YayZgX5", place: 3 },
        { entryId: "ent_01M82J8G42ImQe7mzjit2TaoAr", place: 4 },
        { entryId: "ent_01M82J8G4AnGt8US2blk9dhKRP", place: 5 },
        { entryId: "ent_01M82J8G4GcapvQ8r7tz2Jk8lU", place: 6 },
      ],
      prizePool: 1000,
    },
    response: {
      status: 200,
      body: {
        tournament: {
          id: "trn_01M82J8G2VVUM1vFhmMpgFPhNh",
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
          status: "completed",
          entrants: 6,
          prizePool: 1000,
          cancellationReason: null,
          createdAt: "2026-11-22T21:23:11.579Z",
          updatedAt: "2026-11-22T21:23:11.643Z",
          publishedAt: "2026-11-22T21:23:11.587Z",
          cancelledAt: null,
          completedAt: "2026-11-22T21:23:11.643Z",
        },
      },
    },
  },
  summary: "Complete a scheduled tournament with its results (scheduled -> completed)",
  description: prose(
    "`results` places every registered entry exactly once with places 1..n (n = `entrants`): an unknown or repeated `entryId`, a repeated place, a place above n or a missing entry is 400 with the field's path.",
    "`prizePool` (optional integer, default 0 = no prizes) becomes integer prizes that sum exactly to the pool.",
    "A fixed payout structure (`ladder: null`) splits it by its per-place basis points: each paid place gets floor(pool x bp / 10000) and the units left over go one each to the places with the largest remainders, ties to the better place.",
    "A calculated structure (`ladder` set, such as the scheduled MTT preset's default `ps_approved_mtt_standard_ladder_v1`, 2..10000 entrants) pays the payouts calculation's ladder for the final field: exactly the amounts `POST /v1/calculations/tournaments/payouts` answers for `{ entrants, prizePool, style, rounding, buyIn }` with the ladder's style and rounding unit and the style's default places paid (ties and the rounding residue as that calculation assigns them).",
    "`buyIn` (optional, calculated structures only; 400 at /buyIn otherwise, checked before any 409) keeps the min cash at or above the buy-in whenever the pool allows it, as in that calculation.",
    "Unpaid places get 0.",
    "Needs at least 2 entrants and the preset's `minPlayers`, and with a prize pool the entrant count must lie in the payout structure's player range (409 invalid_state otherwise, nothing changes).",
    `The body may be up to ${COMPLETE_LIMITS.maxBodyBytes} bytes (results of up to ${COMPLETE_LIMITS.maxResults} entrants; also in GET /v1/limits).`,
    "Only a `scheduled` tournament can be completed (409 invalid_state).",
    "Answers 200 with the completed tournament; the state change, the entries' places and prizes and the `tournament.completed` event row commit in one batch, and concurrent completions make exactly one transition.",
    "After the commit, the event is queued for delivery to every matching webhook endpoint.",
    "",
    "Optional `x-idempotency-key` (scoped to this tournament): a retry with the same key and body answers the stored 200 with `idempotent-replayed: true` instead of 409.",
    "Should the stored answer be lost after the completion committed, the completion still answers 200 and queues its event, and a request with a key and a body that makes exactly the committed places and prizes is answered the same way (`idempotent-replayed: true`).",
  ),
  request: { params: TournamentParams, body: CompleteTournamentBody, headers: idempotencyHeader },
  maxBodyBytes: COMPLETE_LIMITS.maxBodyBytes,
  responses: { 200: { description: "The completed tournament.", schema: TournamentEnvelope } },
  errors: ["not_found", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const tournament = await loadTournament(db, tenant, params.tournamentId);
    const { preset, payout } = await rulesOf(db, tenant, tournament);
    // Validation before any 409 (CONTRACT.md 1.4): a buyIn the structure cannot use is 400 whatever the state.
    if (body.buyIn !== undefined && payout.ladder === null) {
      failIfAny([
        {
          path: "/buyIn",
          code: "invalid_value",
          message: `payout structure ${payout.id} has fixed tiers; buyIn applies to calculated ladders only`,
        },
      ]);
    }
    return runIdempotent(db, transitionScope(tenant, tournament, "complete"), key, body, async (finish) => {
      if (finish && tournament.status === "completed") {
        const replayed = await replayCompletion(db, tenant, tournament, body, payout);
        if (replayed) {
          await storeAnswer(finish, replayed, tournament.id);
          // The first request may have died before queuing the event: dispatching again is a no-op otherwise.
          if (tournament.completionEventId) await dispatchRecordedEvent(env, db, tournament.completionEventId);
          return { body: replayed, headers: { "idempotent-replayed": "true" } };
        }
      }
      if (tournament.status !== "scheduled") throw invalidState(`Only a scheduled tournament can be completed; this one is ${tournament.status}.`);
      const entries = await registeredEntries(db, tenant, tournament.id);
      failIfAny(resultErrors(body.results, entries));
      const n = entries.length;
      const fewest = Math.max(2, preset.minPlayers);
      if (n < fewest) throw invalidState(`A tournament of preset ${preset.presetKey} completes with at least ${fewest} entrants; this one has ${n}.`);
      const prizePool = body.prizePool ?? 0;
      if (prizePool > 0 && (n < payout.minPlayers || n > payout.maxPlayers)) {
        throw invalidState(
          `Payout structure ${payout.id} pays fields of ${payout.minPlayers}..${payout.maxPlayers} entrants; this tournament has ${n}.`,
        );
      }
      const prizes = prizesFor(payout, prizePool, n, body.buyIn);
      const now = nowIso();
      const results = [...body.results]
        .sort((a, b) => a.place - b.place)
        .map((r) => ({ entryId: r.entryId, place: r.place, prize: prizes[r.place - 1]! }));
      const eventId = newId("evt_");
      const payload = completedEvent(eventId, now, tournament, results.length);
      const completed = await completeTournament(db, tenant, params.tournamentId, {
        now,
        prizePool,
        entrants: entries.length,
        results,
        event: { id: eventId, type: "tournament.completed", payload },
      });
      if (completed) {
        const reply = { tournament: tournamentRecord(completed) };
        // Recorded after the commit (the answer is the row the batch returns). Whatever happens to the
        // record, the completion stands: its event is queued now, and the answer is the completion.
        await storeAnswer(finish, reply, completed.id);
        // The event row committed with the completion; queuing its webhook deliveries cannot lose it
        // (a failure here is left to the sweep, src/webhooks/sweep.ts).
        await dispatchRecordedEvent(env, db, eventId);
        return { body: reply };
      }
      const current = await loadTournament(db, tenant, params.tournamentId);
      if (current.status !== "scheduled") throw invalidState(`Only a scheduled tournament can be completed; this one is ${current.status}.`);
      throw invalidState("Entries changed while the results were checked; send the results again.");
    });
  },
});

/**
 * Stores the answer under the idempotency key. A failure is logged and goes no further: the
 * completion has committed, so neither the answer nor the event may depend on this record. A retry
 * with the key is then answered from the completion itself (replayCompletion) once the claim is
 * released or abandoned (a minute; 409 idempotency_in_progress until then).
 */
async function storeAnswer(finish: Finish | null, reply: unknown, tournamentId: string): Promise<void> {
  if (!finish) return;
  try {
    await finish(200, reply);
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    console.error(
      JSON.stringify({ level: "error", message: "completion committed, its idempotency record was not stored", tournamentId, error: name }),
    );
  }
}

/**
 * The original answer for a retry (same key, same body) of a completion that committed but whose
 * idempotency record was lost: the tournament is completed with exactly the places, prize pool and
 * prizes this body makes, so this request's work is already done. The answer is rebuilt from the row,
 * which nothing changes after completion (`completed` is final). Null when the completion differs
 * (then the usual 409).
 */
async function replayCompletion(
  db: Db,
  tenant: EnvTenant,
  tournament: TournamentRow,
  body: { results: Array<{ entryId: string; place: number }>; prizePool?: number; buyIn?: number },
  payout: PayoutStructureRow,
): Promise<{ tournament: ReturnType<typeof tournamentRecord> } | null> {
  const prizePool = body.prizePool ?? 0;
  if (tournament.prizePool !== prizePool || body.results.length !== tournament.entrants) return null;
  const placed = new Map((await placedEntries(db, tenant, tournament.id)).map((e) => [e.id, e]));
  if (placed.size !== body.results.length) return null;
  const prizes = prizesFor(payout, prizePool, placed.size, body.buyIn);
  const same = body.results.every((r) => {
    const entry = placed.get(r.entryId);
    return entry !== undefined && entry.place === r.place && entry.prize === prizes[r.place - 1];
  });
  return same ? { tournament: tournamentRecord(tournament) } : null;
}

/** Every registered entry placed once, places exactly 1..n. */
function resultErrors(results: Array<{ entryId: string; place: number }>, entries: EntryRow[]): FieldError[] {
  const errors: FieldError[] = [];
  const known = new Set(entries.map((e) => e.id));
  const seenEntries = new Set<string>();
  const seenPlaces = new Set<number>();
  const n = entries.length;
  results.forEach((r, i) => {
    if (!known.has(r.entryId))
      errors.push({ path: `/results/${i}/entryId`, code: "not_found", message: "not a registered entry of this tournament" });
    else if (seenEntries.has(r.entryId)) errors.push({ path: `/results/${i}/entryId`, code: "duplicate", message: "this entry is already placed" });
    seenEntries.add(r.entryId);
    if (r.place > n) errors.push({ path: `/results/${i}/place`, code: "too_large", message: `places run from 1 to ${n} (the number of entrants)` });
    else if (seenPlaces.has(r.place)) errors.push({ path: `/results/${i}/place`, code: "duplicate", message: `place ${r.place} is already taken` });
    seenPlaces.add(r.place);
  });
  const missing = entries.filter((e) => !seenEntries.has(e.id));
  if (missing.length > 0) {
    errors.push({
      path: "/results",
      code: "missing_entries",
      message: `${missing.length} registered entr${missing.length === 1 ? "y is" : "ies are"} not placed (${missing
        .slice(0, 5)
        .map((e) => e.id)
        .join(", ")}${missing.length > 5 ? ", ..." : ""})`,
    });
  }
  return errors;
}
