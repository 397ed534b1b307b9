/**
 * The two ways a client reaches a calculation, run in this process as the Worker runs them: REST
 * through the route pipeline (`runRoute`, src/http/pipeline.ts) and MCP through the /mcp handler
 * (`handleMcp`, src/mcp/handler.ts, which runs the same pipeline per tool call). Only the I/O is
 * replaced: D1 answers the key lookup with one fixed key, and the usage meter admits everything
 * at once. What is timed is therefore the Worker's own CPU for each path (request parsing, the
 * SDK, authentication's hashing and query building, validation, check, run, serialisation), not
 * storage round trips, so the two paths can be compared request for request.
 */
import { timingSafeEqual } from "node:crypto";
import { getTableColumns } from "drizzle-orm";
import { apiKeys } from "../../src/db/schema.ts";
import type { Env } from "../../src/env.ts";
import { runRoute } from "../../src/http/pipeline.ts";
import type { AnyRoute } from "../../src/http/route.ts";
import { sha256Hex } from "../../src/http/secrets.ts";
import { handleMcp } from "../../src/mcp/handler.ts";

/** A syntactically valid test key; the stub D1 knows its hash. */
const KEY = `sk_test_${"b".repeat(32)}`;
const BASE = "https://bench.local";

// workerd's non-standard constant-time compare (src/http/secrets.ts), absent from Node's WebCrypto.
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (a: ArrayBuffer, b: ArrayBuffer) => boolean };
subtle.timingSafeEqual ??= (a, b) => timingSafeEqual(new Uint8Array(a as ArrayBuffer), new Uint8Array(b as ArrayBuffer));

/** The key's row in select-column order (what drizzle's `.get()` reads through D1's `raw()`). */
async function keyRow(): Promise<unknown[]> {
  const values: Record<string, unknown> = {
    id: "key_bench",
    organization_id: "org_bench",
    name: "bench",
    prefix: KEY.slice(0, 12),
    hash: await sha256Hex(KEY),
    environment: "test",
    scopes: JSON.stringify(["calculations", "management"]),
    project_id: null,
    created_at: "2026-01-01T00:00:00.000Z",
    revoked_at: null,
  };
  return Object.values(getTableColumns(apiKeys)).map((column) => values[column.name] ?? null);
}

async function stubEnv(): Promise<Env> {
  const row = await keyRow();
  const statement = {
    bind: () => statement,
    raw: async () => [row],
    all: async () => ({ results: [] }),
    first: async () => null,
    run: async () => ({ success: true, meta: {} }),
  };
  const meter = {
    admit: async () => ({ outcome: "admitted", billable: false, freeCreditsRemaining: 1_000_000 }),
    recordError: async () => undefined,
  };
  return {
    DB: { prepare: () => statement },
    METER: { idFromName: (name: string) => name, get: () => meter },
    RATE_LIMIT_PER_MINUTE: "1000000",
  } as unknown as Env;
}

const executionContext = { waitUntil: () => undefined, passThroughOnException: () => undefined } as unknown as ExecutionContext;

export type PathName = "rest" | "mcp";

/** The MCP tool of a calculation route, named as src/mcp/server.ts names it. */
function toolNameOf(route: AnyRoute): string {
  return route.operationId
    .replace(/^calculate/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase();
}

export interface PathCall {
  /** Runs one request through the path and returns what a client reads back (status, body text). */
  run(route: AnyRoute, json: string): Promise<{ ok: boolean; code?: string; text: string }>;
}

export async function createPaths(): Promise<Record<PathName, PathCall>> {
  const env = await stubEnv();
  let id = 0;
  const rest: PathCall = {
    async run(route, json) {
      const request = new Request(`${BASE}${route.path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
        body: json,
      });
      const { response } = await runRoute(route, request, env, executionContext, {}, `req_${++id}`);
      const text = await response.text();
      return response.ok ? { ok: true, text } : { ok: false, code: codeOf(text), text };
    },
  };
  const mcp: PathCall = {
    async run(route, json) {
      // A 2026-07-28 (per-request era) tools/call, as @modelcontextprotocol/client sends it: the
      // arguments are the REST body, inside the JSON-RPC envelope.
      const message = `{"jsonrpc":"2.0","id":${++id},"method":"tools/call","params":{"name":"${toolNameOf(route)}","arguments":${json},"_meta":${MODERN_META}}}`;
      const request = new Request(`${BASE}/mcp`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${KEY}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "tools/call",
          "mcp-name": toolNameOf(route),
        },
        body: message,
      });
      const { response } = await handleMcp(request, env, executionContext, `req_${id}`);
      const text = await response.text();
      if (!response.ok) return { ok: false, code: `http ${response.status}`, text };
      const isError = /"isError":true/.test(text);
      return isError ? { ok: false, code: codeOf(problemText(text)), text } : { ok: true, text };
    },
  };
  return { rest, mcp };
}

/** The client identity a 2026-07-28 request carries in `_meta`. */
const MODERN_META = JSON.stringify({
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "adversarial-bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
});

function codeOf(text: string): string {
  return /"code":"([a-z_]+)"/.exec(text)?.[1] ?? "unknown";
}

function problemText(text: string): string {
  return /"pokerworks\/problem":(\{.*?\})/.exec(text)?.[1] ?? text;
}
