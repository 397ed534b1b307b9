import { DurableObject } from "cloudflare:workers";
import type { HandReport } from "../engine/tournament/types.ts";
import type { Env } from "../env.ts";
import { newId } from "../lib/ids.ts";
import type { DealView } from "../tournaments/deal-view.ts";
import type {
  ActOutcome,
  ActRequest,
  EntryChips,
  EntrySeat,
  FinishedHand,
  HandPage,
  Level,
  PlayerStreamOutcome,
  PlayerTableSummary,
  Refusal,
  ReportAnswer,
  SeatOutcome,
  SeatRequest,
  SettingsUpdate,
  SpectatorTicketOutcome,
  StandUpOutcome,
  TableDirective,
  TableSettings,
  TableView,
  Ticket,
  TicketOutcome,
  TopUpResult,
} from "./api.ts";
import { type EventFrame, project, type Role, type StoredEvent } from "./events.ts";
import {
  delayedReady,
  type FramesAnswer,
  type HubAdmission,
  hubCount,
  hubName,
  hubTicket,
  type PublicFrame,
  type PublicSnapshot,
  type PublishAnswer,
} from "./hubs.ts";
import {
  act,
  addAnsweredChips,
  addEntryChips,
  applyDirective,
  beginHand,
  dueHand,
  type EntryChipsOutcome,
  expire,
  findSeat,
  findSeating,
  initialState,
  isHouseSeat,
  newOutput,
  nextDue,
  type Output,
  type Pacing,
  publicSeat,
  requestClose,
  type SeatClosure,
  type SeatRecord,
  seatEntries,
  seatSitsIn,
  seatSitsOut,
  seedRevealed,
  setBreak,
  setClientSeed,
  setConnected,
  setLevel,
  showDeal,
  standUp,
  type TableState,
  tableView,
  takeSeat,
  topUp,
} from "./machine.ts";
import { parseClientMessage, type ServerFrame, type SnapshotFrame, SOCKET_LIMITS } from "./protocol.ts";
import { recordSeatClosed, type SeatClosedRecord } from "./seat-closed.ts";
import { newShuffle } from "./shuffle.ts";
import { snapshotFor } from "./snapshot.ts";
import { hashTicket, newTicket, TICKET_TTL_MS } from "./tickets.ts";

/**
 * One hosted table (CONTRACT 10): the single owner of its seats, its hand in progress, its event log,
 * its tickets and its sockets. Consistency argument (as in Cloudflare's workers-chat-demo): every change
 * runs inside `mutate`, one at a time (a promise chain, because dealing a hand awaits Web Crypto), and
 * each ends with one synchronous block that writes the state, appends the events with consecutive `seq`
 * numbers and sends them. SQLite-backed storage commits that block atomically, so a crash leaves either
 * the state before or the state after, never an event without its state or a state without its events.
 *
 * Time: one alarm, always set to the earliest thing due (an action clock, a time bank, a bot, the next
 * hand, the outbox). Every entry point (RPC, socket message, alarm) first does whatever is due by now,
 * so a late or lost alarm costs only time. The alarm handler never throws for business errors.
 *
 * Sockets use the hibernation API: the role and seat live in the socket's attachment, "ping" is answered
 * by the runtime without waking the object, and nothing here keeps a timer that would prevent hibernation.
 */

type OutboxItem = { kind: "seat_closed"; record: SeatClosedRecord } | { kind: "report"; report: HandReport };

interface Attachment {
  role: Role;
  /** Socket id, to tell a replaced socket from its replacement. */
  id: string;
  /**
   * A delayed spectator (spectators.mode "delayed"): it receives each event `delayMs` after it happened,
   * from the log, and `cursor` is the last seq sent to it. Live sockets have neither.
   */
  delayMs?: number;
  cursor?: number;
  /** A spectator's stream end (Unix ms): the table closes the socket then (4004). */
  until?: number;
  /**
   * Connected with `batch=1`: the events of one change arrive as one JSON array frame (one `send`
   * instead of one per event: an action's `acted`, `turn` and `legal_actions` are one frame).
   */
  batch?: true;
}

/** Events kept for `since` resumes; older ones are pruned (a resume from before them gets a snapshot). */
const KEPT_EVENTS = 5_000;
/** Finished hands kept for GET /tables/{id}/hands. */
const KEPT_HANDS = 1_000;
/** Most hands one call plays (bot-only tables with no pause); the alarm continues at once. */
const HANDS_PER_CALL = 1;

const CLOSE_REPLACED = 4001;
const CLOSE_SEAT_CLOSED = 4002;
const CLOSE_TABLE_CLOSED = 4003;
const CLOSE_STREAM_ENDED = 4004;
/**
 * The upgrade declines permessage-deflate, which browsers and Node offer on every socket. workerd agrees
 * to compression only when the 101 names a valid permessage-deflate config; any other value (this one is
 * not sent on) makes it answer with no extension. Why: deflate runs per socket per frame, so on a table it
 * was most of the object's CPU (9 seats + 100 spectators: 10.9 -> 5.9 ms of workerd CPU per action,
 * p99 to every socket 30.6 -> 19.2 ms, bench/table-load.ts), while our frames are a few hundred bytes a
 * second. docs/tables.md, "The socket".
 */
const DECLINE_COMPRESSION = { "sec-websocket-extensions": "none" };
/** The longest a spectator socket lives (CONTRACT 12); an embed session's stream may end sooner. */
const SPECTATOR_STREAM_MS = 12 * 60 * 60 * 1000;

