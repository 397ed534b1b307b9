import * as v from "valibot";
import type { RingGameRow } from "../../../db/schema.ts";
import type { FieldError } from "../../../http/errors.ts";
import { EnvironmentSchema, IntegerSchema, int, NameSchema, TimestampSchema } from "../../schemas.ts";
import { TrustModeSchema } from "../catalog/schema.ts";
import { IdParamSchema, ListQuery, listOf, ProjectIdSchema, RoomIdSchema } from "../schema.ts";

/** Chips: integers up to 10^11 (the hand engine's amount limit). */
export const CHIPS_MAX = 100_000_000_000;
const Chips = int(1, CHIPS_MAX);

export const RING_GAME_LIMITS = {
  tableSize: { min: 2, max: 10 },
  actionSeconds: { min: 5, max: 120, default: 20 },
  timeBankSeconds: { min: 0, max: 600, default: 30 },
  delaySeconds: { min: 0, max: 900, delayedDefault: 60 },
} as const;
const L = RING_GAME_LIMITS;

const AnteSchema = v.nullable(v.strictObject({ kind: v.picklist(["traditional", "big_blind"]), amount: Chips }));
const ClockInput = v.strictObject({
  actionSeconds: v.optional(int(L.actionSeconds.min, L.actionSeconds.max)),
  timeBankSeconds: v.optional(int(L.timeBankSeconds.min, L.timeBankSeconds.max)),
});
const SpectatorModeSchema = v.picklist(["live", "delayed", "off"]);
const SpectatorsInput = v.strictObject({
  mode: v.optional(SpectatorModeSchema),
  delaySeconds: v.optional(int(L.delaySeconds.min, L.delaySeconds.max)),
});
const RingGameStatusSchema = v.picklist(["open", "closed"]);
export const GameSchema = v.pipe(
  v.picklist(["nlhe", "plo4", "plo5"]),
  v.description("`nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8)."),
);
/** Five-card Omaha deals 5 cards a seat plus 8 for the board and burns: 8 seats use 48 of the 52 cards. */
const PLO5_MAX_SEATS = 8;
const RevealAfterSchema = v.pipe(
  v.picklist(["hand", "table_close"]),
  v.description(
    "When a hand's server seed is published: `hand` (at the hand's end) or `table_close` (when the table closes). A seed discloses the hand's whole deck, folded and mucked cards included. Default: `hand` for bot_only, `table_close` otherwise.",
  ),
);
const FairnessInput = v.strictObject({ revealAfter: RevealAfterSchema });

export const CreateRingGameBody = v.strictObject({
  name: NameSchema,
  roomId: RoomIdSchema,
  projectId: v.optional(ProjectIdSchema),
  game: GameSchema,
  tableSize: int(L.tableSize.min, L.tableSize.max),
  smallBlind: Chips,
  bigBlind: Chips,
  ante: v.optional(AnteSchema),
  buyIn: v.strictObject({ min: Chips, max: Chips }),
  clock: v.optional(ClockInput),
  spectators: v.optional(SpectatorsInput),
  trustMode: TrustModeSchema,
  fairness: v.optional(FairnessInput),
});
export type CreateRingGameInput = v.InferOutput<typeof CreateRingGameBody>;

export const UpdateRingGameBody = v.strictObject({
  name: v.optional(NameSchema),
  clock: v.optional(ClockInput),
  spectators: v.optional(SpectatorsInput),
  status: v.optional(RingGameStatusSchema),
});

type Clock = RingGameRow["clock"];
type Spectators = RingGameRow["spectators"];

/** The clock a ring game runs with: `input` over `base` (the defaults at creation, the current clock on update). */
export function clockOf(input: v.InferOutput<typeof ClockInput> | undefined, base: Clock): Clock {
  return { actionSeconds: input?.actionSeconds ?? base.actionSeconds, timeBankSeconds: input?.timeBankSeconds ?? base.timeBankSeconds };
}

export const DEFAULT_CLOCK: Clock = { actionSeconds: L.actionSeconds.default, timeBankSeconds: L.timeBankSeconds.default };
export const DEFAULT_SPECTATORS: Spectators = { mode: "live", delaySeconds: 0 };

