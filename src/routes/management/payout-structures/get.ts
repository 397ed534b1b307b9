import { database } from "../../../db/client.ts";
import { findPayoutStructure } from "../../../db/payout-structures.ts";
import { notFound } from "../../../http/errors.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { PayoutStructureEnvelope, PayoutStructureParams, payoutStructureEnvelope } from "./schema.ts";

export const getPayoutStructureRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/payout-structures/{payoutStructureId}",
  operationId: "getPayoutStructure",
  summary: "Get a payout structure",
  description: "An approved structure or one of this organization's room-owned structures; any other id is 404.",
  request: { params: PayoutStructureParams },
  responses: { 200: { description: "The payout structure.", schema: PayoutStructureEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const row = await findPayoutStructure(database(env.DB), tenant, params.payoutStructureId);
    if (!row) throw notFound("payout structure");
    return { body: payoutStructureEnvelope(row) };
  },
});
