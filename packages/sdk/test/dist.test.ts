import { execFileSync, spawnSync } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTable } from "../../../test/browser/bot-table.ts";
import { issueTestKey, type LocalWorker, management, startWorker } from "../../../test/browser/harness.ts";
import { build } from "../scripts/build.ts";
import { verifyShuffle } from "../src/index.ts";

/**
 * The package as another project installs it: `npm run build` (scripts/build.ts) into dist/, then
 * `import "@pokerworks/sdk"` in plain Node, which strips no types, so nothing but dist/index.js (and
 * openapi-fetch) can load. Node 20 when one is on PATH outside node_modules (npm scripts run the
 * node@22 devDependency); otherwise this Node with type stripping off.
 */

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

function plainNode(): { label: string; command: string; flags: string[] } {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir || dir.includes("node_modules")) continue;
    const candidate = join(dir, "node");
    try {
      accessSync(candidate, constants.X_OK);
      const version = execFileSync(candidate, ["--version"], { encoding: "utf8" }).trim();
      if (version.startsWith("v20.")) return { label: `Node ${version} (${candidate})`, command: candidate, flags: [] };
    } catch {}
  }
  return {
    label: `Node ${process.version} --no-experimental-strip-types (no Node 20 on PATH)`,
    command: process.execPath,
    flags: ["--no-experimental-strip-types"],
  };
}

const node = plainNode();
const SECRET_BYTES = Buffer.from("0123456789abcdef0123456789abcdef");
const SERVER_SEED = "ab".repeat(32);

/** Runs in the child: the built package against a stub fetch, a signed webhook and a shuffle. */
const SCRIPT = `
import * as sdk from "@pokerworks/sdk";
const seen = [];
const pw = sdk.createClient({
  baseUrl: "https://api.example.test",
  apiKey: "sk_test_x",
  retry: { baseDelayMs: 1, maxDelayMs: 1 },
  fetch: async (request) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, auth: request.headers.get("authorization"), body: await request.text() });
    if (seen.length === 1) return new Response('{"code":"rate_limited","status":429,"title":"t","detail":"d","type":"x","requestId":"req_1"}', { status: 429, headers: { "content-type": "application/problem+json", "retry-after": "0" } });
    if (seen.length === 2) return Response.json({ payouts: [{ place: 1, amount: 700 }] }, { headers: { "x-engine-version": "9.9.9", "x-credits-remaining": "41" } });
    return Response.json({ code: "not_found", status: 404, title: "t", detail: "d", type: "x", requestId: "req_2" }, { status: 404, headers: { "content-type": "application/problem+json" } });
  },
});
const payouts = await pw.calculateTournamentPayouts({ body: { entrants: 10, prizePool: 1000 } });
const error = await pw.getTournament({ path: { tournamentId: "trn_x" } }).catch((e) => e);
const [body, headers, secret] = JSON.parse(process.argv[1]);
const event = await sdk.verifyWebhook(body, headers, secret);
const forged = await sdk.verifyWebhook(body, { ...headers, "webhook-signature": "v1,AAAA" }, secret).catch((e) => e.name);
const shuffle = await sdk.verifyShuffle(JSON.parse(process.argv[2]));
console.log(JSON.stringify({
  exports: Object.keys(sdk).sort(),
  seen,
  payouts,
  lastResponse: { engineVersion: payouts.lastResponse.engineVersion, creditsRemaining: payouts.lastResponse.creditsRemaining, attempts: payouts.lastResponse.attempts },
  error: { isTyped: error instanceof sdk.PokerworksError, status: error.status, code: error.code, requestId: error.requestId },
  event, forged, shuffle,
}));
`;

// Both describes below read packages/sdk/dist: one build for the file (vitest runs files in parallel, so one file).
beforeAll(() => build(), 120_000);

