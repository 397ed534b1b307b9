/**
 * A table's histories name its seats (issue 31, item 8): a hand dealt at seats 2, 5 and 9 of a 9-max table
 * is written with those seat numbers and a seat count (table size) of 9, not positions 1..3 of 3. The
 * stateless hand calculation, which has no table, keeps numbering its seats 1..n.
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../src/engine/cards.ts";
import { apply } from "../../src/engine/holdem/betting.ts";
import { atTableSeats, type HistoryInput, toOhh } from "../../src/engine/holdem/history-ohh.ts";
import { toPhh } from "../../src/engine/holdem/history-phh.ts";
import { startHand } from "../../src/engine/holdem/setup.ts";
import { settle } from "../../src/engine/holdem/showdown.ts";
import { readOhh, readPhh } from "./holdem-history-readers.ts";

/** Three players in table order, the button first: it raises, the small blind folds, the big blind calls, both check it down. */
function threeHanded(): HistoryInput {
  let state = startHand({ stacks: [1000, 800, 1200], button: 0, smallBlind: 5, bigBlind: 10, ante: null, smallBlindMissing: false, deadBlinds: [] });
  state = apply(state, { seat: 0, type: "raise", to: 30 });
  state = apply(state, { seat: 1, type: "fold" });
  state = apply(state, { seat: 2, type: "call" });
  for (let street = 0; street < 3; street++) {
    state = apply(state, { seat: 2, type: "check" });
    state = apply(state, { seat: 0, type: "check" });
  }
  const cards = { board: parseCards("2c7d9cJh3s", "/board", "board"), hole: [parseCards("AsAh", "/h", "h"), null, parseCards("KsKh", "/h", "h")] };
  const settlement = settle(state, cards);
  if (!("stacks" in settlement)) throw new Error("expected a settled hand");
  return { state, ids: ["Ann", "Bob", "Cat"], cards, settlement, gameNumber: "t-1", tableName: "Nine", engineVersion: "x", evidence: null };
}

const line = (text: string, field: string) => text.split("\n").find((l) => l.startsWith(`${field} = `));

describe("PHH at a table", () => {
  it("a hand dealt at seats 2, 5, 9 of a 9-max table names those seats and 9", () => {
    const text = toPhh(atTableSeats(threeHanded(), [2, 5, 9], 9));
    // PHH position order: first left of the button (seat 5), then seat 9, the button (seat 2) last.
    expect(line(text, "players")).toBe('players = ["Bob", "Cat", "Ann"]');
    expect(line(text, "seats")).toBe("seats = [5, 9, 2]");
    expect(line(text, "seat_count")).toBe("seat_count = 9");
    // Read back, the players sit in table order as dealt.
    expect(readPhh(text).seats.map((s) => s.id)).toEqual(["Ann", "Bob", "Cat"]);
  });

  it("OHH names the same seats, the button's seat and the table size", () => {
    const doc = toOhh(atTableSeats(threeHanded(), [2, 5, 9], 9));
    expect(doc.ohh.table_size).toBe(9);
    expect(doc.ohh.dealer_seat).toBe(2);
    expect(doc.ohh.players.map((p) => [p.id, p.seat, p.name])).toEqual([
      [0, 2, "Ann"],
      [1, 5, "Bob"],
      [2, 9, "Cat"],
    ]);
    expect(readOhh(doc).button).toBe("Ann");
  });

  it("without a table (the stateless calculation) the seats stay 1..n of n", () => {
    const text = toPhh(threeHanded());
    expect(line(text, "seats")).toBe("seats = [2, 3, 1]");
    expect(line(text, "seat_count")).toBe("seat_count = 3");
    expect(toOhh(threeHanded()).ohh.table_size).toBe(3);
  });

  it("refuses seat numbers that cannot be this hand's: a count that differs, out of order, repeated or outside the table", () => {
    const input = threeHanded();
    for (const [seats, size] of [
      [[2, 5], 9],
      [[5, 2, 9], 9],
      [[2, 2, 9], 9],
      [[0, 5, 9], 9],
      [[2, 5, 9], 6],
    ] as const) {
      expect(() => atTableSeats(input, seats, size), `${seats} of ${size}`).toThrow();
    }
  });
});
