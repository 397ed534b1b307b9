/**
 * The director core (engine/tournament/director.ts) over random tournaments, no objects: tables report
 * hands in random order with random busts until one entry is left. Checked after every report: no entry
 * lost or seated twice, seats unique, the reporting table within the tolerance of the shortest table
 * (unless it broke), a break exactly when the others can hold the breaking table's players, movers were
 * due the big blind; at the end every entry has exactly one place, the winner 1st, and tied prizes sum
 * exactly to the pool.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closeLateRegistration, drawTables, dueBigBlind, prizesWithTies, report, seatLate, tolerance } from "../../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { lcg } from "./helpers.ts";

/**
 * With `late`: late registration is open from the start; before each report a late entry joins with
 * probability 0.3 (up to `late.entries`, at the shortest table, or a new one) until `late.closeAfter`
 * reports, when it closes (the held busts are placed for the final field).
 */
function simulate(initial: number, tableSize: number, placesPaid: number, seed: number, late?: { entries: number; closeAfter: number }) {
  let entrants = initial;
  const random = lcg(seed);
  const ids = Array.from({ length: entrants }, (_, i) => `ent_${String(i).padStart(6, "0")}`);
  let state: DirectorState = drawTables(
    { tableSize, placesPaid },
    ids.map((entryId) => ({ entryId, chips: 1000 })),
    (k) => `tbl_${k}`,
  );
  if (late) state = { ...state, lateOpen: true };
  let lateAdded = 0;
  const sizes = state.tables.map((t) => t.seats.length);
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  expect(state.tables.length).toBe(Math.ceil(entrants / tableSize));
  const hands = new Map<string, number>();
  let reports = 0;
  let handForHandSeen = false;
  while (state.remaining > 0 && reports < (initial + (late?.entries ?? 0)) * 50) {
    if (late && state.lateOpen) {
      if (lateAdded < late.entries && random() < 0.3) {
        const joined = seatLate(state, { entryId: `late_${String(lateAdded).padStart(6, "0")}`, chips: 1000 }, (k) => `tbl_${k}`);
        const at = joined.state.tables.find((t) => t.tableId === joined.tableId)!;
        // Never the shortest table's neighbour: no table with an empty seat had fewer players than this one.
        const fewer = state.tables.filter((t) => t.seats.length > 0 && t.seats.length < tableSize && t.seats.length < at.seats.length - 1);
        expect(joined.opened ? state.tables.every((t) => t.seats.length === 0 || t.seats.length === tableSize) : fewer.length === 0).toBe(true);
        state = joined.state;
        lateAdded += 1;
        entrants += 1;
      }
      if (reports >= late.closeAfter) {
        const closed = closeLateRegistration(state, placesPaid);
        // The held busts take the lowest places, each once.
        const worst = state.remaining + (state.heldBusts ?? []).flat().length;
        expect(closed.placed.every((p) => p.place > state.remaining && p.place <= worst)).toBe(true);
        state = closed.state;
      }
    }
    // Only a table with two players or more can play a hand (and report); if none can, the director stalled.
    const live = state.tables.filter((t) => t.seats.length > 1 && !t.waiting);
    if (live.length === 0)
      throw new Error(`no table can play: ${JSON.stringify(state.tables.filter((t) => t.seats.length > 0).map((t) => [t.seats.length, t.waiting]))}`);
    const table = live[Math.floor(random() * live.length)]!;
    const handNumber = (hands.get(table.tableId) ?? 0) + 1;
    hands.set(table.tableId, handNumber);
    // A hand with 2+ players: some bust (never the whole field).
    const canBust = table.seats.length >= 2 ? table.seats.slice(0, table.seats.length - 1) : [];
    let busting = new Set(canBust.filter(() => random() < 0.15).map((s) => s.entryId));
    // Near the money a hand busts at most one player, so the field reaches the bubble exactly and plays
    // hand-for-hand (several busts in one hand can otherwise jump over it, which the TDA orders by stacks).
    if (!state.handForHand && state.remaining <= placesPaid + 5 && busting.size > 1) busting = new Set([...busting].slice(0, 1));
    if (busting.size >= state.remaining) busting.clear();
    const seatsTaken = table.seats.map((s) => s.seatNumber);
    const r: HandReport = {
      tableId: table.tableId,
      handNumber,
      seats: table.seats.map((s) => ({ ...s, chips: busting.has(s.entryId) ? 0 : s.chips + 10 })),
      startingChips: Object.fromEntries(table.seats.map((s) => [s.entryId, 100 + Math.floor(random() * 3) * 50])),
      bigBlind: seatsTaken[Math.floor(random() * seatsTaken.length)]!,
      button: seatsTaken[0]!,
    };
    const before = state;
    const result = report(state, r);
    state = result.state;
    reports += 1;
    if (state.handForHand) handForHandSeen = true;
    // A repeated report changes nothing and gets the same answer.
    const again = report(state, r);
    expect(again.state).toBe(state);
    expect(again.directives[r.tableId]).toEqual(result.directives[r.tableId]);

    // The whole field is checked every report for small fields, every 200th for large ones.
    const full = entrants <= 500 || reports % 200 === 0;
    const seated = full ? state.tables.flatMap((t) => t.seats.map((s) => s.entryId)) : [];
    if (full) {
      expect(new Set(seated).size).toBe(seated.length);
      // Busts of an unfinished hand-for-hand round are placed when the round ends.
      // Busts while late registration is open are held until it closes.
      expect(seated.length + state.roundBusts.length + state.placements.length + (state.heldBusts ?? []).flat().length).toBe(entrants);
      expect(state.remaining).toBe(seated.length + state.roundBusts.length);
    }
    for (const t of full ? state.tables : state.tables.filter((x) => x.tableId === r.tableId)) {
      const numbers = t.seats.map((s) => s.seatNumber);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.every((n) => n >= 1 && n <= tableSize)).toBe(true);
    }
    const d = result.directives[r.tableId]!;
    const reporting = state.tables.find((t) => t.tableId === r.tableId)!;
    const others = state.tables.filter((t) => t.tableId !== r.tableId && t.seats.length > 0);
    if (d.kind === "move_out") {
      // The first mover was the player due the big blind next at the reporting table.
      const prior = { ...before.tables.find((t) => t.tableId === r.tableId)!, lastBigBlind: r.bigBlind };
      prior.seats = prior.seats.filter((s) => !busting.has(s.entryId));
      expect(d.entryIds[0]).toBe(dueBigBlind(before.rules, prior)!.entryId);
    }
    if (d.kind === "break") expect(reporting.seats.length).toBe(0);
    if ((d.kind === "continue" || d.kind === "move_out") && others.length > 0) {
      const shortest = Math.min(...others.map((t) => t.seats.length));
      expect(reporting.seats.length - shortest).toBeLessThanOrEqual(tolerance(others.length + 1));
      // Not broken although it should have been: the first of the shortest tables, and the others could hold it.
      const survivors = table.seats.length - busting.size;
      const counts = before.tables.map((t) => (t.tableId === r.tableId ? survivors : t.seats.length));
      const liveCounts = counts.filter((c) => c > 0);
      const fewest = Math.min(...liveCounts);
      const firstShortest = before.tables.find((_, i) => counts[i]! > 0 && counts[i] === fewest)?.tableId === r.tableId;
      const capacity = before.tables.reduce((sum, t, i) => (t.tableId === r.tableId || counts[i] === 0 ? sum : sum + tableSize - counts[i]!), 0);
      expect(firstShortest && survivors === fewest && capacity >= survivors).toBe(false);
    }
  }
  // The winner is placed too: nobody remains.
  if (state.remaining !== 0)
    console.log(
      "stuck",
      entrants,
      tableSize,
      placesPaid,
      seed,
      reports,
      JSON.stringify(state.tables.filter((t) => t.seats.length > 0).map((t) => [t.tableId, t.seats.length, t.waiting])),
      state.handForHand,
      state.roundReported,
    );
  expect(state.remaining).toBe(0);
  const places = state.placements;
  expect(places.length).toBe(entrants);
  expect(new Set(places.map((p) => p.entryId)).size).toBe(entrants);
  expect(places.filter((p) => p.place === 1).length).toBe(1);
  // Places are consistent with ties: a group at place k has k..k+t-1 to itself.
  const byPlace = new Map<number, number>();
  for (const p of places) byPlace.set(p.place, (byPlace.get(p.place) ?? 0) + 1);
  let expected = 1;
  for (const place of [...byPlace.keys()].sort((a, b) => a - b)) {
    expect(place).toBe(expected);
    expected += byPlace.get(place)!;
  }
  expect(expected).toBe(entrants + 1);
  const pool = 100_003;
  const perPlace = Array.from({ length: entrants }, (_, i) =>
    i < placesPaid ? Math.floor(pool / placesPaid) + (i === 0 ? pool % placesPaid : 0) : 0,
  );
  const prizes = prizesWithTies(perPlace, places);
  expect([...prizes.values()].reduce((a, b) => a + b, 0)).toBe(pool);
  return { handForHandSeen, tables: Math.ceil(initial / tableSize), lateAdded };
}

