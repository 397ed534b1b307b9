/**
 * `npm run bench:adversarial [-- --quick] [-- --seed N] [-- --only equity]`: for each calculation
 * endpoint, the slowest request the Worker accepts, against the bound of issue 9 (every accepted
 * calculation within 100 ms of CPU). Accepted means what the Worker accepts: the body limit, the
 * route's valibot schema, then the route's check (bench/adversarial/contract.ts). The time is that
 * of the Worker's work for the request apart from I/O, in CPU time of the measuring thread: JSON parse, schema, check, run and the
 * result's JSON (the median of up to 5 runs; 3 above 50 ms). Three sources of requests:
 * known hostile cases and the accepted edges, a seeded random search biased toward the limits, and
 * a hill-climb from the slowest accepted request found (one field moved toward its limit per step).
 * Then every accepted hostile case and the worst request are sent again the two ways a client sends
 * them, each timed as a whole (bench/adversarial/paths.ts): through the REST route pipeline, and as
 * an MCP tools/call through the /mcp handler (issue 18: a tool call is held to the same bound as
 * the REST call, and should cost about the same). Storage I/O is stubbed in both.
 * Issue 18's target is 60 ms of CPU on this machine, as measured: every time is held to it as it is.
 * Each is also shown at the reference machine's speed (divided by the speed anchor's slowdown,
 * bench/anchor.ts), which says how much of a slow run is the machine's mood.
 * Always exits 0 (a report); a case over the bound prints "WORST OVER BOUND: <endpoint>", a path
 * over it (or not answering 200 for a request the contract accepts) "OVER BOUND OR NOT ANSWERED".
 */
import { cpus, loadavg } from "node:os";
import { equitySpec } from "./adversarial/equity.ts";
import { holdemHandSpec, omahaHandSpec } from "./adversarial/holdem-hand.ts";
import { icmSpec } from "./adversarial/icm.ts";
import { type Measurement, Measurer } from "./adversarial/measure.ts";
import { omahaEquitySpec } from "./adversarial/omaha-equity.ts";
import { SeededRng } from "./adversarial/rng.ts";
import type { AnySpec } from "./adversarial/spec.ts";
import { blindsSpec, chipsSpec, payoutsSpec } from "./adversarial/tournaments.ts";
import { ANCHOR_REFERENCE_MS, anchorMs } from "./anchor.ts";

const BOUND_MS = 100;
/** Issue 18's target: no accepted request over 60 ms of CPU on this machine (the time as measured). */
const TARGET_MS = 60;
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = args.includes("--quick");
const seed = Number(flag("--seed") ?? 0x9e3779b9) >>> 0;
const only = flag("--only");

/** Caps and budgets: the full run stays under ~3 minutes on 2 cores, --quick near 20 s. */
const settings = quick
  ? { hostileCapMs: 800, searchCapMs: 400, randomCount: 25, randomBudgetMs: 1500, climbSteps: 10, climbBudgetMs: 800 }
  : { hostileCapMs: 20_000, searchCapMs: 2_500, randomCount: 200, randomBudgetMs: 14_000, climbSteps: 40, climbBudgetMs: 7_000 };

const specs: AnySpec[] = [equitySpec, icmSpec, payoutsSpec, blindsSpec, chipsSpec, holdemHandSpec, omahaEquitySpec, omahaHandSpec].filter(
  (s) => !only || s.name.includes(only),
);

interface Tried {
  source: string;
  summary: string;
  genome: unknown;
  m: Measurement;
}

interface EndpointReport {
  spec: AnySpec;
  hostile: Tried[];
  tried: number;
  accepted: number;
  acceptedOver: number;
  acceptedOverTarget: number;
  refused: Map<string, number>;
  errors: Map<string, number>;
  slowestRefusal: Tried | null;
  worst: Tried | null;
  /** The accepted hostile cases and the worst request, through the REST pipeline and through /mcp. */
  paths: PathRow[];
}

interface PathRow {
  tried: Tried;
  rest: Measurement;
  mcp: Measurement;
}

