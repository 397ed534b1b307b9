import { and, eq, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "./client.ts";
import { type IdempotencyRow, idempotencyRecords } from "./schema.ts";

/** (organization, roomId or "", projectId or "", environment, endpoint, key): CONTRACT.md 1.8. */
export interface IdempotencyScope {
  organizationId: string;
  roomId: string;
  projectId: string;
  environment: "test" | "live";
  endpoint: string;
  key: string;
}

function inScope(scope: IdempotencyScope) {
  return and(
    eq(idempotencyRecords.organizationId, scope.organizationId),
    eq(idempotencyRecords.roomId, scope.roomId),
    eq(idempotencyRecords.projectId, scope.projectId),
    eq(idempotencyRecords.environment, scope.environment),
    eq(idempotencyRecords.endpoint, scope.endpoint),
    eq(idempotencyRecords.key, scope.key),
  );
}

/**
 * Claims the key with one atomic statement: the INSERT wins, or it takes over a record whose 24 h
 * have passed (or a claim abandoned in progress since before `staleBefore`, e.g. by a crashed
 * isolate), or it changes nothing. True when this call (claimId) now owns the key.
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  claim: { claimId: string; requestHash: string; now: string; expiresAt: string; staleBefore: string },
): Promise<boolean> {
  const fresh = {
    id: claim.claimId,
    requestHash: claim.requestHash,
    status: "in_progress" as const,
    responseStatus: null,
    responseBody: null,
    createdAt: claim.now,
    expiresAt: claim.expiresAt,
  };
  const rows = await db
    .insert(idempotencyRecords)
    .values({ ...scope, ...fresh })
    .onConflictDoUpdate({
      target: [
        idempotencyRecords.organizationId,
        idempotencyRecords.roomId,
        idempotencyRecords.projectId,
        idempotencyRecords.environment,
        idempotencyRecords.endpoint,
        idempotencyRecords.key,
      ],
      set: fresh,
      setWhere: or(
        lte(idempotencyRecords.expiresAt, claim.now),
        and(eq(idempotencyRecords.status, "in_progress"), lte(idempotencyRecords.createdAt, claim.staleBefore)),
      ),
    })
    .returning({ id: idempotencyRecords.id });
  return rows[0]?.id === claim.claimId;
}

export async function findIdempotencyRecord(db: Db, scope: IdempotencyScope): Promise<IdempotencyRow | undefined> {
  return db.select().from(idempotencyRecords).where(inScope(scope)).get();
}

/**
 * Statement (for the caller's batch) that stores the original answer under the claim; with `when`, only if
 * that condition holds when the batch runs (an operation whose own write is conditional stores its answer
 * only when the write happened, so a refused write leaves the claim to be released).
 */
export function completeIdempotencyRecord(db: Db, scope: IdempotencyScope, claimId: string, status: number, body: unknown, when?: SQL) {
  return db
    .update(idempotencyRecords)
    .set({ status: "completed", responseStatus: status, responseBody: body })
    .where(and(inScope(scope), eq(idempotencyRecords.id, claimId), when));
}

/** Gives the key back after the operation failed, so a retry can run it again. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope, claimId: string): Promise<void> {
  await db.delete(idempotencyRecords).where(and(inScope(scope), eq(idempotencyRecords.id, claimId), eq(idempotencyRecords.status, "in_progress")));
}

/**
 * Takes a completed record over for a new run under the same key (an embed session that expired: CONTRACT.md
 * 4.8), only if it is still the record the caller read (`claimId`), so concurrent callers cannot both win.
 */
export async function retakeIdempotencyRecord(
  db: Db,
  scope: IdempotencyScope,
  claim: { previousClaimId: string; claimId: string; now: string; expiresAt: string },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyRecords)
    .set({ id: claim.claimId, status: "in_progress", responseStatus: null, responseBody: null, createdAt: claim.now, expiresAt: claim.expiresAt })
    .where(and(inScope(scope), eq(idempotencyRecords.id, claim.previousClaimId), eq(idempotencyRecords.status, "completed")))
    .returning({ id: idempotencyRecords.id });
  return rows[0]?.id === claim.claimId;
}
