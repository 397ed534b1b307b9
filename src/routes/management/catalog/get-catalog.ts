import { approvedBlindStructures } from "../../../db/blind-structures.ts";
import { allPresets } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { approvedPayoutStructures } from "../../../db/payout-structures.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { blindStructureRecord } from "../blind-structures/schema.ts";
import { payoutStructureRecord } from "../payout-structures/schema.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { CatalogSchema, presetRecord } from "./schema.ts";

export const getTournamentCatalogRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournament-catalog",
  operationId: "getTournamentCatalog",
  summary: "The approved tournament catalog: presets and approved structures",
  description: prose(
    "Every preset and every approved blind and payout structure of catalog version `2026-06-08.management-tournament-catalog.v2`.",
    "The catalog is the same for every organization and environment.",
    "Approved structures are read-only; rooms create their own with POST /blind-structures and /payout-structures.",
  ),
  responses: { 200: { description: "The catalog.", schema: CatalogSchema } },
  async handler({ env }) {
    const db = database(env.DB);
    const [presets, blinds, payouts] = await Promise.all([allPresets(db), approvedBlindStructures(db), approvedPayoutStructures(db)]);
    return {
      body: {
        catalogVersion: CATALOG_VERSION,
        object: "developer_tournament_catalog",
        presets: presets.map(presetRecord),
        approvedStructures: { blindStructures: blinds.map(blindStructureRecord), payoutStructures: payouts.map(payoutStructureRecord) },
      },
    };
  },
});
