/**
 * Spectator sessions on real tables (CONTRACT 12): the target is validated against the project's ring games
 * and tables, the open answers the stream (a spectator socket ticket) and a resume token, and
 * POST /api/v1/embed-sessions/{id}/stream-tickets exchanges that token for fresh tickets for 12 h, so a
 * dropped stream resumes with `since`, gap-free, without a new launch secret.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STREAM_TTL_MS } from "../../src/embed/session.ts";
import { call, expectContract, expectProblem, json, tenant } from "../helpers.ts";
import { assertGapFree, connect } from "../tables/socket-client.ts";
import {
  backdateExpiry,
  CREATE_PATH,
  createRingGame,
  createSession,
  embedTenant,
  expectDocumentedHeaders,
  freshAddress,
  OTHER_SITE,
  open,
  SITE,
  sessionBody,
  sessionStub,
  sha256,
  storedValues,
} from "./helpers.ts";

const TICKETS_TEMPLATE = "/api/v1/embed-sessions/{embedSessionId}/stream-tickets";
const ticketsPath = (id: string) => `/api/v1/embed-sessions/${id}/stream-tickets`;

function streamTicket(id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(ticketsPath(id), { body, headers: { "cf-connecting-ip": freshAddress(), origin: SITE, ...headers } });
}

async function seat(key: string, tableId: string, seatNumber: number, participant: "human" | "bot" = "human") {
  const res = await call(`/api/v1/management/tables/${tableId}/seats`, {
    key,
    body: { playerRef: `p${seatNumber}`, displayName: `Player ${seatNumber}`, participant, stack: 200, seatNumber },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** A session on the tenant's ring game, opened on its first table: the open's answer. */
async function opened(overrides: Record<string, unknown> = {}) {
  const t = await embedTenant();
  const launch = await createSession(t.key, sessionBody(t.projectId, overrides));
  const res = await open(launch.embedSessionId, { launchSecret: launch.secret });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...t, launch, answer: await json(res) };
}

describe("the target (CONTRACT 12)", () => {
  it("must be a ring game of the session's project and its tables: 400 validation_failed otherwise", async () => {
    const { key, projectId, ringGameId, tableIds } = await embedTenant();
    const other = await createRingGame(key, { projectId }, 1);
    const problem = async (target: unknown) =>
      (await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { target }) }), 400, "validation_failed")).errors;
    expect(await problem({ ringGameId: "rg_nope" })).toEqual([expect.objectContaining({ path: "/target/ringGameId", code: "not_found" })]);
    expect(await problem({ ringGameId, tableIds: [tableIds[0], other.tableIds[0], "tbl_nope"] })).toEqual([
      expect.objectContaining({ path: "/target/tableIds/1", code: "not_found" }),
      expect.objectContaining({ path: "/target/tableIds/2", code: "not_found" }),
    ]);
    // Another project's ring game of the same organization.
    await call("/api/v1/management/projects", { key, body: { projectId: "second-app", name: "Second", allowedOrigins: [SITE] } });
    const foreign = await createRingGame(key, { projectId: "second-app" }, 1);
    expect(await problem({ ringGameId: foreign.ringGameId })).toEqual([expect.objectContaining({ path: "/target/ringGameId" })]);
    // An organization-wide ring game (no project) is any project's.
    const shared = await createRingGame(key, {}, 1);
    expect((await call(CREATE_PATH, { key, body: sessionBody(projectId, { target: { ringGameId: shared.ringGameId } }) })).status).toBe(201);
  });

  it("is another organization's ring game for nobody (tenant isolation)", async () => {
    const mine = await embedTenant();
    const theirs = await embedTenant();
    const res = await call(CREATE_PATH, { key: mine.key, body: sessionBody(mine.projectId, { target: { ringGameId: theirs.ringGameId } }) });
    const problem = await expectProblem(res, 400, "validation_failed");
    expect(problem.errors).toEqual([expect.objectContaining({ path: "/target/ringGameId", code: "not_found" })]);
    const tables = await call(CREATE_PATH, {
      key: mine.key,
      body: sessionBody(mine.projectId, { target: { ringGameId: mine.ringGameId, tableIds: theirs.tableIds } }),
    });
    expect((await expectProblem(tables, 400, "validation_failed")).errors).toHaveLength(2);
  });

  it("refuses a ring game with spectators off, or closed: 409 invalid_state", async () => {
    const { key, projectId } = await embedTenant();
    const off = await createRingGame(key, { projectId, spectators: { mode: "off" } }, 1);
    await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { target: { ringGameId: off.ringGameId } }) }),
      409,
      "invalid_state",
    );
    const closed = await createRingGame(key, { projectId }, 1);
    expect((await call(`/api/v1/management/ring-games/${closed.ringGameId}`, { method: "PATCH", key, body: { status: "closed" } })).status).toBe(200);
    await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { target: { ringGameId: closed.ringGameId } }) }),
      409,
      "invalid_state",
    );
  });

  it("with one table, the launch URL names it and opens as returned", async () => {
    const { key, projectId, ringGameId, tableIds } = await embedTenant();
    const launch = await createSession(key, sessionBody(projectId, { target: { ringGameId, tableIds: [tableIds[1]] } }));
    const fragment = new URLSearchParams(new URL(launch.launchUrl).hash.slice(1));
    expect(fragment.get("tableId")).toBe(tableIds[1]);
    const res = await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: fragment.get("tableId")! });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.tables.map((t: { id: string }) => t.id)).toEqual([tableIds[1]]);
    expect(body.stream.url).toBe(`ws://localhost:8787/v1/tables/${tableIds[1]}/connect`);
  });
});

