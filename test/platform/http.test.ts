import { describe, expect, it } from "vitest";
import { ENGINE_VERSION } from "../../src/engine/version";
import { CHIPS_BODY, CHIPS_PATH, call, expectContract, expectProblem, json, tenant } from "../helpers";

describe("public routes", () => {
  it("GET /healthz answers ok with the engine version and a request id", async () => {
    const res = await call("/healthz");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: "ok", engineVersion: ENGINE_VERSION });
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("echoes a safe incoming x-request-id and replaces an unsafe one", async () => {
    expect((await call("/healthz", { headers: { "x-request-id": "client-123.abc" } })).headers.get("x-request-id")).toBe("client-123.abc");
    const unsafe = await call("/healthz", { headers: { "x-request-id": "bad id with spaces" } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("serves the OpenAPI document, the interactive reference and a plain one", async () => {
    const spec = await json(await call("/openapi.json"));
    expect(spec.openapi).toBe("3.1.0");
    expect(Object.keys(spec.paths)).toContain(CHIPS_PATH);
    const docs = await call("/docs");
    expect(docs.headers.get("content-type")).toContain("text/html");
    const csp = docs.headers.get("content-security-policy")!;
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    const html = await docs.text();
    // The reference script comes from this Worker's assets and reads this contract; nothing remote.
    expect(html).toContain('<script src="/docs/scalar.js"></script>');
    expect(html).toContain('data-url="/openapi.json"');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const config = JSON.parse(
      html
        .match(/data-configuration="([^"]*)"/)![1]!
        .replaceAll("&quot;", '"')
        .replaceAll("&amp;", "&"),
    );
    expect(config).toMatchObject({
      telemetry: false,
      withDefaultFonts: false,
      persistAuth: false,
      agent: { disabled: true },
      mcp: { disabled: true },
    });
    expect(config).not.toHaveProperty("proxyUrl");
    // Problem `type` URIs (/docs/errors#<code>) resolve to the plain reference's error table.
    const errors = await call("/docs/errors");
    expect(errors.status).toBe(200);
    const plain = await errors.text();
    expect(plain).toContain('id="card_conflict"');
    expect(plain).toContain(`POST ${CHIPS_PATH}`);
  });
});

describe("routing errors", () => {
  it("an unknown path is a problem+json 404", async () => {
    await expectProblem(await call("/nope"), 404, "not_found");
  });

  it("path text is matched literally: /openapiXjson is 404, not 405", async () => {
    await expectProblem(await call("/openapiXjson", { method: "POST" }), 404, "not_found");
  });

  it("a known path with the wrong method is 405 with allow", async () => {
    const res = await call(CHIPS_PATH, { method: "GET" });
    // Calculations also answer a CORS preflight (publishable keys from a project's allowed origins).
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    await expectProblem(res, 405, "method_not_allowed");
  });
});

describe("authentication", () => {
  it("missing, malformed and unknown keys are 401", async () => {
    await expectProblem(await call(CHIPS_PATH, { body: CHIPS_BODY }), 401, "unauthorized");
    await expectProblem(await call(CHIPS_PATH, { body: CHIPS_BODY, key: "not-a-key" }), 401, "unauthorized");
    await expectProblem(await call(CHIPS_PATH, { body: CHIPS_BODY, key: `sk_test_${"a".repeat(40)}` }), 401, "unauthorized");
  });

  it("authentication comes before body checks", async () => {
    await expectProblem(await call(CHIPS_PATH, { rawBody: "{", headers: { "content-type": "application/json" } }), 401, "unauthorized");
  });
});

describe("body handling", () => {
  it("a declared body over 64 KiB is 413 without reading it", async () => {
    const { key } = await tenant();
    const res = await call(CHIPS_PATH, { key, rawBody: "x".repeat(70_000), headers: { "content-type": "application/json" } });
    await expectProblem(res, 413, "payload_too_large");
  });

  it("a streamed body is cut off once it passes 64 KiB", async () => {
    const { key } = await tenant();
    const chunk = new TextEncoder().encode(" ".repeat(16_384));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await call(CHIPS_PATH, { key, rawBody: stream, headers: { "content-type": "application/json" } });
    await expectProblem(res, 413, "payload_too_large");
  });

  it("a non-JSON content type is 415 and broken JSON is 400 malformed_json", async () => {
    const { key } = await tenant();
    await expectProblem(
      await call(CHIPS_PATH, { key, rawBody: "players=9", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415,
      "unsupported_media_type",
    );
    await expectProblem(
      await call(CHIPS_PATH, { key, rawBody: '{"players": 9,', headers: { "content-type": "application/json" } }),
      400,
      "malformed_json",
    );
  });

  it("validation reports every failing field as a JSON Pointer", async () => {
    const { key } = await tenant();
    const res = await call(CHIPS_PATH, {
      key,
      body: { players: 0, startingStack: "10000", denominations: [{ value: 25 }, { value: -1, colour: "x" }], extra: true },
    });
    const body = await expectProblem(res, 400, "validation_failed");
    expectContract("POST", CHIPS_PATH, 400, body, "application/problem+json");
    const paths = body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["/denominations/1/colour", "/denominations/1/value", "/extra", "/players", "/startingStack"]);
    expect(body.errors.find((e: { path: string }) => e.path === "/extra").code).toBe("unknown_field");
    expect(body.errors.find((e: { path: string }) => e.path === "/players").code).toBe("too_small");
    expect(body.errors.find((e: { path: string }) => e.path === "/startingStack").code).toBe("invalid_type");
  });
});

describe("validation across parts of the request", () => {
  it("path parameters and query are reported together", async () => {
    const { key } = await tenant();
    const res = await call(`/api/v1/management/tournaments/${"x".repeat(200)}/entries?limit=0`, { key });
    const body = await expectProblem(res, 400, "validation_failed");
    const paths = body.errors.map((e: { path: string }) => e.path);
    expect(paths).toContain("/params/tournamentId");
    expect(paths).toContain("/query/limit");
  });

  it("a day that does not exist is refused, not rolled over", async () => {
    const { key } = await tenant();
    const body = await expectProblem(await call("/api/v1/management/usage?from=2026-02-30", { key }), 400, "validation_failed");
    expect(body.errors).toEqual([{ path: "/query/from", code: "invalid_value", message: "must be a day that exists" }]);
  });
});

describe("calculation responses", () => {
  it("carry the engine version in the body and header, and credits remaining", async () => {
    const { key } = await tenant({ freeCredits: 5 });
    const res = await call(CHIPS_PATH, { key, body: CHIPS_BODY });
    expect(res.status).toBe(200);
    const body = await json(res);
    expectContract("POST", CHIPS_PATH, 200, body);
    expect(body.engineVersion).toBe(ENGINE_VERSION);
    expect(res.headers.get("x-engine-version")).toBe(ENGINE_VERSION);
    expect(res.headers.get("x-credits-remaining")).toBe("4");
  });

  it("a scope the key lacks is 403 forbidden", async () => {
    const { org } = await tenant();
    const { issueKey } = await import("../helpers");
    const management = await issueKey(org.id, { scopes: ["management"] });
    await expectProblem(await call(CHIPS_PATH, { key: management.secret, body: CHIPS_BODY }), 403, "forbidden");
  });

  it("GET /v1/limits lists the limits in force for any key", async () => {
    const { key } = await tenant();
    const res = await call("/v1/limits", { key });
    expect(res.status).toBe(200);
    const body = await json(res);
    expectContract("GET", "/v1/limits", 200, body);
    expect(body.requestBodyMaxBytes).toBe(65536);
  });
});
