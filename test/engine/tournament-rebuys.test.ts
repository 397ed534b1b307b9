/**
 * Rebuys and add-ons over the pure director (engine/tournament/rebuys.ts with director.ts), no objects:
 * random tournaments whose hands move real chips between the players of a table, while entries buy
 * rebuys (at or below the starting stack, or busted during the period: seated again) and the add-on, as
 * the director object sells them. Checked: chips are conserved after every report (the starting stacks
 * plus every rebuy's and add-on's chips are exactly the chips in play), no entry buys beyond the rules,
 * every entry ends with one place, and the prizes sum exactly to the pool from the buy-ins, which the
 * test counts itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closeLateRegistration, drawTables, prizesWithTies, report } from "../../src/engine/tournament/director.ts";
import {
  type AddOnRules,
  addOnOpen,
  addOnRefusal,
  type ClockPosition,
  creditSeat,
  holdRescued,
  isHeld,
  type Purchase,
  purchasesAhead,
  type RebuyRules,
  rebuyRefusal,
  rebuysOpen,
  reenter,
  rescueBusts,
  settleReport,
} from "../../src/engine/tournament/rebuys.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { prizePoolOf, prizesFor } from "../../src/tournaments/prizes.ts";
import { lcg } from "./helpers.ts";

const STARTING = 1000;

/** The clock's steps in play order: level 1, 2, ... with one break after `breakAfterLevel` (0: none). */
function steps(levels: number, breakAfterLevel: number): ClockPosition[] {
  const out: ClockPosition[] = [];
  for (let level = 1; level <= levels; level++) {
    out.push({ level, onBreak: false });
    if (level === breakAfterLevel) out.push({ level: level + 1, onBreak: true });
  }
  return out;
}

interface Setup {
  entrants: number;
  tableSize: number;
  rebuys: RebuyRules;
  addOn: AddOnRules;
  breakAfterLevel: number;
  reportsPerStep: number;
  seed: number;
}

