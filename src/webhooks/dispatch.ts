import type { Db } from "../db/client.ts";
import { createDeliveries, type DispatchableEvent, findEventToDispatch, markDispatched, markEnqueued, unqueuedDeliveriesOf } from "../db/webhooks.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";

/** The body of a webhook queue message: which delivery to attempt. Everything else is read fresh. */
export interface DeliveryMessage {
  deliveryId: string;
  /**
   * The attempt's place in the retry schedule: absent (0) for the first of a round (dispatch, sweep,
   * recovery), set by the consumer on the follow-up message of a failed attempt (consumer.ts).
   */
  step?: number;
}

/** Messages per send: a queue batch takes 100; 50 keeps markEnqueued under D1's 100 bound parameters. */
const SEND_CHUNK = 50;

/**
 * Sends one queue message per delivery, then notes that each was sent. A crash in between leaves
 * `enqueued_at` empty and the sweep sends again: a delivery may get two messages (at least once),
 * never none. The consumer's attempt claim makes a message for a finished delivery a no-op.
 */
export async function enqueueDeliveries(env: Env, db: Db, deliveryIds: string[]): Promise<void> {
  for (let i = 0; i < deliveryIds.length; i += SEND_CHUNK) {
    const chunk = deliveryIds.slice(i, i + SEND_CHUNK);
    await env.WEBHOOK_QUEUE.sendBatch(chunk.map((deliveryId) => ({ body: { deliveryId } satisfies DeliveryMessage })));
    await markEnqueued(db, chunk, nowIso());
  }
}

/**
 * The fan-out of one recorded event: a delivery row per matching endpoint (idempotent: unique per
 * event and endpoint), a queue message for each not yet queued, then the event is marked dispatched.
 * Safe to run again at any point, which is what the sweep does for events a crash left behind.
 */
export async function dispatchEvent(env: Env, db: Db, event: DispatchableEvent): Promise<void> {
  await createDeliveries(db, event, () => newId("dlv_"), nowIso());
  await enqueueDeliveries(env, db, await unqueuedDeliveriesOf(db, event.id));
  await markDispatched(db, event.id, nowIso());
}

/**
 * Called right after the event's row committed (tournament completion). A failure here loses
 * nothing: the event stays undispatched and the sweep picks it up, so the caller's answer does not
 * depend on it. Logs the event id and the error class only.
 */
export async function dispatchRecordedEvent(env: Env, db: Db, eventId: string): Promise<void> {
  try {
    const event = await findEventToDispatch(db, eventId);
    if (event) await dispatchEvent(env, db, event);
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    console.warn(JSON.stringify({ level: "warn", message: "webhook dispatch deferred to the sweep", eventId, error: name }));
  }
}
