import { and, eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type BlindStructureRow, blindStructures } from "./schema.ts";
import { approved, type StructureFilters, visibleTo } from "./structures.ts";
import type { OrgTenant } from "./tenant.ts";

export async function listBlindStructures(db: Db, tenant: OrgTenant, filters: StructureFilters, page: PageRequest): Promise<BlindStructureRow[]> {
  return db
    .select()
    .from(blindStructures)
    .where(
      and(
        visibleTo(blindStructures, tenant),
        filters.ownership ? eq(blindStructures.ownership, filters.ownership) : undefined,
        filters.roomId !== undefined ? eq(blindStructures.roomId, filters.roomId) : undefined,
        before(blindStructures.createdAt, blindStructures.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(blindStructures.createdAt, blindStructures.id))
    .limit(page.limit + 1);
}

export async function approvedBlindStructures(db: Db): Promise<BlindStructureRow[]> {
  return db
    .select()
    .from(blindStructures)
    .where(approved(blindStructures))
    .orderBy(...newestFirst(blindStructures.createdAt, blindStructures.id));
}

export async function findBlindStructure(db: Db, tenant: OrgTenant, id: string): Promise<BlindStructureRow | undefined> {
  return db
    .select()
    .from(blindStructures)
    .where(and(eq(blindStructures.id, id), visibleTo(blindStructures, tenant)))
    .get();
}

export async function insertBlindStructure(
  db: Db,
  tenant: OrgTenant,
  row: Omit<BlindStructureRow, "organizationId" | "ownership">,
): Promise<BlindStructureRow> {
  const full: BlindStructureRow = { ...row, organizationId: tenant.organizationId, ownership: "room" };
  await db.insert(blindStructures).values(full);
  return full;
}

export type BlindStructurePatch = Partial<Pick<BlindStructureRow, "name" | "estimatedDurationMinutes" | "levels" | "provenance">> & {
  updatedAt: string;
};

/** Updates a room-owned structure of this organization; undefined when there is none (approved rows never match). */
export async function updateRoomBlindStructure(
  db: Db,
  tenant: OrgTenant,
  id: string,
  patch: BlindStructurePatch,
): Promise<BlindStructureRow | undefined> {
  const rows = await db
    .update(blindStructures)
    .set(patch)
    .where(and(eq(blindStructures.id, id), eq(blindStructures.ownership, "room"), eq(blindStructures.organizationId, tenant.organizationId)))
    .returning();
  return rows[0];
}
