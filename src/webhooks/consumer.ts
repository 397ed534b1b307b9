import { type Db, database } from "../db/client.ts";
import { type AttemptTarget, claimAttempt, failDelivery, findAttemptTarget, recordAttempt } from "../db/webhooks.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";
import type { DeliveryMessage } from "./dispatch.ts";
import { eventBody } from "./event-body.ts";
import { signingSecrets } from "./secrets.ts";
import { type AttemptResult, postSigned } from "./send.ts";
import { retrySchedule, timeoutMs, urlPolicy } from "./settings.ts";
import { urlRefusal } from "./url-policy.ts";

/**
 * The webhook queue's consumer. Each message is one attempt of one delivery; the messages of a batch
 * run side by side, so an endpoint that hangs costs the others nothing but its own timeout.
 *
 *   2xx                      -> succeeded, ack
 *   failure, delays left     -> retrying, message.retry({ delaySeconds: schedule[attempts - 1] })
 *   failure, schedule spent  -> failed, a copy to the dead-letter queue, ack
 *
 * `message.attempts` counts this message's deliveries, so a recovered delivery (a new message) gets
 * the whole schedule again; the delivery row's `attempt` counts every attempt it ever had.
 */
export async function consumeWebhookBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = database(env.DB);
  // Two messages for one delivery (a send repeated after a crash, overlapping sweeps) in one batch:
  // the first runs, the others are acked (should this invocation die, the first comes back unacked).
  const seen = new Set<string>();
  const messages = batch.messages.filter((message) => {
    const deliveryId = (message.body as Partial<DeliveryMessage> | null)?.deliveryId;
    if (typeof deliveryId !== "string" || !seen.has(deliveryId)) {
      if (typeof deliveryId === "string") seen.add(deliveryId);
      return true;
    }
    message.ack();
    return false;
  });
  await Promise.all(
    messages.map((message) =>
      attemptDelivery(db, env, message).catch((error: unknown) => {
        // Storage or the queue failed us, not the receiver: the message comes back as it is.
        const name = error instanceof Error ? error.name : typeof error;
        console.error(JSON.stringify({ level: "error", message: "webhook attempt failed to run", error: name }));
        message.retry();
      }),
    ),
  );
}

async function attemptDelivery(db: Db, env: Env, message: Message<unknown>): Promise<void> {
  const deliveryId = (message.body as Partial<DeliveryMessage> | null)?.deliveryId;
  const target = typeof deliveryId === "string" ? await findAttemptTarget(db, deliveryId) : undefined;
  if (!target || (target.delivery.status !== "pending" && target.delivery.status !== "retrying")) {
    message.ack(); // unknown, or a duplicate message for a delivery that already finished
    return;
  }
  if (target.endpoint.status !== "active") {
    await failDelivery(db, target.delivery.id, nowIso()); // disabled after it was queued; recoverable later
    message.ack();
    return;
  }
  const attempt = await claimAttempt(db, target.delivery.id, nowIso());
  if (attempt === null) {
    message.ack();
    return;
  }
  const attemptedAt = nowIso();
  const result = await send(env, db, target);
  const schedule = retrySchedule(env.WEBHOOK_RETRY_SCHEDULE_SECONDS);
  const attemptRow = {
    id: newId("att_"),
    deliveryId: target.delivery.id,
    attempt,
    status: result.ok ? ("succeeded" as const) : ("failed" as const),
    responseStatus: result.responseStatus,
    durationMs: result.durationMs,
    error: result.error,
    attemptedAt,
  };
  const now = Date.now();
  if (result.ok) {
    await recordAttempt(db, attemptRow, { status: "succeeded", nextAttemptAt: null, now: nowIso(now) });
    message.ack();
  } else if (message.attempts <= schedule.length) {
    const delaySeconds = schedule[message.attempts - 1]!;
    await recordAttempt(db, attemptRow, { status: "retrying", nextAttemptAt: nowIso(now + delaySeconds * 1000), now: nowIso(now) });
    message.retry({ delaySeconds });
  } else {
    // Kept in the dead-letter queue first, so a crash before the row says `failed` retries, not loses.
    await env.WEBHOOK_DLQ.send({ deliveryId: target.delivery.id, eventId: target.event.id, endpointId: target.endpoint.id });
    await recordAttempt(db, attemptRow, { status: "failed", nextAttemptAt: null, now: nowIso(now) });
    message.ack();
  }
}

async function send(env: Env, db: Db, target: AttemptTarget): Promise<AttemptResult> {
  const { endpoint, event } = target;
  if (urlRefusal(endpoint.url, urlPolicy(env, endpoint.environment)) !== null) {
    return { ok: false, responseStatus: null, durationMs: 0, error: "url_not_allowed" };
  }
  // The same bytes on every attempt of every endpoint (event-body.ts).
  return postSigned(endpoint.url, event.id, await eventBody(db, event), await signingSecrets(env, endpoint), timeoutMs(env));
}
