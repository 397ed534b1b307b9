/**
 * A test client for a table's socket: connects through the Worker's own fetch (as a browser would, with
 * the ticket in the URL), records every frame, and waits for frames by predicate.
 */
import { exports } from "cloudflare:workers";
import { BASE } from "../helpers.ts";

// biome-ignore lint/suspicious/noExplicitAny: frames are asserted field by field.
export type Frame = any;

export interface TableSocket {
  ws: WebSocket;
  frames: Frame[];
  closed: { code: number; reason: string } | null;
  send(message: unknown): void;
  /** Resolves with the first matching frame after the last one `next` returned, or rejects after `ms`. */
  next(match: (f: Frame) => boolean, ms?: number): Promise<Frame>;
  /** Resolves with the first matching frame received so far or later (from the start, no cursor). */
  find(match: (f: Frame) => boolean, ms?: number): Promise<Frame>;
  /** The event frames received (every frame with a seq). */
  events(): Frame[];
  /** Array frames received (with `batch`): their events are in `frames`, one by one. */
  batches: Frame[][];
}

export async function connect(tableId: string, ticket: string, since?: number, options: { batch?: boolean } = {}): Promise<TableSocket> {
  const query = `ticket=${encodeURIComponent(ticket)}${since === undefined ? "" : `&since=${since}`}${options.batch ? "&batch=1" : ""}`;
  const res = await (exports as unknown as { default: Fetcher }).default.fetch(
    new Request(`${BASE}/v1/tables/${tableId}/connect?${query}`, { headers: { upgrade: "websocket" } }),
  );
  if (res.status !== 101 || !res.webSocket) throw new Error(`connect: ${res.status} ${await res.text()}`);
  const ws = res.webSocket;
  let cursor = 0;
  const socket: TableSocket = {
    ws,
    frames: [],
    batches: [],
    closed: null,
    send: (message) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    async next(match, ms = 5000) {
      const started = Date.now();
      for (;;) {
        for (; cursor < socket.frames.length; cursor++) {
          if (match(socket.frames[cursor])) return socket.frames[cursor++];
        }
        if (Date.now() - started > ms) throw new Error(`no matching frame in ${ms} ms; last: ${JSON.stringify(socket.frames.slice(-3))}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async find(match, ms = 5000) {
      const started = Date.now();
      for (;;) {
        const found = socket.frames.find(match);
        if (found) return found;
        if (Date.now() - started > ms) throw new Error(`no matching frame in ${ms} ms; last: ${JSON.stringify(socket.frames.slice(-3))}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    events: () => socket.frames.filter((f) => typeof f.seq === "number" && f.type !== "snapshot"),
  };
  ws.addEventListener("message", (e) => {
    const parsed = JSON.parse(e.data as string);
    if (!Array.isArray(parsed)) socket.frames.push(parsed);
    else {
      socket.batches.push(parsed);
      socket.frames.push(...parsed);
    }
  });
  ws.addEventListener("close", (e) => {
    socket.closed = { code: e.code, reason: e.reason };
  });
  ws.accept();
  return socket;
}

/** Every event seq a socket received is consecutive: no gap, no repeat. */
export function assertGapFree(events: Frame[]): void {
  for (let i = 1; i < events.length; i++) {
    if (events[i].seq !== events[i - 1].seq + 1) throw new Error(`gap or repeat at ${events[i - 1].seq} -> ${events[i].seq}`);
  }
}
