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
