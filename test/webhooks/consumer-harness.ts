import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../../src/index";
import { api } from "../management/fixtures";
import { completeSitAndGo, createEndpoint, ENDPOINT, receiverName, receiverUrl, setBehavior, webhookTenant } from "./helpers";

/**
 * Drives the queue consumer message by message, with faults injected into what it is handed: a D1
 * that fails chosen statements, a queue that records what is sent to it.
 */

export interface DeliveryRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  status: string;
  attempt: number;
  response_status: number | null;
  next_attempt_at: string | null;
  enqueued_at: string | null;
  updated_at: string;
}
export interface AttemptRow {
  attempt: number;
  status: string;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: string;
}

export async function deliveryRow(id: string): Promise<DeliveryRow> {
  return (await env.DB.prepare("SELECT * FROM webhook_deliveries WHERE id = ?").bind(id).first<DeliveryRow>())!;
}

export async function attemptsOf(deliveryId: string): Promise<AttemptRow[]> {
  return (await env.DB.prepare("SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt").bind(deliveryId).all<AttemptRow>()).results;
}

/**
 * An open delivery (`status`, no attempt yet) of a completed tournament to a fresh receiver, with no
 * queue message anywhere: the endpoint is disabled while the event happens, so the only messages are
 * the ones a test hands the consumer.
 */
export async function openDelivery(behavior: Parameters<typeof setBehavior>[1], status: "pending" | "retrying" = "retrying") {
  const { key } = await webhookTenant();
  const name = receiverName("unit");
  await setBehavior(name, behavior);
  const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(name) });
  await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { status: "disabled" } });
  const { eventId } = await completeSitAndGo(key);
  await env.DB.prepare("UPDATE webhook_endpoints SET status = 'active' WHERE id = ?").bind(endpoint.id).run();
  const deliveryId = `dlv_unit_${crypto.randomUUID()}`;
  const now = new Date().toISOString();
  await env.DB.prepare(
    "INSERT INTO webhook_deliveries (id, event_id, endpoint_id, organization_id, environment, event_type, status, attempt, next_attempt_at, created_at, updated_at, enqueued_at) SELECT ?, ?, id, organization_id, environment, 'tournament.completed', ?, 0, ?, ?, ?, ? FROM webhook_endpoints WHERE id = ?",
  )
    .bind(deliveryId, eventId, status, now, now, now, now, endpoint.id)
    .run();
  return { deliveryId, name, key, secret, eventId, endpointId: endpoint.id };
}

export interface Sent {
  body: unknown;
  options: unknown;
  at: number;
}

/** A queue binding that keeps what is sent to it (and when) instead of delivering it. */
export function recordingQueue(): { queue: Queue; sent: Sent[] } {
  const sent: Sent[] = [];
  const queue = {
    send: async (body: unknown, options?: unknown) => void sent.push({ body, options: options ?? null, at: Date.now() }),
    sendBatch: async (messages: Array<{ body: unknown; delaySeconds?: number }>) => {
      for (const m of messages)
        sent.push({ body: m.body, options: m.delaySeconds === undefined ? null : { delaySeconds: m.delaySeconds }, at: Date.now() });
    },
  } as unknown as Queue;
  return { queue, sent };
}

/**
 * env.DB, except that statements whose SQL matches `pattern` fail as D1 does when it is unreachable,
 * the first `times` of them. Drizzle quotes names: `from "entries"`, `update "idempotency_records"`.
 */
export function faultyDb(pattern: RegExp, times = Number.POSITIVE_INFINITY): { db: D1Database; failures: () => number } {
  let failures = 0;
  const failing = (): D1PreparedStatement => {
    const fail = async () => {
      throw new Error("D1_ERROR: injected fault (network connection lost)");
    };
    const statement = { bind: () => statement, run: fail, all: fail, raw: fail, first: fail };
    return statement as unknown as D1PreparedStatement;
  };
  const db = {
    prepare(query: string) {
      if (pattern.test(query) && failures < times) {
        failures += 1;
        return failing();
      }
      return env.DB.prepare(query);
    },
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    exec: (query: string) => env.DB.exec(query),
  } as unknown as D1Database;
  return { db, failures: () => failures };
}

/**
 * env.DB, except that `action` runs once, right before the first statement matching `pattern` is
 * executed: a competing request that lands between the caller's read and its write.
 */
export function interleavedDb(pattern: RegExp, action: () => Promise<unknown>): D1Database {
  let done = false;
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const before =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (!done) {
          done = true;
          await action();
        }
        return run(...args);
      };
    return {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      run: before(statement.run.bind(statement)),
      all: before(statement.all.bind(statement)),
      raw: before(statement.raw.bind(statement) as (...args: unknown[]) => Promise<unknown>),
      first: before(statement.first.bind(statement) as (...args: unknown[]) => Promise<unknown>),
    } as unknown as D1PreparedStatement;
  };
  return {
    prepare: (query: string) => (pattern.test(query) ? wrap(env.DB.prepare(query)) : env.DB.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    exec: (query: string) => env.DB.exec(query),
  } as unknown as D1Database;
}

export interface QueueMessage {
  id: string;
  attempts: number;
  body: unknown;
}

/** Hands `messages` to the Worker's queue handler as one batch of `queue`; answers what it did with each. */
export async function consumeBatch(queue: string, messages: QueueMessage[], overrides: Partial<typeof env> = {}) {
  const batch = createMessageBatch(
    queue,
    messages.map((m) => ({ ...m, timestamp: new Date() })),
  );
  // getQueueResult reports which messages were retried, not their delays: those are read off the calls.
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  await worker.queue(batch, { ...env, ...overrides });
  // The handler takes no execution context; getQueueResult still wants one to settle.
  const result = await getQueueResult(batch, createExecutionContext());
  return { ...result, retryCalls: retries.flatMap((spy) => spy.mock.calls) };
}

/** One delivery message (`step` as the consumer's follow-up carries it), handed over on its `attempts`-th run. */
export function consume(deliveryId: string, attempts: number, overrides: Partial<typeof env> = {}, step?: number) {
  const body = step === undefined ? { deliveryId } : { deliveryId, step };
  return consumeBatch("pokerworks-webhooks", [{ id: `msg-${attempts}`, attempts, body }], overrides);
}
