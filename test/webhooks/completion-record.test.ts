import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { BASE } from "../helpers";
import { captureLogs } from "../logs.ts";
import { api, deliveredEvent, register, scheduledTournament } from "../management/fixtures";
import { faultyDb } from "./consumer-harness";
import { createEndpoint, received, receiverName, receiverUrl, sleep, waitFor, webhookTenant } from "./helpers";

/**
 * Issue 18, part 1: a completion whose idempotency record fails after the completion committed. The
 * completion stands (its answer and its event do not depend on the record), and a retry with the key
 * gets the original result instead of 409.
 */

async function sitAndGo(key: string) {
  const t = await scheduledTournament(key, { roomId: "room-r" });
  const entries = [];
  for (let i = 1; i <= 6; i++) entries.push(await register(key, t.id, i));
  return { tournamentId: t.id, body: { results: entries.map((e, i) => ({ entryId: e.id, place: i + 1 })), prizePool: 600 } };
}

/** POST .../complete through the Worker's fetch handler, with `db` as its D1. */
async function completeWith(db: D1Database, key: string, tournamentId: string, body: unknown, idempotencyKey: string) {
  const request = new Request(`${BASE}/api/v1/management/tournaments/${tournamentId}/complete`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "x-idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const complete = (key: string, tournamentId: string, body: unknown, idempotencyKey: string) =>
  api(key, "POST", "/tournaments/{tournamentId}/complete", { tournamentId }, { body, headers: { "x-idempotency-key": idempotencyKey } });

/** The claim the first request left behind, as a retry a minute later finds it (abandoned). */
const ageClaim = (idempotencyKey: string) =>
  env.DB.prepare("UPDATE idempotency_records SET created_at = ? WHERE idempotency_key = ?")
    .bind(new Date(Date.now() - 120_000).toISOString(), idempotencyKey)
    .run();

describe("a completion whose idempotency record fails after it committed", () => {
  it("answers 200 and sends its event at once; a retry with the key gets the original result; the receiver gets the event once", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("completion");
    const { secret } = await createEndpoint(key, { url: receiverUrl(name) });
    const { tournamentId, body } = await sitAndGo(key);
    const idempotencyKey = `complete-${crypto.randomUUID()}`;

    const recordDown = faultyDb(/^update "idempotency_records"/i);
    const logs = captureLogs();
    const first = await completeWith(recordDown.db, key, tournamentId, body, idempotencyKey);
    logs.restore();
    expect(recordDown.failures()).toBeGreaterThan(0);
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: "error", message: "completion committed, its idempotency record was not stored", tournamentId }),
    );
    expect(first.status).toBe(200);
    const original = (await first.json()) as { tournament: { id: string; status: string; completedAt: string } };
    expect(original.tournament).toMatchObject({ id: tournamentId, status: "completed" });

    // The event goes out now, not at the next sweep (the tests never run the cron here).
    const event = await env.DB.prepare("SELECT id FROM events WHERE subject_id = ?").bind(tournamentId).first<{ id: string }>();
    await waitFor("the completion's event", async () => ((await received(name)).length > 0 ? true : undefined), 10_000);

    await ageClaim(idempotencyKey);
    const retry = await complete(key, tournamentId, body, idempotencyKey);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(original);
    // The retry stored the answer: the next one is a plain replay of the record.
    const record = await env.DB.prepare("SELECT status, response_status FROM idempotency_records WHERE idempotency_key = ?")
      .bind(idempotencyKey)
      .first();
    expect(record).toEqual({ status: "completed", response_status: 200 });
    const again = await complete(key, tournamentId, body, idempotencyKey);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(original);

    await sleep(2000);
    const requests = await received(name);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers["webhook-id"]).toBe(event!.id);
    expect(new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers)).toEqual(await deliveredEvent(event!.id));
  });

  it("still answers 409 to a retry whose results differ from the committed ones", async () => {
    const { key } = await webhookTenant();
    const { tournamentId, body } = await sitAndGo(key);
    const idempotencyKey = `complete-${crypto.randomUUID()}`;
    const logs = captureLogs();
    expect((await completeWith(faultyDb(/^update "idempotency_records"/i).db, key, tournamentId, body, idempotencyKey)).status).toBe(200);
    logs.restore();
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: "error", message: "completion committed, its idempotency record was not stored", tournamentId }),
    );
    await ageClaim(idempotencyKey);
    const swapped = { ...body, results: body.results.map((r, i) => ({ ...r, place: i < 2 ? 2 - i : r.place })) };
    const other = await complete(key, tournamentId, swapped, idempotencyKey);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("invalid_state");
    const otherPool = await complete(key, tournamentId, { ...body, prizePool: 601 }, idempotencyKey);
    expect(otherPool.status).toBe(409);
  });
});
