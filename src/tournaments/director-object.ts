import { DurableObject } from "cloudflare:workers";
import { findBlindStructure } from "../db/blind-structures.ts";
import { database } from "../db/client.ts";
import { findEntry, registeredEntries } from "../db/entries.ts";
import type { TournamentRow } from "../db/schema.ts";
import type { EnvTenant } from "../db/tenant.ts";
import { cancelForShortField, completeTournament, startTournament } from "../db/tournaments.ts";
import { bytesToHex, commitmentOf, hmacWords, SERVER_SEED_BYTES, uniform } from "../engine/shuffle.ts";
import { addBountyEntry, type Bounties, bountiesFor, payBusts, payWinner, reenterBounty } from "../engine/tournament/bounties.ts";
import {
  answerDeal,
  type Deal,
  type DealMethod,
  type DealRefusal,
  endByDeal,
  expireDeal,
  prizesWithDeal,
  proposeDeal,
  voidIfBusted,
} from "../engine/tournament/deals.ts";
import {
  changedTables,
  closeLateRegistration,
  drawTables,
  eliminators,
  report,
  retireTable,
  seatLate,
  shortField,
  tableOf,
} from "../engine/tournament/director.ts";
import {
  type AddOnRules,
  addOnRefusal,
  type ClockPosition,
  creditSeat,
  type EntryStanding,
  holdRescued,
  isHeld,
  type Purchase,
  type PurchaseKind,
  purchasesAhead,
  type RebuyRules,
  rebuyRefusal,
  reenter,
  rescueBusts,
  settleReport,
  totals,
} from "../engine/tournament/rebuys.ts";
import type { Directive, DirectorState, HandReport, Placement } from "../engine/tournament/types.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";
import type { EntryChips, EntrySeat, Level, MovedTo, Participant, ReportAnswer, TableDirective, TableSettings } from "../tables/api.ts";
import { dispatchRecordedEvent } from "../webhooks/dispatch.ts";
import { completedEvent } from "./completion.ts";
import { type DealView, dealView } from "./deal-view.ts";
import { DirectorRows, STORED_ROWS, type Touched } from "./director-rows.ts";
import { type EliminatedData, recordTournamentEvent, type StartedData, type TournamentRef } from "./events.ts";
import { NO_START_TIME, prizePoolOf, prizesFor } from "./prizes.ts";
import { loadTournament, rulesOf } from "./rules.ts";

/**
 * One tournament's director (CONTRACT 11): the single record of where every entry sits. It starts the
 * tournament at `schedule.startsAt` (its alarm), draws the seats with a pw-shuffle-v1 shuffle of the
 * entries, opens the tables (table objects in tournament mode), moves the blinds up by the clock, and
 * answers each table's hand-end report with what that table does next (engine/tournament/director.ts
 * decides; this object stores and carries it out). When one entry is left it completes the tournament
 * through the same D1 batch as POST /complete, which records `tournament.completed` once.
 *
 * Consistency: every report is answered from the state with no await between reading and writing it, so
 * two tables reporting at once are handled one after the other. Directives for other tables (a player
 * moved there, the end of a hand-for-hand round) go to an outbox in the same write and are delivered
 * afterwards (by this call's tail or the alarm), each idempotent on the table's side, so a crash between
 * the two delivers them late, never twice in effect, never not at all.
 *
 * Storage: the state is rows of this object's SQLite storage (director-rows.ts; STORED_ROWS names the
 * large parts), so a field of any size fits and a report writes only what it changed (its table's row,
 * the tables a move involves, new placements, a small header), in one synchronous transaction. The object
 * reads its copy in memory, loaded from the rows when it wakes, which is the state in storage: every
 * change goes through `save`, which writes it and then replaces the copy.
 */

interface EntryInfo {
  displayName: string;
  participant: Participant;
}

interface LevelStep {
  /** The blinds of this step; null for a break in the blind structure. */
  level: Level | null;
  /** Minutes this level (or break) lasts. */
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
  /**
   * Directives not yet delivered to other tables (`open`: a table opened for a late entry, initialized first;
   * `resume`: seats for a table waiting for the director, which is then told to go on with hand `forHand`'s end).
   */
  outbox: Array<{ tableId: string; forHand: number; directive: TableDirective; open?: string; resume?: true }>;
  /** The preset's starting stack (late entries get it too). */
  startingStack?: number;
  /** The preset's `lateRegistrationLevels`: late registration is open until that many levels have been played. */
  lateLevels?: number;
  /**
   * Late entries admitted (late registration was open) whose D1 registration is not confirmed yet, with
   * when they were admitted: seated when the route confirms, dropped when it reports a refusal, and
   * settled from D1 by the alarm if the route never comes back.
   */
  pendingLate?: Record<string, EntryInfo & { at: number }>;
  /** The end of the break in progress (tables deal again from then), or null. */
  breakUntil?: number | null;
  /** Late registration's levels are over: no admission any more, and it closes once none is pending. */
  lateClosing?: boolean;
  /** When each table last reported (or was opened): a table silent for NUDGE_AFTER_MS is nudged. */
  heardAt?: Record<string, number>;
  /** Tables whose last nudge failed (its tick threw or found no table), since when: a second failure a nudge period later retires it. */
  nudgeFailed?: Record<string, number>;
  /** CONTRACT 11.1: "full" starts when the last seat is taken (absent: "time", at startsAt). */
  startWhen?: "time" | "full";
  /** The field filled (startWhen "full"): the start is due now, whatever startsAt says. */
  fullAt?: number | null;
  /** Bounties (the tournament has a `bounty`): each entry's bounty and what it has won. */
  bounties?: Bounties | null;
  /** The tournament as its events name it. */
  ref?: TournamentRef;
  /** Busts not announced yet (a hand-for-hand round still open): who eliminated each, and when. */
  bustInfo?: Record<string, { by: string[]; at: string }>;
  /**
   * Events to record (CONTRACT 11.1), in order, written with the state change that makes them: recorded
   * (once: unique per subject and type) and dispatched after it, by this call's tail or the alarm.
   */
  eventsOut?: Array<
    | { type: "tournament.started"; subjectId: string; data: StartedData }
    | { type: "tournament.entry_eliminated"; subjectId: string; data: Omit<EliminatedData, "entry"> & { entryId: string } }
  >;
  /** A prize pool that grows from buy-ins: its rule (null or absent: the fixed `prizePool`). */
  poolRule?: Pick<TournamentRow, "buyIn" | "guaranteedPrizePool" | "prizePool"> | null;
  /** The last final-table deal proposed (CONTRACT 11.1; engine/tournament/deals.ts), or absent. */
  deal?: Deal | null;
  /** An accepted deal ended the tournament: each player's chips then (the standings show them). */
  endedByDeal?: Record<string, number>;
  /** CONTRACT 11.1 rebuys and add-on (engine/tournament/rebuys.ts), and every one sold, in order. */
  rebuyRules?: RebuyRules | null;
  addOnRules?: AddOnRules | null;
  purchases?: Purchase[];
  /** The rebuys and add-ons each table's last answered report handed it, to answer a repeated report the same. */
  answeredChips?: Record<string, { hand: number; chips: EntryChips[] }>;
}

/** Where an object deployed before rows kept its whole state, one value (read once, then rows). */
const LEGACY_KEY = "director";

export interface ScheduleRequest {
  tournamentId: string;
  tenant: EnvTenant;
  /** NO_START_TIME when it starts when full and has no start time. */
  startsAt: string;
  startWhen?: "time" | "full";
}

export interface Clock {
  level: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  levelEndsAt: string | null;
  breakUntil: string | null;
  lateRegistration: "open" | "closed";
}

export interface Standing {
  entryId: string;
  displayName: string;
  participant: Participant;
  status: "playing" | "busted" | "winner" | "deal";
  chips: number;
  tableId: string | null;
  place: number | null;
  prize: number | null;
  /** With bounties: the bounty on the entry's head now, and the bounty money it has won. */
  bounty?: number;
  bountiesWon?: number;
  /** With rebuys or an add-on: how many this entry bought. */
  rebuys?: number;
  addOns?: number;
}

/** An answer to a deal: the deal as it is now, and whether the same answer had been recorded before. */
export type DealOutcome = { ok: true; deal: DealView; replayed: boolean } | DealRefusal;
/** A rebuy or add-on sold (or not: `invalid_state` with why). */
export type PurchaseOutcome =
  | { ok: true; purchase: Purchase; replayed: boolean; prizePool: number; sold: { rebuys: number; addOns: number } }
  | { ok: false; reason: string };

const FAN_OUT = 6;
/** A late admission the registration route has not confirmed after this long is settled from D1. */
const PENDING_LATE_MS = 120_000;
/** A table that has not reported for this long is nudged (and the director's alarm comes back this often). */
const NUDGE_AFTER_MS = 60_000;
/** How long a moving table's answer may wait for its movers' tickets at their new tables. */
const MOVE_TICKETS_MS = 2_000;
/** A directive a table has not taken within this long is delivered again later (the table may be stuck). */
const DELIVERY_MS = 10_000;
/**
 * A table that answers its nudges but has reported no hand for this long (not counting a break, nor a
 * hand-for-hand wait for the other tables) is retired: no hand lasts that long, even with every player's
 * clock and time bank run out.
 */
