import { describe, expect, it } from "vitest";
import { type HoldemEquityResult, prepareHoldemEquity } from "../../src/engine/equity.ts";
import { HoldemEquityBody } from "../../src/routes/calculations/equity.ts";
import { best7, bruteMultiway, direct7 } from "./equity-brute.ts";
import { equityInput, errorOf, expectSchemaRefuses, type HoldemEquityRequest } from "./helpers.ts";

const run = (req: HoldemEquityRequest): HoldemEquityResult => prepareHoldemEquity(equityInput(req))();
/**
 * Exact 3 hands preflop (1.37 M boards) is over the API's budget (Monte Carlo in auto, 422 in exact):
 * the reference results below still come from the enumerator, given the room to run.
 */
const runBeyondBudget = (req: HoldemEquityRequest): HoldemEquityResult => prepareHoldemEquity(equityInput(req), 100_000_000)();
const rangeOf = (combos: Array<[string, number]>): string => combos.map(([c, w]) => (w === 1 ? c : `${c}:${w}`)).join(", ");
const RANKS = "23456789TJQKA";
const name = (c: number): string => RANKS[c >> 2]! + "cdhs"[c & 3]!;

/** A small seeded generator for the random spots (not the engine's). */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * n);
  };
}

/** `count` distinct combos of two cards from `pool`, each weighted 1, 0.5, 0.25 or 0.75 (drawn from `rnd`). */
function poolRange(rnd: (n: number) => number, pool: readonly number[], count: number): Array<[string, number]> {
  const combos = new Map<string, number>();
  while (combos.size < count) {
    const a = pool[rnd(pool.length)]!;
    const b = pool[rnd(pool.length)]!;
    if (a === b) continue;
    const [hi, lo] = a > b ? [a, b] : [b, a];
    combos.set(name(hi) + name(lo), [1, 0.5, 0.25, 0.75][rnd(4)]!);
  }
  return [...combos];
}

