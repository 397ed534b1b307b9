import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe.ts";
import { botTable } from "./bot-table.ts";
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
 * The live spectator view in a real browser (issue 20 part 1): a builder's page on an allowed origin frames
 * the launch URL of a one-table session exactly as returned while house bots play; the view shows the
 * brand, seats, stacks, the board and the pot changing hand after hand; every WebSocket frame the page
 * receives is recorded and none carries a hole card outside a showdown; going offline mid-hand and back
 * resumes the stream with contiguous seq; no CSP violation; a delayed ring game shows nothing of a hand
 * before its end plus the delay; two frames that follow a bot tournament both end on the final table after
 * the break-up, the moved one saying so in its banner. Screenshots at 1280 and 360 px land in test-artifacts/.
 */

const chromium = findChromium();
const ARTIFACTS = "test-artifacts";
const DELAY_SECONDS = 3;

interface Recorded {
  socket: number;
  at: number;
  // biome-ignore lint/suspicious/noExplicitAny: frames are asserted field by field.
  frame: any;
}

describe.skipIf(!chromium && !browserRequired())("the live spectator view in Chromium", () => {
  let live: LocalWorker;
  let delayed: LocalWorker;
  let browser: Browser;
  let host: HtmlServer;
  const framed = new Map<string, { src: string; height: number }>();

  /** Host pages framing several launch URLs, one iframe each (`#spectator0`, `#spectator1`, ...). */
  const framedMany = new Map<string, string[]>();

  const hostPage = (path: string) => {
    const many = framedMany.get(path);
    if (many) {
      const frames = many.map(
        (src, i) =>
          `<iframe id="spectator${i}" src="${src.replace(/"/g, "&quot;")}" style="display:block;border:0;width:100%;height:420px"></iframe>`,
      );
      return `<!doctype html><html><head><title>Builder site</title></head><body style="margin:0;background:#ddd">${frames.join("")}</body></html>`;
    }
    const page = framed.get(path);
    if (!page) return null;
    return `<!doctype html><html><head><title>Builder site</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif;background:#ddd"><iframe id="spectator" src="${page.src.replace(/"/g, "&quot;")}" style="display:block;border:0;width:100%;height:${page.height}px"></iframe></body></html>`;
  };

  /** A bot table and the launch URL of a one-table spectator session of it (test/browser/bot-table.ts). */
  async function watchable(worker: LocalWorker, spectators: { mode: "live" | "delayed"; delaySeconds: number }) {
    const table = await botTable(worker, host.origin, spectators);
    return { tableId: table.tableId, launchUrl: await table.launch() };
  }

  /** Every frame every socket of the page receives, in order, with its arrival time. */
  function recordFrames(page: Page): Recorded[] {
    const recorded: Recorded[] = [];
    let sockets = 0;
    page.on("websocket", (ws) => {
      const socket = ++sockets;
      ws.on("framereceived", (event) => {
        const text = typeof event.payload === "string" ? event.payload : event.payload.toString("utf8");
        if (text === "pong") return;
        const parsed = JSON.parse(text);
        // The page connects with batch=1: a change's events arrive as one array; each is recorded.
        for (const frame of Array.isArray(parsed) ? parsed : [parsed]) recorded.push({ socket, at: Date.now(), frame });
      });
    });
    return recorded;
  }

  /** securitypolicyviolation events in every frame (the listener is added before any page script runs). */
  async function watchCsp(context: BrowserContext, page: Page): Promise<string[]> {
    await context.addInitScript(
      "addEventListener('securitypolicyviolation', (e) => { (window.__violations ||= []).push(e.violatedDirective + ' ' + e.blockedURI); });",
    );
    const console: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
    });
    return console;
  }

  function spectatorFrame(page: Page): Frame {
    const frame = page.frames().find((f) => f.url().includes("/embed/spectator/"));
    if (!frame) throw new Error("no spectator frame");
    return frame;
  }

  const readView = (frame: Frame) =>
    frame.evaluate<{
      state: string;
      conn: string;
      phase: string;
      seq: string;
      hand: string;
      pot: string;
      board: number;
      seats: string[];
      bots: number;
      brand: string;
    }>(
      `(() => ({
        state: document.getElementById("view").dataset.state, conn: document.getElementById("view").dataset.conn || "", phase: document.getElementById("view").dataset.phase || "", seq: document.getElementById("view").dataset.seq || "",
        hand: document.getElementById("hand").textContent, pot: document.getElementById("pot").textContent,
        board: document.querySelectorAll("#board .card:not(.slot)").length,
        seats: [...document.querySelectorAll(".seat:not(.empty) .name")].map((e) => e.querySelector("span").textContent + " " + e.parentElement.querySelector(".stack").textContent),
        bots: document.querySelectorAll(".seat .bot").length,
        brand: document.getElementById("brand").textContent,
      }))()`,
    );

  /** No hole card outside a showdown frame: no hole_cards event, and no `cards` field in any other frame. */
  function expectNoHoleCards(recorded: Recorded[]) {
    for (const { frame } of recorded) {
      expect(frame.type).not.toBe("hole_cards");
      if (frame.type !== "showdown") expect(JSON.stringify(frame)).not.toMatch(/"cards"/);
    }
  }

  const events = (recorded: Recorded[], socket?: number) =>
    recorded.filter((r) => typeof r.frame.seq === "number" && r.frame.type !== "snapshot" && (socket === undefined || r.socket === socket));

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
    [live, delayed, browser, host] = await Promise.all([
      startWorker({ TABLE_NEXT_HAND_MS: "1500", TABLE_BOT_THINK_MS: "350" }),
      // Bots act at once: each hand is played out in one step, so its events all happen at its end.
      startWorker({ TABLE_NEXT_HAND_MS: "1200", TABLE_BOT_THINK_MS: "0" }),
      launchBrowser(chromium),
      serveHtml("localhost", hostPage),
    ]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), live?.stop(), delayed?.stop(), host?.close()]);
  });

  it("renders the live table from the launch URL as returned, hand after hand, resumes after going offline, and leaks no hole card", async () => {
    const { launchUrl } = await watchable(live, { mode: "live", delaySeconds: 0 });
    expect(new URLSearchParams(new URL(launchUrl).hash.slice(1)).get("tableId")).toMatch(/^tbl_/);
    framed.set("/watch", { src: launchUrl, height: 620 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 660 } });
    const page = await context.newPage();
    const cspConsole = await watchCsp(context, page);
    const recorded = recordFrames(page);
    try {
      const started = Date.now();
      await page.goto(`${host.origin}/watch`);
      const view = page.frameLocator("#spectator").locator("#view[data-state=open][data-conn=live]");
      await view.waitFor({ timeout: 15_000 });
      await page.frameLocator("#spectator").locator(".seat:not(.empty)").first().waitFor({ timeout: 15_000 });
      const firstTable = Date.now() - started;
      const frame = spectatorFrame(page);
      const first = await readView(frame);
      expect(first.brand).toBe("Arena Hold'em");
      expect(first.seats.map((s) => s.split(" ")[0])).toEqual(["Ava", "Ben", "Chloe", "Dmitri"]);
      expect(first.bots).toBe(4);
      // Accessibility (axe-core): no serious or critical violation on the live spectator page.
      expect(await seriousAxeViolations(frame)).toEqual([]);

      // Hand after hand: the hand number, the pot and the board change; stacks move.
      const seenHands = new Set<string>();
      const seenPots = new Set<string>();
      let boardSeen = 0;
      const stacks = new Set<string>();
      const until = Date.now() + 40_000;
      while ((seenHands.size < 3 || boardSeen < 3 || seenPots.size < 3) && Date.now() < until) {
        const v = await readView(frame);
        if (v.hand) seenHands.add(v.hand);
        if (v.pot) seenPots.add(v.pot);
        boardSeen = Math.max(boardSeen, v.board);
        stacks.add(v.seats.join("|"));
        await page.waitForTimeout(150);
      }
      expect(seenHands.size).toBeGreaterThanOrEqual(3);
      expect(seenPots.size).toBeGreaterThanOrEqual(3);
      expect(boardSeen).toBeGreaterThanOrEqual(3);
      expect(stacks.size).toBeGreaterThan(1);

      mkdirSync(ARTIFACTS, { recursive: true });
      // A moment with a hand in progress and chips in the middle, for the picture.
      await page.frameLocator("#spectator").locator("#view[data-phase=hand]").waitFor({ timeout: 10_000 });
      await page.frameLocator("#spectator").locator("#board .card:not(.slot)").first().waitFor({ timeout: 15_000 });
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/spectator-1280.png` });
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/spectator-1280.jpg`, quality: 72 });

      // Offline mid-hand and back: the page says so, then resumes with since = its last seq.
      await page.frameLocator("#spectator").locator("#view[data-phase=hand]").waitFor({ timeout: 10_000 });
      const before = events(recorded);
      await context.setOffline(true);
      await page.frameLocator("#spectator").locator("#view[data-conn=lost]").waitFor({ timeout: 10_000 });
      expect(await page.frameLocator("#spectator").locator("#banner").textContent()).toContain("Connection lost");
      await page.waitForTimeout(2500);
      await context.setOffline(false);
      await view.waitFor({ timeout: 15_000 });
      const socketsBefore = Math.max(...before.map((r) => r.socket));
      await expect.poll(() => events(recorded).filter((r) => r.socket > socketsBefore).length, { timeout: 20_000 }).toBeGreaterThan(10);
      const lastSocket = Math.max(...recorded.map((r) => r.socket));
      const earlier = events(recorded).filter((r) => r.socket < lastSocket);
      const resumed = events(recorded, lastSocket);
      // The resumed socket starts right after what the page had (no snapshot needed) and never skips a seq.
      expect(recorded.filter((r) => r.socket === lastSocket && r.frame.type === "snapshot")).toEqual([]);
      expect(resumed[0]!.frame.seq).toBeLessThanOrEqual(Math.max(...earlier.map((r) => r.frame.seq)) + 1);
      for (let i = 1; i < resumed.length; i++) expect(resumed[i]!.frame.seq).toBe(resumed[i - 1]!.frame.seq + 1);
      // Together: every seq from the first to the last, none missing.
      const all = [...new Set(events(recorded).map((r) => r.frame.seq as number))].sort((a, b) => a - b);
      expect(all[all.length - 1]! - all[0]! + 1).toBe(all.length);
      // The page applied them all: its seq reaches the last of them (the table plays on meanwhile, so it may
      // be further), and never passes what the socket has received.
      await expect.poll(async () => Number((await readView(frame)).seq), { timeout: 5_000 }).toBeGreaterThanOrEqual(all[all.length - 1]!);
      expect(Number((await readView(frame)).seq)).toBeLessThanOrEqual(Math.max(...events(recorded).map((r) => r.frame.seq as number)));

      expectNoHoleCards(recorded);
      expect(recorded.some((r) => r.frame.type === "showdown" || r.frame.type === "hand_ended")).toBe(true);
      expect(await frame.evaluate<string[]>("window.__violations || []")).toEqual([]);
      expect(cspConsole).toEqual([]);
      console.log(`spectator view: first table drawn ${firstTable} ms after the host page's navigation; ${recorded.length} frames received`);
    } finally {
      await context.close();
    }
  });

  it("fits 360 px in the dark theme", async () => {
    const { launchUrl } = await watchable(live, { mode: "live", delaySeconds: 0 });
    framed.set("/narrow", { src: launchUrl, height: 600 });
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, colorScheme: "dark", deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cspConsole = await watchCsp(context, page);
    try {
      await page.goto(`${host.origin}/narrow`);
      await page.frameLocator("#spectator").locator("#view[data-state=open][data-conn=live][data-phase=hand]").waitFor({ timeout: 20_000 });
      await page.frameLocator("#spectator").locator("#board .card:not(.slot)").first().waitFor({ timeout: 20_000 });
      const frame = spectatorFrame(page);
      // Nothing spills sideways at 360 px.
      expect(await frame.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(360);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/spectator-360.png` });
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/spectator-360.jpg`, quality: 72, scale: "css" });
      expect(await frame.evaluate<string[]>("window.__violations || []")).toEqual([]);
      expect(cspConsole).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("delayed: shows nothing of a hand before its end plus the delay", async () => {
    const { launchUrl } = await watchable(delayed, { mode: "delayed", delaySeconds: DELAY_SECONDS });
    framed.set("/delayed", { src: launchUrl, height: 560 });
    const context = await browser.newContext({ viewport: { width: 900, height: 600 } });
    const page = await context.newPage();
    const cspConsole = await watchCsp(context, page);
    const recorded = recordFrames(page);
    try {
      await page.goto(`${host.origin}/delayed`);
      await page.frameLocator("#spectator").locator("#view[data-state=open][data-conn=live]").waitFor({ timeout: 15_000 });
      expect(await page.frameLocator("#spectator").locator("#mode").textContent()).toBe(`Delayed ${DELAY_SECONDS} s`);
      await expect.poll(() => events(recorded).filter((r) => r.frame.type === "hand_ended").length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      await page.locator("#spectator").screenshot({ path: `${ARTIFACTS}/spectator-delayed.png` });
      const received = events(recorded);
      // Every event arrived at least the delay after it happened (same machine, same clock; 50 ms for rounding).
      for (const r of received) expect(r.at - Date.parse(r.frame.at)).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000 - 50);
      // And nothing of a hand (its start, streets, showdown) before that hand's end plus the delay.
      const ends = new Map(received.filter((r) => r.frame.type === "hand_ended").map((r) => [r.frame.hand as number, Date.parse(r.frame.at)]));
      for (const r of received.filter((x) => typeof x.frame.hand === "number" && ends.has(x.frame.hand))) {
        expect(r.at - ends.get(r.frame.hand)!).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000 - 50);
      }
      expectNoHoleCards(recorded);
      const frame = spectatorFrame(page);
      expect(await frame.evaluate<string[]>("window.__violations || []")).toEqual([]);
      expect(cspConsole).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("follows a tournament: the frame whose table the director breaks up moves to the final table and says so", async () => {
    // Twelve house bots, ten big blinds deep, on two tables (bots act at once, a hand each 1.2 s): the
    // break-up comes within seconds.
    const worker = delayed;
    const { key } = await issueTestKey(worker);
    await management(worker, key, "POST", "/projects", { projectId: "tournament-app", name: "Tournament app", allowedOrigins: [host.origin] });
    const { blindStructure } = await management(worker, key, "POST", "/blind-structures", {
      name: "Turbo",
      roomId: "room-follow",
      estimatedDurationMinutes: 60,
      levels: [
        { kind: "level", smallBlind: 1000, bigBlind: 2000, ante: 2000, durationMinutes: 30 },
        { kind: "level", smallBlind: 1500, bigBlind: 3000, ante: 3000, durationMinutes: 30 },
      ],
    });
    const { tournament } = await management(worker, key, "POST", "/tournaments", {
      name: "Bot MTT",
      presetKey: "scheduled_mtt_nlhe_v1",
      roomId: "room-follow",
      blindStructureId: blindStructure.id,
      payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
      trustMode: "mixed_declared",
      prizePool: 0,
      schedule: { startsAt: new Date(Date.now() + 600_000).toISOString() },
    });
    const id = tournament.id as string;
    await management(worker, key, "POST", `/tournaments/${id}/publish`);
    for (let i = 1; i <= 12; i++) {
      await management(worker, key, "POST", `/tournaments/${id}/entries`, { displayName: `Bot ${i}`, playerRef: `bot-${i}`, participant: "bot" });
    }
    await management(worker, key, "PATCH", `/tournaments/${id}`, { schedule: { startsAt: new Date(Date.now() + 1_000).toISOString() } });
    const tablesNow = async () =>
      ((await management(worker, key, "GET", `/tournaments/${id}/tables`)).data as Array<{ tableId: string }>).map((t) => t.tableId);
    await expect.poll(tablesNow, { timeout: 30_000 }).toHaveLength(2);
    const both = (await tablesNow()).sort();

    // Two frames that follow the tournament, one opened on each table (a site may name the table to open).
    const launch = async (tableId: string) =>
      `${
        (
          await management(worker, key, "POST", "/embed-sessions", {
            environment: "test",
            mode: "spectator",
            origin: host.origin,
            productKey: "arena-holdem",
            projectId: "tournament-app",
            returnUrl: `${host.origin}/lobby`,
            target: { tournamentId: id },
          })
        ).launch.launchUrl
      }&tableId=${tableId}`;
    framedMany.set("/follow", [await launch(both[0]!), await launch(both[1]!)]);
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    // Every text the banner shows, in each frame.
    await context.addInitScript(
      `addEventListener("DOMContentLoaded", () => { const b = document.getElementById("banner"); if (b) new MutationObserver(() => { if (!b.hidden) (window.__banners ||= []).push(b.textContent); }).observe(b, { attributes: true, childList: true, characterData: true, subtree: true }); });`,
    );
    const page = await context.newPage();
    const recorded = recordFrames(page);
    try {
      await page.goto(`${host.origin}/follow`);
      const frames = () => page.frames().filter((f) => f.url().includes("/embed/spectator/"));
      const tableName = (frame: Frame) => frame.evaluate<string>(`document.getElementById("tname").textContent`);
      await expect.poll(async () => (await Promise.all(frames().map(tableName))).sort(), { timeout: 20_000 }).toEqual(["Table 1", "Table 2"]);

      // The break-up: one table is left, and both frames end up watching it; the moved one said so.
      await expect.poll(tablesNow, { timeout: 120_000, interval: 250 }).toHaveLength(1);
      const [finalTable] = await tablesNow();
      const finalName = (await management(worker, key, "GET", `/tables/${finalTable}`)).table.name as string;
      const brokenName = finalName === "Table 1" ? "Table 2" : "Table 1";
      await expect.poll(async () => Promise.all(frames().map(tableName)), { timeout: 15_000 }).toEqual([finalName, finalName]);
      const banners = await Promise.all(frames().map((f) => f.evaluate<string[]>("window.__banners || []")));
      expect(banners.flat()).toContain(`${brokenName} closed: watching the final table`);
      // No frame ever received a hole card.
      expectNoHoleCards(recorded);
    } finally {
      await context.close();
    }
  }, 180_000);
});
