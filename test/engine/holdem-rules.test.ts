/**
 * Hands worked out by hand against the rules texts:
 * - Robert's Rules of Poker (Bob Ciaffone, version 10), "No-limit and pot-limit" and "Button and blind use";
 * - Poker TDA Rules 2022 (rule 43: raise amounts; rule 47: re-opening the bet, with its illustration addendum;
 *   rules 20-21: odd chips; big-blind ante: the blind is posted before the ante when the stack is short).
 * Every expected number below is the arithmetic written in the comment beside it, not output of the engine.
 */
import { describe, expect, it } from "vitest";
import { HAND_LIMITS, type HoldemHandInput, prepareHoldemHand } from "../../src/engine/holdem/hand.ts";
import { WORK_UNITS } from "../../src/engine/work.ts";
import { errorOf } from "./helpers.ts";

type Request = Omit<HoldemHandInput, "forcedBets" | "board" | "actions"> & {
  forcedBets: Partial<HoldemHandInput["forcedBets"]> & { smallBlind: number; bigBlind: number };
  board?: string;
  actions?: HoldemHandInput["actions"];
};

function hand(req: Request) {
  return prepareHoldemHand({
    ...req,
    forcedBets: { smallBlindMissing: false, deadBlinds: [], ...req.forcedBets },
    board: req.board ?? "",
    actions: req.actions ?? [],
  })();
}

describe("heads-up blinds and order (Robert's Rules: heads-up the button is the small blind, acts first before the flop and last after)", () => {
  const seats = [
    { id: "btn", stack: 1000 },
    { id: "bb", stack: 1000 },
  ];
  const forcedBets = { smallBlind: 50, bigBlind: 100 };

  it("the button posts the small blind and acts first preflop: call 50, raise to at least 200", () => {
    const r = hand({ seats, button: "btn", forcedBets });
    expect([r.smallBlind, r.bigBlind, r.toAct]).toEqual(["btn", "bb", "btn"]);
    expect(r.seats.map((s) => [s.stack, s.committed])).toEqual([
      [950, 50],
      [900, 100],
    ]);
    // Owes 100 - 50 = 50; the minimum raise adds the big blind: to 100 + 100 = 200; all-in is 50 + 950 = 1000.
    expect(r.legalActions).toEqual({ fold: true, check: false, call: 50, bet: null, raise: { minTo: 200, maxTo: 1000 }, all_in: 1000, allIn: 1000 });
  });

  it("the big blind has its option after a call, then acts first on the flop", () => {
    const option = hand({ seats, button: "btn", forcedBets, actions: [{ seat: "btn", type: "call" }] });
    expect(option.toAct).toBe("bb");
    expect(option.legalActions).toMatchObject({ check: true, fold: false, call: null, raise: { minTo: 200, maxTo: 1000 } });
    const flop = hand({
      seats,
      button: "btn",
      forcedBets,
      actions: [
        { seat: "btn", type: "call" },
        { seat: "bb", type: "check" },
      ],
    });
    expect([flop.street, flop.toAct]).toEqual(["flop", "bb"]);
    // A flop bet is at least the big blind (100) and at most the 900 behind.
    expect(flop.legalActions).toMatchObject({ check: true, bet: { minTo: 100, maxTo: 900 }, raise: null });
    expect(flop.pots).toEqual([{ amount: 200, eligible: ["btn", "bb"], winners: null }]);
  });

  it("the button folding preflop is a walk: the big blind wins the small blind, its own 50 uncalled comes back", () => {
    const r = hand({ seats, button: "btn", forcedBets, actions: [{ seat: "btn", type: "fold" }] });
    expect(r.status).toBe("complete");
    expect(r.returned).toEqual([{ id: "bb", street: "preflop", amount: 50 }]);
    // Pot 50 + 50 (the matched part of the big blind): bb ends 900 + 50 + 100 = 1050, btn 950.
    expect(r.result!.stacks).toEqual([
      { id: "btn", stack: 950, net: -50 },
      { id: "bb", stack: 1050, net: 50 },
    ]);
  });
});

