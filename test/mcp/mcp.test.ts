import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import openapi from "../../schemas/openapi.json";
import worker from "../../src/index";
import { BLINDS_EXAMPLE, HOLDEM_HAND_EXAMPLE } from "../fixtures/requests";
import { awayFromMinuteEdge, BASE, CHIPS_BODY, call, createOrganization, expectContract, issueKey, json, tenant } from "../helpers";
import { APPROVED, future, register, sngBody } from "../management/fixtures";

/**
 * The MCP server through the MCP SDK's own client and its Streamable HTTP transport, against the
 * Worker's fetch handler, in both protocol eras the client negotiates: the 2025 `initialize`
 * handshake (2025-11-25) and the 2026-07-28 per-request era.
 */
const ERAS = [
  { name: "2025-11-25", options: {} },
  { name: "2026-07-28", options: { versionNegotiation: { mode: { pin: "2026-07-28" } } } },
] as const;

type Fetcher = (request: Request) => Promise<Response>;
const workerFetch: Fetcher = (request) => (exports as unknown as { default: { fetch: Fetcher } }).default.fetch(request);

async function connect(key: string, era: (typeof ERAS)[number], fetcher: Fetcher = workerFetch) {
  const client = new Client({ name: "pokerworks-test", version: "1.0.0" }, era.options);
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    fetch: (input, init) => fetcher(new Request(input, init)),
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  expect(client.getNegotiatedProtocolVersion()).toBe(era.name);
  return client;
}

/** One request per calculation; the REST answer to the same body is the reference for the tool's. */
const CALCULATIONS: Record<string, { path: string; body: unknown }> = {
  holdem_equity: { path: "/v1/calculations/equity/holdem", body: { players: [{ hand: "AcKc" }, { hand: "JsJh" }], board: "Jc8c3d" } },
  icm_deal: {
    path: "/v1/calculations/icm/deal",
    body: {
      players: [
        { id: "alice", stack: 50000 },
        { id: "bob", stack: 30000 },
        { id: "cara", stack: 20000 },
      ],
      payouts: [5000, 3000, 2000],
    },
  },
  tournament_payouts: {
    path: "/v1/calculations/tournaments/payouts",
    body: { entrants: 180, prizePool: 1800000, buyIn: 10000, style: "standard", placesPaid: null, rounding: { unit: 100 } },
  },
  blind_schedule: { path: "/v1/calculations/tournaments/blinds", body: BLINDS_EXAMPLE },
  chip_distribution: { path: "/v1/calculations/chips/starting-stack", body: CHIPS_BODY },
  holdem_hand: {
    path: "/v1/calculations/hands/holdem",
    body: HOLDEM_HAND_EXAMPLE,
  },
  omaha_hand: {
    path: "/v1/calculations/hands/omaha",
    body: {
      game: "plo4",
      seats: [
        { id: "A", stack: 1000, cards: "AhKhQdJd" },
        { id: "B", stack: 1000 },
      ],
      button: "A",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
    },
  },
  omaha_equity: {
    path: "/v1/calculations/equity/omaha",
    body: { game: "plo5", players: [{ hand: "AsAhKdQd2c" }, { hand: "JcTc9h8h2d" }], board: "Ad7c2h9s" },
  },
};

type Spec = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, { content?: Record<string, { schema: object }> }> }
    >
  >;
};
const spec = openapi as unknown as Spec;

// biome-ignore lint/suspicious/noExplicitAny: tool results are read loosely and asserted.
type Loose = any;
const problemOf = (result: Loose) => result._meta["pokerworks/problem"] as { code: string; status: number; errors?: Array<{ path: string }> };

describe("/mcp authentication", () => {
  it("answers 401 with WWW-Authenticate: Bearer without a key or with an unknown one", async () => {
    const init = { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} };
    for (const key of [null, "sk_test_0123456789abcdef0123456789abcdef"]) {
      const res = await call("/mcp", { key, body: init, headers: { accept: "application/json, text/event-stream" } });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer realm="pokerworks"/);
      const problem = await json(res);
      expect(problem.code).toBe("unauthorized");
      // A plain explanation of what to send, not an OAuth discovery detour (there is no OAuth metadata).
      expect(problem.detail).toMatch(/^This MCP server takes a pokerworks API key, not OAuth: .*'Authorization: Bearer sk_test_\.\.\.'/);
    }
    const metadata = await call("/.well-known/oauth-protected-resource/mcp");
    expect(metadata.status).toBe(404);
  });
});

