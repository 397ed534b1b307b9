import { listBlindStructures } from "../../../db/blind-structures.ts";
import { database } from "../../../db/client.ts";
import { pageOf, pageRequest } from "../../../db/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { BlindStructureList, BlindStructureListQuery, blindStructureRecord } from "./schema.ts";

export const listBlindStructuresRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/blind-structures",
  operationId: "listBlindStructures",
  summary: "List approved and room-owned blind structures",
  description: prose(
    "The approved catalog structures and this organization's room-owned ones (room-owned structures are organization-wide: both environments see them), newest first.",
    "`ownership` keeps one kind; `roomId` keeps the structures owned by that room (approved structures have no room, so it excludes them).",
  ),
  request: { query: BlindStructureListQuery },
  responses: { 200: { description: "A page of blind structures.", schema: BlindStructureList } },
  async handler({ env, query, tenant }) {
    const page = pageRequest(query);
    const rows = await listBlindStructures(database(env.DB), tenant, { roomId: query.roomId, ownership: query.ownership }, page);
    return {
      body: {
        catalogVersion: CATALOG_VERSION,
        object: "developer_blind_structures",
        ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), blindStructureRecord),
      },
    };
  },
});
