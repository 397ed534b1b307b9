/**
 * Cards from a revealed verifiable shuffle: which deck position deals which card is engine/shuffle.ts
 * `dealPositions` (the construction's documented order), checked here against the cards a request
 * gives, and filling in the ones it leaves out.
 */
import { formatCards, parseCards } from "../cards.ts";
import { fieldErrors } from "../field-errors.ts";
import { dealPositions } from "../shuffle.ts";
import { gameOf, HOLE_CARDS } from "./game.ts";
import type { ShuffleEvidence } from "./history-ohh.ts";
import type { HandCards } from "./showdown.ts";
import type { HandConfig, Street } from "./types.ts";

const BOARD_CARDS_BY_STREET: Record<Street, number> = { preflop: 0, flop: 3, turn: 4, river: 5, showdown: 5 };

/**
 * The cards a revealed shuffle dealt to this hand (engine/shuffle.ts `dealPositions`: one card to each
 * seat from the seat left of the button, a second round (Omaha: four or five rounds), burn, flop, burn,
 * turn, burn, river). Cards the request gives must be those (a seat's hole cards, and the flop's three,
 * in any order); cards it leaves out are filled in, the board as far as the hand got.
 */
export function cardsFromShuffle(evidence: ShuffleEvidence, config: HandConfig, given: HandCards, street: Street): HandCards {
  const deck = parseCards(evidence.deck.join(""), "/shuffleId", "deck");
  const positions = dealPositions(config.stacks.length, config.button, HOLE_CARDS[gameOf(config)]);
  const hole = positions.holeCards.map((at) => at.map((p) => deck[p]!));
  const board = [...positions.flop, positions.turn, positions.river].map((p) => deck[p]!);
  const errors = fieldErrors();
  const source = `shuffle ${evidence.shuffleId}`;
  given.hole.forEach((cards, i) => {
    const dealt = hole[i]!;
    if (cards && !cards.every((c) => dealt.includes(c))) {
      const at = positions.holeCards[i]!;
      errors.add(
        `/seats/${i}/cards`,
        "invalid_value",
        `seats[${i}].cards ${formatCards(cards)} are not what ${source} deals to this seat: ${formatCards(dealt)} (deck positions ${at.join(", ")})`,
      );
    }
  });
  const givenBoard = given.board;
  const boardMatches = givenBoard.every((c, k) => (k < 3 ? board.slice(0, 3).includes(c) : board[k] === c));
  if (!boardMatches) {
    errors.add(
      "/board",
      "invalid_value",
      `board ${formatCards(givenBoard)} is not what ${source} deals: ${formatCards(board.slice(0, Math.max(3, givenBoard.length)))} (flop from deck position ${positions.flop[0]}, turn ${positions.turn}, river ${positions.river})`,
    );
  }
  errors.throwIfAny();
  return { hole, board: board.slice(0, Math.max(BOARD_CARDS_BY_STREET[street], givenBoard.length)) };
}
