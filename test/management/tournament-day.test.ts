import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, tenant } from "../helpers";
import { api, deliveredEvent } from "./fixtures";

/**
 * A tournament day as a director runs it, through the Worker: a blind schedule calculated and saved
 * for the room, then scheduled MTTs created from the preset's own defaults, filled with 4, 31, 500 and
 * 2,000 entrants and completed. Every field pays: the prizes are the payouts calculation's ladder for
 * that field (asked of POST /v1/calculations/tournaments/payouts, the independent reference here),
 * they sum to the pool, and each completion records `tournament.completed` exactly once: a retried
 * completion (replayed by its idempotency key, or refused with 409 without one) records nothing more,
 * and the day's events are one per completed tournament.
 */
const T = "/tournaments/{tournamentId}";
const ROOM = "room-day";
const BUY_IN = 1_000;

async function eventsOf(tournamentId: string) {
  const { results } = await env.DB.prepare("SELECT id FROM events WHERE subject_id = ? AND type = 'tournament.completed'")
    .bind(tournamentId)
    .all<{ id: string }>();
  return Promise.all(results.map((r) => deliveredEvent(r.id)));
}

/** Registers `n` entrants, a few requests in flight at a time (the API takes one entry per request). */
async function fill(key: string, tournamentId: string, n: number): Promise<string[]> {
  const ids: string[] = new Array(n);
  const inFlight = 25;
  for (let start = 0; start < n; start += inFlight) {
    await Promise.all(
      Array.from({ length: Math.min(inFlight, n - start) }, async (_, j) => {
        const i = start + j;
        const res = await call(`/api/v1/management/tournaments/${tournamentId}/entries`, {
          key,
          body: { displayName: `Player ${i + 1}`, playerRef: `p-${i + 1}`, participant: "human" },
        });
        expect(res.status).toBe(201);
        ids[i] = (await json(res)).entry.id;
      }),
    );
  }
  return ids;
}

