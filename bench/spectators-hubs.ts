/**
 * `node --experimental-strip-types bench/spectators-hubs.ts [--spectators 0,1000,10000] [--seconds S] [--hubs N] [--bot-think-ms MS] [--direct-max N]`:
 * a bot-only table's CPU per hand with 0, 1,000 and 10,000 spectator sockets, served by the table itself
 * (direct) or through spectator hubs. Progress goes to stderr, one markdown table to stdout.
 *
 * To tell the table's CPU from the hubs', they run in separate workerd processes (Miniflare instances, the
 * bundle `wrangler deploy --dry-run` writes, in-memory storage, 127.0.0.1):
 * - process T holds the table objects (and serves direct spectators);
 * - the H processes (`--hub-processes`, default 2) hold the hubs (hub k in process k mod their number) and
 *   serve the hub spectators: one workerd process keeps about 1.8 file descriptors per socket, and this
 *   machine allows 20,000 per process (one process with 10,000 sockets exited).
 * The two talk over loopback: in T, SPECTATOR_HUBS is bound to a bench-only forwarding object that sends
 * `admit` to H by HTTP and each publication down one WebSocket per hub (one JSON text and one `send`,
 * about what a Durable Object RPC costs its caller); in H, TABLES to one that sends the hubs'
 * `hubFrames`/`hubSnapshot` to T by HTTP. In production these are Durable Object RPCs; the forwarding is
 * counted in T's CPU, so the table's share is, if anything, overstated.
 *
 * Each case: a table with 6 house bots (they think `--bot-think-ms`, default 20, so the table plays
 * steadily instead of flat out), N spectator sockets (`batch=1`, as the SDK and the spectator page
 * connect) opened from this Node process, then `--seconds` (default 10) measured: hands played, CPU of
 * each workerd process from /proc (10 ms ticks), and each socket's stream checked in order (a socket
 * that sees a seq other than its last + 1 counts as a gap), and for each event every socket received, the
 * time from its `at` (the table's clock at commit) to its arrival at the last socket: p50 and p99. `--direct-max` (default 1000) skips direct
 * cases above it (10,000 sockets on one table object took it minutes per hand).
 */
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { numberArg } from "./args.ts";
import { bundleWorker, log, nodeCpuMs, sleep, workerdCpuByPid } from "./workerd.ts";

const SECONDS = numberArg("--seconds", 10);
const HUBS = numberArg("--hubs", 4);
const BOT_THINK_MS = numberArg("--bot-think-ms", 20);
const DIRECT_MAX = numberArg("--direct-max", 1000);
const COUNTS = (() => {
  const i = process.argv.indexOf("--spectators");
  return (i >= 0 ? process.argv[i + 1]! : "0,1000,10000").split(",").map(Number);
})();
/** workerd processes the hubs are spread over (`--hub-processes`, default 2). */
const HUB_PROCESSES = Math.max(1, numberArg("--hub-processes", 2));
const BOTS = 6;
const RUN_LIMIT_MS = 20 * 60_000;

const { outdir, cleanup } = bundleWorker("pokerworks-hubs-");

/**
 * The bench's own Worker, in both processes: `/bench/...` routes (tables by RPC in T; the hubs' calls
 * arriving from T, and the tables' answers arriving from H), and the forwarding objects.
 */
