import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, issueKey, json } from "../helpers.ts";
import {
  CREATE_PATH,
  createRingGame,
  createSession,
  embedTenant,
  expectDocumentedHeaders,
  OTHER_SITE,
  open,
  SITE,
  secretOf,
  sessionBody,
  sessionStub,
  sha256,
  storedValues,
  targetOf,
} from "./helpers.ts";

describe("POST /api/v1/management/embed-sessions", () => {
  it("creates a session whose launch URL carries a one-time secret in its fragment", async () => {
    const { key, projectId } = await embedTenant();
    const before = Date.now();
    const res = await call(CREATE_PATH, { key, body: sessionBody(projectId) });
    const after = Date.now();
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectDocumentedHeaders("POST", CREATE_PATH, 201, res);
    const body = await json(res);
    expectContract("POST", CREATE_PATH, 201, body);
    const { launch } = body;
    expect(launch.embedSessionId).toMatch(/^es_[0-9A-Za-z]{26}$/);
    expect(launch.launchSecretTransport).toBe("url_fragment");
    // <EMBED_BASE_URL>/embed/spectator/<id>#launchSecret=<secret>, EMBED_BASE_URL pinned in vitest.config.ts.
    const match = /^http:\/\/localhost:8787\/embed\/spectator\/(es_\w+)#launchSecret=(els_[A-Za-z0-9_-]+)$/.exec(launch.launchUrl);
    expect(match?.[1]).toBe(launch.embedSessionId);
    expect(match![2]!.length).toBeGreaterThanOrEqual(4 + 32);
    // The default lifetime is 600 s (CONTRACT.md 7).
    const expiresAt = Date.parse(launch.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 600_000);
  });

  it("stores only the secret's SHA-256, with the alarm at the expiry", async () => {
    const { key, projectId } = await embedTenant();
    const launch = await createSession(key, sessionBody(projectId));
    const stored = (await storedValues(launch.embedSessionId)).session as Record<string, unknown>;
    expect(stored.secretHash).toBe(await sha256(launch.secret));
    expect(JSON.stringify(stored)).not.toContain(launch.secret);
    expect(stored).toMatchObject({ origin: SITE, brand: "Arena Hold'em", target: targetOf(projectId) });
    const alarm = await runInDurableObject(sessionStub(launch.embedSessionId), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBe(Date.parse(launch.expiresAt));
  });

  it("names the brand of each product of the registry (CONTRACT.md 4.8)", async () => {
    const { key, projectId } = await embedTenant();
    const brands = { "arena-holdem": "Arena Hold'em", "club-tables": "Club Tables", "sng-express": "SNG Express" };
    for (const [productKey, brand] of Object.entries(brands)) {
      const launch = await createSession(key, sessionBody(projectId, { productKey }));
      const opened = await json(await open(launch.embedSessionId, { launchSecret: launch.secret }));
      expect(opened).toMatchObject({ productKey, brand });
    }
  });

  it("refuses a product outside the registry and an unknown project with 400 at their fields", async () => {
    const { key, projectId } = await embedTenant();
    const unknownProduct = await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { productKey: "poker-royale" }) }),
      400,
      "validation_failed",
    );
    expect(unknownProduct.errors).toEqual([expect.objectContaining({ path: "/productKey", code: "not_found" })]);
    const badPattern = await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { productKey: "Arena_Holdem" }) }),
      400,
      "validation_failed",
    );
    expect(badPattern.errors).toEqual([expect.objectContaining({ path: "/productKey", code: "invalid_format" })]);
    const unknownProject = await expectProblem(await call(CREATE_PATH, { key, body: sessionBody("no-such-project") }), 400, "validation_failed");
    expect(unknownProject.errors).toEqual([expect.objectContaining({ path: "/projectId", code: "not_found" })]);
  });

  it("validates every field of the body", async () => {
    const { key, projectId } = await embedTenant();
    const res = await call(CREATE_PATH, {
      key,
      body: sessionBody(projectId, { origin: "not a url", returnUrl: "", target: { ringGameId: "", tableIds: [] }, extra: 1 }),
    });
    const problem = await expectProblem(res, 400, "validation_failed");
    const paths = [...new Set(problem.errors.map((e: { path: string }) => e.path))].sort();
    expect(paths).toEqual(["/extra", "/origin", "/returnUrl", "/target/ringGameId", "/target/tableIds"]);
    // The mode is "spectator" or "player" (and each has its own target).
    const mode = await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { mode: "watcher" }) }), 400, "validation_failed");
    expect(mode.errors.map((e: { path: string }) => e.path)).toEqual(["/mode"]);
    const target = await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { mode: "player" }) }), 400, "validation_failed");
    expect(target.errors.map((e: { path: string }) => e.path)).toEqual(["/target"]);
  });

  it("refuses an origin with a path, a returnUrl with user information and a table listed twice", async () => {
    const { key, projectId } = await embedTenant();
    const res = await call(CREATE_PATH, {
      key,
      body: sessionBody(projectId, {
        origin: `${SITE}/app`,
        returnUrl: "https://user:pw@app.example.com/",
        target: { ringGameId: "rg", tableIds: ["a", "b", "a"] },
      }),
    });
    const problem = await expectProblem(res, 400, "validation_failed");
    expect(problem.errors).toEqual([
      expect.objectContaining({ path: "/origin", code: "invalid_format" }),
      expect.objectContaining({ path: "/returnUrl", code: "invalid_format" }),
      expect.objectContaining({ path: "/target/tableIds/2", code: "duplicate" }),
    ]);
  });

  it("needs origin and the origin of returnUrl in the project's allowedOrigins (403 origin_not_allowed)", async () => {
    const { key, projectId } = await embedTenant();
    await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { origin: OTHER_SITE }) }), 403, "origin_not_allowed");
    await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { returnUrl: `${OTHER_SITE}/back` }) }),
      403,
      "origin_not_allowed",
    );
    // Another port is another origin.
    await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { origin: "http://localhost:5174" }) }),
      403,
      "origin_not_allowed",
    );
    // Compared normalized: the project stored HTTPS://App.Example.com:443 as https://app.example.com.
    const launch = await createSession(
      key,
      sessionBody(projectId, { origin: "https://APP.example.com:443", returnUrl: "HTTPS://app.EXAMPLE.com/x" }),
    );
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret })).status).toBe(200);
  });

  it("answers 403 environment_mismatch when the body's environment is not the key's", async () => {
    const { key, projectId, org } = await embedTenant();
    await expectProblem(await call(CREATE_PATH, { key, body: sessionBody(projectId, { environment: "live" }) }), 403, "environment_mismatch");
    const live = await issueKey(org.id, { environment: "live", scopes: ["management"] });
    await expectProblem(await call(CREATE_PATH, { key: live.secret, body: sessionBody(projectId) }), 403, "environment_mismatch");
    // The live environment has ring games of its own: the test environment's is not found there.
    await expectProblem(
      await call(CREATE_PATH, { key: live.secret, body: sessionBody(projectId, { environment: "live" }) }),
      400,
      "validation_failed",
    );
    const target = await createRingGame(live.secret, { projectId }, 1);
    expect((await call(CREATE_PATH, { key: live.secret, body: sessionBody(projectId, { environment: "live", target }) })).status).toBe(201);
  });

  it("keeps a project-restricted key to its own project", async () => {
    const { key, projectId, org } = await embedTenant();
    const restricted = await issueKey(org.id, { scopes: ["management"], projectId: "other-project" });
    const problem = await expectProblem(await call(CREATE_PATH, { key: restricted.secret, body: sessionBody(projectId) }), 400, "validation_failed");
    expect(problem.errors).toEqual([expect.objectContaining({ path: "/projectId", code: "not_found" })]);
    // Another organization's project is not found either.
    const stranger = await embedTenant();
    await expectProblem(await call(CREATE_PATH, { key: stranger.key, body: sessionBody(projectId) }), 400, "validation_failed");
    expect((await call(CREATE_PATH, { key, body: sessionBody(projectId) })).status).toBe(201);
  });
});

