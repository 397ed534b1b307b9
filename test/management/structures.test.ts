import { describe, expect, it } from "vitest";
import openapi from "../../schemas/openapi.json";
import { BLINDS_EXAMPLE } from "../fixtures/requests";
import { call, json, tenant } from "../helpers";
import { APPROVED, api, CATALOG_VERSION, codeAt, fieldPaths } from "./fixtures";

/** Shaped like a POST /v1/calculations/tournaments/blinds result's `levels` (CONTRACT.md 3.4). */
const CALCULATED_LEVELS = [
  { kind: "level", level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20, startsAtMinute: 0 },
  { kind: "level", level: 2, smallBlind: 150, bigBlind: 300, ante: 300, durationMinutes: 20, startsAtMinute: 20 },
  { kind: "break", durationMinutes: 10, startsAtMinute: 40, colorUp: [25] },
  { kind: "level", level: 3, smallBlind: 200, bigBlind: 400, ante: 400, durationMinutes: 20, startsAtMinute: 50 },
  { kind: "level", level: 4, smallBlind: 300, bigBlind: 600, ante: 600, durationMinutes: 20, startsAtMinute: 70, overtime: true },
];

const blindBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Room 1 deepstack",
  roomId: "room-1",
  estimatedDurationMinutes: 70,
  levels: CALCULATED_LEVELS,
  ...overrides,
});

const payoutBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Top 3",
  roomId: "room-1",
  minPlayers: 4,
  maxPlayers: 40,
  payouts: [
    { fromPlace: 1, toPlace: 1, basisPoints: 5000 },
    { fromPlace: 2, toPlace: 3, basisPoints: 2500 },
  ],
  ...overrides,
});

