import { mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from "playwright-core";
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
 * Two people play each other in the browser (player embeds): each has its own tab, a builder's page that
 * frames its own player launch URL. At least ten hands are played to the end purely by clicking (and one
 * key press): check, call, fold, a bet at a preset and a raise at a typed amount. At every decision the
 * buttons offered equal the legal actions the seat's socket received and the sizer's bounds equal the legal
 * amounts; no frame or answer to one tab ever holds the other player's hole cards outside a showdown; the
 * host page gets `pw:ready`, `pw:hand_ended` per hand and `pw:seat_closed` with the final stack after
 * leaving (confirmed); a few seconds offline mid-hand reconnect without a new launch and play goes on.
 * It measures launch to first rendered table, click to the action shown in the other tab, and page bytes.
 */

const chromium = findChromium();
const ARTIFACTS = "test-artifacts";
const PROJECT_ID = "player-app";

// biome-ignore lint/suspicious/noExplicitAny: frames are asserted field by field.
type Json = any;
interface Recorded {
  at: number;
  frame: Json;
}

interface Player {
  name: string;
  seatNumber: number;
  context: BrowserContext;
  page: Page;
  ui: FrameLocator;
  frames: Recorded[];
  /** Bodies of the page's open and stream-ticket answers. */
  answers: Json[];
}

describe.skipIf(!chromium && !browserRequired())("two players in Chromium, each in a player embed", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let host: HtmlServer;
  const framed = new Map<string, string>();

  const hostPage = (path: string) => {
    const src = framed.get(path);
    if (!src) return null;
    return `<!doctype html><html><head><title>Home game club</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif;background:#ddd"><script>window.__pw=[];addEventListener("message",function(e){if(e.origin===${JSON.stringify(worker.origin)})window.__pw.push(e.data)});</script>
<iframe id="table" title="Poker table" src="${src.replace(/"/g, "&quot;")}" style="display:block;border:0;width:100%;height:100vh"></iframe></body></html>`;
  };

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
    [worker, browser, host] = await Promise.all([
      startWorker({ TABLE_NEXT_HAND_MS: "700" }),
      launchBrowser(chromium),
      serveHtml("localhost", hostPage),
    ]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), worker?.stop(), host?.close()]);
  });

  async function openPlayer(name: string, seatNumber: number, launchUrl: string, width: number): Promise<Player> {
    framed.set(`/${name}`, launchUrl);
    const context = await browser.newContext({ viewport: { width, height: 860 } });
    const page = await context.newPage();
    const frames: Recorded[] = [];
    const answers: Json[] = [];
    page.on("websocket", (ws) => {
      ws.on("framereceived", (event) => {
        const text = typeof event.payload === "string" ? event.payload : event.payload.toString("utf8");
        if (text === "pong") return;
        const parsed = JSON.parse(text);
        for (const frame of Array.isArray(parsed) ? parsed : [parsed]) frames.push({ at: Date.now(), frame });
      });
    });
    page.on("response", async (response) => {
      if (!/\/api\/v1\/embed-sessions\/.+\/(open|stream-tickets)$/.test(response.url())) return;
      const answer = await response.json().catch(() => null);
      answers.push(answer);
      // The answer's snapshot is what the page draws first (it then connects with since=): part of its timeline.
      if (answer?.stream?.snapshot) frames.push({ at: Date.now(), frame: { ...answer.stream.snapshot, via: "http" } });
    });
    await page.goto(`${host.origin}/${name}`);
    return { name, seatNumber, context, page, ui: page.frameLocator("#table"), frames, answers };
  }

  const frameOf = (p: Player): Frame => {
    const frame = p.page.frames().find((f) => f.url().includes("/embed/player/"));
    if (!frame) throw new Error("no player frame");
    return frame;
  };

  /** The decision the page shows now: its buttons, the sizer's bounds and the hand/index of the legal actions it drew from. */
  const readControls = (p: Player) =>
    frameOf(p).evaluate<{ buttons: string[]; sizer: { min: number; max: number } | null; disabled: boolean }>(
      `(() => {
        const buttons = [...document.querySelectorAll("#actions button")];
        const sizer = document.getElementById("sizer");
        const range = document.getElementById("range");
        return {
          buttons: buttons.map((b) => b.dataset.action),
          disabled: buttons.some((b) => b.disabled),
          sizer: sizer.hidden ? null : { min: Number(range.min), max: Number(range.max) },
        };
      })()`,
    );

  /** The last legal_actions the seat's socket received (or a snapshot's `you.legal`), with the hand and index. */
  function lastLegal(p: Player): { hand: number; index: number; legal: Json } | null {
    for (let i = p.frames.length - 1; i >= 0; i--) {
      const f = p.frames[i]!.frame;
      if (f.type === "legal_actions") return f;
      if (f.type === "snapshot" && f.you?.legal) return { hand: f.hand.hand, index: f.hand.index, legal: f.you.legal };
      if (f.type === "acted" && f.seatNumber === p.seatNumber) return null;
      if (f.type === "hand_ended") return null;
    }
    return null;
  }

  const expectedButtons = (legal: Json) =>
    [legal.fold && "fold", legal.check && "check", legal.call !== null && "call", legal.bet && "bet", legal.raise && "raise"].filter(Boolean);

  const hostMessages = (p: Player): Promise<Json[]> => p.page.evaluate("window.__pw");

  it("plays ten hands and more by clicking, buttons always the legal actions, no hole card of the other player, and leaves", async () => {
    const { key } = await issueTestKey(worker);
    await management(worker, key, "POST", "/projects", { projectId: PROJECT_ID, name: "Home game club", allowedOrigins: [host.origin] });
    const { ringGame } = await management(worker, key, "POST", "/ring-games", {
      name: "Club 1/2",
      roomId: "club",
      projectId: PROJECT_ID,
      game: "nlhe",
      tableSize: 6,
      smallBlind: 1,
      bigBlind: 2,
      buyIn: { min: 40, max: 1000 },
      clock: { actionSeconds: 60, timeBankSeconds: 30 },
      trustMode: "human_only",
    });
    const { table } = await management(worker, key, "POST", `/ring-games/${ringGame.id}/tables`, { name: "Table 1" });
    const seats = [
      { name: "alice", displayName: "Alice", seatNumber: 2 },
      { name: "bob", displayName: "Bob", seatNumber: 5 },
    ];
    const launches: string[] = [];
    for (const s of seats) {
      await management(worker, key, "POST", `/tables/${table.id}/seats`, {
        playerRef: `user-${s.name}`,
        displayName: s.displayName,
        participant: "human",
        stack: 600,
        seatNumber: s.seatNumber,
      });
      const { launch } = await management(worker, key, "POST", "/embed-sessions", {
        environment: "test",
        mode: "player",
        origin: host.origin,
        productKey: "club-tables",
        projectId: PROJECT_ID,
        returnUrl: `${host.origin}/lobby`,
        target: { tableId: table.id, seatNumber: s.seatNumber },
      });
      expect(launch.launchUrl).toMatch(/\/embed\/player\/es_[^#]+#launchSecret=els_/);
      launches.push(launch.launchUrl);
    }

    // The page's bytes: HTML with its inline script and style, gzip as served compressed.
    const html = await (await worker.fetch(new URL(launches[0]!).pathname)).text();
    const pageBytes = { raw: Buffer.byteLength(html), gzip: gzipSync(html).byteLength };
    expect(pageBytes.gzip).toBeLessThan(60_000);

    const alice = await openPlayer("alice", 2, launches[0]!, 1280);
    const bob = await openPlayer("bob", 5, launches[1]!, 360);
    const players = [alice, bob];
    const other = (p: Player) => (p === alice ? bob : alice);
    try {
      for (const p of players) await p.ui.locator(".seat.me .plate").waitFor({ timeout: 20_000 });
      // Launch to first rendered table, from the frame's navigation start: the page's own download (wrangler dev
      // on a shared machine), then the open and the first draw.
      const firstRender = await Promise.all(
        players.map((p) =>
          frameOf(p).evaluate<{ pageMs: number; tableMs: number }>(
            `({ pageMs: Math.round(performance.getEntriesByType("navigation")[0].responseEnd), tableMs: Math.round(performance.getEntriesByName("pw:first-table")[0].startTime) })`,
          ),
        ),
      );
      for (const p of players) expect((await hostMessages(p)).some((m) => m.type === "pw:ready")).toBe(true);

      // Every control has an accessible name (buttons by their text or label, inputs by aria-label) and is a
      // native control (reachable with Tab); the keyboard shortcuts are announced on their buttons.
      for (const p of players) {
        const unnamed = await frameOf(p).evaluate<string[]>(
          `[...document.querySelectorAll("button, input, select")].filter((e) => !(e.getAttribute("aria-label") || e.textContent.trim() || (e.labels && e.labels.length))).map((e) => e.outerHTML)`,
        );
        expect(unnamed).toEqual([]);
      }

      // pw:theme from the host: light or dark, and CSS variables (only from the parent, only the embedding origin's).
      await alice.page.evaluate(
        `document.getElementById("table").contentWindow.postMessage({ type: "pw:theme", theme: "dark", variables: { "--felt": "#123456", "--bad": "url(https://evil.example/x)" } }, ${JSON.stringify(worker.origin)})`,
      );
      await expect.poll(() => frameOf(alice).evaluate<string>("document.documentElement.dataset.theme || ''")).toBe("dark");
      expect(await frameOf(alice).evaluate<string>("document.documentElement.style.getPropertyValue('--felt')")).toBe("#123456");
      expect(await frameOf(alice).evaluate<string>("document.documentElement.style.getPropertyValue('--bad')")).toBe("");
      // pw:resize tells the host the page's height.
      expect((await hostMessages(alice)).find((m) => m.type === "pw:resize")?.height).toBeGreaterThan(300);

      // The own seat is drawn at the bottom of the table.
      for (const p of players) {
        const me = await p.ui.locator(".seat.me").boundingBox();
        const all = await p.ui.locator(".seat").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        expect(me!.y).toBeGreaterThanOrEqual(Math.max(...all) - 1);
      }

      const done = { check: 0, call: 0, fold: 0, betPreset: 0, raiseTyped: 0, key: 0 };
      const clickToShown: number[] = [];
      let droppedAt: number | null = null;
      let decisions = 0;
      const until = Date.now() + 150_000;
      const handsEnded = async () => (await hostMessages(alice)).filter((m) => m.type === "pw:hand_ended").length;
      while (Date.now() < until) {
        const ended = await handsEnded();
        if (ended >= 10 && done.betPreset > 0 && done.raiseTyped > 0 && done.fold > 0 && done.check > 0 && done.call > 0 && droppedAt !== null) break;
        // Whose decision is it? The one whose page shows action buttons, enabled.
        let actor: Player | null = null;
        let controls: Awaited<ReturnType<typeof readControls>> | null = null;
        for (const p of players) {
          const c = await readControls(p);
          if (c.buttons.length > 0 && !c.disabled && lastLegal(p) !== null) {
            actor = p;
            controls = c;
          }
        }
        if (!actor || !controls) {
          await alice.page.waitForTimeout(60);
          continue;
        }
        // Accessibility (axe-core) with a decision open, controls shown: no serious or critical violation.
        if (decisions === 0) expect(await seriousAxeViolations(frameOf(actor))).toEqual([]);
        // The buttons are exactly the legal actions of the seat's latest legal_actions, the sizer its range.
        const legal = lastLegal(actor);
        expect(legal, `${actor.name} shows buttons without legal actions`).not.toBeNull();
        expect(controls.buttons).toEqual(expectedButtons(legal!.legal));
        const range = legal!.legal.bet ?? legal!.legal.raise;
        expect(controls.sizer).toEqual(range ? { min: range.minTo, max: range.maxTo } : null);
        // The other page offers nothing meanwhile.
        await expect.poll(async () => (await readControls(other(actor!))).buttons, { timeout: 2_000, interval: 20 }).toEqual([]);
        decisions++;

        // A drop of a few seconds mid-hand, once: the page reconnects without a new launch and play goes on.
        if (droppedAt === null && ended >= 3 && actor === bob) {
          droppedAt = ended;
          const sockets = bob.frames.filter((r) => r.frame.type === "hello").length;
          await bob.context.setOffline(true);
          await bob.ui.locator("#view[data-conn=lost]").waitFor({ timeout: 40_000 });
          await bob.page.waitForTimeout(3000);
          await bob.context.setOffline(false);
          await bob.ui.locator("#view[data-conn=live]").waitFor({ timeout: 20_000 });
          await expect.poll(() => bob.frames.filter((r) => r.frame.type === "hello").length, { timeout: 10_000 }).toBeGreaterThan(sockets);
          continue;
        }

        const hand = legal!.hand;
        const plan = hand % 4;
        const L = legal!.legal;
        const click = async (action: string) => {
          const before = other(actor!).frames.length;
          const t0 = Date.now();
          await actor!.ui.locator(`#actions button[data-action=${action}]`).click();
          const index = legal!.index;
          await expect
            .poll(
              () =>
                other(actor!)
                  .frames.slice(before)
                  .find((r) => r.frame.type === "acted" && r.frame.hand === hand && r.frame.index === index),
              {
                timeout: 10_000,
                interval: 10,
              },
            )
            .toBeTruthy();
          const shown = other(actor!)
            .frames.slice(before)
            .find((r) => r.frame.type === "acted" && r.frame.index === index)!;
          clickToShown.push(shown.at - t0);
          const own = () => actor!.frames.find((r) => r.frame.type === "acted" && r.frame.hand === hand && r.frame.index === index)?.frame;
          await expect.poll(own, { timeout: 10_000, interval: 10 }).toBeTruthy();
          return own();
        };
        if (plan === 0 && L.fold && done.fold < 3) {
          await click("fold");
          done.fold++;
        } else if (plan === 1 && L.bet) {
          // A bet at the half-pot preset: the amount shown is the preset's, and the bet applied is that amount.
          await actor.ui.locator("[data-preset=half]").click();
          const to = Number(await actor.ui.locator("#amount").inputValue());
          expect(to).toBeGreaterThanOrEqual(L.bet.minTo);
          expect(to).toBeLessThanOrEqual(L.bet.maxTo);
          const acted = await click("bet");
          expect(acted).toMatchObject({ action: "bet", to });
          done.betPreset++;
        } else if (plan === 2 && L.raise && done.raiseTyped < 4) {
          // A raise to a typed amount (one over the minimum): the raise applied is exactly it.
          const to = Math.min(L.raise.minTo + 1, L.raise.maxTo);
          await actor.ui.locator("#amount").fill(String(to));
          await actor.ui.locator("#amount").dispatchEvent("change");
          const acted = await click("raise");
          expect(acted).toMatchObject({ action: "raise", to });
          done.raiseTyped++;
        } else if (L.check) {
          if (done.key === 0) {
            // The keyboard shortcut shown on the button.
            expect(await actor.ui.locator("#actions button[data-action=check] kbd").textContent()).toBe("C");
            await actor.ui.locator("#actions button[data-action=check]").focus();
            await actor.page.keyboard.press("c");
            await expect
              .poll(() => actor!.frames.some((r) => r.frame.type === "acted" && r.frame.index === legal!.index && r.frame.hand === hand))
              .toBe(true);
            done.key++;
          } else await click("check");
          done.check++;
        } else {
          await click("call");
          done.call++;
        }
      }
      expect(await handsEnded()).toBeGreaterThanOrEqual(10);
      expect(done.betPreset).toBeGreaterThan(0);
      expect(done.raiseTyped).toBeGreaterThan(0);
      expect(done.fold).toBeGreaterThan(0);
      expect(done.check).toBeGreaterThan(0);
      expect(done.call).toBeGreaterThan(0);
      expect(droppedAt).not.toBeNull();
      // Every hand ended the host saw is a hand the table ended (one message per hand).
      const endedHands = (await hostMessages(alice)).filter((m) => m.type === "pw:hand_ended").map((m) => m.hand);
      expect(new Set(endedHands).size).toBe(endedHands.length);

      // No frame or answer to one tab ever holds the other player's hole cards before a showdown shows them.
      const holeCards = (p: Player) =>
        new Map([
          ...p.frames
            .filter((r) => r.frame.type === "snapshot" && r.frame.you?.cards)
            .map((r) => [r.frame.hand.hand as number, r.frame.you.cards as string] as const),
          ...p.frames.filter((r) => r.frame.type === "hole_cards").map((r) => [r.frame.hand as number, r.frame.cards as string] as const),
        ]);
      for (const p of players) {
        for (const { frame } of p.frames) {
          if (frame.type === "hole_cards" || frame.type === "legal_actions") expect(frame.seatNumber).toBe(p.seatNumber);
          if (frame.type === "snapshot" && frame.you) expect(frame.you.seatNumber).toBe(p.seatNumber);
        }
        const theirs = holeCards(other(p));
        expect(theirs.size).toBeGreaterThanOrEqual(10);
        // Per hand: the same two cards may well be dealt to each player in different hands.
        const handOf = (frame: Json): number | undefined => (typeof frame.hand === "number" ? frame.hand : frame.hand?.hand);
        for (const { frame } of p.frames) {
          if (frame.type === "showdown" || frame.type === "hand_ended") continue;
          const cards = theirs.get(handOf(frame) ?? -1);
          if (cards) expect(JSON.stringify(frame)).not.toContain(`"${cards}"`);
        }
        for (const answer of p.answers) {
          const cards = answer?.stream?.snapshot && theirs.get(handOf(answer.stream.snapshot) ?? -1);
          if (cards) expect(JSON.stringify(answer)).not.toContain(`"${cards}"`);
        }
      }

      mkdirSync(ARTIFACTS, { recursive: true });
      // The docs' pictures: a moment of a hand in progress, the player to act in one of them.
      for (const p of players) await p.ui.locator("#view[data-phase=hand]").waitFor({ timeout: 10_000 });
      await alice.page.screenshot({ path: `${ARTIFACTS}/player-1280.jpg`, quality: 72 });
      await bob.page.screenshot({ path: `${ARTIFACTS}/player-360.jpg`, quality: 72 });

      // Alice sits out and back in: the button says what it will do, the table hears it.
      const seatStatus = (status: string) => () =>
        alice.frames.some((r) => r.frame.type === "seat_changed" && r.frame.seatNumber === 2 && r.frame.status === status);
      await alice.ui.locator("#sitout").click();
      await expect.poll(seatStatus("sitting_out"), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => alice.ui.locator("#sitout").textContent(), { timeout: 5_000 }).toBe("Sit in");
      await alice.ui.locator("#sitout").click();
      await expect.poll(seatStatus("playing"), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => alice.ui.locator("#sitout").textContent(), { timeout: 5_000 }).toBe("Sit out");

      // Bob leaves, confirmed: the host hears pw:seat_closed with the final stack.
      await bob.ui.locator("#leave").click();
      await bob.ui.locator("#confirm").waitFor();
      await bob.ui.locator("#leaveyes").click();
      // Leaving mid-hand takes effect at the hand's end: Alice plays it out (check or call).
      const leftBy = Date.now() + 30_000;
      while (!(await hostMessages(bob)).some((m) => m.type === "pw:seat_closed") && Date.now() < leftBy) {
        const c = await readControls(alice);
        const action = c.disabled ? undefined : (["check", "call"].find((a) => c.buttons.includes(a)) ?? c.buttons[0]);
        if (action) await alice.ui.locator(`#actions button[data-action=${action}]`).click();
        await alice.page.waitForTimeout(100);
      }
      const closed = (await hostMessages(bob)).find((m) => m.type === "pw:seat_closed");
      const closedFrame = bob.frames.find((r) => r.frame.type === "seat_closed" && r.frame.seatNumber === 5)!.frame;
      expect(closed.finalStack).toBe(closedFrame.finalStack);
      await bob.ui.locator("#view[data-state=ended]").waitFor({ timeout: 10_000 });

      const sorted = clickToShown.sort((a, b) => a - b);
      const pct = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      console.log(
        JSON.stringify({
          measured: "player embed",
          launchToFirstTableMs: firstRender,
          clickToOtherTabMs: { p50: pct(0.5), p99: pct(0.99), n: sorted.length },
          pageBytes,
          hands: await handsEnded(),
          decisions,
          done,
        }),
      );
    } finally {
      await Promise.all(players.map((p) => p.context.close()));
    }
  });
});