const BENCH = `import { DurableObject } from "cloudflare:workers";
const json = (x) => new Response(JSON.stringify(x ?? null), { headers: { "content-type": "application/json" } });
export class HubForward extends DurableObject {
  async call(method, arg) {
    const name = this.ctx.id.name;
    const res = await fetch(this.peer() + "/bench/hub/" + method + "?name=" + encodeURIComponent(name), { method: "POST", body: JSON.stringify(arg) });
    return res.json();
  }
  // Hub k lives in hub process k mod the number of hub processes.
  peer() {
    const peers = this.env.PEER.split(",");
    return peers[Number(this.ctx.id.name.split("/hub/")[1]) % peers.length];
  }
  admit(a) { return this.call("admit", a); }
  // Publications go down one socket per hub (a send per publication, as cheap as an RPC's); the hub's
  // answer is not carried back, so the table keeps publishing to it (it has spectators throughout).
  // One socket, opened once (calls arrive in order, and so do their sends: a publication that overtook
  // another would make the hub fetch the gap from the table, which is correct but slow over HTTP).
  async publish(p) {
    this.socket ??= fetch(this.peer() + "/bench/hub-socket?name=" + encodeURIComponent(this.ctx.id.name), { headers: { upgrade: "websocket" } }).then((res) => {
      res.webSocket.accept();
      return res.webSocket;
    });
    (await this.socket).send(JSON.stringify(p));
    return { listeners: 1 };
  }
}
export class TableForward extends DurableObject {
  async call(method, args) {
    const name = this.ctx.id.name;
    const res = await fetch(this.env.PEER + "/bench/table/" + method + "?name=" + encodeURIComponent(name), { method: "POST", body: JSON.stringify(args) });
    return res.json();
  }
  hubFrames(after, limit) { return this.call("hubFrames", [after, limit]); }
  hubSnapshot(delayMs) { return this.call("hubSnapshot", [delayMs]); }
}
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const parts = url.pathname.split("/");
    if (parts[2] === "hub-socket") {
      const hub = env.SPECTATOR_HUBS.getByName(url.searchParams.get("name"));
      const pair = new WebSocketPair();
      pair[1].accept();
      // In order: each publication once the previous one was taken.
      let chain = Promise.resolve();
      pair[1].addEventListener("message", (e) => {
        const p = JSON.parse(e.data);
        chain = chain.then(() => hub.publish(p)).catch(() => undefined);
      });
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    const body = request.method === "POST" ? await request.json() : null;
    if (parts[2] === "hub") return json(await env.SPECTATOR_HUBS.getByName(url.searchParams.get("name"))[parts[3]](body));
    if (parts[2] === "table") return json(await env.TABLES.getByName(url.searchParams.get("name"))[parts[3]](...body));
    const table = env.TABLES.getByName(url.searchParams.get("table"));
    if (parts[2] === "init") return json(await table.init(body));
    if (parts[2] === "seat") return json(await table.seat(body));
    if (parts[2] === "stand-up") return json(await table.standUp(body.seatNumber));
    if (parts[2] === "view") return json(await table.view());
    if (parts[2] === "spectator") return json(await table.spectatorTicket(undefined, { via: url.searchParams.get("via") }));
    return new Response("not found", { status: 404 });
  },
};`;

const common = {
  modules: true,
  compatibilityDate: "2026-11-01",
  compatibilityFlags: ["nodejs_compat"],
};
type DurableObjects = Record<string, { className: string; scriptName?: string; useSQLite?: boolean }>;
const pokerworks = (durableObjects: DurableObjects) => ({
  ...common,
  name: "pokerworks",
  scriptPath: join(outdir, "index.js"),
  modulesRoot: outdir,
  routes: ["*/v1/*"],
  d1Databases: ["DB"],
  durableObjects: {
    METER: { className: "UsageMeter", useSQLite: true },
    EMBED_SESSIONS: { className: "EmbedSession", useSQLite: true },
    DIRECTORS: { className: "TournamentDirector", useSQLite: true },
    ...durableObjects,
  },
  queueProducers: { WEBHOOK_QUEUE: "pokerworks-webhooks", WEBHOOK_DLQ: "pokerworks-webhooks-dlq" },
  bindings: {
    SECRETS_KEY: randomBytes(32).toString("base64"),
    RATE_LIMIT_PER_MINUTE: "100000000",
    TABLE_NEXT_HAND_MS: "0",
    TABLE_BOT_THINK_MS: String(BOT_THINK_MS),
    TABLE_SPECTATOR_HUBS: String(HUBS),
  },
});
const benchWorker = (durableObjects: DurableObjects, peer: string) => ({
  ...common,
  name: "bench",
  script: BENCH,
  routes: ["*/bench/*"],
  bindings: { PEER: peer },
  durableObjects,
});

