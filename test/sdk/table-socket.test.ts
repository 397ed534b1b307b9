/**
 * The SDK's table socket client (packages/sdk/src/table-socket.ts) against a live table object, through
 * the Worker's connect route: typed frames, `act` resolved by its ack and rejected by its error, a gap
 * detected and repaired with `resync`, and a resume with `since` after a drop that yields a gap-free stream.
 */
import { exports } from "cloudflare:workers";
import { connectTable, type TableConnection, type TableFrame, TableSocketError, type WebSocketLike } from "@pokerworks/sdk";
import { describe, expect, it } from "vitest";
import { BASE } from "../helpers.ts";
import { tableSettings, tableStub } from "../tables/table-fixtures.ts";

type Listener = (event: never) => void;

/**
 * A WebSocket for the SDK that opens through the Worker's own fetch (workerd's `new WebSocket` would go to
 * the network). `drop()` stops delivering frames and closes, as a lost connection would; `skip` loses
 * chosen frames in transit.
 */
class WorkerSocket implements WebSocketLike {
  static opened: WorkerSocket[] = [];
  skip: ((frame: TableFrame) => boolean) | null = null;
  readyState = 0;
  private ws: WebSocket | null = null;
  private dropped = false;
  private readonly listeners: Record<string, Listener[]> = { open: [], message: [], close: [] };

  constructor(url: string) {
    WorkerSocket.opened.push(this);
    const request = new Request(url.replace(/^ws/, "http"), { headers: { upgrade: "websocket" } });
    void (exports as unknown as { default: Fetcher }).default.fetch(request).then(async (res) => {
      if (res.status !== 101 || !res.webSocket) {
        this.readyState = 3;
        this.fire("close", { code: 1006, reason: `connect: ${res.status} ${await res.text()}` });
        return;
      }
      const ws = res.webSocket;
      this.ws = ws;
      ws.addEventListener("message", (e) => {
        if (this.dropped) return;
        const skip = this.skip;
        if (skip && typeof e.data === "string") {
          // The client asks for batch=1: a lost event may be one element of a batch frame.
          const parsed = JSON.parse(e.data) as TableFrame | TableFrame[];
          if (Array.isArray(parsed)) {
            const kept = parsed.filter((f) => !skip(f));
            if (kept.length === 0) return;
            if (kept.length < parsed.length) {
              this.fire("message", { data: JSON.stringify(kept) });
              return;
            }
          } else if (skip(parsed)) return;
        }
        this.fire("message", { data: e.data });
      });
      ws.addEventListener("close", (e) => {
        if (this.dropped) return;
        this.readyState = 3;
        this.fire("close", { code: e.code, reason: e.reason });
      });
      ws.accept();
      this.readyState = 1;
      this.fire("open", {});
    });
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners[type]?.push(listener);
  }

  send(data: string): void {
    this.ws!.send(data);
  }

  close(code?: number, reason?: string): void {
    this.readyState = 3;
    this.ws?.close(code, reason);
  }

  drop(): void {
    this.dropped = true;
    this.readyState = 3;
    this.ws?.close(1001, "gone");
  }

  /** A lost connection as the client sees it: no more frames, then an abnormal close (1006). */
  lose(): void {
    this.drop();
    this.fire("close", { code: 1006, reason: "" });
  }

  private fire(type: string, event: unknown): void {
    for (const listener of this.listeners[type] ?? []) (listener as (e: unknown) => void)(event);
  }
}

async function until<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A connection that records its frames (`frames`) and visible events (`events`). */
function open(tableId: string, ticket: string) {
  const frames: TableFrame[] = [];
  const events: TableFrame[] = [];
  const conn = connectTable({
    baseUrl: BASE,
    tableId,
    ticket,
    WebSocket: WorkerSocket,
    onFrame: (f) => frames.push(f),
    onEvent: (e) => events.push(e),
  });
  return { conn, frames, events };
}

/** Seqs of the event frames (placeholders included) a connection delivered, in order. */
const seqsOf = (frames: TableFrame[]) => frames.flatMap((f) => ("seq" in f && f.type !== "snapshot" ? [f.seq] : []));

function gapFree(seqs: number[]): boolean {
  return seqs.every((seq, i) => i === 0 || seq === seqs[i - 1]! + 1);
}

