/**
 * A showdown's winners into winner-mask histograms, one per group of players (group 0 is everyone,
 * then each pot's eligible players): the compare-and-tally every known-hands kernel ends with.
 */
import { popcount } from "./counting.ts";

/**
 * Pots' groups are nested (each side pot's players are among the previous pot's), so one pass over
 * the players, the innermost group's first, scores every group: after the players of group k, the
 * best-so-far mask is group k's winners. `order`: players in that order; `cut[k]`: how many players
 * the k-th smallest group has; `hist[k]`: that group's histogram index.
 */
export interface Chain {
  order: Int32Array;
  cut: Int32Array;
  hist: Int32Array;
}

export function nestedChain(groups: Int32Array, n: number): Chain {
  if (groups.length === 1) {
    // No pots: everyone, in seat order.
    const order = new Int32Array(n);
    for (let p = 0; p < n; p++) order[p] = p;
    return { order, cut: Int32Array.of(n), hist: Int32Array.of(0) };
  }
  const bySize = Array.from(groups, (_, g) => g).sort((a, b) => popcount(groups[a]!) - popcount(groups[b]!));
  const order: number[] = [];
  let inside = 0;
  for (const g of bySize) {
    if ((groups[g]! & inside) !== inside) throw new Error("pot groups are not nested");
    for (let p = 0; p < n; p++) if ((groups[g]! >> p) & 1 && !((inside >> p) & 1)) order.push(p);
    inside = groups[g]!;
  }
  return { order: Int32Array.from(order), cut: Int32Array.from(bySize, (g) => popcount(groups[g]!)), hist: Int32Array.from(bySize) };
}

/** Where showdowns go: per player in chain order its bit, the chain's cuts, and the histograms in chain order. */
export interface Tally {
  bit: Int32Array;
  cut: Int32Array;
  hists: Float64Array[];
}

/**
 * One showdown: `values[q]` is the hand value of the q-th player in chain order; `weight` is added to
 * each group's histogram at the mask of the players holding that group's best hand. A module function
 * (not a closure per scorer), so the optimizing compiler inlines one call target for every request.
 */
export function tallyValues(values: Int32Array, n: number, tally: Tally, weight: number): void {
  const { bit, cut, hists } = tally;
  let best = -1;
  let mask = 0;
  let k = 0;
  for (let q = 0; q < n; q++) {
    const v = values[q]!;
    if (v > best) {
      best = v;
      mask = bit[q]!;
    } else if (v === best) mask |= bit[q]!;
    if (q + 1 === cut[k]) hists[k++]![mask]! += weight;
  }
}

/**
 * The standard error of player 1's equity over `samples` sampled showdowns, from the everyone group's
 * histogram: player 1's share of a sample is 1/k when it is among k winners, else 0.
 */
export function firstPlayerStandardError(hist0: Float64Array, samples: number): number {
  let mean = 0;
  let meanSquare = 0;
  for (let mask = 1; mask < hist0.length; mask += 2) {
    const k = popcount(mask);
    mean += hist0[mask]! / k;
    meanSquare += hist0[mask]! / (k * k);
  }
  mean /= samples;
  meanSquare /= samples;
  const variance = samples > 1 ? (Math.max(0, meanSquare - mean * mean) * samples) / (samples - 1) : 0;
  return Math.sqrt(variance / samples);
}
