/**
 * Pot-limit Omaha hands worked out by hand. Pot limit (Robert's Rules of Poker, "No-limit and
 * pot-limit"): "the maximum raise is the size of the pot after the call", so the largest raise-to is
 * the current bet, plus the chips in the middle, plus the call. Every expected number below is the
 * arithmetic written in the comment beside it, not output of the engine.
 */
import { describe, expect, it } from "vitest";
import { type OmahaHandInput, prepareOmahaHand } from "../../src/engine/holdem/hand.ts";
import { dealPositions } from "../../src/engine/shuffle.ts";
import { errorOf } from "./helpers.ts";

type Request = Omit<OmahaHandInput, "forcedBets" | "board" | "actions" | "game"> & {
  game?: OmahaHandInput["game"];
  forcedBets: Partial<OmahaHandInput["forcedBets"]> & { smallBlind: number; bigBlind: number };
  board?: string;
  actions?: OmahaHandInput["actions"];
};

function hand(req: Request) {
  return prepareOmahaHand({
    game: "plo4",
    ...req,
    forcedBets: { smallBlindMissing: false, deadBlinds: [], ...req.forcedBets },
    board: req.board ?? "",
    actions: req.actions ?? [],
  })();
}

const sixMax = ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, stack: 1000 }));

describe("pot-limit raises preflop: button A, blinds B 5 / C 10, six seats of 1000", () => {
  it("D, first to act: pot 15, call 10 makes 25, so the pot raise is to 10 + 25 = 35; the minimum to 20", () => {
    const r = hand({ seats: sixMax, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 } });
    expect(r.toAct).toBe("D");
    expect(r.legalActions).toMatchObject({ call: 10, raise: { minTo: 20, maxTo: 35 }, all_in: null });
  });

  it("after D's raise to 35, E: pot 5 + 10 + 35 = 50, call 35 makes 85, so up to 35 + 85 = 120; the minimum 35 + 25 = 60", () => {
    const r = hand({ seats: sixMax, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 }, actions: [{ seat: "D", type: "raise", to: 35 }] });
    expect(r.legalActions).toMatchObject({ call: 35, raise: { minTo: 60, maxTo: 120 } });
  });

  it("after E re-pots to 120 and F, A fold, B (5 in): pot 170, call 115 makes 285, so up to 120 + 285 = 405; 406 is refused", () => {
    const actions: OmahaHandInput["actions"] = [
      { seat: "D", type: "raise", to: 35 },
      { seat: "E", type: "raise", to: 120 },
      { seat: "F", type: "fold" },
      { seat: "A", type: "fold" },
    ];
    const r = hand({ seats: sixMax, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 }, actions });
    expect(r.toAct).toBe("B");
    expect(r.legalActions).toMatchObject({ call: 115, raise: { minTo: 205, maxTo: 405 } });
    const over = errorOf(() =>
      hand({ seats: sixMax, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 }, actions: [...actions, { seat: "B", type: "raise", to: 406 }] }),
    );
    expect(over.code).toBe("validation_failed");
    expect(over.errors[0]).toMatchObject({ path: "/actions/4", code: "too_large" });
    expect(over.message).toContain("at most 405");
  });
});

describe("antes and dead money count in the pot", () => {
  const seats = ["A", "B", "C"].map((id) => ({ id, stack: 1000 }));
  const forcedBets = { smallBlind: 10, bigBlind: 20, ante: { kind: "big_blind" as const, amount: 20 } };

  it("a big-blind ante of 20: pot 10 + 20 + 20 = 50 before A acts, call 20 makes 70, so up to 20 + 70 = 90", () => {
    expect(hand({ seats, button: "A", forcedBets }).legalActions).toMatchObject({ call: 20, raise: { minTo: 40, maxTo: 90 } });
  });

  it("limped to the flop the pot is 20 x 3 + 20 = 80: B bets at most 80; C facing 80 may raise to 80 + (160 + 80) = 320", () => {
    const limped: OmahaHandInput["actions"] = [
      { seat: "A", type: "call" },
      { seat: "B", type: "call" },
      { seat: "C", type: "check" },
    ];
    const flop = hand({ seats, button: "A", forcedBets, board: "2c7d9h", actions: limped });
    expect(flop.street).toBe("flop");
    expect(flop.legalActions).toMatchObject({ bet: { minTo: 20, maxTo: 80 } });
    const facing = hand({ seats, button: "A", forcedBets, board: "2c7d9h", actions: [...limped, { seat: "B", type: "bet", to: 80 }] });
    expect(facing.legalActions).toMatchObject({ call: 80, raise: { minTo: 160, maxTo: 320 } });
  });

  it("a dead small blind of 5 posted by D is in the pot: 4 seats, blinds 10/20, D (first to act) may raise to 20 + (35 + 20) = 75", () => {
    const four = ["A", "B", "C", "D"].map((id) => ({ id, stack: 1000 }));
    const r = hand({ seats: four, button: "A", forcedBets: { smallBlind: 10, bigBlind: 20, deadBlinds: [{ seat: "D", amount: 5 }] } });
    expect(r.toAct).toBe("D");
    expect(r.legalActions).toMatchObject({ raise: { maxTo: 75 } });
  });
});

