/**
 * Omaha equity against an independent brute force (equity-brute.ts: its own card parser, five-card
 * scorer and Omaha rule written out as every choice of two hole cards and three board cards, then
 * plain enumeration of every board), Monte Carlo against exact results, and the refusals.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OmahaEquityInput, type OmahaEquityResult, prepareOmahaEquity } from "../../src/engine/omaha-equity.ts";
import { bestOmaha, bruteMultiway } from "./equity-brute.ts";
import { errorOf } from "./helpers.ts";

const RANKS = "23456789TJQKA";
const name = (c: number): string => RANKS[c >> 2]! + "cdhs"[c & 3]!;
const text = (cards: readonly number[]): string => cards.map(name).join("");

type Request = Partial<OmahaEquityInput> & { players: OmahaEquityInput["players"] };
const input = (req: Request): OmahaEquityInput => ({ game: "plo4", board: "", dead: "", mode: "auto", ...req });
const run = (req: Request, budget?: number): OmahaEquityResult => prepareOmahaEquity(input(req), budget)();

/** A random spot: 2..4 hands of 4 or 5 cards, a flop or a turn, 0..2 dead cards, and all-in stakes half the time. */
const spotArb = fc
  .record({
    game: fc.constantFrom("plo4" as const, "plo5" as const),
    n: fc.integer({ min: 2, max: 4 }),
    boardSize: fc.constantFrom(3, 4),
    deadCount: fc.integer({ min: 0, max: 2 }),
    deck: fc.shuffledSubarray(
      Array.from({ length: 52 }, (_, c) => c),
      { minLength: 52, maxLength: 52 },
    ),
    stakes: fc.option(fc.array(fc.constantFrom(100, 250, 400), { minLength: 4, maxLength: 4 }), { nil: undefined }),
  })
  .map(({ game, n, boardSize, deadCount, deck, stakes }) => {
    const k = game === "plo4" ? 4 : 5;
    const hands = Array.from({ length: n }, (_, i) => text(deck.slice(i * k, (i + 1) * k)));
    const board = text(deck.slice(n * k, n * k + boardSize));
    const dead = text(deck.slice(n * k + boardSize, n * k + boardSize + deadCount));
    return { game, hands, board, dead, stacks: stakes?.slice(0, n) };
  });

function expectMatchesBrute(r: OmahaEquityResult, b: ReturnType<typeof bruteMultiway>, n: number): void {
  expect(r.method).toBe("exact");
  expect(r.outcomes).toBe(b.outcomes);
  r.players.forEach((p, i) => {
    expect(Math.abs(p.win - b.win[i]!)).toBeLessThan(1e-12);
    expect(Math.abs(p.equity - b.equity[i]!)).toBeLessThan(1e-12);
    expect(Math.abs(p.tie - b.ties[i]!.reduce((a, x) => a + x, 0))).toBeLessThan(1e-12);
    if (n > 2 || r.pots) p.ties!.forEach((t, k) => expect(Math.abs(t - b.ties[i]![k]!)).toBeLessThan(1e-12));
  });
  if (b.pots.length > 0) {
    expect(r.pots!.map((p) => [p.amount, p.eligible])).toEqual(b.pots.map((p) => [p.amount, p.eligible]));
    r.pots!.forEach((pot, k) => pot.chips.forEach((c, i) => expect(Math.abs(c - b.pots[k]!.chips[i]!)).toBeLessThan(1e-9 * pot.amount)));
  }
}

