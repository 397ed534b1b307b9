import { createScheduledController, env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { createEndpoint, received, receiverName, receiverUrl, sleep, waitFor, webhookTenant } from "./helpers";

/** Runs the Worker's cron trigger, as the platform would. */
async function runCron() {
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env);
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/**
 * An event exactly as completeTournament records it, but whose fan-out never ran: the Worker died
 * between the commit and the queue send.
 */
async function recordLostEvent(organizationId: string, createdAt: string) {
  const id = `evt_lost${crypto.randomUUID().replaceAll("-", "")}`;
  const payload = {
    id,
    type: "tournament.completed",
    createdAt,
    environment: "test",
    projectId: "my-app",
    data: { tournament: { id: "trn_lost" }, results: [] },
  };
  await env.DB.prepare(
    "INSERT INTO events (id, organization_id, environment, project_id, type, subject_id, payload, created_at) VALUES (?, ?, 'test', 'my-app', 'tournament.completed', ?, ?, ?)",
  )
    .bind(id, organizationId, `trn_${id}`, JSON.stringify(payload), createdAt)
    .run();
  return { id, payload };
}

const count = async (sql: string, ...binds: string[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<number>("n")) ?? 0;

describe("the sweep (cron trigger)", () => {
  it("queues an event whose queue send was lost, exactly once however often it runs", async () => {
    const { org, key } = await webhookTenant();
    const name = receiverName("swept");
    const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
    // Endpoints only get events that happened after they existed: this one is backdated.
    await env.DB.prepare("UPDATE webhook_endpoints SET created_at = ? WHERE id = ?").bind(minutesAgo(10), endpoint.id).run();
    const lost = await recordLostEvent(org.id, minutesAgo(3));

    await runCron();
    await runCron();
    expect(await count("SELECT count(*) AS n FROM webhook_deliveries WHERE event_id = ?", lost.id)).toBe(1);
    expect(await env.DB.prepare("SELECT dispatched_at FROM events WHERE id = ?").bind(lost.id).first("dispatched_at")).not.toBeNull();

    const [request] = await waitFor("the swept delivery", async () => {
      const got = await received(name);
      return got.length > 0 ? got : undefined;
    });
    expect(request!.headers["webhook-id"]).toBe(lost.id);
    expect(new Webhook(secret).verify(request!.body, request!.headers)).toEqual(lost.payload);
    await runCron();
    await sleep(2500);
    expect(await received(name)).toHaveLength(1);
  });

  it("creates one delivery per event and endpoint even when sweeps overlap (the unique index)", async () => {
    const { org, key } = await webhookTenant();
    const endpoints = [];
    for (let i = 0; i < 3; i++) endpoints.push((await createEndpoint(key, { url: receiverUrl(receiverName("overlap")) })).endpoint);
    await env.DB.prepare("UPDATE webhook_endpoints SET created_at = ? WHERE organization_id = ?").bind(minutesAgo(10), org.id).run();
    const lost = await recordLostEvent(org.id, minutesAgo(3));
    await Promise.all([runCron(), runCron(), runCron()]);
    const rows = (await env.DB.prepare("SELECT endpoint_id FROM webhook_deliveries WHERE event_id = ?").bind(lost.id).all<{ endpoint_id: string }>())
      .results;
    expect(rows.map((r) => r.endpoint_id).sort()).toEqual(endpoints.map((e) => e.id).sort());
  });

  it("leaves events younger than its grace period to the request that recorded them", async () => {
    const { org, key } = await webhookTenant();
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(receiverName()) });
    await env.DB.prepare("UPDATE webhook_endpoints SET created_at = ? WHERE id = ?").bind(minutesAgo(10), endpoint.id).run();
    const fresh = await recordLostEvent(org.id, new Date().toISOString());
    await runCron();
    expect(await count("SELECT count(*) AS n FROM webhook_deliveries WHERE event_id = ?", fresh.id)).toBe(0);
    expect(await env.DB.prepare("SELECT dispatched_at FROM events WHERE id = ?").bind(fresh.id).first("dispatched_at")).toBeNull();
  });

  it("marks an event no endpoint wants as dispatched, so it is not looked at again", async () => {
    const { org } = await webhookTenant();
    const lonely = await recordLostEvent(org.id, minutesAgo(3));
    await runCron();
    expect(await env.DB.prepare("SELECT dispatched_at FROM events WHERE id = ?").bind(lonely.id).first("dispatched_at")).not.toBeNull();
    expect(await count("SELECT count(*) AS n FROM webhook_deliveries WHERE event_id = ?", lonely.id)).toBe(0);
  });

  it("queues a delivery whose row was written but whose message was never sent", async () => {
    const { org, key } = await webhookTenant();
    const name = receiverName("stranded");
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(name) });
    const lost = await recordLostEvent(org.id, minutesAgo(3));
    // The fan-out got as far as the delivery row: the event is not marked dispatched, nothing was sent.
    await env.DB.prepare(
      "INSERT INTO webhook_deliveries (id, event_id, endpoint_id, organization_id, environment, event_type, status, attempt, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'test', 'tournament.completed', 'pending', 0, ?, ?, ?)",
    )
      .bind(`dlv_stranded${crypto.randomUUID().slice(0, 8)}`, lost.id, endpoint.id, org.id, minutesAgo(3), minutesAgo(3), minutesAgo(3))
      .run();
    await runCron();
    await runCron();
    await waitFor("the stranded delivery", async () => ((await received(name)).length > 0 ? true : undefined));
    await sleep(2500);
    expect(await received(name)).toHaveLength(1);
    expect(await count("SELECT count(*) AS n FROM webhook_deliveries WHERE event_id = ?", lost.id)).toBe(1);
    expect(await env.DB.prepare("SELECT status FROM webhook_deliveries WHERE event_id = ?").bind(lost.id).first("status")).toBe("succeeded");
  });
});
