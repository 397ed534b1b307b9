/**
 * Breaks in the blind structure (CONTRACT 11): when the level before a break ends, every table finishes the
 * hand it is playing and deals no other until the break is over; then play resumes with the level after
 * the break. A human-only sit-and-go on one table whose players never act (house bots could finish it
 * before the break): the director's level end is brought forward, and the table's clock is moved on with
 * TableObject.tick (players out of time are checked or folded).
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import { api, createTournament, register } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { changeDirector, runStart, startLater, startSoon } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";
const BREAK_MINUTES = 60;

it("a break pauses the table at its hand's end for the break's minutes, then the next level plays", async () => {
  const { key } = await webhookTenant();
  const structure = await api(
    key,
    "POST",
    "/blind-structures",
    {},
    {
      body: {
        name: "With a break",
        roomId: "room-1",
        estimatedDurationMinutes: 130,
        levels: [
          { kind: "level", smallBlind: 5, bigBlind: 10, ante: 0, durationMinutes: 60 },
          { kind: "break", durationMinutes: BREAK_MINUTES },
          { kind: "level", smallBlind: 20, bigBlind: 40, ante: 0, durationMinutes: 60 },
        ],
      },
    },
  );
  expect(structure.status, JSON.stringify(structure.body)).toBe(201);
  const t = await createTournament(key, {
    trustMode: "human_only",
    blindStructureId: structure.body.blindStructure.id,
    schedule: { startsAt: startLater() },
  });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 6; i++) await register(key, t.id, i, "human");
  const director = env.DIRECTORS.getByName(t.id);
  await runStart(t.id, await startSoon(key, t.id));
  const [{ tableId }] = (await api(key, "GET", `${T}/tables`, { tournamentId: t.id })).body.data;
  const table = env.TABLES.getByName(tableId);

  await waitFor("the first hand", async () => ((await table.view())!.handNumber >= 1 ? true : undefined));
  // Level 1 ends now: the break starts.
  let breakStarted = 0;
  breakStarted = Date.now() - 1;
  await changeDirector<{ levelEndsAt: number }>(director, (stored) => ({ ...stored, levelEndsAt: breakStarted }));
  await runInDurableObject(director, (_instance, state) => state.storage.setAlarm(Date.now()));
  await runDurableObjectAlarm(director);
  const breakEnds = breakStarted + BREAK_MINUTES * 60_000;
  // The standings' clock shows the break and the level after it.
  const shown = (await api(key, "GET", `${T}/standings`, { tournamentId: t.id })).body.clock;
  expect(shown).toMatchObject({ level: 2, smallBlind: 20, bigBlind: 40, breakUntil: new Date(breakEnds).toISOString() });
  expect(shown.levelEndsAt).toBeNull();

  // Sockets are told the break, when play resumes and the level it resumes with (once).
  const told = await runInDurableObject(table, (_i, state) =>
    state.storage.sql
      .exec<{ body: string }>(`SELECT body FROM events ORDER BY seq`)
      .toArray()
      .map((r) => JSON.parse(r.body) as { type: string })
      .filter((e) => e.type === "break"),
  );
  expect(told).toEqual([{ type: "break", until: new Date(breakEnds).toISOString(), smallBlind: 20, bigBlind: 40, ante: 0 }]);

  // The hand in progress finishes (its players' clocks run out, 90 s a step); then no hand is dealt.
  expect((await table.view())!.handNumber).toBe(1);
  let clock = Date.now();
  const paused = await waitFor("the table to stop between hands", async () => {
    clock += 90_000;
    expect(clock).toBeLessThan(breakEnds - 60_000);
    const view = await table.tick(clock);
    return view && view.board === "" && view.toAct === null ? view.handNumber : undefined;
  });
  expect(paused).toBe(1);
  await new Promise((r) => setTimeout(r, 500));
  const still = (await table.tick(clock + 30_000))!;
  expect(still.handNumber).toBe(paused);
  expect(still.status).not.toBe("closed");
  const before = await table.hand(paused);
  expect(before && [before.smallBlind, before.bigBlind]).toEqual([5, 10]);
  const standings = await api(key, "GET", `${T}/standings`, { tournamentId: t.id });
  expect(standings.body.status).toBe("running");

  // A moment before the break ends, still nothing; once it is over, the next hand is dealt at 20/40.
  expect((await table.tick(breakEnds - 1_000))!.handNumber).toBe(paused);
  let after = breakEnds + 1;
  expect((await table.tick(after))!.handNumber).toBe(paused + 1);
  // Played out (the clocks run out again) to read it from the table's history.
  const resumed = await waitFor("the hand after the break to end", async () => {
    const hand = await table.hand(paused + 1);
    if (hand) return hand;
    after += 90_000;
    await table.tick(after);
    return undefined;
  });
  expect([resumed.smallBlind, resumed.bigBlind]).toEqual([20, 40]);
  expect(Date.parse(resumed.startedAt)).toBeGreaterThanOrEqual(breakEnds);
}, 60_000);
