import * as v from "valibot";
import { PAYOUT_LIMITS, type PayoutsInput, preparePayouts } from "../../engine/payouts.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { IntegerSchema, int } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import { AMOUNT_MAX, type OutputIs, RoundingRequest } from "./shared-schemas.ts";

export const PayoutStyleSchema = v.picklist(["winner_take_all", "top_heavy", "standard", "flat"]);

export const PayoutsBody = v.strictObject({
  entrants: int(PAYOUT_LIMITS.minEntrants, PAYOUT_LIMITS.maxEntrants),
  prizePool: int(1, AMOUNT_MAX),
  buyIn: v.optional(int(1, AMOUNT_MAX)),
  style: v.optional(PayoutStyleSchema, "standard"),
  placesPaid: v.optional(v.nullable(int(1, PAYOUT_LIMITS.maxEntrants))),
  rounding: RoundingRequest,
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof PayoutsBody, PayoutsInput>;

const PayoutsResponse = v.object({
  object: v.literal("tournament_payouts"),
  engineVersion: v.string(),
  method: v.literal("exact"),
  entrants: IntegerSchema,
  prizePool: IntegerSchema,
  placesPaid: IntegerSchema,
  style: PayoutStyleSchema,
  payouts: v.array(v.object({ place: IntegerSchema, amount: IntegerSchema, basisPoints: IntegerSchema })),
  tiers: v.array(v.object({ fromPlace: IntegerSchema, toPlace: IntegerSchema, amount: IntegerSchema })),
  reconciliation: v.object({
    prizePool: IntegerSchema,
    allocated: v.pipe(IntegerSchema, v.description("What the places get in total, residue included: always the prize pool.")),
    unit: IntegerSchema,
    unroundedTotal: IntegerSchema,
    roundingResidue: IntegerSchema,
    residueAssignedTo: v.array(IntegerSchema),
    method: v.literal("largest_remainder"),
  }),
});

export const tournamentPayouts = defineCalculation({
  path: "/v1/calculations/tournaments/payouts",
  operationId: "calculateTournamentPayouts",
  example: {
    body: { entrants: 18, prizePool: 1800, buyIn: 100, rounding: { unit: 10 } },
    response: {
      object: "tournament_payouts",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      entrants: 18,
      prizePool: 1800,
      placesPaid: 3,
      style: "standard",
      payouts: [
        { place: 1, amount: 900, basisPoints: 5000 },
        { place: 2, amount: 520, basisPoints: 2889 },
        { place: 3, amount: 380, basisPoints: 2111 },
      ],
      tiers: [
        { fromPlace: 1, toPlace: 1, amount: 900 },
        { fromPlace: 2, toPlace: 2, amount: 520 },
        { fromPlace: 3, toPlace: 3, amount: 380 },
      ],
      reconciliation: {
        prizePool: 1800,
        allocated: 1800,
        unit: 10,
        unroundedTotal: 1800,
        roundingResidue: 0,
        residueAssignedTo: [],
        method: "largest_remainder",
      },
    },
  },
  summary: "Payout ladder for a tournament",
  description:
    "Splits a prize pool over the paid places: integer amounts that add up exactly to the pool, never increase down the ladder and are multiples of `rounding.unit` (the part of the pool that is not goes to first place and is reported). Places paid default by style (about 10% top_heavy, 15% standard, 20% flat, one for winner_take_all; at least two above three entrants) and shrink until every place gets one unit and, with `buyIn` and default places, until the min cash reaches the buy-in (the largest such count, exactly). The decay is a shifted power law whose exponent puts first place on a share that shrinks with places paid; places 10 and below are paid in tiers of equal amounts (10-12, 13-15, 16-18, then bands of 9, 27, 81...). `basisPoints` are integers summing to 10000 (largest remainder), so the ladder can be saved as a payout structure. `placesPaid` above `entrants`, or other than 1 with winner_take_all, is 400. Every request is priced in work units against the budget (see GET /v1/limits): 100,000 paid places fit; a buy-in whose min-cash search would have to build a ladder for thousands of counts (a unit close to the buy-in) is 422 compute_budget_exceeded on /buyIn: give `placesPaid`.",
  errors: ["compute_budget_exceeded"],
  body: PayoutsBody,
  response: PayoutsResponse,
  prepare: (input) => preparePayouts(input, PAYOUT_LIMITS.maxWorkUnits),
});