describe("the open's stream", () => {
  it("connects at once as a spectator: hello, then a snapshot with every seat, no cards", async () => {
    const { key, tableIds, answer } = await opened();
    await seat(key, tableIds[0]!, 1);
    await seat(key, tableIds[0]!, 2);
    const socket = await connect(tableIds[0]!, answer.stream.ticket);
    const hello = await socket.next((f) => f.type === "hello");
    expect(hello).toMatchObject({ role: "spectator", seatNumber: null, tableId: tableIds[0] });
    const snapshot = await socket.next((f) => f.type === "snapshot");
    expect(snapshot.you).toBeNull();
    expect(snapshot.table.seats.map((s: { displayName: string }) => s.displayName)).toEqual(["Player 1", "Player 2"]);
    expect(JSON.stringify(socket.frames)).not.toMatch(/"cards"/);
    socket.ws.close();
  });

  it("without a table: no stream, the session's tables to pick from, and any of them by the resume token", async () => {
    const { ringGameId, tableIds, launch, answer } = await (async () => {
      const t = await embedTenant();
      const launch = await createSession(t.key, sessionBody(t.projectId, { target: { ringGameId: t.ringGameId } }));
      const answer = await json(await open(launch.embedSessionId, { launchSecret: launch.secret }));
      return { ...t, launch, answer };
    })();
    expect(answer).toMatchObject({ tableId: null, stream: null, ringGameId });
    expect(answer.tables.map((t: { id: string }) => t.id)).toEqual(tableIds);
    const res = await streamTicket(launch.embedSessionId, { resumeToken: answer.resumeToken, tableId: tableIds[1] });
    expect(res.status).toBe(201);
    const body = await json(res);
    expectContract("POST", TICKETS_TEMPLATE, 201, body);
    expect(body).toMatchObject({ tableId: tableIds[1], streamExpiresAt: answer.streamExpiresAt });
    expect(body.stream.ticket).toMatch(/^tkt_/);
  });

  it("a table of another ring game is 403 forbidden, and leaves the secret usable", async () => {
    const t = await embedTenant();
    const other = await createRingGame(t.key, { projectId: t.projectId }, 1);
    const launch = await createSession(t.key, sessionBody(t.projectId, { target: { ringGameId: t.ringGameId } }));
    await expectProblem(await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: other.tableIds[0]! }), 403, "forbidden");
    await expectProblem(await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: "tbl_nope" }), 403, "forbidden");
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: t.tableIds[0]! })).status).toBe(200);
  });

  it("spectators switched off after the session was made: 409 invalid_state at the open, the secret kept", async () => {
    const t = await embedTenant();
    const launch = await createSession(t.key, sessionBody(t.projectId));
    const patch = (mode: string) =>
      call(`/api/v1/management/ring-games/${t.ringGameId}`, { method: "PATCH", key: t.key, body: { spectators: { mode } } });
    expect((await patch("off")).status).toBe(200);
    const refused = await open(launch.embedSessionId, { launchSecret: launch.secret });
    await expectProblem(refused, 409, "invalid_state");
    expect(refused.headers.get("access-control-allow-origin")).toBe(SITE);
    expect((await patch("live")).status).toBe(200);
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret })).status).toBe(200);
  });

  it("a delayed ring game says so, and its stream starts from the delayed past (hello lastSeq 0)", async () => {
    const t = await embedTenant();
    const delayed = await createRingGame(t.key, { projectId: t.projectId, spectators: { mode: "delayed", delaySeconds: 30 } }, 1);
    const launch = await createSession(t.key, sessionBody(t.projectId, { target: { ringGameId: delayed.ringGameId, tableIds: delayed.tableIds } }));
    const answer = await json(await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: delayed.tableIds[0]! }));
    expect(answer.ringGame.spectators).toEqual({ mode: "delayed", delaySeconds: 30 });
    await seat(t.key, delayed.tableIds[0]!, 1);
    const socket = await connect(delayed.tableIds[0]!, answer.stream.ticket);
    expect((await socket.next((f) => f.type === "hello")).lastSeq).toBe(0);
    socket.ws.close();
  });
});

