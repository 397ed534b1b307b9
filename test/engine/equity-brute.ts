/**
 * Independent brute-force reference for the equity tests: its own card parser, its own
 * best-of-21 five-card evaluator, and plain enumeration of every (combo pair, board completion).
 * Slow by design; only for small spots (river, turn, flop hand vs hand).
 */
const RANKS = "23456789TJQKA";
const SUITS = "cdhs";

function cards(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 2) out.push(RANKS.indexOf(text[i]!.toUpperCase()) * 4 + SUITS.indexOf(text[i + 1]!));
  return out;
}

export function score5(cs: number[]): number {
  const ranks = cs.map((c) => c >> 2).sort((a, b) => b - a);
  const flush = cs.every((c) => (c & 3) === (cs[0]! & 3));
  const distinct = [...new Set(ranks)];
  let straight = -1;
  if (distinct.length === 5 && distinct[0]! - distinct[4]! === 4) straight = distinct[0]!;
  if (distinct.join() === "12,3,2,1,0") straight = 3;
  const groups = distinct.map((r) => [ranks.filter((x) => x === r).length, r] as const).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const shape = groups.map((g) => g[0]).join("");
  const kick = groups.reduce((acc, g) => acc * 16 + g[1], 0) * 16 ** (5 - groups.length);
  const cat =
    straight >= 0 && flush
      ? 8
      : shape === "41"
        ? 7
        : shape === "32"
          ? 6
          : flush
            ? 5
            : straight >= 0
              ? 4
              : shape === "311"
                ? 3
                : shape === "221"
                  ? 2
                  : shape === "2111"
                    ? 1
                    : 0;
  return cat * 16 ** 5 + (straight >= 0 && (cat === 8 || cat === 4) ? straight : kick);
}

export function best7(cs: number[]): number {
  let best = -1;
  for (let i = 0; i < 7; i++) for (let j = i + 1; j < 7; j++) best = Math.max(best, score5(cs.filter((_, k) => k !== i && k !== j)));
  return best;
}

/**
 * Omaha's rule, written out: `cs` is the hole cards (4 or 5) then the five board cards; the best of
 * every choice of exactly two hole cards and exactly three board cards, each scored by score5.
 */
export function bestOmaha(cs: number[]): number {
  const hole = cs.slice(0, cs.length - 5);
  const board = cs.slice(cs.length - 5);
  let best = -1;
  for (let i = 0; i < hole.length; i++)
    for (let j = i + 1; j < hole.length; j++)
      for (let a = 0; a < 5; a++)
        for (let b = a + 1; b < 5; b++)
          for (let c = b + 1; c < 5; c++) best = Math.max(best, score5([hole[i]!, hole[j]!, board[a]!, board[b]!, board[c]!]));
  return best;
}

/** The category (0 high card .. 8 straight flush) of a best7 / bestOmaha score. */
export function scoreCategory(score: number): number {
  return Math.floor(score / 16 ** 5);
}

export interface BruteResult {
  outcomes: number;
  win: [number, number];
  tie: number;
}

/** Players as lists of [two-card string, weight]. Returns weighted win/tie probabilities. */
export function bruteEquity(p1: Array<[string, number]>, p2: Array<[string, number]>, board: string, dead: string): BruteResult {
  const b = cards(board);
  const d = cards(dead);
  let outcomes = 0;
  let w1 = 0;
  let w2 = 0;
  let t = 0;
  for (const [h1, wa] of p1) {
    for (const [h2, wb] of p2) {
      const x = cards(h1);
      const y = cards(h2);
      const used = new Set([...x, ...y, ...b, ...d]);
      if (used.size !== 4 + b.length + d.length) continue;
      const deck = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
      const need = 5 - b.length;
      const walk = (from: number, picked: number[]): void => {
        if (picked.length === need) {
          const full = [...b, ...picked];
          const v1 = best7([...x, ...full]);
          const v2 = best7([...y, ...full]);
          outcomes++;
          const w = wa * wb;
          if (v1 > v2) w1 += w;
          else if (v1 < v2) w2 += w;
          else t += w;
          return;
        }
        for (let i = from; i < deck.length; i++) walk(i + 1, [...picked, deck[i]!]);
      };
      walk(0, []);
    }
  }
  const total = w1 + w2 + t;
  return { outcomes, win: [w1 / total, w2 / total], tie: t / total };
}

/**
 * A second, direct 7-card scorer for the multiway brute force (fast enough for preflop spots):
 * rank and suit counts, then the categories from the top (category * 16^5 + the five cards' ranks).
 * Its values differ from best7's but order hands the same way, which the tests check.
 */
