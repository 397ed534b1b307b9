/**
 * The management surface of hosted tables (CONTRACT.md 10.1): ring games, their tables, seats, tickets,
 * actions and hands, through the Worker, every answer checked against openapi.json.
 *
 * The ring-game tests need only D1. The tests in "WAITS FOR THE TABLE OBJECT" need the TableObject
 * Durable Object's implementation (src/tables/table-object.ts) and pass once it has landed.
 */
import { describe, expect, it } from "vitest";
import { call, issueKey, tenant } from "../helpers";
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
    const table = await api(key, "POST", "/ring-games/{ringGameId}/tables", { ringGameId: id }, { body: {} });
    expect(table.status).toBe(409);
    expect(table.body.code).toBe("invalid_state");
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
      expect((await api(other, "POST", "/ring-games/{ringGameId}/tables", { ringGameId: id }, { body: {} })).status).toBe(404);
      expect((await api(other, "GET", "/ring-games/{ringGameId}/tables", { ringGameId: id })).status).toBe(404);
      expect((await api(other, "GET", "/ring-games")).body.data).toEqual([]);
    }
    expect((await api(key, "GET", "/ring-games/{ringGameId}", { ringGameId: "rg_nope" })).status).toBe(404);
    expect((await api(appKey, "GET", "/ring-games/{ringGameId}", { ringGameId: id })).body.ringGame.status).toBe("open");
  });
});

