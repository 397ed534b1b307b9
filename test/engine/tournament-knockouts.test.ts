/**
 * Knockout rebuy tournaments over the pure director, no objects: random tournaments (standard or progressive
 * bounties; rebuys, re-entries of busted players, the add-on, late entries) whose hands move real chips and
 * name who won each pot (sometimes split), taken as the director object takes them: the core's report, the
 * busts' bounties paid to the winners of the pot that busted them, a re-entry seated again with a fresh
 * bounty. What test/engine/tournament-rebuys.test.ts (chips and prizes with rebuys) and bounties.test.ts
 * (bounty money without re-entries) leave out: bounties with re-entries and late entries along the whole
 * director flow. Checked against the test's own counts:
 * - chips: every chip sold is in play after every report (the winner's at the end);
 * - bounty money: (entries + re-entries) x the bounty = the bounties won + the bounties on heads + those
 *   unclaimed, after every report; at the end all of it won, nothing on any head;
 * - prizes: they sum exactly to the pool, max(guarantee, entries x 100 + rebuys x 70 + add-ons x 40).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBountyEntry, type BountyKind, bountiesFor, payBusts, payWinner, reenterBounty } from "../../src/engine/tournament/bounties.ts";
import { closeLateRegistration, drawTables, eliminators, prizesWithTies, report, seatLate } from "../../src/engine/tournament/director.ts";
import {
  type AddOnRules,
  addOnRefusal,
  type ClockPosition,
  creditSeat,
  isHeld,
  type Purchase,
  purchasesAhead,
  type RebuyRules,
  rebuyRefusal,
  reenter,
} from "../../src/engine/tournament/rebuys.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { prizePoolOf, prizesFor } from "../../src/tournaments/prizes.ts";
import { lcg } from "./helpers.ts";

const STARTING = 1000;

interface Setup {
  kind: BountyKind;
  amount: number;
  entrants: number;
  lateEntrants: number;
  tableSize: number;
  rebuys: RebuyRules;
  addOn: AddOnRules;
  reportsPerLevel: number;
  seed: number;
}

function simulate(setup: Setup) {
  const { kind, amount, entrants, tableSize, rebuys, addOn, reportsPerLevel } = setup;
  const random = lcg(setup.seed);
  const tableId = (k: number) => `tbl_${k}`;
  const ids = Array.from({ length: entrants }, (_, i) => `ent_${String(i).padStart(4, "0")}`);
  let state: DirectorState = drawTables(
    { tableSize, placesPaid: Math.max(1, Math.floor(entrants / 4)) },
    ids.map((entryId) => ({ entryId, chips: STARTING })),
    tableId,
  );
  // Busts are held while the pool can grow (the director object's rule).
  state = { ...state, lateOpen: true };
  let bounties = bountiesFor(kind, amount, ids);
  const purchases: Purchase[] = [];
  const counted = { rebuys: 0, addOns: 0, reentries: 0, chips: 0, late: 0 };
  const hands = new Map<string, number>();
  const chipsInPlay = (s: DirectorState) => s.tables.flatMap((t) => t.seats).reduce((sum, x) => sum + x.chips, 0) + (s.winner?.chips ?? 0);
  const bountyMoney = () => Object.values(bounties.of).reduce((sum, e) => sum + e.won + e.bounty, 0) + bounties.unclaimed;

  for (let reports = 0; state.remaining > 0; reports++) {
    if (reports > 400 * (entrants + setup.lateEntrants)) throw new Error("the tournament did not end");
    // Levels 1, 2, ... by reports; no breaks (the rebuy tests cover the break windows).
    const clock: ClockPosition = { level: 1 + Math.floor(reports / reportsPerLevel), onBreak: false };
    // A late entry while the first level plays: seated at the shortest table with its own bounty.
    if (clock.level === 1 && counted.late < setup.lateEntrants && random() < 0.3) {
      const entryId = `late_${counted.late++}`;
      ids.push(entryId);
      state = seatLate(state, { entryId, chips: STARTING }, tableId).state;
      bounties = addBountyEntry(bounties, entryId);
    }
    // Someone asks to buy: a random entry (playing, held or out), a rebuy or the add-on.
    if (random() < 0.5) {
      const entryId = ids[Math.floor(random() * ids.length)]!;
      const seat = state.tables.flatMap((t) => t.seats).find((x) => x.entryId === entryId);
      const standing = seat
        ? ({ kind: "playing", chips: seat.chips } as const)
        : isHeld(state, entryId)
          ? ({ kind: "held" } as const)
          : ({ kind: "out" } as const);
      const rebuy = random() < 0.7;
      const refusal = rebuy
        ? rebuyRefusal(rebuys, clock, STARTING, standing, purchases, entryId)
        : addOnRefusal(addOn, clock, false, standing, purchases, entryId);
      if (refusal === null) {
        const chips = rebuy ? rebuys.chips : addOn.chips;
        if (standing.kind === "held") {
          // A re-entry: seated again, with a fresh bounty on its head.
          state = reenter(state, entryId, chips, tableId)!.state;
          bounties = reenterBounty(bounties, entryId);
          counted.reentries += 1;
        } else state = creditSeat(state, entryId, chips);
        purchases.push({ id: `p${purchases.length}`, kind: rebuy ? "rebuy" : "add_on", entryId, chips, at: "", state: "in_play" });
        counted.rebuys += rebuy ? 1 : 0;
        counted.addOns += rebuy ? 0 : 1;
        counted.chips += chips;
      }
    }
    // The pool is fixed once nothing more can be sold: the held busts get their places.
    if (state.lateOpen && !purchasesAhead(rebuys, addOn, clock, false)) state = closeLateRegistration(state, state.rules.placesPaid).state;

    const live = state.tables.filter((t) => t.seats.length > 1 && !t.waiting);
    if (live.length === 0) throw new Error("no table can play");
    const table = live[Math.floor(random() * live.length)]!;
    const handNumber = (hands.get(table.tableId) ?? 0) + 1;
    hands.set(table.tableId, handNumber);
    // A hand: one winner, or two splitting the pot, take what the others lose (some lose everything).
    const first = table.seats[Math.floor(random() * table.seats.length)]!;
    const second = table.seats[Math.floor(random() * table.seats.length)]!;
    const winners = first === second || random() < 0.7 ? [first] : [first, second];
    let pot = 0;
    const after = table.seats.map((s) => {
      if (winners.includes(s)) return { ...s };
      const r = random();
      const lost = r < 0.2 ? s.chips : r < 0.6 ? Math.floor(s.chips * random() * 0.5) : 0;
      pot += lost;
      return { ...s, chips: s.chips - lost };
    });
    const shares = winners.length === 1 ? [pot] : [Math.ceil(pot / 2), Math.floor(pot / 2)];
    winners.forEach((w, i) => {
      after.find((s) => s.entryId === w.entryId)!.chips += shares[i]!;
    });
    const r: HandReport = {
      tableId: table.tableId,
      handNumber,
      seats: after,
      startingChips: Object.fromEntries(table.seats.map((s) => [s.entryId, s.chips])),
      bigBlind: table.seats[0]!.seatNumber,
      button: table.seats[table.seats.length - 1]!.seatNumber,
      pots: [{ eligible: table.seats.map((s) => s.entryId), winners: winners.map((w, i) => ({ entryId: w.entryId, amount: shares[i]! })) }],
    };
    // As the director object takes a report: the core, then each bust's bounty (fewest starting chips
    // first) to the winners of the pot that busted it, and the last entry's own bounty when it is over.
    const busted = table.seats.filter((s) => after.find((x) => x.entryId === s.entryId)!.chips === 0).map((s) => s.entryId);
    const result = report(state, r);
    state = result.state;
    const ordered = [...busted].sort((a, b) => r.startingChips[a]! - r.startingChips[b]!);
    bounties = payBusts(
      bounties,
      ordered.map((entryId) => ({ entryId, by: eliminators(r, entryId) })),
    ).bounties;
    if (state.winner) bounties = payWinner(bounties, state.winner.entryId);

    expect(chipsInPlay(state)).toBe(ids.length * STARTING + counted.chips);
    expect(bountyMoney()).toBe((ids.length + counted.reentries) * amount);
  }
  // Over: every chip sold is the winner's; every bounty put in was won, nothing is left on a head.
  expect(state.winner?.chips).toBe(ids.length * STARTING + counted.chips);
  const won = Object.values(bounties.of).reduce((sum, e) => sum + e.won, 0);
  expect(won).toBe((ids.length + counted.reentries) * amount);
  expect(Object.values(bounties.of).every((e) => e.bounty === 0)).toBe(true);
  expect(bounties.unclaimed).toBe(0);
  // One place each (a re-entered entry once, for its last bust), the winner 1st.
  expect(state.placements.map((p) => p.entryId).sort()).toEqual([...ids].sort());
  expect(state.placements.filter((p) => p.place === 1).map((p) => p.entryId)).toEqual([state.winner!.entryId]);
  // The pool from buy-ins as the test counts it, split by a 50/30/20 structure: the prizes sum to it exactly.
  const guarantee = 90 * ids.length;
  const expectedPool = Math.max(guarantee, ids.length * 100 + counted.rebuys * 70 + counted.addOns * 40);
  const pool = prizePoolOf(
    { buyIn: { amount: 100, rebuyAmount: 70, addOnAmount: 40 }, guaranteedPrizePool: guarantee, prizePool: null },
    { entries: ids.length, rebuys: counted.rebuys, addOns: counted.addOns },
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
  const prizes = prizesWithTies(prizesFor(payout, pool, ids.length), state.placements);
  expect([...prizes.values()].reduce((a, b) => a + b, 0)).toBe(expectedPool);
  return counted;
}

describe("knockout rebuy tournaments in the director core", () => {
  it("random tournaments with re-entries: chips and bounty money conserved after every report, prizes sum exactly to the pool", () => {
    const seen = { reentries: 0, addOns: 0, late: 0, progressive: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom<BountyKind>("standard", "progressive"),
        fc.integer({ min: 1, max: 1001 }),
        // At least the 3 places the payout structure pays (its minPlayers).
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 3, max: 15 }),
        fc.integer(),
        (kind, amount, entrants, lateEntrants, tableSize, untilLevel, maxPerEntry, reportsPerLevel, seed) => {
          const counted = simulate({
            kind,
            amount,
            entrants,
            lateEntrants,
            tableSize,
            rebuys: { untilLevel, maxPerEntry, chips: STARTING },
            addOn: { afterLevel: untilLevel, chips: 1500 },
            reportsPerLevel,
            seed,
          });
          seen.reentries += counted.reentries;
          seen.addOns += counted.addOns;
          seen.late += counted.late;
          if (kind === "progressive" && counted.reentries > 0) seen.progressive += 1;
        },
      ),
      { numRuns: 200 },
    );
    // The runs did re-enter, sell add-ons, seat late entries, and re-enter in progressive knockouts.
    expect(seen.reentries).toBeGreaterThan(0);
    expect(seen.addOns).toBeGreaterThan(0);
    expect(seen.late).toBeGreaterThan(0);
    expect(seen.progressive).toBeGreaterThan(0);
  });

  it("a re-entry carries a fresh bounty, worked by hand: progressive 100, A busts B, B re-enters, B busts A", () => {
    let b = bountiesFor("progressive", 100, ["A", "B", "C"]);
    // A busts B: 50 cash to A, 50 onto A's head.
    b = payBusts(b, [{ entryId: "B", by: [{ entryId: "A", amount: 10 }] }]).bounties;
    expect([b.of.A, b.of.B]).toEqual([
      { bounty: 150, won: 50 },
      { bounty: 0, won: 0 },
    ]);
    // B re-enters: 100 on its head again (400 put in now: 50 won, 150 + 100 + 100 on heads).
    b = reenterBounty(b, "B");
    expect(b.of.B).toEqual({ bounty: 100, won: 0 });
    // B busts A: 75 cash to B, 75 onto B's head. C busts B: 87 cash, 88 onto C's head. C wins: its own 188.
    b = payBusts(b, [{ entryId: "A", by: [{ entryId: "B", amount: 10 }] }]).bounties;
    expect([b.of.A, b.of.B]).toEqual([
      { bounty: 0, won: 50 },
      { bounty: 175, won: 75 },
    ]);
    b = payBusts(b, [{ entryId: "B", by: [{ entryId: "C", amount: 10 }] }]).bounties;
    expect(b.of.C).toEqual({ bounty: 188, won: 87 });
    b = payWinner(b, "C");
    expect(b.of.C).toEqual({ bounty: 0, won: 275 });
    // 3 entries + 1 re-entry, 100 each: 50 + 75 + 275 = 400.
    expect(Object.values(b.of).reduce((sum, e) => sum + e.won, 0)).toBe(400);
  });
});