/** The 52 cards in an order drawn from `rnd` (Fisher-Yates). */
function shuffledDeck(rnd: (n: number) => number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = rnd(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

function expectMatchesBrute(r: HoldemEquityResult, b: ReturnType<typeof bruteMultiway>): void {
  expect(r.method).toBe("exact");
  expect(r.outcomes).toBe(b.outcomes);
  r.players.forEach((p, i) => {
    expect(Math.abs(p.win - b.win[i]!)).toBeLessThan(1e-12);
    expect(Math.abs(p.equity - b.equity[i]!)).toBeLessThan(1e-12);
    p.ties!.forEach((t, k) => expect(Math.abs(t - b.ties[i]![k]!)).toBeLessThan(1e-12));
    expect(Math.abs(p.tie - b.ties[i]!.reduce((a, x) => a + x, 0))).toBeLessThan(1e-12);
  });
  if (b.pots.length > 0) {
    expect(r.pots!.map((p) => [p.amount, p.eligible])).toEqual(b.pots.map((p) => [p.amount, p.eligible]));
    r.pots!.forEach((pot, k) => pot.chips.forEach((c, i) => expect(Math.abs(c - b.pots[k]!.chips[i]!)).toBeLessThan(1e-9 * pot.amount)));
  }
}

/**
 * A random 3..6-way spot: board of 3, 4 or 5 cards, 0-2 dead cards, each player a hand or a range of
 * 1-3 weighted combos drawn from a small shared pool (so players' combos collide: card removal).
 */
function randomSpot(seed: number): { players: Array<Array<[string, number]>>; board: string; dead: string } {
  const rnd = lcg(seed);
  const deck = shuffledDeck(rnd);
  const n = 3 + rnd(4);
  const boardSize = [3, 4, 5][rnd(3)]!;
  const board = deck.splice(0, boardSize);
  const dead = deck.splice(0, rnd(3));
  // Flop spots enumerate ~1,000 boards per tuple in the brute force: keep them to hands and pairs.
  const maxCombos = boardSize === 3 ? 2 : 3;
  const pool = deck.splice(0, 2 * n + 4);
  const players: Array<Array<[string, number]>> = [];
  for (let p = 0; p < n; p++) {
    if (rnd(3) === 0) {
      players.push([[name(deck.pop()!) + name(deck.pop()!), 1]]);
      continue;
    }
    players.push(poolRange(rnd, pool, 1 + rnd(maxCombos)));
  }
  return { players, board: board.map(name).join(""), dead: dead.map(name).join("") };
}

const asRequest = (players: Array<Array<[string, number]>>): HoldemEquityRequest["players"] =>
  players.map((p) => (p.length === 1 && p[0]![1] === 1 ? { hand: p[0]![0] } : { range: rangeOf(p) }));

describe("multiway exact against an independent brute force", () => {
  it("the brute force's direct 7-card scorer orders hands as its best-of-21 does", () => {
    const rnd = lcg(5);
    let previous: number[] | null = null;
    for (let t = 0; t < 3000; t++) {
      const cs = new Set<number>();
      while (cs.size < 7) cs.add(rnd(52));
      const hand = [...cs];
      if (previous) expect(Math.sign(direct7(hand) - direct7(previous))).toBe(Math.sign(best7(hand) - best7(previous)));
      previous = hand;
    }
  });

  it("random 3..6-way spots with hands, weighted ranges, shared cards and dead cards, to 1e-12", () => {
    let checked = 0;
    for (let seed = 1; checked < 24; seed++) {
      const spot = randomSpot(seed);
      const b = bruteMultiway(spot.players, spot.board, spot.dead);
      if (b.outcomes === 0) continue; // no tuple without a shared card: the engine's card_conflict
      const r = run({ players: asRequest(spot.players), board: spot.board, dead: spot.dead, mode: "exact" });
      expectMatchesBrute(r, b);
      expect(r.players.length).toBe(spot.players.length);
      checked++;
    }
  }, 120_000);

  it("a wide last range (its sums from sorted prefix sums, less the combos a tuple blocks) on random turns and rivers, to 1e-12", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rnd = lcg(500 + seed);
      const deck = shuffledDeck(rnd);
      const board = deck.splice(0, 4 + rnd(2));
      // Every range is drawn from one pool of 12 cards, so the tuples block one another's combos.
      const pool = deck.splice(0, 12);
      const range = (count: number): Array<[string, number]> => poolRange(rnd, pool, count);
      const players = [range(1 + rnd(3)), range(2 + rnd(4)), ...(rnd(2) ? [range(2 + rnd(3))] : []), range(12 + rnd(20))];
      const b = bruteMultiway(players, board.map(name).join(""), "");
      if (b.outcomes === 0) continue;
      expectMatchesBrute(run({ players: asRequest(players), board: board.map(name).join(""), mode: "exact" }), b);
    }
  }, 120_000);

  it("random spots with three or more different stakes: every pot's expected chips, to 1e-9 of the pot", () => {
    let checked = 0;
    for (let seed = 100; checked < 10; seed++) {
      const spot = randomSpot(seed);
      const stacks = spot.players.map((_, i) => 25 * (1 + ((seed * 7 + i * 13) % 6)));
      const b = bruteMultiway(spot.players, spot.board, spot.dead, stacks);
      if (b.outcomes === 0) continue;
      const r = run({ players: asRequest(spot.players), board: spot.board, dead: spot.dead, stacks, mode: "exact" });
      expectMatchesBrute(r, b);
      const pot = stacks.reduce((a, s) => a + s, 0);
      expect(Math.abs(r.players.reduce((a, p) => a + p.chips!, 0) - pot)).toBeLessThan(1e-9 * pot);
      checked++;
    }
  }, 120_000);

  it("AA v KK v QQ preflop (AhAs, KdKc, QhQc): 1,370,754 boards, exact within the budget, equal to the brute force", () => {
    const players: Array<Array<[string, number]>> = [[["AhAs", 1]], [["KdKc", 1]], [["QhQc", 1]]];
    const r = run({ players: asRequest(players), mode: "exact" });
    const b = bruteMultiway(players, "", "", undefined, direct7);
    expectMatchesBrute(r, b);
    expect(r.outcomes).toBe(1_370_754);
    // The brute force's numbers, to the percent (the kings share a suit with neither other pair).
    expect(r.players.map((p) => Math.round(p.equity * 100))).toEqual([67, 19, 15]);
  }, 120_000);

  it("three hands suited in three suits preflop: three board cards of a suit make a flush, exact within the budget, equal to the brute force", () => {
    // Each suited hand flushes with three board cards of its suit, so every such board is scored on its
    // own (equity-board-ranks.ts), besides the four- and five-card flush boards of every suit.
    const players: Array<Array<[string, number]>> = [[["AhKh", 1]], [["QsJs", 1]], [["Td9d", 1]]];
    const r = run({ players: asRequest(players), mode: "exact" });
    expectMatchesBrute(r, bruteMultiway(players, "", "", undefined, direct7));
  }, 120_000);

  it("four hands suited in all four suits preflop, and with four stakes: every pot, equal to the brute force", () => {
    const players: Array<Array<[string, number]>> = [[["AhKh", 1]], [["QsJs", 1]], [["Td9d", 1]], [["8c7c", 1]]];
    expectMatchesBrute(run({ players: asRequest(players), mode: "exact" }), bruteMultiway(players, "", "", undefined, direct7));
    // Two players share a flush suit: board flushes and suited-hand flushes of the same suit compete.
    const shared: Array<Array<[string, number]>> = [[["AhKh", 1]], [["5h4h", 1]], [["QsQd", 1]], [["Jc9c", 1]]];
    const stacks = [40, 100, 70, 100];
    const r = run({ players: asRequest(shared), stacks, mode: "exact" });
    expectMatchesBrute(r, bruteMultiway(shared, "", "", stacks, direct7));
    expect(Math.abs(r.players.reduce((a, p) => a + p.chips!, 0) - 310)).toBeLessThan(1e-9 * 310);
  }, 120_000);

  it("random 3..5 known hands preflop with 12-20 dead cards (board ranks with 0 to 4 cards left of a rank), to 1e-12", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const rnd = lcg(1000 + seed);
      const deck = shuffledDeck(rnd);
      const take = (k: number): string => deck.splice(0, k).map(name).join("");
      const players: Array<Array<[string, number]>> = Array.from({ length: 3 + rnd(3) }, () => [[take(2), 1]]);
      const dead = take(12 + rnd(9));
      const r = run({ players: asRequest(players), dead, mode: "exact" });
      expectMatchesBrute(r, bruteMultiway(players, "", dead, undefined, direct7));
    }
  }, 120_000);

  it("flush draws on a two-heart flop (the fifth card's flush paths: five of a suit already, four, none), equal to the brute force", () => {
    // Two players hold two hearts each on a two-heart flop: a heart turn gives them five of seven
    // already, a non-heart turn leaves a heart river to complete; the pair needs three more clubs.
    const spot: Array<Array<[string, number]>> = [[["AhKh", 1]], [["QhJh", 1]], [["9c9d", 1]], [["Tc8s", 1]]];
    for (const board of ["2h7h3c", "2h7h3c5s", "2h7h3c5h"]) {
      expectMatchesBrute(run({ players: asRequest(spot), board }), bruteMultiway(spot, board, ""));
    }
  });

  it("known hands on flops rich in one suit (flushes made, four and three to one), scored by the flop's rank pairs, equal to the brute force", () => {
    // Half the cards are hearts, so hands and flops often hold three, four or five of them together:
    // every flush-board class of the flop kernel (two hearts to come, one, none) is reached.
    for (let seed = 1; seed <= 10; seed++) {
      const rnd = lcg(2000 + seed);
      const hearts = shuffledDeck(rnd).filter((c) => c % 4 === 2);
      const others = shuffledDeck(rnd).filter((c) => c % 4 !== 2);
      const draw = (): number => (rnd(2) === 0 && hearts.length > 0 ? hearts.pop()! : others.pop()!);
      const take = (k: number): string => Array.from({ length: k }, draw).map(name).join("");
      const players: Array<Array<[string, number]>> = Array.from({ length: 2 + rnd(4) }, () => [[take(2), 1]]);
      const board = take(3);
      const dead = take(rnd(3));
      // Heads-up answers carry ties and pots only with stacks.
      const stacks = seed % 2 === 0 || players.length === 2 ? players.map((_, i) => 10 * (1 + ((i * 7 + seed) % 4))) : undefined;
      const r = run({ players: asRequest(players), board, dead, mode: "exact", ...(stacks ? { stacks } : {}) });
      expectMatchesBrute(r, bruteMultiway(players, board, dead, stacks));
    }
    // A flush made on the flop (AhKh on three hearts: every turn and river is a flush board), against
    // four hearts (QhJs) and a pair that can fill up.
    const made: Array<Array<[string, number]>> = [[["AhKh", 1]], [["QhJs", 1]], [["7c7d", 1]]];
    expectMatchesBrute(run({ players: asRequest(made), board: "2h7h3h" }), bruteMultiway(made, "2h7h3h", ""));
    expectMatchesBrute(run({ players: asRequest(made), board: "2h7h3h", stacks: [30, 20, 10] }), bruteMultiway(made, "2h7h3h", "", [30, 20, 10]));
  }, 120_000);

  it("6-way on the flop and range vs range vs hand on the turn, by name", () => {
    const six: Array<Array<[string, number]>> = [[["AsAh", 1]], [["KsKh", 1]], [["QsQh", 1]], [["JcTc", 1]], [["9d8d", 1]], [["7c7s", 1]]];
    expectMatchesBrute(run({ players: asRequest(six), board: "2c5d9h" }), bruteMultiway(six, "2c5d9h", ""));
    const three: Array<Array<[string, number]>> = [
      [
        ["AhAd", 1],
        ["AcKc", 0.5],
        ["KhKd", 1],
      ],
      [
        ["AhKh", 1],
        ["QsQc", 1],
        ["JhTh", 0.25],
      ],
      [["9h9s", 1]],
    ];
    expectMatchesBrute(run({ players: asRequest(three), board: "Kc7h2h4s", dead: "5d" }), bruteMultiway(three, "Kc7h2h4s", "5d"));
  }, 60_000);
});

