/**
 * Omaha known hands against each other over boards: every completion of the board (exact) or seeded
 * random completions (Monte Carlo), each showdown scored with the Omaha evaluator (exactly two hole
 * cards and three board cards) into the winner-mask histograms of equity-tally.ts, one per group of
 * players (everyone, then each side pot's players).
 */
import { emptyOutcomes, type Outcomes } from "./equity-multiway.ts";
import { firstPlayerStandardError, nestedChain, type Tally, tallyValues } from "./equity-tally.ts";
import { newOmahaBoard, omahaValue, prepareOmahaHand, setOmahaBoard } from "./omaha-evaluator.ts";
import { Rng } from "./rng.ts";

/**
 * One showdown per call of `score` on the board in `cards` (five cards: `board` then the dealt ones),
 * every group tallied. The hands are prepared once, in the tally's chain order, so a showdown's
 * values fill `values` front to back.
 */
function omahaScorer(hands: readonly (readonly number[])[], board: readonly number[], groups: Int32Array) {
  const n = hands.length;
  const out = emptyOutcomes(n, groups);
  const chain = nestedChain(groups, n);
  const ordered = Array.from(chain.order, (p) => prepareOmahaHand(hands[p]!));
  const tally: Tally = { bit: Int32Array.from(chain.order, (p) => 1 << p), cut: chain.cut, hists: Array.from(chain.hist, (g) => out.hist[g]!) };
  const values = new Int32Array(n);
  const prepared = newOmahaBoard();
  const cards = new Int32Array(5);
  cards.set(board);
  const score = (): void => {
    setOmahaBoard(prepared, cards);
    for (let q = 0; q < n; q++) values[q] = omahaValue(ordered[q]!, prepared);
    tallyValues(values, n, tally, 1);
  };
  return { out, cards, score };
}

/** Every completion of `board` from `deck` (the cards no hand, board or dead card holds), one showdown each. */
export function enumerateOmaha(hands: readonly (readonly number[])[], board: readonly number[], deck: Uint8Array, groups: Int32Array): Outcomes {
  const { out, cards, score } = omahaScorer(hands, board, groups);
  const missing = 5 - board.length;
  let boards = 0;
  // Board card k (of the missing ones) from deck positions after the previous one's.
  const deal = (k: number, from: number): void => {
    if (k === missing) {
      score();
      boards++;
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
  const { out, cards, score } = omahaScorer(hands, board, groups);
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
    score();
  }
  out.outcomes = samples;
  return { ...out, standardError: firstPlayerStandardError(out.hist[0]!, samples) };
}
