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
  example: {
    params: { payoutStructureId: "ps_01M82J8FRQRqb3h3nfC6KQwXDA" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_payout_structure",
        payoutStructure: {
          object: "payout_structure",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          id: "ps_01M82J8FRQRqb3h3nfC6KQwXDA",
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
          createdAt: "2026-11-22T21:23:11.254Z",
          updatedAt: "2026-11-22T21:23:11.254Z",
        },
        summary: { placesPaid: 2, basisPointsTotal: 10000, topShareBasisPoints: 7000 },
      },
    },
  },
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
