import { exports } from "cloudflare:workers";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import openapi from "../../schemas/openapi.json";
import { toolArgumentsSpan } from "../../src/mcp/message";
import { BASE, CHIPS_BODY, call, json, tenant } from "../helpers";

/**
 * /mcp inside the REST bounds (issue 18 part 3): one HTTP request is one JSON-RPC message, so one
 * tool call at most, each under the REST endpoint's work bound and price.
 */

const MCP_HEADERS = { accept: "application/json, text/event-stream" };
const CHIPS_PATH = "/v1/calculations/chips/starting-stack";

/** A 2026-07-28 (per-request era) tools/call, as the SDK's client sends it. */
function modernCall(name: string, argumentsJson: string, id: number | string = 1): { body: string; headers: Record<string, string> } {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "bounds-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  return {
    body: `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"tools/call","params":{"name":"${name}","arguments":${argumentsJson},"_meta":${JSON.stringify(meta)}}}`,
    headers: {
      ...MCP_HEADERS,
      "content-type": "application/json",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": name,
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: usage rows are read loosely and asserted.
type Loose = any;

async function usageRows(key: string, keyId: string): Promise<Loose[]> {
  const usage = await json(await call("/api/v1/management/usage", { key }));
  return usage.data.filter((r: Loose) => r.keyId === keyId);
}

/** Reads a tools/call answer: JSON, or the one `data:` event of an SSE stream. */
async function rpcResult(response: Response): Promise<Loose> {
  const text = await response.text();
  if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    const data = text.split("\n").find((line) => line.startsWith("data: "));
    return JSON.parse(data!.slice("data: ".length));
  }
  return JSON.parse(text);
}

describe("/mcp refuses JSON-RPC batches (removed from MCP in 2025-06-18)", () => {
  const tool = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "chip_distribution", arguments: CHIPS_BODY } });

  it.each([
    [
      "2025 era, initialize first",
      [
        {
          jsonrpc: "2.0",
          id: 0,
          method: "initialize",
          params: { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "t", version: "1" } },
        },
        tool(1),
        tool(2),
      ],
    ],
    ["tool calls only", [tool(1), tool(2), tool(3)]],
    ["a batch of one", [tool(1)]],
  ])("%s: a JSON-RPC Invalid Request error, no tool run, no credit charged", async (_, batch) => {
    const { key, keyId } = await tenant({ freeCredits: 5 });
    const res = await call("/mcp", { key, body: batch, headers: MCP_HEADERS });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(body.error.message).toContain("batches are not supported");

    // Nothing ran: no request under the tool's REST endpoint, and every free credit is left (the
    // REST call below spends the first).
    const rows = await usageRows(key, keyId);
    expect(rows.find((r) => r.endpoint === `POST ${CHIPS_PATH}`)).toBeUndefined();
    // The HTTP request itself was admitted like any /mcp request (rate limit, count), at no cost.
    expect(rows.find((r) => r.endpoint === "POST /mcp")).toMatchObject({ requests: 1, credits: 0 });
    const rest = await call(CHIPS_PATH, { key, body: CHIPS_BODY });
    expect(rest.headers.get("x-credits-remaining")).toBe("4");
  });

  it("refuses a batch with whitespace before it, and still serves a single message", async () => {
    const { key } = await tenant();
    const refused = await call("/mcp", {
      key,
      rawBody: ` \n\t${JSON.stringify([tool(1)])}`,
      headers: { ...MCP_HEADERS, "content-type": "application/json" },
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.code).toBe(-32600);
    const { body, headers } = modernCall("chip_distribution", JSON.stringify(CHIPS_BODY));
    const served = await call("/mcp", { key, rawBody: body, headers });
    expect(served.status).toBe(200);
    expect((await rpcResult(served)).result.structuredContent).toEqual(await json(await call(CHIPS_PATH, { key, body: CHIPS_BODY })));
  });

  it("answers a body that is not JSON with a JSON-RPC parse error", async () => {
    const { key } = await tenant();
    const res = await call("/mcp", { key, rawBody: '{"jsonrpc":"2.0",', headers: { ...MCP_HEADERS, "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
  });
});

describe("a calculation tool's arguments reach the REST pipeline as the client sent them", () => {
  it("answers oddly formatted arguments (whitespace, escaped keys, braces in strings) exactly as REST answers the same body", async () => {
    const { key } = await tenant();
    const args = `{ "players" : [ { "hand" : "AcKc" } ,{"h\\u0061nd":"JsJh"}],\n "board":"Jc8c3d" }`;
    const rest = await json(await call("/v1/calculations/equity/holdem", { key, rawBody: args, headers: { "content-type": "application/json" } }));
    const { body, headers } = modernCall("holdem_equity", args, "call-}{-1");
    const result = (await rpcResult(await call("/mcp", { key, rawBody: body, headers }))).result;
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toEqual(rest);
    expect(result.structuredContent.players.map((p: Loose) => p.input)).toEqual(["AcKc", "JsJh"]);
  });

  it("answers arguments that are not valid JSON with the REST malformed_json problem, metered like REST", async () => {
    const { key, keyId } = await tenant();
    const { body, headers } = modernCall("chip_distribution", '{"players": 9, "startingStack": }');
    const result = (await rpcResult(await call("/mcp", { key, rawBody: body, headers }))).result;
    expect(result.isError).toBe(true);
    expect(result._meta["pokerworks/problem"]).toMatchObject({ code: "malformed_json", status: 400 });
    expect((await usageRows(key, keyId)).find((r) => r.endpoint === `POST ${CHIPS_PATH}`)).toMatchObject({ requests: 1, errors: 1, credits: 0 });
  });
});

describe("tool definitions built once per isolate", () => {
  type Fetcher = (request: Request) => Promise<Response>;
  const workerFetch: Fetcher = (request) => (exports as unknown as { default: { fetch: Fetcher } }).default.fetch(request);

  it("lists the same tools with the published schemas on every request, after tool calls and for keys of either scope set", async () => {
    const { key } = await tenant();
    const listings: Loose[] = [];
    for (let i = 0; i < 3; i++) {
      const client = new Client({ name: "bounds-test", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
          fetch: (input, init) => workerFetch(new Request(input, init)),
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        }),
      );
      listings.push((await client.listTools()).tools);
      // A call between listings: the shared schemas must come out of it unchanged.
      expect(((await client.callTool({ name: "chip_distribution", arguments: CHIPS_BODY })) as Loose).isError ?? false).toBe(false);
      await client.close();
    }
    expect(listings[1]).toEqual(listings[0]);
    expect(listings[2]).toEqual(listings[0]);
    const equity = listings[0].find((t: Loose) => t.name === "holdem_equity");
    const operation = (openapi as Loose).paths["/v1/calculations/equity/holdem"].post;
    expect(equity.inputSchema).toEqual(operation.requestBody.content["application/json"].schema);
    expect(equity.outputSchema).toEqual(operation.responses["200"].content["application/json"].schema);
    // Other tools may be listed beside these (the exact calculation set is checked in mcp.test.ts).
    expect(listings[0].map((t: Loose) => t.name)).toEqual(
      expect.arrayContaining([
        "blind_schedule",
        "chip_distribution",
        "complete_tournament",
        "create_tournament",
        "holdem_equity",
        "holdem_hand",
        "icm_deal",
        "publish_tournament",
        "tournament_payouts",
      ]),
    );
  });
});

describe("toolArgumentsSpan", () => {
  const argumentsOf = (text: string): string | null => {
    const span = toolArgumentsSpan(text, text.indexOf("{"));
    return span ? text.slice(span.start, span.end) : null;
  };

  it("finds params.arguments whatever the spacing, member order and string contents", () => {
    expect(argumentsOf('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"a":[1,{"b":"}]"}]}}}')).toBe(
      '{"a":[1,{"b":"}]"}]}',
    );
    expect(argumentsOf(' { "params" : { "arguments" : { "q" : "\\"}" } , "name" : "x" } , "id" : "\\"arguments\\"" } ')).toBe('{ "q" : "\\"}" }');
    expect(argumentsOf('{"params":{"\\u0061rguments":{"k":true},"name":"x"},"method":"tools/call"}')).toBe('{"k":true}');
  });

  it("is not fooled by an `arguments` member anywhere but directly in params", () => {
    expect(argumentsOf('{"arguments":{"top":1},"params":{"name":"x","_meta":{"arguments":{"meta":1}}}}')).toBeNull();
    expect(argumentsOf('{"params":{"name":"x","_meta":{"arguments":{"meta":1}},"arguments":{"real":1}}}')).toBe('{"real":1}');
  });

  it("takes the last of repeated members, as JSON.parse does, and only an object", () => {
    expect(argumentsOf('{"params":{"arguments":{"first":1},"arguments":{"second":2}}}')).toBe('{"second":2}');
    expect(argumentsOf('{"params":{"arguments":{"first":1},"arguments":[1]}}')).toBeNull();
    expect(argumentsOf('{"params":{"arguments":{"first":1}},"params":{"name":"x"}}')).toBeNull();
    expect(argumentsOf('{"params":{"arguments":"text"}}')).toBeNull();
  });

  it("gives up on text that is not a well-formed object", () => {
    expect(argumentsOf('{"params":{"arguments":{"a":1}')).toBeNull();
    expect(argumentsOf('{"params" {"arguments":{"a":1}}}')).toBeNull();
    expect(argumentsOf('{"params":{"arguments":{"a":"unterminated}}}')).toBeNull();
  });
});
