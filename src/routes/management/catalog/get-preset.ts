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
  example: {
    params: { presetKey: "six_max_nlhe_sng_v1" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_tournament_preset",
        preset: {
          object: "tournament_preset",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          presetKey: "six_max_nlhe_sng_v1",
          name: "6-max Sit & Go, No-Limit Hold'em",
          format: "sng",
          game: "nlhe",
          tableSize: 6,
          minPlayers: 6,
          maxPlayers: 6,
          startingStack: 1500,
          lateRegistrationLevels: 0,
          allowedTrustModes: ["human_only", "bot_only", "mixed_declared"],
          defaultBlindStructureId: "bs_approved_sng_6max_8min_v1",
          defaultPayoutStructureId: "ps_approved_sng_6max_v1",
        },
        defaults: {
          blindStructure: {
            object: "blind_structure",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            id: "bs_approved_sng_6max_8min_v1",
            name: "6-max Sit & Go, 8-minute levels (1,500 chips)",
            roomId: null,
            ownership: "approved",
            estimatedDurationMinutes: 80,
            levels: [
              { kind: "level", level: 1, smallBlind: 10, bigBlind: 20, ante: 0, durationMinutes: 8, startsAtMinute: 0 },
              { kind: "level", level: 2, smallBlind: 15, bigBlind: 30, ante: 0, durationMinutes: 8, startsAtMinute: 8 },
              { kind: "level", level: 3, smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 8, startsAtMinute: 16 },
            ],
            provenance: {
              source: "pokerworks approved tournament catalog 2026-06-08",
              notes: "75 big blinds at the start; small antes from level 7; no breaks; 10 planned levels (80 minutes), then 3 overtime levels.",
            },
            createdAt: "2026-06-08T00:00:00.000Z",
            updatedAt: "2026-06-08T00:00:00.000Z",
          },
          payoutStructure: {
            object: "payout_structure",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            id: "ps_approved_sng_6max_v1",
            name: "6-max Sit & Go (65/35)",
            roomId: null,
            ownership: "approved",
            minPlayers: 6,
            maxPlayers: 6,
            payouts: [
              { fromPlace: 1, toPlace: 1, basisPoints: 6500 },
              { fromPlace: 2, toPlace: 2, basisPoints: 3500 },
            ],
            ladder: null,
            provenance: {
              source: "pokerworks approved tournament catalog 2026-06-08",
              notes: "The standard 6-max sit-and-go split: two places paid, 65/35.",
            },
            createdAt: "2026-06-08T00:00:00.000Z",
            updatedAt: "2026-06-08T00:00:00.000Z",
          },
        },
      },
    },
  },
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
