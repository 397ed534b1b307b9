import { and, eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type PayoutStructureRow, payoutStructures } from "./schema.ts";
import { approved, type StructureFilters, visibleTo } from "./structures.ts";
import type { OrgTenant } from "./tenant.ts";

export async function listPayoutStructures(db: Db, tenant: OrgTenant, filters: StructureFilters, page: PageRequest): Promise<PayoutStructureRow[]> {
  return db
    .select()
    .from(payoutStructures)
    .where(
      and(
        visibleTo(payoutStructures, tenant),
        filters.ownership ? eq(payoutStructures.ownership, filters.ownership) : undefined,
        filters.roomId !== undefined ? eq(payoutStructures.roomId, filters.roomId) : undefined,
        before(payoutStructures.createdAt, payoutStructures.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(payoutStructures.createdAt, payoutStructures.id))
    .limit(page.limit + 1);
}

export async function approvedPayoutStructures(db: Db): Promise<PayoutStructureRow[]> {
  return db
    .select()
    .from(payoutStructures)
    .where(approved(payoutStructures))
    .orderBy(...newestFirst(payoutStructures.createdAt, payoutStructures.id));
}

export async function findPayoutStructure(db: Db, tenant: OrgTenant, id: string): Promise<PayoutStructureRow | undefined> {
  return db
    .select()
    .from(payoutStructures)
    .where(and(eq(payoutStructures.id, id), visibleTo(payoutStructures, tenant)))
    .get();
}

export async function insertPayoutStructure(
  db: Db,
  tenant: OrgTenant,
  row: Omit<PayoutStructureRow, "organizationId" | "ownership" | "ladder">,
): Promise<PayoutStructureRow> {
  // Room-owned structures are fixed tiers; calculated ladders are approved catalog rows for now.
  const full: PayoutStructureRow = { ...row, organizationId: tenant.organizationId, ownership: "room", ladder: null };
  await db.insert(payoutStructures).values(full);
  return full;
}

export type PayoutStructurePatch = Partial<Pick<PayoutStructureRow, "name" | "minPlayers" | "maxPlayers" | "payouts" | "provenance">> & {
  updatedAt: string;
};

/**
 * Updates a room-owned structure of this organization, but only while it is still the version the
 * caller read (`readUpdatedAt`): the caller checked the merged record (sent fields + that version's
 * others) against the rules, and a write that landed in between could make the merge invalid.
 * `updatedAt` is the version, so it always moves: at least 1 ms past the version read.
 * undefined when nothing matched: not this organization's room-owned structure, or changed meanwhile.
 */
export async function updateRoomPayoutStructure(
  db: Db,
  tenant: OrgTenant,
  id: string,
  patch: PayoutStructurePatch,
  readUpdatedAt: string,
): Promise<PayoutStructureRow | undefined> {
  const rows = await db
    .update(payoutStructures)
    .set({ ...patch, updatedAt: nextVersion(patch.updatedAt, readUpdatedAt) })
    .where(
      and(
        eq(payoutStructures.id, id),
        eq(payoutStructures.ownership, "room"),
        eq(payoutStructures.organizationId, tenant.organizationId),
        eq(payoutStructures.updatedAt, readUpdatedAt),
      ),
    )
    .returning();
  return rows[0];
}

/** `now`, or 1 ms past `previous` when the clock has not moved past it (two writes in one millisecond). */
function nextVersion(now: string, previous: string): string {
  const previousMs = Date.parse(previous);
  return Number.isNaN(previousMs) || Date.parse(now) > previousMs ? now : new Date(previousMs + 1).toISOString();
}
