/**
 * Seeded Monte Carlo for heads-up equity (Rng: xoshiro128** seeded by splitmix32). One sample is
 * drawn as follows, always consuming the generator in this order, so (seed, samples) fixes the
 * result to the byte:
 *  1. Player 1's combo i with probability proportional to w1[i] * (weight of player 2's combos
 *     disjoint from i): nextDouble() scaled to the total, then a binary search of the cumulative sums.
 *  2. Player 2's combo j given i, proportional to w2[j] among combos disjoint from i. When at least
 *     a quarter of player 2's weight is disjoint from i: up to 64 rejection draws from player 2's
 *     cumulative weights (nextDouble each; 4 expected at most), and if all 64 collide (probability
 *     below 1e-8), one more nextDouble() picks j from i's own table below. Otherwise (most of player
 *     2's weight collides with i, as in Ah2c against a range of Ax and 2x hands) one nextDouble()
 *     picks j from i's own table: the cumulative weights of the combos disjoint from i, built once
 *     per such i. So a sample costs a bounded amount of work whatever the ranges, and together 1 and
 *     2 draw the pair (i, j) with probability proportional to w1[i] * w2[j], exactly as the exact
 *     method weighs it.
 *  3. The missing board cards, uniformly without replacement from the cards not on the board, dead or
 *     in either hand: nextInt(deck size) per card, redrawn when the card is already taken.
 * Each sample scores player 1 as 1 (win), 1/2 (split) or 0; standardError is the sample standard
 * deviation of that score divided by sqrt(samples).
 */
import { COMBO_HI, COMBO_LO } from "./cards.ts";
import { evaluate7 } from "./evaluator.ts";
import type { WeightedCombos } from "./ranges.ts";
import { Rng } from "./rng.ts";

export interface MonteCarloCounts {
  win1: number;
  win2: number;
  tie: number;
  samples: number;
  standardError: number;
}

function cumulative(weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) out[i] = sum += weights[i]!;
  return out;
}

/** First index whose cumulative weight exceeds u (u in [0, total)). */
function pick(cum: Float64Array, u: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function monteCarloEquity(
  p1: WeightedCombos,
  p2: WeightedCombos,
  board: readonly number[],
  deck: Uint8Array,
  seed: number,
  samples: number,
): MonteCarloCounts {
  const rng = new Rng(seed);
  const n1 = p1.combos.length;
  const n2 = p2.combos.length;
  // Player 1's marginal: w1[i] times the weight of player 2's combos disjoint from i, summed
  // directly (not by inclusion-exclusion) so that no rounding residue can make a dead combo live.
  const hi2 = new Uint8Array(n2);
  const lo2 = new Uint8Array(n2);
  let total2 = 0;
  for (let j = 0; j < n2; j++) {
    hi2[j] = COMBO_HI[p2.combos[j]!]!;
    lo2[j] = COMBO_LO[p2.combos[j]!]!;
    total2 += p2.weights[j]!;
  }
  const marginal = new Float64Array(n1);
  /** Player 2's weight disjoint from combo i, to decide between rejection and i's own table. */
  const disjointWeight = new Float64Array(n1);
  for (let i = 0; i < n1; i++) {
    const xh = COMBO_HI[p1.combos[i]!]!;
    const xl = COMBO_LO[p1.combos[i]!]!;
    let disjoint = 0;
    for (let j = 0; j < n2; j++) {
      const ch = hi2[j]!;
      const cl = lo2[j]!;
      if (ch !== xh && ch !== xl && cl !== xh && cl !== xl) disjoint += p2.weights[j]!;
    }
    marginal[i] = p1.weights[i]! * disjoint;
    disjointWeight[i] = disjoint;
  }
  const tables = new Map<number, DisjointTable>();
  const tableOf = (i: number, xh: number, xl: number): DisjointTable => {
    let table = tables.get(i);
    if (table === undefined) {
      table = disjointTable(p2, xh, xl);
      tables.set(i, table);
    }
    return table;
  };
  const cum1 = cumulative(marginal);
  const cum2 = cumulative(p2.weights);
  const total1 = cum1[n1 - 1]!;
  const cards = new Int32Array(7);
  const missing = 5 - board.length;
  for (let k = 0; k < board.length; k++) cards[2 + k] = board[k]!;
  const taken = new Int32Array(52); // sample number + 1 when taken in that sample
  const deckSize = deck.length;
  const first = 2 + board.length; // index in `cards` of the first drawn board card

  let win1 = 0;
  let win2 = 0;
  let tie = 0;
  for (let s = 1; s <= samples; s++) {
    let i = pick(cum1, rng.nextDouble() * total1);
    while (marginal[i] === 0) i--; // only if rounding put u on the total: step back to a live combo
    const x = p1.combos[i]!;
    const xh = COMBO_HI[x]!;
    const xl = COMBO_LO[x]!;
    let y = -1;
    if (disjointWeight[i]! * 4 >= total2) {
      for (let attempt = 0; attempt < 64; attempt++) {
        const cand = p2.combos[pick(cum2, rng.nextDouble() * total2)]!;
        const ch = COMBO_HI[cand]!;
        const cl = COMBO_LO[cand]!;
        if (ch !== xh && ch !== xl && cl !== xh && cl !== xl) {
          y = cand;
          break;
        }
      }
    }
    if (y < 0) y = drawFromTable(tableOf(i, xh, xl), rng.nextDouble());
    const yh = COMBO_HI[y]!;
    const yl = COMBO_LO[y]!;
    taken[xh] = taken[xl] = taken[yh] = taken[yl] = s;
    for (let k = 0; k < missing; k++) {
      let c: number;
      do c = deck[rng.nextInt(deckSize)]!;
      while (taken[c] === s);
      taken[c] = s;
      cards[first + k] = c;
    }
    const b0 = cards[2]!;
    const b1 = cards[3]!;
    const b2 = cards[4]!;
    const b3 = cards[5]!;
    const b4 = cards[6]!;
    const v1 = evaluate7(xh, xl, b0, b1, b2, b3, b4);
    const v2 = evaluate7(yh, yl, b0, b1, b2, b3, b4);
    if (v1 > v2) win1++;
    else if (v1 < v2) win2++;
    else tie++;
  }
  const mean = (win1 + tie / 2) / samples;
  const meanSquare = (win1 + tie / 4) / samples;
  const variance = samples > 1 ? (Math.max(0, meanSquare - mean * mean) * samples) / (samples - 1) : 0;
  return { win1, win2, tie, samples, standardError: Math.sqrt(variance / samples) };
}

/** Player 2's combos disjoint from one combo of player 1, with their cumulative weights. */
interface DisjointTable {
  combos: Int32Array;
  cum: Float64Array;
}

function disjointTable(p2: WeightedCombos, xh: number, xl: number): DisjointTable {
  const combos: number[] = [];
  const weights: number[] = [];
  for (let j = 0; j < p2.combos.length; j++) {
    const c = p2.combos[j]!;
    const ch = COMBO_HI[c]!;
    const cl = COMBO_LO[c]!;
    if (ch === xh || ch === xl || cl === xh || cl === xl || p2.weights[j]! === 0) continue;
    combos.push(c);
    weights.push(p2.weights[j]!);
  }
  return { combos: Int32Array.from(combos), cum: cumulative(weights) };
}

/** The combo of the table whose cumulative interval holds u * total (u in [0, 1)). */
function drawFromTable(table: DisjointTable, u: number): number {
  return table.combos[pick(table.cum, u * table.cum[table.cum.length - 1]!)]!;
}
