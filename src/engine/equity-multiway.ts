/**
 * Multiway equity kernels (3..10 players, and any player count with pots): every showdown is
 * scored by the set of players holding the best hand among a group of players, as a bit mask, and
 * the showdown's weight is added to that group's histogram of winner masks. Group 0 is every
 * player (win, ties by number of players sharing, equity); each pot of an all-in (equity.ts builds
 * them with the rules engine's potsOf) adds the group of players eligible for it, so its expected
 * chips are its amount times each winner mask's share. Three ways to fill the histograms:
 *  - enumerateHands: every player holds one known hand; preflop and on the flop the boards are
 *    scored by their ranks, each class of boards once with the boards that make somebody a flush
 *    on their own (equity-board-ranks.ts); on the turn each river rank once, the cards that can
 *    complete a flush on their own (fifthCard); one table lookup per player, evaluate7 on the
 *    flush path.
 *  - enumerateRanges: board-first; per runout every live combo of every player is evaluated once,
 *    then a depth-first walk over the players (fewest combos first) visits every tuple of combos
 *    with no shared card, weighted by the product of the combos' weights (card removal exact). The
 *    last player's combos are summed by comparison with the best hand so far (above / equal /
 *    below), so a tuple costs a compare and an add.
 *  - monteCarloMultiway: seeded; a tuple drawn with probability proportional to the product of
 *    weights over tuples with no shared card (from a table of every such tuple when there are few,
 *    otherwise by drawing each player's combo from its cumulative weights in player order and
 *    starting again on a shared card), then the missing board cards uniformly; Rng consumed in that
 *    order only, so (seed, samples) fixes the answer to the byte.
 */
import { COMBO_HI, COMBO_LO } from "./cards.ts";
import { binomial } from "./counting.ts";
import {
  flopClassBound,
  flopDeck,
  flopRows,
  flopTupleScorer,
  heldInSuit,
  returnToFlopDeck,
  scoreFlopByRanks,
  scorePreflopByRanks,
  suitCounts,
  takeFromFlopDeck,
} from "./equity-board-ranks.ts";
import { firstPlayerStandardError, nestedChain, type Tally, tallyValues } from "./equity-tally.ts";
import { CARD_RANK_BIT, CARD_RANK_KEY, CARD_SUIT_KEY, evaluate7, evaluateWithBoard, hashSlot, NO_FLUSH, ROW_OFFSET, SUIT_BIAS } from "./evaluator.ts";
import type { WeightedCombos } from "./ranges.ts";
import { Rng } from "./rng.ts";

/** The groups of a heads-up showdown without pots: both players (bits 0 and 1). */
export const BOTH_PLAYERS = Int32Array.of(3);

/** Winner-mask histograms, one per group of players (`groups[g]`, a bit mask; group 0 is everyone). */
export interface Outcomes {
  groups: Int32Array;
  hist: Float64Array[];
  /** Unweighted showdowns scored: (tuple, board) pairs, or samples. */
  outcomes: number;
}

export function emptyOutcomes(n: number, groups: Int32Array): Outcomes {
  const hist: Float64Array[] = [];
  for (let g = 0; g < groups.length; g++) hist.push(new Float64Array(1 << n));
  return { groups, hist, outcomes: 0 };
}

/** The cards left to deal into `cards`, sorted (a rank's cards adjacent), and in `rankEnd` for each position the position after its rank's last card (buffers of at least deck.length: the scorer reuses its own). */
function fillBoardDeck(deck: Uint8Array, cards: Uint8Array, rankEnd: Int32Array): void {
  const size = deck.length;
  cards.set(deck);
  for (let i = size - 1; i >= 0; i--) rankEnd[i] = i + 1 < size && cards[i + 1]! >> 2 === cards[i]! >> 2 ? rankEnd[i + 1]! : i + 1;
}

/**
 * Suits in which some player can still make a flush with `left` board cards to come, as FLUSH_CHECK
 * bits: a nibble of a suit counter is 3 + that suit's count (a player's hole cards `handSuits[q]` +
 * the board's `s`), so adding `left` to every nibble sets bit 3 where a player can still reach five.
 */
