import { and, asc, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type RingGameRow, ringGames, type TableRow, tables } from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

/**
 * Ring games and their tables (CONTRACT.md 10.1). Every query takes the tenant: another organization's,
 * environment's or (for a project-restricted key) project's ring game or table is not found.
 */

type Owned = { organizationId: SQLiteColumn; environment: SQLiteColumn; projectId: SQLiteColumn };

function owned(table: Owned, tenant: EnvTenant, extra?: SQL): SQL {
  return and(
    extra,
    eq(table.organizationId, tenant.organizationId),
    eq(table.environment, tenant.environment),
    tenant.projectId !== null ? eq(table.projectId, tenant.projectId) : undefined,
  )!;
}

export type NewRingGame = Omit<RingGameRow, "organizationId" | "environment">;

/** Inserts the ring game together with any statements that must commit with it (an idempotency record). */
export async function insertRingGame(db: Db, tenant: EnvTenant, row: NewRingGame, alongside: BatchItem<"sqlite">[] = []): Promise<RingGameRow> {
  const full: RingGameRow = { ...row, organizationId: tenant.organizationId, environment: tenant.environment };
  await db.batch([db.insert(ringGames).values(full), ...alongside]);
  return full;
}

export async function findRingGame(db: Db, tenant: EnvTenant, id: string): Promise<RingGameRow | undefined> {
  return db
    .select()
    .from(ringGames)
    .where(owned(ringGames, tenant, eq(ringGames.id, id)))
    .get();
}

export async function listRingGames(
  db: Db,
  tenant: EnvTenant,
  filters: { status?: RingGameRow["status"] | undefined; roomId?: string | undefined },
  page: PageRequest,
): Promise<RingGameRow[]> {
  return db
    .select()
    .from(ringGames)
    .where(
      owned(
        ringGames,
        tenant,
        and(
          filters.status ? eq(ringGames.status, filters.status) : undefined,
          filters.roomId !== undefined ? eq(ringGames.roomId, filters.roomId) : undefined,
          before(ringGames.createdAt, ringGames.id, page.cursor),
        ),
      ),
    )
    .orderBy(...newestFirst(ringGames.createdAt, ringGames.id))
    .limit(page.limit + 1);
}

export type RingGamePatch = Partial<Pick<RingGameRow, "name" | "clock" | "spectators" | "status">> & { updatedAt: string };

/** One conditional UPDATE: only an open ring game changes (closing is the last change it takes). */
export async function updateRingGame(db: Db, tenant: EnvTenant, id: string, patch: RingGamePatch): Promise<RingGameRow | undefined> {
  const rows = await db
    .update(ringGames)
    .set(patch)
    .where(owned(ringGames, tenant, and(eq(ringGames.id, id), eq(ringGames.status, "open"))))
    .returning();
  return rows[0];
}

export type NewTable = Pick<TableRow, "id" | "ringGameId" | "name" | "createdAt">;

/** Inserts a table of `ringGame` (which carries the tenancy) with the statements that commit with it. */
export async function insertTable(db: Db, ringGame: RingGameRow, row: NewTable, alongside: BatchItem<"sqlite">[] = []): Promise<TableRow> {
  const full: TableRow = { ...row, organizationId: ringGame.organizationId, environment: ringGame.environment, projectId: ringGame.projectId };
  await db.batch([db.insert(tables).values(full), ...alongside]);
  return full;
}

/** The table with its ring game, both this tenant's. */
export async function findTable(db: Db, tenant: EnvTenant, tableId: string): Promise<{ table: TableRow; ringGame: RingGameRow } | undefined> {
  const row = await db
    .select({ table: tables, ringGame: ringGames })
    .from(tables)
    .innerJoin(ringGames, eq(ringGames.id, tables.ringGameId))
    .where(owned(tables, tenant, eq(tables.id, tableId)))
    .get();
  return row;
}

/** A page of a ring game's tables, newest first. */
export async function listTables(db: Db, tenant: EnvTenant, ringGameId: string, page: PageRequest): Promise<TableRow[]> {
  return db
    .select()
    .from(tables)
    .where(owned(tables, tenant, and(eq(tables.ringGameId, ringGameId), before(tables.createdAt, tables.id, page.cursor))))
    .orderBy(...newestFirst(tables.createdAt, tables.id))
    .limit(page.limit + 1);
}

/** Every table of a ring game, oldest first (closing and reconfiguring reach them all). */
export async function allTables(db: Db, tenant: EnvTenant, ringGameId: string): Promise<TableRow[]> {
  return db
    .select()
    .from(tables)
    .where(owned(tables, tenant, eq(tables.ringGameId, ringGameId)))
    .orderBy(asc(tables.createdAt), asc(tables.id));
}
