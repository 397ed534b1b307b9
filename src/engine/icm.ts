/**
 * Malmuth-Harville finishing distribution: the next place goes to each player still in with
 * probability proportional to their stack. Two ways to get P(player i finishes in place j), for the
 * paid places j < K only:
 *
 * - exact: dynamic programming over the set S of players already finished in the top |S| places
 *   (the order inside S does not matter for what comes next). Only sets with |S| < K are visited,
 *   each doing n - |S| transitions, so the work is
 *       W(n, K) = sum_{k=0}^{K-1} C(n, k) * (n - k)   "state-steps"
 *   (10 players / 3 paid: 460; 20 players / 9 paid: 3,395,320; all n paid: n * 2^(n-1)), against
 *   n!/(n-K)! leaves for the naive recursion. Memory is two layers: C(n, k) + C(n, k+1) doubles.
 * - Monte Carlo: samples whole finishing orders exactly from the model with a seeded generator.
 *   The top K places of one sample are drawn one after another, each player still in chosen with
 *   probability stack / (remaining chips). In a field of at most SMALL_FIELD players, by one uniform
 *   point in the remaining chips and a scan of the players still in (a few ns a player: 50,000
 *   samples of 12 players / 9 paid take a few ms); in larger fields by an alias table with redraws while at least a quarter
 *   of the chips are left (O(1) per place), then through a Fenwick tree (O(log n) per place). This
 *   is the same distribution as sorting independent exponential clocks -ln(U)/stack (the first clock to
 *   ring among those left is player i with probability stack_i / remaining, by memorylessness), at
 *   about K instead of n log-evaluations per sample, which matters for many players, few paid.
 *
 * Players with equal stacks get identical rows (averageEqualStacks): exactly in the exact result,
 * and by the caller averaging the normalised Monte Carlo counts.
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

  // binom[j * n + i] = C(i, j), the colex ranks of the sets kept between layers. Every rank used is
  // below C(n, K-1) <= the work budget, so int32 holds it; larger entries (never read) saturate.
  const binom = new Int32Array((places + 1) * n);
  for (let i = 0; i < n; i++) {
    binom[i] = 1;
    for (let j = 1; j <= places; j++) {
      binom[j * n + i] = i === 0 ? 0 : Math.min(0x7fffffff, binom[j * n + i - 1]! + binom[(j - 1) * n + i - 1]!);
    }
  }

  const byPlace = new Float64Array(places * n); // place-major while accumulating: contiguous writes
  const set = new Int32Array(places + 1);
  // Place 1 directly as stack / total, so the winner column is bit-identical to the chip shares.
  for (let i = 0; i < n; i++) byPlace[i] = s[i]! / total;
  let layer = byPlace.slice(0, n); // layer k = 1: colex rank of {i} is C(i, 1) = i
  for (let k = 1; k < places; k++) {
    const keepNext = k + 1 < places;
    const next = new Float64Array(keepNext ? Math.round((layer.length * (n - k)) / (k + 1)) : 0);
    const out = k * n;
    // The set's chips and `high` (its colex rank once one more element sits below all its members)
    // are kept up to date through the successor steps, which move O(1) members on average.
    let finished = 0;
    let high = 0;
    for (let t = 0; t < k; t++) {
      set[t] = t; // first set in colex order
      finished += s[t]!;
      if (keepNext) high += binom[(t + 2) * n + t]!;
    }
    set[k] = n; // sentinel: the gap after the last member runs to n
    for (let rank = 0; rank < layer.length; rank++) {
      const f = layer[rank]! / (total - finished);
      let low = 0; // colex rank contribution of the members below the gap
      let above = high; // and of the members above it
      let from = 0;
      // Walk the gaps between members: inside gap `below`, adding i puts it at position `below`.
      for (let below = 0; below <= k; below++) {
        const to = set[below]!;
        if (keepNext) {
          const row = (below + 1) * n;
          const base = low + above;
          for (let i = from; i < to; i++) {
            const q = f * s[i]!;
            byPlace[out + i] = byPlace[out + i]! + q;
            const r = base + binom[row + i]!;
            next[r] = next[r]! + q;
          }
          if (below < k) {
            low += binom[row + to]!;
            above -= binom[row + n + to]!;
          }
        } else {
          for (let i = from; i < to; i++) byPlace[out + i] = byPlace[out + i]! + f * s[i]!;
        }
        from = to + 1;
      }
      // Colex successor: bump the lowest member that can move up, reset the ones below it.
      let t = 0;
      while (t + 1 < k && set[t]! + 1 === set[t + 1]!) {
        const old = set[t]!;
        if (old !== t) {
          finished += s[t]! - s[old]!;
          if (keepNext) high += binom[(t + 2) * n + t]! - binom[(t + 2) * n + old]!;
          set[t] = t;
        }
        t++;
      }
      const old = set[t]!;
      if (rank + 1 < layer.length) {
        finished += s[old + 1]! - s[old]!;
        if (keepNext) high += binom[(t + 2) * n + old + 1]! - binom[(t + 2) * n + old]!;
      }
      set[t] = old + 1;
    }
    layer = next;
  }

  const result = new Float64Array(n * places);
  for (let j = 0; j < places; j++) for (let i = 0; i < n; i++) result[i * places + j] = byPlace[j * n + i]!;
  averageEqualStacks(stacks, places, result);
  return result;
}

/**
 * Players with equal stacks are exchangeable under Malmuth-Harville, so their finishing distributions
 * are mathematically identical; summation order still leaves them bit-different. This replaces every
 * row of a `players x places` matrix (probabilities or counts) by the mean of the rows of its group of
 * equal stacks, in place, so that equal stacks get exactly equal values and downstream tie-breaks
 * (rounding.ts) follow the stated order rather than float noise. For exact probabilities this only
 * removes noise; for Monte Carlo it is still an unbiased estimate (each row is, and so is their mean)
 * with no larger variance. Rows that are already identical are kept bit-for-bit (mean = first row
 * plus the mean difference, which is 0), so the exact winner column stays equal to the chip shares.
 */
