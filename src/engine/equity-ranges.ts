/**
 * Exact range-vs-range equity, two ways:
 *  - preflop with no dead cards: one table lookup per combo pair (preflop-table.ts);
 *  - otherwise board-first: for every completion of the board, each live combo of both players is
 *    evaluated once, all are sorted by value (two-pass radix sort), and one sweep counts wins and
 *    ties with card-removal bookkeeping. Player 2's combos below the current value are summed by
 *    weight in total and per card, so the weight of those disjoint from a player-1 combo {a, b} is
 *    W - C[a] - C[b] + S (inclusion-exclusion; S is the weight of the identical combo {a, b} in
 *    player 2's range if it is below). Cost per runout: O(n1 + n2), not O(n1 * n2).
 * All sums are weighted by w1 * w2; with unit weights they are exact integers in doubles.
 */
import { COMBO_COUNT, COMBO_HI, COMBO_LO } from "./cards.ts";
import {
  flopClassBound,
  flopDeck,
  flopRows,
  flopTupleScorer,
  heldInSuit,
  returnToFlopDeck,
  suitCounts,
  takeFromFlopDeck,
} from "./equity-board-ranks.ts";
import { BOTH_PLAYERS, handsScorer } from "./equity-multiway.ts";
import type { Tally } from "./equity-tally.ts";
import { CARD_RANK_BIT, CARD_RANK_KEY, CARD_SUIT_KEY, evaluateWithBoard, SUIT_BIAS } from "./evaluator.ts";
import { COMBO_CLASS, comboSigmaRow, PERM_COMBO, PREFLOP_BOARDS, preflopCounts, preflopIndex } from "./preflop-table.ts";
import type { WeightedCombos } from "./ranges.ts";

/** Weighted sums over (combo pair, board) showdowns: player 1 wins, player 2 wins, splits. */
export interface WeightedTotals {
  win1: number;
  win2: number;
  tie: number;
}

export function preflopTableEquity(p1: WeightedCombos, p2: WeightedCombos): WeightedTotals {
  const { slots } = preflopIndex();
  const { win, tie } = preflopCounts();
  const perm = PERM_COMBO;
  let w1Sum = 0;
  let w2Sum = 0;
  let tieSum = 0;
  const n2 = p2.combos.length;
  const c2 = p2.combos;
  const ww2 = p2.weights;
  for (let i = 0; i < p1.combos.length; i++) {
    const x = p1.combos[i]!;
    // matchupSlot(x, y) split so that the inner loop is two loads.
    const base = COMBO_CLASS[x]! * COMBO_COUNT;
    const row = comboSigmaRow(x);
    let rowWin1 = 0;
    let rowWin2 = 0;
    let rowTie = 0;
    for (let j = 0; j < n2; j++) {
      const e = slots[base + perm[row + c2[j]!]!]!;
      if (e < 0) continue; // shares a card
      const cls = e >> 1;
      const w = ww2[j]!;
      const wins = win[cls]!;
      const ties = tie[cls]!;
      const first = (e & 1) === 0 ? wins : PREFLOP_BOARDS - wins - ties;
      rowWin1 += w * first;
      rowWin2 += w * (PREFLOP_BOARDS - first - ties);
      rowTie += w * ties;
    }
    const wx = p1.weights[i]!;
    w1Sum += wx * rowWin1;
    w2Sum += wx * rowWin2;
    tieSum += wx * rowTie;
  }
  return { win1: w1Sum, win2: w2Sum, tie: tieSum };
}