describe("a tournament day from the scheduled MTT preset's defaults", () => {
  // About 2,500 registrations through the Worker, one request each (the API has no batch registration).
  it("calculates and saves the blinds, then runs and pays fields of 4, 31, 500 and 2,000", { timeout: 180_000 }, async () => {
    const { key, org } = await tenant({ freeCredits: 100 });
    const preset = await api(key, "GET", "/tournament-presets/{presetKey}", { presetKey: "scheduled_mtt_nlhe_v1" });
    expect(preset.status).toBe(200);
    const { startingStack, defaultPayoutStructureId, minPlayers, maxPlayers } = preset.body.preset;
    expect([minPlayers, maxPlayers]).toEqual([2, 10_000]);
    expect(preset.body.defaults.payoutStructure).toMatchObject({ minPlayers: 2, maxPlayers: 10_000, ladder: { style: "standard" } });

    const blinds = await call("/v1/calculations/tournaments/blinds", {
      key,
      body: {
        startingStack,
        players: 500,
        targetDurationMinutes: 360,
        levelMinutes: 20,
        denominations: [25, 100, 500, 1000, 5000, 25000],
        breaks: { everyLevels: 4, minutes: 10, colorUp: true },
      },
    });
    expect(blinds.status).toBe(200);
    const schedule = await json(blinds);
    const saved = await api(
      key,
      "POST",
      "/blind-structures",
      {},
      {
        body: { name: "Day blinds", roomId: ROOM, estimatedDurationMinutes: schedule.estimatedDurationMinutes, levels: schedule.levels },
      },
    );
    expect(saved.status).toBe(201);

    const completedIds: string[] = [];
    for (const n of [4, 31, 500, 2_000]) {
      const created = await api(
        key,
        "POST",
        "/tournaments",
        {},
        {
          body: {
            name: `Day MTT ${n}`,
            presetKey: "scheduled_mtt_nlhe_v1",
            roomId: ROOM,
            blindStructureId: saved.body.blindStructure.id,
            payoutStructureId: defaultPayoutStructureId,
            schedule: { startsAt: new Date(Date.now() + 86_400_000).toISOString() },
            trustMode: "human_only",
          },
        },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.tournament.id as string;
      expect((await api(key, "POST", `${T}/publish`, { tournamentId: id })).status).toBe(200);
      const entries = await fill(key, id, n);

      // The field finishes in reverse order of registration; the pool is the buy-ins.
      const prizePool = n * BUY_IN;
      const results = entries.map((entryId, i) => ({ entryId, place: n - i }));
      // A director's client sends the completion with an idempotency key and may retry it.
      const completion = { key, body: { results, prizePool }, headers: { "x-idempotency-key": `day-${n}` } };
      const done = await call(`/api/v1/management/tournaments/${id}/complete`, completion);
      expect(done.status, `${n} entrants`).toBe(200);
      expect((await json(done)).tournament).toMatchObject({ status: "completed", entrants: n, prizePool });
      completedIds.push(id);
      // The retry replays the stored answer; a second completion without the key is refused. Neither
      // records another event (checked below: still one).
      const replay = await call(`/api/v1/management/tournaments/${id}/complete`, completion);
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      const again = await call(`/api/v1/management/tournaments/${id}/complete`, { key, body: { results, prizePool } });
      expect(again.status).toBe(409);

      const reference = await json(await call("/v1/calculations/tournaments/payouts", { key, body: { entrants: n, prizePool } }));
      const expected = Array.from({ length: n }, (_, i) => reference.payouts[i]?.amount ?? 0);
      const events = await eventsOf(id);
      expect(events, `${n} entrants: one event`).toHaveLength(1);
      const paid = events[0]!.data.results;
      expect(paid.map((r) => r.place)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(paid.map((r) => r.prize)).toEqual(expected);
      expect(paid.reduce((s, r) => s + r.prize, 0)).toBe(prizePool);
      expect(paid[0]!.entryId).toBe(entries[n - 1]);
      expect(reference.placesPaid).toBe(n === 4 ? 2 : Math.round(0.15 * n));
    }
    // Over the whole day: one `tournament.completed` per completed tournament, and no other.
    const { results: recorded } = await env.DB.prepare("SELECT subject_id FROM events WHERE organization_id = ? AND type = 'tournament.completed'")
      .bind(org.id)
      .all<{ subject_id: string }>();
    expect(recorded.map((r) => r.subject_id).sort()).toEqual([...completedIds].sort());
  });

  it("completes the preset's largest field, 10,000 entrants, in one 2 MiB request", async () => {
    const { key, org } = await tenant({ freeCredits: 10 });
    const preset = (await api(key, "GET", "/tournament-presets/{presetKey}", { presetKey: "scheduled_mtt_nlhe_v1" })).body.preset;
    const created = await api(
      key,
      "POST",
      "/tournaments",
      {},
      {
        body: {
          name: "Sunday Million",
          presetKey: "scheduled_mtt_nlhe_v1",
          roomId: ROOM,
          blindStructureId: preset.defaultBlindStructureId,
          payoutStructureId: preset.defaultPayoutStructureId,
          schedule: { startsAt: new Date(Date.now() + 86_400_000).toISOString() },
          trustMode: "human_only",
        },
      },
    );
    const id = created.body.tournament.id as string;
    await api(key, "POST", `${T}/publish`, { tournamentId: id });
    // Registration through the API is covered above; here the 10,000 entries are seeded in D1 directly
    // (one INSERT ... SELECT over a recursive counter) so the test stays quick.
    const n = 10_000;
    const now = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ?)
         INSERT INTO entries (id, tournament_id, organization_id, environment, display_name, player_ref, participant, status, place, prize, registered_at, updated_at)
         SELECT printf('ent_seed%05d', i), ?, ?, 'test', 'Player ' || i, 'p-' || i, 'human', 'registered', NULL, NULL, ?, ? FROM c`,
      ).bind(n, id, org.id, now, now),
      env.DB.prepare("UPDATE tournaments SET entrants = ? WHERE id = ?").bind(n, id),
    ]);
    const results = Array.from({ length: n }, (_, i) => ({ entryId: `ent_seed${String(i + 1).padStart(5, "0")}`, place: i + 1 }));
    const body = JSON.stringify({ results, prizePool: 10_000_000 });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const done = await call(`/api/v1/management/tournaments/${id}/complete`, { key, body: { results, prizePool: 10_000_000 } });
    expect(done.status).toBe(200);
    const reference = await json(await call("/v1/calculations/tournaments/payouts", { key, body: { entrants: n, prizePool: 10_000_000 } }));
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    const prizes = events[0]!.data.results.map((r) => r.prize);
    expect(prizes).toEqual(Array.from({ length: n }, (_, i) => reference.payouts[i]?.amount ?? 0));
    expect(prizes.reduce((a, b) => a + b, 0)).toBe(10_000_000);
    const stored = await env.DB.prepare("SELECT count(*) AS c, sum(prize) AS s FROM entries WHERE tournament_id = ? AND status = 'finished'")
      .bind(id)
      .first<{ c: number; s: number }>();
    expect(stored).toEqual({ c: n, s: 10_000_000 });
    const limits = await json(await call("/v1/limits", { key }));
    expect(limits.management.completeTournament).toEqual({ maxResults: 10_000, maxBodyBytes: 2 * 1024 * 1024 });
  });

  it("a field of one cannot complete: 409 and nothing changes", async () => {
    const { key } = await tenant();
    const preset = await api(key, "GET", "/tournament-presets/{presetKey}", { presetKey: "scheduled_mtt_nlhe_v1" });
    const { defaultBlindStructureId, defaultPayoutStructureId } = preset.body.preset;
    const created = await api(
      key,
      "POST",
      "/tournaments",
      {},
      {
        body: {
          name: "Lonely",
          presetKey: "scheduled_mtt_nlhe_v1",
          roomId: ROOM,
          blindStructureId: defaultBlindStructureId,
          payoutStructureId: defaultPayoutStructureId,
          schedule: { startsAt: new Date(Date.now() + 86_400_000).toISOString() },
          trustMode: "human_only",
        },
      },
    );
    const id = created.body.tournament.id as string;
    await api(key, "POST", `${T}/publish`, { tournamentId: id });
    const [entryId] = await fill(key, id, 1);
    const res = await api(key, "POST", `${T}/complete`, { tournamentId: id }, { body: { results: [{ entryId, place: 1 }], prizePool: 500 } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/at least 2 entrants/);
    const after = await api(key, "GET", T, { tournamentId: id });
    expect(after.body.tournament).toMatchObject({ status: "scheduled", entrants: 1, prizePool: null, completedAt: null });
    expect(await eventsOf(id)).toHaveLength(0);
    const listed = await api(key, "GET", `${T}/entries`, { tournamentId: id });
    expect(listed.body.data[0]).toMatchObject({ status: "registered", place: null, prize: null });
  });
});
