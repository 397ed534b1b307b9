import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { ADMIN_TOKEN, awayFromMinuteEdge, BASE, call, createOrganization, expectProblem, issueKey, json } from "../helpers.ts";

/**
 * Calculator embeds' keys and pages (CONTRACT 12, issue 20 part 2): publishable keys issued by the admin API
 * for a project, usable only from its allowedOrigins (CORS and preflight for those), metered and rate-limited
 * like any key, revocable at once, refused on management routes; the loader and the frame pages' CSP.
 */

const SITE = "https://shop.example.org";
const OTHER = "https://elsewhere.example.net";
const EQUITY = "/v1/calculations/equity/holdem";
const EQUITY_BODY = { players: [{ hand: "AsKd" }, { range: "QQ+" }], board: "Ah7d2c" };

let projects = 0;

/** A fresh organization, its management key, a project allowing SITE, and a publishable key of that project. */
async function embedKeys(options: { freeCredits?: number } = {}) {
  const org = await createOrganization(options);
  const management = await issueKey(org.id, { scopes: ["management"] });
  const projectId = `calc-site-${++projects}`;
  const project = await call("/api/v1/management/projects", {
    key: management.secret,
    body: { projectId, name: "Calculator site", allowedOrigins: [SITE, "http://localhost:5173"] },
  });
  expect(project.status).toBe(201);
  const res = await call(`/api/v1/admin/organizations/${org.id}/keys`, {
    key: ADMIN_TOKEN,
    body: { name: "site widgets", environment: "test", kind: "publishable", projectId },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const issued = await json(res);
  return { orgId: org.id, management: management.secret, projectId, pk: issued.secret as string, pkId: issued.key.id as string, issued };
}

const equity = (pk: string, origin?: string) => call(EQUITY, { key: pk, body: EQUITY_BODY, headers: origin ? { origin } : {} });

describe("publishable keys: issuance", () => {
  it("are pk_test_/pk_live_, scope calculations only, of one project, stored hashed", async () => {
    const { issued, orgId, projectId } = await embedKeys();
    expect(issued.secret).toMatch(/^pk_test_[A-Za-z0-9]{40}$/);
    expect(issued.key).toMatchObject({ kind: "publishable", scopes: ["calculations"], projectId, environment: "test", revokedAt: null });
    expect(issued.key.prefix).toBe(issued.secret.slice(0, 12));
    const stored = await env.DB.prepare("SELECT hash, prefix FROM api_keys WHERE id = ?")
      .bind(issued.key.id)
      .first<{ hash: string; prefix: string }>();
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(issued.secret);

    const live = await call(`/api/v1/admin/organizations/${orgId}/keys`, {
      key: ADMIN_TOKEN,
      body: { name: "live widgets", environment: "live", kind: "publishable", projectId, scopes: ["calculations"] },
    });
    expect(live.status).toBe(201);
    expect((await json(live)).secret).toMatch(/^pk_live_/);
    // A secret key is still the default, and says so.
    const secret = await issueKey(orgId, { scopes: ["calculations"] });
    expect(secret.secret).toMatch(/^sk_test_/);
  });

  it("need a project of the organization and no other scope than calculations", async () => {
    const { orgId, projectId } = await embedKeys();
    const issue = (body: Record<string, unknown>) =>
      call(`/api/v1/admin/organizations/${orgId}/keys`, { key: ADMIN_TOKEN, body: { name: "w", environment: "test", kind: "publishable", ...body } });
    const noProject = await expectProblem(await issue({}), 400, "validation_failed");
    expect(noProject.errors.map((e: { path: string }) => e.path)).toEqual(["/projectId"]);
    const management = await expectProblem(await issue({ projectId, scopes: ["calculations", "management"] }), 400, "validation_failed");
    expect(management.errors.map((e: { path: string }) => e.path)).toEqual(["/scopes"]);
    const unknown = await expectProblem(await issue({ projectId: "no-such-project" }), 400, "validation_failed");
    expect(unknown.errors[0].path).toBe("/projectId");
    await expectProblem(await issue({ projectId, kind: "restricted" }), 400, "validation_failed");
    // Secret keys still need their scopes.
    const noScopes = await call(`/api/v1/admin/organizations/${orgId}/keys`, { key: ADMIN_TOKEN, body: { name: "s", environment: "test" } });
    expect((await expectProblem(noScopes, 400, "validation_failed")).errors[0].path).toBe("/scopes");
  });
});

describe("publishable keys: origins and CORS", () => {
  it("answer a calculation from an allowed origin, with CORS for that origin only", async () => {
    const { pk, orgId } = await embedKeys();
    const res = await equity(pk, "HTTPS://Shop.Example.org:443");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(res.headers.get("vary")).toContain("Origin");
    expect(res.headers.get("access-control-expose-headers")).toContain("x-engine-version");
    const direct = await call(EQUITY, { key: (await issueKey(orgId, { scopes: ["calculations"] })).secret, body: EQUITY_BODY });
    expect(await res.json()).toEqual(await direct.json());

    // Errors after the origin check carry CORS too, so the page can read the field errors.
    const bad = await call(EQUITY, { key: pk, body: { players: [{ hand: "Ax" }, { hand: "KdKc" }] }, headers: { origin: SITE } });
    await expectProblem(bad, 400, "validation_failed");
    expect(bad.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("are refused without an Origin or from another origin: 403 origin_not_allowed, no CORS", async () => {
    const { pk } = await embedKeys();
    for (const origin of [undefined, OTHER, "null", "https://shop.example.org.evil.net"]) {
      const res = await equity(pk, origin);
      await expectProblem(res, 403, "origin_not_allowed");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("are accepted from this service's own origin (its calculator frames)", async () => {
    const { pk } = await embedKeys();
    const res = await equity(pk, BASE);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("preflight: 204 with CORS headers for a project's origin, 403 otherwise", async () => {
    await embedKeys();
    for (const path of [EQUITY, "/v1/calculations/icm/deal", "/v1/calculations/tournaments/payouts", "/v1/calculations/tournaments/blinds"]) {
      const ok = await call(path, {
        method: "OPTIONS",
        headers: { origin: SITE, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
      });
      expect(ok.status).toBe(204);
      expect(ok.headers.get("access-control-allow-origin")).toBe(SITE);
      expect(ok.headers.get("access-control-allow-methods")).toBe("POST");
      expect(ok.headers.get("access-control-allow-headers")).toContain("authorization");
      expect(ok.headers.get("access-control-max-age")).toBe("600");
    }
    const other = await call(EQUITY, { method: "OPTIONS", headers: { origin: OTHER, "access-control-request-method": "POST" } });
    await expectProblem(other, 403, "origin_not_allowed");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    await expectProblem(await call(EQUITY, { method: "OPTIONS" }), 403, "origin_not_allowed");
  });
});

describe("publishable keys: limits", () => {
  it("are 403 forbidden on management routes, and on /mcp", async () => {
    const { pk } = await embedKeys();
    for (const path of ["/api/v1/management/projects", "/api/v1/management/usage", "/api/v1/management/tournaments"]) {
      await expectProblem(await call(path, { key: pk, headers: { origin: SITE } }), 403, "forbidden");
    }
    const created = await call("/api/v1/management/projects", {
      key: pk,
      body: { projectId: "x", name: "x", allowedOrigins: [] },
      headers: { origin: SITE },
    });
    await expectProblem(created, 403, "forbidden");
    const mcp = await call("/mcp", {
      key: pk,
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      headers: { origin: SITE, accept: "application/json, text/event-stream" },
    });
    await expectProblem(mcp, 403, "forbidden");
  });

  it("are metered per key like any key: requests, errors and credits in the usage report", async () => {
    const { pk, pkId, management } = await embedKeys({ freeCredits: 10 });
    expect((await equity(pk, SITE)).status).toBe(200);
    expect((await equity(pk, SITE)).status).toBe(200);
    expect((await equity(pk, OTHER)).status).toBe(403);
    expect((await call(EQUITY, { key: pk, body: { players: [] }, headers: { origin: SITE } })).status).toBe(400);
    const res = await call("/api/v1/management/usage", { key: management });
    const report = await json(res);
    const row = report.data.find((r: { keyId: string; endpoint: string }) => r.keyId === pkId && r.endpoint === `POST ${EQUITY}`);
    expect(row).toMatchObject({ environment: "test", requests: 4, errors: 2, credits: 2, billableCredits: 0 });
    expect(report.organization.freeCreditsRemaining).toBe(8);
  });

  it("are rate-limited per key", async () => {
    const { pk } = await embedKeys();
    await awayFromMinuteEdge();
    const limited = { ...env, RATE_LIMIT_PER_MINUTE: "2" };
    const send = () =>
      worker.fetch(
        new Request(`${BASE}${EQUITY}`, {
          method: "POST",
          headers: { authorization: `Bearer ${pk}`, origin: SITE, "content-type": "application/json" },
          body: JSON.stringify(EQUITY_BODY),
        }),
        limited,
        createExecutionContext(),
      );
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const res = await send();
    await expectProblem(res, 429, "rate_limited");
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("are revoked at once by the same route as secret keys", async () => {
    const { pk, pkId, orgId } = await embedKeys();
    expect((await equity(pk, SITE)).status).toBe(200);
    const revoked = await call(`/api/v1/admin/organizations/${orgId}/keys/${pkId}`, { method: "DELETE", key: ADMIN_TOKEN });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).key).toMatchObject({ kind: "publishable", revokedAt: expect.any(String) });
    await expectProblem(await equity(pk, SITE), 401, "unauthorized");
    const page = await call(`/embed/calculators/equity?key=${pk}&origin=${encodeURIComponent(SITE)}`);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("the loader and the calculator pages", () => {
  it("GET /embed/v1.js is a cacheable script defining the four elements", async () => {
    const res = await call("/embed/v1.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const script = await res.text();
    for (const tag of ["pokerworks-equity", "pokerworks-icm-deal", "pokerworks-payouts", "pokerworks-blinds"]) expect(script).toContain(`"${tag}"`);
    // postMessage always names its target origin; never "*".
    expect(script).not.toMatch(/postMessage\([^)]*"\*"/);
    const gzipped = await new Response(new Blob([script]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    // The four calculator elements and <pokerworks-lobby> (which lists tables itself, no frame).
    expect(gzipped.byteLength).toBeLessThan(4096);
  });

  it("a page for an allowed origin: frame-ancestors the project's origins, nonce'd script, connect-src 'self'", async () => {
    const { pk } = await embedKeys();
    for (const kind of ["equity", "icm-deal", "payouts", "blinds"]) {
      const res = await call(`/embed/calculators/${kind}?key=${pk}&origin=${encodeURIComponent(SITE)}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain(`frame-ancestors ${SITE} http://localhost:5173`);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("default-src 'none'");
      const nonce = /script-src 'nonce-([A-Za-z0-9]+)'/.exec(csp)![1];
      const html = await res.text();
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(pk);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses another origin, an unknown key and a secret key: frame-ancestors 'none', no key in the page", async () => {
    const { pk, management } = await embedKeys();
    const refused = [
      `key=${pk}&origin=${encodeURIComponent(OTHER)}`,
      `key=pk_test_${"x".repeat(40)}&origin=${encodeURIComponent(SITE)}`,
      `key=${management}&origin=${encodeURIComponent(SITE)}`,
      `key=${pk}`,
    ];
    for (const query of refused) {
      const res = await call(`/embed/calculators/equity?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).not.toContain("pk_test_");
      expect(html).not.toContain("sk_test_");
      expect(html).toContain('data-state="refused"');
    }
    await expectProblem(await call("/embed/calculators/roulette"), 400, "validation_failed");
  });

  it("game=plo4|plo5 makes the equity page an Omaha calculator; game is the equity calculator's only, and one of three", async () => {
    const { pk } = await embedKeys();
    const page = (query: string) => call(`/embed/calculators/${query}&key=${pk}&origin=${encodeURIComponent(SITE)}`);
    for (const game of ["plo4", "plo5"]) {
      const html = await (await page(`equity?game=${game}`)).text();
      expect(html).toContain(`data-game="${game}"`);
      expect(html).toContain('"path":"/v1/calculations/equity/omaha"');
      expect(html).toContain(`Omaha equity (${game === "plo4" ? 4 : 5} cards)`);
    }
    const holdem = await (await page("equity?game=nlhe")).text();
    expect(holdem).toContain('"path":"/v1/calculations/equity/holdem"');
    const unknown = await expectProblem(await page("equity?game=plo6"), 400, "validation_failed");
    expect(unknown.errors.map((e: { path: string }) => e.path)).toEqual(["/query/game"]);
    const other = await expectProblem(await page("payouts?game=plo4"), 400, "validation_failed");
    expect(other.errors.map((e: { path: string }) => e.path)).toEqual(["/query/game"]);
  });
});