const log = (line: string): void => void process.stderr.write(`${line}\n`);
const ms = (m: Measurement): string => (m.outcome === "timeout" ? `> ${m.rep.totalMs.toFixed(0)} (stopped)` : m.rep.totalMs.toFixed(1));
/** A whole-path time, or why the path did not answer 200 (a refusal there is a finding: the contract accepted it). */
const pathMs = (m: Measurement): string => (m.outcome === "accepted" ? m.rep.totalMs.toFixed(1) : `${ms(m)} (${m.outcome} ${m.code ?? ""})`);
const parts = (m: Measurement): string =>
  m.outcome === "timeout"
    ? `stopped after ${m.rep.totalMs.toFixed(0)} ms${m.accepted ? ` (check ${m.rep.checkMs.toFixed(1)} ms, then run)` : " in the check"}`
    : `check ${m.rep.checkMs.toFixed(1)} + run ${m.rep.runMs.toFixed(1)} + JSON ${m.rep.serializeMs.toFixed(1)} ms`;

const measurer = new Measurer();
const started = performance.now();
const reports: EndpointReport[] = [];
log(`adversarial bench: seed ${seed} (0x${seed.toString(16)}), ${quick ? "quick" : "full"} mode, bound ${BOUND_MS} ms`);
const anchorBefore = anchorMs();

try {
  for (const spec of specs) {
    const report: EndpointReport = {
      spec,
      hostile: [],
      tried: 0,
      accepted: 0,
      acceptedOver: 0,
      acceptedOverTarget: 0,
      refused: new Map(),
      errors: new Map(),
      slowestRefusal: null,
      worst: null,
      paths: [],
    };
    reports.push(report);
    const rng = new SeededRng(seed ^ hash(spec.name));

    const attempt = async (source: string, genome: unknown, capMs: number): Promise<Tried> => {
      const body = spec.build(genome);
      const tried: Tried = { source, summary: spec.summarize(genome), genome, m: await measurer.measure(spec.path, body, capMs) };
      const m = tried.m;
      report.tried++;
      if (m.accepted) {
        report.accepted++;
        if (m.rep.totalMs > BOUND_MS) report.acceptedOver++;
        if (m.rep.totalMs > TARGET_MS) report.acceptedOverTarget++;
        if (!report.worst || m.rep.totalMs > report.worst.m.rep.totalMs) report.worst = tried;
      } else {
        if (m.outcome === "error") bump(report.errors, m.code ?? "error");
        else bump(report.refused, m.outcome === "timeout" ? "check stopped at the cap" : `${m.outcome}: ${m.code ?? ""}`);
        if (!report.slowestRefusal || m.rep.totalMs > report.slowestRefusal.m.rep.totalMs) report.slowestRefusal = tried;
      }
      return tried;
    };

    log(`# ${spec.name}: hostile cases`);
    for (const c of spec.hostile()) {
      const t = await attempt(`hostile: ${c.name}`, c.genome, settings.hostileCapMs);
      report.hostile.push(t);
      log(`  ${c.name}: ${t.m.accepted ? "accepted" : `not accepted (${t.m.outcome} ${t.m.code ?? ""})`}, ${ms(t.m)} ms`);
    }

    log(`# ${spec.name}: random search (up to ${settings.randomCount} requests, ${settings.randomBudgetMs / 1000} s)`);
    const searchEnd = performance.now() + settings.randomBudgetMs;
    let best: Tried | null = null;
    for (let i = 0; i < settings.randomCount && performance.now() < searchEnd; i++) {
      const t = await attempt(`random #${i + 1}`, spec.random(rng), settings.searchCapMs);
      if (t.m.accepted && (!best || t.m.rep.totalMs > best.m.rep.totalMs)) best = t;
    }
    log(`  slowest accepted: ${best ? `${ms(best.m)} ms, ${best.summary}` : "none accepted"}`);

    // Climb from the slowest accepted request that finished under the search cap (hostile or random).
    const candidates = [...report.hostile, ...(best ? [best] : [])].filter(
      (t) => t.m.accepted && t.m.outcome !== "timeout" && t.m.rep.totalMs < settings.searchCapMs,
    );
    let current = candidates.sort((a, b) => b.m.rep.totalMs - a.m.rep.totalMs)[0];
    if (current) {
      log(`# ${spec.name}: hill-climb from ${current.source} (${ms(current.m)} ms)`);
      const climbEnd = performance.now() + settings.climbBudgetMs;
      for (let step = 1; step <= settings.climbSteps && performance.now() < climbEnd; step++) {
        const t = await attempt(
          `climb step ${step} from ${current.source.replace(/^climb .* from /, "")}`,
          spec.mutate(current.genome, rng),
          settings.searchCapMs,
        );
        if (t.m.accepted && t.m.rep.totalMs > current.m.rep.totalMs * 1.02) {
          current = t;
          log(`  step ${step}: ${ms(t.m)} ms, ${t.summary}`);
        }
      }
    }

    // The same requests as a client sends them: through the REST pipeline, and as an MCP tools/call.
    log(`# ${spec.name}: accepted hostile cases and the worst request, through REST and /mcp`);
    const through = [...report.hostile.filter((t) => t.m.accepted && t.m.outcome !== "timeout")];
    if (report.worst && !through.includes(report.worst) && report.worst.m.outcome !== "timeout") through.push(report.worst);
    for (const tried of through) {
      const body = spec.build(tried.genome);
      const rest = await measurer.measure(spec.path, body, settings.hostileCapMs, 5, "rest");
      const mcp = await measurer.measure(spec.path, body, settings.hostileCapMs, 5, "mcp");
      report.paths.push({ tried, rest, mcp });
      log(`  ${tried.source}: REST ${pathMs(rest)} ms, MCP ${pathMs(mcp)} ms`);
    }
  }
} finally {
  await measurer.close();
}