function liveSuits(handSuits: Int32Array, s: number, left: number): number {
  let live = 0;
  const more = left * 0x1111;
  for (let q = 0; q < handSuits.length; q++) live |= (s + handSuits[q]! + more) & 0x8888; // FLUSH_CHECK
  return live;
}

/** Every player holds one hand (hi/lo card per player); `deck`: the cards no hand, board or dead card holds. */
export function enumerateHands(hi: Uint8Array, lo: Uint8Array, board: readonly number[], deck: Uint8Array, groups: Int32Array): Outcomes {
  const scorer = handsScorer(hi.length, groups);
  scorer.add(hi, lo, board, deck, 1);
  return { groups, hist: scorer.hist, outcomes: binomial(deck.length, 5 - board.length) };
}

/** Known hands scored over every board completion, into winner-mask histograms; made once and run per tuple of hands. */
export interface HandsScorer {
  /** One histogram per group (as Outcomes.hist). */
  hist: Float64Array[];
  /** Adds every completion of `board` from `deck` (the cards no hand, board or dead card holds) for the hands hi/lo (by player), each board counting `weight`. */
  add(hi: ArrayLike<number>, lo: ArrayLike<number>, board: readonly number[], deck: Uint8Array, weight: number): void;
}

export function handsScorer(n: number, groups: Int32Array): HandsScorer {
  const out = emptyOutcomes(n, groups);
  const chain = nestedChain(groups, n);
  const hists: Float64Array[] = [];
  for (let k = 0; k < chain.hist.length; k++) hists.push(out.hist[chain.hist[k]!]!);
  const cut = chain.cut;
  const rk = CARD_RANK_KEY;
  const sk = CARD_SUIT_KEY;
  const nf = NO_FLUSH;
  const ro = ROW_OFFSET;
  // Per player, in chain order: key sums of the hand, its cards and its bit.
  const ra = new Int32Array(n);
  const sa = new Int32Array(n);
  const h0 = new Uint8Array(n);
  const h1 = new Uint8Array(n);
  const bit = new Int32Array(n);
  for (let q = 0; q < n; q++) bit[q] = 1 << chain.order[q]!;
  const b = new Int32Array(5);
  // The cards left (fillBoardDeck) of the current `add`.
  const cards = new Uint8Array(52);
  const rankEnd = new Int32Array(52);
  let size = 0;
  /** The board in b[0..5) with key sums r, s: one showdown standing for `weight` boards, every group scored. */
  const score = (r: number, s: number, weight: number): void => {
    let best = -1;
    let mask = 0;
    let k = 0;
    for (let q = 0; q < n; q++) {
      const v = ((s + sa[q]!) & 0x8888) === 0 ? nf[hashSlot(ro, r + ra[q]!)]! : evaluate7(h0[q]!, h1[q]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
      if (v > best) {
        best = v;
        mask = bit[q]!;
      } else if (v === best) mask |= bit[q]!;
      if (q + 1 === cut[k]) hists[k++]![mask]! += weight;
    }
  };
  /*
   * scoreRank and scoreHotCard share the compare-and-tally of `score` (and of tallyValues) but stay fused,
   * each with its own way of getting a player's value: they are the walk's innermost loops, and filling an
   * array of values first, then tallying it, cost 10-30% of a walk (measured 2026-11-26). A rank's values
   * shared by several fifth cards are filled once and go through tallyValues.
   */
  /** A fifth card of rank key sum rr that makes nobody a flush: one lookup per player, `weight` boards alike. */
  const scoreRank = (rr: number, weight: number): void => {
    let best = -1;
    let mask = 0;
    let k = 0;
    for (let q = 0; q < n; q++) {
      const v = nf[hashSlot(ro, rr + ra[q]!)]!;
      if (v > best) {
        best = v;
        mask = bit[q]!;
      } else if (v === best) mask |= bit[q]!;
      if (q + 1 === cut[k]) hists[k++]![mask]! += weight;
    }
  };
  /** Each player's value for the fifth card's rank when it makes no flush (see fifthCard). */
  const rankValue = new Int32Array(n);
  const tally: Tally = { bit, cut, hists };
  /** A fifth card `c` (suit sums ss with it) that may complete a flush: only those players are evaluated again. */
  const scoreHotCard = (c: number, ss: number, weight: number): void => {
    let best = -1;
    let mask = 0;
    let k = 0;
    for (let q = 0; q < n; q++) {
      let v = rankValue[q]!;
      if (((ss + sa[q]!) & 0x8888) !== 0) {
        b[4] = c;
        v = evaluate7(h0[q]!, h1[q]!, b[0]!, b[1]!, b[2]!, b[3]!, c);
      }
      if (v > best) {
        best = v;
        mask = bit[q]!;
      } else if (v === best) mask |= bit[q]!;
      if (q + 1 === cut[k]) hists[k++]![mask]! += weight;
    }
  };
  /** The fifth card after four in b[0..4) (key sums r, s), from deck position `from`, each board counting `weight`. */
  const fifthCard = (from: number, r: number, s: number, weight: number): void => {
    // made: a player already holds five of a suit (every fifth card is scored on its own); hot: a suit
    // whose fifth card can complete someone's flush (those cards are scored on their own). Every other
    // card of a rank gives every player the same hand, so the rank is looked up once and counted as
    // many times as it has such cards.
    const made = liveSuits(sa, s, 0);
    const hot = liveSuits(sa, s, 1);
    if (made !== 0) {
      for (let i = from; i < size; i++) {
        const c = cards[i]!;
        b[4] = c;
        score(r + rk[c]!, s + sk[c]!, weight);
      }
      return;
    }
    let i = from;
    while (i < size) {
      const end = rankEnd[i]!;
      const rr = r + rk[cards[i]!]!;
      if (hot === 0) {
        scoreRank(rr, (end - i) * weight);
        i = end;
        continue;
      }
      // A rank with hot cards: each player's value without a flush is looked up once; a hot card
      // changes only the value of a player it gives a flush.
      for (let q = 0; q < n; q++) rankValue[q] = nf[hashSlot(ro, rr + ra[q]!)]!;
      let alike = 0;
      for (; i < end; i++) {
        const c = cards[i]!;
        if ((hot >> ((c & 3) * 4 + 3)) & 1) scoreHotCard(c, s + sk[c]!, weight);
        else alike++;
      }
      if (alike > 0) tallyValues(rankValue, n, tally, alike * weight);
    }
  };
  const add = (hi: ArrayLike<number>, lo: ArrayLike<number>, board: readonly number[], deck: Uint8Array, weight: number): void => {
    for (let q = 0; q < n; q++) {
      const p = chain.order[q]!;
      h0[q] = hi[p]!;
      h1[q] = lo[p]!;
      ra[q] = rk[hi[p]!]! + rk[lo[p]!]!;
      sa[q] = sk[hi[p]!]! + sk[lo[p]!]!;
    }
    let r0 = 0;
    let s0 = SUIT_BIAS;
    for (let k = 0; k < board.length; k++) {
      b[k] = board[k]!;
      r0 += rk[board[k]!]!;
      s0 += sk[board[k]!]!;
    }
    if (board.length === 0) {
      scorePreflopByRanks(deck, n, h0, h1, ra, rankValue, tally, weight);
      return;
    }
    if (board.length === 3) {
      scoreFlopByRanks(deck, board, n, h0, h1, tally, weight);
      return;
    }
    if (board.length === 5) {
      score(r0, s0, weight);
      return;
    }
    fillBoardDeck(deck, cards, rankEnd);
    size = deck.length;
    fifthCard(0, r0, s0, weight);
  };
  return { hist: out.hist, add };
}

/** Players in walk order (fewest combos first): cards, weights and bit of each. */
interface Walk {
  order: number[];
  hi: Uint8Array[];
  lo: Uint8Array[];
  w: Float64Array[];
}

function walkOrder(players: readonly WeightedCombos[]): Walk {
  const order = players.map((_, i) => i).sort((a, b) => players[a]!.combos.length - players[b]!.combos.length || a - b);
  const hi = order.map((p) => Uint8Array.from(players[p]!.combos, (c) => COMBO_HI[c]!));
  const lo = order.map((p) => Uint8Array.from(players[p]!.combos, (c) => COMBO_LO[c]!));
  return { order, hi, lo, w: order.map((p) => players[p]!.weights) };
}

/**
 * The tuples of combos with no shared card, counted by a depth-first walk in walk order that stops
 * once it has visited `cap` nodes (a node: one combo placed at one depth). `complete` says whether
 * the walk finished; `leaves` then counts the tuples.
 */
export function countTuples(
  players: readonly WeightedCombos[],
  cap: number,
): { nodes: number; leaves: number; complete: boolean; lastCalls: number; lastCombos: number; sortedLast: boolean } {
  const { hi, lo } = walkOrder(players);
  const n = players.length;
  const used = new Uint8Array(52);
  let nodes = 0;
  let leaves = 0;
  // Tuples of all but the last player: each is one pass over (or, sortedLast, two searches in) the last player's combos.
  let lastCalls = 0;
  const dfs = (d: number): boolean => {
    const h = hi[d]!;
    const l = lo[d]!;
    if (d === n - 1) {
      for (let j = 0; j < h.length; j++) if (!(used[h[j]!]! | used[l[j]!]!)) leaves++;
      nodes += h.length;
      lastCalls++;
      return nodes <= cap;
    }
    for (let j = 0; j < h.length; j++) {
      nodes++;
      if (used[h[j]!]! | used[l[j]!]!) continue;
      used[h[j]!] = used[l[j]!] = 1;
      const go = dfs(d + 1);
      used[h[j]!] = used[l[j]!] = 0;
      if (!go || nodes > cap) return false;
    }
    return true;
  };
  const complete = dfs(0);
  const lastCombos = hi[n - 1]!.length;
  return { nodes, leaves, complete, lastCalls, lastCombos, sortedLast: lastCombos > SORTED_MIN };
}

/**
 * Board-first exact enumeration over ranges (hands are one-combo ranges). `deck`: the cards not on
 * the board or dead (combos' cards included: a runout card removes the combos holding it).
 */
export function enumerateRanges(players: readonly WeightedCombos[], board: readonly number[], deck: Uint8Array, groups: Int32Array): Outcomes {
  const n = players.length;
  const out = emptyOutcomes(n, groups);
  const { order, hi, lo, w } = walkOrder(players);
  const bits = order.map((p) => 1 << p);
  const values = order.map((p) => new Int32Array(players[p]!.combos.length));
  const groupCount = groups.length;
  const hists = out.hist;
  const hist0 = hists[0]!;
  const bestAt = new Int32Array((n + 1) * groupCount);
  const maskAt = new Int32Array((n + 1) * groupCount);
  for (let g = 0; g < groupCount; g++) bestAt[g] = -1;
  const used = new Uint8Array(52);
  const suitMasks = new Int32Array(4);
  const b = new Int32Array(5);
  for (let k = 0; k < board.length; k++) b[k] = board[k]!;
  let leaves = 0;

  const last = n - 1;
  /*
   * The last player (the most combos: walk order) against the best hand so far: with one group and more
   * than SORTED_MIN combos, each runout sorts its live combos by value once (prefix sums of weight), so
   * a tuple's above / equal / below sums are two binary searches, less the few combos that hold a card
   * the tuple placed (lastByCard), instead of a pass over every combo. Only the placed cards that some
   * combo of the last player holds are kept for that (`hits`, the first `hitCount` of them): often none.
   */
  const lastVals = values[last]!;
  const lastW = w[last]!;
  const useSorted = groupCount === 1 && lastVals.length > SORTED_MIN; // countTuples's sortedLast, with one group
  const lastByCard: Int32Array[] = Array.from({ length: 52 }, () => new Int32Array(0));
  if (useSorted) {
    const lists: number[][] = Array.from({ length: 52 }, () => []);
    for (let j = 0; j < lastVals.length; j++) {
      lists[hi[last]![j]!]!.push(j);
      lists[lo[last]![j]!]!.push(j);
    }
    for (let c = 0; c < 52; c++) lastByCard[c] = Int32Array.from(lists[c]!);
  }
  const inLast = Uint8Array.from(lastByCard, (list) => (list.length > 0 ? 1 : 0));
  const hits = new Uint8Array(2 * n);
  const seen = new Int32Array(lastVals.length);
  let stamp = 0;
  const sortKeys = new Float64Array(lastVals.length);
  const sortedValue = new Int32Array(lastVals.length);
  const prefixWeight = new Float64Array(lastVals.length + 1);
  /** Live combos in sortedValue this runout, or -1: the plain pass. */
  let sortedCount = -1;
  const sortLast = (): void => {
    let m = 0;
    for (let j = 0; j < lastVals.length; j++) if (lastVals[j]! >= 0) sortKeys[m++] = lastVals[j]! * 2048 + j;
    const keys = sortKeys.subarray(0, m).sort();
    for (let k = 0; k < m; k++) {
      const j = keys[k]! % 2048;
      sortedValue[k] = lastVals[j]!;
      prefixWeight[k + 1] = prefixWeight[k]! + lastW[j]!;
    }
    sortedCount = m;
  };
  const dfs = (d: number, weight: number, hitCount: number): void => {
    const vals = values[d]!;
    const h = hi[d]!;
    const l = lo[d]!;
    const wd = w[d]!;
    const bit = bits[d]!;
    const base = d * groupCount;
    if (d === last) {
      if (groupCount === 1) {
        const best = bestAt[base]!;
        const mask = maskAt[base]!;
        let above = 0;
        let equal = 0;
        let below = 0;
        if (sortedCount < 0) {
          for (let j = 0; j < vals.length; j++) {
            const v = vals[j]!;
            if (v < 0 || used[h[j]!]! | used[l[j]!]!) continue;
            leaves++;
            if (v > best) above += wd[j]!;
            else if (v === best) equal += wd[j]!;
            else below += wd[j]!;
          }
        } else {
          // Sums by value from the runout's sorted prefix sums, then the combos holding a placed card taken out.
          const lower = firstAtLeast(sortedValue, sortedCount, best);
          const upper = firstAtLeast(sortedValue, sortedCount, best + 1);
          below = prefixWeight[lower]!;
          equal = prefixWeight[upper]! - below;
          above = prefixWeight[sortedCount]! - prefixWeight[upper]!;
          let live = sortedCount;
          stamp++;
          for (let k = 0; k < hitCount; k++) {
            const list = lastByCard[hits[k]!]!;
            for (let t = 0; t < list.length; t++) {
              const j = list[t]!;
              const v = vals[j]!;
              if (v < 0 || seen[j] === stamp) continue;
              seen[j] = stamp;
              live--;
              if (v > best) above -= wd[j]!;
              else if (v === best) equal -= wd[j]!;
              else below -= wd[j]!;
            }
          }
          leaves += live;
        }
        hist0[bit]! += weight * above;
        hist0[mask | bit]! += weight * equal;
        hist0[mask]! += weight * below;
        return;
      }
      for (let j = 0; j < vals.length; j++) {
        const v = vals[j]!;
        if (v < 0 || used[h[j]!]! | used[l[j]!]!) continue;
        leaves++;
        const x = weight * wd[j]!;
        for (let g = 0; g < groupCount; g++) {
          const best = bestAt[base + g]!;
          const mask = maskAt[base + g]!;
          const winners = (groups[g]! & bit) === 0 || v < best ? mask : v === best ? mask | bit : bit;
          hists[g]![winners]! += x;
        }
      }
      return;
    }
    const next = base + groupCount;
    for (let j = 0; j < vals.length; j++) {
      const v = vals[j]!;
      const a = h[j]!;
      const c = l[j]!;
      if (v < 0 || used[a]! | used[c]!) continue;
      used[a] = used[c] = 1;
      let hitsBelow = hitCount;
      if (inLast[a]) hits[hitsBelow++] = a;
      if (inLast[c]) hits[hitsBelow++] = c;
      for (let g = 0; g < groupCount; g++) {
        const best = bestAt[base + g]!;
        const mask = maskAt[base + g]!;
        if ((groups[g]! & bit) === 0 || v < best) {
          bestAt[next + g] = best;
          maskAt[next + g] = mask;
        } else if (v === best) {
          bestAt[next + g] = best;
          maskAt[next + g] = mask | bit;
        } else {
          bestAt[next + g] = v;
          maskAt[next + g] = bit;
        }
      }
      dfs(d + 1, weight * wd[j]!, hitsBelow);
      used[a] = used[c] = 0;
    }
  };

  const runout = (): void => {
    let rank = 0;
    let suit = SUIT_BIAS;
    suitMasks.fill(0);
    for (let k = 0; k < 5; k++) {
      const c = b[k]!;
      rank += CARD_RANK_KEY[c]!;
      suit += CARD_SUIT_KEY[c]!;
      suitMasks[c & 3]! |= CARD_RANK_BIT[c]!;
    }
    for (let k = board.length; k < 5; k++) used[b[k]!] = 1;
    for (let d = 0; d < n; d++) {
      const vals = values[d]!;
      const h = hi[d]!;
      const l = lo[d]!;
      for (let j = 0; j < vals.length; j++) {
        const a = h[j]!;
        const c = l[j]!;
        vals[j] = used[a]! | used[c]! ? -1 : evaluateWithBoard(rank, suit, suitMasks, a, c);
      }
    }
    if (useSorted) sortLast();
    dfs(0, 1, 0);
    for (let k = board.length; k < 5; k++) used[b[k]!] = 0;
  };
  const size = deck.length;
  const walk = (from: number, pos: number): void => {
    if (pos === 5) {
      runout();
      return;
    }
    for (let i = from; i <= size - (5 - pos); i++) {
      b[pos] = deck[i]!;
      walk(i + 1, pos + 1);
    }
  };
  walk(0, board.length);
  out.outcomes = leaves;
  return out;
}

/**
 * Ranges on the flop, tuple first: every tuple of combos with no shared card (a depth-first walk in walk
 * order, as enumerateRanges's) scores its turns and rivers by class (flopTupleScorer: its flush boards
 * per tuple, the 91 pairs of ranks once per tuple of its hands' ranks), from value rows computed once
 * per pair of hole ranks (flopRows), weighted by the product of the combos' weights. Where the tuples
 * are few it beats walking the ~1,000 runouts (equity.ts prices both). `deck`: the cards not on the
 * board or dead.
 */
export function enumerateFlopTuples(players: readonly WeightedCombos[], board: readonly number[], deck: Uint8Array, groups: Int32Array): Outcomes {
  const n = players.length;
  const out = emptyOutcomes(n, groups);
  const chain = nestedChain(groups, n);
  const hists: Float64Array[] = [];
  for (let k = 0; k < chain.hist.length; k++) hists.push(out.hist[chain.hist[k]!]!);
  const bit = new Int32Array(n);
  for (let q = 0; q < n; q++) bit[q] = 1 << chain.order[q]!;
  const tally: Tally = { bit, cut: chain.cut, hists };
  const { order, hi, lo, w } = walkOrder(players);
  // The chain position of each depth's player, and each depth's combos' value rows.
  const at = order.map((p) => chain.order.indexOf(p));
  const rowOf = flopRows(board);
  const rowsAt = order.map((_, d) => Int32Array.from(hi[d]!, (h, j) => rowOf(h, lo[d]![j]!)));
  const fd = flopDeck(deck, board);
  const used = new Uint8Array(52);
  const rowAt = new Int32Array(n);
  const h0 = new Uint8Array(n);
  const h1 = new Uint8Array(n);
  const scorer = flopTupleScorer(fd, n, tally);
  let tuples = 0;
  const dfs = (d: number, weight: number): void => {
    const h = hi[d]!;
    const l = lo[d]!;
    const q = at[d]!;
    for (let j = 0; j < h.length; j++) {
      const a = h[j]!;
      const b = l[j]!;
      if (used[a]! | used[b]!) continue;
      const wj = weight * w[d]![j]!;
      h0[q] = a;
      h1[q] = b;
      rowAt[q] = rowsAt[d]![j]!;
      takeFromFlopDeck(fd, a);
      takeFromFlopDeck(fd, b);
      if (d === n - 1) {
        scorer.add(h0, h1, rowAt, wj);
        tuples++;
      } else {
        used[a] = used[b] = 1;
        dfs(d + 1, wj);
        used[a] = used[b] = 0;
      }
      returnToFlopDeck(fd, a);
      returnToFlopDeck(fd, b);
    }
  };
  dfs(0, 1);
  scorer.finish();
  out.outcomes = tuples * binomial(deck.length - 2 * n, 2);
  return out;
}

/**
 * For pricing enumerateFlopTuples: the flush classes its tuples score (flopClassBound less the 91
 * pairs of ranks, per tuple from the most cards of each suit the flop and one of its hands hold), and
 * the tuples of rows it scores every pair of ranks for (at most the product over players of their
 * combos' distinct pairs of hole ranks). Walks every tuple: equity.ts asks only when they are few.
 */
export function flopTupleWork(
  players: readonly WeightedCombos[],
  board: readonly number[],
  deck: Uint8Array,
): { flushClasses: number; rowTuples: number } {
  const n = players.length;
  const { hi, lo } = walkOrder(players);
  const onBoard = suitCounts(board);
  const ranksLeft = suitCounts(deck);
  // Per depth and combo, the cards of each suit the flop and the combo hold, a nibble per suit.
  const heldAt = hi.map((h, d) =>
    Int32Array.from(h, (a, j) => {
      const b = lo[d]![j]!;
      let packed = 0;
      for (let s = 0; s < 4; s++) packed |= (onBoard[s]! + heldInSuit(a, b, s)) << (4 * s);
      return packed;
    }),
  );
  const most = new Int32Array(4);
  const used = new Uint8Array(52);
  let flushClasses = 0;
  const dfs = (d: number, held: number[]): void => {
    for (let j = 0; j < hi[d]!.length; j++) {
      const a = hi[d]![j]!;
      const b = lo[d]![j]!;
      if (used[a]! | used[b]!) continue;
      held[d] = heldAt[d]![j]!;
      if (d === n - 1) {
        for (let s = 0; s < 4; s++) {
          most[s] = 0;
          for (let q = 0; q < n; q++) most[s] = Math.max(most[s]!, (held[q]! >> (4 * s)) & 15);
        }
        flushClasses += flopClassBound(most, ranksLeft) - 91;
        continue;
      }
      used[a] = used[b] = 1;
      dfs(d + 1, held);
      used[a] = used[b] = 0;
    }
  };
  dfs(0, new Array<number>(n).fill(0));
  let rowTuples = 1;
  for (let d = 0; d < n; d++)
    rowTuples *= new Set(Array.from(hi[d]!, (a, j) => Math.min(a >> 2, lo[d]![j]! >> 2) * 13 + Math.max(a >> 2, lo[d]![j]! >> 2))).size;
  return { flushClasses, rowTuples };
}

/** How a Monte Carlo run draws its tuples. */
export type TupleSampler =
  | { kind: "table"; combos: Uint16Array; cum: Float64Array }
  | { kind: "rejection"; cum: Float64Array[]; totals: Float64Array };

/** Every tuple with no shared card (player order), with the cumulative products of weights. */
export function tupleTable(players: readonly WeightedCombos[]): TupleSampler {
  const n = players.length;
  const used = new Uint8Array(52);
  const pick = new Uint16Array(n);
  const combos: number[] = [];
  const cum: number[] = [];
  let sum = 0;
  const dfs = (p: number, weight: number): void => {
    if (p === n) {
      for (let q = 0; q < n; q++) combos.push(pick[q]!);
      sum += weight;
      cum.push(sum);
      return;
    }
    const pl = players[p]!;
    for (let j = 0; j < pl.combos.length; j++) {
      const c = pl.combos[j]!;
      const a = COMBO_HI[c]!;
      const b = COMBO_LO[c]!;
      if (used[a]! | used[b]!) continue;
      used[a] = used[b] = 1;
      pick[p] = c;
      dfs(p + 1, weight * pl.weights[j]!);
      used[a] = used[b] = 0;
    }
  };
  dfs(0, 1);
  return { kind: "table", combos: Uint16Array.from(combos), cum: Float64Array.from(cum) };
}

export function rejectionSampler(players: readonly WeightedCombos[]): TupleSampler {
  const cum = players.map((p) => cumulative(p.weights));
  return { kind: "rejection", cum, totals: Float64Array.from(cum, (c) => c[c.length - 1]!) };
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

/**
 * The share of whole-tuple rejection tries that have no shared card, and the combos drawn per try
 * (a try stops at its first shared card), measured on `attempts` tries from a fixed seed: they price
 * the sampling before any sample runs.
 */
export function acceptanceRate(players: readonly WeightedCombos[], attempts: number): { accepted: number; drawsPerTry: number } {
  const cum = players.map((p) => cumulative(p.weights));
  const totals = cum.map((c) => c[c.length - 1]!);
  const rng = new Rng(0x6d756c74);
  const taken = new Int32Array(52);
  let accepted = 0;
  let draws = 0;
  for (let t = 1; t <= attempts; t++) {
    let ok = true;
    for (let p = 0; p < players.length && ok; p++) {
      draws++;
      const c = players[p]!.combos[pick(cum[p]!, rng.nextDouble() * totals[p]!)]!;
      const a = COMBO_HI[c]!;
      const b = COMBO_LO[c]!;
      if (taken[a] === t || taken[b] === t) ok = false;
      taken[a] = taken[b] = t;
    }
    if (ok) accepted++;
  }
  return { accepted: accepted / attempts, drawsPerTry: draws / attempts };
}

/**
 * Seeded Monte Carlo. Per sample: the tuple (table: one nextDouble; rejection: one nextDouble per
 * player per try), then each missing board card by nextInt(deck size), redrawn when taken; every
 * hand by evaluate7. `deck`: the cards not on the board or dead. standardError: of player 1's equity.
 */
export function monteCarloMultiway(
  players: readonly WeightedCombos[],
  board: readonly number[],
  deck: Uint8Array,
  groups: Int32Array,
  sampler: TupleSampler,
  seed: number,
  samples: number,
): Outcomes & { standardError: number } {
  const n = players.length;
  const out = emptyOutcomes(n, groups);
  const hist0 = out.hist[0]!;
  const chain = nestedChain(groups, n);
  const hists: Float64Array[] = [];
  for (let k = 0; k < chain.hist.length; k++) hists.push(out.hist[chain.hist[k]!]!);
  const rng = new Rng(seed);
  const taken = new Int32Array(52);
  const hi = new Uint8Array(n);
  const lo = new Uint8Array(n);
  const cards = new Int32Array(5);
  for (let k = 0; k < board.length; k++) cards[k] = board[k]!;
  const missing = 5 - board.length;
  const size = deck.length;
  let stamp = 0;
  for (let s = 0; s < samples; s++) {
    if (sampler.kind === "table") {
      const t = pick(sampler.cum, rng.nextDouble() * sampler.cum[sampler.cum.length - 1]!);
      stamp++;
      for (let p = 0; p < n; p++) {
        const c = sampler.combos[t * n + p]!;
        hi[p] = COMBO_HI[c]!;
        lo[p] = COMBO_LO[c]!;
        taken[hi[p]!] = taken[lo[p]!] = stamp;
      }
    } else {
      for (;;) {
        stamp++;
        let ok = true;
        for (let p = 0; p < n; p++) {
          const c = players[p]!.combos[pick(sampler.cum[p]!, rng.nextDouble() * sampler.totals[p]!)]!;
          const a = COMBO_HI[c]!;
          const b = COMBO_LO[c]!;
          if (taken[a] === stamp || taken[b] === stamp) {
            ok = false;
            break;
          }
          hi[p] = a;
          lo[p] = b;
          taken[a] = taken[b] = stamp;
        }
        if (ok) break;
      }
    }
    for (let k = 0; k < missing; k++) {
      let c: number;
      do c = deck[rng.nextInt(size)]!;
      while (taken[c] === stamp);
      taken[c] = stamp;
      cards[board.length + k] = c;
    }
    let best = -1;
    let mask = 0;
    let k = 0;
    for (let q = 0; q < n; q++) {
      const p = chain.order[q]!;
      const v = evaluate7(hi[p]!, lo[p]!, cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
      if (v > best) {
        best = v;
        mask = 1 << p;
      } else if (v === best) mask |= 1 << p;
      if (q + 1 === chain.cut[k]) hists[k++]![mask]!++;
    }
  }
  out.outcomes = samples;
  return { ...out, standardError: firstPlayerStandardError(hist0, samples) };
}

/** Above this many combos the last player's sums come from sorted prefix sums (enumerateRanges). */
const SORTED_MIN = 8;

/** The first index k < count with sorted[k] >= value (count if none). */
function firstAtLeast(sorted: Int32Array, count: number, value: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
