/**
 * What a publishable key reaches (CONTRACT 10.5, issue 31 item 4): the calculations of section 3 and the
 * public routes, nothing else. Generated from the route registry: a route registered tomorrow is walked
 * here with a pk_ key from an allowed origin, and is 403 `forbidden` unless it is a calculation (admin
 * routes: 401, as for any API key).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyRoute } from "../../src/http/route.ts";
import { routes } from "../../src/routes/index.ts";
import { ADMIN_TOKEN, call, createOrganization, expectProblem, issueKey, json } from "../helpers.ts";

const SITE = "https://widgets.example.org";
const PROJECT = "pk-scope-site";
const label = (route: AnyRoute) => `${route.method} ${route.path}`;
const urlOf = (route: AnyRoute) => route.path.replace(/\{\w+\}/g, "x1");

/** The allowed set, written independently of the routes' own declarations: the calculations, the lobby and the public routes. */
const isCalculation = (route: AnyRoute) => route.path.startsWith("/v1/calculations/");
/** The lobby a page shows players (public fields of the key's project's tables and tournaments). */
const isLobby = (route: AnyRoute) => route.method === "GET" && route.path === "/v1/lobby";
const admits = (route: AnyRoute) => isCalculation(route) || isLobby(route);
const reachable = (route: AnyRoute) => route.auth.kind === "public" || admits(route);

let pk: string;
let owner: string;
beforeAll(async () => {
  const org = await createOrganization({ freeCredits: 1000 });
  const management = await issueKey(org.id, { scopes: ["management"] });
  const project = await call("/api/v1/management/projects", {
    key: management.secret,
    body: { projectId: PROJECT, name: "Widgets", allowedOrigins: [SITE] },
  });
  expect(project.status).toBe(201);
  owner = (await issueKey(org.id, { scopes: ["calculations"], projectId: PROJECT })).secret;
  const issued = await call(`/api/v1/admin/organizations/${org.id}/keys`, {
    key: ADMIN_TOKEN,
    body: { name: "widgets", environment: "test", kind: "publishable", projectId: PROJECT },
  });
  expect(issued.status).toBe(201);
  pk = (await json(issued)).secret;
});

const asPage = { origin: SITE };

describe("a publishable key and a shuffle of its project's secret key", () => {
  it("can neither read it, nor draw its deck before the owner, nor reveal it: 403 forbidden each time", async () => {
    const created = await call("/v1/shuffles", { key: owner, method: "POST" });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json(created);

    await expectProblem(await call(`/v1/shuffles/${id}`, { key: pk, headers: asPage }), 403, "forbidden");
    const draw = await call(`/v1/shuffles/${id}/deck`, { key: pk, headers: asPage, body: { clientSeeds: ["page"] } });
    await expectProblem(draw, 403, "forbidden");
    // The key's kind is refused before its origin is looked at: no CORS, the page cannot even read the refusal.
    expect(draw.headers.get("access-control-allow-origin")).toBeNull();
    // The owner deals first: the page's attempt changed nothing.
    const dealt = await call(`/v1/shuffles/${id}/deck`, { key: owner, body: { clientSeeds: ["owner"] } });
    expect(dealt.status, await dealt.clone().text()).toBe(200);
    await expectProblem(await call(`/v1/shuffles/${id}/reveal`, { key: pk, method: "POST", headers: asPage }), 403, "forbidden");
    await expectProblem(await call("/v1/shuffles", { key: pk, method: "POST", headers: asPage }), 403, "forbidden");

    // The owner still reads it unrevealed (the page's reveal did not happen).
    const read = await json(await call(`/v1/shuffles/${id}`, { key: owner }));
    expect(read.revealedAt ?? null).toBeNull();
    expect(read.serverSeed ?? null).toBeNull();
  });

  it("still reaches the public verify, and /mcp stays closed to it", async () => {
    const verify = await call("/v1/shuffles/verify", {
      key: pk,
      headers: { ...asPage, "cf-connecting-ip": "198.51.100.31" },
      body: { serverSeed: "00".repeat(32), clientSeed: "x", nonce: 0, commitment: "00".repeat(32) },
    });
    expect(verify.status, await verify.clone().text()).toBe(200);
    const mcp = await call("/mcp", {
      key: pk,
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      headers: { ...asPage, accept: "application/json, text/event-stream" },
    });
    await expectProblem(mcp, 403, "forbidden");
  });
});

describe("the registry declares it: publishable keys only where a route says so", () => {
  it("exactly the calculation routes and the lobby admit publishable keys", () => {
    const admitting = routes.filter((r) => r.auth.kind === "key" && r.auth.publishable === true).map(label);
    expect(admitting.length).toBeGreaterThan(3);
    expect(admitting).toEqual(routes.filter((r) => r.auth.kind === "key" && admits(r)).map(label));
    expect(admitting).toContain("GET /v1/lobby");
  });
});

describe.each(routes.map((route) => [label(route), route] as const))("%s with a publishable key from an allowed origin", (_name, route) => {
  const send = () =>
    call(urlOf(route), {
      method: route.method,
      key: pk,
      headers: { ...asPage, "cf-connecting-ip": "198.51.100.32" },
      body: route.request?.body ? {} : undefined,
    });
  if (reachable(route)) {
    it("is not refused for the key's kind", async () => {
      const res = await send();
      const text = await res.text();
      expect(text.includes('"code":"forbidden"'), text).toBe(false);
      if (admits(route)) expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    });
  } else if (route.auth.kind === "admin") {
    it("answers 401: no API key is the admin token", async () => {
      await expectProblem(await send(), 401, "unauthorized");
    });
  } else {
    it("answers 403 forbidden", async () => {
      await expectProblem(await send(), 403, "forbidden");
    });
  }
});
