import { DurableObject } from "cloudflare:workers";
import { findBlindStructure } from "../db/blind-structures.ts";
import { database } from "../db/client.ts";
import { registeredEntries } from "../db/entries.ts";
import type { EnvTenant } from "../db/tenant.ts";
import { completeTournament, startTournament } from "../db/tournaments.ts";
import { bytesToHex, commitmentOf, hmacWords, SERVER_SEED_BYTES, uniform } from "../engine/shuffle.ts";
import { drawTables, prizesWithTies, report } from "../engine/tournament/director.ts";
import type { Directive, DirectorState, HandReport, Placement } from "../engine/tournament/types.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";
import { completedEvent } from "../routes/management/tournaments/complete.ts";
import { prizesFor } from "../routes/management/tournaments/prizes.ts";
import { loadTournament, rulesOf } from "../routes/management/tournaments/shared.ts";
import type { EntrySeat, Level, Participant, TableDirective, TableSettings } from "../tables/api.ts";
import { dispatchRecordedEvent } from "../webhooks/dispatch.ts";

/**
 * One tournament's director (CONTRACT 11): the single record of where every entry sits. It starts the
 * tournament at `schedule.startsAt` (its alarm), draws the seats with a pw-shuffle-v1 shuffle of the
 * entries, opens the tables (table objects in tournament mode), moves the blinds up by the clock, and
 * answers each table's hand-end report with what that table does next (engine/tournament/director.ts
 * decides; this object stores and carries it out). When one entry is left it completes the tournament
 * through the same D1 batch as POST /complete, which records `tournament.completed` once.
 *
 * Consistency: every report is answered from the state in storage with no await between reading and
 * writing it, so two tables reporting at once are handled one after the other. Directives for other
 * tables (a player moved there, the end of a hand-for-hand round) go to an outbox in the same write and
 * are delivered afterwards (by this call's tail or the alarm), each idempotent on the table's side, so a
 * crash between the two delivers them late, never twice in effect, never not at all.
 */

interface EntryInfo {
  displayName: string;
  participant: Participant;
}

interface LevelStep {
  level: Level;
  /** Minutes this level lasts. */
  minutes: number;
}

interface Draw {
  alg: "pw-shuffle-v1";
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Entry ids in the order the shuffle put them (a seat draw: round the tables in this order). */
  order: string[];
}

interface Stored {
  tournamentId: string;
  tenant: EnvTenant;
  status: "scheduled" | "running" | "completed" | "cancelled";
  startsAt: number;
  entries: Record<string, EntryInfo>;
  levels: LevelStep[];
  levelIndex: number;
  levelEndsAt: number | null;
  perPlace: number[];
  prizePool: number;
  core: DirectorState | null;
  draw: Draw | null;
  tableSettings: Omit<TableSettings, "tableId" | "name"> | null;
  /** Directives not yet delivered to other tables. */
  outbox: Array<{ tableId: string; forHand: number; directive: TableDirective }>;
}

export interface ScheduleRequest {
  tournamentId: string;
  tenant: EnvTenant;
  startsAt: string;
}

export interface Standing {
  entryId: string;
  displayName: string;
  participant: Participant;
  status: "playing" | "busted";
  chips: number;
  tableId: string | null;
  place: number | null;
  prize: number | null;
}

const FAN_OUT = 6;

export class TournamentDirector extends DurableObject<Env> {
  /** Called when the tournament is published: the start is this object's alarm. Idempotent. */
  async schedule(request: ScheduleRequest): Promise<void> {
    const stored = this.stored();
    if (stored) return;
    const startsAt = Date.parse(request.startsAt);
    this.save({
      tournamentId: request.tournamentId,
      tenant: request.tenant,
      status: "scheduled",
      startsAt,
      entries: {},
      levels: [],
      levelIndex: 0,
      levelEndsAt: null,
      perPlace: [],
      prizePool: 0,
      core: null,
      draw: null,
      tableSettings: null,
      outbox: [],
    });
    await this.ctx.storage.setAlarm(startsAt);
  }

  /** A cancelled tournament never starts. */
  async cancel(): Promise<void> {
    const stored = this.stored();
    if (stored?.status !== "scheduled") return;
    this.save({ ...stored, status: "cancelled" });
    await this.ctx.storage.deleteAlarm();
  }

