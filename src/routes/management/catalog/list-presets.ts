import { listPresets } from "../../../db/catalog.ts";
import { database } from "../../../db/client.ts";
import { pageOf, pageRequest } from "../../../db/page.ts";
import { defineRoute } from "../../../http/route.ts";
import { CATALOG_VERSION, managementBase } from "../schema.ts";
import { PresetListQuery, PresetListSchema, presetRecord } from "./schema.ts";

export const listTournamentPresetsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/tournament-presets",
  operationId: "listTournamentPresets",
  summary: "List the tournament presets",
  description: "The catalog's presets (`scheduled_mtt_nlhe_v1`, `six_max_nlhe_sng_v1`), newest first, with cursor pagination.",
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
