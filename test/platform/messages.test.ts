/**
 * Validation messages are ours, never the validator's raw text: generated from the route registry, every
 * route with parameters, a query or a body gets bad inputs (each example value of the wrong type, empty,
 * out of range, unknown fields, nothing at all), and no answer's `detail` or `errors[].message` may carry
 * a phrase of valibot's default messages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyRoute } from "../../src/http/route.ts";
import { routes } from "../../src/routes/index.ts";
import { ADMIN_TOKEN, call, createOrganization, issueKey } from "../helpers.ts";

/** valibot's default message shapes ("Invalid type: Expected string but received 1", "Invalid key: ..."). */
const LIBRARY_PHRASES = [
  /Invalid (type|key|length|value|format|entries|input|size|bytes|date|url|integer)\b/i,
  /Expected .* but received/,
  /received undefined/,
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf of a value replaced: strings by a number, numbers and booleans by a string, null by an array. */
function wrongTypes(value: Json): Json {
  if (Array.isArray(value)) return value.length === 0 ? ["x"] : value.map(wrongTypes);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries([...Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]), ["notAField", 1]]);
  }
  if (typeof value === "string") return 123;
  if (typeof value === "number" || typeof value === "boolean") return "x";
  return [];
}

/** Every leaf at an edge: empty strings, negative and fractional numbers, empty arrays; or too long and too large. */
function edges(value: Json, big: boolean): Json {
  if (Array.isArray(value)) return big ? Array.from({ length: 1001 }, () => value[0] ?? 1) : [];
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, edges(v, big)]));
  if (typeof value === "string") return big ? "x".repeat(2000) : "";
  if (typeof value === "number") return big ? 1e300 : -1.5;
  return value;
}

function urlOf(route: AnyRoute, params: Record<string, string> | undefined, query: string): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params?.[name] ?? "x1")) + query;
}

const label = (route: AnyRoute) => `${route.method} ${route.path}`;
const validated = routes.filter((r) => r.request?.body !== undefined || r.request?.query !== undefined || r.request?.params !== undefined);

let key: string;
beforeAll(async () => {
  const org = await createOrganization({ freeCredits: 1000 });
  key = (await issueKey(org.id)).secret;
});

function credentialFor(route: AnyRoute): string | null {
  if (route.auth.kind === "admin") return ADMIN_TOKEN;
  if (route.auth.kind === "key") return key;
  return null;
}

/** The bad inputs one route gets: [what, url, body]. */
function badInputs(route: AnyRoute): Array<[string, string, unknown]> {
  const example = route.example as { params?: Record<string, string>; query?: Record<string, string>; body?: Json } | undefined;
  const cases: Array<[string, string, unknown]> = [];
  const queryKeys = Object.keys((route.request?.query as { entries?: object } | undefined)?.entries ?? {});
  const badQuery = `?${[...queryKeys.map((k) => `${k}=%00%7Bnot-valid`), "notAField=1"].join("&")}`;
  if (route.request?.params) cases.push(["malformed path parameters", urlOf(route, { _: "" }, ""), undefined]);
  if (route.request?.query) cases.push(["a malformed query", urlOf(route, example?.params, badQuery), undefined]);
  if (route.request?.body) {
    const url = urlOf(route, example?.params, "");
    const body = example?.body ?? {};
    cases.push(["an empty object", url, {}]);
    cases.push(["every value of the wrong type", url, wrongTypes(body)]);
    cases.push(["every value at its low edge", url, edges(body, false)]);
    cases.push(["every value past its high edge", url, edges(body, true)]);
  }
  return cases;
}

describe("the registry has routes with validated input", () => {
  it("walks bodies, queries and parameters", () => {
    expect(validated.filter((r) => r.request?.body).length).toBeGreaterThan(10);
    expect(validated.filter((r) => r.request?.query).length).toBeGreaterThan(5);
  });
});

describe.each(validated.map((route) => [label(route), route] as const))("%s", (_name, route) => {
  it.each(badInputs(route))("%s: the answer's messages are ours, not the validator's", async (_what, url, body) => {
    const res = await call(url, { method: route.method, key: credentialFor(route), body });
    expect(res.status, `${url} answered ${res.status}`).toBeLessThan(500);
    if (!res.headers.get("content-type")?.includes("json")) return;
    const problem = (await res.json()) as { detail?: string; errors?: Array<{ message: string }> };
    const texts = [problem.detail ?? "", ...(problem.errors ?? []).map((e) => e.message)];
    for (const text of texts) {
      for (const phrase of LIBRARY_PHRASES) expect(text, `${url}: ${text}`).not.toMatch(phrase);
    }
  });
});
