/**
 * `node --experimental-strip-types bench/prices.ts [--only icm] [--ms 300]` (Node 22; `npx node ...`
 * picks the repository's Node): every work budget's price beside the CPU time a spread of requests
 * actually takes, so that the prices in src/engine (work.ts: one unit is about one ns on the
 * reference machine) can be checked and recalibrated. Each request goes through what the Worker
 * runs for it apart from I/O (bench/adversarial/contract.ts: JSON parse, the route's schema, the
 * engine's check, then the run and the result's JSON); the price is the one the engine's prepare step
 * charged against the budget (Priced.workUnits). Actual is the measuring thread's CPU time per request
 * (process.threadCpuUsage, which this machine reports in steps of about 4 ms, so each row repeats its
 * request for at least --ms ms of CPU per round; three rounds, the fastest one: on a shared machine
 * contention only adds, so the fastest round is the best estimate of the request's own cost, and
 * the load average is printed with the table). The goal for every
 * row: 1 <= price / actual <= 2 (never cheaper than it runs, at most twice what it runs).
 *
 * A shared machine runs slower when others load it (2-3x at a load average of 12 on this box, and
 * not uniformly). So the table also prints a speed anchor: the engine's preflop random vs random
 * table lookup, 8.2 ms in the reference run (README benchmark table, a quiet machine), timed the same
 * way before and after the rows; the last column divides each actual by that slowdown. Read the raw
 * column when the anchor is near 1.
 */
import { cpus, loadavg } from "node:os";
import { admit, routeFor } from "./adversarial/contract.ts";
import { ANCHOR_REFERENCE_MS, anchorMs } from "./anchor.ts";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag("--only");
const roundMs = Number(flag("--ms") ?? 300);

interface Case {
  budget: string;
  name: string;
  path: string;
  body: unknown;
}

const EQUITY = "/v1/calculations/equity/holdem";
const ICM = "/v1/calculations/icm/deal";
const CHIPS = "/v1/calculations/chips/starting-stack";
const PAYOUTS = "/v1/calculations/tournaments/payouts";
const OMAHA = "/v1/calculations/equity/omaha";

const RANKS = "23456789TJQKA";
const DECK = [...RANKS].flatMap((r) => [..."cdhs"].map((s) => r + s));
const TINY = "0.000000001";
/** Exact combos holding one of `cards`: the ones a sampler against those cards must throw away. */
const colliding = (cards: string[], limit: number): string[] => {
  const out: string[] = [];
  for (const c of cards) for (const d of DECK) if (d !== c && out.length < limit) out.push(c + d);
  return out;
};
const joinRange = (items: string[]): string => {
  const kept: string[] = [];
  let length = 0;
  for (const item of items) {
    if (kept.length >= 300 || length + item.length + 2 > 2000) break;
    kept.push(item);
    length += item.length + 2;
  }
  return kept.join(", ");
};

const equity = (name: string, body: Record<string, unknown>, budget = "equity, Monte Carlo"): Case => ({ budget, name, path: EQUITY, body });
const exact = (name: string, body: Record<string, unknown>): Case => equity(name, { ...body, mode: "exact" }, "equity, exact");
const mc = (samples: number) => ({ mode: "monte_carlo", monteCarlo: { seed: 7, samples } });
const hostileFlop = joinRange([`random:${TINY}`, ...colliding(["Ah", "2c", "Kd", "7s", "3h"], 300)]);
const heavyTables = joinRange([`random:${TINY}`, ...colliding(["Ah", "Kh", "Qh", "Jh", "Th", "9h"], 300)]);

