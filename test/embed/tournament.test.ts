/**
 * Spectator sessions of a tournament (CONTRACT 11.1, 12): the target `{ tournamentId, tableIds? }` is a
 * tournament of the session's project (or of the organization) and its tables in play; the open lists the
 * tables the tournament plays on now and describes the tournament; a stream ticket asked without `tableId`
 * names the table to follow. A 12-bot MTT on two tables broken down to one: the broken table's spectator
 * socket closes (4003), and the session is then given the remaining table, the only one listed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, issueKey, json } from "../helpers.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { connect } from "../tables/socket-client.ts";
import { runStart, startLater, startSoon } from "../tournaments/fixtures.ts";
import { CREATE_PATH, createSession, embedTenant, freshAddress, open, SITE, sessionBody } from "./helpers.ts";

const TICKETS_TEMPLATE = "/api/v1/embed-sessions/{embedSessionId}/stream-tickets";
const ticketsPath = (id: string) => `/api/v1/embed-sessions/${id}/stream-tickets`;

async function streamTicket(id: string, body: Record<string, unknown>) {
  const res = await call(ticketsPath(id), { body, headers: { "cf-connecting-ip": freshAddress(), origin: SITE } });
  const answer = await json(res);
  expectContract("POST", TICKETS_TEMPLATE, res.status, answer, res.status < 300 ? "application/json" : "application/problem+json");
  return { status: res.status, body: answer };
}

async function openAnswer(id: string, secret: string, tableId?: string) {
  const res = await open(id, { launchSecret: secret, ...(tableId ? { tableId } : {}) });
  const answer = await json(res);
  expectContract(
    "POST",
    "/api/v1/embed-sessions/{embedSessionId}/open",
    res.status,
    answer,
    res.status < 300 ? "application/json" : "application/problem+json",
  );
  return { status: res.status, body: answer };
}

const targetProblem = async (key: string, projectId: string, target: unknown) =>
  (await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { target }) }), 400, "validation_failed")).errors;

const tablesOf = async (key: string, tournamentId: string) =>
  ((await api(key, "GET", "/tournaments/{tournamentId}/tables", { tournamentId })).body.data as Array<{ tableId: string }>).map((t) => t.tableId);

describe("spectator sessions of a tournament", () => {
  it("the target is a tournament of the project (or the organization): another org's or project's is 400, a finished one 409", async () => {
    const { org, key, projectId, ringGameId, tableIds } = await embedTenant();
    // A tournament's project is its creating key's restriction.
    const projectKey = async (orgId: string, project: string) => (await issueKey(orgId, { projectId: project })).secret;
    const other = await embedTenant();
    const theirs = await createTournament(await projectKey(other.org.id, other.projectId), { schedule: { startsAt: startLater() } });
    const otherProject = await createTournament(await projectKey(org.id, `${projectId}-b`), { schedule: { startsAt: startLater() } });
    for (const tournamentId of [theirs.id, otherProject.id, "trn_nope"]) {
      expect(await targetProblem(key, projectId, { tournamentId })).toEqual([
        expect.objectContaining({ path: "/target/tournamentId", code: "not_found" }),
      ]);
    }
    // Both kinds of target at once is neither.
    expect((await targetProblem(key, projectId, { tournamentId: otherProject.id, ringGameId })).length).toBeGreaterThan(0);

    // A scheduled tournament of the project plays on no table yet: a table id is not its; without one the
    // session is made and its open lists no table (the page waits), and a ticket without a table is 409.
    const ours = await createTournament(await projectKey(org.id, projectId), { name: "Sunday Major", schedule: { startsAt: startLater() } });
    expect(ours.projectId).toBe(projectId);
    expect((await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: ours.id })).status).toBe(200);
    expect(await targetProblem(key, projectId, { tournamentId: ours.id, tableIds: [tableIds[0]] })).toEqual([
      expect.objectContaining({ path: "/target/tableIds/0", code: "not_found" }),
    ]);
    const launch = await createSession(key, sessionBody(projectId, { target: { tournamentId: ours.id } }));
    expect(new URL(launch.launchUrl).hash).not.toContain("tableId");
    const opened = await openAnswer(launch.embedSessionId, launch.secret);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      mode: "spectator",
      ringGameId: ours.id,
      tournamentId: ours.id,
      tournament: { name: "Sunday Major", status: "scheduled", following: true },
      tableId: null,
      tables: [],
      stream: null,
    });
    // six_max_nlhe_sng_v1: six seats; the approved sit-and-go structure's first level.
    expect(opened.body.ringGame).toMatchObject({ name: "Sunday Major", tableSize: 6, spectators: { mode: "live", delaySeconds: 0 } });
    const token = opened.body.resumeToken as string;
    expect((await streamTicket(launch.embedSessionId, { resumeToken: token })).body.code).toBe("invalid_state");
    // A ring game's table is not the tournament's.
    expect((await streamTicket(launch.embedSessionId, { resumeToken: token, tableId: tableIds[0] })).status).toBe(403);

    // Opening with a table outside the tournament is refused like a ring game's session.
    const again = await createSession(key, sessionBody(projectId, { target: { tournamentId: ours.id } }));
    expect((await openAnswer(again.embedSessionId, again.secret, tableIds[0])).body.code).toBe("forbidden");

    // A cancelled tournament refuses new spectator sessions.
    expect((await api(key, "POST", "/tournaments/{tournamentId}/cancel", { tournamentId: ours.id }, { body: { reason: "test" } })).status).toBe(200);
    await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { target: { tournamentId: ours.id } }) }), 409, "invalid_state");
  }, 60_000);

  it("an MTT on two tables broken down to one: the session lists both, then only the final table, and its ticket is the final table's", async () => {
    const { key, projectId, tableIds: ringTables } = await embedTenant();
    // Twelve humans who never act, on two tables of six: nothing happens but what the test does.
    const t = await createTournament(key, {
      name: "Spectated MTT",
      presetKey: "scheduled_mtt_nlhe_v1",
      roomId: "room-1",
      payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
      blindStructureId: "bs_approved_mtt_9max_20min_v1",
      schedule: { startsAt: startLater() },
    });
    const tournamentId = t.id;
    expect((await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId })).status).toBe(200);
    for (let i = 1; i <= 12; i++) await register(key, tournamentId, i, "human");
    await runStart(tournamentId, await startSoon(key, tournamentId));
    const suffix = tournamentId.slice(4);
    const both = (await tablesOf(key, tournamentId)).sort();
    expect(both).toEqual([`tbl_${suffix}t1`, `tbl_${suffix}t2`]);

    // An organization-wide tournament (no project) is the project's to show; a table not of it is 400.
    const other = await embedTenant();
    expect(await targetProblem(other.key, other.projectId, { tournamentId })).toEqual([
      expect.objectContaining({ path: "/target/tournamentId", code: "not_found" }),
    ]);
    expect(await targetProblem(key, projectId, { tournamentId, tableIds: [both[0], `tbl_${suffix}t7`, ringTables[0]] })).toEqual([
      expect.objectContaining({ path: "/target/tableIds/1", code: "not_found" }),
      expect.objectContaining({ path: "/target/tableIds/2", code: "not_found" }),
    ]);

    // A session fixed on each table, and one that follows the tournament.
    const fixed = await Promise.all(both.map((id) => createSession(key, sessionBody(projectId, { target: { tournamentId, tableIds: [id] } }))));
    for (const [i, launch] of fixed.entries()) expect(new URLSearchParams(new URL(launch.launchUrl).hash.slice(1)).get("tableId")).toBe(both[i]);
    const follows = await createSession(key, sessionBody(projectId, { target: { tournamentId } }));
    const opened = await openAnswer(follows.embedSessionId, follows.secret);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ ringGameId: tournamentId, tournamentId, tournament: { status: "running", following: true }, stream: null });
    // scheduled_mtt_nlhe_v1 seats nine; the blinds are the level being played (the structure's first).
    const structure = await api(key, "GET", "/blind-structures/{blindStructureId}", { blindStructureId: "bs_approved_mtt_9max_20min_v1" });
    const [level1] = structure.body.blindStructure.levels as Array<{ smallBlind: number; bigBlind: number }>;
    expect(opened.body.ringGame).toMatchObject({ name: "Spectated MTT", tableSize: 9, smallBlind: level1!.smallBlind, bigBlind: level1!.bigBlind });
    const listed = opened.body.tables as Array<{ id: string; name: string; status: string; seated: number }>;
    expect(listed.map((t) => t.id).sort()).toEqual(both);
    expect(listed.reduce((sum, t) => sum + t.seated, 0)).toBeLessThanOrEqual(12);
    expect(listed.every((t) => t.status !== "closed")).toBe(true);
    const token = opened.body.resumeToken as string;

    // Spectator sockets on both tables (through the fixed sessions): public events only.
    const sockets = await Promise.all(
      fixed.map(async (launch, i) => {
        const answer = await openAnswer(launch.embedSessionId, launch.secret, both[i]);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.tables).toEqual([expect.objectContaining({ id: both[i] })]);
        expect(answer.body.stream.snapshot.you).toBeNull();
        return { token: answer.body.resumeToken as string, socket: await connect(both[i]!, answer.body.stream.ticket) };
      }),
    );

    // The break-up: the director hears that three players of the first table busted in its first hand; the
    // three left and the second table's six fit one nine-handed table, so the first table breaks.
    const [first, second] = both as [string, string];
    const director = env.DIRECTORS.getByName(tournamentId);
    const view = (await env.TABLES.getByName(first).view())!;
    const seats = await Promise.all(
      (await api(key, "GET", "/tournaments/{tournamentId}/standings", { tournamentId })).body.data
        .filter((s: { tableId: string }) => s.tableId === first)
        .map(async (s: { entryId: string }) => ({ entryId: s.entryId, ...(await director.seatOf(s.entryId))! })),
    );
    expect(seats).toHaveLength(view.seats.length);
    await director.report({
      tableId: first,
      handNumber: 1,
      seats: seats.map((s, i) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: i < 3 ? 0 : 40_000 })),
      startingChips: Object.fromEntries(seats.map((s) => [s.entryId, 20_000])),
      bigBlind: view.seats[1]!.seatNumber,
      button: view.seats[0]!.seatNumber,
    });
    // Both tables play their hand out (their players' clocks run out) and report it for real.
    let clock = Date.now();
    let remaining: string[] = both;
    for (let i = 0; i < 40 && (remaining.length > 1 || sockets[0]!.socket.closed === null); i++) {
      clock += 90_000;
      await Promise.all(both.map((id) => env.TABLES.getByName(id).tick(clock)));
      remaining = await tablesOf(key, tournamentId);
    }
    expect(remaining, "the two tables broke down to one").toEqual([second]);
    const finalTable = remaining[0]!;
    const broken = both.find((id) => id !== finalTable)!;

    // The follower asks for its next table: the final table, the only one listed.
    const next = await streamTicket(follows.embedSessionId, { resumeToken: token });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.tableId).toBe(finalTable);
    expect(next.body.tables).toEqual([{ id: finalTable, name: "Table 2", status: "running", seated: 9 }]);
    expect(next.body.stream.url).toContain(`/v1/tables/${finalTable}/connect`);
    // The broken table: its spectator socket closed with 4003, and a ticket for it is 409 (closed).
    const brokenSocket = sockets[both.indexOf(broken)]!;
    for (let i = 0; i < 100 && brokenSocket.socket.closed === null; i++) await new Promise((r) => setTimeout(r, 50));
    expect(brokenSocket.socket.closed?.code).toBe(4003);
    expect(brokenSocket.socket.frames.some((f) => f.type === "table_status" && f.status === "closed")).toBe(true);
    expect((await streamTicket(fixed[both.indexOf(broken)]!.embedSessionId, { resumeToken: brokenSocket.token, tableId: broken })).body.code).toBe(
      "invalid_state",
    );
    expect((await streamTicket(follows.embedSessionId, { resumeToken: token, tableId: broken })).body.code).toBe("invalid_state");
    // A table the director never opened, or a ring game's, is not the tournament's: 403.
    for (const tableId of [`tbl_${suffix}t7`, ringTables[0]]) {
      expect((await streamTicket(follows.embedSessionId, { resumeToken: token, tableId })).body.code).toBe("forbidden");
    }
    // A new follower's open lists the final table only.
    const late = await createSession(key, sessionBody(projectId, { target: { tournamentId } }));
    expect((await openAnswer(late.embedSessionId, late.secret)).body.tables.map((t: { id: string }) => t.id)).toEqual([finalTable]);

    // Spectators never got a hole card: no hole_cards event, and shown cards only at a showdown's end.
    for (const { socket } of sockets) {
      expect(socket.frames.some((f) => f.type === "hole_cards")).toBe(false);
      socket.ws.close();
    }
  }, 240_000);
});