describe(`the built package (dist/) imported by ${node.label}`, () => {
  it("dist holds one module that imports nothing but openapi-fetch", () => {
    const code = readFileSync(new URL("../dist/index.js", import.meta.url), "utf8");
    const imports = [...code.matchAll(/^\s*(?:import|export)\b[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(imports).toEqual(["openapi-fetch"]);
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(pkg.exports["."]).toMatchObject({ import: "./dist/index.js", default: "./dist/index.js" });
    expect(readFileSync(new URL(`../${pkg.exports["."].types}`, import.meta.url), "utf8")).toContain("createClient");
  });

  it("creates a client, retries a 429, throws the typed error, verifies a webhook and a shuffle", async () => {
    // Signed here with node:crypto, as Standard Webhooks specifies: base64 HMAC-SHA256 of "<id>.<timestamp>.<body>".
    const body = JSON.stringify({ id: "evt_1", type: "tournament.completed", data: { results: [] } });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac("sha256", SECRET_BYTES).update(`evt_1.${timestamp}.${body}`).digest("base64");
    const webhook = [
      body,
      { "webhook-id": "evt_1", "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` },
      `whsec_${SECRET_BYTES.toString("base64")}`,
    ];
    const evidence = {
      serverSeed: SERVER_SEED,
      clientSeed: "alice:bob",
      nonce: 3,
      commitment: createHash("sha256").update(Buffer.from(SERVER_SEED, "hex")).digest("hex"),
    };

    const out = JSON.parse(
      execFileSync(node.command, [...node.flags, "--input-type=module", "-e", SCRIPT, JSON.stringify(webhook), JSON.stringify(evidence)], {
        cwd: repoRoot,
        encoding: "utf8",
      }),
    );

    expect(out.exports).toEqual(expect.arrayContaining(["createClient", "PokerworksError", "verifyWebhook", "verifyShuffle", "shuffledDeck"]));
    expect(out.seen).toEqual([
      { method: "POST", path: "/v1/calculations/tournaments/payouts", auth: "Bearer sk_test_x", body: '{"entrants":10,"prizePool":1000}' },
      { method: "POST", path: "/v1/calculations/tournaments/payouts", auth: "Bearer sk_test_x", body: '{"entrants":10,"prizePool":1000}' },
      { method: "GET", path: "/api/v1/management/tournaments/trn_x", auth: "Bearer sk_test_x", body: "" },
    ]);
    expect(out.payouts).toEqual({ payouts: [{ place: 1, amount: 700 }] });
    expect(out.lastResponse).toEqual({ engineVersion: "9.9.9", creditsRemaining: 41, attempts: 2 });
    expect(out.error).toEqual({ isTyped: true, status: 404, code: "not_found", requestId: "req_2" });
    expect(out.event).toEqual(JSON.parse(body));
    expect(out.forged).toBe("WebhookVerificationError");
    // The bundled verifier gives the engine's own deck (the sources, loaded here by vitest).
    expect(out.shuffle.valid).toBe(true);
    expect(out.shuffle.deck).toEqual((await verifyShuffle(evidence)).deck);
    expect(new Set(out.shuffle.deck).size).toBe(52);
  });
});

/**
 * The packed tarball (`npm pack`) installed in a fresh project outside the repository, with nothing but
 * the SDK and its declared dependencies (copied from this repository's node_modules, so no network):
 * its types compile with `skipLibCheck: false` for Node and for the browser and reject a wrong action,
 * and in Node 20, which has no global WebSocket, it connects to a running Worker through `ws`, resumes
 * with a ticket from `getTicket`, and closes in well under a second.
 */
describe("the packed SDK in a fresh project", () => {
  let project: string;
  let started: Promise<LocalWorker> | undefined;
  // One Worker for the tests that need it; no pause between hands and no bot thinking time, so the example plays at once.
  const theWorker = () => (started ??= startWorker({ TABLE_NEXT_HAND_MS: "100", TABLE_BOT_THINK_MS: "0" }));

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), "pw-sdk-fresh-"));
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", project], { cwd: sdkRoot, encoding: "utf8" }),
    ) as Array<{ filename: string }>;
    const target = join(project, "node_modules/@pokerworks/sdk");
    mkdirSync(target, { recursive: true });
    execFileSync("tar", ["-xzf", join(project, packed[0]!.filename), "-C", target, "--strip-components=1"]);
    const manifest = JSON.parse(readFileSync(join(target, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    const runtime = Object.keys(manifest.dependencies ?? {});
    // ws is what Node 18 and 20 connect with; until package.json declares it (`npm install ws -w @pokerworks/sdk`), add it here.
    if (!runtime.includes("ws")) {
      console.warn("packages/sdk/package.json does not declare ws yet: the fresh project gets it by hand");
      runtime.push("ws");
    }
    // What a Node project has besides: @types/node (for the Node compile).
    for (const name of [...runtime, "@types/node"]) install(name, project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "fresh", private: true, type: "module" }));
    writeFileSync(join(project, "check.ts"), TYPE_CHECK);
  }, 180_000);

  afterAll(async () => {
    await (await started)?.stop();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("ships declarations that import nothing but its own files and its dependencies", () => {
    const target = join(project, "node_modules/@pokerworks/sdk");
    const manifest = JSON.parse(readFileSync(join(target, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    const bare = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith(".d.ts")) {
          for (const m of readFileSync(path, "utf8").matchAll(/(?:from\s+|import\()\s*["']([^"']+)["']/g))
            if (!m[1]!.startsWith(".")) bare.add(m[1]!);
        }
      }
    };
    walk(join(target, "dist"));
    expect([...bare].filter((name) => !(name in (manifest.dependencies ?? {})))).toEqual([]);
  });

  it.each([
    ["Node (ES2022 + @types/node)", { lib: ["ES2022"], types: ["node"] }],
    ["the browser (ES2022 + DOM)", { lib: ["ES2022", "DOM"], types: [] }],
  ])(
    "compiles with skipLibCheck false for %s; a wrong action and a wrong frame type are type errors",
    (_, libs) => {
      const config = {
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          ...libs,
        },
        files: ["check.ts"],
      };
      writeFileSync(join(project, "tsconfig.json"), JSON.stringify(config));
      const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
      // Every `@ts-expect-error` in check.ts must meet its error: with `any` frames the compile fails ("unused directive").
      const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project, encoding: "utf8" });
      expect(result.stdout + result.stderr).toBe("");
      expect(result.status).toBe(0);
    },
    60_000,
  );

  it(`connects from ${nodeWithoutWebSocket.label} with no global WebSocket, resumes with getTicket, closes in under a second`, async () => {
    const worker = await theWorker();
    const table = await botTable(worker, "http://localhost:1", { mode: "live", delaySeconds: 0 });
    const { ticket } = await management(worker, table.key, "POST", `/tables/${table.tableId}/seats`, {
      playerRef: "fresh-node",
      displayName: "Node",
      participant: "human",
      stack: 100,
      seatNumber: 3,
    });
    writeFileSync(join(project, "connect.mjs"), CONNECT);
    const started = performance.now();
    const child = spawnSync(
      nodeWithoutWebSocket.command,
      [...nodeWithoutWebSocket.flags, "connect.mjs", worker.origin, table.key, table.tableId, "3", ticket.ticket],
      { cwd: project, encoding: "utf8", timeout: 60_000 },
    );
    const wallMs = performance.now() - started;
    expect(child.stderr).toBe("");
    const out = JSON.parse(child.stdout);
    const context = JSON.stringify(out);
    console.log(`${nodeWithoutWebSocket.label}: connect to hello ${out.helloMs} ms, close() ${out.closeMs} ms, process ${Math.round(wallMs)} ms`);
    expect(out.globalWebSocket, context).toBe("undefined");
    expect(out.hello, context).toMatchObject({ type: "hello", role: "seat", seatNumber: 3, tableId: table.tableId });
    // Its own seat among the house bots' (which play fast here, and may have busted one another).
    expect(out.snapshotSeats, context).toContain(3);
    expect(out.refused, context).toMatchObject({ name: "TableSocketError" });
    expect(out.refused.code, context).not.toBe("closed");
    expect(out.tickets, context).toEqual(["reconnect"]);
    expect(out.resumed, context).toMatchObject({ type: "hello", role: "seat", seatNumber: 3 });
    expect(out.closed, context).toEqual({ code: 1000, reason: "closed by the client" });
    expect(out.status, context).toBe("closed");
    expect(out.closeMs, context).toBeLessThan(1000);
  }, 120_000);

  it("runs the documented example (examples/sdk-table-client/play.mjs) as written: seat, play three hands, leave", async () => {
    cpSync(join(repoRoot, "examples/sdk-table-client/play.mjs"), join(project, "play.mjs"));
    const worker = await theWorker();
    const { key } = await issueTestKey(worker);
    {
      const child = spawnSync(nodeWithoutWebSocket.command, [...nodeWithoutWebSocket.flags, "play.mjs"], {
        cwd: project,
        encoding: "utf8",
        timeout: 90_000,
        env: { ...process.env, BASE: worker.origin, KEY: key, HANDS: "3" },
      });
      expect(child.stderr).toBe("");
      const lines = child.stdout.trim().split("\n");
      const summary = JSON.parse(lines.at(-1)!);
      // It leaves after its third hand: at the end of it, or of the next one if that was dealt before the leave arrived.
      expect(summary).toMatchObject({ reason: "left" });
      expect(summary.hands).toBeGreaterThanOrEqual(3);
      expect(summary.finalStack).toBeGreaterThanOrEqual(0);
      expect(lines).toContain("socket open");
      expect(lines.filter((line) => / dealt [2-9TJQKA][cdhs][2-9TJQKA][cdhs]$/.test(line)).length).toBeGreaterThanOrEqual(3);
      expect(lines.some((line) => / refused /.test(line))).toBe(false);
    }
  }, 120_000);
});

