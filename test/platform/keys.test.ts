import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN, CHIPS_BODY, CHIPS_PATH, call, expectProblem, issueKey, json, tenant } from "../helpers";

describe("admin and keys", () => {
  it("admin routes need the admin token", async () => {
    await expectProblem(await call("/api/v1/admin/organizations", { body: { name: "x" } }), 401, "unauthorized");
    await expectProblem(await call("/api/v1/admin/organizations", { body: { name: "x" }, key: "wrong" }), 401, "unauthorized");
    const { key } = await tenant();
    await expectProblem(await call("/api/v1/admin/organizations", { body: { name: "x" }, key }), 401, "unauthorized");
  });

  it("issues a key once, stores only its hash, and revokes it at once", async () => {
    const { org } = await tenant();
    const res = await call(`/api/v1/admin/organizations/${org.id}/keys`, {
      key: ADMIN_TOKEN,
      body: { name: "server", environment: "live", scopes: ["calculations"] },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const issued = await json(res);
    expect(issued.secret).toMatch(/^sk_live_[A-Za-z0-9]{40}$/);
    expect(issued.key).toMatchObject({ environment: "live", scopes: ["calculations"], projectId: null, revokedAt: null });
    expect(issued.secret.startsWith(issued.key.prefix)).toBe(true);

    const { env } = await import("cloudflare:test");
    const stored = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?").bind(issued.key.id).first<Record<string, string>>();
    expect(JSON.stringify(stored)).not.toContain(issued.secret);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(issued.secret)));
    expect(stored!.hash).toBe([...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));

    expect((await call(CHIPS_PATH, { key: issued.secret, body: CHIPS_BODY })).status).toBe(200);
    const revoked = await call(`/api/v1/admin/organizations/${org.id}/keys/${issued.key.id}`, { method: "DELETE", key: ADMIN_TOKEN });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).key.revokedAt).not.toBeNull();
    await expectProblem(await call(CHIPS_PATH, { key: issued.secret, body: CHIPS_BODY }), 401, "unauthorized");
  });

  it("a revoked key is refused on its very next request even when its look-up is cached in the isolate", async () => {
    const { env } = await import("cloudflare:test");
    const { org, key, keyId } = await tenant();
    const second = await issueKey(org.id);
    const broken = await brokenD1({ keysWork: false });
    const limits = (k: string, db: Env, requestId: string) => send(db, "/v1/limits", { key: k, requestId });
    // Looked up once, then cached: with D1 down the key still works, so its look-up did not reach D1.
    for (const k of [key, second.secret]) {
      expect((await limits(k, env, "req-cache-1")).status).toBe(200);
      expect((await limits(k, broken, "req-cache-2")).status).toBe(200);
    }
    const revoke = (keyId: string) => call(`/api/v1/admin/organizations/${org.id}/keys/${keyId}`, { method: "DELETE", key: ADMIN_TOKEN });
    expect((await revoke(keyId)).status).toBe(200);
    // The very next request, look-up still cached and D1 still down: the meter refuses the revoked key.
    await expectProblem(await limits(key, broken, "req-cache-4"), 401, "unauthorized");
    // Its cache entry went with that answer: the next request looks the key up again (D1 down: 503).
    const lines = captureLogs();
    await expectProblem(await limits(key, broken, "req-cache-5"), 503, "service_unavailable");
    vi.restoreAllMocks();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual({ level: "error", error: "key_lookup_failed", cause: "Error" });
    await expectProblem(await limits(key, env, "req-cache-6"), 401, "unauthorized");

    // Refused before admission (here an invalid body) with a cached look-up: 401 all the same, never the 400.
    expect((await revoke(second.id)).status).toBe(200);
    await expectProblem(
      await send(broken, CHIPS_PATH, { key: second.secret, body: { ...CHIPS_BODY, players: -1 }, requestId: "req-cache-7" }),
      401,
      "unauthorized",
    );
    await expectProblem(await limits(second.secret, env, "req-cache-8"), 401, "unauthorized");
  });

  it("another organization's key is 404 to revoke (tenant isolation)", async () => {
    const a = await tenant();
    const b = await tenant();
    await expectProblem(
      await call(`/api/v1/admin/organizations/${a.org.id}/keys/${b.keyId}`, { method: "DELETE", key: ADMIN_TOKEN }),
      404,
      "not_found",
    );
    expect((await call(CHIPS_PATH, { key: b.key, body: CHIPS_BODY })).status).toBe(200);
  });

  it("unknown organizations are 404 and bad key requests are 400", async () => {
    await expectProblem(
      await call(`/api/v1/admin/organizations/org_missing/keys`, {
        key: ADMIN_TOKEN,
        body: { name: "k", environment: "test", scopes: ["calculations"] },
      }),
      404,
      "not_found",
    );
    const { org } = await tenant();
    const bad = await expectProblem(
      await call(`/api/v1/admin/organizations/${org.id}/keys`, {
        key: ADMIN_TOKEN,
        body: { name: "k", environment: "prod", scopes: ["calculations", "calculations"] },
      }),
      400,
      "validation_failed",
    );
    expect(bad.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/environment", "/scopes"]);
  });

  it("a key restricted to a project carries it", async () => {
    const { org } = await tenant();
    const key = await issueKey(org.id, { projectId: "my-app" });
    expect(key.secret).toMatch(/^sk_test_/);
  });
});

