/**
 * The soak (issue 19): a bot-only table plays 10,000 hands with no pauses through the machine the table
 * object runs. No error, chips conserved after every step, every hand's history replays through the rules
 * engine to the stacks the table paid, and every hand's shuffle verifies against its commitment and deals
 * the cards that were shown.
 */
import { describe, expect, it } from "vitest";
import { dealFromDeck, verifyShuffle } from "../../src/engine/shuffle.ts";
import { handJson, handPhh } from "../../src/tables/history.ts";
import { playBotTable } from "./bot-table.ts";
import { revealed } from "./revealed.ts";

const HANDS = 10_000;

describe("a bot-only table, 10,000 hands", () => {
  it("conserves chips, replays every history to the same stacks and verifies every shuffle", async () => {
    const run = await playBotTable(HANDS);
    expect(run.finished.length).toBe(HANDS);
    expect(run.checks).toBeGreaterThan(HANDS);
    let showdowns = 0;
    for (const hand of run.finished) {
      const { settlement } = handJson(hand);
      expect(settlement.stacks.map((s) => s.stack)).toEqual(hand.seats.map((s) => s.finalStack));
      const verified = await verifyShuffle(revealed(hand.shuffle));
      expect(verified.valid).toBe(true);
      const button = hand.seats.findIndex((s) => s.seatNumber === hand.button);
      const dealt = dealFromDeck(verified.deck, hand.seats.length, button);
      for (const shown of hand.shown) {
        const i = hand.seats.findIndex((s) => s.seatNumber === shown.seatNumber);
        expect(shown.cards).toBe(dealt.holeCards[i]!.join(""));
      }
      expect([...dealt.flop, dealt.turn, dealt.river].join("").startsWith(hand.board)).toBe(true);
      if (hand.shown.length > 0) showdowns += 1;
      // The PHH names the table's own seat numbers (a set of the seats dealt in) and the table's size, 6.
      const phh = handPhh(hand);
      expect(phh).toContain("seat_count = 6");
      const seats = JSON.parse(/^seats = (\[.*\])$/m.exec(phh)![1]!) as number[];
      expect([...seats].sort((x, y) => x - y)).toEqual(hand.seats.map((s) => s.seatNumber));
    }
    // The bots play real hands: many reach a showdown, and some seats bust and are replaced.
    expect(showdowns).toBeGreaterThan(HANDS / 10);
    expect(run.seatsTaken).toBeGreaterThan(6);
  }, 300_000);
});
