import { findBlindStructure } from "../../../db/blind-structures.ts";
import { database } from "../../../db/client.ts";
import { notFound } from "../../../http/errors.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { BlindStructureEnvelope, BlindStructureParams, blindStructureEnvelope } from "./schema.ts";

export const getBlindStructureRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/blind-structures/{blindStructureId}",
  operationId: "getBlindStructure",
  example: {
    params: { blindStructureId: "bs_01M82J8FPEmJNjSM1olPcuGkTG" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_blind_structure",
        blindStructure: {
          object: "blind_structure",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          id: "bs_01M82J8FPEmJNjSM1olPcuGkTG",
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
          createdAt: "2026-11-22T21:23:11.182Z",
          updatedAt: "2026-11-22T21:23:11.182Z",
        },
      },
    },
  },
  summary: "Get a blind structure",
  description: "An approved structure or one of this organization's room-owned structures; any other id is 404.",
  request: { params: BlindStructureParams },
  responses: { 200: { description: "The blind structure.", schema: BlindStructureEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const row = await findBlindStructure(database(env.DB), tenant, params.blindStructureId);
    if (!row) throw notFound("blind structure");
    return { body: blindStructureEnvelope(row) };
  },
});
