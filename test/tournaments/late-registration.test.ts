/**
 * Late registration (CONTRACT 11): open while the tournament runs, for the preset's lateRegistrationLevels
 * (the scheduled MTT preset: 6 levels, starting stack 20000); a late entry sits at the shortest table; once
 * closed, 409 invalid_state. The clock is moved on by ending the director's current level now and running
 * its alarm (levels last an hour in these structures).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client.ts";
import { registerEntry } from "../../src/db/entries.ts";
import { api } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { endLevelNow, expectPlacesWithTies, startedMtt } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";
const LATE_LEVELS = 6;
const STARTING_STACK = 20_000;

const lateBody = (i: number, participant: "human" | "bot" = "human") => ({ displayName: `Late ${i}`, playerRef: `late-${i}`, participant });

describe("late registration", () => {
  it("seats a late entry at the shortest table with the starting stack while open; 409 invalid_state once its levels are played", async () => {
    const { key } = await webhookTenant();
    // Humans who never act (20 s clocks): nobody busts during the test. 11 entries: tables of 6 and 5.
    const id = await startedMtt(
      key,
      11,
      "human",
      Array.from({ length: 8 }, (_, i) => [100 * (i + 1), 200 * (i + 1), 0]),
    );
    expect((await api(key, "GET", T, { tournamentId: id })).body.tournament.status).toBe("running");
    const tables = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{
      tableId: string;
      players: number;
      handsPlayed: number;
    }>;
    expect(tables.map((t) => t.players).sort()).toEqual([5, 6]);
    // Hand 1 is dealt at each table and waits on a human who never acts: no hand has finished.
    expect(tables.map((t) => t.handsPlayed)).toEqual([0, 0]);
    const shortest = tables.find((t) => t.players === 5)!.tableId;

    const clock = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.clock;
    expect(clock).toMatchObject({ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, breakUntil: null, lateRegistration: "open" });
    const late = await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(1) });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.entry).toMatchObject({ displayName: "Late 1", status: "registered", place: null });
    expect((await api(key, "GET", T, { tournamentId: id })).body.tournament.entrants).toBe(12);
    const standings = await api(key, "GET", `${T}/standings`, { tournamentId: id });
    const mine = standings.body.data.find((s: { entryId: string }) => s.entryId === late.body.entry.id);
    expect(mine).toMatchObject({ status: "playing", chips: STARTING_STACK, tableId: shortest });
    const after = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ players: number }>;
    expect(after.map((t) => t.players)).toEqual([6, 6]);
    // The table object seated it: a ticket to its seat works.
    const ticket = await api(key, "POST", `${T}/entries/{entryId}/tickets`, { tournamentId: id, entryId: late.body.entry.id });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    expect(ticket.body.ticket.connectUrl).toContain(shortest);

    // A duplicate is 409 with its entry; a seated late entry cannot be withdrawn.
    const dup = await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(1) });
    expect(dup.status).toBe(409);
    expect(dup.body.entryId).toBe(late.body.entry.id);
    const withdraw = await api(key, "DELETE", `${T}/entries/{entryId}`, { tournamentId: id, entryId: late.body.entry.id });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.code).toBe("invalid_state");

    // Still open after five levels are over (the sixth is playing)...
    for (let level = 1; level < LATE_LEVELS; level++) await endLevelNow(id);
    expect((await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(2) })).status).toBe(201);
    // ...closed when the sixth ends.
    await endLevelNow(id);
    const closed = await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(3) });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("invalid_state");
    expect(closed.body.detail).toMatch(/late registration/i);
    const after7 = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.clock;
    expect(after7).toMatchObject({ level: 7, smallBlind: 700, bigBlind: 1400, lateRegistration: "closed" });
    expect((await api(key, "GET", T, { tournamentId: id })).body.tournament.entrants).toBe(13);
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: id }, { query: "limit=100" });
    expect(list.body.data).toHaveLength(13);
    const final = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ players: number }>;
    expect(final.reduce((sum, t) => sum + t.players, 0)).toBe(13);
  }, 120_000);

  it("an entry admitted just before the close is seated when its registration lands after it; nothing new is admitted meanwhile", async () => {
    const { key, org } = await webhookTenant();
    const id = await startedMtt(
      key,
      11,
      "human",
      Array.from({ length: 8 }, (_, i) => [100 * (i + 1), 200 * (i + 1), 0]),
    );
    const director = env.DIRECTORS.getByName(id);
    // The registration route's first step for an entry whose D1 write is still on its way.
    const entryId = "ent_latecomer0000000000000000";
    expect(await director.admitLate({ entryId, displayName: "Latecomer", participant: "human" })).toEqual({ ok: true });
    for (let level = 1; level <= LATE_LEVELS; level++) await endLevelNow(id);
    // Closing: a new registration is refused...
    const refused = await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(9) });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("invalid_state");
    // ...but the admitted one lands (its D1 write, then the route's last step) and is seated.
    const tenant = { organizationId: org.id, environment: "test" as const, projectId: null };
    const now = new Date().toISOString();
    const row = {
      id: entryId,
      tournamentId: id,
      organizationId: org.id,
      environment: "test" as const,
      displayName: "Latecomer",
      playerRef: "latecomer",
      participant: "human" as const,
      status: "registered" as const,
      place: null,
      prize: null,
      bountiesWon: null,
      registeredAt: now,
      updatedAt: now,
    };
    expect((await registerEntry(database(env.DB), tenant, row, 10_000, "running")).outcome).toBe("registered");
    await director.seatLate(entryId, true);
    expect(await director.seatOf(entryId)).toMatchObject({ seatNumber: expect.any(Number) });
    expect((await api(key, "GET", T, { tournamentId: id })).body.tournament.entrants).toBe(12);
    const tables = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ players: number }>;
    expect(tables.map((t) => t.players)).toEqual([6, 6]);
    // Closed for good now.
    expect((await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(10) })).status).toBe(409);
  }, 120_000);

  it("an MTT with late bot entries runs to completion: every entrant placed (late ones too), prizes for the final field", async () => {
    const { key } = await webhookTenant();
    // House bots alone finish a field within the start itself, before anyone could register late, so the field
    // is 10 humans whose clocks the test runs out (a human out of time is sat out, then blinded and folded),
    // and the three late entries are bots. Deep for the late registration levels, then blinds of half a stack.
    const levels: Array<[number, number, number]> = [
      ...Array.from({ length: LATE_LEVELS }, () => [10, 20, 0] as [number, number, number]),
      [5_000, 10_000, 10_000],
    ];
    const id = await startedMtt(key, 10, "human", levels, 10_000);
    for (let i = 1; i <= 3; i++) {
      const res = await api(key, "POST", `${T}/entries`, { tournamentId: id }, { body: lateBody(i, "bot") });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    for (let level = 1; level <= LATE_LEVELS; level++) await endLevelNow(id);
    // A clock for the tables that only moves forward, ten minutes a step: every clock due is past.
    let clock = Date.now() + 3_600_000;
    const completed = await waitFor(
      "the MTT to complete",
      async () => {
        const res = await api(key, "GET", T, { tournamentId: id });
        if (res.body.tournament.status === "completed") return res.body.tournament;
        const tables = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string }>;
        clock += 600_000;
        await Promise.all(tables.map((t) => env.TABLES.getByName(t.tableId).tick(clock)));
        return undefined;
      },
      180_000,
    );
    expect(completed.entrants).toBe(13);
    const entries = (await api(key, "GET", `${T}/entries`, { tournamentId: id }, { query: "limit=100" })).body.data as Array<{
      displayName: string;
      place: number;
      prize: number;
    }>;
    expect(entries).toHaveLength(13);
    expect(entries.filter((e) => e.displayName.startsWith("Late"))).toHaveLength(3);
    // Places 1..13, where a tie shares the best of its places.
    expectPlacesWithTies(entries.map((e) => e.place));
    // The pool is the builder's 10,000, split 50/30/20 (the 10-30 structure): the winner alone gets half.
    expect(entries.reduce((sum, e) => sum + e.prize, 0)).toBe(10_000);
    expect(entries.find((e) => e.place === 1)!.prize).toBe(5_000);
  }, 240_000);
});