export class TableObject extends DurableObject<Env> {
  private chain: Promise<unknown> = Promise.resolve();
  /** See `stored()`. */
  private state: TableState | undefined;
  /** Message counts per socket in the current window (flood control; in memory: a wake-up resets it). */
  private floods = new Map<string, { windowStart: number; count: number }>();
  /** Live sockets' attachments (role, delay), so a broadcast does not deserialise them every time. */
  private attachments = new WeakMap<WebSocket, Attachment>();
  /**
   * The hubs that serve spectators now (index -> activation number), read from storage once per wake-up.
   * A hub joins when it admits a ticket and leaves when it answers a publication with no listener; the
   * activation number tells a stale answer (to a publication sent before the hub's latest ticket) from a
   * current one.
   */
  private hubs: Map<number, number> | undefined;
  private activations = 0;
  private hubStubs = new Map<number, DurableObjectStub<import("./spectator-hub.ts").SpectatorHub>>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, visible_to INTEGER, body TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS hands (hand_number INTEGER PRIMARY KEY, body TEXT NOT NULL)`);
    // Public snapshots at table creation and at every hand's end: where a delayed spectator's view starts.
    sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, body TEXT NOT NULL)`);
    // A seat's ticket names its seating (seat_number and seating_id), a spectator's neither.
    const createTickets = `CREATE TABLE IF NOT EXISTS tickets (hash TEXT PRIMARY KEY, seat_number INTEGER, seating_id TEXT, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, stream_ends_at INTEGER)`;
    sql.exec(createTickets);
    // Tables made before tickets named their seating: tickets live 60 s, so the old table is simply replaced
    // (an old seat ticket, bound to a seat number only, then opens nothing).
    if (!sql.exec(`SELECT * FROM tickets LIMIT 0`).columnNames.includes("seating_id")) {
      sql.exec(`DROP TABLE tickets`);
      sql.exec(createTickets);
    }
    sql.exec(
      `CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, due_at INTEGER NOT NULL)`,
    );
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  // ------------------------------------------------------------------------------------------ RPC

  /** Creates the table once; later calls answer its current view (a retried create changes nothing). */
  async init(settings: TableSettings): Promise<TableView> {
    return this.mutate((state, _out, now) => tableView(state, now), settings);
  }

  async view(): Promise<TableView | null> {
    return this.tick();
  }

  async configure(update: SettingsUpdate): Promise<TableView> {
    return this.mutate((state, _out, now) => {
      state.settings = { ...state.settings, ...update };
      return tableView(state, now);
    });
  }

  async close(): Promise<TableView> {
    return this.mutate((state, out, now) => {
      requestClose(state, now, out);
      return tableView(state, now);
    });
  }

  async seat(request: SeatRequest): Promise<SeatOutcome> {
    return this.mutate((state, out, now) => {
      const seat = takeSeat(state, request, newId("sit_", now), now, this.pacing(), out);
      if ("ok" in seat) return seat;
      const ticket = isHouseSeat(seat) ? null : this.issueTicket(seat, now);
      return { ok: true, seat: publicSeat(seat, state), seatingId: seat.seatingId, ticket };
    });
  }

  /**
   * A fresh ticket for the seating that holds a seat now. With `playerRef` (an idempotent replay) or
   * `seatingId`, only while that player or seating still holds it. Never for a house bot.
   */
  async seatTicket(seatNumber: number, holder: { playerRef?: string; seatingId?: string } = {}): Promise<TicketOutcome> {
    return this.mutate((state, _out, now) => {
      const seat = findSeat(state, seatNumber);
      if (!seat) return { ok: false, code: "not_found", message: `Seat ${seatNumber} is empty.` };
      if (
        (holder.playerRef !== undefined && seat.playerRef !== holder.playerRef) ||
        (holder.seatingId !== undefined && seat.seatingId !== holder.seatingId)
      )
        return { ok: false, code: "conflict", message: `Seat ${seatNumber} is held by another player now.` };
      if (isHouseSeat(seat))
        return { ok: false, code: "conflict", message: `Seat ${seatNumber} is a house bot: the service plays it, no client connects to it.` };
      return { ok: true, ticket: this.issueTicket(seat, now) };
    });
  }

  /** The seating `playerRef` holds at a seat now (for an idempotent replay of a seat request), or null. */
  async seatingOf(seatNumber: number, playerRef: string): Promise<{ seatingId: string; house: boolean } | null> {
    const seat = (await this.tick()) && findSeat(this.stored()!, seatNumber);
    return seat && seat.playerRef === playerRef ? { seatingId: seat.seatingId, house: isHouseSeat(seat) } : null;
  }

  /**
   * A spectator ticket; its socket is closed at `streamUntil` (Unix ms), and never lives more than 12 h.
   * A live spectator's comes with the spectator snapshot as of the ticket (after whatever was due), so the
   * page draws the table at once and opens its socket with `since` = the snapshot's seq (gap-free).
   * A delayed spectator gets none: its view starts from a snapshot at least its delay old.
   */
  async spectatorTicket(streamUntil?: number, options: { via?: "hub" | "table" } = {}): Promise<SpectatorTicketOutcome> {
    let snapshot: SnapshotFrame | null = null;
    let admit: { hub: number; admission: HubAdmission } | null = null;
    const outcome = await this.mutate((state, _out, now, after): TicketOutcome => {
      const spectators = state.settings.spectators;
      if (spectators.mode === "off") return { ok: false, code: "invalid_state", message: "Spectators are off for this ring game." };
      if (state.status === "closed") return { ok: false, code: "invalid_state", message: "This table is closed." };
      if (streamUntil !== undefined && streamUntil <= now) return { ok: false, code: "invalid_state", message: "This spectator stream is over." };
      const delayed = spectators.mode === "delayed" && spectators.delaySeconds > 0;
      // After the commit, as a new socket's snapshot is: exactly the state at its seq.
      if (!delayed) after(() => (snapshot = snapshotFor(state, { kind: "spectator" }, this.lastSeq(), now) as SnapshotFrame));
      const streamEndsAt = Math.min(streamUntil ?? now + SPECTATOR_STREAM_MS, now + SPECTATOR_STREAM_MS);
      const configured = hubCount(state.settings.spectatorHubs, this.env.TABLE_SPECTATOR_HUBS);
      const hubs = options.via === "table" ? 0 : options.via === "hub" ? Math.max(1, configured) : configured;
      if (hubs === 0) return { ok: true, ticket: this.issueTicket(null, now, streamEndsAt) };
      // A hub's ticket: the hub keeps it (its hash) and opens the socket; the table never sees it again.
      const random = newTicket().ticket;
      const { ticket, hub } = hubTicket(random, hubs);
      const expiresAt = now + TICKET_TTL_MS;
      const tableId = state.settings.tableId;
      admit = {
        hub,
        admission: { tableId, hash: hashTicket(ticket), expiresAt, streamEndsAt, delayMs: delayed ? spectators.delaySeconds * 1000 : null },
      };
      return {
        ok: true,
        ticket: { ticket, expiresAt: new Date(expiresAt).toISOString(), connectUrl: `/v1/tables/${tableId}/connect?ticket=${ticket}` },
      };
    });
    if (outcome.ok && admit !== null) {
      const { hub, admission } = admit as { hub: number; admission: HubAdmission };
      // The hub holds the ticket before it is handed out, and is published to from then on.
      await this.hubStub(hub).admit(admission);
      this.activateHub(hub);
    }
    return outcome.ok ? { ...outcome, snapshot } : outcome;
  }

  /**
   * A hub's catch-up (it restarted, missed a publication, or a spectator resumes from before its buffer):
   * the spectator frames after `after`, at most `limit`, from the log; `gone` when `after` is older than
   * the kept events (the hub then starts its spectators from a snapshot).
   */
  async hubFrames(after: number, limit: number): Promise<FramesAnswer> {
    const lastSeq = this.lastSeq();
    const oldest = this.ctx.storage.sql.exec<{ seq: number | null }>(`SELECT MIN(seq) AS seq FROM events`).toArray()[0]?.seq ?? lastSeq + 1;
    if (after < oldest - 1 && after < lastSeq) return { frames: [], lastSeq, gone: true };
    const rows = this.ctx.storage.sql
      .exec<{ seq: number; at: number; visible_to: string | number | null; body: string }>(
        `SELECT seq, at, visible_to, body FROM events WHERE seq > ? ORDER BY seq LIMIT ?`,
        after,
        Math.max(1, Math.min(limit, 2_000)),
      )
      .toArray();
    const frames = rows.map((r) => publicFrame({ seq: r.seq, at: r.at, visibleTo: storedVisibility(r.visible_to), body: JSON.parse(r.body) }));
    return { frames, lastSeq, gone: false };
  }

  /**
   * A spectator snapshot for a hub: live (`delayMs` null), the current one after whatever was due;
   * delayed, the latest public snapshot at least `delayMs` old (the table's first when none is), as a
   * delayed spectator of the table itself starts.
   */
  async hubSnapshot(delayMs: number | null): Promise<PublicSnapshot | null> {
    if (!this.stored()) return null;
    if (delayMs !== null) {
      const sql = this.ctx.storage.sql;
      const row =
        sql
          .exec<PublicSnapshot>(`SELECT seq, at, body AS text FROM snapshots WHERE at <= ? ORDER BY seq DESC LIMIT 1`, Date.now() - delayMs)
          .toArray()[0] ?? sql.exec<PublicSnapshot>(`SELECT seq, at, body AS text FROM snapshots ORDER BY seq LIMIT 1`).toArray()[0];
      return row ? { seq: row.seq, at: row.at, text: row.text } : null;
    }
    let snapshot: PublicSnapshot | null = null;
    await this.mutate((state, _out, now, after) =>
      after(() => {
        const seq = this.lastSeq();
        snapshot = { seq, at: now, text: JSON.stringify(snapshotFor(state, { kind: "spectator" }, seq, now)) };
      }),
    );
    return snapshot;
  }

  /**
   * The seating at a seat now (for a player embed session, which binds itself to it), or null for an empty
   * seat. `house`: a house bot, which no client plays.
   */
  async seatingAt(seatNumber: number): Promise<{ seatingId: string; participant: "human" | "bot"; house: boolean } | null> {
    const seat = (await this.tick()) && findSeat(this.stored()!, seatNumber);
    return seat ? { seatingId: seat.seatingId, participant: seat.participant, house: isHouseSeat(seat) } : null;
  }

  /**
   * A player embed's stream (CONTRACT 13): a fresh ticket for the seating that holds `seatNumber`, only
   * while `holder` (its seatingId, or a tournament entry's playerRef) still holds it, with the seat's own
   * snapshot as of the ticket (its hole cards and legal actions: the page draws before its socket opens
   * and connects with `since`) and what the page shows of the table.
   */
  async playerStream(seatNumber: number, holder: { seatingId?: string; playerRef?: string }): Promise<PlayerStreamOutcome> {
    let snapshot: SnapshotFrame | null = null;
    let table: PlayerTableSummary | null = null;
    const outcome = await this.mutate((state, _out, now, after): TicketOutcome => {
      const seat = findSeat(state, seatNumber);
      if (
        !seat ||
        (holder.seatingId !== undefined && seat.seatingId !== holder.seatingId) ||
        (holder.playerRef !== undefined && seat.playerRef !== holder.playerRef)
      )
        return { ok: false, code: "conflict", message: "This seating has ended: the player left the seat, was moved or the seat closed." };
      if (isHouseSeat(seat)) return { ok: false, code: "conflict", message: `Seat ${seatNumber} is a house bot.` };
      if (state.status === "closed") return { ok: false, code: "invalid_state", message: "This table is closed." };
      const role: Role = { kind: "seat", seatNumber, seatingId: seat.seatingId };
      const { name, tableSize, clock } = state.settings;
      table = {
        name,
        game: state.settings.game ?? "nlhe",
        tableSize,
        smallBlind: state.rules.smallBlind,
        bigBlind: state.rules.bigBlind,
        clock,
        timeBankMs: seat.timeBankMs,
      };
      after(() => (snapshot = snapshotFor(state, role, this.lastSeq(), now) as SnapshotFrame));
      return { ok: true, ticket: this.issueTicket(seat, now) };
    });
    return outcome.ok ? { ...outcome, snapshot, table: table! } : outcome;
  }

  async standUp(seatNumber: number): Promise<StandUpOutcome> {
    return this.mutate((state, out, now) => {
      const result = standUp(state, seatNumber, now, this.pacing(), out);
      if ("ok" in result) return result;
      const closed = out.closures.find((c) => c.seat.seatNumber === seatNumber);
      return {
        ok: true,
        seat: { ...publicSeat(result, state), status: closed ? result.status : "leaving", finalStack: closed ? closed.finalStack : null },
      };
    });
  }

  async act(seatNumber: number, request: ActRequest): Promise<ActOutcome> {
    return this.mutate((state, out, now) => act(state, seatNumber, request, now, this.pacing(), out));
  }

  /** Ring tables: chips the builder vouches for, added now between hands or when the seat's hand ends (machine.ts `topUp`). */
  async topUp(seatNumber: number, amount: number, request: { seatingId?: string; key?: string } = {}): Promise<TopUpResult> {
    return this.mutate((state, out, now): TopUpResult => {
      const result = topUp(state, seatNumber, amount, { ...request, id: newId("tup_", now), now }, out);
      return result.ok ? { ok: true, topUp: result.topUp, seat: publicSeat(result.seat, state), replayed: result.replayed } : result;
    });
  }

  /** Tournament tables: a rebuy's or add-on's chips for an entry seated here, once per id (machine.ts `addEntryChips`). */
  async addEntryChips(chips: EntryChips): Promise<EntryChipsOutcome> {
    return this.mutate((state, out) => addEntryChips(state, chips, out));
  }

  /** Tournament tables: the blinds from the next hand on. */
  async setLevel(level: Level): Promise<void> {
    await this.mutate((state) => setLevel(state, level));
  }

  /** Tournament tables: a break until `until` (epoch ms), then `level` from the first hand after it. */
  async setBreak(until: number, level: Level): Promise<void> {
    await this.mutate((state, out) => setBreak(state, until, level, out));
  }

  /** Tournament final tables: a deal's proposal or change, shown to the sockets; play pauses while it is open (machine.ts `showDeal`). */
  async showDeal(deal: DealView, pauseUntil: number): Promise<void> {
    await this.mutate((state, out) => showDeal(state, deal, pauseUntil, out));
  }

  /** Tournament tables: entries the director seats here (idempotent: an entry already seated is skipped). */
  async seatEntries(seats: EntrySeat[]): Promise<string[]> {
    return this.mutate((state, out, now) => seatEntries(state, seats, now, this.pacing(), out));
  }

  /** Tournament tables: the director's answer to hand `forHand`, when it comes later than the report's reply (hand-for-hand, a break ending). */
  async directive(forHand: number, directive: TableDirective): Promise<void> {
    await this.mutate((state, out, now) => {
      applyDirective(state, forHand, directive, now, this.pacing(), out);
    });
  }

  async hands(limit: number, before: number | null): Promise<HandPage> {
    const rows = this.ctx.storage.sql
      .exec<{ body: string }>(
        `SELECT body FROM hands WHERE hand_number < ? ORDER BY hand_number DESC LIMIT ?`,
        before ?? Number.MAX_SAFE_INTEGER,
        limit + 1,
      )
      .toArray();
    const page = rows.slice(0, limit).map((r) => this.published(JSON.parse(r.body) as FinishedHand));
    const data = page.map((h) => ({
      handNumber: h.handNumber,
      startedAt: h.startedAt,
      endedAt: h.endedAt,
      seats: h.seats.map((s) => s.seatNumber),
      board: h.board,
      pot: h.pot,
    }));
    const hasMore = rows.length > limit;
    return { data, hasMore, nextBefore: hasMore ? page[page.length - 1]!.handNumber : null };
  }

  async hand(handNumber: number): Promise<FinishedHand | null> {
    const row = this.ctx.storage.sql.exec<{ body: string }>(`SELECT body FROM hands WHERE hand_number = ?`, handNumber).toArray()[0];
    return row ? this.published(JSON.parse(row.body) as FinishedHand) : null;
  }

  /** A finished hand as it may leave the object: its server seed only once the fairness policy reveals it. */
  private published(hand: FinishedHand): FinishedHand {
    const state = this.stored();
    return state && seedRevealed(state) ? hand : { ...hand, shuffle: { ...hand.shuffle, serverSeed: null } };
  }

  /** Does what is due at `now` (tests pass a time ahead of the clock instead of waiting for it). */
  async tick(now = Date.now()): Promise<TableView | null> {
    if (!this.stored()) return null;
    // The view after whatever was due, a hand dealt included.
    await this.mutate(() => undefined, undefined, now);
    return tableView(this.stored()!, now);
  }

  override async alarm(): Promise<void> {
    if (!this.stored()) return;
    try {
      await this.mutate(() => undefined);
    } catch (error) {
      // Business errors never reach here; anything else is logged and retried by the next alarm.
      console.error(JSON.stringify({ level: "error", message: "table alarm failed", error: error instanceof Error ? error.name : typeof error }));
      await this.ctx.storage.setAlarm(Date.now() + 1000);
    }
  }

  // ------------------------------------------------------------------------------------------ sockets

  /** The upgrade, after the Worker checked the header and the ticket's shape (connect.ts). */
  override async fetch(request: Request): Promise<Response> {
    if (!this.stored()) return forbidden("This ticket is not valid for this table.");
    const url = new URL(request.url);
    const hash = hashTicket(url.searchParams.get("ticket") ?? "");
    const sinceText = url.searchParams.get("since");
    const since = sinceText !== null && /^\d{1,15}$/.test(sinceText) ? Number(sinceText) : null;
    const batch = url.searchParams.get("batch") === "1";
    return this.mutate((state, out, now, after) => {
      const row = this.ctx.storage.sql
        .exec<{ seat_number: number | null; seating_id: string | null; expires_at: number; used: number; stream_ends_at: number | null }>(
          `SELECT seat_number, seating_id, expires_at, used, stream_ends_at FROM tickets WHERE hash = ?`,
          hash,
        )
        .toArray()[0];
      if (!row || row.used === 1 || row.expires_at <= now) {
        return forbidden("This ticket is not valid for this table: unknown, already used, or expired (tickets are single use and live 60 s).");
      }
      this.ctx.storage.sql.exec(`UPDATE tickets SET used = 1 WHERE hash = ?`, hash);
      const role: Role =
        row.seat_number === null ? { kind: "spectator" } : { kind: "seat", seatNumber: row.seat_number, seatingId: row.seating_id ?? "" };
      // A seat ticket opens only the seating it was issued to, while it holds that seat: never a later occupant's.
      if (role.kind === "seat" && findSeating(state, role.seatingId)?.seatNumber !== role.seatNumber) {
        return forbidden("This ticket's seating has ended (the player left, was moved or the seat closed): it opens nothing.");
      }
      if (state.status === "closed") return forbidden("This table is closed.");
      const pair = new WebSocketPair();
      const [client, server] = [pair[0], pair[1]];
      if (role.kind === "seat") setConnected(state, role.seatNumber, true, out);
      after(() => {
        const tag = role.kind === "seat" ? seatingTag(role.seatingId) : "spectator";
        // A second socket for a seating replaces the first (one live socket per seating).
        if (role.kind === "seat") for (const old of this.ctx.getWebSockets(tag)) old.close(CLOSE_REPLACED, "replaced by a newer connection");
        this.ctx.acceptWebSocket(server, [tag]);
        const spectators = state.settings.spectators;
        const delayed = role.kind === "spectator" && spectators.mode === "delayed" && spectators.delaySeconds > 0;
        const until = role.kind === "spectator" ? Math.min(row.stream_ends_at ?? now + SPECTATOR_STREAM_MS, now + SPECTATOR_STREAM_MS) : undefined;
        const attachment: Attachment = delayed
          ? { role, id: crypto.randomUUID(), delayMs: spectators.delaySeconds * 1000, until }
          : { role, id: crypto.randomUUID(), until, ...(batch ? { batch: true as const } : {}) };
        send(server, {
          type: "hello",
          protocol: 1,
          tableId: state.settings.tableId,
          role: role.kind,
          seatNumber: role.kind === "seat" ? role.seatNumber : null,
          // A delayed spectator learns nothing of the present, not even how far the log has gone.
          lastSeq: delayed ? 0 : this.lastSeq(),
          serverTime: new Date(now).toISOString(),
        });
        if (delayed) {
          server.serializeAttachment(this.startDelayed(server, attachment, since, now));
        } else {
          server.serializeAttachment(attachment);
          this.resume(server, state, role, since, now);
        }
      });
      return new Response(null, { status: 101, webSocket: client, headers: DECLINE_COMPRESSION });
    });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment || !this.stored()) return;
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
      send(ws, { type: "error", code: parsed.code, message: parsed.message, clientId: parsed.clientId ?? null });
      return;
    }
    const msg = parsed.message;
    const role = attachment.role;
    if (msg.type === "resync") {
      if (attachment.delayMs !== undefined) {
        // A delayed stream resyncs from its delayed start, never from the present.
        await this.mutate((_state, _out, now, after) =>
          after(() => ws.serializeAttachment(this.startDelayed(ws, { ...attachment, cursor: undefined }, null, now))),
        );
        return;
      }
      await this.mutate((state, _out, now, after) => after(() => send(ws, snapshotFor(state, role, this.lastSeq(), now))));
      return;
    }
    if (role.kind !== "seat") {
      send(ws, { type: "error", code: "forbidden", message: "Spectators cannot act.", clientId: msg.type === "act" ? msg.clientId : null });
      return;
    }
    const seatNumber = role.seatNumber;
    if (msg.type === "deal") {
      await this.answerDeal(ws, role, msg.dealId, msg.accept);
      return;
    }
    await this.mutate((state, out, now, after) => {
      const answer = (frame: ServerFrame) => after(() => send(ws, frame));
      // A socket whose seating ended (left, moved, closed) acts for nobody, whoever sits there now.
      if (findSeating(state, role.seatingId)?.seatNumber !== seatNumber) {
        after(() => closeQuietly(ws, CLOSE_SEAT_CLOSED, "seating ended"));
        return;
      }
      const pacing = this.pacing();
      if (msg.type === "act") {
        const outcome = act(
          state,
          seatNumber,
          { hand: msg.hand, index: msg.index, action: msg.action, to: msg.to, clientId: msg.clientId, seatingId: role.seatingId },
          now,
          pacing,
          out,
        );
        answer(
          outcome.ok
            ? { type: "ack", clientId: msg.clientId, hand: outcome.hand, index: outcome.index, applied: outcome.applied }
            : { type: "error", code: outcome.code, message: outcome.message, clientId: msg.clientId },
        );
        return;
      }
      let refusal: Refusal | null = null;
      if (msg.type === "sit_out") refusal = seatSitsOut(state, seatNumber, now, pacing, out);
      else if (msg.type === "sit_in") refusal = seatSitsIn(state, seatNumber, msg.entry ?? "wait_for_big_blind", now, pacing, out);
      else if (msg.type === "leave") {
        const left = standUp(state, seatNumber, now, pacing, out);
        refusal = "ok" in left ? left : null;
      } else setClientSeed(state, seatNumber, msg.seed);
      answer(
        refusal
          ? { type: "error", code: refusal.code, message: refusal.message, clientId: null }
          : { type: "ack", clientId: null, hand: null, index: null, applied: true },
      );
    });
  }

  /**
   * A seat's answer to its tournament's open deal (CONTRACT 11.1): the director records it (and tells this
   * table what changed). Asked outside the table's chain of changes: the director may call this table back.
   */
  private async answerDeal(ws: WebSocket, role: Extract<Role, { kind: "seat" }>, dealId: string, accept: boolean): Promise<void> {
    const state = this.stored()!;
    const seat = findSeating(state, role.seatingId);
    const tournamentId = state.settings.tournamentId;
    if (!seat || seat.seatNumber !== role.seatNumber || !tournamentId) {
      const message = tournamentId ? "This seating has ended: it answers for nobody." : "Deals are made at tournament tables.";
      send(ws, { type: "error", code: "invalid_state", message, clientId: null });
      return;
    }
    const outcome = await this.env.DIRECTORS.getByName(tournamentId).answerDeal(dealId, seat.playerRef, accept);
    send(
      ws,
      outcome.ok
        ? { type: "ack", clientId: null, hand: null, index: null, applied: !outcome.replayed }
        : { type: "error", code: outcome.code, message: outcome.message, clientId: null },
    );
  }

  /**
   * A client closed: answer with our own close frame (RFC 6455: the closing handshake completes, so the
   * client's `close()` returns at once instead of waiting for a timeout), then mark the seat disconnected.
   */
  override async webSocketClose(ws: WebSocket, code?: number, reason?: string): Promise<void> {
    // 1005 (no code) and 1006 (abnormal) are never sent on the wire: answer those with a plain 1000.
    closeQuietly(ws, code === undefined || code === 1005 || code === 1006 ? 1000 : code, reason ?? "");
    await this.socketGone(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.socketGone(ws);
  }

  private async socketGone(ws: WebSocket): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    this.floods.delete(attachment?.id ?? "");
    if (attachment?.role.kind !== "seat" || !this.stored()) return;
    const { seatNumber, seatingId } = attachment.role;
    const others = this.ctx.getWebSockets(seatingTag(seatingId)).filter((s) => s !== ws && s.readyState === WebSocket.OPEN);
    if (others.length > 0) return;
    // Only the seating's own connection flag: a later occupant of the seat number is not touched.
    await this.mutate((state, out) => {
      if (findSeating(state, seatingId)?.seatNumber === seatNumber) setConnected(state, seatNumber, false, out);
    });
  }

  // ------------------------------------------------------------------------------------------ internals

  /**
   * Runs one change: load, do what is due, the change itself, deal any hand now due, then commit. One at
   * a time (the chain), because dealing awaits Web Crypto between reading and writing the state.
   */
  private mutate<R>(
    change: (state: TableState, out: Output, now: number, after: (hook: () => void) => void) => R,
    settings?: TableSettings,
    at?: number,
  ): Promise<R> {
    const run = async (): Promise<R> => {
      const { result, state } = await this.step(change, settings, at);
      // A tournament table's report answered now: carry out the directive (it may deal the next hand,
      // whose report is answered in the next round). Every answer fetched is applied; after a few rounds
      // the rest waits in the outbox for the alarm, so one call stays short.
      let latest = state;
      for (let rounds = 0; rounds < 10; rounds++) {
        const answered = await this.flushOutbox();
        if (answered.length === 0) break;
        ({ state: latest } = await this.step((s, out, now) => {
          for (const d of answered) {
            applyDirective(s, d.forHand, d.directive, now, this.pacing(), out);
            // Rebuys and add-ons the director handed with its answer: in the stacks before the next hand.
            if (d.directive.chips) addAnsweredChips(s, d.directive.chips, out);
          }
        }));
      }
      await this.schedule(latest);
      return result;
    };
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Load, what is due, the change, a hand dealt if one is due, commit; then the socket answers. */
  private async step<R>(
    change: (state: TableState, out: Output, now: number, after: (hook: () => void) => void) => R,
    settings?: TableSettings,
    at?: number,
  ): Promise<{ result: R; state: TableState }> {
    const now = at ?? Date.now();
    const loaded = this.stored();
    if (!loaded && !settings) throw new Error("table not initialised");
    const state = loaded ?? initialState(settings!);
    const out = newOutput();
    const pacing = this.pacing();
    const hooks: Array<() => void> = [];
    let result: R;
    try {
      expire(state, now, pacing, out);
      result = change(state, out, now, (hook) => hooks.push(hook));
      for (let hands = 0; hands < HANDS_PER_CALL; hands++) {
        const due = dueHand(state, now);
        if (!due) break;
        const shuffle = await newShuffle(due.clientSeed, due.nonce);
        beginHand(state, due, shuffle, now, pacing, out);
        expire(state, now, pacing, out);
      }
      this.commit(state, out);
    } catch (error) {
      // The in-memory state may be half changed: the next event reads the committed one.
      this.state = undefined;
      throw error;
    }
    // Answers to a socket's own message, and a new socket's hello and snapshot, go after the events of
    // this change were sent: the snapshot then is exactly the state at its `seq`.
    for (const hook of hooks) hook();
    this.flushDelayed(Date.now());
    this.endStreams(now);
    return { result, state };
  }

  /** Writes state, events, hands and outbox rows in one synchronous block, then sends the events. */
  private commit(state: TableState, out: Output): void {
    const sql = this.ctx.storage.sql;
    let seq = this.lastSeq();
    const now = Date.now();
    const stored: StoredEvent[] = out.events.map((e) => ({ seq: ++seq, at: now, visibleTo: e.visibleTo, body: e.body }));
    this.ctx.storage.kv.put("state", state);
    this.state = state;
    this.ctx.storage.kv.put("seq", seq);
    for (const e of stored)
      sql.exec(`INSERT INTO events (seq, at, visible_to, body) VALUES (?, ?, ?, ?)`, e.seq, e.at, e.visibleTo, JSON.stringify(e.body));
    for (const h of out.finished) sql.exec(`INSERT OR REPLACE INTO hands (hand_number, body) VALUES (?, ?)`, h.handNumber, JSON.stringify(h));
    // Ring tables tell the builder when a seat closes; a tournament's entries are the director's to report.
    if (!state.settings.tournamentId) {
      for (const c of out.closures)
        sql.exec(`INSERT INTO outbox (body, due_at) VALUES (?, ?)`, JSON.stringify({ kind: "seat_closed", record: seatClosedOf(state, c) }), now);
    }
    for (const r of out.reports) sql.exec(`INSERT INTO outbox (body, due_at) VALUES (?, ?)`, JSON.stringify({ kind: "report", report: r }), now);
    const first = this.ctx.storage.sql.exec(`SELECT 1 FROM snapshots LIMIT 1`).toArray().length === 0;
    let snapshot: PublicSnapshot | null = null;
    if (first || out.finished.length > 0) {
      snapshot = { seq, at: now, text: JSON.stringify(snapshotFor(state, { kind: "spectator" }, seq, now)) };
      sql.exec(`INSERT OR REPLACE INTO snapshots (seq, at, body) VALUES (?, ?, ?)`, seq, now, snapshot.text);
    }
    if (out.finished.length > 0) {
      sql.exec(`DELETE FROM snapshots WHERE seq < (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT 1 OFFSET ?)`, KEPT_HANDS);
      sql.exec(`DELETE FROM events WHERE seq <= ?`, seq - KEPT_EVENTS);
      sql.exec(`DELETE FROM hands WHERE hand_number <= ?`, state.handNumber - KEPT_HANDS);
    }
    const publicFrames = stored.map(publicFrame);
    this.broadcast(stored, publicFrames);
    this.publish(state.settings.tableId, publicFrames, snapshot);
    // A moved entry's socket is told where it sits now, with a ticket there, before its seat's socket closes.
    for (const m of out.moves) {
      for (const ws of this.ctx.getWebSockets(seatingTag(m.seatingId))) {
        send(ws, { type: "moved", tableId: m.to.tableId, seatNumber: m.to.seatNumber, ticket: m.to.ticket });
      }
    }
    // A seating that ended: its sockets close with 4002 and its unused tickets die with it.
    for (const c of out.closures) {
      sql.exec(`DELETE FROM tickets WHERE seating_id = ?`, c.seat.seatingId);
      for (const ws of this.ctx.getWebSockets(seatingTag(c.seat.seatingId))) closeQuietly(ws, CLOSE_SEAT_CLOSED, `seat closed: ${c.reason}`);
    }
    if (state.status === "closed") for (const ws of this.ctx.getWebSockets()) closeQuietly(ws, CLOSE_TABLE_CLOSED, "table closed");
  }

  /**
   * Sends the events to every live socket. Each event is serialised at most three times whatever the
   * number of sockets (for everyone, for the one seat it is private to, and as the placeholder others
   * get), so fan-out costs one `send` per socket and event, or one per socket for a `batch=1` socket
   * (the change's events as one JSON array, joined from the same texts: the runtime's `send` is the
   * dearest part of a broadcast, about 20-45 us of workerd CPU a frame).
   */
  private broadcast(events: StoredEvent[], publicFrames: PublicFrame[]): void {
    if (events.length === 0) return;
    const frames = events.map((e, i) => {
      const everyone = publicFrames[i]!.text;
      if (e.visibleTo === null) return { visibleTo: null, everyone, owner: everyone };
      // The owner's text, projected for the seating the event is private to (the same rule as every resume).
      const owner = { kind: "seat" as const, seatNumber: "seatNumber" in e.body ? e.body.seatNumber : 0, seatingId: e.visibleTo };
      return { visibleTo: e.visibleTo, everyone, owner: JSON.stringify(project(e, owner)) };
    });
    const textOf = (f: (typeof frames)[number], seating: string | null) => (f.visibleTo !== null && f.visibleTo === seating ? f.owner : f.everyone);
    const textFor = (seating: string | null) => frames.map((f) => textOf(f, seating));
    const everyoneBatch = frames.length > 1 ? `[${textFor(null).join(",")}]` : frames[0]!.everyone;
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = this.attachmentOf(ws);
      // Delayed spectators are fed from the log by `flushDelayed`.
      if (!attachment || attachment.delayMs !== undefined) continue;
      const seating = attachment.role.kind === "seat" && typeof attachment.role.seatingId === "string" ? attachment.role.seatingId : null;
      if (attachment.batch && frames.length > 1) {
        const own = seating !== null && frames.some((f) => f.visibleTo === seating);
        sendText(ws, own ? `[${textFor(seating).join(",")}]` : everyoneBatch);
      } else for (const f of frames) sendText(ws, textOf(f, seating));
    }
  }

  /**
   * Sends the change's spectator frames to every hub that serves spectators: one RPC per hub, whatever
   * its audience, not awaited (the table never waits on a hub). A publication a hub misses (it was
   * restarting) is fetched by the hub itself when the next one shows the gap (`hubFrames`).
   */
  private publish(tableId: string, frames: PublicFrame[], snapshot: PublicSnapshot | null): void {
    const hubs = this.activeHubs();
    if (frames.length === 0 || hubs.size === 0) return;
    for (const [hub, activation] of hubs) {
      const sent = this.hubStub(hub)
        .publish({ tableId, frames, snapshot })
        .then((answer: PublishAnswer) => {
          // No socket and no unused ticket left: stop publishing to it, unless a ticket came since.
          if (answer.listeners === 0 && this.hubs?.get(hub) === activation) this.deactivateHub(hub);
        })
        .catch(() => undefined);
      this.ctx.waitUntil(sent);
    }
  }

  private activeHubs(): Map<number, number> {
    if (!this.hubs) {
      const stored = this.ctx.storage.kv.get<number[]>("hubs") ?? [];
      this.hubs = new Map(stored.map((h) => [h, 0]));
    }
    return this.hubs;
  }

  private activateHub(hub: number): void {
    const hubs = this.activeHubs();
    const known = hubs.has(hub);
    hubs.set(hub, ++this.activations);
    if (!known) this.ctx.storage.kv.put("hubs", [...hubs.keys()]);
  }

  private deactivateHub(hub: number): void {
    const hubs = this.activeHubs();
    if (hubs.delete(hub)) this.ctx.storage.kv.put("hubs", [...hubs.keys()]);
  }

  private hubStub(hub: number) {
    let stub = this.hubStubs.get(hub);
    if (!stub) {
      const tableId = this.stored()?.settings.tableId ?? "";
      stub = this.env.SPECTATOR_HUBS.getByName(hubName(tableId, hub));
      this.hubStubs.set(hub, stub);
    }
    return stub;
  }

  /** A socket's attachment, read once per socket and kept in memory (a wake-up from hibernation reads it again). */
  private attachmentOf(ws: WebSocket): Attachment | null {
    let attachment: Attachment | null | undefined = this.attachments.get(ws);
    if (attachment === undefined) {
      attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment) this.attachments.set(ws, attachment);
    }
    return attachment ?? null;
  }

  /** Closes the spectator sockets whose stream is over (4004); returns when the next one ends, or null. */
  private endStreams(now: number): number | null {
    let next: number | null = null;
    for (const ws of this.ctx.getWebSockets("spectator")) {
      const until = this.attachmentOf(ws)?.until;
      if (until === undefined) continue;
      if (until > now) next = Math.min(next ?? until, until);
      else if (ws.readyState === WebSocket.OPEN) ws.close(CLOSE_STREAM_ENDED, "the spectator stream is over");
    }
    return next;
  }

  /** Sends each delayed spectator the events that are at least its delay old, in order, from its cursor. */
  private flushDelayed(now: number): void {
    for (const ws of this.ctx.getWebSockets("spectator")) {
      // The cached attachment says whether it is delayed (that never changes); its cursor is read fresh.
      if (this.attachmentOf(ws)?.delayMs === undefined) continue;
      const attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment?.delayMs === undefined || attachment.cursor === undefined) continue;
      const { ready } = this.delayedReady(attachment.cursor, attachment.delayMs, now);
      if (ready.length === 0) continue;
      for (const e of ready) send(ws, project(e, attachment.role));
      ws.serializeAttachment({ ...attachment, cursor: ready[ready.length - 1]!.seq } satisfies Attachment);
    }
  }

  /**
   * The events after `cursor` a delayed spectator may have at `now`, in order, and when the next one may
   * go. An event of a hand goes `delayMs` after that hand ended (so no card of a hand, board included, is
   * shown before the hand is over plus the delay); any other event `delayMs` after it happened. The first
   * event not yet due holds back everything after it, so the stream stays in order and gap-free.
   */
  private delayedReady(cursor: number, delayMs: number, now: number): { ready: StoredEvent[]; nextAt: number | null } {
    const rows = this.ctx.storage.sql
      .exec<{ seq: number; at: number; visible_to: string | number | null; body: string }>(
        `SELECT seq, at, visible_to, body FROM events WHERE seq > ? ORDER BY seq LIMIT 1000`,
        cursor,
      )
      .toArray();
    const events = rows.map((r) => {
      const e: StoredEvent = { seq: r.seq, at: r.at, visibleTo: storedVisibility(r.visible_to), body: JSON.parse(r.body) };
      return { ...e, hand: handOf(e) };
    });
    const handEnded = (hand: number): number | null =>
      this.ctx.storage.sql
        .exec<{ at: number }>(
          `SELECT at FROM events WHERE json_extract(body, '$.type') = 'hand_ended' AND json_extract(body, '$.hand') = ? LIMIT 1`,
          hand,
        )
        .toArray()[0]?.at ?? null;
    return delayedReady(events, delayMs, now, handEnded);
  }

  /** When the next event becomes due for a delayed spectator, or null (nothing waiting, or a hand not over yet). */
  private delayedDue(): number | null {
    let due: number | null = null;
    const now = Date.now();
    for (const ws of this.ctx.getWebSockets("spectator")) {
      // The cached attachment says whether it is delayed (that never changes); its cursor is read fresh.
      if (this.attachmentOf(ws)?.delayMs === undefined) continue;
      const attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment?.delayMs === undefined || attachment.cursor === undefined) continue;
      const { ready, nextAt } = this.delayedReady(attachment.cursor, attachment.delayMs, now);
      const at = ready.length > 0 ? now : nextAt;
      if (at !== null) due = Math.min(due ?? Number.POSITIVE_INFINITY, at);
    }
    return due;
  }

  /**
   * A delayed spectator's start: the latest public snapshot at least its delay old (the table's first one
   * when none is), then the events after it that are old enough. Nothing newer ever reaches it, so it
   * never sees a hand's cards before that hand ended plus the delay.
   */
  private startDelayed(ws: WebSocket, attachment: Attachment, since: number | null, now: number): Attachment {
    const delayMs = attachment.delayMs ?? 0;
    const oldest = this.ctx.storage.sql.exec<{ seq: number | null }>(`SELECT MIN(seq) AS seq FROM events`).toArray()[0]?.seq ?? null;
    let cursor: number;
    if (since !== null && oldest !== null && since >= oldest - 1 && since <= this.lastSeq()) {
      cursor = since;
    } else {
      const row =
        this.ctx.storage.sql
          .exec<{ seq: number; body: string }>(`SELECT seq, body FROM snapshots WHERE at <= ? ORDER BY seq DESC LIMIT 1`, now - delayMs)
          .toArray()[0] ??
        this.ctx.storage.sql.exec<{ seq: number; body: string }>(`SELECT seq, body FROM snapshots ORDER BY seq LIMIT 1`).toArray()[0];
      cursor = row?.seq ?? 0;
      if (row) ws.send(row.body);
    }
    return { ...attachment, cursor };
  }

  /** After `hello`: the events after `since` when they are still kept, else a snapshot. */
  private resume(ws: WebSocket, state: TableState, role: Role, since: number | null, now: number): void {
    const lastSeq = this.lastSeq();
    if (since !== null && since <= lastSeq) {
      const oldest = this.ctx.storage.sql.exec<{ seq: number | null }>(`SELECT MIN(seq) AS seq FROM events`).toArray()[0]?.seq ?? lastSeq + 1;
      if (since >= oldest - 1) {
        const rows = this.ctx.storage.sql
          .exec<{ seq: number; at: number; visible_to: string | number | null; body: string }>(
            `SELECT seq, at, visible_to, body FROM events WHERE seq > ? ORDER BY seq`,
            since,
          )
          .toArray();
        for (const r of rows) send(ws, project({ seq: r.seq, at: r.at, visibleTo: storedVisibility(r.visible_to), body: JSON.parse(r.body) }, role));
        return;
      }
    }
    send(ws, snapshotFor(state, role, lastSeq, now));
  }

  /** A ticket for a seating (a seat's socket) or, with null, a spectator's. */
  private issueTicket(seating: Pick<SeatRecord, "seatNumber" | "seatingId"> | null, now: number, streamEndsAt: number | null = null): Ticket {
    const { ticket, hash } = newTicket();
    const expiresAt = now + TICKET_TTL_MS;
    this.ctx.storage.sql.exec(`DELETE FROM tickets WHERE expires_at <= ?`, now);
    this.ctx.storage.sql.exec(
      `INSERT INTO tickets (hash, seat_number, seating_id, expires_at, stream_ends_at) VALUES (?, ?, ?, ?, ?)`,
      hash,
      seating?.seatNumber ?? null,
      seating?.seatingId ?? null,
      expiresAt,
      streamEndsAt,
    );
    const tableId = (this.stored() as TableState | undefined)?.settings.tableId ?? "";
    return { ticket, expiresAt: new Date(expiresAt).toISOString(), connectUrl: `/v1/tables/${tableId}/connect?ticket=${ticket}` };
  }

  /**
   * The outbox: `table.seat_closed` events for D1's webhook pipeline, and a tournament table's hand-end
   * reports for its director (whose answers are returned, to be carried out). A failure leaves the row
   * for the alarm, with backoff: a director that does not answer is asked again, so no table waits for
   * ever on a lost report.
   */
  private async flushOutbox(): Promise<Array<{ forHand: number; directive: ReportAnswer }>> {
    const now = Date.now();
    const rows = this.ctx.storage.sql
      .exec<{ id: number; body: string; attempts: number }>(`SELECT id, body, attempts FROM outbox WHERE due_at <= ? ORDER BY id LIMIT 20`, now)
      .toArray();
    const answers: Array<{ forHand: number; directive: ReportAnswer }> = [];
    for (const row of rows) {
      const item = JSON.parse(row.body) as OutboxItem;
      try {
        if (item.kind === "seat_closed") await recordSeatClosed(this.env, item.record);
        else {
          const tournamentId = this.stored()?.settings.tournamentId;
          if (tournamentId) {
            const directive = await this.env.DIRECTORS.getByName(tournamentId).report(item.report);
            answers.push({ forHand: item.report.handNumber, directive });
          }
        }
        this.ctx.storage.sql.exec(`DELETE FROM outbox WHERE id = ?`, row.id);
      } catch {
        // A director that does not answer is asked again soon (a table waits on it); a webhook record backs off.
        const delay = item.kind === "report" ? Math.min(5_000, 250 * 2 ** row.attempts) : Math.min(300_000, 1000 * 2 ** row.attempts);
        this.ctx.storage.sql.exec(`UPDATE outbox SET attempts = attempts + 1, due_at = ? WHERE id = ?`, now + delay, row.id);
      }
    }
    return answers;
  }

  private async schedule(state: TableState): Promise<void> {
    const due = nextDue(state);
    const outbox = this.ctx.storage.sql.exec<{ due: number | null }>(`SELECT MIN(due_at) AS due FROM outbox`).toArray()[0]?.due ?? null;
    const times = [due, outbox, this.delayedDue(), this.endStreams(Date.now())].filter((t): t is number => t !== null);
    if (times.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...times));
  }

  /**
   * The committed state. Kept in memory between events (read from storage once per wake-up, not once per
   * event: the deserialisation was a quarter of a table's CPU with 100 spectators), changed in place by
   * `step` and written by `commit`; a step that throws drops it, so the next event reads what storage holds.
   */
  private stored(): TableState | undefined {
    this.state ??= this.ctx.storage.kv.get<TableState>("state");
    return this.state;
  }

  private lastSeq(): number {
    return this.ctx.storage.kv.get<number>("seq") ?? 0;
  }

  private pacing(): Pacing {
    return {
      nextHandMs: msSetting(this.env.TABLE_NEXT_HAND_MS, 3000),
      botThinkMs: msSetting(this.env.TABLE_BOT_THINK_MS, 1200),
    };
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

/** An event's hand number, or null for table events (seats, status, breaks). */
function handOf(e: StoredEvent): number | null {
  return "hand" in e.body && typeof e.body.hand === "number" ? e.body.hand : null;
}

/** The event as every spectator receives it (the one projection rule, `project`), for hubs and spectator sockets. */
function publicFrame(e: StoredEvent): PublicFrame {
  const frame = project(e, { kind: "spectator" });
  return { seq: e.seq, at: e.at, hand: handOf(e), type: frame.type, text: JSON.stringify(frame) };
}

function send(ws: WebSocket, frame: ServerFrame | EventFrame): void {
  sendText(ws, JSON.stringify(frame));
}

function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // A socket closing under us: its close handler tidies up.
  }
}

