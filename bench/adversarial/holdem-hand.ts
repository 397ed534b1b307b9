/**
 * Hold'em and Omaha hands: the cost is the replay (one state copy per action, at most ten seats) plus
 * the answer's JSON (largest with a history). Hostile: ten seats and the 500 actions the schema allows,
 * every one a minimum raise (the longest legal betting there is), with and without histories and
 * hole cards; the search varies seats, the length of the raise war and the history format. Omaha
 * (hands/omaha, plo4: four hole cards a seat) also prices the pot limit on every action and a
 * showdown of 60 two-plus-three choices per seat.
 */
import type { EndpointSpec, HostileCase } from "./spec.ts";

const PATH = "/v1/calculations/hands/holdem";
const MAX_ACTIONS = 500;
const DECK = [..."23456789TJQKA"].flatMap((r) => [..."cdhs"].map((s) => r + s));

export interface HandGenome {
  seats: number;
  raises: number;
  history: "ohh" | "phh" | null;
  cards: boolean;
}

function handSpec(name: string, path: string, holeCards: number, game: Record<string, string>): EndpointSpec<HandGenome> {
  return {
    name,
    path,

    hostile(): Array<HostileCase<HandGenome>> {
      return [
        { name: "10 seats, 500 min-raises, OHH with cards", genome: { seats: 10, raises: MAX_ACTIONS, history: "ohh", cards: true } },
        { name: "10 seats, 500 min-raises, PHH with cards", genome: { seats: 10, raises: MAX_ACTIONS, history: "phh", cards: true } },
        { name: "10 seats, 500 min-raises, no history", genome: { seats: 10, raises: MAX_ACTIONS, history: null, cards: false } },
      ];
    },

    random(rng) {
      return {
        seats: rng.int(2, 10),
        raises: rng.chance(0.4) ? MAX_ACTIONS : rng.int(0, MAX_ACTIONS),
        history: rng.pick(["ohh", "phh", null] as const),
        cards: rng.chance(0.5),
      };
    },

    mutate(g, rng) {
      const next = { ...g };
      switch (rng.int(0, 3)) {
        case 0:
          next.seats = 10;
          break;
        case 1:
          next.raises = Math.min(MAX_ACTIONS, next.raises * 2 + 1);
          break;
        case 2:
          next.history = rng.pick(["ohh", "phh"] as const);
          break;
        default:
          next.cards = true;
      }
      return next;
    },

    /** Button s0; seat s3 (s0 heads-up) opens to 3, then every seat in turn raises by 2: all legal. */
    build(g) {
      const n = g.seats;
      const first = n === 2 ? 0 : 3 % n;
      return {
        ...game,
        seats: Array.from({ length: n }, (_, i) => ({
          id: `seat-${i}`,
          stack: 100_000_000_000,
          ...(g.cards ? { cards: DECK.slice(holeCards * i, holeCards * (i + 1)).join("") } : {}),
        })),
        button: "seat-0",
        forcedBets: { smallBlind: 1, bigBlind: 1, ante: { kind: "traditional", amount: 1 } },
        board: g.cards ? DECK.slice(40, 45).join("") : "",
        actions: Array.from({ length: g.raises }, (_, i) => ({ seat: `seat-${(first + i) % n}`, type: "raise", to: 3 + 2 * i })),
        ...(g.history ? { history: { format: g.history } } : {}),
      };
    },

    summarize(g) {
      return `${g.seats} seats, ${g.raises} min-raises, history ${g.history ?? "none"}${g.cards ? ", cards" : ""}`;
    },
  };
}

export const holdemHandSpec = handSpec("hands/holdem", PATH, 2, {});
export const omahaHandSpec = handSpec("hands/omaha", "/v1/calculations/hands/omaha", 4, { game: "plo4" });
