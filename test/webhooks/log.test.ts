import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createOrganization, issueKey } from "../helpers";
import { api, codeAt } from "../management/fixtures";
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

const DELIVERIES = `${ENDPOINT}/deliveries`;
const DELIVERY = `${ENDPOINT}/deliveries/{deliveryId}`;
const RECOVER = `${ENDPOINT}/recover`;

/** Waits until the endpoint's delivery log shows `count` deliveries, all finished. */
async function finishedLog(key: string, endpointId: string, count = 1) {
  return waitFor(`${count} finished deliveries`, async () => {
    const res = await api(key, "GET", DELIVERIES, { endpointId });
    const data = res.body.data as Array<{ status: string }>;
    return data.length === count && data.every((d) => d.status === "succeeded" || d.status === "failed") ? res.body : undefined;
  });
}

describe("the delivery log", () => {
  it("shows a delivery that succeeded on attempt 3 with all three attempts", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("log-flaky");
    await setBehavior(name, { failFirst: 2 });
    const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
    const { eventId } = await completeSitAndGo(key);
    const log = await finishedLog(key, endpoint.id);
    expect(log.object).toBe("developer_webhook_deliveries");
    const [delivery] = log.data;
    expect(delivery).toEqual({
      id: expect.stringMatching(/^dlv_/),
      eventId,
      eventType: "tournament.completed",
      attempt: 3,
      status: "succeeded",
      responseStatus: 204,
      nextAttemptAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const detail = await api(key, "GET", DELIVERY, { endpointId: endpoint.id, deliveryId: delivery.id });
    expect(detail.status).toBe(200);
    const { attempts, ...rest } = detail.body.delivery;
    expect(rest).toEqual(delivery);
    expect(attempts).toEqual([
      { attempt: 1, status: "failed", responseStatus: 500, durationMs: expect.any(Number), error: "http_status", attemptedAt: expect.any(String) },
      { attempt: 2, status: "failed", responseStatus: 500, durationMs: expect.any(Number), error: "http_status", attemptedAt: expect.any(String) },
      { attempt: 3, status: "succeeded", responseStatus: 204, durationMs: expect.any(Number), error: null, attemptedAt: expect.any(String) },
    ]);
    // The attempts are what the receiver saw, in order and a retry delay apart.
    const requests = await received(name);
    expect(requests.map((r) => r.headers["webhook-id"])).toEqual([eventId, eventId, eventId]);
    const times = attempts.map((a: { attemptedAt: string }) => Date.parse(a.attemptedAt));
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(900);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(900);
    // The secret appears in no GET, list or log answer.
    const raw = secret.slice("whsec_".length);
    for (const body of [
      log,
      detail.body,
      (await api(key, "GET", ENDPOINT, { endpointId: endpoint.id })).body,
      (await api(key, "GET", "/webhook-endpoints")).body,
    ]) {
      expect(JSON.stringify(body)).not.toContain(raw);
    }
  });

  it("pages newest first, filters by status, and keeps to the tenant", async () => {
    const { key, org } = await webhookTenant();
    const name = receiverName("log-pages");
    await setBehavior(name, { failFirst: 1 });
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(name) });
    const events = [];
    for (let i = 0; i < 3; i++) events.push((await completeSitAndGo(key)).eventId);
    await finishedLog(key, endpoint.id, 3);
    const first = await api(key, "GET", DELIVERIES, { endpointId: endpoint.id }, { query: "limit=2" });
    expect(first.body.data.map((d: { eventId: string }) => d.eventId)).toEqual([events[2], events[1]]);
    expect(first.body.page).toMatchObject({ limit: 2, hasMore: true });
    const rest = await api(key, "GET", DELIVERIES, { endpointId: endpoint.id }, { query: `limit=2&cursor=${first.body.page.nextCursor}` });
    expect(rest.body.data.map((d: { eventId: string }) => d.eventId)).toEqual([events[0]]);
    // The first request failed (the receiver's failFirst), so one delivery took two attempts.
    const all = (await api(key, "GET", DELIVERIES, { endpointId: endpoint.id })).body.data;
    expect(all.map((d: { attempt: number }) => d.attempt).sort()).toEqual([1, 1, 2]);
    expect((await api(key, "GET", DELIVERIES, { endpointId: endpoint.id }, { query: "status=failed" })).body.data).toEqual([]);
    expect((await api(key, "GET", DELIVERIES, { endpointId: endpoint.id }, { query: "status=succeeded" })).body.data).toHaveLength(3);
    const bad = await api(key, "GET", DELIVERIES, { endpointId: endpoint.id }, { query: "status=lost" });
    expect(codeAt(bad.body, "/query/status")).toBe("invalid_value");

    const deliveryId = all[0].id;
    const stranger = (await issueKey((await createOrganization()).id)).secret;
    expect((await api(stranger, "GET", DELIVERIES, { endpointId: endpoint.id })).status).toBe(404);
    expect((await api(stranger, "GET", DELIVERY, { endpointId: endpoint.id, deliveryId })).status).toBe(404);
    expect((await api(stranger, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since: "2020-01-01T00:00:00Z" } })).status).toBe(404);
    const otherEnvironment = (await issueKey(org.id, { environment: "live" })).secret;
    expect((await api(otherEnvironment, "GET", DELIVERY, { endpointId: endpoint.id, deliveryId })).status).toBe(404);
    // A delivery is found only under its own endpoint.
    const other = (await createEndpoint(key, { url: receiverUrl(receiverName()) })).endpoint;
    expect((await api(key, "GET", DELIVERY, { endpointId: other.id, deliveryId })).status).toBe(404);
  });
});

