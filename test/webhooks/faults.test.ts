import { createScheduledController, env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env.ts";
import worker from "../../src/index";
import { sealSecret } from "../../src/lib/sealed-secrets.ts";
import { captureLogs } from "../logs.ts";
import { api, deliveredEvent } from "../management/fixtures";
import { attemptsOf, consume, consumeBatch, deliveryRow, faultyDb, openDelivery, recordingQueue } from "./consumer-harness";
import { completeSitAndGo, createEndpoint, ENDPOINT, received, receiverName, receiverUrl, sleep, waitFor, webhookTenant } from "./helpers";

/**
 * Issue 18, part 1: a delivery always ends `succeeded` or `failed`, never stuck. Each fault is injected
 * into the consumer (or the queue, or the clock of a row), then healed; the receiver must then get the
 * event exactly once, with its original webhook-id, signed with the endpoint's secret.
 */

const RECOVER = `${ENDPOINT}/recover`;
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** Waits until the delivery has finished (succeeded or failed). */
async function finishedDelivery(deliveryId: string) {
  return waitFor(`delivery ${deliveryId} to finish`, async () => {
    const row = await deliveryRow(deliveryId);
    return row.status === "succeeded" || row.status === "failed" ? row : undefined;
  });
}

/** The receiver got this event exactly once (and nothing more comes), verifiably signed with `secret`. */
async function receivedOnce(name: string, eventId: string, secret: string) {
  const [request] = await waitFor(`a request at ${name}`, async () => {
    const got = await received(name);
    return got.length > 0 ? got : undefined;
  });
  await sleep(2500); // a duplicate, or a retry of a delivery that succeeded, would arrive meanwhile
  expect(await received(name)).toHaveLength(1);
  expect(request!.headers["webhook-id"]).toBe(eventId);
  expect(new Webhook(secret).verify(request!.body, request!.headers)).toEqual(await deliveredEvent(eventId));
}

async function recover(key: string, endpointId: string) {
  const res = await api(key, "POST", RECOVER, { endpointId }, { body: { since: hourAgo() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.deliveries as number;
}

describe("a consumer that throws before sending", () => {
  it("when storage fails the whole run: nothing sent, nothing counted, the message back after the schedule's delay", async () => {
    const { deliveryId, name, secret, eventId } = await openDelivery({});
    const down = faultyDb(/./);
    const { queue, sent } = recordingQueue();
    const logs = captureLogs();
    const result = await consume(deliveryId, 1, { DB: down.db, WEBHOOK_QUEUE: queue, WEBHOOK_RETRY_SCHEDULE_SECONDS: "7,60" });
    logs.restore();
    expect(down.failures()).toBeGreaterThan(0);
    expect(logs.entries()).toContainEqual(expect.objectContaining({ level: "error", message: "webhook attempt could not be recorded", deliveryId }));
    expect(result.retryCalls).toEqual([[{ delaySeconds: 7 }]]); // not at once
    expect(result.explicitAcks).toEqual([]);
    expect(sent).toEqual([]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "retrying", attempt: 0 });
    expect(await attemptsOf(deliveryId)).toEqual([]);
    expect(await received(name)).toEqual([]);

    // Healed: Queues hands the same message over again.
    const healed = await consume(deliveryId, 2);
    expect(healed.explicitAcks).toEqual(["msg-2"]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "succeeded", attempt: 1, response_status: 204, next_attempt_at: null });
    expect((await attemptsOf(deliveryId)).map((a) => [a.attempt, a.status, a.error])).toEqual([[1, "succeeded", null]]);
    await receivedOnce(name, eventId, secret);
  });

  it("when the event cannot be read: a failed attempt in the log (internal_error), retried on the schedule", async () => {
    const { deliveryId, name, secret, eventId } = await openDelivery({});
    const entriesDown = faultyDb(/from "entries"/i);
    const { queue, sent } = recordingQueue();
    const result = await consume(deliveryId, 1, { DB: entriesDown.db, WEBHOOK_QUEUE: queue, WEBHOOK_RETRY_SCHEDULE_SECONDS: "7,60" });
    expect(entriesDown.failures()).toBe(1);
    expect(result.explicitAcks).toEqual(["msg-1"]);
    expect(sent.map(({ body, options }) => ({ body, options }))).toEqual([{ body: { deliveryId, step: 1 }, options: { delaySeconds: 7 } }]);
    const row = await deliveryRow(deliveryId);
    expect(row).toMatchObject({ status: "retrying", attempt: 1, response_status: null });
    expect(Date.parse(row.next_attempt_at!) - Date.parse(row.updated_at)).toBe(7000);
    expect(await attemptsOf(deliveryId)).toEqual([
      {
        id: expect.stringMatching(/^att_/),
        delivery_id: deliveryId,
        attempt: 1,
        status: "failed",
        response_status: null,
        duration_ms: expect.any(Number),
        error: "internal_error",
        attempted_at: expect.any(String),
      },
    ]);
    expect(await received(name)).toEqual([]);

    // Healed: the follow-up message runs.
    expect((await consume(deliveryId, 1, {}, 1)).explicitAcks).toEqual(["msg-1"]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "succeeded", attempt: 2 });
    expect((await attemptsOf(deliveryId)).map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, "failed", "internal_error"],
      [2, "succeeded", null],
    ]);
    await receivedOnce(name, eventId, secret);
  });

  it("when it keeps crashing past the schedule: the delivery is failed, and recover sends it once", async () => {
    const { deliveryId, name, secret, eventId, key, endpointId } = await openDelivery({});
    // The read of the delivery itself fails: nothing about it can be known or recorded.
    const readDown = faultyDb(/from "webhook_deliveries" inner join/i);
    const logs = captureLogs();
    const result = await consume(deliveryId, 4, { DB: readDown.db }); // the test schedule has 3 delays
    logs.restore();
    expect(readDown.failures()).toBe(1);
    expect(logs.entries()).toContainEqual(expect.objectContaining({ level: "error", message: "webhook attempt could not be recorded", deliveryId }));
    expect(result.explicitAcks).toEqual(["msg-4"]);
    expect(result.retryCalls).toEqual([]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "failed", attempt: 0, next_attempt_at: null });

    expect(await recover(key, endpointId)).toBe(1);
    expect(await finishedDelivery(deliveryId)).toMatchObject({ status: "succeeded", attempt: 1 });
    await receivedOnce(name, eventId, secret);
  });
});

