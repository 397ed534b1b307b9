import { type BlindStructurePatch, findBlindStructure, updateRoomBlindStructure } from "../../../db/blind-structures.ts";
import { database } from "../../../db/client.ts";
import { ApiError, notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { managementBase } from "../schema.ts";
import {
  BlindStructureEnvelope,
  BlindStructureParams,
  blindStructureEnvelope,
  levelErrors,
  normalizeLevels,
  UpdateBlindStructureBody,
} from "./schema.ts";

export const updateBlindStructureRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: "/api/v1/management/blind-structures/{blindStructureId}",
  operationId: "updateBlindStructure",
  example: {
    params: { blindStructureId: "bs_01M82J8FQ1eG2yqci9TjDkUHLm" },
    body: { name: "Room 7 turbo (8-minute levels)" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_blind_structure",
        blindStructure: {
          object: "blind_structure",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          id: "bs_01M82J8FQ1eG2yqci9TjDkUHLm",
          name: "Room 7 turbo (8-minute levels)",
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
          createdAt: "2026-11-22T21:23:11.201Z",
          updatedAt: "2026-11-22T21:23:11.205Z",
        },
      },
    },
  },
  summary: "Update a room-owned blind structure",
  description: prose(
    "Changes the fields sent (`levels` replaces the whole list and is validated as on create; `provenance: null` clears it).",
    "`roomId` is create-only: sending it is 400.",
    "Approved structures are read-only: 403 forbidden.",
    "Tournaments refer to structures by id, so they see the change.",
  ),
  request: { params: BlindStructureParams, body: UpdateBlindStructureBody },
  responses: { 200: { description: "The updated structure.", schema: BlindStructureEnvelope } },
  errors: ["not_found", "forbidden"],
  check: ({ body }) => {
    if (body.levels) failIfAny(levelErrors(body.levels));
  },
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const patch: BlindStructurePatch = { updatedAt: nowIso() };
    if (body.name !== undefined) patch.name = body.name;
    if (body.estimatedDurationMinutes !== undefined) patch.estimatedDurationMinutes = body.estimatedDurationMinutes;
    if (body.levels !== undefined) patch.levels = normalizeLevels(body.levels);
    if (body.provenance !== undefined) patch.provenance = body.provenance;
    const updated = await updateRoomBlindStructure(db, tenant, params.blindStructureId, patch);
    if (updated) return { body: blindStructureEnvelope(updated) };
    const existing = await findBlindStructure(db, tenant, params.blindStructureId);
    if (existing?.ownership === "approved") throw new ApiError("forbidden", "Approved structures are read-only; create a room-owned copy instead.");
    throw notFound("blind structure");
  },
});
