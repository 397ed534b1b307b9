/**
 * Heads-up equity: hostile ranges (tiny weights on everything plus heavy weight on combos that
 * collide with the other hand, the board or dead cards), forced Monte Carlo at the sample limit,
 * exact enumeration at the budget edge, many dead cards, ranges at the length and item limits.
 */
import { accepts, largestAccepted } from "./contract.ts";
import type { SeededRng } from "./rng.ts";
import { cached, type EndpointSpec, fmt, type HostileCase } from "./spec.ts";

const PATH = "/v1/calculations/equity/holdem";
type Player = { hand: string } | { range: string };
export interface EquityBody {
  /** Two players in the random search; the hostile cases go up to ten. */
  players: Player[];
  board?: string;
  dead?: string;
  mode?: "auto" | "exact" | "monte_carlo";
  monteCarlo?: { seed?: number; samples?: number };
  stacks?: number[];
}

const RANKS = "23456789TJQKA";
const SUITS = "cdhs";
const DECK = [...RANKS].flatMap((r) => [...SUITS].map((s) => r + s));
const TINY = "0.000000001";
/** The request of issue 9 that took 7-9 s. */
const ISSUE_9_EQUITY: EquityBody = {
  players: [{ hand: "Ah2c" }, { range: "random:0.000000001, AhAs, AhAd, AhAc, AhKh, AhKs, AhKd, AhKc, AhQh, AhQs, 2cAs, 2c2d, 2c2h, 2c2s, 2cKs" }],
  mode: "monte_carlo",
  monteCarlo: { samples: 1000000 },
};

/** Most samples the route accepts (found by asking it, so a changed limit is followed). */
const maxSamples = cached(() =>
  largestAccepted(1, 100_000_000, (s) =>
    accepts(PATH, { players: [{ hand: "AsKs" }, { hand: "QdQc" }], mode: "monte_carlo", monteCarlo: { samples: s } }),
  ),
);

const cardsOf = (text: string): string[] => text.match(/.{2}/g) ?? [];

function takeCards(rng: SeededRng, count: number, used: Set<string>): string[] {
  const free = rng.shuffle(DECK.filter((c) => !used.has(c)));
  const out = free.slice(0, count);
  for (const c of out) used.add(c);
  return out;
}

/** Every exact combo holding one of `cards` (the ones the other side's sampler must reject). */
function collidingCombos(cards: string[], limit: number): string[] {
  const out: string[] = [];
  for (const c of cards) for (const d of DECK) if (d !== c && out.length < limit) out.push(c + d);
  return out;
}

function weight(rng: SeededRng): string {
  if (rng.chance(0.55)) return "";
  if (rng.chance(0.4)) return `:${TINY}`;
  return `:${rng.pick(["0.5", "0.01", "0.000001", "0.9", "1"])}`;
}

function rangeItem(rng: SeededRng, hot: string[]): string {
  const r = () => rng.pick([...RANKS]);
  const kind = rng.int(0, 9);
  if (kind === 0) return rng.pick(["random", "any"]);
  if (kind === 1) return `${r()}${r()}`.replace(/^(.)(.)$/, (_, a: string) => `${a}${a}${rng.pick(["", "+"])}`);
  if (kind === 2) {
    const [a, b] = [rng.int(0, 12), rng.int(0, 12)].sort((x, y) => y - x) as [number, number];
    return a === b ? `${RANKS[a]}${RANKS[a]}` : `${RANKS[a]}${RANKS[b]}${rng.pick(["s", "o", ""])}${rng.pick(["", "+"])}`;
  }
  if (kind === 3) return rng.pick(["A2s-A5s", "K9o-KJo", "22-66", "T9-T2", "QJs-Q2s"]);
  // Exact combos, mostly colliding with cards the other side holds or the board shows.
  const first = hot.length > 0 && rng.chance(0.8) ? rng.pick(hot) : rng.pick(DECK);
  let second = rng.pick(DECK);
  while (second === first) second = rng.pick(DECK);
  return first + second;
}

/** A range of at most 300 items and 2,000 characters (the route's limits; longer ones are trimmed). */
function randomRange(rng: SeededRng, hot: string[]): string {
  const items: string[] = [];
  if (rng.chance(0.5)) items.push(`random:${TINY}`);
  const count = rng.chance(0.3) ? 300 : rng.logInt(1, 300);
  while (items.length < count) items.push(rangeItem(rng, hot) + weight(rng));
  return clampRange(items);
}

function clampRange(items: string[]): string {
  const kept: string[] = [];
  let length = 0;
  for (const item of items) {
    if (kept.length >= 300 || length + item.length + 2 > 2000) break;
    kept.push(item);
    length += item.length + 2;
  }
  return kept.join(", ");
}

function samplesFor(rng: SeededRng): number {
  return rng.chance(0.55) ? maxSamples("") : rng.logInt(1, maxSamples(""));
}

