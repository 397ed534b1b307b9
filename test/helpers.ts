import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { Validator } from "@cfworker/json-schema";
import fc from "fast-check";
import { expect } from "vitest";
import openapi from "../schemas/openapi.json";

export const ADMIN_TOKEN = env.ADMIN_TOKEN!;
export const BASE = "https://pokerworks.test";

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: BodyInit;
  key?: string | null;
  headers?: Record<string, string>;
}

/** Calls the Worker's own fetch handler, exactly as a client would. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  return (exports as unknown as { default: Fetcher }).default.fetch(
    new Request(BASE + path, { method: options.method ?? (body ? "POST" : "GET"), headers, body }),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely and assert their values.
export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function createOrganization(options: { freeCredits?: number; paidUsageEnabled?: boolean; name?: string } = {}) {
  const res = await call("/api/v1/admin/organizations", {
    key: ADMIN_TOKEN,
    body: { name: options.name ?? "Test org", ...options },
  });
  expect(res.status).toBe(201);
  return (await json(res)).organization as { id: string; freeCreditsRemaining: number; paidUsageEnabled: boolean };
}

export async function issueKey(
  orgId: string,
  options: { environment?: "test" | "live"; scopes?: Array<"calculations" | "management">; projectId?: string } = {},
) {
  // A key can be restricted only to a project that exists: create it (a 409 means it already does).
  if (options.projectId) {
    const admin = await issueKey(orgId, { scopes: ["management"] });
    const created = await call("/api/v1/management/projects", {
      key: admin.secret,
      body: { projectId: options.projectId, name: options.projectId, allowedOrigins: [] },
    });
    expect([201, 409]).toContain(created.status);
  }
  const res = await call(`/api/v1/admin/organizations/${orgId}/keys`, {
    key: ADMIN_TOKEN,
    body: {
      name: "k",
      environment: options.environment ?? "test",
      scopes: options.scopes ?? ["calculations", "management"],
      ...(options.projectId ? { projectId: options.projectId } : {}),
    },
  });
  expect(res.status).toBe(201);
  const body = await json(res);
  return { id: body.key.id as string, secret: body.secret as string };
}

/** A fresh organization with one key holding both scopes. */
export async function tenant(options: { freeCredits?: number; paidUsageEnabled?: boolean; environment?: "test" | "live" } = {}) {
  const org = await createOrganization(options);
  const key = await issueKey(org.id, { environment: options.environment });
  return { org, key: key.secret, keyId: key.id };
}

type Spec = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
  components: object;
};
const spec = openapi as unknown as Spec;

/** Asserts that a response body matches the published contract for that operation and status. */
export function expectContract(method: string, pathTemplate: string, status: number, body: unknown, contentType = "application/json"): void {
  const operation = spec.paths[pathTemplate]?.[method.toLowerCase()];
  expect(operation, `${method} ${pathTemplate} is in openapi.json`).toBeDefined();
  const response = operation!.responses[String(status)];
  expect(response, `${method} ${pathTemplate} documents ${status}`).toBeDefined();
  const schema = response!.content?.[contentType]?.schema;
  expect(schema, `${status} has a ${contentType} schema`).toBeDefined();
  const validator = new Validator({ ...schema, components: spec.components } as object, "2020-12", false);
  const result = validator.validate(body);
  expect(result.errors, JSON.stringify(result.errors.slice(0, 3))).toEqual([]);
}

export async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const body = await json(response);
  expect(body).toMatchObject({ status, code, type: `/docs/errors#${code}` });
  expect(typeof body.title).toBe("string");
  expect(typeof body.detail).toBe("string");
  expect(body.requestId).toBe(response.headers.get("x-request-id"));
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT/);
  return body;
}

export interface NeverFailsOptions {
  runs?: number;
  /** The statuses the operation may answer; a 500 is never one of them. */
  statuses?: readonly number[];
  /** When set, every 400 carries this problem code. */
  code?: string;
  /** Every 400 error path matches this; the default also takes "" (the whole body). */
  errorPath?: RegExp;
}

/**
 * Malformed and borderline bodies through the Worker: every answer is a 200 that matches the contract,
 * or a problem with a status the operation lists, and for 400s at least one error, each with a JSON
 * Pointer path; never a 500.
 */
export async function neverFails(path: string, bodies: fc.Arbitrary<unknown>, options: NeverFailsOptions = {}): Promise<void> {
  const { runs = 60, statuses = [200, 400, 422], code, errorPath = /^(\/.*)?$/ } = options;
  const { key } = await tenant({ freeCredits: 100_000 });
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const res = await call(path, { key, body });
      expect(statuses).toContain(res.status);
      if (res.status === 200) return expectContract("POST", path, 200, await json(res));
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const problem = await json(res);
      if (res.status === 400) {
        if (code !== undefined) expect(problem.code).toBe(code);
        expect(problem.errors.length).toBeGreaterThan(0);
        for (const error of problem.errors) expect(error.path).toMatch(errorPath);
      }
    }),
    { numRuns: runs },
  );
}

export const CHIPS_PATH = "/v1/calculations/chips/starting-stack";
export const CHIPS_BODY = {
  players: 9,
  startingStack: 10000,
  denominations: [{ value: 25, color: "green" }, { value: 100 }, { value: 500 }, { value: 1000 }],
};

/**
 * Waits, when the clock is in the last `seconds` of a minute, until the next minute starts: the per-minute
 * rate limit counts in fixed clock minutes, so a test that fills the window must not straddle two.
 */
export async function awayFromMinuteEdge(seconds = 5): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - seconds * 1000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
}
