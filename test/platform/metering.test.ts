import { createExecutionContext, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { ADMIN_TOKEN, awayFromMinuteEdge, BASE, CHIPS_BODY, CHIPS_PATH, call, expectContract, expectProblem, json, tenant } from "../helpers";

const ENDPOINT = `POST ${CHIPS_PATH}`;

async function usage(key: string) {
  const res = await call("/api/v1/management/usage", { key });
  expect(res.status).toBe(200);
  const body = await json(res);
  expectContract("GET", "/api/v1/management/usage", 200, body);
  return body as {
    organization: { freeCreditsRemaining: number; paidUsageEnabled: boolean };
    data: Array<{
      keyId: string;
      endpoint: string;
      requests: number;
      errors: number;
      credits: number;
      billableCredits: number;
      environment: string;
      day: string;
    }>;
  };
}

describe("credits", () => {
  it("free credits run out, then 402 with nothing computed; paid usage then bills", async () => {
    const { org, key, keyId } = await tenant({ freeCredits: 2 });
    expect((await call(CHIPS_PATH, { key, body: CHIPS_BODY })).headers.get("x-credits-remaining")).toBe("1");
    expect((await call(CHIPS_PATH, { key, body: CHIPS_BODY })).headers.get("x-credits-remaining")).toBe("0");
    const refused = await call(CHIPS_PATH, { key, body: CHIPS_BODY });
    const problem = await expectProblem(refused, 402, "payment_required");
    expect(problem).not.toHaveProperty("perPlayer");

    const patch = await call(`/api/v1/admin/organizations/${org.id}`, { method: "PATCH", key: ADMIN_TOKEN, body: { paidUsageEnabled: true } });
    expect((await json(patch)).organization).toMatchObject({ paidUsageEnabled: true, freeCreditsRemaining: 0 });
    const billed = await call(CHIPS_PATH, { key, body: CHIPS_BODY });
    expect(billed.status).toBe(200);
    expect(billed.headers.get("x-credits-remaining")).toBeNull();

    const report = await usage(key);
    const row = report.data.find((r) => r.endpoint === ENDPOINT && r.keyId === keyId)!;
    expect(row).toMatchObject({ requests: 4, errors: 1, credits: 3, billableCredits: 1, environment: "test" });
    expect(row.day).toBe(new Date().toISOString().slice(0, 10));
    expect(report.organization).toEqual({ freeCreditsRemaining: 0, paidUsageEnabled: true });
  });

  it("validation failures are counted but not charged", async () => {
    const { key, keyId } = await tenant({ freeCredits: 3 });
    await expectProblem(await call(CHIPS_PATH, { key, body: { ...CHIPS_BODY, players: -1 } }), 400, "validation_failed");
    // A stack the denominations cannot express is refused by the engine's prepare step, also for free.
    await expectProblem(await call(CHIPS_PATH, { key, body: { ...CHIPS_BODY, startingStack: 10010 } }), 400, "validation_failed");
    const report = await usage(key);
    expect(report.organization.freeCreditsRemaining).toBe(3);
    expect(report.data.find((r) => r.endpoint === ENDPOINT && r.keyId === keyId)).toMatchObject({ requests: 2, errors: 2, credits: 0 });
  });

  it("50 concurrent calculations against 30 credits: exactly 30 served, 20 refused, and the report adds up", async () => {
    const { key, keyId } = await tenant({ freeCredits: 30 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => call(CHIPS_PATH, { key, body: CHIPS_BODY })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    const remaining = responses.filter((r) => r.status === 200).map((r) => Number(r.headers.get("x-credits-remaining")));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    await Promise.all(responses.map((r) => r.body?.cancel()));

    const report = await usage(key);
    expect(report.organization.freeCreditsRemaining).toBe(0);
    expect(report.data.find((r) => r.endpoint === ENDPOINT && r.keyId === keyId)).toMatchObject({
      requests: 50,
      errors: 20,
      credits: 30,
      billableCredits: 0,
    });
  });

  it("usage is per organization: another organization's keys never appear", async () => {
    const a = await tenant();
    const b = await tenant();
    await call(CHIPS_PATH, { key: a.key, body: CHIPS_BODY });
    const report = await usage(b.key);
    expect(report.data.every((r) => r.keyId === b.keyId)).toBe(true);
  });

  it("usage query days are validated", async () => {
    const { key } = await tenant();
    const bad = await expectProblem(await call("/api/v1/management/usage?from=2026-13-01", { key }), 400, "validation_failed");
    expect(bad.errors[0].path).toBe("/query/from");
    await expectProblem(await call("/api/v1/management/usage?from=2026-11-02&to=2026-11-01", { key }), 400, "validation_failed");
  });
});

describe("rate limit", () => {
  it("over the per-minute limit answers 429 with retry-after", async () => {
    const { key } = await tenant();
    await awayFromMinuteEdge();
    const limited = { ...env, RATE_LIMIT_PER_MINUTE: "2" };
    const send = () =>
      worker.fetch(new Request(`${BASE}/v1/limits`, { headers: { authorization: `Bearer ${key}` } }), limited, createExecutionContext());
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const res = await send();
    await expectProblem(res, 429, "rate_limited");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("refunds", () => {
  it("a calculation that fails after its credit was consumed gets the credit back", async () => {
    const meter = env.METER.get(env.METER.idFromName("org_refund_test"));
    await meter.configure({ freeCreditsRemaining: 5, paidUsageEnabled: true });
    const key = { keyId: "key_x", endpoint: "POST /v1/calculations/x", environment: "test" as const, day: "2026-11-21" };
    const admitted = await meter.admit({ ...key, cost: 1, minute: 1, rateLimitPerMinute: 10 });
    expect(admitted).toEqual({ outcome: "admitted", billable: false, freeCreditsRemaining: 4 });
    await meter.recordError(key, true, { credits: 1, billable: false });
    expect(await meter.account()).toEqual({ freeCreditsRemaining: 5, paidUsageEnabled: true });

    await meter.configure({ freeCreditsRemaining: 0 });
    expect(await meter.admit({ ...key, cost: 1, minute: 1, rateLimitPerMinute: 10 })).toMatchObject({ outcome: "admitted", billable: true });
    await meter.recordError(key, true, { credits: 1, billable: true });
    const [row] = await meter.usage("2026-11-21", "2026-11-21");
    expect(row).toMatchObject({ requests: 2, errors: 2, credits: 0, billableCredits: 0 });
  });
});

describe("free requests' counts", () => {
  it("are in every usage report at once and written by the meter's alarm within a second, one write for many", async () => {
    const meter = env.METER.get(env.METER.idFromName("org_free_counts_test"));
    const key = { keyId: "key_free", endpoint: "GET /v1/limits", environment: "test" as const, day: "2026-11-25" };
    const stored = () =>
      runInDurableObject(meter, (_instance, state) =>
        state.storage.sql.exec<{ requests: number; errors: number }>("SELECT requests, errors FROM usage WHERE key_id = 'key_free'").toArray(),
      );
    for (let i = 0; i < 5; i++)
      expect(await meter.admit({ ...key, cost: 0, minute: 1, rateLimitPerMinute: 100 })).toMatchObject({ outcome: "admitted" });
    // Not written yet, but an alarm is due within a second to write them.
    expect(await stored()).toEqual([]);
    const alarm = await runInDurableObject(meter, (_instance, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm! - Date.now()).toBeLessThanOrEqual(1000);
    expect(await runDurableObjectAlarm(meter)).toBe(true);
    expect(await stored()).toEqual([{ requests: 5, errors: 0 }]);
    // A report written while counts wait includes them; errors recorded meanwhile add up with them.
    await meter.admit({ ...key, cost: 0, minute: 1, rateLimitPerMinute: 100 });
    await meter.recordError(key, true);
    expect(await meter.usage("2026-11-25", "2026-11-25")).toEqual([expect.objectContaining({ requests: 6, errors: 1 })]);
    expect(await stored()).toEqual([{ requests: 6, errors: 1 }]);
  });
});

describe("rate limit before record lookups", () => {
  it("management calls for records that do not exist still count against the limit", async () => {
    const { key } = await tenant();
    await awayFromMinuteEdge();
    const limited = { ...env, RATE_LIMIT_PER_MINUTE: "2" };
    const patch = () =>
      worker.fetch(
        new Request(`${BASE}/api/v1/management/tournaments/trn_missing`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ name: "x" }),
        }),
        limited,
        createExecutionContext(),
      );
    expect((await patch()).status).toBe(404);
    expect((await patch()).status).toBe(404);
    await expectProblem(await patch(), 429, "rate_limited");
  });
});

describe("fail closed", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an unreachable meter gives 503 and no result", async () => {
    const { key } = await tenant();
    const unreachable = {
      idFromName: (name: string) => env.METER.idFromName(name),
      get: () => ({
        admit: () => Promise.reject(new Error("Durable Object unavailable")),
        recordError: () => Promise.reject(new Error("Durable Object unavailable")),
      }),
    };
    const res = await worker.fetch(
      new Request(BASE + CHIPS_PATH, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(CHIPS_BODY),
      }),
      { ...env, METER: unreachable as unknown as typeof env.METER },
      createExecutionContext(),
    );
    const body = await expectProblem(res, 503, "metering_unavailable");
    expect(body).not.toHaveProperty("perPlayer");
    expect(res.headers.get("x-engine-version")).toBeNull();
  });

  it("a meter that admits but cannot record an error: every answer stands (refused input stays 400, never a retryable 503), the lost count is logged", async () => {
    const { key } = await tenant();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recordingFails = {
      idFromName: (name: string) => env.METER.idFromName(name),
      get: (id: DurableObjectId) => {
        const real = env.METER.get(id);
        return {
          admit: (request: Parameters<typeof real.admit>[0]) => real.admit(request),
          recordError: () => Promise.reject(new Error("Durable Object unavailable")),
        };
      },
    };
    const send = (path: string, init: RequestInit = {}) =>
      worker.fetch(
        new Request(BASE + path, { ...init, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" } }),
        { ...env, METER: recordingFails as unknown as typeof env.METER },
        createExecutionContext(),
      );
    const lost = () =>
      errors.mock.calls
        .map((c) => String(c[0]))
        .filter((line) => line.includes('"error":"meter_record_failed"'))
        .map((line) => JSON.parse(line));
    // Refused by validation, before admission: nothing ran and nothing was served, so the 400 stands
    // (a 503 metering_unavailable would tell an SDK to retry a malformed request).
    const invalid = await send(CHIPS_PATH, { method: "POST", body: JSON.stringify({ ...CHIPS_BODY, players: -1 }) });
    const problem = await expectProblem(invalid, 400, "validation_failed");
    expect(problem.errors).toContainEqual(expect.objectContaining({ path: "/players" }));
    expect(lost()).toEqual([expect.objectContaining({ route: ENDPOINT, admitted: false, status: 400, refund: 0 })]);
    // Refused by a route's check (a stack the denominations cannot express), also before admission.
    await expectProblem(
      await send(CHIPS_PATH, { method: "POST", body: JSON.stringify({ ...CHIPS_BODY, startingStack: 10010 }) }),
      400,
      "validation_failed",
    );
    // Admitted, then the operation itself answered 404: that answer stands too.
    await expectProblem(await send("/api/v1/management/tournaments/trn_0000000000000000000000"), 404, "not_found");
    expect(lost()).toHaveLength(3);
    expect(lost()[2]).toMatchObject({ admitted: true, status: 404 });
  });
});
