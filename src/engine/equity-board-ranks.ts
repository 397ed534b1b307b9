/**
 * Preflop with known hands, every board scored by its ranks. Five board cards change a hand that makes
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
 */
import { binomial, CHOOSE, popcount } from "./counting.ts";
import { type Tally, tallyValues } from "./equity-tally.ts";
import { FLUSH, hashSlot, NO_FLUSH, RANK_KEYS, ROW_OFFSET } from "./evaluator.ts";

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
    for (let m = 0; m <= most; m++) visit(r + 1, need - m, key + m * RANK_KEYS[r]!, ways * CHOOSE[left[r]!]![m]!);
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
  const nf = NO_FLUSH;
  const ro = ROW_OFFSET;
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
      for (let m = mask; m !== 0; m &= m - 1) suitKey += RANK_KEYS[31 - Math.clz32(m & -m)]!;
      const rest = k === 5 ? rest0 : k === 4 ? rest1 : rest2;
      for (let j = 0; j < rest.keys.length; j++) {
        const key = suitKey + rest.keys[j]!;
        const boards = rest.ways[j]!;
        flushBoards[hashSlot(ro, key + hole0)]! += boards;
        for (let q = 0; q < n; q++) values[q] = held[q]! + k >= 5 ? FLUSH[mask | heldMask[q]!]! : nf[hashSlot(ro, key + ra[q]!)]!;
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
    for (let q = 0; q < n; q++) values[q] = nf[hashSlot(ro, key + ra[q]!)]!;
    tallyValues(values, n, tally, boards * weight);
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

function heldInSuit(a: number, b: number, s: number): number {
  return ((a & 3) === s ? 1 : 0) + ((b & 3) === s ? 1 : 0);
}

/** The fewest board cards of suit s that make some player a flush: 5 less the most of s one player holds. */
function fewestForFlush(hi: ArrayLike<number>, lo: ArrayLike<number>, s: number): number {
  let most = 0;
  for (let q = 0; q < hi.length; q++) most = Math.max(most, heldInSuit(hi[q]!, lo[q]!, s));
  return 5 - most;
}

/** Multisets of `size` ranks with at most left[r] of rank r. */
function multisetCount(left: Int32Array, size: number): number {
  let ways = [1, 0, 0, 0, 0, 0].slice(0, size + 1);
  for (let r = 0; r < 13; r++) ways = ways.map((_, j) => ways.slice(Math.max(0, j - left[r]!), j + 1).reduce((a, b) => a + b, 0));
  return ways[size]!;
}
