import { database } from "../../../db/client.ts";
import { findEntry, withdrawEntry } from "../../../db/entries.ts";
import { notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { EntryEnvelope, EntryParams, entryRecord } from "./schema.ts";
import { invalidState, TOURNAMENT_PATH } from "./shared.ts";

export const withdrawEntryRoute = defineRoute({
  ...managementBase,
  method: "DELETE",
  path: `${TOURNAMENT_PATH}/entries/{entryId}`,
  operationId: "withdrawTournamentEntry",
  example: {
    params: { tournamentId: "trn_01M82J8FZ2P2dtdJLC1D0gInRH", entryId: "ent_01M82J8FZHeNnzEQPoQVo6iScX" },
    response: {
      status: 200,
      body: {
        entry: {
          id: "ent_01M82J8FZHeNnzEQPoQVo6iScX",
          displayName: "Player 1",
          participant: "human",
          status: "withdrawn",
          place: null,
          prize: null,
          registeredAt: "2026-11-22T21:23:11.473Z",
        },
      },
    },
  },
  summary: "Withdraw an entry before it is seated",
  description: prose(
    "Withdraws a registered entry while its tournament is `scheduled` (before the seat draw seats it). The entry's `status` becomes `withdrawn`: it is no longer listed, nor counted in the tournament's `entrants`, and it is left out of the draw.",
    "Its `playerRef` is free again: registering it again reopens the same entry (same `id`); the lookup `GET .../entries?playerRef=` still finds the withdrawn entry until then.",
    "Withdrawing an entry already withdrawn answers 200 with it again (a retry after a lost answer). Once the tournament is `running` (every entry is seated at the draw, and a late entry as it registers), `completed` or `cancelled`, 409 invalid_state and nothing changes.",
    "An unknown entry, or another tenant's tournament or entry, is 404. No body.",
  ),
  request: { params: EntryParams },
  responses: { 200: { description: "The withdrawn entry (public-safe).", schema: EntryEnvelope } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, tenant }) {
    const db = database(env.DB);
    const tournament = await loadTournament(db, tenant, params.tournamentId);
    const entry = await findEntry(db, tenant, tournament.id, params.entryId);
    if (!entry) throw notFound("entry");
    if (entry.status === "withdrawn") return { body: { entry: entryRecord(entry) } };
    const withdrawn = await withdrawEntry(db, tenant, tournament.id, entry.id, nowIso());
    if (withdrawn) return { body: { entry: entryRecord(withdrawn) } };
    // Refused by the conditional update: answer from the current state.
    const [now, current] = await Promise.all([loadTournament(db, tenant, tournament.id), findEntry(db, tenant, tournament.id, entry.id)]);
    if (current?.status === "withdrawn") return { body: { entry: entryRecord(current) } };
    if (now.status !== "scheduled") {
      throw invalidState(`An entry can be withdrawn only before it is seated, while the tournament is scheduled; it is ${now.status}.`);
    }
    throw invalidState(`This entry is ${current?.status ?? "gone"}; only a registered entry can be withdrawn.`);
  },
});