describe("POST /api/v1/embed-sessions/{embedSessionId}/stream-tickets", () => {
  it("resumes a dropped stream with since: gap-free, and without a new launch secret", async () => {
    const { key, tableIds, launch, answer } = await opened();
    const tableId = tableIds[0]!;
    const first = await connect(tableId, answer.stream.ticket);
    await first.next((f) => f.type === "snapshot");
    await seat(key, tableId, 1);
    await seat(key, tableId, 2);
    await first.find((f) => f.type === "turn");
    first.ws.close();
    const seen = first.events();
    const lastSeq = seen[seen.length - 1].seq;
    // Something happens while the spectator is away.
    await seat(key, tableId, 3);
    const res = await streamTicket(launch.embedSessionId, { resumeToken: answer.resumeToken, tableId });
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectDocumentedHeaders("POST", TICKETS_TEMPLATE, 201, res);
    const { stream } = await json(res);
    const second = await connect(tableId, stream.ticket, lastSeq);
    await second.find((f) => f.type === "seat_taken" && f.seat.seatNumber === 3);
    const resumed = second.events();
    expect(resumed[0].seq).toBe(lastSeq + 1);
    assertGapFree([...seen, ...resumed]);
    expect(second.frames.some((f) => f.type === "snapshot")).toBe(false);
    second.ws.close();
  });

  it("refuses a wrong token, another session's token, and a table outside the session (403 forbidden)", async () => {
    const a = await opened();
    const b = await opened();
    const id = a.launch.embedSessionId;
    const wrong = await streamTicket(id, { resumeToken: `${a.answer.resumeToken.slice(0, -1)}x`, tableId: a.tableIds[0] });
    await expectProblem(wrong, 403, "forbidden");
    expect(wrong.headers.get("access-control-allow-origin")).toBe(SITE);
    await expectProblem(await streamTicket(id, { resumeToken: b.answer.resumeToken, tableId: a.tableIds[0] }), 403, "forbidden");
    // Tenant isolation: the right token for another organization's table.
    await expectProblem(await streamTicket(id, { resumeToken: a.answer.resumeToken, tableId: b.tableIds[0] }), 403, "forbidden");
    await expectProblem(await streamTicket("es_01M8200000AAAAAAAAAAAAAAAA", { resumeToken: a.answer.resumeToken, tableId: "x" }), 404, "not_found");
    expect((await streamTicket(id, { resumeToken: a.answer.resumeToken, tableId: a.tableIds[1] })).status).toBe(201);
  });

  it("a session never opened has no stream: 403 while it lives, 410 once expired", async () => {
    const t = await embedTenant();
    const launch = await createSession(t.key, sessionBody(t.projectId));
    const body = { resumeToken: "esr_x", tableId: t.tableIds[0] };
    await expectProblem(await streamTicket(launch.embedSessionId, body), 403, "forbidden");
    await backdateExpiry(launch.embedSessionId);
    await expectProblem(await streamTicket(launch.embedSessionId, body), 410, "embed_session_expired");
  });

  it("outlives the session's 10 minutes: the tombstone keeps only the token's hash and target until the 12 h end", async () => {
    const { launch, answer, tableIds } = await opened();
    const id = launch.embedSessionId;
    await backdateExpiry(id);
    expect(await runDurableObjectAlarm(sessionStub(id))).toBe(true);
    const stored = (await storedValues(id)).session as Record<string, unknown>;
    expect(stored).toMatchObject({
      kind: "tombstone",
      stream: { tokenHash: await sha256(answer.resumeToken), until: Date.parse(answer.streamExpiresAt) },
    });
    expect(JSON.stringify(stored)).not.toContain("secretHash");
    expect(JSON.stringify(stored)).not.toContain(answer.resumeToken);
    // The launch URL is spent and expired (410), the stream goes on.
    await expectProblem(await open(id, { launchSecret: launch.secret }), 410, "embed_session_expired");
    expect((await streamTicket(id, { resumeToken: answer.resumeToken, tableId: tableIds[0] })).status).toBe(201);
    const alarm = await runInDurableObject(sessionStub(id), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBe(Date.parse(answer.streamExpiresAt));
    expect(Date.parse(answer.streamExpiresAt) - Date.parse(launch.expiresAt)).toBeGreaterThan(STREAM_TTL_MS - 700_000);
    // 12 hours later: 410, and the alarm erases the grant.
    await runInDurableObject(sessionStub(id), (_i, state) => {
      const s = state.storage.kv.get<{ stream: { until: number } }>("session")!;
      state.storage.kv.put("session", { ...s, stream: { ...s.stream, until: Date.now() - 1 } });
    });
    await expectProblem(await streamTicket(id, { resumeToken: answer.resumeToken, tableId: tableIds[0] }), 410, "embed_session_expired");
    await runDurableObjectAlarm(sessionStub(id));
    expect(Object.keys((await storedValues(id)).session as object).sort()).toEqual(["embedSessionId", "expiresAt", "kind", "origin"]);
  });

  it("a later open of the session (a reissued secret) replaces the resume token", async () => {
    const t = await embedTenant();
    const headers = { "x-idempotency-key": "resume-replaced" };
    const first = await createSession(t.key, sessionBody(t.projectId), headers);
    const a = await json(await open(first.embedSessionId, { launchSecret: first.secret }));
    const second = await createSession(t.key, sessionBody(t.projectId), headers);
    const b = await json(await open(second.embedSessionId, { launchSecret: second.secret }));
    await expectProblem(await streamTicket(first.embedSessionId, { resumeToken: a.resumeToken, tableId: t.tableIds[0] }), 403, "forbidden");
    expect((await streamTicket(first.embedSessionId, { resumeToken: b.resumeToken, tableId: t.tableIds[0] })).status).toBe(201);
  });

  it("refuses a closed table (409 invalid_state)", async () => {
    const { key, ringGameId, launch, answer, tableIds } = await opened();
    expect((await call(`/api/v1/management/ring-games/${ringGameId}`, { method: "PATCH", key, body: { status: "closed" } })).status).toBe(200);
    await expectProblem(await streamTicket(launch.embedSessionId, { resumeToken: answer.resumeToken, tableId: tableIds[0] }), 409, "invalid_state");
  });

  it("CORS: the preflight grants the session's origin only", async () => {
    const { launch } = await opened();
    const preflight = (origin: string) =>
      call(ticketsPath(launch.embedSessionId), { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
    const ok = await preflight(SITE);
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(ok.headers.get("access-control-allow-methods")).toBe("POST");
    await expectProblem(await preflight(OTHER_SITE), 403, "origin_not_allowed");
  });

  it("validates its body", async () => {
    const { launch } = await opened();
    const res = await call(ticketsPath(launch.embedSessionId), { body: { resumeToken: "", extra: 1 } });
    const problem = await expectProblem(res, 400, "validation_failed");
    expect(problem.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/extra", "/resumeToken"]);
    // A spectator session's ticket names its table (a player session's is its seating's table).
    const own = await opened();
    const missing = await call(ticketsPath(own.launch.embedSessionId), { body: { resumeToken: own.answer.resumeToken } });
    const required = await expectProblem(missing, 400, "validation_failed");
    expect(required.errors.map((e: { path: string }) => e.path)).toEqual(["/tableId"]);
  });
});

describe("isolation", () => {
  it("a key of another organization cannot aim a session at this organization's ring game", async () => {
    const victim = await embedTenant();
    const { key } = await tenant();
    await call("/api/v1/management/projects", { key, body: { projectId: "thief", name: "Thief", allowedOrigins: [SITE] } });
    await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody("thief", { target: { ringGameId: victim.ringGameId, tableIds: victim.tableIds } }) }),
      400,
      "validation_failed",
    );
  });
});
