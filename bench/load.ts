/**
 * `npm run bench:load [-- --duration N] [-- --quick]`: the Worker under load on this machine.
 * Starts it locally (bench/load/server.ts: wrangler dev on a free 127.0.0.1 port, temporary D1
 * state and variables, a rate limit high enough that no 429 is expected), creates an organization
 * with plenty of free credits and a key through the admin API, then drives it with autocannon:
 * GET /healthz, GET /v1/limits and each calculation with a typical request, at 10 and 50
 * connections; then the typical calculations together at 10 connections, alone and while one more
 * connection sends the hostile requests of bench/adversarial (those the route accepts). The
 * typical requests' p99 in the mixed case over their p99 alone is the isolation ratio (goal: 3x).
 * Progress goes to stderr, one markdown table to stdout. Only 127.0.0.1 traffic.
 */

import { cpus, loadavg } from "node:os";
import autocannon, { type Request, type Result } from "autocannon";
import { accepts } from "./adversarial/contract.ts";
import { equitySpec } from "./adversarial/equity.ts";
import { icmSpec } from "./adversarial/icm.ts";
import type { AnySpec } from "./adversarial/spec.ts";
import { blindsSpec, chipsSpec, payoutsSpec } from "./adversarial/tournaments.ts";
import { TYPICAL } from "./adversarial/typical.ts";
import { type LocalWorker, startWorker } from "./load/server.ts";

const args = process.argv.slice(2);
const durationArg = args.indexOf("--duration");
const duration = durationArg >= 0 ? Number(args[durationArg + 1]) : args.includes("--quick") ? 5 : 30;
if (!(duration > 0)) throw new Error("--duration takes a number of seconds");
const RATE_LIMIT = 10_000_000;
const MIXED_GOAL = 3;

const log = (line: string): void => void process.stderr.write(`${line}\n`);

interface Row {
  name: string;
  connections: number;
  result: Result;
}

