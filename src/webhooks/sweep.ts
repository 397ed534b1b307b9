import { database } from "../db/client.ts";
import { claimOverdueDeliveries, strandedDeliveries, undispatchedEvents } from "../db/webhooks.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { dispatchEvent, enqueueDeliveries } from "./dispatch.ts";
import { timeoutMs } from "./settings.ts";

/**
 * Only what has been left alone this long is swept: the request that recorded an event (or the
 * recovery that re-opened a delivery) normally queues it within a second, and must not race the sweep.
 */
const SWEEP_GRACE_MS = 60_000;
/**
 * An open delivery whose next attempt was due this long ago, plus one attempt's WEBHOOK_TIMEOUT_MS, has
 * lost its message: Queues hands a delayed message over within seconds of its delay, and an attempt that
 * began then has recorded its outcome (moving `nextAttemptAt`) by the timeout. So a retry whose message
 * was lost goes out about a minute after it was due (the cron runs every minute), not ten. Should a
 * backlogged queue still hold the message, the delivery gets two: the consumer drops a second one for a
 * delivery that has finished, and receivers dedupe by `webhook-id` anyway (at least once, CONTRACT 6).
 */
const OVERDUE_MS = 60_000;
const EVENTS_PER_RUN = 50;
const DELIVERIES_PER_RUN = 200;

/**
 * The cron trigger's job (nothing lost, nothing stuck, CONTRACT.md 6):
 *   - fans out events recorded but never dispatched (the Worker died between the commit and the queue send);
 *   - queues deliveries whose message was never sent;
 *   - re-queues `pending` / `retrying` deliveries whose `nextAttemptAt` is a minute past: their message was
 *     lost (`npm start` restarted with a retry waiting, a deploy, a dead letter whose consumer failed).
 *     Each goes out with its original `webhook-id` and a fresh schedule, like a recovery.
 * Idempotent: delivery rows are unique per event and endpoint, each step marks what it finished, and
 * an overdue delivery is claimed (its `nextAttemptAt` moved to now) before it is queued.
 */
export async function sweepWebhooks(env: Env, now = Date.now()): Promise<{ events: number; deliveries: number; overdue: number }> {
  const db = database(env.DB);
  const cutoff = nowIso(now - SWEEP_GRACE_MS);
  const events = await undispatchedEvents(db, cutoff, EVENTS_PER_RUN);
  for (const event of events) await dispatchEvent(env, db, event);
  const stranded = await strandedDeliveries(db, cutoff, DELIVERIES_PER_RUN);
  await enqueueDeliveries(env, db, stranded);
  const overdue = await claimOverdueDeliveries(db, nowIso(now - OVERDUE_MS - timeoutMs(env)), DELIVERIES_PER_RUN, nowIso(now));
  await enqueueDeliveries(env, db, overdue);
  return { events: events.length, deliveries: stranded.length, overdue: overdue.length };
}
