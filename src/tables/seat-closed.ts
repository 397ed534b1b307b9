/**
 * `table.seat_closed` (CONTRACT 10.4) through the existing webhook pipeline: the table object keeps each
 * closure in its outbox until the event row is in D1 (recorded before it is queued, like every event),
 * then the fan-out queues its deliveries (signed, retried, in the delivery log). The row's subject is
 * the seating's own id, and events are unique per (subject, type), so an outbox retry after a crash
 * records nothing twice: exactly one event per seat.
 */
import { database } from "../db/client.ts";
import { events } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { dispatchRecordedEvent } from "../webhooks/dispatch.ts";

export interface SeatClosedRecord {
  eventId: string;
  seatingId: string;
  organizationId: string;
  environment: "test" | "live";
  projectId: string | null;
  body: {
    id: string;
    type: "table.seat_closed";
    createdAt: string;
    environment: "test" | "live";
    projectId: string | null;
    data: {
      table: { id: string; ringGameId: string };
      seat: { seatNumber: number; playerRef: string; displayName: string; participant: "human" | "bot" };
      finalStack: number;
      reason: string;
      closedAt: string;
      topUps: { added: number; returned: number };
    };
  };
}

export async function recordSeatClosed(env: Env, record: SeatClosedRecord): Promise<void> {
  const db = database(env.DB);
  await db
    .insert(events)
    .values({
      id: record.eventId,
      organizationId: record.organizationId,
      environment: record.environment,
      projectId: record.projectId,
      type: "table.seat_closed",
      subjectId: record.seatingId,
      payload: record.body,
      createdAt: record.body.createdAt,
    })
    .onConflictDoNothing();
  // Queuing may fail after the row is in: the cron sweep queues recorded events that were never dispatched.
  await dispatchRecordedEvent(env, db, record.eventId);
}
