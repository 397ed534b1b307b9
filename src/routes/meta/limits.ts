import * as v from "valibot";
import { intSetting } from "../../env.ts";
import { MAX_BODY_BYTES } from "../../http/body.ts";
import { defineRoute } from "../../http/route.ts";
import { ENGINE_LIMITS } from "../calculations/index.ts";
import { COMPLETE_LIMITS } from "../management/tournaments/schema.ts";
import { IntegerSchema } from "../schemas.ts";

const RangeSchema = v.object({ min: IntegerSchema, max: IntegerSchema });

/** ENGINE_LIMITS, one object per calculation endpoint (the values come from src/engine). */
const CalculationLimitsSchema = v.object({
  holdemEquity: v.object({
    players: IntegerSchema,
    maxRangeLength: IntegerSchema,
    maxRangeItems: IntegerSchema,
    exactWorkBudget: IntegerSchema,
    monteCarloDefaultSamples: IntegerSchema,
    monteCarloMaxSamples: IntegerSchema,
    maxWorkUnits: IntegerSchema,
    defaultWorkUnits: IntegerSchema,
    monteCarloMaxSeed: IntegerSchema,
  }),
  icmDeal: v.object({
    minPlayers: IntegerSchema,
    maxPlayers: IntegerSchema,
    maxIdLength: IntegerSchema,
    maxBodyBytes: IntegerSchema,
    maxWorkUnits: IntegerSchema,
    maxFinishCells: IntegerSchema,
    maxSamples: IntegerSchema,
    defaultSamples: IntegerSchema,
    defaultWorkUnits: IntegerSchema,
    maxSeed: IntegerSchema,
    defaultIcmWeight: v.number(),
    defaultUnit: IntegerSchema,
  }),
  tournamentPayouts: v.object({
    minEntrants: IntegerSchema,
    maxEntrants: IntegerSchema,
    defaultPaidShare: v.object({ winner_take_all: v.number(), top_heavy: v.number(), standard: v.number(), flat: v.number() }),
  }),
  blindSchedule: v.object({
    minPlayers: IntegerSchema,
    maxPlayers: IntegerSchema,
    minTargetDurationMinutes: IntegerSchema,
    maxTargetDurationMinutes: IntegerSchema,
    maxLevelMinutes: IntegerSchema,
    maxDenominations: IntegerSchema,
    maxItems: IntegerSchema,
    overtimeLevels: IntegerSchema,
    breakEveryLevels: RangeSchema,
    breakMinutes: RangeSchema,
    minStartingBigBlinds: IntegerSchema,
    maxChipsInPlay: IntegerSchema,
    durationTolerance: v.number(),
  }),
  chipDistribution: v.object({
    maxPlayers: IntegerSchema,
    maxDenominations: IntegerSchema,
    maxStackUnits: IntegerSchema,
    minSmallestChips: IntegerSchema,
  }),
});

export const getLimits = defineRoute({
  method: "GET",
  path: "/v1/limits",
  operationId: "getLimits",
  summary: "Numeric limits in force",
  description:
    "Body size, rate limit, and per-calculation caps and work budgets (in work units: one unit is about one nanosecond of CPU on the reference machine). `requestBodyMaxBytes` is the default body limit; an endpoint that accepts more says so in its `maxBodyBytes`. Any valid key may call it; it costs no credit.",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "key" },
  responses: {
    200: {
      description: "The limits.",
      schema: v.object({
        object: v.literal("limits"),
        requestBodyMaxBytes: IntegerSchema,
        rateLimitPerMinute: IntegerSchema,
        calculations: CalculationLimitsSchema,
        management: v.object({
          completeTournament: v.pipe(
            v.object({ maxResults: IntegerSchema, maxBodyBytes: IntegerSchema }),
            v.description("POST /api/v1/management/tournaments/{tournamentId}/complete: results per request and its body limit."),
          ),
        }),
      }),
    },
  },
  handler: ({ env }) => ({
    body: {
      object: "limits",
      requestBodyMaxBytes: MAX_BODY_BYTES,
      rateLimitPerMinute: intSetting(env.RATE_LIMIT_PER_MINUTE, 600),
      calculations: ENGINE_LIMITS,
      management: { completeTournament: COMPLETE_LIMITS },
    },
  }),
});
