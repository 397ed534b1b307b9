import * as v from "valibot";
import { EQUITY_LIMITS, type HoldemEquityInput, prepareHoldemEquity } from "../../engine/equity.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { IntegerSchema } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import { ModeSchema, MonteCarloResult, monteCarloRequest, type OutputIs } from "./shared-schemas.ts";

const cardText = (max: number) => v.pipe(v.string(), v.maxLength(max));

const PlayerSchema = v.union([
  v.strictObject({ hand: cardText(16) }),
  v.strictObject({ range: v.pipe(v.string(), v.minLength(1), v.maxLength(EQUITY_LIMITS.maxRangeLength)) }),
]);

export const HoldemEquityBody = v.strictObject({
  players: v.pipe(v.array(PlayerSchema), v.length(EQUITY_LIMITS.players)),
  board: v.optional(cardText(32), ""),
  dead: v.optional(cardText(256), ""),
  mode: ModeSchema,
  monteCarlo: monteCarloRequest(EQUITY_LIMITS.monteCarloMaxSamples),
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof HoldemEquityBody, HoldemEquityInput>;

const PlayerResult = v.object({ input: v.string(), combos: IntegerSchema, equity: v.number(), win: v.number(), tie: v.number() });

const HoldemEquityResponse = v.object({
  object: v.literal("holdem_equity"),
  engineVersion: v.string(),
  method: v.picklist(["exact", "monte_carlo"]),
  board: v.string(),
  dead: v.string(),
  players: v.tuple([PlayerResult, PlayerResult]),
  outcomes: IntegerSchema,
  monteCarlo: MonteCarloResult,
});

export const holdemEquity = defineCalculation({
  path: "/v1/calculations/equity/holdem",
  operationId: "calculateHoldemEquity",
  example: {
    body: { players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "Ah7d2c" },
    response: {
      object: "holdem_equity",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      board: "Ah7d2c",
      dead: "",
      players: [
        { input: "AsKd", combos: 1, equity: 0.78162177328844, win: 0.7528619528619529, tie: 0.05751964085297419 },
        { input: "QQ+, AKs, A5s-A2s", combos: 29, equity: 0.21837822671156004, win: 0.18961840628507295, tie: 0.05751964085297419 },
      ],
      outcomes: 17820,
      monteCarlo: null,
    },
  },
  summary: "Heads-up hold'em equity",
  description:
    'Win, tie and equity of two hands or ranges on any street, with dead cards. Exact wherever the work budget allows (see GET /v1/limits): preflop from a precomputed table of all suit-isomorphic matchups, postflop by enumerating every board completion; otherwise `auto` switches to seeded Monte Carlo (byte-identical for the same seed) and `exact` answers 422 compute_budget_exceeded. `board` and `dead` are echoed in canonical form (e.g. "ah 7d, 2c" -> "Ah7d2c"); `outcomes` counts (combo pair, board) showdowns, or samples.',
  body: HoldemEquityBody,
  response: HoldemEquityResponse,
  errors: ["card_conflict", "empty_range", "compute_budget_exceeded"],
  prepare: prepareHoldemEquity,
});
