/**
 * The management surface of hosted tables (CONTRACT.md 10.1): ring games, their tables, seats, tickets,
 * actions and hands, through the Worker, every answer checked against openapi.json.
 *
 * The ring-game tests need only D1.
 */
import { describe, expect, it } from "vitest";
import { issueKey, tenant } from "../helpers";
import { api } from "../management/fixtures";

function ringGameBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Play-money 1/2",
    roomId: "room-1",
    game: "nlhe",
    tableSize: 6,
    smallBlind: 1,
    bigBlind: 2,
    buyIn: { min: 40, max: 200 },
    trustMode: "mixed_declared",
    ...overrides,
  };
}

const createRingGame = (key: string, body: unknown = ringGameBody(), headers: Record<string, string> = {}) =>
  api(key, "POST", "/ring-games", {}, { body, headers });

async function ringGameId(key: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await createRingGame(key, ringGameBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ringGame.id;
}

const paths = (res: { body: { errors?: Array<{ path: string }> } }) => (res.body.errors ?? []).map((e) => e.path).sort();

describe("POST /ring-games", () => {
  it("creates an open ring game with the contract's defaults", async () => {
    const { key } = await tenant();
    const res = await createRingGame(key);
    expect(res.status).toBe(201);
    expect(res.body.ringGame).toMatchObject({
      object: "ring_game",
      name: "Play-money 1/2",
      roomId: "room-1",
      projectId: null,
      environment: "test",
      game: "nlhe",
      tableSize: 6,
      smallBlind: 1,
      bigBlind: 2,
      ante: null,
      buyIn: { min: 40, max: 200 },
      clock: { actionSeconds: 20, timeBankSeconds: 30 },
      spectators: { mode: "live", delaySeconds: 0 },
      trustMode: "mixed_declared",
      status: "open",
    });
    expect(res.body.ringGame.id).toMatch(/^rg_/);
    expect(res.body.ringGame.createdAt).toBe(res.body.ringGame.updatedAt);
  });

  it("takes an ante, a clock and delayed spectators (delay defaults to 60)", async () => {
    const { key } = await tenant();
    const res = await createRingGame(
      key,
      ringGameBody({ ante: { kind: "big_blind", amount: 2 }, clock: { timeBankSeconds: 0 }, spectators: { mode: "delayed" } }),
    );
    expect(res.status).toBe(201);
    expect(res.body.ringGame).toMatchObject({
      ante: { kind: "big_blind", amount: 2 },
      clock: { actionSeconds: 20, timeBankSeconds: 0 },
      spectators: { mode: "delayed", delaySeconds: 60 },
    });
  });

  it("refuses what CONTRACT 10.1 refuses, every failing field at once", async () => {
    const { key } = await tenant();
    const bad = await createRingGame(
      key,
      ringGameBody({
        tableSize: 11,
        smallBlind: 0,
        buyIn: { min: 0, max: 10 },
        clock: { actionSeconds: 4, timeBankSeconds: 601 },
        spectators: { mode: "loud", delaySeconds: 901 },
        trustMode: "anyone",
        game: "plo",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
    expect(paths(bad)).toEqual(
      [
        "/buyIn/min",
        "/clock/actionSeconds",
        "/clock/timeBankSeconds",
        "/game",
        "/smallBlind",
        "/spectators/delaySeconds",
        "/spectators/mode",
        "/tableSize",
        "/trustMode",
      ].sort(),
    );
    const crossed = await createRingGame(key, ringGameBody({ smallBlind: 5, bigBlind: 2, buyIn: { min: 300, max: 200 } }));
    expect(crossed.status).toBe(400);
    expect(paths(crossed)).toEqual(["/bigBlind", "/buyIn/max"]);
    const delay = await createRingGame(key, ringGameBody({ spectators: { mode: "live", delaySeconds: 30 } }));
    expect(paths(delay)).toEqual(["/spectators/delaySeconds"]);
    const zeroDelay = await createRingGame(key, ringGameBody({ spectators: { mode: "delayed", delaySeconds: 0 } }));
    expect(paths(zeroDelay)).toEqual(["/spectators/delaySeconds"]);
    const extra = await createRingGame(key, ringGameBody({ rake: 5 }));
    expect(paths(extra)).toEqual(["/rake"]);
    expect((await createRingGame(key, ringGameBody({ tableSize: 2, smallBlind: 2, bigBlind: 2, buyIn: { min: 1, max: 1 } }))).status).toBe(201);
  });

  it("projectId: a project of the organization; a restricted key's own project by default", async () => {
    const { org, key } = await tenant();
    const unknown = await createRingGame(key, ringGameBody({ projectId: "nope" }));
    expect(unknown.status).toBe(400);
    expect(paths(unknown)).toEqual(["/projectId"]);
    const appKey = (await issueKey(org.id, { projectId: "app" })).secret;
    await issueKey(org.id, { projectId: "other" });
    expect((await createRingGame(key, ringGameBody({ projectId: "app" }))).body.ringGame.projectId).toBe("app");
    expect((await createRingGame(appKey)).body.ringGame.projectId).toBe("app");
    const foreign = await createRingGame(appKey, ringGameBody({ projectId: "other" }));
    expect(foreign.status).toBe(400);
    expect(paths(foreign)).toEqual(["/projectId"]);
  });

  it("x-idempotency-key: replay, mismatch, one ring game", async () => {
    const { key } = await tenant();
    const first = await createRingGame(key, ringGameBody(), { "x-idempotency-key": "rg-1" });
    const replay = await createRingGame(key, ringGameBody(), { "x-idempotency-key": "rg-1" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const mismatch = await createRingGame(key, ringGameBody({ name: "Other" }), { "x-idempotency-key": "rg-1" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe("idempotency_key_mismatch");
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => createRingGame(key, ringGameBody(), { "x-idempotency-key": "rg-2" })));
    expect(concurrent.every((r) => r.status === 201 || (r.status === 409 && r.body.code === "idempotency_in_progress"))).toBe(true);
    expect((await api(key, "GET", "/ring-games")).body.data).toHaveLength(2);
  });
});

describe("GET /ring-games, GET and PATCH /ring-games/{ringGameId}", () => {
  it("lists newest first, filtered by roomId and status, paged", async () => {
    const { key } = await tenant();
    const a = await ringGameId(key, { roomId: "room-a" });
    const b = await ringGameId(key, { roomId: "room-b" });
    const c = await ringGameId(key, { roomId: "room-a" });
    expect((await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: c }, { body: { status: "closed" } })).status).toBe(200);
    const all = await api(key, "GET", "/ring-games");
    expect(all.body).toMatchObject({ object: "developer_ring_games", page: { limit: 50, hasMore: false, nextCursor: null } });
    expect(all.body.data.map((r: { id: string }) => r.id)).toEqual([c, b, a]);
    const roomA = await api(key, "GET", "/ring-games", {}, { query: "roomId=room-a" });
    expect(roomA.body.data.map((r: { id: string }) => r.id)).toEqual([c, a]);
    const open = await api(key, "GET", "/ring-games", {}, { query: "roomId=room-a&status=open" });
    expect(open.body.data.map((r: { id: string }) => r.id)).toEqual([a]);
    const first = await api(key, "GET", "/ring-games", {}, { query: "limit=2" });
    expect(first.body.page.hasMore).toBe(true);
    const next = await api(key, "GET", "/ring-games", {}, { query: `limit=2&cursor=${first.body.page.nextCursor}` });
    expect(next.body.data.map((r: { id: string }) => r.id)).toEqual([a]);
    expect((await api(key, "GET", "/ring-games", {}, { query: "status=paused" })).status).toBe(400);
    expect((await api(key, "GET", "/ring-games", {}, { query: "cursor=bogus" })).status).toBe(400);
  });

  it("PATCH changes name, clock (merged) and spectators; anything else is 400", async () => {
    const { key } = await tenant();
    const id = await ringGameId(key);
    const res = await api(
      key,
      "PATCH",
      "/ring-games/{ringGameId}",
      { ringGameId: id },
      {
        body: { name: "Renamed", clock: { actionSeconds: 15 }, spectators: { mode: "delayed", delaySeconds: 120 } },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.ringGame).toMatchObject({
      name: "Renamed",
      clock: { actionSeconds: 15, timeBankSeconds: 30 },
      spectators: { mode: "delayed", delaySeconds: 120 },
      status: "open",
    });
    expect(res.body.ringGame.updatedAt >= res.body.ringGame.createdAt).toBe(true);
    // Switching back to live drops the delay.
    const live = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body: { spectators: { mode: "live" } } });
    expect(live.body.ringGame.spectators).toEqual({ mode: "live", delaySeconds: 0 });
    for (const field of [
      { smallBlind: 2 },
      { bigBlind: 4 },
      { tableSize: 9 },
      { buyIn: { min: 1, max: 2 } },
      { trustMode: "bot_only" },
      { roomId: "x" },
    ]) {
      const refused = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body: field });
      expect(refused.status, JSON.stringify(field)).toBe(400);
      expect(paths(refused)).toEqual([`/${Object.keys(field)[0]}`]);
    }
    const badClock = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body: { clock: { actionSeconds: 121 } } });
    expect(paths(badClock)).toEqual(["/clock/actionSeconds"]);
    expect((await api(key, "GET", "/ring-games/{ringGameId}", { ringGameId: id })).body.ringGame.name).toBe("Renamed");
  });

  it("closing is final: other changes are 409 invalid_state, closing again is 200", async () => {
    const { key } = await tenant();
    const id = await ringGameId(key);
    const closed = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body: { status: "closed" } });
    expect(closed.status).toBe(200);
    expect(closed.body.ringGame.status).toBe("closed");
    const again = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body: { status: "closed" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(closed.body);
    for (const body of [{ status: "open" }, { name: "x" }, { status: "closed", name: "x" }]) {
      const refused = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body });
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.code).toBe("invalid_state");
    }
  });

  it("another organization, environment or project answers 404 (and lists nothing)", async () => {
    const { org, key } = await tenant();
    const appKey = (await issueKey(org.id, { projectId: "app" })).secret;
    const otherProjectKey = (await issueKey(org.id, { projectId: "other" })).secret;
    const liveKey = (await issueKey(org.id, { environment: "live" })).secret;
    const stranger = (await tenant()).key;
    const id = (await createRingGame(appKey)).body.ringGame.id as string;
    // The organization's unrestricted test key sees every project's ring games.
    expect((await api(key, "GET", "/ring-games/{ringGameId}", { ringGameId: id })).status).toBe(200);
    for (const other of [otherProjectKey, liveKey, stranger]) {
      expect((await api(other, "GET", "/ring-games/{ringGameId}", { ringGameId: id })).status).toBe(404);
      const patch = await api(other, "PATCH", "/ring-games/{ringGameId}", { ringGameId: id }, { body: { status: "closed" } });
      expect(patch.status).toBe(404);
      expect(patch.body.code).toBe("not_found");
      expect((await api(other, "GET", "/ring-games")).body.data).toEqual([]);
    }
    expect((await api(key, "GET", "/ring-games/{ringGameId}", { ringGameId: "rg_nope" })).status).toBe(404);
    expect((await api(appKey, "GET", "/ring-games/{ringGameId}", { ringGameId: id })).body.ringGame.status).toBe("open");
  });
});