const sdkRoot = fileURLToPath(new URL("..", import.meta.url));

/** Node 20 (no global WebSocket) when on PATH; else this Node with its global WebSocket switched off. */
const nodeWithoutWebSocket =
  node.flags.length === 0
    ? node
    : { ...node, label: `${node.label} --no-experimental-websocket`, flags: [...node.flags, "--no-experimental-websocket"] };

/** Copies a package and its dependencies (recursively) from this repository's node_modules into `project`'s. */
function install(name: string, project: string): void {
  const to = join(project, "node_modules", name);
  if (existsSync(to)) return;
  const from = realpathSync(join(repoRoot, "node_modules", name));
  cpSync(from, to, { recursive: true, dereference: true });
  const manifest = JSON.parse(readFileSync(join(from, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) install(dependency, project);
}

/** The fresh project's one source file: what must compile, and what must not (`@ts-expect-error`). */
const TYPE_CHECK = `
import { connectTable, type HelloFrame, type TableConnection, type TableFrame } from "@pokerworks/sdk";

export function play(conn: TableConnection): void {
  void conn.act({ hand: 1, index: 0, action: "raise", to: 40 });
  // @ts-expect-error "shove" is not an action
  void conn.act({ hand: 1, index: 0, action: "shove" });
  // @ts-expect-error an act needs its index
  void conn.act({ hand: 1, action: "fold" });
  conn.onFrame((frame: TableFrame) => {
    // @ts-expect-error no frame has this type
    if (frame.type === "shuffle_up") return;
    if (frame.type === "legal_actions") {
      const maxTo: number | undefined = frame.legal.raise?.maxTo;
      void maxTo;
    }
    if (frame.type === "hello") {
      const seat: number | null = frame.seatNumber;
      // @ts-expect-error a seat number is not a string
      const wrong: string = frame.seatNumber;
      void seat;
      void wrong;
    }
  });
  const hello: HelloFrame | null = conn.hello;
  // @ts-expect-error a hello has no such field
  void hello?.holeCards;
}

export const connection = connectTable({
  baseUrl: "https://pokerworks.example.com",
  tableId: "tbl_1",
  getTicket: async ({ lastSeq }) => \`tkt_\${lastSeq ?? 0}\`,
});
`;

/** Run by plain Node in the fresh project: argv origin, management key, tableId, seatNumber, first ticket. */
const CONNECT = `
import { connectTable } from "@pokerworks/sdk";
const [origin, key, tableId, seatNumber, ticket] = process.argv.slice(2);
const out = { globalWebSocket: typeof globalThis.WebSocket, tickets: [] };
const started = performance.now();
const conn = connectTable({
  baseUrl: origin,
  tableId,
  ticket,
  // What a builder's backend does: a fresh ticket for the seat, with its management key.
  getTicket: async ({ reason }) => {
    out.tickets.push(reason);
    const res = await fetch(\`\${origin}/api/v1/management/tables/\${tableId}/seats/\${seatNumber}/tickets\`, {
      method: "POST",
      headers: { authorization: \`Bearer \${key}\` },
    });
    return (await res.json()).ticket.ticket;
  },
});
out.hello = await conn.ready();
out.helloMs = Math.round(performance.now() - started);
while (!conn.snapshot) await new Promise((r) => setTimeout(r, 5));
out.snapshotSeats = conn.snapshot.table.seats.map((s) => s.seatNumber);
out.refused = await conn.act({ hand: 999999, index: 0, action: "fold" }).then(
  () => null,
  (e) => ({ name: e.name, code: e.code }),
);
out.resumed = await conn.reconnect();
const closing = performance.now();
await conn.close();
out.closeMs = Math.round(performance.now() - closing);
out.closed = conn.closed;
out.status = conn.status;
console.log(JSON.stringify(out));
`;
