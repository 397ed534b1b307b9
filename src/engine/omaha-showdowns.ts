/**
 * Omaha known hands against each other over boards: every completion of the board (exact) or seeded
 * random completions (Monte Carlo), each showdown scored with the Omaha evaluator (exactly two hole
 * cards and three board cards) into the winner-mask histograms of equity-tally.ts, one per group of
 * players (everyone, then each side pot's players).
 */
import { emptyOutcomes, type Outcomes } from "./equity-multiway.ts";
import { firstPlayerStandardError, nestedChain, type Tally, tallyValues } from "./equity-tally.ts";
import { newOmahaBoard, type OmahaHand, omahaValue, prepareOmahaHand, setOmahaBoard } from "./omaha-evaluator.ts";
import { Rng } from "./rng.ts";

/** The hands in the tally's chain order (so a showdown's values fill `values` front to back) and the tally. */
function chainedHands(hands: readonly (readonly number[])[], groups: Int32Array): { ordered: OmahaHand[]; tally: Tally; out: Outcomes } {
  const n = hands.length;
  const out = emptyOutcomes(n, groups);
  const chain = nestedChain(groups, n);
  const ordered = Array.from(chain.order, (p) => prepareOmahaHand(hands[p]!));
  const bit = Int32Array.from(chain.order, (p) => 1 << p);
  return { ordered, tally: { bit, cut: chain.cut, hists: Array.from(chain.hist, (g) => out.hist[g]!) }, out };
}

/** Every completion of `board` from `deck` (the cards no hand, board or dead card holds), one showdown each. */
export function enumerateOmaha(hands: readonly (readonly number[])[], board: readonly number[], deck: Uint8Array, groups: Int32Array): Outcomes {
  const n = hands.length;
  const { ordered, tally, out } = chainedHands(hands, groups);
  const values = new Int32Array(n);
  const prepared = newOmahaBoard();
  const cards = new Int32Array(5);
  cards.set(board);
  const missing = 5 - board.length;
  let boards = 0;
  const showdown = (): void => {
    setOmahaBoard(prepared, cards);
    for (let q = 0; q < n; q++) values[q] = omahaValue(ordered[q]!, prepared);
    tallyValues(values, n, tally, 1);
    boards++;
  };
  // Board card k (of the missing ones) from deck positions after the previous one's.
  const deal = (k: number, from: number): void => {
    if (k === missing) {
      showdown();
      return;
    }
    for (let i = from; i <= deck.length - (missing - k); i++) {
      cards[board.length + k] = deck[i]!;
      deal(k + 1, i + 1);
    }
  };
  deal(0, 0);
  out.outcomes = boards;
  return out;
}

/** `samples` completions of `board` drawn uniformly from `deck` with the seeded generator (rng.ts). */
export function sampleOmaha(
  hands: readonly (readonly number[])[],
  board: readonly number[],
  deck: Uint8Array,
  groups: Int32Array,
  seed: number,
  samples: number,
): Outcomes & { standardError: number } {
  const n = hands.length;
  const { ordered, tally, out } = chainedHands(hands, groups);
  const values = new Int32Array(n);
  const prepared = newOmahaBoard();
  const cards = new Int32Array(5);
  cards.set(board);
  const missing = 5 - board.length;
  const rng = new Rng(seed);
  // A partial Fisher-Yates shuffle of a copy of the deck: the first `missing` places are the sample.
  const left = Uint8Array.from(deck);
  for (let s = 0; s < samples; s++) {
    for (let k = 0; k < missing; k++) {
      const j = k + rng.nextInt(left.length - k);
      const c = left[j]!;
      left[j] = left[k]!;
      left[k] = c;
      cards[board.length + k] = c;
    }
    setOmahaBoard(prepared, cards);
    for (let q = 0; q < n; q++) values[q] = omahaValue(ordered[q]!, prepared);
    tallyValues(values, n, tally, 1);
  }
  out.outcomes = samples;
  return { ...out, standardError: firstPlayerStandardError(out.hist[0]!, samples) };
}