const STUCK_AFTER_MS = 15 * 60_000;

export class TournamentDirector extends DurableObject<Env> {
  private readonly rows = new DirectorRows<Stored>(this.ctx.storage.kv, STORED_ROWS, {
    transaction: (work) => this.ctx.storage.transactionSync(work),
    legacyKey: LEGACY_KEY,
  });

  /** Called when the tournament is published: the start is this object's alarm. Idempotent. */
  /**
   * At publish, and again when a scheduled tournament's `startsAt` changes (PATCH): the start moves with
   * it while the tournament has not started; later calls change nothing. Idempotent.
   */
  async schedule(request: ScheduleRequest): Promise<void> {
    const stored = this.stored();
    const startsAt = Date.parse(request.startsAt);
    const startWhen = request.startWhen ?? "time";
    // No start time (start when full): no alarm until the field fills.
    const alarmAt = request.startsAt === NO_START_TIME ? null : startsAt;
    if (stored) {
      if (stored.status !== "scheduled" || (stored.startsAt === startsAt && (stored.startWhen ?? "time") === startWhen)) return;
      this.save({ ...stored, startsAt, startWhen });
      if (stored.fullAt) return; // the start is due already
      if (alarmAt === null) await this.ctx.storage.deleteAlarm();
      else await this.ctx.storage.setAlarm(alarmAt);
      return;
    }
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
      startWhen,
    });
    if (alarmAt !== null) await this.ctx.storage.setAlarm(alarmAt);
  }

  /**
   * A registration took a seat of a tournament that starts when full (CONTRACT 11.1): when the field is
   * full (the smaller of the preset's and the payout structure's maxPlayers), the start is due now; the
   * alarm starts it within a second or two. The start checks the field again (a withdrawal meanwhile).
   */
  async startIfFull(): Promise<boolean> {
    const stored = this.stored();
    if (stored?.status !== "scheduled" || stored.startWhen !== "full") return false;
    if (stored.fullAt) return true;
    if (!(await this.isFull(stored))) return false;
    const latest = this.stored()!;
    if (latest.status !== "scheduled") return false;
    this.save({ ...latest, fullAt: Date.now() });
    await this.ctx.storage.setAlarm(Date.now());
    return true;
  }

  private async isFull(stored: Stored): Promise<boolean> {
    const db = database(this.env.DB);
    const tournament = await loadTournament(db, stored.tenant, stored.tournamentId);
    const { preset, payout } = await rulesOf(db, stored.tenant, tournament);
    const capacity = Math.min(preset.maxPlayers, payout.maxPlayers);
    return (await registeredEntries(db, stored.tenant, stored.tournamentId)).length >= capacity;
  }

  /** A cancelled tournament never starts. */
  async cancel(): Promise<void> {
    const stored = this.stored();
    if (stored?.status !== "scheduled") return;
    this.save({ ...stored, status: "cancelled" });
    await this.ctx.storage.deleteAlarm();
  }

  /** A table's hand-end report: the answer is what that table does next. */
  async report(reported: HandReport): Promise<ReportAnswer> {
    const stored = this.stored();
    if (!stored?.core || stored.status !== "running") return { kind: "finish" };
    // A seat whose rebuy or add-on was bought during the hand but had not reached the table keeps playing.
    const rescue = rescueBusts(stored.core, stored.purchases ?? [], reported);
    const r = rescue.report;
    const result = report(stored.core, r);
    // Changed in place, just before the save (a copy would cost O(tables) on every report): one row.
    const heardAt = stored.heardAt ?? {};
    // The tables the core changed (when the state saved is its answer's: director.ts changedTables), so the save compares no other.
    const touched: { ha: string[]; ac: string[]; t?: number[] } = { ha: [r.tableId], ac: [] };
    const next: Stored = {
      ...stored,
      ...(rescue.rescued.length > 0 ? { purchases: rescue.purchases } : {}),
      core: result.state,
      outbox: [...stored.outbox],
      heardAt,
      ...(stored.nudgeFailed?.[r.tableId] !== undefined ? { nudgeFailed: without(stored.nudgeFailed, r.tableId) } : {}),
    };
    if (result.state !== stored.core) {
      const before = tableOf(stored.core, r.tableId)?.seats ?? [];
      const bustedHere = r.seats.filter((x) => x.chips === 0 && before.some((b) => b.entryId === x.entryId)).map((x) => x.entryId);
      const at = nowIso();
      const info = { ...next.bustInfo };
      for (const entryId of bustedHere) info[entryId] = { by: eliminators(r, entryId).map((w) => w.entryId), at };
      next.bustInfo = info;
      if (next.deal) next.deal = voidIfBusted(next.deal, bustedHere, Date.now());
      // Bounties are paid at the bust (whatever its place), split like the pot that busted it.
      if (next.bounties) {
        const ordered = [...bustedHere].sort((a, b) => (r.startingChips[a] ?? 0) - (r.startingChips[b] ?? 0));
        next.bounties = payBusts(
          next.bounties,
          ordered.map((entryId) => ({ entryId, by: eliminators(r, entryId) })),
        ).bounties;
        if (result.state.winner) next.bounties = payWinner(next.bounties, result.state.winner.entryId);
      }
      this.announce(next, [...bustedHere, ...result.placed.map((p) => p.entryId)]);
    }
    let own: TableDirective = { kind: "continue" };
    for (const [tableId, directive] of Object.entries(result.directives)) {
      const named = this.named(next, directive);
      if (tableId === r.tableId) own = named;
      else {
        const forHand = tableOf(result.state, tableId)?.handsReported ?? 0;
        next.outbox.push({ tableId, forHand, directive: named, ...(directive.kind === "seat" && directive.resume ? { resume: true as const } : {}) });
      }
    }
    if (rescue.rescued.length > 0) {
      const held = holdRescued(next.core!, r.tableId, rescue.rescued);
      next.core = held.state;
      const forHand = tableOf(held.state, r.tableId)?.handsReported ?? 0;
      const seats = held.seats.map((x) => this.entrySeat(next, x.entryId, x.seatNumber, x.chips));
      if (seats.length > 0) {
        // In the answer, so the seat is back before the next hand; and in the outbox too, for a repeated
        // report (answered from the core's own directive) whose first answer was lost.
        if (own.kind === "continue" || own.kind === "seat") own = { kind: "seat", seats: [...(own.kind === "seat" ? own.seats : []), ...seats] };
        next.outbox.push({ tableId: r.tableId, forHand, directive: { kind: "seat", seats } });
      }
    }
    const chips = this.settlePurchases(next, r, result.state !== stored.core, own, touched.ac);
    heardAt[r.tableId] = Date.now();
    const tables = next.core ? changedTables(stored.core, next.core) : undefined;
    if (tables) touched.t = tables;
    this.save(next, touched);
    if ((next.eventsOut?.length ?? 0) > 0) this.ctx.waitUntil(this.flushEvents());
    // A changed deal is shown at the final table; an open one again at each report, since a table that
    // reports is dealing on: the pause the proposal sent it (best effort) did not arrive, and the table
    // takes a repeat it has already applied as nothing.
    if (next.deal !== stored.deal || next.deal?.status === "open") this.ctx.waitUntil(this.showDeal());
    if (result.state.remaining === 0) await this.complete(next);
    else if (own.kind === "move_out" || own.kind === "break") {
      const leaving = own.kind === "move_out" ? own.entryIds : (tableOf(stored.core, r.tableId)?.seats ?? []).map((s) => s.entryId);
      // Where each mover goes: the seat directives of this report (not a search of the field).
      const seats = new Map(
        Object.entries(result.directives).flatMap(([tableId, d]) =>
          d.kind === "seat" ? d.seats.map((s) => [s.entryId, { tableId, seatNumber: s.seatNumber }] as const) : [],
        ),
      );
      own = await this.withTickets(seats, own, leaving);
    }
    this.ctx.waitUntil(this.deliver().then(() => this.deliverChips()));
    return chips.length > 0 ? { ...own, chips } : own;
  }

  /**
   * The rebuys and add-ons a hand report settles (changes `next`, saved by the caller), and the chips its
   * answer hands the reporting table: the report's `chipsAdded` are in its stacks now; a purchase still on
   * its way for an entry that stays at this table is added to its seat here and handed with the answer, so
   * it is in the stack before the entry's next hand (and a move in a later answer carries it); an entry that
   * busted with a rebuy on its way is seated again with it. A repeated report gets the same chips again.
   */
  private settlePurchases(next: Stored, r: HandReport, changed: boolean, own: TableDirective, touched: string[]): EntryChips[] {
    const answered = next.answeredChips?.[r.tableId];
    if (!changed) return answered?.hand === r.handNumber ? answered.chips : [];
    if (!next.core || (next.purchases ?? []).every((p) => p.state === "in_play")) return [];
    const leaving = own.kind === "move_out" ? own.entryIds : own.kind === "break" || own.kind === "finish" ? "all" : [];
    const settled = settleReport(next.core, next.purchases ?? [], r, leaving);
    next.core = settled.state;
    next.purchases = settled.purchases;
    for (const p of settled.reentering) this.reenterWith(next, p);
    const chips = settled.handed.map((p) => ({ id: p.id, entryId: p.entryId, amount: p.chips }));
    // In place (one key a table: a copy would cost O(tables)), named in `touched` for the save.
    next.answeredChips ??= {};
    next.answeredChips[r.tableId] = { hand: r.handNumber, chips };
    touched.push(r.tableId);
    return chips;
  }

  /**
   * A moving table's answer with, for each entry it gives away, the new seat and a fresh ticket there
   * (CONTRACT 11: the moved player's socket is told both in one message): the entries are seated at their
   * destinations first (the outbox is delivered, their seats with it), then each destination makes the ticket. Best
   * effort within MOVE_TICKETS_MS: the table must not wait long, and a destination busy reporting itself
   * could be waiting on this table; without tickets the player asks for one (the entry ticket route).
   */
  private async withTickets(
    seats: ReadonlyMap<string, { tableId: string; seatNumber: number }>,
    directive: Extract<TableDirective, { kind: "move_out" | "break" }>,
    entryIds: string[],
  ): Promise<TableDirective> {
    const movedTo: Record<string, MovedTo> = {};
    const work = (async () => {
      // The movers' seats are in the outbox (this report put them there): delivered now, in order.
      await this.deliver();
      await Promise.all(
        entryIds.map(async (entryId) => {
          const seat = seats.get(entryId);
          if (!seat) return; // busted, not moved
          const outcome = await this.env.TABLES.getByName(seat.tableId).seatTicket(seat.seatNumber, { playerRef: entryId });
          if (outcome.ok) movedTo[entryId] = { tableId: seat.tableId, seatNumber: seat.seatNumber, ticket: outcome.ticket };
        }),
      );
    })();
    const done = await Promise.race([
      work.then(() => true).catch(() => false),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), MOVE_TICKETS_MS)),
    ]);
    return done && Object.keys(movedTo).length > 0 ? { ...directive, movedTo } : directive;
  }

  async standings(): Promise<{
    status: Stored["status"];
    draw: Draw | null;
    clock: Clock | null;
    standings: Standing[];
    tables: Array<{ tableId: string; players: number; handsPlayed: number }>;
    deal: DealView | null;
  } | null> {
    const stored = this.stored();
    if (!stored) return null;
    const core = stored.core;
    const placement = new Map((core?.placements ?? []).map((p) => [p.entryId, p]));
    const prizes = core ? prizesWithDeal(stored.perPlace, core.placements, stored.deal ?? null) : new Map<string, number>();
    const seated = new Map((core?.tables ?? []).flatMap((t) => t.seats.map((s) => [s.entryId, { tableId: t.tableId, chips: s.chips }] as const)));
    const standings = Object.entries(stored.entries).map(([entryId, info]): Standing => {
      const seat = seated.get(entryId);
      const p = placement.get(entryId);
      const won = core?.winner?.entryId === entryId ? core.winner : undefined;
      const dealt = stored.endedByDeal?.[entryId];
      if (dealt !== undefined && p) {
        // Still playing when a deal ended the tournament: placed by chips, paid the deal.
        return {
          entryId,
          displayName: info.displayName,
          participant: info.participant,
          status: "deal",
          chips: dealt,
          tableId: null,
          place: p.place,
          prize: prizes.get(entryId) ?? 0,
          ...(stored.bounties ? { bounty: stored.bounties.of[entryId]?.bounty ?? 0, bountiesWon: stored.bounties.of[entryId]?.won ?? 0 } : {}),
        };
      }
      return {
        entryId,
        displayName: info.displayName,
        participant: info.participant,
        // Not seated once the tournament runs: busted (placed, or held until late registration closes); the
        // last entry left is the winner, with every chip.
        status: won ? "winner" : seat || !core ? "playing" : "busted",
        chips: won?.chips ?? seat?.chips ?? 0,
        tableId: seat?.tableId ?? null,
        place: p?.place ?? null,
        prize: p ? (prizes.get(entryId) ?? 0) : null,
        ...(stored.bounties ? { bounty: stored.bounties.of[entryId]?.bounty ?? 0, bountiesWon: stored.bounties.of[entryId]?.won ?? 0 } : {}),
        ...(stored.rebuyRules ? { rebuys: (stored.purchases ?? []).filter((x) => x.entryId === entryId && x.kind === "rebuy").length } : {}),
        ...(stored.addOnRules ? { addOns: (stored.purchases ?? []).filter((x) => x.entryId === entryId && x.kind === "add_on").length } : {}),
      };
    });
    standings.sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || b.chips - a.chips);
    const tables = (core?.tables ?? [])
      .filter((t) => t.seats.length > 0)
      .map((t) => ({ tableId: t.tableId, players: t.seats.length, handsPlayed: t.handsReported }));
    const step = stored.levels[stored.levelIndex];
    const clock: Clock | null =
      stored.status === "running" && step?.level
        ? {
            level: stored.levels.slice(0, stored.levelIndex + 1).filter((l) => l.level !== null).length,
            smallBlind: step.level.smallBlind,
            bigBlind: step.level.bigBlind,
            ante: step.level.ante?.amount ?? 0,
            levelEndsAt: stored.levelEndsAt === null ? null : new Date(stored.levelEndsAt).toISOString(),
            breakUntil: stored.breakUntil && stored.breakUntil > Date.now() ? new Date(stored.breakUntil).toISOString() : null,
            lateRegistration: core?.lateOpen && !stored.lateClosing ? "open" : "closed",
          }
        : null;
    const deal = stored.deal ? dealView(expireDeal(stored.deal, Date.now()), stored.tournamentId, stored.entries) : null;
    return { status: stored.status, draw: stored.draw, clock, standings, tables, deal };
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
      if (stored.status === "scheduled" && (Date.now() >= stored.startsAt || stored.fullAt)) await this.start(stored);
      else if (stored.status === "running" && stored.core?.remaining === 0) {
        // Over (the last report, or a deal that ended it) but its completion did not finish: it does now, once.
        await this.complete(stored);
      } else if (stored.status === "running") {
        await this.settlePendingLate(stored);
        await this.advanceLevel(this.stored()!);
        await this.finishLateClose();
        await this.nudgeSilent();
        await this.expireDealIfDue();
        const pending = Object.values(this.stored()!.pendingLate ?? {});
        if (pending.length > 0) {
          const due = Math.min(...pending.map((p) => p.at + PENDING_LATE_MS));
          const alarm = await this.ctx.storage.getAlarm();
          if (alarm === null || alarm > due) await this.ctx.storage.setAlarm(due);
        }
      }
      await this.deliver();
      await this.deliverChips();
      await this.flushEvents();
    } catch (error) {
      console.error(JSON.stringify({ level: "error", message: "director alarm failed", error: error instanceof Error ? error.name : typeof error }));
      await this.ctx.storage.setAlarm(Date.now() + 5_000);
    }
  }

  // ------------------------------------------------------------------------------------------ start

  private async start(stored: Stored): Promise<void> {
    const db = database(this.env.DB);
    const tournament = await loadTournament(db, stored.tenant, stored.tournamentId);
    // "running" with this object still "scheduled": a start that stopped after the state change; go on with it.
    if (tournament.status !== "scheduled" && tournament.status !== "running") {
      this.save({ ...stored, status: tournament.status === "cancelled" ? "cancelled" : stored.status });
      return;
    }
    // D1's startsAt is the tournament's: moved later by a PATCH whose call here was lost, wait for it. A
    // tournament that starts when full goes now if it is full (a withdrawal since: it waits again).
    const startsAt = Date.parse(tournament.startsAt);
    const fullNow = tournament.startWhen === "full" && stored.fullAt ? await this.isFull(stored) : false;
    if (tournament.status === "scheduled" && startsAt > Date.now() && !fullNow) {
      this.save({ ...stored, startsAt, fullAt: null });
      if (tournament.startsAt !== NO_START_TIME) await this.ctx.storage.setAlarm(startsAt);
      return;
    }
    const { preset, payout } = await rulesOf(db, stored.tenant, tournament);
    const structure = await findBlindStructure(db, stored.tenant, tournament.blindStructureId);
    const levels: LevelStep[] = (structure?.levels ?? []).map((item) =>
      item.kind === "level"
        ? { level: levelOf(item.smallBlind, item.bigBlind, item.ante), minutes: item.durationMinutes }
        : { level: null, minutes: item.durationMinutes },
    );
    const firstIndex = levels.findIndex((l) => l.level !== null);
    if (firstIndex < 0) return; // nothing to play: left scheduled (the builder may cancel)
    if (tournament.status === "scheduled") {
      // A field the tournament could not complete (POST /complete's rule, the payout's range) never starts.
      const rules = { presetKey: preset.presetKey, presetMinPlayers: preset.minPlayers, payoutMinPlayers: payout.minPlayers };
      const registered = (await registeredEntries(db, stored.tenant, tournament.id)).length;
      const short = shortField(registered, { ...rules, prizePool: prizePoolOf(tournament, { entries: registered }) });
      if (short) return this.cancelShortField(stored, short);
      // The state changes first: registrations and withdrawals need `scheduled` in the same statement, so the
      // entries read after it are exactly the field (none can slip in between the read and the draw).
      if (!(await startTournament(db, stored.tenant, tournament.id, nowIso()))) return;
    }
    const entries = await registeredEntries(db, stored.tenant, tournament.id);
    // Read again after the state change: a PATCH of the prize pool lands before it or not at all.
    const final = await loadTournament(db, stored.tenant, tournament.id);
    const draw = await drawEntries(
      entries.map((e) => e.id),
      tournament.id,
    );
    const pool = prizePoolOf(final, { entries: entries.length });
    const perPlace = pool > 0 ? prizesFor(payout, pool, entries.length) : entries.map(() => 0);
    const placesPaid = Math.max(1, perPlace.filter((p) => p > 0).length);
    const suffix = tournament.id.slice(4);
    const core = drawTables(
      { tableSize: preset.tableSize, placesPaid },
      draw.order.map((entryId) => ({ entryId, chips: preset.startingStack })),
      (k) => `tbl_${suffix}t${k + 1}`,
    );
    // The tournament's own late registration (CONTRACT 11.1), never beyond the preset's; 0 = none (so is
    // lateRegistrationMinutes 0 when no levels are given).
    const lateLevels = Math.min(
      preset.lateRegistrationLevels,
      final.lateRegistrationLevels ?? (final.lateRegistrationMinutes === 0 ? 0 : preset.lateRegistrationLevels),
    );
    // Busts are held (placed later) while late registration is open, and while rebuys or the add-on can
    // still grow the prize pool or bring a busted entry back (rebuys.ts): their places come when it is fixed.
    const sells = final.rebuys !== null || final.addOn !== null;
    core.lateOpen = lateLevels > 0 || sells;
    const now = Date.now();
    const first = levels[firstIndex]!;
    const firstLevel = first.level!;
    const tableSettings: Omit<TableSettings, "tableId" | "name"> = {
      ringGameId: tournament.id,
      organizationId: stored.tenant.organizationId,
      environment: stored.tenant.environment,
      projectId: tournament.projectId,
      tableSize: preset.tableSize,
      smallBlind: firstLevel.smallBlind,
      bigBlind: firstLevel.bigBlind,
      ante: firstLevel.ante,
      buyIn: { min: 1, max: Number.MAX_SAFE_INTEGER },
      clock: { actionSeconds: 20, timeBankSeconds: 60 },
      spectators: { mode: "live", delaySeconds: 0 },
      trustMode: tournament.trustMode,
      // The preset's game (pot-limit Omaha presets deal plo4); the tables run it, the director is the same.
      ...(preset.game === "nlhe" ? {} : { game: preset.game }),
      tournamentId: tournament.id,
    };
    const next: Stored = {
      ...stored,
      status: "running",
      entries: Object.fromEntries(entries.map((e) => [e.id, { displayName: e.displayName, participant: e.participant }])),
      levels,
      levelIndex: firstIndex,
      levelEndsAt: now + first.minutes * 60_000,
      perPlace,
      prizePool: pool,
      core,
      draw,
      tableSettings,
      startingStack: preset.startingStack,
      lateLevels,
      poolRule: final.buyIn === null ? null : { buyIn: final.buyIn, guaranteedPrizePool: final.guaranteedPrizePool, prizePool: null },
      bounties: final.bounty
        ? bountiesFor(
            final.bounty.kind,
            final.bounty.amount,
            entries.map((e) => e.id),
          )
        : null,
      pendingLate: {},
      rebuyRules: final.rebuys,
      addOnRules: final.addOn,
      purchases: [],
      // No late registration but purchases ahead: busts are held, yet no entry is admitted.
      ...(sells && lateLevels === 0 ? { lateClosing: true } : {}),
      breakUntil: null,
      heardAt: Object.fromEntries(core.tables.map((t) => [t.tableId, now])),
    };
    next.ref = { id: final.id, name: final.name, presetKey: final.presetKey, roomId: final.roomId };
    next.eventsOut = [
      ...(stored.eventsOut ?? []),
      {
        type: "tournament.started",
        subjectId: final.id,
        data: {
          tournament: { ...next.ref, startedAt: new Date(now).toISOString() },
          entrants: entries.length,
          tables: core.tables.map((t) => ({ tableId: t.tableId, players: t.seats.length })),
        },
      },
    ];
    // The state is saved before any table exists, so a crash during the fan-out opens the same tables with
    // the same seats again.
    this.save(next);
    await this.openTables(next);
    await this.flushEvents();
    await this.ctx.storage.setAlarm(Math.min(next.levelEndsAt!, Date.now() + NUDGE_AFTER_MS));
  }

  /** Cancelled at the start for a short field; a field that filled meanwhile (not cancelled) is started by the next alarm. */
  private async cancelShortField(stored: Stored, short: { fewest: number; reason: string }): Promise<void> {
    if (await cancelForShortField(database(this.env.DB), stored.tenant, stored.tournamentId, nowIso(), short.fewest, short.reason)) {
      this.save({ ...stored, status: "cancelled" });
    } else await this.ctx.storage.setAlarm(Date.now() + 5_000);
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

  /**
   * The next level from the next hand on, at every table; the alarm is set for the one after. A break in
   * the structure (CONTRACT 11): every table finishes the hand it is playing and deals no other until the
   * break is over, then plays the level after the break (sent with the break, so no hand can start between
   * the two). Late registration closes when its levels have been played (at the start of a break after them).
   */
  private async advanceLevel(stored: Stored): Promise<void> {
    if (stored.levelEndsAt === null || Date.now() < stored.levelEndsAt) {
      if (stored.levelEndsAt !== null) await this.ctx.storage.setAlarm(stored.levelEndsAt);
      return;
    }
    let index = stored.levelIndex + 1;
    let breakUntil: number | null = null;
    let startsAt = stored.levelEndsAt;
    while (index < stored.levels.length && stored.levels[index]!.level === null) {
      // A break (two in a row add up); it ends where the next level starts.
      startsAt += stored.levels[index]!.minutes * 60_000;
      breakUntil = startsAt;
      index++;
    }
    if (index >= stored.levels.length) {
      // The structure is over (or ends with a break): its last level goes on.
      this.save({ ...stored, levelEndsAt: null });
      await this.closeLateIfDue(index);
      return;
    }
    const step = stored.levels[index]!;
    const levelEndsAt = index === stored.levels.length - 1 ? null : startsAt + step.minutes * 60_000;
    this.save({ ...stored, levelIndex: index, levelEndsAt, breakUntil });
    await this.closeLateIfDue(index);
    const live = this.stored()!.core!.tables.filter((t) => t.seats.length > 0);
    for (let i = 0; i < live.length; i += FAN_OUT) {
      await Promise.all(
        live.slice(i, i + FAN_OUT).map((t) => {
          const table = this.env.TABLES.getByName(t.tableId);
          return breakUntil !== null ? table.setBreak(breakUntil, step.level!) : table.setLevel(step.level!);
        }),
      );
    }
    if (levelEndsAt !== null) await this.ctx.storage.setAlarm(levelEndsAt);
  }

  /**
   * A table that has not reported for NUDGE_AFTER_MS is nudged (issue 21): `tick()` makes it do whatever is
   * due (a clock run out, a hand due, a report still in its outbox), so a table whose own alarm was lost,
   * or whose report never arrived, goes on. A table in a long hand is nudged harmlessly. The director's
   * alarm comes back within NUDGE_AFTER_MS while the tournament runs, so no table waits longer than that.
   * A nudge fails when the table's `tick()` throws or finds no table (its object cannot run, or lost its
   * state); a table whose nudge fails again a nudge period later, still silent, is retired (see `retire`).
   */
  private async nudgeSilent(): Promise<void> {
    const stored = this.stored();
    if (!stored?.core || stored.status !== "running") return;
    const now = Date.now();
    const silent = stored.core.tables.filter((t) => t.seats.length > 0 && (stored.heardAt?.[t.tableId] ?? 0) <= now - NUDGE_AFTER_MS);
    const failed: string[] = [];
    const answered: string[] = [];
    for (let i = 0; i < silent.length; i += FAN_OUT) {
      await Promise.all(
        silent.slice(i, i + FAN_OUT).map((t) =>
          this.env.TABLES.getByName(t.tableId)
            .tick()
            .then((view) => (view ? answered : failed).push(t.tableId))
            .catch(() => failed.push(t.tableId)),
        ),
      );
    }
    const latest = this.stored();
    if (latest?.status !== "running") return;
    // A table that reported while it was nudged is not silent any more.
    const stillSilent = (tableId: string) => (latest.heardAt?.[tableId] ?? 0) <= now - NUDGE_AFTER_MS;
    const before = latest.nudgeFailed ?? {};
    const nudgeFailed = Object.fromEntries(Object.entries(before).filter(([tableId]) => !answered.includes(tableId)));
    const retiring: string[] = [];
    for (const tableId of failed.filter(stillSilent)) {
      if (before[tableId] !== undefined && before[tableId] <= now - NUDGE_AFTER_MS) retiring.push(tableId);
      else nudgeFailed[tableId] ??= now;
    }
    // Answering nudges is not playing: a table that can deal and is not waiting for the director, silent
    // for STUCK_AFTER_MS since its last report (or the end of the last break), is stuck all the same.
    const breakEnded = latest.breakUntil ?? 0;
    for (const tableId of answered) {
      const t = latest.core?.tables.find((x) => x.tableId === tableId);
      if (!t || t.retired || t.waiting || t.seats.length < 2) continue;
      if (Math.max(latest.heardAt?.[tableId] ?? 0, breakEnded) <= now - STUCK_AFTER_MS) retiring.push(tableId);
    }
    this.save({ ...latest, nudgeFailed });
    for (const tableId of retiring) await this.retire(tableId);
    if (this.stored()?.status !== "running") return;
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > now + NUDGE_AFTER_MS) await this.ctx.storage.setAlarm(now + NUDGE_AFTER_MS);
  }

  /**
   * Takes a table that stopped reporting, and failed two nudges, out of play (issue 21; the core's
   * retireTable): its players are reseated at the other tables, or a new one, with the chips of its last
   * report (the hand it was playing is void, as a misdeal), through the outbox like any move. Nothing more
   * is sent to it (what was waiting for it is dropped: a table that cannot run would hold up the outbox);
   * if it comes back, its next report is answered `break`. One synchronous write, so it happens once.
   */
  private async retire(tableId: string): Promise<void> {
    const stored = this.stored()!;
    if (!stored.core) return;
    const suffix = stored.tournamentId.slice(4);
    const result = retireTable(stored.core, tableId, (k) => `tbl_${suffix}t${k + 1}`);
    if (result.state === stored.core) return;
    const now = Date.now();
    const heardAt = without(stored.heardAt ?? {}, tableId);
    for (const opened of result.opened) heardAt[opened] = now;
    const next: Stored = {
      ...stored,
      core: result.state,
      outbox: stored.outbox.filter((item) => item.tableId !== tableId),
      heardAt,
      nudgeFailed: without(stored.nudgeFailed ?? {}, tableId),
    };
    for (const [id, directive] of Object.entries(result.directives)) {
      const k = result.state.tables.findIndex((t) => t.tableId === id);
      next.outbox.push({
        tableId: id,
        forHand: result.state.tables[k]!.handsReported,
        directive: this.named(next, directive),
        ...(result.opened.includes(id) ? { open: `Table ${k + 1}` } : {}),
        ...(directive.kind === "seat" && directive.resume ? { resume: true as const } : {}),
      });
    }
    if (next.bounties && result.state.winner) next.bounties = payWinner(next.bounties, result.state.winner.entryId);
    this.announce(
      next,
      result.placed.map((p) => p.entryId),
    );
    this.save(next);
    await this.flushEvents();
    const reseated = stored.core.tables.find((t) => t.tableId === tableId)?.seats.length ?? 0;
    console.warn(JSON.stringify({ level: "warn", message: "table retired: it stopped reporting and failed two nudges", tableId, reseated }));
    if (result.state.remaining === 0) await this.complete(next);
    else await this.deliver();
  }

  // ------------------------------------------------------------------------------------------ rebuys and add-ons

  /**
   * Sells a rebuy or the add-on to an entry (CONTRACT 11.1; the rules are rebuys.ts's). One synchronous
   * write records it, with the prize pool it grows; its chips then go to the entry's table (deliverChips),
   * or with the answer to that table's next report, or, for a busted entry's rebuy, with its new seat.
   * `key` (the route's idempotency key) makes a repeat answer the same purchase, never a second one.
   */
  async purchase(kind: PurchaseKind, entryId: string, key: string | null): Promise<PurchaseOutcome> {
    const stored = this.stored();
    if (!stored?.core || stored.status !== "running") {
      return { ok: false, reason: `Rebuys and add-ons are sold while the tournament runs; it is ${stored?.status ?? "not started"}.` };
    }
    const scopedKey = key === null ? undefined : `${kind}:${entryId}:${key}`;
    const earlier = scopedKey === undefined ? undefined : stored.purchases?.find((p) => p.key === scopedKey);
    if (earlier) return { ok: true, purchase: earlier, replayed: true, prizePool: stored.prizePool, sold: totals(stored.purchases ?? []) };
    if (!stored.entries[entryId]) return { ok: false, reason: "This entry is not seated in the tournament (a late registration not finished yet)." };
    const purchases = stored.purchases ?? [];
    const { clock, breakAfter } = this.clockPosition(stored);
    const entry = standingOf(stored.core, entryId);
    const reason =
      kind === "rebuy"
        ? rebuyRefusal(stored.rebuyRules ?? null, clock, stored.startingStack ?? 0, entry, purchases, entryId)
        : addOnRefusal(stored.addOnRules ?? null, clock, breakAfter, entry, purchases, entryId);
    if (reason) return { ok: false, reason };
    const chips = kind === "rebuy" ? stored.rebuyRules!.chips : stored.addOnRules!.chips;
    const purchase: Purchase = {
      id: newId(kind === "rebuy" ? "rby_" : "aon_"),
      kind,
      entryId,
      chips,
      at: nowIso(),
      state: "open",
      ...(scopedKey === undefined ? {} : { key: scopedKey }),
    };
    const next: Stored = { ...stored, purchases: [...purchases, purchase], outbox: [...stored.outbox] };
    if (entry.kind === "held") this.reenterWith(next, purchase);
    if (next.poolRule) {
      next.prizePool = prizePoolOf(next.poolRule, { entries: Object.keys(next.entries).length, ...totals(next.purchases!) });
    }
    this.save(next);
    const sold = next.purchases!.find((p) => p.id === purchase.id)!;
    // Straight to the entry's table (the outbox may be held up by another table), then a re-seat's outbox,
    // then again for an entry whose seat was on its way.
    this.ctx.waitUntil(
      this.deliverChips()
        .then(() => this.deliver())
        .then(() => this.deliverChips()),
    );
    return { ok: true, purchase: sold, replayed: false, prizePool: next.prizePool, sold: totals(next.purchases!) };
  }

  /**
   * A busted entry's rebuy: its held bust is withdrawn and it is seated again with the rebuy's chips, at
   * the shortest table (a new one when all are full), with a fresh bounty when the tournament has bounties
   * (a re-entry's). Changes `next` (saved by the caller).
   */
  private reenterWith(next: Stored, purchase: Purchase): void {
    const suffix = next.tournamentId.slice(4);
    const seated = reenter(next.core!, purchase.entryId, purchase.chips, (k) => `tbl_${suffix}t${k + 1}`);
    if (!seated) return;
    next.core = seated.state;
    next.purchases = (next.purchases ?? []).map((p) => (p.id === purchase.id ? { ...p, state: "in_play", reentry: true } : p));
    if (seated.opened) next.heardAt = { ...next.heardAt, [seated.tableId]: Date.now() };
    const table = seated.state.tables.find((t) => t.tableId === seated.tableId)!;
    next.outbox = [
      ...next.outbox,
      {
        tableId: seated.tableId,
        forHand: table.handsReported,
        directive: { kind: "seat", seats: [this.entrySeat(next, purchase.entryId, seated.seat.seatNumber, seated.seat.chips)] },
        ...(seated.opened ? { open: `Table ${seated.state.tables.length}` } : {}),
      },
    ];
    if (next.bounties) next.bounties = reenterBounty(next.bounties, purchase.entryId);
  }

  /**
   * Hands the chips of purchases still on their way to the entry's table (idempotent there, by purchase
   * id). Taken between hands (`applied`), they are added to the entry's seat here too; taken for the end of
   * the hand in progress (`pending`), that hand's report says so; a table waiting for its report's answer
   * gets them with the answer; an entry not at its table yet gets them on the next round (alarm, report).
   */
  private async deliverChips(): Promise<void> {
    const stored = this.stored();
    if (stored?.status !== "running" || !stored.core) return;
    const open = (stored.purchases ?? []).filter((x) => x.state === "open");
    for (const { id } of open) {
      // Read again for each: a report answered while the previous delivery was awaited may have put this
      // purchase in play (in a report, an answer, a rescued or re-entered seat) or moved its entry.
      const current = this.stored();
      const p = current?.purchases?.find((x) => x.id === id);
      if (current?.status !== "running" || !current.core || p?.state !== "open") continue;
      const tableId = current.core.tables.find((t) => t.seats.some((s) => s.entryId === p.entryId))?.tableId;
      if (!tableId) continue;
      let outcome: string;
      try {
        outcome = await withinDeadline(
          this.env.TABLES.getByName(tableId).addEntryChips({ id: p.id, entryId: p.entryId, amount: p.chips }),
          DELIVERY_MS,
        );
      } catch {
        continue; // asked again by the alarm or the next report
      }
      if (outcome !== "applied") continue;
      const latest = this.stored()!;
      const now = latest.purchases?.find((x) => x.id === p.id);
      // Reported meanwhile (in play), or moved meanwhile with its stack before the chips: delivered again there.
      if (now?.state !== "open" || !latest.core?.tables.find((t) => t.tableId === tableId)?.seats.some((s) => s.entryId === p.entryId)) continue;
      this.save({
        ...latest,
        core: creditSeat(latest.core, p.entryId, p.chips),
        purchases: latest.purchases!.map((x) => (x.id === p.id ? { ...x, state: "in_play" } : x)),
      });
    }
    // The last purchase on its way may have been what held the busts' places: taken here, or by the hand
    // report this call follows (none is open then, and the pool is fixed now, not at the next alarm).
    await this.finishLateClose();
  }

  /** The clock as rebuys.ts reads it, and whether the blind structure has a break right after the add-on's level. */
  private clockPosition(stored: Stored): { clock: ClockPosition; breakAfter: boolean } {
    const level = stored.levels.slice(0, stored.levelIndex + 1).filter((l) => l.level !== null).length;
    const onBreak = (stored.breakUntil ?? 0) > Date.now();
    let breakAfter = false;
    if (stored.addOnRules) {
      const index = stored.levels.findIndex(
        (_, i) => stored.levels.slice(0, i + 1).filter((l) => l.level !== null).length === stored.addOnRules!.afterLevel,
      );
      breakAfter = index >= 0 && stored.levels[index + 1]?.level === null;
    }
    return { clock: { level, onBreak }, breakAfter };
  }

  /** Rebuys or the add-on can still be sold, or a sold one is still on its way: busts stay held. */
  private poolGrowing(stored: Stored): boolean {
    if ((stored.purchases ?? []).some((p) => p.state === "open")) return true;
    const { clock, breakAfter } = this.clockPosition(stored);
    return purchasesAhead(stored.rebuyRules ?? null, stored.addOnRules ?? null, clock, breakAfter);
  }

  // ------------------------------------------------------------------------------------------ late registration

  /**
   * Admits a late entry while late registration is open (CONTRACT 11): the first of three steps, before
   * the registration route writes the entry to D1 and then calls `seatLate`. Synchronous in storage, so an
   * admission and the close of late registration are ordered: an entry admitted before the close is seated
   * even if D1 confirms it after.
   */
  async admitLate(entry: { entryId: string } & EntryInfo): Promise<{ ok: true } | { ok: false; reason: string }> {
    const stored = this.stored();
    if (!stored?.core || stored.status !== "running") return { ok: false, reason: "The tournament is not running." };
    if (stored.entries[entry.entryId] || stored.pendingLate?.[entry.entryId]) return { ok: true };
    if (!stored.core.lateOpen || stored.lateClosing)
      return { ok: false, reason: `Late registration has closed (it stays open for the first ${stored.lateLevels ?? 0} levels).` };
    const at = Date.now();
    this.save({
      ...stored,
      pendingLate: { ...stored.pendingLate, [entry.entryId]: { displayName: entry.displayName, participant: entry.participant, at } },
    });
    // Settles the admission from D1 if the route never confirms it (the alarm after this one sets itself again).
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > at + PENDING_LATE_MS) await this.ctx.storage.setAlarm(at + PENDING_LATE_MS);
    return { ok: true };
  }

  /** The last step of a late registration: D1 `registered` it (seat it at the shortest table) or refused it (drop the admission). */
  async seatLate(entryId: string, registered: boolean): Promise<void> {
    const stored = this.stored();
    const pending = stored?.pendingLate?.[entryId];
    if (!stored?.core || !pending) return;
    const { [entryId]: _, ...rest } = stored.pendingLate!;
    if (!registered || stored.status !== "running") {
      this.save({ ...stored, pendingLate: rest });
      await this.finishLateClose();
      return;
    }
    const suffix = stored.tournamentId.slice(4);
    const seated = seatLate(stored.core, { entryId, chips: stored.startingStack ?? 0 }, (k) => `tbl_${suffix}t${k + 1}`);
    const entries = { ...stored.entries, [entryId]: { displayName: pending.displayName, participant: pending.participant } };
    const next: Stored = {
      ...stored,
      core: seated.state,
      pendingLate: rest,
      entries,
      ...(stored.bounties ? { bounties: addBountyEntry(stored.bounties, entryId) } : {}),
      // A prize pool from buy-ins grows with each entry until late registration closes.
      ...(stored.poolRule ? { prizePool: prizePoolOf(stored.poolRule, { entries: Object.keys(entries).length }) } : {}),
      heardAt: seated.opened ? { ...stored.heardAt, [seated.tableId]: Date.now() } : stored.heardAt,
    };
    const table = seated.state.tables.find((t) => t.tableId === seated.tableId)!;
    next.outbox = [
      ...stored.outbox,
      {
        tableId: seated.tableId,
        forHand: table.handsReported,
        directive: { kind: "seat", seats: [this.entrySeat(next, entryId, seated.seat.seatNumber, seated.seat.chips)] },
        ...(seated.opened ? { open: `Table ${seated.state.tables.length}` } : {}),
      },
    ];
    this.save(next);
    await this.deliver();
    await this.finishLateClose();
  }

  /** Admissions the route never confirmed, settled from D1 once they are old enough (the route has given up). */
  private async settlePendingLate(stored: Stored): Promise<void> {
    const now = Date.now();
    for (const [entryId, pending] of Object.entries(stored.pendingLate ?? {})) {
      if (now - pending.at < PENDING_LATE_MS) continue;
      const row = await findEntry(database(this.env.DB), stored.tenant, stored.tournamentId, entryId);
      await this.seatLate(entryId, row?.status === "registered");
    }
  }

  /** Closes late registration once `levelIndex` is past its levels: the field is final, held busts are placed. */
  private async closeLateIfDue(levelIndex: number): Promise<void> {
    const stored = this.stored()!;
    if (!stored.core?.lateOpen || stored.lateClosing) return;
    const played = stored.levels.slice(0, levelIndex).filter((l) => l.level !== null).length;
    if (played < (stored.lateLevels ?? 0)) return;
    // No admission from now on; those admitted already registered in time and are waited for.
    this.save({ ...stored, lateClosing: true });
    await this.finishLateClose();
  }

  /**
   * Closes late registration once no admission is waiting for its D1 write (a registration admitted just
   * before the close may be writing D1 now: dropping it would strand a registered entry). Until then the
   * alarm comes back every second; `seatLate` finishes the close too.
   */
  private async finishLateClose(): Promise<void> {
    const latest = this.stored();
    if (!latest?.lateClosing || !latest.core?.lateOpen) return;
    // Rebuys and the add-on may still grow the pool or bring a bust back: the alarm comes back to close.
    if (this.poolGrowing(latest)) return;
    if (Object.keys(latest.pendingLate ?? {}).length > 0) {
      const alarm = await this.ctx.storage.getAlarm();
      if (alarm === null || alarm > Date.now() + 1_000) await this.ctx.storage.setAlarm(Date.now() + 1_000);
      return;
    }
    const perPlace = await this.perPlaceFor(
      latest,
      latest.core!.remaining + latest.core!.placements.length + (latest.core!.heldBusts ?? []).flat().length,
    );
    const now = this.stored()!;
    if (!now.core?.lateOpen || Object.keys(now.pendingLate ?? {}).length > 0) return; // changed meanwhile: the next call closes
    const closed = closeLateRegistration(now.core, Math.max(1, perPlace.filter((p) => p > 0).length));
    this.save({ ...now, core: closed.state, perPlace, lateClosing: false });
  }

  /** The payout structure's prize per place for a field of `entrants` (the prize pool is the builder's, fixed). */
  private async perPlaceFor(stored: Stored, entrants: number): Promise<number[]> {
    if (stored.prizePool <= 0) return Array.from({ length: entrants }, () => 0);
    const db = database(this.env.DB);
    const { payout } = await rulesOf(db, stored.tenant, await loadTournament(db, stored.tenant, stored.tournamentId));
    return prizesFor(payout, stored.prizePool, entrants);
  }

  // ------------------------------------------------------------------------------------------ delivery

  /** The delivery in progress (one at a time: see `deliver`), and whether items came in since it read the outbox. */
  private delivering: Promise<void> | null = null;
  private deliverAgain = false;

  /**
   * Delivers the outbox: each item is removed only once its table took it. One delivery runs at a time
   * (a call meanwhile makes it go round again): a seat sent twice at once could reach its table after
   * the entry had played there and busted or moved on, and seat it again, with chips it no longer has.
   */
  private deliver(): Promise<void> {
    if (this.delivering) {
      this.deliverAgain = true;
      return this.delivering;
    }
    this.delivering = (async () => {
      do {
        this.deliverAgain = false;
        await this.deliverOutbox();
      } while (this.deliverAgain);
    })().finally(() => {
      this.delivering = null;
    });
    return this.delivering;
  }

  /**
   * Each table's directives in order, tables independently (a few at a time): a table that cannot take
   * its next directive (its call throws, or hangs past DELIVERY_MS) keeps it and the ones after it, and
   * holds up no other table. What is left is delivered again within seconds (the alarm), or dropped when
   * that table is retired.
   */
  private async deliverOutbox(): Promise<void> {
    const stored = this.stored();
    if (!stored || stored.outbox.length === 0) return;
    const tableIds = [...new Set(stored.outbox.map((item) => item.tableId))];
    let failed = 0;
    for (let i = 0; i < tableIds.length; i += FAN_OUT) {
      await Promise.all(
        tableIds.slice(i, i + FAN_OUT).map((tableId) =>
          this.deliverTo(tableId).catch((error) => {
            failed += 1;
            console.error(
              JSON.stringify({
                level: "error",
                message: "directive delivery failed",
                tableId,
                error: error instanceof Error ? error.message : typeof error,
              }),
            );
          }),
        ),
      );
    }
    if (failed > 0 && this.stored()?.status === "running") {
      const alarm = await this.ctx.storage.getAlarm();
      if (alarm === null || alarm > Date.now() + 5_000) await this.ctx.storage.setAlarm(Date.now() + 5_000);
    }
  }

  /** One table's directives, in order; each is removed once the table took it. */
  private async deliverTo(tableId: string): Promise<void> {
    for (let rounds = 0; rounds < 100; rounds++) {
      const stored = this.stored();
      const item = stored?.outbox.find((x) => x.tableId === tableId);
      if (!stored || !item) return;
      await withinDeadline(this.deliverItem(stored, item), DELIVERY_MS);
      // Reports only append; only delivery takes a table's first item (a second delivery is a no-op at the table).
      const latest = this.stored()!;
      const k = latest.outbox.findIndex((x) => x.tableId === tableId);
      if (k >= 0 && JSON.stringify(latest.outbox[k]) === JSON.stringify(item))
        this.save({ ...latest, outbox: latest.outbox.filter((_, j) => j !== k) });
    }
  }

  private async deliverItem(stored: Stored, item: Stored["outbox"][number]): Promise<void> {
    const stub = this.env.TABLES.getByName(item.tableId);
    if (item.open !== undefined) await this.openTable(stored, item.tableId, item.open);
    if (item.directive.kind === "seat") {
      // Only entries that still sit there for the director: a seat delivered late (again after a crash)
      // must not seat an entry that has since busted or moved on (a seat taken already is skipped there).
      const table = stored.core ? tableOf(stored.core, item.tableId) : undefined;
      const due = item.directive.seats.filter((s) => table?.seats.some((x) => x.entryId === s.entryId));
      // Seats reach a table between hands or in one (dealt in next); one that waits for the director is
      // also told to go on (a continue for the hand it waits on; a no-op at a table that went on already).
      if (due.length > 0) await stub.seatEntries(due);
      if (item.resume) await stub.directive(item.forHand, { kind: "continue" });
    } else await stub.directive(item.forHand, item.directive);
  }

  /** A table opened after the start (a late entry found every table full): today's level, and the break if one is on. Idempotent. */
  private async openTable(stored: Stored, tableId: string, name: string): Promise<void> {
    const stub = this.env.TABLES.getByName(tableId);
    const level = stored.levels[stored.levelIndex]?.level;
    await stub.init({
      ...stored.tableSettings!,
      ...(level ? { smallBlind: level.smallBlind, bigBlind: level.bigBlind, ante: level.ante } : {}),
      tableId,
      name,
    });
    if (stored.breakUntil && stored.breakUntil > Date.now() && level) await stub.setBreak(stored.breakUntil, level);
  }

  // ------------------------------------------------------------------------------------------ the end

  /** One entry left: places and prizes (ties split exactly), through the completion batch of POST /complete. */
  private async complete(stored: Stored): Promise<void> {
    const core = stored.core!;
    const db = database(this.env.DB);
    const tournament = await loadTournament(db, stored.tenant, stored.tournamentId);
    // The field is final now (late entries included): the payout structure splits the pool for it.
    const perPlace = await this.perPlaceFor(stored, core.placements.length);
    this.save({ ...this.stored()!, perPlace });
    const prizes = prizesWithDeal(perPlace, core.placements, stored.deal ?? null);
    const results = [...core.placements]
      .sort((a: Placement, b: Placement) => a.place - b.place)
      .map((p) => ({
        entryId: p.entryId,
        place: p.place,
        prize: prizes.get(p.entryId) ?? 0,
        ...(stored.bounties ? { bountiesWon: stored.bounties.of[p.entryId]?.won ?? 0 } : {}),
      }));
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
        event: {
          id: eventId,
          type: "tournament.completed",
          payload: completedEvent(
            eventId,
            now,
            tournament,
            results.length,
            stored.deal?.status === "accepted" ? dealView(stored.deal, stored.tournamentId, stored.entries) : null,
          ),
        },
      },
      "running",
    );
    this.save({ ...this.stored()!, status: "completed" });
    await this.ctx.storage.deleteAlarm();
    if (completed) await dispatchRecordedEvent(this.env, db, eventId);
  }

  // ------------------------------------------------------------------------------------------ events

  /**
   * Queues `tournament.entry_eliminated` for each of `entryIds` that busted and is not in an open
   * hand-for-hand round (its place comes when the round ends: announced then): with its place and prize
   * when placed, null while late registration is open (announced once, at the bust). The winner is not
   * eliminated. Changes `next` (saved by the caller).
   */
  private announce(next: Stored, entryIds: string[]): void {
    const core = next.core;
    if (!core || entryIds.length === 0) return;
    const pendingRound = new Set(core.roundBusts.map((b) => b.entryId));
    const info = { ...next.bustInfo };
    const due = [...new Set(entryIds)].filter((id) => id !== core.winner?.entryId && !pendingRound.has(id) && info[id] !== undefined);
    if (due.length === 0) return;
    const placements = recentPlacements(core.placements, due);
    // Each due entry's prize needs only its own group (the entries it tied with share its place's prizes).
    const groups = new Map<string, Placement>();
    for (const p of placements.values())
      for (const entryId of [p.entryId, ...p.tiedWith]) groups.set(entryId, { entryId, place: p.place, tiedWith: [] });
    const prizes = prizesWithDeal(next.perPlace, [...groups.values()], next.deal ?? null);
    const out = [...(next.eventsOut ?? [])];
    for (const entryId of due) {
      const placement = placements.get(entryId);
      // An entry that busted, rebought and busts again is eliminated again: one event per elimination.
      const reentries = (next.purchases ?? []).filter((p) => p.entryId === entryId && p.reentry).length;
      out.push({
        type: "tournament.entry_eliminated",
        subjectId: reentries === 0 ? entryId : `${entryId}.${reentries + 1}`,
        data: {
          tournament: next.ref ?? { id: next.tournamentId, name: "", presetKey: "", roomId: "" },
          entryId,
          place: placement?.place ?? null,
          prize: placement ? (prizes.get(entryId) ?? 0) : null,
          bountyWon: next.bounties?.of[entryId]?.won ?? 0,
          eliminatedBy: info[entryId]!.by,
          eliminatedAt: info[entryId]!.at,
        },
      });
      delete info[entryId];
    }
    next.bustInfo = info;
    next.eventsOut = out;
  }

  private flushing: Promise<void> | null = null;

  /** Records and dispatches the queued events, in order, one flush at a time; a failure is retried by the alarm within seconds. */
  private flushEvents(): Promise<void> {
    if (this.flushing) return this.flushing;
    const run = async (): Promise<void> => {
      // Yields first, so `this.flushing` is set before `finally` clears it.
      await Promise.resolve();
      try {
        for (let rounds = 0; rounds < 1000; rounds++) {
          const stored = this.stored();
          const item = stored?.eventsOut?.[0];
          if (!stored || !item) return;
          const owner = { tenant: stored.tenant, projectId: stored.tableSettings?.projectId ?? null };
          if (item.type === "tournament.started") await recordTournamentEvent(this.env, owner, item.type, item.subjectId, item.data, nowIso());
          else {
            const { entryId, ...rest } = item.data;
            const row = await findEntry(database(this.env.DB), stored.tenant, stored.tournamentId, entryId);
            const info = stored.entries[entryId];
            const entry = {
              entryId,
              displayName: info?.displayName ?? row?.displayName ?? entryId,
              participant: info?.participant ?? row?.participant ?? "human",
              playerRef: row?.playerRef ?? "",
            };
            await recordTournamentEvent(this.env, owner, item.type, item.subjectId, { ...rest, entry }, rest.eliminatedAt);
          }
          const latest = this.stored()!;
          if (JSON.stringify(latest.eventsOut?.[0]) === JSON.stringify(item)) this.save({ ...latest, eventsOut: latest.eventsOut!.slice(1) });
        }
      } catch (error) {
        console.error(
          JSON.stringify({ level: "error", message: "tournament event not recorded yet", error: error instanceof Error ? error.name : typeof error }),
        );
        const alarm = await this.ctx.storage.getAlarm();
        if (alarm === null || alarm > Date.now() + 5_000) await this.ctx.storage.setAlarm(Date.now() + 5_000);
      } finally {
        this.flushing = null;
      }
    };
    this.flushing = run();
    return this.flushing;
  }

  // ------------------------------------------------------------------------------------------ deals

  /**
   * Proposes a final-table deal (CONTRACT 11.1; the rules are engine/tournament/deals.ts): computed now from
   * the chips of the last finished hand and the prizes of the places left, open for 6 x the action clock.
   * The final table pauses between hands until it is decided (told before this answers, best effort: the
   * pause is shown again with every change).
   */
  async proposeDeal(request: { method: DealMethod; leaveForWinner: number }): Promise<{ ok: true; deal: DealView } | DealRefusal> {
    const stored = this.stored();
    if (!stored?.core || stored.status !== "running") return { ok: false, code: "invalid_state", message: "The tournament is not running." };
    const now = Date.now();
    const answerMs = (stored.tableSettings?.clock.actionSeconds ?? 20) * 6 * 1000;
    const previous = stored.deal ? expireDeal(stored.deal, now) : null;
    const proposal = proposeDeal(stored.core, stored.perPlace, previous, { ...request, dealId: newId("deal_"), now, answerMs });
    if (!proposal.ok) {
      if (previous !== (stored.deal ?? null)) this.save({ ...stored, deal: previous });
      return proposal;
    }
    this.save({ ...stored, deal: proposal.deal });
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > proposal.deal.expiresAt) await this.ctx.storage.setAlarm(proposal.deal.expiresAt);
    await this.showDeal();
    return { ok: true, deal: dealView(proposal.deal, stored.tournamentId, stored.entries) };
  }

  /** A player's answer to the open deal (from its seat's socket, or the builder's backend). */
  async answerDeal(dealId: string, entryId: string, accept: boolean): Promise<DealOutcome> {
    const stored = this.stored();
    if (!stored?.deal || stored.deal.dealId !== dealId) return { ok: false, code: "not_found", message: `This tournament has no deal ${dealId}.` };
    if (!stored.entries[entryId]) return { ok: false, code: "not_found", message: `This tournament has no entry ${entryId}.` };
    const before = stored.deal;
    const answered = answerDeal(before, entryId, accept, Date.now());
    if (answered.deal !== before) {
      const next: Stored = { ...stored, deal: answered.deal };
      if (answered.deal.status === "accepted" && answered.deal.leaveForWinner === 0 && stored.core) await this.endByDeal(next, stored.core);
      else {
        this.save(next);
        await this.showDeal();
      }
    }
    const deal = dealView(answered.deal, stored.tournamentId, stored.entries);
    return answered.ok ? { ok: true, deal, replayed: answered.replayed } : { ok: false, code: answered.code, message: answered.message };
  }

  /** An accepted deal with nothing left to play for: the players left are placed by chips, the tables finish, the tournament completes. */
  private async endByDeal(next: Stored, core: DirectorState): Promise<void> {
    const ended = endByDeal(core);
    next.core = ended.state;
    next.endedByDeal = Object.fromEntries(core.tables.flatMap((t) => t.seats.map((s) => [s.entryId, s.chips])));
    next.outbox = [
      ...next.outbox,
      ...ended.finished.map((tableId) => ({
        tableId,
        forHand: core.tables.find((t) => t.tableId === tableId)?.handsReported ?? 0,
        directive: { kind: "finish" as const },
      })),
    ];
    this.save(next);
    await this.showDeal();
    await this.complete(next);
    this.ctx.waitUntil(this.deliver());
  }

  /** An open deal whose time is up expires (and the final table plays on); otherwise the alarm comes back at its expiry. */
  private async expireDealIfDue(): Promise<void> {
    const stored = this.stored();
    const deal = stored?.deal;
    if (!stored || deal?.status !== "open") return;
    const expired = expireDeal(deal, Date.now());
    if (expired !== deal) {
      this.save({ ...stored, deal: expired });
      await this.showDeal();
      return;
    }
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > deal.expiresAt) await this.ctx.storage.setAlarm(deal.expiresAt);
  }

  /**
   * Shows the deal as it is now to the final table: open, it pauses there until its expiry; decided, play
   * resumes now (or when a structure break in progress ends). Best effort within DELIVERY_MS: an open deal's
   * pause ends by itself at its expiry, and every change shows it again.
   */
  private async showDeal(): Promise<void> {
    const stored = this.stored();
    const deal = stored?.deal;
    if (!stored || !deal) return;
    // The deal's table, or where its players sit now (a retired final table's players were reseated).
    const finalTableId = stored.core?.tables.find((t) => !t.retired && t.seats.length > 0)?.tableId ?? deal.tableId;
    const now = Date.now();
    const pauseUntil =
      deal.status === "open" || (deal.status === "accepted" && deal.leaveForWinner === 0) ? deal.expiresAt : Math.max(stored.breakUntil ?? 0, now);
    try {
      await withinDeadline(
        this.env.TABLES.getByName(finalTableId).showDeal(dealView(deal, stored.tournamentId, stored.entries), pauseUntil),
        DELIVERY_MS,
      );
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: "warn",
          message: "deal not shown at the table yet",
          tableId: finalTableId,
          error: error instanceof Error ? error.message : typeof error,
        }),
      );
    }
  }

  // ------------------------------------------------------------------------------------------ helpers

  private named(stored: Stored, directive: Directive): TableDirective {
    if (directive.kind !== "seat") return directive;
    return { kind: "seat", seats: directive.seats.map((s) => this.entrySeat(stored, s.entryId, s.seatNumber, s.chips)) };
  }

  /**
   * A seat directive's entry. Its purchases in play are in `chips`, so the seat names them (`chipIds`): a
   * delivery of one that was under way when the entry busted, re-entered or moved adds nothing there.
   */
  private entrySeat(stored: Stored, entryId: string, seatNumber: number, chips: number): EntrySeat {
    const info = stored.entries[entryId] ?? { displayName: entryId, participant: "human" as const };
    const chipIds = (stored.purchases ?? []).filter((p) => p.entryId === entryId && p.state === "in_play").map((p) => p.id);
    return { entryId, displayName: info.displayName, participant: info.participant, chips, seatNumber, ...(chipIds.length > 0 ? { chipIds } : {}) };
  }

  /** The state (the copy in memory of the rows: see STORED_ROWS). Never change it but through `save`. */
  private stored(): Stored | undefined {
    return this.rows.get();
  }

  /**
   * Writes what `stored` changed and makes it the state. `touched` (director-rows.ts): by family, the keys
   * of records changed in place, or the positions of the tables the core changed.
   */
  private save(stored: Stored, touched: Touched = {}): void {
    this.rows.save(stored, touched);
  }
}

/** `work`, or an error once `ms` have passed (the work may still finish: whatever it does is idempotent). */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** `record` without `key`. */
function without<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _, ...rest } = record;
  return rest;
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

/**
 * The placements of `entryIds` (those placed), looked up from the latest back: an entry announced was
 * placed by the change that announces it, so this reads a few placements, not the field's.
 */
function recentPlacements(placements: readonly Placement[], entryIds: readonly string[]): Map<string, Placement> {
  const wanted = new Set(entryIds);
  const found = new Map<string, Placement>();
  for (let i = placements.length - 1; i >= 0 && found.size < wanted.size; i--) {
    const p = placements[i]!;
    if (wanted.has(p.entryId) && !found.has(p.entryId)) found.set(p.entryId, p);
  }
  return found;
}

/** An entry as rebuys.ts reads it: seated with its chips, busted with its place held, or out. */
function standingOf(core: DirectorState, entryId: string): EntryStanding {
  const seat = core.tables.flatMap((t) => t.seats).find((x) => x.entryId === entryId);
  if (seat) return { kind: "playing", chips: seat.chips };
  return isHeld(core, entryId) ? { kind: "held" } : { kind: "out" };
}