describe("checks that need no table (run before any record is read)", () => {
  it("an action: `to` is required for bet and raise, refused otherwise", async () => {
    const { key } = await tenant();
    const act = (body: unknown) => api(key, "POST", "/tables/{tableId}/seats/{seatNumber}/actions", { tableId: "tbl_x", seatNumber: "1" }, { body });
    const bet = await act({ hand: 1, index: 0, action: "bet" });
    expect(bet.status).toBe(400);
    expect(paths(bet)).toEqual(["/to"]);
    expect(paths(await act({ hand: 1, index: 0, action: "fold", to: 4 }))).toEqual(["/to"]);
    expect(paths(await act({ hand: 0, index: -1, action: "shove" })).sort()).toEqual(["/action", "/hand", "/index"]);
  });

  it("a seat: control is for bots only; seat numbers are 1..10", async () => {
    const { key } = await tenant();
    const seat = (body: unknown) => api(key, "POST", "/tables/{tableId}/seats", { tableId: "tbl_x" }, { body });
    const human = { playerRef: "u1", displayName: "A", participant: "human", stack: 100 };
    expect(paths(await seat({ ...human, control: "house" }))).toEqual(["/control"]);
    expect(paths(await seat({ ...human, seatNumber: 11 }))).toEqual(["/seatNumber"]);
    expect((await api(key, "POST", "/tables/{tableId}/seats/{seatNumber}/tickets", { tableId: "tbl_x", seatNumber: "0" })).status).toBe(400);
    expect((await api(key, "GET", "/tables/{tableId}/hands/{handNumber}", { tableId: "tbl_x", handNumber: "first" })).status).toBe(400);
    expect(
      (await api(key, "GET", "/tables/{tableId}/hands/{handNumber}", { tableId: "tbl_x", handNumber: "1" }, { query: "format=pdf" })).status,
    ).toBe(400);
    // An unknown table is 404 for every route.
    expect((await api(key, "GET", "/tables/{tableId}", { tableId: "tbl_x" })).status).toBe(404);
    expect((await seat(human)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// WAITS FOR THE TABLE OBJECT: everything below calls the TableObject Durable Object (init, view, seat,
// seatTicket, standUp, act, hands, hand, close) and passes once src/tables/table-object.ts is implemented.

async function tableOf(key: string, ringGame: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return api(key, "POST", "/ring-games/{ringGameId}/tables", { ringGameId: ringGame }, { body, headers });
}

async function newTable(key: string, overrides: Record<string, unknown> = {}): Promise<{ ringGame: string; tableId: string }> {
  const ringGame = await ringGameId(key, overrides);
  const res = await tableOf(key, ringGame);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ringGame, tableId: res.body.table.id };
}

const seatBody = (n: number, overrides: Record<string, unknown> = {}) => ({
  playerRef: `user-${n}`,
  displayName: `Player ${n}`,
  participant: "human",
  stack: 100,
  ...overrides,
});
const seatAt = (key: string, tableId: string, body: unknown, headers: Record<string, string> = {}) =>
  api(key, "POST", "/tables/{tableId}/seats", { tableId }, { body, headers });
const view = async (key: string, tableId: string) => (await api(key, "GET", "/tables/{tableId}", { tableId })).body.table;

async function waitUntil<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Two human seats; the first hand's seat to act folds, so hand `handNumber` is finished. */
async function foldedHand(key: string, tableId: string) {
  await seatAt(key, tableId, seatBody(1, { seatNumber: 1 }));
  await seatAt(key, tableId, seatBody(2, { seatNumber: 2 }));
  const live = await waitUntil("a hand to act in", async () => {
    const t = await view(key, tableId);
    return t.toAct !== null ? t : undefined;
  });
  const act = await api(
    key,
    "POST",
    "/tables/{tableId}/seats/{seatNumber}/actions",
    { tableId, seatNumber: String(live.toAct) },
    {
      body: { hand: live.handNumber, index: 0, action: "fold" },
    },
  );
  expect(act.status, JSON.stringify(act.body)).toBe(200);
  expect(act.body).toMatchObject({ object: "table_action", hand: live.handNumber, applied: true });
  return { handNumber: live.handNumber as number, folder: live.toAct as number };
}

describe("tables (WAITS FOR THE TABLE OBJECT)", () => {
  it("POST /ring-games/{id}/tables: a waiting table, default names, idempotent; listed newest first", async () => {
    const { key } = await tenant();
    const ringGame = await ringGameId(key);
    const first = await tableOf(key, ringGame, {}, { "x-idempotency-key": "t-1" });
    expect(first.status).toBe(201);
    expect(first.body.table).toMatchObject({
      object: "table",
      ringGameId: ringGame,
      name: "Table 1",
      status: "waiting",
      handNumber: 0,
      seats: [],
      toAct: null,
    });
    expect(first.body.table.id).toMatch(/^tbl_/);
    const replay = await tableOf(key, ringGame, {}, { "x-idempotency-key": "t-1" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const second = await tableOf(key, ringGame, { name: "High stakes" });
    expect(second.body.table.name).toBe("High stakes");
    expect((await tableOf(key, ringGame)).body.table.name).toBe("Table 3");
    const listed = await api(key, "GET", "/ring-games/{ringGameId}/tables", { ringGameId: ringGame }, { query: "limit=2" });
    expect(listed.body.object).toBe("developer_tables");
    expect(listed.body.data.map((t: { name: string }) => t.name)).toEqual(["Table 3", "High stakes"]);
    expect(listed.body.page.hasMore).toBe(true);
    expect((await api(key, "GET", "/tables/{tableId}", { tableId: first.body.table.id })).body.table).toEqual(first.body.table);
  });

  it("seats: trust mode gate, buy-in, seat numbers, conflicts; never a playerRef in a view", async () => {
    const { key } = await tenant();
    const humans = await newTable(key, { trustMode: "human_only", tableSize: 2 });
    const refused = await seatAt(key, humans.tableId, seatBody(1, { participant: "bot" }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "/participant", code: "refused_by_trust_mode" })]);
    const bots = await newTable(key, { trustMode: "bot_only" });
    expect(paths(await seatAt(key, bots.tableId, seatBody(1)))).toEqual(["/participant"]);
    expect((await seatAt(key, bots.tableId, seatBody(1, { participant: "bot", control: "client" }))).status).toBe(201);
    expect(paths(await seatAt(key, humans.tableId, seatBody(1, { stack: 39 })))).toEqual(["/stack"]);
    expect(paths(await seatAt(key, humans.tableId, seatBody(1, { stack: 201 })))).toEqual(["/stack"]);
    expect(paths(await seatAt(key, humans.tableId, seatBody(1, { seatNumber: 3 })))).toEqual(["/seatNumber"]);

    const seated = await seatAt(key, humans.tableId, seatBody(1, { seatNumber: 2 }));
    expect(seated.status).toBe(201);
    expect(seated.body.seat).toMatchObject({ seatNumber: 2, displayName: "Player 1", participant: "human", stack: 100 });
    expect(seated.body.ticket.ticket).toMatch(/^tkt_[A-Za-z0-9_-]{32,}$/);
    expect((await seatAt(key, humans.tableId, seatBody(1))).body.code).toBe("conflict");
    expect((await seatAt(key, humans.tableId, seatBody(2, { seatNumber: 2 }))).body.code).toBe("conflict");
    expect((await seatAt(key, humans.tableId, seatBody(2))).status).toBe(201);
    const full = await seatAt(key, humans.tableId, seatBody(3));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("conflict");
    const table = await view(key, humans.tableId);
    expect(JSON.stringify(table)).not.toContain("user-1");
  });

  it("seats: x-idempotency-key replays the seat with a fresh ticket", async () => {
    const { key } = await tenant();
    const { tableId } = await newTable(key);
    const first = await seatAt(key, tableId, seatBody(1), { "x-idempotency-key": "seat-1" });
    const replay = await seatAt(key, tableId, seatBody(1), { "x-idempotency-key": "seat-1" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.seat).toEqual(first.body.seat);
    expect(replay.body.ticket.ticket).not.toBe(first.body.ticket.ticket);
    expect((await seatAt(key, tableId, seatBody(1, { stack: 50 }), { "x-idempotency-key": "seat-1" })).status).toBe(422);
    expect((await view(key, tableId)).seats).toHaveLength(1);
    // Once the player has left, the key's seat is gone: 409, nobody is seated again.
    expect(
      (await api(key, "DELETE", "/tables/{tableId}/seats/{seatNumber}", { tableId, seatNumber: String(first.body.seat.seatNumber) })).status,
    ).toBe(200);
    expect((await seatAt(key, tableId, seatBody(1), { "x-idempotency-key": "seat-1" })).status).toBe(409);
  });

  it("tickets and standing up", async () => {
    const { key } = await tenant();
    const { tableId } = await newTable(key);
    await seatAt(key, tableId, seatBody(1, { seatNumber: 3, stack: 150 }));
    const ticket = await api(key, "POST", "/tables/{tableId}/seats/{seatNumber}/tickets", { tableId, seatNumber: "3" });
    expect(ticket.status).toBe(201);
    expect(ticket.body.ticket.connectUrl).toContain(tableId);
    expect((await api(key, "POST", "/tables/{tableId}/seats/{seatNumber}/tickets", { tableId, seatNumber: "4" })).status).toBe(404);
    const left = await api(key, "DELETE", "/tables/{tableId}/seats/{seatNumber}", { tableId, seatNumber: "3" });
    expect(left.status).toBe(200);
    expect(left.body.seat).toMatchObject({ seatNumber: 3, finalStack: 150 });
    expect((await api(key, "DELETE", "/tables/{tableId}/seats/{seatNumber}", { tableId, seatNumber: "3" })).status).toBe(404);
    expect((await view(key, tableId)).seats).toEqual([]);
  });

  it("actions: a stale or repeated action is 409 conflict and changes nothing", async () => {
    const { key } = await tenant();
    const { tableId } = await newTable(key);
    const { handNumber, folder } = await foldedHand(key, tableId);
    const again = await api(
      key,
      "POST",
      "/tables/{tableId}/seats/{seatNumber}/actions",
      { tableId, seatNumber: String(folder) },
      {
        body: { hand: handNumber, index: 0, action: "fold" },
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("conflict");
  });

  it("fairness: a ring game with people keeps each hand's server seed until the table closes, then every history verifies", async () => {
    const { key } = await tenant();
    const { ringGame, tableId } = await newTable(key);
    expect((await api(key, "GET", "/ring-games/{ringGameId}", { ringGameId: ringGame })).body.ringGame.fairness).toEqual({
      revealAfter: "table_close",
    });
    const { handNumber } = await foldedHand(key, tableId);
    const hand = (format: string) =>
      api(key, "GET", "/tables/{tableId}/hands/{handNumber}", { tableId, handNumber: String(handNumber) }, { query: `format=${format}` });
    const before = await waitUntil("the hand", async () => ((await hand("json")).status === 200 ? await hand("json") : undefined));
    expect(before.body.shuffle.serverSeed).toBeNull();
    expect(before.body.shuffle.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await hand("phh")).body.text).not.toContain("_shuffle_server_seed");
    expect((await hand("ohh")).body.document.ohh.pokerworks_shuffle.serverSeed).toBeNull();
    const closed = await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: ringGame }, { body: { status: "closed" } });
    expect(closed.status).toBe(200);
    // The next hand is under way: the table closes when it ends, so both players leave (folded for at once).
    for (const seatNumber of ["1", "2"]) await api(key, "DELETE", "/tables/{tableId}/seats/{seatNumber}", { tableId, seatNumber });
    const after = await waitUntil("the seed revealed", async () => {
      const res = await hand("json");
      return res.body.shuffle.serverSeed ? res : undefined;
    });
    const verified = await call("/v1/shuffles/verify", { body: after.body.shuffle });
    expect(((await verified.json()) as { valid: boolean }).valid).toBe(true);
  });

  it("pot-limit Omaha tables: plo4 deals four hole cards and writes Omaha histories; plo5 seats at most 8", async () => {
    const { key } = await tenant();
    const tooBig = await createRingGame(key, ringGameBody({ game: "plo5", tableSize: 9 }));
    expect(tooBig.status).toBe(400);
    expect(paths(tooBig)).toEqual(["/tableSize"]);
    const { tableId } = await newTable(key, { game: "plo4", fairness: { revealAfter: "hand" } });
    const { handNumber } = await foldedHand(key, tableId);
    const hand = await waitUntil("the hand", async () => {
      const res = await api(
        key,
        "GET",
        "/tables/{tableId}/hands/{handNumber}",
        { tableId, handNumber: String(handNumber) },
        { query: "format=json" },
      );
      return res.status === 200 ? res : undefined;
    });
    expect(hand.body.hand.game).toBe("plo4");
    const ohh = await api(key, "GET", "/tables/{tableId}/hands/{handNumber}", { tableId, handNumber: String(handNumber) });
    expect(ohh.body.document.ohh).toMatchObject({ game_type: "Omaha", bet_limit: { bet_type: "PL" } });
    const verified = await call("/v1/shuffles/verify", { body: hand.body.shuffle });
    expect(((await verified.json()) as { valid: boolean }).valid).toBe(true);
  });

  it("hands: listed newest first; OHH (default), PHH and JSON with shuffle evidence that verifies; no unshown card", async () => {
    const { key } = await tenant();
    const { tableId } = await newTable(key, { fairness: { revealAfter: "hand" } });
    const { handNumber } = await foldedHand(key, tableId);
    const listed = await waitUntil("the hand in the list", async () => {
      const page = await api(key, "GET", "/tables/{tableId}/hands", { tableId });
      return page.body.data.length > 0 ? page.body : undefined;
    });
    expect(listed.object).toBe("developer_table_hands");
    expect(listed.data[0]).toMatchObject({ handNumber, seats: [1, 2], board: "" });
    const get = (format?: string) =>
      api(
        key,
        "GET",
        "/tables/{tableId}/hands/{handNumber}",
        { tableId, handNumber: String(handNumber) },
        format ? { query: `format=${format}` } : {},
      );
    const ohh = await get();
    expect(ohh.status).toBe(200);
    expect(ohh.body.format).toBe("ohh");
    expect(ohh.body.document.ohh.players.map((p: { name: string }) => p.name).sort()).toEqual(["Player 1", "Player 2"]);
    expect(ohh.body.document.ohh.pokerworks_shuffle).toEqual(ohh.body.shuffle);
    const dealt = ohh.body.document.ohh.rounds
      .flatMap((r: { actions: Array<{ action: string }> }) => r.actions)
      .filter((a: { action: string }) => a.action === "Dealt Cards");
    expect(dealt).toEqual([]);
    const phh = await get("phh");
    expect(phh.body.text).toContain('variant = "NT"');
    expect(phh.body.text).toContain(`_shuffle_server_seed = "${ohh.body.shuffle.serverSeed}"`);
    expect(phh.body.text).not.toContain("user-");
    const asJson = await get("json");
    expect(asJson.body.hand.handNumber).toBe(handNumber);
    expect(asJson.body.settlement.wonByFold).toBe(true);
    expect(JSON.stringify(asJson.body)).not.toContain("user-");
    // POST /v1/shuffles/verify takes the evidence exactly as the hand's JSON carries it (CONTRACT 10.1), alg included.
    expect(asJson.body.shuffle).toEqual(ohh.body.shuffle);
    expect(Object.keys(asJson.body.shuffle).sort()).toEqual(["alg", "clientSeed", "commitment", "nonce", "serverSeed"]);
    expect(asJson.body.shuffle.alg).toBe("pw-shuffle-v1");
    const res = await call("/v1/shuffles/verify", { body: asJson.body.shuffle });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alg: "pw-shuffle-v1", valid: true, commitmentMatches: true });
    expect((await api(key, "GET", "/tables/{tableId}/hands/{handNumber}", { tableId, handNumber: String(handNumber + 100) })).status).toBe(404);
    expect((await api(key, "GET", "/tables/{tableId}/hands", { tableId }, { query: "cursor=bogus" })).status).toBe(400);
  });

  it("closing the ring game closes its tables and refuses new seats and tables", async () => {
    const { key } = await tenant();
    const { ringGame, tableId } = await newTable(key);
    expect((await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: ringGame }, { body: { clock: { actionSeconds: 10 } } })).status).toBe(
      200,
    );
    expect((await api(key, "PATCH", "/ring-games/{ringGameId}", { ringGameId: ringGame }, { body: { status: "closed" } })).status).toBe(200);
    expect((await view(key, tableId)).status).toBe("closed");
    const seat = await seatAt(key, tableId, seatBody(1));
    expect(seat.status).toBe(409);
    expect(seat.body.code).toBe("invalid_state");
    expect((await tableOf(key, ringGame)).status).toBe(409);
  });

  it("another organization, environment or project answers 404 on every table route", async () => {
    const { org, key } = await tenant();
    const appKey = (await issueKey(org.id, { projectId: "app" })).secret;
    const others = [
      (await issueKey(org.id, { projectId: "other" })).secret,
      (await issueKey(org.id, { environment: "live" })).secret,
      (await tenant()).key,
    ];
    const ringGame = (await createRingGame(appKey)).body.ringGame.id as string;
    const tableId = (await tableOf(appKey, ringGame)).body.table.id as string;
    await seatAt(appKey, tableId, seatBody(1, { seatNumber: 1 }));
    expect((await api(key, "GET", "/tables/{tableId}", { tableId })).status).toBe(200);
    for (const other of others) {
      const answers = [
        await api(other, "GET", "/tables/{tableId}", { tableId }),
        await seatAt(other, tableId, seatBody(2)),
        await api(other, "POST", "/tables/{tableId}/seats/{seatNumber}/tickets", { tableId, seatNumber: "1" }),
        await api(other, "DELETE", "/tables/{tableId}/seats/{seatNumber}", { tableId, seatNumber: "1" }),
        await api(
          other,
          "POST",
          "/tables/{tableId}/seats/{seatNumber}/actions",
          { tableId, seatNumber: "1" },
          { body: { hand: 1, index: 0, action: "fold" } },
        ),
        await api(other, "GET", "/tables/{tableId}/hands", { tableId }),
        await api(other, "GET", "/tables/{tableId}/hands/{handNumber}", { tableId, handNumber: "1" }),
        await api(other, "GET", "/ring-games/{ringGameId}/tables", { ringGameId: ringGame }),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    }
    expect((await view(appKey, tableId)).seats).toHaveLength(1);
  });
});
