import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type EntryRow, entries, payoutStructures, type TournamentRow, tournaments } from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

/** The trust mode that refuses each participant kind (CONTRACT.md 4.5). */
const refusingTrustMode = { bot: "human_only", human: "bot_only" } as const satisfies Record<EntryRow["participant"], TournamentRow["trustMode"]>;

export type RegisterOutcome = "registered" | "duplicate" | "refused";

/**
 * Registers an entry in one batch: an INSERT ... SELECT that only inserts while the tournament is
 * scheduled, below `capacity` and below the payout structure's current `maxPlayers` (re-read in the
 * statement, so a concurrent PATCH lowering it cannot be overrun), in a trust mode that takes this
 * participant, then a recount of `entrants` (only when the entry went in). The trust mode is checked in the same statement so a
 * concurrent PATCH of `trustMode` (itself one conditional UPDATE) cannot slip between check and insert.
 * "refused": the tournament is not scheduled, is full, refuses the participant, or is not the tenant's.
 * "duplicate": the tournament already has an entry with this playerRef (unique index).
 */
export async function registerEntry(db: Db, tenant: EnvTenant, row: EntryRow, capacity: number): Promise<RegisterOutcome> {
  try {
    // Raw statements cannot be batched by drizzle's D1 driver, so both are query builders with SQL parts.
    const [inserted] = await db.batch([
      db
        .insert(entries)
        .select(
          sql`SELECT ${row.id}, ${row.tournamentId}, ${tenant.organizationId}, ${tenant.environment}, ${row.displayName}, ${row.playerRef}, ${row.participant}, 'registered', NULL, NULL, ${row.registeredAt}, ${row.updatedAt}
            FROM ${tournaments}
            WHERE ${tournaments.id} = ${row.tournamentId} AND ${tournaments.organizationId} = ${tenant.organizationId}
              AND ${tournaments.environment} = ${tenant.environment}
              ${tenant.projectId !== null ? sql`AND ${tournaments.projectId} = ${tenant.projectId}` : sql``}
              AND ${tournaments.status} = 'scheduled' AND ${tournaments.entrants} < ${capacity}
              AND ${tournaments.entrants} < (SELECT ${payoutStructures.maxPlayers} FROM ${payoutStructures} WHERE ${payoutStructures.id} = ${tournaments.payoutStructureId})
              AND ${tournaments.trustMode} <> ${refusingTrustMode[row.participant]}`,
        )
        .returning({ id: entries.id }),
      db
        .update(tournaments)
        .set({
          entrants: sql`(SELECT count(*) FROM ${entries} WHERE ${entries.tournamentId} = ${row.tournamentId} AND ${entries.status} <> 'withdrawn')`,
          updatedAt: row.registeredAt,
        })
        .where(and(eq(tournaments.id, row.tournamentId), sql`EXISTS (SELECT 1 FROM ${entries} WHERE ${entries.id} = ${row.id})`)),
    ]);
    return inserted.length > 0 ? "registered" : "refused";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
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
): Promise<Array<Pick<EntryRow, "id" | "displayName" | "participant" | "place" | "prize">>> {
  return db
    .select({ id: entries.id, displayName: entries.displayName, participant: entries.participant, place: entries.place, prize: entries.prize })
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
