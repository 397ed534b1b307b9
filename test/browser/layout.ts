import { mkdirSync } from "node:fs";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
 * The table holds on phones (the check behind test/browser/layout-*.test.ts): the player page and the
 * spectator page, for 2-, 6- and 9-seat tables full of
 * players with long names and five-digit stacks, at 320, 360, 414, 768 and 1280 px wide. The 6-seat table
 * deals five-card Omaha and the 9-seat one four-card Omaha: their 5 and 4 hole cards a seat are the widest
 * the pages draw (hold'em's two take less room in the same place), so every game's cards are checked. While house bots
 * play hand after hand (bets out, a board, the dealer button, shown cards and the result line between
 * hands, the player's controls on its turn), the element boxes are sampled: no two seats, cards, bet
 * labels, board cards, the dealer button, the pot, the result line, the bars or the controls overlap,
 * nothing sticks out of the page, and no stack, bet or result text is cut. Screenshots go to
 * test-artifacts/ (the docs' pictures are copied from there).
 */

const chromium = findChromium();
const ARTIFACTS = "test-artifacts";
const PROJECT_ID = "layout-app";
const WIDTHS: Array<[number, number]> = [
  [320, 568],
  [360, 740],
  [414, 896],
  [768, 1024],
  [1280, 800],
];
const NAMES = [
  "Maximiliana Vandersteen",
  "Bartholomew",
  "Chloe",
  "Dmitri Alexandrov",
  "Esperanza",
  "Fitzgerald",
  "Gwendolyn",
  "Hiroshi Takahashi",
  "Isolde",
];

/** Runs in the page: every overlap between parts of different groups, and every box or text that is clipped. */
const CHECK = `(() => {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  const vh = Math.max(document.documentElement.scrollHeight, innerHeight);
  if (document.documentElement.scrollWidth > vw + 1) problems.push("horizontal overflow " + document.documentElement.scrollWidth + " > " + vw);
  const shown = (e) => { if (!e) return false; const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== "hidden"; };
  const textBox = (e) => { const range = document.createRange(); range.selectNodeContents(e); return range.getBoundingClientRect(); };
  const parts = [];
  const add = (group, label, rect) => { if (rect.width > 0 && rect.height > 0) parts.push({ group, label, r: rect }); };
  document.querySelectorAll(".seat").forEach((s) => {
    const g = "seat" + s.dataset.seat;
    s.querySelectorAll(".cards .card").forEach((c, i) => shown(c) && add(g, g + " card" + i, c.getBoundingClientRect()));
    add(g, g + " plate", s.querySelector(".plate").getBoundingClientRect());
    const act = s.querySelector(".act");
    if (act.textContent) add(g, g + " act '" + act.textContent + "'", textBox(act));
  });
  document.querySelectorAll(".bet").forEach((b, i) => add("bet" + i, "bet '" + b.textContent + "'", b.getBoundingClientRect()));
  document.querySelectorAll(".dealer").forEach((d) => add("dealer", "dealer", d.getBoundingClientRect()));
  document.querySelectorAll("#board .card").forEach((c, i) => add("board", "board" + i, c.getBoundingClientRect()));
  const pot = document.getElementById("pot"); if (shown(pot) && pot.textContent) add("pot", "pot '" + pot.textContent + "'", pot.getBoundingClientRect());
  const status = document.getElementById("status"); if (status.textContent) add("status", "status '" + status.textContent + "'", textBox(status));
  add("header", "header", document.querySelector(".bar").getBoundingClientRect());
  add("footer", "footer", document.querySelector(".foot").getBoundingClientRect());
  const controls = document.getElementById("controls"); if (shown(controls)) add("controls", "controls", controls.getBoundingClientRect());
  const banner = document.getElementById("banner");
  for (const p of parts) {
    if (p.r.left < -0.5 || p.r.right > vw + 0.5 || p.r.top < -0.5 || p.r.bottom > vh + 0.5) problems.push(p.label + " outside the page");
  }
  for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
    const a = parts[i], b = parts[j];
    if (a.group === b.group) continue;
    const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
    const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
    if (x > 1 && y > 1) problems.push(a.label + " overlaps " + b.label);
  }
  // Text that must never be cut (names may end in an ellipsis: a chosen truncation).
  document.querySelectorAll(".stack, .bet, .act, #pot, .card").forEach((e) => {
    if (shown(e) && e.scrollWidth > e.clientWidth + 1) problems.push("clipped text '" + e.textContent + "' (" + e.scrollWidth + " > " + e.clientWidth + ")");
  });
  return { problems, busy: { bets: document.querySelectorAll(".bet").length, board: document.querySelectorAll("#board .card:not(.slot)").length, result: !!(status.textContent && /wins|\\u00b7/i.test(status.textContent)), controls: !!(controls && shown(controls) && document.querySelector("#actions button")) } };
})()`;

/**
 * The layout check of one table size and game (one file each: layout-2/6/9.test.ts, so the three sizes, each
 * mostly waiting on hands to reach the states it samples, run side by side instead of one after another).
 */
export function describeLayout(size: number, game: string): void {
  describe.skipIf(!chromium && !browserRequired())(`the table's layout at phone and desktop widths: ${size} seats, ${game}`, () => {
    let worker: LocalWorker;
    let browser: Browser;
    let host: HtmlServer;
    let key: string;
    const framed = new Map<string, string>();

    const hostPage = (path: string) => {
      const src = framed.get(path);
      if (!src) return null;
      return `<!doctype html><html><head><title>Builder</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0"><iframe id="table" title="Poker table" src="${src.replace(/"/g, "&quot;")}" style="display:block;border:0;width:100%;height:100vh"></iframe></body></html>`;
    };

    beforeAll(async () => {
      if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
      [worker, browser, host] = await Promise.all([
        startWorker({ TABLE_NEXT_HAND_MS: "1200", TABLE_BOT_THINK_MS: "250" }),
        launchBrowser(chromium),
        serveHtml("localhost", hostPage),
      ]);
      ({ key } = await issueTestKey(worker));
      await management(worker, key, "POST", "/projects", { projectId: PROJECT_ID, name: "Layout", allowedOrigins: [host.origin] });
    });

    afterAll(async () => {
      await Promise.all([browser?.close(), worker?.stop(), host?.close()]);
    });

    /** A full table of `size` seats: house bots everywhere, and (withHuman) a human at the last seat (the player page's). */
    async function fullTable(size: number, withHuman: boolean, game: string) {
      const { ringGame } = await management(worker, key, "POST", "/ring-games", {
        name: `Layout ${size}-max`,
        roomId: "layout",
        projectId: PROJECT_ID,
        game,
        tableSize: size,
        smallBlind: 50,
        bigBlind: 100,
        buyIn: { min: 1000, max: 100_000 },
        clock: { actionSeconds: 20, timeBankSeconds: 0 },
        trustMode: "mixed_declared",
      });
      const { table } = await management(worker, key, "POST", `/ring-games/${ringGame.id}/tables`, { name: `Championship table ${size}` });
      for (let n = 1; n <= size; n++) {
        const human = withHuman && n === size;
        await management(worker, key, "POST", `/tables/${table.id}/seats`, {
          playerRef: `p${n}`,
          displayName: NAMES[n - 1],
          participant: human ? "human" : "bot",
          ...(human ? {} : { control: "house" }),
          stack: 88_888 - n * 1111,
          seatNumber: n,
        });
      }
      const launch = async (mode: "player" | "spectator") => {
        const { launch } = await management(worker, key, "POST", "/embed-sessions", {
          environment: "test",
          mode,
          origin: host.origin,
          productKey: "arena-holdem",
          projectId: PROJECT_ID,
          returnUrl: `${host.origin}/`,
          target: mode === "player" ? { tableId: table.id, seatNumber: size } : { ringGameId: ringGame.id, tableIds: [table.id] },
        });
        return launch.launchUrl as string;
      };
      // Closed once checked: house bots would otherwise play on for the rest of the file, taking the CPU
      // the other files need.
      const close = () => management(worker, key, "PATCH", `/ring-games/${ringGame.id}`, { status: "closed" });
      return { tableId: table.id, launch, close };
    }

    const frameOf = (page: Page): Frame => page.frames().find((f) => /\/embed\/(player|spectator)\//.test(f.url()))!;
    // Each run samples whatever states the hands reach; rare ones have shown real overlaps, each fixed at its
    // cause (the dealer button over a split pot's result line: a split is counted, not listed; a six-figure
    // bet label at 320 px over a neighbour's plate: bets from 100,000 show compact, "125.4K").
    it(`${size}-seat ${game} table: no overlap and nothing clipped on the player and spectator pages`, async () => {
      // The player page at a table with its human; the spectator page at one of bots only, which plays on by itself.
      const tables = { player: await fullTable(size, true, game), spectator: await fullTable(size, false, game) };
      const failures: string[] = [];
      for (const mode of ["player", "spectator"] as const) {
        const table = tables[mode];
        framed.set(`/${mode}-${size}`, await table.launch(mode));
        const context = await browser.newContext({ viewport: { width: WIDTHS[0]![0], height: WIDTHS[0]![1] } });
        const page = await context.newPage();
        await page.goto(`${host.origin}/${mode}-${size}`);
        await page.frameLocator("#table").locator(".seat:not(.empty)").first().waitFor({ timeout: 20_000 });
        const seen = { bets: 0, board: 0, result: false, controls: false };
        let shot = false;
        /** One sample of the page at `width`: its problems, what it shows; the player acts on its turn. */
        const sample = async (width: number) => {
          const { problems, busy } = await frameOf(page).evaluate<{ problems: string[]; busy: typeof seen }>(CHECK);
          for (const p of problems) failures.push(`${mode} ${size}-max @${width}px: ${p}`);
          seen.bets = Math.max(seen.bets, busy.bets);
          seen.board = Math.max(seen.board, busy.board);
          seen.result ||= busy.result;
          seen.controls ||= busy.controls;
          if (!shot && (busy.bets > 0 || busy.board > 0)) {
            mkdirSync(ARTIFACTS, { recursive: true });
            await page.screenshot({ path: `${ARTIFACTS}/layout-${mode}-${size}max-${width}.jpg`, quality: 70 });
            shot = true;
          }
          // The player acts when it is its turn (check or call), so the hand goes on.
          if (mode === "player" && busy.controls) {
            const ui = page.frameLocator("#table");
            const buttons = await ui
              .locator("#actions button")
              .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { action: string } }).dataset.action));
            const action = ["check", "call"].find((a) => buttons.includes(a)) ?? buttons[0];
            // The turn may pass (the clock, a redraw) between reading and clicking: a missed click only delays the hand.
            if (action)
              await ui
                .locator(`#actions button[data-action=${action}]`)
                .click({ timeout: 2_000 })
                .catch(() => undefined);
          }
          await page.waitForTimeout(120);
        };
        for (const [width, height] of WIDTHS) {
          await page.setViewportSize({ width, height });
          // The frame lays itself out again on its resize event (one animation frame): sample after it.
          await page.waitForTimeout(400);
          shot = false;
          const until = Date.now() + 3500;
          while (Date.now() < until) await sample(width);
        }
        // On a slow machine the hands may not have reached a bet or a board in those seconds: sample on at the
        // widest page until they do (every sample is checked the same way), for at most 30 s more.
        const lastWidth = WIDTHS[WIDTHS.length - 1]![0];
        const more = Date.now() + 30_000;
        while ((seen.bets === 0 || seen.board === 0) && Date.now() < more) await sample(lastWidth);
        const played = await management(worker, key, "GET", `/tables/${table.tableId}`).catch((error: Error) => error.message);
        await context.close();
        await table.close();
        // The table as the API saw it, in the message: a table that stopped dealing, or a page that stopped showing it.
        expect(seen.bets, `${mode} ${size}-max saw bets; the table: ${JSON.stringify(played).slice(0, 600)}`).toBeGreaterThan(0);
        expect(seen.board, `${mode} ${size}-max saw a board; the table: ${JSON.stringify(played).slice(0, 600)}`).toBeGreaterThan(0);
      }
      const unique = [...new Set(failures)];
      expect(unique.slice(0, 40)).toEqual([]);
    });
  });
}
