import { database } from "../../../db/client.ts";
import { findEntryByPlayerRef, listEntries } from "../../../db/entries.ts";
import { pageOf } from "../../../db/page.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { managementBase } from "../schema.ts";
import { EntryList, EntryListQuery, entryRecord, TournamentParams } from "./schema.ts";

export const listEntriesRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournaments/{tournamentId}/entries",
  operationId: "listTournamentEntries",
  example: {
    params: { tournamentId: "trn_01M82J8G03dIksuapWMgpH5Djc" },
    query: { limit: "2" },
    response: {
      status: 200,
      body: {
        object: "developer_tournament_entries",
        data: [
          {
            id: "ent_01M82J8G20UtKF1pxOEEbzBDUx",
            displayName: "Player 6",
            participant: "human",
            status: "registered",
            place: null,
            prize: null,
            registeredAt: "2026-11-22T21:23:11.552Z",
          },
          {
            id: "ent_01M82J8G1S6v6qEcT3Z1V8PTwk",
            displayName: "Player 5",
            participant: "human",
            status: "registered",
            place: null,
            prize: null,
            registeredAt: "2026-11-22T21:23:11.545Z",
          },
        ],
        page: { limit: 2, hasMore: true, nextCursor: "WyIyMDI2LTExLTIyVDIxOjIzOjExLjU0NVoiLCJlbnRfMDFNODJKOEcxUzZ2NnFFY1QzWjFWOFBUd2siXQ" },
      },
    },
  },
  summary: "List a tournament's entries (public-safe)",
  description: prose(
    "Public-safe entries `{ id, displayName, participant, status, place, prize, registeredAt }`, newest registration first; never `playerRef`, never withdrawn entries.",
    "`status` is `registered`, or `finished` once the tournament is completed (then `place` and `prize` are set; `prize` is 0 for unpaid places).",
    "`limit` 1..100 (default 50), `cursor` from `page.nextCursor`.",
    "",
    "Lookup by your own reference: with `playerRef`, the answer holds the one entry registered with it (whatever its status, `withdrawn` included, so a retry can tell a withdrawn entry from none) or no entry, and only then each entry carries `playerRef`; `page.hasMore` is false. Lists without that query never show a `playerRef`.",
  ),
  request: { params: TournamentParams, query: EntryListQuery },
  responses: { 200: { description: "A page of entries.", schema: EntryList } },
  errors: ["not_found"],
  async handler({ env, params, query, tenant }) {
    const db = database(env.DB);
    await loadTournament(db, tenant, params.tournamentId);
    const page = pageRequest(query);
    if (query.playerRef !== undefined) {
      const found = await findEntryByPlayerRef(db, tenant, params.tournamentId, query.playerRef);
      return {
        body: {
          object: "developer_tournament_entries",
          data: found ? [entryRecord(found, true)] : [],
          page: { limit: page.limit, hasMore: false, nextCursor: null },
        },
      };
    }
    const rows = await listEntries(db, tenant, params.tournamentId, page);
    return {
      body: {
        object: "developer_tournament_entries",
        ...pageOf(
          rows,
          page.limit,
          (r) => ({ createdAt: r.registeredAt, id: r.id }),
          (r) => entryRecord(r),
        ),
      },
    };
  },
});
