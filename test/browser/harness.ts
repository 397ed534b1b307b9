/**
 * Browser-test harness (Node side, reusable): find a Chromium, start the Worker with local D1, serve small
 * host pages, launch a headless browser. The Workers-pool tests cannot drive a browser, so these run in
 * the `browser` vitest project (vitest.config.ts) in Node.
 *
 *   const chromium = findChromium();                      // null: skip, and say so
 *   const worker = await startWorker();                   // { origin, adminToken, fetch, logs, stop }
 *   const key = await issueTestKey(worker);               // a fresh organization's management + calculations key
 *   const browser = await launchBrowser(chromium!);       // playwright-core Browser
 *   const host = await serveHtml("localhost", (path) => "<!doctype html>...");  // { origin, close }
 */
import { existsSync, statfsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { createTestHarness } from "wrangler";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Where browsers usually live: Debian's `chromium` package first (what .ci/run installs), as its binary
 * rather than its /usr/bin launcher script, whose defaults are for a desktop (GPU rasterization, loading
 * every extension in /usr/share/chromium/extensions), not for a headless test.
 */
const CHROMIUM_CANDIDATES = [
  "/usr/lib/chromium/chromium",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The Chromium to drive: `CHROMIUM_PATH` when set, else the first installed candidate, else null. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** CI sets REQUIRE_BROWSER=1: a missing Chromium then fails the run instead of skipping the browser tests. */
export function browserRequired(): boolean {
  return process.env.REQUIRE_BROWSER === "1";
}

/** Headless Chromium through playwright-core (no bundled browser download). */
export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    // --no-sandbox: CI containers run as root, where Chromium's sandbox cannot start. --disable-gpu: these
    // machines have no GPU, and a software GPU process is one more process to stall when the tests load
    // both cores.
    args: ["--no-sandbox", "--disable-gpu"],
    // Playwright moves Chromium's shared memory from /dev/shm to /tmp by default (for containers with a
    // 64 MB /dev/shm); where /dev/shm has room it stays there, off a disk that may be nearly full.
    ignoreDefaultArgs: devShmHasRoom() ? ["--disable-dev-shm-usage"] : [],
  });
}

/** At least 1 GiB free in /dev/shm (Debian's own launcher uses a similar test). */
function devShmHasRoom(): boolean {
  try {
    const stats = statfsSync("/dev/shm");
    return stats.bavail * stats.bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

export interface LocalWorker {
  /** e.g. http://127.0.0.1:41234 (also EMBED_BASE_URL, so launch URLs point here). */
  origin: string;
  adminToken: string;
  /** fetch against the Worker's origin: `worker.fetch("/healthz")`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The Worker's console lines since it started (its one-line request logs included). */
  logs(): string[];
  stop(): Promise<void>;
}

const ADMIN_TOKEN = "browser-test-admin-token-0123456789";
const SECRETS_KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";

/**
 * The Worker from wrangler.toml on a free 127.0.0.1 port (wrangler's test harness: in-memory storage, the
 * local D1 migrations applied), with every secret pinned so neither .dev.vars nor the developer's state is
 * read. `vars` override wrangler.toml's [vars]; EMBED_BASE_URL defaults to the Worker's own origin.
 */
export async function startWorker(vars: Record<string, string> = {}): Promise<LocalWorker> {
  // No network from wrangler: no telemetry, no download of the Request.cf object.
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  const worker = (baseUrl: string) => ({
    configPath: "./wrangler.toml",
    vars: { EMBED_BASE_URL: baseUrl, RATE_LIMIT_PER_MINUTE: "100000", ...vars },
    secrets: { ADMIN_TOKEN, SECRETS_KEY },
  });
  const server = createTestHarness({ root, workers: [worker("http://127.0.0.1")] });
  const { url } = await server.listen();
  const origin = url.origin;
  // The port is known only now: point launch URLs at it (the server keeps its URL and storage).
  if (!vars.EMBED_BASE_URL) await server.update({ root, workers: [worker(origin)] });
  await server.getWorker().applyD1Migrations("DB");
  return {
    origin,
    adminToken: ADMIN_TOKEN,
    fetch: (path, init) => fetch(new URL(path, origin), init),
    logs: () => server.getLogs().map((log) => log.message),
    stop: () => server.close(),
  };
}

/** A management call (`/api/v1/management` + `path`) with `key` that must succeed; its JSON answer. */
export async function management(worker: LocalWorker, key: string, method: string, path: string, body?: unknown) {
  const res = await worker.fetch(`/api/v1/management${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** A fresh organization and one key of it (both scopes by default), through the admin endpoints. */
export async function issueTestKey(
  worker: LocalWorker,
  options: { environment?: "test" | "live" } = {},
): Promise<{ organizationId: string; key: string }> {
  const admin = { authorization: `Bearer ${worker.adminToken}`, "content-type": "application/json" };
  const org = await worker.fetch("/api/v1/admin/organizations", { method: "POST", headers: admin, body: JSON.stringify({ name: "Browser test" }) });
  if (org.status !== 201) throw new Error(`creating an organization answered ${org.status}`);
  const organizationId = ((await org.json()) as { organization: { id: string } }).organization.id;
  const key = await worker.fetch(`/api/v1/admin/organizations/${organizationId}/keys`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ name: "browser", environment: options.environment ?? "test", scopes: ["calculations", "management"] }),
  });
  if (key.status !== 201) throw new Error(`issuing a key answered ${key.status}`);
  return { organizationId, key: ((await key.json()) as { secret: string }).secret };
}

export interface HtmlServer {
  /** e.g. http://localhost:41235: pick the host name so two servers are two origins. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A tiny HTML server on a free port of 127.0.0.1, addressed as `host` ("localhost" or "127.0.0.1"), for
 * host pages that frame the Worker. `page(path)` returns the HTML for a path, or null for 404.
 */
export async function serveHtml(host: "localhost" | "127.0.0.1", page: (path: string) => string | null): Promise<HtmlServer> {
  const server = createServer((request, response) => {
    const html = page(new URL(request.url ?? "/", "http://x").pathname);
    response.writeHead(html === null ? 404 : 200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(html ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