describe("a three-way all-in with two side pots", () => {
  // Button A, small blind B (10), big blind C (20), D first to act. Stacks A 100, B 300, C 500, D 2000.
  // D raises to 100, A calls all-in 100, B raises all-in to 300, C raises all-in to 500, D calls 500.
  // Contributions A 100, B 300, C 500, D 500: main 4 x 100 = 400 (A B C D), side 3 x 200 = 600 (B C D),
  // side 2 x 200 = 400 (C D). Board 2c 7d 9c 3d 4h (no straight for anyone): AA > KK > JJ > 88.
  const req: Request = {
    seats: [
      { id: "A", stack: 100, cards: "AsAh" },
      { id: "B", stack: 300, cards: "KsKh" },
      { id: "C", stack: 500, cards: "8s8h" },
      { id: "D", stack: 2000, cards: "JsJh" },
    ],
    button: "A",
    forcedBets: { smallBlind: 10, bigBlind: 20 },
    board: "2c7d9c3d4h",
    actions: [
      { seat: "D", type: "raise", to: 100 },
      { seat: "A", type: "all_in" },
      { seat: "B", type: "all_in" },
      { seat: "C", type: "all_in" },
      { seat: "D", type: "call" },
    ],
  };

  it("builds the pots with their eligible seats and pays each to its best hand", () => {
    const r = hand(req);
    expect(r.status).toBe("complete");
    expect(r.street).toBe("showdown");
    expect(r.pots).toEqual([
      { amount: 400, eligible: ["A", "B", "C", "D"], winners: [{ id: "A", amount: 400 }] },
      { amount: 600, eligible: ["B", "C", "D"], winners: [{ id: "B", amount: 600 }] },
      { amount: 400, eligible: ["C", "D"], winners: [{ id: "D", amount: 400 }] },
    ]);
    // A 400, B 600, C 0, D 2000 - 500 + 400 = 1900; 2900 chips in all.
    expect(r.result!.stacks.map((s) => s.stack)).toEqual([400, 600, 0, 1900]);
    expect(r.result!.hands.map((h) => h.category)).toEqual(["one_pair", "one_pair", "one_pair", "one_pair"]);
  });

  it("reports the state after the all-ins: only D to act, call 400 more or fold, no raise (everyone else is all-in)", () => {
    const r = hand({ ...req, actions: req.actions!.slice(0, 4) });
    expect(r.toAct).toBe("D");
    expect(r.legalActions).toEqual({ fold: true, check: false, call: 400, bet: null, raise: null, all_in: null, allIn: null });
    const refused = errorOf(() => hand({ ...req, actions: [...req.actions!.slice(0, 4), { seat: "D", type: "raise", to: 1000 }] }));
    expect(refused.errors[0]).toMatchObject({ path: "/actions/4", code: "not_allowed" });
  });
});

