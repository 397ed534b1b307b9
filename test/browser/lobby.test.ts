import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe.ts";
import {
  browserRequired,
  findChromium,
  type HtmlServer,
  issueTestKey,
  type LocalWorker,
  launchBrowser,
  management,
  serveHtml,
  startWorker,
} from "./harness.ts";

/**
 * `<pokerworks-lobby>` in a real browser: a builder's page on a project's allowed origin loads
 * /embed/v1.js and places the element with a publishable key; it lists the project's open table (stakes,
 * who sits where, one button per open seat) and its scheduled tournament, reached by keyboard; choosing a
 * seat or a tournament fires pw:seat_requested / pw:entry_requested on the element; a seat taken meanwhile
 * disappears at the next refresh; axe-core finds no serious or critical violation in the listed lobby; a page
 * on another origin gets a pw:error and no list.
 */

const chromium = findChromium();
const PROJECT = "lobby-app";

describe.skipIf(!chromium && !browserRequired())("<pokerworks-lobby> in Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let allowedHost: HtmlServer;
  let otherHost: HtmlServer;
  let key: string;
  let publishableKey: string;
  let tableId: string;

  const hostPage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club lobby</title>
<script src="${worker.origin}/embed/v1.js"></script></head>
<body><main><h1>Club lobby</h1><pokerworks-lobby publishable-key="${publishableKey}" refresh="2"></pokerworks-lobby></main>
<script>window.events=[];for(const t of ["pw:ready","pw:update","pw:error","pw:seat_requested","pw:entry_requested"])document.addEventListener(t,(e)=>window.events.push({type:t,detail:e.detail}));</script>
</body></html>`;

  beforeAll(async () => {
    worker = await startWorker();
    allowedHost = await serveHtml("localhost", () => hostPage());
    otherHost = await serveHtml("127.0.0.1", () => hostPage());
    const issued = await issueTestKey(worker);
    key = issued.key;
    await management(worker, key, "POST", "/projects", { projectId: PROJECT, name: "Lobby app", allowedOrigins: [allowedHost.origin] });
    const pk = await worker.fetch(`/api/v1/admin/organizations/${issued.organizationId}/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${worker.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "lobby", environment: "test", kind: "publishable", projectId: PROJECT }),
    });
    publishableKey = ((await pk.json()) as { secret: string }).secret;
    const { ringGame } = await management(worker, key, "POST", "/ring-games", {
      name: "Friday 1/2",
      roomId: "room-1",
      projectId: PROJECT,
      game: "nlhe",
      tableSize: 4,
      smallBlind: 1,
      bigBlind: 2,
      buyIn: { min: 40, max: 200 },
      trustMode: "mixed_declared",
    });
    tableId = (await management(worker, key, "POST", `/ring-games/${ringGame.id}/tables`, { name: "Table 1" })).table.id;
    await management(worker, key, "POST", `/tables/${tableId}/seats`, {
      playerRef: "bot-1",
      displayName: "Ava <b>bot</b>",
      participant: "bot",
      control: "house",
      stack: 100,
      seatNumber: 1,
    });
    browser = await launchBrowser(chromium!);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await allowedHost?.close();
    await otherHost?.close();
    await worker?.stop();
  });

  const events = (page: Page) => page.evaluate(() => (globalThis as unknown as { events: Array<{ type: string; detail: unknown }> }).events);

  it("lists the open seats, reached by keyboard; a choice reaches the host; a seat taken meanwhile goes at the next refresh", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const started = Date.now();
    await page.goto(`${allowedHost.origin}/`);
    await page.waitForFunction(() => (globalThis as unknown as { events: Array<{ type: string }> }).events.some((e) => e.type === "pw:ready"));
    const firstListMs = Date.now() - started;
    const lobby = page.locator("pokerworks-lobby");
    // Display names are text, never markup.
    await expect.poll(() => lobby.locator("p").allInnerTexts()).toContain("1: Ava <b>bot</b> (bot)");
    const seats = lobby.getByRole("button", { name: /^Take seat \d at Friday 1\/2, Table 1$/ });
    expect(await seats.count()).toBe(3);
    // Accessibility (axe-core, which reads the element's shadow tree): no serious or critical violation.
    expect(await seriousAxeViolations(page.mainFrame())).toEqual([]);

    // Keyboard: the first Tab reaches the first open seat; Enter chooses it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === "pw:seat_requested").map((e) => e.detail))
      .toEqual([expect.objectContaining({ tableId, seatNumber: 2 })]);

    // The host's backend seats the player: the lobby drops seat 2 at its next refresh (every 2 s here).
    await management(worker, key, "POST", `/tables/${tableId}/seats`, {
      playerRef: "p-2",
      displayName: "Bo",
      participant: "human",
      stack: 100,
      seatNumber: 2,
    });
    await expect.poll(() => seats.count(), { timeout: 8000 }).toBe(2);
    expect(await lobby.getByRole("button", { name: "Take seat 2 at Friday 1/2, Table 1" }).count()).toBe(0);
    console.log(`lobby: first list ${firstListMs} ms after navigation`);
    await page.close();
  });

  it("on a page of another origin: pw:error origin_not_allowed and no list", async () => {
    const page = await browser.newPage();
    await page.goto(`${otherHost.origin}/`);
    await page.waitForFunction(() => (globalThis as unknown as { events: Array<{ type: string }> }).events.some((e) => e.type === "pw:error"));
    const error = (await events(page)).find((e) => e.type === "pw:error")!;
    // The refusal carries no CORS header for this origin, so the page cannot even read it: a network error.
    expect(JSON.stringify(error.detail)).toMatch(/origin_not_allowed|network_error/);
    expect(await page.locator("pokerworks-lobby").getByRole("button").count()).toBe(0);
    await page.close();
  });
});
