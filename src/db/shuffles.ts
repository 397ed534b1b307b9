import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { type ShuffleRow, shuffles } from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

/**
 * Verifiable shuffles. Every query takes the tenant; each state change (deck drawn, seed revealed) is
 * one conditional UPDATE, so concurrent calls make one transition and the loser sees no row.
 */

/** This tenant's shuffle `id`: organization, environment and (for a restricted key) project. */
function ownedShuffle(tenant: EnvTenant, id: string): SQL {
  return and(
    eq(shuffles.id, id),
    eq(shuffles.organizationId, tenant.organizationId),
    eq(shuffles.environment, tenant.environment),
    tenant.projectId !== null ? eq(shuffles.projectId, tenant.projectId) : undefined,
  )!;
}

export type NewShuffle = Omit<ShuffleRow, "organizationId" | "environment" | "projectId">;

export async function insertShuffle(db: Db, tenant: EnvTenant, row: NewShuffle): Promise<void> {
  await db.insert(shuffles).values({ ...row, organizationId: tenant.organizationId, environment: tenant.environment, projectId: tenant.projectId });
}

export async function findShuffle(db: Db, tenant: EnvTenant, id: string): Promise<ShuffleRow | undefined> {
  return db.select().from(shuffles).where(ownedShuffle(tenant, id)).get();
}

/** Stores the drawn deck once: undefined when the shuffle already has one (or is not the tenant's). */
export async function recordDeck(
  db: Db,
  tenant: EnvTenant,
  id: string,
  drawn: { clientSeed: string; nonce: number; deck: string[]; dealtAt: string },
): Promise<ShuffleRow | undefined> {
  const rows = await db
    .update(shuffles)
    .set(drawn)
    .where(and(ownedShuffle(tenant, id), isNull(shuffles.dealtAt)))
    .returning();
  return rows[0];
}

/** Marks a dealt shuffle revealed, keeping the first reveal's time: undefined when no deck was drawn. */
export async function markRevealed(db: Db, tenant: EnvTenant, id: string, now: string): Promise<ShuffleRow | undefined> {
  const rows = await db
    .update(shuffles)
    .set({ revealedAt: sql`COALESCE(${shuffles.revealedAt}, ${now})` })
    .where(and(ownedShuffle(tenant, id), isNotNull(shuffles.dealtAt)))
    .returning();
  return rows[0];
}