describe("a short all-in does not reopen the betting (TDA rule 47 and its addendum, example 1)", () => {
  // NLHE 50-100, five seats, button E: A small blind, B big blind. Everyone calls 100 preflop.
  // Flop: A bets 100, B all-in for 125 total (B had 225), C calls 125.
  const seats = [
    { id: "A", stack: 5000 },
    { id: "B", stack: 225 },
    { id: "C", stack: 5000 },
    { id: "D", stack: 300 },
    { id: "E", stack: 5000 },
  ];
  const preflop: HoldemHandInput["actions"] = [
    { seat: "C", type: "call" },
    { seat: "D", type: "call" },
    { seat: "E", type: "call" },
    { seat: "A", type: "call" },
    { seat: "B", type: "check" },
  ];
  const flop: HoldemHandInput["actions"] = [
    { seat: "A", type: "bet", to: 100 },
    { seat: "B", type: "all_in" },
    { seat: "C", type: "call" },
  ];
  const base = { seats, button: "E", forcedBets: { smallBlind: 50, bigBlind: 100 } };

  it("when the short all-in is called around, A (who bet) may only call 25 or fold", () => {
    const actions = [...preflop, ...flop, { seat: "D", type: "call" as const }, { seat: "E", type: "call" as const }];
    const r = hand({ ...base, actions });
    expect(r.toAct).toBe("A");
    expect(r.currentBet).toBe(125);
    expect(r.legalActions).toEqual({ fold: true, check: false, call: 25, bet: null, raise: null, all_in: null, allIn: null });
    const refused = errorOf(() => hand({ ...base, actions: [...actions, { seat: "A", type: "raise", to: 300 }] }));
    expect(refused.errors[0]!.path).toBe(`/actions/${actions.length}`);
    expect(refused.errors[0]!.code).toBe("not_allowed");
    expect(refused.errors[0]!.message).toMatch(/not reopened/);
  });

  it("D's all-in to 200 adds up with B's to a full raise of 100 over A's bet: A may raise again, to at least 300", () => {
    // D all-in 200 (D had 300 - 100 preflop), E calls 200. A faces 200 - 100 = 100 = a full raise: reopened.
    const actions = [...preflop, ...flop, { seat: "D", type: "all_in" as const }, { seat: "E", type: "call" as const }];
    const r = hand({ ...base, actions });
    expect(r.toAct).toBe("A");
    // "If multiple short all-ins re-open the betting, the minimum raise is always the last full valid bet or raise" (100): to 300.
    expect(r.legalActions).toMatchObject({ call: 100, raise: { minTo: 300, maxTo: 4900 } });
    // A calls; C, who called 125 and now faces only 75 more, may not raise.
    const c = hand({ ...base, actions: [...actions, { seat: "A", type: "call" }] });
    expect(c.toAct).toBe("C");
    expect(c.legalActions).toEqual({ fold: true, check: false, call: 75, bet: null, raise: null, all_in: null, allIn: null });
  });
});

describe("minimum raises (TDA rule 43: at least the largest previous bet or raise of the round)", () => {
  it("blinds 100-200, turn: A bets 300, B raises to 1000 (a 700 raise), so C must raise to at least 1700", () => {
    const seats = [
      { id: "A", stack: 10_000 },
      { id: "B", stack: 10_000 },
      { id: "C", stack: 10_000 },
    ];
    // Button C, A small blind, B big blind; preflop C and A call, B checks; flop checked around.
    const actions: HoldemHandInput["actions"] = [
      { seat: "C", type: "call" },
      { seat: "A", type: "call" },
      { seat: "B", type: "check" },
      { seat: "A", type: "check" },
      { seat: "B", type: "check" },
      { seat: "C", type: "check" },
      { seat: "A", type: "bet", to: 300 },
      { seat: "B", type: "raise", to: 1000 },
    ];
    const r = hand({ seats, button: "C", forcedBets: { smallBlind: 100, bigBlind: 200 }, actions });
    expect(r.street).toBe("turn");
    expect(r.legalActions!.raise).toEqual({ minTo: 1700, maxTo: 9800 });
    const small = errorOf(() =>
      hand({ seats, button: "C", forcedBets: { smallBlind: 100, bigBlind: 200 }, actions: [...actions, { seat: "C", type: "raise", to: 1600 }] }),
    );
    expect(small.errors[0]).toMatchObject({ path: "/actions/8", code: "too_small" });
    const large = errorOf(() =>
      hand({ seats, button: "C", forcedBets: { smallBlind: 100, bigBlind: 200 }, actions: [...actions, { seat: "C", type: "raise", to: 9801 }] }),
    );
    expect(large.errors[0]).toMatchObject({ path: "/actions/8", code: "too_large" });
  });
});

