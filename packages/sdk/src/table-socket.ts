/**
 * A typed client for a hosted table's socket (schemas/asyncapi.json): connect with a ticket, receive
 * typed frames, act, resume with `since`, reconnect with a fresh ticket, close cleanly.
 *
 * It runs wherever there is a WebSocket: browsers, Deno, Bun, Workers and Node 22+ (their global
 * one), Node 18 and 20 (the `ws` package, loaded when there is no global WebSocket), or any
 * implementation passed as `options.WebSocket`.
 *
 * The frame and message types are generated from the table's AsyncAPI schemas
 * (src/generated/table-frames.ts, plain TypeScript), so the published declarations import nothing
 * but this package's own files.
 *
 * The connection keeps `lastSeq`, the seq of the last event (or snapshot) received. Every event's seq is
 * the previous one + 1; on a gap the client drops what follows, sends `resync` and carries on from the
 * snapshot. After a drop, with `getTicket` it asks your backend for a fresh ticket and reconnects by
 * itself (or call `reconnect(ticket)`): the table sends the missed events after `lastSeq` (or a
 * snapshot when they are no longer kept), so the stream a listener sees stays gap-free across sockets.
 */
import type {
  AckFrame,
  ActMessage,
  ClientMessage,
  ErrorFrame,
  EventFrame,
  HelloFrame,
  MovedFrame,
  ServerFrame,
  SitInMessage,
  SnapshotFrame,
} from "./generated/table-frames.ts";

// The frame types, generated from the AsyncAPI document, are the package's own.
export type {
  AckFrame,
  ActedEvent,
  BreakEvent,
  ClientMessage,
  DealEvent,
  DealMessage,
  ErrorFrame,
  EventFrame,
  HandEndedEvent,
  HandStartedEvent,
  HelloFrame,
  HiddenEvent,
  HoleCardsEvent,
  LegalActionsEvent,
  MovedFrame,
  PostedEvent,
  ReturnedEvent,
  SeatChangedEvent,
  SeatClosedEvent,
  SeatTakenEvent,
  ShowdownEvent,
  SnapshotFrame,
  StreetEvent,
  TableStatusEvent,
  ToppedUpEvent,
  TurnEvent,
} from "./generated/table-frames.ts";
/** Every frame the table sends: hello, snapshot, ack, error, moved (a tournament moved the seat's entry: its new table and a ticket there), and the events (`hidden` for those this role may not see). */
export type TableFrame = ServerFrame;
/** An event this role may see (every event frame but the `hidden` placeholder). */
export type TableEvent = Exclude<EventFrame, { type: "hidden" }>;
/** One of the actions a seat may take: `fold`, `check`, `call`, `bet`, `raise`, `all_in`. */
export type TableAction = ActMessage["action"];
export type ActInput = Omit<ActMessage, "type" | "clientId"> & { clientId?: string };
export type SitInEntry = NonNullable<SitInMessage["entry"]>;
/** How a socket closed: its close code and reason. */
export interface TableClose {
  code: number;
  reason: string;
}
/**
 * `connecting` (the first socket), `open` (hello received), `reconnecting` (after a drop, asking
 * `getTicket` or opening a socket), `disconnected` (dropped, no `getTicket`: waiting for
 * `reconnect(ticket)`), `closed` (for good).
 */
export type TableConnectionStatus = "connecting" | "open" | "reconnecting" | "disconnected" | "closed";

/**
 * The part of a WebSocket this client uses: the browser's, Deno's, Bun's, a Worker's, Node 22's,
 * undici's or the `ws` package's.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: "error", listener: (event: { message?: string; error?: unknown }) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** What `getTicket` is told: why a ticket is needed and where the stream stands. */
export interface TicketRequest {
  /** The table to connect to (it changes when a tournament moves the seat's entry). */
  tableId: string;
  /** `connect`: the first socket (no `ticket` option); `reconnect`: after a drop or `reconnect()`. */
  reason: "connect" | "reconnect";
  /** 1 for the first try after a drop, then 2, 3, ... until a socket opens. */
  attempt: number;
  /** The seq the new socket resumes after. */
  lastSeq: number | null;
  /** The close that started this reconnection, if any. */
  close: TableClose | null;
}

