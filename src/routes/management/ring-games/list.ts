import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listRingGames } from "../../../db/ring-games.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { RingGameList, RingGameListQuery, ringGameRecord } from "./schema.ts";
import { EXAMPLE_RING_GAME, RING_GAMES_PATH } from "./shared.ts";

export const listRingGamesRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: RING_GAMES_PATH,
  operationId: "listRingGames",
  example: {
    query: { roomId: "room-7", status: "open", limit: "10" },
    response: {
      status: 200,
      body: { object: "developer_ring_games", data: [EXAMPLE_RING_GAME], page: { limit: 10, hasMore: false, nextCursor: null } },
    },
  },
  summary: "List ring games",
  description: prose(
    "Ring games of the key's organization and environment (and project, for a project-restricted key), newest first.",
    "Filter by `roomId` and `status` (`open` | `closed`); `limit` 1..100 (default 50) and `cursor` page as every list does.",
  ),
  request: { query: RingGameListQuery },
  responses: { 200: { description: "A page of ring games.", schema: RingGameList } },
  async handler({ env, query, tenant }) {
    const page = pageRequest(query);
    const rows = await listRingGames(database(env.DB), tenant, { status: query.status, roomId: query.roomId }, page);
    return {
      body: { object: "developer_ring_games", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), ringGameRecord) },
    };
  },
});
