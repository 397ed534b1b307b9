import * as v from "valibot";
import { EQUITY_LIMITS, type HoldemEquityInput, prepareHoldemEquity } from "../../engine/equity.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { IntegerSchema } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import { ModeSchema, MonteCarloResult, monteCarloRequest, type OutputIs, stacksRequest } from "./shared-schemas.ts";

const cardText = (max: number) => v.pipe(v.string(), v.maxLength(max));

const PlayerSchema = v.union([
  v.strictObject({ hand: cardText(16) }),
  v.strictObject({ range: v.pipe(v.string(), v.minLength(1), v.maxLength(EQUITY_LIMITS.maxRangeLength)) }),
]);

export const HoldemEquityBody = v.strictObject({
  players: v.pipe(v.array(PlayerSchema), v.minLength(EQUITY_LIMITS.minPlayers), v.maxLength(EQUITY_LIMITS.maxPlayers)),
  board: v.optional(cardText(32), ""),
  dead: v.optional(cardText(256), ""),
  mode: ModeSchema,
  monteCarlo: monteCarloRequest(EQUITY_LIMITS.monteCarloMaxSamples),
  stacks: stacksRequest(EQUITY_LIMITS.maxPlayers),
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof HoldemEquityBody, HoldemEquityInput>;

export const PlayerResult = v.object({
  input: v.string(),
  combos: IntegerSchema,
  equity: v.number(),
  win: v.number(),
  tie: v.number(),
  ties: v.optional(
    v.pipe(
      v.array(v.number()),
      v.description(
        "Three or more players, or stacks: ties[i] is the probability of splitting the pot among i + 2 players (this one included); `tie` is their sum and equity = win + sum of ties[i] / (i + 2).",
      ),
    ),
  ),
  chips: v.optional(v.pipe(v.number(), v.description("With stacks: the chips this player expects from all the pots."))),
});

export const PotResult = v.object({
  amount: IntegerSchema,
  eligible: v.array(IntegerSchema),
  chips: v.pipe(v.array(v.number()), v.description("Each player's expected chips from this pot (0 for players not eligible); they sum to `amount`.")),
});

const HoldemEquityResponse = v.object({
  object: v.literal("holdem_equity"),
  engineVersion: v.string(),
  method: v.picklist(["exact", "monte_carlo"]),
  board: v.string(),
  dead: v.string(),
  players: v.pipe(v.tupleWithRest([PlayerResult, PlayerResult], PlayerResult), v.maxLength(EQUITY_LIMITS.maxPlayers)),
  outcomes: IntegerSchema,
  monteCarlo: MonteCarloResult,
  pots: v.optional(v.pipe(v.array(PotResult), v.description("With stacks: the main pot, then each side pot."))),
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
  summary: "Hold'em equity, 2 to 10 players",
  description:
    'Win, tie and equity of 2 to 10 hands or ranges on any street, with dead cards. Exact wherever the work budget allows (see GET /v1/limits): heads-up preflop from a precomputed table of all suit-isomorphic matchups, otherwise by enumerating every board completion (ranges: every tuple of combos with no shared card, weighed by the product of their weights); otherwise `auto` switches to seeded Monte Carlo (byte-identical for the same seed) and `exact` answers 422 compute_budget_exceeded. With three or more players, or with `stacks`, each player also has `ties`: the probability of splitting the pot by number of players sharing. `stacks` (each player\'s chips in, all in) adds each player\'s expected `chips` and the `pots` (main pot, then side pots) with each player\'s expected chips from each. `board` and `dead` are echoed in canonical form (e.g. "ah 7d, 2c" -> "Ah7d2c"); `outcomes` counts (combo tuple, board) showdowns, or samples. Heads-up answers without stacks keep their two-player shape.',
  body: HoldemEquityBody,
  response: HoldemEquityResponse,
  errors: ["card_conflict", "empty_range", "compute_budget_exceeded"],
  prepare: prepareHoldemEquity,
});
