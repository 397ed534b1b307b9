import { mkdirSync } from "node:fs";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe.ts";
import { browserRequired, findChromium, type HtmlServer, issueTestKey, type LocalWorker, launchBrowser, serveHtml, startWorker } from "./harness.ts";

/**
 * Calculator embeds in a real browser (issue 20 part 2): a builder's page on an allowed origin loads
 * /embed/v1.js and places the four elements; each frame calculates with the publishable key and shows the
 * REST answer for the same input; typing into a frame recalculates; API field errors show at their fields;
 * the elements size themselves (pw:resize); a page on another origin gets nothing (no frame, no answer).
 * Screenshots at 360 and 1280 px go to test-artifacts/.
 */

const chromium = findChromium();
const ARTIFACTS = "test-artifacts";

const INPUTS = {
  equity: { path: "/v1/calculations/equity/holdem", body: { players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "Ah7d2c" } },
  "icm-deal": {
    path: "/v1/calculations/icm/deal",
    body: {
      players: [
        { id: "Alice", stack: 52000 },
        { id: "Bob", stack: 31000 },
        { id: "Carol", stack: 17000 },
      ],
      payouts: [5000, 3000, 2000],
      rounding: { unit: 10 },
    },
  },
  payouts: { path: "/v1/calculations/tournaments/payouts", body: { entrants: 120, prizePool: 12000, buyIn: 100, rounding: { unit: 5 } } },
  blinds: {
    path: "/v1/calculations/tournaments/blinds",
    body: {
      startingStack: 20000,
      players: 30,
      targetDurationMinutes: 240,
      levelMinutes: 20,
      denominations: [25, 100, 500, 1000, 5000],
      ante: "big_blind",
      breaks: { everyLevels: 4, minutes: 10 },
    },
  },
} as const;
type Kind = keyof typeof INPUTS;
const KINDS = Object.keys(INPUTS) as Kind[];

/** `<pokerworks-equity game="plo4|plo5">`: three known Omaha hands on a flop (the widest labels are five cards). */
const OMAHA = {
  plo4: { game: "plo4", players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }, { hand: "6d6s5h4h" }], board: "Ad7c2h" },
  plo5: { game: "plo5", players: [{ hand: "AsAhKdQd7c" }, { hand: "JcTc9h8h2s" }, { hand: "6d6s5h4h3c" }], board: "Ad7s2h" },
} as const;
type OmahaGame = keyof typeof OMAHA;

