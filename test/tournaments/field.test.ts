/**
 * A field of 50 house bots (issue 21: 50-200 entrants) runs itself from publish to `tournament.completed`:
 * the draw seats six tables, tables balance and break, the money bubble is played hand-for-hand, and the
 * results reconcile with the payout structure. The MTT preset keeps late registration open for 6 levels,
 * and the director starts hand-for-hand only once it has closed (the bubble depends on the final field),
 * so this file adds a copy of the preset with none (its own key, in this file's D1 only).
 *
 * Also here, pure: the two director faults these runs found (a table left waiting after a hand-for-hand
 * round; a moved entry moved on before its seat had reached the table, which then seated it twice).
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { drawTables, report } from "../../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { directorState, expectPlacesWithTies, turboStructure } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";
const PRESET = "test_mtt_no_late_v1";
const ENTRANTS = 50;
const POOL = 100_000;
/** The room's payout structure: 12 places, so the bubble (13 left) is always on two tables or more. */
const BASIS_POINTS = [3000, 2000, 1300, 1000, 800, 600, 400, 300, 200, 150, 150, 100];

/** scheduled_mtt_nlhe_v1 as migrated (0002, 0007), but with no late registration. */
async function insertNoLatePreset(): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO tournament_presets (preset_key, name, format, game, table_size, min_players, max_players, starting_stack,
       late_registration_levels, allowed_trust_modes, default_blind_structure_id, default_payout_structure_id, created_at)
     SELECT ?, name, format, game, table_size, min_players, max_players, starting_stack,
       0, allowed_trust_modes, default_blind_structure_id, default_payout_structure_id, created_at
     FROM tournament_presets WHERE preset_key = 'scheduled_mtt_nlhe_v1'`,
  )
    .bind(PRESET)
    .run();
  const rows = await env.DB.prepare("SELECT * FROM tournament_presets WHERE preset_key IN (?, 'scheduled_mtt_nlhe_v1') ORDER BY preset_key")
    .bind(PRESET)
    .all<Record<string, unknown>>();
  const [original, copy] = rows.results;
  expect(original!.late_registration_levels).toBe(6);
  expect(copy).toEqual({ ...original, preset_key: PRESET, late_registration_levels: 0 });
}

/** The turbo (ten big blinds deep, no level ends during a run) and the 12-place payout, both room-owned. */
async function roomStructures(key: string): Promise<{ blindStructureId: string; payoutStructureId: string }> {
  const blindStructureId = await turboStructure(key, "room-field");
  const payout = await api(
    key,
    "POST",
    "/payout-structures",
    {},
    {
      body: {
        name: "Top 12",
        roomId: "room-field",
        minPlayers: BASIS_POINTS.length,
        maxPlayers: 200,
        payouts: BASIS_POINTS.map((basisPoints, i) => ({ fromPlace: i + 1, toPlace: i + 1, basisPoints })),
      },
    },
  );
  expect(payout.status, JSON.stringify(payout.body)).toBe(201);
  expect(payout.body.summary.placesPaid).toBe(BASIS_POINTS.length);
  return { blindStructureId, payoutStructureId: payout.body.payoutStructure.id };
}

/**
 * One field of 50 bots from publish to `tournament.completed`, every result checked; answers the
 * hand-for-hand rounds the director recorded.
 */
async function runField(key: string, projectId: string, structures: { blindStructureId: string; payoutStructureId: string }): Promise<number> {
  const name = receiverName("field");
  const { secret } = await createEndpoint(key, { url: receiverUrl(name), projectId });
  // Created and published as the catalog's MTT (the API names only catalog presets), far enough out for 50
  // registrations; then moved to start in a second and switched to the copy without late registration.
  const t = await createTournament(key, {
    name: "Bot field",
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: "room-field",
    ...structures,
    trustMode: "mixed_declared",
    prizePool: POOL,
    schedule: { startsAt: new Date(Date.now() + 600_000).toISOString() },
  });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= ENTRANTS; i++) await register(key, t.id, i, "bot");
  const startsAt = Date.now() + 1_000;
  const moved = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { schedule: { startsAt: new Date(startsAt).toISOString() } } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  // (From here the tournament's presetKey is not one the API's schema names: it is read from D1 and the director.)
  await env.DB.prepare("UPDATE tournaments SET preset_key = ? WHERE id = ?").bind(PRESET, t.id).run();

  const director = env.DIRECTORS.getByName(t.id);
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
  await runDurableObjectAlarm(director);
  expect((await director.standings())!.draw!.order).toHaveLength(ENTRANTS);

  // The draw: ceil(50 / 9) = 6 tables of 8 or 9, every entry at one; each table's first hand deals its drawn seats.
  const suffix = t.id.slice(4);
  const firstHands = await Promise.all(
    Array.from({ length: 6 }, (_, k) =>
      waitFor(`table ${k + 1}'s first hand`, async () => (await env.TABLES.getByName(`tbl_${suffix}t${k + 1}`).hand(1)) ?? undefined),
    ),
  );
  expect(await env.TABLES.getByName(`tbl_${suffix}t7`).view()).toBeNull();
  const sizes = firstHands.map((h) => h.seats.length);
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(ENTRANTS);
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  expect(new Set(firstHands.flatMap((h) => h.seats.map((s) => s.displayName))).size).toBe(ENTRANTS);

  await waitFor("the tournament to complete", async () => ((await director.standings())!.status === "completed" ? true : undefined), 120_000);
  const row = await env.DB.prepare("SELECT status, entrants, prize_pool AS prizePool FROM tournaments WHERE id = ?").bind(t.id).first();
  expect(row).toEqual({ status: "completed", entrants: ENTRANTS, prizePool: POOL });
  const { core } = await directorState<{ core: DirectorState }>(director);
  expect(core.handForHand).toBe(false);
  expect(core.tables.every((x) => x.seats.length === 0)).toBe(true);

  // Places 1..50, ties sharing the best of their places; the 12 paid places split the pool by the structure.
  const entries = await api(key, "GET", `${T}/entries`, { tournamentId: t.id }, { query: "limit=100" });
  const results = entries.body.data as Array<{ id: string; place: number; prize: number; status: string }>;
  expect(results).toHaveLength(ENTRANTS);
  expect(results.every((e) => e.status === "finished")).toBe(true);
  expectPlacesWithTies(results.map((e) => e.place));
  expect(results.reduce((sum, e) => sum + e.prize, 0)).toBe(POOL);
  const perPlace = BASIS_POINTS.map((bp) => (POOL * bp) / 10_000); // whole numbers for this pool
  const groups = new Map<number, number[]>();
  for (const e of results) groups.set(e.place, [...(groups.get(e.place) ?? []), e.prize]);
  for (const [place, prizes] of groups) {
    // A tie at place k of t entries shares the prizes of places k..k+t-1 equally (odd chips one each).
    const total = prizes.reduce((a, b) => a + b, 0);
    expect(total, `place ${place}`).toBe(perPlace.slice(place - 1, place - 1 + prizes.length).reduce((a, b) => a + b, 0));
    expect(Math.max(...prizes) - Math.min(...prizes)).toBeLessThanOrEqual(1);
  }
  expect(results.filter((e) => e.place <= BASIS_POINTS.length).every((e) => e.prize > 0)).toBe(true);
  expect(results.filter((e) => e.place > BASIS_POINTS.length).every((e) => e.prize === 0)).toBe(true);

  // tournament.completed: delivered once, signed with the endpoint's secret, naming the test preset and every result.
  const requests = await waitFor("the completion event", async () => {
    const got = await received(name);
    return got.length > 0 ? got : undefined;
  });
  const body = new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers) as {
    type: string;
    data: { tournament: { id: string; presetKey: string; entrants: number }; results: Array<{ entryId: string; place: number; prize: number }> };
  };
  expect(body.type).toBe("tournament.completed");
  expect(body.data.tournament).toMatchObject({ id: t.id, presetKey: PRESET, entrants: ENTRANTS });
  const byId = (xs: Array<{ entryId: string; place: number; prize: number }>) => [...xs].sort((a, b) => a.entryId.localeCompare(b.entryId));
  expect(byId(body.data.results.map(({ entryId, place, prize }) => ({ entryId, place, prize })))).toEqual(
    byId(results.map((e) => ({ entryId: e.id, place: e.place, prize: e.prize }))),
  );
  await new Promise((r) => setTimeout(r, 500));
  expect((await received(name)).length).toBe(1);
  return core.handForHandRounds ?? 0;
}

