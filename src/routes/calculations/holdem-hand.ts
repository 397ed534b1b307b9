import * as v from "valibot";
import { type HoldemHandInput, prepareHoldemHand } from "../../engine/holdem/hand.ts";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { prose } from "../../http/prose.ts";
import { defineCalculation } from "./define-calculation.ts";
import { HAND_BODY_ENTRIES, HAND_RESPONSE_ENTRIES } from "./hand-schemas.ts";
import { revealedShuffleEvidence } from "./hand-shuffle.ts";
import type { OutputIs } from "./shared-schemas.ts";

const HoldemHandBody = v.strictObject(HAND_BODY_ENTRIES);

// The engine takes exactly what this schema outputs: a drift on either side fails tsc.
true satisfies OutputIs<typeof HoldemHandBody, HoldemHandInput>;

const HoldemHandResponse = v.object({ object: v.literal("holdem_hand"), ...HAND_RESPONSE_ENTRIES });

export const holdemHand = defineCalculation({
  path: "/v1/calculations/hands/holdem",
  operationId: "calculateHoldemHand",
  example: {
    body: {
      seats: [
        { id: "A", stack: 1000, cards: "AhKh" },
        { id: "B", stack: 1000, cards: "QcQd" },
      ],
      button: "A",
      forcedBets: { smallBlind: 50, bigBlind: 100 },
      board: "Ks 9d 4c 2h 7s",
      actions: [
        { seat: "A", type: "raise", to: 300 },
        { seat: "B", type: "call" },
      ],
    },
    response: {
      object: "holdem_hand",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      status: "in_progress",
      street: "flop",
      board: "Ks9d4c2h7s",
      button: "A",
      smallBlind: "A",
      bigBlind: "B",
      toAct: "B",
      legalActions: { fold: false, check: true, call: null, bet: { minTo: 100, maxTo: 700 }, raise: null, all_in: 700, allIn: 700 },
      currentBet: 0,
      minRaise: 100,
      seats: [
        { id: "A", stack: 700, committed: 0, contributed: 300, status: "in_hand", cards: "AhKh" },
        { id: "B", stack: 700, committed: 0, contributed: 300, status: "in_hand", cards: "QcQd" },
      ],
      pots: [{ amount: 600, eligible: ["A", "B"], winners: null }],
      returned: [],
      missingCards: null,
      result: null,
      history: null,
      shuffle: null,
    },
  },
  summary: "No-limit hold'em hand: state, legal actions and settlement",
  description: prose(
    "Replays a no-limit hold'em hand and answers its state after the actions.",
    "`seats` (2..10) are in table order (clockwise), each with an `id`, a starting `stack` and its two `cards` where known.",
    '`forcedBets`: `smallBlind`, `bigBlind`, an optional `ante` (`{ kind: "traditional" | "big_blind", amount }`; a traditional ante is posted by every seat before the blinds, a big-blind ante by the big blind after its blind), `smallBlindMissing` (dead-button rule: no small blind, the first seat left of the button posts the big blind) and `deadBlinds` (`[{ seat, amount }]`: dead chips a returning player posts into the pot).',
    "Heads-up the button posts the small blind and acts first preflop, last after the flop.",
    "A seat that cannot cover a forced bet posts what it has and is all-in; a short big blind still sets the price to call.",
    "Each action is `{ seat, type }` with type fold, check, call, all_in, or bet / raise with `to`: the seat's total bet on the street after the action (raise-to, not the increment).",
    "A bet is at least the big blind; a raise adds at least the largest full bet or raise of the street; all-in for less is always allowed, and a short all-in raise does not reopen the betting to seats that already acted (TDA rule 47, several short all-ins adding up to a full raise do).",
    "Folding when a check is free, and betting when every other seat is all-in, are refused.",
    "The first illegal action is 400 validation_failed at `/actions/N` saying why, naming seats by the request's ids (codes out_of_turn, not_allowed, too_small, too_large).",
    "The answer: `street`, `toAct` and its `legalActions`, keyed by the action types (call = chips a call adds; bet and raise as minTo..maxTo totals; `all_in` = the total after going all-in; `allIn` is the same value under its pre-1.5.0 name, kept until the next major version), every seat's `stack` behind (once the hand is complete, after the awards), `committed` this street and `contributed` this hand, the `pots` (main pot first, with the seats eligible for it; they include the current street's bets), uncalled bets `returned`.",
    "Once the betting is over and the cards that decide a contested pot are known (`board` of 5 and the eligible seats' cards), `status` is complete: each pot's winners (ties split, odd chips one each from the first seat left of the button), final stacks with net results and the hands shown with their category; without those cards, `awaiting_cards` and `missingCards` say which.",
    "Chips are conserved at every step.",
    "`shuffleId` names a revealed shuffle of this key's organization and environment (`POST /v1/shuffles`, `/deck`, `/reveal`): the cards are then the ones its deck deals, in the documented order (one card to each seat from the seat left of the button, a second round, burn, flop, burn, turn, burn, river).",
    "Cards the request gives must be those (each seat's two and the flop's three in any order; a mismatch is 400 validation_failed at `/seats/N/cards` or `/board`); cards it leaves out are filled in from the deck, the board as far as the hand got.",
    "The answer's `shuffle` carries the evidence (server seed, client seed, nonce, commitment, deck), also inside the history (OHH extension `pokerworks_shuffle`, PHH `_shuffle_*` fields); an unknown shuffle is 404, one not yet revealed 409 invalid_state.",
    '`history: { format: "ohh" | "phh", gameNumber?, tableName?, startedAt? }` adds the hand history so far: an Open Hand History 1.4 document (currency XPM; every action amount is the chips it put in, so a raise is its increment, not its raise-to) or PHH text (TOML; `cbr` amounts are raise-to; players from the first seat left of the button, the button last).',
  ),
  body: HoldemHandBody,
  response: HoldemHandResponse,
  errors: ["card_conflict", "not_found", "invalid_state"],
  prepare: prepareHoldemHand,
  load: ({ env, tenant, body }) => (body.shuffleId ? revealedShuffleEvidence(env, tenant, body.shuffleId) : Promise.resolve(undefined)),
});