// Process T first (its pid is the only workerd then), then the H processes, each told the other's address.
// Ports are fixed up front so that each can name its peer. Hub k runs in H process k mod HUB_PROCESSES: one
// workerd process holds about 1.8 descriptors per socket, and this machine allows a process 20,000.
const portT = 20_000 + Math.floor(Math.random() * 20_000);
const portsH = Array.from({ length: HUB_PROCESSES }, (_, i) => portT + 1 + i);
const origin = (port: number) => `http://127.0.0.1:${port}`;
const mfT = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: portT,
    handleStructuredLogs: () => {},
    workers: [
      pokerworks({
        TABLES: { className: "TableObject", useSQLite: true },
        SPECTATOR_HUBS: { className: "HubForward", scriptName: "bench", useSQLite: true },
      }),
      benchWorker(
        {
          TABLES: { className: "TableObject", scriptName: "pokerworks", useSQLite: true },
          SPECTATOR_HUBS: { className: "HubForward", useSQLite: true },
        },
        portsH.map(origin).join(","),
      ),
    ],
  }),
);
await mfT.ready;
const pidT = [...workerdCpuByPid().keys()];
const mfH: Miniflare[] = [];
const pidH: number[] = [];
for (const portH of portsH) {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: portH,
      handleStructuredLogs: () => {},
      workers: [
        pokerworks({
          TABLES: { className: "TableForward", scriptName: "bench", useSQLite: true },
          SPECTATOR_HUBS: { className: "SpectatorHub", useSQLite: true },
        }),
        benchWorker(
          {
            TABLES: { className: "TableForward", useSQLite: true },
            SPECTATOR_HUBS: { className: "SpectatorHub", scriptName: "pokerworks", useSQLite: true },
          },
          origin(portT),
        ),
      ],
    }),
  );
  await mf.ready;
  mfH.push(mf);
  pidH.push(...[...workerdCpuByPid().keys()].filter((p) => !pidT.includes(p) && !pidH.includes(p)));
}
log(
  `process T (tables): workerd ${pidT.join(",")} on ${origin(portT)}; hub processes: workerd ${pidH.join(",")} on ${portsH.map(origin).join(", ")}`,
);
const cpuOf = (pids: number[]) => {
  const all = workerdCpuByPid();
  return pids.reduce((sum, p) => sum + (all.get(p) ?? 0), 0);
};

async function rpc<T>(path: string, tableId: string, body?: unknown, query = ""): Promise<T> {
  const res = await fetch(
    `${origin(portT)}/bench/${path}?table=${tableId}${query}`,
    body === undefined ? {} : { method: "POST", body: JSON.stringify(body) },
  );
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  const outcome = JSON.parse(text) as T & { ok?: boolean; message?: string };
  if (outcome?.ok === false) throw new Error(`${path}: ${outcome.message}`);
  return outcome;
}

let tables = 0;
async function table(): Promise<string> {
  tables += 1;
  const tableId = `tbl_0HUBS${String(tables).padStart(8, "0")}${randomBytes(6).toString("hex")}`;
  await rpc("init", tableId, {
    tableId,
    ringGameId: "rg_0HUBS0000000000",
    name: "spectated",
    organizationId: "org_0HUBS0000000000",
    environment: "test",
    projectId: null,
    tableSize: BOTS,
    smallBlind: 1,
    bigBlind: 2,
    ante: null,
    buyIn: { min: 100, max: 1000 },
    clock: { actionSeconds: 120, timeBankSeconds: 0 },
    spectators: { mode: "live", delaySeconds: 0 },
    trustMode: "bot_only",
  });
  return tableId;
}

let players = 0;
/** Keeps the bot-only table full (a busted bot's seat closes) until `stop()`. */
function keepSeated(tableId: string): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      const view = await rpc<{ seats: Array<{ seatNumber: number }> }>("view", tableId);
      for (let n = 1; n <= BOTS; n++) {
        if (view.seats.some((s) => s.seatNumber === n)) continue;
        players += 1;
        await rpc("seat", tableId, { playerRef: `b${players}`, displayName: `Bot ${n}`, participant: "bot", stack: 1000, seatNumber: n }).catch(
          () => undefined,
        );
      }
      await sleep(250);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function standAll(tableId: string): Promise<void> {
  const view = await rpc<{ seats: Array<{ seatNumber: number }> }>("view", tableId);
  for (const s of view.seats) await rpc("stand-up", tableId, { seatNumber: s.seatNumber }).catch(() => undefined);
}

const handNumber = async (tableId: string): Promise<number> => (await rpc<{ handNumber: number }>("view", tableId)).handNumber;

interface Socket {
  ws: WebSocket;
  events: number;
  lastSeq: number;
  gaps: number;
}

/** Each event's seq, in order, from a frame's text (one event, or a batch array of them), without a full parse. */
function seqsOf(text: string): number[] {
  const out: number[] = [];
  // Only event frames carry `"seq":` first among their fields; a snapshot's "seq" is its own.
  for (let i = text.indexOf('{"seq":'); i >= 0; i = text.indexOf('{"seq":', i + 7)) out.push(Number.parseInt(text.slice(i + 7, i + 22), 10));
  return out;
}

/**
 * When each event reached the sockets of one case: its `at` (the table's clock when it committed the event;
 * workerd's clock is the machine's, as Node's is) and the last socket's arrival, in ms since the epoch.
 */