describe.skipIf(!chromium && !browserRequired())("calculator embeds in Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let allowedHost: HtmlServer;
  let otherHost: HtmlServer;
  let secretKey: string;
  let publishableKey: string;

  /** A builder's page: the loader, and one element per calculator with its inputs (or none: the form's defaults). */
  const hostPage = (path: string) => {
    const url = new URL(path, "http://x");
    // /<kind or all>[/host-dark][/theme-<theme>]: a dark builder's page, the elements' theme attribute.
    const [first, ...options] = url.pathname.slice(1).split("/");
    // /omaha/<game>: one Omaha equity element.
    if (first === "omaha") {
      const game = options[0] as OmahaGame;
      if (!(game in OMAHA)) return null;
      return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Omaha club</title>
<style>body{margin:0;padding:16px;font-family:Georgia,serif;background:#fafafa}pokerworks-equity{border:1px solid #ddd;border-radius:12px;overflow:hidden;background:#fff}</style>
<script src="${worker.origin}/embed/v1.js" async></script></head>
<body><pokerworks-equity game="${game}" publishable-key="${publishableKey}" inputs='${JSON.stringify(OMAHA[game])}'></pokerworks-equity></body></html>`;
    }
    const only = first as Kind | "all";
    if (only !== "all" && !(only in INPUTS)) return null;
    const kinds = only === "all" ? KINDS : [only];
    const dark = options.includes("host-dark");
    const theme = options.find((o) => o.startsWith("theme-"))?.slice("theme-".length);
    const elements = kinds
      .map(
        (kind) =>
          `<pokerworks-${kind} publishable-key="${publishableKey}"${theme ? ` theme="${theme}"` : ""} inputs='${JSON.stringify(INPUTS[kind].body)}'></pokerworks-${kind}>`,
      )
      .join("\n");
    return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Poker club</title>
<style>body{margin:0;padding:16px;font-family:Georgia,serif;background:${dark ? "#15181a;color:#eee" : "#fafafa"}}h1{font-size:18px;margin:0 0 12px}pokerworks-equity,pokerworks-icm-deal,pokerworks-payouts,pokerworks-blinds{margin:0 0 16px;border:1px solid #ddd;border-radius:12px;overflow:hidden;background:${dark ? "#202428" : "#fff"}}
/* Host CSS that must not reach inside the frames */ input,button,table,td{font-size:40px!important;color:red!important}</style>
<script>window.events=[];for(const t of ["pw:ready","pw:resize","pw:result","pw:error"])document.addEventListener(t,(e)=>window.events.push({type:t,tag:e.target.localName,detail:e.detail}));</script>
<script src="${worker.origin}/embed/v1.js" async></script></head>
<body><h1>Poker club tools</h1>
${elements}
</body></html>`;
  };

  async function rest(kind: Kind, body: unknown = INPUTS[kind].body): Promise<Record<string, unknown>> {
    const res = await worker.fetch(INPUTS[kind].path, {
      method: "POST",
      headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  }

  function frameOf(page: Page, kind: Kind): Frame {
    const frame = page.frames().find((f) => f.url().includes(`/embed/calculators/${kind}?`));
    if (!frame) throw new Error(`no ${kind} frame among ${page.frames().map((f) => f.url())}`);
    return frame;
  }

  async function done(page: Page, kind: Kind): Promise<Frame> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const frame = page.frames().find((f) => f.url().includes(`/embed/calculators/${kind}?`));
      if (frame && (await frame.locator("#app[data-state=done]").count()) > 0) return frame;
      await page.waitForTimeout(100);
    }
    throw new Error(`${kind} did not show a result`);
  }

  /** What the frame's DOM shows, as numbers, next to the same numbers from the REST answer. */
  async function shownAndExpected(frame: Frame, kind: Kind, answer: Record<string, unknown>) {
    const attrs = (selector: string, names: string[]) =>
      frame
        .locator(selector)
        .evaluateAll(
          (nodes, keys) => nodes.map((n) => keys.map((k) => Number((n as unknown as { getAttribute(name: string): string | null }).getAttribute(k)))),
          names,
        );
    if (kind === "equity") {
      const players = answer.players as Array<{ equity: number; win: number; tie: number }>;
      return { shown: await attrs(".bar-row", ["data-equity", "data-win", "data-tie"]), expected: players.map((p) => [p.equity, p.win, p.tie]) };
    }
    if (kind === "icm-deal") {
      const players = answer.players as Array<{ suggestions: Record<string, number> }>;
      return {
        shown: await frame
          .locator("tbody tr")
          .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("[data-value]")].map((c) => Number(c.getAttribute("data-value"))))),
        expected: players.map((p) => [p.suggestions.icm, p.suggestions.chipChop, p.suggestions.equal, p.suggestions.blended]),
      };
    }
    if (kind === "payouts") {
      const tiers = answer.tiers as Array<{ fromPlace: number; toPlace: number; amount: number }>;
      return {
        shown: await attrs("tbody tr", ["data-from", "data-to", "data-amount"]),
        expected: tiers.map((t) => [t.fromPlace, t.toPlace, t.amount]),
      };
    }
    const levels = (answer.levels as Array<{ kind: string; level: number; smallBlind: number; bigBlind: number; ante: number }>).filter(
      (l) => l.kind === "level",
    );
    return {
      shown: await attrs("tbody tr[data-kind=level]", ["data-level", "data-small", "data-big", "data-ante"]),
      expected: levels.map((l) => [l.level, l.smallBlind, l.bigBlind, l.ante]),
    };
  }

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
    [worker, browser, allowedHost, otherHost] = await Promise.all([
      startWorker(),
      launchBrowser(chromium),
      serveHtml("localhost", hostPage),
      serveHtml("127.0.0.1", hostPage),
    ]);
    const issued = await issueTestKey(worker);
    secretKey = issued.key;
    const project = await worker.fetch("/api/v1/management/projects", {
      method: "POST",
      headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
      body: JSON.stringify({ projectId: "club-site", name: "Club site", allowedOrigins: [allowedHost.origin] }),
    });
    expect(project.status).toBe(201);
    const pk = await worker.fetch(`/api/v1/admin/organizations/${issued.organizationId}/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${worker.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "club widgets", environment: "test", kind: "publishable", projectId: "club-site" }),
    });
    expect(pk.status).toBe(201);
    publishableKey = ((await pk.json()) as { secret: string }).secret;
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), worker?.stop(), allowedHost?.close(), otherHost?.close()]);
  });

  it("each element on an allowed origin shows the REST answer for its inputs, sized to its content", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused/.test(message.text())) violations.push(message.text());
    });
    try {
      await page.goto(`${allowedHost.origin}/all`);
      for (const kind of KINDS) {
        const frame = await done(page, kind);
        const { shown, expected } = await shownAndExpected(frame, kind, await rest(kind));
        expect(shown.length, kind).toBeGreaterThan(0);
        expect(shown, kind).toEqual(expected);
        // Auto-height: the element is as tall as the frame's document (no inner scroll bar), whatever its content.
        // (The frames sit in closed shadow roots: the light DOM has no iframe.)
        expect(await page.locator("iframe").count()).toBe(0);
        await expect
          .poll(
            async () => {
              const content = await frame.evaluate<number>("Math.ceil(document.documentElement.getBoundingClientRect().height)");
              const element = await page.locator(`pokerworks-${kind}`).evaluate((el) => el.getBoundingClientRect().height);
              return Math.abs(element - 2 - content) <= 2 ? 0 : `element ${element}px, content ${content}px`; // the host's 1px borders
            },
            { message: `${kind}: the element's height follows its content`, timeout: 5000 },
          )
          .toBe(0);
      }
      // The blind schedule is longer than the element's first height (360 px): the frame grew to show all of it.
      expect(await page.locator("pokerworks-blinds").evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(500);
      // The host's CSS reached nothing inside (its 40px red inputs would).
      expect(
        await frameOf(page, "equity")
          .locator("#f-board")
          .evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } }).getComputedStyle(el).fontSize),
      ).toBe("14px");
      // Events: ready, resize and one result per element, each result the REST answer.
      const events = await page.evaluate<Array<{ type: string; tag: string; detail: { result?: unknown } }>>("window.events");
      for (const kind of KINDS) {
        const mine = events.filter((e) => e.tag === `pokerworks-${kind}`);
        expect(mine.map((e) => e.type)).toContain("pw:ready");
        expect(mine.map((e) => e.type)).toContain("pw:resize");
        expect(mine.find((e) => e.type === "pw:result")?.detail.result).toEqual(await rest(kind));
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("typing into a frame recalculates; the API's field errors show at their fields", async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${allowedHost.origin}/equity`);
      let frame = await done(page, "equity");
      await frame.locator("#f-player-0").fill("7h7c");
      await frame.locator("#f-player-1").fill("AKs");
      await frame.locator("#f-board").fill("");
      await frame.locator("button[type=submit]").click();
      await frame.locator("#app[data-state=done] .bar-row[data-player='1']").waitFor();
      await page.waitForTimeout(200);
      frame = await done(page, "equity");
      const { shown, expected } = await shownAndExpected(frame, "equity", await rest("equity", { players: [{ hand: "7h7c" }, { range: "AKs" }] }));
      expect(shown).toEqual(expected);

      await frame.locator("#f-player-0").fill("Ax");
      await frame.locator("button[type=submit]").click();
      await frame.locator("#app[data-state=error]").waitFor();
      expect(await frame.locator("#errors li").count()).toBeGreaterThan(0);
      expect(await frame.locator("#f-player-0").getAttribute("aria-invalid")).toBe("true");
      const events = await page.evaluate<Array<{ type: string; detail: { problem?: { code: string } } }>>("window.events");
      expect(events.find((e) => e.type === "pw:error")?.detail.problem?.code).toBe("validation_failed");

      // The payout form, typed: 45 entrants, 4,500 in the pool.
      await page.goto(`${allowedHost.origin}/payouts`);
      const payouts = await done(page, "payouts");
      await payouts.locator("#f-entrants").fill("45");
      await payouts.locator("#f-prizePool").fill("4500");
      await payouts.locator("button[type=submit]").click();
      await payouts.locator("#app[data-state=done] tbody tr").first().waitFor();
      await page.waitForTimeout(200);
      const typed = await shownAndExpected(
        await done(page, "payouts"),
        "payouts",
        await rest("payouts", { ...INPUTS.payouts.body, entrants: 45, prizePool: 4500 }),
      );
      expect(typed.shown).toEqual(typed.expected);
    } finally {
      await context.close();
    }
  });

  it("a page on another origin gets nothing: the frame is refused and so is the key", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageResponse = page.waitForResponse((response) => response.url().includes("/embed/calculators/equity"));
    try {
      await page.goto(`${otherHost.origin}/equity`);
      const response = await pageResponse;
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      await page.waitForTimeout(1500);
      // Chromium blocked the frame: no calculator document, no message.
      const frame = page.frames().find((f) => f.url().includes("/embed/calculators/equity"));
      expect(
        frame
          ? await frame
              .locator("#app")
              .count()
              .catch(() => 0)
          : 0,
      ).toBe(0);
      expect(await page.evaluate<unknown[]>("window.events")).toEqual([]);
      // The key itself, called from this origin: 403, and without CORS the page cannot even read that.
      const direct = await page.evaluate<string>(
        `fetch(${JSON.stringify(`${worker.origin}${INPUTS.equity.path}`)}, { method: "POST", headers: { authorization: "Bearer ${publishableKey}", "content-type": "application/json" }, body: ${JSON.stringify(JSON.stringify(INPUTS.equity.body))} }).then((r) => "read " + r.status, () => "blocked")`,
      );
      expect(direct).toBe("blocked");
      const refused = await worker.fetch(INPUTS.equity.path, {
        method: "POST",
        headers: { authorization: `Bearer ${publishableKey}`, "content-type": "application/json", origin: otherHost.origin },
        body: JSON.stringify(INPUTS.equity.body),
      });
      expect(refused.status).toBe(403);
    } finally {
      await context.close();
    }
  });

  it("follow the host page's theme, not the visitor's, unless told (theme=auto); equity, win and tie to two decimals", async () => {
    const cases = [
      { scheme: "dark", path: "/equity", theme: "light" },
      { scheme: "light", path: "/equity/host-dark", theme: "dark" },
      { scheme: "dark", path: "/equity/theme-auto", theme: "auto", dark: true },
      { scheme: "light", path: "/equity/host-dark/theme-light", theme: "light" },
    ] as const;
    for (const c of cases) {
      const context = await browser.newContext({ colorScheme: c.scheme });
      const page = await context.newPage();
      try {
        await page.goto(`${allowedHost.origin}${c.path}`);
        const frame = await done(page, "equity");
        expect(await frame.evaluate("document.documentElement.dataset.theme"), c.path).toBe(c.theme);
        const background = await frame.evaluate<string>("getComputedStyle(document.body).backgroundColor");
        const dark = c.theme === "dark" || ("dark" in c && c.dark);
        expect(background, c.path).toBe(dark ? "rgb(17, 24, 21)" : "rgb(255, 255, 255)");
      } finally {
        await context.close();
      }
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${allowedHost.origin}/equity`);
      const frame = await done(page, "equity");
      const answer = await rest("equity");
      const players = answer.players as Array<{ equity: number; win: number; tie: number }>;
      const shown = await frame.locator(".bar-value").allTextContents();
      const subs = await frame.locator(".bar-sub").allTextContents();
      players.forEach((p, i) => {
        expect(shown[i]).toBe(`${(p.equity * 100).toFixed(2)}%`);
        expect(subs[i]).toContain(`win ${(p.win * 100).toFixed(2)}% · tie ${(p.tie * 100).toFixed(2)}%`);
      });
    } finally {
      await context.close();
    }
  });

  it("game=plo4 and plo5: the Omaha REST answer to two decimals; five-card hands fit at 360 and 1280 px; no serious axe violations", async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      try {
        for (const game of Object.keys(OMAHA) as OmahaGame[]) {
          await page.goto(`${allowedHost.origin}/omaha/${game}`);
          const frame = await done(page, "equity");
          expect(await frame.locator("h1").textContent()).toBe(`Omaha equity (${game === "plo4" ? 4 : 5} cards)`);
          const res = await worker.fetch("/v1/calculations/equity/omaha", {
            method: "POST",
            headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
            body: JSON.stringify(OMAHA[game]),
          });
          expect(res.status).toBe(200);
          const answer = (await res.json()) as { method: string; players: Array<{ input: string; equity: number; win: number; tie: number }> };
          expect(answer.method).toBe("exact");
          const { shown, expected } = await shownAndExpected(frame, "equity", answer);
          expect(shown, `${game} at ${width}`).toEqual(expected);
          const values = await frame.locator(".bar-value").allTextContents();
          const subs = await frame.locator(".bar-sub").allTextContents();
          answer.players.forEach((p, i) => {
            expect(values[i]).toBe(`${(p.equity * 100).toFixed(2)}%`);
            expect(subs[i]).toBe(`win ${(p.win * 100).toFixed(2)}% · tie ${(p.tie * 100).toFixed(2)}%`);
          });

          // Layout: nothing scrolls sideways, each hand is shown whole, and label, bar and value do not overlap.
          const layout = await frame.evaluate<string[]>(`(() => {
            const problems = [];
            const doc = document.documentElement;
            if (doc.scrollWidth > doc.clientWidth) problems.push("page " + doc.scrollWidth + " > " + doc.clientWidth);
            for (const row of document.querySelectorAll(".bar-row")) {
              const [label, track, value] = [".bar-label", ".bar-track", ".bar-value"].map((s) => row.querySelector(s));
              const [l, t, v] = [label, track, value].map((e) => e.getBoundingClientRect());
              if (label.scrollWidth > label.clientWidth) problems.push(label.textContent + " cut: " + label.scrollWidth + " > " + label.clientWidth);
              if (l.right > t.left + 0.5) problems.push(label.textContent + " overlaps its bar");
              if (t.right > v.left + 0.5) problems.push(label.textContent + " bar overlaps its value");
              if (t.width < 30) problems.push(label.textContent + " bar " + t.width + "px");
              if (v.right > doc.clientWidth + 0.5) problems.push(label.textContent + " value past the edge");
            }
            for (const input of document.querySelectorAll("input")) {
              const r = input.getBoundingClientRect();
              if (r.right > doc.clientWidth + 0.5) problems.push(input.id + " past the edge");
              if (input.name === "player" && input.scrollWidth > input.clientWidth) problems.push(input.id + " text cut");
            }
            return problems;
          })()`);
          expect(layout, `${game} at ${width}px`).toEqual([]);
          const element = page.locator("pokerworks-equity");
          const box = (await element.boundingBox())!;
          expect(box.x + box.width, `${game} at ${width}px`).toBeLessThanOrEqual(width);
          expect(await seriousAxeViolations(frame), `${game} at ${width}px`).toEqual([]);
          if (game === "plo5") {
            await element.scrollIntoViewIfNeeded();
            await page.waitForTimeout(400);
            await element.screenshot({ path: `${ARTIFACTS}/calculator-equity-plo5-${width}.png` });
            await element.screenshot({ path: `${ARTIFACTS}/calculator-equity-plo5-${width}.jpg`, quality: 72 });
          }
        }
      } finally {
        await context.close();
      }
    }
  });

  it("changing the game attribute reloads the frame as that game's calculator; its hand-size errors show at the fields", async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${allowedHost.origin}/omaha/plo4`);
      await done(page, "equity");
      const element = page.locator("pokerworks-equity");
      // The four-card inputs stay: the five-card calculator refuses them at the hands.
      await element.evaluate((el) => el.setAttribute("game", "plo5"));
      await expect.poll(() => page.frames().some((f) => f.url().includes("game=plo5")), { timeout: 10_000 }).toBe(true);
      const frame = page.frames().find((f) => f.url().includes("game=plo5"))!;
      await frame.locator("#app[data-state=error]").waitFor();
      expect(await frame.locator("h1").textContent()).toBe("Omaha equity (5 cards)");
      expect(await frame.locator("#f-player-0").getAttribute("aria-invalid")).toBe("true");
      expect(await frame.locator("#errors li[data-path='/players/0/hand']").textContent()).toContain("exactly 5 cards in plo5");
      // Five-card inputs: the answer.
      await element.evaluate((el, inputs) => el.setAttribute("inputs", inputs), JSON.stringify(OMAHA.plo5));
      await frame.locator("#app[data-state=done]").waitFor();
      expect(await frame.locator(".bar-row").count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  it("screenshots at 360 and 1280 px, light and dark", async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const width of [360, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 1600 },
        deviceScaleFactor: 1,
        colorScheme: width === 360 ? "dark" : "light",
      });
      const page = await context.newPage();
      try {
        // The dark pictures: a dark builder's page (the calculators follow the host's theme).
        await page.goto(`${allowedHost.origin}/all${width === 360 ? "/host-dark" : ""}`);
        for (const kind of KINDS) {
          await done(page, kind);
          const element = page.locator(`pokerworks-${kind}`);
          // Chromium paints a cross-origin frame only once it is in view.
          await element.scrollIntoViewIfNeeded();
          await page.waitForTimeout(400);
          await element.screenshot({ path: `${ARTIFACTS}/calculator-${kind}-${width}.png` });
          await element.screenshot({ path: `${ARTIFACTS}/calculator-${kind}-${width}.jpg`, quality: 72 });
        }
      } finally {
        await context.close();
      }
    }
  });
});
