/**
 * A typed client for a hosted table's socket (CONTRACT 10.2, schemas/asyncapi.json): connect with a
 * ticket, receive typed frames, act, resume with `since`.
 *
 * The frame and message types are the server's own, inferred from the valibot schemas the table validates
 * and types its frames with (src/tables/protocol.ts, src/tables/events.ts); only types are imported, so
 * the SDK's bundle carries no schema code.
 *
 * The connection keeps `lastSeq`, the seq of the last event (or snapshot) received. Every event's seq is
 * the previous one + 1; on a gap the client drops what follows, sends `resync` and carries on from the
 * snapshot. After a drop, get a fresh ticket from your backend and call `reconnect(ticket)`: the table
 * sends the missed events after `lastSeq` (or a snapshot when they are no longer kept), so the stream a
 * listener sees stays gap-free across connections.
 */
import type { EventFrame } from "../../../src/tables/events.ts";
import type { AckFrame, ClientMessage, ErrorFrame, HelloFrame, MovedFrame, ServerFrame, SnapshotFrame } from "../../../src/tables/protocol.ts";

export type { AckFrame, ClientMessage, ErrorFrame, EventFrame, HelloFrame, MovedFrame, SnapshotFrame };
/** Every frame the table sends: hello, snapshot, ack, error, moved (a tournament moved the seat's entry: its new table and a ticket there), and the events (`hidden` for those this role may not see). */
export type TableFrame = ServerFrame | EventFrame;
/** An event this role may see (every event frame but the `hidden` placeholder). */
export type TableEvent = Exclude<EventFrame, { type: "hidden" }>;
export type ActInput = Omit<Extract<ClientMessage, { type: "act" }>, "type" | "clientId"> & { clientId?: string };
export type SitInEntry = NonNullable<Extract<ClientMessage, { type: "sit_in" }>["entry"]>;

/** The part of a WebSocket this client uses: the browser's, Node 22's, undici's or a Worker's. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number; reason: string }) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface ConnectTableOptions {
  /** The deployment's origin, e.g. `https://pokerworks.example.com` (http becomes ws, https wss). */
  baseUrl: string;
  tableId: string;
  /** A single-use ticket (`tkt_...`, valid 60 s) from the seat or ticket operations. */
  ticket: string;
  /** Resume after this seq: the table sends the events after it (or a snapshot). */
  since?: number;
  /** A WebSocket implementation; the global one by default. */
  WebSocket?: WebSocketConstructor;
  onFrame?: (frame: TableFrame) => void;
  onEvent?: (event: TableEvent) => void;
  onClose?: (close: { code: number; reason: string }) => void;
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
  /** The seq of the last event or snapshot received (null until the first). */
  readonly lastSeq: number | null;
  /** The last `hello` (of the current socket). */
  readonly hello: HelloFrame | null;
  /** The last `snapshot` received. */
  readonly snapshot: SnapshotFrame | null;
  /** The current socket's close, once it closed. */
  readonly closed: { code: number; reason: string } | null;
  /** Resolves with the current socket's `hello`. */
  ready(): Promise<HelloFrame>;
  /** Adds a listener for every frame; returns its remover. */
  onFrame(listener: (frame: TableFrame) => void): () => void;
  /** Adds a listener for every visible event; returns its remover. */
  onEvent(listener: (event: TableEvent) => void): () => void;
  onClose(listener: (close: { code: number; reason: string }) => void): () => void;
  /**
   * Every frame from now on, as an async iterator. It ends on `close()` and on the closes after which this
   * connection cannot resume (4001 replaced, 4002 seat closed, 4003 table closed, 1008, 1009); after a
   * network drop it waits for `reconnect`.
   */
  frames(): AsyncIterableIterator<TableFrame>;
  /** Sends `act` with a fresh clientId (or yours, to retry one); resolves with its `ack`, rejects with the `error`. */
  act(input: ActInput): Promise<AckFrame>;
  sitOut(): Promise<AckFrame>;
  sitIn(entry?: SitInEntry): Promise<AckFrame>;
  /** Stands up; resolves when the table acknowledged it or closed the seat. */
  leave(): Promise<void>;
  clientSeed(seed: string): Promise<AckFrame>;
  /** Asks for a fresh snapshot. */
  resync(): void;
  /** Opens a new socket with a fresh ticket, resuming after `lastSeq`; resolves with its `hello`. */
  reconnect(ticket: string): Promise<HelloFrame>;
  /** Closes the socket (1000) and ends the iterators. */
  close(): void;
}

const OPEN = 1;
/** Closes after which a socket of this connection cannot go on. */
const FINAL_CLOSES = new Set([4001, 4002, 4003, 1008, 1009]);

