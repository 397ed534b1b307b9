/**
 * Hand histories: the values of a hand worked out by hand in both formats, and the round trip
 * actions -> history -> actions over random hands, read back by the spec-based readers beside this
 * file (holdem-history-readers.ts).
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apply, legalActions } from "../../src/engine/holdem/betting.ts";
import { type HoldemHandInput, prepareHoldemHand } from "../../src/engine/holdem/hand.ts";
import type { OhhDocument } from "../../src/engine/holdem/history-ohh.ts";
import { startHand } from "../../src/engine/holdem/setup.ts";
import type { HandAction, HandConfig } from "../../src/engine/holdem/types.ts";
import { OhhDocumentSchema } from "../../src/routes/calculations/hand-history-schemas.ts";
import { readOhh, readPhh } from "./holdem-history-readers.ts";

// The three-way all-in of holdem-rules.test.ts: button A, blinds B 10 / C 20; D raises to 100, A calls
// all-in 100, B raises all-in to 300, C raises all-in to 500, D calls.
const THREE_WAY: HoldemHandInput = {
  seats: [
    { id: "A", stack: 100, cards: "AsAh" },
    { id: "B", stack: 300, cards: "KsKh" },
    { id: "C", stack: 500, cards: "8s8h" },
    { id: "D", stack: 2000, cards: "JsJh" },
  ],
  button: "A",
  forcedBets: { smallBlind: 10, bigBlind: 20, smallBlindMissing: false, deadBlinds: [] },
  board: "2c7d9c3d4h",
  actions: [
    { seat: "D", type: "raise", to: 100 },
    { seat: "A", type: "all_in" },
    { seat: "B", type: "all_in" },
    { seat: "C", type: "all_in" },
    { seat: "D", type: "call" },
  ],
};

const withHistory = (req: HoldemHandInput, format: "ohh" | "phh") =>
  prepareHoldemHand({ ...req, history: { format, gameNumber: "42", tableName: "T1" } })();

describe("Open Hand History", () => {
  it("amounts are the chips each action put in: B's raise to 300 over its 10 small blind is 290 (the spec's 'raise ... to a total of $20' example: 18 over 2)", () => {
    const r = withHistory(THREE_WAY, "ohh");
    if (r.history?.format !== "ohh") throw new Error("expected OHH");
    const doc = r.history.document;
    expect(v.safeParse(OhhDocumentSchema, doc).success).toBe(true);
    expect(doc.ohh).toMatchObject({
      currency: "XPM",
      dealer_seat: 1,
      small_blind_amount: 10,
      big_blind_amount: 20,
      game_number: "42",
      table_name: "T1",
      table_size: 4,
    });
    const preflop = doc.ohh.rounds[0]!.actions.filter((a) => a.action !== "Dealt Cards");
    expect(preflop.map((a) => [a.player_id, a.action, a.amount, a.is_allin])).toEqual([
      [1, "Post SB", 10, false],
      [2, "Post BB", 20, false],
      [3, "Raise", 100, false], // D: to 100 from nothing in front
      [0, "Call", 100, true], // A: all of its 100
      [1, "Raise", 290, true], // B: to 300 with 10 in front
      [2, "Raise", 480, true], // C: to 500 with 20 in front
      [3, "Call", 400, false], // D: to 500 with 100 in front
    ]);
    expect(doc.ohh.rounds.map((round) => [round.street, round.cards.join("")])).toEqual([
      ["Preflop", ""],
      ["Flop", "2c7d9c"],
      ["Turn", "3d"],
      ["River", "4h"],
      ["Showdown", ""],
    ]);
    expect(doc.ohh.pots).toEqual([
      { number: 0, amount: 400, rake: 0, player_wins: [{ player_id: 0, win_amount: 400 }] },
      { number: 1, amount: 600, rake: 0, player_wins: [{ player_id: 1, win_amount: 600 }] },
      { number: 2, amount: 400, rake: 0, player_wins: [{ player_id: 3, win_amount: 400 }] },
    ]);
  });
});

describe("PHH", () => {
  it("players from the first seat left of the button (button last), raise-to amounts, winnings and finishing stacks", () => {
    const r = withHistory(THREE_WAY, "phh");
    if (r.history?.format !== "phh") throw new Error("expected PHH");
    const text = r.history.text;
    // Position order B (small blind), C, D, A (button).
    expect(text).toContain('players = ["B", "C", "D", "A"]');
    expect(text).toContain("blinds_or_straddles = [10, 20, 0, 0]");
    expect(text).toContain("starting_stacks = [300, 500, 2000, 100]");
    for (const line of ['"p3 cbr 100"', '"p4 cc"', '"p1 cbr 300"', '"p2 cbr 500"', '"p3 cc"', '"d db 2c7d9c"', '"d db 3d"', '"d db 4h"']) {
      expect(text).toContain(line);
    }
    expect(text).toContain("finishing_stacks = [600, 0, 1900, 400]");
    expect(text).toContain("winnings = [600, 0, 400, 400]");
  });

  it("heads-up the forced-bet arrays are written reversed (PHH: 'reversed in heads-up games by rule')", () => {
    const r = withHistory(
      {
        seats: [
          { id: "btn", stack: 1000 },
          { id: "bb", stack: 1000 },
        ],
        button: "btn",
        forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "big_blind", amount: 100 }, smallBlindMissing: false, deadBlinds: [] },
        board: "",
        actions: [{ seat: "btn", type: "fold" }],
      },
      "phh",
    );
    const text = r.history!.format === "phh" ? r.history!.text : "";
    // Positions: p1 = bb (left of the button), p2 = btn. Effective blinds [100, 50], antes [100, 0]; written reversed.
    expect(text).toContain('players = ["bb", "btn"]');
    expect(text).toContain("blinds_or_straddles = [50, 100]");
    expect(text).toContain("antes = [0, 100]");
  });
});

const configArb: fc.Arbitrary<HandConfig> = fc
  .record({
    stacks: fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 2, maxLength: 10 }),
    bigBlind: fc.integer({ min: 2, max: 60 }),
    button: fc.nat(),
    ante: fc.option(fc.record({ kind: fc.constantFrom("traditional" as const, "big_blind" as const), amount: fc.integer({ min: 1, max: 40 }) }), {
      nil: null,
    }),
  })
  .map((r) => ({
    stacks: r.stacks,
    button: r.button % r.stacks.length,
    bigBlind: r.bigBlind,
    smallBlind: Math.floor(r.bigBlind / 2),
    ante: r.ante,
    smallBlindMissing: false,
    deadBlinds: [],
  }));

/** A random legal hand as a request: the reducer picks among the legal actions, ids are s0..sN. */
function randomHand(config: HandConfig, choices: readonly number[], deck: readonly number[]): HoldemHandInput {
  let state = startHand(config);
  const actions: HandAction[] = [];
  for (const c of choices) {
    const legal = legalActions(state);
    if (legal === null) break;
    const seat = legal.seat;
    const options: HandAction[] = [];
    if (legal.fold) options.push({ seat, type: "fold" });
    if (legal.check) options.push({ seat, type: "check" });
    if (legal.call !== null) options.push({ seat, type: "call" });
    if (legal.allIn !== null) options.push({ seat, type: "all_in" });
    const range = legal.bet ?? legal.raise;
    if (range) options.push({ seat, type: legal.bet ? "bet" : "raise", to: range.min + ((c >>> 3) % (range.max - range.min + 1)) });
    const action = options[c % options.length]!;
    actions.push(action);
    state = apply(state, action);
  }
  const card = (i: number) => "23456789TJQKA"[deck[i]! >> 2]! + "cdhs"[deck[i]! & 3]!;
  return {
    seats: config.stacks.map((stack, i) => ({ id: `s${i}`, stack, cards: card(2 * i) + card(2 * i + 1) })),
    button: `s${config.button}`,
    forcedBets: { smallBlind: config.smallBlind, bigBlind: config.bigBlind, ante: config.ante, smallBlindMissing: false, deadBlinds: [] },
    board: [20, 21, 22, 23, 24].map(card).join(""),
    actions: actions.map((a) => ({ ...a, seat: `s${a.seat}` })),
  };
}

