import { and, eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { before, newestFirst } from "./page.ts";
import { events, type EventRow } from "./schema.ts";
import type { OrgTenant, PageRequest } from "./tenant.ts";

// Events are written by the operation that causes them (tournaments.completeTournament), in its batch.

/** Recorded events of one organization and environment, newest first (for delivery and inspection). */
export async function listEvents(db: Db, tenant: OrgTenant & { environment: "test" | "live" }, page: PageRequest): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, tenant.organizationId), eq(events.environment, tenant.environment), before(events.createdAt, events.id, page.cursor)))
    .orderBy(...newestFirst(events.createdAt, events.id))
    .limit(page.limit + 1);
}

export async function findEvent(db: Db, tenant: OrgTenant & { environment: "test" | "live" }, id: string): Promise<EventRow | undefined> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.organizationId, tenant.organizationId), eq(events.environment, tenant.environment)))
    .get();
}
