/**
 * `./node_modules/.bin/node bench/director-rows-workerd.ts [--calls 1000] [--batch 5000] [--sizes 1000,10000,100000]`:
 * the director's report cost in workerd, through a Durable Object's own SQLite storage (the runtime
 * `wrangler dev` runs, via Miniflare), at 1,000, 10,000 and 100,000 entrants. The object
 * (bench/director-rows-worker.ts) plays bench/director-sim.ts's tournament with its state as rows
 * (src/tournaments/director-rows.ts), the way the director object stores it.
 *
 * Per size: the start (the draw's state saved, every row), then
 * 1. `--calls` reports one per call: each call's wall time from this process (p50, p99), which includes
 *    the HTTP request into workerd and the object's RPC, the same at every size;
 * 2. `--batch` reports in one call: workerd's CPU for them (from /proc, 10 ms ticks), per report;
 * 3. a wake: every row read back (one call's wall time).
 * Timings inside workerd are not possible (its clock stands still while code runs), hence /proc.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { numberArg } from "./args.ts";

const CALLS = numberArg("--calls", 1000);
const BATCH = numberArg("--batch", 5000);
const sizesArg = process.argv.indexOf("--sizes");
const SIZES = sizesArg >= 0 ? process.argv[sizesArg + 1]!.split(",").map(Number) : [1_000, 10_000, 100_000];
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const root = fileURLToPath(new URL("..", import.meta.url));

const outdir = mkdtempSync(join(tmpdir(), "director-rows-workerd-"));
log("bundling bench/director-rows-worker.ts (wrangler deploy --dry-run)");
// A configuration of its own (the project's wrangler.toml, found from the entry's folder, would add its build and bindings).
writeFileSync(
  join(outdir, "wrangler.toml"),
  `name = "director-rows-bench"\nmain = ${JSON.stringify(join(root, "bench", "director-rows-worker.ts"))}\ncompatibility_date = "2026-11-01"\n`,
);
const build = spawnSync(
  process.execPath,
  [
    join(root, "node_modules", "wrangler", "bin", "wrangler.js"),
    "deploy",
    "--config",
    join(outdir, "wrangler.toml"),
    "--dry-run",
    "--outdir",
    join(outdir, "build"),
  ],
  { cwd: outdir, env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CI: "1" }, encoding: "utf8" },
);
if (build.status !== 0) {
  rmSync(outdir, { recursive: true, force: true });
  throw new Error(`bundling failed: ${build.stderr}`);
}

const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: 0,
    workers: [
      {
        name: "director-rows-bench",
        modules: true,
        scriptPath: join(outdir, "build", "director-rows-worker.js"),
        modulesRoot: join(outdir, "build"),
        compatibilityDate: "2026-11-01",
        durableObjects: { BENCH: { className: "DirectorRowsBench", useSQLite: true } },
      },
    ],
  }),
);

/** workerd's CPU time in ms (utime + stime of this process's workerd children, from /proc). */
function workerdCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === process.pid && stat.includes("(workerd)")) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended while we looked.
    }
  }
  return ticks * 10; // USER_HZ = 100
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(2));

try {
  const url = await mf.ready;
  const call = async (path: string, name: string, n: number) => {
    const res = await fetch(new URL(`${path}?name=${name}&n=${n}`, url));
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, number>;
  };
  const lines: string[] = [];
  let base: number | null = null;
  for (const entrants of SIZES) {
    const name = `field-${entrants}`;
    log(`${entrants} entrants: start`);
    const s0 = performance.now();
    const c0 = workerdCpuMs();
    const started = await call("/start", name, entrants);
    const startMs = performance.now() - s0;
    const startCpu = workerdCpuMs() - c0;
    // Warm-up (the isolate's code optimized at this size), then one report a call.
    await call("/play", name, 200);
    log(`  ${CALLS} reports, one a call`);
    const wall: number[] = [];
    const c1 = workerdCpuMs();
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      await call("/play", name, 1);
      wall.push(performance.now() - t0);
    }
    const perCallCpu = (workerdCpuMs() - c1) / CALLS;
    log(`  ${BATCH} reports in one call`);
    const c2 = workerdCpuMs();
    const played = await call("/play", name, BATCH);
    const batchCpu = (workerdCpuMs() - c2) / played.reports!;
    const w0 = performance.now();
    await call("/wake", name, 0);
    const wakeMs = performance.now() - w0;
    wall.sort((a, b) => a - b);
    base ??= batchCpu;
    lines.push(
      `| ${entrants.toLocaleString("en-US")} | ${started.rows!.toLocaleString("en-US")} rows, ${fmt(startMs)} ms (${startCpu} ms CPU) | ${fmt(quantile(wall, 0.5))} / ${fmt(quantile(wall, 0.99))} | ${fmt(perCallCpu)} | ${fmt(batchCpu)} (${played.reports} reports, ${(played.written! / played.reports!).toFixed(2)} rows written each) | ${(batchCpu / base).toFixed(2)}x | ${fmt(wakeMs)} ms |`,
    );
  }
  const cpu = cpus();
  console.log(
    `Director rows in workerd, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  console.log("");
  console.log(
    "| entrants | start (every row saved) | wall per report, one a call: p50 / p99 (ms) | workerd CPU per call (ms) | workerd CPU per report, in a batch (ms) | vs the first size | wake (every row read) |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const line of lines) console.log(line);
} finally {
  await mf.dispose();
  rmSync(outdir, { recursive: true, force: true });
}
