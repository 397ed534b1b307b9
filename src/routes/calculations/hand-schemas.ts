import * as v from "valibot";
import { HAND_CATEGORIES } from "../../engine/evaluator.ts";
import { HAND_LIMITS } from "../../engine/holdem/hand.ts";
import { STREETS } from "../../engine/holdem/types.ts";
import { IdParamSchema } from "../management/schema.ts";
import { IntegerSchema, int, text } from "../schemas.ts";
import { HistoryRequestSchema, HistoryResultSchema, ShuffleEvidenceSchema } from "./hand-history-schemas.ts";
import { AMOUNT_MAX } from "./shared-schemas.ts";

/** The request and answer of the hand endpoints (hold'em and Omaha): the same fields, Omaha adds `game`. */
const SeatId = text(1, 64);
const cardText = (max: number) => v.pipe(v.string(), v.maxLength(max));

const ActionSchema = v.variant("type", [
  v.strictObject({ seat: SeatId, type: v.picklist(["fold", "check", "call", "all_in"]) }),
  v.strictObject({ seat: SeatId, type: v.picklist(["bet", "raise"]), to: int(1, AMOUNT_MAX) }),
]);

export const HAND_BODY_ENTRIES = {
  seats: v.pipe(
    v.array(v.strictObject({ id: SeatId, stack: int(1, AMOUNT_MAX), cards: v.optional(cardText(32)) })),
    v.minLength(HAND_LIMITS.minSeats),
    v.maxLength(HAND_LIMITS.maxSeats),
  ),
  button: SeatId,
  forcedBets: v.strictObject({
    smallBlind: int(0, AMOUNT_MAX),
    bigBlind: int(1, AMOUNT_MAX),
    ante: v.optional(v.nullable(v.strictObject({ kind: v.picklist(["traditional", "big_blind"]), amount: int(1, AMOUNT_MAX) }))),
    smallBlindMissing: v.optional(v.boolean(), false),
    deadBlinds: v.optional(v.pipe(v.array(v.strictObject({ seat: SeatId, amount: int(1, AMOUNT_MAX) })), v.maxLength(HAND_LIMITS.maxSeats)), []),
  }),
  board: v.optional(cardText(32), ""),
  actions: v.optional(v.pipe(v.array(ActionSchema), v.maxLength(HAND_LIMITS.maxActions)), []),
  history: HistoryRequestSchema,
  shuffleId: v.optional(IdParamSchema),
};

const StreetSchema = v.picklist(STREETS);
const RangeTo = v.nullable(v.object({ minTo: IntegerSchema, maxTo: IntegerSchema }));

export const HAND_RESPONSE_ENTRIES = {
  engineVersion: v.string(),
  method: v.literal("exact"),
  status: v.picklist(["in_progress", "awaiting_cards", "complete"]),
  street: StreetSchema,
  board: v.string(),
  button: v.string(),
  smallBlind: v.nullable(v.string()),
  bigBlind: v.string(),
  toAct: v.nullable(v.string()),
  legalActions: v.nullable(
    v.object({
      fold: v.boolean(),
      check: v.boolean(),
      call: v.nullable(IntegerSchema),
      bet: RangeTo,
      raise: RangeTo,
      all_in: v.nullable(IntegerSchema),
      allIn: v.nullable(IntegerSchema),
    }),
  ),
  currentBet: IntegerSchema,
  minRaise: IntegerSchema,
  seats: v.array(
    v.object({
      id: v.string(),
      stack: IntegerSchema,
      committed: IntegerSchema,
      contributed: IntegerSchema,
      status: v.picklist(["in_hand", "folded", "all_in"]),
      cards: v.nullable(v.string()),
    }),
  ),
  pots: v.array(
    v.object({
      amount: IntegerSchema,
      eligible: v.array(v.string()),
      winners: v.nullable(v.array(v.object({ id: v.string(), amount: IntegerSchema }))),
    }),
  ),
  returned: v.array(v.object({ id: v.string(), street: StreetSchema, amount: IntegerSchema })),
  missingCards: v.nullable(v.object({ board: v.boolean(), seats: v.array(v.string()) })),
  result: v.nullable(
    v.object({
      wonByFold: v.boolean(),
      stacks: v.array(v.object({ id: v.string(), stack: IntegerSchema, net: IntegerSchema })),
      hands: v.array(v.object({ id: v.string(), cards: v.string(), category: v.picklist(HAND_CATEGORIES) })),
    }),
  ),
  history: HistoryResultSchema,
  shuffle: v.nullable(ShuffleEvidenceSchema),
};
