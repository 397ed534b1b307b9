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

function score5(cs: number[]): number {
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