  /** A table's hand-end report: the answer is what that table does next. */
  async report(r: HandReport): Promise<TableDirective> {
    const stored = this.stored();
    if (!stored?.core || stored.status !== "running") return { kind: "finish" };
    const result = report(stored.core, r);
    const next: Stored = { ...stored, core: result.state, outbox: [...stored.outbox] };
    let own: TableDirective = { kind: "continue" };
    for (const [tableId, directive] of Object.entries(result.directives)) {
      const named = this.named(next, directive);
      if (tableId === r.tableId) own = named;
      else {
        const forHand = result.state.tables.find((t) => t.tableId === tableId)?.handsReported ?? 0;
        next.outbox.push({ tableId, forHand, directive: named });
      }
    }
    // A break in the schedule: tables pause at their hand's end until it is over.
    if (own.kind === "continue" && this.onBreak(next)) own = { kind: "wait", reason: "break" };
    this.save(next);
    if (result.state.remaining === 0) await this.complete(next);
    this.ctx.waitUntil(this.deliver());
    return own;
  }

  async standings(): Promise<{
    status: Stored["status"];
    draw: Draw | null;
    standings: Standing[];
    tables: Array<{ tableId: string; players: number }>;
  } | null> {
    const stored = this.stored();
    if (!stored) return null;
    const core = stored.core;
    const placement = new Map((core?.placements ?? []).map((p) => [p.entryId, p]));
    const prizes = core ? prizesWithTies(stored.perPlace, core.placements) : new Map<string, number>();
    const seated = new Map((core?.tables ?? []).flatMap((t) => t.seats.map((s) => [s.entryId, { tableId: t.tableId, chips: s.chips }] as const)));
    const standings = Object.entries(stored.entries).map(([entryId, info]): Standing => {
      const seat = seated.get(entryId);
      const p = placement.get(entryId);
      return {
        entryId,
        displayName: info.displayName,
        participant: info.participant,
        status: p && !seat ? "busted" : "playing",
        chips: seat?.chips ?? 0,
        tableId: seat?.tableId ?? null,
        place: p?.place ?? null,
        prize: p ? (prizes.get(entryId) ?? 0) : null,
      };
    });
    standings.sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || b.chips - a.chips);
    const tables = (core?.tables ?? []).filter((t) => t.seats.length > 0).map((t) => ({ tableId: t.tableId, players: t.seats.length }));
    return { status: stored.status, draw: stored.draw, standings, tables };
  }

  /** Where an entry sits now (it follows the entry across table moves), or null when it is not seated. */
  async seatOf(entryId: string): Promise<{ tableId: string; seatNumber: number } | null> {
    const stored = this.stored();
    for (const t of stored?.core?.tables ?? []) {
      const seat = t.seats.find((s) => s.entryId === entryId);
      if (seat) return { tableId: t.tableId, seatNumber: seat.seatNumber };
    }
    return null;
  }

  override async alarm(): Promise<void> {
    const stored = this.stored();
    if (!stored) return;
    try {
      if (stored.status === "scheduled" && Date.now() >= stored.startsAt) await this.start(stored);
      else if (stored.status === "running") await this.advanceLevel(stored);
      await this.deliver();
    } catch (error) {
      console.error(JSON.stringify({ level: "error", message: "director alarm failed", error: error instanceof Error ? error.name : typeof error }));
      await this.ctx.storage.setAlarm(Date.now() + 5_000);
    }
  }

  // ------------------------------------------------------------------------------------------ start

  private async start(stored: Stored): Promise<void> {
    const db = database(this.env.DB);
    const tournament = await loadTournament(db, stored.tenant, stored.tournamentId);
    if (tournament.status !== "scheduled") {
      this.save({ ...stored, status: tournament.status === "cancelled" ? "cancelled" : stored.status });
      return;
    }
    const { preset, payout } = await rulesOf(db, stored.tenant, tournament);
    const entries = await registeredEntries(db, stored.tenant, tournament.id);
    const structure = await findBlindStructure(db, stored.tenant, tournament.blindStructureId);
    const levels: LevelStep[] = (structure?.levels ?? []).flatMap((item) =>
      item.kind === "level" ? [{ level: levelOf(item.smallBlind, item.bigBlind, item.ante), minutes: item.durationMinutes }] : [],
    );
    if (levels.length === 0 || entries.length < 2) return; // nothing to play: left scheduled (the builder may cancel)
    const draw = await drawEntries(
      entries.map((e) => e.id),
      tournament.id,
    );
    const pool = tournament.prizePool ?? 0;
    const perPlace = pool > 0 ? prizesFor(payout, pool, entries.length) : entries.map(() => 0);
    const placesPaid = Math.max(1, perPlace.filter((p) => p > 0).length);
    const suffix = tournament.id.slice(4);
    const core = drawTables(
      { tableSize: preset.tableSize, placesPaid },
      draw.order.map((entryId) => ({ entryId, chips: preset.startingStack })),
      (k) => `tbl_${suffix}t${k + 1}`,
    );
    const now = Date.now();
    const first = levels[0]!;
    const tableSettings: Omit<TableSettings, "tableId" | "name"> = {
      ringGameId: tournament.id,
      organizationId: stored.tenant.organizationId,
      environment: stored.tenant.environment,
      projectId: tournament.projectId,
      tableSize: preset.tableSize,
      smallBlind: first.level.smallBlind,
      bigBlind: first.level.bigBlind,
      ante: first.level.ante,
      buyIn: { min: 1, max: Number.MAX_SAFE_INTEGER },
      clock: { actionSeconds: 20, timeBankSeconds: 60 },
      spectators: { mode: "live", delaySeconds: 0 },
      trustMode: tournament.trustMode,
      tournamentId: tournament.id,
    };
    const next: Stored = {
      ...stored,
      status: "running",
      entries: Object.fromEntries(entries.map((e) => [e.id, { displayName: e.displayName, participant: e.participant }])),
      levels,
      levelIndex: 0,
      levelEndsAt: now + first.minutes * 60_000,
      perPlace,
      prizePool: pool,
      core,
      draw,
      tableSettings,
    };
    // The tournament is running from the moment its seats are drawn; the state is saved before any
    // table exists, so a crash during the fan-out opens the same tables with the same seats again.
    if (!(await startTournament(db, stored.tenant, tournament.id, nowIso(now)))) return;
    this.save(next);
    await this.openTables(next);
    await this.ctx.storage.setAlarm(next.levelEndsAt!);
  }

  /** Opens every table and seats its entries, a few at a time (a Worker holds 6 connections). Idempotent. */
  private async openTables(stored: Stored): Promise<void> {
    const tables = stored.core!.tables;
    for (let i = 0; i < tables.length; i += FAN_OUT) {
      await Promise.all(
        tables.slice(i, i + FAN_OUT).map(async (t, k) => {
          const stub = this.env.TABLES.getByName(t.tableId);
          await stub.init({ ...stored.tableSettings!, tableId: t.tableId, name: `Table ${i + k + 1}` });
          await stub.seatEntries(t.seats.map((s) => this.entrySeat(stored, s.entryId, s.seatNumber, s.chips)));
        }),
      );
    }
  }

  // ------------------------------------------------------------------------------------------ clock

  /** The next level from the next hand on, at every table; the alarm is set for the one after. */
  private async advanceLevel(stored: Stored): Promise<void> {
    if (stored.levelEndsAt === null || Date.now() < stored.levelEndsAt) {
      if (stored.levelEndsAt !== null) await this.ctx.storage.setAlarm(stored.levelEndsAt);
      return;
    }
    const index = Math.min(stored.levelIndex + 1, stored.levels.length - 1);
    const step = stored.levels[index]!;
    const levelEndsAt = index === stored.levels.length - 1 ? null : stored.levelEndsAt + step.minutes * 60_000;
    this.save({ ...stored, levelIndex: index, levelEndsAt });
    const live = stored.core!.tables.filter((t) => t.seats.length > 0);
    for (let i = 0; i < live.length; i += FAN_OUT) {
      await Promise.all(live.slice(i, i + FAN_OUT).map((t) => this.env.TABLES.getByName(t.tableId).setLevel(step.level)));
    }
    if (levelEndsAt !== null) await this.ctx.storage.setAlarm(levelEndsAt);
  }

  private onBreak(_stored: Stored): boolean {
    // Breaks in a blind structure are not played yet: levels follow one another (see docs/tournaments.md).
    return false;
  }

  // ------------------------------------------------------------------------------------------ delivery

  /** Delivers the outbox: each item is removed only once its table took it. */
  private async deliver(): Promise<void> {
    for (let rounds = 0; rounds < 100; rounds++) {
      const stored = this.stored();
      const item = stored?.outbox[0];
      if (!stored || !item) return;
      const stub = this.env.TABLES.getByName(item.tableId);
      if (item.directive.kind === "seat") await stub.seatEntries(item.directive.seats);
      else await stub.directive(item.forHand, item.directive);
      // Reports only append; only delivery takes from the front (a second delivery is a no-op at the table).
      const latest = this.stored()!;
      if (JSON.stringify(latest.outbox[0]) === JSON.stringify(item)) this.save({ ...latest, outbox: latest.outbox.slice(1) });
    }
  }

  // ------------------------------------------------------------------------------------------ the end

  /** One entry left: places and prizes (ties split exactly), through the completion batch of POST /complete. */
  private async complete(stored: Stored): Promise<void> {
    const core = stored.core!;
    const db = database(this.env.DB);
    const tournament = await loadTournament(db, stored.tenant, stored.tournamentId);
    const prizes = prizesWithTies(stored.perPlace, core.placements);
    const results = [...core.placements]
      .sort((a: Placement, b: Placement) => a.place - b.place)
      .map((p) => ({ entryId: p.entryId, place: p.place, prize: prizes.get(p.entryId) ?? 0 }));
    const now = nowIso();
    const eventId = newId("evt_");
    const completed = await completeTournament(
      db,
      stored.tenant,
      stored.tournamentId,
      {
        now,
        prizePool: stored.prizePool,
        entrants: results.length,
        results,
        event: { id: eventId, type: "tournament.completed", payload: completedEvent(eventId, now, tournament, results.length) },
      },
      "running",
    );
    this.save({ ...this.stored()!, status: "completed" });
    await this.ctx.storage.deleteAlarm();
    if (completed) await dispatchRecordedEvent(this.env, db, eventId);
  }

  // ------------------------------------------------------------------------------------------ helpers

  private named(stored: Stored, directive: Directive): TableDirective {
    if (directive.kind !== "seat") return directive;
    return { kind: "seat", seats: directive.seats.map((s) => this.entrySeat(stored, s.entryId, s.seatNumber, s.chips)) };
  }

  private entrySeat(stored: Stored, entryId: string, seatNumber: number, chips: number): EntrySeat {
    const info = stored.entries[entryId] ?? { displayName: entryId, participant: "human" as const };
    return { entryId, displayName: info.displayName, participant: info.participant, chips, seatNumber };
  }

  private stored(): Stored | undefined {
    return this.ctx.storage.kv.get<Stored>("director");
  }

  private save(stored: Stored): void {
    this.ctx.storage.kv.put("director", stored);
  }
}

