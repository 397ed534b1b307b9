/**
 * GET /v1/lobby: a project's open ring games, their tables (seats taken of size, display names, open seat
 * numbers) and its scheduled and running tournaments, for a publishable key from the project's allowed
 * origins (CORS for it), public fields only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, call, createOrganization, expectContract, expectProblem, issueKey, json } from "../helpers.ts";
import { api, scheduledTournament } from "../management/fixtures.ts";

const SITE = "https://club.example.org";
const PROJECT = "lobby-club";
const OTHER = "lobby-other";

let pk: string;
let sk: string;
let ringGameId: string;
let closedRingGameId: string;
let otherRingGameId: string;
let tableId: string;
let tournamentId: string;

const ringGame = async (projectId: string, name: string) => {
  const res = await api(
    sk,
    "POST",
    "/ring-games",
    {},
    {
      body: {
        name,
        roomId: "room-1",
        projectId,
        game: "nlhe",
        tableSize: 6,
        smallBlind: 5,
        bigBlind: 10,
        buyIn: { min: 400, max: 2000 },
        trustMode: "mixed_declared",
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ringGame.id as string;
};

beforeAll(async () => {
  const org = await createOrganization();
  sk = (await issueKey(org.id, { scopes: ["management", "calculations"] })).secret;
  for (const [projectId, origins] of [
    [PROJECT, [SITE]],
    [OTHER, []],
  ] as const) {
    const res = await call("/api/v1/management/projects", { key: sk, body: { projectId, name: projectId, allowedOrigins: origins } });
    expect(res.status).toBe(201);
  }
  const issued = await call(`/api/v1/admin/organizations/${org.id}/keys`, {
    key: ADMIN_TOKEN,
    body: { name: "lobby", environment: "test", kind: "publishable", projectId: PROJECT },
  });
  expect(issued.status).toBe(201);
  pk = (await json(issued)).secret;

  ringGameId = await ringGame(PROJECT, "Friday 5/10");
  closedRingGameId = await ringGame(PROJECT, "Closed 5/10");
  otherRingGameId = await ringGame(OTHER, "Other project's 5/10");
  expect((await api(sk, "PATCH", "/ring-games/{ringGameId}", { ringGameId: closedRingGameId }, { body: { status: "closed" } })).status).toBe(200);
  const table = await api(sk, "POST", "/ring-games/{ringGameId}/tables", { ringGameId }, { body: { name: "Table 1" } });
  tableId = table.body.table.id;
  for (const seat of [
    { playerRef: "secret-ref-alice", displayName: "Alice", participant: "human", stack: 1000, seatNumber: 1 },
    { playerRef: "secret-ref-bot", displayName: "House bot", participant: "bot", control: "house", stack: 1500, seatNumber: 3 },
  ]) {
    expect((await api(sk, "POST", "/tables/{tableId}/seats", { tableId }, { body: seat })).status).toBe(201);
  }
  // A tournament belongs to the project of the key that creates it.
  const projectKey = (await issueKey(org.id, { scopes: ["management"], projectId: PROJECT })).secret;
  tournamentId = (await scheduledTournament(projectKey, { name: "Sunday SNG" })).id;
});

const lobby = (key: string, headers: Record<string, string> = { origin: SITE }, query = "") => call(`/v1/lobby${query}`, { key, headers });

describe("GET /v1/lobby", () => {
  it("answers a publishable key from its project's origin: open tables, seats and open seat numbers, tournaments; public fields only", async () => {
    const res = await lobby(pk);
    const text = await res.clone().text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    const body = await json(res);
    expectContract("GET", "/v1/lobby", 200, body);
    expect(body.projectId).toBe(PROJECT);
    expect(body.ringGames.map((g: { id: string }) => g.id)).toEqual([ringGameId]);
    expect(body.ringGames[0]).toMatchObject({
      name: "Friday 5/10",
      game: "nlhe",
      tableSize: 6,
      smallBlind: 5,
      bigBlind: 10,
      buyIn: { min: 400, max: 2000 },
    });
    expect(body.ringGames[0].tables).toEqual([
      {
        id: tableId,
        name: "Table 1",
        status: expect.stringMatching(/^(waiting|running)$/),
        tableSize: 6,
        seatsTaken: 2,
        openSeats: [2, 4, 5, 6],
        seats: [
          { seatNumber: 1, displayName: "Alice", participant: "human" },
          { seatNumber: 3, displayName: "House bot", participant: "bot" },
        ],
      },
    ]);
    expect(body.tournaments).toEqual([expect.objectContaining({ id: tournamentId, name: "Sunday SNG", status: "scheduled", entrants: 0 })]);
    // Never a player's reference, a stack or a card.
    expect(text).not.toContain("secret-ref");
    expect(text).not.toMatch(/"stack"|"playerRef"|"cards"/);
    expect(text).not.toContain(otherRingGameId);
  });

  it("refuses other origins, another project, and answers the preflight of an allowed origin", async () => {
    await expectProblem(await lobby(pk, { origin: "https://evil.example" }), 403, "origin_not_allowed");
    await expectProblem(await lobby(pk, {}), 403, "origin_not_allowed");
    await expectProblem(await lobby(pk, { origin: SITE }, `?project=${OTHER}`), 403, "forbidden");
    const preflight = await call("/v1/lobby", {
      method: "OPTIONS",
      headers: { origin: SITE, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET");
    const refused = await call("/v1/lobby", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(refused.status).toBe(403);
  });

  it("answers a secret key from a backend, for the project it names", async () => {
    const res = await lobby(sk, {}, `?project=${OTHER}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.projectId).toBe(OTHER);
    expect(body.ringGames.map((g: { id: string }) => g.id)).toEqual([otherRingGameId]);
    expect(body.ringGames[0].tables).toEqual([]);
    expect(body.tournaments).toEqual([]);
  });
});

describe("<pokerworks-lobby> in /embed/v1.js", () => {
  it("is defined by the loader, sets API values as text only and names the host events", async () => {
    const script = await (await call("/embed/v1.js")).text();
    expect(script).toContain('customElements.define("pokerworks-lobby"');
    expect(script).toContain("pw:seat_requested");
    expect(script).toContain("pw:entry_requested");
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write/);
  });
});