describe.each(ERAS)("MCP over Streamable HTTP, protocol $name", (era) => {
  it("lists one read-only tool per calculation whose schemas are the REST ones", async () => {
    const { key } = await tenant();
    const client = await connect(key, era);
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    for (const [name, { path }] of Object.entries(CALCULATIONS)) {
      const tool = byName.get(name) as Loose;
      expect(tool, name).toBeDefined();
      const operation = spec.paths[path]!.post!;
      expect(tool.inputSchema).toEqual(operation.requestBody!.content["application/json"]!.schema);
      expect(tool.outputSchema).toEqual(operation.responses["200"]!.content!["application/json"]!.schema);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
    }
    // A key with both scopes also sees the management tools, each requiring an idempotency key.
    for (const name of ["create_tournament", "publish_tournament", "complete_tournament"]) {
      const tool = byName.get(name) as Loose;
      expect(tool, name).toBeDefined();
      expect(tool.inputSchema.required).toContain("idempotencyKey");
      expect(tool.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    }
    // Registering an entry is safe to retry by its playerRef (409 conflict on a repeat): no idempotency key.
    const register = byName.get("register_tournament_entry") as Loose;
    expect(register.inputSchema.required).toEqual(expect.arrayContaining(["tournamentId", "displayName", "playerRef", "participant"]));
    expect(register.inputSchema.properties.idempotencyKey).toBeUndefined();
    expect(register.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    await client.close();
  });

  it("answers every calculation tool exactly as the REST operation answers the same body", async () => {
    const { key } = await tenant();
    const client = await connect(key, era);
    for (const [name, { path, body }] of Object.entries(CALCULATIONS)) {
      const rest = await json(await call(path, { key, body }));
      const result = (await client.callTool({ name, arguments: body as Record<string, unknown> })) as Loose;
      expect(result.isError ?? false, name).toBe(false);
      expect(result.structuredContent).toEqual(rest);
      expectContract("POST", path, 200, result.structuredContent);
      expect(result.content).toHaveLength(1);
      expect(result.content[0].text).not.toContain("\n");
      expect(result.content[0].text).toContain(`engine ${rest.engineVersion}`);
    }
    await client.close();
  });

  it("reports a bad argument as a tool error with the REST problem code and JSON Pointer", async () => {
    const { key } = await tenant();
    const client = await connect(key, era);
    const result = (await client.callTool({ name: "holdem_equity", arguments: { players: [{ hand: "AcKc" }, { hand: "XxYy" }] } })) as Loose;
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(/^validation_failed: /);
    expect(problemOf(result)).toMatchObject({ code: "validation_failed", status: 400 });
    expect(problemOf(result).errors!.map((e) => e.path)).toContain("/players/1/hand");
    await client.close();
  });

  it("hides management tools and the catalog from a key without the management scope", async () => {
    const org = await createOrganization();
    const calculationsOnly = await issueKey(org.id, { scopes: ["calculations"] });
    const client = await connect(calculationsOnly.secret, era);
    const names = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(names).toEqual(Object.keys(CALCULATIONS).sort());
    const refused = (await client
      .callTool({ name: "create_tournament", arguments: { idempotencyKey: "k1", ...sngBody() } })
      .catch((e: Error) => e)) as Loose;
    // Not registered for this key, so the protocol itself refuses it: nothing reaches the REST route.
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain("Tool create_tournament not found");
    await client.close();

    // The calculations scope is checked by the REST pipeline: a management-only key gets its 403.
    const managementOnly = await issueKey(org.id, { scopes: ["management"] });
    const other = await connect(managementOnly.secret, era);
    const forbidden = (await other.callTool({ name: "chip_distribution", arguments: CHIPS_BODY })) as Loose;
    expect(forbidden.isError).toBe(true);
    expect(problemOf(forbidden)).toMatchObject({ code: "forbidden", status: 403 });
    await other.close();
  });

  it("meters tool calls like REST calls: one credit each, the same usage row, 402 when credits run out", async () => {
    const { key, keyId } = await tenant({ freeCredits: 3 });
    const client = await connect(key, era);
    const first = (await client.callTool({ name: "chip_distribution", arguments: CHIPS_BODY })) as Loose;
    expect(first._meta["pokerworks/creditsRemaining"]).toBe(2);
    const rest = await call(CALCULATIONS.chip_distribution!.path, { key, body: CHIPS_BODY });
    expect(rest.headers.get("x-credits-remaining")).toBe("1");
    const bad = (await client.callTool({ name: "chip_distribution", arguments: { ...CHIPS_BODY, players: -1 } })) as Loose;
    expect(problemOf(bad).code).toBe("validation_failed");
    const last = (await client.callTool({ name: "chip_distribution", arguments: CHIPS_BODY })) as Loose;
    expect(last._meta["pokerworks/creditsRemaining"]).toBe(0);
    const refused = (await client.callTool({ name: "chip_distribution", arguments: CHIPS_BODY })) as Loose;
    expect(problemOf(refused)).toMatchObject({ code: "payment_required", status: 402 });
    await client.close();

    const usage = await json(await call("/api/v1/management/usage", { key }));
    const row = usage.data.find((r: Loose) => r.endpoint === "POST /v1/calculations/chips/starting-stack" && r.keyId === keyId);
    // 3 tool calls served or refused + 1 REST call + 1 validation failure: 5 requests, 3 credits, 2 errors.
    expect(row).toMatchObject({ requests: 5, errors: 2, credits: 3 });
  });

  it("fails closed when the meter is unreachable: 503 metering_unavailable, nothing computed", async () => {
    const { key } = await tenant();
    const unreachable = {
      idFromName: (name: string) => env.METER.idFromName(name),
      get: () => ({
        admit: () => Promise.reject(new Error("Durable Object unavailable")),
        recordError: () => Promise.reject(new Error("Durable Object unavailable")),
      }),
    };
    let meterDown = false;
    const fetcher: Fetcher = (request) =>
      meterDown
        ? worker.fetch(request, { ...env, METER: unreachable as unknown as typeof env.METER }, createExecutionContext())
        : workerFetch(request);
    const client = await connect(key, era, fetcher);
    meterDown = true;
    const failure = await client.callTool({ name: "chip_distribution", arguments: CHIPS_BODY }).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(failure).toContain("503");
    expect(failure).toContain('"code":"metering_unavailable"');
    await client.close().catch(() => undefined);
  });

  it("rate-limits every /mcp request, protocol messages included: 429 with retry-after, counted under POST /mcp", async () => {
    const { key, keyId } = await tenant();
    await awayFromMinuteEdge();
    const limited = { ...env, RATE_LIMIT_PER_MINUTE: "3" };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    const fetcher: Fetcher = async (request) => {
      const response = await worker.fetch(request, limited, createExecutionContext());
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
      return response;
    };
    // Connecting and listing tools are protocol messages only; they stop at the limit like any request.
    const outcome = await connect(key, era, fetcher)
      .then(async (client) => {
        for (let i = 0; i < 4; i++) await client.listTools();
      })
      .then(
        () => "no limit",
        (e: Error) => e.message,
      );
    expect(outcome).toContain('"code":"rate_limited"');
    // Three requests pass (connecting, listing), the fourth is refused at the door.
    expect(statuses.map((s) => s === 429)).toEqual([false, false, false, true]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const usage = await json(await call("/api/v1/management/usage", { key }));
    const row = usage.data.find((r: Loose) => r.endpoint === "POST /mcp" && r.keyId === keyId);
    expect(row).toMatchObject({ requests: statuses.length, credits: 0 });
  });

  it("runs a tournament through create, publish and complete with idempotency keys, and serves the catalog", async () => {
    const { key } = await tenant();
    const client = await connect(key, era);
    const createArgs = { idempotencyKey: "create-1", ...sngBody({ roomId: "room-mcp", schedule: { startsAt: future() } }) };
    const created = (await client.callTool({ name: "create_tournament", arguments: createArgs })) as Loose;
    expect(created.isError ?? false).toBe(false);
    const tournament = created.structuredContent.tournament;
    expect(tournament).toMatchObject({ status: "draft", roomId: "room-mcp", blindStructureId: APPROVED.sngBlinds });
    // Each management answer's text is one line carrying the ids the next call needs.
    expect(created.content[0].text).toBe(
      `Tournament ${tournament.id} "${tournament.name}" created (draft); next: publish_tournament with tournamentId ${tournament.id}`,
    );
    const replay = (await client.callTool({ name: "create_tournament", arguments: createArgs })) as Loose;
    expect(replay.structuredContent.tournament.id).toBe(tournament.id);

    const missingKey = (await client.callTool({ name: "publish_tournament", arguments: { tournamentId: tournament.id } })) as Loose;
    expect(problemOf(missingKey).errors!.map((e) => e.path)).toEqual(["/idempotencyKey"]);
    const publishArgs = { tournamentId: tournament.id, idempotencyKey: "publish-1" };
    const published = (await client.callTool({ name: "publish_tournament", arguments: publishArgs })) as Loose;
    expect(published.structuredContent.tournament.status).toBe("scheduled");
    expect(published.content[0].text).toContain(`next: register_tournament_entry with tournamentId ${tournament.id}`);
    // The same key replays the first answer; a new key meets the state machine (409).
    expect(((await client.callTool({ name: "publish_tournament", arguments: publishArgs })) as Loose).structuredContent).toEqual(
      published.structuredContent,
    );
    const again = (await client.callTool({ name: "publish_tournament", arguments: { ...publishArgs, idempotencyKey: "publish-2" } })) as Loose;
    expect(problemOf(again).code).toBe("invalid_state");

    // One entry through the tool, the others over REST; a repeated playerRef is 409 conflict, never a second entry.
    const entryArgs = { tournamentId: tournament.id, displayName: "Player 0", playerRef: "user-0", participant: "human" };
    const viaTool = (await client.callTool({ name: "register_tournament_entry", arguments: entryArgs })) as Loose;
    expect(viaTool.isError ?? false).toBe(false);
    const entry = viaTool.structuredContent.entry;
    expect(viaTool.content[0].text).toBe(
      `Entry ${entry.id} "Player 0" registered in tournament ${tournament.id}; complete_tournament takes it as { entryId: "${entry.id}", place }`,
    );
    expect(problemOf(await client.callTool({ name: "register_tournament_entry", arguments: entryArgs })).code).toBe("conflict");
    const entries = [entry];
    for (let i = 1; i < 6; i++) entries.push(await register(key, tournament.id, i));
    const results = entries.map((e, i) => ({ entryId: e.id, place: i + 1 }));
    const completeArgs = { tournamentId: tournament.id, idempotencyKey: "complete-1", results, prizePool: 1000 };
    const completed = (await client.callTool({ name: "complete_tournament", arguments: completeArgs })) as Loose;
    expect(completed.structuredContent.tournament).toMatchObject({ status: "completed", prizePool: 1000, entrants: 6 });
    expect(completed.content[0].text).toMatch(new RegExp(`^Tournament ${tournament.id} completed: 6 entrants, prize pool 1000`));
    const completedAgain = (await client.callTool({ name: "complete_tournament", arguments: completeArgs })) as Loose;
    expect(completedAgain.structuredContent).toEqual(completed.structuredContent);
    const mismatch = (await client.callTool({ name: "complete_tournament", arguments: { ...completeArgs, prizePool: 999 } })) as Loose;
    expect(problemOf(mismatch).code).toBe("idempotency_key_mismatch");

    const catalog = await client.readResource({ uri: "pokerworks://catalog" });
    const restCatalog = await json(await call("/api/v1/management/tournament-catalog", { key }));
    expect(JSON.parse((catalog.contents[0] as Loose).text)).toEqual(restCatalog);
    const { resources } = await client.listResources();
    const presetUris = resources.map((r) => r.uri).filter((u) => u.startsWith("pokerworks://presets/"));
    expect(presetUris.sort()).toEqual(restCatalog.presets.map((p: Loose) => `pokerworks://presets/${p.presetKey}`).sort());
    const preset = await client.readResource({ uri: presetUris[0]! });
    const presetKey = presetUris[0]!.split("/").pop()!;
    expect(JSON.parse((preset.contents[0] as Loose).text)).toEqual(
      await json(await call(`/api/v1/management/tournament-presets/${presetKey}`, { key })),
    );
    await client.close();
  });
});
