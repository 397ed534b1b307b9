import { type Db, database } from "../db/client.ts";
import { type AttemptOutcome, type AttemptTarget, failDelivery, findAttemptTarget, recordAttempt } from "../db/webhooks.ts";
import type { AttemptError } from "../domain/webhooks.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";
import type { DeadLetter } from "./dead-letters.ts";
import type { DeliveryMessage } from "./dispatch.ts";
import { eventBody } from "./event-body.ts";
import { signingSecrets } from "./secrets.ts";
import { postSigned } from "./send.ts";
import { retrySchedule, timeoutMs, urlPolicy } from "./settings.ts";
import { urlRefusal } from "./url-policy.ts";

/**
 * The webhook queue's consumer. Each message is one attempt of one delivery, at `step` of the retry
 * schedule; the messages of a batch run side by side.
 *
 *   2xx                       -> succeeded, ack
 *   failure, delays left      -> retrying, a follow-up message at step + 1 after schedule[step], ack
 *   failure, schedule spent   -> failed (recoverable), a copy to the dead-letter queue, ack
 *   nothing could be recorded -> message.retry({ delaySeconds: schedule[step] }), nothing counted
 *
 * A failure before sending (the secret does not open, the event cannot be read) is an attempt like any
 * other: recorded with its error class, retried on the schedule, failed when the schedule is spent.
 *
 * Why a follow-up message and not message.retry(): Queues applies ack() and retry() only when the whole
 * batch has returned, so a retry's delay would start after the slowest endpoint of the batch (a hanging
 * one holds everyone's retries for its timeout). A message sent now starts its delay now.
 */
export async function consumeWebhookBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = database(env.DB);
  const schedule = retrySchedule(env.WEBHOOK_RETRY_SCHEDULE_SECONDS);
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
  await Promise.all(messages.map((message) => settle(db, env, schedule, message)));
}

interface Ref {
  deliveryId: string;
  /** Attempts this round of the delivery made before this one: the index into the schedule. */
  step: number;
}

/**
 * The message's delivery and step. Each time Queues hands the same message again (its run crashed, or
 * it was retried) counts as a step too, so crashes back off like failures and cannot loop for ever. A
 * message without `step` (the first of a round: dispatch, sweep, recovery) starts at 0.
 */
function readMessage(message: Message<unknown>): Ref | null {
  const body = message.body as Partial<DeliveryMessage> | null;
  if (typeof body?.deliveryId !== "string") return null;
  const step = typeof body.step === "number" && Number.isInteger(body.step) && body.step >= 0 ? body.step : 0;
  return { deliveryId: body.deliveryId, step: step + message.attempts - 1 };
}

const delayAt = (schedule: readonly number[], step: number) => schedule[Math.min(step, schedule.length - 1)] ?? 0;

async function settle(db: Db, env: Env, schedule: readonly number[], message: Message<unknown>): Promise<void> {
  const ref = readMessage(message);
  if (ref === null) return message.ack();
  try {
    await attemptDelivery(db, env, schedule, message, ref);
  } catch (error) {
    // Storage (or the queue) failed us, not the receiver, and nothing could be recorded.
    logError("webhook attempt could not be recorded", ref.deliveryId, error);
    await crashed(db, schedule, message, ref);
  }
}

/**
 * A run that recorded nothing. While the schedule lasts, the message comes back after the schedule's
 * delay for its step; once it is spent the delivery is closed `failed` (recoverable). Should storage
 * still fail, the message keeps coming back until Queues moves it to the dead-letter queue
 * (max_retries), whose consumer closes the delivery (dead-letters.ts); should even that fail, the
 * sweep re-queues the delivery once its next attempt is long overdue (sweep.ts).
 */
async function crashed(db: Db, schedule: readonly number[], message: Message<unknown>, ref: Ref): Promise<void> {
  if (ref.step >= schedule.length) {
    try {
      await failDelivery(db, ref.deliveryId, nowIso());
      return message.ack();
    } catch (error) {
      logError("webhook delivery could not be closed", ref.deliveryId, error);
    }
  }
  message.retry({ delaySeconds: delayAt(schedule, ref.step) });
}