describe("recovering failed deliveries", () => {
  it("counts with a dry run, then re-queues with the same webhook-id until the delivery succeeds", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("recover");
    await setBehavior(name, { failFirst: 1000 });
    const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
    const since = new Date(Date.now() - 1000).toISOString();
    const { eventId } = await completeSitAndGo(key);
    const log = await finishedLog(key, endpoint.id);
    const [failed] = log.data;
    expect(failed).toMatchObject({ eventId, status: "failed", attempt: 4, responseStatus: 500, nextAttemptAt: null });
    const attempts = (await api(key, "GET", DELIVERY, { endpointId: endpoint.id, deliveryId: failed.id })).body.delivery.attempts;
    expect(attempts.map((a: { attempt: number; status: string }) => [a.attempt, a.status])).toEqual([
      [1, "failed"],
      [2, "failed"],
      [3, "failed"],
      [4, "failed"],
    ]);
    expect((await api(key, "GET", DELIVERIES, { endpointId: endpoint.id }, { query: "status=failed" })).body.data).toHaveLength(1);

    const dry = await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since, dryRun: true } });
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      object: "developer_webhook_recovery",
      endpointId: endpoint.id,
      since,
      until: expect.any(String),
      dryRun: true,
      deliveries: 1,
      hasMore: false,
    });
    await sleep(1500);
    expect(await received(name)).toHaveLength(4); // a dry run sends nothing
    expect((await api(key, "GET", DELIVERIES, { endpointId: endpoint.id })).body.data[0].status).toBe("failed");
    // Windows that miss the delivery count nothing.
    expect(
      (await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since: new Date().toISOString(), dryRun: true } })).body.deliveries,
    ).toBe(0);
    expect(
      (await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since: "2020-01-01T00:00:00Z", until: since, dryRun: true } })).body
        .deliveries,
    ).toBe(0);

    await setBehavior(name, {}); // the receiver is back
    const recovered = await Promise.all([
      api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since } }),
      api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since } }),
    ]);
    // Concurrent recoveries of one window re-queue the delivery once.
    expect(recovered.map((r) => r.status)).toEqual([200, 200]);
    expect(recovered.map((r) => r.body.deliveries).sort()).toEqual([0, 1]);
    expect(recovered.every((r) => r.body.dryRun === false && r.body.hasMore === false)).toBe(true);

    const done = await waitFor("the recovered delivery", async () => {
      const [d] = (await api(key, "GET", DELIVERIES, { endpointId: endpoint.id })).body.data;
      return d.status === "succeeded" ? d : undefined;
    });
    expect(done).toMatchObject({ id: failed.id, eventId, attempt: 5, responseStatus: 204 });
    const requests = await received(name);
    expect(requests).toHaveLength(5);
    const last = requests[4]!;
    expect(last.headers["webhook-id"]).toBe(eventId);
    expect(new Webhook(secret).verify(last.body, last.headers)).toMatchObject({ id: eventId, type: "tournament.completed" });
    expect(last.body).toBe(requests[0]!.body);
    const finalAttempts = (await api(key, "GET", DELIVERY, { endpointId: endpoint.id, deliveryId: failed.id })).body.delivery.attempts;
    expect(finalAttempts.map((a: { attempt: number; status: string }) => [a.attempt, a.status])).toEqual([
      [1, "failed"],
      [2, "failed"],
      [3, "failed"],
      [4, "failed"],
      [5, "succeeded"],
    ]);
    // Nothing failed is left in the window: recovering again does nothing.
    expect((await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since } })).body.deliveries).toBe(0);
    await sleep(1500);
    expect(await received(name)).toHaveLength(5);
  });

  it("validates the window and needs an active endpoint", async () => {
    const { key } = await webhookTenant();
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(receiverName()) });
    const backwards = await api(
      key,
      "POST",
      RECOVER,
      { endpointId: endpoint.id },
      { body: { since: "2026-01-02T00:00:00Z", until: "2026-01-01T00:00:00Z" } },
    );
    expect(backwards.status).toBe(400);
    expect(codeAt(backwards.body, "/until")).toBe("out_of_order");
    const missing = await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { dryRun: "yes" } });
    expect(codeAt(missing.body, "/since")).toBe("required");
    expect(codeAt(missing.body, "/dryRun")).toBe("invalid_type");
    const offset = await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since: "2026-01-01T01:00:00+01:00", dryRun: true } });
    expect(offset.body.since).toBe("2026-01-01T00:00:00.000Z");
    await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { status: "disabled" } });
    const disabled = await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since: "2026-01-01T00:00:00Z" } });
    expect(disabled.status).toBe(409);
    expect(disabled.body.code).toBe("invalid_state");
    expect((await api(key, "POST", RECOVER, { endpointId: endpoint.id }, { body: { since: "2026-01-01T00:00:00Z", dryRun: true } })).status).toBe(
      200,
    );
  });
});
