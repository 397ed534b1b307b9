/**
 * Player embed sessions: `mode: "player"` targets a seated human's seat (`{ tableId, seatNumber }`) or a
 * tournament entry. The session is bound to the seating that holds the seat when it is created: its open
 * and its stream tickets give that seating's socket (own hole cards and legal actions) and nobody else's;
 * once the seating ends, the session is dead (410), whoever sits in the seat next.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json } from "../helpers.ts";
import { connect } from "../tables/socket-client.ts";
import { CREATE_PATH, createSession, embedTenant, freshAddress, open, SITE, sessionBody } from "./helpers.ts";

const ticketsPath = (id: string) => `/api/v1/embed-sessions/${id}/stream-tickets`;
const streamTicket = (id: string, resumeToken: string) =>
  call(ticketsPath(id), { body: { resumeToken }, headers: { "cf-connecting-ip": freshAddress(), origin: SITE } });

async function seat(key: string, tableId: string, seatNumber: number, participant: "human" | "bot" = "human", playerRef = `p${seatNumber}`) {
  const res = await call(`/api/v1/management/tables/${tableId}/seats`, {
    key,
    body: { playerRef, displayName: `Player ${seatNumber}`, participant, stack: 200, seatNumber },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

const playerBody = (projectId: string, target: unknown) => sessionBody(projectId, { mode: "player", target });

describe("player embed sessions (mode: player)", () => {
  it("open a seated human's seat: the launch URL is the player page's, the stream the seating's own socket", async () => {
    const t = await embedTenant();
    const tableId = t.tableIds[0]!;
    await seat(t.key, tableId, 2);
    await seat(t.key, tableId, 4);
    const launch = await createSession(t.key, playerBody(t.projectId, { tableId, seatNumber: 2 }));
    expect(launch.launchUrl).toMatch(/^http:\/\/localhost:8787\/embed\/player\/es_[0-9A-Za-z]+#launchSecret=els_[A-Za-z0-9_-]{43}$/);

    const res = await open(launch.embedSessionId, { launchSecret: launch.secret });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await json(res);
    expectContract("POST", "/api/v1/embed-sessions/{embedSessionId}/open", 200, answer);
    expect(answer).toMatchObject({
      mode: "player",
      tableId,
      seatNumber: 2,
      ringGameId: t.ringGameId,
      tournamentId: null,
      entryId: null,
      table: { name: "Table 1", tableSize: 6, smallBlind: 1, bigBlind: 2 },
      stream: { url: `ws://localhost:8787/v1/tables/${tableId}/connect`, ticket: expect.stringMatching(/^tkt_/) },
    });
    expect(answer.stream.snapshot.you.seatNumber).toBe(2);

    // The ticket opens the seat's socket: role seat, seat 2.
    const socket = await connect(tableId, answer.stream.ticket, answer.stream.snapshot.seq);
    expect(await socket.next((f) => f.type === "hello")).toMatchObject({ role: "seat", seatNumber: 2 });
    // The resume token gives fresh tickets of the same seating (no tableId needed).
    const again = await streamTicket(launch.embedSessionId, answer.resumeToken);
    expect(again.status, await again.clone().text()).toBe(201);
    const ticket = await json(again);
    expectContract("POST", "/api/v1/embed-sessions/{embedSessionId}/stream-tickets", 201, ticket);
    expect(ticket).toMatchObject({ tableId, seatNumber: 2, table: { tableSize: 6 } });
    socket.ws.close();
  });

  it("refuses an empty seat, a bot's seat, another project's table and an unknown tournament or entry", async () => {
    const t = await embedTenant();
    const tableId = t.tableIds[0]!;
    await seat(t.key, tableId, 3, "bot");
    const problem = async (target: unknown) =>
      (await expectProblem(await call(CREATE_PATH, { key: t.key, body: playerBody(t.projectId, target) }), 400, "validation_failed")).errors;
    expect(await problem({ tableId, seatNumber: 1 })).toEqual([expect.objectContaining({ path: "/target/seatNumber", code: "not_found" })]);
    expect(await problem({ tableId, seatNumber: 3 })).toEqual([expect.objectContaining({ path: "/target/seatNumber", code: "not_allowed" })]);
    expect(await problem({ tableId: "tbl_nope", seatNumber: 1 })).toEqual([expect.objectContaining({ path: "/target/tableId", code: "not_found" })]);
    const other = await embedTenant();
    await seat(other.key, other.tableIds[0]!, 1);
    expect(await problem({ tableId: other.tableIds[0], seatNumber: 1 })).toEqual([expect.objectContaining({ path: "/target/tableId" })]);
    expect(await problem({ tournamentId: "trn_nope", entryId: "ent_nope" })).toEqual([
      expect.objectContaining({ path: "/target/tournamentId", code: "not_found" }),
    ]);
  });

  it("a tournament entry: no stream before its seat, then the seat wherever the tournament puts it", async () => {
    const t = await embedTenant();
    const startsAt = Date.now() + 1_500;
    const created = await call("/api/v1/management/tournaments", {
      key: t.key,
      body: {
        name: "Friday SNG",
        presetKey: "six_max_nlhe_sng_v1",
        roomId: "room-7",
        blindStructureId: "bs_approved_sng_6max_8min_v1",
        payoutStructureId: "ps_approved_sng_6max_v1",
        schedule: { startsAt: new Date(startsAt).toISOString(), timezone: "Europe/Paris" },
        trustMode: "mixed_declared",
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const tournamentId = (await json(created)).tournament.id as string;
    expect((await call(`/api/v1/management/tournaments/${tournamentId}/publish`, { key: t.key, method: "POST" })).status).toBe(200);
    let entryId = "";
    for (let i = 1; i <= 6; i++) {
      const res = await call(`/api/v1/management/tournaments/${tournamentId}/entries`, {
        key: t.key,
        body: { displayName: `Player ${i}`, playerRef: `user-${i}`, participant: "human" },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      if (i === 1) entryId = (await json(res)).entry.id;
    }
    const launch = await createSession(t.key, playerBody(t.projectId, { tournamentId, entryId }));
    const opened = await open(launch.embedSessionId, { launchSecret: launch.secret });
    expect(opened.status, await opened.clone().text()).toBe(200);
    const answer = await json(opened);
    expect(answer).toMatchObject({ mode: "player", tournamentId, entryId, tableId: null, seatNumber: null, stream: null, ringGameId: null });
    // Not seated yet: ask again later (409), not a dead session (410).
    await expectProblem(await streamTicket(launch.embedSessionId, answer.resumeToken), 409, "invalid_state");

    await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
    await runDurableObjectAlarm(env.DIRECTORS.getByName(tournamentId));
    const seated = await streamTicket(launch.embedSessionId, answer.resumeToken);
    expect(seated.status, await seated.clone().text()).toBe(201);
    const ticket = await json(seated);
    expect(ticket).toMatchObject({ tableId: expect.stringMatching(/^tbl_/), seatNumber: expect.any(Number), table: { tableSize: 6 } });
    const socket = await connect(ticket.tableId, ticket.stream.ticket, ticket.stream.snapshot.seq);
    expect(await socket.next((f) => f.type === "hello")).toMatchObject({ role: "seat", seatNumber: ticket.seatNumber });
    expect(ticket.stream.snapshot.you.seatNumber).toBe(ticket.seatNumber);
    socket.ws.close();
  });

  it("is bound to the seating: once the player stands up, the session is dead, also for the next player of that seat", async () => {
    const t = await embedTenant();
    const tableId = t.tableIds[0]!;
    await seat(t.key, tableId, 2, "human", "alice");
    const used = await createSession(t.key, playerBody(t.projectId, { tableId, seatNumber: 2 }));
    const unopened = await createSession(t.key, playerBody(t.projectId, { tableId, seatNumber: 2 }), { "x-idempotency-key": "unopened" });
    const answer = await json(await open(used.embedSessionId, { launchSecret: used.secret }));
    expect(answer.mode).toBe("player");

    // Alice stands up (between hands: at once); Bob takes seat 2.
    const left = await call(`/api/v1/management/tables/${tableId}/seats/2`, { key: t.key, method: "DELETE" });
    expect(left.status).toBe(200);
    await seat(t.key, tableId, 2, "human", "bob");

    // Neither session reaches Bob's seating: the opened one's tickets and the unopened one's open are 410.
    await expectProblem(await streamTicket(used.embedSessionId, answer.resumeToken), 410, "embed_session_expired");
    await expectProblem(await open(unopened.embedSessionId, { launchSecret: unopened.secret }), 410, "embed_session_expired");
  });
});
