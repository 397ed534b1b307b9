/**
 * `npm run bench:startup [-- --runs N] [-- --dir D]`: the deploy bundle's size and the script's startup
 * time (parse, compile and top-level work), measured the same way on any commit.
 *
 * Builds what `wrangler deploy` would upload (`wrangler deploy --dry-run --outdir`, no account needed)
 * into a temporary directory (or measures the one --dir names), prints its size raw and gzip -9 (within
 * 1% of wrangler's own "Total Upload ... / gzip" figure), then imports the bundle in N fresh Node processes (V8, the
 * engine workerd runs) and reports the median and spread of the time `await import(bundle)` takes, wall
 * and CPU (the process's, all threads; on a shared machine the steadier of the two): each
 * process parses and evaluates the whole module graph once, with no code cache, as a new isolate does.
 * `cloudflare:workers` (the only runtime import besides node:*) is a stub file holding DurableObject.
 * Progress goes to stderr, one markdown table to stdout.
 */

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option("runs") ?? 40);
if (!(runs > 0)) throw new Error("--runs takes a positive number");
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const given = option("dir");
const dir = given ?? mkdtempSync(join(tmpdir(), "pokerworks-startup-"));
if (!given) {
  log(`building the deploy bundle into ${dir} (wrangler deploy --dry-run)`);
  const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
  const build = spawnSync(process.execPath, [wranglerJs, "deploy", "--dry-run", "--outdir", dir], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (build.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${build.stdout}${build.stderr}`);
}

// Every module wrangler wrote (index.js, and any chunk a dynamic import became), without source maps.
const modules = readdirSync(dir).filter((f) => /\.(m?js|wasm|bin)$/.test(f));
const sizes = modules.map((f) => {
  const bytes = readFileSync(join(dir, f));
  return { file: f, raw: statSync(join(dir, f)).size, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = { raw: sizes.reduce((s, m) => s + m.raw, 0), gzip: sizes.reduce((s, m) => s + m.gzip, 0) };

// The bundle as wrangler wrote it, but for its one import the Node runtime lacks: `cloudflare:workers`
// (DurableObject, the base class of the exported objects) comes from a stub file beside it.
const copy = mkdtempSync(join(tmpdir(), "pokerworks-startup-import-"));
for (const m of modules) {
  const text = readFileSync(join(dir, m), "utf8").replaceAll('from "cloudflare:workers"', 'from "./cloudflare-workers.mjs"');
  writeFileSync(join(copy, m), text);
}
writeFileSync(
  join(copy, "cloudflare-workers.mjs"),
  "export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }\nexport class WorkerEntrypoint {}\nexport const env = {};\n",
);
const entry = pathToFileURL(join(copy, "index.js")).href;
// Wall time and the process's CPU time (all its threads: V8 compiles and collects garbage on helper
// threads), around the import; on a shared machine CPU time is the steadier of the two.
const child = `
const cpu = process.cpuUsage();
const started = performance.now();
const worker = await import(${JSON.stringify(entry)});
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
if (typeof worker.default?.fetch !== "function") throw new Error("the bundle exports no fetch handler");
process.stdout.write(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));
`;
const wall: number[] = [];
const cpuTimes: number[] = [];
log(`importing ${entry} in ${runs} fresh processes`);
for (let i = 0; i < runs; i++) {
  const run = spawnSync(process.execPath, ["--no-warnings", "--input-type=module", "-e", child], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`import failed:\n${run.stderr}`);
  const { ms, cpuMs } = JSON.parse(run.stdout) as { ms: number; cpuMs: number };
  wall.push(ms);
  cpuTimes.push(cpuMs);
}
const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const spread = (values: number[]): string =>
  `${quantile(values, 0.5).toFixed(1)} ms (${quantile(values, 0.1).toFixed(1)}-${quantile(values, 0.9).toFixed(1)})`;
rmSync(copy, { recursive: true, force: true });
if (!given) rmSync(dir, { recursive: true, force: true });

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
console.log("| bundle | raw | gzip -9 | import, wall: median (p10-p90) | import, CPU: median (p10-p90) | runs |");
console.log("|---|---|---|---|---|---|");
console.log(
  `| ${sizes.map((s) => `${s.file} ${kib(s.raw)}`).join(", ")} | ${kib(total.raw)} | ${kib(total.gzip)} | ${spread(wall)} | ${spread(cpuTimes)} | ${runs} |`,
);
