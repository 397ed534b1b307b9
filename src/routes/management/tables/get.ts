import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { TableEnvelope, TableParams, tableRecord } from "./schema.ts";
import { EXAMPLE_TABLE, loadTable, requireView, TABLE_PATH, tableObject } from "./shared.ts";

export const getTableRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: TABLE_PATH,
  operationId: "getTable",
  example: {
    params: { tableId: EXAMPLE_TABLE.id },
    response: { status: 200, body: { table: EXAMPLE_TABLE } },
  },
  summary: "Get a table's public state",
  description: prose(
    "What every role may see: seats (display name, participant, status, stack, connected), button, board, pots, the seat to act and its deadline.",
    "Never a hole card, a deck order, a server seed or a `playerRef`.",
    "Another organization's or environment's table (or another project's, for a project-restricted key) is 404.",
  ),
  request: { params: TableParams },
  responses: { 200: { description: "The table.", schema: TableEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const { table } = await loadTable(database(env.DB), tenant, params.tableId);
    return { body: { table: tableRecord(table, requireView(await tableObject(env, table.id).view())) } };
  },
});
