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
import { COMBO_HI, COMBO_LO } from "./cards.ts";
import { CARD_RANK_BIT, CARD_RANK_KEY, CARD_SUIT_KEY, SUIT_BIAS, evaluateWithBoard } from "./evaluator.ts";
import {
  COMBO_CLASS,
  COMBO_COUNT,
  PERM_COMBO,
  PREFLOP_BOARDS,
  comboSigmaRow,
  preflopCounts,
  preflopIndex,
} from "./preflop-table.ts";

export interface WeightedCombos {
  combos: Uint16Array;
  weights: Float64Array;
}

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
export function completions(deck: Uint8Array, k: number): Int8Array {
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

export function boardFirstEquity(
  p1: WeightedCombos,
  p2: WeightedCombos,
  board: readonly number[],
  deck: Uint8Array,
): WeightedTotals {
  const missing = 5 - board.length;
  const runouts = completions(deck, missing);
  const n1 = p1.combos.length;
  const n2 = p2.combos.length;
  const order = new Int32Array(n1 + n2);
  const scratch = new Int32Array(n1 + n2);
  const counts = new Int32Array(128);
  const blocked = new Uint8Array(52);
  const suitMasks = new Int32Array(4);
  const cardBelow = new Float64Array(52);
  const cardAll = new Float64Array(52);
  const hi1 = new Uint8Array(n1);
  const lo1 = new Uint8Array(n1);
  const hi2 = new Uint8Array(n2);
  const lo2 = new Uint8Array(n2);
  for (let i = 0; i < n1; i++) ((hi1[i] = COMBO_HI[p1.combos[i]!]!), (lo1[i] = COMBO_LO[p1.combos[i]!]!));
  for (let j = 0; j < n2; j++) ((hi2[j] = COMBO_HI[p2.combos[j]!]!), (lo2[j] = COMBO_LO[p2.combos[j]!]!));
  const w1 = p1.weights;
  const w2 = p2.weights;
  // The identical combo in player 2's range (both cards shared), added back by inclusion-exclusion;
  // it is live exactly when the player-1 combo is.
  const twin = new Int32Array(n1).fill(-1);
  const indexIn2 = new Int32Array(COMBO_COUNT).fill(-1);
  for (let j = 0; j < n2; j++) indexIn2[p2.combos[j]!] = j;
  for (let i = 0; i < n1; i++) twin[i] = indexIn2[p1.combos[i]!]!;
  const addedAt = new Int32Array(n2); // runout number + 1 once a player-2 combo is below the sweep

  let baseRank = 0;
  let baseSuit = SUIT_BIAS;
  const baseMasks = [0, 0, 0, 0];
  for (const c of board) {
    baseRank += CARD_RANK_KEY[c]!;
    baseSuit += CARD_SUIT_KEY[c]!;
    baseMasks[c & 3]! |= CARD_RANK_BIT[c]!;
  }

  let win1 = 0;
  let tie = 0;
  let total = 0;
  const runoutCount = runouts.length / 5;
  for (let r = 0; r < runoutCount; r++) {
    const stamp = r + 1;
    let rank = baseRank;
    let suit = baseSuit;
    for (let s = 0; s < 4; s++) suitMasks[s] = baseMasks[s]!;
    for (let k = 0; k < missing; k++) {
      const c = runouts[r * 5 + k]!;
      rank += CARD_RANK_KEY[c]!;
      suit += CARD_SUIT_KEY[c]!;
      suitMasks[c & 3]! |= CARD_RANK_BIT[c]!;
      blocked[c] = 1;
    }
    cardBelow.fill(0);
    cardAll.fill(0);
    // Live combos, packed as value << 12 | player << 11 | index for one numeric sort.
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
      order[m++] = (evaluateWithBoard(rank, suit, suitMasks, a, b) << 12) | 2048 | j;
    }
    for (let i = 0; i < n1; i++) {
      const a = hi1[i]!;
      const b = lo1[i]!;
      if (blocked[a]! | blocked[b]!) continue;
      const t = twin[i]!;
      total += w1[i]! * (all2 - cardAll[a]! - cardAll[b]! + (t >= 0 ? w2[t]! : 0));
      order[m++] = (evaluateWithBoard(rank, suit, suitMasks, a, b) << 12) | i;
    }
    for (let k = 0; k < missing; k++) blocked[runouts[r * 5 + k]!] = 0;
    const sorted = radixSortByValue(order, scratch, counts, m);

    // Sweep groups of equal value: player 1's combos see player 2's strictly lower (wins) and,
    // after the group's player-2 combos are added, lower-or-equal (wins + ties).
    let lowW = 0;
    let g = 0;
    while (g < m) {
      const value = sorted[g]! >> 12;
      let end = g + 1;
      while (end < m && sorted[end]! >> 12 === value) end++;
      let has1 = false;
      let has2 = false;
      for (let t = g; t < end; t++) {
        const e = sorted[t]!;
        if (e & 2048) {
          has2 = true;
          continue;
        }
        has1 = true;
        const i = e & 2047;
        const tw = twin[i]!;
        const same = tw >= 0 && addedAt[tw] === stamp ? w2[tw]! : 0;
        win1 += w1[i]! * (lowW - cardBelow[hi1[i]!]! - cardBelow[lo1[i]!]! + same);
      }
      if (has2) {
        const before = has1 ? weightBelow(sorted, g, end, lowW, cardBelow, w1, hi1, lo1, twin, w2, addedAt, stamp) : 0;
        for (let t = g; t < end; t++) {
          const e = sorted[t]!;
          if (!(e & 2048)) continue;
          const j = e & 2047;
          const w = w2[j]!;
          lowW += w;
          cardBelow[hi2[j]!]! += w;
          cardBelow[lo2[j]!]! += w;
          addedAt[j] = stamp;
        }
        if (has1) tie += weightBelow(sorted, g, end, lowW, cardBelow, w1, hi1, lo1, twin, w2, addedAt, stamp) - before;
      }
      g = end;
    }
  }
  return { win1, win2: total - win1 - tie, tie };
}

