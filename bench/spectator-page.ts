/**
 * `node --experimental-strip-types bench/spectator-page.ts [--opens 10] [--seconds 5]` (issue 20, Speed):
 * the spectator page in headless Chromium against the Worker as `wrangler dev` runs it (wrangler's test
 * harness, test/browser/harness.ts: workerd, local D1 and Durable Objects), framed by a host page on an
 * allowed origin exactly as a builder frames the launch URL. Progress to stderr, a markdown table to stdout.
 *
 * 1. Open to first rendered table: `--opens` fresh page loads, each with its own spectator session (a launch
 *    secret opens once) of a table where four house bots play at the default pace (3 s between hands, bots
 *    think 1.2 s). Measured inside the frame: the page's "pw:first-table" Performance mark (src/embed/page.ts,
 *    set when the first table with seats is drawn), i.e. from the frame's own navigation start through the
 *    page's download, the POST .../open, the socket's upgrade and hello, the snapshot and the first draw.
 * 2. Renders while bots play with zero delay (a second Worker, TABLE_NEXT_HAND_MS = TABLE_BOT_THINK_MS = 0):
 *    draws per second (the page coalesces frames into one draw per animation frame: #view's data-draws),
 *    events per second received, and whether the page keeps up: the last seq it applied against the last
 *    seq its socket received, sampled every second.
 * Needs Chromium (Debian's `chromium`, or CHROMIUM_PATH); without one it says so and exits 0.
 */
import { cpus, loadavg } from "node:os";
import { botTable } from "../test/browser/bot-table.ts";
import { findChromium, launchBrowser, serveHtml, startWorker } from "../test/browser/harness.ts";
import { numberArg } from "./args.ts";

const OPENS = numberArg("--opens", 10);
const SECONDS = numberArg("--seconds", 5);
const log = (line: string) => process.stderr.write(`${line}\n`);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const chromium = findChromium();
if (!chromium) {
  log("spectator-page bench: no Chromium (install Debian's chromium or set CHROMIUM_PATH); nothing measured");
  process.exit(0);
}