type Pending = { resolve: (frame: AckFrame) => void; reject: (error: Error) => void };

export function connectTable(options: ConnectTableOptions): TableConnection {
  const Socket = options.WebSocket ?? (globalThis as unknown as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!Socket) throw new TypeError("connectTable: no global WebSocket here; pass options.WebSocket");
  const frameListeners = new Set<(frame: TableFrame) => void>();
  const eventListeners = new Set<(event: TableEvent) => void>();
  const closeListeners = new Set<(close: { code: number; reason: string }) => void>();
  if (options.onFrame) frameListeners.add(options.onFrame);
  if (options.onEvent) eventListeners.add(options.onEvent);
  if (options.onClose) closeListeners.add(options.onClose);
  /** Acts awaiting their answer, by clientId. */
  const acts = new Map<string, Pending>();
  /** Other seat messages awaiting their answer (answered in order, with clientId null). */
  const others: Pending[] = [];
  let leaving: Array<() => void> = [];

  let lastSeq: number | null = options.since ?? null;
  let resyncing = false;
  let hello: HelloFrame | null = null;
  let snapshot: SnapshotFrame | null = null;
  let closed: { code: number; reason: string } | null = null;
  let ended = false;
  let ws: WebSocketLike;
  let helloWaiters: Array<{ resolve: (h: HelloFrame) => void; reject: (e: Error) => void }> = [];

  const emit = (frame: TableFrame) => {
    for (const listener of frameListeners) listener(frame);
    if ("seq" in frame && frame.type !== "snapshot" && frame.type !== "hidden") for (const listener of eventListeners) listener(frame);
  };

  const send = (message: ClientMessage) => {
    if (ws.readyState !== OPEN) throw new TableSocketError("closed", "The table socket is not open.");
    ws.send(JSON.stringify(message));
  };

  const receive = (frame: TableFrame) => {
    switch (frame.type) {
      case "hello":
        hello = frame;
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
        // Not an event (no seq): the socket closes next; the client reconnects with `frame.ticket` at `frame.tableId`.
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
        if (frame.type === "seat_closed" && frame.seatNumber === hello?.seatNumber) for (const done of leaving.splice(0)) done();
      }
    }
    emit(frame);
  };

  /** The socket is gone: whatever awaited its answers will not get them. */
  const fail = (error: TableSocketError) => {
    for (const waiter of helloWaiters) waiter.reject(error);
    helloWaiters = [];
    for (const pending of [...acts.values(), ...others.splice(0)]) pending.reject(error);
    acts.clear();
  };

  const open = (ticket: string): Promise<HelloFrame> => {
    const base = options.baseUrl.replace(/\/+$/, "").replace(/^http/, "ws");
    // batch=1: a change's events come as one array frame (fewer frames; each event is delivered as before).
    const query = `ticket=${encodeURIComponent(ticket)}&batch=1${lastSeq === null ? "" : `&since=${lastSeq}`}`;
    const socket = new Socket(`${base}/v1/tables/${encodeURIComponent(options.tableId)}/connect?${query}`);
    ws = socket;
    closed = null;
    hello = null;
    resyncing = false;
    const ready = new Promise<HelloFrame>((resolve, reject) => helloWaiters.push({ resolve, reject }));
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
      if (socket !== ws) return;
      closed = { code: event.code, reason: event.reason };
      fail(new TableSocketError("closed", `The table socket closed (${event.code}${event.reason ? ` ${event.reason}` : ""}).`));
      // The seat was closed: a leave is done.
      if (event.code === 4002) for (const done of leaving.splice(0)) done();
      if (FINAL_CLOSES.has(event.code)) ended = true;
      for (const listener of closeListeners) listener(closed);
      wake();
    });
    return ready;
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

  const readyPromise = open(options.ticket);
  // A connection nobody awaits must not report an unhandled rejection.
  readyPromise.catch(() => undefined);

  const connection: TableConnection = {
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
    ready() {
      if (hello) return Promise.resolve(hello);
      if (closed) return Promise.reject(new TableSocketError("closed", `The table socket closed (${closed.code}).`));
      return new Promise((resolve, reject) => helloWaiters.push({ resolve, reject }));
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
      const clientId = input.clientId ?? crypto.randomUUID();
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
    reconnect(ticket) {
      fail(new TableSocketError("closed", "The connection was replaced by reconnect()."));
      if (ws.readyState === OPEN) ws.close(1000, "reconnecting");
      ended = false;
      return open(ticket);
    },
    close() {
      ended = true;
      ws.close(1000, "closed by the client");
      wake();
    },
  };
  return connection;
}