describe("odd chips go one each to the tied seats from the first seat left of the button (TDA rules 20-21)", () => {
  // Broadway on the board (Ah Kd Qc Js Tc): every hand still in plays the board and ties.
  it("two-way split of 55: C (first left of the button A among the winners) gets 28, A 27", () => {
    // Button A raises to 25, B (small blind 5) folds, C (big blind 10) calls: 25 + 5 + 25 = 55.
    const r = hand({
      seats: [
        { id: "A", stack: 100, cards: "2c3d" },
        { id: "B", stack: 100, cards: "7h8h" },
        { id: "C", stack: 100, cards: "4h5s" },
      ],
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
      board: "AhKdQcJsTc",
      actions: [
        { seat: "A", type: "raise", to: 25 },
        { seat: "B", type: "fold" },
        { seat: "C", type: "call" },
        ...(["C", "A", "C", "A", "C", "A"] as const).map((seat) => ({ seat, type: "check" as const })),
      ],
    });
    expect(r.pots).toEqual([
      {
        amount: 55,
        eligible: ["A", "C"],
        winners: [
          { id: "C", amount: 28 },
          { id: "A", amount: 27 },
        ],
      },
    ]);
    expect(r.result!.stacks.map((s) => s.stack)).toEqual([102, 95, 103]);
  });

  it("three-way split of 35: C 12, D 12, A 11 (no seat gets more than one odd chip)", () => {
    // Button A, B small blind 5, C big blind 10; D calls, A calls, B folds, C checks: 10 + 10 + 5 + 10 = 35.
    const r = hand({
      seats: [
        { id: "A", stack: 100, cards: "2c3d" },
        { id: "B", stack: 100, cards: "7h8h" },
        { id: "C", stack: 100, cards: "4h5s" },
        { id: "D", stack: 100, cards: "6d9s" },
      ],
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
      board: "AhKdQcJsTc",
      actions: [
        { seat: "D", type: "call" },
        { seat: "A", type: "call" },
        { seat: "B", type: "fold" },
        { seat: "C", type: "check" },
        ...Array.from({ length: 3 }, () => (["C", "D", "A"] as const).map((seat) => ({ seat, type: "check" as const }))).flat(),
      ],
    });
    expect(r.pots[0]!.winners).toEqual([
      { id: "C", amount: 12 },
      { id: "D", amount: 12 },
      { id: "A", amount: 11 },
    ]);
    expect(r.result!.hands.every((h) => h.category === "straight")).toBe(true);
  });
});

describe("antes", () => {
  const three = [
    { id: "A", stack: 1000 },
    { id: "B", stack: 1000 },
    { id: "C", stack: 1000 },
  ];

  it("traditional: everyone antes 10; folded to the big blind, it wins 30 in antes and the small blind", () => {
    // Button A, B small blind 50, C big blind 100. A folds, B folds: C's 100 - 50 = 50 is uncalled.
    const r = hand({
      seats: three,
      button: "A",
      forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "traditional", amount: 10 } },
      actions: [
        { seat: "A", type: "fold" },
        { seat: "B", type: "fold" },
      ],
    });
    expect(r.returned).toEqual([{ id: "C", street: "preflop", amount: 50 }]);
    // Pot: antes 30 + 50 + 50 = 130; C: 1000 - 10 - 100 + 50 + 130 = 1070 (net +70 = 20 of antes + 50).
    expect(r.pots).toEqual([{ amount: 130, eligible: ["C"], winners: [{ id: "C", amount: 130 }] }]);
    expect(r.result!.stacks.map((s) => s.net)).toEqual([-10, -60, 70]);
  });

  it("traditional, a stack smaller than the ante is all-in on the ante and can only win what it matched", () => {
    // A has 6: all-in on the ante. B, C post 10 ante + blinds 50/100; B calls, C checks, checked down.
    // Contributions A 6, B 110, C 110: main 3 x 6 = 18 (A B C), side 2 x 104 = 208 (B C). A's quads win the main pot.
    const r = hand({
      seats: [
        { id: "A", stack: 6, cards: "9s9h" },
        { id: "B", stack: 1000, cards: "AsKs" },
        { id: "C", stack: 1000, cards: "2h3d" },
      ],
      button: "A",
      forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "traditional", amount: 10 } },
      board: "9c9dKh7c5d",
      actions: [
        { seat: "B", type: "call" },
        { seat: "C", type: "check" },
        ...Array.from({ length: 3 }, () => (["B", "C"] as const).map((seat) => ({ seat, type: "check" as const }))).flat(),
      ],
    });
    expect(r.pots).toEqual([
      { amount: 18, eligible: ["A", "B", "C"], winners: [{ id: "A", amount: 18 }] },
      { amount: 208, eligible: ["B", "C"], winners: [{ id: "B", amount: 208 }] },
    ]);
    expect(r.result!.hands[0]!.category).toBe("four_of_a_kind");
  });

  it("big-blind ante: the big blind posts 100 for the table; with 150 the blind comes first and the ante takes the last 50", () => {
    const full = hand({ seats: three, button: "A", forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "big_blind", amount: 100 } } });
    expect(full.seats.map((s) => [s.stack, s.committed, s.contributed])).toEqual([
      [1000, 0, 0],
      [950, 50, 50],
      [800, 100, 200],
    ]);
    expect(full.toAct).toBe("A");
    expect(full.legalActions!.call).toBe(100);
    const short = hand({
      seats: [three[0]!, three[1]!, { id: "C", stack: 150 }],
      button: "A",
      forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "big_blind", amount: 100 } },
      actions: [
        { seat: "A", type: "fold" },
        { seat: "B", type: "fold" },
      ],
    });
    // C: blind 100 live, ante 50 dead, all-in. B's 50 folds in; C's blind above 50 is uncalled: 50 back.
    // C ends 150 - 150 + 50 + (50 ante + 50 + 50) = 200.
    expect(short.result!.stacks.map((s) => s.stack)).toEqual([1000, 950, 200]);
  });
});

