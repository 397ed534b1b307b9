/**
 * `node --experimental-strip-types bench/table-load.ts [--actions N] [--seconds S]`: hosted tables over
 * real WebSockets on 127.0.0.1 (issue 19, Speed). Progress goes to stderr, one markdown table to stdout.
 *
 * The Worker runs in workerd through Miniflare (the runtime `wrangler dev` runs), from the bundle
 * `wrangler deploy --dry-run` writes, with in-memory D1 and Durable Objects, on a free 127.0.0.1 port,
 * with TABLE_NEXT_HAND_MS = TABLE_BOT_THINK_MS = 0 (or `--next-hand-ms N`). Not `wrangler dev` itself (bench/load/server.ts):
 * spectator tickets come only from the table object's `spectatorTicket()` RPC (no HTTP route yet), so a
 * second, bench-only Worker bound to the TableObject class creates the tables, seats the players and
 * issues the tickets by RPC (what the management routes do after their D1 checks). Every socket connects
 * through the Worker's own route, GET /v1/tables/{tableId}/connect?ticket=..., with Node's WebSocket.
 *
 * 1. Action to broadcast: 9 seats played by the bench (check, else call) and 100 spectator sockets on
 *    one table; from a seat's `act` send to the `acted` frame on every other socket (8 + 100), p50 and
 *    p99 over `--actions` actions (default 300), paced so no seat passes the socket flood limit.
 * 2. One table object with 6 house bots and no pause, no socket: hands per second and workerd's CPU
 *    per hand (from /proc: everything the object does, SQLite and alarms included).
 * 3. Fan-out: 1,000 spectator sockets on a bot-only table like 2; frames per second delivered to them
 *    for `--seconds` seconds (default 5), and the hands per second the table still plays.
 * 4. With `--tables N`: N bot-only tables of 6 house bots at once, no socket: hands per second in all and
 *    per table, and workerd's CPU per hand across them (the tables share this machine's cores; on
 *    Cloudflare each is its own object). D1 is not written by play (only a closing seat writes its event).
 * Bounded: every wait has a time limit and the whole run stops after 10 minutes.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { numberArg } from "./args.ts";
import { bundleWorker, log, nodeCpuMs, root, sleep, workerdCpuByPid } from "./workerd.ts";

const ACTIONS = numberArg("--actions", 300);
const FANOUT_SECONDS = numberArg("--seconds", 5);
/**
 * Sockets connect with `batch=1`, as the SDK's socket client and the spectator page do: a change's
 * events arrive as one array frame. `--no-batch` measures one frame per event instead.
 */
const BATCH = !process.argv.includes("--no-batch");
/**
 * `--profile FILE`: a V8 CPU profile of workerd (its inspector) over case 1's measured actions, written
 * to FILE (open it in Chrome's DevTools, Performance tab), to see where an action's time goes.
 */
const PROFILE = (() => {
  const i = process.argv.indexOf("--profile");
  return i >= 0 ? process.argv[i + 1] : undefined;
})();
const INSPECTOR_PORT = 9230;
/** Spectator sockets of case 1 (`--spectators N`). */
const SPECTATORS = numberArg("--spectators", 100);
/**
 * `--next-hand-ms N`: the pause between hands (TABLE_NEXT_HAND_MS; production's is 3,000). At 0, the
 * default, an action that ends a hand also deals the next in the same change; a pause puts the deal in
 * its own alarm, as on a live table. Cases 2 and 3 need 0 and are skipped otherwise.
 */
const NEXT_HAND_MS = numberArg("--next-hand-ms", 0);
const WARMUP_ACTIONS = 30;
const SEATS = 9;
const FANOUT_SOCKETS = 1000;
const BOTS = 6;
/** Case 4's tables at once (0: case 4 is skipped). */
const MANY_TABLES = numberArg("--tables", 0);
/** The socket flood limit is 30 messages per 10 s (src/tables/protocol.ts): each seat stays under 25. */
const SEAT_WINDOW = { count: 25, ms: 10_000 };
/** At least this long between two actions, so each one is measured on a quiet table. */
const ACTION_GAP_MS = 40;
const RUN_LIMIT_MS = 10 * 60_000;

// ------------------------------------------------------------------------------------------ the Worker

const { outdir, cleanup } = bundleWorker("pokerworks-table-load-");