const anchorAfter = anchorMs();
const slowdown = Math.min(anchorBefore, anchorAfter) / ANCHOR_REFERENCE_MS;
/** A time of this run at the reference machine's speed (the anchor's slowdown taken out). */
const atReference = (msHere: number): number => msHere / slowdown;
const overall = (performance.now() - started) / 1000;
const cpu = cpus();
console.log(
  `Adversarial bench, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}`,
);
console.log(
  `seed ${seed} (0x${seed.toString(16)}), ${quick ? "quick" : "full"} run in ${overall.toFixed(0)} s, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(
      " ",
    )} at the end; ms = CPU time of the measuring thread (process.threadCpuUsage) for JSON parse + schema + check + run + result JSON, median of up to 5 runs (3 above 50 ms)`,
);
console.log(
  `speed anchor (preflop random vs random, engine only): ${anchorBefore.toFixed(2)} ms before, ${anchorAfter.toFixed(2)} ms after, reference ${ANCHOR_REFERENCE_MS} ms: this run is ${slowdown.toFixed(2)}x the reference machine's time; "reference ms" divides by that`,
);
console.log("");
console.log(`| endpoint | worst ms | reference ms | request | within ${BOUND_MS} ms? | within ${TARGET_MS} ms here? |`);
console.log("|---|---|---|---|---|---|");
for (const r of reports) {
  const w = r.worst;
  if (!w) {
    console.log(`| ${r.spec.name} | - | - | nothing accepted | - | - |`);
    continue;
  }
  const within = w.m.rep.totalMs <= BOUND_MS ? "yes" : "**NO**";
  const target = w.m.rep.totalMs <= TARGET_MS ? "yes" : "**NO**";
  console.log(
    `| ${r.spec.name} | ${ms(w.m)} | ${atReference(w.m.rep.totalMs).toFixed(1)} | ${w.summary} [${w.source}; ${parts(w.m)}] | ${within} | ${target} |`,
  );
}
console.log("");
for (const r of reports) if (r.worst && r.worst.m.rep.totalMs > BOUND_MS) console.log(`WORST OVER BOUND: ${r.spec.name}`);