export function averageEqualStacks(stacks: readonly number[], places: number, matrix: Float64Array): void {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < stacks.length; i++) {
    const group = groups.get(stacks[i]!);
    if (group === undefined) groups.set(stacks[i]!, [i]);
    else group.push(i);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const first = group[0]! * places;
    for (let j = 0; j < places; j++) {
      const base = matrix[first + j]!;
      let spread = 0;
      for (const i of group) spread += matrix[i * places + j]! - base;
      const mean = base + spread / group.length;
      for (const i of group) matrix[i * places + j] = mean;
    }
  }
}

/**
 * Work units (work.ts) every ICM deal pays whatever the method, measured with bench/prices.ts on whole
 * requests: per player the body's JSON parse and schema (about 0.7 us at 10,000 players: the largest
 * part, paid before the price is known), the id checks, the chip chop, four roundings and the
 * player's result object with its JSON, about 1.7 us in all; per finishing cell (players x paid
 * places) the matrix, the probability in the result and its JSON, about 100 ns. With a margin of about
 * 1.4 (10,000 players / 1 paid, 2,000 samples: 43.6 ms here at a 2.43x anchor, price 24.7 M, 2026-11-26),
 * so that 10,000 players with one paid place fit the 25 M budget.
 */
export function icmResultUnits(players: number, places: number): number {
  return 20_000 + 2_300 * players + 150 * players * places;
}

/**
 * Work units (see work.ts) of the exact dynamic programme, measured with bench/prices.ts: each visited
 * set costs its layer bookkeeping and colex successor step, which grow with the set size (about
 * 45 + 16 K ns for K paid places: 125 ns at 45 players / 5 paid, 190 ns at 17 / 13), and each
 * transition about 2.7 ns (1,000 to 4,000 players / 2 paid). Sets: sum_{k<K} C(n, k); transitions:
 * exactStateSteps. Stops adding once past `stopAbove`.
 */
