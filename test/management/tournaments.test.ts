import { describe, expect, it } from "vitest";
import { issueKey, tenant } from "../helpers";
import { APPROVED, api, codeAt, createTournament, fieldPaths, future, past, register, scheduledTournament, sngBody } from "./fixtures";

const T = "/tournaments/{tournamentId}";

describe("create, get and list", () => {
  it("creates a draft from a preset with approved structures", async () => {
    const { key } = await tenant();
    const startsAt = "2031-03-04T19:30:00+01:00";
    const res = await api(
      key,
      "POST",
      "/tournaments",
      {},
      { body: sngBody({ schedule: { startsAt, lateRegistrationMinutes: 30, timezone: "Europe/Paris" } }) },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    const t = res.body.tournament;
    expect(t).toMatchObject({
      object: "tournament",
      name: "Friday 6-max",
      presetKey: "six_max_nlhe_sng_v1",
      roomId: "room-1",
      projectId: null,
      environment: "test",
      blindStructureId: APPROVED.sngBlinds,
      payoutStructureId: APPROVED.sngPayout,
      schedule: { startsAt: "2031-03-04T18:30:00.000Z", lateRegistrationMinutes: 30, timezone: "Europe/Paris" },
      trustMode: "mixed_declared",
      status: "draft",
      entrants: 0,
      publishedAt: null,
      cancelledAt: null,
      completedAt: null,
    });
    expect(t.id).toMatch(/^trn_/);
    expect((await api(key, "GET", T, { tournamentId: t.id })).body).toEqual({ tournament: t });
  });

  it("accepts room-owned structures of the same room only", async () => {
    const { key } = await tenant();
    const bs = (
      await api(
        key,
        "POST",
        "/blind-structures",
        {},
        {
          body: {
            name: "b",
            roomId: "room-1",
            estimatedDurationMinutes: 10,
            levels: [{ kind: "level", smallBlind: 1, bigBlind: 2, ante: 0, durationMinutes: 10 }],
          },
        },
      )
    ).body.blindStructure.id;
    const ps = (
      await api(
        key,
        "POST",
        "/payout-structures",
        {},
        { body: { name: "p", roomId: "room-1", minPlayers: 2, maxPlayers: 6, payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10000 }] } },
      )
    ).body.payoutStructure.id;
    await createTournament(key, { blindStructureId: bs, payoutStructureId: ps });
    const other = await api(key, "POST", "/tournaments", {}, { body: sngBody({ roomId: "room-2", blindStructureId: bs, payoutStructureId: ps }) });
    expect(other.status).toBe(400);
    expect(codeAt(other.body, "/blindStructureId")).toBe("room_mismatch");
    expect(codeAt(other.body, "/payoutStructureId")).toBe("room_mismatch");

    const stranger = await tenant();
    const foreign = await api(stranger.key, "POST", "/tournaments", {}, { body: sngBody({ blindStructureId: bs, payoutStructureId: "ps_nope" }) });
    expect(foreign.status).toBe(400);
    expect(codeAt(foreign.body, "/blindStructureId")).toBe("not_found");
    expect(codeAt(foreign.body, "/payoutStructureId")).toBe("not_found");
  });

  it("validates the body: preset, trust mode, schedule and unknown fields", async () => {
    const { key } = await tenant();
    const trust = await api(key, "POST", "/tournaments", {}, { body: sngBody({ presetKey: "scheduled_mtt_nlhe_v1", trustMode: "bot_only" }) });
    expect(trust.status).toBe(400);
    expect(codeAt(trust.body, "/trustMode")).toBe("not_allowed");
    const bad = await api(
      key,
      "POST",
      "/tournaments",
      {},
      {
        body: {
          ...sngBody({
            presetKey: "cash_v1",
            trustMode: "anyone",
            name: "",
            roomId: "",
            blindStructureId: "",
            schedule: { startsAt: "tomorrow", timezone: "Mars/Olympus", lateRegistrationMinutes: -1 },
          }),
          extra: 1,
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual([
      "/blindStructureId",
      "/extra",
      "/name",
      "/presetKey",
      "/roomId",
      "/schedule/lateRegistrationMinutes",
      "/schedule/startsAt",
      "/schedule/timezone",
      "/trustMode",
    ]);
    const missing = await api(key, "POST", "/tournaments", {}, { body: {} });
    expect(fieldPaths(missing.body)).toEqual([
      "/blindStructureId",
      "/name",
      "/payoutStructureId",
      "/presetKey",
      "/roomId",
      "/schedule",
      "/trustMode",
    ]);
  });

  it("refuses a startsAt whose calendar date does not exist instead of rolling it over (400 at /schedule/startsAt)", async () => {
    const { key } = await tenant();
    for (const startsAt of ["2031-02-30T10:00:00Z", "2031-02-29T10:00:00Z", "2031-04-31T10:00:00+02:00"]) {
      const res = await api(key, "POST", "/tournaments", {}, { body: sngBody({ schedule: { startsAt } }) });
      expect(res.status, startsAt).toBe(400);
      expect(fieldPaths(res.body), startsAt).toEqual(["/schedule/startsAt"]);
    }
    const t = await createTournament(key);
    const patch = await api(
      key,
      "PATCH",
      "/tournaments/{tournamentId}",
      { tournamentId: t.id },
      { body: { schedule: { startsAt: "2031-02-30T10:00:00Z" } } },
    );
    expect(patch.status).toBe(400);
    expect(fieldPaths(patch.body)).toEqual(["/schedule/startsAt"]);
    expect((await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId: t.id })).body.tournament.schedule.startsAt).toBe(
      (t.schedule as { startsAt: string }).startsAt,
    );
    // A leap day that exists is taken, normalized to UTC.
    const leap = await createTournament(key, { schedule: { startsAt: "2032-02-29T23:30:00-01:00" } });
    expect((leap.schedule as { startsAt: string }).startsAt).toBe("2032-03-01T00:30:00.000Z");
  });

  it("lists newest first with status and room filters and cursor pagination", async () => {
    const { key } = await tenant();
    const a = await createTournament(key, { roomId: "room-a" });
    const b = await scheduledTournament(key, { roomId: "room-b" });
    const c = await createTournament(key, { roomId: "room-a" });
    const all = await api(key, "GET", "/tournaments");
    expect(all.body.object).toBe("developer_tournaments");
    expect(new Set(all.body.data.map((t: { id: string }) => t.id))).toEqual(new Set([a.id, b.id, c.id]));
    const keys = all.body.data.map((t: { createdAt: string; id: string }) => `${t.createdAt}|${t.id}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect((await api(key, "GET", "/tournaments", {}, { query: "status=scheduled" })).body.data.map((t: { id: string }) => t.id)).toEqual([b.id]);
    expect(
      new Set((await api(key, "GET", "/tournaments", {}, { query: "roomId=room-a&status=draft" })).body.data.map((t: { id: string }) => t.id)),
    ).toEqual(new Set([a.id, c.id]));
    const p1 = await api(key, "GET", "/tournaments", {}, { query: "limit=2" });
    expect(p1.body.page).toMatchObject({ limit: 2, hasMore: true });
    const p2 = await api(key, "GET", "/tournaments", {}, { query: `limit=2&cursor=${p1.body.page.nextCursor}` });
    expect(p2.body.page).toEqual({ limit: 2, hasMore: false, nextCursor: null });
    expect([...p1.body.data, ...p2.body.data].map((t: { id: string }) => t.id)).toEqual(all.body.data.map((t: { id: string }) => t.id));
    expect((await api(key, "GET", "/tournaments", {}, { query: "status=started" })).status).toBe(400);
    expect((await api(key, "GET", "/tournaments", {}, { query: "limit=101" })).status).toBe(400);
  });
});

describe("tenant and environment isolation", () => {
  it("another organization's tournament is 404 for every operation", async () => {
    const a = await tenant();
    const b = await tenant();
    const t = await scheduledTournament(a.key);
    const id = { tournamentId: t.id };
    expect((await api(b.key, "GET", T, id)).status).toBe(404);
    expect((await api(b.key, "PATCH", T, id, { body: { name: "x" } })).status).toBe(404);
    expect((await api(b.key, "POST", `${T}/publish`, id)).status).toBe(404);
    expect((await api(b.key, "POST", `${T}/cancel`, id, { body: {} })).status).toBe(404);
    expect((await api(b.key, "POST", `${T}/entries`, id, { body: { displayName: "x", playerRef: "x", participant: "human" } })).status).toBe(404);
    expect((await api(b.key, "GET", `${T}/entries`, id)).status).toBe(404);
    expect((await api(b.key, "POST", `${T}/complete`, id, { body: { results: [{ entryId: "ent_x", place: 1 }] } })).status).toBe(404);
    expect((await api(b.key, "GET", "/tournaments")).body.data).toEqual([]);
    expect((await api(a.key, "GET", T, id)).body.tournament.status).toBe("scheduled");
  });

  it("a test key never sees live tournaments and vice versa", async () => {
    const { org, key: testKey } = await tenant();
    const live = (await issueKey(org.id, { environment: "live" })).secret;
    const liveT = await createTournament(live);
    expect(liveT.environment).toBe("live");
    const testT = await createTournament(testKey);
    expect((await api(testKey, "GET", T, { tournamentId: liveT.id })).status).toBe(404);
    expect((await api(live, "GET", T, { tournamentId: testT.id })).status).toBe(404);
    expect((await api(testKey, "POST", `${T}/publish`, { tournamentId: liveT.id })).status).toBe(404);
    expect((await api(testKey, "GET", "/tournaments")).body.data.map((t: { id: string }) => t.id)).toEqual([testT.id]);
    expect((await api(live, "GET", "/tournaments")).body.data.map((t: { id: string }) => t.id)).toEqual([liveT.id]);
  });

  it("a project-restricted key stamps its project and sees only that project's tournaments", async () => {
    const { org, key } = await tenant();
    const app = (await issueKey(org.id, { projectId: "my-app" })).secret;
    const mine = await createTournament(app);
    expect(mine.projectId).toBe("my-app");
    const unscoped = await createTournament(key);
    expect((await api(app, "GET", T, { tournamentId: unscoped.id })).status).toBe(404);
    expect((await api(app, "GET", "/tournaments")).body.data.map((t: { id: string }) => t.id)).toEqual([mine.id]);
    expect((await api(key, "GET", T, { tournamentId: mine.id })).status).toBe(200);
  });
});

describe("update", () => {
  it("changes name, schedule (merged) and trust mode of a draft", async () => {
    const { key } = await tenant();
    const t = await createTournament(key, { schedule: { startsAt: future(), timezone: "Europe/Paris", lateRegistrationMinutes: 20 } });
    const startsAt = future(3);
    const res = await api(
      key,
      "PATCH",
      T,
      { tournamentId: t.id },
      { body: { name: "Renamed", schedule: { startsAt, timezone: null }, trustMode: "human_only" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.tournament).toMatchObject({
      name: "Renamed",
      schedule: { startsAt, lateRegistrationMinutes: 20 },
      trustMode: "human_only",
      status: "draft",
    });
    expect(res.body.tournament.schedule.timezone).toBeUndefined();
    const pastStart = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { schedule: { startsAt: past() } } });
    expect(pastStart.status).toBe(200);
  });

  it("refuses other fields (400) and a trust mode the preset does not allow (400)", async () => {
    const { key } = await tenant();
    const t = await createTournament(key, {
      presetKey: "scheduled_mtt_nlhe_v1",
      blindStructureId: APPROVED.mttBlinds,
      payoutStructureId: APPROVED.mttPayout,
    });
    for (const field of ["roomId", "presetKey", "status", "blindStructureId", "payoutStructureId", "entrants"]) {
      const res = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { [field]: "x" } });
      expect(res.status, field).toBe(400);
      expect(codeAt(res.body, `/${field}`)).toBe("unknown_field");
    }
    const trust = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { trustMode: "bot_only" } });
    expect(codeAt(trust.body, "/trustMode")).toBe("not_allowed");
  });

  it("a scheduled tournament keeps a future start and cannot switch to a trust mode that refuses its entries", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    expect((await api(key, "PATCH", T, { tournamentId: t.id }, { body: { name: "Still editable" } })).status).toBe(200);
    const pastStart = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { schedule: { startsAt: past() } } });
    expect(pastStart.status).toBe(409);
    expect(pastStart.body.code).toBe("invalid_state");
    await register(key, t.id, 1, "bot");
    const trust = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { trustMode: "human_only" } });
    expect(trust.status).toBe(409);
    // Only a bot is registered: bot_only accepts it.
    expect((await api(key, "PATCH", T, { tournamentId: t.id }, { body: { trustMode: "bot_only" } })).status).toBe(200);
    expect((await api(key, "PATCH", T, { tournamentId: t.id }, { body: { trustMode: "mixed_declared" } })).status).toBe(200);
    await register(key, t.id, 2, "human");
    expect((await api(key, "PATCH", T, { tournamentId: t.id }, { body: { trustMode: "bot_only" } })).status).toBe(409);
    expect((await api(key, "GET", T, { tournamentId: t.id })).body.tournament).toMatchObject({ trustMode: "mixed_declared", name: "Still editable" });
  });

  it("cancelled and completed tournaments cannot be updated (409)", async () => {
    const { key } = await tenant();
    const t = await createTournament(key);
    await api(key, "POST", `${T}/cancel`, { tournamentId: t.id });
    const res = await api(key, "PATCH", T, { tournamentId: t.id }, { body: { name: "x" } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("invalid_state");
  });
});

describe("state transitions", () => {
  it("publish: draft -> scheduled with publishedAt; again is 409", async () => {
    const { key } = await tenant();
    const t = await createTournament(key);
    const res = await api(key, "POST", `${T}/publish`, { tournamentId: t.id });
    expect(res.status).toBe(200);
    expect(res.body.tournament.status).toBe("scheduled");
    expect(res.body.tournament.publishedAt).not.toBeNull();
    const again = await api(key, "POST", `${T}/publish`, { tournamentId: t.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("invalid_state");
  });

  it("publish needs a future start and a payout structure that fits the preset", async () => {
    const { key } = await tenant();
    const old = await createTournament(key, { schedule: { startsAt: past() } });
    const res = await api(key, "POST", `${T}/publish`, { tournamentId: old.id });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/future/);
    const ps = (
      await api(
        key,
        "POST",
        "/payout-structures",
        {},
        { body: { name: "big", roomId: "room-1", minPlayers: 10, maxPlayers: 100, payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10000 }] } },
      )
    ).body.payoutStructure.id;
    const misfit = await createTournament(key, { payoutStructureId: ps });
    const res2 = await api(key, "POST", `${T}/publish`, { tournamentId: misfit.id });
    expect(res2.status).toBe(409);
    expect(res2.body.detail).toMatch(/payout structure/i);
    expect((await api(key, "GET", T, { tournamentId: misfit.id })).body.tournament.status).toBe("draft");
  });

  it("cancel: draft or scheduled -> cancelled with an optional reason; anything else is 409", async () => {
    const { key } = await tenant();
    const draft = await createTournament(key);
    const noBody = await api(key, "POST", `${T}/cancel`, { tournamentId: draft.id });
    expect(noBody.status).toBe(200);
    expect(noBody.body.tournament).toMatchObject({ status: "cancelled", cancellationReason: null });
    expect(noBody.body.tournament.cancelledAt).not.toBeNull();
    const scheduled = await scheduledTournament(key);
    const withReason = await api(key, "POST", `${T}/cancel`, { tournamentId: scheduled.id }, { body: { reason: "Venue closed" } });
    expect(withReason.body.tournament).toMatchObject({ status: "cancelled", cancellationReason: "Venue closed" });
    expect((await api(key, "POST", `${T}/cancel`, { tournamentId: scheduled.id }, { body: {} })).status).toBe(409);
    expect((await api(key, "POST", `${T}/publish`, { tournamentId: draft.id })).status).toBe(409);
    const long = await api(key, "POST", `${T}/cancel`, { tournamentId: draft.id }, { body: { reason: "x".repeat(501) } });
    expect(long.status).toBe(400);
    expect(codeAt(long.body, "/reason")).toBe("too_large");
  });

  it("complete is refused on drafts and cancelled tournaments (409)", async () => {
    const { key } = await tenant();
    const draft = await createTournament(key);
    const res = await api(key, "POST", `${T}/complete`, { tournamentId: draft.id }, { body: { results: [{ entryId: "ent_x", place: 1 }] } });
    expect(res.status).toBe(409);
    await api(key, "POST", `${T}/cancel`, { tournamentId: draft.id });
    expect(
      (await api(key, "POST", `${T}/complete`, { tournamentId: draft.id }, { body: { results: [{ entryId: "ent_x", place: 1 }] } })).status,
    ).toBe(409);
  });

  it("concurrent publishes and cancels make exactly one transition each", async () => {
    const { key } = await tenant();
    const t = await createTournament(key);
    const publishes = await Promise.all(Array.from({ length: 8 }, () => api(key, "POST", `${T}/publish`, { tournamentId: t.id })));
    expect(publishes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(publishes.filter((r) => r.status === 409)).toHaveLength(7);
    const cancels = await Promise.all(Array.from({ length: 8 }, () => api(key, "POST", `${T}/cancel`, { tournamentId: t.id }, { body: {} })));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.status === 409)).toHaveLength(7);
  });
});
