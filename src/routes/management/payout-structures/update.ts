import { database } from "../../../db/client.ts";
import { findPayoutStructure, type PayoutStructurePatch, updateRoomPayoutStructure } from "../../../db/payout-structures.ts";
import { ApiError, notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { managementBase } from "../schema.ts";
import { PayoutStructureEnvelope, PayoutStructureParams, payoutErrors, payoutStructureEnvelope, UpdatePayoutStructureBody } from "./schema.ts";

export const updatePayoutStructureRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: "/api/v1/management/payout-structures/{payoutStructureId}",
  operationId: "updatePayoutStructure",
  example: {
    params: { payoutStructureId: "ps_01M82J8FS7zXrrl5IEtF8LrJsm" },
    body: { name: "Room 7 SNG 70/30 (6 players)" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_payout_structure",
        payoutStructure: {
          object: "payout_structure",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          id: "ps_01M82J8FS7zXrrl5IEtF8LrJsm",
          name: "Room 7 SNG 70/30 (6 players)",
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
          createdAt: "2026-11-22T21:23:11.271Z",
          updatedAt: "2026-11-22T21:23:11.276Z",
        },
        summary: { placesPaid: 2, basisPointsTotal: 10000, topShareBasisPoints: 7000 },
      },
    },
  },
  summary: "Update a room-owned payout structure",
  description: prose(
    "Changes the fields sent (`payouts` replaces the whole list; `provenance: null` clears it).",
    "The result must satisfy every rule of create: a field that is not sent keeps its value and still counts (lowering `minPlayers` below the last paid place is 400).",
    "`roomId` is create-only: sending it is 400.",
    "Approved structures are read-only: 403 forbidden.",
    "The merged result is checked against the version read and written only onto that version: when another write changed the structure in between, nothing is written and the answer is 409 conflict (re-read and retry).",
  ),
  request: { params: PayoutStructureParams, body: UpdatePayoutStructureBody },
  responses: { 200: { description: "The updated structure.", schema: PayoutStructureEnvelope } },
  errors: ["not_found", "forbidden", "conflict"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const existing = await findPayoutStructure(db, tenant, params.payoutStructureId);
    if (!existing) throw notFound("payout structure");
    if (existing.ownership === "approved") throw new ApiError("forbidden", "Approved structures are read-only; create a room-owned copy instead.");
    // The rules span fields, so the merged result is what gets checked.
    const merged = {
      minPlayers: body.minPlayers ?? existing.minPlayers,
      maxPlayers: body.maxPlayers ?? existing.maxPlayers,
      payouts: body.payouts ?? existing.payouts,
    };
    failIfAny(payoutErrors(merged));

    const patch: PayoutStructurePatch = { updatedAt: nowIso() };
    if (body.name !== undefined) patch.name = body.name;
    if (body.minPlayers !== undefined) patch.minPlayers = body.minPlayers;
    if (body.maxPlayers !== undefined) patch.maxPlayers = body.maxPlayers;
    if (body.payouts !== undefined) patch.payouts = body.payouts;
    if (body.provenance !== undefined) patch.provenance = body.provenance;
    // Only onto the version the merge was validated against.
    const updated = await updateRoomPayoutStructure(db, tenant, params.payoutStructureId, patch, existing.updatedAt);
    if (updated) return { body: payoutStructureEnvelope(updated) };
    if (!(await findPayoutStructure(db, tenant, params.payoutStructureId))) throw notFound("payout structure");
    throw new ApiError("conflict", "The structure changed concurrently; re-read it and retry.");
  },
});
