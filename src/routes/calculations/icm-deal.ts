import * as v from "valibot";
import { ICM_LIMITS, type IcmDealInput, prepareIcmDeal } from "../../engine/deal.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { IntegerSchema, int, text } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import { AMOUNT_MAX, ModeSchema, MonteCarloResult, monteCarloRequest, type OutputIs, RoundingRequest } from "./shared-schemas.ts";

export const IcmDealBody = v.strictObject({
  players: v.pipe(
    v.array(v.strictObject({ id: text(1, ICM_LIMITS.maxIdLength), stack: int(1, AMOUNT_MAX) })),
    v.minLength(ICM_LIMITS.minPlayers),
    v.maxLength(ICM_LIMITS.maxPlayers),
  ),
  payouts: v.pipe(v.array(int(0, AMOUNT_MAX)), v.minLength(1), v.maxLength(ICM_LIMITS.maxPlayers)),
  leaveForWinner: v.optional(int(0, AMOUNT_MAX), 0),
  blend: v.optional(v.strictObject({ icmWeight: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), ICM_LIMITS.defaultIcmWeight) })),
  rounding: RoundingRequest,
  mode: ModeSchema,
  monteCarlo: monteCarloRequest(ICM_LIMITS.maxSamples),
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof IcmDealBody, IcmDealInput>;

const Suggestions = v.object({ icm: IntegerSchema, chipChop: IntegerSchema, equal: IntegerSchema, blended: IntegerSchema });
const Reconciliation = v.object({
  unrounded: v.number(),
  allocated: v.pipe(IntegerSchema, v.description("What the players get in total, residue included: always the deal pool.")),
  residue: v.pipe(
    IntegerSchema,
    v.description("The part of the deal pool that is not a multiple of the unit, given whole to one player (inside allocated)."),
  ),
  residueAssignedTo: v.nullable(v.string()),
});

const IcmDealResponse = v.object({
  object: v.literal("icm_deal"),
  engineVersion: v.string(),
  method: v.picklist(["exact", "monte_carlo"]),
  prizePool: IntegerSchema,
  dealPool: IntegerSchema,
  leaveForWinner: IntegerSchema,
  players: v.array(
    v.object({
      id: v.string(),
      stack: IntegerSchema,
      chipShare: v.number(),
      icmEquity: v.number(),
      finishProbabilities: v.array(v.number()),
      suggestions: Suggestions,
      flags: v.object({ chipChopCapped: v.boolean() }),
    }),
  ),
  reconciliation: v.object({ icm: Reconciliation, chipChop: Reconciliation, equal: Reconciliation, blended: Reconciliation }),
  monteCarlo: MonteCarloResult,
});

export const icmDeal = defineCalculation({
  path: "/v1/calculations/icm/deal",
  // 10,000 players with 64-character ids and 12-digit stacks, and their payouts, need about 1.1 MB.
  maxBodyBytes: ICM_LIMITS.maxBodyBytes,
  operationId: "calculateIcmDeal",
  example: {
    body: {
      players: [
        { id: "alice", stack: 50000 },
        { id: "bob", stack: 30000 },
        { id: "carol", stack: 20000 },
      ],
      payouts: [5000, 3000, 2000],
      rounding: { unit: 10 },
    },
    response: {
      object: "icm_deal",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      prizePool: 10000,
      dealPool: 10000,
      leaveForWinner: 0,
      players: [
        {
          id: "alice",
          stack: 50000,
          chipShare: 0.5,
          icmEquity: 3839.2857142857147,
          finishProbabilities: [0.5, 0.3392857142857143, 0.16071428571428573],
          suggestions: { icm: 3840, chipChop: 4000, equal: 3340, blended: 3920 },
          flags: { chipChopCapped: false },
        },
        {
          id: "bob",
          stack: 30000,
          chipShare: 0.3,
          icmEquity: 3275,
          finishProbabilities: [0.3, 0.37500000000000006, 0.325],
          suggestions: { icm: 3270, chipChop: 3200, equal: 3330, blended: 3240 },
          flags: { chipChopCapped: false },
        },
        {
          id: "carol",
          stack: 20000,
          chipShare: 0.2,
          icmEquity: 2885.714285714286,
          finishProbabilities: [0.2, 0.2857142857142857, 0.5142857142857143],
          suggestions: { icm: 2890, chipChop: 2800, equal: 3330, blended: 2840 },
          flags: { chipChopCapped: false },
        },
      ],
      reconciliation: {
        icm: { unrounded: 10000, allocated: 10000, residue: 0, residueAssignedTo: null },
        chipChop: { unrounded: 10000, allocated: 10000, residue: 0, residueAssignedTo: null },
        equal: { unrounded: 10000, allocated: 10000, residue: 0, residueAssignedTo: null },
        blended: { unrounded: 10000, allocated: 10000, residue: 0, residueAssignedTo: null },
      },
      monteCarlo: null,
    },
  },
  summary: "ICM deal suggestions",
  description:
    "Malmuth-Harville ICM equities with chip-chop, equal and blended suggestions side by side, each rounded to `rounding.unit` by largest remainder so that it sums exactly to the deal pool (prize pool minus `leaveForWinner`); ties go to the larger stack, then the earlier player, and equal stacks always get equal equities. No suggestion passes first prize (after `leaveForWinner`) whenever an allocation with every suggestion within one unit of its unrounded value allows it; where none does (for example chip chop of stacks 1, 10, 11 for payouts 20, 18, 4 in units of 7: 7, 14, 21), staying within one unit wins and a suggestion may pass first prize. Exact by dynamic programming over the sets of finished players, restricted to the paid places; when that work exceeds the budget (see GET /v1/limits), `auto` samples finishing orders exactly from the model with the seeded generator and reports the standard error, and `exact` answers 422 compute_budget_exceeded.",
  body: IcmDealBody,
  response: IcmDealResponse,
  errors: ["compute_budget_exceeded"],
  prepare: prepareIcmDeal,
});
