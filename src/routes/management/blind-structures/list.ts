import { listBlindStructures } from "../../../db/blind-structures.ts";
import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { BlindStructureList, BlindStructureListQuery, blindStructureRecord } from "./schema.ts";

export const listBlindStructuresRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/blind-structures",
  operationId: "listBlindStructures",
  example: {
    query: { roomId: "room-7", ownership: "room", limit: "10" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_blind_structures",
        data: [
          {
            object: "blind_structure",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            id: "bs_01M82J8FNElX2BAWmSiYkmarLf",
            name: "Room 7 turbo",
            roomId: "room-7",
            ownership: "room",
            estimatedDurationMinutes: 34,
            levels: [
              { kind: "level", level: 1, smallBlind: 10, bigBlind: 20, ante: 0, durationMinutes: 8, startsAtMinute: 0 },
              { kind: "level", level: 2, smallBlind: 15, bigBlind: 30, ante: 0, durationMinutes: 8, startsAtMinute: 8 },
              { kind: "break", durationMinutes: 2, startsAtMinute: 16, colorUp: [] },
              { kind: "level", level: 3, smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 8, startsAtMinute: 18 },
              { kind: "level", level: 4, smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 8, startsAtMinute: 26 },
            ],
            provenance: null,
            createdAt: "2026-11-22T21:23:11.149Z",
            updatedAt: "2026-11-22T21:23:11.149Z",
          },
        ],
        page: { limit: 10, hasMore: false, nextCursor: null },
      },
    },
  },
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
