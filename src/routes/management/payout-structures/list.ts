import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listPayoutStructures } from "../../../db/payout-structures.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { PayoutStructureList, PayoutStructureListQuery, payoutStructureRecord } from "./schema.ts";

export const listPayoutStructuresRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/payout-structures",
  operationId: "listPayoutStructures",
  example: {
    query: { roomId: "room-7", ownership: "room", limit: "10" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_payout_structures",
        data: [
          {
            object: "payout_structure",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            id: "ps_01M82J8FQNl4Nebm1WQCd9dekK",
            name: "Room 7 SNG 70/30",
            roomId: "room-7",
            ownership: "room",
            minPlayers: 6,
            maxPlayers: 6,
            payouts: [
              { fromPlace: 1, toPlace: 1, basisPoints: 7000 },
              { fromPlace: 2, toPlace: 2, basisPoints: 3000 },
            ],
            ladder: null,
            provenance: null,
            createdAt: "2026-11-22T21:23:11.221Z",
            updatedAt: "2026-11-22T21:23:11.221Z",
          },
        ],
        page: { limit: 10, hasMore: false, nextCursor: null },
      },
    },
  },
  summary: "List approved and room-owned payout structures",
  description: prose(
    "The approved catalog structures and this organization's room-owned ones (room-owned structures are organization-wide: both environments see them), newest first.",
    "`ownership` keeps one kind; `roomId` keeps the structures owned by that room (approved structures have no room, so it excludes them).",
  ),
  request: { query: PayoutStructureListQuery },
  responses: { 200: { description: "A page of payout structures.", schema: PayoutStructureList } },
  async handler({ env, query, tenant }) {
    const page = pageRequest(query);
    const rows = await listPayoutStructures(database(env.DB), tenant, { roomId: query.roomId, ownership: query.ownership }, page);
    return {
      body: {
        catalogVersion: CATALOG_VERSION,
        object: "developer_payout_structures",
        ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), payoutStructureRecord),
      },
    };
  },
});