/** The request's actions with each all_in written as the call, bet or raise it was (from the state before it). */
function resolvedActions(req: HoldemHandInput): HoldemHandInput["actions"] {
  return req.actions.map((a, i) => {
    if (a.type !== "all_in") return a;
    const before = prepareHoldemHand({ ...req, actions: req.actions.slice(0, i) })();
    const seat = before.seats.find((s) => s.id === a.seat)!;
    const allInTo = seat.committed + seat.stack;
    if (allInTo <= before.currentBet) return { seat: a.seat, type: "call" };
    return { seat: a.seat, type: before.currentBet === 0 ? "bet" : "raise", to: allInTo };
  });
}

describe("round trip: actions -> history -> actions", () => {
  const deckArb = fc.shuffledSubarray(
    Array.from({ length: 52 }, (_, i) => i),
    { minLength: 25, maxLength: 25 },
  );

  it("both formats read back to the same seats, forced bets, board and actions, which replay to the same result", () => {
    fc.assert(
      fc.property(configArb, fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), deckArb, (config, choices, deck) => {
        const req = randomHand(config, choices, deck);
        const expected = resolvedActions(req);
        const plain = prepareHoldemHand(req)();
        expect(plain.status).toBe("complete");
        for (const format of ["ohh", "phh"] as const) {
          const r = withHistory(req, format);
          const read = r.history!.format === "ohh" ? readOhh(r.history!.document as OhhDocument) : readPhh(r.history!.text);
          expect(read.actions).toEqual(expected);
          expect(read.seats).toEqual(req.seats);
          expect(read.button).toBe(req.button);
          expect([read.smallBlind, read.bigBlind, read.ante]).toEqual([config.smallBlind, config.bigBlind, config.ante?.amount ?? 0]);
          // The board is written as far as the hand got.
          expect(req.board.startsWith(read.board)).toBe(true);
          const replayed = prepareHoldemHand({ ...req, actions: read.actions })();
          expect(replayed).toEqual(plain);
        }
      }),
      { numRuns: 40 },
    );
  });
});