/** Multiway spots (3..10 players, pots): the hand kernel, the range walk, and both samplers. */
function multiway(): Case[] {
  const hands = (...h: string[]) => h.map((hand) => ({ hand }));
  const ranges = (...r: string[]) => r.map((range) => ({ range }));
  const mx = (name: string, body: Record<string, unknown>): Case => equity(name, { ...body, mode: "exact" }, "equity multiway, exact");
  const mm = (name: string, body: Record<string, unknown>): Case => equity(name, body, "equity multiway, Monte Carlo");
  return [
    mx("3 hands preflop (AA v KK v QQ)", { players: hands("AhAs", "KdKc", "QhQc") }),
    mx("4 hands preflop", { players: hands("AhAs", "KdKc", "QhQc", "JsTs") }),
    mx("3 hands preflop, 3 stacks (3 pots)", { players: hands("AhAs", "KdKc", "QhQc"), stacks: [100, 200, 300] }),
    mx("4 hands preflop, 4 stacks, 1 dead", { players: hands("AhAs", "KdKc", "QhQc", "JsTs"), stacks: [100, 200, 300, 400], dead: "2c" }),
    mx("4 hands on the flop", { players: hands("AhAs", "KdKc", "QhQc", "JsTs"), board: "Td6s2h" }),
    mx("6 hands on the flop", { players: hands("AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s"), board: "2c5d9h" }),
    mx("4 suited hands on a two-suited flop, 4 stacks", {
      players: hands("AhKh", "QhJh", "9s8s", "7s6s"),
      board: "2h5s9h",
      stacks: [100, 200, 300, 400],
    }),
    mx("10 hands on the flop, 10 stacks", {
      players: hands("AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s", "6h5h", "4d4c", "3s2s", "AdKd"),
      board: "2c5d9h",
      stacks: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
    }),
    mx("3 ranges on the flop (6 x 12 x 8 combos)", { players: ranges("QQ+", "TT-JJ", "AKs, AQs"), board: "Kh7d2c" }),
    mx("4 ranges on the turn", { players: ranges("QQ+", "TT-JJ", "AKs, AQs", "77-99"), board: "Kh7d2c4s" }),
    mx("6 ranges on the river", { players: ranges("QQ+, AKs", "TT+, AQs+", "77-99, AJs, KQs", "55-66", "JTs, T9s", "A5s-A2s"), board: "Kh7d2c4s9h" }),
    mx("random v TT+ v AK on the river", { players: ranges("random", "TT+", "AK"), board: "Kh7d2c4s9h" }),
    mx("hand v 2 ranges on the flop, 3 stacks", {
      players: [{ hand: "AsKs" }, ...ranges("QQ+, AKo", "TT-JJ, AQs")],
      board: "Kh7d2c",
      stacks: [50, 80, 120],
    }),
    mm("3 random preflop, default samples", { players: ranges("random", "random", "random"), mode: "monte_carlo" }),
    mm("3 hands preflop, 3 stacks, default samples", { players: hands("AhAs", "KdKc", "QhQc"), stacks: [100, 200, 300], mode: "monte_carlo" }),
    mm("6 ranges on the flop (tuple table), default samples", {
      players: ranges("QQ+, AKs", "TT+, AQs+", "77-99, AJs, KQs", "55-66", "JTs, T9s", "A5s-A2s"),
      board: "Kh7d2c",
      mode: "monte_carlo",
    }),
    mm("10 random preflop (rejection), default samples", { players: ranges(...Array(10).fill("random")), mode: "monte_carlo" }),
    mm("6 wide ranges on the flop (rejection), default samples", {
      players: ranges("22+, A2s+, KTs+", "random", "55+, A8+", "random", "TT+, AK", "random"),
      board: "Kh7d2c",
      mode: "monte_carlo",
    }),
  ];
}

