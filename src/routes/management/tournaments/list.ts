import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listTournaments } from "../../../db/tournaments.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { TournamentList, TournamentListQuery, tournamentRecord } from "./schema.ts";

export const listTournamentsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournaments",
  operationId: "listTournaments",
  example: {
    query: { status: "draft", limit: "10" },
    response: {
      status: 200,
      body: {
        object: "developer_tournaments",
        data: [
          {
            id: "trn_01M82J8FTAmRDj5Sp0GiAoklPp",
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
            createdAt: "2026-11-22T21:23:11.306Z",
            updatedAt: "2026-11-22T21:23:11.306Z",
            publishedAt: null,
            cancelledAt: null,
            completedAt: null,
          },
        ],
        page: { limit: 10, hasMore: false, nextCursor: null },
      },
    },
  },
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
