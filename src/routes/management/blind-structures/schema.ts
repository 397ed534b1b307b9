import * as v from "valibot";
import type { BlindStructureRow } from "../../../db/schema.ts";
import type { LevelItem } from "../../../domain/structures.ts";
import type { FieldError } from "../../../http/errors.ts";
import { BlindBreakSchema, BlindLevelSchema, IntegerSchema, int, NameSchema, TimestampSchema } from "../../schemas.ts";
import { CATALOG_VERSION, CatalogVersionSchema, IdParamSchema, ListQuery, listOf, ProvenanceSchema, RoomIdSchema } from "../schema.ts";

const CHIPS_MAX = 1_000_000_000_000;
const Duration = int(1, 240);

/**
 * Level items as CONTRACT.md 4.3 describes them. `level` and `startsAtMinute` are accepted so that
 * a blind-schedule calculation's `levels` can be saved unchanged; they are derived on save.
 */
const LevelInput = v.strictObject({
  kind: v.literal("level"),
  level: v.optional(int(1, 10_000)),
  smallBlind: int(1, CHIPS_MAX),
  bigBlind: int(1, CHIPS_MAX),
  ante: int(0, CHIPS_MAX),
  durationMinutes: Duration,
  startsAtMinute: v.optional(int(0, 1_000_000)),
  overtime: v.optional(v.boolean()),
});
const BreakInput = v.strictObject({
  kind: v.literal("break"),
  durationMinutes: Duration,
  startsAtMinute: v.optional(int(0, 1_000_000)),
  colorUp: v.optional(v.pipe(v.array(int(1, CHIPS_MAX)), v.maxLength(12))),
});
const LevelsInput = v.pipe(v.array(v.variant("kind", [LevelInput, BreakInput])), v.minLength(1), v.maxLength(200));
type LevelsIn = v.InferOutput<typeof LevelsInput>;

const EstimatedDuration = int(1, 10_080);

export const CreateBlindStructureBody = v.strictObject({
  name: NameSchema,
  roomId: RoomIdSchema,
  estimatedDurationMinutes: EstimatedDuration,
  levels: LevelsInput,
  provenance: v.optional(ProvenanceSchema),
});

export const UpdateBlindStructureBody = v.strictObject({
  name: v.optional(NameSchema),
  estimatedDurationMinutes: v.optional(EstimatedDuration),
  levels: v.optional(LevelsInput),
  provenance: v.optional(ProvenanceSchema),
});

export const BlindStructureParams = v.object({ blindStructureId: IdParamSchema });
export const BlindStructureListQuery = v.object({
  ...ListQuery.entries,
  roomId: v.optional(RoomIdSchema),
  ownership: v.optional(v.picklist(["room", "approved"])),
});

export const BlindStructureSchema = v.object({
  object: v.literal("blind_structure"),
  catalogVersion: CatalogVersionSchema,
  id: v.string(),
  name: v.string(),
  roomId: v.nullable(v.string()),
  ownership: v.picklist(["room", "approved"]),
  estimatedDurationMinutes: IntegerSchema,
  levels: v.array(v.variant("kind", [BlindLevelSchema, BlindBreakSchema])),
  provenance: v.nullable(v.object({ source: v.string(), url: v.optional(v.string()), notes: v.optional(v.string()) })),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export const BlindStructureEnvelope = v.object({
  catalogVersion: CatalogVersionSchema,
  object: v.literal("developer_blind_structure"),
  blindStructure: BlindStructureSchema,
});

export const BlindStructureList = v.object({
  catalogVersion: CatalogVersionSchema,
  ...listOf("developer_blind_structures", BlindStructureSchema).entries,
});

/** The rules across items (CONTRACT.md 4.3) with the path of each offending field. */
export function levelErrors(levels: LevelsIn, root = "/levels"): FieldError[] {
  const errors: FieldError[] = [];
  let previous: { smallBlind: number; bigBlind: number } | null = null;
  levels.forEach((item, i) => {
    if (item.kind !== "level") return;
    if (item.bigBlind < item.smallBlind) {
      errors.push({
        path: `${root}/${i}/bigBlind`,
        code: "out_of_order",
        message: `bigBlind ${item.bigBlind} is below smallBlind ${item.smallBlind}`,
      });
    }
    if (previous && item.smallBlind < previous.smallBlind) {
      errors.push({
        path: `${root}/${i}/smallBlind`,
        code: "out_of_order",
        message: `smallBlind ${item.smallBlind} is below the previous level's ${previous.smallBlind}`,
      });
    }
    if (previous && item.bigBlind < previous.bigBlind) {
      errors.push({
        path: `${root}/${i}/bigBlind`,
        code: "out_of_order",
        message: `bigBlind ${item.bigBlind} is below the previous level's ${previous.bigBlind}`,
      });
    }
    previous = item;
  });
  if (!levels.some((item) => item.kind === "level")) {
    errors.push({ path: root, code: "no_levels", message: "at least one item must be a level" });
  }
  return errors;
}

/** Numbers the levels and accumulates start minutes: what is stored and returned. */
export function normalizeLevels(levels: LevelsIn): LevelItem[] {
  let level = 0;
  let minute = 0;
  return levels.map((item) => {
    const startsAtMinute = minute;
    minute += item.durationMinutes;
    if (item.kind === "break") return { kind: "break", durationMinutes: item.durationMinutes, startsAtMinute, colorUp: item.colorUp ?? [] };
    return {
      kind: "level",
      level: ++level,
      smallBlind: item.smallBlind,
      bigBlind: item.bigBlind,
      ante: item.ante,
      durationMinutes: item.durationMinutes,
      startsAtMinute,
      ...(item.overtime ? { overtime: true as const } : {}),
    };
  });
}

export function blindStructureRecord(row: BlindStructureRow): v.InferOutput<typeof BlindStructureSchema> {
  return {
    object: "blind_structure",
    catalogVersion: CATALOG_VERSION,
    id: row.id,
    name: row.name,
    roomId: row.roomId,
    ownership: row.ownership,
    estimatedDurationMinutes: row.estimatedDurationMinutes,
    levels: row.levels,
    provenance: row.provenance,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function blindStructureEnvelope(row: BlindStructureRow): v.InferOutput<typeof BlindStructureEnvelope> {
  return { catalogVersion: CATALOG_VERSION, object: "developer_blind_structure", blindStructure: blindStructureRecord(row) };
}