describe("blind structures", () => {
  it("creates a room-owned structure from a blind-schedule result, then gets, lists and updates it", async () => {
    const { key } = await tenant();
    const created = await api(
      key,
      "POST",
      "/blind-structures",
      {},
      { body: blindBody({ provenance: { source: "blinds calculator", url: "https://example.com/s", notes: "60 players" } }) },
    );
    expect(created.status).toBe(201);
    const s = created.body.blindStructure;
    expect(created.body).toMatchObject({ catalogVersion: CATALOG_VERSION, object: "developer_blind_structure" });
    expect(s).toMatchObject({ roomId: "room-1", ownership: "room", estimatedDurationMinutes: 70, provenance: { source: "blinds calculator" } });
    expect(s.id).toMatch(/^bs_/);
    expect(s.levels).toEqual(CALCULATED_LEVELS);

    const got = await api(key, "GET", "/blind-structures/{blindStructureId}", { blindStructureId: s.id });
    expect(got.status).toBe(200);
    expect(got.body.blindStructure).toEqual(s);

    const patched = await api(
      key,
      "PATCH",
      "/blind-structures/{blindStructureId}",
      { blindStructureId: s.id },
      { body: { name: "Renamed", provenance: null } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.blindStructure).toMatchObject({ name: "Renamed", provenance: null, levels: CALCULATED_LEVELS, createdAt: s.createdAt });
    expect(patched.body.blindStructure.updatedAt >= s.updatedAt).toBe(true);

    const levels = await api(
      key,
      "PATCH",
      "/blind-structures/{blindStructureId}",
      { blindStructureId: s.id },
      { body: { levels: [{ kind: "level", smallBlind: 5, bigBlind: 10, ante: 0, durationMinutes: 15 }], estimatedDurationMinutes: 15 } },
    );
    expect(levels.body.blindStructure.levels).toEqual([
      { kind: "level", level: 1, smallBlind: 5, bigBlind: 10, ante: 0, durationMinutes: 15, startsAtMinute: 0 },
    ]);
  });

  it("saves a real POST /v1/calculations/tournaments/blinds result's levels unchanged", async () => {
    const { key } = await tenant();
    const calc = await call("/v1/calculations/tournaments/blinds", {
      key,
      body: BLINDS_EXAMPLE,
    });
    expect(calc.status).toBe(200);
    const schedule = await json(calc);
    const res = await api(
      key,
      "POST",
      "/blind-structures",
      {},
      {
        body: { name: "From the calculator", roomId: "room-1", estimatedDurationMinutes: schedule.estimatedDurationMinutes, levels: schedule.levels },
      },
    );
    expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
    expect(res.body.blindStructure.levels).toEqual(schedule.levels);
  });

  it("derives level numbers and start minutes whatever was sent", async () => {
    const { key } = await tenant();
    const res = await api(
      key,
      "POST",
      "/blind-structures",
      {},
      {
        body: blindBody({
          levels: [
            { kind: "break", durationMinutes: 5 },
            { kind: "level", level: 9, smallBlind: 1, bigBlind: 2, ante: 0, durationMinutes: 10, startsAtMinute: 99, overtime: false },
          ],
        }),
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.blindStructure.levels).toEqual([
      { kind: "break", durationMinutes: 5, startsAtMinute: 0, colorUp: [] },
      { kind: "level", level: 1, smallBlind: 1, bigBlind: 2, ante: 0, durationMinutes: 10, startsAtMinute: 5 },
    ]);
  });

  it("validates every level rule with the offending item's path", async () => {
    const { key } = await tenant();
    const lvl = (sb: number, bb: number, extra: Record<string, unknown> = {}) => ({
      kind: "level",
      smallBlind: sb,
      bigBlind: bb,
      ante: 0,
      durationMinutes: 20,
      ...extra,
    });
    const cases: Array<[unknown, string, string]> = [
      [[lvl(200, 100)], "/levels/0/bigBlind", "out_of_order"],
      [[lvl(100, 200), lvl(50, 200)], "/levels/1/smallBlind", "out_of_order"],
      [[lvl(100, 200), lvl(100, 150)], "/levels/1/bigBlind", "out_of_order"],
      [[lvl(0, 200)], "/levels/0/smallBlind", "too_small"],
      [[lvl(1.5, 200)], "/levels/0/smallBlind", "not_integer"],
      [[lvl(100, 200, { ante: -1 })], "/levels/0/ante", "too_small"],
      [[lvl(100, 200, { durationMinutes: 0 })], "/levels/0/durationMinutes", "too_small"],
      [[lvl(100, 200, { durationMinutes: 241 })], "/levels/0/durationMinutes", "too_large"],
      [[{ kind: "break", durationMinutes: 10 }], "/levels", "no_levels"],
      [[], "/levels", "too_small"],
      [Array.from({ length: 201 }, () => lvl(1, 2)), "/levels", "too_large"],
      [[lvl(100, 200, { color: "red" })], "/levels/0/color", "unknown_field"],
    ];
    for (const [levels, path, code] of cases) {
      const res = await api(key, "POST", "/blind-structures", {}, { body: blindBody({ levels }) });
      expect(res.status, path).toBe(400);
      expect(codeAt(res.body, path), `${path} in ${JSON.stringify(res.body.errors)}`).toBe(code);
    }
    const fields = await api(
      key,
      "POST",
      "/blind-structures",
      {},
      {
        body: {
          name: "",
          roomId: "x".repeat(161),
          estimatedDurationMinutes: 10_081,
          levels: [lvl(1, 2)],
          provenance: { source: "", url: "not a url", notes: "n".repeat(501) },
        },
      },
    );
    expect(fields.status).toBe(400);
    expect(fieldPaths(fields.body)).toEqual([
      "/estimatedDurationMinutes",
      "/name",
      "/provenance/notes",
      "/provenance/source",
      "/provenance/url",
      "/roomId",
    ]);
    const missing = await api(key, "POST", "/blind-structures", {}, { body: { name: "x" } });
    expect(fieldPaths(missing.body)).toEqual(["/estimatedDurationMinutes", "/levels", "/roomId"]);
  });

  it("PATCH refuses roomId and invalid levels", async () => {
    const { key } = await tenant();
    const { body } = await api(key, "POST", "/blind-structures", {}, { body: blindBody() });
    const id = body.blindStructure.id;
    const room = await api(key, "PATCH", "/blind-structures/{blindStructureId}", { blindStructureId: id }, { body: { roomId: "room-2" } });
    expect(room.status).toBe(400);
    expect(codeAt(room.body, "/roomId")).toBe("unknown_field");
    const bad = await api(
      key,
      "PATCH",
      "/blind-structures/{blindStructureId}",
      { blindStructureId: id },
      { body: { levels: [{ kind: "level", smallBlind: 2, bigBlind: 1, ante: 0, durationMinutes: 5 }] } },
    );
    expect(codeAt(bad.body, "/levels/0/bigBlind")).toBe("out_of_order");
  });

  it("approved structures are readable but read-only (403)", async () => {
    const { key } = await tenant();
    const got = await api(key, "GET", "/blind-structures/{blindStructureId}", { blindStructureId: APPROVED.mttBlinds });
    expect(got.status).toBe(200);
    expect(got.body.blindStructure.ownership).toBe("approved");
    const res = await api(
      key,
      "PATCH",
      "/blind-structures/{blindStructureId}",
      { blindStructureId: APPROVED.mttBlinds },
      { body: { name: "Mine now" } },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });

  it("lists approved and own structures with filters and pagination; other organizations see nothing of them", async () => {
    const a = await tenant();
    const b = await tenant();
    const ids: string[] = [];
    for (const roomId of ["room-1", "room-2", "room-1"]) {
      ids.push((await api(a.key, "POST", "/blind-structures", {}, { body: blindBody({ roomId }) })).body.blindStructure.id);
    }
    const all = await api(a.key, "GET", "/blind-structures");
    expect(all.body).toMatchObject({ catalogVersion: CATALOG_VERSION, object: "developer_blind_structures" });
    const listed: string[] = all.body.data.map((s: { id: string }) => s.id);
    // Newest first: the three new ones (same-millisecond ties order by id), then the seeded approved ones.
    expect(new Set(listed.slice(0, 3))).toEqual(new Set(ids));
    expect(listed.slice(3)).toEqual([APPROVED.mttBlinds, APPROVED.sngBlinds].sort().reverse());
    const keys = all.body.data.map((s: { createdAt: string; id: string }) => `${s.createdAt}|${s.id}`);
    expect([...keys].sort().reverse()).toEqual(keys);

    const room1 = await api(a.key, "GET", "/blind-structures", {}, { query: "roomId=room-1" });
    expect(new Set(room1.body.data.map((s: { id: string }) => s.id))).toEqual(new Set([ids[0], ids[2]]));
    const approved = await api(a.key, "GET", "/blind-structures", {}, { query: "ownership=approved" });
    expect(approved.body.data.every((s: { ownership: string }) => s.ownership === "approved")).toBe(true);
    const own = await api(a.key, "GET", "/blind-structures", {}, { query: "ownership=room" });
    expect(own.body.data).toHaveLength(3);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: Array<{ id: string }>; page: { nextCursor: string | null; limit: number } } } = await api(
        a.key,
        "GET",
        "/blind-structures",
        {},
        { query: `limit=2${cursor ? `&cursor=${cursor}` : ""}` },
      );
      expect(page.body.page.limit).toBe(2);
      seen.push(...page.body.data.map((s) => s.id));
      cursor = page.body.page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.body.data.map((s: { id: string }) => s.id));

    const other = await api(b.key, "GET", "/blind-structures", {}, { query: "ownership=room" });
    expect(other.body.data).toEqual([]);
    expect((await api(b.key, "GET", "/blind-structures/{blindStructureId}", { blindStructureId: ids[0]! })).status).toBe(404);
    expect((await api(b.key, "PATCH", "/blind-structures/{blindStructureId}", { blindStructureId: ids[0]! }, { body: { name: "x" } })).status).toBe(
      404,
    );
    expect((await api(a.key, "GET", "/blind-structures", {}, { query: "ownership=mine" })).status).toBe(400);
  });

  it("room-owned structures are organization-wide: a live key sees a test key's structure", async () => {
    const { org, key } = await tenant();
    const { issueKey } = await import("../helpers");
    const live = await issueKey(org.id, { environment: "live" });
    const { body } = await api(key, "POST", "/blind-structures", {}, { body: blindBody() });
    expect((await api(live.secret, "GET", "/blind-structures/{blindStructureId}", { blindStructureId: body.blindStructure.id })).status).toBe(200);
  });
});

