/**
 * Known hands, every board scored by its ranks: preflop (five cards to come) and on the flop (two).
 * Preflop: Five board cards change a hand that makes
 * no flush only through their five ranks, so the 1.7 M boards are ~6,000 multisets of five ranks, each
 * scored once (one lookup per player) and counted as many times as the deck can deal it: the product
 * over its ranks of C(cards of that rank left, times the rank appears). Only boards that make somebody a
 * flush are different: three or more cards of one suit s (one suit at most), with enough of s in some
 * player's hand (3 on the board for a player with two of s, 4 for one, 5 always). Those are walked on
 * their own, s's cards as a set of ranks and the rest as a multiset of ranks dealt from the other suits,
 * scored with the flush table for the players they make a flush, and taken out of their multiset's
 * count. AA v KK v QQ (no hand suited) is 29,863 classes instead of 1,370,754 boards: 6,175 multisets,
 * and per suit the boards with four or five of its cards.
 *
 * The counts are integers and every board is counted once: the multisets count every board, and each
 * flush board is moved from its multiset's count to its own (its suit is the only one with three or
 * more cards). test/engine/equity-multiway.test.ts checks it against a brute force over every board.
 *
 * On the flop the same holds with the flop's cards in every hand: the 990 or so turn-and-river pairs
 * are at most 91 pairs of ranks, and only a suit with three or more cards among the flop and one
 * player's hole cards can give flush boards (scoreFlopByRanks).
 */
import { binomial, CHOOSE, popcount } from "./counting.ts";
import { type Tally, tallyValues } from "./equity-tally.ts";
import { FLUSH, hashSlot, NO_FLUSH, RANK_KEYS, ROW_OFFSET } from "./evaluator.ts";

/** Private aliases of the evaluator's tables, read in the kernels' loops (see evaluator.ts: exported bindings cost a check per read). */
const noFlushValue = NO_FLUSH;
const rowOffsets = ROW_OFFSET;
const flushValueOfMask = FLUSH;
const rankKey = Int32Array.from(RANK_KEYS);
/** CHOOSE flattened: chooseOf[n * 5 + k] = n choose k, n <= 4. */
const chooseOf = Int32Array.from({ length: 25 }, (_, i) => CHOOSE[Math.floor(i / 5)]![i % 5] ?? 0);

/** Flush boards per rank multiset, by slot (see scorePreflopByRanks); all zero between calls. */
const flushBoards = new Int32Array(NO_FLUSH.length);
/** Set bits of each 13-bit rank mask. */
const RANK_COUNT = Uint8Array.from({ length: 1 << 13 }, (_, mask) => popcount(mask));

/** Multisets of `size` ranks dealt from `left[r]` cards of each rank r: their rank-key sums and how many ways each deals. */
interface RankMultisets {
  keys: Int32Array;
  ways: Int32Array;
}

function rankMultisets(left: Int32Array, size: number): RankMultisets {
  const keys: number[] = [];
  const counts: number[] = [];
  const visit = (r: number, need: number, key: number, ways: number): void => {
    if (need === 0) {
      keys.push(key);
      counts.push(ways);
      return;
    }
    if (r === 13) return;
    const most = Math.min(left[r]!, need);
    for (let m = 0; m <= most; m++) visit(r + 1, need - m, key + m * rankKey[r]!, ways * chooseOf[left[r]! * 5 + m]!);
  };
  visit(0, size, 0, 1);
  return { keys: Int32Array.from(keys), ways: Int32Array.from(counts) };
}

/**
 * Scores every five-card board from `deck` for `n` players (hole cards h0/h1, hole rank-key sums ra):
 * for each class of boards it writes each player's hand value into `values` and tallies it, counting
 * `weight` for each board the class stands for.
 */
