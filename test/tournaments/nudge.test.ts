/**
 * The director nudges a table that stops reporting (issue 21): a table whose own alarm is lost, with a
 * clock run out, goes on when the director's alarm finds it has not reported for a minute.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import { api, createTournament, register } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { changeDirector, runStart, startLater, startSoon } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

it("a silent table is nudged by the director's alarm and does what was due", async () => {
  const { key } = await webhookTenant();
  const t = await createTournament(key, { trustMode: "human_only", schedule: { startsAt: startLater() } });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 6; i++) await register(key, t.id, i, "human");
  const director = env.DIRECTORS.getByName(t.id);
  await runStart(t.id, await startSoon(key, t.id));
  // The director comes back within a minute while the tournament runs (not only at the level's end, 8 minutes away).
  const alarm = await runInDurableObject(director, (_i, state) => state.storage.getAlarm());
  expect(alarm).not.toBeNull();
  expect(alarm!).toBeLessThanOrEqual(Date.now() + 60_000);

  const [{ tableId }] = (await api(key, "GET", `${T}/tables`, { tournamentId: t.id })).body.data;
  const table = env.TABLES.getByName(tableId);
  const before = await waitFor("the first turn", async () => {
    const view = await table.view();
    return view?.toAct != null ? view : undefined;
  });
  // The table loses its alarm while its player to act is out of time: on its own it would never go on.
  await runInDurableObject(table, async (instance, state) => {
    const stored = state.storage.kv.get<{ hand: { turn: Record<string, unknown> } }>("state")!;
    state.storage.kv.put("state", { ...stored, hand: { ...stored.hand, turn: { ...stored.hand.turn, autoAt: Date.now() - 1 } } });
    // The object keeps its committed state in memory while awake: after this surgery it must read storage again.
    (instance as unknown as { state?: unknown }).state = undefined;
    await state.storage.deleteAlarm();
  });
  // (Read from storage: the table's view() would itself do what is due.)
  const turnNow = () =>
    runInDurableObject(table, (_i, state) => {
      const stored = state.storage.kv.get<{ handNumber: number; hand: { turn: { seatNumber: number } | null } | null }>("state")!;
      return { handNumber: stored.handNumber, toAct: stored.hand?.turn?.seatNumber ?? null };
    });
  await new Promise((r) => setTimeout(r, 300));
  expect((await turnNow()).toAct).toBe(before.toAct);

  // It has not reported for over a minute (as the director sees it): the director's alarm nudges it.
  await changeDirector<{ heardAt: Record<string, number> }>(director, (stored) => ({ ...stored, heardAt: { [tableId]: Date.now() - 61_000 } }));
  await runDurableObjectAlarm(director);
  const after = await turnNow();
  expect(after.toAct).not.toBe(before.toAct);
  expect(after.handNumber).toBe(before.handNumber);
}, 60_000);