async function attemptDelivery(db: Db, env: Env, schedule: readonly number[], message: Message<unknown>, ref: Ref): Promise<void> {
  const target = await findAttemptTarget(db, ref.deliveryId);
  if (!target || (target.delivery.status !== "pending" && target.delivery.status !== "retrying")) {
    return message.ack(); // unknown, or a duplicate message for a delivery that already finished
  }
  if (target.endpoint.status !== "active") {
    await failDelivery(db, target.delivery.id, nowIso()); // disabled after it was queued; recoverable later
    return message.ack();
  }
  const outcome = await attempt(env, db, target);
  const now = Date.now();
  const delaySeconds = outcome.status === "failed" && ref.step < schedule.length ? schedule[ref.step]! : null;
  const status = outcome.status === "succeeded" ? "succeeded" : delaySeconds !== null ? "retrying" : "failed";
  const nextAttemptAt = delaySeconds !== null ? nowIso(now + delaySeconds * 1000) : null;
  const recorded = await recordAttempt(db, target.delivery.id, newId("att_"), outcome, { status, nextAttemptAt, now: nowIso(now) });
  // Another message finished the delivery meanwhile: this attempt is in the log, nothing follows it.
  if (recorded !== status || delaySeconds === null) {
    if (recorded === "failed" && status === "failed") await keepDeadLetter(env, target, nowIso(now));
    return message.ack();
  }
  try {
    await env.WEBHOOK_QUEUE.send({ deliveryId: target.delivery.id, step: ref.step + 1 } satisfies DeliveryMessage, { delaySeconds });
    message.ack();
  } catch (error) {
    // The same message comes back instead, after the same delay, one step further (readMessage).
    logError("webhook follow-up could not be queued", target.delivery.id, error);
    message.retry({ delaySeconds });
  }
}

/**
 * A copy of a delivery whose schedule is spent, for the dead-letter queue (CONTRACT.md 6). The row was
 * marked `failed` first: the copy is a record, its loss costs nothing, so a failed send is only logged.
 */
async function keepDeadLetter(env: Env, target: AttemptTarget, failedAt: string): Promise<void> {
  const copy: DeadLetter = { deliveryId: target.delivery.id, eventId: target.event.id, endpointId: target.endpoint.id, failedAt };
  try {
    await env.WEBHOOK_DLQ.send(copy);
  } catch (error) {
    logError("webhook dead-letter copy could not be sent", target.delivery.id, error);
  }
}

/**
 * One attempt: never throws. What fails before the request goes out is a failed attempt with its
 * error class, so it is counted and logged like one that was sent.
 */
async function attempt(env: Env, db: Db, target: AttemptTarget): Promise<AttemptOutcome> {
  const { endpoint, event } = target;
  const attemptedAt = nowIso();
  const started = Date.now();
  const notSent = (error: AttemptError): AttemptOutcome => ({
    status: "failed",
    responseStatus: null,
    durationMs: Date.now() - started,
    error,
    attemptedAt,
  });
  if (urlRefusal(endpoint.url, urlPolicy(env, endpoint.environment)) !== null) return notSent("url_not_allowed");
  let body: string;
  let secrets: string[];
  try {
    // The same bytes on every attempt of every endpoint (event-body.ts).
    body = await eventBody(db, event);
  } catch {
    return notSent("internal_error");
  }
  try {
    secrets = await signingSecrets(env, endpoint);
  } catch {
    return notSent("secret_unavailable"); // e.g. SECRETS_KEY changed: recover once the key is back
  }
  const result = await postSigned(endpoint.url, event.id, body, secrets, timeoutMs(env));
  return {
    status: result.ok ? "succeeded" : "failed",
    responseStatus: result.responseStatus,
    durationMs: result.durationMs,
    error: result.error,
    attemptedAt,
  };
}

/** The delivery id and the error's class only: a message could quote a URL, a body or a secret. */
function logError(message: string, deliveryId: string, error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  console.error(JSON.stringify({ level: "error", message, deliveryId, error: name }));
}