describe("x-idempotency-key on create (CONTRACT.md 1.8, 4.8)", () => {
  it("reissues a fresh secret for the same live session; earlier secrets stop working", async () => {
    const { key, projectId } = await embedTenant();
    const headers = { "x-idempotency-key": "launch-1" };
    const first = await createSession(key, sessionBody(projectId), headers);
    const res = await call(CREATE_PATH, { key, body: sessionBody(projectId), headers });
    expect(res.status).toBe(201);
    expect(res.headers.get("idempotent-replayed")).toBe("true");
    const second = (await json(res)).launch;
    expect(second.embedSessionId).toBe(first.embedSessionId);
    expect(second.expiresAt).toBe(first.expiresAt);
    const secondSecret = secretOf(second.launchUrl);
    expect(secondSecret).not.toBe(first.secret);

    await expectProblem(await open(first.embedSessionId, { launchSecret: first.secret }), 403, "invalid_launch_secret");
    expect((await open(first.embedSessionId, { launchSecret: secondSecret })).status).toBe(200);
    // A reissue after the open gives a secret that opens once more.
    const third = secretOf((await json(await call(CREATE_PATH, { key, body: sessionBody(projectId), headers }))).launch.launchUrl);
    await expectProblem(await open(first.embedSessionId, { launchSecret: secondSecret }), 403, "invalid_launch_secret");
    expect((await open(first.embedSessionId, { launchSecret: third })).status).toBe(200);
  });

  it("answers 422 for the same key with another body, and never stores a secret", async () => {
    const { org, key, projectId, ringGameId, tableIds } = await embedTenant();
    const headers = { "x-idempotency-key": "launch-2" };
    const first = await createSession(key, sessionBody(projectId), headers);
    await expectProblem(
      await call(CREATE_PATH, { key, body: sessionBody(projectId, { target: { ringGameId, tableIds: [tableIds[1]] } }), headers }),
      422,
      "idempotency_key_mismatch",
    );
    const rows = await env.DB.prepare("SELECT response_body FROM idempotency_records WHERE organization_id = ? AND idempotency_key = 'launch-2'")
      .bind(org.id)
      .all();
    expect(rows.results).toHaveLength(1);
    expect(JSON.stringify(rows.results)).not.toContain(first.secret);
    expect(JSON.stringify(rows.results)).not.toContain("els_");
  });

  it("concurrent creates with one key make one session", async () => {
    const { key, projectId } = await embedTenant();
    const headers = { "x-idempotency-key": "launch-3" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(CREATE_PATH, { key, body: sessionBody(projectId), headers })));
    const ids = new Set<string>();
    for (const res of answers) {
      expect([201, 409]).toContain(res.status);
      if (res.status === 201) ids.add((await json(res)).launch.embedSessionId);
    }
    expect(ids.size).toBe(1);
  });
});
