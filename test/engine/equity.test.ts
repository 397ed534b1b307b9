import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comboIndex } from "../../src/engine/cards.ts";
import { EQUITY_LIMITS, type HoldemEquityResult, prepareHoldemEquity } from "../../src/engine/equity.ts";
import { remainingDeck } from "../../src/engine/equity-enumerate.ts";
import { pairLoopEquity, pairWalkEquity } from "../../src/engine/equity-ranges.ts";
import { EngineError } from "../../src/engine/errors.ts";
import { ENGINE_VERSION } from "../../src/engine/version.ts";
import { HoldemEquityBody } from "../../src/routes/calculations/equity.ts";
import { bruteEquity } from "./equity-brute.ts";
import { equityInput, errorOf, expectSchemaRefuses, type HoldemEquityRequest, throughSchema } from "./helpers.ts";

const prepare = (req: HoldemEquityRequest): (() => HoldemEquityResult) => prepareHoldemEquity(equityInput(req));
const run = (req: HoldemEquityRequest): HoldemEquityResult => prepare(req)();
/** A range string of exact weighted combos, e.g. "AhKh:0.5, QcQd". */
const rangeOf = (combos: Array<[string, number]>): string => combos.map(([c, w]) => (w === 1 ? c : `${c}:${w}`)).join(", ");

function expectMatchesBrute(r: HoldemEquityResult, b: ReturnType<typeof bruteEquity>): void {
  expect(r.method).toBe("exact");
  expect(r.outcomes).toBe(b.outcomes);
  expect(r.players[0].win).toBeCloseTo(b.win[0], 12);
  expect(r.players[1].win).toBeCloseTo(b.win[1], 12);
  expect(r.players[0].tie).toBeCloseTo(b.tie, 12);
  expect(r.players[0].equity).toBeCloseTo(b.win[0] + b.tie / 2, 12);
}

describe("exact equity against brute force", () => {
  it("hand vs hand on the flop, with a dead card", () => {
    const r = run({ players: [{ hand: "AsKd" }, { hand: "7c7h" }], board: "Ah7d2c", dead: "Qc" });
    expectMatchesBrute(r, bruteEquity([["AsKd", 1]], [["7c7h", 1]], "Ah7d2c", "Qc"));
    expect(r.board).toBe("Ah7d2c");
    expect(r.dead).toBe("Qc");
  });

  it("flush and straight draws on the flop", () => {
    const r = run({ players: [{ hand: "9h8h" }, { hand: "AcAd" }], board: "7hTh2s" });
    expectMatchesBrute(r, bruteEquity([["9h8h", 1]], [["AcAd", 1]], "7hTh2s", ""));
  });

  it("weighted ranges on the turn", () => {
    const p1: Array<[string, number]> = [
      ["AhKh", 1],
      ["AdKd", 0.5],
      ["QsQc", 0.25],
      ["JhTh", 1],
      ["7c7d", 0.75],
    ];
    const p2: Array<[string, number]> = [
      ["AsAc", 1],
      ["KcKs", 0.5],
      ["9h8h", 1],
      ["AcKc", 0.3],
      ["5s4s", 1],
      ["QhJd", 1],
    ];
    const r = run({ players: [{ range: rangeOf(p1) }, { range: rangeOf(p2) }], board: "Kd9h7s2h" });
    expectMatchesBrute(r, bruteEquity(p1, p2, "Kd9h7s2h", ""));
    expect(r.players[0].combos).toBe(4); // AdKd holds the board's Kd
  });

  it("ranges with shared cards and dead cards on the river", () => {
    const p1: Array<[string, number]> = [
      ["AhAd", 1],
      ["AhKh", 1],
      ["KsKc", 1],
      ["QhQs", 0.5],
      ["Th9h", 1],
      ["8c8d", 1],
    ];
    const p2: Array<[string, number]> = [
      ["AhAd", 1],
      ["AcAs", 1],
      ["KhQh", 1],
      ["JcJd", 1],
      ["Th9h", 0.2],
      ["6c5c", 1],
    ];
    const r = run({ players: [{ range: rangeOf(p1) }, { range: rangeOf(p2) }], board: "Jh8h3c2d7s", dead: "4c" });
    expectMatchesBrute(r, bruteEquity(p1, p2, "Jh8h3c2d7s", "4c"));
  });

  it("range syntax on the turn against brute force over its expansion", () => {
    const r = run({ players: [{ range: "QQ+, AKs" }, { range: "JTs, 99" }], board: "Ts9c4h2c" });
    const expand = (ranks: string, suited: boolean | "pair"): Array<[string, number]> => {
      const out: Array<[string, number]> = [];
      for (const s1 of "cdhs")
        for (const s2 of "cdhs") {
          if (suited === "pair" ? s1 >= s2 : suited ? s1 !== s2 : s1 === s2) continue;
          out.push([`${ranks[0]}${s1}${ranks[1]}${s2}`, 1]);
        }
      return out;
    };
    const p1 = [...expand("QQ", "pair"), ...expand("KK", "pair"), ...expand("AA", "pair"), ...expand("AK", true)];
    const p2 = [...expand("JT", true), ...expand("99", "pair")];
    const b = bruteEquity(p1, p2, "Ts9c4h2c", "");
    expectMatchesBrute(r, b);
    expect(r.players.map((p) => p.combos)).toEqual([22, 6]);
  });
});