/** Omaha known hands (equity/omaha): exact over every board, and Monte Carlo, plo4 and plo5, 2..6 hands. */
function omaha(): Case[] {
  const hands = (...h: string[]) => h.map((hand) => ({ hand }));
  const ox = (name: string, body: Record<string, unknown>): Case => ({
    budget: "omaha equity, exact",
    name,
    path: OMAHA,
    body: { mode: "exact", ...body },
  });
  const om = (name: string, body: Record<string, unknown>): Case => ({ budget: "omaha equity, Monte Carlo", name, path: OMAHA, body });
  const six4 = hands("AsAhKdQd", "JcTc9h8h", "6d6s5h4h", "KcKhJd2s", "Qs9s8d7c", "AdAc3h3s");
  const six5 = hands("AsAhKdQd2c", "JcTc9h8h2d", "6d6s5h4h2h", "KcKhJd3s3c", "Qs9s8d7c4c", "AdAc3h4s5c");
  return [
    ox("plo4 heads-up on the river", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h"), board: "Ad7c2h9s3d" }),
    ox("plo4 heads-up on the flop", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h"), board: "Ad7c2h" }),
    ox("plo4 3-way on the turn", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h", "6d6s5h4h"), board: "Ad7c2h9s" }),
    ox("plo5 6-way on the flop, 6 stacks", { game: "plo5", players: six5, board: "Ts7h8c", stacks: [10, 20, 30, 40, 50, 60] }),
    ox("plo4 6-way preflop (98,280 boards)", { game: "plo4", players: six4 }),
    ox("plo5 6-way preflop (26,334 boards), 6 stacks", { game: "plo5", players: six5, stacks: [10, 20, 30, 40, 50, 60] }),
    ox("plo4 heads-up preflop, 14 dead (C(30,5) boards)", {
      game: "plo4",
      players: hands("AsAhKdQd", "JcTc9h8h"),
      dead: "2c2d2h2s3c3d3h3s4c4d4h4s5c5d",
    }),
    om("plo4 heads-up preflop, default samples", { game: "plo4", players: hands("AsAhKdQd", "JcTc9h8h") }),
    om("plo5 heads-up preflop, 100,000 samples", {
      game: "plo5",
      players: hands("AsAhKdQd2c", "JcTc9h8h2d"),
      mode: "monte_carlo",
      monteCarlo: { seed: 1, samples: 100_000 },
    }),
    om("plo4 6-way preflop, 6 stacks, default samples", { game: "plo4", players: six4, stacks: [10, 20, 30, 40, 50, 60], mode: "monte_carlo" }),
    om("plo4 heads-up on the flop, 60,000 samples", {
      game: "plo4",
      players: hands("AsAhKdQd", "JcTc9h8h"),
      board: "Ad7c2h",
      mode: "monte_carlo",
      monteCarlo: { seed: 1, samples: 60_000 },
    }),
  ];
}

function stacksOf(kind: "uniform" | "leader" | "skewed" | "geometric", n: number): number[] {
  if (kind === "leader") {
    // One player holds 60% of the chips, the rest share 40%.
    const rest = Array.from({ length: n - 1 }, (_, i) => 1000 + ((i * 7919) % 9000));
    const sum = rest.reduce((a, b) => a + b, 0);
    return [Math.round((sum * 0.6) / 0.4), ...rest];
  }
  if (kind === "skewed") return Array.from({ length: n }, (_, i) => (i === 0 ? 100_000_000_000 : 1));
  if (kind === "geometric") return Array.from({ length: n }, (_, i) => Math.max(1, Math.round(99999 * 0.995 ** i)));
  return Array.from({ length: n }, (_, i) => 1 + ((i * 7919) % 9973));
}
function icm(name: string, players: number, paid: number, mode: string, samples?: number, kind: Parameters<typeof stacksOf>[0] = "uniform"): Case {
  const stacks = stacksOf(kind, players);
  const body: Record<string, unknown> = {
    players: stacks.map((stack, i) => ({ id: i.toString(36), stack })),
    payouts: Array.from({ length: paid }, (_, j) => 10 * (paid - j) + 3),
    mode,
  };
  if (samples !== undefined) body.monteCarlo = { seed: 3, samples };
  return { budget: mode === "exact" ? "ICM, exact" : "ICM, Monte Carlo", name, path: ICM, body };
}
const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
const payouts = (name: string, body: Record<string, unknown>): Case => ({ budget: "payouts", name, path: PAYOUTS, body });

const cases: Case[] = [
  exact("preflop random vs random (table)", { players: [{ range: "random" }, { range: "random" }] }),
  exact("preflop hand vs hand, 1 dead card (pair enumeration)", { players: [{ hand: "JcJd" }, { hand: "AsQs" }], dead: "Ah" }),
  exact("flop hand vs 29 combos, the README's example (pair walk)", { players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "Ah7d2c" }),
  // The pair walk's dearest boards: a monotone flop with suited combos, where few cards group by rank.
  exact("monotone flop, suited hand vs suited range (pair walk)", {
    players: [{ hand: "AsKs" }, { range: "QsJs, QsTs, Js9s, 8s7s, 6s5s, 4s3s, 5s4s, Ts9s, QQ+, AKs" }],
    board: "Qs7s2s",
  }),
  exact("flop 22 x 38 combos, QQ+, AKs v TT+, AQs+ (the perf kit's rr-fl)", {
    players: [{ range: "QQ+, AKs" }, { range: "TT+, AQs+" }],
    board: "9d6s2h",
  }),
  exact("turn hand vs suited range, four spades held (pair walk)", {
    players: [{ hand: "AsKs" }, { range: "QsJs, Js9s, 8s7s, 6s5s, QQ+, AKs" }],
    board: "Qs7s2d3c",
  }),
  exact("flop ~130 x 200 combos (board-first)", {
    players: [{ range: "22+, A2s+, K9s+, ATo+" }, { range: "22+, A2+, K2s+, Q8s+, KTo+" }],
    board: "Ah7d2c",
  }),
  exact("turn random vs random (board-first)", { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c9s" }),
  exact("flop random vs random (board-first)", { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c" }),
  exact("flop random vs random, 20 dead (board-first)", {
    players: [{ range: "random" }, { range: "random" }],
    board: "Ah7d2c",
    dead: DECK.filter((c) => !["Ah", "7d", "2c"].includes(c))
      .slice(0, 20)
      .join(""),
  }),
  exact("river 300 x 'random' items each (parse + board-first)", {
    players: [{ range: Array(285).fill("random").join(",") }, { range: Array(285).fill("any").join(",") }],
    board: "Ah7d2c9s5h",
  }),
  equity("hand vs hand preflop, 80,000 samples", { players: [{ hand: "AsKs" }, { hand: "QdQc" }], ...mc(80_000) }),
  equity("hand vs hand preflop, 218,209 samples (the most the budget allows)", { players: [{ hand: "AsKs" }, { hand: "QdQc" }], ...mc(218_209) }),
  equity("hand vs hand preflop, 218,209 samples, other hands", { players: [{ hand: "7h2d" }, { hand: "JsTs" }], ...mc(218_209) }),
  equity("hand vs hand on the turn, 100,000 samples", { players: [{ hand: "AsKs" }, { hand: "QdQc" }], board: "2c7h9d3s", ...mc(100_000) }),
  equity("random vs random preflop, default samples", { players: [{ range: "random" }, { range: "random" }], mode: "monte_carlo" }),
  equity("random vs random on the flop, 60,000 samples", { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c", ...mc(60_000) }),
  equity("Ah2c vs colliding combos, 80,000 samples", {
    players: [{ hand: "Ah2c" }, { range: joinRange([`random:${TINY}`, ...colliding(["Ah", "2c"], 300)]) }],
    ...mc(80_000),
  }),
  equity("Ah2c vs colliding combos on a flop, default samples", {
    players: [{ hand: "Ah2c" }, { range: hostileFlop }],
    board: "Kd7s3h",
    mode: "auto",
  }),
  equity("~1,000-combo ranges, every row needs a table, default samples", {
    players: [{ range: joinRange([`random:${TINY}`, ...colliding(["2c", "2d", "2h", "2s", "3c", "3d"], 300)]) }, { range: heavyTables }],
    board: "4c5d6h",
    dead: "7c8d9h Tc Jd".replace(/ /g, ""),
    mode: "auto",
  }),
  equity("300 'random' items each, 20,000 samples", {
    players: [{ range: Array(285).fill("random").join(",") }, { range: Array(285).fill("any").join(",") }],
    ...mc(20_000),
  }),

  ...multiway(),
  ...omaha(),

  icm("exact 10 players / 3 paid", 10, 3, "exact", undefined, "geometric"),
  icm("exact 20 players / 9 paid", 20, 9, "exact", undefined, "geometric"),
  icm("exact 17 players / 13 paid", 17, 13, "exact", undefined, "geometric"),
  icm("exact 45 players / 5 paid", 45, 5, "exact", undefined, "geometric"),
  icm("exact 1,000 players / 2 paid", 1000, 2, "exact", undefined, "geometric"),
  icm("exact 4,000 players / 2 paid", 4000, 2, "exact", undefined, "geometric"),
  icm("Monte Carlo 2 players / 1 paid, 200,000 samples", 2, 1, "monte_carlo", 200_000),
  icm("Monte Carlo 12 players / 9 paid, 50,000 samples", 12, 9, "monte_carlo", 50_000),
  icm("Monte Carlo 20 players / 3 paid, 200,000 samples", 20, 3, "monte_carlo", 200_000),
  icm("Monte Carlo 1,000 players / 10 paid, default samples", 1000, 10, "monte_carlo"),
  icm("Monte Carlo 1,000 players / 10 paid, 60% chip leader, default", 1000, 10, "monte_carlo", undefined, "leader"),
  icm("Monte Carlo 1,000 players / 50 paid, 60% chip leader, 3,000 samples", 1000, 50, "monte_carlo", 3_000, "leader"),
  icm("Monte Carlo 1,000 players / 50 paid, default samples", 1000, 50, "monte_carlo"),
  icm("Monte Carlo 2,400 players / 20 paid, skewed, 3,000 samples", 2400, 20, "monte_carlo", 3_000, "skewed"),
  icm("Monte Carlo 10,000 players / 5 paid, default samples", 10_000, 5, "monte_carlo"),
  icm("Monte Carlo 10,000 players / 1 paid, 2,000 samples", 10_000, 1, "monte_carlo", 2_000),
  icm("Monte Carlo 10,000 players / 5 paid, 33,000 samples (near the most that fit)", 10_000, 5, "monte_carlo", 33_000),

  {
    budget: "chips",
    name: "160,000 in 12 primes, 1,000 players (near the edge)",
    path: CHIPS,
    body: { players: 1000, startingStack: 160_000, denominations: PRIMES.map((value) => ({ value })), bigBlind: 444_000 },
  },
  {
    budget: "chips",
    name: "100,000 in 6 primes with inventory, 500 players",
    path: CHIPS,
    body: {
      players: 500,
      startingStack: 100_000,
      denominations: PRIMES.slice(0, 6).map((value, i) => ({ value, available: 500 * (4000 - i * 600) })),
    },
  },
  {
    budget: "chips",
    name: "50,000 in 4 primes, 100 players",
    path: CHIPS,
    body: { players: 100, startingStack: 50_000, denominations: [5, 7, 11, 13].map((value) => ({ value })) },
  },
  payouts("100,000 entrants, all paid, flat, unit 7", {
    entrants: 100_000,
    prizePool: 100_000_000_000,
    style: "flat",
    placesPaid: 100_000,
    rounding: { unit: 7 },
  }),
  payouts("100,000 entrants, all paid, top heavy, unit 1", { entrants: 100_000, prizePool: 99_999_999_989, style: "top_heavy", placesPaid: 100_000 }),
  payouts("100,000 entrants, 30,000 paid, standard", { entrants: 100_000, prizePool: 100_000_000_000, placesPaid: 30_000 }),
  payouts("10,000 entrants standard", { entrants: 10_000, prizePool: 1_000_000_000 }),
  payouts("1,000 entrants standard, unit 100", { entrants: 1_000, prizePool: 10_000_000, rounding: { unit: 100 } }),
  payouts("min-cash search: 100,000 entrants, buy-in 3,000,000, flat (20,000 -> 12,955 places)", {
    entrants: 100_000,
    prizePool: 100_000_000_000,
    buyIn: 3_000_000,
    style: "flat",
    rounding: { unit: 7 },
  }),
  payouts("min-cash search: 100,000 entrants, buy-in 4,654, standard, unit 25 (15,000 -> 9,758)", {
    entrants: 100_000,
    prizePool: 160_031_883,
    buyIn: 4654,
    rounding: { unit: 25 },
  }),
  payouts("min-cash search: 100,000 entrants, buy-in 7,047,547, top heavy, unit 1,000 (10,000 -> 3,122)", {
    entrants: 100_000,
    prizePool: 100_000_000_000,
    buyIn: 7_047_547,
    style: "top_heavy",
    rounding: { unit: 1000 },
  }),
  payouts("min-cash search: 100,000 entrants, buy-in 28, flat, unit 25 (a ladder for every count: was 58 s)", {
    entrants: 100_000,
    prizePool: 1_362_835,
    buyIn: 28,
    style: "flat",
    rounding: { unit: 25 },
  }),
];

function cpuMs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

interface Row {
  c: Case;
  units: number | null;
  checkMs: number;
  runMs: number;
  jsonMs: number;
  totalMs: number;
  outcome: string;
  method: string;
}

function measureCase(c: Case): Row {
  const route = routeFor(c.path);
  const json = JSON.stringify(c.body);
  const first = admit(route, json);
  if (first.outcome !== "accepted")
    return { c, units: null, checkMs: 0, runMs: 0, jsonMs: 0, totalMs: 0, outcome: `${first.outcome} ${first.code}`, method: "" };
  const units = (first.run as unknown as { workUnits?: number }).workUnits ?? null;
  const result = first.run() as { method?: string; monteCarlo?: { samples: number } | null };
  const method = result.method ? `${result.method}${result.monteCarlo ? ` ${result.monteCarlo.samples.toLocaleString("en-US")}` : ""}` : "";
  const rounds: Array<Omit<Row, "c" | "units" | "outcome" | "method">> = [];
  for (let r = 0; r < 3; r++) {
    let check = 0;
    let run = 0;
    let ser = 0;
    let n = 0;
    const start = cpuMs();
    while (n < 2 || cpuMs() - start < roundMs) {
      const t0 = cpuMs();
      const v = admit(route, json);
      const t1 = cpuMs();
      if (v.outcome !== "accepted") throw new Error(`${c.name}: not accepted on a repeat`);
      const out = v.run();
      const t2 = cpuMs();
      const text = JSON.stringify(out);
      const t3 = cpuMs();
      if (text.length === 0) throw new Error("empty");
      check += t1 - t0;
      run += t2 - t1;
      ser += t3 - t2;
      n++;
    }
    rounds.push({ checkMs: check / n, runMs: run / n, jsonMs: ser / n, totalMs: (check + run + ser) / n });
  }
  rounds.sort((a, b) => a.totalMs - b.totalMs);
  return { c, units, ...rounds[0]!, outcome: "accepted", method };
}

const anchorBefore = anchorMs(roundMs);

const selected = cases.filter((c) => !only || c.budget.includes(only) || c.name.includes(only));
const rows: Row[] = [];
for (const c of selected) {
  const row = measureCase(c);
  rows.push(row);
  const ratio = row.units !== null && row.totalMs > 0 ? (row.units / 1e6 / row.totalMs).toFixed(2) : "-";
  process.stderr.write(`  ${c.budget} / ${c.name}: ${row.outcome}, ${row.totalMs.toFixed(2)} ms, price ${row.units ?? "-"}, ratio ${ratio}\n`);
}

const anchorAfter = anchorMs(roundMs);
const slowdown = Math.min(anchorBefore, anchorAfter) / ANCHOR_REFERENCE_MS;
const cpu = cpus();
console.log(
  `Prices against CPU, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
console.log(
  `speed anchor (preflop random vs random, engine only): ${anchorBefore.toFixed(2)} ms before the rows, ${anchorAfter.toFixed(2)} ms after, reference ${ANCHOR_REFERENCE_MS} ms: this run is ${slowdown.toFixed(2)}x the reference machine's time`,
);
console.log("");
console.log("| budget | request | method | price (M units) | actual CPU ms (check + run + JSON) | price / actual | price / (actual / slowdown) |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  if (r.outcome !== "accepted") {
    console.log(`| ${r.c.budget} | ${r.c.name} | ${r.outcome} | - | - | - | - |`);
    continue;
  }
  const ratio = r.units !== null ? (r.units / 1e6 / r.totalMs).toFixed(2) : "-";
  const scaled = r.units !== null ? ((r.units / 1e6 / r.totalMs) * slowdown).toFixed(2) : "-";
  const price = r.units !== null ? (r.units / 1e6).toFixed(2) : "-";
  console.log(
    `| ${r.c.budget} | ${r.c.name} | ${r.method} | ${price} | ${r.totalMs.toFixed(2)} (${r.checkMs.toFixed(2)} + ${r.runMs.toFixed(2)} + ${r.jsonMs.toFixed(2)}) | ${ratio} | ${scaled} |`,
  );
}
