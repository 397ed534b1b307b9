import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import type { PageRequest } from "./page.ts";
import { before, newestFirst } from "./page.ts";
import {
  type EventRow,
  events,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "./schema.ts";
import type { EnvTenant } from "./tenant.ts";

/**
 * Webhook endpoints, deliveries and attempts (CONTRACT.md 4.7, 6).
 *
 * The route queries take the tenant like every other module. The delivery machinery's queries (the
 * fan-out, the queue consumer, the sweep: the "system" section at the end) cannot: they act on the
 * event or delivery a queue message or the sweep hands them, whoever it belongs to.
 */

type DeliveryStatus = WebhookDeliveryRow["status"];

/** A delivery still waiting for an attempt or a retry (the condition of the partial index webhook_deliveries_open_idx). */
const OPEN = sql`${webhookDeliveries.status} IN ('pending', 'retrying')`;

/** This tenant's endpoint `id`: organization, environment and (for a restricted key) project. */
function ownedEndpoint(tenant: EnvTenant, id?: string): SQL {
  return and(
    id !== undefined ? eq(webhookEndpoints.id, id) : undefined,
    eq(webhookEndpoints.organizationId, tenant.organizationId),
    eq(webhookEndpoints.environment, tenant.environment),
    tenant.projectId !== null ? eq(webhookEndpoints.projectId, tenant.projectId) : undefined,
  )!;
}

export async function insertEndpoint(db: Db, row: WebhookEndpointRow): Promise<void> {
  await db.insert(webhookEndpoints).values(row);
}

export async function findEndpoint(db: Db, tenant: EnvTenant, id: string): Promise<WebhookEndpointRow | undefined> {
  return db.select().from(webhookEndpoints).where(ownedEndpoint(tenant, id)).get();
}

export async function listEndpoints(db: Db, tenant: EnvTenant, page: PageRequest): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(ownedEndpoint(tenant), before(webhookEndpoints.createdAt, webhookEndpoints.id, page.cursor)))
    .orderBy(...newestFirst(webhookEndpoints.createdAt, webhookEndpoints.id))
    .limit(page.limit + 1);
}

export type EndpointPatch = Partial<
  Pick<WebhookEndpointRow, "label" | "url" | "eventTypes" | "status" | "lastVerifiedAt" | "lastVerificationStatus">
> & { updatedAt: string };

export async function updateEndpoint(db: Db, tenant: EnvTenant, id: string, patch: EndpointPatch): Promise<WebhookEndpointRow | undefined> {
  const rows = await db.update(webhookEndpoints).set(patch).where(ownedEndpoint(tenant, id)).returning();
  return rows[0];
}

/** Records a verification's outcome and nothing else (a failed one must change nothing the client asked for). */
export async function recordVerification(
  db: Db,
  tenant: EnvTenant,
  id: string,
  outcome: Pick<WebhookEndpointRow, "lastVerifiedAt" | "lastVerificationStatus">,
): Promise<void> {
  await db.update(webhookEndpoints).set(outcome).where(ownedEndpoint(tenant, id));
}

/**
 * Replaces the signing secret in one conditional UPDATE: only while the secret is still `expected`
 * (the sealed value the caller read) and no earlier rotation's overlap is running. The current secret
 * moves to `previous_secret` and signs until `previousSecretExpiresAt`. Of concurrent rotations exactly
 * one wins; the others change nothing and get undefined.
 */
export async function rotateEndpointSecret(
  db: Db,
  tenant: EnvTenant,
  id: string,
  rotation: { expected: string; secret: string; now: string; previousSecretExpiresAt: string },
): Promise<WebhookEndpointRow | undefined> {
  const e = webhookEndpoints;
  const rows = await db
    .update(e)
    .set({
      previousSecret: sql`${e.secret}`,
      previousSecretExpiresAt: rotation.previousSecretExpiresAt,
      secret: rotation.secret,
      secretCreatedAt: rotation.now,
      secretRotatedAt: rotation.now,
      updatedAt: rotation.now,
    })
    .where(
      and(
        ownedEndpoint(tenant, id),
        eq(e.secret, rotation.expected),
        or(isNull(e.previousSecretExpiresAt), lte(e.previousSecretExpiresAt, rotation.now)),
      ),
    )
    .returning();
  return rows[0];
}

/** A tenant's endpoint's deliveries, newest first; the caller has found the endpoint first. */
export async function listDeliveries(
  db: Db,
  tenant: EnvTenant,
  endpointId: string,
  filters: { status?: DeliveryStatus },
  page: PageRequest,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.organizationId, tenant.organizationId),
        eq(webhookDeliveries.environment, tenant.environment),
        filters.status ? eq(webhookDeliveries.status, filters.status) : undefined,
        before(webhookDeliveries.createdAt, webhookDeliveries.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(webhookDeliveries.createdAt, webhookDeliveries.id))
    .limit(page.limit + 1);
}

