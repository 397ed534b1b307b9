/**
 * A table that stops reporting is nudged and, failing that, its players are reseated (issue 21): a table
 * whose nudge fails twice, a nudge period apart, is retired; its players go to the other tables, or a new
 * one, with the chips of its last report (its hand in progress is void), and a report it sends if it comes
 * back changes nothing.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drawTables, report, retireTable } from "../../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { captureLogs } from "../logs.ts";
import { api } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { changeDirector, directorState, startedMtt } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

interface DirectorStored {
  core: DirectorState;
  heardAt: Record<string, number>;
  nudgeFailed?: Record<string, number>;
  outbox: unknown[];
}

describe("retiring a table (the director core)", () => {
  const entries = (ids: string) => [...ids].map((entryId) => ({ entryId, chips: 100 }));
  const hand = (state: DirectorState, tableId: string, handNumber: number): HandReport => {
    const seats = state.tables.find((t) => t.tableId === tableId)!.seats;
    return {
      tableId,
      handNumber,
      seats: seats.map((s) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: s.chips })),
      startingChips: Object.fromEntries(seats.map((s) => [s.entryId, s.chips])),
      bigBlind: seats[0]!.seatNumber,
      button: seats.at(-1)!.seatNumber,
    };
  };

  it("reseats its players at the other tables and a new one, ends the hand-for-hand round it held open, and is idempotent", () => {
    // 12 on two tables of 6, 11 paid: hand-for-hand from t1's first report; t1's second waits for t2.
    let state = drawTables({ tableSize: 9, placesPaid: 11 }, entries("abcdefghijkl"), (k) => `t${k + 1}`);
    state = report(state, hand(state, "t1", 1)).state;
    const waiting = report(state, hand(state, "t1", 2));
    expect(waiting.directives.t1).toEqual({ kind: "wait", reason: "hand_for_hand" });
    const deadSeats = waiting.state.tables.find((t) => t.tableId === "t2")!.seats;

    const retired = retireTable(waiting.state, "t2", (k) => `t${k + 1}`);
    // The round only t2 held open is over (no busts in it: still the bubble), so t1 goes on, with three of t2's players.
    expect(retired.state.handForHandRounds).toBe(1);
    expect(retired.state.handForHand).toBe(true);
    expect(retired.directives.t1).toMatchObject({ kind: "seat", resume: true });
    expect((retired.directives.t1 as { seats: unknown[] }).seats).toHaveLength(3);
    // The other three at a new table (t1 is full), seats 1..3.
    expect(retired.opened).toEqual(["t3"]);
    expect(retired.directives.t3).toEqual({
      kind: "seat",
      seats: [4, 5, 6].map((i, k) => ({ entryId: deadSeats[i - 1]!.entryId, seatNumber: k + 1, chips: 100 })),
    });
    expect(retired.directives.t2).toBeUndefined();
    const t2 = retired.state.tables.find((t) => t.tableId === "t2")!;
    expect(t2).toMatchObject({ retired: true, seats: [] });
    // Every entry seated once, with its chips; none placed.
    const seated = retired.state.tables.flatMap((t) => t.seats.map((s) => s.entryId)).sort();
    expect(seated).toEqual([..."abcdefghijkl"]);
    expect(retired.state.tables.flatMap((t) => t.seats).reduce((sum, s) => sum + s.chips, 0)).toBe(1200);
    expect(retired.state.remaining).toBe(12);
    expect(retired.placed).toEqual([]);

    // Again: nothing. A report from t2 if it comes back (its hand void): break, nothing changes.
    expect(retireTable(retired.state, "t2", (k) => `t${k + 1}`).state).toBe(retired.state);
    const late = report(retired.state, { ...hand(waiting.state, "t2", 1), seats: deadSeats.map((s, i) => ({ ...s, chips: i === 0 ? 0 : 150 })) });
    expect(late.directives).toEqual({ t2: { kind: "break" } });
    expect(late.state).toBe(retired.state);
  });
});

it("a table whose nudges fail twice, a minute apart, is retired: its players play on at the others and a new table, with their chips", async () => {
  const { key } = await webhookTenant();
  // 20 humans: three tables of 7, 7 and 6. Nobody acts, so no hand ends while the test runs.
  const tournamentId = await startedMtt(key, 20, "human", [[100, 200, 0]]);
  const director = env.DIRECTORS.getByName(tournamentId);
  const suffix = tournamentId.slice(4);
  const table = (k: number) => env.TABLES.getByName(`tbl_${suffix}t${k}`);
  for (const k of [1, 2, 3]) await waitFor(`table ${k}'s first turn`, async () => ((await table(k).view())?.toAct != null ? true : undefined));
  const stored = () => directorState<DirectorStored>(director);
  const patch = (change: (s: DirectorStored) => DirectorStored) => changeDirector(director, change);
  const before = await stored();
  const deadSeats = before.core.tables.find((t) => t.tableId === `tbl_${suffix}t3`)!.seats;
  expect(deadSeats).toHaveLength(6);

  // Table 3's object loses its state (as if it could not run any more): its tick() finds no table.
  await runInDurableObject(table(3), async (instance, state) => {
    await state.storage.deleteAll();
    (instance as unknown as { state?: unknown }).state = undefined;
  });
  expect(await table(3).tick()).toBeNull();

  // Silent for a minute: nudged; the nudge fails; nothing moves yet.
  await patch((s) => ({ ...s, heardAt: { ...s.heardAt, [`tbl_${suffix}t3`]: Date.now() - 61_000 } }));
  await runDurableObjectAlarm(director);
  const once = await stored();
  expect(Object.keys(once.nudgeFailed ?? {})).toEqual([`tbl_${suffix}t3`]);
  expect(once.core.tables.find((t) => t.tableId === `tbl_${suffix}t3`)!.seats).toHaveLength(6);
  // An alarm soon after does not retire it either: the second failure must come a nudge period later.
  await runDurableObjectAlarm(director);
  expect((await stored()).core.tables.find((t) => t.tableId === `tbl_${suffix}t3`)!.retired).toBeUndefined();

  // A minute later it fails again: retired; its six go to tables 1 and 2 (two each, to 9) and a new table 4 (two).
  await patch((s) => ({ ...s, nudgeFailed: { [`tbl_${suffix}t3`]: Date.now() - 61_000 } }));
  const logs = captureLogs();
  await runDurableObjectAlarm(director);
  logs.restore();
  expect(logs.entries()).toContainEqual({
    level: "warn",
    message: "table retired: it stopped reporting and failed two nudges",
    tableId: `tbl_${suffix}t3`,
    reseated: 6,
  });
  const after = await stored();
  const byTable = Object.fromEntries(after.core.tables.map((t) => [t.tableId.slice(-2), t.seats.length]));
  expect(byTable).toEqual({ t1: 9, t2: 9, t3: 0, t4: 2 });
  expect(after.core.tables.find((t) => t.tableId === `tbl_${suffix}t3`)!.retired).toBe(true);
  expect(after.nudgeFailed).toEqual({});
  // Every entry once, with the chips of the last report (no hand has ended: the starting stack; table 3's blinds are void).
  const seats = after.core.tables.flatMap((t) => t.seats);
  expect(new Set(seats.map((s) => s.entryId)).size).toBe(20);
  expect(seats.every((s) => s.chips === 20_000)).toBe(true);
  expect(after.core.remaining).toBe(20);
  for (const s of deadSeats) expect(seats.some((x) => x.entryId === s.entryId)).toBe(true);

  // The tables take them: tables 1 and 2 seat two more each, table 4 opens with two; nothing is left to deliver.
  await waitFor("the reseated players at their tables", async () => {
    const views = await Promise.all([1, 2, 4].map((k) => table(k).view()));
    return views.map((v) => v?.seats.length).join() === "9,9,2" ? true : undefined;
  });
  expect((await stored()).outbox).toEqual([]);
  const tables = await api(key, "GET", `${T}/tables`, { tournamentId });
  expect(tables.body.data.map((t: { tableId: string }) => t.tableId.slice(-2)).sort()).toEqual(["t1", "t2", "t4"]);
  const ids = new Set(deadSeats.map((s) => s.entryId));
  const standings = await api(key, "GET", `${T}/standings`, { tournamentId });
  const moved = standings.body.data.filter((s: { entryId: string }) => ids.has(s.entryId));
  expect(moved).toHaveLength(6);
  for (const s of moved) expect(s).toMatchObject({ status: "playing", chips: 20_000, place: null });
  expect(moved.every((s: { tableId: string }) => s.tableId !== `tbl_${suffix}t3`)).toBe(true);

  // Once only: the alarm again changes nothing; table 3, back with a report of its void hand, is told to break.
  await runDurableObjectAlarm(director);
  expect((await stored()).core).toEqual(after.core);
  const answer = await director.report({
    tableId: `tbl_${suffix}t3`,
    handNumber: 1,
    seats: deadSeats.map((s, i) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: i === 0 ? 0 : 24_000 })),
    startingChips: Object.fromEntries(deadSeats.map((s) => [s.entryId, 20_000])),
    bigBlind: deadSeats[1]!.seatNumber,
    button: deadSeats[0]!.seatNumber,
  });
  expect(answer).toEqual({ kind: "break" });
  expect((await stored()).core).toEqual(after.core);
}, 90_000);
