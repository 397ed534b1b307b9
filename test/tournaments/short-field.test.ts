/**
 * A tournament whose field is short at its start (issue 31, item 8): the director does not run what
 * POST /complete and the payout structure would refuse. Fewer entries than the preset's minPlayers (and,
 * with a prize pool, than the payout structure pays) at `startsAt`: the tournament is cancelled with a
 * reason that says so, no table opens, the entries stay listed as they were, and nothing is paid.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fewestToStart } from "../../src/engine/tournament/director.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { webhookTenant } from "../webhooks/helpers.ts";

const T = "/tournaments/{tournamentId}";

async function startShort(key: string, n: number, overrides: Record<string, unknown>) {
  const startsAt = Date.now() + 2_000;
  const t = await createTournament(key, { ...overrides, schedule: { startsAt: new Date(startsAt).toISOString() } });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= n; i++) await register(key, t.id, i, "bot");
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
  await runDurableObjectAlarm(env.DIRECTORS.getByName(t.id));
  return t.id as string;
}

describe("a field shorter than the tournament can run with, at its start", () => {
  it("a six-seat sit-and-go with 3 entries is cancelled with the reason, not run", async () => {
    const { key } = await webhookTenant();
    const id = await startShort(key, 3, { trustMode: "bot_only", prizePool: 600 });
    const { tournament } = (await api(key, "GET", T, { tournamentId: id })).body;
    expect(tournament.status).toBe("cancelled");
    expect(tournament.cancelledAt).toEqual(expect.any(String));
    expect(tournament.cancellationReason).toMatch(/six_max_nlhe_sng_v1/);
    expect(tournament.cancellationReason).toMatch(/at least 6 entries/);
    expect(tournament.cancellationReason).toMatch(/3 (were )?registered/);
    // No table was opened, the entries stay as they were, and it cannot be completed or started later.
    expect((await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data).toEqual([]);
    const entries = (await api(key, "GET", `${T}/entries`, { tournamentId: id })).body.data as Array<{ status: string; prize: number | null }>;
    expect(entries.map((e) => e.status)).toEqual(["registered", "registered", "registered"]);
    await runDurableObjectAlarm(env.DIRECTORS.getByName(id));
    expect((await api(key, "GET", T, { tournamentId: id })).body.tournament.status).toBe("cancelled");
  });

  it("with no prize pool the preset's minimum still holds; an MTT with a pool needs the payout structure's fewest", () => {
    // Six-max sit-and-go: the preset runs 6..6 (its payout structure 6..6 too).
    expect(fewestToStart({ presetMinPlayers: 6, payoutMinPlayers: 6, prizePool: 0 })).toBe(6);
    // Scheduled MTT: the preset starts with 2; a pool split by a 10-30 structure needs 10.
    expect(fewestToStart({ presetMinPlayers: 2, payoutMinPlayers: 10, prizePool: 0 })).toBe(2);
    expect(fewestToStart({ presetMinPlayers: 2, payoutMinPlayers: 10, prizePool: 5000 })).toBe(10);
    // Never fewer than two.
    expect(fewestToStart({ presetMinPlayers: 1, payoutMinPlayers: 1, prizePool: 0 })).toBe(2);
  });
});