export async function findDelivery(db: Db, tenant: EnvTenant, endpointId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.organizationId, tenant.organizationId),
        eq(webhookDeliveries.environment, tenant.environment),
      ),
    )
    .get();
}

/** Every attempt of a delivery the tenant owns (found with findDelivery), oldest first. */
export async function listAttempts(db: Db, delivery: WebhookDeliveryRow): Promise<WebhookAttemptRow[]> {
  return db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.id)).orderBy(asc(webhookAttempts.attempt));
}

export interface RecoveryWindow {
  endpointId: string;
  since: string;
  until: string;
}

function failedInWindow(tenant: EnvTenant, window: RecoveryWindow): SQL {
  return and(
    eq(webhookDeliveries.endpointId, window.endpointId),
    eq(webhookDeliveries.organizationId, tenant.organizationId),
    eq(webhookDeliveries.environment, tenant.environment),
    eq(webhookDeliveries.status, "failed"),
    gte(webhookDeliveries.createdAt, window.since),
    lt(webhookDeliveries.createdAt, window.until),
  )!;
}

export async function countFailedDeliveries(db: Db, tenant: EnvTenant, window: RecoveryWindow): Promise<number> {
  const row = await db.select({ n: count() }).from(webhookDeliveries).where(failedInWindow(tenant, window)).get();
  return row?.n ?? 0;
}

/**
 * Claims up to `limit` failed deliveries of the window for another round: failed -> pending, waiting
 * to be queued. One conditional UPDATE, so concurrent recoveries of one window never claim a
 * delivery twice (and a second call while the first round runs finds nothing left to claim).
 */
export async function claimFailedDeliveries(db: Db, tenant: EnvTenant, window: RecoveryWindow, limit: number, now: string): Promise<string[]> {
  const oldest = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(failedInWindow(tenant, window))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
    .limit(limit);
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", enqueuedAt: null, nextAttemptAt: now, updatedAt: now })
    .where(and(inArray(webhookDeliveries.id, oldest), eq(webhookDeliveries.status, "failed")))
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// System queries: the fan-out, the queue consumer and the sweep (no tenant: see the top of the file).

export type DispatchableEvent = Pick<EventRow, "id" | "organizationId" | "environment" | "projectId" | "type" | "createdAt">;

const dispatchable = {
  id: events.id,
  organizationId: events.organizationId,
  environment: events.environment,
  projectId: events.projectId,
  type: events.type,
  createdAt: events.createdAt,
};

export async function findEventToDispatch(db: Db, eventId: string): Promise<DispatchableEvent | undefined> {
  return db.select(dispatchable).from(events).where(eq(events.id, eventId)).get();
}

/** Events recorded before `cutoff` whose deliveries were never created and queued, oldest first. */
export async function undispatchedEvents(db: Db, cutoff: string, limit: number): Promise<DispatchableEvent[]> {
  return db
    .select(dispatchable)
    .from(events)
    .where(and(isNull(events.dispatchedAt), lt(events.createdAt, cutoff)))
    .orderBy(asc(events.createdAt))
    .limit(limit);
}

/**
 * One delivery row for each endpoint the event goes to (CONTRACT.md 6): active, same organization and
 * environment, subscribed to the type, of the event's project (every project when the event has
 * none), and already there when the event happened. The unique index makes a second run a no-op.
 */
export async function createDeliveries(db: Db, event: DispatchableEvent, newDeliveryId: () => string, now: string): Promise<void> {
  const targets = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, event.organizationId),
        eq(webhookEndpoints.environment, event.environment),
        eq(webhookEndpoints.status, "active"),
        event.projectId !== null ? eq(webhookEndpoints.projectId, event.projectId) : undefined,
        sql`${webhookEndpoints.createdAt} <= ${event.createdAt}`,
        sql`EXISTS (SELECT 1 FROM json_each(${webhookEndpoints.eventTypes}) WHERE json_each.value = ${event.type})`,
      ),
    );
  if (targets.length === 0) return;
  const rows = targets.map((t) => ({
    id: newDeliveryId(),
    eventId: event.id,
    endpointId: t.id,
    organizationId: event.organizationId,
    environment: event.environment,
    eventType: event.type,
    status: "pending" as const,
    attempt: 0,
    responseStatus: null,
    nextAttemptAt: now,
    enqueuedAt: null,
    createdAt: event.createdAt,
    updatedAt: now,
  }));
  // D1 binds at most 100 parameters per statement: 13 columns a row.
  for (let i = 0; i < rows.length; i += 7) {
    await db
      .insert(webhookDeliveries)
      .values(rows.slice(i, i + 7))
      .onConflictDoNothing({ target: [webhookDeliveries.eventId, webhookDeliveries.endpointId] });
  }
}

/** Ids of the event's deliveries that still wait for their queue message. */
export async function unqueuedDeliveriesOf(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId), isNull(webhookDeliveries.enqueuedAt)));
  return rows.map((r) => r.id);
}

