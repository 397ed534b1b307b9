import { insertBlindStructure } from "../../../db/blind-structures.ts";
import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { managementBase } from "../schema.ts";
import { BlindStructureEnvelope, blindStructureEnvelope, CreateBlindStructureBody, levelErrors, normalizeLevels } from "./schema.ts";

export const createBlindStructureRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/blind-structures",
  operationId: "createBlindStructure",
  example: {
    body: {
      name: "Room 7 turbo",
      roomId: "room-7",
      estimatedDurationMinutes: 34,
      levels: [
        { kind: "level", smallBlind: 10, bigBlind: 20, ante: 0, durationMinutes: 8 },
        { kind: "level", smallBlind: 15, bigBlind: 30, ante: 0, durationMinutes: 8 },
        { kind: "break", durationMinutes: 2 },
        { kind: "level", smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 8 },
        { kind: "level", smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 8 },
      ],
    },
    response: {
      status: 201,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_blind_structure",
        blindStructure: {
          object: "blind_structure",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          id: "bs_01M82J8FP1QO4WdXtLNBOOGAjs",
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
          createdAt: "2026-11-22T21:23:11.169Z",
          updatedAt: "2026-11-22T21:23:11.169Z",
        },
      },
    },
  },
  summary: "Create a room-owned blind structure",
  description: prose(
    'Levels: `{ kind: "level", smallBlind, bigBlind, ante, durationMinutes, overtime? }` or `{ kind: "break", durationMinutes, colorUp? }`.',
    "Blinds are integers >= 1 with bigBlind >= smallBlind and never decrease from one level to the next; ante >= 0; durations 1..240 minutes; at least one level; at most 200 items.",
    "The `levels` of a `POST /v1/calculations/tournaments/blinds` result are accepted unchanged: `level` (numbering) and `startsAtMinute` are derived from the order and durations on save, whatever was sent.",
    "`roomId` is set here and cannot change.",
  ),
  request: { body: CreateBlindStructureBody },
  responses: { 201: { description: "The new room-owned structure.", schema: BlindStructureEnvelope } },
  check: ({ body }) => failIfAny(levelErrors(body.levels)),
  async handler({ env, body, tenant }) {
    const now = nowIso();
    const row = await insertBlindStructure(database(env.DB), tenant, {
      id: newId("bs_"),
      roomId: body.roomId,
      name: body.name,
      estimatedDurationMinutes: body.estimatedDurationMinutes,
      levels: normalizeLevels(body.levels),
      provenance: body.provenance ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return { status: 201, body: blindStructureEnvelope(row) };
  },
});