export function direct7(cs: number[]): number {
  const count = new Array<number>(13).fill(0);
  const bySuit: number[][] = [[], [], [], []];
  for (const c of cs) {
    count[c >> 2]!++;
    bySuit[c & 3]!.push(c >> 2);
  }
  const straightTop = (ranks: number[]): number => {
    const has = new Set(ranks);
    for (let top = 12; top >= 4; top--) if ([0, 1, 2, 3, 4].every((k) => has.has(top - k))) return top;
    return [12, 0, 1, 2, 3].every((r) => has.has(r)) ? 3 : -1;
  };
  const hex = (cat: number, ranks: number[]): number => {
    let k = 0;
    for (let i = 0; i < 5; i++) k = k * 16 + (ranks[i] ?? 0);
    return cat * 16 ** 5 + k;
  };
  const flushSuit = bySuit.find((s) => s.length >= 5);
  if (flushSuit) {
    const sf = straightTop(flushSuit);
    if (sf >= 0) return 8 * 16 ** 5 + sf;
  }
  const desc = (pred: (n: number) => boolean): number[] => {
    const out: number[] = [];
    for (let r = 12; r >= 0; r--) if (pred(count[r]!)) out.push(r);
    return out;
  };
  const quads = desc((n) => n === 4);
  if (quads.length > 0) return hex(7, [quads[0]!, quads[0]!, quads[0]!, quads[0]!, desc((n) => n > 0 && n < 4)[0]!]);
  const trips = desc((n) => n === 3);
  const pairs = desc((n) => n === 2);
  if (trips.length > 0 && (trips.length > 1 || pairs.length > 0)) {
    const t = trips[0]!;
    const p = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    return hex(6, [t, t, t, p, p]);
  }
  if (flushSuit) return hex(5, [...flushSuit].sort((a, b) => b - a).slice(0, 5));
  const st = straightTop(desc((n) => n > 0));
  if (st >= 0) return 4 * 16 ** 5 + st;
  const singles = desc((n) => n === 1);
  if (trips.length > 0) return hex(3, [trips[0]!, trips[0]!, trips[0]!, ...singles.slice(0, 2)]);
  if (pairs.length >= 2) {
    const kick = [...pairs.slice(2), ...singles].sort((a, b) => b - a)[0]!;
    return hex(2, [pairs[0]!, pairs[0]!, pairs[1]!, pairs[1]!, kick]);
  }
  if (pairs.length === 1) return hex(1, [pairs[0]!, pairs[0]!, ...singles.slice(0, 3)]);
  return hex(0, singles.slice(0, 5));
}

export interface BruteMultiway {
  outcomes: number;
  /** Per player: P(win alone), P(split among k) at ties[k - 2], equity. */
  win: number[];
  ties: number[][];
  equity: number[];
  /** With stakes: the pots (main first) and each player's expected chips from each. */
  pots: Array<{ amount: number; eligible: number[]; chips: number[] }>;
}

/**
 * Every (tuple of combos, board completion) weighed by the product of the combos' weights: the
 * best hand among all players (win / ties / equity) and, with stakes, among each pot's players.
 * Pots: each distinct stake is a level; a level's pot holds every player's chips between the
 * previous level and it, and is open to the players whose stake reaches it.
 */
export function bruteMultiway(
  players: Array<Array<[string, number]>>,
  board: string,
  dead: string,
  stakes?: number[],
  score: (cs: number[]) => number = best7,
): BruteMultiway {
  const n = players.length;
  const b = cards(board);
  const d = cards(dead);
  const levels = stakes ? [...new Set(stakes)].sort((x, y) => x - y) : [];
  const pots = levels.map((level, i) => {
    const below = i === 0 ? 0 : levels[i - 1]!;
    const amount = stakes!.reduce((a, s) => a + Math.max(0, Math.min(s, level) - below), 0);
    const eligible = stakes!.flatMap((s, p) => (s >= level ? [p] : []));
    return { amount, eligible, chips: new Array<number>(n).fill(0) };
  });
  const win = new Array<number>(n).fill(0);
  const ties = Array.from({ length: n }, () => new Array<number>(n - 1).fill(0));
  const equity = new Array<number>(n).fill(0);
  let total = 0;
  let outcomes = 0;
  const pick: number[][] = [];
  const tuple = (p: number, weight: number): void => {
    if (p === n) {
      const held = pick.flat();
      const used = new Set([...held, ...b, ...d]);
      if (used.size !== held.length + b.length + d.length) return;
      const deck = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
      const need = 5 - b.length;
      const walk = (from: number, picked: number[]): void => {
        if (picked.length === need) {
          const full = [...b, ...picked];
          const values = pick.map((h) => score([...h, ...full]));
          outcomes++;
          total += weight;
          const best = Math.max(...values);
          const winners = values.flatMap((v, i) => (v === best ? [i] : []));
          for (const i of winners) {
            if (winners.length === 1) win[i]! += weight;
            else ties[i]![winners.length - 2]! += weight;
            equity[i]! += weight / winners.length;
          }
          for (const pot of pots) {
            const top = Math.max(...pot.eligible.map((i) => values[i]!));
            const share = pot.eligible.filter((i) => values[i] === top);
            for (const i of share) pot.chips[i]! += (weight * pot.amount) / share.length;
          }
          return;
        }
        for (let i = from; i < deck.length; i++) walk(i + 1, [...picked, deck[i]!]);
      };
      walk(0, []);
      return;
    }
    for (const [hand, w] of players[p]!) {
      pick.push(cards(hand));
      tuple(p + 1, weight * w);
      pick.pop();
    }
  };
  tuple(0, 1);
  return {
    outcomes,
    win: win.map((x) => x / total),
    ties: ties.map((t) => t.map((x) => x / total)),
    equity: equity.map((x) => x / total),
    pots: pots.map((pot) => ({ ...pot, chips: pot.chips.map((x) => x / total) })),
  };
}
