/**
 * How a tournament starts and what it pays: a sit-and-go that starts when full, late registration from the
 * tournament's own `lateRegistrationLevels` (0 = none; `lateRegistrationMinutes: 0` too), a prize pool
 * updatable until the tournament runs, and a prize pool that grows from buy-ins with a guarantee.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, register } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { startedMtt } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

/** The clock once the director has started the tournament (its alarm may still be running when the test's ends). */
async function clockOf(key: string, tournamentId: string) {
  // Generous: under a loaded CI the director's start (opening its tables) can take many seconds.
  return waitFor("the director's clock", async () => (await api(key, "GET", `${T}/standings`, { tournamentId })).body.clock ?? undefined, 60_000);
}

const sng = (extra: Record<string, unknown> = {}) => ({
  name: "Start when full",
  presetKey: "six_max_nlhe_sng_v1",
  roomId: "room-full",
  blindStructureId: "bs_approved_sng_6max_8min_v1",
  payoutStructureId: "ps_approved_sng_6max_v1",
  trustMode: "bot_only",
  ...extra,
});

describe("start when full", () => {
  it("a sit-and-go without a start time starts when its 6th entry registers (startWhen defaults to full)", async () => {
    const { key } = await webhookTenant();
    const created = await api(key, "POST", "/tournaments", {}, { body: sng({ schedule: {}, prizePool: 600 }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const t = created.body.tournament;
    expect(t.schedule).toMatchObject({ startWhen: "full" });
    expect(t.schedule.startsAt).toBeUndefined();
    expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
    for (let i = 1; i <= 5; i++) await register(key, t.id, i, "bot");
    const director = env.DIRECTORS.getByName(t.id);
    await runDurableObjectAlarm(director);
    expect((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.status).toBe("scheduled");
    const startedAt = Date.now();
    await register(key, t.id, 6, "bot");
    await waitFor("the start", async () => {
      await runDurableObjectAlarm(director);
      const got = await api(key, "GET", T, { tournamentId: t.id });
      return got.body.tournament.status !== "scheduled" ? got.body.tournament : undefined;
    });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    const tables = await api(key, "GET", `${T}/tables`, { tournamentId: t.id });
    expect(tables.body.data.length === 1 || (await api(key, "GET", T, { tournamentId: t.id })).body.tournament.status === "completed").toBe(true);
  }, 60_000);

  it("startWhen time needs a startsAt (400); a full start may not be moved by a start time", async () => {
    const { key } = await webhookTenant();
    const bad = await api(key, "POST", "/tournaments", {}, { body: sng({ schedule: { startWhen: "time" } }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("/schedule/startsAt");
  });
});

describe("late registration levels", () => {
  it("lateRegistrationLevels 0 closes late registration at the start; above the preset's is 400", async () => {
    const { key } = await webhookTenant();
    const id = await startedMtt(key, 4, "human", [[100, 200, 0]], 0, { schedule: { lateRegistrationLevels: 0 } });
    const clock = await clockOf(key, id);
    expect(clock.lateRegistration).toBe("closed");
    const late = await api(
      key,
      "POST",
      `${T}/entries`,
      { tournamentId: id },
      { body: { displayName: "Late", playerRef: "late-1", participant: "human" } },
    );
    expect(late.status).toBe(409);
    const tooMany = await api(
      key,
      "POST",
      "/tournaments",
      {},
      {
        body: {
          ...sng({
            presetKey: "scheduled_mtt_nlhe_v1",
            payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
            blindStructureId: "bs_approved_mtt_9max_20min_v1",
            trustMode: "human_only",
          }),
          schedule: { startsAt: new Date(Date.now() + 60_000).toISOString(), lateRegistrationLevels: 7 },
        },
      },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].path).toBe("/schedule/lateRegistrationLevels");
  }, 60_000);

  it("lateRegistrationMinutes 0 means no late registration too", async () => {
    const { key } = await webhookTenant();
    const id = await startedMtt(key, 4, "human", [[100, 200, 0]], 0, { schedule: { lateRegistrationMinutes: 0 } });
    expect((await clockOf(key, id)).lateRegistration).toBe("closed");
  }, 120_000);
});

describe("prize pools", () => {
  it("prizePool may be updated until the tournament runs", async () => {
    const { key } = await webhookTenant();
    const created = await api(
      key,
      "POST",
      "/tournaments",
      {},
      { body: sng({ schedule: { startsAt: new Date(Date.now() + 60_000).toISOString(), startWhen: "time" } }) },
    );
    const id = created.body.tournament.id;
    const patched = await api(key, "PATCH", T, { tournamentId: id }, { body: { prizePool: 900 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.tournament.prizePool).toBe(900);
    expect((await api(key, "POST", `${T}/publish`, { tournamentId: id })).status).toBe(200);
    expect((await api(key, "PATCH", T, { tournamentId: id }, { body: { prizePool: 1200 } })).body.tournament.prizePool).toBe(1200);
    const both = await api(key, "PATCH", T, { tournamentId: id }, { body: { buyIn: { amount: 10 } } });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].path).toBe("/buyIn");
  });

  it("a prize pool from buy-ins grows with the entries, never below the guarantee, and is what the payout splits", { timeout: 120_000 }, async () => {
    const { key } = await webhookTenant();
    // The payout structure pays fields of 10..30: ten entries pay 1,000, under the guarantee.
    const id = await startedMtt(key, 10, "bot", [[1000, 2000, 2000]], 0, { buyIn: { amount: 100 }, guaranteedPrizePool: 1500 });
    // Started (its clock runs) or already over: ten bots ten big blinds deep may finish before the first
    // look, and a completed tournament has no clock.
    await waitFor(
      "the start",
      async () => {
        const now = (await api(key, "GET", T, { tournamentId: id })).body.tournament.status;
        return now === "running" || now === "completed" ? now : undefined;
      },
      60_000,
    );
    const running = (await api(key, "GET", T, { tournamentId: id })).body.tournament;
    expect(running).toMatchObject({ buyIn: { amount: 100 }, guaranteedPrizePool: 1500, prizePool: 1500 });
    // Late entries while registration is open: 10 + 8 = 18 entries pay 1,800, over the guarantee.
    for (let i = 1; i <= 8; i++) {
      const late = await api(
        key,
        "POST",
        `${T}/entries`,
        { tournamentId: id },
        { body: { displayName: `Late ${i}`, playerRef: `late-${i}`, participant: "bot" } },
      );
      if (late.status !== 201) break;
    }
    const grown = (await api(key, "GET", T, { tournamentId: id })).body.tournament;
    expect(grown.prizePool).toBe(Math.max(1500, grown.entrants * 100));
    // Running: the prize pool is no longer the builder's to change.
    const frozen = await api(key, "PATCH", T, { tournamentId: id }, { body: { guaranteedPrizePool: 5000 } });
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(409);
    // Completed: the pool of the final field, split exactly.
    const done = await waitFor(
      "the completion",
      async () => {
        const got = (await api(key, "GET", T, { tournamentId: id })).body.tournament;
        return got.status === "completed" ? got : undefined;
      },
      90_000,
    );
    expect(done.prizePool).toBe(Math.max(1500, done.entrants * 100));
    // Its stored pool is now the computed one: a change is still refused for the state (409), not read as a
    // fixed prizePool beside the buyIn (a 400 the running tournament above could meet once its pool was fixed).
    const afterwards = await api(key, "PATCH", T, { tournamentId: id }, { body: { guaranteedPrizePool: 5000 } });
    expect(afterwards.status, JSON.stringify(afterwards.body)).toBe(409);
    const entries = await api(key, "GET", `${T}/entries`, { tournamentId: id }, { query: "limit=100" });
    expect(entries.body.data.reduce((sum: number, e: { prize: number }) => sum + e.prize, 0)).toBe(done.prizePool);
    const both = await api(key, "POST", "/tournaments", {}, { body: sng({ schedule: {}, prizePool: 10, buyIn: { amount: 5 } }) });
    expect(both.status).toBe(400);
    const guaranteeAlone = await api(key, "POST", "/tournaments", {}, { body: sng({ schedule: {}, guaranteedPrizePool: 10 }) });
    expect(guaranteeAlone.status).toBe(400);
    expect(guaranteeAlone.body.errors[0].path).toBe("/guaranteedPrizePool");
  });
});
