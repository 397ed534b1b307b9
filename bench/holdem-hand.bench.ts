/**
 * The hold'em rules engine, end to end (parse, replay, settle): a typical settled heads-up hand,
 * and the slowest request the limits accept: ten seats and the 500 actions allowed, every one a
 * minimum raise (each action copies the state, so the cost grows with seats and actions).
 * HAND_LIMITS.workUnitsPerAction is priced from the second row.
 */
import { HAND_LIMITS, type HoldemHandInput, prepareHoldemHand } from "../src/engine/holdem/hand.ts";
import { measure, record } from "./harness.ts";

const headsUp: HoldemHandInput = {
  seats: [
    { id: "A", stack: 1000, cards: "AhKh" },
    { id: "B", stack: 1000, cards: "QcQd" },
  ],
  button: "A",
  forcedBets: { smallBlind: 50, bigBlind: 100, smallBlindMissing: false, deadBlinds: [] },
  board: "Ks9d4c2h7s",
  actions: [
    { seat: "A", type: "raise", to: 300 },
    { seat: "B", type: "call" },
    { seat: "B", type: "check" },
    { seat: "A", type: "bet", to: 400 },
    { seat: "B", type: "call" },
    { seat: "B", type: "check" },
    { seat: "A", type: "check" },
    { seat: "B", type: "check" },
    { seat: "A", type: "check" },
  ],
};

// Button s0, blinds s1/s2 (1/1 with a traditional ante): s3 opens to 3, then everyone min-raises by 2.
const raiseWar: HoldemHandInput = {
  seats: Array.from({ length: HAND_LIMITS.maxSeats }, (_, i) => ({ id: `s${i}`, stack: 100_000_000_000 })),
  button: "s0",
  forcedBets: { smallBlind: 1, bigBlind: 1, ante: { kind: "traditional", amount: 1 }, smallBlindMissing: false, deadBlinds: [] },
  board: "",
  actions: Array.from({ length: HAND_LIMITS.maxActions }, (_, i) => ({ seat: `s${(3 + i) % 10}`, type: "raise" as const, to: 3 + 2 * i })),
};

for (const [name, req] of [
  ["heads-up hand to showdown (9 actions)", headsUp],
  [`${HAND_LIMITS.maxSeats} seats, ${HAND_LIMITS.maxActions} min-raises (the limit)`, raiseWar],
] as const) {
  const timed = measure(() => prepareHoldemHand(req)(), 500);
  record({ suite: "holdem hand", name, ...timed, note: `${((timed.medianMs * 1e6) / req.actions.length).toFixed(0)} ns per action` });
}