type Arrivals = Map<number, { at: number; last: number; count: number }>;

function recordArrival(arrivals: Arrivals, seq: number, text: string, now: number): void {
  const entry = arrivals.get(seq);
  if (entry) {
    entry.last = now;
    entry.count += 1;
    return;
  }
  // The frame begins {"seq":N,"at":"<ISO time>" (batch=1: one event a frame).
  const at = Date.parse(text.slice(text.indexOf('"at":"') + 6, text.indexOf('"at":"') + 30));
  arrivals.set(seq, { at, last: now, count: 1 });
}

/** p50 and p99 over the events every socket received of the time from the table's commit to the last socket. */
function spreadOf(arrivals: Arrivals, sockets: number): { p50: number; p99: number; events: number } {
  const spreads = [...arrivals.values()].filter((a) => a.count === sockets && Number.isFinite(a.at)).map((a) => a.last - a.at);
  spreads.sort((a, b) => a - b);
  const at = (q: number) => spreads[Math.min(spreads.length - 1, Math.floor(q * spreads.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), events: spreads.length };
}

function open(url: string, arrivals: Arrivals): Promise<Socket> {
  const ws = new WebSocket(url);
  const socket: Socket = { ws, events: 0, lastSeq: -1, gaps: 0 };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("socket did not open in 60 s")), 60_000);
    ws.addEventListener("open", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    ws.addEventListener("error", () => reject(new Error("socket error")));
    ws.addEventListener("message", (e) => {
      const text = e.data as string;
      if (text.startsWith('{"type":"snapshot"')) {
        socket.lastSeq = Number.parseInt(text.slice(text.indexOf('"seq":') + 6), 10);
        return;
      }
      const now = Date.now();
      for (const seq of seqsOf(text)) {
        recordArrival(arrivals, seq, text, now);
        if (socket.lastSeq >= 0 && seq !== socket.lastSeq + 1) socket.gaps += 1;
        socket.lastSeq = seq;
        socket.events += 1;
      }
    });
  });
}

