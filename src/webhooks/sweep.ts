import { database } from "../db/client.ts";
import { strandedDeliveries, undispatchedEvents } from "../db/webhooks.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { dispatchEvent, enqueueDeliveries } from "./dispatch.ts";

/**
 * Only what has been left alone this long is swept: the request that recorded an event (or the
 * recovery that re-opened a delivery) normally queues it within a second, and must not race the sweep.
 */
const SWEEP_GRACE_MS = 60_000;
const EVENTS_PER_RUN = 50;
const DELIVERIES_PER_RUN = 200;

/**
 * The cron trigger's job (nothing lost, CONTRACT.md 6): fans out events recorded but never
 * dispatched (the Worker died between the commit and the queue send), and queues deliveries whose
 * message was never sent. Idempotent: delivery rows are unique per event and endpoint, and each
 * step marks what it finished.
 */
export async function sweepWebhooks(env: Env, now = Date.now()): Promise<{ events: number; deliveries: number }> {
  const db = database(env.DB);
  const cutoff = nowIso(now - SWEEP_GRACE_MS);
  const events = await undispatchedEvents(db, cutoff, EVENTS_PER_RUN);
  for (const event of events) await dispatchEvent(env, db, event);
  const stranded = await strandedDeliveries(db, cutoff, DELIVERIES_PER_RUN);
  await enqueueDeliveries(env, db, stranded);
  return { events: events.length, deliveries: stranded.length };
}
