import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { call, json } from "../helpers";
import { api } from "../management/fixtures";
import { createEndpoint, received, receiverName, receiverUrl, setBehavior, waitFor, webhookTenant } from "./helpers";

/**
 * D1 refuses any string, BLOB or row over 2,000,000 bytes (https://developers.cloudflare.com/d1/platform/limits/);
 * Miniflare does not enforce it, so this test measures every row D1 holds after the largest completion
 * the API allows: 10,000 entrants whose names are 64 CJK characters (3 UTF-8 bytes each, the most a
 * 64-character name can weigh without surrogate pairs). The `tournament.completed` body for that field
 * is over 2 MB, so it must not be stored as one value, yet every attempt must send it whole and the same.
 */
const D1_MAX_BYTES = 2_000_000;
const N = 10_000;
const POOL = 10_000_001; // not a multiple of the ladder's rounding unit: the residue path runs too

/** 64 CJK characters, distinct per entrant: U+4E00 + i, then 63 x U+5B57. */
const nameOf = (i: number) => String.fromCodePoint(0x4e00 + i) + "字".repeat(63);

/** The largest row of every table, in bytes (each column's value as D1 stores it, summed). */
async function largestRows(): Promise<Record<string, number>> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  const largest: Record<string, number> = {};
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare(`SELECT name FROM pragma_table_info('${name}')`).all<{ name: string }>();
    const sum = columns.map((c) => `coalesce(length(CAST("${c.name}" AS BLOB)), 0)`).join(" + ");
    largest[name] = (await env.DB.prepare(`SELECT coalesce(max(${sum}), 0) AS bytes FROM "${name}"`).first<{ bytes: number }>())!.bytes;
  }
  return largest;
}

describe("the tournament.completed event of a 10,000-entrant field with the longest names", () => {
  it("stores no value near D1's 2,000,000-byte limit and delivers the contract's body, the same bytes on every attempt", {
    timeout: 120_000,
  }, async () => {
    const { key } = await webhookTenant();
    const name = receiverName("big");
    await setBehavior(name, { failFirst: 1, failStatus: 503 });
    const { secret } = await createEndpoint(key, { url: receiverUrl(name) });
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
          roomId: "room-big",
          blindStructureId: preset.defaultBlindStructureId,
          payoutStructureId: preset.defaultPayoutStructureId,
          schedule: { startsAt: new Date(Date.now() + 86_400_000).toISOString() },
          trustMode: "human_only",
        },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tournament = created.body.tournament;
    const id = tournament.id as string;
    expect((await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: id })).status).toBe(200);
    // One name through the API, to show 64 CJK characters are a valid displayName.
    const first = await api(
      key,
      "POST",
      "/tournaments/{tournamentId}/entries",
      { tournamentId: id },
      { body: { displayName: nameOf(0), playerRef: "p-0", participant: "human" } },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The other 9,999 seeded in D1 directly (registration through the API is covered elsewhere).
    const now = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ?)
         INSERT INTO entries (id, tournament_id, organization_id, environment, display_name, player_ref, participant, status, place, prize, registered_at, updated_at)
         SELECT printf('ent_seed%05d', i), ?, organization_id, 'test', char(0x4E00 + i) || replace(hex(zeroblob(63)), '00', '字'),
                'p-' || i, 'human', 'registered', NULL, NULL, ?, ? FROM c, tournaments WHERE tournaments.id = ?`,
      ).bind(N - 1, id, now, now, id),
      env.DB.prepare("UPDATE tournaments SET entrants = ? WHERE id = ?").bind(N, id),
    ]);
    const entryIds = [first.body.entry.id as string, ...Array.from({ length: N - 1 }, (_, i) => `ent_seed${String(i + 1).padStart(5, "0")}`)];
    // Entrant i finishes in place i + 1.
    const results = entryIds.map((entryId, i) => ({ entryId, place: i + 1 }));
    const done = await call(`/api/v1/management/tournaments/${id}/complete`, { key, body: { results, prizePool: POOL } });
    expect(done.status).toBe(200);
    const completedAt = (await json(done)).tournament.completedAt as string;

    const largest = await largestRows();
    expect(Object.keys(largest)).toEqual(expect.arrayContaining(["events", "entries", "tournaments", "idempotency_records"]));
    for (const [table, bytes] of Object.entries(largest)) expect(bytes, table).toBeLessThan(D1_MAX_BYTES);

    const requests = await waitFor("two attempts", async () => {
      const got = await received(name);
      return got.length >= 2 ? got : undefined;
    });
    expect(requests.map((r) => r.answered)).toEqual([503, 204]);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    expect(requests[1]!.headers["webhook-id"]).toBe(requests[0]!.headers["webhook-id"]);
    const body = requests[0]!.body;
    expect(new TextEncoder().encode(body).length).toBeGreaterThan(D1_MAX_BYTES);

    // The contract's shape (CONTRACT.md 6), prizes from the payouts calculation for this field.
    const reference = await json(await call("/v1/calculations/tournaments/payouts", { key, body: { entrants: N, prizePool: POOL } }));
    const event = new Webhook(secret).verify(body, requests[0]!.headers);
    expect(event).toEqual({
      id: requests[0]!.headers["webhook-id"],
      type: "tournament.completed",
      createdAt: completedAt,
      environment: "test",
      projectId: null,
      data: {
        tournament: { id, name: "Sunday Million", presetKey: "scheduled_mtt_nlhe_v1", roomId: "room-big", completedAt, entrants: N },
        results: entryIds.map((entryId, i) => ({
          entryId,
          displayName: nameOf(i),
          participant: "human",
          place: i + 1,
          prize: reference.payouts[i]?.amount ?? 0,
        })),
      },
    });
    const prizes = (event as { data: { results: Array<{ prize: number }> } }).data.results.map((r) => r.prize);
    expect(prizes.reduce((a, b) => a + b, 0)).toBe(POOL);
  });
});
