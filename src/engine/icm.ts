/**
 * Malmuth-Harville finishing distribution: the next place goes to each player still in with
 * probability proportional to their stack. Two ways to get P(player i finishes in place j), for the
 * paid places j < K only:
 *
 * - exact: dynamic programming over the set S of players already finished in the top |S| places
 *   (the order inside S does not matter for what comes next). Only sets with |S| < K are visited,
 *   each doing n - |S| transitions, so the work is
 *       W(n, K) = sum_{k=0}^{K-1} C(n, k) * (n - k)   "state-steps"
 *   (e.g. 10 players / 3 paid: 460; 20 players / 9 paid: 3,395,320; 20 of 20 paid: n * 2^(n-1)), against n!/(n-K)! leaves
 *   for the naive recursion. Memory is two layers: C(n, k) + C(n, k+1) doubles.
 * - Monte Carlo: samples whole finishing orders exactly from the model with a seeded generator.
 *   The top K places of one sample are drawn one after another, each player still in chosen with
 *   probability stack / (remaining chips), through a Fenwick tree in O(log n) per place. This is
 *   the same distribution as sorting independent exponential clocks -ln(U)/stack (the first clock
 *   to ring among those left is player i with probability stack_i / remaining, by memorylessness),
 *   at K log n instead of n log-evaluations per sample, which matters for many players, few paid.
 */
import { Rng } from "./rng.ts";

/**
 * W(n, K) above, computed in floating point; stops adding once the sum passes `stopAbove` so that huge
 * binomials never need to be formed.
 */
export function exactStateSteps(players: number, places: number, stopAbove = Infinity): number {
  let binom = 1; // C(n, k)
  let work = 0;
  for (let k = 0; k < places; k++) {
    work += binom * (players - k);
    if (work > stopAbove) return work;
    binom = (binom * (players - k)) / (k + 1);
  }
  return work;
}

/**
 * Exact finishing probabilities, row-major `players x places`: entry [i * places + j] is the probability
 * that player i finishes in place j + 1. Stacks must be positive with a safe-integer total.
 */
export function exactFinishProbabilities(stacks: readonly number[], places: number): Float64Array {
  const n = stacks.length;
  const s = Float64Array.from(stacks);
  let total = 0;
  for (let i = 0; i < n; i++) total += s[i]!;

  // binom[j * n + i] = C(i, j) for the colex ranks of the sets kept between layers (j <= K).
  const binom = new Float64Array((places + 1) * n);
  for (let i = 0; i < n; i++) {
    binom[i] = 1;
    for (let j = 1; j <= places; j++) {
      binom[j * n + i] = i === 0 ? 0 : binom[j * n + i - 1]! + binom[(j - 1) * n + i - 1]!;
    }
  }

  const byPlace = new Float64Array(places * n); // place-major while accumulating: contiguous writes
  const set = new Int32Array(Math.max(places, 1));
  let layer = new Float64Array(1);
  layer[0] = 1;
  let layerSize = 1;
  // Place 1 directly as stack / total, so the winner column is bit-identical to the chip shares.
  for (let i = 0; i < n; i++) byPlace[i] = s[i]! / total;
  if (places > 1) {
    layer = new Float64Array(n);
    for (let i = 0; i < n; i++) layer[i] = byPlace[i]!; // colex rank of {i} is C(i, 1) = i
    layerSize = n;
  }
  for (let k = 1; k < places; k++) {
    const keepNext = k + 1 < places;
    const nextSize = keepNext ? (layerSize * (n - k)) / (k + 1) : 0;
    const next = new Float64Array(Math.round(nextSize));
    const out = k * n;
    for (let t = 0; t < k; t++) set[t] = t; // first set in colex order
    for (let rank = 0; rank < layerSize; rank++) {
      let finished = 0;
      let high = 0; // colex rank of the set's members once one more element sits below them
      for (let t = 0; t < k; t++) {
        finished += s[set[t]!]!;
        high += binom[(t + 2) * n + set[t]!]!;
      }
      const f = layer[rank]! / (total - finished);
      let below = 0; // members of the set below i
      let low = 0; // colex rank contribution of those members
      let member = k > 0 ? set[0]! : n;
      for (let i = 0; i < n; i++) {
        if (i === member) {
          low += binom[(below + 1) * n + i]!;
          high -= binom[(below + 2) * n + i]!;
          below++;
          member = below < k ? set[below]! : n;
          continue;
        }
        const q = f * s[i]!;
        byPlace[out + i] = byPlace[out + i]! + q;
        if (keepNext) {
          const r = low + binom[(below + 1) * n + i]! + high;
          next[r] = next[r]! + q;
        }
      }
      // Colex successor: bump the lowest member that can move up, reset the ones below it.
      if (k > 0) {
        let t = 0;
        while (t + 1 < k && set[t]! + 1 === set[t + 1]!) {
          set[t] = t;
          t++;
        }
        set[t] = set[t]! + 1;
      }
    }
    layer = next;
    layerSize = next.length;
  }

  const result = new Float64Array(n * places);
  for (let j = 0; j < places; j++) for (let i = 0; i < n; i++) result[i * places + j] = byPlace[j * n + i]!;
  return result;
}

/** Cost model of one Monte Carlo sample, in the units of ICM_LIMITS.maxMonteCarloSteps. */
export function monteCarloStepsPerSample(players: number, places: number): number {
  return places * (Math.ceil(Math.log2(players + 1)) + 1);
}

/**
 * Monte Carlo finishing counts, row-major `players x places` (as exactFinishProbabilities, but counts
 * out of `samples`). Deterministic for (stacks, places, samples, seed).
 */
export function sampleFinishCounts(
  stacks: readonly number[],
  places: number,
  samples: number,
  seed: number,
): Float64Array {
  const n = stacks.length;
  const rng = new Rng(seed);
  const counts = new Float64Array(n * places);
  // Fenwick tree over stacks: tree[p] sums stacks (p - lowbit(p), p], 1-based.
  const tree = new Float64Array(n + 1);
  let total = 0;
  for (let i = 0; i < n; i++) {
    tree[i + 1] = stacks[i]!;
    total += stacks[i]!;
  }
  for (let p = 1; p <= n; p++) {
    const parent = p + (p & -p);
    if (parent <= n) tree[parent] = tree[parent]! + tree[p]!;
  }
  let topStep = 1;
  while (topStep * 2 <= n) topStep *= 2;
  const picked = new Int32Array(places);

  for (let sample = 0; sample < samples; sample++) {
    let remaining = total;
    for (let place = 0; place < places; place++) {
      // Uniform point in [0, remaining); the player whose chip interval holds it takes this place.
      let target = rng.nextDouble() * remaining;
      if (target >= remaining) target = remaining - 0.5; // rounding guard: stays in the last interval
      let pos = 0;
      for (let step = topStep; step > 0; step >>= 1) {
        const probe = pos + step;
        if (probe <= n && tree[probe]! <= target) {
          pos = probe;
          target -= tree[probe]!;
        }
      }
      counts[pos * places + place] = counts[pos * places + place]! + 1;
      picked[place] = pos;
      const w = stacks[pos]!;
      remaining -= w;
      for (let p = pos + 1; p <= n; p += p & -p) tree[p] = tree[p]! - w;
    }
    for (let place = 0; place < places; place++) {
      const pos = picked[place]!;
      const w = stacks[pos]!;
      for (let p = pos + 1; p <= n; p += p & -p) tree[p] = tree[p]! + w;
    }
  }
  return counts;
}