describe("all-in within and above the limit", () => {
  it("a 60 stack first to act may raise to 35 at most: all-in to 60 is over the limit and refused", () => {
    // Button A, blinds B 5 / C 10; D holds 60: the pot raise is to 35, so D may raise to 20..35, not all-in to 60.
    const seats = [
      { id: "A", stack: 1000 },
      { id: "B", stack: 1000 },
      { id: "C", stack: 1000 },
      { id: "D", stack: 60 },
    ];
    const r = hand({ seats, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 } });
    expect(r.legalActions).toMatchObject({ raise: { minTo: 20, maxTo: 35 }, all_in: null });
    const e = errorOf(() => hand({ seats, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 }, actions: [{ seat: "D", type: "all_in" }] }));
    expect(e.errors[0]).toMatchObject({ path: "/actions/0", code: "too_large" });
    expect(e.message).toContain("over the pot limit: at most 35");
  });

  it("a 30 stack may go all-in to 30 (under the limit of 35), and a 8 stack calls all-in for less", () => {
    const seats = [
      { id: "A", stack: 8 },
      { id: "B", stack: 1000 },
      { id: "C", stack: 1000 },
      { id: "D", stack: 30 },
    ];
    const r = hand({ seats, button: "A", forcedBets: { smallBlind: 5, bigBlind: 10 }, actions: [{ seat: "D", type: "all_in" }] });
    expect(r.seats.find((s) => s.id === "D")).toMatchObject({ status: "all_in", committed: 30 });
    expect(r.toAct).toBe("A");
    expect(r.legalActions).toMatchObject({ call: 8, raise: null, all_in: 8 });
  });
});

describe("showdown with exactly two hole cards and three board cards", () => {
  it("AdKdKhKs on 2d5cQhJs3h is a pair of kings, not trips: it loses to QcJc9c8c's two pair", () => {
    const r = hand({
      seats: [
        { id: "A", stack: 100, cards: "AdKdKhKs" },
        { id: "B", stack: 100, cards: "QcJc9c8c" },
      ],
      button: "A",
      forcedBets: { smallBlind: 1, bigBlind: 2 },
      board: "2d5cQhJs3h",
      actions: [
        { seat: "A", type: "call" },
        { seat: "B", type: "check" },
        ...["flop", "turn", "river"].flatMap(() => [
          { seat: "B", type: "check" as const },
          { seat: "A", type: "check" as const },
        ]),
      ],
    });
    expect(r.status).toBe("complete");
    expect(r.result!.hands).toEqual([
      { id: "A", cards: "AdKdKhKs", category: "one_pair" },
      { id: "B", cards: "QcJc9c8c", category: "two_pair" },
    ]);
    expect(r.pots).toEqual([{ amount: 4, eligible: ["A", "B"], winners: [{ id: "B", amount: 4 }] }]);
  });

  it("five-card Omaha: 4 seats dealt, a missing hand is reported, and more than 8 seats are refused", () => {
    const r = hand({
      game: "plo5",
      seats: [
        { id: "A", stack: 10, cards: "AdKdKhKs2c" },
        { id: "B", stack: 10 },
      ],
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
      board: "2d5cQhJs3h",
      actions: [{ seat: "A", type: "call" }],
    });
    expect(r).toMatchObject({ object: "omaha_hand", game: "plo5", status: "awaiting_cards", missingCards: { board: false, seats: ["B"] } });
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `s${i}`, stack: 100 }));
    expect(errorOf(() => hand({ game: "plo5", seats: nine, button: "s0", forcedBets: { smallBlind: 1, bigBlind: 2 } })).errors[0]).toMatchObject({
      path: "/seats",
      code: "too_large",
    });
  });

  it("hole cards must number 4 in plo4 and 5 in plo5, named at their path", () => {
    const seats = [
      { id: "A", stack: 100, cards: "AdKd" },
      { id: "B", stack: 100, cards: "QcJc9c8c7c" },
    ];
    const e = errorOf(() => hand({ seats, button: "A", forcedBets: { smallBlind: 1, bigBlind: 2 } }));
    expect(e.errors).toEqual([
      expect.objectContaining({ path: "/seats/0/cards", message: expect.stringContaining("exactly 4 cards in plo4, got 2") }),
      expect.objectContaining({ path: "/seats/1/cards", message: expect.stringContaining("got 5") }),
    ]);
  });
});

