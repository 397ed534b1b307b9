import { database } from "../../../db/client.ts";
import { listEntries } from "../../../db/entries.ts";
import { pageOf, pageRequest } from "../../../db/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { EntryList, EntryListQuery, entryRecord, TournamentParams } from "./schema.ts";
import { loadTournament } from "./shared.ts";

export const listEntriesRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournaments/{tournamentId}/entries",
  operationId: "listTournamentEntries",
  summary: "List a tournament's entries (public-safe)",
  description: prose(
    "Public-safe entries `{ id, displayName, participant, status, place, prize, registeredAt }`, newest registration first; never `playerRef`, never withdrawn entries.",
    "`status` is `registered`, or `finished` once the tournament is completed (then `place` and `prize` are set; `prize` is 0 for unpaid places).",
    "`limit` 1..100 (default 50), `cursor` from `page.nextCursor`.",
  ),
  request: { params: TournamentParams, query: EntryListQuery },
  responses: { 200: { description: "A page of entries.", schema: EntryList } },
  errors: ["not_found"],
  async handler({ env, params, query, tenant }) {
    const db = database(env.DB);
    await loadTournament(db, tenant, params.tournamentId);
    const page = pageRequest(query);
    const rows = await listEntries(db, tenant, params.tournamentId, page);
    return {
      body: { object: "developer_tournament_entries", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.registeredAt, id: r.id }), entryRecord) },
    };
  },
});
