import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env.ts";
import {
  delayedReady,
  type FramesAnswer,
  type HubAdmission,
  type Publication,
  type PublicFrame,
  type PublicSnapshot,
  type PublishAnswer,
} from "./hubs.ts";
import { parseClientMessage, SOCKET_LIMITS } from "./protocol.ts";
import { hashTicket } from "./tickets.ts";

/**
 * A spectator hub: one of the few relay objects a table's spectators are spread over (hubs.ts), so the
 * table sends each change once per hub instead of once per spectator socket (the lichess lila-ws split:
 * the game server publishes versioned events, the socket tier fans them out).
 *
 * Consistency: the table is the single writer of its stream; a hub is a cache of it. It holds only
 * what a spectator may see (the table publishes spectator projections and nothing else), keeps a
 * bounded, contiguous run of frames `[base, last]` and the hand-end snapshots, and fills any hole from
 * the table (`hubFrames`) before sending past it, so every socket's stream is gap-free and in seq order,
 * the same frames a spectator of the table itself gets. A hub that restarts loses its sockets, not
 * frames: its spectators reconnect with `since` (to any hub) and resume from the cache or the table's log.
 *
 * Every change to the cache and every socket start runs one at a time (a promise chain: a catch-up
 * awaits the table), so a publication that arrives while a spectator is being caught up waits for it.
 */

interface HubAttachment {
  id: string;
  /** Delayed spectators: the delay, and the last seq sent (the cursor). Live sockets have neither. */
  delayMs?: number;
  cursor?: number;
  /** The stream's end (Unix ms): the hub closes the socket then (4004). */
  until: number;
  /** `batch=1`: a publication's frames go as one JSON array. */
  batch?: true;
}

/** Frames kept: a resume from further back (or a delayed spectator behind them) is served from the table's log. */
const KEPT_FRAMES = 3_000;
/** Hand-end snapshots kept (a delayed spectator's start). */
const KEPT_SNAPSHOTS = 50;
/** A live spectator without `since` starts from the latest cached snapshot only when this few frames follow it. */
const SNAPSHOT_REPLAY_MAX = 300;
const PULL_LIMIT = 2_000;

const CLOSE_TABLE_CLOSED = 4003;
const CLOSE_STREAM_ENDED = 4004;
/** The hub fell behind the table's kept log: its live sockets reconnect (and get a snapshot). */
const CLOSE_RESTART = 1012;
const DECLINE_COMPRESSION = { "sec-websocket-extensions": "none" };

