import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import openapi from "../../schemas/openapi.json" with { type: "json" };
import { browserRequired, findChromium, type LocalWorker, launchBrowser, startWorker } from "./harness.ts";

/**
 * GET /docs in a real browser: Scalar's reference loads from the Worker alone, lists every operation of
 * the published contract, and the page asks no other host for anything (no CDN, fonts or telemetry) and
 * trips no Content-Security-Policy rule. The screenshot is a test artifact (and the README's picture).
 */
const chromium = findChromium();
const ARTIFACTS = "test-artifacts";

type Spec = { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
/** Every operation with the anchor Scalar gives it: #tag/<first tag>/<METHOD>/<path>. */
const operations = Object.entries((openapi as unknown as Spec).paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    label: `${method.toUpperCase()} ${path}`,
    anchor: `#tag/${op.tags[0]}/${method.toUpperCase()}${path}`,
  })),
);
/** The operation the README's picture shows: its request and response examples next to its schema. */
const PICTURED = "#tag/calculations/POST/v1/calculations/tournaments/payouts";
type PayoutsOperation = { requestBody: { content: { "application/json": { example: { prizePool: number } } } } };
const picturedExample = (openapi as unknown as { paths: Record<string, { post: PayoutsOperation }> }).paths["/v1/calculations/tournaments/payouts"]!
  .post.requestBody.content["application/json"].example;

describe.skipIf(!chromium && !browserRequired())("the API reference at /docs in Chromium", () => {
  it("walks the whole contract", () => expect(operations.length).toBeGreaterThan(50));

  let worker: LocalWorker;
  let browser: Browser;

  beforeAll(async () => {
    if (!chromium) throw new Error("REQUIRE_BROWSER=1 but no Chromium was found (set CHROMIUM_PATH)");
    mkdirSync(ARTIFACTS, { recursive: true });
    [worker, browser] = await Promise.all([startWorker(), launchBrowser(chromium)]);
  });

  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
  });

  it("shows every operation, sends a request from its client, loads nothing from another host and needs no CSP exception", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    context.on("request", (request) => requested.push(request.url()));
    const page = await context.newPage();
    const violations: string[] = [];
    // What went wrong in the page, for the failure message if the reference never renders.
    const troubles: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      else if (message.type() === "error") troubles.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => troubles.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => troubles.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on("response", (res) => void (res.status() >= 400 && troubles.push(`answered ${res.status()}: ${res.url()}`)));
    // Every CSP refusal reaches the console in one recognisable line (a string: this file has no DOM types).
    await page.addInitScript(`document.addEventListener("securitypolicyviolation", (event) => console.error(
      "Refused to load (CSP): " + event.violatedDirective + " " + event.blockedURI + " at " + event.sourceFile + ":" + event.lineNumber + ":" + event.columnNumber));`);

    const response = await page.goto(`${worker.origin}/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("connect-src 'self'");
    // Every operation of the contract shows up: the sidebar links each one by its method and path.
    const missing = async () => {
      const anchors = new Set(await page.locator("a[href^='#tag/']").evaluateAll((links) => links.map((a) => a.getAttribute("href"))));
      return operations.filter((op) => !anchors.has(op.anchor)).map((op) => op.label);
    };
    // (About 5 s on a quiet machine; a CI run with the longest files beside it once took over 30 s.)
    await expect
      .poll(missing, { timeout: 75_000, interval: 250 })
      .toEqual([])
      .catch((error: Error) => {
        throw new Error(`${error.message}\nrequests: ${requested.join(", ")}\ntroubles: ${troubles.join("; ") || "none"}`, { cause: error });
      });
    // Late requests (lazy chunks, fonts, beacons) would come now; none may leave the origin.
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${ARTIFACTS}/docs-reference.png` });
    // One operation opened, as a reader sees it: the README's picture (docs/reference-page.jpg is a copy).
    await page.locator(`a[href='${PICTURED}']`).first().click();
    await expect.poll(() => page.evaluate<string>("location.hash")).toBe(PICTURED);
    // Its request example (from the route definition, through openapi.json) is what the page shows.
    await expect.poll(async () => (await page.locator("body").textContent()) ?? "").toContain(`"prizePool": ${picturedExample.prizePool}`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${ARTIFACTS}/docs-operation.png` });
    // The same view small enough to commit (docs/reference-page.jpg is a copy of this file).
    await page.screenshot({ path: `${ARTIFACTS}/docs-operation.jpg`, type: "jpeg", quality: 60 });

    // The "Test request" client calls this Worker itself (no proxy) and the CSP lets it: GET /healthz answers 200.
    await page.locator("a[href='#tag/meta/GET/healthz']").first().click();
    await page.locator("button", { hasText: "Test Request(get /healthz)" }).first().click();
    const answered = page.waitForResponse((response) => response.url() === `${worker.origin}/healthz`);
    await page.getByRole("button", { name: /^Send Request/ }).click();
    expect((await answered).status()).toBe(200);

    const foreign = requested.filter((url) => !url.startsWith(`${worker.origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:"));
    expect(foreign).toEqual([]);
    expect(requested).toContain(`${worker.origin}/docs/scalar.js`);
    expect(requested).toContain(`${worker.origin}/openapi.json`);
    // One probe is expected and harmless: zod (inside the reference) tries `Function("")` once to learn whether
    // it may compile validators, catches the refusal and runs without eval. Every other violation fails.
    const unexpected = violations.filter((v) => !/^Refused to load \(CSP\): script-src eval at \S+\/docs\/scalar\.js:/.test(v));
    expect(unexpected).toEqual([]);
    await context.close();
  });
});