export function scorePreflopByRanks(
  deck: Uint8Array,
  n: number,
  h0: Uint8Array,
  h1: Uint8Array,
  ra: Int32Array,
  values: Int32Array,
  tally: Tally,
  weight: number,
): void {
  const nf = noFlushValue;
  const ro = rowOffsets;
  const { bit, cut, hists } = tally;
  const { left, inSuit } = deckRanks(deck);
  // Every board by its multiset of ranks; flush boards are counted into `flushBoards` below, at the
  // multiset's slot: the perfect hash of its ranks with player 0's (five board ranks plus two hole ranks
  // are seven real cards, so no two multisets share a slot).
  const all = rankMultisets(left, 5);
  const hole0 = ra[0]!;
  const held = new Int32Array(n);
  const heldMask = new Int32Array(n);
  for (let s = 0; s < 4; s++) {
    for (let q = 0; q < n; q++) {
      held[q] = heldInSuit(h0[q]!, h1[q]!, s);
      heldMask[q] = ((h0[q]! & 3) === s ? 1 << (h0[q]! >> 2) : 0) | ((h1[q]! & 3) === s ? 1 << (h1[q]! >> 2) : 0);
    }
    const fewest = fewestForFlush(h0, h1, s);
    // The rest of a flush board: 5 - k cards of the other suits (at most two: they cannot flush).
    const otherLeft = outsideSuit(left, inSuit[s]!);
    const [rest0, rest1, rest2] = [rankMultisets(otherLeft, 0), rankMultisets(otherLeft, 1), rankMultisets(otherLeft, 2)];
    const suitRanks = inSuit[s]!;
    for (let mask = suitRanks; mask > 0; mask = (mask - 1) & suitRanks) {
      const k = RANK_COUNT[mask]!;
      if (k < fewest || k > 5) continue;
      let suitKey = 0;
      for (let m = mask; m !== 0; m &= m - 1) suitKey += rankKey[31 - Math.clz32(m & -m)]!;
      const rest = k === 5 ? rest0 : k === 4 ? rest1 : rest2;
      for (let j = 0; j < rest.keys.length; j++) {
        const key = suitKey + rest.keys[j]!;
        const boards = rest.ways[j]!;
        flushBoards[hashSlot(ro, key + hole0)]! += boards;
        for (let q = 0; q < n; q++) values[q] = held[q]! + k >= 5 ? flushValueOfMask[mask | heldMask[q]!]! : nf[hashSlot(ro, key + ra[q]!)]!;
        tallyValues(values, n, tally, boards * weight);
      }
    }
  }
  for (let i = 0; i < all.keys.length; i++) {
    const key = all.keys[i]!;
    const slot = hashSlot(ro, key + hole0);
    const boards = all.ways[i]! - flushBoards[slot]!;
    flushBoards[slot] = 0;
    if (boards === 0) continue;
    // tallyValues fused with the lookups: this loop is the kernel's hot one.
    const w = boards * weight;
    let best = -1;
    let mask = 0;
    let k = 0;
    for (let q = 0; q < n; q++) {
      const v = nf[hashSlot(ro, key + ra[q]!)]!;
      if (v > best) {
        best = v;
        mask = bit[q]!;
      } else if (v === best) mask |= bit[q]!;
      if (q + 1 === cut[k]) hists[k++]![mask]! += w;
    }
  }
}

/**
 * How many classes scorePreflopByRanks scores for these hands (hi/lo by player) and deck: its price.
 * Counted, not walked: the multisets of five ranks, and per suit and number k of its cards on the board
 * (from the fewest that make somebody a flush to 5) the sets of k of its ranks times the multisets of
 * the other 5 - k cards. Multisets whose boards are all flush boards are not scored: this is at most
 * 6,175 too many.
 */
export function countPreflopClasses(deck: Uint8Array, hi: ArrayLike<number>, lo: ArrayLike<number>): number {
  const { left, inSuit } = deckRanks(deck);
  let classes = multisetCount(left, 5);
  for (let s = 0; s < 4; s++) {
    const ranks = popcount(inSuit[s]!);
    const otherLeft = outsideSuit(left, inSuit[s]!);
    for (let k = fewestForFlush(hi, lo, s); k <= 5; k++) classes += binomial(ranks, k) * multisetCount(otherLeft, 5 - k);
  }
  return classes;
}

/** Cards left of each rank, and each suit's ranks left as a 13-bit mask. */
function deckRanks(deck: Uint8Array): { left: Int32Array; inSuit: Int32Array } {
  const left = new Int32Array(13);
  const inSuit = new Int32Array(4);
  for (const c of deck) {
    left[c >> 2]!++;
    inSuit[c & 3]! |= 1 << (c >> 2);
  }
  return { left, inSuit };
}

/** Cards left of each rank outside a suit whose ranks left are `suitRanks`. */
function outsideSuit(left: Int32Array, suitRanks: number): Int32Array {
  return Int32Array.from(left, (count, r) => count - ((suitRanks >> r) & 1));
}