/**
 * Sum over the player-1 combos in sorted[g..end) of w1 x the weight of player 2's combos below the
 * sweep that share no card with it (W - C[a] - C[b] + S). A plain function of typed arrays so the
 * per-runout sweep stays free of closures and allocations.
 */
function weightBelow(
  sorted: Int32Array,
  g: number,
  end: number,
  lowW: number,
  cardBelow: Float64Array,
  w1: Float64Array,
  hi1: Uint8Array,
  lo1: Uint8Array,
  twin: Int32Array,
  w2: Float64Array,
  addedAt: Int32Array,
  stamp: number,
): number {
  let sum = 0;
  for (let t = g; t < end; t++) {
    const e = sorted[t]!;
    if (e & 2048) continue;
    const i = e & 2047;
    const tw = twin[i]!;
    const same = tw >= 0 && addedAt[tw] === stamp ? w2[tw]! : 0;
    sum += w1[i]! * (lowW - cardBelow[hi1[i]!]! - cardBelow[lo1[i]!]! + same);
  }
  return sum;
}

/**
 * Sorts keys[0..m) by their hand value (bits 12..24) with two counting passes of 7 and 6 bits,
 * much cheaper than a comparison sort for a few hundred keys; returns the sorted array.
 */
function radixSortByValue(keys: Int32Array, scratch: Int32Array, counts: Int32Array, m: number): Int32Array {
  counts.fill(0);
  for (let t = 0; t < m; t++) counts[(keys[t]! >> 12) & 127]!++;
  for (let b = 0, sum = 0; b < 128; b++) {
    const c = counts[b]!;
    counts[b] = sum;
    sum += c;
  }
  for (let t = 0; t < m; t++) {
    const k = keys[t]!;
    scratch[counts[(k >> 12) & 127]!++] = k;
  }
  counts.fill(0);
  for (let t = 0; t < m; t++) counts[scratch[t]! >> 19]!++;
  for (let b = 0, sum = 0; b < 64; b++) {
    const c = counts[b]!;
    counts[b] = sum;
    sum += c;
  }
  for (let t = 0; t < m; t++) {
    const k = scratch[t]!;
    keys[counts[k >> 19]!++] = k;
  }
  return keys;
}