async function issueKey(worker: LocalWorker): Promise<string> {
  const admin = { authorization: `Bearer ${worker.adminToken}`, "content-type": "application/json" };
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const res = await fetch(worker.base + path, { method: "POST", headers: admin, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const org = (await post("/api/v1/admin/organizations", { name: "load bench", freeCredits: 1_000_000_000 })) as { organization: { id: string } };
  const key = (await post(`/api/v1/admin/organizations/${org.organization.id}/keys`, {
    name: "load bench",
    environment: "test",
    scopes: ["calculations", "management"],
  })) as { secret: string };
  return key.secret;
}

async function check(worker: LocalWorker, auth: Record<string, string>): Promise<void> {
  const limits = (await (await fetch(`${worker.base}/v1/limits`, { headers: auth })).json()) as { rateLimitPerMinute?: number };
  if (limits.rateLimitPerMinute !== RATE_LIMIT)
    throw new Error(`the Worker runs with rateLimitPerMinute ${limits.rateLimitPerMinute}, not ${RATE_LIMIT}: 429s would mix in`);
  for (const t of TYPICAL) {
    const res = await fetch(worker.base + t.path, { method: "POST", headers: auth, body: JSON.stringify(t.body) });
    if (!res.ok) throw new Error(`typical request ${t.name} answered ${res.status}: ${await res.text()}`);
  }
}

function hostileRequests(headers: Record<string, string>): { requests: Request[]; refused: string[] } {
  const requests: Request[] = [];
  const refused: string[] = [];
  for (const spec of [equitySpec, icmSpec, payoutsSpec, blindsSpec, chipsSpec] as AnySpec[]) {
    for (const c of spec.hostile()) {
      const body = spec.build(c.genome);
      if (accepts(spec.path, body)) requests.push({ method: "POST", path: spec.path, headers, body: JSON.stringify(body) });
      else refused.push(`${spec.name}: ${c.name}`);
    }
  }
  return { requests, refused };
}

async function drive(worker: LocalWorker, name: string, connections: number, requests: Request[], seconds = duration): Promise<Row> {
  log(`  ${name}, ${connections} connections, ${seconds} s`);
  // Generous timeout: a slow answer is a latency to report, not an error.
  const result = await autocannon({ url: worker.base, connections, duration: seconds, timeout: 60, requests });
  return { name, connections, result };
}

const cpu = cpus();
const started = Date.now();
const rows: Row[] = [];
let mixed: { typical: Row; hostile: Row; alone: Row; refused: string[] } | null = null;
let capped = false;
const worker = await startWorker({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), WEBHOOK_ALLOW_LOOPBACK: "true" }, log);
try {
  const key = await issueKey(worker);
  const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  await check(worker, auth);
  const cases: Array<[string, Request[]]> = [
    ["GET /healthz", [{ method: "GET", path: "/healthz" }]],
    ["GET /v1/limits", [{ method: "GET", path: "/v1/limits", headers: auth }]],
    ...TYPICAL.map((t): [string, Request[]] => [`POST ${t.name}`, [{ method: "POST", path: t.path, headers: auth, body: JSON.stringify(t.body) }]]),
  ];
  const total = cases.length * 2 + 2;
  let n = 0;
  for (const connections of [10, 50]) {
    for (const [name, requests] of cases) {
      log(`[${++n}/${total}]`);
      rows.push(await drive(worker, name, connections, requests));
    }
  }
  const typicalMix = TYPICAL.map((t): Request => ({ method: "POST", path: t.path, headers: auth, body: JSON.stringify(t.body) }));
  log(`[${++n}/${total}]`);
  const alone = await drive(worker, "typical calculations (all five in turn)", 10, typicalMix);
  rows.push(alone);
  const hostile = hostileRequests(auth);
  log(`[${++n}/${total}] mixed: ${hostile.requests.length} hostile requests accepted by the routes (${hostile.refused.length} refused, not sent)`);
  // The typical side sends as many requests as it answered alone, however long that takes (so a
  // request held up behind a hostile one is counted, not dropped at the end of a fixed duration);
  // the hostile connection runs until then. Bounded: both stop after twice the duration + 30 s.
  const amount = Math.max(50, alone.result.requests.total);
  log(`  mixed: ${amount} typical requests on 10 connections while 1 connection sends hostile requests (at most ${2 * duration + 30} s)`);
  const hostileRun = autocannon({ url: worker.base, connections: 1, duration: 100 * duration, timeout: 120, requests: hostile.requests });
  const typicalRun = autocannon({ url: worker.base, connections: 10, amount, timeout: 120, requests: typicalMix });
  const cap = setTimeout(
    () => {
      capped = true;
      typicalRun.stop();
    },
    (2 * duration + 30) * 1000,
  );
  const typical: Row = { name: "mixed: typical calculations", connections: 10, result: await typicalRun };
  clearTimeout(cap);
  hostileRun.stop();
  const bad: Row = { name: "mixed: hostile requests (accepted ones)", connections: 1, result: await hostileRun };
  rows.push(typical, bad);
  mixed = { typical, hostile: bad, alone, refused: hostile.refused };
} catch (error) {
  log(`load bench failed: ${error instanceof Error ? error.message : String(error)}\nwrangler log:\n${worker.logTail()}`);
  process.exitCode = 1;
} finally {
  log("stopping the local Worker");
  await worker.stop();
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log(`Load bench, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}`);
console.log(
  `wrangler dev (local workerd, one isolate) on 127.0.0.1, autocannon 9 on the same machine, ${duration} s per case, ${((Date.now() - started) / 1000).toFixed(0)} s in all; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} at the end`,
);
console.log("");
console.log("| case | connections | req/s | p50 ms | p99 ms | non-2xx |");
console.log("|---|---|---|---|---|---|");
for (const { name, connections, result: r } of rows) {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, s]) => `${s.count}x ${code}`)
    .join(", ");
  const errors = r.errors > 0 ? ` (+${r.errors} errors, ${r.timeouts} timeouts)` : "";
  console.log(
    `| ${name} | ${connections} | ${r.requests.average.toFixed(0)} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${r.non2xx}${codes ? ` (${codes})` : ""}${errors} |`,
  );
}
if (mixed) {
  const ratio = mixed.typical.result.latency.p99 / mixed.alone.result.latency.p99;
  console.log("");
  console.log(
    `Mixed case${capped ? " (stopped at its time cap: requests still in flight are not counted)" : ""}: typical p99 ${ms(mixed.typical.result.latency.p99)} ms with 1 hostile connection vs ${ms(mixed.alone.result.latency.p99)} ms alone = ${ratio.toFixed(1)}x (goal: within ${MIXED_GOAL}x) -> ${ratio <= MIXED_GOAL ? "within" : "OVER"}; hostile connection: ${mixed.hostile.result.requests.total} requests answered, p50 ${ms(mixed.hostile.result.latency.p50)} ms, max ${ms(mixed.hostile.result.latency.max)} ms`,
  );
  if (mixed.refused.length > 0) console.log(`Hostile cases the routes refuse (not sent): ${mixed.refused.join("; ")}`);
}
