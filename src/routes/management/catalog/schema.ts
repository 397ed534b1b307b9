import * as v from "valibot";
import type { TournamentPresetRow } from "../../../db/schema.ts";
import { TRUST_MODES } from "../../../domain/trust.ts";
import { IntegerSchema, PageSchema } from "../../schemas.ts";
import { BlindStructureSchema } from "../blind-structures/schema.ts";
import { PayoutStructureSchema } from "../payout-structures/schema.ts";
import { CATALOG_VERSION, CatalogVersionSchema, ListQuery } from "../schema.ts";

const PRESET_KEYS = ["scheduled_mtt_nlhe_v1", "six_max_nlhe_sng_v1", "scheduled_mtt_plo4_v1", "six_max_plo4_sng_v1"] as const;
export const PresetKeySchema = v.picklist(PRESET_KEYS);
export const TrustModeSchema = v.picklist(TRUST_MODES);

export const PresetSchema = v.object({
  object: v.literal("tournament_preset"),
  catalogVersion: CatalogVersionSchema,
  presetKey: PresetKeySchema,
  name: v.string(),
  format: v.picklist(["mtt", "sng"]),
  game: v.pipe(
    v.picklist(["nlhe", "plo4", "plo5"]),
    v.description("The game its tables deal: `nlhe` no-limit hold'em, `plo4` pot-limit Omaha with 4 hole cards (`plo5`: 5)."),
  ),
  tableSize: IntegerSchema,
  minPlayers: IntegerSchema,
  maxPlayers: IntegerSchema,
  startingStack: IntegerSchema,
  lateRegistrationLevels: IntegerSchema,
  allowedTrustModes: v.array(TrustModeSchema),
  defaultBlindStructureId: v.string(),
  defaultPayoutStructureId: v.string(),
});

export const CatalogSchema = v.object({
  catalogVersion: CatalogVersionSchema,
  object: v.literal("developer_tournament_catalog"),
  presets: v.pipe(v.array(PresetSchema), v.minLength(1)),
  approvedStructures: v.object({
    blindStructures: v.pipe(v.array(BlindStructureSchema), v.minLength(1)),
    payoutStructures: v.pipe(v.array(PayoutStructureSchema), v.minLength(1)),
  }),
});

export const PresetListSchema = v.object({
  catalogVersion: CatalogVersionSchema,
  object: v.literal("developer_tournament_presets"),
  page: PageSchema,
  data: v.pipe(v.array(PresetSchema), v.minLength(1)),
});

export const PresetEnvelope = v.object({
  catalogVersion: CatalogVersionSchema,
  object: v.literal("developer_tournament_preset"),
  preset: PresetSchema,
  defaults: v.object({ blindStructure: BlindStructureSchema, payoutStructure: PayoutStructureSchema }),
});

export const PresetListQuery = ListQuery;
export const PresetParams = v.object({ presetKey: v.pipe(v.string(), v.minLength(1), v.maxLength(120)) });

export function presetRecord(row: TournamentPresetRow): v.InferOutput<typeof PresetSchema> {
  return {
    object: "tournament_preset",
    catalogVersion: CATALOG_VERSION,
    presetKey: row.presetKey as (typeof PRESET_KEYS)[number],
    name: row.name,
    format: row.format,
    game: row.game,
    tableSize: row.tableSize,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    startingStack: row.startingStack,
    lateRegistrationLevels: row.lateRegistrationLevels,
    allowedTrustModes: row.allowedTrustModes,
    defaultBlindStructureId: row.defaultBlindStructureId,
    defaultPayoutStructureId: row.defaultPayoutStructureId,
  };
}
