/**
 * Whole requests through the Worker: the bundle `wrangler deploy --dry-run` produces, run by
 * Miniflare (workerd) with local D1 and Durable Objects, called with dispatchFetch (no HTTP proxy
 * in between). Each call authenticates a key against D1, is admitted by the metering Durable
 * Object and runs the engine. GET /v1/limits (auth and metering, no compute) is the baseline in
 * the same run (ratio = baseline time / this time: below 1 is the share the calculation adds);
 * GET /healthz shows the runtime's floor.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { record } from "./harness.ts";

const outdir = mkdtempSync(join(tmpdir(), "pokerworks-bundle-"));
const build = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  encoding: "utf8",
});
if (build.status !== 0) throw new Error(`bundling failed: ${build.stderr}`);

const admin = "bench-admin-token-0123456789";
const mf = new Miniflare(
  convertV4MiniflareOptions({
    // The Worker logs one line per request; the bench prints only its table.
    handleStructuredLogs: () => {},
    workers: [
      {
        name: "pokerworks",
        modules: true,
        scriptPath: join(outdir, "index.js"),
        modulesRoot: outdir,
        compatibilityDate: "2026-11-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        durableObjects: { METER: { className: "UsageMeter", useSQLite: true }, EMBED_SESSIONS: { className: "EmbedSession", useSQLite: true } },
        queueProducers: { WEBHOOK_QUEUE: "pokerworks-webhooks", WEBHOOK_DLQ: "pokerworks-webhooks-dlq" },
        bindings: { ADMIN_TOKEN: admin, RATE_LIMIT_PER_MINUTE: "100000000" },
      },
    ],
  }),
);

try {
  const db = await mf.getD1Database("DB");
  for (const migration of await readD1Migrations("migrations")) {
    for (const query of migration.queries) await db.prepare(query).run();
  }
  const base = "http://bench.local";
  const adminHeaders = { authorization: `Bearer ${admin}`, "content-type": "application/json" };
  const org = (await (
    await mf.dispatchFetch(`${base}/api/v1/admin/organizations`, {
      method: "POST",
      headers: adminHeaders,
      body: JSON.stringify({ name: "bench", freeCredits: 100_000_000 }),
    })
  ).json()) as {
    organization: { id: string };
  };
  const issued = (await (
    await mf.dispatchFetch(`${base}/api/v1/admin/organizations/${org.organization.id}/keys`, {
      method: "POST",
      headers: adminHeaders,
      body: JSON.stringify({ name: "bench", environment: "test", scopes: ["calculations"] }),
    })
  ).json()) as { secret: string };
  const auth = { authorization: `Bearer ${issued.secret}`, "content-type": "application/json" };

  const time = async (path: string, body?: unknown, rounds = 300): Promise<number> => {
    const samples: number[] = [];
    for (let i = 0; i < rounds + 30; i++) {
      const t0 = performance.now();
      const res = await mf.dispatchFetch(base + path, body ? { method: "POST", headers: auth, body: JSON.stringify(body) } : { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (i >= 30) samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)]!;
  };

  const runtime = await time("/healthz");
  record({ suite: "http", name: "GET /healthz (no auth, no meter)", medianMs: runtime, opsPerSec: 1000 / runtime });
  const baseline = await time("/v1/limits");
  record({ suite: "http", name: "GET /v1/limits (baseline: auth + meter, no compute)", medianMs: baseline, opsPerSec: 1000 / baseline });
  const cases: Array<[string, string, unknown]> = [
    [
      "equity AsKd vs QQ+,AKs,A5s-A2s on Ah7d2c",
      "/v1/calculations/equity/holdem",
      { players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "Ah7d2c" },
    ],
    ["equity AsAh vs KdKc preflop (table)", "/v1/calculations/equity/holdem", { players: [{ hand: "AsAh" }, { hand: "KdKc" }] }],
    [
      "ICM deal 6 players 3 paid",
      "/v1/calculations/icm/deal",
      { players: [1, 2, 3, 4, 5, 6].map((i) => ({ id: `p${i}`, stack: i * 10000 })), payouts: [5000, 3000, 2000] },
    ],
    [
      "payouts 1,000 entrants",
      "/v1/calculations/tournaments/payouts",
      { entrants: 1000, prizePool: 10_000_000, buyIn: 10_000, rounding: { unit: 100 } },
    ],
    [
      "blinds 60 players 5 h",
      "/v1/calculations/tournaments/blinds",
      { startingStack: 20000, players: 60, targetDurationMinutes: 300, levelMinutes: 20, denominations: [25, 100, 500, 1000, 5000, 25000] },
    ],
    [
      "chips 9 players",
      "/v1/calculations/chips/starting-stack",
      { players: 9, startingStack: 10000, denominations: [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000 }] },
    ],
  ];
  for (const [name, path, body] of cases) {
    const ms = await time(path, body);
    record({
      suite: "http",
      name: `POST ${name}`,
      medianMs: ms,
      opsPerSec: 1000 / ms,
      baseline: "/v1/limits",
      ratio: baseline / ms,
      note: "wall time in workerd, auth + meter + compute",
    });
  }
} finally {
  await mf.dispose();
}