console.log("");
console.log(
  "REST and MCP, the whole path (REST: the route pipeline; MCP: a 2026-07-28 tools/call through the /mcp handler, SDK included; storage I/O stubbed), over the accepted hostile cases and the worst request:",
);
console.log("");
console.log(
  `| endpoint | path | slowest ms | reference ms | request | MCP - REST ms, same request | within ${BOUND_MS} ms? | within ${TARGET_MS} ms here? |`,
);
console.log("|---|---|---|---|---|---|---|---|");
for (const r of reports) {
  for (const path of ["rest", "mcp"] as const) {
    const rows = r.paths.filter((p) => p[path].outcome === "accepted");
    const slowest = rows.sort((a, b) => b[path].rep.totalMs - a[path].rep.totalMs)[0];
    const failed = r.paths.filter((p) => p[path].outcome !== "accepted").map((p) => `${p.tried.summary}: ${pathMs(p[path])}`);
    if (!slowest) {
      console.log(`| ${r.spec.name} | ${path.toUpperCase()} | - | - | ${failed.join("; ") || "nothing accepted"} | - | - | - |`);
      continue;
    }
    const gap = rows.filter((p) => p.rest.outcome === "accepted" && p.mcp.outcome === "accepted").map((p) => p.mcp.rep.totalMs - p.rest.rep.totalMs);
    const gapText = gap.length ? `${Math.min(...gap).toFixed(1)} to ${Math.max(...gap).toFixed(1)}` : "-";
    const within = slowest[path].rep.totalMs <= BOUND_MS && failed.length === 0 ? "yes" : "**NO**";
    const target = slowest[path].rep.totalMs <= TARGET_MS && failed.length === 0 ? "yes" : "**NO**";
    const note = failed.length ? `; NOT ANSWERED: ${failed.join("; ")}` : "";
    console.log(
      `| ${r.spec.name} | ${path.toUpperCase()} | ${slowest[path].rep.totalMs.toFixed(1)} | ${atReference(slowest[path].rep.totalMs).toFixed(1)} | ${slowest.tried.summary} [${slowest.tried.source}]${note} | ${gapText} | ${within} | ${target} |`,
    );
  }
}
console.log("");
for (const r of reports) {
  for (const path of ["rest", "mcp"] as const) {
    if (r.paths.some((p) => p[path].outcome !== "accepted" || p[path].rep.totalMs > BOUND_MS))
      console.log(`OVER BOUND OR NOT ANSWERED: ${r.spec.name} (${path.toUpperCase()})`);
  }
}

console.log("");
console.log("Hostile cases and accepted edges:");
console.log("");
console.log(`| endpoint | case | outcome | ms | REST ms | MCP ms | within ${BOUND_MS} ms? | within ${TARGET_MS} ms here? |`);
console.log("|---|---|---|---|---|---|---|---|");
for (const r of reports) {
  for (const t of r.hostile) {
    const outcome = t.m.accepted
      ? "accepted"
      : `not accepted: ${t.m.outcome === "timeout" ? "check stopped at the cap" : `${t.m.outcome} ${t.m.code ?? ""}`}`;
    const row = r.paths.find((p) => p.tried === t);
    const all = [t.m, ...(row ? [row.rest, row.mcp] : [])];
    const under = (limit: number) => (!t.m.accepted ? "-" : all.every((m) => m.outcome === "accepted" && m.rep.totalMs <= limit) ? "yes" : "**NO**");
    const rest = row ? pathMs(row.rest) : "-";
    const mcp = row ? pathMs(row.mcp) : "-";
    console.log(
      `| ${r.spec.name} | ${t.source.replace(/^hostile: /, "")}: ${t.summary} | ${outcome} | ${ms(t.m)} | ${rest} | ${mcp} | ${under(BOUND_MS)} | ${under(TARGET_MS)} |`,
    );
  }
}
console.log("");
console.log("All requests tried (hostile, random, hill-climb):");
console.log("");
console.log(
  `| endpoint | requests | accepted | accepted over ${BOUND_MS} ms | accepted over ${TARGET_MS} ms | not accepted | 500s | slowest refusal ms |`,
);
console.log("|---|---|---|---|---|---|---|---|");
for (const r of reports) {
  const refused = [...r.refused].map(([k, n]) => `${n} ${k}`).join("; ");
  const errors = [...r.errors].map(([k, n]) => `${n} ${k}`).join("; ");
  const slow = r.slowestRefusal ? `${ms(r.slowestRefusal.m)} (${r.slowestRefusal.summary})` : "-";
  console.log(
    `| ${r.spec.name} | ${r.tried} | ${r.accepted} | ${r.acceptedOver} | ${r.acceptedOverTarget} | ${[...r.refused.values()].reduce((a, b) => a + b, 0)}${refused ? ` (${refused})` : ""} | ${errors || "0"} | ${slow} |`,
  );
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