/** Deliveries left without a queue message since before `cutoff` (a send that was lost), oldest first. */
export async function strandedDeliveries(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.enqueuedAt), lt(webhookDeliveries.updatedAt, cutoff)))
    .orderBy(asc(webhookDeliveries.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims open deliveries whose next attempt was due before `cutoff` and never came: their queue
 * message was lost (a restart of `wrangler dev`, a deploy, a message dropped after the dead-letter
 * queue). The claim moves `next_attempt_at` to now and clears `enqueued_at` in one conditional
 * UPDATE, so overlapping sweeps take each delivery once, and a crash before the queue send leaves it
 * to the stranded-delivery look. Oldest due first.
 */
export async function claimOverdueDeliveries(db: Db, cutoff: string, limit: number, now: string): Promise<string[]> {
  const d = webhookDeliveries;
  // OPEN is written with literals, as the partial index is: SQLite uses the index only when the query implies its condition.
  const overdue = db
    .select({ id: d.id })
    .from(d)
    .where(and(OPEN, lt(d.nextAttemptAt, cutoff)))
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit);
  const rows = await db
    .update(d)
    .set({ nextAttemptAt: now, enqueuedAt: null, updatedAt: now })
    .where(and(inArray(d.id, overdue), OPEN, lt(d.nextAttemptAt, cutoff)))
    .returning({ id: d.id });
  return rows.map((r) => r.id);
}

export async function markEnqueued(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ enqueuedAt: now })
    .where(and(inArray(webhookDeliveries.id, ids), isNull(webhookDeliveries.enqueuedAt)));
}

export async function markDispatched(db: Db, eventId: string, now: string): Promise<void> {
  await db
    .update(events)
    .set({ dispatchedAt: now })
    .where(and(eq(events.id, eventId), isNull(events.dispatchedAt)));
}

/** An event row as the sender reads it (src/webhooks/event-body.ts builds the body from it). */
export type StoredEvent = Pick<EventRow, "id" | "type" | "organizationId" | "environment" | "subjectId" | "payload">;

export interface AttemptTarget {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
  event: StoredEvent;
}

/** What one attempt needs: the delivery, its endpoint (with the sealed secrets) and the event body. */
export async function findAttemptTarget(db: Db, deliveryId: string): Promise<AttemptTarget | undefined> {
  const row = await db
    .select({
      delivery: webhookDeliveries,
      endpoint: webhookEndpoints,
      event: {
        id: events.id,
        type: events.type,
        organizationId: events.organizationId,
        environment: events.environment,
        subjectId: events.subjectId,
        payload: events.payload,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .get();
  return row;
}

/** What one attempt came to: sent or not, the receiver's answer, the error class of a failure. */
export type AttemptOutcome = Omit<WebhookAttemptRow, "id" | "deliveryId" | "attempt">;

/**
 * Records one attempt and the delivery's new state in one transaction. The attempt is numbered here
 * (the delivery's count + 1) and the count moves with the row, so an attempt is counted exactly when
 * it is in the log. The new state applies while the delivery is open; a success always applies (the
 * receiver has the event), a failure never reopens or overwrites a finished delivery (a duplicate
 * message raced another). Answers the delivery's status after the write, undefined when unknown.
 */
export async function recordAttempt(
  db: Db,
  deliveryId: string,
  attemptId: string,
  outcome: AttemptOutcome,
  next: { status: DeliveryStatus; nextAttemptAt: string | null; now: string },
): Promise<DeliveryStatus | undefined> {
  const d = webhookDeliveries;
  const applies = next.status === "succeeded" ? sql`1` : OPEN;
  const [, updated] = await db.batch([
    db.insert(webhookAttempts).select(
      sql`SELECT ${attemptId}, ${d.id}, ${d.attempt} + 1, ${outcome.status}, ${outcome.responseStatus}, ${outcome.durationMs}, ${outcome.error}, ${outcome.attemptedAt}
          FROM ${d} WHERE ${d.id} = ${deliveryId}`,
    ),
    db
      .update(d)
      .set({
        attempt: sql`${d.attempt} + 1`,
        status: sql`CASE WHEN ${applies} THEN ${next.status} ELSE ${d.status} END`,
        responseStatus: sql`CASE WHEN ${applies} THEN ${outcome.responseStatus} ELSE ${d.responseStatus} END`,
        nextAttemptAt: sql`CASE WHEN ${applies} THEN ${next.nextAttemptAt} ELSE ${d.nextAttemptAt} END`,
        updatedAt: next.now,
      })
      .where(eq(d.id, deliveryId))
      .returning({ status: d.status }),
  ]);
  return updated[0]?.status;
}

/**
 * Closes an open delivery without an attempt: its endpoint was disabled after it was queued, or its
 * message reached the dead-letter queue. True when this call closed it. Recoverable like any failure.
 */
export async function failDelivery(db: Db, deliveryId: string, now: string): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), OPEN))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