describe("the pair loop and the pair walk (small ranges) against brute force", () => {
  const RANKS = "23456789TJQKA";
  const SUITS = "cdhs";
  const name = (c: number) => RANKS[c >> 2]! + SUITS[c & 3]!;
  // Flop or turn boards and ranges of 1..6 weighted combos drawn from the cards the board leaves.
  const spot = fc
    .shuffledSubarray(
      Array.from({ length: 52 }, (_, i) => i),
      { minLength: 28, maxLength: 28 },
    )
    .chain((cards) =>
      fc.record({
        board: fc.constantFrom(cards.slice(0, 3), cards.slice(0, 4)),
        p1: fc.array(fc.tuple(fc.integer({ min: 4, max: 27 }), fc.integer({ min: 4, max: 27 }), fc.constantFrom(1, 0.5, 0.25)), {
          minLength: 1,
          maxLength: 6,
        }),
        p2: fc.array(fc.tuple(fc.integer({ min: 4, max: 27 }), fc.integer({ min: 4, max: 27 }), fc.constantFrom(1, 0.75)), {
          minLength: 1,
          maxLength: 6,
        }),
        cards: fc.constant(cards),
      }),
    );
  it("weighted counts equal brute force's on random flop and turn spots (pairLoopEquity and pairWalkEquity directly)", () => {
    fc.assert(
      fc.property(spot, ({ board, p1, p2, cards }) => {
        const combos = (list: Array<[number, number, number]>): Array<[number, number, number]> => {
          const seen = new Set<string>();
          return list.filter(([a, b]) => {
            const key = [Math.min(a, b), Math.max(a, b)].join();
            if (a === b || seen.has(key)) return false;
            seen.add(key);
            return true;
          });
        };
        const r1 = combos(p1).map(([a, b, w]) => [cards[a]!, cards[b]!, w] as [number, number, number]);
        const r2 = combos(p2).map(([a, b, w]) => [cards[a]!, cards[b]!, w] as [number, number, number]);
        fc.pre(r1.length > 0 && r2.length > 0);
        const brute = bruteEquity(
          r1.map(([a, b, w]) => [name(a) + name(b), w]),
          r2.map(([a, b, w]) => [name(a) + name(b), w]),
          board.map(name).join(""),
          "",
        );
        fc.pre(brute.outcomes > 0);
        const weighted = (list: Array<[number, number, number]>) => ({
          combos: Uint16Array.from(list.map(([a, b]) => comboIndex(a, b))),
          weights: Float64Array.from(list.map(([, , w]) => w)),
        });
        const used = new Uint8Array(52);
        for (const c of board) used[c] = 1;
        for (const kernel of [pairLoopEquity, pairWalkEquity]) {
          const totals = kernel(weighted(r1), weighted(r2), board, remainingDeck(used));
          const sum = totals.win1 + totals.win2 + totals.tie;
          expect(totals.win1 / sum).toBeCloseTo(brute.win[0], 12);
          expect(totals.win2 / sum).toBeCloseTo(brute.win[1], 12);
          expect(totals.tie / sum).toBeCloseTo(brute.tie, 12);
        }
      }),
      { numRuns: 40, seed: 20261126 },
    );
  });

  it("the README's first example (a hand against 29 combos on the flop) equals brute force through the request", () => {
    const range = "QQ+, AKs, A5s-A2s";
    const r = run({ players: [{ hand: "AsKd" }, { range }], board: "Ah7d2c" });
    const expanded: Array<[string, number]> = [];
    for (const s1 of "cdhs")
      for (const s2 of "cdhs") {
        if (s1 < s2) for (const p of ["QQ", "KK", "AA"]) expanded.push([`${p[0]}${s1}${p[1]}${s2}`, 1]);
        if (s1 === s2) for (const k of ["K", "5", "4", "3", "2"]) expanded.push([`A${s1}${k}${s2}`, 1]);
      }
    expectMatchesBrute(r, bruteEquity([["AsKd", 1]], expanded, "Ah7d2c", ""));
    expect(r.players[1].combos).toBe(29);
  });
});