beforeAll(insertNoLatePreset);

it("50 house bots (mixed_declared): six tables drawn, hand-for-hand on the bubble, places 1..50 (ties share), prizes reconciled, tournament.completed once", async () => {
  const { key, projectId } = await webhookTenant();
  const structures = await roomStructures(key);
  // Hand-for-hand starts when exactly 13 are left; a hand that busts two at 14 bursts the bubble at once,
  // rightly with no hand-for-hand (one run in twenty or so). Then another field runs, all of it checked
  // again, until one has played the bubble hand-for-hand (the director records each round it completes).
  const rounds: number[] = [];
  while (rounds.length < 3 && !rounds.some((n) => n > 0)) rounds.push(await runField(key, projectId, structures));
  expect(rounds.at(-1)).toBeGreaterThanOrEqual(1);
}, 300_000);

describe("the director core (faults the 50-bot field found)", () => {
  const rules = { tableSize: 9, placesPaid: 1 };
  const entries = (ids: string) => [...ids].map((entryId) => ({ entryId, chips: 100 }));
  /** A hand-end report of `tableId`: its seats but those not dealt in yet (arriving), `busted` at 0 chips. */
  const hand = (state: DirectorState, tableId: string, handNumber: number, busted: string[] = [], bigBlind?: number): HandReport => {
    const seats = state.tables.find((t) => t.tableId === tableId)!.seats.filter((s) => !s.arriving);
    return {
      tableId,
      handNumber,
      seats: seats.map((s) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: busted.includes(s.entryId) ? 0 : s.chips })),
      startingChips: Object.fromEntries(seats.map((s) => [s.entryId, s.chips])),
      bigBlind: bigBlind ?? seats[0]!.seatNumber,
      button: seats.at(-1)!.seatNumber,
    };
  };
  const seatsOf = (state: DirectorState, tableId: string) => state.tables.find((t) => t.tableId === tableId)!.seats;

  it("a table that waited out a hand-for-hand round and is given a moved player is also told to go on (resume)", () => {
    // 12 on two tables of 6, 11 paid: the first report turns hand-for-hand on.
    let state = drawTables({ tableSize: 9, placesPaid: 11 }, entries("abcdefghijkl"), (k) => `t${k + 1}`);
    state = report(state, hand(state, "t1", 1)).state;
    expect(state.handForHand).toBe(true);
    // t2 loses three in its hand and waits for t1.
    const waited = report(
      state,
      hand(
        state,
        "t2",
        1,
        seatsOf(state, "t2")
          .slice(0, 3)
          .map((s) => s.entryId),
      ),
    );
    expect(waited.directives.t2).toEqual({ kind: "wait", reason: "hand_for_hand" });
    // t1's hand ends the round (the three tie, the bubble has burst); t1 (6) gives one to t2 (3), which must also go on.
    const done = report(waited.state, hand(waited.state, "t1", 2));
    expect(done.state.handForHandRounds).toBe(1);
    expect(done.state.handForHand).toBe(false);
    expect(done.directives.t1).toMatchObject({ kind: "move_out", entryIds: [expect.any(String)] });
    expect(done.directives.t2).toMatchObject({ kind: "seat", resume: true });
  });

  it("a moved entry is not moved on before its new table has dealt it in; once dealt in, it may be", () => {
    // t1 9, t2 5: t1 gives two to t2, into the seats that take its big blind soonest (6 and 7).
    const t1 = drawTables(rules, entries("abcdefghi"), () => "t1").tables[0]!;
    const t2 = drawTables(rules, entries("jklmn"), () => "t2").tables[0]!;
    let state: DirectorState = { ...drawTables(rules, entries("abcdefghijklmn"), (k) => `t${k + 1}`), tables: [t1, t2] };
    const gave = report(state, hand(state, "t1", 1));
    const moved = (gave.directives.t1 as { kind: string; entryIds: string[] }).entryIds;
    expect(gave.directives.t1?.kind).toBe("move_out");
    expect(
      seatsOf(gave.state, "t2")
        .filter((s) => moved.includes(s.entryId))
        .map((s) => s.seatNumber),
    ).toEqual([6, 7]);
    // t1 then loses four; t2 reports a hand without the two (their seats not there yet) with its big blind
    // at 5, so 6 and 7 would be due next: it is over t1 (7 to 3) and gives two, neither of the arriving.
    state = report(
      gave.state,
      hand(
        gave.state,
        "t1",
        2,
        seatsOf(gave.state, "t1")
          .slice(0, 4)
          .map((s) => s.entryId),
      ),
    ).state;
    const early = report(state, hand(state, "t2", 1, [], 5));
    expect(early.directives.t2?.kind).toBe("move_out");
    const given = (early.directives.t2 as { entryIds: string[] }).entryIds;
    expect(given).toHaveLength(2);
    for (const id of moved) expect(given).not.toContain(id);
    // Dealt in at t2 (in its next report), they are like any other seat there.
    const later = report(early.state, { ...hand(early.state, "t2", 2), seats: seatsOf(early.state, "t2").map(({ arriving: _, ...s }) => s) });
    expect(seatsOf(later.state, "t2").filter((s) => s.arriving)).toEqual([]);
  });
});
