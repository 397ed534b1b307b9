import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserRequired, findChromium, issueTestKey, type LocalWorker, launchBrowser, serveHtml, startWorker } from "./harness.ts";

const chromium = findChromium();
if (!chromium && !browserRequired()) {
  console.warn("SKIPPED: the browser tests (test/browser) found no Chromium; install Debian's `chromium` or set CHROMIUM_PATH.");
}

describe("the browser harness", () => {
  it("finds a Chromium when CI requires one", () => {
    if (browserRequired()) expect(chromium, "REQUIRE_BROWSER=1 but no Chromium was found").not.toBeNull();
  });

  describe.skipIf(!chromium)("with Chromium", () => {
    let worker: LocalWorker;
    let browser: Browser;
    beforeAll(async () => {
      [worker, browser] = await Promise.all([startWorker(), launchBrowser(chromium!)]);
    });
    afterAll(async () => {
      await Promise.all([browser?.close(), worker?.stop()]);
    });

    it("starts the Worker with migrated D1 and loads it in the browser", async () => {
      const page = await browser.newPage();
      const response = await page.goto(`${worker.origin}/healthz`);
      expect(response?.status()).toBe(200);
      expect(JSON.parse((await page.textContent("body")) ?? "")).toMatchObject({ status: "ok" });
      // D1 is migrated: the admin routes write an organization and its key, which then authenticates.
      const { key } = await issueTestKey(worker);
      const limits = await worker.fetch("/v1/limits", { headers: { authorization: `Bearer ${key}` } });
      expect(limits.status).toBe(200);
      expect(worker.logs().some((line) => line.includes('"route":"GET /healthz"'))).toBe(true);
    });

    it("serves host pages on their own origin", async () => {
      const host = await serveHtml("localhost", (path) => (path === "/" ? "<!doctype html><title>host page</title><p>hello</p>" : null));
      try {
        expect(host.origin).toMatch(/^http:\/\/localhost:\d+$/);
        const page = await browser.newPage();
        await page.goto(`${host.origin}/`);
        expect(await page.title()).toBe("host page");
        expect((await page.goto(`${host.origin}/missing`))?.status()).toBe(404);
      } finally {
        await host.close();
      }
    });
  });
});