describe("a secret that no longer opens (SECRETS_KEY changed)", () => {
  it("is a failed attempt each time (secret_unavailable); the delivery fails on schedule and is recovered once the key is back", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("rekeyed");
    const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
    const row = await env.DB.prepare("SELECT secret FROM webhook_endpoints WHERE id = ?").bind(endpoint.id).first<{ secret: string }>();
    // What the Worker meets after SECRETS_KEY changed: a secret sealed under another key.
    const otherKey = { SECRETS_KEY: btoa("k".repeat(32)) } as Env;
    const setSealed = (sealed: string) => env.DB.prepare("UPDATE webhook_endpoints SET secret = ? WHERE id = ?").bind(sealed, endpoint.id).run();
    await setSealed(await sealSecret(otherKey, secret, endpoint.id));

    const { eventId } = await completeSitAndGo(key);
    const [{ id: deliveryId }] = (
      await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE endpoint_id = ?").bind(endpoint.id).all<{ id: string }>()
    ).results as [{ id: string }];
    expect(await finishedDelivery(deliveryId)).toMatchObject({ status: "failed", attempt: 4, response_status: null, next_attempt_at: null });
    expect((await attemptsOf(deliveryId)).map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, "failed", "secret_unavailable"],
      [2, "failed", "secret_unavailable"],
      [3, "failed", "secret_unavailable"],
      [4, "failed", "secret_unavailable"],
    ]);
    expect(await received(name)).toEqual([]);

    await setSealed(row!.secret); // the old key is back
    expect(await recover(key, endpoint.id)).toBe(1);
    expect(await finishedDelivery(deliveryId)).toMatchObject({ status: "succeeded", attempt: 5 });
    await receivedOnce(name, eventId, secret);
  });
});