export function exactWorkUnits(players: number, places: number, stopAbove = Infinity): number {
  const PER_SET = EXACT_UNITS.perSet + EXACT_UNITS.perSetPerPlace * places;
  const PER_TRANSITION = EXACT_UNITS.perTransition;
  let binom = 1; // C(n, k)
  let units = 0;
  for (let k = 0; k < places; k++) {
    units += binom * (PER_SET + PER_TRANSITION * (players - k));
    if (units > stopAbove) return units;
    binom = (binom * (players - k)) / (k + 1);
  }
  return units;
}

/** The exact programme's prices (exactWorkUnits). */
const EXACT_UNITS = { perSet: 35, perSetPerPlace: 13, perTransition: 2.1 } as const;

/**
 * Monte Carlo prices (monteCarloUnitsPerSample), measured with bench/prices.ts: a place costs its
 * bookkeeping plus, by the alias table,
 * one draw per try (more above 4,000 players: cache misses), and on the tree one step per level.
 */
const SAMPLE_UNITS = {
  perPlace: 20,
  perDraw: 40,
  perDrawLargeField: 85,
  perTreeLevel: 6,
  perScannedPlayer: 2,
  perSmallSample: 10,
} as const;

/** Fields up to this many players are sampled by a scan of the players still in (sampleFinishCounts). */
const SMALL_FIELD = 32;

/**
 * Work units of one Monte Carlo sample. A place drawn by the alias table takes total / remaining
 * draws on average (a draw of a player already placed is redrawn), so the price follows the costliest
 * way the chips can go: the largest stacks placed first, which leaves the fewest chips for each next
 * place (a 60% chip leader placed first makes every later place take 2.5 draws). Once three quarters
 * of the chips are placed the sampler walks a Fenwick tree instead: per level, the draw and the
 * removal of each place on the tree, the removal of the places drawn before it, and the restore of
 * every place. On that path the places before the tree are at most j*, the number of largest stacks
 * holding three quarters of the chips, so skewed stacks are priced as what they are: nearly every
 * place on the tree.
 */
export function monteCarloUnitsPerSample(stacks: readonly number[], places: number): number {
  const n = stacks.length;
  if (n <= SMALL_FIELD) {
    // The scan visits at most the players still in: n - j for place j.
    let scanned = 0;
    for (let j = 0; j < places; j++) scanned += n - j;
    return SAMPLE_UNITS.perPlace * places + SAMPLE_UNITS.perScannedPlayer * scanned + SAMPLE_UNITS.perSmallSample + SAMPLE_UNITS.perScannedPlayer * n;
  }
  const perPlace = SAMPLE_UNITS.perPlace;
  const perDraw = n <= 4_000 ? SAMPLE_UNITS.perDraw : SAMPLE_UNITS.perDrawLargeField;
  const sorted = Float64Array.from(stacks).sort().reverse();
  let total = 0;
  for (const s of sorted) total += s;
  let placedChips = 0;
  let beforeTree = 0;
  let draws = 0;
  while (beforeTree < places && (total - placedChips) * 4 >= total) {
    draws += total / (total - placedChips);
    placedChips += sorted[beforeTree++]!;
  }
  const onTree = places - beforeTree;
  const levels = Math.ceil(Math.log2(n + 1)) + 1;
  const tree = onTree > 0 ? SAMPLE_UNITS.perTreeLevel * levels * (2 * places + onTree) : 0;
  return perPlace * places + perDraw * draws + tree;
}

/**
 * Monte Carlo finishing counts, row-major `players x places` (as exactFinishProbabilities, but counts
 * out of `samples`). Deterministic for (stacks, places, samples, seed). Raw counts: equal stacks are
 * not averaged here (see averageEqualStacks).
 */
