import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listTables } from "../../../db/ring-games.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { ListQuery, managementBase } from "../schema.ts";
import { TableList, tableRecord } from "../tables/schema.ts";
import { EXAMPLE_TABLE, tableObject } from "../tables/shared.ts";
import { RingGameParams } from "./schema.ts";
import { loadRingGame, RING_GAME_PATH } from "./shared.ts";

export const listTablesRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${RING_GAME_PATH}/tables`,
  operationId: "listTables",
  example: {
    params: { ringGameId: EXAMPLE_TABLE.ringGameId },
    response: { status: 200, body: { object: "developer_tables", data: [EXAMPLE_TABLE], page: { limit: 50, hasMore: false, nextCursor: null } } },
  },
  summary: "List a ring game's tables with their public state",
  description: prose(
    "The ring game's tables, newest first, each with its public state as GET /tables/{tableId} answers it (seats, button, board, pots, who acts): enough for a lobby.",
    "`limit` 1..100 (default 50) and `cursor` page as every list does; closed tables stay listed with status `closed`.",
  ),
  request: { params: RingGameParams, query: ListQuery },
  responses: { 200: { description: "A page of tables.", schema: TableList } },
  errors: ["not_found"],
  async handler({ env, params, query, tenant }) {
    const db = database(env.DB);
    const ringGame = await loadRingGame(db, tenant, params.ringGameId);
    const page = pageRequest(query);
    const rows = await listTables(db, tenant, ringGame.id, page);
    const listed = pageOf(
      rows,
      page.limit,
      (r) => ({ createdAt: r.createdAt, id: r.id }),
      (r) => r,
    );
    const views = await Promise.all(listed.data.map((row) => tableObject(env, row.id).view()));
    // A row whose object holds no table (never initialised) is left out rather than failing the page.
    const data = listed.data.flatMap((row, i) => {
      const view = views[i];
      return view ? [tableRecord(row, view)] : [];
    });
    return { body: { object: "developer_tables", data, page: listed.page } };
  },
});
