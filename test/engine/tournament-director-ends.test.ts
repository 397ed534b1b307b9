/**
 * The director core's own edge cases: the winner keeps every chip in the final state, and a repeated
 * report is answered with that table's own directive, never one another table's report made for it.
 */
import { describe, expect, it } from "vitest";
import { drawTables, report } from "../../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";

const entries = (ids: string, chips = 100) => [...ids].map((entryId) => ({ entryId, chips }));

function hand(state: DirectorState, tableId: string, handNumber: number, chips: Record<string, number> = {}): HandReport {
  const seats = state.tables.find((t) => t.tableId === tableId)!.seats;
  return {
    tableId,
    handNumber,
    seats: seats.map((s) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: chips[s.entryId] ?? s.chips })),
    startingChips: Object.fromEntries(seats.map((s) => [s.entryId, s.chips])),
    bigBlind: seats[0]!.seatNumber,
    button: seats.at(-1)!.seatNumber,
  };
}

describe("the director core ends right", () => {
  it("the last entry left is the winner with every chip", () => {
    let state = drawTables({ tableSize: 6, placesPaid: 2 }, entries("abc"), () => "t1");
    state = report(state, hand(state, "t1", 1, { a: 0, b: 200 })).state;
    const last = report(state, hand(state, "t1", 2, { b: 300, c: 0 }));
    expect(last.state.remaining).toBe(0);
    expect(last.placed.find((p) => p.place === 1)?.entryId).toBe("b");
    expect(last.state.winner).toEqual({ entryId: "b", chips: 300 });
  });

  it("a repeated report gets its own answer, not a directive another table's report made for it", () => {
    // Two tables of 8. t1 reports its hand: it goes on.
    let state = drawTables({ tableSize: 9, placesPaid: 3 }, entries("abcdefghijklmnop"), (k) => `t${k + 1}`);
    const first = report(state, hand(state, "t1", 1));
    expect(first.directives.t1).toEqual({ kind: "continue" });
    state = first.state;
    // t2 busts seven: it breaks, and its last player is seated at t1 (through t1's outbox, not t1's answer).
    const t2 = state.tables.find((t) => t.tableId === "t2")!;
    const busts = Object.fromEntries(t2.seats.slice(0, 7).map((s) => [s.entryId, 0]));
    const second = report(state, hand(state, "t2", 1, busts));
    expect(second.directives.t2).toEqual({ kind: "break" });
    expect(second.directives.t1?.kind).toBe("seat");
    // t1 did not get its answer and reports hand 1 again: it is answered what it was answered then.
    const again = report(second.state, hand(first.state, "t1", 1));
    expect(again.directives.t1).toEqual({ kind: "continue" });
    expect(again.state).toBe(second.state);
  });
});
