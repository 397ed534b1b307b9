import { and, eq, gt, inArray, lt, notExists, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { entries, events, type TournamentRow, tournaments } from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

type Status = TournamentRow["status"];

/** This tenant's tournament `id`: organization, environment and (for a restricted key) project. */
function owned(tenant: EnvTenant, id?: string): SQL {
  return and(
    id !== undefined ? eq(tournaments.id, id) : undefined,
    eq(tournaments.organizationId, tenant.organizationId),
    eq(tournaments.environment, tenant.environment),
    tenant.projectId !== null ? eq(tournaments.projectId, tenant.projectId) : undefined,
  )!;
}

export type NewTournament = Omit<TournamentRow, "organizationId" | "environment" | "projectId">;

/** Inserts the tournament together with any statements that must commit with it (an idempotency record). */
export async function insertTournament(db: Db, tenant: EnvTenant, row: NewTournament, alongside: BatchItem<"sqlite">[] = []): Promise<TournamentRow> {
  const full: TournamentRow = { ...row, organizationId: tenant.organizationId, environment: tenant.environment, projectId: tenant.projectId };
  await db.batch([db.insert(tournaments).values(full), ...alongside]);
  return full;
}

export async function findTournament(db: Db, tenant: EnvTenant, id: string): Promise<TournamentRow | undefined> {
  return db.select().from(tournaments).where(owned(tenant, id)).get();
}

export async function listTournaments(
  db: Db,
  tenant: EnvTenant,
  filters: { status?: Status; roomId?: string },
  page: PageRequest,
): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        owned(tenant),
        filters.status ? eq(tournaments.status, filters.status) : undefined,
        filters.roomId !== undefined ? eq(tournaments.roomId, filters.roomId) : undefined,
        before(tournaments.createdAt, tournaments.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(tournaments.createdAt, tournaments.id))
    .limit(page.limit + 1);
}

export type TournamentPatch = Partial<
  Pick<
    TournamentRow,
    | "name"
    | "startsAt"
    | "startWhen"
    | "lateRegistrationLevels"
    | "lateRegistrationMinutes"
    | "timezone"
    | "trustMode"
    | "prizePool"
    | "buyIn"
    | "guaranteedPrizePool"
    | "bounty"
    | "rebuys"
    | "addOn"
  >
> & {
  updatedAt: string;
};

/**
 * One conditional UPDATE of the safe fields. It applies only while the tournament is draft or
 * scheduled (only draft when `draftOnly`: a past start is not allowed on a scheduled one), and only
 * when no registered entry is of the participant kind the new trust mode refuses.
 */
export async function updateTournament(
  db: Db,
  tenant: EnvTenant,
  id: string,
  patch: TournamentPatch,
  guard: { draftOnly: boolean; refusedParticipant: "human" | "bot" | null },
): Promise<TournamentRow | undefined> {
  const rows = await db
    .update(tournaments)
    .set(patch)
    .where(
      and(
        owned(tenant, id),
        guard.draftOnly ? eq(tournaments.status, "draft") : inArray(tournaments.status, ["draft", "scheduled"]),
        guard.refusedParticipant
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(entries)
                .where(and(eq(entries.tournamentId, id), eq(entries.participant, guard.refusedParticipant), eq(entries.status, "registered"))),
            )
          : undefined,
      ),
    )
    .returning();
  return rows[0];
}

/** draft -> scheduled, only while `startsAt` is still ahead of `now`. */
export async function publishTournament(db: Db, tenant: EnvTenant, id: string, now: string): Promise<TournamentRow | undefined> {
  const rows = await db
    .update(tournaments)
    .set({ status: "scheduled", publishedAt: now, updatedAt: now })
    .where(and(owned(tenant, id), eq(tournaments.status, "draft"), gt(tournaments.startsAt, now)))
    .returning();
  return rows[0];
}

/** draft | scheduled -> cancelled. */
export async function cancelTournament(
  db: Db,
  tenant: EnvTenant,
  id: string,
  now: string,
  reason: string | null,
): Promise<TournamentRow | undefined> {
  const rows = await db
    .update(tournaments)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now, cancellationReason: reason })
    .where(and(owned(tenant, id), inArray(tournaments.status, ["draft", "scheduled"])))
    .returning();
  return rows[0];
}

/**
 * scheduled -> cancelled at the start, only while the field is still short (`entrants` below `fewest`, read
 * in the same statement that registrations count in): a field that filled meanwhile is left to start.
 */
