import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createOrganization, issueKey } from "../helpers";
import { api, codeAt } from "../management/fixtures";
import { createEndpoint, ENDPOINT, ENDPOINTS, received, receiverName, receiverUrl, setBehavior, webhookTenant } from "./helpers";
import { REFUSED_FOR_LIVE } from "./ssrf-urls";

const ROTATE = `${ENDPOINT}/rotate-secret`;

describe("creating a webhook endpoint", () => {
  it("answers 201 with the endpoint and a whsec_ secret shown once (no-store), stored encrypted, never listed", async () => {
    const { key } = await webhookTenant();
    const url = receiverUrl(receiverName());
    const res = await api(
      key,
      "POST",
      ENDPOINTS,
      {},
      {
        body: { environment: "test", eventTypes: ["tournament.completed", "tournament.completed"], label: "Prod hooks", projectId: "my-app", url },
      },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { endpoint, secret } = res.body;
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^we_/),
      environment: "test",
      projectId: "my-app",
      label: "Prod hooks",
      url,
      eventTypes: ["tournament.completed"],
      status: "active",
      lastVerifiedAt: null,
      lastVerificationStatus: null,
      secretRotatedAt: null,
      createdAt: endpoint.createdAt,
      updatedAt: endpoint.createdAt,
    });
    expect(secret.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret.createdAt).toBe(endpoint.createdAt);
    // Creation does not call the URL.
    expect(await received(new URL(url).pathname.slice(3))).toEqual([]);

    const raw = secret.secret.slice("whsec_".length);
    const get = await api(key, "GET", ENDPOINT, { endpointId: endpoint.id });
    const list = await api(key, "GET", ENDPOINTS);
    expect(get.body).toEqual({ endpoint });
    expect(list.body.data).toEqual([endpoint]);
    for (const body of [get.body, list.body]) expect(JSON.stringify(body)).not.toContain(raw);
    const row = await env.DB.prepare("SELECT * FROM webhook_endpoints WHERE id = ?").bind(endpoint.id).first<Record<string, string>>();
    expect(JSON.stringify(row)).not.toContain(raw);
    expect(row!.secret).not.toBe(secret.secret);
  });

  it("normalizes the URL it stores", async () => {
    const { key } = await webhookTenant();
    const { endpoint } = await createEndpoint(key, { url: "HTTPS://Hooks.Receiver.TEST:443/r/Normalized" });
    expect(endpoint.url).toBe("https://hooks.receiver.test/r/Normalized");
  });

  it("answers 403 environment_mismatch when the body names the other environment", async () => {
    const { key } = await webhookTenant({ environment: "test" });
    const res = await api(
      key,
      "POST",
      ENDPOINTS,
      {},
      { body: { environment: "live", eventTypes: ["tournament.completed"], label: "x", projectId: "my-app", url: receiverUrl("x") } },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("environment_mismatch");
    const live = await webhookTenant({ environment: "live" });
    expect(
      (
        await api(
          live.key,
          "POST",
          ENDPOINTS,
          {},
          { body: { environment: "test", eventTypes: ["tournament.completed"], label: "x", projectId: "my-app", url: receiverUrl("x") } },
        )
      ).body.code,
    ).toBe("environment_mismatch");
    expect((await createEndpoint(live.key, { environment: "live", url: receiverUrl("live-ok") })).endpoint.environment).toBe("live");
  });

  it("needs an existing project of the organization (a restricted key: its own)", async () => {
    const { key, org } = await webhookTenant();
    const unknown = await api(
      key,
      "POST",
      ENDPOINTS,
      {},
      { body: { environment: "test", eventTypes: ["tournament.completed"], label: "x", projectId: "nope", url: receiverUrl("x") } },
    );
    expect(unknown.status).toBe(400);
    expect(codeAt(unknown.body, "/projectId")).toBe("not_found");
    const restricted = (await issueKey(org.id, { projectId: "other-app" })).secret;
    const other = await api(
      restricted,
      "POST",
      ENDPOINTS,
      {},
      { body: { environment: "test", eventTypes: ["tournament.completed"], label: "x", projectId: "my-app", url: receiverUrl("x") } },
    );
    expect(codeAt(other.body, "/projectId")).toBe("not_found");
    expect((await createEndpoint(restricted, { url: receiverUrl("own"), projectId: "other-app" })).endpoint.projectId).toBe("other-app");
    // Another organization's project of the same name is not this organization's.
    const stranger = await createOrganization();
    const strangerKey = (await issueKey(stranger.id)).secret;
    expect(
      codeAt(
        (
          await api(
            strangerKey,
            "POST",
            ENDPOINTS,
            {},
            { body: { environment: "test", eventTypes: ["tournament.completed"], label: "x", projectId: "my-app", url: receiverUrl("x") } },
          )
        ).body,
        "/projectId",
      ),
    ).toBe("not_found");
  });

  it("validates the body: event types, label, URL", async () => {
    const { key } = await webhookTenant();
    const res = await api(
      key,
      "POST",
      ENDPOINTS,
      {},
      { body: { environment: "test", eventTypes: ["tournament.exploded"], label: "", projectId: "my-app", url: "x".repeat(10) } },
    );
    expect(res.status).toBe(400);
    expect(codeAt(res.body, "/eventTypes/0")).toBe("invalid_value");
    expect(codeAt(res.body, "/label")).toBe("too_small");
    expect(codeAt(res.body, "/url")).toBe("invalid_format");
    const empty = await api(
      key,
      "POST",
      ENDPOINTS,
      {},
      { body: { environment: "test", eventTypes: [], label: "x", projectId: "my-app", url: receiverUrl("x"), secret: "mine" } },
    );
    expect(codeAt(empty.body, "/eventTypes")).toBe("too_small");
    expect(codeAt(empty.body, "/secret")).toBe("unknown_field");
  });

  it("refuses every SSRF spelling for live endpoints (400 at /url), and loopback over http for test ones", async () => {
    const { key } = await webhookTenant({ environment: "live" });
    for (const url of REFUSED_FOR_LIVE) {
      const res = await api(
        key,
        "POST",
        ENDPOINTS,
        {},
        { body: { environment: "live", eventTypes: ["tournament.completed"], label: "x", projectId: "my-app", url } },
      );
      expect(res.status, url).toBe(400);
      expect(["not_allowed", "invalid_format"], url).toContain(codeAt(res.body, "/url"));
    }
    expect((await api(key, "GET", ENDPOINTS)).body.data).toEqual([]);
    // The test configuration sets WEBHOOK_ALLOW_LOOPBACK: test endpoints may use loopback, never private ranges.
    const t = await webhookTenant({ environment: "test" });
    expect((await createEndpoint(t.key, { url: "http://127.0.0.1:3000/hooks" })).endpoint.url).toBe("http://127.0.0.1:3000/hooks");
    expect((await createEndpoint(t.key, { url: "http://localhost:3000/hooks" })).endpoint.url).toBe("http://localhost:3000/hooks");
    const privateRange = await api(
      t.key,
      "POST",
      ENDPOINTS,
      {},
      { body: { environment: "test", eventTypes: ["tournament.completed"], label: "x", projectId: "my-app", url: "http://10.0.0.8/hooks" } },
    );
    expect(codeAt(privateRange.body, "/url")).toBe("not_allowed");
  });
});