describe("published figures", () => {
  it("AsAh vs KdKc preflop is 0.8126 (table) and enumerates the same with a far dead card", () => {
    const r = run({ players: [{ hand: "AsAh" }, { hand: "KdKc" }] });
    expect(r.players[0].equity).toBeCloseTo(0.8126, 4);
    expect(r.outcomes).toBe(1_712_304);
  });

  it("AA vs KK as ranges is 0.8194605 / 0.1805395", () => {
    const r = run({ players: [{ range: "AA" }, { range: "KK" }] });
    expect(r.players[0].equity).toBeCloseTo(0.8194605, 7);
    expect(r.players[1].equity).toBeCloseTo(0.1805395, 7);
    expect(r.outcomes).toBe(36 * 1_712_304);
  });

  it("QQ+ vs TT+ is 0.6505 and QhQs vs TT+ is 0.5001", () => {
    expect(run({ players: [{ range: "QQ+" }, { range: "TT+" }] }).players[0].equity).toBeCloseTo(0.6505, 4);
    expect(run({ players: [{ hand: "QhQs" }, { range: "TT+" }] }).players[0].equity).toBeCloseTo(0.5001, 4);
  });
});

// Small random spots: a few explicit combos per player on the turn or river (fast to compute).
const card = fc.integer({ min: 0, max: 51 });
const spot = fc
  .record({
    cards: fc.uniqueArray(card, { minLength: 13, maxLength: 13 }),
    boardSize: fc.constantFrom(3, 4, 5),
    n1: fc.integer({ min: 1, max: 3 }),
    n2: fc.integer({ min: 1, max: 3 }),
    weights: fc.array(fc.constantFrom(1, 0.5, 0.25, 0.75), { minLength: 3, maxLength: 3 }),
  })
  .map(({ cards, boardSize, n1, n2, weights }) => {
    const name = (c: number): string => "23456789TJQKA"[c >> 2]! + "cdhs"[c & 3]!;
    const board = cards.slice(0, boardSize).map(name).join("");
    const holes = cards.slice(5).map(name);
    // Player 2's first combo shares its first card with player 1's last combo (card removal).
    const p1 = holes.slice(0, n1).map((c, i) => `${c}${holes[n1 + i]}${weights[i] === 1 ? "" : `:${weights[i]}`}`);
    const p2 = holes.slice(2 * n1, 2 * n1 + n2).map((c, i) => `${c}${holes[7 - i]}`);
    return { board, p1: p1.join(", "), p2: p2.join(", ") };
  });

function permuteSuits(text: string, perm: readonly number[]): string {
  return text.replace(/[cdhs]/g, (s) => "cdhs"[perm["cdhs".indexOf(s)]!]!);
}

