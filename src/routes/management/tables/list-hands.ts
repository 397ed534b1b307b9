import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { validationError } from "../../../http/validate.ts";
import { decodeBase64Url, encodeBase64Url } from "../../../lib/base64.ts";
import { managementBase } from "../schema.ts";
import { HandList, HandListQuery, TableParams } from "./schema.ts";
import { EXAMPLE_TABLE, loadTable, TABLE_PATH, tableObject } from "./shared.ts";

/** Opaque cursor: base64url of `{"before": handNumber}` (hands are paged by descending hand number). */
function encodeCursor(before: number): string {
  return encodeBase64Url(new TextEncoder().encode(JSON.stringify({ before })));
}

function decodeCursor(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(decodeBase64Url(raw)));
    const before = (parsed as { before?: unknown } | null)?.before;
    if (typeof before === "number" && Number.isSafeInteger(before) && before >= 1) return before;
  } catch {
    // fall through to the validation error
  }
  throw validationError([{ path: "/query/cursor", code: "invalid_value", message: "not a cursor returned by this list" }]);
}

export const listHandsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${TABLE_PATH}/hands`,
  operationId: "listTableHands",
  example: {
    params: { tableId: EXAMPLE_TABLE.id },
    query: { limit: "1" },
    response: {
      status: 200,
      body: {
        object: "developer_table_hands",
        data: [{ handNumber: 2, startedAt: "2026-11-25T20:40:13.020Z", endedAt: "2026-11-25T20:40:13.061Z", seats: [1, 2], board: "", pot: 4 }],
        page: { limit: 1, hasMore: true, nextCursor: "eyJiZWZvcmUiOjJ9" },
      },
    },
  },
  summary: "List a table's finished hands",
  description: prose(
    "The table's finished hands, newest first: hand number, start and end, the seats dealt in, the board and the chips in the pots.",
    "`limit` 1..100 (default 50) and the opaque `cursor` page as every list does.",
    "The table keeps its recent hands; older ones may be pruned (the list then ends there).",
  ),
  request: { params: TableParams, query: HandListQuery },
  responses: { 200: { description: "A page of hands.", schema: HandList } },
  errors: ["not_found"],
  async handler({ env, params, query, tenant }) {
    const before = decodeCursor(query.cursor);
    const { table } = await loadTable(database(env.DB), tenant, params.tableId);
    const page = await tableObject(env, table.id).hands(query.limit, before);
    return {
      body: {
        object: "developer_table_hands",
        data: page.data.map((h) => ({
          handNumber: h.handNumber,
          startedAt: h.startedAt,
          endedAt: h.endedAt,
          seats: [...h.seats],
          board: h.board,
          pot: h.pot,
        })),
        page: {
          limit: query.limit,
          hasMore: page.hasMore,
          nextCursor: page.hasMore && page.nextBefore !== null ? encodeCursor(page.nextBefore) : null,
        },
      },
    };
  },
});
