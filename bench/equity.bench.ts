/**
 * Hold'em equity engine benchmarks: raw 7-card evaluation (against a naive best-of-21 evaluator
 * measured in the same run) and whole prepare+compute calls for the target spots.
 */

import { type HoldemEquityInput, prepareHoldemEquity } from "../src/engine/equity.ts";
import { evaluate7 } from "../src/engine/evaluator.ts";
import { measure, record } from "./harness.ts";
import { naive5 } from "./naive5.ts";

const SUITE = "equity";

// ---- 7-card evaluation ----
const HANDS = 1 << 20;
const deck = new Uint8Array(HANDS * 7);
let seed = 0x9e3779b9;
const rnd = (n: number): number => {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return seed % n;
};
for (let h = 0; h < HANDS; h++) {
  let used = 0;
  let usedHi = 0;
  for (let k = 0; k < 7; k++) {
    for (;;) {
      const c = rnd(52);
      const taken = c < 26 ? used & (1 << c) : usedHi & (1 << (c - 26));
      if (taken) continue;
      if (c < 26) used |= 1 << c;
      else usedHi |= 1 << (c - 26);
      deck[h * 7 + k] = c;
      break;
    }
  }
}
const fast = (): number => {
  let acc = 0;
  for (let i = 0; i < HANDS * 7; i += 7)
    acc += evaluate7(deck[i]!, deck[i + 1]!, deck[i + 2]!, deck[i + 3]!, deck[i + 4]!, deck[i + 5]!, deck[i + 6]!);
  return acc;
};

const NAIVE_HANDS = 20_000;
const naive = (): number => {
  let acc = 0;
  for (let h = 0; h < NAIVE_HANDS; h++) {
    const cards = Array.from(deck.subarray(h * 7, h * 7 + 7));
    let best = 0;
    for (let i = 0; i < 7; i++) for (let j = i + 1; j < 7; j++) best = Math.max(best, naive5(cards.filter((_, k) => k !== i && k !== j)));
    acc += best;
  }
  return acc;
};
const f = measure(fast, 3000);
const n = measure(naive, 1500);
const fastRate = HANDS / (f.medianMs / 1000);
const naiveRate = NAIVE_HANDS / (n.medianMs / 1000);
record({
  suite: SUITE,
  name: "7-card eval, 1,048,576 random hands",
  medianMs: f.medianMs,
  opsPerSec: fastRate,
  target: ">= 60 M hands/s",
  baseline: "naive best-of-21",
  ratio: fastRate / naiveRate,
  note: `${(fastRate / 1e6).toFixed(1)} M hands/s (naive: ${(naiveRate / 1e6).toFixed(2)} M/s)`,
});

// ---- whole requests (prepare + compute) ----
/** A spot as a client would send it: board, dead and mode take the schema's defaults. */
type Spot = Omit<HoldemEquityInput, "board" | "dead" | "mode"> & Partial<Pick<HoldemEquityInput, "board" | "dead" | "mode">>;

/** `budget` above the API's (EQUITY_LIMITS.maxWorkUnits) times an enumeration the API now samples. */
function spot(name: string, target: string, body: Spot, minMs = 1500, budget?: number): void {
  const req: HoldemEquityInput = { ...body, board: body.board ?? "", dead: body.dead ?? "", mode: body.mode ?? "auto" };
  const first = prepareHoldemEquity(req, budget)();
  const m = measure(() => prepareHoldemEquity(req, budget)(), minMs);
  const combos = first.players.map((p) => p.combos).join(" x ");
  record({ suite: SUITE, name, ...m, target, note: `${first.method}, ${combos} combos, ${first.outcomes.toLocaleString("en-US")} outcomes` });
}