export function sampleFinishCounts(stacks: readonly number[], places: number, samples: number, seed: number): Float64Array {
  const n = stacks.length;
  if (n <= SMALL_FIELD) return sampleSmallField(stacks, places, samples, seed);
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
  const alias = aliasTable(stacks, total);
  const out = new Uint8Array(n);
  const picked = new Int32Array(places);

  for (let sample = 0; sample < samples; sample++) {
    let remaining = total;
    let treeSynced = false;
    for (let place = 0; place < places; place++) {
      let pos: number;
      if (remaining * 4 >= total) {
        // Draw from all players by the alias table and redraw if that player already placed: the
        // accepted draw is player i with probability stack_i / remaining. At least a quarter of the
        // chips are left, so this takes at most 4 draws on average (cheaper than the tree below).
        do {
          const column = rng.nextInt(n);
          pos = rng.nextDouble() < alias.keep[column]! ? column : alias.other[column]!;
        } while (out[pos] === 1);
      } else {
        if (!treeSynced) {
          for (let t = 0; t < place; t++) fenwickAdd(tree, picked[t]!, -stacks[picked[t]!]!);
          treeSynced = true;
        }
        // Uniform point in [0, remaining); the player whose chip interval holds it takes this place.
        let target = rng.nextDouble() * remaining;
        if (target >= remaining) target = remaining - 0.5; // rounding guard: stays in the last interval
        pos = 0;
        for (let step = topStep; step > 0; step >>= 1) {
          const probe = pos + step;
          if (probe <= n && tree[probe]! <= target) {
            pos = probe;
            target -= tree[probe]!;
          }
        }
        fenwickAdd(tree, pos, -stacks[pos]!);
      }
      counts[pos * places + place] = counts[pos * places + place]! + 1;
      picked[place] = pos;
      out[pos] = 1;
      remaining -= stacks[pos]!;
    }
    for (let place = 0; place < places; place++) {
      const pos = picked[place]!;
      out[pos] = 0;
      if (treeSynced) fenwickAdd(tree, pos, stacks[pos]!);
    }
  }
  return counts;
}

/**
 * sampleFinishCounts for a small field: per place one nextDouble() scaled to the chips still in, then
 * a scan of the players still in (in a list that swaps the placed player out with the last one) for
 * the one whose chip interval holds the point. O(n) per place, no redraws, cheaper than the alias
 * table and the tree for a few dozen players.
 */
function sampleSmallField(stacks: readonly number[], places: number, samples: number, seed: number): Float64Array {
  const n = stacks.length;
  const rng = new Rng(seed);
  const counts = new Float64Array(n * places);
  const s = Float64Array.from(stacks);
  let total = 0;
  for (let i = 0; i < n; i++) total += s[i]!;
  const live = new Int32Array(n);
  for (let sample = 0; sample < samples; sample++) {
    for (let i = 0; i < n; i++) live[i] = i;
    let remaining = total;
    let left = n;
    for (let place = 0; place < places; place++) {
      let target = rng.nextDouble() * remaining;
      let p = 0;
      // The last player still in takes any point the rounding of the sums leaves past the others.
      for (; p < left - 1; p++) {
        target -= s[live[p]!]!;
        if (target < 0) break;
      }
      const pos = live[p]!;
      counts[pos * places + place] = counts[pos * places + place]! + 1;
      remaining -= s[pos]!;
      live[p] = live[--left]!;
    }
  }
  return counts;
}

function fenwickAdd(tree: Float64Array, index: number, delta: number): void {
  for (let p = index + 1; p < tree.length; p += p & -p) tree[p] = tree[p]! + delta;
}

/**
 * Vose's alias table: pick a column uniformly, keep it with probability keep[column], else take
 * other[column]; player i comes out with probability stack_i / total.
 */
function aliasTable(stacks: readonly number[], total: number): { keep: Float64Array; other: Int32Array } {
  const n = stacks.length;
  const keep = new Float64Array(n);
  const other = new Int32Array(n);
  const mass = Float64Array.from(stacks, (x) => x * n); // a column holds `total`
  const small: number[] = [];
  const large: number[] = [];
  for (let i = 0; i < n; i++) (mass[i]! < total ? small : large).push(i);
  while (small.length > 0 && large.length > 0) {
    const s = small.pop()!;
    const l = large[large.length - 1]!;
    keep[s] = mass[s]! / total;
    other[s] = l;
    mass[l] = mass[l]! + mass[s]! - total;
    if (mass[l]! < total) small.push(large.pop()!);
  }
  for (const i of large) keep[i] = 1;
  for (const i of small) keep[i] = 1; // only float leftovers of columns that are full up to rounding
  return { keep, other };
}