export class SpectatorHub extends DurableObject<Env> {
  private chain: Promise<unknown> = Promise.resolve();
  /** True while the table publishes here and nothing was missed since the last catch-up (in memory: a wake-up catches up again). */
  private following = false;
  /** The cached run of frames, `[base, last]`, or null when empty; undefined until read. */
  private bounds: { base: number; last: number } | null | undefined;
  private attachments = new WeakMap<WebSocket, HubAttachment>();
  /** Live sockets being started (or resynced): they get their frames from their own start, not from `sendLive`. */
  private starting = new WeakSet<WebSocket>();
  /**
   * Upgrades whose ticket is spent but whose socket is not accepted yet (it waits its turn behind a
   * publication): listeners all the same, or a publication answered meanwhile would tell the table nobody
   * listens here, and the table would stop publishing to a hub about to serve a socket.
   */
  private admitting = 0;
  private floods = new Map<string, { windowStart: number; count: number }>();
  /** The lowest delayed cursor at the last flush: pruning keeps the frames after it. */
  private delayedFloor: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(
      `CREATE TABLE IF NOT EXISTS frames (seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, hand INTEGER, type TEXT NOT NULL, text TEXT NOT NULL)`,
    );
    sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, text TEXT NOT NULL)`);
    sql.exec(
      `CREATE TABLE IF NOT EXISTS tickets (hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, stream_ends_at INTEGER NOT NULL, delay_ms INTEGER, used INTEGER NOT NULL DEFAULT 0)`,
    );
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  // ------------------------------------------------------------------------------------------ from the table

  /** A spectator ticket the table issued for this hub: kept (its hash) until used or expired. */
  async admit(admission: HubAdmission): Promise<void> {
    this.ctx.storage.kv.put("tableId", admission.tableId);
    const sql = this.ctx.storage.sql;
    sql.exec(`DELETE FROM tickets WHERE expires_at <= ?`, Date.now());
    sql.exec(
      `INSERT OR REPLACE INTO tickets (hash, expires_at, stream_ends_at, delay_ms) VALUES (?, ?, ?, ?)`,
      admission.hash,
      admission.expiresAt,
      admission.streamEndsAt,
      admission.delayMs,
    );
  }

  /** One change of the table: cached, sent to the live sockets; answered with the listeners left. */
  async publish(publication: Publication): Promise<PublishAnswer> {
    await this.serial(async () => {
      this.ctx.storage.kv.put("tableId", publication.tableId);
      this.following = true;
      await this.ingest(publication.frames, publication.snapshot);
    });
    const listeners = this.listeners();
    // Nobody to serve: the table stops publishing here, so the next spectator's start catches up first.
    if (listeners === 0) this.following = false;
    return { listeners };
  }

  // ------------------------------------------------------------------------------------------ sockets

  /** The upgrade, after the Worker checked the header and the ticket's shape (connect.ts). */
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const hash = hashTicket(url.searchParams.get("ticket") ?? "");
    const sinceText = url.searchParams.get("since");
    const since = sinceText !== null && /^\d{1,15}$/.test(sinceText) ? Number(sinceText) : null;
    const batch = url.searchParams.get("batch") === "1";
    const now = Date.now();
    const row = this.ctx.storage.sql
      .exec<{ expires_at: number; stream_ends_at: number; delay_ms: number | null; used: number }>(
        `SELECT expires_at, stream_ends_at, delay_ms, used FROM tickets WHERE hash = ?`,
        hash,
      )
      .toArray()[0];
    if (!row || row.used === 1 || row.expires_at <= now) {
      return forbidden("This ticket is not valid for this table: unknown, already used, or expired (tickets are single use and live 60 s).");
    }
    this.ctx.storage.sql.exec(`UPDATE tickets SET used = 1 WHERE hash = ?`, hash);
    this.admitting++;
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const delayed = row.delay_ms !== null;
    const attachment: HubAttachment = delayed
      ? { id: crypto.randomUUID(), delayMs: row.delay_ms!, until: row.stream_ends_at }
      : { id: crypto.randomUUID(), until: row.stream_ends_at, ...(batch ? { batch: true as const } : {}) };
    // Accepted and started (hello, then its snapshot or missed frames) in turn with publications: no
    // publication reaches the socket before its start, and none between its start and the live stream.
    await this.serial(async () => {
      this.ctx.acceptWebSocket(server, [delayed ? "delayed" : "live"]);
      this.admitting--;
      server.serializeAttachment(attachment);
      this.starting.add(server);
      try {
        if (delayed) {
          await this.startDelayed(server, attachment, since);
          await this.schedule();
        } else {
          await this.startLive(server, since);
          // Only this socket's stream end can bring the alarm forward (no walk over every socket per connect).
          const alarm = await this.ctx.storage.getAlarm();
          if (alarm === null || attachment.until < alarm) await this.ctx.storage.setAlarm(attachment.until);
        }
      } catch {
        closeQuietly(server, CLOSE_RESTART, "the stream could not start; reconnect with since");
      } finally {
        this.starting.delete(server);
      }
    });
    return new Response(null, { status: 101, webSocket: client, headers: DECLINE_COMPRESSION });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = this.attachmentOf(ws);
    if (!attachment) return;
    const size = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    if (size > SOCKET_LIMITS.maxFrameBytes) {
      ws.close(1009, `frames are at most ${SOCKET_LIMITS.maxFrameBytes} bytes`);
      return;
    }
    if (this.flooded(attachment.id)) {
      ws.close(1008, `at most ${SOCKET_LIMITS.messagesPerWindow} messages per ${SOCKET_LIMITS.windowMs / 1000} s`);
      return;
    }
    const parsed = parseClientMessage(typeof message === "string" ? message : new TextDecoder().decode(message));
    if (!parsed.ok) {
      sendText(ws, JSON.stringify({ type: "error", code: parsed.code, message: parsed.message, clientId: parsed.clientId ?? null }));
      return;
    }
    const msg = parsed.message;
    if (msg.type === "resync") {
      await this.serial(async () => {
        if (attachment.delayMs !== undefined) {
          // A delayed stream resyncs from its delayed start, never from the present.
          const fresh = ws.deserializeAttachment() as HubAttachment;
          await this.startDelayed(ws, { ...fresh, cursor: undefined }, null, false);
          await this.schedule();
        } else {
          this.starting.add(ws);
          try {
            // `resync` asks for a fresh snapshot: the table's, as of now.
            await this.sendSnapshot(ws, true);
          } finally {
            this.starting.delete(ws);
          }
        }
      });
      return;
    }
    const clientId = msg.type === "act" ? msg.clientId : null;
    sendText(ws, JSON.stringify({ type: "error", code: "forbidden", message: "Spectators cannot act.", clientId }));
  }

  override async webSocketClose(ws: WebSocket, code?: number, reason?: string): Promise<void> {
    closeQuietly(ws, code === undefined || code === 1005 || code === 1006 ? 1000 : code, reason ?? "");
    this.floods.delete(this.attachmentOf(ws)?.id ?? "");
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.floods.delete(this.attachmentOf(ws)?.id ?? "");
  }

  /** Delayed frames that are due, and streams that are over. */
  override async alarm(): Promise<void> {
    await this.tick();
  }

  /** Does what is due at `now` (tests pass a time ahead of the clock instead of waiting for it). */
  async tick(now = Date.now()): Promise<void> {
    await this.serial(async () => {
      await this.flushDelayed(now);
      await this.schedule(now);
    });
  }

  // ------------------------------------------------------------------------------------------ internals

  private serial<R>(run: () => Promise<R>): Promise<R> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Caches frames (after filling any hole before them from the table) and sends the new ones to live sockets. */
  private async ingest(frames: PublicFrame[], snapshot: PublicSnapshot | null): Promise<void> {
    if (frames.length === 0) return;
    let bounds = this.range();
    const fresh: PublicFrame[] = [];
    if (bounds !== null && frames[0]!.seq > bounds.last + 1) {
      // A publication was missed (a restart, a lost call): the table's log has it.
      const missed = await this.pull(bounds.last, frames[0]!.seq - 1);
      if (missed === "gone") {
        this.reset();
        bounds = null;
      } else fresh.push(...missed);
    }
    const after = fresh.length > 0 ? fresh[fresh.length - 1]!.seq : (bounds?.last ?? 0);
    fresh.push(...frames.filter((f) => f.seq > after));
    if (fresh.length === 0) return;
    this.store(fresh);
    if (snapshot) this.storeSnapshot(snapshot);
    this.sendLive(fresh);
    this.prune();
    if (fresh.some(isClosedFrame)) {
      // The table's last event: its spectators are done, and so is this cache (a closed table issues no ticket).
      for (const ws of this.ctx.getWebSockets()) closeQuietly(ws, CLOSE_TABLE_CLOSED, "table closed");
      for (const table of ["frames", "snapshots", "tickets"]) this.ctx.storage.sql.exec(`DELETE FROM ${table}`);
      this.bounds = null;
      this.following = false;
      await this.ctx.storage.deleteAlarm();
      return;
    }
    if (this.ctx.getWebSockets("delayed").length > 0) {
      await this.flushDelayed();
      await this.schedule();
    }
  }

  /**
   * Frames after `after` from the table, up to `upTo` (or its last seq), in order; "gone" when the table
   * no longer keeps them. Nothing is cached here: the caller stores what it keeps.
   */
  private async pull(after: number, upTo: number | null): Promise<PublicFrame[] | "gone"> {
    const table = this.table();
    if (!table) return "gone";
    const frames: PublicFrame[] = [];
    let cursor = after;
    for (;;) {
      const answer: FramesAnswer = await table.hubFrames(cursor, PULL_LIMIT);
      if (answer.gone) return "gone";
      const wanted = upTo === null ? answer.frames : answer.frames.filter((f) => f.seq <= upTo);
      frames.push(...wanted);
      if (wanted.length === 0) break;
      cursor = wanted[wanted.length - 1]!.seq;
      if (cursor >= (upTo ?? answer.lastSeq) || answer.frames.length < PULL_LIMIT) break;
    }
    return frames;
  }

  /** Brings the cache up to the table's latest frame (from `from` when it is empty); false when `from` is gone. */
  private async catchUp(from: number): Promise<boolean> {
    const bounds = this.range();
    const start = bounds?.last ?? from;
    let missed = await this.pull(start, null);
    if (missed === "gone") {
      if (bounds === null) return false;
      this.reset();
      missed = await this.pull(from, null);
      if (missed === "gone") return false;
    }
    if (missed.length > 0) {
      this.store(missed);
      // Live sockets already here are as far as the cache was: they get the rest too.
      if (bounds !== null) this.sendLive(missed);
      this.prune();
    }
    this.following = true;
    return true;
  }

  /** Makes the cache hold every frame after `after` (extending it downwards from the table); false when they are gone. */
  private async reach(after: number): Promise<boolean> {
    const bounds = this.range();
    if (bounds === null) return this.catchUp(after);
    if (after >= bounds.base - 1) return true;
    const older = await this.pull(after, bounds.base - 1);
    if (older === "gone" || (older.length > 0 && older[0]!.seq !== after + 1)) return false;
    this.store(older);
    return true;
  }

  /** A live socket's start: hello, then the frames after `since` (or a snapshot and the frames after it). */
  private async startLive(ws: WebSocket, since: number | null): Promise<void> {
    const known = this.range();
    if (since !== null && (!this.following || known === null || since > known.last)) await this.catchUp(since);
    const bounds = this.range();
    if (since !== null && bounds !== null && since <= bounds.last && (await this.reach(since))) {
      this.hello(ws, bounds.last, false);
      this.replay(ws, since);
      return;
    }
    if (!this.following && bounds !== null) await this.catchUp(bounds.last);
    this.hello(ws, this.range()?.last ?? 0, false);
    await this.sendSnapshot(ws);
  }

  /**
   * A snapshot, then every frame after it: a recent hand-end snapshot from the cache (a new socket without
   * `since`), else (or for `resync`, which asks for a fresh one) the table's current one.
   */
  private async sendSnapshot(ws: WebSocket, fresh = false): Promise<void> {
    const bounds = this.range();
    const cached =
      bounds &&
      this.ctx.storage.sql
        .exec<PublicSnapshot>(
          `SELECT seq, at, text FROM snapshots WHERE seq >= ? AND seq <= ? ORDER BY seq DESC LIMIT 1`,
          bounds.base - 1,
          bounds.last,
        )
        .toArray()[0];
    if (!fresh && this.following && cached && bounds && bounds.last - cached.seq <= SNAPSHOT_REPLAY_MAX) {
      sendText(ws, cached.text);
      this.replay(ws, cached.seq);
      return;
    }
    const table = this.table();
    const snapshot = table ? await table.hubSnapshot(null) : null;
    if (!snapshot) {
      closeQuietly(ws, CLOSE_TABLE_CLOSED, "no such table");
      return;
    }
    // The cache must go on from the snapshot's seq: caught up past it (the table may have moved on
    // meanwhile), and holding every frame after it.
    if (this.range() === null) this.bounds = { base: snapshot.seq + 1, last: snapshot.seq };
    if (!(await this.catchUp(this.range()!.last)) || !(await this.reach(snapshot.seq))) {
      this.reset();
      this.bounds = { base: snapshot.seq + 1, last: snapshot.seq };
      await this.catchUp(snapshot.seq);
    }
    this.storeSnapshot(snapshot);
    sendText(ws, snapshot.text);
    this.replay(ws, snapshot.seq);
  }

  /**
   * A delayed socket's start: from `since` when its frames can still be had, else from the latest
   * snapshot at least its delay old (the table's, when the cache has none), then what is due.
   */
  private async startDelayed(ws: WebSocket, attachment: HubAttachment, since: number | null, hello = true, flush = true): Promise<void> {
    const delayMs = attachment.delayMs ?? 0;
    // A delayed spectator learns nothing of the present, not even how far the log has gone.
    if (hello) this.hello(ws, 0, true);
    let cursor: number | null = null;
    if (since !== null && (await this.reach(since))) {
      const bounds = this.range();
      if (bounds !== null && since <= bounds.last) cursor = since;
    }
    if (cursor === null) {
      const bounds = this.range();
      const cached =
        bounds &&
        this.ctx.storage.sql
          .exec<PublicSnapshot>(
            `SELECT seq, at, text FROM snapshots WHERE at <= ? AND seq >= ? ORDER BY seq DESC LIMIT 1`,
            Date.now() - delayMs,
            bounds.base - 1,
          )
          .toArray()[0];
      const snapshot = cached ?? (await this.table()?.hubSnapshot(delayMs)) ?? null;
      if (snapshot) sendText(ws, snapshot.text);
      cursor = snapshot?.seq ?? 0;
    }
    // The frames after the cursor must be here for the flush: a hub that is not following yet catches up.
    if (!this.following || this.range() === null) await this.catchUp(cursor);
    const started: HubAttachment = { ...attachment, cursor };
    ws.serializeAttachment(started);
    this.attachments.set(ws, started);
    if (flush) await this.flushDelayed();
  }

  /**
   * Sends each delayed socket the frames at least its delay old, from its cursor (sockets at the same
   * cursor and delay share one read). Frames older than the cache come from the table.
   */
  private async flushDelayed(now = Date.now()): Promise<number | null> {
    const groups = new Map<string, { cursor: number; delayMs: number; sockets: WebSocket[] }>();
    for (const ws of this.ctx.getWebSockets("delayed")) {
      const a = ws.deserializeAttachment() as HubAttachment | null;
      if (a?.delayMs === undefined || a.cursor === undefined) continue;
      const key = `${a.cursor}:${a.delayMs}`;
      const group = groups.get(key) ?? { cursor: a.cursor, delayMs: a.delayMs, sockets: [] };
      group.sockets.push(ws);
      groups.set(key, group);
    }
    let due: number | null = null;
    let floor: number | null = null;
    for (const group of groups.values()) {
      floor = Math.min(floor ?? group.cursor, group.cursor);
      const bounds = this.range();
      if (bounds === null || group.cursor >= bounds.last) continue;
      if (!(await this.reach(group.cursor))) {
        // Too far behind even for the table's log: start these streams again from a delayed snapshot.
        for (const ws of group.sockets) {
          const a = ws.deserializeAttachment() as HubAttachment;
          await this.startDelayed(ws, { ...a, cursor: undefined }, null, false, false);
        }
        continue;
      }
      const rows = this.ctx.storage.sql
        .exec<PublicFrame>(`SELECT seq, at, hand, type, text FROM frames WHERE seq > ? ORDER BY seq LIMIT 1000`, group.cursor)
        .toArray();
      const { ready, nextAt } = delayedReady(rows, group.delayMs, now, (hand) => this.handEnded(hand));
      if (nextAt !== null) due = Math.min(due ?? nextAt, nextAt);
      if (ready.length === 0) continue;
      if (ready.length === rows.length && rows.length === 1000) due = now;
      const cursor = ready[ready.length - 1]!.seq;
      for (const ws of group.sockets) {
        for (const f of ready) sendText(ws, f.text);
        const a = ws.deserializeAttachment() as HubAttachment;
        ws.serializeAttachment({ ...a, cursor });
      }
    }
    this.delayedFloor = floor;
    this.delayedDue = due;
    return due;
  }

  private delayedDue: number | null = null;

  /** The alarm: the next delayed frame due or the next stream end, whichever comes first. */
  private async schedule(now = Date.now()): Promise<void> {
    let next: number | null = this.ctx.getWebSockets("delayed").length > 0 ? this.delayedDue : null;
    for (const ws of this.ctx.getWebSockets()) {
      const until = this.attachmentOf(ws)?.until;
      if (until === undefined) continue;
      if (until <= now) closeQuietly(ws, CLOSE_STREAM_ENDED, "the spectator stream is over");
      else next = Math.min(next ?? until, until);
    }
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.max(next, now));
  }

  private handEnded(hand: number): number | null {
    return (
      this.ctx.storage.sql.exec<{ at: number }>(`SELECT at FROM frames WHERE type = 'hand_ended' AND hand = ? LIMIT 1`, hand).toArray()[0]?.at ?? null
    );
  }

  private hello(ws: WebSocket, lastSeq: number, delayed: boolean): void {
    const tableId = this.ctx.storage.kv.get<string>("tableId") ?? "";
    sendText(
      ws,
      JSON.stringify({
        type: "hello",
        protocol: 1,
        tableId,
        role: "spectator",
        seatNumber: null,
        lastSeq: delayed ? 0 : lastSeq,
        serverTime: new Date().toISOString(),
      }),
    );
  }

  /** The cached frames after `after`, one frame each (as a resume from the table sends them). */
  private replay(ws: WebSocket, after: number): void {
    const rows = this.ctx.storage.sql.exec<{ text: string }>(`SELECT text FROM frames WHERE seq > ? ORDER BY seq`, after).toArray();
    for (const r of rows) sendText(ws, r.text);
  }

  /** New frames to every live socket: one `send` per frame, or one array per socket with `batch=1`. */
  private sendLive(frames: PublicFrame[]): void {
    const batchText = frames.length > 1 ? `[${frames.map((f) => f.text).join(",")}]` : frames[0]!.text;
    for (const ws of this.ctx.getWebSockets("live")) {
      if (this.starting.has(ws)) continue;
      if (this.attachmentOf(ws)?.batch) sendText(ws, batchText);
      else for (const f of frames) sendText(ws, f.text);
    }
  }

  private store(frames: PublicFrame[]): void {
    const sql = this.ctx.storage.sql;
    for (const f of frames) {
      sql.exec(`INSERT OR IGNORE INTO frames (seq, at, hand, type, text) VALUES (?, ?, ?, ?, ?)`, f.seq, f.at, f.hand, f.type, f.text);
    }
    if (frames.length === 0) return;
    const bounds = this.range();
    const first = frames[0]!.seq;
    const last = frames[frames.length - 1]!.seq;
    this.bounds = bounds === null ? { base: first, last } : { base: Math.min(bounds.base, first), last: Math.max(bounds.last, last) };
  }

  private storeSnapshot(snapshot: PublicSnapshot): void {
    this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO snapshots (seq, at, text) VALUES (?, ?, ?)`, snapshot.seq, snapshot.at, snapshot.text);
  }

  /** Keeps the last KEPT_FRAMES frames (and those a delayed socket still needs), and the snapshots they follow. */
  private prune(): void {
    const bounds = this.range();
    if (bounds === null || bounds.last - bounds.base + 1 <= KEPT_FRAMES) return;
    let base = bounds.last - KEPT_FRAMES + 1;
    if (this.delayedFloor !== null && this.ctx.getWebSockets("delayed").length > 0) base = Math.min(base, this.delayedFloor + 1);
    if (base <= bounds.base) return;
    const sql = this.ctx.storage.sql;
    sql.exec(`DELETE FROM frames WHERE seq < ?`, base);
    sql.exec(`DELETE FROM snapshots WHERE seq < (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT 1 OFFSET ?)`, KEPT_SNAPSHOTS);
    this.bounds = { base, last: bounds.last };
  }

  /** Forgets the cache (the table no longer has what would join it to the present); live sockets reconnect. */
  private reset(): void {
    this.ctx.storage.sql.exec(`DELETE FROM frames`);
    this.ctx.storage.sql.exec(`DELETE FROM snapshots`);
    this.bounds = null;
    for (const ws of this.ctx.getWebSockets("live")) closeQuietly(ws, CLOSE_RESTART, "resume with since");
  }

  private range(): { base: number; last: number } | null {
    if (this.bounds === undefined) {
      const row = this.ctx.storage.sql
        .exec<{ base: number | null; last: number | null }>(`SELECT MIN(seq) AS base, MAX(seq) AS last FROM frames`)
        .toArray()[0];
      this.bounds = row && row.base !== null && row.last !== null ? { base: row.base, last: row.last } : null;
    }
    return this.bounds;
  }

  /** Open sockets and tickets not yet used: while there are any, the table keeps publishing here. */
  private listeners(): number {
    const tickets =
      this.ctx.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM tickets WHERE used = 0 AND expires_at > ?`, Date.now()).toArray()[0]?.n ??
      0;
    return this.ctx.getWebSockets().length + tickets + this.admitting;
  }

  private table() {
    const tableId = this.ctx.storage.kv.get<string>("tableId");
    return tableId ? this.env.TABLES.getByName(tableId) : null;
  }

  private attachmentOf(ws: WebSocket): HubAttachment | null {
    let attachment: HubAttachment | null | undefined = this.attachments.get(ws);
    if (attachment === undefined) {
      attachment = ws.deserializeAttachment() as HubAttachment | null;
      if (attachment) this.attachments.set(ws, attachment);
    }
    return attachment ?? null;
  }

  private flooded(id: string): boolean {
    const now = Date.now();
    const entry = this.floods.get(id);
    if (!entry || now - entry.windowStart >= SOCKET_LIMITS.windowMs) {
      this.floods.set(id, { windowStart: now, count: 1 });
      return false;
    }
    entry.count += 1;
    return entry.count > SOCKET_LIMITS.messagesPerWindow;
  }
}

function isClosedFrame(f: PublicFrame): boolean {
  return f.type === "table_status" && f.text.includes('"status":"closed"');
}

function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // A socket closing under us: its close handler tidies up.
  }
}

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed or closing.
  }
}

function forbidden(detail: string): Response {
  return Response.json(
    { type: "/docs/errors#forbidden", title: "Forbidden", status: 403, code: "forbidden", detail },
    { status: 403, headers: { "content-type": "application/problem+json" } },
  );
}
