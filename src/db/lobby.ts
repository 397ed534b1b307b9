import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.ts";
import { type RingGameRow, ringGames, type TableRow, type TournamentRow, tables, tournaments } from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

/**
 * What a lobby lists (GET /v1/lobby): a tenant's open ring games with their tables, and its scheduled and
 * running tournaments. The tenant is a key's: its organization, environment and project.
 */

/** How many of each a lobby lists at most (newest ring games, soonest tournaments first). */
export const LOBBY_LIMITS = { ringGames: 20, tables: 60, tournaments: 20 } as const;

const sameTenant = (t: { organizationId: SQLiteColumn; environment: SQLiteColumn; projectId: SQLiteColumn }, tenant: EnvTenant) =>
  [
    eq(t.organizationId, tenant.organizationId),
    eq(t.environment, tenant.environment),
    tenant.projectId !== null ? eq(t.projectId, tenant.projectId) : undefined,
  ] as const;

export async function lobbyRingGames(db: Db, tenant: EnvTenant): Promise<{ ringGames: RingGameRow[]; tables: TableRow[]; truncated: boolean }> {
  const games = await db
    .select()
    .from(ringGames)
    .where(and(...sameTenant(ringGames, tenant), eq(ringGames.status, "open")))
    .orderBy(desc(ringGames.createdAt), desc(ringGames.id))
    .limit(LOBBY_LIMITS.ringGames + 1)
    .all();
  const listed = games.slice(0, LOBBY_LIMITS.ringGames);
  const rows =
    listed.length === 0
      ? []
      : await db
          .select()
          .from(tables)
          .where(
            inArray(
              tables.ringGameId,
              listed.map((g) => g.id),
            ),
          )
          .orderBy(asc(tables.createdAt), asc(tables.id))
          .limit(LOBBY_LIMITS.tables + 1)
          .all();
  return {
    ringGames: listed,
    tables: rows.slice(0, LOBBY_LIMITS.tables),
    truncated: games.length > LOBBY_LIMITS.ringGames || rows.length > LOBBY_LIMITS.tables,
  };
}

export async function lobbyTournaments(db: Db, tenant: EnvTenant): Promise<{ tournaments: TournamentRow[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(...sameTenant(tournaments, tenant), inArray(tournaments.status, ["scheduled", "running"])))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(LOBBY_LIMITS.tournaments + 1)
    .all();
  return { tournaments: rows.slice(0, LOBBY_LIMITS.tournaments), truncated: rows.length > LOBBY_LIMITS.tournaments };
}
