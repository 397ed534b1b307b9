import type * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Scope } from "../../src/domain/keys.ts";
import type { LevelItem, PayoutLadder, Provenance, Tier } from "../../src/domain/structures.ts";
import type { TrustMode } from "../../src/domain/trust.ts";
import type { BlindStructureSchema } from "../../src/routes/management/blind-structures/schema.ts";
import type { TrustModeSchema } from "../../src/routes/management/catalog/schema.ts";
import type { CreatePayoutStructureBody, PayoutLadderSchema } from "../../src/routes/management/payout-structures/schema.ts";
import type { ProvenanceSchema } from "../../src/routes/management/schema.ts";
import type { ScopeSchema } from "../../src/routes/schemas.ts";

/**
 * The database layer knows no handlers and no requests (docs/architecture.md, "Layout"): nothing that
 * src/db/ imports, directly or through other modules, is under src/routes/, src/http/ or src/mcp/ (or
 * the router). Domain types both sides need live in src/domain/.
 */
declare global {
  interface ImportMeta {
    /** Vite's glob import (transformed at build time); only the form used here. */
    glob<T>(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, T>;
  }
}

const SOURCES = import.meta.glob<string>("../../src/**/*.ts", { query: "?raw", import: "default", eager: true });
const FORBIDDEN = /^\.\.\/\.\.\/src\/(routes|http|mcp)\/|^\.\.\/\.\.\/src\/router\.ts$/;

/** Every module specifier of a file: static imports and re-exports (type-only included) and dynamic imports. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?:^|[\s;}])(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm,
  )) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** A relative specifier as a key of SOURCES ("../../src/..."), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/");
}

describe("layers", () => {
  it("finds the sources and reads their imports", () => {
    const schema = SOURCES["../../src/db/schema.ts"];
    expect(schema).toBeDefined();
    expect(specifiers(schema!)).toContain("drizzle-orm/sqlite-core");
    expect(specifiers('import type { A } from "../x.ts";\nexport { b } from "./y.ts";\nconst m = await import("../z.ts");')).toEqual([
      "../x.ts",
      "./y.ts",
      "../z.ts",
    ]);
  });

  it("src/db imports nothing from routes, http or mcp, directly or through another module", () => {
    const offending: string[] = [];
    const seen = new Set<string>();
    const queue: { file: string; via: string[] }[] = Object.keys(SOURCES)
      .filter((file) => file.startsWith("../../src/db/"))
      .map((file) => ({ file, via: [file] }));
    while (queue.length > 0) {
      const { file, via } = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of specifiers(SOURCES[file] ?? "")) {
        const target = resolve(file, specifier);
        if (target === null) continue;
        if (FORBIDDEN.test(target)) offending.push([...via, target].map((f) => f.slice("../../".length)).join(" -> "));
        else if (target in SOURCES) queue.push({ file: target, via: [...via, target] });
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(offending).toEqual([]);
  });

  it("the domain types are what the routes' schemas validate and render", () => {
    expectTypeOf<v.InferOutput<typeof ScopeSchema>>().toEqualTypeOf<Scope>();
    expectTypeOf<v.InferOutput<typeof TrustModeSchema>>().toEqualTypeOf<TrustMode>();
    expectTypeOf<v.InferOutput<typeof BlindStructureSchema>["levels"][number]>().toEqualTypeOf<LevelItem>();
    expectTypeOf<v.InferOutput<typeof CreatePayoutStructureBody>["payouts"][number]>().toEqualTypeOf<Tier>();
    expectTypeOf<v.InferOutput<typeof PayoutLadderSchema>>().toEqualTypeOf<PayoutLadder>();
    expectTypeOf<NonNullable<v.InferOutput<typeof ProvenanceSchema>>>().toEqualTypeOf<Provenance>();
  });
});
