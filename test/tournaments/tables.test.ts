/**
 * A tournament's tables are tables: GET /tables/{id}, its hands and tickets answer for the tournament's
 * tenant like a ring game's table (404 to anyone else, and for a table the director never opened); a seat
 * request is refused (the director seats them).
 */
import { exports } from "cloudflare:workers";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { expect, it } from "vitest";
import { BASE } from "../helpers.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { webhookTenant } from "../webhooks/helpers.ts";
import { runStart, startLater, startSoon } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

it("a tournament's table answers GET /tables/{id}, its hands and its tickets; another tenant and an unopened table get 404", async () => {
  const { key } = await webhookTenant();
  const t = await createTournament(key, { trustMode: "human_only", schedule: { startsAt: startLater() } });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 6; i++) await register(key, t.id, i, "human");
  await runStart(t.id, await startSoon(key, t.id));
  const [{ tableId }] = (await api(key, "GET", `${T}/tables`, { tournamentId: t.id })).body.data;

  const table = await api(key, "GET", "/tables/{tableId}", { tableId });
  expect(table.status, JSON.stringify(table.body)).toBe(200);
  expect(table.body.table).toMatchObject({ id: tableId, tournamentId: t.id, name: "Table 1" });
  expect(table.body.table.seats).toHaveLength(6);
  const hands = await api(key, "GET", "/tables/{tableId}/hands", { tableId });
  expect(hands.status, JSON.stringify(hands.body)).toBe(200);
  const seat = table.body.table.seats[0].seatNumber as number;
  const ticket = await api(key, "POST", "/tables/{tableId}/seats/{seatNumber}/tickets", { tableId, seatNumber: String(seat) });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const seated = await api(
    key,
    "POST",
    "/tables/{tableId}/seats",
    { tableId },
    { body: { displayName: "Intruder", playerRef: "x-1", participant: "human", stack: 1000 } },
  );
  expect(seated.status).toBe(409);
  expect(seated.body.code).toBe("invalid_state");

  // The MCP server reads the same: the standings, the tournament's tables, and a table itself.
  const client = new Client({ name: "pokerworks-test", version: "1.0.0" }, {});
  type Fetcher = (request: Request) => Promise<Response>;
  const fetcher: Fetcher = (request) => (exports as unknown as { default: { fetch: Fetcher } }).default.fetch(request);
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
      fetch: (input, init) => fetcher(new Request(input, init)),
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  const read = async (name: string, args: Record<string, unknown>) => {
    type Content = { data: Array<{ tableId: string }>; table: { seats: unknown[] } };
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: Content };
    expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
    return result.structuredContent!;
  };
  expect((await read("get_tournament_standings", { tournamentId: t.id })).data).toHaveLength(6);
  expect((await read("list_tournament_tables", { tournamentId: t.id })).data[0]?.tableId).toBe(tableId);
  expect((await read("get_table", { tableId })).table.seats).toHaveLength(6);
  await client.close();

  const other = await webhookTenant();
  expect((await api(other.key, "GET", "/tables/{tableId}", { tableId })).status).toBe(404);
  expect((await api(key, "GET", "/tables/{tableId}", { tableId: `${tableId.slice(0, -1)}9` })).status).toBe(404);
}, 60_000);
