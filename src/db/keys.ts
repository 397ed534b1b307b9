import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./client.ts";
import { type ApiKeyRow, apiKeys } from "./schema.ts";

export async function insertApiKey(db: Db, row: ApiKeyRow): Promise<void> {
  await db.insert(apiKeys).values(row);
}

/** Live (unrevoked) key by the hash of its raw value: the only way auth finds a key. */
export async function findActiveKeyByHash(db: Db, hash: string): Promise<ApiKeyRow | undefined> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)))
    .get();
}

/** Revokes a key of this organization; false when the organization has no such key. */
export async function revokeApiKey(db: Db, organizationId: string, keyId: string, revokedAt: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function findApiKey(db: Db, organizationId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, keyId)))
    .get();
}
