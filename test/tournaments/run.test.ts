/**
 * Tournaments that run themselves (CONTRACT 11): published, started by the director at schedule.startsAt,
 * played on hosted tables by house bots with no pauses, completed through the completion batch, and
 * `tournament.completed` delivered once (verified by the test receiver with standardwebhooks).
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { commitmentOf, hexToBytes, hmacWords, uniform } from "../../src/engine/shuffle.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { expectPlacesWithTies, runStart, startLater, startSoon, turboStructure } from "./fixtures.ts";

async function runToCompletion(key: string, tournamentId: string, startsAt: number, timeoutMs: number) {
  const director = env.DIRECTORS.getByName(tournamentId);
  // The start is the director's alarm at startsAt; run it as soon as it is due.
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
  await runDurableObjectAlarm(director);
  return waitFor(
    "the tournament to complete",
    async () => {
      const res = await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId });
      return res.body.tournament.status === "completed" ? res.body.tournament : undefined;
    },
    timeoutMs,
  );
}

/** A tournament published, with `n` bot entries registered, then set to start in a second. */
async function publishedWithBots(key: string, n: number, overrides: Record<string, unknown>) {
  const t = await createTournament(key, { ...overrides, schedule: { startsAt: startLater() } });
  const published = await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: t.id });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  for (let i = 1; i <= n; i++) await register(key, t.id, i, "bot");
  return { id: t.id as string, startsAt: await startSoon(key, t.id) };
}