/** Multiway (issue 22): the hand kernel and the range walk at the budget edge, both samplers at the sample limit. */
function multiwayCases(max: number): Array<HostileCase<EquityBody>> {
  const hands = (...h: string[]): Player[] => h.map((hand) => ({ hand }));
  const ranges = (...r: string[]): Player[] => r.map((range) => ({ range }));
  const ten = hands("AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s", "6h5h", "4d4c", "3s2s", "AdKd");
  return [
    { name: "3 hands preflop, 3 stacks, exact", genome: { players: hands("AhAs", "KdKc", "QhQc"), stacks: [100, 200, 300], mode: "exact" } },
    // Preflop known hands are scored by board ranks (engine 1.8.0), priced by the classes of boards counted
    // first: a suited hand in every suit makes the most flush boards to score on their own.
    {
      name: "4 hands suited in four suits preflop, 4 stacks, exact",
      genome: { players: hands("AhKh", "QsJs", "Td9d", "8c7c"), stacks: [40, 100, 70, 100], mode: "exact" },
    },
    {
      name: "7 hands preflop, six suited (five diamonds), exact",
      genome: { players: hands("4dQd", "7h8d", "7dTd", "KdAd", "Jd9d", "3d5d", "JsKh"), mode: "exact" },
    },
    {
      name: "8 offsuit hands preflop, 8 stacks, exact",
      genome: {
        players: hands("6h8d", "Qs8h", "7d9h", "7sAd", "3c2d", "KsAc", "JhTs", "4c8s"),
        dead: "6c",
        stacks: [10, 80, 70, 60, 50, 40, 30, 20],
        mode: "exact",
      },
    },
    { name: "3 hands suited in three suits preflop, auto", genome: { players: hands("5c9c", "4h6h", "QcTc"), dead: "KcTh", mode: "auto" } },
    { name: "4 hands preflop, 4 stacks, auto", genome: { players: hands("AhAs", "KdKc", "QhQc", "JsTs"), stacks: [1, 2, 3, 4], mode: "auto" } },
    { name: "10 hands preflop, 10 stacks, auto", genome: { players: ten, stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], mode: "auto" } },
    {
      name: "10 random preflop, Monte Carlo max samples",
      genome: { players: ranges(...Array(10).fill("random")), mode: "monte_carlo", monteCarlo: { samples: max } },
    },
    {
      name: "6 colliding ranges (AA, KK, AK), Monte Carlo max samples",
      genome: { players: ranges(...Array(6).fill("AA, KK, AK")), mode: "monte_carlo", monteCarlo: { samples: max } },
    },
    { name: "3 wide ranges on the river, exact", genome: { players: ranges("random", "random", "TT+"), board: "Kh7d2c4s9h", mode: "exact" } },
    { name: "4 ranges on the flop, auto", genome: { players: ranges("22+", "A2s+", "KTs+", "QJs, JTs"), board: "Kh7d2c", mode: "auto" } },
    {
      name: "6 ranges on the flop with stacks, auto max samples",
      genome: {
        players: ranges("QQ+, AKs", "TT+, AQs+", "77-99, AJs, KQs", "55-66", "JTs, T9s", "A5s-A2s"),
        board: "Kh7d2c",
        stacks: [10, 20, 30, 40, 50, 60],
        mode: "auto",
        monteCarlo: { samples: max },
      },
    },
  ];
}