/** The reveal policy a ring game runs with: as asked, else each hand's end for bots alone, the table's close when people play. */
export function fairnessOf(
  input: v.InferOutput<typeof FairnessInput> | undefined,
  trustMode: RingGameRow["trustMode"],
): NonNullable<RingGameRow["fairness"]> {
  return { revealAfter: input?.revealAfter ?? (trustMode === "bot_only" ? "hand" : "table_close") };
}

/**
 * The spectators' settings: `mode` over the base mode; `delaySeconds` only means something for `delayed`
 * (default 60 when switching to it, at least 1), and is 0 for `live` and `off` (another value is 400).
 */
export function spectatorsOf(input: v.InferOutput<typeof SpectatorsInput> | undefined, base: Spectators, errors: FieldError[]): Spectators {
  const mode = input?.mode ?? base.mode;
  if (mode !== "delayed") {
    if (input?.delaySeconds !== undefined && input.delaySeconds !== 0) {
      errors.push({ path: "/spectators/delaySeconds", code: "not_allowed", message: `a delay applies only to mode delayed (mode is ${mode})` });
    }
    return { mode, delaySeconds: 0 };
  }
  const delaySeconds = input?.delaySeconds ?? (base.mode === "delayed" ? base.delaySeconds : L.delaySeconds.delayedDefault);
  if (delaySeconds < 1)
    errors.push({ path: "/spectators/delaySeconds", code: "too_small", message: "mode delayed needs a delay of at least 1 second" });
  return { mode, delaySeconds };
}

/** Cross-field rules of a create body (every failing field reported). */
export function checkCreateRingGame(body: CreateRingGameInput): FieldError[] {
  const errors: FieldError[] = [];
  if (body.bigBlind < body.smallBlind) errors.push({ path: "/bigBlind", code: "out_of_order", message: "bigBlind must be at least smallBlind" });
  if (body.buyIn.max < body.buyIn.min) errors.push({ path: "/buyIn/max", code: "out_of_order", message: "buyIn.max must be at least buyIn.min" });
  if (body.game === "plo5" && body.tableSize > PLO5_MAX_SEATS) {
    errors.push({ path: "/tableSize", code: "too_large", message: `plo5 tables seat at most ${PLO5_MAX_SEATS} (the deck deals 5 cards a seat)` });
  }
  spectatorsOf(body.spectators, DEFAULT_SPECTATORS, errors);
  return errors;
}

export const RingGameParams = v.object({ ringGameId: IdParamSchema });
export const RingGameListQuery = v.object({ ...ListQuery.entries, status: v.optional(RingGameStatusSchema), roomId: v.optional(RoomIdSchema) });

export const RingGameSchema = v.object({
  id: v.string(),
  object: v.literal("ring_game"),
  name: v.string(),
  roomId: v.string(),
  projectId: v.nullable(v.string()),
  environment: EnvironmentSchema,
  game: GameSchema,
  tableSize: IntegerSchema,
  smallBlind: IntegerSchema,
  bigBlind: IntegerSchema,
  ante: v.nullable(v.object({ kind: v.picklist(["traditional", "big_blind"]), amount: IntegerSchema })),
  buyIn: v.object({ min: IntegerSchema, max: IntegerSchema }),
  clock: v.object({ actionSeconds: IntegerSchema, timeBankSeconds: IntegerSchema }),
  spectators: v.object({ mode: SpectatorModeSchema, delaySeconds: IntegerSchema }),
  trustMode: TrustModeSchema,
  fairness: v.object({ revealAfter: RevealAfterSchema }),
  status: RingGameStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export const RingGameEnvelope = v.object({ ringGame: RingGameSchema });
export const RingGameList = listOf("developer_ring_games", RingGameSchema);

export function ringGameRecord(row: RingGameRow): v.InferOutput<typeof RingGameSchema> {
  return {
    id: row.id,
    object: "ring_game",
    name: row.name,
    roomId: row.roomId,
    projectId: row.projectId,
    environment: row.environment,
    game: row.game,
    tableSize: row.tableSize,
    smallBlind: row.smallBlind,
    bigBlind: row.bigBlind,
    ante: row.ante ?? null,
    buyIn: row.buyIn,
    clock: row.clock,
    spectators: row.spectators,
    trustMode: row.trustMode,
    fairness: row.fairness ?? fairnessOf(undefined, row.trustMode),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
