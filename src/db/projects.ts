import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import { type ProjectRow, projects } from "./schema.ts";
import type { OrgTenant } from "./tenant.ts";

/** Inserts a project; false when the organization already has this projectId (the unique index decides). */
export async function insertProject(db: Db, tenant: OrgTenant, row: Omit<ProjectRow, "organizationId">): Promise<boolean> {
  const inserted = await db
    .insert(projects)
    .values({ ...row, organizationId: tenant.organizationId })
    .onConflictDoNothing({ target: [projects.organizationId, projects.projectId] })
    .returning({ projectId: projects.projectId });
  return inserted.length > 0;
}

export async function findProject(db: Db, tenant: OrgTenant, projectId: string): Promise<ProjectRow | undefined> {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, tenant.organizationId), eq(projects.projectId, projectId)))
    .get();
}

/** `onlyProjectId` narrows the list to one project (a project-restricted key). */
export async function listProjects(db: Db, tenant: OrgTenant, onlyProjectId: string | null, page: PageRequest): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, tenant.organizationId),
        onlyProjectId !== null ? eq(projects.projectId, onlyProjectId) : undefined,
        before(projects.createdAt, projects.projectId, page.cursor),
      ),
    )
    .orderBy(...newestFirst(projects.createdAt, projects.projectId))
    .limit(page.limit + 1);
}

export async function updateProject(
  db: Db,
  tenant: OrgTenant,
  projectId: string,
  patch: Partial<Pick<ProjectRow, "name" | "allowedOrigins">> & { updatedAt: string },
): Promise<ProjectRow | undefined> {
  const rows = await db
    .update(projects)
    .set(patch)
    .where(and(eq(projects.organizationId, tenant.organizationId), eq(projects.projectId, projectId)))
    .returning();
  return rows[0];
}

/**
 * Whether `origin` (normalized) is an allowed origin of any project, across organizations: the one
 * question a calculation's CORS preflight can ask, since browsers send no key with it. It reveals only
 * that some project lists the origin; the request that follows is checked against its own key's project.
 */
export async function isAnyProjectsOrigin(db: Db, origin: string): Promise<boolean> {
  const row = await db
    .select({ one: sql<number>`1` })
    .from(projects)
    .where(sql`exists (select 1 from json_each(${projects.allowedOrigins}) where json_each.value = ${origin})`)
    .limit(1)
    .get();
  return row !== undefined;
}
