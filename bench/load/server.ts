/**
 * The Worker on 127.0.0.1 for the load bench, started the way scripts/dev.mjs starts it but fully
 * separate from the developer's setup: local D1 migrations and `wrangler dev` persist to a temporary
 * directory, the variables come from a temporary env file (so .dev.vars is neither read nor written)
 * plus --var overrides, and the port is a free one. `stop` ends wrangler and its workerd children
 * (their own process group); it is also run on exit and on SIGINT/SIGTERM.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Run wrangler's entry with this Node (22): the shell's `node` may be an older one. */
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");

export interface LocalWorker {
  base: string;
  adminToken: string;
  stop(): Promise<void>;
  logTail(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startWorker(vars: Record<string, string>, log: (line: string) => void): Promise<LocalWorker> {
  const dir = mkdtempSync(join(tmpdir(), "pokerworks-load-"));
  const persist = join(dir, "state");
  const envFile = join(dir, "load.env");
  const logFile = join(dir, "wrangler.log");
  const adminToken = `adm_${randomBytes(24).toString("base64url")}`;
  const port = await freePort();
  const env: Record<string, string> = {
    ADMIN_TOKEN: adminToken,
    SECRETS_KEY: randomBytes(32).toString("base64"),
    EMBED_BASE_URL: `http://127.0.0.1:${port}`,
    ...vars,
  };
  writeFileSync(
    envFile,
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
    { mode: 0o600 },
  );
  // Local only: no telemetry, no update check (banner), no download of the Request.cf object.
  const childEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "1" };

  log(`applying D1 migrations to ${persist}`);
  const migrate = spawnSync(process.execPath, [wranglerJs, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
    cwd: root,
    env: childEnv,
    encoding: "utf8",
  });
  if (migrate.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`wrangler d1 migrations apply failed:\n${migrate.stdout}\n${migrate.stderr}`);
  }

  const out = openSync(logFile, "a");
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  log(`starting wrangler dev on 127.0.0.1:${port} (log: ${logFile})`);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      wranglerJs,
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persist,
      "--env-file",
      envFile,
      ...varArgs,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    // Own process group: stop() ends wrangler and the workerd it starts together.
    { cwd: root, env: childEnv, stdio: ["ignore", out, out], detached: true },
  );
  closeSync(out);

  let stopped = false;
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false;
    }
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    if (child.pid !== undefined) {
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
      signalGroup("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      // workerd may outlive wrangler for a moment; whatever is left of the group is killed.
      for (let i = 0; i < 20 && signalGroup(0); i++) await sleep(100);
      if (signalGroup(0)) signalGroup("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", () => {
    // Last resort (an exception or process.exit before stop): synchronous, so no waiting.
    if (stopped || child.pid === undefined) return;
    signalGroup("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  const onSignal = (signal: NodeJS.Signals): void => {
    process.stderr.write(`\n${signal}: stopping the local Worker\n`);
    void stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const logTail = (): string => {
    try {
      return readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    } catch {
      return "";
    }
  };

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, adminToken, stop, logTail };
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = logTail();
  await stop();
  throw new Error(`wrangler dev did not answer /healthz on ${base}:\n${tail}`);
}
