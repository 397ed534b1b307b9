import * as v from "valibot";
import { type OmahaHandInput, prepareOmahaHand } from "../../engine/holdem/hand.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { prose } from "../../http/prose.ts";
import { defineCalculation } from "./define-calculation.ts";
import { HAND_BODY_ENTRIES, HAND_RESPONSE_ENTRIES } from "./hand-schemas.ts";
import { revealedShuffleEvidence } from "./hand-shuffle.ts";
import type { OutputIs } from "./shared-schemas.ts";

const OmahaGame = v.picklist(["plo4", "plo5"]);

const OmahaHandBody = v.strictObject({ game: OmahaGame, ...HAND_BODY_ENTRIES });

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof OmahaHandBody, OmahaHandInput>;

const OmahaHandResponse = v.object({ object: v.literal("omaha_hand"), game: OmahaGame, ...HAND_RESPONSE_ENTRIES });

export const omahaHand = defineCalculation({
  path: "/v1/calculations/hands/omaha",
  operationId: "calculateOmahaHand",
  example: {
    body: {
      game: "plo4",
      seats: [
        { id: "A", stack: 1000, cards: "AhKhQdJd" },
        { id: "B", stack: 1000, cards: "QcQs9c8s" },
      ],
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
      board: "Qh Jh 4c 2h 7s",
      actions: [
        { seat: "A", type: "raise", to: 30 },
        { seat: "B", type: "raise", to: 90 },
        { seat: "A", type: "call" },
      ],
    },
    response: {
      object: "omaha_hand",
      game: "plo4",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      status: "in_progress",
      street: "flop",
      board: "QhJh4c2h7s",
      button: "A",
      smallBlind: "A",
      bigBlind: "B",
      toAct: "B",
      legalActions: { fold: false, check: true, call: null, bet: { minTo: 10, maxTo: 180 }, raise: null, all_in: null, allIn: null },
      currentBet: 0,
      minRaise: 10,
      seats: [
        { id: "A", stack: 910, committed: 0, contributed: 90, status: "in_hand", cards: "AhKhQdJd" },
        { id: "B", stack: 910, committed: 0, contributed: 90, status: "in_hand", cards: "QcQs9c8s" },
      ],
      pots: [{ amount: 180, eligible: ["A", "B"], winners: null }],
      returned: [],
      missingCards: null,
      result: null,
      history: null,
      shuffle: null,
    },
  },
  summary: "Pot-limit Omaha hand (4 or 5 hole cards): state, legal actions and settlement",
  description: prose(
    'Replays a pot-limit Omaha hand and answers its state after the actions: the hold\'em hand endpoint\'s request and answer (`POST /v1/calculations/hands/holdem`), with `game` ("plo4": four hole cards, 2..10 seats; "plo5": five, 2..8 seats) and these rules.',
    "Each seat's `cards` are its 4 or 5 hole cards where known; at showdown a hand is exactly two hole cards and exactly three board cards.",
    "Pot limit: a bet or raise goes at most to the current bet plus the pot after the caller's call (every chip in the middle: antes, blinds, dead blinds and this street's bets), so `legalActions.raise.maxTo` = current bet + pot + amount to call; the minimum is as in no-limit (a bet of at least the big blind, a raise of at least the largest bet or raise of the street).",
    "Going all-in is a bet or raise like another: `all_in` is offered only when the stack is within the pot limit (or when it only calls); a bet, raise or all-in above the limit is 400 at `/actions/N` with code too_large, saying the limit and how it is made up.",
    "Blinds, antes, dead blinds, turn order, short all-ins (which do not reopen the betting), side pots and odd chips are as in the hold'em endpoint.",
    "`shuffleId` deals from a revealed shuffle: one card to each seat from the seat left of the button, then again until each has 4 (or 5), then burn, flop, burn, turn, burn, river.",
    '`history` adds an Open Hand History document (`game_type` "Omaha", `bet_limit.bet_type` "PL") or PHH text (`variant = "PO"`; PokerKit replays four-card Omaha, five-card is written the same way).',
  ),
  body: OmahaHandBody,
  response: OmahaHandResponse,
  errors: ["card_conflict", "not_found", "invalid_state"],
  prepare: prepareOmahaHand,
  load: ({ env, tenant, body }) => (body.shuffleId ? revealedShuffleEvidence(env, tenant, body.shuffleId) : Promise.resolve(undefined)),
});
