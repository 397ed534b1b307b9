import * as v from "valibot";
import { type ChipPlanInput, prepareChipPlan } from "../../engine/chips.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { IntegerSchema, text } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import type { OutputIs } from "./shared-schemas.ts";

const positiveInt = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

export const ChipPlanBody = v.strictObject({
  players: positiveInt(1000),
  startingStack: positiveInt(1_000_000_000),
  denominations: v.pipe(
    v.array(
      v.strictObject({
        value: positiveInt(1_000_000_000),
        available: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000))),
        color: v.optional(text(1, 32)),
      }),
    ),
    v.minLength(1),
    v.maxLength(12),
  ),
  bigBlind: v.optional(positiveInt(1_000_000_000)),
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof ChipPlanBody, ChipPlanInput>;

const ChipCountSchema = v.object({ value: IntegerSchema, count: IntegerSchema, color: v.optional(v.string()) });

const ChipPlanResponse = v.object({
  object: v.literal("chip_distribution"),
  engineVersion: v.string(),
  method: v.literal("exact"),
  feasible: v.boolean(),
  perPlayer: v.array(ChipCountSchema),
  chipsPerPlayer: IntegerSchema,
  totals: v.array(v.object({ value: IntegerSchema, needed: IntegerSchema, available: v.nullable(IntegerSchema), spare: v.nullable(IntegerSchema) })),
  shortfall: v.array(v.object({ value: IntegerSchema, needed: IntegerSchema, available: IntegerSchema, missing: IntegerSchema })),
  reason: v.nullable(v.string()),
});

export const chipPlan = defineCalculation({
  path: "/v1/calculations/chips/starting-stack",
  operationId: "calculateChipDistribution",
  example: {
    body: {
      players: 9,
      startingStack: 10000,
      denominations: [
        { value: 25, available: 150 },
        { value: 100, available: 150 },
        { value: 500, available: 100 },
        { value: 1000, available: 100 },
      ],
    },
    response: {
      object: "chip_distribution",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      feasible: true,
      perPlayer: [
        { value: 25, count: 8 },
        { value: 100, count: 3 },
        { value: 500, count: 1 },
        { value: 1000, count: 9 },
      ],
      chipsPerPlayer: 21,
      totals: [
        { value: 25, needed: 72, available: 150, spare: 78 },
        { value: 100, needed: 27, available: 150, spare: 123 },
        { value: 500, needed: 9, available: 100, spare: 91 },
        { value: 1000, needed: 81, available: 100, spare: 19 },
      ],
      shortfall: [],
      reason: null,
    },
  },
  summary: "Chip distribution for a starting stack",
  description:
    "Splits a starting stack into physical chips per player: the exact stack, enough of the smallest chips to post blinds and make change in the first levels (at least 8 where the stack allows), then as few chips as possible, checked against the inventory. An infeasible inventory is an answer (feasible: false with the shortfall), not an error; a stack the denominations cannot express exactly is 400.",
  body: ChipPlanBody,
  response: ChipPlanResponse,
  errors: ["compute_budget_exceeded"],
  prepare: prepareChipPlan,
});
