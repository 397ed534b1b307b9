import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserBundle } from "../../packages/sdk/scripts/browser-bundle.ts";
import { botTable } from "./bot-table.ts";
import { browserRequired, findChromium, type HtmlServer, type LocalWorker, launchBrowser, management, serveHtml, startWorker } from "./harness.ts";

/**
 * The SDK's table client in a browser: `connectTable` bundled for the browser (as a builder's bundler
 * would: the `ws` fallback never loads, the browser's WebSocket is used) on a page of another origin than
 * the Worker, against a table where house bots play: hello and snapshot, a refused act, a reconnect with a
 * fresh ticket from `getTicket` (the page's "backend" is this test, through an exposed function) resuming
 * gap-free, and `close()` resolving on the close handshake.
 */

const chromium = findChromium();

describe.skipIf(!chromium && !browserRequired())("connectTable in Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let host: HtmlServer;
  let bundle: string;

  beforeAll(async () => {
    bundle = await browserBundle(["connectTable"]);
    worker = await startWorker({ TABLE_NEXT_HAND_MS: "100", TABLE_BOT_THINK_MS: "0" });
    host = await serveHtml(
      "localhost",
      () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SDK</title></head><body><script>${bundle}</script></body></html>`,
    );
    browser = await launchBrowser(chromium!);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await worker?.stop();
  });

  it("connects with the browser's WebSocket, is refused a stale act, reconnects with getTicket gap-free, closes in well under a second", async () => {
    const table = await botTable(worker, host.origin, { mode: "live", delaySeconds: 0 });
    const { ticket } = await management(worker, table.key, "POST", `/tables/${table.tableId}/seats`, {
      playerRef: "browser-1",
      displayName: "Browser",
      participant: "human",
      stack: 100,
      seatNumber: 3,
    });
    const page = await browser.newPage();
    // The builder's backend, as the page sees it: a fresh ticket for its seat.
    await page.exposeFunction("freshTicket", async () => {
      const { ticket: fresh } = await management(worker, table.key, "POST", `/tables/${table.tableId}/seats/3/tickets`);
      return fresh.ticket as string;
    });
    await page.goto(`${host.origin}/`);
    const out = await page.evaluate(
      async ({ baseUrl, tableId, ticket }) => {
        const w = globalThis as unknown as {
          PW: { connectTable: typeof import("../../packages/sdk/src/index.ts").connectTable };
          freshTicket: () => Promise<string>;
        };
        const seqs: number[] = [];
        const statuses: string[] = [];
        const conn = w.PW.connectTable({
          baseUrl,
          tableId,
          ticket,
          getTicket: () => w.freshTicket(),
          onStatus: (s) => statuses.push(s),
          onFrame: (f) => {
            if ("seq" in f && f.type !== "snapshot") seqs.push(f.seq);
          },
        });
        const hello = await conn.ready();
        while (!conn.snapshot) await new Promise((r) => setTimeout(r, 10));
        const refused = await conn.act({ hand: 999_999, index: 0, action: "fold" }).then(
          () => null,
          (e: { name: string; code: string }) => ({ name: e.name, code: e.code }),
        );
        // Let the bots play a little, then a new socket resumes after lastSeq.
        await new Promise((r) => setTimeout(r, 500));
        const resumed = await conn.reconnect();
        await new Promise((r) => setTimeout(r, 500));
        const started = performance.now();
        await conn.close();
        const closeMs = performance.now() - started;
        const gapFree = seqs.every((s, i) => i === 0 || s === seqs[i - 1]! + 1);
        return { hello, refused, resumed, closeMs, closed: conn.closed, statuses, events: seqs.length, gapFree };
      },
      { baseUrl: worker.origin, tableId: table.tableId, ticket: ticket.ticket as string },
    );
    console.log(`Chromium: ${out.events} events, close() ${Math.round(out.closeMs)} ms`);
    expect(out.hello).toMatchObject({ type: "hello", role: "seat", seatNumber: 3 });
    expect(out.refused).toMatchObject({ name: "TableSocketError" });
    expect(out.refused!.code).not.toBe("closed");
    expect(out.resumed).toMatchObject({ type: "hello", seatNumber: 3 });
    expect(out.statuses).toEqual(["open", "reconnecting", "open", "closed"]);
    expect(out.events).toBeGreaterThan(0);
    expect(out.gapFree).toBe(true);
    expect(out.closed).toEqual({ code: 1000, reason: "closed by the client" });
    expect(out.closeMs).toBeLessThan(1000);
    await page.close();
  });
});
