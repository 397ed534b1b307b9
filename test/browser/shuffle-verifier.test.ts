import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import published from "../fixtures/shuffle-vectors.json";
import { findChromium, issueTestKey, type LocalWorker, launchBrowser, startWorker } from "./harness.ts";

/**
 * The offline shuffle verifier (GET /shuffles/verify) in a real Chromium: its inline script must run
 * under its own CSP, load and send nothing, and judge a real reveal, a tampered one and the published
 * vectors; a copy saved to disk must work with the network off.
 */
const chromium = findChromium();

describe.skipIf(!chromium)("the shuffle verifier page in Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  beforeAll(async () => {
    [worker, browser] = await Promise.all([startWorker(), launchBrowser(chromium!)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), worker?.stop()]);
  });

  /** A page that records every request it makes and every CSP or script error it reports. */
  async function watchedPage(): Promise<{ page: Page; requests: string[]; problems: string[] }> {
    const page = await browser.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    // A browser may ask for /favicon.ico on its own; the page itself asks for nothing.
    page.on("request", (request) => void (request.url().endsWith("/favicon.ico") || requests.push(request.url())));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    return { page, requests, problems };
  }

  /** Clicks Verify and waits for the new verdict (the check is asynchronous: Web Crypto). */
  async function verdict(page: Page): Promise<{ text: string; className: string; deck: string[] }> {
    // Expressions as strings: this file is type-checked without the DOM library.
    await page.evaluate('document.getElementById("result").textContent = ""');
    await page.click("#verify");
    await page.waitForFunction('document.getElementById("result").textContent !== ""');
    const text = (await page.textContent("#result")) ?? "";
    const className = (await page.getAttribute("#result", "class")) ?? "";
    const deck = ((await page.textContent("#deck")) ?? "")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/)[1]!);
    return { text, className, deck };
  }

  it("checks a real reveal pasted as JSON, loading nothing but itself, with no CSP report", async () => {
    const { key } = await issueTestKey(worker);
    const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const created = (await (await worker.fetch("/v1/shuffles", { method: "POST", headers: auth })).json()) as { id: string };
    const dealt = await worker.fetch(`/v1/shuffles/${created.id}/deck`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ clientSeeds: ["ana", "bo"], nonce: 5 }),
    });
    expect(dealt.status).toBe(200);
    const reveal = (await (await worker.fetch(`/v1/shuffles/${created.id}/reveal`, { method: "POST", headers: auth })).json()) as { deck: string[] };

    const { page, requests, problems } = await watchedPage();
    await page.goto(`${worker.origin}/shuffles/verify`);
    await page.fill("#paste", JSON.stringify(reveal));
    const good = await verdict(page);
    expect(good.text).toMatch(/^VALID: .* The deck matches the one given\.$/);
    expect(good.className).toBe("good");
    expect(good.deck).toEqual(reveal.deck);

    // One card moved: the page must say the deck differs.
    const tampered = [...reveal.deck];
    [tampered[0], tampered[1]] = [tampered[1]!, tampered[0]!];
    await page.fill("#expected", tampered.join(" "));
    const bad = await verdict(page);
    expect(bad.text).toContain("The deck DIFFERS from the one given.");
    expect(bad.className).toBe("bad");

    expect(requests).toEqual([`${worker.origin}/shuffles/verify`]);
    expect(problems).toEqual([]);
  });

  it("saved to disk, with the network off, reproduces every published vector and rejects a wrong commitment", async () => {
    const html = await (await worker.fetch("/shuffles/verify")).text();
    const file = join(mkdtempSync(join(tmpdir(), "pw-verifier-")), "verify.html");
    writeFileSync(file, html);
    const { page, problems } = await watchedPage();
    await page.goto(`file://${file}`);
    await page.context().setOffline(true);
    try {
      for (const vector of published.vectors) {
        await page.fill("#paste", "");
        await page.fill("#serverSeed", vector.serverSeed);
        await page.fill("#commitment", vector.commitment);
        await page.fill("#clientSeed", vector.clientSeed);
        await page.fill("#nonce", String(vector.nonce));
        await page.fill("#expected", "");
        const result = await verdict(page);
        expect(result.text, vector.name).toMatch(/^VALID: /);
        expect(result.deck, vector.name).toEqual(vector.deck);
      }
      await page.fill("#commitment", published.vectors[3]!.commitment);
      const wrong = await verdict(page);
      expect(wrong.text).toMatch(/^INVALID: SHA-256 of the server seed is [0-9a-f]{64}, not the commitment\./);
      expect(wrong.className).toBe("bad");
      expect(problems).toEqual([]);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