export const equitySpec: EndpointSpec<EquityBody> = {
  name: "equity/holdem",
  path: PATH,

  hostile(): Array<HostileCase<EquityBody>> {
    const max = maxSamples("");
    const collide = collidingCombos(["Ah", "2c"], 300);
    const allDead = DECK.filter((c) => !["Ah", "2c", "Kd", "Ks", "Qh", "Jh", "Th"].includes(c))
      .slice(0, 40)
      .join("");
    return [
      { name: "issue 9 (7-9 s)", genome: ISSUE_9_EQUITY },
      {
        name: "issue 9, every colliding combo",
        genome: {
          players: [{ hand: "Ah2c" }, { range: clampRange([`random:${TINY}`, ...collide]) }],
          mode: "monte_carlo",
          monteCarlo: { samples: max },
        },
      },
      {
        name: "issue 9 shape on a flop, auto",
        genome: {
          players: [{ hand: "Ah2c" }, { range: clampRange([`random:${TINY}`, ...collidingCombos(["Ah", "2c", "Kd", "7s", "3h"], 300)]) }],
          board: "Kd7s3h",
          mode: "auto",
          monteCarlo: { samples: max },
        },
      },
      {
        name: "Monte Carlo max samples, random vs random",
        genome: { players: [{ range: "random" }, { range: "random" }], mode: "monte_carlo", monteCarlo: { samples: max } },
      },
      {
        name: "Monte Carlo max samples, hand vs hand",
        genome: { players: [{ hand: "AsKs" }, { hand: "QdQc" }], mode: "monte_carlo", monteCarlo: { samples: max } },
      },
      { name: "exact random vs random on the flop", genome: { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c", mode: "exact" } },
      {
        name: "exact random vs random on the turn",
        genome: { players: [{ range: "random" }, { range: "random" }], board: "Ah7d2c9s", mode: "exact" },
      },
      {
        name: "auto random vs random, 10 dead cards",
        genome: { players: [{ range: "random" }, { range: "random" }], dead: DECK.slice(0, 10).join(""), mode: "auto", monteCarlo: { samples: max } },
      },
      {
        name: "40 dead cards, Monte Carlo max samples",
        genome: {
          players: [{ hand: "Ah2c" }, { range: `random:${TINY}, KdKs, QhJh, Th9h` }],
          dead: allDead,
          mode: "monte_carlo",
          monteCarlo: { samples: max },
        },
      },
      {
        name: "two 300-item ranges, Monte Carlo max samples",
        genome: {
          players: [
            { range: clampRange(DECK.slice(0, 40).flatMap((a, i) => DECK.slice(i + 1, i + 9).map((b) => `${a}${b}:${TINY}`))) },
            { range: clampRange(collidingCombos(["Ah", "Kh", "Qh", "Jh", "Th", "9h"], 300)) },
          ],
          mode: "monte_carlo",
          monteCarlo: { samples: max },
        },
      },
      ...multiwayCases(max),
    ];
  },

  random(rng) {
    const used = new Set<string>();
    const board = takeCards(rng, rng.pick([0, 0, 3, 3, 4, 5]), used);
    const deadCount = rng.chance(0.5) ? 0 : rng.chance(0.6) ? rng.int(1, 6) : rng.int(7, 44 - board.length);
    const dead = takeCards(rng, deadCount, used);
    const hot = [...board, ...dead];
    const player = (): Player => {
      if (rng.chance(0.4) && used.size <= 48) {
        const hand = takeCards(rng, 2, used);
        hot.push(...hand);
        return { hand: hand.join("") };
      }
      return { range: randomRange(rng, hot) };
    };
    const p1 = player();
    const p2 = player();
    const body: EquityBody = {
      players: rng.chance(0.5) ? [p1, p2] : [p2, p1],
      mode: rng.pick(["monte_carlo", "monte_carlo", "auto", "auto", "exact"] as const),
    };
    if (board.length > 0) body.board = board.join("");
    if (dead.length > 0) body.dead = dead.join("");
    if (rng.chance(0.9)) body.monteCarlo = { seed: rng.int(0, 4_294_967_295), samples: samplesFor(rng) };
    return body;
  },

  mutate(g, rng) {
    const body: EquityBody = structuredClone(g);
    const ranges = body.players.flatMap((p, i) => ("range" in p ? [i] : []));
    const held = body.players.flatMap((p) => ("hand" in p ? cardsOf(p.hand) : []));
    const used = new Set([...cardsOf(body.board ?? ""), ...cardsOf(body.dead ?? ""), ...held]);
    switch (rng.int(0, 6)) {
      case 0:
        body.monteCarlo = { ...body.monteCarlo, samples: maxSamples("") };
        break;
      case 1:
        body.mode = rng.pick(["monte_carlo", "auto", "exact"] as const);
        break;
      case 2:
      case 3: {
        // Weight toward combos the sampler has to throw away.
        const i = ranges.length > 0 ? rng.pick(ranges) : rng.int(0, 1);
        const current = body.players[i]!;
        const items = "range" in current ? current.range.split(", ") : [];
        if (!items.some((t) => t.startsWith("random"))) items.unshift(`random:${TINY}`);
        items.push(...collidingCombos(rng.shuffle([...used]).slice(0, 3), rng.int(5, 60)));
        body.players[i] = { range: clampRange(items) };
        break;
      }
      case 4: {
        const board = cardsOf(body.board ?? "");
        if (board.length < 5) {
          const next = takeCards(rng, board.length === 0 ? 3 : 1, used);
          body.board = [...board, ...next].join("");
        } else body.board = board.slice(0, 3).join("");
        break;
      }
      case 5:
        if (used.size < 46) body.dead = [...cardsOf(body.dead ?? ""), ...takeCards(rng, rng.int(1, 8), used)].join("");
        break;
      default: {
        const i = rng.int(0, 1);
        body.players[i] = { range: rng.chance(0.5) ? "random" : `random:${TINY}, ${collidingCombos([...used].slice(0, 2), 40).join(", ")}` };
      }
    }
    return body;
  },

  build: (g) => g,

  summarize(g) {
    const side = (p: Player): string => {
      if ("hand" in p) return p.hand;
      const items = p.range.split(",").length;
      const text = p.range.length > 36 ? `${p.range.slice(0, 36)}...` : p.range;
      return items > 1 ? `range "${text}" (${items} items, ${p.range.length} chars)` : `"${text}"`;
    };
    const board = g.board ? ` board ${g.board}` : "";
    const dead = g.dead ? ` ${cardsOf(g.dead).length} dead` : "";
    const samples = g.monteCarlo?.samples !== undefined ? `, ${fmt(g.monteCarlo.samples)} samples` : "";
    return `${side(g.players[0]!)} vs ${side(g.players[1]!)}${board}${dead}, ${g.mode ?? "auto"}${samples}`;
  },
};
