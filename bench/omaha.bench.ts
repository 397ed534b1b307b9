/**
 * Pot-limit Omaha: the evaluator (exactly two hole cards and three board cards) against a naive best
 * of C(4,2) x C(5,3) five-card scores measured in the same run, whole equity requests for the spots
 * the issue names (heads-up flop, 3-way turn, heads-up preflop: exact beyond the API's budget, and
 * what the API answers), and the Omaha rules engine's slowest accepted hand.
 */
import { HAND_LIMITS, prepareOmahaHand as prepareHand } from "../src/engine/holdem/hand.ts";
import { type OmahaEquityInput, prepareOmahaEquity } from "../src/engine/omaha-equity.ts";
import { newOmahaBoard, omahaValue, prepareOmahaHand, setOmahaBoard } from "../src/engine/omaha-evaluator.ts";
import { measure, record } from "./harness.ts";
import { naive5 } from "./naive5.ts";

const SUITE = "omaha";

// ---- evaluation: 4,096 random deals of 2 hands of 4 and a board of 5, every hand on every board ----
const DEALS = 4096;
let seed = 0x9e3779b9;
const rnd = (n: number): number => {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return seed % n;
};
const deals = Array.from({ length: DEALS }, () => {
  const cards = new Set<number>();
  while (cards.size < 13) cards.add(rnd(52));
  const c = [...cards];
  return { hands: [c.slice(0, 4), c.slice(4, 8)], board: c.slice(8) };
});
const preparedBoards = deals.map((d) => setOmahaBoard(newOmahaBoard(), d.board));
const preparedHands = deals.map((d) => d.hands.map(prepareOmahaHand));
const fast = (): number => {
  let acc = 0;
  for (let i = 0; i < DEALS; i++) for (const h of preparedHands[i]!) acc += omahaValue(h, preparedBoards[i]!);
  return acc;
};
const naive = (): number => {
  let acc = 0;
  for (const { hands, board } of deals.slice(0, 512)) {
    for (const hole of hands) {
      let best = 0;
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++)
          for (let a = 0; a < 5; a++)
            for (let b = a + 1; b < 5; b++)
              for (let c = b + 1; c < 5; c++) best = Math.max(best, naive5([hole[i]!, hole[j]!, board[a]!, board[b]!, board[c]!]));
      acc += best;
    }
  }
  return acc;
};
const f = measure(fast, 1500);
const n = measure(naive, 1000);
const fastRate = (2 * DEALS) / (f.medianMs / 1000);
const naiveRate = (2 * 512) / (n.medianMs / 1000);
record({
  suite: SUITE,
  name: "plo4 showdown (prepared hand on a prepared board), 8,192 random",
  medianMs: f.medianMs,
  opsPerSec: fastRate,
  baseline: "naive best of C(4,2) x C(5,3)",
  ratio: fastRate / naiveRate,
  note: `${(fastRate / 1e6).toFixed(1)} M showdowns/s (naive: ${(naiveRate / 1e6).toFixed(3)} M/s)`,
});
const prep = measure(() => preparedHands.slice(0, 64).map((h, i) => prepareOmahaHand(deals[i]!.hands[0]!) && h), 500);
record({
  suite: SUITE,
  name: "plo4 hand preparation (its row of 455 values), 64 hands",
  ...prep,
  note: `${((prep.medianMs * 1e6) / 64).toFixed(0)} ns a hand`,
});

// ---- whole equity requests (prepare + compute) ----
type Spot = Omit<OmahaEquityInput, "board" | "dead" | "mode"> & Partial<Pick<OmahaEquityInput, "board" | "dead" | "mode">>;
function spot(name: string, body: Spot, minMs = 1500, budget?: number): void {
  const req: OmahaEquityInput = { ...body, board: body.board ?? "", dead: body.dead ?? "", mode: body.mode ?? "auto" };
  const first = prepareOmahaEquity(req, budget);
  const answer = first();
  const m = measure(() => prepareOmahaEquity(req, budget)(), minMs);
  record({
    suite: SUITE,
    name,
    ...m,
    note: `${answer.method}, ${answer.outcomes.toLocaleString("en-US")} ${answer.method === "exact" ? "boards" : "samples"}, price ${(first.workUnits / 1e6).toFixed(2)} M units`,
  });
}
const hands = (...h: string[]) => h.map((hand) => ({ hand }));
spot("heads-up plo4 on the flop (exact)", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h"), board: "Ad7c2h" });
spot("3-way plo4 on the turn (exact)", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h", "6d6s5h4h"), board: "Ad7c2h9s" });
spot("heads-up plo5 on the flop (exact)", { game: "plo5", players: hands("AsAhKdQd2c", "JcTc9h8h2d"), board: "Ad7c2h" });
spot("heads-up plo4 preflop, exact (beyond the API's budget)", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h"), mode: "exact" }, 3000, 1e10);
spot("heads-up plo4 preflop, auto (Monte Carlo, default samples)", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h") });
spot(
  "6-way plo5 preflop, 6 stacks (exact)",
  {
    game: "plo5",
    players: hands("AsAhKdQd2c", "JcTc9h8h2d", "6d6s5h4h2h", "KcKhJd3s3c", "Qs9s8d7c4c", "AdAc3h4s5c"),
    stacks: [10, 20, 30, 40, 50, 60],
  },
  3000,
);

// ---- the rules engine: ten seats of four cards, 500 min-raises (the limit), settled ----
const raiseWar = {
  game: "plo4" as const,
  seats: Array.from({ length: HAND_LIMITS.maxSeats }, (_, i) => ({ id: `s${i}`, stack: 100_000_000_000 })),
  button: "s0",
  forcedBets: { smallBlind: 1, bigBlind: 1, ante: { kind: "traditional" as const, amount: 1 }, smallBlindMissing: false, deadBlinds: [] },
  board: "",
  actions: Array.from({ length: HAND_LIMITS.maxActions }, (_, i) => ({ seat: `s${(3 + i) % 10}`, type: "raise" as const, to: 3 + 2 * i })),
};
const war = measure(() => prepareHand(raiseWar)(), 500);
record({
  suite: SUITE,
  name: "plo4 hand, 10 seats, 500 min-raises (the limit)",
  ...war,
  note: `${((war.medianMs * 1e6) / 500).toFixed(0)} ns per action`,
});