/**
 * The bench's own Worker, bound to the TableObject class: it creates tables, seats players and issues
 * spectator tickets by the object's RPC (what the management routes do after their D1 checks).
 */
const HELPER = `export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const table = env.TABLES.getByName(url.searchParams.get("table"));
    const body = request.method === "POST" ? await request.json() : null;
    if (url.pathname === "/init") return Response.json(await table.init(body));
    if (url.pathname === "/seat") return Response.json(await table.seat(body));
    if (url.pathname === "/stand-up") return Response.json(await table.standUp(body.seatNumber));
    if (url.pathname === "/view") return Response.json(await table.view());
    return Response.json(await table.spectatorTicket());
  },
};`;

const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: 0,
    ...(PROFILE ? { inspectorPort: INSPECTOR_PORT } : {}),
    handleStructuredLogs: () => {},
    workers: [
      {
        name: "pokerworks",
        modules: true,
        scriptPath: join(outdir, "index.js"),
        modulesRoot: outdir,
        compatibilityDate: "2026-11-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        durableObjects: {
          METER: { className: "UsageMeter", useSQLite: true },
          EMBED_SESSIONS: { className: "EmbedSession", useSQLite: true },
          TABLES: { className: "TableObject", useSQLite: true },
        },
        queueProducers: { WEBHOOK_QUEUE: "pokerworks-webhooks", WEBHOOK_DLQ: "pokerworks-webhooks-dlq" },
        bindings: {
          SECRETS_KEY: randomBytes(32).toString("base64"),
          RATE_LIMIT_PER_MINUTE: "100000000",
          TABLE_NEXT_HAND_MS: String(NEXT_HAND_MS),
          TABLE_BOT_THINK_MS: "0",
          // Spectators on the table itself: this bench measures one object's own fan-out (the hubs have
          // bench/spectators-hubs.ts).
          TABLE_SPECTATOR_HUBS: "0",
        },
      },
      {
        name: "table-helper",
        modules: true,
        script: HELPER,
        compatibilityDate: "2026-11-01",
        durableObjects: { TABLES: { className: "TableObject", scriptName: "pokerworks", useSQLite: true } },
      },
    ],
  }),
);

/** workerd's CPU time in ms (all of this process's workerd children). */
function workerdCpuMs(): number {
  return [...workerdCpuByPid().values()].reduce((sum, ms) => sum + ms, 0);
}

/** A CPU profiler on workerd's inspector (the `pokerworks` Worker's isolate), for `--profile`. */
async function startProfiler(): Promise<() => Promise<unknown>> {
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json()) as Array<{
    id: string;
    title: string;
    webSocketDebuggerUrl: string;
  }>;
  const target = targets.find((t) => t.title.includes("pokerworks")) ?? targets[0];
  if (!target) throw new Error("no inspector target");
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve);
    ws.addEventListener("error", reject);
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(e.data as string) as { id?: number; result?: unknown };
    if (m.id !== undefined) pending.get(m.id)?.(m.result);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 200 });
  await call("Profiler.start");
  return async () => {
    const result = (await call("Profiler.stop")) as { profile: unknown };
    ws.close();
    return result.profile;
  };
}

// ------------------------------------------------------------------------------------------ the tables

let base = "";
const helper = await mf.getWorker("table-helper");

