import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserRequired, findChromium, type HtmlServer, issueTestKey, type LocalWorker, launchBrowser, serveHtml, startWorker } from "./harness.ts";

/**
 * The spectator page in a real browser (issue 11): a host page on an allowed origin frames the launch URL,
 * the view opens once and the fragment is gone, a reload says the link was used, a page on another origin
 * cannot frame it (CSP frame-ancestors), and the secret reaches no URL, Referer or log line.
 */

const chromium = findChromium();
const ARTIFACTS = "test-artifacts";
/** Long enough for a slow CI machine to load the framed page before the session ends. */
const SHORT_TTL_SECONDS = 5;

describe.skipIf(!chromium && !browserRequired())("the spectator page in Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let allowedHost: HtmlServer;
  let otherHost: HtmlServer;
  let key: string;
  const projectId = "browser-app";
  /** What each host page frames: path -> iframe src. */
  const framed = new Map<string, string>();

  const hostPage = (path: string) => {
    const src = framed.get(path);
    if (src === undefined) return null;
    // A builder's page: the launch URL from its server (two target tables), with the table to watch added to the fragment.
    return `<!doctype html><html><head><title>Builder site</title></head><body style="margin:0;font-family:sans-serif">
<h2 style="margin:8px">Builder site</h2>
<iframe id="spectator" src="${src.replace(/"/g, "&quot;")}" width="640" height="300" style="border:0"></iframe></body></html>`;
  };

  async function createLaunch(
    origin: string,
    on: { worker: LocalWorker; key: string } = { worker, key },
  ): Promise<{ embedSessionId: string; launchUrl: string; secret: string; expiresAt: string }> {
    const res = await on.worker.fetch("/api/v1/management/embed-sessions", {
      method: "POST",
      headers: { authorization: `Bearer ${on.key}`, "content-type": "application/json" },
      body: JSON.stringify({
        environment: "test",
        mode: "spectator",
        origin,
        productKey: "arena-holdem",
        projectId,
        returnUrl: `${origin}/lobby`,
        target: targets.get(on.worker)!,
      }),
    });
    expect(res.status).toBe(201);
    const { launch } = (await res.json()) as { launch: { embedSessionId: string; launchUrl: string; expiresAt: string } };
    return { ...launch, secret: new URL(launch.launchUrl).hash.replace("#launchSecret=", "") };
  }

  function spectatorFrame(page: Page): Frame {
    const frame = page.frames().find((f) => f.url().includes("/embed/spectator/"));
    if (!frame) throw new Error(`no spectator frame among ${page.frames().map((f) => f.url())}`);
    return frame;
  }

  /** The spectator view's state once it has left "loading" (open, used, expired, invalid, error). */
  async function settledState(page: Page): Promise<string | null> {
    const view = page.frameLocator("#spectator").locator("#view:not([data-state=loading])");
    await view.waitFor({ timeout: 15_000 });
    return view.getAttribute("data-state");
  }

  /** Every request the browser makes, with its Referer: the secret must be in none of them. */
  function recordRequests(context: BrowserContext): Array<{ url: string; referer: string }> {
    const seen: Array<{ url: string; referer: string }> = [];
    context.on("request", (request) => seen.push({ url: request.url(), referer: request.headers().referer ?? "" }));
    return seen;
  }

  /** A key of a fresh organization on `target`, whose project allows the allowed host page's origin. */
  async function keyWithProject(target: LocalWorker): Promise<string> {
    const issued = await issueTestKey(target);
    const project = await target.fetch("/api/v1/management/projects", {
      method: "POST",
      headers: { authorization: `Bearer ${issued.key}`, "content-type": "application/json" },
      body: JSON.stringify({ projectId, name: "Browser app", allowedOrigins: [allowedHost.origin] }),
    });
    expect(project.status).toBe(201);
    // A ring game of the project with two tables (CONTRACT 12: sessions target real tables).
    const post = async (path: string, body: unknown) => {
      const res = await target.fetch(`/api/v1/management${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${issued.key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { ringGame: { id: string }; table: { id: string } };
    };
    const { ringGame } = await post("/ring-games", {
      name: "Browser 1/2",
      roomId: "room-1",
      projectId,
      game: "nlhe",
      tableSize: 6,
      smallBlind: 1,
      bigBlind: 2,
      buyIn: { min: 40, max: 200 },
      trustMode: "human_only",
    });
    const tableIds = [(await post(`/ring-games/${ringGame.id}/tables`, {})).table.id, (await post(`/ring-games/${ringGame.id}/tables`, {})).table.id];
    targets.set(target, { ringGameId: ringGame.id, tableIds });
    return issued.key;
  }
  /** Each Worker's ring game and its two tables (the sessions' target). */
  const targets = new Map<LocalWorker, { ringGameId: string; tableIds: string[] }>();
  const table = (n: 0 | 1, on: LocalWorker = worker) => targets.get(on)!.tableIds[n]!;

  /** A second Worker whose sessions live a few seconds, to watch a real expiry (its alarm, or a late read). */
  let shortWorker: LocalWorker;
  let shortKey: string;

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
    [worker, shortWorker, browser, allowedHost, otherHost] = await Promise.all([
      startWorker(),
      startWorker({ EMBED_SESSION_TTL_SECONDS: String(SHORT_TTL_SECONDS) }),
      launchBrowser(chromium),
      serveHtml("localhost", hostPage),
      serveHtml("127.0.0.1", hostPage),
    ]);
    [key, shortKey] = await Promise.all([keyWithProject(worker), keyWithProject(shortWorker)]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), worker?.stop(), shortWorker?.stop(), allowedHost?.close(), otherHost?.close()]);
  });

  it("opens once inside the allowed site's iframe, drops the fragment, and a reload says the link was used", async () => {
    const launch = await createLaunch(allowedHost.origin);
    framed.set("/watch", `${launch.launchUrl}&tableId=${table(0)}`);
    const context = await browser.newContext({ viewport: { width: 700, height: 380 } });
    const requests = recordRequests(context);
    const page = await context.newPage();
    try {
      await page.goto(`${allowedHost.origin}/watch`);
      expect(await settledState(page)).toBe("open");
      expect(await page.frameLocator("#spectator").locator("#brand").textContent()).toBe("Arena Hold'em");
      // The live table (issue 20): its name, and nobody seated yet.
      expect(await page.frameLocator("#spectator").locator("#tname").textContent()).toBe("Table 1");
      await page.frameLocator("#spectator").locator("#view[data-conn=live][data-phase=waiting]").waitFor({ timeout: 10_000 });
      expect(await page.frameLocator("#spectator").locator("#status").textContent()).toBe("Waiting for players");

      // The fragment is gone from the frame's address (and from history), and the secret from the document.
      const frame = spectatorFrame(page);
      // (Expressions as text: this file is type-checked without the DOM library.)
      const address = await frame.evaluate<{ href: string; hash: string }>("({ href: location.href, hash: location.hash })");
      expect(address.hash).toBe("");
      expect(address.href).toBe(`${worker.origin}/embed/spectator/${launch.embedSessionId}`);
      expect(await frame.content()).not.toContain(launch.secret);

      mkdirSync(ARTIFACTS, { recursive: true });
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/embed-spectator.png` });
      await page.screenshot({ path: `${ARTIFACTS}/embed-host-page.png` });

      // Reloading the frame: its address no longer has the secret, so the link reads as used.
      await frame.evaluate("location.reload()");
      expect(await settledState(page)).toBe("used");
      expect(await page.frameLocator("#spectator").locator("#title").textContent()).toBe("This spectator link was already used");

      // Reloading the host page: the iframe opens the same launch URL, whose secret the server refuses now.
      await page.reload();
      expect(await settledState(page)).toBe("used");
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/embed-spectator-used.png` });
    } finally {
      await context.close();
    }
    // The browser sent the secret nowhere: in no URL (query or path) and no Referer; the Worker logged it nowhere.
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const request of requests) {
      // Nothing third-party: only the host page's origin and the Worker's.
      expect([allowedHost.origin, worker.origin]).toContain(new URL(request.url).origin);
      expect(request.url).not.toContain("els_");
      expect(request.referer).not.toContain(launch.secret);
    }
    // The opens (the two that carried the secret, and none from the frame reload, which had none) were logged.
    const logs = worker.logs();
    expect(logs.filter((line) => line.includes('"route":"POST /api/v1/embed-sessions/{embedSessionId}/open"'))).toHaveLength(2);
    for (const line of logs) expect(line).not.toContain(launch.secret);
  });

  it("cannot be framed by a page on another origin (CSP frame-ancestors) nor open in a tab of its own; the secret stays unused", async () => {
    const launch = await createLaunch(allowedHost.origin);
    framed.set("/steal", `${launch.launchUrl}&tableId=${table(0)}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on("console", (message) => consoleLines.push(message.text()));
    const spectatorResponse = page.waitForResponse((response) => response.url().includes("/embed/spectator/"));
    try {
      await page.goto(`${otherHost.origin}/steal`);
      // The page was served (200) with a CSP that names only the allowed origin ...
      const response = await spectatorResponse;
      expect(response.status()).toBe(200);
      expect(await response.headerValue("content-security-policy")).toContain(`frame-ancestors ${allowedHost.origin}`);
      // ... so Chromium refused to render it in this frame: none of the page's document exists there.
      await expect.poll(() => consoleLines.some((line) => line.includes("frame-ancestors")), { timeout: 10_000 }).toBe(true);
      expect(await page.frameLocator("#spectator").locator("#view").count()).toBe(0);
      // Opened directly (a top-level tab, which frame-ancestors does not govern), the page refuses to open
      // the session: it is not inside any site. The fragment is dropped all the same.
      const direct = await context.newPage();
      await direct.goto(`${launch.launchUrl}&tableId=${table(0)}`);
      const view = direct.locator("#view:not([data-state=loading])");
      await view.waitFor({ timeout: 15_000 });
      expect(await view.getAttribute("data-state")).toBe("invalid");
      expect(await direct.locator("#title").textContent()).toBe("This view opens inside the site that launched it");
      expect(await direct.evaluate<string>("location.hash")).toBe("");
    } finally {
      await context.close();
    }
    // The page's script never opened the session, so the secret was never spent: the allowed site can still open it.
    const opened = await worker.fetch(`/api/v1/embed-sessions/${launch.embedSessionId}/open`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ launchSecret: launch.secret, origin: allowedHost.origin, tableId: table(0) }),
    });
    expect(opened.status).toBe(200);
  });

  it("expires: an opened view keeps its stream past the session's expiry, and a launch URL used after expiry says so (410)", async () => {
    const on = { worker: shortWorker, key: shortKey };
    const createdAt = Date.now();
    const [watched, late] = await Promise.all([createLaunch(allowedHost.origin, on), createLaunch(allowedHost.origin, on)]);
    // EMBED_SESSION_TTL_SECONDS on this Worker sets the sessions' lifetime from their creation.
    const lifetime = Date.parse(watched.expiresAt) - createdAt;
    expect(lifetime).toBeGreaterThan(SHORT_TTL_SECONDS * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(SHORT_TTL_SECONDS * 1000 + (Date.now() - createdAt));
    framed.set("/short", `${watched.launchUrl}&tableId=${table(1, shortWorker)}`);
    framed.set("/late", `${late.launchUrl}&tableId=${table(1, shortWorker)}`);
    const context = await browser.newContext({ viewport: { width: 700, height: 380 } });
    const page = await context.newPage();
    try {
      await page.goto(`${allowedHost.origin}/short`);
      expect(await settledState(page)).toBe("open");
      // The session's few seconds are for opening it; the stream it opened lives on (12 h, CONTRACT 12).
      const pastExpiry = Date.parse(watched.expiresAt) + 1000 - Date.now();
      if (pastExpiry > 0) await new Promise((resolve) => setTimeout(resolve, pastExpiry));
      await page.frameLocator("#spectator").locator("#view[data-state=open][data-conn=live]").waitFor({ timeout: 5_000 });

      // Wait out the second session's lifetime, then open its launch URL: the server answers 410.
      const wait = Date.parse(late.expiresAt) + 500 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await page.goto(`${allowedHost.origin}/late`);
      expect(await settledState(page)).toBe("expired");
      expect(await page.frameLocator("#spectator").locator("#title").textContent()).toBe("This spectator session has expired");
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/embed-spectator-expired.png` });
    } finally {
      await context.close();
    }
    expect(shortWorker.logs().some((line) => line.includes('"route":"POST /api/v1/embed-sessions/{embedSessionId}/open","status":410'))).toBe(true);
  });
});
