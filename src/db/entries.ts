import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type EntryRow, entries, payoutStructures, type TournamentRow, tournaments } from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

/** The trust mode that refuses each participant kind (CONTRACT.md 4.5). */
const refusingTrustMode = { bot: "human_only", human: "bot_only" } as const satisfies Record<EntryRow["participant"], TournamentRow["trustMode"]>;

export type RegisterOutcome = { outcome: "registered" } | { outcome: "duplicate"; entryId: string } | { outcome: "refused" };

/** True (in a batch) while entry `row` is registered as this registration wrote it: the condition its idempotency record is stored under. */
export function registeredAsWritten(row: Pick<EntryRow, "id" | "updatedAt">): SQL {
  return sql`EXISTS (SELECT 1 FROM ${entries} WHERE ${entries.id} = ${row.id} AND ${entries.status} = 'registered' AND ${entries.updatedAt} = ${row.updatedAt})`;
}

/**
 * Registers an entry in one batch: an INSERT ... SELECT that only inserts while the tournament is in
 * state `from` (`scheduled`; `running` for a late entry the director has admitted), below `capacity`
 * and below the payout structure's current `maxPlayers` (re-read in the statement, so a concurrent
 * PATCH lowering it cannot be overrun), in a trust mode that takes this participant, then a recount of
 * `entrants` (only when the entry went in), then `alongside` (the idempotency record, itself
 * conditional on the entry). The trust mode is checked in the same statement so a concurrent PATCH of
 * `trustMode` (itself one conditional UPDATE) cannot slip between check and insert.
 * A playerRef whose entry was withdrawn registers again as the same entry (same id, the new name and
 * participant, registered now): the unique (tournament, playerRef) index meets an ON CONFLICT that
 * only reopens a withdrawn row.
 * "refused": the tournament is not in state `from`, is full, refuses the participant, or is not the tenant's.
 * "duplicate": the tournament already has a live entry with this playerRef (its id is returned).
 */
