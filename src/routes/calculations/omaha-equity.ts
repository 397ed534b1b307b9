import * as v from "valibot";
import { OMAHA_EQUITY_LIMITS, type OmahaEquityInput, prepareOmahaEquity } from "../../engine/omaha-equity.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { prose } from "../../http/prose.ts";
import { IntegerSchema } from "../schemas.ts";
import { defineCalculation } from "./define-calculation.ts";
import { PlayerResult, PotResult } from "./equity.ts";
import { ModeSchema, MonteCarloResult, monteCarloRequest, type OutputIs, stacksRequest } from "./shared-schemas.ts";

const cardText = (max: number) => v.pipe(v.string(), v.maxLength(max));
const OmahaGame = v.picklist(["plo4", "plo5"]);

const OmahaEquityBody = v.strictObject({
  game: OmahaGame,
  players: v.pipe(
    v.array(v.strictObject({ hand: cardText(32) })),
    v.minLength(OMAHA_EQUITY_LIMITS.minPlayers),
    v.maxLength(OMAHA_EQUITY_LIMITS.maxPlayers),
    v.description("2..6 known hands: 4 cards each in plo4, 5 in plo5 (ranges are not taken)."),
  ),
  board: v.optional(cardText(32), ""),
  dead: v.optional(cardText(256), ""),
  mode: ModeSchema,
  monteCarlo: monteCarloRequest(OMAHA_EQUITY_LIMITS.monteCarloMaxSamples),
  stacks: stacksRequest(OMAHA_EQUITY_LIMITS.maxPlayers),
});

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof OmahaEquityBody, OmahaEquityInput>;

const OmahaEquityResponse = v.object({
  object: v.literal("omaha_equity"),
  game: OmahaGame,
  engineVersion: v.string(),
  method: v.picklist(["exact", "monte_carlo"]),
  board: v.string(),
  dead: v.string(),
  players: v.pipe(v.tupleWithRest([PlayerResult, PlayerResult], PlayerResult), v.maxLength(OMAHA_EQUITY_LIMITS.maxPlayers)),
  outcomes: IntegerSchema,
  monteCarlo: MonteCarloResult,
  pots: v.optional(v.pipe(v.array(PotResult), v.description("With stacks: the main pot, then each side pot."))),
});

export const omahaEquity = defineCalculation({
  path: "/v1/calculations/equity/omaha",
  operationId: "calculateOmahaEquity",
  example: {
    body: { game: "plo4", players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }], board: "Ad7c2h" },
    response: {
      object: "omaha_equity",
      game: "plo4",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      board: "Ad7c2h",
      dead: "",
      players: [
        { input: "AsAhKdQd", combos: 1, equity: 0.823170731707317, win: 0.823170731707317, tie: 0 },
        { input: "JcTc9h8h", combos: 1, equity: 0.17682926829268292, win: 0.17682926829268292, tie: 0 },
      ],
      outcomes: 820,
      monteCarlo: null,
    },
  },
  summary: "Omaha equity (4 or 5 hole cards), 2 to 6 known hands",
  description: prose(
    "Win, tie and equity of 2 to 6 known pot-limit Omaha hands (`game` plo4: 4 hole cards each; plo5: 5) on any street, with dead cards.",
    "A hand is exactly two hole cards and exactly three board cards.",
    "Exact wherever the work budget allows (see GET /v1/limits): always from the flop on; preflop only where the boards are few enough (heads-up plo4 preflop is 1,086,008 boards and samples); otherwise `auto` switches to seeded Monte Carlo (byte-identical for the same seed) and `exact` answers 422 compute_budget_exceeded.",
    "The answer is the hold'em equity answer's shape: with three or more players, or with `stacks`, each player also has `ties` by number of players sharing; `stacks` (each player's chips in, all in) adds each player's expected `chips` and the `pots` (main pot, then side pots).",
    "Ranges are not taken (`players[i].range` is refused), nor hold'em hands (a hand of 2 cards is 400 at its path).",
  ),
  body: OmahaEquityBody,
  response: OmahaEquityResponse,
  errors: ["card_conflict", "compute_budget_exceeded"],
  prepare: prepareOmahaEquity,
});
