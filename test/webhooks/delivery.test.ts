import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";
import { issueKey } from "../helpers";
import { api, deliveredEvent } from "../management/fixtures";
import { consume, deliveryRow, openDelivery, recordingQueue } from "./consumer-harness";
import {
  completeSitAndGo,
  createEndpoint,
  ENDPOINT,
  received,
  receiverName,
  receiverUrl,
  setBehavior,
  sleep,
  waitFor,
  webhookTenant,
} from "./helpers";

/** The test configuration's WEBHOOK_RETRY_SCHEDULE_SECONDS ("1,1,1"): 3 delays, 4 attempts at most. */
const SCHEDULE = [1, 1, 1];

interface DeliveryRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  status: string;
  attempt: number;
  response_status: number | null;
  next_attempt_at: string | null;
}
interface AttemptRow {
  attempt: number;
  status: string;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: string;
}

async function deliveriesOf(endpointId: string): Promise<DeliveryRow[]> {
  return (await env.DB.prepare("SELECT * FROM webhook_deliveries WHERE endpoint_id = ?").bind(endpointId).all<DeliveryRow>()).results;
}

async function attemptsOf(deliveryId: string): Promise<AttemptRow[]> {
  return (await env.DB.prepare("SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt").bind(deliveryId).all<AttemptRow>()).results;
}

/** Waits until the endpoint's only delivery has finished (succeeded or failed). */
async function finished(endpointId: string): Promise<DeliveryRow> {
  return waitFor(`a finished delivery to ${endpointId}`, async () => {
    const [row] = await deliveriesOf(endpointId);
    return row && (row.status === "succeeded" || row.status === "failed") ? row : undefined;
  });
}

/** The event as the contract shapes it: the stored row plus its results (read from the entries). */
const eventPayload = deliveredEvent;