const pages = new Map<string, string>();
const host = await serveHtml("localhost", (path) => {
  const src = pages.get(path);
  if (!src) return null;
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0"><iframe id="spectator" src="${src.replace(/"/g, "&quot;")}" style="display:block;border:0;width:100%;height:620px"></iframe></body></html>`;
});
const [paced, fast, browser] = await Promise.all([
  startWorker({ TABLE_NEXT_HAND_MS: "3000", TABLE_BOT_THINK_MS: "1200" }),
  startWorker({ TABLE_NEXT_HAND_MS: "0", TABLE_BOT_THINK_MS: "0" }),
  launchBrowser(chromium),
]);
const rows: string[] = [];
try {
  // 1. Open to first rendered table.
  const table = await botTable(paced, host.origin, { mode: "live", delaySeconds: 0 });
  const inFrame: number[] = [];
  const fromHost: number[] = [];
  const split: Array<{ page: number; openStart: number; openEnd: number; mark: number }> = [];
  for (let i = 0; i <= OPENS; i++) {
    pages.set(`/open-${i}`, await table.launch());
    const context = await browser.newContext({ viewport: { width: 1280, height: 660 } });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${host.origin}/open-${i}`);
    const frame = page.frameLocator("#spectator");
    await frame.locator("#view[data-draws]").waitFor({ timeout: 15_000 });
    // The first draw with seats, and on the way there: the page's own response, and the POST .../open.
    const timing = await page
      .frames()
      .find((f) => f.url().includes("/embed/spectator/"))!
      .evaluate<{ mark: number; page: number; openStart: number; openEnd: number }>(
        `new Promise((resolve) => {
          const read = () => {
            const e = performance.getEntriesByName("pw:first-table")[0];
            if (!e) return requestAnimationFrame(read);
            const open = performance.getEntriesByType("resource").find((r) => r.name.endsWith("/open"));
            resolve({ mark: e.startTime, page: performance.getEntriesByType("navigation")[0].responseEnd, openStart: open ? open.startTime : 0, openEnd: open ? open.responseEnd : 0 });
          };
          read();
        })`,
      );
    const mark = timing.mark;
    const parts = `page ${timing.page.toFixed(0)} ms, script to open ${(timing.openStart - timing.page).toFixed(0)} ms, open ${(timing.openEnd - timing.openStart).toFixed(0)} ms, socket to first draw ${(timing.mark - timing.openEnd).toFixed(0)} ms`;
    const wall = performance.now() - started;
    await context.close();
    // The first load warms workerd's isolate and Chromium's caches: it is reported apart.
    if (i === 0) log(`  cold first open: ${mark.toFixed(0)} ms in the frame (${parts}), ${wall.toFixed(0)} ms from the host page's goto`);
    else {
      inFrame.push(mark);
      fromHost.push(wall);
      split.push(timing);
      log(`  open ${i}: ${mark.toFixed(0)} ms in the frame (${parts}), ${wall.toFixed(0)} ms from the host page's goto`);
    }
  }
  rows.push(
    `| open to first rendered table (frame navigation start to the first draw with seats), ${OPENS} opens | p50 ${quantile(inFrame, 0.5).toFixed(0)} ms, p90 ${quantile(inFrame, 0.9).toFixed(0)} ms, max ${Math.max(...inFrame).toFixed(0)} ms | target < 300 ms. Medians of the parts: the page's response ${quantile(
      split.map((t) => t.page),
      0.5,
    ).toFixed(0)} ms, its script to the open's start ${quantile(
      split.map((t) => t.openStart - t.page),
      0.5,
    ).toFixed(0)} ms, POST .../open ${quantile(
      split.map((t) => t.openEnd - t.openStart),
      0.5,
    ).toFixed(0)} ms, socket and snapshot to the first draw ${quantile(
      split.map((t) => t.mark - t.openEnd),
      0.5,
    ).toFixed(0)} ms. From the host page's goto (host page + frame): p50 ${quantile(fromHost, 0.5).toFixed(0)} ms |`,
  );

  // 2. Draws per second while bots play with zero delay.
  const fastTable = await botTable(fast, host.origin, { mode: "live", delaySeconds: 0 });
  pages.set("/fast", await fastTable.launch());
  const context = await browser.newContext({ viewport: { width: 1280, height: 660 } });
  const page = await context.newPage();
  let received = 0;
  let lastReceived = 0;
  page.on("websocket", (ws) =>
    ws.on("framereceived", (event) => {
      const text = typeof event.payload === "string" ? event.payload : event.payload.toString("utf8");
      const seq = text.startsWith("{") ? (JSON.parse(text) as { seq?: unknown }).seq : undefined;
      if (typeof seq === "number") {
        received += 1;
        lastReceived = Math.max(lastReceived, seq);
      }
    }),
  );
  await page.goto(`${host.origin}/fast`);
  const frame = page.frameLocator("#spectator");
  await frame.locator("#view[data-draws]").waitFor({ timeout: 15_000 });
  const read = async () => {
    const view = frame.locator("#view");
    return { draws: Number(await view.getAttribute("data-draws")), seq: Number(await view.getAttribute("data-seq")), at: performance.now() };
  };
  // Measured from the first draw on: four bots at 1/2 with 200-320 chips bust one another within a few
  // hundred hands at full speed, and a table left with one player stops dealing.
  const first = await read();
  const receivedAtStart = received;
  const lags: number[] = [];
  for (let s = 0; s < SECONDS; s++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await read();
    lags.push(Math.max(0, lastReceived - now.seq));
  }
  const last = await read();
  const seconds = (last.at - first.at) / 1000;
  const hands = await fast.fetch(`/api/v1/management/tables/${fastTable.tableId}`, { headers: { authorization: `Bearer ${fastTable.key}` } });
  const handNumber = ((await hands.json()) as { table: { handNumber: number } }).table.handNumber;
  await context.close();
  rows.push(
    `| renders while 4 house bots play with zero delay, ${SECONDS} s | ${((last.draws - first.draws) / seconds).toFixed(1)} draws/s, ${((received - receivedAtStart) / seconds).toFixed(0)} events/s received | events behind the socket, sampled each second: max ${Math.max(...lags)}, median ${quantile(lags, 0.5)} (one draw per animation frame applies every event received before it); the table was at hand ${handNumber} |`,
  );
} finally {
  await Promise.all([browser.close(), paced.stop(), fast.stop(), host.close()]);
}
console.log(
  `Spectator page, ${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? "?"} x ${cpus().length}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log("| measure | result | note |\n|---|---|---|");
for (const row of rows) console.log(row);