function simulate(setup: Setup) {
  const { entrants, tableSize, rebuys, addOn, breakAfterLevel, reportsPerStep } = setup;
  const random = lcg(setup.seed);
  const clockSteps = steps(8, breakAfterLevel);
  const breakAfter = breakAfterLevel === addOn.afterLevel;
  const ids = Array.from({ length: entrants }, (_, i) => `ent_${String(i).padStart(4, "0")}`);
  let state: DirectorState = drawTables(
    { tableSize, placesPaid: Math.max(1, Math.floor(entrants / 3)) },
    ids.map((entryId) => ({ entryId, chips: STARTING })),
    (k) => `tbl_${k}`,
  );
  // Busts are held while the pool can grow (the director object's rule).
  state = { ...state, lateOpen: true };
  const purchases: Purchase[] = [];
  let sold = { rebuys: 0, addOns: 0, chips: 0 };
  const hands = new Map<string, number>();
  let reports = 0;
  const chipsInPlay = (s: DirectorState) => s.tables.flatMap((t) => t.seats).reduce((sum, x) => sum + x.chips, 0) + (s.winner?.chips ?? 0);
  // Chips sold but not at a table yet (the director object hands them over later).
  const onTheirWay = (entryId?: string) =>
    purchases.filter((p) => p.state === "open" && (entryId === undefined || p.entryId === entryId)).reduce((sum, p) => sum + p.chips, 0);

  while (state.remaining > 0 && reports < entrants * 200) {
    const clock = clockSteps[Math.min(clockSteps.length - 1, Math.floor(reports / reportsPerStep))]!;
    // Someone asks to buy: a random entry (playing, held or out), a rebuy or the add-on.
    if (random() < 0.4) {
      const entryId = ids[Math.floor(random() * ids.length)]!;
      const seat = state.tables.flatMap((t) => t.seats).find((x) => x.entryId === entryId);
      const standing = seat
        ? ({ kind: "playing", chips: seat.chips } as const)
        : isHeld(state, entryId)
          ? ({ kind: "held" } as const)
          : ({ kind: "out" } as const);
      const kind = random() < 0.6 ? "rebuy" : "add_on";
      const refusal =
        kind === "rebuy"
          ? rebuyRefusal(rebuys, clock, STARTING, standing, purchases, entryId)
          : addOnRefusal(addOn, clock, breakAfter, standing, purchases, entryId);
      // The rules, checked from outside: within the window, the count and the stack limit.
      const mine = purchases.filter((p) => p.entryId === entryId && p.kind === kind).length;
      const allowed =
        kind === "rebuy"
          ? rebuysOpen(rebuys, clock) &&
            standing.kind !== "out" &&
            mine < rebuys.maxPerEntry &&
            (standing.kind === "held" || standing.chips + onTheirWay(entryId) <= STARTING)
          : addOnOpen(addOn, clock, breakAfter) && standing.kind === "playing" && mine === 0;
      expect(refusal === null).toBe(allowed);
      if (refusal === null) {
        const chips = kind === "rebuy" ? rebuys.chips : addOn.chips;
        const before = chipsInPlay(state);
        // Sold to a busted entry: seated again at once. Otherwise half the time the table takes the chips at
        // once, half the time they are on their way until a report settles them.
        const later = standing.kind === "playing" && random() < 0.5;
        if (standing.kind === "held") {
          const seated = reenter(state, entryId, chips, (k) => `tbl_${k}`)!;
          state = seated.state;
          expect(seated.seat.chips).toBe(chips);
        } else if (!later) {
          state = creditSeat(state, entryId, chips);
        }
        expect(chipsInPlay(state)).toBe(before + (later ? 0 : chips));
        purchases.push({ id: `p${purchases.length}`, kind, entryId, chips, at: "", state: later ? "open" : "in_play" });
        sold = {
          rebuys: sold.rebuys + (kind === "rebuy" ? 1 : 0),
          addOns: sold.addOns + (kind === "add_on" ? 1 : 0),
          chips: sold.chips + chips,
        };
      }
    }
    // The pool is fixed once nothing more can be sold and nothing sold is on its way: the held busts get their places.
    if (state.lateOpen && onTheirWay() === 0 && !purchasesAhead(rebuys, addOn, clock, breakAfter))
      state = closeLateRegistration(state, state.rules.placesPaid).state;

    const live = state.tables.filter((t) => t.seats.length > 1 && !t.waiting);
    if (live.length === 0) throw new Error("no table can play");
    const table = live[Math.floor(random() * live.length)]!;
    const handNumber = (hands.get(table.tableId) ?? 0) + 1;
    hands.set(table.tableId, handNumber);
    // A hand: one winner takes what the others lose (some lose everything and bust).
    const winner = table.seats[Math.floor(random() * table.seats.length)]!;
    let pot = 0;
    const after = table.seats.map((s) => {
      if (s === winner) return s;
      const r = random();
      const lost = r < 0.15 ? s.chips : r < 0.6 ? Math.floor(s.chips * random() * 0.5) : 0;
      pot += lost;
      return { ...s, chips: s.chips - lost };
    });
    const r: HandReport = {
      tableId: table.tableId,
      handNumber,
      seats: after.map((s) => (s.entryId === winner.entryId ? { ...s, chips: s.chips + pot } : s)),
      startingChips: Object.fromEntries(table.seats.map((s) => [s.entryId, s.chips])),
      bigBlind: table.seats[0]!.seatNumber,
      button: table.seats[table.seats.length - 1]!.seatNumber,
    };
    // As the director object takes a report: a seat saved by chips on their way, the core, the purchases it settles.
    const rescue = rescueBusts(state, purchases, r);
    const result = report(state, rescue.report);
    const held = holdRescued(result.state, r.tableId, rescue.rescued);
    const own = result.directives[r.tableId];
    const leaving = own?.kind === "move_out" ? own.entryIds : own?.kind === "break" || own?.kind === "finish" ? "all" : [];
    const settled = settleReport(held.state, rescue.purchases, r, leaving);
    state = settled.state;
    for (const p of settled.reentering) state = reenter(state, p.entryId, p.chips, (k) => `tbl_${k}`)!.state;
    purchases.splice(
      0,
      purchases.length,
      ...settled.purchases.map((p) => (settled.reentering.includes(p) ? { ...p, state: "in_play" as const } : p)),
    );
    reports += 1;
    // Conserved: every chip ever sold is at a table (or the winner's, at the end), or on its way there.
    expect(chipsInPlay(state) + onTheirWay()).toBe(entrants * STARTING + sold.chips);
  }
  expect(state.remaining).toBe(0);
  expect(onTheirWay()).toBe(0);
  expect(state.winner?.chips).toBe(entrants * STARTING + sold.chips);
  // Nobody bought beyond the rules.
  for (const id of ids) {
    expect(purchases.filter((p) => p.entryId === id && p.kind === "rebuy").length).toBeLessThanOrEqual(rebuys.maxPerEntry);
    expect(purchases.filter((p) => p.entryId === id && p.kind === "add_on").length).toBeLessThanOrEqual(1);
  }
  // One place each, the winner 1st; a busted entry that rebought was placed once, for its last bust.
  expect(state.placements.map((p) => p.entryId).sort()).toEqual([...ids].sort());
  expect(state.placements.filter((p) => p.place === 1).map((p) => p.entryId)).toEqual([state.winner!.entryId]);

  // The prize pool from buy-ins, counted here: max(guarantee, entries x 100 + rebuys x 70 + add-ons x 40).
  const guarantee = 90 * entrants;
  const expectedPool = Math.max(guarantee, entrants * 100 + sold.rebuys * 70 + sold.addOns * 40);
  const pool = prizePoolOf(
    { buyIn: { amount: 100, rebuyAmount: 70, addOnAmount: 40 }, guaranteedPrizePool: guarantee, prizePool: null },
    { entries: entrants, rebuys: sold.rebuys, addOns: sold.addOns },
  );
  expect(pool).toBe(expectedPool);
  const payout = {
    payouts: [
      { fromPlace: 1, toPlace: 1, basisPoints: 5000 },
      { fromPlace: 2, toPlace: 2, basisPoints: 3000 },
      { fromPlace: 3, toPlace: 3, basisPoints: 2000 },
    ],
    ladder: null,
  };
  const prizes = prizesWithTies(prizesFor(payout, pool, entrants), state.placements);
  expect([...prizes.values()].reduce((a, b) => a + b, 0)).toBe(expectedPool);
  return sold;
}