describe("listing and reading endpoints", () => {
  it("pages newest first and keeps to the key's organization and environment", async () => {
    const { key, org } = await webhookTenant();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createEndpoint(key, { url: receiverUrl(`l${i}`), label: `e${i}` })).endpoint.id);
    const first = await api(key, "GET", ENDPOINTS, {}, { query: "limit=2" });
    expect(first.body.object).toBe("developer_webhook_endpoints");
    expect(first.body.data.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.page).toMatchObject({ limit: 2, hasMore: true });
    const second = await api(key, "GET", ENDPOINTS, {}, { query: `limit=2&cursor=${first.body.page.nextCursor}` });
    expect(second.body.data.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(second.body.page).toEqual({ limit: 2, hasMore: false, nextCursor: null });

    const liveKey = (await issueKey(org.id, { environment: "live" })).secret;
    expect((await api(liveKey, "GET", ENDPOINTS)).body.data).toEqual([]);
    expect((await api(liveKey, "GET", ENDPOINT, { endpointId: ids[0]! })).status).toBe(404);
    const stranger = (await issueKey((await createOrganization()).id)).secret;
    expect((await api(stranger, "GET", ENDPOINT, { endpointId: ids[0]! })).status).toBe(404);
    expect((await api(stranger, "PATCH", ENDPOINT, { endpointId: ids[0]! }, { body: { label: "mine" } })).status).toBe(404);
    expect((await api(stranger, "POST", ROTATE, { endpointId: ids[0]! })).status).toBe(404);
    // A project-restricted key sees its project's endpoints only.
    const restricted = (await issueKey(org.id, { projectId: "other-app" })).secret;
    expect((await api(restricted, "GET", ENDPOINTS)).body.data).toEqual([]);
    expect((await api(restricted, "GET", ENDPOINT, { endpointId: ids[0]! })).status).toBe(404);
  });
});