/** The cards of suit s among a hand's two. */
export function heldInSuit(a: number, b: number, s: number): number {
  return ((a & 3) === s ? 1 : 0) + ((b & 3) === s ? 1 : 0);
}

/** The most cards of suit s one of the hands (hi/lo by player) holds. */
export function mostHeldInSuit(hi: ArrayLike<number>, lo: ArrayLike<number>, s: number): number {
  let most = 0;
  for (let q = 0; q < hi.length; q++) most = Math.max(most, heldInSuit(hi[q]!, lo[q]!, s));
  return most;
}

/** The fewest board cards of suit s that make some player a flush: 5 less the most of s one player holds. */
function fewestForFlush(hi: ArrayLike<number>, lo: ArrayLike<number>, s: number): number {
  return 5 - mostHeldInSuit(hi, lo, s);
}

/** Multisets of `size` ranks with at most left[r] of rank r. */
function multisetCount(left: Int32Array, size: number): number {
  let ways = [1, 0, 0, 0, 0, 0].slice(0, size + 1);
  for (let r = 0; r < 13; r++) ways = ways.map((_, j) => ways.slice(Math.max(0, j - left[r]!), j + 1).reduce((a, b) => a + b, 0));
  return ways[size]!;
}

/** A turn and river's class: their ranks r1 <= r2 as r1 * 13 + r2, the index into a flop value row. */
const RANK_PAIR_SLOTS = 169;

/**
 * A hand's value for every turn and river that makes it no flush, by their ranks: row[r1 * 13 + r2]
 * (r1 <= r2), from `handKey`, the rank keys of the flop and the hand's two cards together. Pairs of
 * ranks the deck cannot deal with this hand (a fifth card of a rank) are left as they are: they are
 * dealt zero ways.
 */
function flopValueRow(flop: ArrayLike<number>, h0: number, h1: number, row: Int32Array): void {
  const nf = noFlushValue;
  const ro = rowOffsets;
  const rk = rankKey;
  const held = flopHeldRanks;
  held.fill(0);
  let handKey = rk[h0 >> 2]! + rk[h1 >> 2]!;
  held[h0 >> 2]!++;
  held[h1 >> 2]!++;
  for (let i = 0; i < 3; i++) {
    handKey += rk[flop[i]! >> 2]!;
    held[flop[i]! >> 2]!++;
  }
  for (let r1 = 0; r1 < 13; r1++) {
    if (held[r1]! === 4) continue;
    const k1 = handKey + rk[r1]!;
    for (let r2 = r1; r2 < 13; r2++) {
      if (held[r2]! + (r2 === r1 ? 2 : 1) > 4) continue;
      row[r1 * 13 + r2] = nf[hashSlot(ro, k1 + rk[r2]!)]!;
    }
  }
}

/**
 * Value rows on a flop, by hand, in one array (rowData): a row depends only on the hand's two ranks,
 * so each pair of ranks' row is computed once (AKs's four combos share one), at most 91 rows. The
 * returned function gives a hand's row offset in rowData. The rows are the module's scratch: a flop's
 * rows hold until the next call (every request is computed start to end, one at a time).
 */
export function flopRows(flop: ArrayLike<number>): (h0: number, h1: number) => number {
  const byRanks = rowByRanks.fill(-1);
  let rows = 0;
  return (h0, h1) => {
    const [lowRank, highRank] = [Math.min(h0 >> 2, h1 >> 2), Math.max(h0 >> 2, h1 >> 2)];
    let at = byRanks[lowRank * 13 + highRank]!;
    if (at < 0) {
      at = rows++ * RANK_PAIR_SLOTS;
      flopValueRow(flop, h0, h1, rowData.subarray(at, at + RANK_PAIR_SLOTS));
      byRanks[lowRank * 13 + highRank] = at;
      rowHoleRanks[(2 * at) / RANK_PAIR_SLOTS] = lowRank;
      rowHoleRanks[(2 * at) / RANK_PAIR_SLOTS + 1] = highRank;
    }
    return at;
  };
}
/** flopRows's rows (91 at most: one per pair of hole ranks) and each pair of hole ranks' offset. */
const rowData = new Int32Array(91 * RANK_PAIR_SLOTS);
const rowByRanks = new Int32Array(RANK_PAIR_SLOTS);
/** Each row's two hole ranks (row i at 2i, 2i + 1). */
const rowHoleRanks = new Int32Array(2 * 91);