describe("the director core", () => {
  it("random tournaments of 2..200 entrants: seats, balance, breaks, places and prizes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer(),
        (n, size, paid, seed) => {
          simulate(n, size, Math.min(paid, n - 1 || 1), seed);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("random tournaments with late registration: late entries at the shortest table, held busts placed at the close, every place once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 120 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer(),
        (n, size, paid, entries, closeAfter, seed) => {
          simulate(n, size, Math.min(paid, n - 1 || 1), seed, { entries, closeAfter });
        },
      ),
      { numRuns: 20 },
    );
  });

  it("10,000 entrants at nine-handed tables, with a hand-for-hand bubble", () => {
    const run = simulate(10_000, 9, 1_000, 7);
    expect(run.tables).toBe(1112);
    expect(run.handForHandSeen).toBe(true);
  }, 120_000);

  it("busts of one hand are ordered by starting chips; equal starting chips tie", () => {
    let state = drawTables(
      { tableSize: 6, placesPaid: 1 },
      ["a", "b", "c", "d"].map((entryId) => ({ entryId, chips: 100 })),
      () => "t",
    );
    const result = report(state, {
      tableId: "t",
      handNumber: 1,
      seats: [
        { entryId: "a", seatNumber: 1, chips: 400 },
        { entryId: "b", seatNumber: 2, chips: 0 },
        { entryId: "c", seatNumber: 3, chips: 0 },
        { entryId: "d", seatNumber: 4, chips: 0 },
      ],
      startingChips: { a: 100, b: 100, c: 50, d: 100 },
      bigBlind: 2,
      button: 1,
    });
    state = result.state;
    const place = Object.fromEntries(state.placements.map((p) => [p.entryId, p.place]));
    // c started with fewer chips: 4th; b and d tie for 2nd (places 2 and 3); a wins.
    expect(place).toEqual({ c: 4, b: 2, d: 2, a: 1 });
    expect(prizesWithTies([70, 20, 10, 0], state.placements)).toEqual(
      new Map([
        ["c", 0],
        ["b", 15],
        ["d", 15],
        ["a", 70],
      ]),
    );
  });
});