export interface ConnectTableOptions {
  /** The deployment's origin, e.g. `https://pokerworks.example.com` (http becomes ws, https wss). */
  baseUrl: string;
  tableId: string;
  /** A single-use ticket (`tkt_...`, valid 60 s) from the seat or ticket operations; optional with `getTicket`. */
  ticket?: string;
  /**
   * Asks your backend for a fresh ticket (it calls the ticket operation with its management key). With
   * it the connection reconnects by itself after a network drop, resuming after `lastSeq`, with
   * backoff between tries; without it, call `reconnect(ticket)` yourself.
   */
  getTicket?: (request: TicketRequest) => Promise<string>;
  /** Automatic reconnection (with `getTicket`): tries before giving up (default 8), first delay (default 250 ms, doubling, jittered) and longest delay (default 8000 ms). */
  reconnect?: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Resume after this seq: the table sends the events after it (or a snapshot). */
  since?: number;
  /** A WebSocket implementation; by default the global one, else the `ws` package (Node 18 and 20). */
  WebSocket?: WebSocketConstructor;
  /** Follow a tournament entry to its new table on a `moved` frame (default true). */
  followMoves?: boolean;
  onFrame?: (frame: TableFrame) => void;
  onEvent?: (event: TableEvent) => void;
  onClose?: (close: TableClose) => void;
  onStatus?: (status: TableConnectionStatus) => void;
}

/** The table refused a message (`error` frame), or the socket closed before it answered. */
export class TableSocketError extends Error {
  override readonly name = "TableSocketError";
  constructor(
    /** The `error` frame's code, or `closed`. */
    readonly code: ErrorFrame["code"] | "closed",
    message: string,
    readonly clientId: string | null = null,
  ) {
    super(message);
  }
}