describe("logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("request bodies never appear in logs, on success or on failure", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    const { key } = await tenant();
    const marker = "zz-secret-marker-zz";
    await call(CHIPS_PATH, { key, body: { ...CHIPS_BODY, denominations: [{ value: 25, color: marker }, { value: 100 }] } });
    await call(CHIPS_PATH, { key, body: { ...CHIPS_BODY, players: marker } });
    await call(CHIPS_PATH, { key, rawBody: `{"${marker}":`, headers: { "content-type": "application/json" } });
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).not.toContain(marker);
    const entry = JSON.parse(lines.find((l) => l.includes(CHIPS_PATH))!);
    expect(Object.keys(entry).sort()).toEqual(["keyId", "ms", "requestId", "route", "status"]);
  });
});

/** The Worker's env with a D1 that fails every statement, or every statement but the API-key lookup. */
async function brokenD1(options: { keysWork: boolean }) {
  const { env } = await import("cloudflare:test");
  const DB = {
    prepare: (sql: string) => {
      if (options.keysWork && /from "api_keys"/.test(sql)) return env.DB.prepare(sql);
      throw new Error("d1 down: zz-message-marker");
    },
    batch: () => Promise.reject(new Error("d1 down: zz-message-marker")),
  } as unknown as D1Database;
  return { ...env, DB };
}

async function send(broken: Env, path: string, init: { key: string; body?: unknown; requestId: string; method?: string }) {
  const { createExecutionContext } = await import("cloudflare:test");
  const worker = (await import("../../src/index")).default;
  return worker.fetch(
    new Request(`https://pokerworks.test${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { authorization: `Bearer ${init.key}`, "content-type": "application/json", "x-request-id": init.requestId },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
    broken,
    createExecutionContext(),
  );
}

function captureLogs(): string[] {
  const lines: string[] = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  return lines;
}

describe("unexpected failures", () => {
  afterEach(() => vi.restoreAllMocks());

  it("D1 down while authenticating: 503 service_unavailable (fail closed, retryable: nothing ran), never a 500", async () => {
    const lines = captureLogs();
    const broken = await brokenD1({ keysWork: false });
    for (const [path, method, body] of [
      [CHIPS_PATH, "POST", { ...CHIPS_BODY, note: "zz-body-marker" }],
      ["/api/v1/management/tournaments", "GET", undefined],
      ["/api/v1/management/projects", "POST", { projectId: "p-zz-body-marker", name: "x", allowedOrigins: [] }],
    ] as const) {
      const res = await send(broken, path, { key: `sk_test_${"a".repeat(40)}`, body, method, requestId: "req-d1-down" });
      const problem = await expectProblem(res, 503, "service_unavailable");
      expect(problem.requestId).toBe("req-d1-down");
      expect(JSON.stringify(problem)).not.toContain("zz-message-marker");
    }
    expect(lines.some((l) => l.includes('"error":"key_lookup_failed"'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain("zz-body-marker");
      expect(line).not.toContain("zz-message-marker");
    }
    // A malformed key is still 401 without asking D1, and the admin token needs no D1 to be refused.
    await expectProblem(await send(broken, CHIPS_PATH, { key: "not-a-key", body: CHIPS_BODY, requestId: "r2" }), 401, "unauthorized");
  });

  it("D1 down after authentication: a 500 problem with the request id, logged without the body or the error's message", async () => {
    const lines = captureLogs();
    const { key } = await tenant();
    const broken = await brokenD1({ keysWork: true });
    const res = await send(broken, "/api/v1/management/tournaments", { key, requestId: "req-broken-1" });
    const body = await expectProblem(res, 500, "internal_error");
    expect(body.requestId).toBe("req-broken-1");
    expect(body.detail).toContain("req-broken-1");
    expect(JSON.stringify(body)).not.toContain("zz-message-marker");
    expect(lines.some((l) => l.includes("req-broken-1") && l.includes('"level":"error"'))).toBe(true);
    for (const line of lines) expect(line).not.toContain("zz-message-marker");
  });
});