describe("late registration in the director core", () => {
  /** Six entries at two tables of three (seats 1..3), late registration open. */
  function opened(): DirectorState {
    const state = drawTables(
      { tableSize: 4, placesPaid: 1 },
      ["a", "b", "c", "d", "e", "f"].map((entryId) => ({ entryId, chips: 100 })),
      (k) => `t${k + 1}`,
    );
    return { ...state, lateOpen: true };
  }
  const seatsOf = (state: DirectorState, tableId: string) => state.tables.find((t) => t.tableId === tableId)!.seats.map((s) => s.entryId);

  it("a late entry sits at the shortest table, in the seat that takes the big blind soonest; a new table when all are full", () => {
    let state = opened();
    // The draw deals round the tables: t1 holds a, c, e (seats 1, 2, 3); t2 b, d, f. t2 loses f: it is the shortest.
    state = report(state, {
      tableId: "t2",
      handNumber: 1,
      seats: [
        { entryId: "b", seatNumber: 1, chips: 200 },
        { entryId: "d", seatNumber: 2, chips: 100 },
        { entryId: "f", seatNumber: 3, chips: 0 },
      ],
      startingChips: { b: 100, d: 100, f: 100 },
      bigBlind: 1,
      button: 3,
    }).state;
    // A bust while late registration is open is held, not placed (the field may still grow).
    expect(state.placements).toEqual([]);
    expect(state.remaining).toBe(5);
    const first = seatLate(state, { entryId: "g", chips: 100 }, (k) => `t${k + 1}`);
    expect(first.tableId).toBe("t2");
    expect(first.opened).toBe(false);
    // t2's last big blind was seat 1; clockwise from it seat 2 is taken, so seat 3 takes the big blind soonest.
    expect(first.seat).toEqual({ entryId: "g", seatNumber: 3, chips: 100 });
    expect(first.state.remaining).toBe(6);
    // 3 and 3: the first table, t1, whose first hand has not been dealt: its first empty seat, 4.
    const second = seatLate(first.state, { entryId: "h", chips: 100 }, (k) => `t${k + 1}`);
    expect([second.tableId, second.seat.seatNumber]).toEqual(["t1", 4]);
    // t1 is full (4): t2 takes the next, in seat 4 (after seats 2 and 3, both taken, clockwise from its big blind).
    const third = seatLate(second.state, { entryId: "i", chips: 100 }, (k) => `t${k + 1}`);
    expect([third.tableId, third.seat.seatNumber]).toEqual(["t2", 4]);
    expect(seatsOf(third.state, "t2")).toEqual(["b", "d", "g", "i"]);
    // Both tables full: a third table opens with the entry in seat 1.
    const fourth = seatLate(third.state, { entryId: "j", chips: 100 }, (k) => `t${k + 1}`);
    expect(fourth).toMatchObject({ tableId: "t3", opened: true, seat: { entryId: "j", seatNumber: 1, chips: 100 } });
    expect(fourth.state.remaining).toBe(9);
    // The earlier states are untouched (a repeated report answers from them).
    expect(seatsOf(first.state, "t1")).toEqual(["a", "c", "e"]);
  });

  it("closing places the held busts for the final field: earliest lowest, one hand by starting chips, equal chips tie", () => {
    let state = opened();
    // Hand 1 at t1: e busts. Hand 1 at t2: d (started with 100) and f (started with 60) bust.
    state = report(state, {
      tableId: "t1",
      handNumber: 1,
      seats: [
        { entryId: "a", seatNumber: 1, chips: 150 },
        { entryId: "c", seatNumber: 2, chips: 150 },
        { entryId: "e", seatNumber: 3, chips: 0 },
      ],
      startingChips: { a: 100, c: 100, e: 100 },
      bigBlind: 2,
      button: 1,
    }).state;
    state = report(state, {
      tableId: "t2",
      handNumber: 1,
      seats: [
        { entryId: "b", seatNumber: 1, chips: 360 },
        { entryId: "d", seatNumber: 2, chips: 0 },
        { entryId: "f", seatNumber: 3, chips: 0 },
      ],
      startingChips: { b: 200, d: 100, f: 60 },
      bigBlind: 2,
      button: 1,
    }).state;
    // Two late entries join: the field is 8, and 5 of them are still playing.
    state = seatLate(state, { entryId: "g", chips: 100 }, (k) => `t${k + 1}`).state;
    state = seatLate(state, { entryId: "h", chips: 100 }, (k) => `t${k + 1}`).state;
    expect(state.remaining).toBe(5);
    const closed = closeLateRegistration(state, 3);
    // e busted first: 8th. Then f (fewer starting chips) 7th, d 6th.
    expect(Object.fromEntries(closed.placed.map((p) => [p.entryId, p.place]))).toEqual({ e: 8, f: 7, d: 6 });
    expect(closed.state.lateOpen).toBe(false);
    expect(closed.state.rules.placesPaid).toBe(3);
    // From now on a bust is placed at once: the next is 5th.
    const next = report(closed.state, {
      tableId: "t1",
      handNumber: 2,
      seats: closed.state.tables.find((t) => t.tableId === "t1")!.seats.map((s) => ({ ...s, chips: s.entryId === "a" ? 0 : s.chips + s.chips })),
      startingChips: { a: 150 },
      bigBlind: 1,
      button: 2,
    });
    expect(next.placed).toEqual([{ entryId: "a", place: 5, tiedWith: [] }]);
  });

  it("a tournament that ends while late registration is open places the held busts below the winner", () => {
    let state = drawTables(
      { tableSize: 6, placesPaid: 1 },
      ["a", "b", "c"].map((entryId) => ({ entryId, chips: 100 })),
      () => "t",
    );
    state = { ...state, lateOpen: true };
    const result = report(state, {
      tableId: "t",
      handNumber: 1,
      seats: [
        { entryId: "a", seatNumber: 1, chips: 300 },
        { entryId: "b", seatNumber: 2, chips: 0 },
        { entryId: "c", seatNumber: 3, chips: 0 },
      ],
      startingChips: { a: 100, b: 100, c: 100 },
      bigBlind: 2,
      button: 1,
    });
    expect(Object.fromEntries(result.state.placements.map((p) => [p.entryId, p.place]))).toEqual({ b: 2, c: 2, a: 1 });
    expect(result.directives.t).toEqual({ kind: "finish" });
  });
});