async function rpc<T>(path: string, tableId: string, body?: unknown): Promise<T> {
  const res = await helper.fetch(`http://helper${path}?table=${tableId}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  const outcome = JSON.parse(text) as T & { ok?: boolean; message?: string };
  if (outcome?.ok === false) throw new Error(`${path}: ${outcome.message}`);
  return outcome;
}

interface TicketBody {
  ticket: string;
  connectUrl: string;
}

let tables = 0;
async function table(name: string, trustMode: "human_only" | "bot_only", tableSize: number): Promise<string> {
  tables += 1;
  const tableId = `tbl_0LOAD${String(tables).padStart(8, "0")}${randomBytes(6).toString("hex")}`;
  await rpc("/init", tableId, {
    tableId,
    ringGameId: "rg_0LOAD0000000000",
    name,
    organizationId: "org_0LOAD0000000000",
    environment: "test",
    projectId: null,
    tableSize,
    smallBlind: 1,
    bigBlind: 2,
    ante: null,
    buyIn: { min: 100, max: 1000 },
    clock: { actionSeconds: 120, timeBankSeconds: 0 },
    spectators: { mode: "live", delaySeconds: 0 },
    trustMode,
  });
  return tableId;
}

let players = 0;
async function seat(tableId: string, n: number, participant: "human" | "bot"): Promise<TicketBody> {
  players += 1;
  const body = { playerRef: `p${players}`, displayName: `${participant === "bot" ? "Bot" : "Player"} ${n}`, participant, stack: 1000, seatNumber: n };
  return (await rpc<{ ticket: TicketBody }>("/seat", tableId, body)).ticket;
}

/** Keeps a bot-only table full (a busted bot's seat closes), as the soak driver does, until `stop()`. */
function keepSeated(tableId: string, seats: number): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      const view = await rpc<{ seats: Array<{ seatNumber: number }> }>("/view", tableId);
      for (let n = 1; n <= seats; n++) if (!view.seats.some((s) => s.seatNumber === n)) await seat(tableId, n, "bot").catch(() => undefined);
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

/** Stands every seated player up; a bot playing on may bust between the view and its stand-up (then the seat is empty already). */
async function standAll(tableId: string): Promise<void> {
  const view = await rpc<{ seats: Array<{ seatNumber: number }> }>("/view", tableId);
  for (const s of view.seats) {
    await rpc("/stand-up", tableId, { seatNumber: s.seatNumber }).catch((error: Error) => {
      if (!/is empty/.test(error.message)) throw error;
    });
  }
}

const spectatorTicket = async (tableId: string): Promise<TicketBody> => (await rpc<{ ticket: TicketBody }>("/spectator", tableId)).ticket;
const handNumber = async (tableId: string): Promise<number> => (await rpc<{ handNumber: number }>("/view", tableId)).handNumber;

// ------------------------------------------------------------------------------------------ sockets

// biome-ignore lint/suspicious/noExplicitAny: frames are read field by field.
type Frame = any;

interface Socket {
  ws: WebSocket;
  /** Events received. */
  frames: number;
  /** Batch frames received (each holding 2 or more events). */
  messages: number;
  lastSeq: number;
  onFrame: ((text: string) => void) | null;
}

/** The top-level elements of a JSON array's text, as texts (a batch frame's events), without parsing them. */
function arrayElements(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 1;
  for (let i = 1; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) depth--;
    else if (c === 44 && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start, text.length - 1));
  return out;
}

function open(ticket: TicketBody, onFrame: ((text: string) => void) | null): Promise<Socket> {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}${ticket.connectUrl}${BATCH ? "&batch=1" : ""}`);
  const socket: Socket = { ws, frames: 0, messages: 0, lastSeq: 0, onFrame };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("socket did not open in 20 s")), 20_000);
    ws.addEventListener("open", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    ws.addEventListener("error", () => reject(new Error("socket error")));
    ws.addEventListener("message", (e) => {
      const text = e.data as string;
      // `frames` counts events delivered, whether they came one per frame or in a batch.
      if (text.charCodeAt(0) !== 91) {
        socket.frames += 1;
        socket.onFrame?.(text);
        return;
      }
      const events = arrayElements(text);
      socket.frames += events.length;
      socket.messages += 1;
      if (socket.onFrame) for (const event of events) socket.onFrame(event);
    });
  });
}

async function openMany(
  n: number,
  ticket: () => Promise<TicketBody>,
  onFrame: (s: () => Socket) => ((text: string) => void) | null,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      let self: Socket | null = null;
      const s = await open(
        await ticket(),
        onFrame(() => self!),
      );
      self = s;
      sockets.push(s);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return sockets;
}

