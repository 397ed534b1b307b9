/**
 * Common route tests, generated from the route registry: a route gets these by being registered.
 * Keyed routes: 401 without a key and with an unknown key, 403 with a key that lacks the scope.
 * Admin routes: 401 with an API key. Routes with a body: 415 on a non-JSON type, 413 over the limit,
 * and 400 on a JSON array or scalar where an object is expected.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/http/body.ts";
import type { AnyRoute } from "../../src/http/route.ts";
import { routes } from "../../src/routes/index.ts";
import { ADMIN_TOKEN, call, createOrganization, expectProblem, issueKey } from "../helpers.ts";

/** A concrete URL for a route: every path parameter gets a value its schema accepts. */
function urlOf(route: AnyRoute): string {
  return route.path.replace(/\{\w+\}/g, "x1");
}

const UNKNOWN_KEY = `sk_test_${"Z".repeat(40)}`;
const label = (route: AnyRoute) => `${route.method} ${route.path}`;
const keyed = routes.filter((r) => r.auth.kind === "key");
const scoped = keyed.filter((r) => r.auth.kind === "key" && r.auth.scope !== undefined);
const admin = routes.filter((r) => r.auth.kind === "admin");
const withBody = routes.filter((r) => r.request?.body !== undefined);

/** Credentials that pass authentication and scope for a route, so the body checks are what answers. */
let fullKey: string;
let calculationsOnly: string;
let managementOnly: string;
beforeAll(async () => {
  const org = await createOrganization({ freeCredits: 1000 });
  fullKey = (await issueKey(org.id)).secret;
  calculationsOnly = (await issueKey(org.id, { scopes: ["calculations"] })).secret;
  managementOnly = (await issueKey(org.id, { scopes: ["management"] })).secret;
});

function credentialFor(route: AnyRoute): string | null {
  if (route.auth.kind === "admin") return ADMIN_TOKEN;
  if (route.auth.kind === "key") return fullKey;
  return null;
}

describe("the registry covers what these tests walk", () => {
  it("has keyed, scoped, admin and body routes", () => {
    expect(keyed.length).toBeGreaterThan(20);
    expect(scoped.length).toBeGreaterThan(20);
    expect(admin.length).toBeGreaterThan(2);
    expect(withBody.length).toBeGreaterThan(10);
  });
});

describe.each(keyed.map((route) => [label(route), route] as const))("%s (API key)", (_name, route) => {
  it("answers 401 without a key", async () => {
    await expectProblem(await call(urlOf(route), { method: route.method }), 401, "unauthorized");
  });
  it("answers 401 with an unknown key", async () => {
    await expectProblem(await call(urlOf(route), { method: route.method, key: UNKNOWN_KEY }), 401, "unauthorized");
  });
  if (route.auth.kind === "key" && route.auth.scope) {
    const scope = route.auth.scope;
    it(`answers 403 with a key that lacks the ${scope} scope`, async () => {
      const key = scope === "calculations" ? managementOnly : calculationsOnly;
      await expectProblem(await call(urlOf(route), { method: route.method, key, body: route.request?.body ? {} : undefined }), 403, "forbidden");
    });
  }
});

describe.each(admin.map((route) => [label(route), route] as const))("%s (admin)", (_name, route) => {
  it("answers 401 with an API key instead of the admin token", async () => {
    await expectProblem(await call(urlOf(route), { method: route.method, key: fullKey }), 401, "unauthorized");
  });
});

describe.each(withBody.map((route) => [label(route), route] as const))("%s (body)", (_name, route) => {
  it("answers 415 to a body that is not JSON", async () => {
    const res = await call(urlOf(route), {
      method: route.method,
      key: credentialFor(route),
      rawBody: "{}",
      headers: { "content-type": "text/plain" },
    });
    await expectProblem(res, 415, "unsupported_media_type");
  });
  it("answers 413 to a body over its limit", async () => {
    const rawBody = JSON.stringify({ padding: "x".repeat(route.maxBodyBytes ?? MAX_BODY_BYTES) });
    const res = await call(urlOf(route), {
      method: route.method,
      key: credentialFor(route),
      rawBody,
      headers: { "content-type": "application/json" },
    });
    await expectProblem(res, 413, "payload_too_large");
  });
  it.each([
    ["an array", []],
    ["a number", 7],
    ["a string", "x"],
    ["null", null],
  ])("answers 400 to %s where an object is expected", async (_kind, body) => {
    const res = await call(urlOf(route), {
      method: route.method,
      key: credentialFor(route),
      rawBody: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    const problem = await expectProblem(res, 400, "validation_failed");
    expect(problem.errors).toContainEqual(expect.objectContaining({ path: "", code: "invalid_type" }));
  });
});
