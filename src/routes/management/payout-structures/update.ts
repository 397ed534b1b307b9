import { database } from "../../../db/client.ts";
import { findPayoutStructure, updateRoomPayoutStructure, type PayoutStructurePatch } from "../../../db/payout-structures.ts";
import { ApiError } from "../../../http/errors.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../http/secrets.ts";
import { failIfAny, managementBase, notFound } from "../schema.ts";
import { PayoutStructureEnvelope, PayoutStructureParams, UpdatePayoutStructureBody, payoutErrors, payoutStructureEnvelope, type Tier } from "./schema.ts";

export const updatePayoutStructureRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: "/api/v1/management/payout-structures/{payoutStructureId}",
  operationId: "updatePayoutStructure",
  summary: "Update a room-owned payout structure",
  description:
    "Changes the fields sent (`payouts` replaces the whole list; `provenance: null` clears it). The result must satisfy every rule of create: a field that is not sent keeps its value and still counts (lowering `minPlayers` below the last paid place is 400). `roomId` is create-only: sending it is 400. Approved structures are read-only: 403 forbidden.",
  request: { params: PayoutStructureParams, body: UpdatePayoutStructureBody },
  responses: { 200: { description: "The updated structure.", schema: PayoutStructureEnvelope } },
  errors: ["not_found", "forbidden"],
  async prepare({ env, params, body, principal }) {
    const existing = await findPayoutStructure(database(env.DB), principal!, params.payoutStructureId);
    if (!existing) throw notFound("payout structure");
    if (existing.ownership === "approved") throw new ApiError("forbidden", "Approved structures are read-only; create a room-owned copy instead.");
    // The rules span fields, so the merged result is what gets checked.
    const merged = {
      minPlayers: body.minPlayers ?? existing.minPlayers,
      maxPlayers: body.maxPlayers ?? existing.maxPlayers,
      payouts: body.payouts ?? (JSON.parse(existing.payouts) as Tier[]),
    };
    failIfAny(payoutErrors(merged));
  },
  async handler({ env, params, body, principal }) {
    const patch: PayoutStructurePatch = { updatedAt: nowIso() };
    if (body.name !== undefined) patch.name = body.name;
    if (body.minPlayers !== undefined) patch.minPlayers = body.minPlayers;
    if (body.maxPlayers !== undefined) patch.maxPlayers = body.maxPlayers;
    if (body.payouts !== undefined) patch.payouts = JSON.stringify(body.payouts);
    if (body.provenance !== undefined) patch.provenance = body.provenance === null ? null : JSON.stringify(body.provenance);
    const updated = await updateRoomPayoutStructure(database(env.DB), principal!, params.payoutStructureId, patch);
    if (!updated) throw notFound("payout structure");
    return { body: payoutStructureEnvelope(updated) };
  },
});