let failedOpens = 0;
async function openMany(n: number, tableId: string, via: "table" | "hub", arrivals: Arrivals): Promise<Socket[]> {
  const sockets: Socket[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      // A refused or failed open (the machine is loaded; 10,000 opens in a row) is retried with a fresh ticket.
      for (let attempt = 1; ; attempt++) {
        try {
          const { ticket } = await rpc<{ ticket: { connectUrl: string } }>("spectator", tableId, undefined, `&via=${via}`);
          const hub = Number(/_h(\d+)$/.exec(ticket.connectUrl)?.[1] ?? 0);
          const port = via === "table" ? portT : portsH[hub % portsH.length]!;
          sockets.push(await open(`${origin(port).replace(/^http/, "ws")}${ticket.connectUrl}&batch=1`, arrivals));
          if (sockets.length % 1000 === 0) log(`  ${sockets.length} sockets open`);
          break;
        } catch (error) {
          failedOpens += 1;
          if (attempt >= 5) throw error;
          await sleep(200 * attempt);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return sockets;
}

interface Case {
  via: "table" | "hub";
  sockets: number;
  hands: number;
  seconds: number;
  tableCpuMs: number;
  hubCpuMs: number;
  nodeCpuMs: number;
  events: number;
  gaps: number;
  behind: number;
  connectSeconds: number;
  drainSeconds: number;
  /** From the table's commit of an event to its last socket, over the events every socket received (ms). */
  spread: { p50: number; p99: number; events: number };
  /** Both workerd processes still running at the end of the case. */
  alive: boolean;
}
const results: Case[] = [];
const started = Date.now();
const limit = setTimeout(() => {
  log(`stopped at the ${RUN_LIMIT_MS / 60000}-minute limit`);
  void Promise.all([mfT.dispose(), ...mfH.map((mf) => mf.dispose())]).finally(() => {
    cleanup();
    process.exit(1);
  });
}, RUN_LIMIT_MS);

try {
  for (const sockets of COUNTS) {
    for (const via of ["table", "hub"] as const) {
      if (sockets === 0 && via === "hub") continue; // no spectator: no hub either
      if (via === "table" && sockets > DIRECT_MAX) {
        log(`direct, ${sockets} sockets: skipped (--direct-max ${DIRECT_MAX})`);
        continue;
      }
      const tableId = await table();
      log(`${via === "table" ? "direct" : `through ${HUBS} hubs`}, ${sockets} spectator sockets on ${tableId}`);
      const c0 = performance.now();
      const arrivals: Arrivals = new Map();
      const fans = await openMany(sockets, tableId, via, arrivals);
      const connectSeconds = (performance.now() - c0) / 1000;
      const seated = keepSeated(tableId);
      await sleep(2000);
      const h0 = await handNumber(tableId);
      const t0 = cpuOf(pidT);
      const u0 = cpuOf(pidH);
      const n0 = nodeCpuMs();
      const e0 = fans.reduce((s, f) => s + f.events, 0);
      const w0 = performance.now();
      await sleep(SECONDS * 1000);
      const h1 = await handNumber(tableId);
      const result: Case = {
        via,
        sockets,
        hands: h1 - h0,
        seconds: (performance.now() - w0) / 1000,
        tableCpuMs: cpuOf(pidT) - t0,
        hubCpuMs: cpuOf(pidH) - u0,
        nodeCpuMs: nodeCpuMs() - n0,
        events: fans.reduce((s, f) => s + f.events, 0) - e0,
        gaps: 0,
        behind: 0,
        connectSeconds,
        drainSeconds: 0,
        spread: { p50: Number.NaN, p99: Number.NaN, events: 0 },
        alive: true,
      };
      await seated.stop();
      await standAll(tableId);
      // Let the sockets drain (the clients here lag behind at the higher counts), then check every stream:
      // no gap, and at the last seq any socket saw. Up to 60 s, while they still make progress.
      const d0 = performance.now();
      const top = () => Math.max(0, ...fans.map((f) => f.lastSeq));
      let seen = -1;
      for (let waited = 0; waited < 60_000; waited += 1000) {
        await sleep(1000);
        const total = fans.reduce((s, f) => s + f.events, 0);
        if (fans.every((f) => f.lastSeq === top()) || total === seen) break;
        seen = total;
      }
      result.drainSeconds = (performance.now() - d0) / 1000;
      result.gaps = fans.reduce((s, f) => s + f.gaps, 0);
      result.alive = [...pidT, ...pidH].every((p) => workerdCpuByPid().has(p));
      result.behind = fans.filter((f) => f.lastSeq < top()).length;
      result.spread = spreadOf(arrivals, sockets);
      results.push(result);
      log(`  ${JSON.stringify(result)}`);
      for (const f of fans) f.ws.close();
      await sleep(1000);
    }
  }
} catch (error) {
  log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(limit);
  log("stopping workerd");
  await Promise.all([mfT.dispose(), ...mfH.map((mf) => mf.dispose())]);
  cleanup();
}

const cpu = cpus();
console.log(
  `Spectator hubs bench, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}; workerd via Miniflare on 127.0.0.1 (T: tables; H: hubs, ${HUB_PROCESSES} processes), clients in this Node process; ${HUBS} hubs per table; bots think ${BOT_THINK_MS} ms; ${((Date.now() - started) / 1000).toFixed(0)} s in all; ${failedOpens} socket opens failed and were retried; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} at the end`,
);
console.log("");
console.log(
  "| spectators | served by | hands/s | table process CPU per hand | hub process CPU per hand | events delivered/s | gaps | sockets behind at the end | commit to last socket, p50 / p99 | note |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const perHand = (ms: number) => (r.hands > 0 ? `${(ms / r.hands).toFixed(2)} ms` : "n/a");
  console.log(
    `| ${r.sockets} | ${r.via === "table" ? "the table" : "hubs"} | ${(r.hands / r.seconds).toFixed(1)} | ${perHand(r.tableCpuMs)} | ${r.via === "hub" ? perHand(r.hubCpuMs) : "-"} | ${(r.events / r.seconds).toFixed(0)} | ${r.gaps} | ${r.behind} | ${r.sockets > 0 ? `${r.spread.p50.toFixed(0)} / ${r.spread.p99.toFixed(0)} ms (${r.spread.events} events)` : "-"} | ${r.hands} hands in ${r.seconds.toFixed(1)} s; CPU: T ${((100 * r.tableCpuMs) / (r.seconds * 1000)).toFixed(0)}%, H ${((100 * r.hubCpuMs) / (r.seconds * 1000)).toFixed(0)}%, clients ${((100 * r.nodeCpuMs) / (r.seconds * 1000)).toFixed(0)}% of a core; sockets opened in ${r.connectSeconds.toFixed(1)} s; ${r.drainSeconds.toFixed(0)} s for the clients to drain after play stopped${r.alive ? "" : "; **a workerd process had exited by the end**"} |`,
  );
}
