import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOADER_SCRIPT } from "../../src/embed/loader.ts";
import { browserRequired, findChromium, launchBrowser } from "./harness.ts";

/**
 * `<pokerworks-table launch-url>` on its own, against a stand-in for the player page on another origin (no
 * Worker needed: the loader is served as the Worker serves it). The stand-in records what reaches it and
 * posts what the real page posts, plus messages the element must ignore. What the element does with the
 * real page is in home-game-club.test.ts.
 */

const chromium = findChromium();

// biome-ignore lint/suspicious/noExplicitAny: messages are asserted field by field.
type Json = any;

interface Site {
  origin: string;
  server: Server;
}

async function site(host: "localhost" | "127.0.0.1", page: (path: string) => { type: string; body: string } | null): Promise<Site> {
  const server = createServer((request, response) => {
    const found = page(new URL(request.url ?? "/", "http://x").pathname);
    response.writeHead(found ? 200 : 404, { "content-type": found?.type ?? "text/plain", "cache-control": "no-store" });
    response.end(found?.body ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://${host}:${(server.address() as AddressInfo).port}`, server };
}

/** The stand-in player page: it records every message with its origin and source, and says pw:ready to its parent. */
const FRAME_PAGE = `<!doctype html><html><body style="margin:0"><p id="who"></p><script>
window.got = [];
addEventListener("message", (e) => window.got.push({ origin: e.origin, fromParent: e.source === parent, data: e.data }));
document.getElementById("who").textContent = location.pathname + location.hash;
parent.postMessage({ type: "pw:ready", mode: "player", tableId: "tbl_1" }, "*");
</script></body></html>`;

describe.skipIf(!chromium && !browserRequired())("<pokerworks-table> in Chromium", () => {
  let browser: Browser;
  let host: Site;
  let table: Site;

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
    table = await site("127.0.0.1", (path) => (path.startsWith("/embed/player/") ? { type: "text/html", body: FRAME_PAGE } : null));
    host = await site("localhost", (path) => {
      if (path === "/embed/v1.js") return { type: "text/javascript", body: LOADER_SCRIPT };
      if (path !== "/") return null;
      return {
        type: "text/html",
        body: `<!doctype html><html lang="en"><head><title>Host</title><script src="/embed/v1.js"></script></head>
<body style="margin:0;background:#fafafa"><pokerworks-table launch-url="${table.origin}/embed/player/es_1#launchSecret=els_a"
  style="height:300px;--pw-felt:#123456;--pw-accent:rgb(1, 2, 3);--unrelated:#fff"></pokerworks-table><p id="after">after</p>
<script>window.events=[];for(const t of ["pw:ready","pw:resize","pw:hand_ended","pw:seat_closed","pw:error","pw:other"])document.addEventListener(t,(e)=>window.events.push({type:t,detail:e.detail}));</script></body></html>`,
      };
    });
    browser = await launchBrowser(chromium);
  });

  afterAll(async () => {
    await browser?.close();
    for (const s of [host, table]) if (s) await new Promise((resolve) => s.server.close(resolve));
  });

  const frameOf = (page: Page): Frame => {
    const frame = page.frames().find((f) => f.url().startsWith(table.origin));
    if (!frame) throw new Error("no table frame");
    return frame;
  };
  const received = (page: Page) => frameOf(page).evaluate<Json[]>("window.got");
  const events = (page: Page) => page.evaluate<Json[]>("window.events");

  it("frames the launch URL, sends pw:theme on pw:ready, relays the frame's messages only, grows for pw:resize, follows a new launch-url", async () => {
    const page = await browser.newPage({ colorScheme: "dark" });
    await page.goto(`${host.origin}/`);
    // The launch URL as given, fragment included (the page reads its secret there); the frame named for assistive tech.
    await expect
      .poll(() => frameOf(page).evaluate<string>("document.getElementById('who').textContent"))
      .toBe("/embed/player/es_1#launchSecret=els_a");
    expect(await page.locator("pokerworks-table").evaluate((el) => el.shadowRoot)).toBeNull();

    // On pw:ready: one pw:theme from the host page (its light background wins over the visitor's dark
    // preference) with the --pw-* variables of the page's names only, sent to the frame's origin.
    await expect
      .poll(() => received(page))
      .toEqual([
        {
          origin: host.origin,
          fromParent: true,
          data: { type: "pw:theme", theme: "light", variables: { "--felt": "#123456", "--accent": "rgb(1, 2, 3)" } },
        },
      ]);
    expect(await events(page)).toEqual([{ type: "pw:ready", detail: { type: "pw:ready", mode: "player", tableId: "tbl_1" } }]);

    // The frame's messages become events on the element; other types, other windows and other origins do not.
    await frameOf(page).evaluate(`
      parent.postMessage({ type: "pw:hand_ended", hand: 4, stack: 180, won: 30 }, "*");
      parent.postMessage({ type: "pw:other" }, "*");
      parent.postMessage({ type: "pw:seat_closed", finalStack: 180, reason: "left" }, "*");`);
    await page.evaluate(`window.postMessage({ type: "pw:error", code: "forged" }, "*")`);
    await expect.poll(() => events(page).then((e) => e.map((x) => x.type))).toEqual(["pw:ready", "pw:hand_ended", "pw:seat_closed"]);
    expect((await events(page))[2].detail).toEqual({ type: "pw:seat_closed", finalStack: 180, reason: "left" });

    // pw:resize: a page that needs more than it has makes the element grow (the content after it moves down);
    // one that fits changes nothing.
    await frameOf(page).evaluate(`parent.postMessage({ type: "pw:resize", height: 200 }, "*")`);
    await frameOf(page).evaluate(`parent.postMessage({ type: "pw:resize", height: 640 }, "*")`);
    await expect.poll(() => page.locator("pokerworks-table").evaluate((el) => el.getBoundingClientRect().height)).toBe(640);
    expect(await page.locator("#after").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(640);

    // theme="dark": sent again at once.
    await page.locator("pokerworks-table").evaluate((el) => el.setAttribute("theme", "dark"));
    await expect.poll(() => received(page).then((r) => r.at(-1)?.data.theme)).toBe("dark");

    // A new launch URL (a new seat): the frame loads it.
    await page
      .locator("pokerworks-table")
      .evaluate((el, origin) => el.setAttribute("launch-url", `${origin}/embed/player/es_2#launchSecret=els_b`), table.origin);
    await expect
      .poll(() =>
        frameOf(page)
          .evaluate<string>("document.getElementById('who').textContent")
          .catch(() => ""),
      )
      .toBe("/embed/player/es_2#launchSecret=els_b");
    expect(page.frames().filter((f) => f.url().startsWith(table.origin))).toHaveLength(1);
    await page.close();
  });
});