describe("a delivery whose queue message was lost", () => {
  it("left `retrying` by a restart with its next attempt long past: the sweep sends it again, once", async () => {
    const { deliveryId, name, secret, eventId } = await openDelivery({});
    // Attempt 1 failed and its retry was waiting in the local queue when `npm start` was restarted.
    const longAgo = new Date(Date.now() - 30 * 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("UPDATE webhook_deliveries SET attempt = 1, response_status = 500, next_attempt_at = ?, updated_at = ? WHERE id = ?").bind(
        longAgo,
        longAgo,
        deliveryId,
      ),
      env.DB.prepare(
        "INSERT INTO webhook_attempts (id, delivery_id, attempt, status, response_status, duration_ms, error, attempted_at) VALUES (?, ?, 1, 'failed', 500, 12, 'http_status', ?)",
      ).bind(`att_${crypto.randomUUID()}`, deliveryId, longAgo),
    ]);
    const cron = () => worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env);
    await cron();
    await cron(); // the second sweep finds it claimed (next attempt moved to now): no second message
    expect(await finishedDelivery(deliveryId)).toMatchObject({ status: "succeeded", attempt: 2 });
    expect((await attemptsOf(deliveryId)).map((a) => [a.attempt, a.status])).toEqual([
      [1, "failed"],
      [2, "succeeded"],
    ]);
    await receivedOnce(name, eventId, secret);
  });

  it("a retry due about a minute ago whose message was lost: the sweep sends it then, not 10 minutes later (issue 31)", async () => {
    const { deliveryId, name, secret, eventId } = await openDelivery({});
    const dueAt = new Date(Date.now() - 75_000).toISOString();
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ?, updated_at = ? WHERE id = ?").bind(dueAt, dueAt, deliveryId).run();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), env);
    expect(await finishedDelivery(deliveryId)).toMatchObject({ status: "succeeded", attempt: 1 });
    await receivedOnce(name, eventId, secret);
  });

  it("leaves a retry due only seconds ago to its message, which may be on its way", async () => {
    const { deliveryId, name } = await openDelivery({});
    const dueAt = new Date(Date.now() - 15_000).toISOString();
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?").bind(dueAt, deliveryId).run();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), env);
    await sleep(2500);
    expect(await received(name)).toEqual([]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "retrying", attempt: 0, next_attempt_at: dueAt });
  });

  it("leaves a delivery whose retry is due only now (or later) to its message", async () => {
    const { deliveryId, name } = await openDelivery({});
    const soon = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?").bind(soon, deliveryId).run();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env);
    await sleep(2500);
    expect(await received(name)).toEqual([]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "retrying", attempt: 0, next_attempt_at: soon });
  });

  it("moved to the dead-letter queue by Queues: the DLQ consumer marks it failed, and recover sends it once", async () => {
    const { deliveryId, name, secret, eventId, key, endpointId } = await openDelivery({}, "pending");
    const logs = captureLogs();
    const result = await consumeBatch("pokerworks-webhooks-dlq", [{ id: "dead-1", attempts: 1, body: { deliveryId, step: 2 } }]);
    logs.restore();
    expect(result.explicitAcks).toEqual(["dead-1"]);
    expect(logs.entries()).toEqual([{ level: "warn", message: "webhook delivery failed from the dead-letter queue", deliveryId }]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "failed", attempt: 0, next_attempt_at: null });
    await sleep(1000);
    expect(await received(name)).toEqual([]); // dead letters are not delivered, they are closed

    expect(await recover(key, endpointId)).toBe(1);
    expect(await finishedDelivery(deliveryId)).toMatchObject({ status: "succeeded", attempt: 1 });
    await receivedOnce(name, eventId, secret);
  });

  it("a dead-letter copy of a delivery that has been recovered since changes nothing", async () => {
    const { deliveryId, eventId, endpointId } = await openDelivery({}, "pending");
    const copy = { deliveryId, eventId, endpointId, failedAt: hourAgo() };
    const result = await consumeBatch("pokerworks-webhooks-dlq", [{ id: "copy-1", attempts: 1, body: copy }]);
    expect(result.explicitAcks).toEqual(["copy-1"]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "pending" });
  });
});

describe("a hanging endpoint in the same batch", () => {
  it("does not hold another endpoint's retry: its follow-up is queued as soon as its own attempt ends", async () => {
    const hanging = await openDelivery({ hangMs: 6000 });
    const failing = await openDelivery({ failFirst: 1 });
    const { queue, sent } = recordingQueue();
    const started = Date.now();
    const result = await consumeBatch(
      "pokerworks-webhooks",
      [
        { id: "hang", attempts: 1, body: { deliveryId: hanging.deliveryId } },
        { id: "fail", attempts: 1, body: { deliveryId: failing.deliveryId } },
      ],
      { WEBHOOK_QUEUE: queue, WEBHOOK_TIMEOUT_MS: "3000" },
    );
    // The batch lasted as long as the hanging endpoint's timeout...
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(result.explicitAcks.sort()).toEqual(["fail", "hang"]);
    // ...while the failing endpoint's retry was on its way, its delay running, long before.
    const followUp = sent.find((s) => (s.body as { deliveryId: string }).deliveryId === failing.deliveryId);
    expect(followUp).toMatchObject({ body: { deliveryId: failing.deliveryId, step: 1 }, options: { delaySeconds: 1 } });
    expect(followUp!.at - started).toBeLessThan(1500);
    expect((await attemptsOf(hanging.deliveryId)).map((a) => a.error)).toEqual(["timeout"]);
  });
});