/** All ways to pick `k` cards from `deck` (k <= 5), as flat rows of 5 (unused slots -1). */
function completions(deck: Uint8Array, k: number): Int8Array {
  const rows: number[] = [];
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      for (let i = 0; i < 5; i++) rows.push(i < k ? pick[i]! : -1);
      return;
    }
    for (let i = from; i <= deck.length - (k - pick.length); i++) {
      pick.push(deck[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return Int8Array.from(rows);
}

/**
 * Sort key of a live combo in one runout: its hand value (13 bits: values stay below 8192) above the
 * player bit and the combo's index in its player's list (11 bits: at most 1326 combos), so one numeric
 * sort by value keeps both players' combos together.
 */
const KEY_INDEX_BITS = 11;
const KEY_PLAYER_2 = 1 << KEY_INDEX_BITS;
const KEY_INDEX_MASK = KEY_PLAYER_2 - 1;
const KEY_VALUE_SHIFT = KEY_INDEX_BITS + 1;

function player1Key(value: number, index: number): number {
  return (value << KEY_VALUE_SHIFT) | index;
}
function player2Key(value: number, index: number): number {
  return (value << KEY_VALUE_SHIFT) | KEY_PLAYER_2 | index;
}
function keyValue(key: number): number {
  return key >> KEY_VALUE_SHIFT;
}
function isPlayer2(key: number): boolean {
  return (key & KEY_PLAYER_2) !== 0;
}
function keyIndex(key: number): number {
  return key & KEY_INDEX_MASK;
}

/**
 * Player 2's combos that the sweep has passed (hand value below the current group): their total
 * weight, their weight per card, and the runout stamp of each one added in this runout.
 */
interface Below {
  weight: number;
  perCard: Float64Array;
  addedAt: Int32Array;
  stamp: number;
}

/** Player 1's live-combo data the sweep needs: cards, weights, and the identical combo in player 2's list. */
interface Player1 {
  hi: Uint8Array;
  lo: Uint8Array;
  w: Float64Array;
  /** Index of the identical combo in player 2's list, or -1. */
  twin: Int32Array;
  /** Player 2's weights, for the twin. */
  w2: Float64Array;
}

/**
 * w1 x the weight of player 2's combos below the sweep that share no card with player 1's combo i:
 * W - C[a] - C[b] + S (S: the identical combo, subtracted twice, when it is below).
 */
function weightedBelow(p: Player1, below: Below, i: number): number {
  const t = p.twin[i]!;
  const same = t >= 0 && below.addedAt[t] === below.stamp ? p.w2[t]! : 0;
  return p.w[i]! * (below.weight - below.perCard[p.hi[i]!]! - below.perCard[p.lo[i]!]! + same);
}

/** A board's evaluator sums (rank keys, biased suit counters, per-suit rank masks): the known cards, or a whole runout. */
interface RunoutSums {
  rank: number;
  suit: number;
  masks: Int32Array;
}

function boardSums(board: readonly number[]): RunoutSums {
  const sums: RunoutSums = { rank: 0, suit: SUIT_BIAS, masks: new Int32Array(4) };
  for (const c of board) {
    sums.rank += CARD_RANK_KEY[c]!;
    sums.suit += CARD_SUIT_KEY[c]!;
    sums.masks[c & 3]! |= CARD_RANK_BIT[c]!;
  }
  return sums;
}

/** `out` = the known board plus runout `r` (rows of 5 in `runouts`, `missing` cards used); its cards are marked in `blocked` (the caller clears them). */
function completeBoard(base: RunoutSums, runouts: Int8Array, r: number, missing: number, out: RunoutSums, blocked: Uint8Array): void {
  let rank = base.rank;
  let suit = base.suit;
  const masks = out.masks;
  for (let s = 0; s < 4; s++) masks[s] = base.masks[s]!;
  for (let k = 0; k < missing; k++) {
    const c = runouts[r * 5 + k]!;
    rank += CARD_RANK_KEY[c]!;
    suit += CARD_SUIT_KEY[c]!;
    masks[c & 3]! |= CARD_RANK_BIT[c]!;
    blocked[c] = 1;
  }
  out.rank = rank;
  out.suit = suit;
}

export function boardFirstEquity(p1: WeightedCombos, p2: WeightedCombos, board: readonly number[], deck: Uint8Array): WeightedTotals {
  const missing = 5 - board.length;
  const runouts = completions(deck, missing);
  const n1 = p1.combos.length;
  const n2 = p2.combos.length;
  const keys = new Int32Array(n1 + n2);
  const scratch = new Int32Array(n1 + n2);
  const counts = new Int32Array(RADIX_LOW_SIZE);
  const blocked = new Uint8Array(52);
  const cardAll = new Float64Array(52);
  const hi1 = new Uint8Array(n1);
  const lo1 = new Uint8Array(n1);
  const hi2 = new Uint8Array(n2);
  const lo2 = new Uint8Array(n2);
  for (let i = 0; i < n1; i++) {
    hi1[i] = COMBO_HI[p1.combos[i]!]!;
    lo1[i] = COMBO_LO[p1.combos[i]!]!;
  }
  for (let j = 0; j < n2; j++) {
    hi2[j] = COMBO_HI[p2.combos[j]!]!;
    lo2[j] = COMBO_LO[p2.combos[j]!]!;
  }
  const w1 = p1.weights;
  const w2 = p2.weights;
  // The identical combo in player 2's range (both cards shared), added back by inclusion-exclusion;
  // it is live exactly when the player-1 combo is.
  const twin = new Int32Array(n1).fill(-1);
  const indexIn2 = new Int32Array(COMBO_COUNT).fill(-1);
  for (let j = 0; j < n2; j++) indexIn2[p2.combos[j]!] = j;
  for (let i = 0; i < n1; i++) twin[i] = indexIn2[p1.combos[i]!]!;
  const player1: Player1 = { hi: hi1, lo: lo1, w: w1, twin, w2 };
  const below: Below = { weight: 0, perCard: new Float64Array(52), addedAt: new Int32Array(n2), stamp: 0 };

  const base = boardSums(board);
  const runout: RunoutSums = { rank: 0, suit: 0, masks: new Int32Array(4) };

  let win1 = 0;
  let tie = 0;
  let total = 0;
  const runoutCount = runouts.length / 5;
  for (let r = 0; r < runoutCount; r++) {
    completeBoard(base, runouts, r, missing, runout, blocked);
    const { rank, suit, masks: suitMasks } = runout;
    cardAll.fill(0);
    let m = 0;
    let all2 = 0;
    for (let j = 0; j < n2; j++) {
      const a = hi2[j]!;
      const b = lo2[j]!;
      if (blocked[a]! | blocked[b]!) continue;
      const w = w2[j]!;
      all2 += w;
      cardAll[a]! += w;
      cardAll[b]! += w;
      keys[m++] = player2Key(evaluateWithBoard(rank, suit, suitMasks, a, b), j);
    }
    for (let i = 0; i < n1; i++) {
      const a = hi1[i]!;
      const b = lo1[i]!;
      if (blocked[a]! | blocked[b]!) continue;
      const t = twin[i]!;
      total += w1[i]! * (all2 - cardAll[a]! - cardAll[b]! + (t >= 0 ? w2[t]! : 0));
      keys[m++] = player1Key(evaluateWithBoard(rank, suit, suitMasks, a, b), i);
    }
    for (let k = 0; k < missing; k++) blocked[runouts[r * 5 + k]!] = 0;
    const sorted = radixSortByValue(keys, scratch, counts, m);

    // Sweep groups of equal value: player 1's combos see player 2's strictly below (wins) and,
    // once the group's player-2 combos are added, below or equal (wins + ties).
    below.weight = 0;
    below.perCard.fill(0);
    below.stamp = r + 1;
    for (let g = 0; g < m; ) {
      const value = keyValue(sorted[g]!);
      let end = g + 1;
      while (end < m && keyValue(sorted[end]!) === value) end++;
      let has2 = false;
      let strictlyBelow = 0;
      let hasPlayer1 = false;
      for (let t = g; t < end; t++) {
        const key = sorted[t]!;
        if (isPlayer2(key)) has2 = true;
        else {
          hasPlayer1 = true;
          const x = weightedBelow(player1, below, keyIndex(key));
          win1 += x;
          strictlyBelow += x;
        }
      }
      if (has2) {
        for (let t = g; t < end; t++) {
          const key = sorted[t]!;
          if (!isPlayer2(key)) continue;
          const j = keyIndex(key);
          const w = w2[j]!;
          below.weight += w;
          below.perCard[hi2[j]!]! += w;
          below.perCard[lo2[j]!]! += w;
          below.addedAt[j] = below.stamp;
        }
        if (hasPlayer1) {
          let belowOrEqual = 0;
          for (let t = g; t < end; t++) {
            const key = sorted[t]!;
            if (!isPlayer2(key)) belowOrEqual += weightedBelow(player1, below, keyIndex(key));
          }
          tie += belowOrEqual - strictlyBelow;
        }
      }
      g = end;
    }
  }
  return { win1, win2: total - win1 - tie, tie };
}

/**
 * Small ranges: per runout every live combo is evaluated once and every card-disjoint (combo, combo)
 * pair compared directly, O(n1 + n2 + n1 x n2) per runout with no sort and no resets. Board-first's fixed
 * work per runout (clearing 52-card tables, a two-pass radix sort, the sweep) costs more than the pairs
 * until the ranges hold a few dozen combos together (equity.ts picks by price). Same sums as board-first:
 * weighted counts of wins, losses and splits over (pair, runout), exact integers with unit weights.
 */
export function pairLoopEquity(p1: WeightedCombos, p2: WeightedCombos, board: readonly number[], deck: Uint8Array): WeightedTotals {
  const missing = 5 - board.length;
  const runouts = completions(deck, missing);
  const n1 = p1.combos.length;
  const n2 = p2.combos.length;
  const cards1 = new Uint8Array(2 * n1);
  const cards2 = new Uint8Array(2 * n2);
  for (let i = 0; i < n1; i++) {
    cards1[2 * i] = COMBO_HI[p1.combos[i]!]!;
    cards1[2 * i + 1] = COMBO_LO[p1.combos[i]!]!;
  }
  for (let j = 0; j < n2; j++) {
    cards2[2 * j] = COMBO_HI[p2.combos[j]!]!;
    cards2[2 * j + 1] = COMBO_LO[p2.combos[j]!]!;
  }
  // The card-disjoint pairs, once: indices and the pair's weight w1 x w2.
  const pairI = new Int32Array(n1 * n2);
  const pairJ = new Int32Array(n1 * n2);
  const pairW = new Float64Array(n1 * n2);
  let pairs = 0;
  for (let i = 0; i < n1; i++) {
    const a = cards1[2 * i]!;
    const b = cards1[2 * i + 1]!;
    for (let j = 0; j < n2; j++) {
      const c = cards2[2 * j]!;
      const d = cards2[2 * j + 1]!;
      if (a === c || a === d || b === c || b === d) continue;
      pairI[pairs] = i;
      pairJ[pairs] = j;
      pairW[pairs] = p1.weights[i]! * p2.weights[j]!;
      pairs++;
    }
  }
  const base = boardSums(board);
  const runout: RunoutSums = { rank: 0, suit: 0, masks: new Int32Array(4) };
  const blocked = new Uint8Array(52);
  // Hand values this runout; -1 for a combo the runout shares a card with.
  const value1 = new Int32Array(n1);
  const value2 = new Int32Array(n2);
  let win1 = 0;
  let tie = 0;
  let total = 0;
  const runoutCount = runouts.length / 5;
  for (let r = 0; r < runoutCount; r++) {
    completeBoard(base, runouts, r, missing, runout, blocked);
    const { rank, suit, masks: suitMasks } = runout;
    for (let i = 0; i < n1; i++) {
      const a = cards1[2 * i]!;
      const b = cards1[2 * i + 1]!;
      value1[i] = blocked[a]! | blocked[b]! ? -1 : evaluateWithBoard(rank, suit, suitMasks, a, b);
    }
    for (let j = 0; j < n2; j++) {
      const a = cards2[2 * j]!;
      const b = cards2[2 * j + 1]!;
      value2[j] = blocked[a]! | blocked[b]! ? -1 : evaluateWithBoard(rank, suit, suitMasks, a, b);
    }
    for (let k = 0; k < missing; k++) blocked[runouts[r * 5 + k]!] = 0;
    for (let p = 0; p < pairs; p++) {
      const x = value1[pairI[p]!]!;
      const y = value2[pairJ[p]!]!;
      if ((x | y) < 0) continue;
      const w = pairW[p]!;
      total += w;
      if (x > y) win1 += w;
      else if (x === y) tie += w;
    }
  }
  return { win1, win2: total - win1 - tie, tie };
}

/**
 * Small ranges from the flop on, OMPEval's way round: each card-disjoint (combo, combo) pair walks its
 * own board completions (handsScorer: the cards of a suit that can make neither hand a flush are taken
 * by rank, one board standing for several), weighted by the pair's weight. It evaluates each combo once
 * per pair rather than once per runout, so it wins where the pairs are few (a hand against a range)
 * and the grouping is large; equity.ts prices it beside the others. Same sums: exact integers with
 * unit weights.
 */
export function pairWalkEquity(p1: WeightedCombos, p2: WeightedCombos, board: readonly number[], deck: Uint8Array): WeightedTotals {
  if (board.length === 3) return flopPairsEquity(p1, p2, board, deck);
  const scorer = handsScorer(2, BOTH_PLAYERS);
  const hi = new Uint8Array(2);
  const lo = new Uint8Array(2);
  const deck1 = new Uint8Array(deck.length);
  const deck2 = new Uint8Array(deck.length);
  for (let i = 0; i < p1.combos.length; i++) {
    const a = COMBO_HI[p1.combos[i]!]!;
    const b = COMBO_LO[p1.combos[i]!]!;
    const size1 = without(deck, deck.length, a, b, deck1);
    hi[0] = a;
    lo[0] = b;
    for (let j = 0; j < p2.combos.length; j++) {
      const c = COMBO_HI[p2.combos[j]!]!;
      const d = COMBO_LO[p2.combos[j]!]!;
      if (a === c || a === d || b === c || b === d) continue;
      hi[1] = c;
      lo[1] = d;
      const size2 = without(deck1, size1, c, d, deck2);
      scorer.add(hi, lo, board, deck2.subarray(0, size2), p1.weights[i]! * p2.weights[j]!);
    }
  }
  const hist = scorer.hist[0]!;
  return { win1: hist[1]!, win2: hist[2]!, tie: hist[3]! };
}

/**
 * pairWalkEquity on a flop: each combo's value row (its value for every pair of turn and river ranks)
 * is computed once per pair of hole ranks (flopRows); each pair adds its flush boards and its weight
 * to flopTupleScorer with its four cards taken out of the deck's counts, and the pairs of combos with
 * the same ranks share one count of the 91 pairs of ranks.
 */
function flopPairsEquity(p1: WeightedCombos, p2: WeightedCombos, board: readonly number[], deck: Uint8Array): WeightedTotals {
  const rowOf = flopRows(board);
  const rows1 = Int32Array.from(p1.combos, (combo) => rowOf(COMBO_HI[combo]!, COMBO_LO[combo]!));
  const rows2 = Int32Array.from(p2.combos, (combo) => rowOf(COMBO_HI[combo]!, COMBO_LO[combo]!));
  const fd = flopDeck(deck, board);
  const hist = new Float64Array(4);
  const tally: Tally = { bit: Int32Array.of(1, 2), cut: Int32Array.of(2), hists: [hist] };
  const hi = new Uint8Array(2);
  const lo = new Uint8Array(2);
  const rowAt = new Int32Array(2);
  const scorer = flopTupleScorer(fd, 2, tally);
  for (let i = 0; i < p1.combos.length; i++) {
    const a = COMBO_HI[p1.combos[i]!]!;
    const b = COMBO_LO[p1.combos[i]!]!;
    hi[0] = a;
    lo[0] = b;
    rowAt[0] = rows1[i]!;
    takeFromFlopDeck(fd, a);
    takeFromFlopDeck(fd, b);
    for (let j = 0; j < p2.combos.length; j++) {
      const c = COMBO_HI[p2.combos[j]!]!;
      const d = COMBO_LO[p2.combos[j]!]!;
      if (a === c || a === d || b === c || b === d) continue;
      hi[1] = c;
      lo[1] = d;
      rowAt[1] = rows2[j]!;
      takeFromFlopDeck(fd, c);
      takeFromFlopDeck(fd, d);
      scorer.add(hi, lo, rowAt, p1.weights[i]! * p2.weights[j]!);
      returnToFlopDeck(fd, c);
      returnToFlopDeck(fd, d);
    }
    returnToFlopDeck(fd, a);
    returnToFlopDeck(fd, b);
  }
  scorer.finish();
  return { win1: hist[1]!, win2: hist[2]!, tie: hist[3]! };
}

/**
 * For pricing pairWalkEquity, what its pairs score. From the flop (flopTupleScorer): each card-disjoint
 * pair's flush classes (flopClassBound less the 91 pairs of ranks, from the most cards of each suit the
 * flop and one of its hands hold) and, once per pair of its hands' ranks (`rankTuples`), the 91 pairs
 * of turn and river ranks. On the turn (the river by rank, a card of a suit that can still make either
 * hand a flush on its own) 13 ranks a pair, or every card left where four of a suit are held; on the
 * river one board; as `classes`. O(n1 x n2): equity.ts asks only for small ranges.
 */
export function pairWalkClasses(
  p1: WeightedCombos,
  p2: WeightedCombos,
  board: readonly number[],
  deck: Uint8Array,
): { classes: number; flushClasses: number; rankTuples: number } {
  const onBoard = suitCounts(board);
  const ranksLeft = suitCounts(deck);
  const held = (combo: number, s: number): number => onBoard[s]! + heldInSuit(COMBO_HI[combo]!, COMBO_LO[combo]!, s);
  const holeRanks = (combo: number): number => (COMBO_HI[combo]! >> 2) * 13 + (COMBO_LO[combo]! >> 2);
  const most = new Int32Array(4);
  const rankTuples = new Set<number>();
  let classes = 0;
  let flushClasses = 0;
  for (const x of p1.combos) {
    const [a, b] = [COMBO_HI[x]!, COMBO_LO[x]!];
    for (const y of p2.combos) {
      const [c, d] = [COMBO_HI[y]!, COMBO_LO[y]!];
      if (a === c || a === d || b === c || b === d) continue;
      for (let s = 0; s < 4; s++) most[s] = Math.max(held(x, s), held(y, s));
      if (board.length === 3) {
        flushClasses += flopClassBound(most, ranksLeft) - 91;
        rankTuples.add(holeRanks(x) * 169 + holeRanks(y));
      } else if (board.length === 4) classes += most.some((m) => m >= 4) ? deck.length : 13;
      else classes += 1;
    }
  }
  return { classes: classes + 91 * rankTuples.size, flushClasses, rankTuples: rankTuples.size };
}

/** from[0..size) without cards x and y, into `to`; returns the count written. */
function without(from: Uint8Array, size: number, x: number, y: number, to: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < size; k++) {
    const c = from[k]!;
    if (c !== x && c !== y) to[m++] = c;
  }
  return m;
}

/** The radix sort's two digits of a key's 13-bit value: 7 low bits, then 6 high bits. */
const RADIX_LOW_BITS = 7;
const RADIX_LOW_SIZE = 1 << RADIX_LOW_BITS;
const RADIX_HIGH_SIZE = 1 << 6;

function lowDigit(key: number): number {
  return keyValue(key) & (RADIX_LOW_SIZE - 1);
}
function highDigit(key: number): number {
  return key >> (KEY_VALUE_SHIFT + RADIX_LOW_BITS);
}

/**
 * Sorts keys[0..m) by hand value with two counting passes (low digit, then high digit), much cheaper
 * than a comparison sort for a few hundred keys; returns the sorted array.
 */
function radixSortByValue(keys: Int32Array, scratch: Int32Array, counts: Int32Array, m: number): Int32Array {
  counts.fill(0);
  for (let t = 0; t < m; t++) counts[lowDigit(keys[t]!)]!++;
  for (let b = 0, sum = 0; b < RADIX_LOW_SIZE; b++) {
    const c = counts[b]!;
    counts[b] = sum;
    sum += c;
  }
  for (let t = 0; t < m; t++) {
    const k = keys[t]!;
    scratch[counts[lowDigit(k)]!++] = k;
  }
  counts.fill(0);
  for (let t = 0; t < m; t++) counts[highDigit(scratch[t]!)]!++;
  for (let b = 0, sum = 0; b < RADIX_HIGH_SIZE; b++) {
    const c = counts[b]!;
    counts[b] = sum;
    sum += c;
  }
  for (let t = 0; t < m; t++) {
    const k = scratch[t]!;
    keys[counts[highDigit(k)]!++] = k;
  }
  return keys;
}