describe("rebuys and add-ons in the director core", () => {
  it("random tournaments: chips conserved after every report, purchases within the rules, prizes sum exactly to the pool", () => {
    let rebuysSeen = 0;
    let addOnsSeen = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 2, max: 12 }),
        fc.integer(),
        (entrants, tableSize, untilLevel, maxPerEntry, afterLevel, breakThere, reportsPerStep, seed) => {
          const sold = simulate({
            entrants,
            tableSize,
            rebuys: { untilLevel, maxPerEntry, chips: STARTING },
            addOn: { afterLevel, chips: 1500 },
            breakAfterLevel: breakThere ? afterLevel : 0,
            reportsPerStep,
            seed,
          });
          rebuysSeen += sold.rebuys;
          addOnsSeen += sold.addOns;
        },
      ),
      { numRuns: 150 },
    );
    // The runs did sell both (the property is not vacuous).
    expect(rebuysSeen).toBeGreaterThan(0);
    expect(addOnsSeen).toBeGreaterThan(0);
  });

  it("the windows, worked by hand: rebuys through level 2 (a break after level 1 included), the add-on in the break after level 2", () => {
    const rules = { untilLevel: 2, maxPerEntry: 1, chips: 1000 };
    const addOn = { afterLevel: 2, chips: 2000 };
    const at = (level: number, onBreak = false) => ({ level, onBreak });
    expect([at(1), at(2, true), at(2), at(3, true), at(3)].map((c) => rebuysOpen(rules, c))).toEqual([true, true, true, false, false]);
    // With a break after level 2 the add-on is that break; without one, level 3.
    expect([at(2), at(3, true), at(3)].map((c) => addOnOpen(addOn, c, true))).toEqual([false, true, false]);
    expect([at(2), at(3), at(4)].map((c) => addOnOpen(addOn, c, false))).toEqual([false, true, false]);
    // Purchases ahead until the add-on window is over.
    expect(purchasesAhead(rules, addOn, at(3, true), true)).toBe(true);
    expect(purchasesAhead(rules, addOn, at(3), true)).toBe(false);
    expect(purchasesAhead(rules, addOn, at(3), false)).toBe(true);
    expect(purchasesAhead(rules, addOn, at(4), false)).toBe(false);
    // A stack above the starting stack buys no rebuy; at it, it does; an open one counts in the stack.
    expect(rebuyRefusal(rules, at(1), 1000, { kind: "playing", chips: 1001 }, [], "e")).toMatch(/at or below the starting stack/);
    expect(rebuyRefusal({ ...rules, maxPerEntry: 2 }, at(1), 1000, { kind: "playing", chips: 1000 }, [], "e")).toBeNull();
    const open: Purchase = { id: "p", kind: "rebuy", entryId: "e", chips: 1000, at: "", state: "open" };
    expect(rebuyRefusal({ ...rules, maxPerEntry: 2 }, at(1), 1000, { kind: "playing", chips: 500 }, [open], "e")).toMatch(/this entry has 1500/);
    expect(rebuyRefusal(rules, at(1), 1000, { kind: "held" }, [open], "e")).toMatch(/had its 1 rebuy/);
    expect(rebuyRefusal(rules, at(1), 1000, { kind: "out" }, [], "e")).toMatch(/out of the tournament/);
  });

  it("a hand report settles the purchases on their way, worked by hand", () => {
    // Table t0: a (1500), b (800), c (arriving: its seat may not be there yet); table t1: d. e busted, held.
    const state: DirectorState = {
      ...drawTables({ tableSize: 6, placesPaid: 2 }, [], () => "t0"),
      tables: [
        {
          tableId: "t0",
          seats: [
            { entryId: "a", seatNumber: 1, chips: 1500 },
            { entryId: "b", seatNumber: 2, chips: 800 },
            { entryId: "c", seatNumber: 3, chips: 1000, arriving: true },
          ],
          lastBigBlind: 2,
          lastButton: 1,
          waiting: false,
          handsReported: 4,
        },
        {
          tableId: "t1",
          seats: [{ entryId: "d", seatNumber: 1, chips: 900 }],
          lastBigBlind: null,
          lastButton: null,
          waiting: false,
          handsReported: 0,
        },
      ],
      remaining: 4,
      lateOpen: true,
      heldBusts: [[{ entryId: "e", startingChips: 300 }]],
    };
    const open = (id: string, entryId: string, chips: number): Purchase => ({ id, kind: "rebuy", entryId, chips, at: "", state: "open" });
    const purchases = [open("p-a", "a", 1000), open("p-b", "b", 1000), open("p-c", "c", 1000), open("p-d", "d", 1000), open("p-e", "e", 1000)];
    // The table took a's rebuy during the hand (in its reported stack already); b stays; c's seat may not be there; d sits elsewhere.
    const settled = settleReport(state, purchases, { tableId: "t0", chipsAdded: ["p-a"] }, []);
    expect(settled.handed.map((p) => p.id)).toEqual(["p-b"]);
    expect(settled.reentering.map((p) => p.id)).toEqual(["p-e"]);
    expect(settled.purchases.map((p) => [p.id, p.state])).toEqual([
      ["p-a", "in_play"],
      ["p-b", "in_play"],
      ["p-c", "open"],
      ["p-d", "open"],
      ["p-e", "open"],
    ]);
    const chips = (s: DirectorState, id: string) => s.tables.flatMap((t) => t.seats).find((x) => x.entryId === id)!.chips;
    expect([chips(settled.state, "a"), chips(settled.state, "b"), chips(settled.state, "c"), chips(settled.state, "d")]).toEqual([
      1500, 1800, 1000, 900,
    ]);
    // b moving out: its chips wait for its new table; a break hands nothing.
    expect(settleReport(state, purchases, { tableId: "t0", chipsAdded: ["p-a"] }, ["b"]).handed).toEqual([]);
    expect(settleReport(state, purchases, { tableId: "t0" }, "all").handed).toEqual([]);
    // Without the table's word that it took a's chips, they are handed with the answer too.
    expect(settleReport(state, purchases, { tableId: "t0" }, []).handed.map((p) => p.id)).toEqual(["p-a", "p-b"]);
  });

  it("heads-up, a rebuy bought during the hand that had not reached the table saves the seat: no bust, no winner yet", () => {
    const state: DirectorState = drawTables(
      { tableSize: 6, placesPaid: 1 },
      [
        { entryId: "a", chips: 1000 },
        { entryId: "b", chips: 1000 },
      ],
      () => "t0",
    );
    const purchases: Purchase[] = [{ id: "p1", kind: "rebuy", entryId: "a", chips: 1000, at: "", state: "open" }];
    const r: HandReport = {
      tableId: "t0",
      handNumber: 1,
      seats: [
        { entryId: "a", seatNumber: 1, chips: 0 },
        { entryId: "b", seatNumber: 2, chips: 2000 },
      ],
      startingChips: { a: 1000, b: 1000 },
      bigBlind: 2,
      button: 1,
    };
    // Without the rescue, the core ends the tournament: b wins with 2,000 and the rebuy's chips are nowhere.
    expect(report(state, r).state.winner).toEqual({ entryId: "b", chips: 2000 });
    const rescue = rescueBusts(state, purchases, r);
    expect(rescue.rescued).toEqual([{ entryId: "a", seatNumber: 1, chips: 1000 }]);
    expect(rescue.purchases[0]!.state).toBe("in_play");
    const after = report(state, rescue.report);
    expect(after.state.winner).toBeUndefined();
    expect(after.state.remaining).toBe(2);
    const held = holdRescued(after.state, "t0", rescue.rescued);
    expect(held.seats).toEqual([{ entryId: "a", seatNumber: 1, chips: 1000 }]);
    expect(held.state.tables[0]!.seats.find((s) => s.entryId === "a")).toMatchObject({ chips: 1000, arriving: true });
    expect(held.state.tables[0]!.seats.reduce((sum, s) => sum + s.chips, 0)).toBe(3000);
    // A repeated report, or chips the table says it took, rescue nothing.
    expect(rescueBusts(after.state, purchases, r).rescued).toEqual([]);
    expect(rescueBusts(state, purchases, { ...r, chipsAdded: ["p1"] }).rescued).toEqual([]);
  });
});