describe("updating an endpoint", () => {
  it("verifies the resulting URL with a signed request first, then applies the change", async () => {
    const { key } = await webhookTenant();
    const { endpoint, secret } = await createEndpoint(key, { url: receiverUrl(receiverName()) });
    const target = receiverName("moved");
    const res = await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { url: receiverUrl(target), label: "Moved" } });
    expect(res.status).toBe(200);
    expect(res.body.endpoint).toMatchObject({ url: receiverUrl(target), label: "Moved", status: "active", lastVerificationStatus: "succeeded" });
    expect(res.body.endpoint.lastVerifiedAt).toBe(res.body.endpoint.updatedAt);
    const [request] = await received(target);
    expect(request!.method).toBe("POST");
    const body = new Webhook(secret).verify(request!.body, request!.headers) as Record<string, unknown>;
    expect(body).toEqual({ type: "webhook_endpoint.verification", endpointId: endpoint.id, challenge: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
  });

  it("changes nothing but the verification fields when verification fails (422 with httpStatus and error)", async () => {
    const { key } = await webhookTenant();
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(receiverName()) });
    const cases: Array<[string, Parameters<typeof setBehavior>[1], number | null, RegExp]> = [
      ["failing", { failFirst: 99, failStatus: 503 }, 503, /HTTP 503/],
      ["hanging", { hangMs: 3000 }, null, /no complete answer within 1500 ms/],
      ["redirecting", { redirectTo: receiverUrl("redirect-target") }, 307, /HTTP 307.*redirects are not followed/],
    ];
    for (const [label, behavior, httpStatus, error] of cases) {
      const name = receiverName(label);
      await setBehavior(name, behavior);
      const res = await api(
        key,
        "PATCH",
        ENDPOINT,
        { endpointId: endpoint.id },
        { body: { url: receiverUrl(name), label: "Changed", eventTypes: ["tournament.completed"] } },
      );
      expect(res.status, label).toBe(422);
      expect(res.body.code).toBe("endpoint_verification_failed");
      expect(res.body.verification).toEqual({ httpStatus, error: expect.stringMatching(error) });
      expect(await received(name), label).toHaveLength(1);
      const now = (await api(key, "GET", ENDPOINT, { endpointId: endpoint.id })).body.endpoint;
      expect(now).toEqual({ ...endpoint, lastVerifiedAt: expect.any(String), lastVerificationStatus: "failed" });
    }
    expect(await received("redirect-target")).toEqual([]);
  });

  it("disabling is not verified; re-enabling is", async () => {
    const { key } = await webhookTenant();
    const name = receiverName();
    const { endpoint } = await createEndpoint(key, { url: receiverUrl(name) });
    await setBehavior(name, { failFirst: 1 });
    const disabled = await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { status: "disabled", label: "off" } });
    expect(disabled.body.endpoint).toMatchObject({ status: "disabled", label: "off", lastVerificationStatus: null });
    expect(await received(name)).toHaveLength(0);
    const refused = await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { status: "active" } });
    expect(refused.status).toBe(422);
    expect((await api(key, "GET", ENDPOINT, { endpointId: endpoint.id })).body.endpoint.status).toBe("disabled");
    const enabled = await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { status: "active" } });
    expect(enabled.body.endpoint).toMatchObject({ status: "active", lastVerificationStatus: "succeeded" });
    expect(await received(name)).toHaveLength(2);
  });

  it("applies the URL policy to a new URL (400 before any request) and refuses unknown fields", async () => {
    const { key } = await webhookTenant({ environment: "live" });
    const { endpoint } = await createEndpoint(key, { environment: "live", url: receiverUrl(receiverName()) });
    const res = await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { url: "https://169.254.169.254/latest/meta-data/" } });
    expect(res.status).toBe(400);
    expect(codeAt(res.body, "/url")).toBe("not_allowed");
    for (const field of ["environment", "projectId", "secret"]) {
      const unknown = await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { [field]: "x" } });
      expect(codeAt(unknown.body, `/${field}`), field).toBe("unknown_field");
    }
  });
});

describe("rotating the secret", () => {
  it("shows the new secret once; for 24 h both secrets sign", async () => {
    const { key } = await webhookTenant();
    const name = receiverName();
    const { endpoint, secret: old } = await createEndpoint(key, { url: receiverUrl(name) });
    const before = Date.now();
    const res = await api(key, "POST", ROTATE, { endpointId: endpoint.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { secret } = res.body;
    expect(secret.secret).toMatch(/^whsec_/);
    expect(secret.secret).not.toBe(old);
    const overlap = Date.parse(secret.previousSecretExpiresAt) - Date.parse(secret.createdAt);
    expect(overlap).toBe(24 * 60 * 60 * 1000);
    expect(Date.parse(secret.createdAt)).toBeGreaterThanOrEqual(before - 1);
    expect(res.body.endpoint.secretRotatedAt).toBe(secret.createdAt);
    const got = (await api(key, "GET", ENDPOINT, { endpointId: endpoint.id })).body;
    expect(got.endpoint.secretRotatedAt).toBe(secret.createdAt);
    expect(JSON.stringify(got)).not.toContain(secret.secret.slice(6));

    // A verification during the overlap carries both signatures; each secret verifies on its own.
    expect((await api(key, "PATCH", ENDPOINT, { endpointId: endpoint.id }, { body: { label: "rotated" } })).status).toBe(200);
    const [request] = await received(name);
    expect(request!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Webhook(secret.secret).verify(request!.body, request!.headers)).toMatchObject({ endpointId: endpoint.id });
    expect(new Webhook(old).verify(request!.body, request!.headers)).toMatchObject({ endpointId: endpoint.id });
  });
});
