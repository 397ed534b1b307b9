import { database } from "../../../db/client.ts";
import { pageOf, pageRequest } from "../../../db/page.ts";
import { listTournaments } from "../../../db/tournaments.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { TournamentList, TournamentListQuery, tournamentRecord } from "./schema.ts";

export const listTournamentsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournaments",
  operationId: "listTournaments",
  summary: "List tournaments",
  description: prose(
    "Tournaments of the key's organization and environment (and project, for a project-restricted key), newest first; filter by `status` and `roomId`.",
  ),
  request: { query: TournamentListQuery },
  responses: { 200: { description: "A page of tournaments.", schema: TournamentList } },
  async handler({ env, query, tenant }) {
    const page = pageRequest(query);
    const rows = await listTournaments(database(env.DB), tenant, { status: query.status, roomId: query.roomId }, page);
    return {
      body: { object: "developer_tournaments", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), tournamentRecord) },
    };
  },
});
