import { listPresets } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { pageRequest } from "../../../http/page.ts";
import { defineRoute } from "../../../http/route.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { PresetListQuery, PresetListSchema, presetRecord } from "./schema.ts";

export const listTournamentPresetsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournament-presets",
  operationId: "listTournamentPresets",
  example: {
    query: { limit: "2" },
    response: {
      status: 200,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_tournament_presets",
        data: [
          {
            object: "tournament_preset",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            presetKey: "scheduled_mtt_plo4_v1",
            name: "Scheduled MTT, Pot-Limit Omaha (9-max)",
            format: "mtt",
            game: "plo4",
            tableSize: 9,
            minPlayers: 2,
            maxPlayers: 10000,
            startingStack: 20000,
            lateRegistrationLevels: 6,
            allowedTrustModes: ["human_only", "mixed_declared"],
            defaultBlindStructureId: "bs_approved_mtt_9max_20min_v1",
            defaultPayoutStructureId: "ps_approved_mtt_standard_ladder_v1",
          },
          {
            object: "tournament_preset",
            catalogVersion: "2026-06-08.management-tournament-catalog.v2",
            presetKey: "six_max_plo4_sng_v1",
            name: "6-max Sit & Go, Pot-Limit Omaha",
            format: "sng",
            game: "plo4",
            tableSize: 6,
            minPlayers: 6,
            maxPlayers: 6,
            startingStack: 1500,
            lateRegistrationLevels: 0,
            allowedTrustModes: ["human_only", "bot_only", "mixed_declared"],
            defaultBlindStructureId: "bs_approved_sng_6max_8min_v1",
            defaultPayoutStructureId: "ps_approved_sng_6max_v1",
          },
        ],
        page: { limit: 2, hasMore: true, nextCursor: "WyIyMDI2LTExLTI5VDAwOjAwOjAwLjAwMFoiLCJzaXhfbWF4X3BsbzRfc25nX3YxIl0" },
      },
    },
  },
  summary: "List the tournament presets",
  description:
    "The catalog's presets (`scheduled_mtt_nlhe_v1`, `six_max_nlhe_sng_v1`, and their pot-limit Omaha twins `scheduled_mtt_plo4_v1`, `six_max_plo4_sng_v1`), newest first, with cursor pagination.",
  request: { query: PresetListQuery },
  responses: { 200: { description: "A page of presets.", schema: PresetListSchema } },
  async handler({ env, query }) {
    const page = pageRequest(query);
    const rows = await listPresets(database(env.DB), page);
    return {
      body: {
        catalogVersion: CATALOG_VERSION,
        object: "developer_tournament_presets",
        ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.presetKey }), presetRecord),
      },
    };
  },
});
