import { findBlindStructure } from "../../../db/blind-structures.ts";
import { findPreset } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { findPayoutStructure } from "../../../db/payout-structures.ts";
import { notFound } from "../../../http/errors.ts";
import { defineRoute } from "../../../http/route.ts";
import { blindStructureRecord } from "../blind-structures/schema.ts";
import { payoutStructureRecord } from "../payout-structures/schema.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { PresetEnvelope, PresetParams, presetRecord } from "./schema.ts";

export const getTournamentPresetRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournament-presets/{presetKey}",
  operationId: "getTournamentPreset",
  summary: "Get a tournament preset with its default structures",
  description: "The preset and its default approved blind and payout structures. An unknown key is 404.",
  request: { params: PresetParams },
  responses: { 200: { description: "The preset.", schema: PresetEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const db = database(env.DB);
    const preset = await findPreset(db, params.presetKey);
    if (!preset) throw notFound("tournament preset");
    const [blind, payout] = await Promise.all([
      findBlindStructure(db, tenant, preset.defaultBlindStructureId),
      findPayoutStructure(db, tenant, preset.defaultPayoutStructureId),
    ]);
    if (!blind || !payout) throw new Error("catalog preset without its default structures");
    return {
      body: {
        catalogVersion: CATALOG_VERSION,
        object: "developer_tournament_preset",
        preset: presetRecord(preset),
        defaults: { blindStructure: blindStructureRecord(blind), payoutStructure: payoutStructureRecord(payout) },
      },
    };
  },
});