export async function cancelForShortField(
  db: Db,
  tenant: EnvTenant,
  id: string,
  now: string,
  fewest: number,
  reason: string,
): Promise<TournamentRow | undefined> {
  const rows = await db
    .update(tournaments)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now, cancellationReason: reason })
    .where(and(owned(tenant, id), eq(tournaments.status, "scheduled"), lt(tournaments.entrants, fewest)))
    .returning();
  return rows[0];
}

export interface Completion {
  now: string;
  prizePool: number;
  /** Exactly the registered entries counted when the results were checked. */
  entrants: number;
  results: Array<{ entryId: string; place: number; prize: number; bountiesWon?: number }>;
  event: { id: string; type: string; payload: unknown };
}

/**
 * scheduled -> completed in one batch: the conditional UPDATE of the tournament (which also stamps
 * the event id), the entries' places and prizes, and the event row. The later statements only act
 * when the tournament carries this completion's event id, so a lost race changes nothing.
 */
/** scheduled -> running (CONTRACT 11): the director has drawn the seats; one conditional statement. */
export async function startTournament(db: Db, tenant: EnvTenant, id: string, now: string): Promise<TournamentRow | undefined> {
  const [row] = await db
    .update(tournaments)
    .set({ status: "running", updatedAt: now })
    .where(and(owned(tenant, id), eq(tournaments.status, "scheduled")))
    .returning();
  return row;
}

/**
 * Completes a tournament: a `scheduled` one its builder ran (POST /complete), or a `running` one the
 * director played to its end (`from: "running"`).
 */
export async function completeTournament(
  db: Db,
  tenant: EnvTenant,
  id: string,
  completion: Completion,
  from: "scheduled" | "running" = "scheduled",
): Promise<TournamentRow | undefined> {
  const { now, event } = completion;
  const won = sql`EXISTS (SELECT 1 FROM ${tournaments} WHERE ${tournaments.id} = ${id} AND ${tournaments.completionEventId} = ${event.id})`;
  // The results as a table joined on the entry id (UPDATE ... FROM): one pass over them, so a field of
  // 10,000 costs 10,000 lookups by primary key, not a scan of the results per entry (quadratic).
  const results = sql`(SELECT json_extract(value, '$.entryId') AS entry_id, json_extract(value, '$.place') AS place, json_extract(value, '$.prize') AS prize, json_extract(value, '$.bountiesWon') AS bounties_won FROM json_each(${JSON.stringify(completion.results)})) AS r`;
  const [updated] = await db.batch([
    db
      .update(tournaments)
      .set({ status: "completed", completedAt: now, updatedAt: now, prizePool: completion.prizePool, completionEventId: event.id })
      .where(and(owned(tenant, id), eq(tournaments.status, from), eq(tournaments.entrants, completion.entrants)))
      .returning(),
    db
      .update(entries)
      .set({ status: "finished", place: sql`r.place`, prize: sql`r.prize`, bountiesWon: sql`r.bounties_won`, updatedAt: now })
      .from(results)
      // Unary + keeps SQLite off the tournament index, whose plan would rescan the results per entry.
      .where(and(eq(entries.id, sql`r.entry_id`), sql`+${entries.tournamentId} = ${id}`, sql`+${entries.status} = 'registered'`, won)),
    db.insert(events).select(
      sql`SELECT ${event.id}, ${tenant.organizationId}, ${tenant.environment}, ${tournaments.projectId}, ${event.type}, ${id}, ${JSON.stringify(event.payload)}, ${now}, NULL
          FROM ${tournaments} WHERE ${tournaments.id} = ${id} AND ${tournaments.completionEventId} = ${event.id}`,
    ),
  ]);
  return updated[0];
}

/**
 * Records the rebuys and add-ons sold so far (the director's totals), for the prize pool the tournament
 * shows while it grows. The counts only ever increase, so answers written out of order never take one back.
 */
export function recordPurchasesSold(db: Db, tenant: EnvTenant, id: string, sold: { rebuys: number; addOns: number }) {
  return db
    .update(tournaments)
    .set({
      rebuysSold: sql`MAX(${tournaments.rebuysSold}, ${sold.rebuys})`,
      addOnsSold: sql`MAX(${tournaments.addOnsSold}, ${sold.addOns})`,
    })
    .where(owned(tenant, id));
}
