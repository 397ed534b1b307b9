import { describe, expect, it } from "vitest";
import committed from "../../schemas/openapi.json";
import { buildOpenApi } from "../../src/openapi";
import { routes } from "../../src/routes/index";

describe("schemas/openapi.json", () => {
  it("is what `npm run openapi` generates from the route registry (not stale)", () => {
    expect(JSON.parse(JSON.stringify(buildOpenApi(routes)))).toEqual(committed);
  });

  it("documents every public route and no admin route", () => {
    const documented = Object.entries(committed.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = routes.filter((r) => r.visibility === "public").map((r) => `${r.method} ${r.path}`);
    expect(documented.sort()).toEqual(expected.sort());
    expect(documented.some((d) => d.includes("/admin/"))).toBe(false);
  });

  it("has unique operation ids", () => {
    const ids = routes.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