describe("delivering tournament.completed", () => {
  it("retries a receiver that fails twice: the same webhook-id three times, succeeded on attempt 3", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("flaky");
    await setBehavior(name, { failFirst: 2, failStatus: 503 });
    const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
    const { eventId } = await completeSitAndGo(key);

    const delivery = await finished(endpoint.id);
    expect(delivery).toMatchObject({ event_id: eventId, status: "succeeded", attempt: 3, response_status: 204, next_attempt_at: null });
    const requests = await received(name);
    expect(requests.map((r) => r.answered)).toEqual([503, 503, 204]);
    const payload = await eventPayload(eventId);
    for (const request of requests) {
      expect(request.headers["webhook-id"]).toBe(eventId);
      expect(request.headers["content-type"]).toBe("application/json");
      // An independent implementation (the standardwebhooks package) verifies what the receiver got.
      expect(new Webhook(secret).verify(request.body, request.headers)).toEqual(payload);
    }
    // Each retry waited for its delay (1 s in the test schedule) and was signed afresh.
    expect(requests[1]!.receivedAt - requests[0]!.receivedAt).toBeGreaterThanOrEqual(900);
    expect(requests[2]!.receivedAt - requests[1]!.receivedAt).toBeGreaterThanOrEqual(900);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts).toEqual([
      { ...attempts[0], attempt: 1, status: "failed", response_status: 503, error: "http_status" },
      { ...attempts[1], attempt: 2, status: "failed", response_status: 503, error: "http_status" },
      { ...attempts[2], attempt: 3, status: "succeeded", response_status: 204, error: null },
    ]);
    expect(payload).toMatchObject({ id: eventId, type: "tournament.completed", environment: "test" });
  });

  it("gives up after N + 1 attempts when the receiver always fails, and marks the delivery failed", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("down");
    await setBehavior(name, { failFirst: 1000 });
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(name) });
    await completeSitAndGo(key);
    const delivery = await finished(endpoint.id);
    expect(delivery).toMatchObject({ status: "failed", attempt: SCHEDULE.length + 1, response_status: 500, next_attempt_at: null });
    expect((await attemptsOf(delivery.id)).map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, "failed", "http_status"],
      [2, "failed", "http_status"],
      [3, "failed", "http_status"],
      [4, "failed", "http_status"],
    ]);
    await sleep(2500); // nothing more comes
    expect(await received(name)).toHaveLength(SCHEDULE.length + 1);
  });

  it("counts a timeout as a failed attempt and retries it", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("slow");
    await setBehavior(name, { hangMs: 4000, hangFirst: 1 });
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(name) });
    await completeSitAndGo(key);
    const delivery = await finished(endpoint.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempt: 2 });
    const [first, second] = await attemptsOf(delivery.id);
    expect(first).toMatchObject({ attempt: 1, status: "failed", response_status: null, error: "timeout" });
    expect(first!.duration_ms).toBeGreaterThanOrEqual(1400); // WEBHOOK_TIMEOUT_MS is 1500 in the test configuration
    expect(first!.duration_ms).toBeLessThan(3500);
    expect(second).toMatchObject({ attempt: 2, status: "succeeded", response_status: 204 });
  });

  it("does not make healthy endpoints wait for one that hangs", async () => {
    const { key } = await webhookTenant();
    const [slow, fast] = [receiverName("hang"), receiverName("fast")];
    await setBehavior(slow, { hangMs: 5000 });
    const slowEndpoint = (await createEndpoint(key, { url: receiverUrl(slow) })).endpoint;
    const fastEndpoint = (await createEndpoint(key, { url: receiverUrl(fast) })).endpoint;
    await completeSitAndGo(key);
    await finished(fastEndpoint.id);
    // The healthy delivery finished while the hanging one was still on its first attempt.
    expect(await attemptsOf((await deliveriesOf(slowEndpoint.id))[0]!.id)).toEqual([]);
    const [slowRequest] = await received(slow);
    const [fastRequest] = await received(fast);
    expect(Math.abs(fastRequest!.receivedAt - slowRequest!.receivedAt)).toBeLessThan(1000);
  });

  it("reaches only active, subscribed endpoints of the event's organization, environment and project", async () => {
    const { org, key } = await webhookTenant({ projectId: "my-app" });
    await api(key, "POST", "/projects", {}, { body: { projectId: "other-app", name: "other", allowedOrigins: [] } });
    const names = {
      mine: receiverName("mine"),
      disabled: receiverName("disabled"),
      otherProject: receiverName("other-project"),
      live: receiverName("live"),
      stranger: receiverName("stranger"),
    };
    const mine = (await createEndpoint(key, { url: receiverUrl(names.mine) })).endpoint;
    const disabled = (await createEndpoint(key, { url: receiverUrl(names.disabled) })).endpoint;
    expect((await api(key, "PATCH", ENDPOINT, { endpointId: disabled.id }, { body: { status: "disabled" } })).status).toBe(200);
    const otherProject = (await createEndpoint(key, { url: receiverUrl(names.otherProject), projectId: "other-app" })).endpoint;
    const liveKey = (await issueKey(org.id, { environment: "live" })).secret;
    const live = (await createEndpoint(liveKey, { environment: "live", url: receiverUrl(names.live) })).endpoint;
    const stranger = await webhookTenant({ projectId: "my-app" });
    const strangers = (await createEndpoint(stranger.key, { url: receiverUrl(names.stranger) })).endpoint;

    // A project key's tournament belongs to its project: only that project's endpoints hear of it.
    const projectKey = (await issueKey(org.id, { projectId: "my-app" })).secret;
    const inProject = await completeSitAndGo(projectKey);
    // A tournament without a project goes to every project's endpoints of the organization and environment.
    const orgWide = await completeSitAndGo(key);

    const eventsTo = async (endpointId: string) => (await deliveriesOf(endpointId)).map((d) => d.event_id).sort();
    expect(await eventsTo(mine.id)).toEqual([inProject.eventId, orgWide.eventId].sort());
    expect(await eventsTo(otherProject.id)).toEqual([orgWide.eventId]);
    for (const endpoint of [disabled, live, strangers]) expect(await eventsTo(endpoint.id)).toEqual([]);

    await waitFor("both deliveries to mine", async () => ((await received(names.mine)).length === 2 ? true : undefined));
    await waitFor("the org-wide delivery to other-app", async () => ((await received(names.otherProject)).length === 1 ? true : undefined));
    await sleep(1500);
    for (const name of [names.disabled, names.live, names.stranger]) expect(await received(name), name).toEqual([]);
    expect((await received(names.mine)).map((r) => r.headers["webhook-id"]).sort()).toEqual([inProject.eventId, orgWide.eventId].sort());
  });

  it("signs with both secrets during a rotation", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("rotating");
    const { endpoint, secret: old } = await createEndpoint(key, { url: receiverUrl(name) });
    const rotated = await api(key, "POST", `${ENDPOINT}/rotate-secret`, { endpointId: endpoint.id });
    const fresh = rotated.body.secret.secret as string;
    const { eventId } = await completeSitAndGo(key);
    await finished(endpoint.id);
    const [request] = await received(name);
    expect(request!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    const payload = await eventPayload(eventId);
    expect(new Webhook(fresh).verify(request!.body, request!.headers)).toEqual(payload);
    expect(new Webhook(old).verify(request!.body, request!.headers)).toEqual(payload);
  });

  it("never logs a secret or a body", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("quiet");
    await setBehavior(name, { failFirst: 1 });
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))),
    );
    try {
      const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
      await completeSitAndGo(key);
      await finished(endpoint.id);
      const [request] = await received(name);
      const all = lines.join("\n");
      expect(all).not.toContain(secret.slice(6));
      expect(all).not.toContain(request!.body);
      expect(all).not.toContain(request!.headers["webhook-signature"]!.slice(3));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe("the queue consumer, message by message", () => {
  it("answers a failure with a follow-up message at the schedule's delay while delays are left, and acks", async () => {
    const { deliveryId } = await openDelivery({ failFirst: 10 });
    const { queue, sent } = recordingQueue();
    const settings = { WEBHOOK_RETRY_SCHEDULE_SECONDS: "7,60", WEBHOOK_QUEUE: queue };
    const result = await consume(deliveryId, 1, settings);
    expect(result.explicitAcks).toEqual(["msg-1"]);
    expect(result.retryMessages).toEqual([]);
    expect(sent.map(({ body, options }) => ({ body, options }))).toEqual([{ body: { deliveryId, step: 1 }, options: { delaySeconds: 7 } }]);
    const second = await consume(deliveryId, 1, settings, 1);
    expect(second.explicitAcks).toEqual(["msg-1"]);
    expect(sent[1]).toMatchObject({ body: { deliveryId, step: 2 }, options: { delaySeconds: 60 } });
    const row = await env.DB.prepare("SELECT status, attempt, next_attempt_at, updated_at FROM webhook_deliveries WHERE id = ?")
      .bind(deliveryId)
      .first<Record<string, string>>();
    expect(row).toMatchObject({ status: "retrying", attempt: 2 });
    expect(Date.parse(row!.next_attempt_at!) - Date.parse(row!.updated_at!)).toBe(60_000);
  });

  it("counts a message Queues handed over again (retried, or its run crashed) as a step of the schedule", async () => {
    const { deliveryId } = await openDelivery({ failFirst: 10 });
    const { queue, sent } = recordingQueue();
    // A message from before follow-ups carried their step: the second time Queues hands it over.
    await consume(deliveryId, 2, { WEBHOOK_RETRY_SCHEDULE_SECONDS: "7,60,600", WEBHOOK_QUEUE: queue });
    expect(sent.map((s) => s.options)).toEqual([{ delaySeconds: 60 }]);
    expect(sent[0]!.body).toEqual({ deliveryId, step: 2 });
  });

  it("on the last attempt marks the delivery failed, keeps a copy in the dead-letter queue and acks", async () => {
    const { deliveryId, eventId, endpointId } = await openDelivery({ failFirst: 10 });
    const deadLetters = recordingQueue();
    const followUps = recordingQueue();
    const result = await consume(
      deliveryId,
      1,
      { WEBHOOK_RETRY_SCHEDULE_SECONDS: "7,60", WEBHOOK_DLQ: deadLetters.queue, WEBHOOK_QUEUE: followUps.queue },
      2,
    );
    expect(result.explicitAcks).toEqual(["msg-1"]);
    expect(result.retryMessages).toEqual([]);
    expect(result.retryCalls).toEqual([]);
    expect(followUps.sent).toEqual([]);
    const row = await deliveryRow(deliveryId);
    expect(row).toMatchObject({ status: "failed", attempt: 1, next_attempt_at: null });
    expect(deadLetters.sent.map((s) => s.body)).toEqual([{ deliveryId, eventId, endpointId, failedAt: row.updated_at }]);
  });

  it("acks a duplicate message for a finished delivery without sending anything", async () => {
    const { deliveryId, name } = await openDelivery({});
    expect((await consume(deliveryId, 1)).explicitAcks).toEqual(["msg-1"]);
    expect((await consume(deliveryId, 1)).explicitAcks).toEqual(["msg-1"]);
    expect(await received(name)).toHaveLength(1);
    expect((await consume("dlv_unknown", 1)).explicitAcks).toEqual(["msg-1"]);
  });
});