describe("properties", () => {
  it("equities sum to 1, swapping players swaps results, suit permutations change nothing", () => {
    fc.assert(
      fc.property(spot, fc.constantFrom([1, 0, 3, 2], [3, 2, 1, 0], [2, 3, 0, 1], [1, 2, 3, 0]), ({ board, p1, p2 }, perm) => {
        let r: HoldemEquityResult;
        try {
          r = run({ players: [{ range: p1 }, { range: p2 }], board, mode: "exact" });
        } catch (e) {
          expect(e).toBeInstanceOf(EngineError);
          return;
        }
        expect(r.players[0].equity + r.players[1].equity).toBeCloseTo(1, 12);
        const swapped = run({ players: [{ range: p2 }, { range: p1 }], board, mode: "exact" });
        expect(swapped.players[0].equity).toBeCloseTo(r.players[1].equity, 12);
        expect(swapped.players[1].win).toBeCloseTo(r.players[0].win, 12);
        expect(swapped.outcomes).toBe(r.outcomes);
        const permuted = run({
          players: [{ range: permuteSuits(p1, perm) }, { range: permuteSuits(p2, perm) }],
          board: permuteSuits(board, perm),
          mode: "exact",
        });
        expect(permuted.players[0].equity).toBeCloseTo(r.players[0].equity, 12);
        expect(permuted.players[0].tie).toBeCloseTo(r.players[0].tie, 12);
        expect(permuted.outcomes).toBe(r.outcomes);
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it("preflop ranges are invariant under suit permutation and swap", () => {
    const a = run({ players: [{ range: "AhKh, QcQd:0.5, 7s6s" }, { range: "JJ+, AcKd" }] });
    const b = run({ players: [{ range: "AsKs, QdQh:0.5, 7c6c" }, { range: "JJ+, AdKh" }] });
    const c = run({ players: [{ range: "JJ+, AcKd" }, { range: "AhKh, QcQd:0.5, 7s6s" }] });
    expect(b.players[0].equity).toBeCloseTo(a.players[0].equity, 12);
    expect(c.players[1].equity).toBeCloseTo(a.players[0].equity, 12);
    expect(a.players[0].equity + a.players[1].equity).toBeCloseTo(1, 12);
  });
});

describe("Monte Carlo", () => {
  const req: HoldemEquityRequest = {
    players: [{ range: "TT+, AQs+, AKo:0.5" }, { range: "77-99, AJs, KQs, QJs:0.5, JTs" }],
    board: "Td6s2h",
    mode: "monte_carlo",
    monteCarlo: { seed: 42, samples: 40_000 },
  };

  it("is byte-identical for the same seed and differs for another seed", () => {
    const a = JSON.stringify(run(req));
    expect(JSON.stringify(run(req))).toBe(a);
    expect(JSON.stringify(run({ ...req, monteCarlo: { seed: 43, samples: 40_000 } }))).not.toBe(a);
  });

  it("is within 4 standard errors of the exact value", () => {
    const exact = run({ ...req, mode: "exact" });
    for (const seed of [0, 1, 2]) {
      const mc = run({ ...req, monteCarlo: { seed, samples: 40_000 } });
      expect(mc.method).toBe("monte_carlo");
      expect(mc.outcomes).toBe(40_000);
      expect(mc.monteCarlo).toMatchObject({ seed, samples: 40_000 });
      const se = mc.monteCarlo!.standardError;
      expect(se).toBeGreaterThan(0.001);
      expect(se).toBeLessThan(0.004);
      expect(Math.abs(mc.players[0].equity - exact.players[0].equity)).toBeLessThan(4 * se);
    }
  });

  it("samples weighted ranges and conflicting combos correctly (preflop, vs table)", () => {
    // Player 2's range mostly collides with player 1's hand: the joint distribution must still be right.
    const players = [{ hand: "AhKh" }, { range: "AhAd, AhAc, AhAs, KhKd, KhKs, KhKc, QcQd:0.5, 7s6s" }];
    const exact = run({ players });
    const mc = run({ players, mode: "monte_carlo", monteCarlo: { seed: 7, samples: 30_000 } });
    expect(Math.abs(mc.players[0].equity - exact.players[0].equity)).toBeLessThan(4 * mc.monteCarlo!.standardError);
    expect(exact.players[1].combos).toBe(8);
    expect(exact.outcomes).toBe(2 * 1_712_304);
  });

  it("defaults to seed 0 and a sample count sized by the default work budget", () => {
    const r = run({ players: [{ hand: "AsKs" }, { hand: "QdQc" }], board: "2c7h9d", mode: "monte_carlo" });
    // The published price for one combo each: 90 units a sample + 25 per drawn board card (2 on a
    // flop), searches of one entry cost one step each (7 units).
    expect(r.monteCarlo).toMatchObject({ seed: 0, samples: Math.floor(EQUITY_LIMITS.defaultWorkUnits / (90 + 2 * 25 + 2 * 7)) });
  });

  it("an explicit sample count over the work budget is refused, naming the largest that fits", () => {
    const spot: HoldemEquityRequest = { players: [{ range: "random" }, { range: "random" }], mode: "monte_carlo" };
    const e = errorOf(() => prepare({ ...spot, monteCarlo: { seed: 1, samples: EQUITY_LIMITS.monteCarloMaxSamples } }));
    expect(e.code).toBe("compute_budget_exceeded");
    expect(e.errors[0]!.path).toBe("/monteCarlo/samples");
    const most = Number(/at most (\d+) samples fit/.exec(e.message)![1]);
    const priced = prepareHoldemEquity(equityInput({ ...spot, monteCarlo: { seed: 1, samples: most } }));
    expect(priced.workUnits).toBeLessThanOrEqual(EQUITY_LIMITS.maxWorkUnits);
    // One more sample would not fit: a sample costs more than what is left.
    expect(EQUITY_LIMITS.maxWorkUnits - priced.workUnits).toBeLessThan(priced.workUnits / most);
    expect(priced().monteCarlo!.samples).toBe(most);
  });
});

describe("prices (bench/prices.ts measures them against CPU time)", () => {
  const randoms = (word: string, count: number): string => Array(count).fill(word).join(",");

  it("prices the ranges' parse: 285 repeated 'random' items cost what they do, not 285 expansions", () => {
    const river = { board: "Ah7d2c9s5h", mode: "exact" as const };
    const once = prepareHoldemEquity(equityInput({ players: [{ range: "random" }, { range: "any" }], ...river }));
    const repeated = prepareHoldemEquity(equityInput({ players: [{ range: randoms("random", 285) }, { range: randoms("any", 285) }], ...river }));
    // Same answer (a repeated item is the same combos at the same weight) ...
    expect(repeated()).toEqual({ ...once(), players: repeated().players.map((p, i) => ({ ...once().players[i]!, input: p.input })) });
    // ... and a priced parse: each item costs its split and weight plus one fill of 1,326 weights
    // (about 1.7 us an item, 1 ms for 570 items), never 285 allocations of 1,326 combos.
    const extra = repeated.workUnits - once.workUnits;
    expect(extra).toBeGreaterThanOrEqual(568 * (400 + 1326));
    expect(extra).toBeLessThan(1_100_000);
  });

  it("prices Monte Carlo setup by the combos that need their own table", () => {
    // Ah2c against combos that collide with it (and a trace of everything): one table, 1,225 combos.
    const hostile = ["random:0.000000001", ...["As", "Ad", "Ac", "Kh", "2d", "2h", "2s", "Qc"].flatMap((c) => [`Ah${c}`, `2c${c}`])].join(", ");
    const tables = prepareHoldemEquity(
      equityInput({ players: [{ range: "AA, 22, AKs" }, { range: hostile }], mode: "monte_carlo", monteCarlo: { seed: 1, samples: 1000 } }),
    );
    const none = prepareHoldemEquity(
      equityInput({ players: [{ range: "AA, 22, AKs" }, { range: "random" }], mode: "monte_carlo", monteCarlo: { seed: 1, samples: 1000 } }),
    );
    expect(tables.workUnits).toBeGreaterThan(none.workUnits);
    expect(tables().monteCarlo!.samples).toBe(1000);
  });
});

describe("budget and method", () => {
  it("refuses exact work over the budget and falls back to Monte Carlo in auto", () => {
    const big: HoldemEquityRequest = { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c" };
    const e = errorOf(() => prepare({ ...big, mode: "exact" }));
    expect(e.code).toBe("compute_budget_exceeded");
    const r = run({ ...big, monteCarlo: { samples: 2000 } });
    expect(r.method).toBe("monte_carlo");
    expect(r.outcomes).toBe(2000);
  });

  it("preflop ranges with dead cards fall back; a hand pair with dead cards is enumerated", () => {
    expect(errorOf(() => prepare({ players: [{ range: "AA" }, { range: "KK" }], dead: "2c", mode: "exact" })).code).toBe("compute_budget_exceeded");
    const r = run({ players: [{ hand: "JcJd" }, { hand: "AsQs" }], dead: "Ah" });
    expect(r.method).toBe("exact");
    expect(r.outcomes).toBe(1_533_939); // C(47, 5)
  });

  it("returns the contract's shape and field order", () => {
    const r = run({ players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "ah 7d, 2c", dead: "Qc" });
    expect(Object.keys(r)).toEqual(["object", "engineVersion", "method", "board", "dead", "players", "outcomes", "monteCarlo"]);
    expect(Object.keys(r.players[0])).toEqual(["input", "combos", "equity", "win", "tie"]);
    expect(r).toMatchObject({
      object: "holdem_equity",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      board: "Ah7d2c",
      dead: "Qc",
      monteCarlo: null,
    });
    expect(r.players[1].input).toBe("QQ+, AKs, A5s-A2s");
    // QQ 3 (Qc dead), KK 6, AA 3 and AKs 3 (Ah on board), A5s-A2s 16 - 4 (Ah) - 1 (2c)
    expect(r.players[1].combos).toBe(3 + 6 + 3 + 3 + 11);
  });
});

describe("errors", () => {
  const cases: Array<[HoldemEquityRequest, string, string]> = [
    [{ players: [{ hand: "AsAs" }, { hand: "KdKc" }] }, "card_conflict", "/players/0/hand"],
    [{ players: [{ hand: "AsKd" }, { hand: "KdKc" }] }, "card_conflict", "/players/1/hand"],
    [{ players: [{ hand: "AsKd" }, { hand: "QdQc" }], board: "As7d2c" }, "card_conflict", "/players/0/hand"],
    [{ players: [{ hand: "AsKd" }, { hand: "QdQc" }], dead: "Qc" }, "card_conflict", "/players/1/hand"],
    [{ players: [{ hand: "AsKd" }, { hand: "QdQc" }], board: "2c3c4c", dead: "2c" }, "card_conflict", "/dead"],
    [{ players: [{ hand: "AsKd" }, { range: "AsAh, KdKh" }] }, "card_conflict", "/players/1/range"],
    [{ players: [{ hand: "AsKd" }, { range: "QQ" }], board: "Qc Qd 2h", dead: "QhQs" }, "empty_range", "/players/1/range"],
    [{ players: [{ hand: "AsKd" }, { range: "QQ+, AKx" }] }, "validation_failed", "/players/1/range"],
    [{ players: [{ hand: "AsK" }, { hand: "QdQc" }] }, "validation_failed", "/players/0/hand"],
    [{ players: [{ hand: "AsKdQh" }, { hand: "QdQc" }] }, "validation_failed", "/players/0/hand"],
    [{ players: [{ hand: "AsKd" }, { hand: "QdQc" }], board: "2c3c" }, "validation_failed", "/board"],
  ];
  it.each(cases)("%j -> %s at %s", (req, code, path) => {
    const e = errorOf(() => prepare(req));
    expect(e.code).toBe(code);
    expect(e.errors[0]!.path).toBe(path);
  });

  it("the route's schema refuses shapes and bounds", () => {
    const hands = [{ hand: "AsKd" }, { hand: "QdQc" }];
    expectSchemaRefuses(HoldemEquityBody, { players: hands, monteCarlo: { samples: 0 } }, "/monteCarlo/samples", "too_small");
    expectSchemaRefuses(HoldemEquityBody, { players: hands, monteCarlo: { seed: -1 } }, "/monteCarlo/seed", "too_small");
    expectSchemaRefuses(HoldemEquityBody, { players: hands, mode: "fast" }, "/mode", "invalid_value");
    expectSchemaRefuses(HoldemEquityBody, { players: [hands[0]] }, "/players");
    expectSchemaRefuses(HoldemEquityBody, { players: hands, board: 5 }, "/board", "invalid_type");
    expectSchemaRefuses(HoldemEquityBody, { players: [{ hand: "AsKd", range: "QQ" }, hands[1]] }, "/players/0");
    expectSchemaRefuses(HoldemEquityBody, { players: [{ range: "" }, hands[1]] }, "/players/0/range", "too_small");
  });

  it("lists every failing field, in field order, with the first error as the message", () => {
    const e = errorOf(() => prepare({ players: [{ hand: "Xx" }, { range: "ZZ" }], board: "Qq", dead: "1c" }));
    expect(e.code).toBe("validation_failed");
    expect(e.errors.map((x) => x.path)).toEqual(["/board", "/dead", "/players/0/hand", "/players/1/range"]);
    expect(e.errors.map((x) => x.code)).toEqual(["invalid_card", "invalid_card", "invalid_card", "invalid_format"]);
    expect(e.message).toContain(e.errors[0]!.message);
    expect(e.message).not.toContain("ZZ");
  });

  it("collects size, weight and duplicate problems of each field", () => {
    const e = errorOf(() => prepare({ players: [{ hand: "AsKdQh" }, { range: "AA:2" }], board: "2c3c", dead: "4d4d" }));
    expect(e.code).toBe("validation_failed");
    expect(e.errors.map((x) => [x.path, x.code])).toEqual([
      ["/board", "invalid_value"],
      ["/dead", "duplicate"],
      ["/players/0/hand", "invalid_value"],
      ["/players/1/range", "invalid_format"],
    ]);
    // Only duplicates within fields: still a card conflict, every field listed.
    const dup = errorOf(() => prepare({ players: [{ hand: "AsAs" }, { hand: "KdKd" }] }));
    expect(dup.code).toBe("card_conflict");
    expect(dup.errors.map((x) => [x.path, x.code])).toEqual([
      ["/players/0/hand", "duplicate"],
      ["/players/1/hand", "duplicate"],
    ]);
    // A single failing field keeps its own message unchanged.
    const one = errorOf(() => prepare({ players: [{ hand: "AxKd" }, { hand: "QdQc" }] }));
    expect(one.errors).toHaveLength(1);
    expect(one.message).toBe("players[0].hand: 'Ax' at position 0 is not a card");
    expect(one.errors[0]!.message).toBe(one.message);
  });

  it("evaluates cross-field conflicts only once every field parses", () => {
    // Board/hand conflict is not reported alongside a parse error elsewhere.
    const e = errorOf(() => prepare({ players: [{ hand: "AsKd" }, { range: "QQ+, AKx" }], board: "As7d2c" }));
    expect(e.code).toBe("validation_failed");
    expect(e.errors.map((x) => x.path)).toEqual(["/players/1/range"]);
  });

  it("accepts mixed-case pair ranks in ranges", () => {
    const a = run({ players: [{ range: "Kk" }, { range: "Qq" }] });
    const b = run({ players: [{ range: "KK" }, { range: "QQ" }] });
    expect(a.players.map((p) => [p.combos, p.equity])).toEqual(b.players.map((p) => [p.combos, p.equity]));
    expect(a.players[0].input).toBe("Kk");
  });

  it("names the offending range token and its position", () => {
    const e = errorOf(() => prepare({ players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5x-A2s" }] }));
    expect(e.errors[0]!.message).toContain("'A5x-A2s'");
    expect(e.errors[0]!.message).toContain("position 10");
  });

  it("fuzz: malformed input is refused by the schema, or yields a result or an EngineError, nothing else", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 16 }),
      fc.array(fc.constantFrom(..."AKQJT98765432akqjt10cdhs+-:.,  x".split("")), { maxLength: 14 }).map((a) => a.join("")),
    );
    const player = fc.oneof(
      text.map((hand) => ({ hand })),
      text.map((range) => ({ range })),
      fc.anything(),
    );
    const request = fc.record(
      {
        players: fc.oneof(fc.array(player, { minLength: 2, maxLength: 2 }), fc.anything()),
        board: fc.oneof(text, fc.anything()),
        dead: fc.oneof(text, fc.anything()),
        mode: fc.oneof(fc.constantFrom("auto", "exact", "monte_carlo"), fc.anything()),
        monteCarlo: fc.oneof(
          fc.record({ seed: fc.anything(), samples: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.anything()) }, { requiredKeys: [] }),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(request, (req) =>
        throughSchema(HoldemEquityBody, req, (body) => {
          const compute = prepareHoldemEquity(body);
          const explicitSamples = typeof (req as { monteCarlo?: { samples?: unknown } }).monteCarlo?.samples === "number";
          if (explicitSamples || body.mode !== "monte_carlo") {
            const r = compute();
            expect(r.players[0].equity + r.players[1].equity).toBeCloseTo(1, 9);
          }
        }),
      ),
      { numRuns: 1500, seed: 3 },
    );
  });
});