describe("side pots worked by hand (three different stacks)", () => {
  // River Ks9d5c2h3s: AsAd (aces) > KhQh (kings) > 7c7d (sevens). Stakes 100, 200, 300:
  // main pot 3 x 100 = 300 (everyone), side pot 2 x 100 = 200 (the 200 and 300 stacks), and the
  // last 100 of the 300 stack, which nobody matched, comes back to it.
  const board = "Ks9d5c2h3s";
  it("the shortest stack holds the best hand: it wins the main pot, the second best the side pot", () => {
    const r = run({ players: [{ hand: "AsAd" }, { hand: "KhQh" }, { hand: "7c7d" }], board, stacks: [100, 200, 300] });
    expect(r.pots).toEqual([
      { amount: 300, eligible: [0, 1, 2], chips: [300, 0, 0] },
      { amount: 200, eligible: [1, 2], chips: [0, 200, 0] },
      { amount: 100, eligible: [2], chips: [0, 0, 100] },
    ]);
    expect(r.players.map((p) => p.chips)).toEqual([300, 200, 100]);
  });

  it("the biggest stack holds the best hand: it wins every pot", () => {
    const r = run({ players: [{ hand: "7c7d" }, { hand: "KhQh" }, { hand: "AsAd" }], board, stacks: [100, 200, 300] });
    expect(r.players.map((p) => p.chips)).toEqual([0, 0, 600]);
  });

  it("a split main pot: the two best hands share it, the side pot goes to the one that covers it", () => {
    // AsKd and AhKc both play K-K-A-9-5; 7c7d is third. Stakes 150, 250, 400: main 450, side 200, 150 back.
    const r = run({ players: [{ hand: "AsKd" }, { hand: "AhKc" }, { hand: "7c7d" }], board, stacks: [150, 250, 400] });
    expect(r.pots).toEqual([
      { amount: 450, eligible: [0, 1, 2], chips: [225, 225, 0] },
      { amount: 200, eligible: [1, 2], chips: [0, 200, 0] },
      { amount: 150, eligible: [2], chips: [0, 0, 150] },
    ]);
    expect(r.players.map((p) => p.ties)).toEqual([
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
  });

  it("one card to come: each pot is its amount times the share of the 42 rivers its players win", () => {
    // Turn Ks9d5c2h: AsAd leads; KhQh and 7c7d draw (counted by the brute force's shares).
    const players: Array<Array<[string, number]>> = [[["AsAd", 1]], [["KhQh", 1]], [["7c7d", 1]]];
    const stacks = [100, 200, 300];
    const r = run({ players: asRequest(players), board: "Ks9d5c2h", stacks });
    const b = bruteMultiway(players, "Ks9d5c2h", "", stacks);
    expectMatchesBrute(r, b);
    expect(r.outcomes).toBe(42);
    for (const pot of r.pots!) {
      // Each chip count is amount x (rivers won + shared rivers / sharers) / 42: a multiple of amount / 252.
      for (const c of pot.chips) expect(Math.abs(Math.round((c * 252) / pot.amount) - (c * 252) / pot.amount)).toBeLessThan(1e-9);
      expect(Math.abs(pot.chips.reduce((a, x) => a + x, 0) - pot.amount)).toBeLessThan(1e-9);
    }
  });
});

describe("multiway Monte Carlo", () => {
  const spots: Array<[string, HoldemEquityRequest]> = [
    ["3 hands preflop", { players: [{ hand: "AhAs" }, { hand: "KdKc" }, { hand: "QhQc" }] }],
    [
      "4 ranges on the turn (tuple table)",
      { players: [{ range: "QQ+" }, { range: "TT-JJ" }, { range: "AKs, AQs" }, { range: "77-99" }], board: "Kh7d2c4s" },
    ],
    ["random v TT+ v AK on the river (rejection)", { players: [{ range: "random" }, { range: "TT+" }, { range: "AK" }], board: "Kh7d2c4s9h" }],
  ];
  for (const [label, req] of spots) {
    it(`${label}: within 4 standard errors of exact, byte-identical for a seed`, () => {
      const exact = runBeyondBudget({ ...req, mode: "exact" });
      expect(exact.method).toBe("exact");
      const mcReq: HoldemEquityRequest = { ...req, mode: "monte_carlo", monteCarlo: { seed: 11, samples: 30_000 } };
      const mc = run(mcReq);
      expect(mc.method).toBe("monte_carlo");
      expect(mc.outcomes).toBe(30_000);
      const se = mc.monteCarlo!.standardError;
      expect(se).toBeGreaterThan(0);
      expect(Math.abs(mc.players[0].equity - exact.players[0].equity)).toBeLessThan(4 * se);
      expect(JSON.stringify(run(mcReq))).toBe(JSON.stringify(mc));
      expect(JSON.stringify(run({ ...mcReq, monteCarlo: { seed: 12, samples: 30_000 } }))).not.toBe(JSON.stringify(mc));
      expect(mc.players.reduce((a, p) => a + p.equity, 0)).toBeCloseTo(1, 12);
    }, 60_000);
  }

  it("pots by Monte Carlo sum to the pots and agree with exact", () => {
    const req: HoldemEquityRequest = { players: [{ hand: "AhAs" }, { hand: "KdKc" }, { hand: "QhQc" }], board: "7h8c2d", stacks: [50, 120, 300] };
    const exact = run(req);
    const mc = run({ ...req, mode: "monte_carlo", monteCarlo: { seed: 3, samples: 20_000 } });
    for (const r of [exact, mc]) {
      r.pots!.forEach((pot) => expect(Math.abs(pot.chips.reduce((a, x) => a + x, 0) - pot.amount)).toBeLessThan(1e-9 * pot.amount));
    }
    // The main pot (150): player 1's share is its equity, sampled.
    expect(Math.abs(mc.pots![0]!.chips[0]! - exact.pots![0]!.chips[0]!)).toBeLessThan(150 * 4 * mc.monteCarlo!.standardError);
  });

  it("auto runs Monte Carlo when exact is over the budget", () => {
    const r = run({ players: [{ range: "random" }, { range: "random" }, { range: "random" }], monteCarlo: { seed: 1, samples: 5_000 } });
    expect(r.method).toBe("monte_carlo");
    expect(r.players.length).toBe(3);
  });
});

describe("multiway shape and errors", () => {
  it("heads-up keeps its shape (no ties, no pots); multiway and stacks add them", () => {
    const hu = run({ players: [{ hand: "AsKd" }, { hand: "7c7h" }], board: "Ah7d2c" });
    expect(Object.keys(hu.players[0])).toEqual(["input", "combos", "equity", "win", "tie"]);
    expect("pots" in hu).toBe(false);
    const three = run({ players: [{ hand: "AsKd" }, { hand: "7c7h" }, { range: "QQ+" }], board: "Ah7d2c" });
    expect(Object.keys(three.players[0])).toEqual(["input", "combos", "equity", "win", "tie", "ties"]);
    const pots = run({ players: [{ hand: "AsKd" }, { hand: "7c7h" }], board: "Ah7d2c", stacks: [10, 20] });
    expect(Object.keys(pots.players[0])).toEqual(["input", "combos", "equity", "win", "tie", "ties", "chips"]);
    expect(pots.players[0].equity).toBeCloseTo(hu.players[0].equity, 12);
    expect(pots.pots).toEqual([
      { amount: 20, eligible: [0, 1], chips: [20 * pots.players[0].equity, 20 * pots.players[1].equity] },
      { amount: 10, eligible: [1], chips: [0, 10] },
    ]);
  });

  it("refuses hands sharing cards, stacks of the wrong length, and players whose combos never fit together", () => {
    const e = errorOf(() => run({ players: [{ hand: "AsKd" }, { hand: "QsQd" }, { hand: "KdJc" }] }));
    expect(e.code).toBe("card_conflict");
    expect(e.errors[0]).toMatchObject({ path: "/players/2/hand", message: "players[2].hand shares a card with players[0].hand" });
    expect(errorOf(() => run({ players: [{ hand: "AsKd" }, { hand: "QsQd" }, { hand: "7c7d" }], stacks: [1, 2] })).errors[0]!.path).toBe("/stacks");
    const none = errorOf(() => run({ players: [{ range: "AA" }, { range: "AA" }, { range: "AA" }] }));
    expect(none.code).toBe("card_conflict");
    expect(none.errors[0]!.path).toBe("/players/2/range");
    expectSchemaRefuses(HoldemEquityBody, { players: Array(11).fill({ range: "random" }) }, "/players");
    expectSchemaRefuses(HoldemEquityBody, { players: [{ hand: "AsKd" }, { hand: "QsQd" }], stacks: [0, 5] }, "/stacks/0");
  });
});