/** A level's ante: a big-blind ante when it equals the big blind (the modern form), else a per-player ante. */
function levelOf(smallBlind: number, bigBlind: number, ante: number): Level {
  if (ante <= 0) return { smallBlind, bigBlind, ante: null };
  return { smallBlind, bigBlind, ante: { kind: ante === bigBlind ? "big_blind" : "traditional", amount: ante } };
}

/**
 * The seat draw: a pw-shuffle-v1 byte stream (the construction of CONTRACT 9: HMAC-SHA256 words, uniform
 * by rejection) shuffles the entries (sorted by id) by the same Fisher-Yates as the deck. The evidence
 * lets anyone redo it: sort the entry ids, run the stream from (serverSeed, clientSeed = tournament id,
 * nonce 0), swap position i with uniform(i + 1) from the top.
 */
async function drawEntries(entryIds: string[], tournamentId: string): Promise<Draw> {
  const seed = crypto.getRandomValues(new Uint8Array(SERVER_SEED_BYTES));
  const words = await hmacWords(seed, tournamentId, 0);
  const order = [...entryIds].sort();
  for (let i = order.length - 1; i >= 1; i--) {
    const j = await uniform(words, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { alg: "pw-shuffle-v1", commitment: await commitmentOf(seed), serverSeed: bytesToHex(seed), clientSeed: tournamentId, nonce: 0, order };
}