describe("a big-blind ante is dead money in the main pot", () => {
  // TDA big-blind-ante practice: the blind is posted first, the ante is dead in the pot and "the player
  // out of the big blind gets full credit for the ante"; the big blind "can only win from other players
  // the amount you have in the big blind, not the amount you put into the ante".
  it("the big blind (150: blind 100, ante 50, all-in) loses to A's all-in call of 100: A takes the ante too", () => {
    // Button A (100) calls all-in 100, B (small blind 50) folds. Main pot: 100 + 50 + 100 + the 50 ante = 300.
    const r = hand({
      seats: [
        { id: "A", stack: 100, cards: "AsAd" },
        { id: "B", stack: 1000, cards: "7c2d" },
        { id: "C", stack: 150, cards: "KsKd" },
      ],
      button: "A",
      forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "big_blind", amount: 100 } },
      board: "2s5h9cJd3c",
      actions: [
        { seat: "A", type: "call" },
        { seat: "B", type: "fold" },
      ],
    });
    expect(r.pots).toEqual([{ amount: 300, eligible: ["A", "C"], winners: [{ id: "A", amount: 300 }] }]);
    expect(r.result!.stacks.map((s) => s.stack)).toEqual([300, 950, 0]);
  });
});

describe("everyone folds to the big blind; missing and dead small blinds", () => {
  const six = ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, stack: 500 }));

  it("six-handed, everyone folds to the big blind: it is never asked to act and wins the small blind", () => {
    // Button A, B small blind 5, C big blind 10; D, E, F, A, B fold.
    const r = hand({
      seats: six,
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
      actions: ["D", "E", "F", "A", "B"].map((seat) => ({ seat, type: "fold" as const })),
    });
    expect([r.status, r.toAct, r.result!.wonByFold]).toEqual(["complete", null, true]);
    expect(r.result!.stacks.map((s) => s.net)).toEqual([0, -5, 5, 0, 0, 0]);
    const late = errorOf(() =>
      hand({
        seats: six,
        button: "A",
        forcedBets: { smallBlind: 5, bigBlind: 10 },
        actions: [...["D", "E", "F", "A", "B"].map((seat) => ({ seat, type: "fold" as const })), { seat: "C", type: "check" }],
      }),
    );
    expect(late.errors[0]).toMatchObject({ path: "/actions/5", code: "not_allowed" });
  });

  it("missing small blind (dead-button rule): the seat left of the button posts the big blind, the next seat acts first", () => {
    const r = hand({ seats: six.slice(0, 4), button: "A", forcedBets: { smallBlind: 5, bigBlind: 10, smallBlindMissing: true } });
    expect([r.smallBlind, r.bigBlind, r.toAct]).toEqual([null, "B", "C"]);
    expect(r.pots).toEqual([{ amount: 10, eligible: ["A", "B", "C", "D"], winners: null }]);
  });

  it("a dead small blind is in the pot but not part of the seat's bet: D posts 5 dead and still owes the full 10", () => {
    const r = hand({
      seats: six.slice(0, 4),
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10, deadBlinds: [{ seat: "D", amount: 5 }] },
    });
    expect(r.toAct).toBe("D");
    expect(r.seats[3]).toMatchObject({ committed: 0, contributed: 5, stack: 495 });
    expect(r.legalActions!.call).toBe(10);
  });
});