/** NaN for an empty list (a short run may end no hand), which the report prints as "n/a". */
const quantile = (sorted: number[], q: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

// ------------------------------------------------------------------------------------------ run

interface Results {
  latency?: {
    all: number[];
    /** The same, split: actions that ended a hand (settling it and, with no pause, dealing the next) and the rest. */
    ending: number[];
    inHand: number[];
    each: number[];
    ack: number[];
    sockets: number;
    hands: number;
    cpuMs: number;
    nodeCpuMs: number;
  };
  bots?: { hands: number; seconds: number; cpuMs: number };
  /** d1Rows: rows added to each D1 table during the measured seconds (only tables that changed). */
  many?: {
    tables: number;
    hands: number;
    seconds: number;
    cpuMs: number;
    slowest: number;
    fastest: number;
    d1Rows: Array<readonly [string, number]>;
  };
  fanout?: {
    frames: number;
    seconds: number;
    hands: number;
    cpuMs: number;
    nodeCpuMs: number;
    sockets: number;
    lagging: number;
    connectSeconds: number;
  };
}
const results: Results = {};
const started = Date.now();
const limit = setTimeout(() => {
  log(`stopped at the ${RUN_LIMIT_MS / 60000}-minute limit`);
  void mf.dispose().finally(() => {
    cleanup();
    process.exit(1);
  });
}, RUN_LIMIT_MS);
const all: Socket[] = [];

try {
  base = (await mf.ready).origin;
  log(`workerd on ${base}`);
  const db = await mf.getD1Database("DB");
  for (const migration of await readD1Migrations(join(root, "migrations"))) {
    for (const query of migration.queries) await db.prepare(query).run();
  }

  // ---------------------------------------------------------------- 1. action to broadcast
  const humans = await table("latency", "human_only", SEATS);
  log(`1. ${SEATS} seats and ${SPECTATORS} spectators on ${humans}`);
  /** Where each socket saw each `acted` frame (hand:index -> times). */
  const arrivals = new Map<string, number[]>();
  const now: { turn: { hand: number; index: number; seatNumber: number } | null } = { turn: null };
  const legal = new Map<string, Frame>();
  const errors: string[] = [];
  const acks = new Map<string, number>();
  const endedHands = new Set<number>();
  const watch = (text: string) => {
    if (!text.includes('"acted"')) return;
    const f = JSON.parse(text) as Frame;
    if (f.type !== "acted") return;
    const key = `${f.hand}:${f.index}`;
    const list = arrivals.get(key) ?? [];
    list.push(performance.now());
    arrivals.set(key, list);
  };
  const seatFrame = (seatNumber: number) => (text: string) => {
    watch(text);
    const f = JSON.parse(text) as Frame;
    if (f.type === "turn") now.turn = { hand: f.hand, index: f.index, seatNumber: f.seatNumber };
    else if (f.type === "hand_ended") endedHands.add(f.hand);
    else if (f.type === "legal_actions" && f.seatNumber === seatNumber) legal.set(`${f.hand}:${f.index}`, f.legal);
    else if (f.type === "ack" && f.clientId) acks.set(f.clientId, performance.now());
    else if (f.type === "error") errors.push(`seat ${seatNumber}: ${f.code} ${f.message}`);
  };
  const seats = new Map<number, Socket>();
  for (let n = 1; n <= SEATS; n++) {
    const s = await open(await seat(humans, n, "human"), seatFrame(n));
    seats.set(n, s);
    all.push(s);
  }
  all.push(
    ...(await openMany(
      SPECTATORS,
      () => spectatorTicket(humans),
      () => watch,
    )),
  );
  const others = SEATS - 1 + SPECTATORS;
  const sent = new Map<number, number[]>();
  const lat: NonNullable<Results["latency"]> = {
    all: [],
    ending: [],
    inHand: [],
    each: [],
    ack: [],
    sockets: others,
    hands: 0,
    cpuMs: 0,
    nodeCpuMs: 0,
  };
  let firstHand = 0;
  let stopProfiler: (() => Promise<unknown>) | undefined;
  for (let i = 0; i < WARMUP_ACTIONS + ACTIONS; i++) {
    // The next turn and the acting seat's legal actions.
    const waitUntil = Date.now() + 10_000;
    let t: { hand: number; index: number; seatNumber: number } | null = null;
    for (;;) {
      t = now.turn;
      if (t && legal.has(`${t.hand}:${t.index}`) && !arrivals.has(`${t.hand}:${t.index}`)) break;
      if (errors.length > 0) throw new Error(errors.join("; "));
      if (Date.now() > waitUntil) throw new Error(`no turn in 10 s (last turn ${JSON.stringify(now.turn)})`);
      await sleep(1);
    }
    // Flood limit: this seat's sends in the last 10 s stay under SEAT_WINDOW.count.
    const times = sent.get(t.seatNumber) ?? [];
    while (times.length >= SEAT_WINDOW.count && Date.now() - times[0]! < SEAT_WINDOW.ms)
      await sleep(Date.now() - times[0]! < SEAT_WINDOW.ms - 50 ? 50 : 1);
    while (times.length >= SEAT_WINDOW.count) times.shift();
    const key = `${t.hand}:${t.index}`;
    const l = legal.get(key);
    const action = l.check ? "check" : l.call !== null ? "call" : "fold";
    const clientId = `a${i}`;
    const t0 = performance.now();
    seats.get(t.seatNumber)!.ws.send(JSON.stringify({ type: "act", hand: t.hand, index: t.index, action, clientId }));
    times.push(Date.now());
    sent.set(t.seatNumber, times);
    // Every socket but the actor's gets the acted frame (the actor's own socket too: `others + 1`).
    const deadline = performance.now() + 10_000;
    while ((arrivals.get(key)?.length ?? 0) < others + 1 || !acks.has(clientId)) {
      if (errors.length > 0) throw new Error(errors.join("; "));
      if (performance.now() > deadline) throw new Error(`action ${key}: ${arrivals.get(key)?.length ?? 0} of ${others + 1} sockets got it in 10 s`);
      await sleep(0);
    }
    if (i === WARMUP_ACTIONS - 1 && PROFILE) stopProfiler = await startProfiler();
    if (i === WARMUP_ACTIONS - 1) {
      // The measured actions' CPU: workerd's (the Worker, the table object, the sockets) and the clients'.
      lat.cpuMs = -workerdCpuMs();
      lat.nodeCpuMs = -nodeCpuMs();
    }
    if (i === WARMUP_ACTIONS) firstHand = t.hand;
    if (i >= WARMUP_ACTIONS) {
      // The arrivals include the actor's own socket: the max is "every socket has it".
      const times2 = arrivals.get(key)!.map((x) => x - t0);
      lat.all.push(Math.max(...times2));
      // The hand's end comes in the same change as its last action, before that action's ack.
      (endedHands.has(t.hand) ? lat.ending : lat.inHand).push(Math.max(...times2));
      lat.each.push(...times2);
      lat.ack.push(acks.get(clientId)! - t0);

      lat.hands = t.hand - firstHand + 1;
    }
    if ((i + 1) % 50 === 0) log(`  ${i + 1}/${WARMUP_ACTIONS + ACTIONS} actions`);
    await sleep(ACTION_GAP_MS);
  }
  lat.cpuMs += workerdCpuMs();
  lat.nodeCpuMs += nodeCpuMs();
  if (stopProfiler && PROFILE) {
    writeFileSync(PROFILE, JSON.stringify(await stopProfiler()));
    log(`workerd CPU profile of the measured actions: ${PROFILE}`);
  }
  results.latency = lat;
  for (const s of all.splice(0)) s.ws.close();

  // Cases 2 and 3 measure play at full speed: no pause between hands.
  if (NEXT_HAND_MS > 0) log(`cases 2 and 3 skipped: they need --next-hand-ms 0`);
  else {
    // ---------------------------------------------------------------- 2. a bot-only table, no socket
    const botsTable = await table("bots", "bot_only", BOTS);
    log(`2. ${BOTS} house bots, no socket, on ${botsTable}`);
    const botsFull = keepSeated(botsTable, BOTS);
    await sleep(1000);
    {
      const h0 = await handNumber(botsTable);
      const c0 = workerdCpuMs();
      const t0 = performance.now();
      await sleep(FANOUT_SECONDS * 1000);
      const h1 = await handNumber(botsTable);
      results.bots = { hands: h1 - h0, seconds: (performance.now() - t0) / 1000, cpuMs: workerdCpuMs() - c0 };
    }
    // A bot-only table plays on by itself: its bots stand up so that its CPU stays out of the next case.
    await botsFull.stop();
    await standAll(botsTable);

    // ---------------------------------------------------------------- 3. fan-out to 1,000 spectators
    const fanTable = await table("fan-out", "bot_only", BOTS);
    log(`3. ${FANOUT_SOCKETS} spectator sockets on ${fanTable}, then ${BOTS} house bots for ${FANOUT_SECONDS} s`);
    const connectStart = performance.now();
    const fans = await openMany(
      FANOUT_SOCKETS,
      () => spectatorTicket(fanTable),
      (self) => (text) => {
        const at = text.indexOf('"seq":');
        if (at >= 0) self().lastSeq = Number.parseInt(text.slice(at + 6, at + 20), 10);
      },
    );
    all.push(...fans);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const fanFull = keepSeated(fanTable, BOTS);
    await sleep(1000);
    {
      const count = () => fans.reduce((sum, s) => sum + s.frames, 0);
      const f0 = count();
      const h0 = await handNumber(fanTable);
      const c0 = workerdCpuMs();
      const n0 = nodeCpuMs();
      const t0 = performance.now();
      await sleep(FANOUT_SECONDS * 1000);
      const frames = count() - f0;
      const seconds = (performance.now() - t0) / 1000;
      const cpuMs = workerdCpuMs() - c0;
      const node = nodeCpuMs() - n0;
      const h1 = await handNumber(fanTable);
      const seqs = fans.map((s) => s.lastSeq);
      const top = Math.max(...seqs);
      results.fanout = {
        frames,
        seconds,
        hands: h1 - h0,
        cpuMs,
        nodeCpuMs: node,
        sockets: fans.length,
        lagging: seqs.filter((s) => s < top - 50).length,
        connectSeconds,
      };
      await fanFull.stop();
    }
    for (const s of all.splice(0)) s.ws.close();
    await standAll(fanTable);

    // ---------------------------------------------------------------- 4. many bot tables at once
    if (MANY_TABLES > 0) {
      log(`4. ${MANY_TABLES} bot-only tables of ${BOTS} house bots at once, for ${FANOUT_SECONDS} s`);
      const many: string[] = [];
      for (let k = 0; k < MANY_TABLES; k++) many.push(await table(`many-${k + 1}`, "bot_only", BOTS));
      const keepers = many.map((id) => keepSeated(id, BOTS));
      await sleep(3000);
      const before = await Promise.all(many.map(handNumber));
      const rows0 = await d1RowsByTable(db);
      const c0 = workerdCpuMs();
      const t0 = performance.now();
      await sleep(FANOUT_SECONDS * 1000);
      const after = await Promise.all(many.map(handNumber));
      const seconds = (performance.now() - t0) / 1000;
      const cpuMs = workerdCpuMs() - c0;
      const rows1 = await d1RowsByTable(db);
      const d1Rows = [...rows1].map(([name, n]) => [name, n - (rows0.get(name) ?? 0)] as const).filter(([, n]) => n !== 0);
      const played = after.map((h, k) => h - before[k]!);
      results.many = {
        tables: many.length,
        hands: played.reduce((a, b) => a + b, 0),
        seconds,
        cpuMs,
        slowest: Math.min(...played),
        fastest: Math.max(...played),
        d1Rows,
      };
      await Promise.all(keepers.map((k) => k.stop()));
    }
  }
} catch (error) {
  log(`table load bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(limit);
  for (const s of all) s.ws.close();
  log("stopping workerd");
  await mf.dispose();
  cleanup();
}

/**
 * Rows in each of the Worker's D1 tables. Their change over a measured window counts the rows play wrote
 * (inserts; an update changes no count, and the code paths that update are listed in docs/scale.md).
 */
async function d1RowsByTable(db: Awaited<ReturnType<typeof mf.getD1Database>>): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1_%'",
    )
    .all<{ name: string }>();
  const counts = new Map<string, number>();
  for (const { name } of results) {
    const row = await db.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>();
    counts.set(name, row?.n ?? 0);
  }
  return counts;
}

// ------------------------------------------------------------------------------------------ report

const ms = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : "n/a");
const cpu = cpus();
console.log(
  `Table load bench, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}; workerd via Miniflare on 127.0.0.1, clients in the same Node process; ${((Date.now() - started) / 1000).toFixed(0)} s in all; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} at the end`,
);
console.log("");
console.log("| case | result | note |");
console.log("|---|---|---|");
const l = results.latency;
if (l) {
  const all = [...l.all].sort((a, b) => a - b);
  const each = [...l.each].sort((a, b) => a - b);
  const ack = [...l.ack].sort((a, b) => a - b);
  console.log(
    `| action to broadcast, ${SEATS} seats + ${SPECTATORS} spectators: until every socket has the \`acted\` frame | p50 ${ms(quantile(all, 0.5))} ms, p99 ${ms(quantile(all, 0.99))} ms | target p99 < 20 ms; ${all.length} actions over ${l.hands} hands (check, else call), max ${ms(all[all.length - 1]!)} ms |`,
  );
  const ending = [...l.ending].sort((a, b) => a - b);
  const inHand = [...l.inHand].sort((a, b) => a - b);
  console.log(
    `| the same, split: actions within a hand; actions that end one | within: p50 ${ms(quantile(inHand, 0.5))} ms, p99 ${ms(quantile(inHand, 0.99))} ms (${inHand.length}); ending: p50 ${ms(quantile(ending, 0.5))} ms, max ${ms(ending[ending.length - 1] ?? 0)} ms (${ending.length}) | an ending action settles the hand, stores its history and a snapshot${NEXT_HAND_MS === 0 ? ", and (no pause here) deals the next hand in the same change" : `; the next hand is dealt ${NEXT_HAND_MS} ms later by the alarm`} |`,
  );
  console.log(
    `| the same, each socket's \`acted\` frame | p50 ${ms(quantile(each, 0.5))} ms, p99 ${ms(quantile(each, 0.99))} ms | ${each.length} deliveries to ${l.sockets + 1} sockets (the actor's own included) |`,
  );
  console.log(
    `| the actor's \`ack\` | p50 ${ms(quantile(ack, 0.5))} ms, p99 ${ms(quantile(ack, 0.99))} ms | sent right after the events, in the same synchronous block |`,
  );
  console.log(
    `| CPU per action, ${l.sockets + 1} sockets | workerd ${ms(l.cpuMs / all.length)} ms, the clients' Node ${ms(l.nodeCpuMs / all.length)} ms | from /proc and process.cpuUsage over the measured actions (10 ms ticks); on a free core the latency floor |`,
  );
}
const b = results.bots;
if (b) {
  console.log(
    `| one table object, ${BOTS} house bots, no pause, no socket | ${(b.hands / b.seconds).toFixed(0)} hands/s, ${(b.cpuMs / b.hands).toFixed(2)} ms of workerd CPU per hand | ${b.hands} hands in ${b.seconds.toFixed(1)} s; ${((1000 * b.hands) / b.cpuMs).toFixed(0)} hands per CPU second (workerd /proc, 10 ms ticks: storage, alarms, everything); target >= 200 |`,
  );
}
const m = results.many;
if (m) {
  console.log(
    `| ${m.tables} bot-only tables at once, ${BOTS} house bots each, no socket | ${(m.hands / m.seconds).toFixed(0)} hands/s in all, ${(m.hands / m.seconds / m.tables).toFixed(2)} per table; ${(m.cpuMs / m.hands).toFixed(2)} ms of workerd CPU per hand | ${m.hands} hands in ${m.seconds.toFixed(1)} s (per table ${m.slowest} to ${m.fastest}); workerd used ${((100 * m.cpuMs) / (m.seconds * 1000)).toFixed(0)}% of a core; the bench's own calls (a view per table every 250 ms to keep it full) are in it; D1 rows written: ${m.d1Rows.length === 0 ? "none" : m.d1Rows.map(([name, n]) => `${name} ${n} (${(n / m.seconds).toFixed(1)}/s)`).join(", ")} |`,
  );
}
const f = results.fanout;
if (f) {
  console.log(
    `| fan-out: ${f.sockets} spectator sockets of one bot-only table | ${(f.frames / f.seconds).toFixed(0)} frames/s delivered; ${((1000 * f.frames) / f.cpuMs).toFixed(0)} frames per workerd CPU second | ${((1000 * f.cpuMs) / f.frames).toFixed(1)} µs of workerd CPU per frame delivered; ${(f.hands / f.seconds).toFixed(1)} hands/s while broadcasting (${(f.frames / f.seconds / f.sockets).toFixed(0)} frames/s per socket) over ${f.seconds.toFixed(1)} s; CPU used: workerd ${((100 * f.cpuMs) / (f.seconds * 1000)).toFixed(0)}%, the clients' Node ${((100 * f.nodeCpuMs) / (f.seconds * 1000)).toFixed(0)}% of a core; ${f.lagging} sockets more than 50 events behind at the end; ${f.connectSeconds.toFixed(1)} s to open the ${f.sockets} sockets |`,
  );
}
