/**
 * Whole requests through the Worker: starts `wrangler dev` on a free loopback port (local D1 and
 * Durable Objects, as `npm start` does), issues a key, then times sequential calls per endpoint.
 * GET /healthz, which does no auth, metering or compute, is the baseline in the same run, so the
 * ratio shows what auth + metering + the calculation add on top of the runtime's own overhead.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { record } from "./harness.ts";

const port = 8900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const admin = "bench-admin-token-0123456789";
const state = mkdtempSync(join(tmpdir(), "pokerworks-bench-"));
const envFile = join(state, "bench.vars");
writeFileSync(envFile, `ADMIN_TOKEN=${admin}\nRATE_LIMIT_PER_MINUTE=1000000\n`);
const childEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" };

spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { env: childEnv, stdio: "ignore" });
const dev = spawn("wrangler", ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", state, "--env-file", envFile], {
  env: childEnv,
  stdio: "ignore",
  detached: true,
});

try {
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
  }
  if (!up) throw new Error("wrangler dev did not start");
  const headers = { authorization: `Bearer ${admin}`, "content-type": "application/json" };
  const org: { organization: { id: string } } = await (await fetch(`${base}/api/v1/admin/organizations`, { method: "POST", headers, body: JSON.stringify({ name: "bench", freeCredits: 1_000_000 }) })).json();
  const issued: { secret: string } = await (
    await fetch(`${base}/api/v1/admin/organizations/${org.organization.id}/keys`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "bench", environment: "test", scopes: ["calculations"] }),
    })
  ).json();
  const auth = { authorization: `Bearer ${issued.secret}`, "content-type": "application/json" };

  const time = async (path: string, body?: unknown, rounds = 200): Promise<number> => {
    const samples: number[] = [];
    for (let i = 0; i < rounds + 20; i++) {
      const t0 = performance.now();
      const res = await fetch(base + path, body ? { method: "POST", headers: auth, body: JSON.stringify(body) } : {});
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (i >= 20) samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)]!;
  };

  const baseline = await time("/healthz");
  record({ suite: "http", name: "GET /healthz (baseline: no auth, no meter)", medianMs: baseline, opsPerSec: 1000 / baseline });
  const cases: Array<[string, string, unknown]> = [
    ["equity AsKd vs QQ+,AKs,A5s-A2s on Ah7d2c", "/v1/calculations/equity/holdem", { players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "Ah7d2c" }],
    ["equity AsAh vs KdKc preflop", "/v1/calculations/equity/holdem", { players: [{ hand: "AsAh" }, { hand: "KdKc" }] }],
    ["ICM deal 6 players 3 paid", "/v1/calculations/icm/deal", { players: [1, 2, 3, 4, 5, 6].map((i) => ({ id: `p${i}`, stack: i * 10000 })), payouts: [5000, 3000, 2000] }],
    ["payouts 1,000 entrants", "/v1/calculations/tournaments/payouts", { entrants: 1000, prizePool: 10_000_000, buyIn: 10_000, rounding: { unit: 100 } }],
    ["blinds 60 players 5 h", "/v1/calculations/tournaments/blinds", { startingStack: 20000, players: 60, targetDurationMinutes: 300, levelMinutes: 20, denominations: [25, 100, 500, 1000, 5000, 25000] }],
    ["chips 9 players", "/v1/calculations/chips/starting-stack", { players: 9, startingStack: 10000, denominations: [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000 }] }],
  ];
  for (const [name, path, body] of cases) {
    const ms = await time(path, body);
    record({ suite: "http", name: `POST ${name}`, medianMs: ms, opsPerSec: 1000 / ms, baseline: "healthz", ratio: ms / baseline, note: "wall time on loopback, auth + meter + compute" });
  }
} finally {
  try {
    process.kill(-dev.pid!, "SIGTERM");
  } catch {
    dev.kill("SIGTERM");
  }
}
