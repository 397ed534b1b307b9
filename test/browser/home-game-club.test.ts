import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserRequired, findChromium, issueTestKey, type LocalWorker, launchBrowser, management, startWorker } from "./harness.ts";

/**
 * The reference builder app (examples/home-game-club), end to end, as a user runs it: the Worker, the club
 * started by its own command (`node examples/home-game-club/server.mjs`) with a management key, and two
 * members in two browser contexts. Each signs in by display name, takes a seat from the lobby
 * (<pokerworks-lobby>), plays in the player embed the club frames with <pokerworks-table>, purely by
 * clicking, and leaves. pokerworks delivers `table.seat_closed` to the club's webhook receiver for real
 * (the Worker's queue, over HTTP); each balance must end as the welcome chips minus the buy-in plus the
 * final stack the page reported, and a replayed delivery (same webhook-id, validly signed) changes nothing.
 */

const chromium = findChromium();
const root = fileURLToPath(new URL("../..", import.meta.url));
const WELCOME = 1000;
const BUY_IN = 100;

// biome-ignore lint/suspicious/noExplicitAny: event details are asserted field by field.
type Json = any;

interface Club {
  origin: string;
  dataFile: string;
  process: ChildProcess;
  output: string[];
}

/** The club as its README starts it, on a free port, with its data in a temporary file. */
async function startClub(worker: LocalWorker, key: string, organizationId: string, dataFile: string): Promise<Club> {
  const child = spawn(process.execPath, ["examples/home-game-club/server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      POKERWORKS_URL: worker.origin,
      POKERWORKS_KEY: key,
      POKERWORKS_ADMIN_TOKEN: worker.adminToken,
      POKERWORKS_ORGANIZATION: organizationId,
      CLUB_PORT: "0",
      CLUB_DATA: dataFile,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the club did not start: ${output.join("")}`)), 30_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /Home game club: (http:\/\/localhost:\d+)/.exec(output.join(""));
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => reject(new Error(`the club exited (${code}): ${output.join("")}`)));
  });
  return { origin, dataFile, process: child, output };
}

describe.skipIf(!chromium && !browserRequired())("the home game club example in Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let club: Club;
  let key: string;
  let dir: string;

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (install Debian's chromium or set CHROMIUM_PATH)");
    dir = mkdtempSync(join(tmpdir(), "club-"));
    [worker, browser] = await Promise.all([startWorker({ WEBHOOK_ALLOW_LOOPBACK: "true", TABLE_NEXT_HAND_MS: "400" }), launchBrowser(chromium)]);
    const issued = await issueTestKey(worker);
    key = issued.key;
    club = await startClub(worker, key, issued.organizationId, join(dir, "club.json"));
  });

  afterAll(async () => {
    club?.process.kill();
    await Promise.all([browser?.close(), worker?.stop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  interface Member {
    name: string;
    context: BrowserContext;
    page: Page;
  }

  /** Signs in by display name and takes `seatNumber` from the lobby; resolves once the table is drawn in the frame. */
  async function signInAndSit(name: string, seatNumber: number): Promise<Member> {
    // A visitor who prefers dark: the club's light page must win (the element sends the host's theme).
    const context = await browser.newContext({ viewport: { width: 1024, height: 820 }, colorScheme: "dark" });
    // The host page's view of the element's events (they bubble from <pokerworks-table> to the document).
    await context.addInitScript(
      `window.__events = []; for (const type of ["pw:ready", "pw:resize", "pw:hand_ended", "pw:seat_closed", "pw:error"]) document.addEventListener(type, (e) => window.__events.push({ type, detail: e.detail }));`,
    );
    const page = await context.newPage();
    await page.goto(`${club.origin}/`);
    await page.getByLabel("Display name").fill(name);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.locator("#balance").textContent()).toBe(String(WELCOME));
    await page
      .locator("pokerworks-lobby")
      .getByRole("button", { name: `Take seat ${seatNumber} at Club 1/2, Kitchen table` })
      .click({ timeout: 20_000 });
    await page.waitForURL(`${club.origin}/table`);
    await expect.poll(() => events(page, "pw:ready").then((e) => e.length), { timeout: 20_000 }).toBe(1);
    return { name, context, page };
  }

  const events = (page: Page, type: string): Promise<Json[]> =>
    page.evaluate(
      (t) =>
        (globalThis as unknown as { __events: Array<{ type: string; detail: unknown }> }).__events.filter((e) => e.type === t).map((e) => e.detail),
      type,
    );

  /** The player frame, inside the element's closed shadow root (the browser lists every frame). */
  const frameOf = (m: Member): Frame => {
    const frame = m.page.frames().find((f) => f.url().includes("/embed/player/"));
    if (!frame) throw new Error(`no player frame for ${m.name}`);
    return frame;
  };

  const offered = (m: Member) =>
    frameOf(m).evaluate<string[]>(
      `[...document.querySelectorAll("#actions button")].filter((b) => !b.disabled && !b.closest("[hidden]")).map((b) => b.dataset.action)`,
    );

  /** One decision of whoever has one: a half-pot bet now and then, a fold now and then, else check or call. Returns whether someone acted. */
  let decisions = 0;
  async function actOnce(members: Member[], passive = false): Promise<boolean> {
    for (const m of members) {
      const actions = await offered(m).catch(() => [] as string[]);
      if (actions.length === 0) continue;
      const n = decisions++;
      const frame = frameOf(m);
      let action = actions.includes("check") ? "check" : actions.includes("call") ? "call" : actions[0]!;
      if (!passive && n % 4 === 1 && actions.includes("bet")) {
        await frame.locator("[data-preset=half]").click();
        action = "bet";
      } else if (!passive && n % 9 === 5 && actions.includes("fold") && actions.includes("call")) action = "fold";
      await frame
        .locator(`#actions button[data-action=${action}]`)
        .click({ timeout: 3000 })
        .catch(() => {});
      // The click is applied when the buttons go (the next decision is the other player's, or the next hand's).
      await expect
        .poll(() => offered(m).catch(() => []), { timeout: 5000, interval: 50 })
        .not.toEqual(actions)
        .catch(() => {});
      return true;
    }
    return false;
  }

  const me = (m: Member): Promise<Json> => m.page.evaluate(() => fetch("/api/me").then((r) => r.json()));

  it("two members sign in, sit from the lobby, play by clicking and leave; their balances follow table.seat_closed exactly once", async () => {
    const alice = await signInAndSit("Alice", 2);
    const bob = await signInAndSit("Bob", 5);
    const both = [alice, bob];
    try {
      // <pokerworks-table> passed the club's theme in (pw:theme): its light page, and its --pw-felt as the table's --felt.
      const theme = await frameOf(alice).evaluate<string[]>(
        `[document.documentElement.dataset.theme, document.documentElement.style.getPropertyValue("--felt")]`,
      );
      expect(theme).toEqual(["light", "#1f6b4a"]);
      const until = Date.now() + 40_000;
      while ((await events(alice.page, "pw:hand_ended")).length < 3 && Date.now() < until) {
        if (!(await actOnce(both))) await alice.page.waitForTimeout(50);
      }
      expect((await events(alice.page, "pw:hand_ended")).length).toBeGreaterThanOrEqual(3);

      // Alice leaves (confirmed); a hand in progress is played out first.
      await frameOf(alice).locator("#leave").click();
      await frameOf(alice).locator("#leaveyes").click();
      const leftBy = Date.now() + 20_000;
      while ((await events(alice.page, "pw:seat_closed")).length === 0 && Date.now() < leftBy) {
        if (!(await actOnce(both, true))) await alice.page.waitForTimeout(50);
      }
      await frameOf(bob).locator("#leave").click();
      await frameOf(bob).locator("#leaveyes").click();

      const finals: number[] = [];
      for (const m of both) {
        await expect.poll(() => events(m.page, "pw:seat_closed").then((e) => e.length), { timeout: 15_000 }).toBe(1);
        const [closed] = await events(m.page, "pw:seat_closed");
        const hands = await events(m.page, "pw:hand_ended");
        // The stack after the member's last hand is the stack they leave with.
        expect(closed.finalStack).toBe(hands.at(-1).stack);
        finals.push(closed.finalStack);
        // The balance moves only when the club's server has the webhook: the page shows it then.
        await expect.poll(() => m.page.locator("#note").textContent(), { timeout: 20_000 }).toMatch(/your balance is \d+/);
        const account = await me(m);
        expect(account.seat).toBeNull();
        expect(account.balance).toBe(WELCOME - BUY_IN + closed.finalStack);
        expect(await m.page.locator("#balance").textContent()).toBe(String(account.balance));
      }
      // No rake at a play-money table: the two stacks are the two buy-ins, however the chips moved.
      expect(finals[0]! + finals[1]!).toBe(2 * BUY_IN);
      // And chips did move (a stack after some hand is not the buy-in).
      expect((await events(alice.page, "pw:hand_ended")).some((h) => h.stack !== BUY_IN)).toBe(true);

      // Exactly once: a replay of a delivery (same webhook-id, validly signed, even with another stack) changes nothing.
      const data = JSON.parse(readFileSync(club.dataFile, "utf8"));
      const handled = Object.keys(data.webhooks);
      expect(handled).toHaveLength(2);
      const aliceAccount = await me(alice);
      const replay = JSON.stringify({
        id: handled[0],
        type: "table.seat_closed",
        createdAt: new Date().toISOString(),
        environment: "test",
        projectId: "home-game-club",
        data: {
          table: { id: data.setup.tableId, ringGameId: data.setup.ringGameId },
          seat: { seatNumber: 2, playerRef: aliceAccount.id, displayName: "Alice", participant: "human" },
          finalStack: 5000,
          reason: "left",
          closedAt: new Date().toISOString(),
          topUps: { added: 0, returned: 0 },
        },
      });
      const signed = (id: string, secret: string) => {
        const at = new Date();
        return {
          "webhook-id": id,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": new Webhook(secret).sign(id, at, replay),
        };
      };
      const post = (headers: Record<string, string>) => fetch(`${club.origin}/webhooks`, { method: "POST", headers, body: replay });
      expect((await post(signed(handled[0]!, data.setup.webhookSecret))).status).toBe(204);
      // A delivery signed with another secret is refused.
      expect((await post(signed("evt_forged", `whsec_${Buffer.from("not the secret").toString("base64")}`))).status).toBe(400);
      expect((await me(alice)).balance).toBe(aliceAccount.balance);
      const credits = JSON.parse(readFileSync(club.dataFile, "utf8")).ledger.filter((l: Json) => l.reason === "seat_closed");
      expect(credits.map((l: Json) => l.amount).sort()).toEqual([...finals].sort());

      // pokerworks' delivery log agrees: each event delivered, and the club answered 204.
      const log = await management(worker, key, "GET", `/webhook-endpoints/${data.setup.endpointId}/deliveries`);
      expect(log.data.map((d: Json) => [d.status, d.responseStatus])).toEqual([
        ["succeeded", 204],
        ["succeeded", 204],
      ]);
      console.log(JSON.stringify({ measured: "home game club", hands: (await events(alice.page, "pw:hand_ended")).length, decisions, finals }));
    } finally {
      await Promise.all(both.map((m) => m.context.close()));
    }
  });
});
