/**
 * Exact enumeration of one hand against one hand over every completion of the board. Board cards
 * are added to running rank/suit key sums level by level, so each completed board costs two adds
 * and one table lookup per player (the flush path, ~3% of boards, rebuilds a suit mask).
 */
import { CARD_RANK_KEY, CARD_SUIT_KEY, evaluate7, FLUSH_CHECK, hashSlot, NO_FLUSH, ROW_OFFSET, SUIT_BIAS } from "./evaluator.ts";

export interface HeadsUpCounts {
  win1: number;
  win2: number;
  tie: number;
  boards: number;
}

/** Cards not in `used` (a 52-entry 0/1 array), in increasing order. */
export function remainingDeck(used: Uint8Array): Uint8Array {
  const deck: number[] = [];
  for (let c = 0; c < 52; c++) if (!used[c]) deck.push(c);
  return Uint8Array.from(deck);
}

export function enumerateHandVsHand(
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  board: readonly number[],
  dead: readonly number[],
): HeadsUpCounts {
  const used = new Uint8Array(52);
  for (const c of [a0, a1, b0, b1, ...board, ...dead]) used[c] = 1;
  const deck = remainingDeck(used);
  const missing = 5 - board.length;
  if (missing === 5) return enumerateFullBoards(a0, a1, b0, b1, deck);
  const result: HeadsUpCounts = { win1: 0, win2: 0, tie: 0, boards: 0 };
  const cards = [...board];
  const walk = (from: number, left: number): void => {
    if (left === 0) {
      const v1 = evaluate7(a0, a1, cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
      const v2 = evaluate7(b0, b1, cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
      if (v1 > v2) result.win1++;
      else if (v1 < v2) result.win2++;
      else result.tie++;
      result.boards++;
      return;
    }
    for (let i = from; i <= deck.length - left; i++) {
      cards.push(deck[i]!);
      walk(i + 1, left - 1);
      cards.pop();
    }
  };
  walk(0, missing);
  return result;
}

/** All 5-card boards from `deck`: the preflop hot loop (also used by the table generator). */
function enumerateFullBoards(a0: number, a1: number, b0: number, b1: number, deck: Uint8Array): HeadsUpCounts {
  const rk = CARD_RANK_KEY;
  const sk = CARD_SUIT_KEY;
  // The tables as locals: the innermost loop runs 1.7 million times per call.
  const nf = NO_FLUSH;
  const ro = ROW_OFFSET;
  const ra = rk[a0]! + rk[a1]!;
  const sa = SUIT_BIAS + sk[a0]! + sk[a1]!;
  const rb = rk[b0]! + rk[b1]!;
  const sb = SUIT_BIAS + sk[b0]! + sk[b1]!;
  const n = deck.length;
  let win1 = 0;
  let win2 = 0;
  let tie = 0;
  for (let i0 = 0; i0 < n - 4; i0++) {
    const c0 = deck[i0]!;
    const r0 = rk[c0]!;
    const s0 = sk[c0]!;
    for (let i1 = i0 + 1; i1 < n - 3; i1++) {
      const c1 = deck[i1]!;
      const r1 = r0 + rk[c1]!;
      const s1 = s0 + sk[c1]!;
      for (let i2 = i1 + 1; i2 < n - 2; i2++) {
        const c2 = deck[i2]!;
        const r2 = r1 + rk[c2]!;
        const s2 = s1 + sk[c2]!;
        for (let i3 = i2 + 1; i3 < n - 1; i3++) {
          const c3 = deck[i3]!;
          const r3 = r2 + rk[c3]!;
          const s3 = s2 + sk[c3]!;
          for (let i4 = i3 + 1; i4 < n; i4++) {
            const c4 = deck[i4]!;
            const r = r3 + rk[c4]!;
            const s = s3 + sk[c4]!;
            let v1: number;
            let v2: number;
            if (((s + sa) & FLUSH_CHECK) === 0) v1 = nf[hashSlot(ro, r + ra)]!;
            else v1 = evaluate7(a0, a1, c0, c1, c2, c3, c4);
            if (((s + sb) & FLUSH_CHECK) === 0) v2 = nf[hashSlot(ro, r + rb)]!;
            else v2 = evaluate7(b0, b1, c0, c1, c2, c3, c4);
            if (v1 > v2) win1++;
            else if (v1 < v2) win2++;
            else tie++;
          }
        }
      }
    }
  }
  return { win1, win2, tie, boards: win1 + win2 + tie };
}