export async function registerEntry(
  db: Db,
  tenant: EnvTenant,
  row: EntryRow,
  capacity: number,
  from: "scheduled" | "running" = "scheduled",
  alongside: BatchItem<"sqlite">[] = [],
): Promise<RegisterOutcome> {
  try {
    // Raw statements cannot be batched by drizzle's D1 driver, so both are query builders with SQL parts.
    const [inserted] = await db.batch([
      db
        .insert(entries)
        .select(
          sql`SELECT ${row.id}, ${row.tournamentId}, ${tenant.organizationId}, ${tenant.environment}, ${row.displayName}, ${row.playerRef}, ${row.participant}, 'registered', NULL, NULL, ${row.registeredAt}, ${row.updatedAt}, NULL
            FROM ${tournaments}
            WHERE ${tournaments.id} = ${row.tournamentId} AND ${tournaments.organizationId} = ${tenant.organizationId}
              AND ${tournaments.environment} = ${tenant.environment}
              ${tenant.projectId !== null ? sql`AND ${tournaments.projectId} = ${tenant.projectId}` : sql``}
              AND ${tournaments.status} = ${from} AND ${tournaments.entrants} < ${capacity}
              AND ${tournaments.entrants} < (SELECT ${payoutStructures.maxPlayers} FROM ${payoutStructures} WHERE ${payoutStructures.id} = ${tournaments.payoutStructureId})
              AND ${tournaments.trustMode} <> ${refusingTrustMode[row.participant]}`,
        )
        .onConflictDoUpdate({
          target: [entries.tournamentId, entries.playerRef],
          set: {
            displayName: row.displayName,
            participant: row.participant,
            status: "registered",
            place: null,
            prize: null,
            bountiesWon: null,
            registeredAt: row.registeredAt,
            updatedAt: row.updatedAt,
          },
          setWhere: sql`${entries.status} = 'withdrawn' AND ${entries.id} = ${row.id}`,
        })
        .returning({ id: entries.id }),
      db
        .update(tournaments)
        .set({
          entrants: sql`(SELECT count(*) FROM ${entries} WHERE ${entries.tournamentId} = ${row.tournamentId} AND ${entries.status} <> 'withdrawn')`,
          updatedAt: row.registeredAt,
        })
        .where(and(eq(tournaments.id, row.tournamentId), registeredAsWritten(row))),
      ...alongside,
    ]);
    if (inserted.length > 0) return { outcome: "registered" };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await findEntryByPlayerRef(db, tenant, row.tournamentId, row.playerRef);
  if (existing && existing.status !== "withdrawn") return { outcome: "duplicate", entryId: existing.id };
  return { outcome: "refused" };
}

/** The tournament's entry with this playerRef (whatever its status), or undefined. */
export async function findEntryByPlayerRef(db: Db, tenant: EnvTenant, tournamentId: string, playerRef: string): Promise<EntryRow | undefined> {
  return db
    .select()
    .from(entries)
    .where(and(...ofTournament(tenant, tournamentId), eq(entries.playerRef, playerRef)))
    .get();
}

export async function findEntry(db: Db, tenant: EnvTenant, tournamentId: string, entryId: string): Promise<EntryRow | undefined> {
  return db
    .select()
    .from(entries)
    .where(and(...ofTournament(tenant, tournamentId), eq(entries.id, entryId)))
    .get();
}

/**
 * Withdraws a registered entry while its tournament is still `scheduled` (nobody is seated before the
 * draw), then recounts `entrants`; both in one batch, the recount only when the withdrawal happened.
 * Undefined when it did not (the entry is withdrawn already, finished, or the tournament has started).
 */
export async function withdrawEntry(db: Db, tenant: EnvTenant, tournamentId: string, entryId: string, now: string): Promise<EntryRow | undefined> {
  const [withdrawn] = await db.batch([
    db
      .update(entries)
      .set({ status: "withdrawn", updatedAt: now })
      .where(
        and(
          ...ofTournament(tenant, tournamentId),
          eq(entries.id, entryId),
          eq(entries.status, "registered"),
          sql`EXISTS (SELECT 1 FROM ${tournaments} WHERE ${tournaments.id} = ${tournamentId} AND ${tournaments.status} = 'scheduled')`,
        ),
      )
      .returning(),
    db
      .update(tournaments)
      .set({
        entrants: sql`(SELECT count(*) FROM ${entries} WHERE ${entries.tournamentId} = ${tournamentId} AND ${entries.status} <> 'withdrawn')`,
        updatedAt: now,
      })
      .where(
        and(
          eq(tournaments.id, tournamentId),
          sql`EXISTS (SELECT 1 FROM ${entries} WHERE ${entries.id} = ${entryId} AND ${entries.status} = 'withdrawn' AND ${entries.updatedAt} = ${now})`,
        ),
      ),
  ]);
  return withdrawn[0];
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed/i.test(text);
}

/** Entries of tournament `tournamentId` in the tenant's organization and environment; spread into `and(...)`. */
function ofTournament(tenant: EnvTenant, tournamentId: string): SQL[] {
  return [eq(entries.tournamentId, tournamentId), eq(entries.organizationId, tenant.organizationId), eq(entries.environment, tenant.environment)];
}

/** Public list: every entry except withdrawn ones, newest first. */
export async function listEntries(db: Db, tenant: EnvTenant, tournamentId: string, page: PageRequest): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(...ofTournament(tenant, tournamentId), ne(entries.status, "withdrawn"), before(entries.registeredAt, entries.id, page.cursor)))
    .orderBy(...newestFirst(entries.registeredAt, entries.id))
    .limit(page.limit + 1);
}

/** Every registered (not withdrawn) entry of a tournament, in registration order. */
export async function registeredEntries(db: Db, tenant: EnvTenant, tournamentId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(...ofTournament(tenant, tournamentId), eq(entries.status, "registered")))
    .orderBy(asc(entries.registeredAt), asc(entries.id));
}

/**
 * The finished entries of a completed tournament, by place (1..n, unique): the `results` of its
 * `tournament.completed` event, read when a webhook is sent (src/webhooks/event-body.ts). Scoped by the
 * event's own organization and environment, since the webhook machinery runs outside a request.
 */
export async function placedEntries(
  db: Db,
  scope: { organizationId: string; environment: "test" | "live" },
  tournamentId: string,
): Promise<Array<Pick<EntryRow, "id" | "displayName" | "participant" | "place" | "prize" | "bountiesWon">>> {
  return db
    .select({
      id: entries.id,
      displayName: entries.displayName,
      participant: entries.participant,
      place: entries.place,
      prize: entries.prize,
      bountiesWon: entries.bountiesWon,
    })
    .from(entries)
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        eq(entries.organizationId, scope.organizationId),
        eq(entries.environment, scope.environment),
        eq(entries.status, "finished"),
      ),
    )
    .orderBy(asc(entries.place), asc(entries.id));
}
