import { execFileSync } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { accessSync, constants, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
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

describe(`the built package (dist/) imported by ${node.label}`, () => {
  beforeAll(() => build(), 120_000);

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
