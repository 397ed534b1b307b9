/**
 * The director core's own edge cases: the winner keeps every chip in the final state, and a repeated
 * report is answered with that table's own directive, never one another table's report made for it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawTables, eliminators, prizesWithTies, report } from "../../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { prizePoolOf, prizesFor } from "../../src/tournaments/prizes.ts";

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

describe("the director core conserves chips and money (property)", () => {
  /** A seeded generator for a simulation's choices. */
  const lcg = (seed: number) => {
    let x = seed >>> 0 || 1;
    return () => {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return x / 2 ** 32;
    };
  };

  it("random tournaments whose hands move chips: chips in play never change, the winner ends with all of them, each bust names its eliminator", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.constantFrom(2, 6, 9),
        fc.integer({ min: 1, max: 10 }),
        fc.integer(),
        (n, tableSize, paid, seed) => {
          const random = lcg(seed);
          const ids = Array.from({ length: n }, (_, i) => `e${String(i).padStart(3, "0")}`);
          let state = drawTables(
            { tableSize, placesPaid: Math.min(paid, n) },
            ids.map((entryId) => ({ entryId, chips: 1000 })),
            (k) => `t${k}`,
          );
          const total = n * 1000;
          const hands = new Map<string, number>();
          for (let reports = 0; state.remaining > 0 && reports < n * 200; reports++) {
            const live = state.tables.filter((t) => t.seats.length > 1 && !t.waiting);
            expect(live.length).toBeGreaterThan(0);
            const table = live[Math.floor(random() * live.length)]!;
            const handNumber = (hands.get(table.tableId) ?? 0) + 1;
            hands.set(table.tableId, handNumber);
            // One winner takes what the others lose; a loser may lose everything (a bust), never the whole table.
            const seats = table.seats.map((s) => ({ ...s }));
            const winner = seats[Math.floor(random() * seats.length)]!;
            for (const s of seats) {
              if (s === winner) continue;
              const lost = random() < 0.2 ? s.chips : Math.floor(random() * s.chips * 0.3);
              s.chips -= lost;
              winner.chips += lost;
            }
            const busted = seats.filter((s) => s.chips === 0).map((s) => s.entryId);
            const r: HandReport = {
              tableId: table.tableId,
              handNumber,
              seats,
              startingChips: Object.fromEntries(table.seats.map((s) => [s.entryId, s.chips])),
              bigBlind: seats[0]!.seatNumber,
              button: seats.at(-1)!.seatNumber,
              pots: [{ eligible: table.seats.map((s) => s.entryId), winners: [{ entryId: winner.entryId, amount: 1 }] }],
            };
            for (const b of busted) expect(eliminators(r, b)).toEqual([{ entryId: winner.entryId, amount: 1 }]);
            state = report(state, r).state;
            if (state.remaining > 0) expect(state.tables.flatMap((t) => t.seats).reduce((sum, s) => sum + s.chips, 0)).toBe(total);
          }
          expect(state.remaining).toBe(0);
          expect(state.winner?.chips).toBe(total);
          expect(state.placements.filter((p) => p.place === 1).map((p) => p.entryId)).toEqual([state.winner!.entryId]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a pool from buy-ins is max(guarantee, what the entries paid), and its prizes, ties included, sum to it exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 300 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom("standard", "top_heavy", "flat"),
        fc.integer({ min: 1, max: 4 }),
        (entrants, amount, guarantee, style, tieEvery) => {
          const pool = prizePoolOf({ buyIn: { amount }, guaranteedPrizePool: guarantee, prizePool: null }, { entries: entrants });
          expect(pool).toBe(Math.max(guarantee, entrants * amount));
          const perPlace = prizesFor(
            { payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10_000 }], ladder: { style, rounding: { unit: 1 } } },
            pool,
            entrants,
          );
          expect(perPlace.reduce((a, b) => a + b, 0)).toBe(pool);
          // Places with ties: groups of up to `tieEvery` entries share the best of their places.
          const placements = [];
          for (let place = 1, k = 0; place <= entrants; ) {
            const size = Math.min(place === 1 ? 1 : tieEvery, entrants - place + 1);
            const group = Array.from({ length: size }, (_, i) => `e${k + i}`);
            for (const id of group) placements.push({ entryId: id, place, tiedWith: group.filter((x) => x !== id) });
            k += size;
            place += size;
          }
          const prizes = prizesWithTies(perPlace, placements);
          expect([...prizes.values()].reduce((a, b) => a + b, 0)).toBe(pool);
        },
      ),
      { numRuns: 200 },
    );
  });
});