/** The cards a flop leaves to deal, by rank and (as 13-bit rank masks) by suit, and the flop's own rank masks by suit. */
export interface FlopDeck {
  left: Int32Array;
  inSuit: Int32Array;
  flopSuits: Int32Array;
}

export function flopDeck(deck: ArrayLike<number>, flop: ArrayLike<number>): FlopDeck {
  const left = new Int32Array(13);
  const inSuit = new Int32Array(4);
  const flopSuits = new Int32Array(4);
  for (let i = 0; i < deck.length; i++) {
    left[deck[i]! >> 2]!++;
    inSuit[deck[i]! & 3]! |= 1 << (deck[i]! >> 2);
  }
  for (let i = 0; i < 3; i++) flopSuits[flop[i]! & 3]! |= 1 << (flop[i]! >> 2);
  return { left, inSuit, flopSuits };
}

/** Takes card c out of a FlopDeck's counts (a hand placed), or puts it back. */
export function takeFromFlopDeck(fd: FlopDeck, c: number): void {
  fd.left[c >> 2]!--;
  fd.inSuit[c & 3]! &= ~(1 << (c >> 2));
}
export function returnToFlopDeck(fd: FlopDeck, c: number): void {
  fd.left[c >> 2]!++;
  fd.inSuit[c & 3]! |= 1 << (c >> 2);
}

/** Scratch: ranks held by a hand and the flop, per player its cards of a suit and their rank bits, a tuple's deck by rank. */
const groupLeft = new Int32Array(13);
/** A single tuple's flush boards per pair of turn and river ranks (flopTupleScorer's oneTuple): all zero between calls. */
const flushBoardsByPair = new Int32Array(RANK_PAIR_SLOTS);
const flopHeldRanks = new Int32Array(13);
const flopHeld = new Int32Array(10);
const flopHeldMask = new Int32Array(10);
/** Known hands' row offsets (scoreFlopByRanks), one per player. */
const handRowAt = new Int32Array(10);

/**
 * Scores every turn and river after a flop for tuples of hands (hole cards h0/h1 by player, value rows
 * at offsets `rowAt` from flopRows), as scorePreflopByRanks does preflop: each pair of ranks once,
 * counted as many times as the deck deals it, and the boards that make somebody a flush (both cards of
 * a suit, one, or none when a hand holds five of it already) moved from their pair's count to their
 * own score.
 *
 * A tuple's count of each pair of ranks depends only on its hands' ranks (the deck less their cards,
 * by rank), as do its rows: so `add` scores only a tuple's flush boards, as a correction (less their
 * pair's score, plus their own), and adds its weight to its tuple of rows; `finish` scores every pair
 * of ranks once per tuple of rows, with the summed weight. AKs v QQ counts its 4 x 6 - 6 pairs of
 * combos' 91 pairs of ranks once. `fd` holds the deck less the tuple's cards when `add` is called, and
 * the deck alone at `finish`. With `oneTuple` (known hands) the flush boards are taken out of their
 * pair's count at `finish` rather than scored twice.
 */
export interface FlopTupleScorer {
  add(h0: ArrayLike<number>, h1: ArrayLike<number>, rowAt: Int32Array, weight: number): void;
  finish(): void;
}