describe("hand histories", () => {
  const req = {
    seats: [
      { id: "A", stack: 100, cards: "AdKdKhKs" },
      { id: "B", stack: 100, cards: "QcJc9c8c" },
    ],
    button: "A",
    forcedBets: { smallBlind: 1, bigBlind: 2 },
    board: "2d5cQhJs3h",
    actions: [
      { seat: "A", type: "raise" as const, to: 6 },
      { seat: "B", type: "call" as const },
    ],
  };

  it("OHH: game_type Omaha, pot limit, four cards dealt", () => {
    const r = hand({ ...req, history: { format: "ohh", gameNumber: "1", tableName: "T" } });
    if (r.history?.format !== "ohh") throw new Error("expected OHH");
    const ohh = r.history.document.ohh;
    expect(ohh).toMatchObject({ game_type: "Omaha", bet_limit: { bet_type: "PL", bet_cap: 0 } });
    expect(ohh.rounds[0]!.actions.filter((a) => a.action === "Dealt Cards").map((a) => a.cards)).toEqual([
      ["Ad", "Kd", "Kh", "Ks"],
      ["Qc", "Jc", "9c", "8c"],
    ]);
  });

  it('PHH: variant "PO", four cards dealt per player, raise-to amounts; an unknown hand is "??" per card', () => {
    const r = hand({ ...req, history: { format: "phh", gameNumber: "1", tableName: "T" } });
    if (r.history?.format !== "phh") throw new Error("expected PHH");
    expect(r.history.text).toContain('variant = "PO"');
    // Heads-up p1 is B (left of the button), p2 the button A.
    expect(r.history.text).toContain('"d dh p1 QcJc9c8c"');
    expect(r.history.text).toContain('"d dh p2 AdKdKhKs"');
    expect(r.history.text).toContain('"p2 cbr 6"');
    const unknown = hand({
      ...req,
      game: "plo5",
      seats: req.seats.map(({ id, stack }) => ({ id, stack })),
      history: { format: "phh", gameNumber: "1", tableName: "T" },
    });
    if (unknown.history?.format !== "phh") throw new Error("expected PHH");
    expect(unknown.history.text).toContain(`"d dh p1 ${"??".repeat(5)}"`);
  });
});

describe("dealing Omaha from a shuffled deck (pw-shuffle-v1 order)", () => {
  it("deals one card a seat a round from the seat left of the button, 4 rounds, then burn, flop, burn, turn, burn, river", () => {
    // Three seats, button 0: seat 1 is first (distance 0), seat 2 next, the button last; 4 x 3 = 12 hole cards.
    expect(dealPositions(3, 0, 4)).toEqual({
      holeCards: [
        [2, 5, 8, 11],
        [0, 3, 6, 9],
        [1, 4, 7, 10],
      ],
      burns: [12, 16, 18],
      flop: [13, 14, 15],
      turn: 17,
      river: 19,
    });
    // Five-card Omaha fits 8 seats (40 + 8 = 48 cards), not 9 (45 + 8 = 53).
    expect(dealPositions(8, 0, 5).river).toBe(47);
    expect(() => dealPositions(9, 0, 5)).toThrow(RangeError);
  });
});