spot("preflop hand vs hand (table)", "< 1 ms", { players: [{ hand: "AsKd" }, { hand: "QhQc" }] });
spot("preflop random vs random (table)", "< 100 ms", { players: [{ range: "random" }, { range: "random" }] }, 3000);
spot("preflop QQ+,AKs vs 22+,A2s+ (table)", "", { players: [{ range: "QQ+, AKs" }, { range: "22+, A2s+, KTs+, QJs" }] });
spot("preflop hand vs hand, 1 dead card (board ranks)", "< 30 ms", { players: [{ hand: "JcJd" }, { hand: "AsQs" }], dead: "Ah" }, 3000);
const p1 = "77+, A9s+, KTs+, QTs+, JTs, AJo+, KQo";
const p2 = "55+, A5s+, K9s+, Q9s+, J9s+, T9s, 98s, ATo+, KJo+";
spot(
  "flop range vs range ~80 x 60 (board-first)",
  "< 15 ms",
  { players: [{ range: "88+, ATs+, KQs, AQo+" }, { range: "99-66, A5s-A2s, KJs, QJs, J9s, T9s, 98s, 87s" }], board: "Td6s2h" },
  3000,
);
spot("flop range vs range ~130 x 200 (board-first)", "", { players: [{ range: p1 }, { range: p2 }], board: "Td6s2h" }, 3000);
spot("turn range vs range (board-first)", "< 2 ms", { players: [{ range: p1 }, { range: p2 }], board: "Td6s2h9c" });
spot("river range vs range (board-first)", "< 2 ms", { players: [{ range: p1 }, { range: p2 }], board: "Td6s2h9c3d" });
spot("flop hand vs hand", "", { players: [{ hand: "AcKc" }, { hand: "JsJh" }], board: "Jc8c3d" });
spot(
  // 60,000 samples: 100,000 was over the 25 M work budget of engine 1.6.0 (64,396 fit).
  "flop random vs random (auto -> Monte Carlo, 60k samples)",
  "",
  { players: [{ range: "random" }, { range: "random" }], board: "Td6s2h", monteCarlo: { seed: 0, samples: 60_000 } },
  3000,
);
spot(
  "flop hand vs hand (Monte Carlo, 100k samples)",
  "",
  { players: [{ hand: "AcKc" }, { hand: "JsJh" }], board: "Jc8c3d", mode: "monte_carlo", monteCarlo: { seed: 0, samples: 100_000 } },
  3000,
);
spot("turn random vs random (board-first)", "", { players: [{ range: "random" }, { range: "random" }], board: "Td6s2h9c" }, 3000);

// ---- multiway (issue 22): known hands by board ranks (preflop) and the hand kernel, the range walk, pots, and both samplers ----
const hands = (...h: string[]) => h.map((hand) => ({ hand }));
const ranges = (...r: string[]) => r.map((range) => ({ range }));
// Known hands preflop fit the API's 25 M budget since engine 1.8.0; the room to run stays so the rows
// are comparable with the earlier engines', which were over it.
const KERNEL_BUDGET = 100_000_000;
spot("3-way preflop AhAs v KdKc v QhQc (board ranks)", "", { players: hands("AhAs", "KdKc", "QhQc") }, 3000, KERNEL_BUDGET);
spot(
  "4-way preflop hands (board ranks; within the API budget since engine 1.8.0)",
  "",
  { players: hands("AhAs", "KdKc", "QhQc", "JsTs") },
  3000,
  KERNEL_BUDGET,
);
spot(
  "3-way preflop hands, stacks 100/200/300 (3 pots, board ranks)",
  "",
  { players: hands("AhAs", "KdKc", "QhQc"), stacks: [100, 200, 300] },
  3000,
  KERNEL_BUDGET,
);
spot("4-way on the flop, hands", "", { players: hands("AhAs", "KdKc", "QhQc", "JsTs"), board: "Td6s2h" });
spot("6-way on the flop, hands", "", { players: hands("AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s"), board: "2c5d9h" });
spot("10-way on the flop, hands", "", {
  players: hands("AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s", "6h5h", "4d4c", "3s2s", "AdKd"),
  board: "2c5d9h",
});
spot("3-way ranges on the flop, 6 x 12 x 8 combos (range walk)", "", { players: ranges("QQ+", "TT-JJ", "AKs, AQs"), board: "Kh7d2c" }, 3000);
spot(
  "hand v 2 ranges on the flop, 3 stacks",
  "",
  { players: [{ hand: "AsKs" }, ...ranges("QQ+, AKo", "TT-JJ, AQs")], board: "Kh7d2c", stacks: [50, 80, 120] },
  3000,
);
spot("4-way ranges on the turn (range walk)", "", { players: ranges("QQ+", "TT-JJ", "AKs, AQs", "77-99"), board: "Kh7d2c4s" }, 3000);
spot(
  "6-way ranges on the flop (Monte Carlo, tuple table, 20k samples)",
  "",
  {
    players: ranges("QQ+, AKs", "TT+, AQs+", "77-99, AJs, KQs", "55-66", "JTs, T9s", "A5s-A2s"),
    board: "Kh7d2c",
    mode: "monte_carlo",
    monteCarlo: { seed: 0, samples: 20_000 },
  },
  3000,
);
spot(
  "6-way random preflop (Monte Carlo, rejection, 10k samples)",
  "",
  { players: ranges(...Array(6).fill("random")), mode: "monte_carlo", monteCarlo: { seed: 0, samples: 10_000 } },
  3000,
);
