import { approvedBlindStructures } from "../../../db/blind-structures.ts";
import { allPresets } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { approvedPayoutStructures } from "../../../db/payout-structures.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { blindStructureRecord } from "../blind-structures/schema.ts";
import { ladderRecord, payoutStructureRecord } from "../payout-structures/schema.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { CatalogSchema, presetRecord } from "./schema.ts";

export const getTournamentCatalogRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournament-catalog",
  operationId: "getTournamentCatalog",
  example: {
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_tournament_catalog",
        presets: [
          {
            object: "tournament_preset",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            presetKey: "scheduled_mtt_nlhe_v1",
            name: "Scheduled MTT, No-Limit Hold'em (9-max)",
            format: "mtt",
            game: "nlhe",
            tableSize: 9,
            minPlayers: 2,
            maxPlayers: 10000,
            startingStack: 20000,
            lateRegistrationLevels: 6,
            allowedTrustModes: ["human_only", "mixed_declared"],
            defaultBlindStructureId: "bs_approved_mtt_9max_20min_v1",
            defaultPayoutStructureId: "ps_approved_mtt_standard_ladder_v1",
          },
        ],
        approvedStructures: {
          blindStructures: [
            {
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
          ],
          payoutStructures: [
            {
              object: "payout_structure",
              catalogVersion: "2026-06-08.management-tournament-catalog.v2",
              id: "ps_approved_mtt_standard_ladder_v1",
              name: "Scheduled MTT, any field of 2-10,000 (standard ladder for the final field)",
              roomId: null,
              ownership: "approved",
              minPlayers: 2,
              maxPlayers: 10000,
              payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10000 }],
              ladder: ladderRecord({ style: "standard", rounding: { unit: 1 } }, 2, 10000),
              provenance: {
                source: "pokerworks approved tournament catalog 2026-11-22",
                notes:
                  "Calculated when the tournament completes: the standard payouts ladder (about 15 percent of the field paid, equal amounts across tiers from place 10) for the final number of entrants and the prize pool. The tiers shown are what a field of 2 pays.",
              },
              createdAt: "2026-11-22T00:00:00.000Z",
              updatedAt: "2026-11-22T00:00:00.000Z",
            },
          ],
        },
      },
    },
  },
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
