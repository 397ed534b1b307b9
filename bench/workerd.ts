/**
 * What the benches that run the Worker in workerd through Miniflare share (bench/table-load.ts,
 * bench/spectators-hubs.ts): the deploy bundle they load, and the CPU each side of the bench used.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const log = (line: string): void => void process.stderr.write(`${line}\n`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The Worker as `wrangler deploy --dry-run` bundles it (esbuild, the Durable Object exports), in a fresh
 * temporary folder (`outdir/index.js`); `cleanup` removes the folder.
 */
export function bundleWorker(prefix: string): { outdir: string; cleanup: () => void } {
  const outdir = mkdtempSync(join(tmpdir(), prefix));
  const cleanup = () => rmSync(outdir, { recursive: true, force: true });
  log("bundling the Worker (wrangler deploy --dry-run)");
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules", "wrangler", "bin", "wrangler.js"), "deploy", "--dry-run", "--outdir", outdir],
    {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CI: "1" },
      encoding: "utf8",
    },
  );
  if (build.status !== 0) {
    cleanup();
    throw new Error(`bundling failed: ${build.stderr}`);
  }
  return { outdir, cleanup };
}

/** The workerd children of this process: pid -> CPU ms (utime + stime from /proc, 10 ms ticks). */
export function workerdCpuByPid(): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // USER_HZ = 100: a tick is 10 ms.
      if (Number(fields[1]) === process.pid && stat.includes("(workerd)")) out.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // A process that ended while we looked.
    }
  }
  return out;
}

/** This Node process's own CPU ms (the bench's clients). */
export function nodeCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