describe("payout structures", () => {
  it("a calculated structure's summary describes the field of minPlayers, as its OpenAPI description says", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const got = await api(key, "GET", "/payout-structures/{payoutStructureId}", { payoutStructureId: "ps_approved_mtt_standard_ladder_v1" });
    expect(got.status).toBe(200);
    const { payoutStructure, summary } = got.body;
    expect(payoutStructure).toMatchObject({ minPlayers: 2, ladder: { style: "standard", rounding: { unit: 1 } } });
    // What a field of 2 gets from the payouts calculation: one place, the whole pool.
    const two = await json(await call("/v1/calculations/tournaments/payouts", { key, body: { entrants: 2, prizePool: 1000, style: "standard" } }));
    expect(two.payouts).toEqual([expect.objectContaining({ place: 1, amount: 1000 })]);
    expect(summary).toMatchObject({ placesPaid: 1, basisPointsTotal: 10000, topShareBasisPoints: 10000 });
    // The record says what it pays: its rule, and what fields of several sizes pay (the payouts calculation's answers).
    expect(payoutStructure.ladder.rule).toMatch(/15% of the entrants/);
    expect(summary.rule).toBe(payoutStructure.ladder.rule);
    const twenty = await json(
      await call("/v1/calculations/tournaments/payouts", { key, body: { entrants: 20, prizePool: 1000000, style: "standard" } }),
    );
    const example = payoutStructure.ladder.examples.find((e: { entrants: number }) => e.entrants === 20);
    expect(example).toEqual({ entrants: 20, placesPaid: 3, topShareBasisPoints: twenty.payouts[0].basisPoints });
    expect(twenty.placesPaid).toBe(3);
    const envelope =
      openapi.paths["/api/v1/management/payout-structures/{payoutStructureId}"].get.responses["200"].content["application/json"].schema;
    const description = JSON.stringify(envelope);
    expect(description).toMatch(/only what a field of `minPlayers` entrants pays/);
  });

  it("creates, gets, lists and updates a room-owned structure with its summary", async () => {
    const { key } = await tenant();
    const created = await api(key, "POST", "/payout-structures", {}, { body: payoutBody() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      catalogVersion: CATALOG_VERSION,
      object: "developer_payout_structure",
      payoutStructure: { ownership: "room", roomId: "room-1", minPlayers: 4, maxPlayers: 40, provenance: null },
      summary: { placesPaid: 3, basisPointsTotal: 10000, topShareBasisPoints: 5000 },
    });
    const id = created.body.payoutStructure.id;
    expect(id).toMatch(/^ps_/);
    expect((await api(key, "GET", "/payout-structures/{payoutStructureId}", { payoutStructureId: id })).body).toEqual(created.body);

    const list = await api(key, "GET", "/payout-structures", {}, { query: "ownership=room" });
    expect(list.body).toMatchObject({ catalogVersion: CATALOG_VERSION, object: "developer_payout_structures" });
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await api(key, "GET", "/payout-structures", {}, { query: "roomId=room-9" })).body.data).toEqual([]);

    const patched = await api(
      key,
      "PATCH",
      "/payout-structures/{payoutStructureId}",
      { payoutStructureId: id },
      {
        body: { name: "Winner takes all", minPlayers: 2, payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10000 }] },
      },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.summary).toEqual({ placesPaid: 1, basisPointsTotal: 10000, topShareBasisPoints: 10000 });
    expect(patched.body.payoutStructure).toMatchObject({ name: "Winner takes all", minPlayers: 2, maxPlayers: 40 });
  });

  it("validates every tier rule with the offending item's path", async () => {
    const { key } = await tenant();
    const t = (fromPlace: number, toPlace: number, basisPoints: number) => ({ fromPlace, toPlace, basisPoints });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ payouts: [t(2, 2, 10000)] }, "/payouts/0/fromPlace", "not_contiguous"],
      [{ payouts: [t(1, 1, 5000), t(3, 3, 5000)] }, "/payouts/1/fromPlace", "not_contiguous"],
      [{ payouts: [t(1, 2, 3000), t(2, 3, 2000)] }, "/payouts/1/fromPlace", "not_contiguous"],
      [{ payouts: [t(1, 1, 4000), t(2, 2, 6000)] }, "/payouts/1/basisPoints", "out_of_order"],
      [{ payouts: [t(1, 1, 5000), t(2, 2, 4000)] }, "/payouts", "basis_points_total"],
      [{ payouts: [t(1, 1, 5000), t(2, 3, 3000)] }, "/payouts", "basis_points_total"],
      [{ payouts: [t(2, 1, 10000)] }, "/payouts/0/toPlace", "out_of_order"],
      [{ minPlayers: 2, payouts: [t(1, 1, 5000), t(2, 3, 2500)] }, "/payouts/1/toPlace", "pays_beyond_min_players"],
      [{ minPlayers: 10, maxPlayers: 9 }, "/maxPlayers", "below_min_players"],
      [{ minPlayers: 1 }, "/minPlayers", "too_small"],
      [{ maxPlayers: 10_001 }, "/maxPlayers", "too_large"],
      [{ payouts: [] }, "/payouts", "too_small"],
      [{ payouts: [t(1, 1, 0)] }, "/payouts/0/basisPoints", "too_small"],
      [{ payouts: [{ ...t(1, 1, 10000), share: 1 }] }, "/payouts/0/share", "unknown_field"],
    ];
    for (const [overrides, path, code] of cases) {
      const res = await api(key, "POST", "/payout-structures", {}, { body: payoutBody(overrides) });
      expect(res.status, path).toBe(400);
      expect(codeAt(res.body, path), `${path} in ${JSON.stringify(res.body.errors)}`).toBe(code);
    }
  });

  it("PATCH checks the merged structure, refuses roomId, and approved ones are 403", async () => {
    const { key } = await tenant();
    const id = (await api(key, "POST", "/payout-structures", {}, { body: payoutBody() })).body.payoutStructure.id;
    const tooFew = await api(key, "PATCH", "/payout-structures/{payoutStructureId}", { payoutStructureId: id }, { body: { minPlayers: 2 } });
    expect(tooFew.status).toBe(400);
    expect(codeAt(tooFew.body, "/payouts/1/toPlace")).toBe("pays_beyond_min_players");
    const max = await api(key, "PATCH", "/payout-structures/{payoutStructureId}", { payoutStructureId: id }, { body: { maxPlayers: 3 } });
    expect(codeAt(max.body, "/maxPlayers")).toBe("below_min_players");
    const room = await api(key, "PATCH", "/payout-structures/{payoutStructureId}", { payoutStructureId: id }, { body: { roomId: "r" } });
    expect(codeAt(room.body, "/roomId")).toBe("unknown_field");
    const approved = await api(
      key,
      "PATCH",
      "/payout-structures/{payoutStructureId}",
      { payoutStructureId: APPROVED.sngPayout },
      { body: { name: "x" } },
    );
    expect(approved.status).toBe(403);
    const unchanged = await api(key, "GET", "/payout-structures/{payoutStructureId}", { payoutStructureId: id });
    expect(unchanged.body.payoutStructure.minPlayers).toBe(4);
  });

  it("concurrent PATCHes, each valid alone, never store an invalid merge (409 conflict for the late one)", async () => {
    const { key } = await tenant();
    const P = "/payout-structures/{payoutStructureId}";
    const deeper = {
      payouts: [
        { fromPlace: 1, toPlace: 1, basisPoints: 2000 },
        { fromPlace: 2, toPlace: 9, basisPoints: 1000 },
      ],
    };
    for (let round = 0; round < 4; round++) {
      const id = (await api(key, "POST", "/payout-structures", {}, { body: payoutBody({ minPlayers: 10 }) })).body.payoutStructure.id;
      const answers = await Promise.all([
        api(key, "PATCH", P, { payoutStructureId: id }, { body: deeper }),
        api(key, "PATCH", P, { payoutStructureId: id }, { body: { minPlayers: 3 } }),
      ]);
      const stored = (await api(key, "GET", P, { payoutStructureId: id })).body.payoutStructure;
      const lastPaid = stored.payouts.at(-1).toPlace;
      expect(lastPaid, `round ${round}: pays ${lastPaid} places with minPlayers ${stored.minPlayers}`).toBeLessThanOrEqual(stored.minPlayers);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const loser = answers.find((r) => r.status !== 200)!;
      // Either it read the winner's write (400 by the rules) or it lost the race to it (409 conflict).
      expect([400, 409]).toContain(loser.status);
      if (loser.status === 409) expect(loser.body.code).toBe("conflict");
      const winner = answers.findIndex((r) => r.status === 200);
      expect(winner === 0 ? lastPaid : stored.minPlayers).toBe(winner === 0 ? 9 : 3);
    }
  });

  it("every PATCH moves updatedAt, so back-to-back PATCHes are not mistaken for a conflict", async () => {
    const { key } = await tenant();
    const P = "/payout-structures/{payoutStructureId}";
    const created = (await api(key, "POST", "/payout-structures", {}, { body: payoutBody() })).body.payoutStructure;
    let previous = created.updatedAt as string;
    for (let i = 0; i < 5; i++) {
      const res = await api(key, "PATCH", P, { payoutStructureId: created.id }, { body: { name: `Name ${i}` } });
      expect(res.status).toBe(200);
      expect(res.body.payoutStructure.name).toBe(`Name ${i}`);
      expect(res.body.payoutStructure.updatedAt > previous).toBe(true);
      previous = res.body.payoutStructure.updatedAt;
    }
  });

  it("another organization's structure is 404", async () => {
    const a = await tenant();
    const b = await tenant();
    const id = (await api(a.key, "POST", "/payout-structures", {}, { body: payoutBody() })).body.payoutStructure.id;
    expect((await api(b.key, "GET", "/payout-structures/{payoutStructureId}", { payoutStructureId: id })).status).toBe(404);
    expect((await api(b.key, "PATCH", "/payout-structures/{payoutStructureId}", { payoutStructureId: id }, { body: { name: "x" } })).status).toBe(
      404,
    );
    expect((await api(b.key, "GET", "/payout-structures", {}, { query: "ownership=room" })).body.data).toEqual([]);
  });
});