export function flopTupleScorer(fd: FlopDeck, n: number, tally: Tally, oneTuple = false): FlopTupleScorer {
  const { left, inSuit, flopSuits } = fd;
  const held = flopHeld;
  const heldMask = flopHeldMask;
  const data = rowData;
  const rankValues = new Int32Array(n);
  const flushValues = new Int32Array(n);
  // Tuples of rows seen, by key (row indexes in base 91), their rows and summed weight.
  const byRows = new Map<number | string, number>();
  const groupRows: number[] = [];
  const groupWeight: number[] = [];
  let rowAt: Int32Array = rankValues;
  let weight = 0;
  /** `boards` flush boards alike: turn and river ranks r1 <= r2, the dealt cards of the suit as rank bits `dealt` (k of them). */
  const flushClass = (r1: number, r2: number, dealt: number, k: number, boards: number): void => {
    const pair = r1 * 13 + r2;
    for (let q = 0; q < n; q++) {
      rankValues[q] = data[rowAt[q]! + pair]!;
      flushValues[q] = held[q]! + k >= 5 ? flushValueOfMask[heldMask[q]! | dealt]! : rankValues[q]!;
    }
    // One tuple (known hands): its flush boards are taken out of their pair's count instead.
    if (oneTuple) flushBoardsByPair[pair]! += boards;
    else tallyValues(rankValues, n, tally, -boards * weight);
    tallyValues(flushValues, n, tally, boards * weight);
  };
  const add = (h0: ArrayLike<number>, h1: ArrayLike<number>, rows: Int32Array, w: number): void => {
    rowAt = rows;
    weight = w;
    let key: number | string = 0;
    if (n <= 7) for (let q = n - 1; q >= 0; q--) key = key * 91 + rows[q]! / RANK_PAIR_SLOTS;
    else key = rows.join();
    const group = byRows.get(key);
    if (group === undefined) {
      byRows.set(key, groupWeight.length);
      for (let q = 0; q < n; q++) groupRows.push(rows[q]!);
      groupWeight.push(w);
    } else groupWeight[group]! += w;
    for (let s = 0; s < 4; s++) {
      const onFlop = RANK_COUNT[flopSuits[s]!]!;
      let most = 0;
      for (let q = 0; q < n; q++) {
        held[q] = onFlop + heldInSuit(h0[q]!, h1[q]!, s);
        heldMask[q] = flopSuits[s]! | ((h0[q]! & 3) === s ? 1 << (h0[q]! >> 2) : 0) | ((h1[q]! & 3) === s ? 1 << (h1[q]! >> 2) : 0);
        most = Math.max(most, held[q]!);
      }
      if (most < 3) continue; // two cards to come cannot make five of this suit
      const suitRanks = inSuit[s]!;
      // Two cards of the suit.
      for (let a = suitRanks; a !== 0; a &= a - 1) {
        const r1 = 31 - Math.clz32(a & -a);
        for (let b = a & (a - 1); b !== 0; b &= b - 1) {
          const r2 = 31 - Math.clz32(b & -b);
          flushClass(r1, r2, (1 << r1) | (1 << r2), 2, 1);
        }
      }
      if (most < 4) continue;
      // One card of the suit and one of another suit (any rank).
      for (let a = suitRanks; a !== 0; a &= a - 1) {
        const r1 = 31 - Math.clz32(a & -a);
        for (let r = 0; r < 13; r++) {
          const others = left[r]! - ((suitRanks >> r) & 1);
          if (others > 0) flushClass(Math.min(r1, r), Math.max(r1, r), 1 << r1, 1, others);
        }
      }
      if (most < 5) continue;
      // No card of the suit: a hand already holds five of it.
      for (let r1 = 0; r1 < 13; r1++) {
        const o1 = left[r1]! - ((suitRanks >> r1) & 1);
        if (o1 === 0) continue;
        if (o1 >= 2) flushClass(r1, r1, 0, 0, (o1 * (o1 - 1)) >> 1);
        for (let r2 = r1 + 1; r2 < 13; r2++) {
          const o2 = left[r2]! - ((suitRanks >> r2) & 1);
          if (o2 > 0) flushClass(r1, r2, 0, 0, o1 * o2);
        }
      }
    }
  };
  const finish = (): void => {
    const counts = groupLeft;
    const at = new Int32Array(n);
    for (let g = 0; g < groupWeight.length; g++) {
      // The deck by rank less the tuple's cards: its hands' ranks, from their rows.
      counts.set(left);
      for (let q = 0; q < n; q++) {
        at[q] = groupRows[g * n + q]!;
        const row = (2 * at[q]!) / RANK_PAIR_SLOTS;
        counts[rowHoleRanks[row]!]!--;
        counts[rowHoleRanks[row + 1]!]!--;
      }
      scoreRankPairs(counts, n, at, tally, groupWeight[g]!);
    }
  };
  return { add, finish };
}