/**
 * A stored event's audience: null (public) or a seating id. Rows logged before events named their seating
 * hold a seat number: private to a seating nobody holds any more, so they stay placeholders for everyone.
 */
function storedVisibility(raw: string | number | null): string | null {
  if (raw === null || typeof raw === "string") return raw;
  return `seat-number:${raw}`;
}

/** The hibernation tag of a seating's sockets: sockets belong to a seating, not to a seat number. */
function seatingTag(seatingId: string): string {
  return `seating:${seatingId}`;
}

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed or closing: nothing to answer.
  }
}

function forbidden(detail: string): Response {
  return Response.json(
    { type: "/docs/errors#forbidden", title: "Forbidden", status: 403, code: "forbidden", detail },
    { status: 403, headers: { "content-type": "application/problem+json" } },
  );
}

/** The outbox row for a closed seat: the whole event, its id fixed now so that a retry records the same event. */
function seatClosedOf(state: TableState, c: SeatClosure): SeatClosedRecord {
  const { settings } = state;
  const eventId = newId("evt_", c.closedAt);
  const closedAt = new Date(c.closedAt).toISOString();
  return {
    eventId,
    seatingId: c.seat.seatingId,
    organizationId: settings.organizationId,
    environment: settings.environment,
    projectId: settings.projectId,
    body: {
      id: eventId,
      type: "table.seat_closed",
      createdAt: closedAt,
      environment: settings.environment,
      projectId: settings.projectId,
      data: {
        table: { id: settings.tableId, ringGameId: settings.ringGameId },
        seat: { seatNumber: c.seat.seatNumber, playerRef: c.seat.playerRef, displayName: c.seat.displayName, participant: c.seat.participant },
        finalStack: c.finalStack,
        reason: c.reason,
        closedAt,
        // Top-ups of this seating: chips added to its stack, and chips asked for but not added (buy-in maximum).
        topUps: { added: c.seat.toppedUp ?? 0, returned: c.seat.topUpReturned ?? 0 },
      },
    },
  };
}

/** A non-negative integer setting (0 is allowed: tests run tables with no pauses). */
function msSetting(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}