describe("a tournament that runs itself", () => {
  it("a bot-only sit-and-go: seat draw, hands on a hosted table, places 1..6 (ties share), prizes sum to the pool, tournament.completed once", async () => {
    const { key, projectId } = await webhookTenant();
    void projectId;
    const name = receiverName("run-sng");
    const { secret } = await createEndpoint(key, { url: receiverUrl(name), projectId });
    const t = await publishedWithBots(key, 6, { trustMode: "bot_only", prizePool: 600 });
    const completed = await runToCompletion(key, t.id, t.startsAt, 90_000);
    expect(completed.entrants).toBe(6);

    const entries = await api(key, "GET", "/tournaments/{tournamentId}/entries", { tournamentId: t.id }, { query: "limit=100" });
    const results = entries.body.data as Array<{ place: number; prize: number }>;
    expectPlacesWithTies(results.map((e) => e.place));
    expect(results.reduce((sum, e) => sum + e.prize, 0)).toBe(600);

    const requests = await waitFor("the completion event", async () => {
      const got = await received(name);
      return got.length > 0 ? got : undefined;
    });
    const body = new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers) as { type: string; data: { results: unknown[] } };
    expect(body.type).toBe("tournament.completed");
    expect(body.data.results).toHaveLength(6);
    await new Promise((r) => setTimeout(r, 500));
    expect((await received(name)).length).toBe(1);

    // Standings: every entry placed with its prize; the seat draw's evidence redoes the draw.
    const standings = await api(key, "GET", "/tournaments/{tournamentId}/standings", { tournamentId: t.id });
    expect(standings.status).toBe(200);
    expect(standings.body.status).toBe("completed");
    expectPlacesWithTies(standings.body.data.map((s: { place: number }) => s.place));
    // The final state: the winner with every chip in play, every other entry busted with its place.
    const [first, ...rest] = standings.body.data as Array<{ status: string; chips: number; place: number; tableId: string | null }>;
    expect(first).toMatchObject({ status: "winner", place: 1, tableId: null });
    // The sit-and-go preset's starting stack is 1,500.
    expect(first!.chips).toBe(6 * 1500);
    for (const s of rest) expect(s).toMatchObject({ status: "busted", chips: 0 });
    const draw = standings.body.draw;
    const words = await hmacWords(hexToBytes(draw.serverSeed), draw.clientSeed, draw.nonce);
    const order = standings.body.data.map((s: { entryId: string }) => s.entryId).sort();
    for (let i = order.length - 1; i >= 1; i--) {
      const j = await uniform(words, i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    expect(order).toEqual(draw.order);
    expect(await commitmentOf(hexToBytes(draw.serverSeed))).toBe(draw.commitment);
    const tables = await api(key, "GET", "/tournaments/{tournamentId}/tables", { tournamentId: t.id });
    expect(tables.body.data).toEqual([]);
  }, 120_000);

  it("a start moved by PATCH moves the director's start: not before the new time, and at it", async () => {
    const { key } = await webhookTenant();
    const t = await publishedWithBots(key, 6, { trustMode: "bot_only", prizePool: 60 });
    const later = Date.now() + 60_000;
    const patched = await api(
      key,
      "PATCH",
      "/tournaments/{tournamentId}",
      { tournamentId: t.id },
      { body: { schedule: { startsAt: new Date(later).toISOString() } } },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const director = env.DIRECTORS.getByName(t.id);
    // Past the first start time: the director's alarm is the new one, and it has not started.
    await new Promise((r) => setTimeout(r, Math.max(0, t.startsAt - Date.now() + 50)));
    await runDurableObjectAlarm(director);
    expect((await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId: t.id })).body.tournament.status).toBe("scheduled");
    // Moved back to two seconds from now: it starts then.
    const soon = Date.now() + 2_000;
    await api(
      key,
      "PATCH",
      "/tournaments/{tournamentId}",
      { tournamentId: t.id },
      { body: { schedule: { startsAt: new Date(soon).toISOString() } } },
    );
    const completed = await runToCompletion(key, t.id, soon, 90_000);
    expect(completed.status).toBe("completed");
  }, 120_000);

  it("a cancelled published tournament never starts", async () => {
    const { key } = await webhookTenant();
    const t = await publishedWithBots(key, 6, { trustMode: "bot_only" });
    const cancelled = await api(key, "POST", "/tournaments/{tournamentId}/cancel", { tournamentId: t.id }, { body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, t.startsAt - Date.now() + 50)));
    await runDurableObjectAlarm(env.DIRECTORS.getByName(t.id));
    const res = await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId: t.id });
    expect(res.body.tournament.status).toBe("cancelled");
  });

  it("a 27-entrant MTT on three tables: balancing and breaking down to one table, every place once, prizes reconciled", async () => {
    const { key } = await webhookTenant();
    // Short stacks (10 big blinds) so that bots bust quickly; room-owned structure.
    const blindStructureId = await turboStructure(key, "room-mtt");
    const t = await publishedWithBots(key, 27, {
      name: "Bot MTT",
      presetKey: "scheduled_mtt_nlhe_v1",
      roomId: "room-mtt",
      blindStructureId,
      payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
      trustMode: "mixed_declared",
      prizePool: 10_001,
    });
    const director = env.DIRECTORS.getByName(t.id);
    // Waits for the start to be done (the director's own alarm may have begun it first: running the alarm
    // here then returns at once, and the draw was not there yet, once in CI).
    await runStart(t.id, t.startsAt);
    // Ten big blinds deep, the bots may finish while the start itself runs; the draw seated all 27.
    const start = (await director.standings())!;
    expect(start.draw!.order).toHaveLength(27);
    const completed = await waitFor(
      "the MTT to complete",
      async () => {
        const res = await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId: t.id });
        return res.body.tournament.status === "completed" ? res.body.tournament : undefined;
      },
      240_000,
    );
    expect(completed.entrants).toBe(27);
    const entries = await api(key, "GET", "/tournaments/{tournamentId}/entries", { tournamentId: t.id }, { query: "limit=100" });
    const results = entries.body.data as Array<{ place: number; prize: number }>;
    expect(results).toHaveLength(27);
    expect(results.reduce((sum, e) => sum + e.prize, 0)).toBe(10_001);
    expectPlacesWithTies(results.map((e) => e.place));
  }, 300_000);
});