describe("exact Omaha equity", () => {
  it("equals the brute force on random 2..4-way flop and turn spots, plo4 and plo5, with and without stacks", () => {
    fc.assert(
      fc.property(spotArb, ({ game, hands, board, dead, stacks }) => {
        const r = run({ game, players: hands.map((hand) => ({ hand })), board, dead, stacks });
        const b = bruteMultiway(
          hands.map((h) => [[h, 1]]),
          board,
          dead,
          stacks,
          bestOmaha,
        );
        expectMatchesBrute(r, b, hands.length);
      }),
      { numRuns: 14, seed: 35 },
    );
  });

  it("does not count three hole cards: AdKdKhKs on 2d5cQhJs is a pair of kings, behind QcQdJh3c's set of queens", () => {
    const r = run({ players: [{ hand: "AdKdKhKs" }, { hand: "QcQdJh3c" }], board: "2d5cQhJs" });
    const b = bruteMultiway([[["AdKdKhKs", 1]], [["QcQdJh3c", 1]]], "2d5cQhJs", "", undefined, bestOmaha);
    expectMatchesBrute(r, b, 2);
    // Counting three kings would put them ahead of the queens on almost every river; really only the last
    // king (Kc: trip kings over trip queens) or a ten (Ad Kd with Q J T: a straight) wins, 5 rivers of 40.
    expect(r.players[0].win).toBeCloseTo(5 / 40, 12);
  });
});

describe("Monte Carlo", () => {
  it("is within 4 standard errors of the exact answer and byte-reproducible from its seed", () => {
    const spots: Request[] = [
      { players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }], board: "Ad7c2h" },
      { game: "plo5", players: [{ hand: "AsAhKdQd3c" }, { hand: "JcTc9h8h2s" }, { hand: "6d6s5h4h2d" }], board: "Kc7s3h" },
      { players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }, { hand: "6d6s5h4h" }], board: "", dead: "2c2d" },
    ];
    for (const spot of spots) {
      const exact = run({ ...spot, mode: "exact" }, 1e10);
      const mc = run({ ...spot, mode: "monte_carlo", monteCarlo: { seed: 7, samples: 20_000 } });
      expect(mc.method).toBe("monte_carlo");
      expect(mc.outcomes).toBe(20_000);
      const se = mc.monteCarlo!.standardError;
      expect(se).toBeGreaterThan(0);
      expect(Math.abs(mc.players[0].equity - exact.players[0].equity)).toBeLessThan(4 * se);
      expect(JSON.stringify(run({ ...spot, mode: "monte_carlo", monteCarlo: { seed: 7, samples: 20_000 } }))).toBe(JSON.stringify(mc));
      expect(JSON.stringify(run({ ...spot, mode: "monte_carlo", monteCarlo: { seed: 8, samples: 20_000 } }))).not.toBe(JSON.stringify(mc));
    }
  });

  it("preflop heads-up plo4 (1,086,008 boards) is over the budget: auto samples, exact is 422 at /mode", () => {
    const spot: Request = { players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }] };
    const auto = prepareOmahaEquity(input(spot));
    expect(auto.workUnits).toBeLessThanOrEqual(25_000_000);
    expect(auto().method).toBe("monte_carlo");
    const e = errorOf(() => run({ ...spot, mode: "exact" }));
    expect(e.code).toBe("compute_budget_exceeded");
    expect(e.errors[0]!.path).toBe("/mode");
    expect(e.message).toContain("1,086,008 boards");
  });
});

describe("refusals name the field", () => {
  it("wrong number of hole cards, duplicate cards, cards shared between fields", () => {
    const four = errorOf(() => run({ players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h" }] }));
    expect(four.code).toBe("validation_failed");
    expect(four.errors).toEqual([
      expect.objectContaining({ path: "/players/1/hand", message: expect.stringContaining("exactly 4 cards in plo4, got 3") }),
    ]);
    const five = errorOf(() => run({ game: "plo5", players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h7h" }] }));
    expect(five.errors.map((x) => x.path)).toEqual(["/players/0/hand"]);
    const twice = errorOf(() => run({ players: [{ hand: "AsAhKdAs" }, { hand: "JcTc9h8h" }] }));
    expect(twice.code).toBe("card_conflict");
    expect(twice.errors[0]!.path).toBe("/players/0/hand");
    const shared = errorOf(() => run({ players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }], board: "Ah7c2d" }));
    expect(shared.code).toBe("card_conflict");
    expect(shared.errors[0]).toMatchObject({
      path: "/players/0/hand",
      code: "card_conflict",
      message: expect.stringContaining("Ah is also in board"),
    });
    const stacks = errorOf(() => run({ players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }], stacks: [10, 20, 30] }));
    expect(stacks.errors[0]!.path).toBe("/stacks");
  });
});
