import * as v from "valibot";
import { intSetting } from "../../env.ts";
import { MAX_BODY_BYTES } from "../../http/body.ts";
import { defineRoute } from "../../http/route.ts";
import { ENGINE_LIMITS } from "../calculations/index.ts";
import { COMPLETE_LIMITS } from "../management/tournaments/schema.ts";
import { IntegerSchema } from "../schemas.ts";
import { MAX_CLIENT_SEED_CHARS, MAX_CLIENT_SEEDS } from "../shuffles/schema.ts";

const RangeSchema = v.object({ min: IntegerSchema, max: IntegerSchema });

/** ENGINE_LIMITS, one object per calculation endpoint (the values come from src/engine). */
const CalculationLimitsSchema = v.object({
  holdemEquity: v.object({
    minPlayers: IntegerSchema,
    maxPlayers: IntegerSchema,
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
  holdemHand: v.object({
    minSeats: IntegerSchema,
    maxSeats: IntegerSchema,
    maxSeatsPlo5: IntegerSchema,
    maxActions: IntegerSchema,
    workUnitsPerAction: IntegerSchema,
  }),
  omahaEquity: v.object({
    minPlayers: IntegerSchema,
    maxPlayers: IntegerSchema,
    exactWorkBudget: IntegerSchema,
    monteCarloDefaultSamples: IntegerSchema,
    monteCarloMaxSamples: IntegerSchema,
    maxWorkUnits: IntegerSchema,
    defaultWorkUnits: IntegerSchema,
    monteCarloMaxSeed: IntegerSchema,
  }),
});

export const getLimits = defineRoute({
  method: "GET",
  path: "/v1/limits",
  operationId: "getLimits",
  example: {
    response: {
      status: 200,
      body: {
        object: "limits",
        requestBodyMaxBytes: 65536,
        rateLimitPerMinute: 100000,
        calculations: {
          holdemEquity: {
            minPlayers: 2,
            maxPlayers: 10,
            maxRangeLength: 2000,
            maxRangeItems: 300,
            exactWorkBudget: 25000000,
            monteCarloDefaultSamples: 100000,
            monteCarloMaxSamples: 1000000,
            maxWorkUnits: 25000000,
            defaultWorkUnits: 8000000,
            monteCarloMaxSeed: 4294967295,
          },
          icmDeal: {
            minPlayers: 2,
            maxPlayers: 10000,
            maxIdLength: 64,
            maxBodyBytes: 2097152,
            maxWorkUnits: 25000000,
            maxFinishCells: 50000,
            maxSamples: 1000000,
            defaultSamples: 200000,
            defaultWorkUnits: 8000000,
            maxSeed: 4294967295,
            defaultIcmWeight: 0.5,
            defaultUnit: 1,
          },
          tournamentPayouts: {
            minEntrants: 2,
            maxEntrants: 100000,
            defaultPaidShare: { winner_take_all: 0, top_heavy: 0.1, standard: 0.15, flat: 0.2 },
          },
          blindSchedule: {
            minPlayers: 2,
            maxPlayers: 100000,
            minTargetDurationMinutes: 10,
            maxTargetDurationMinutes: 4320,
            maxLevelMinutes: 240,
            maxDenominations: 12,
            maxItems: 200,
            overtimeLevels: 3,
            breakEveryLevels: { min: 1, max: 50 },
            breakMinutes: { min: 1, max: 240 },
            minStartingBigBlinds: 10,
            maxChipsInPlay: 1000000000000000,
            durationTolerance: 0.25,
          },
          chipDistribution: { maxPlayers: 1000, maxDenominations: 12, maxStackUnits: 500000, minSmallestChips: 8 },
          holdemHand: { minSeats: 2, maxSeats: 10, maxSeatsPlo5: 8, maxActions: 500, workUnitsPerAction: 4000 },
          omahaEquity: {
            minPlayers: 2,
            maxPlayers: 6,
            exactWorkBudget: 25000000,
            monteCarloDefaultSamples: 100000,
            monteCarloMaxSamples: 1000000,
            maxWorkUnits: 25000000,
            defaultWorkUnits: 8000000,
            monteCarloMaxSeed: 4294967295,
          },
        },
        management: { completeTournament: { maxResults: 10000, maxBodyBytes: 2097152 } },
        shuffles: { maxClientSeeds: 16, maxClientSeedChars: 128 },
      },
    },
  },
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
        shuffles: v.pipe(
          v.object({ maxClientSeeds: IntegerSchema, maxClientSeedChars: IntegerSchema }),
          v.description("POST /v1/shuffles/{shuffleId}/deck: client seeds per deck and characters per seed."),
        ),
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
      shuffles: { maxClientSeeds: MAX_CLIENT_SEEDS, maxClientSeedChars: MAX_CLIENT_SEED_CHARS },
    },
  }),
});
