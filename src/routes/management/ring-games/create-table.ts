import type * as v from "valibot";
import { database } from "../../../db/client.ts";
import { allTables, findRingGame, insertTable } from "../../../db/ring-games.ts";
import { ApiError } from "../../../http/errors.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { managementBase } from "../schema.ts";
import { CreateTableBody, TableEnvelope, tableRecord } from "../tables/schema.ts";
import { EXAMPLE_TABLE, settingsOf, tableObject } from "../tables/shared.ts";
import { RingGameParams } from "./schema.ts";
import { loadRingGame, RING_GAME_PATH } from "./shared.ts";

const PATH = `${RING_GAME_PATH}/tables`;

export const createTableRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: PATH,
  operationId: "createTable",
  example: {
    params: { ringGameId: EXAMPLE_TABLE.ringGameId },
    headers: { "x-idempotency-key": "room-7-ring-1-2-table-1" },
    body: { name: "Table 1" },
    response: { status: 201, body: { table: EXAMPLE_TABLE } },
  },
  summary: "Open a table in a ring game",
  description: prose(
    "Opens a hosted table that runs with the ring game's settings: `waiting` until two players are seated, then it deals hands by itself.",
    "`name` (1..120) is optional; the default is `Table <n>`, n counting the ring game's tables.",
    "A closed ring game takes no table (409 invalid_state).",
    "The answer is the table's public state (as GET /tables/{tableId}).",
    "",
    "Optional `x-idempotency-key` (scoped to the ring game's room): a replay answers the stored 201 body (the table as it was created).",
  ),
  request: { params: RingGameParams, body: CreateTableBody, headers: idempotencyHeader },
  responses: { 201: { description: "The new table.", schema: TableEnvelope } },
  errors: ["not_found", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    const ringGame = await loadRingGame(db, tenant, params.ringGameId);
    if (ringGame.status !== "open") throw new ApiError("invalid_state", "The ring game is closed; it takes no new table.");
    const scope = {
      organizationId: tenant.organizationId,
      roomId: ringGame.roomId,
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${PATH.replace("{ringGameId}", ringGame.id)}`,
    };
    return runIdempotent(db, scope, key, body ?? {}, async (finish) => {
      const now = nowIso();
      const name = body?.name ?? `Table ${(await allTables(db, tenant, ringGame.id)).length + 1}`;
      const row = { id: newId("tbl_"), ringGameId: ringGame.id, name, createdAt: now };
      // The object first: a D1 row always has a running table behind it. A failed insert leaves an object no
      // route can reach (every route finds the table in D1 first), and a retry makes another table.
      const object = tableObject(env, row.id);
      const view = await object.init(settingsOf(ringGame, row));
      const full = { ...row, organizationId: ringGame.organizationId, environment: ringGame.environment, projectId: ringGame.projectId };
      const response: v.InferOutput<typeof TableEnvelope> = { table: tableRecord(full, view) };
      await insertTable(db, ringGame, row, finish ? [finish(201, response)] : []);
      // Closed between the check and the insert: the close may have missed this table, so close it now.
      if ((await findRingGame(db, tenant, ringGame.id))?.status === "closed") await object.close();
      return { status: 201, body: response };
    });
  },
});