/** Every pair of turn and river ranks dealt from `left` (cards by rank), less flushBoardsByPair's (which it zeroes), `weight` each board, for `n` hands with rows at `rowAt`. */
function scoreRankPairs(left: Int32Array, n: number, rowAt: Int32Array, tally: Tally, weight: number): void {
  const data = rowData;
  const flushBoards = flushBoardsByPair;
  const { bit, cut, hists } = tally;
  if (n === 2 && hists.length === 1) {
    headsUpRankPairs(left, rowAt[0]!, rowAt[1]!, weight, hists[0]!, bit[0]!, bit[1]!);
    return;
  }
  for (let r1 = 0; r1 < 13; r1++) {
    const n1 = left[r1]!;
    if (n1 === 0) continue;
    for (let r2 = r1; r2 < 13; r2++) {
      const pair = r1 * 13 + r2;
      const boards = (r2 === r1 ? (n1 * (n1 - 1)) >> 1 : n1 * left[r2]!) - flushBoards[pair]!;
      flushBoards[pair] = 0;
      if (boards === 0) continue;
      // tallyValues fused with the row reads: this loop is the kernel's hot one.
      const w = boards * weight;
      let best = -1;
      let mask = 0;
      let k = 0;
      for (let q = 0; q < n; q++) {
        const v = data[rowAt[q]! + pair]!;
        if (v > best) {
          best = v;
          mask = bit[q]!;
        } else if (v === best) mask |= bit[q]!;
        if (q + 1 === cut[k]) hists[k++]![mask]! += w;
      }
    }
  }
}

/**
 * scoreRankPairs for two players and no pots (the heads-up pair walk): wins and
 * ties summed in locals and added to the histogram once, not read, added and written back per pair.
 */
function headsUpRankPairs(left: Int32Array, row0: number, row1: number, weight: number, hist: Float64Array, bit0: number, bit1: number): void {
  const data = rowData;
  const flushBoards = flushBoardsByPair;
  let win0 = 0;
  let win1 = 0;
  let tie = 0;
  for (let r1 = 0; r1 < 13; r1++) {
    const n1 = left[r1]!;
    if (n1 === 0) continue;
    for (let r2 = r1; r2 < 13; r2++) {
      const pair = r1 * 13 + r2;
      const boards = (r2 === r1 ? (n1 * (n1 - 1)) >> 1 : n1 * left[r2]!) - flushBoards[pair]!;
      flushBoards[pair] = 0;
      const d = data[row0 + pair]! - data[row1 + pair]!;
      if (d > 0) win0 += boards;
      else if (d < 0) win1 += boards;
      else tie += boards;
    }
  }
  hist[bit0]! += win0 * weight;
  hist[bit1]! += win1 * weight;
  hist[bit0 | bit1]! += tie * weight;
}

/** Known hands on the flop `board`, every turn and river from `deck` (flopTupleScorer, each hand's row computed here). */
export function scoreFlopByRanks(
  deck: Uint8Array,
  board: ArrayLike<number>,
  n: number,
  h0: Uint8Array,
  h1: Uint8Array,
  tally: Tally,
  weight: number,
): void {
  const rowOf = flopRows(board);
  for (let q = 0; q < n; q++) handRowAt[q] = rowOf(h0[q]!, h1[q]!);
  const fd = flopDeck(deck, board);
  const scorer = flopTupleScorer(fd, n, tally, true);
  scorer.add(h0, h1, handRowAt, weight);
  // finish takes the hands' cards out of the deck's counts itself.
  for (let q = 0; q < n; q++) {
    returnToFlopDeck(fd, h0[q]!);
    returnToFlopDeck(fd, h1[q]!);
  }
  scorer.finish();
}

/**
 * At most how many classes scoreFlopByRanks scores on a flop: the 91 pairs of ranks, and per suit the
 * flush classes its loops reach, from `most[s]` (the most cards of suit s the flop and one hand hold
 * together) and `ranksLeft[s]` (the suit's cards left to deal): two cards of the suit (pairs of its
 * ranks) from three held, one of it with any other card (its ranks times 13) from four, and any two
 * other cards (91 pairs of ranks) from five. Its price (equity.ts).
 */
export function flopClassBound(most: ArrayLike<number>, ranksLeft: ArrayLike<number>): number {
  let classes = 91;
  for (let s = 0; s < 4; s++) {
    const r = ranksLeft[s]!;
    if (most[s]! >= 3) classes += (r * (r - 1)) / 2;
    if (most[s]! >= 4) classes += r * 13;
    if (most[s]! >= 5) classes += 91;
  }
  return classes;
}

/** The cards of each suit in `cards`. */
export function suitCounts(cards: ArrayLike<number>): Int32Array {
  const counts = new Int32Array(4);
  for (let i = 0; i < cards.length; i++) counts[cards[i]! & 3]!++;
  return counts;
}
