import { exports } from "cloudflare:workers";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { BASE, call, json, tenant } from "../helpers";
import { future, sngBody } from "../management/fixtures.ts";

// biome-ignore lint/suspicious/noExplicitAny: tool answers are asserted field by field.
type Loose = any;

/** The read-only MCP table tools (src/mcp/table-tools.ts): get a table, list its hands, get a hand; none acts. */
type Fetcher = (request: Request) => Promise<Response>;
const workerFetch: Fetcher = (request) => (exports as unknown as { default: { fetch: Fetcher } }).default.fetch(request);

async function connect(key: string) {
  const client = new Client({ name: "pokerworks-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    fetch: (input, init) => workerFetch(new Request(input, init)),
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

const M = "/api/v1/management";

describe("MCP table tools", () => {
  it("read a table and its hands through the REST routes, never act", async () => {
    const { key } = await tenant();
    const ringGame = await json(
      await call(`${M}/ring-games`, {
        key,
        body: {
          name: "MCP",
          roomId: "r",
          game: "nlhe",
          tableSize: 2,
          smallBlind: 1,
          bigBlind: 2,
          buyIn: { min: 40, max: 200 },
          trustMode: "mixed_declared",
          // Seeds at each hand's end, so the hand read here carries its evidence.
          fairness: { revealAfter: "hand" },
        },
      }),
    );
    const table = await json(await call(`${M}/ring-games/${ringGame.ringGame.id}/tables`, { key, body: {} }));
    const tableId = table.table.id as string;
    for (const n of [1, 2]) {
      const seated = await call(`${M}/tables/${tableId}/seats`, {
        key,
        body: { playerRef: `u${n}`, displayName: `P${n}`, participant: "human", stack: 100, seatNumber: n },
      });
      expect(seated.status).toBe(201);
    }
    let live: { toAct: number | null; handNumber: number } = { toAct: null, handNumber: 0 };
    for (let i = 0; i < 100 && live.toAct === null; i++) {
      live = (await json(await call(`${M}/tables/${tableId}`, { key }))).table;
      if (live.toAct === null) await new Promise((r) => setTimeout(r, 50));
    }
    const acted = await call(`${M}/tables/${tableId}/seats/${live.toAct}/actions`, {
      key,
      body: { hand: live.handNumber, index: 0, action: "fold" },
    });
    expect(acted.status).toBe(200);

    const client = await connect(key);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["get_table", "list_table_hands", "get_table_hand"]));
    expect(names.filter((n) => /seat|act_at|stand_up|ticket/.test(n))).toEqual([]);

    const got = (await client.callTool({ name: "get_table", arguments: { tableId } })) as { structuredContent: { table: { id: string } } };
    expect(got.structuredContent.table.id).toBe(tableId);
    const hands = (await client.callTool({ name: "list_table_hands", arguments: { tableId, limit: 5 } })) as {
      structuredContent: { data: Array<{ handNumber: number }> };
    };
    expect(hands.structuredContent.data[0]!.handNumber).toBe(live.handNumber);
    const hand = (await client.callTool({ name: "get_table_hand", arguments: { tableId, handNumber: live.handNumber, format: "phh" } })) as {
      structuredContent: { format: string; text: string };
    };
    expect(hand.structuredContent.format).toBe("phh");
    expect(hand.structuredContent.text).toContain("_shuffle_server_seed");
    const missing = (await client.callTool({ name: "get_table", arguments: { tableId: "tbl_nope" } })) as {
      isError?: boolean;
      content: Array<{ text: string }>;
    };
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toMatch(/^not_found/);
    const stranger = await connect((await tenant()).key);
    expect(((await stranger.callTool({ name: "get_table", arguments: { tableId } })) as { isError?: boolean }).isError).toBe(true);
  });

  it("read a tournament's standings and tables through the REST routes", async () => {
    const { key } = await tenant();
    const created = await json(await call(`${M}/tournaments`, { key, body: sngBody({ schedule: { startsAt: future() } }) }));
    const tournamentId = created.tournament.id as string;
    const client = await connect(key);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["get_tournament_standings", "list_tournament_tables"]));
    const standings = (await client.callTool({ name: "get_tournament_standings", arguments: { tournamentId } })) as Loose;
    const rest = await json(await call(`${M}/tournaments/${tournamentId}/standings`, { key }));
    expect(standings.structuredContent).toEqual(rest);
    expect(rest).toMatchObject({ object: "tournament_standings", status: "draft", draw: null, data: [] });
    const tables = (await client.callTool({ name: "list_tournament_tables", arguments: { tournamentId } })) as Loose;
    expect(tables.structuredContent).toEqual({ object: "list", tournamentId, data: [] });
    const stranger = await connect((await tenant()).key);
    const refused = (await stranger.callTool({ name: "get_tournament_standings", arguments: { tournamentId } })) as Loose;
    expect(refused.isError).toBe(true);
    expect(refused.content[0].text).toMatch(/^not_found/);
  });
});
