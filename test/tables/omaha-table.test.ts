/**
 * Hosted pot-limit Omaha: house bots play PLO4 and PLO5 tables through the table machine (the code the
 * table object runs). Every hand conserves chips, every action the bots took was legal (the reducer
 * refuses anything else, and a refused bot action would show as a check or fold), each seat is dealt 4 or 5
 * cards from the committed deck in the documented order, and every history replays to the same stacks
 * with Omaha's showdown (exactly two hole cards).
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../src/engine/cards.ts";
import { showdownValue } from "../../src/engine/holdem/game.ts";
import { dealFromDeck, verifyShuffle } from "../../src/engine/shuffle.ts";
import { handJson, handOhh, handPhh } from "../../src/tables/history.ts";
import { playBotTable } from "./bot-table.ts";
import { revealed } from "./revealed.ts";

describe("hosted pot-limit Omaha", () => {
  for (const [game, holeCount, tableSize] of [
    ["plo4", 4, 6],
    ["plo5", 5, 8],
  ] as const) {
    it(`${game}: bots play legal pot-limit hands; cards, shuffles and histories check out`, async () => {
      const run = await playBotTable(60, { game, tableSize, tableId: `tbl_0OMAHA${game}0000000000000000000` });
      let showdowns = 0;
      let raises = 0;
      for (const hand of run.finished) {
        expect(hand.game).toBe(game);
        const { settlement } = handJson(hand);
        expect(settlement.stacks.map((s) => s.stack)).toEqual(hand.seats.map((s) => s.finalStack));
        const verified = await verifyShuffle(revealed(hand.shuffle));
        expect(verified.valid).toBe(true);
        const button = hand.seats.findIndex((s) => s.seatNumber === hand.button);
        const dealt = dealFromDeck(verified.deck, hand.seats.length, button, holeCount);
        const board = parseCards(hand.board, "/board", "board");
        for (const shown of hand.shown) {
          const i = hand.seats.findIndex((s) => s.seatNumber === shown.seatNumber);
          expect(shown.cards).toBe(dealt.holeCards[i]!.join(""));
          expect(shown.cards).toHaveLength(holeCount * 2);
        }
        // The winners of a showdown hold the best Omaha hand among the hands shown (exactly two hole cards).
        if (hand.shown.length > 1 && board.length === 5) {
          const values = hand.shown.map((s) => showdownValue(game, parseCards(s.cards, "/c", "c"), board).value);
          const best = Math.max(...values);
          const bestSeats = hand.shown.filter((_, k) => values[k] === best).map((s) => s.seatNumber);
          const lastPot = settlement.pots.at(-1);
          if (settlement.pots.length === 1 && lastPot) {
            expect(lastPot.winners.map((w) => w.seatNumber).sort()).toEqual(bestSeats.sort());
          }
        }
        if (hand.shown.length > 0) showdowns += 1;
        raises += hand.actions.filter((a) => a.type === "raise" || a.type === "bet").length;
        const ohh = handOhh(hand).ohh;
        expect(ohh.game_type).toBe("Omaha");
        expect(ohh.bet_limit.bet_type).toBe("PL");
        expect(handPhh(hand)).toContain('variant = "PO"');
      }
      expect(showdowns).toBeGreaterThan(5);
      expect(raises).toBeGreaterThan(10);
    }, 120_000);
  }
});