describe("connectTable (SDK)", () => {
  it("plays a hand through act, detects a lost frame and resyncs, resumes after a drop with since, gap-free", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const seat = async (name: string, seatNumber: number) => {
      const outcome = await stub.seat({ playerRef: `ref-${name}`, displayName: name, participant: "human", stack: 1000, seatNumber });
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.ticket!.ticket;
    };
    const a = open(settings.tableId, await seat("Alice", 1));
    const hello = await a.conn.ready();
    expect(hello).toMatchObject({ type: "hello", role: "seat", seatNumber: 1 });
    expect(await a.conn.clientSeed("alice-seed")).toMatchObject({ type: "ack", applied: true });
    const b = open(settings.tableId, await seat("Bob", 2));
    await b.conn.ready();
    const [aliceSocket, bobSocket] = WorkerSocket.opened;
    // Bob loses one frame in transit: his client sees the gap, asks for a snapshot and goes on from it.
    bobSocket!.skip = (f) => f.type === "acted" && f.hand === 1 && f.index === 2;
    const conns = new Map<number, { conn: TableConnection; frames: TableFrame[] }>([
      [1, a],
      [2, b],
    ]);

    const started = await until(() => a.events.find((f) => f.type === "hand_started"));
    const hand = started.type === "hand_started" ? started.hand : 0;
    // The seat to act plays passively through act(); every action resolves with its ack.
    let index = 0;
    for (; index < 30; index++) {
      const next = await until(() => a.events.find((f) => (f.type === "turn" && f.hand === hand && f.index === index) || f.type === "hand_ended"));
      if (next.type !== "turn") break;
      const mine = conns.get(next.seatNumber)!;
      // The seat's legal actions: its legal_actions event, or the snapshot that repaired a gap.
      const legal = await until(() => {
        for (const f of mine.frames) {
          if (f.type === "legal_actions" && f.index === index) return f.legal;
          if (f.type === "snapshot" && f.hand?.hand === hand && f.hand.index === index && f.you?.legal) return f.you.legal;
        }
        return undefined;
      });
      if (index === 0) {
        // A stale index is refused: act() rejects with the error frame's code, and nothing changes.
        const stale = await mine.conn.act({ hand, index: index + 5, action: "call" }).catch((e: unknown) => e);
        expect(stale).toBeInstanceOf(TableSocketError);
        expect(stale).toMatchObject({ code: "conflict" });
      }
      const ack = await mine.conn.act({ hand, index, action: legal.check ? "check" : "call" });
      expect(ack).toMatchObject({ type: "ack", hand, index, applied: true });
    }
    const ended = await until(() => a.events.find((f) => f.type === "hand_ended" && f.hand === hand));
    expect(ended.type).toBe("hand_ended");
    // Bob's first snapshot on connect, the second the resync after the lost frame.
    expect(b.frames.filter((f) => f.type === "snapshot")).toHaveLength(2);
    const lost = seqsOf(a.events.filter((f) => f.type === "acted" && f.hand === 1 && f.index === 2));
    expect(lost).toHaveLength(1);
    expect(seqsOf(b.frames)).not.toContain(lost[0]);
    // Around the repaired gap, every event Bob's listeners saw still came in order, none twice.
    const bSeqs = seqsOf(b.frames);
    expect(bSeqs).toEqual([...bSeqs].sort((x, y) => x - y));
    expect(new Set(bSeqs).size).toBe(bSeqs.length);

    // Alice's connection drops; the table goes on without her (Bob sits out, which folds his hand if one is dealt).
    const before = a.conn.lastSeq!;
    const seqsBefore = seqsOf(a.frames);
    expect(gapFree(seqsBefore)).toBe(true);
    aliceSocket!.drop();
    expect(await b.conn.sitOut()).toMatchObject({ type: "ack" });
    await until(() => b.events.find((f) => f.type === "seat_changed" && f.seatNumber === 2 && f.status === "sitting_out"));
    const missed = b.conn.lastSeq!;
    expect(missed).toBeGreaterThan(before);

    const ticket = await stub.seatTicket(1);
    if (!ticket.ok) throw new Error(ticket.message);
    const resumed = await a.conn.reconnect(ticket.ticket.ticket);
    expect(resumed.lastSeq).toBeGreaterThanOrEqual(missed);
    await until(() => (a.conn.lastSeq! >= resumed.lastSeq ? true : undefined));
    const seqs = seqsOf(a.frames);
    // The missed events came after the resume (no snapshot), and the stream across both sockets is gap-free.
    expect(seqs.indexOf(before + 1)).toBe(seqsBefore.length);
    expect(gapFree(seqs)).toBe(true);
    expect(a.frames.filter((f) => f.type === "snapshot")).toHaveLength(1);
    expect(a.events.some((f) => f.type === "seat_changed" && f.seatNumber === 2 && f.status === "sitting_out")).toBe(true);

    // The async iterator, sit in, and leave: the seat closes (4002) and the iterator ends.
    const iterated: string[] = [];
    const reading = (async () => {
      for await (const frame of a.conn.frames()) iterated.push(frame.type);
    })();
    expect(await b.conn.sitIn("post_now")).toMatchObject({ type: "ack" });
    await a.conn.leave();
    // Alice leaves at the end of a hand in progress: its clocks run out when the table is ticked ahead.
    for (let minutes = 1; minutes <= 30 && a.conn.closed === null; minutes++) await stub.tick(Date.now() + minutes * 60_000);
    await reading;
    expect(iterated).toContain("seat_closed");
    expect(a.conn.closed?.code).toBe(4002);
    await b.conn.close();
  });

  it("reconnects by itself after a drop with a ticket from getTicket, resuming after lastSeq; close() resolves on the close handshake", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const seated = await stub.seat({ playerRef: "ref-carol", displayName: "Carol", participant: "human", stack: 1000, seatNumber: 1 });
    if (!seated.ok) throw new Error(seated.message);
    const asked: Array<{ reason: string; attempt: number; lastSeq: number | null; code: number | null }> = [];
    const statuses: string[] = [];
    const frames: TableFrame[] = [];
    let failNext = false;
    const conn = connectTable({
      baseUrl: BASE,
      tableId: settings.tableId,
      WebSocket: WorkerSocket,
      reconnect: { baseDelayMs: 1, maxDelayMs: 5 },
      // What a builder's page does: ask its own backend, which calls the ticket operation.
      getTicket: async (request) => {
        asked.push({ reason: request.reason, attempt: request.attempt, lastSeq: request.lastSeq, code: request.close?.code ?? null });
        if (request.reason === "connect") return seated.ticket!.ticket;
        if (failNext) {
          failNext = false;
          throw new Error("the backend is briefly unreachable");
        }
        const fresh = await stub.seatTicket(1);
        if (!fresh.ok) throw new Error(fresh.message);
        return fresh.ticket.ticket;
      },
      onStatus: (status) => statuses.push(status),
      onFrame: (frame) => frames.push(frame),
    });
    expect(await conn.ready()).toMatchObject({ type: "hello", role: "seat", seatNumber: 1 });
    const socket = WorkerSocket.opened.at(-1)!;
    await until(() => (conn.lastSeq !== null ? true : undefined));
    const before = conn.lastSeq!;

    // The drop: the first try's ticket request fails, the second succeeds; meanwhile the table moves on.
    failNext = true;
    socket.lose();
    const dan = await stub.seat({ playerRef: "ref-dan", displayName: "Dan", participant: "human", stack: 1000, seatNumber: 2 });
    if (!dan.ok) throw new Error(dan.message);
    await until(() => (conn.status === "open" && conn.hello !== null && WorkerSocket.opened.at(-1) !== socket ? true : undefined));
    await until(() => frames.find((f) => f.type === "seat_taken" && f.seat.seatNumber === 2));
    expect(asked.map((a) => [a.reason, a.attempt])).toEqual([
      ["connect", 1],
      ["reconnect", 1],
      ["reconnect", 2],
    ]);
    expect(asked[1]).toMatchObject({ lastSeq: before, code: 1006 });
    expect(statuses).toEqual(["open", "reconnecting", "open"]);
    const seqs = seqsOf(frames);
    expect(gapFree(seqs)).toBe(true);
    expect(frames.filter((f) => f.type === "snapshot")).toHaveLength(1);

    const started = performance.now();
    await conn.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(conn.status).toBe("closed");
    expect(conn.closed?.code).toBe(1000);
    await expect(conn.ready()).rejects.toBeInstanceOf(TableSocketError);
  });
});