describe("a short big blind still sets the price (Robert's Rules: the others call the full big blind)", () => {
  it("the big blind all-in for 60 of 100: A calls 100, the 40 no one can match comes back to A at showdown", () => {
    const r = hand({
      seats: [
        { id: "A", stack: 1000, cards: "AsAd" },
        { id: "B", stack: 1000, cards: "7c2d" },
        { id: "C", stack: 60, cards: "KsKd" },
      ],
      button: "A",
      forcedBets: { smallBlind: 50, bigBlind: 100 },
      board: "2s5h9cJd3c",
      actions: [
        { seat: "A", type: "call" },
        { seat: "B", type: "fold" },
      ],
    });
    // Contributions A 100, B 50, C 60: main 60 + 50 + 60 = 170 (A C); A's 40 above C is uncalled.
    expect(r.returned).toEqual([{ id: "A", street: "preflop", amount: 40 }]);
    expect(r.pots).toEqual([{ amount: 170, eligible: ["A", "C"], winners: [{ id: "A", amount: 170 }] }]);
    expect(r.result!.stacks.map((s) => s.stack)).toEqual([1110, 950, 0]);
  });
});

describe("refused actions name the action and the rule", () => {
  const base = {
    seats: [
      { id: "A", stack: 1000 },
      { id: "B", stack: 1000 },
      { id: "C", stack: 1000 },
    ],
    button: "A",
    forcedBets: { smallBlind: 50, bigBlind: 100 },
  };
  const refused = (actions: HoldemHandInput["actions"]) => errorOf(() => hand({ ...base, actions })).errors[0]!;

  it("out of turn, check facing a bet, fold when a check is free, bet when there is a bet, more than the stack", () => {
    expect(refused([{ seat: "B", type: "fold" }])).toMatchObject({ path: "/actions/0", code: "out_of_turn" });
    expect(refused([{ seat: "A", type: "check" }])).toMatchObject({ path: "/actions/0", code: "not_allowed" });
    expect(refused([{ seat: "A", type: "bet", to: 300 }])).toMatchObject({ path: "/actions/0", code: "not_allowed" });
    expect(refused([{ seat: "A", type: "raise", to: 1001 }])).toMatchObject({ path: "/actions/0", code: "too_large" });
    expect(refused([{ seat: "A", type: "raise", to: 150 }])).toMatchObject({ path: "/actions/0", code: "too_small" });
    const calls: HoldemHandInput["actions"] = [
      { seat: "A", type: "call" },
      { seat: "B", type: "call" },
    ];
    expect(refused([...calls, { seat: "C", type: "fold" }])).toMatchObject({ path: "/actions/2", code: "not_allowed" });
    expect(refused([...calls, { seat: "C", type: "check" }, { seat: "B", type: "raise", to: 200 }])).toMatchObject({
      path: "/actions/3",
      code: "not_allowed",
    });
  });
});

it("the action limit, at its measured price, fits the work budget of any request", () => {
  expect(HAND_LIMITS.maxActions * HAND_LIMITS.workUnitsPerAction).toBeLessThanOrEqual(WORK_UNITS.max);
});