export interface TableConnection {
  /** The table of the current socket (a tournament move changes it). */
  readonly tableId: string;
  /** The seq of the last event or snapshot received (null until the first). */
  readonly lastSeq: number | null;
  /** The last `hello` (of the current socket). */
  readonly hello: HelloFrame | null;
  /** The last `snapshot` received. */
  readonly snapshot: SnapshotFrame | null;
  /** The current socket's close, once it closed. */
  readonly closed: TableClose | null;
  readonly status: TableConnectionStatus;
  /** Resolves with the current socket's `hello` (waits through a reconnection). */
  ready(): Promise<HelloFrame>;
  /** Adds a listener for every frame; returns its remover. */
  onFrame(listener: (frame: TableFrame) => void): () => void;
  /** Adds a listener for every visible event; returns its remover. */
  onEvent(listener: (event: TableEvent) => void): () => void;
  /** Adds a listener for every socket's close (a drop included); returns its remover. */
  onClose(listener: (close: TableClose) => void): () => void;
  onStatus(listener: (status: TableConnectionStatus) => void): () => void;
  /**
   * Every frame from now on, as an async iterator. It ends on `close()` and on the closes after which this
   * connection cannot resume (4001 replaced, 4002 seat closed, 4003 table closed, 1008, 1009, or
   * reconnection given up); after a network drop it waits for the reconnection.
   */
  frames(): AsyncIterableIterator<TableFrame>;
  /** Sends `act` with a fresh clientId (or yours, to retry one); resolves with its `ack`, rejects with the `error`. */
  act(input: ActInput): Promise<AckFrame>;
  sitOut(): Promise<AckFrame>;
  sitIn(entry?: SitInEntry): Promise<AckFrame>;
  /** Stands up; resolves when the table acknowledged it or closed the seat. */
  leave(): Promise<void>;
  clientSeed(seed: string): Promise<AckFrame>;
  /** Answers the open final-table deal (a `deal` event) once: accept or decline; resolves with its `ack` (`applied: false` for a repeat), rejects with the `error`. */
  answerDeal(dealId: string, accept: boolean): Promise<AckFrame>;
  /** Asks for a fresh snapshot. */
  resync(): void;
  /** Opens a new socket with a fresh ticket (yours, or one from `getTicket`), resuming after `lastSeq`; resolves with its `hello`. */
  reconnect(ticket?: string): Promise<HelloFrame>;
  /** Closes the socket (1000, no reconnection) and ends the iterators; resolves once the close handshake completed (or after `timeoutMs`, default 3000). */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

const OPEN = 1;
const CLOSED = 3;
/** Closes after which a socket of this connection cannot go on. */
const FINAL_CLOSES = new Set([4001, 4002, 4003, 1008, 1009]);

type Pending = { resolve: (frame: AckFrame) => void; reject: (error: Error) => void };

/**
 * The WebSocket to use: the global one (browsers, Deno, Bun, Workers, Node 22+), else the `ws`
 * package (Node 18 and 20). The specifier is a variable so that bundlers for the browser leave it alone.
 */
async function defaultWebSocket(): Promise<WebSocketConstructor> {
  const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (global) return global;
  const specifier = "ws";
  try {
    const module = (await import(/* @vite-ignore */ /* webpackIgnore: true */ specifier)) as {
      WebSocket?: WebSocketConstructor;
      default?: WebSocketConstructor;
    };
    const Socket = module.WebSocket ?? module.default;
    if (typeof Socket === "function") return Socket;
  } catch {}
  throw new TypeError(
    "connectTable: this runtime has no global WebSocket and the `ws` package could not be loaded: install ws, or pass options.WebSocket",
  );
}

let clientIds = 0;
/** A unique clientId: crypto.randomUUID where there is one (Node 18's ES modules have no global crypto). */
function newClientId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof crypto?.randomUUID === "function") return crypto.randomUUID();
  clientIds += 1;
  return `c${Date.now().toString(36)}${clientIds.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function connectTable(options: ConnectTableOptions): TableConnection {
  if (options.ticket === undefined && !options.getTicket) throw new TypeError("connectTable: pass a ticket, or getTicket");
  const SocketReady: Promise<WebSocketConstructor> = options.WebSocket ? Promise.resolve(options.WebSocket) : defaultWebSocket();
  SocketReady.catch(() => undefined);
  const frameListeners = new Set<(frame: TableFrame) => void>();
  const eventListeners = new Set<(event: TableEvent) => void>();
  const closeListeners = new Set<(close: TableClose) => void>();
  const statusListeners = new Set<(status: TableConnectionStatus) => void>();
  if (options.onFrame) frameListeners.add(options.onFrame);
  if (options.onEvent) eventListeners.add(options.onEvent);
  if (options.onClose) closeListeners.add(options.onClose);
  if (options.onStatus) statusListeners.add(options.onStatus);
  const retry = { maxAttempts: 8, baseDelayMs: 250, maxDelayMs: 8000, ...options.reconnect };
  /** Acts awaiting their answer, by clientId. */
  const acts = new Map<string, Pending>();
  /** Other seat messages awaiting their answer (answered in order, with clientId null). */
  const others: Pending[] = [];
  let leaving: Array<() => void> = [];

  let tableId = options.tableId;
  let lastSeq: number | null = options.since ?? null;
  let resyncing = false;
  let hello: HelloFrame | null = null;
  let snapshot: SnapshotFrame | null = null;
  let closed: TableClose | null = null;
  let status: TableConnectionStatus = "connecting";
  /** True once the connection is over for good: `close()`, a final close, or reconnection given up. */
  let ended = false;
  let ws: WebSocketLike | null = null;
  /** Bumped by every new socket: a socket, a ticket or a timer of an older one changes nothing. */
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let moved: MovedFrame | null = null;
  /** Tries since the last hello. */
  let attempt = 0;
  let helloWaiters: Array<{ resolve: (h: HelloFrame) => void; reject: (e: Error) => void }> = [];
  const closeWaiters: Array<() => void> = [];

  const setStatus = (next: TableConnectionStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const emit = (frame: TableFrame) => {
    for (const listener of frameListeners) listener(frame);
    if ("seq" in frame && frame.type !== "snapshot" && frame.type !== "hidden") for (const listener of eventListeners) listener(frame);
  };

  const send = (message: ClientMessage) => {
    if (!ws || ws.readyState !== OPEN) throw new TableSocketError("closed", "The table socket is not open.");
    ws.send(JSON.stringify(message));
  };

  const receive = (frame: TableFrame) => {
    switch (frame.type) {
      case "hello":
        hello = frame;
        attempt = 0;
        setStatus("open");
        for (const waiter of helloWaiters) waiter.resolve(frame);
        helloWaiters = [];
        break;
      case "snapshot":
        // A snapshot is everything as of its seq: the stream goes on from there.
        snapshot = frame;
        lastSeq = frame.seq;
        resyncing = false;
        break;
      case "ack":
      case "error": {
        const pending = frame.clientId !== null ? acts.get(frame.clientId) : others.shift();
        if (frame.clientId !== null) acts.delete(frame.clientId);
        if (frame.type === "ack") pending?.resolve(frame);
        else pending?.reject(new TableSocketError(frame.code, frame.message, frame.clientId));
        break;
      }
      case "moved":
        // Not an event (no seq): the socket closes next (4002); the connection follows to `frame.tableId` with `frame.ticket`.
        moved = frame;
        break;
      default: {
        if (lastSeq !== null && frame.seq <= lastSeq) return; // already had it (a resume overlapping a snapshot)
        if (resyncing) return; // the snapshot asked for covers it
        if (lastSeq !== null && frame.seq !== lastSeq + 1) {
          resyncing = true;
          send({ type: "resync" });
          return;
        }
        lastSeq = frame.seq;
        if (frame.type === "seat_closed" && frame.seatNumber === hello?.seatNumber && frame.reason !== "moved") {
          for (const done of leaving.splice(0)) done();
        }
      }
    }
    emit(frame);
  };

  /** Rejects what awaited the socket's answers; with `all`, the `ready()` waiters too. */
  const fail = (error: TableSocketError, all: boolean) => {
    if (all) {
      for (const waiter of helloWaiters) waiter.reject(error);
      helloWaiters = [];
    }
    for (const pending of [...acts.values(), ...others.splice(0)]) pending.reject(error);
    acts.clear();
  };

  /** Over for good: the iterators end, `ready()` rejects, nothing reconnects. */
  const finish = (error: TableSocketError) => {
    ended = true;
    clearTimeout(timer);
    fail(error, true);
    setStatus("closed");
    wake();
  };

  /** Opens a socket with `ticket`, after `lastSeq`. */
  const openSocket = (ticket: string, mine: number) => {
    SocketReady.then(
      (Socket) => {
        if (mine !== generation || ended) return;
        const base = options.baseUrl.replace(/\/+$/, "").replace(/^http/, "ws");
        // batch=1: a change's events come as one array frame (fewer frames; each event is delivered as before).
        const query = `ticket=${encodeURIComponent(ticket)}&batch=1${lastSeq === null ? "" : `&since=${lastSeq}`}`;
        let socket: WebSocketLike;
        try {
          socket = new Socket(`${base}/v1/tables/${encodeURIComponent(tableId)}/connect?${query}`);
        } catch (error) {
          finish(new TableSocketError("closed", `connectTable: ${(error as Error).message}`));
          return;
        }
        ws = socket;
        closed = null;
        hello = null;
        resyncing = false;
        let failure = "";
        // `ws` throws on an 'error' event nobody listens to (a refused ticket: "Unexpected server response: 403").
        socket.addEventListener("error", (event) => {
          failure = event.message ?? (event.error instanceof Error ? event.error.message : "");
        });
        socket.addEventListener("message", (event) => {
          if (socket !== ws || typeof event.data !== "string" || event.data === "pong") return;
          let frame: TableFrame | TableFrame[];
          try {
            frame = JSON.parse(event.data) as TableFrame | TableFrame[];
          } catch {
            return;
          }
          if (Array.isArray(frame)) for (const each of frame) receive(each);
          else receive(frame);
        });
        socket.addEventListener("close", (event) => {
          for (const done of closeWaiters.splice(0)) done();
          if (socket !== ws) return;
          closed = { code: event.code, reason: event.reason || failure };
          onSocketClosed(closed);
        });
      },
      (error: Error) => finish(new TableSocketError("closed", error.message)),
    );
  };

  const onSocketClosed = (close: TableClose) => {
    const error = new TableSocketError("closed", `The table socket closed (${close.code}${close.reason ? ` ${close.reason}` : ""}).`);
    // The seat was closed: a leave is done.
    if (close.code === 4002 && !moved) for (const done of leaving.splice(0)) done();
    for (const listener of closeListeners) listener(close);
    if (ended) {
      fail(error, true);
      setStatus("closed");
      wake();
      return;
    }
    if (close.code === 4002 && moved && options.followMoves !== false) {
      // A tournament moved the entry: its new table, its seq numbers from the start, the ticket it sent.
      const next = moved;
      moved = null;
      tableId = next.tableId;
      lastSeq = null;
      snapshot = null;
      fail(error, false);
      setStatus("reconnecting");
      generation += 1;
      openSocket(next.ticket.ticket, generation);
      return;
    }
    if (FINAL_CLOSES.has(close.code)) {
      finish(error);
      return;
    }
    if (!options.getTicket) {
      // The caller reconnects with `reconnect(ticket)`; the iterators wait for it.
      fail(error, true);
      setStatus("disconnected");
      return;
    }
    fail(error, false);
    scheduleReconnect(close);
  };

  /** The first try at once, then exponential backoff with jitter. */
  const delayOf = (n: number) => {
    const exp = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (n - 2));
    return n === 1 ? 0 : Math.round(exp / 2 + Math.random() * (exp / 2));
  };

  /**
   * After a drop: wait, ask `getTicket`, open a socket. A failed try (getTicket threw, the socket closed
   * before its hello) schedules the next, up to `maxAttempts` since the last hello.
   */
  const scheduleReconnect = (close: TableClose | null) => {
    attempt += 1;
    if (attempt > retry.maxAttempts) {
      finish(new TableSocketError("closed", `Reconnection given up after ${retry.maxAttempts} tries.`));
      return;
    }
    setStatus("reconnecting");
    generation += 1;
    const mine = generation;
    const n = attempt;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (mine !== generation || ended) return;
      options.getTicket!({ tableId, reason: "reconnect", attempt: n, lastSeq, close }).then(
        (ticket) => {
          if (mine === generation && !ended) openSocket(ticket, mine);
        },
        () => {
          if (mine === generation && !ended) scheduleReconnect(close);
        },
      );
    }, delayOf(n));
  };

  // Async iterators: each has its own queue, fed by a frame listener.
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of wakers) w();
  };

  const request = (message: ClientMessage): Promise<AckFrame> =>
    new Promise<AckFrame>((resolve, reject) => {
      try {
        send(message);
      } catch (error) {
        reject(error);
        return;
      }
      others.push({ resolve, reject });
    });

  const waitHello = () => new Promise<HelloFrame>((resolve, reject) => helloWaiters.push({ resolve, reject }));

  const connection: TableConnection = {
    get tableId() {
      return tableId;
    },
    get lastSeq() {
      return lastSeq;
    },
    get hello() {
      return hello;
    },
    get snapshot() {
      return snapshot;
    },
    get closed() {
      return closed;
    },
    get status() {
      return status;
    },
    ready() {
      if (hello && status === "open") return Promise.resolve(hello);
      if (ended) return Promise.reject(new TableSocketError("closed", `The table socket closed${closed ? ` (${closed.code})` : ""}.`));
      return waitHello();
    },
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    frames() {
      const queue: TableFrame[] = [];
      let waiting: (() => void) | null = null;
      const listener = (frame: TableFrame) => {
        queue.push(frame);
        waiting?.();
      };
      const waker = () => waiting?.();
      frameListeners.add(listener);
      wakers.add(waker);
      const stop = () => {
        frameListeners.delete(listener);
        wakers.delete(waker);
      };
      return {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next(): Promise<IteratorResult<TableFrame>> {
          for (;;) {
            const frame = queue.shift();
            if (frame) return { value: frame, done: false };
            if (ended) {
              stop();
              return { value: undefined, done: true };
            }
            await new Promise<void>((resolve) => {
              waiting = resolve;
            });
            waiting = null;
          }
        },
        async return(): Promise<IteratorResult<TableFrame>> {
          stop();
          return { value: undefined, done: true };
        },
      };
    },
    act(input) {
      const clientId = input.clientId ?? newClientId();
      return new Promise<AckFrame>((resolve, reject) => {
        try {
          send({
            type: "act",
            hand: input.hand,
            index: input.index,
            action: input.action,
            ...(input.to === undefined ? {} : { to: input.to }),
            clientId,
          });
        } catch (error) {
          reject(error);
          return;
        }
        acts.set(clientId, { resolve, reject });
      });
    },
    sitOut: () => request({ type: "sit_out" }),
    sitIn: (entry) => request(entry === undefined ? { type: "sit_in" } : { type: "sit_in", entry }),
    clientSeed: (seed) => request({ type: "client_seed", seed }),
    answerDeal: (dealId, accept) => request({ type: "deal", dealId, accept }),
    leave() {
      // Between hands the seat closes at once and its socket with it (4002), possibly before the ack.
      return new Promise<void>((resolve, reject) => {
        leaving.push(resolve);
        request({ type: "leave" }).then(
          () => resolve(),
          (error: Error) => {
            if (error instanceof TableSocketError && error.code === "closed" && closed?.code === 4002) resolve();
            else {
              leaving = leaving.filter((done) => done !== resolve);
              reject(error);
            }
          },
        );
      });
    },
    resync() {
      resyncing = true;
      send({ type: "resync" });
    },
    async reconnect(ticket) {
      fail(new TableSocketError("closed", "The connection was replaced by reconnect()."), false);
      generation += 1;
      const mine = generation;
      clearTimeout(timer);
      ended = false;
      const old = ws;
      ws = null;
      if (old && old.readyState !== CLOSED) old.close(1000, "reconnecting");
      attempt = 0;
      setStatus("reconnecting");
      const ready = waitHello();
      ready.catch(() => undefined);
      let fresh: string | undefined;
      try {
        fresh = ticket ?? (await options.getTicket?.({ tableId, reason: "reconnect", attempt: 1, lastSeq, close: closed }));
        if (fresh === undefined) throw new TypeError("reconnect: pass a ticket, or give connectTable a getTicket");
      } catch (error) {
        if (mine === generation) setStatus("disconnected");
        throw error;
      }
      if (mine === generation) openSocket(fresh, mine);
      return ready;
    },
    close(closeOptions) {
      ended = true;
      clearTimeout(timer);
      generation += 1;
      const socket = ws;
      wake();
      if (!socket || socket.readyState === CLOSED) {
        finish(new TableSocketError("closed", "The connection was closed."));
        return Promise.resolve();
      }
      const done = new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, closeOptions?.timeoutMs ?? 3000);
        closeWaiters.push(() => {
          clearTimeout(timeout);
          resolve();
        });
      });
      socket.close(1000, "closed by the client");
      return done.then(() => finish(new TableSocketError("closed", "The connection was closed.")));
    },
  };

  // The first socket: the ticket given, or one from getTicket.
  const first = generation;
  if (options.ticket !== undefined) openSocket(options.ticket, first);
  else
    options.getTicket!({ tableId, reason: "connect", attempt: 1, lastSeq, close: null }).then(
      (ticket) => {
        if (first === generation && !ended) openSocket(ticket, first);
      },
      (error: Error) => finish(new TableSocketError("closed", `getTicket: ${error.message}`)),
    );
  return connection;
}
