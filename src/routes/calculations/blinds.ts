import * as v from "valibot";
import { BLIND_LIMITS, type BlindScheduleInput, prepareBlindSchedule } from "../../engine/blinds.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { BlindBreakSchema, BlindLevelSchema, IntegerSchema, int } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import { AMOUNT_MAX, type OutputIs } from "./shared-schemas.ts";

export const BlindsBody = v.strictObject({
  startingStack: int(1, AMOUNT_MAX),
  players: int(BLIND_LIMITS.minPlayers, BLIND_LIMITS.maxPlayers),
  targetDurationMinutes: int(BLIND_LIMITS.minTargetDurationMinutes, BLIND_LIMITS.maxTargetDurationMinutes),
  levelMinutes: int(1, BLIND_LIMITS.maxLevelMinutes),
  denominations: v.pipe(v.array(int(1, AMOUNT_MAX)), v.minLength(1), v.maxLength(BLIND_LIMITS.maxDenominations)),
  ante: v.optional(v.picklist(["none", "big_blind", "traditional"]), "big_blind"),
  anteFromLevel: v.optional(int(1, BLIND_LIMITS.maxItems), 1),
  breaks: v.optional(
    v.nullable(
      v.strictObject({
        everyLevels: int(BLIND_LIMITS.breakEveryLevels.min, BLIND_LIMITS.breakEveryLevels.max),
        minutes: int(BLIND_LIMITS.breakMinutes.min, BLIND_LIMITS.breakMinutes.max),
        colorUp: v.optional(v.boolean(), true),
      }),
    ),
  ),
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof BlindsBody, BlindScheduleInput>;

const BlindsResponse = v.object({
  object: v.literal("blind_schedule"),
  engineVersion: v.string(),
  method: v.literal("exact"),
  levels: v.array(v.variant("kind", [BlindLevelSchema, BlindBreakSchema])),
  estimatedDurationMinutes: IntegerSchema,
  summary: v.object({
    levels: IntegerSchema,
    breaks: IntegerSchema,
    startingBigBlinds: IntegerSchema,
    chipsInPlay: IntegerSchema,
    finalBigBlind: IntegerSchema,
  }),
});

export const blindSchedule = defineCalculation({
  path: "/v1/calculations/tournaments/blinds",
  operationId: "calculateBlindSchedule",
  example: {
    body: {
      startingStack: 1500,
      players: 6,
      targetDurationMinutes: 90,
      levelMinutes: 8,
      denominations: [5, 25, 100, 500],
      ante: "none",
      breaks: null,
    },
    response: {
      object: "blind_schedule",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      levels: [
        { kind: "level", level: 1, smallBlind: 10, bigBlind: 20, ante: 0, durationMinutes: 8, startsAtMinute: 0 },
        { kind: "level", level: 2, smallBlind: 15, bigBlind: 30, ante: 0, durationMinutes: 8, startsAtMinute: 8 },
        { kind: "level", level: 3, smallBlind: 20, bigBlind: 40, ante: 0, durationMinutes: 8, startsAtMinute: 16 },
        { kind: "level", level: 4, smallBlind: 30, bigBlind: 60, ante: 0, durationMinutes: 8, startsAtMinute: 24 },
        { kind: "level", level: 5, smallBlind: 40, bigBlind: 80, ante: 0, durationMinutes: 8, startsAtMinute: 32 },
        { kind: "level", level: 6, smallBlind: 60, bigBlind: 120, ante: 0, durationMinutes: 8, startsAtMinute: 40 },
        { kind: "level", level: 7, smallBlind: 80, bigBlind: 160, ante: 0, durationMinutes: 8, startsAtMinute: 48 },
        { kind: "level", level: 8, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 8, startsAtMinute: 56 },
        { kind: "level", level: 9, smallBlind: 150, bigBlind: 300, ante: 0, durationMinutes: 8, startsAtMinute: 64 },
        { kind: "level", level: 10, smallBlind: 200, bigBlind: 400, ante: 0, durationMinutes: 8, startsAtMinute: 72 },
        { kind: "level", level: 11, smallBlind: 300, bigBlind: 600, ante: 0, durationMinutes: 8, startsAtMinute: 80 },
        { kind: "level", level: 12, smallBlind: 400, bigBlind: 800, ante: 0, durationMinutes: 8, startsAtMinute: 88, overtime: true },
        { kind: "level", level: 13, smallBlind: 600, bigBlind: 1200, ante: 0, durationMinutes: 8, startsAtMinute: 96, overtime: true },
        { kind: "level", level: 14, smallBlind: 800, bigBlind: 1600, ante: 0, durationMinutes: 8, startsAtMinute: 104, overtime: true },
      ],
      estimatedDurationMinutes: 88,
      summary: { levels: 11, breaks: 0, startingBigBlinds: 75, chipsInPlay: 9000, finalBigBlind: 600 },
    },
  },
  summary: "Blind schedule for a tournament",
  description:
    "Builds levels the chips on the table can post: every blind and ante is a multiple of the smallest denomination still in play, blinds follow the ladder published structures use (small blinds ..., 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000, ...; 75, 125, 750, 1250 and, for slow schedules, 700, 900, 3500 where they fit better; plain multiples of the chip only where the chip allows nothing else), the big blind grows at most 2x into levels 2 and 3 and at most 1.6x per level after them, in steps that vary little (typically 1.2x-1.5x), the small blind is half the big blind, antes follow `ante` from `anteFromLevel` (big_blind: the big blind; traditional: about an eighth of it). `breaks` is `{ everyLevels (1..50), minutes (1..240), colorUp (default true) }` or null; a break after every `everyLevels` levels colors up each denomination no later blind or ante needs. Planned levels start near 100 big blinds (20-400) and end at a big blind of 1/40-1/5 of the chips in play (about 1/20), with `estimatedDurationMinutes` (levels plus breaks, overtime excluded) within 25% of the target; two or three `overtime` levels follow. A target that no such schedule can meet (for example a large field with short stacks and a short target, which would need steps above 1.6x) is 400 on /targetDurationMinutes; a starting stack the denominations cannot make exactly, or below 10 big blinds of twice the smallest chip, is 400 on /startingStack. The `levels` can be saved unchanged as a blind structure.",
  body: BlindsBody,
  response: BlindsResponse,
  errors: ["compute_budget_exceeded"],
  prepare: prepareBlindSchedule,
});
