import { database } from "../../../db/client.ts";
import { listTournaments } from "../../../db/tournaments.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase, pageOf, pageRequest } from "../schema.ts";
import { TournamentList, TournamentListQuery, tournamentRecord } from "./schema.ts";
import { tenantOf } from "./shared.ts";

export const listTournamentsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournaments",
  operationId: "listTournaments",
  summary: "List tournaments",
  description: "Tournaments of the key's organization and environment (and project, for a project-restricted key), newest first; filter by `status` and `roomId`.",
  request: { query: TournamentListQuery },
  responses: { 200: { description: "A page of tournaments.", schema: TournamentList } },
  async handler({ env, query, principal }) {
    const page = pageRequest(query);
    const rows = await listTournaments(database(env.DB), tenantOf(principal), { status: query.status, roomId: query.roomId }, page);
    return { body: { object: "developer_tournaments", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), tournamentRecord) } };
  },
});
