import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { type OrganizationRow, organizations } from "./schema.ts";

export async function insertOrganization(db: Db, row: OrganizationRow): Promise<void> {
  await db.insert(organizations).values(row);
}

export async function findOrganization(db: Db, organizationId: string): Promise<OrganizationRow | undefined> {
  return db.select().from(organizations).where(eq(organizations.id, organizationId)).get();
}

export async function touchOrganization(db: Db, organizationId: string, updatedAt: string): Promise<void> {
  await db.update(organizations).set({ updatedAt }).where(eq(organizations.id, organizationId));
}
