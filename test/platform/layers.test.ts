import type * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { RingGameRow, WebhookAttemptRow } from "../../src/db/schema.ts";
import type { Scope } from "../../src/domain/keys.ts";
import type { LevelItem, PayoutLadder, Provenance, Tier } from "../../src/domain/structures.ts";
import type { TrustMode } from "../../src/domain/trust.ts";
import type { AttemptError } from "../../src/domain/webhooks.ts";
import type { BlindStructureSchema } from "../../src/routes/management/blind-structures/schema.ts";
import type { TrustModeSchema } from "../../src/routes/management/catalog/schema.ts";
import type { CreatePayoutStructureBody, PayoutLadderSchema } from "../../src/routes/management/payout-structures/schema.ts";
import type { ProvenanceSchema } from "../../src/routes/management/schema.ts";
import type { DeliveryDetail } from "../../src/routes/management/webhook-endpoints/schema.ts";
import type { ScopeSchema } from "../../src/routes/schemas.ts";
import type { TableSettings } from "../../src/tables/api.ts";

/**
 * The layers of src/ (docs/architecture.md, "Layout"), read from the sources' import statements:
 * - the top (src/index.ts, the router, the MCP server, the OpenAPI document) sits above the routes, and
 *   nothing else reaches a route (src/routes/), directly or through another module: what a route and
 *   a Durable Object both need (a tournament's rules, its prizes, its completion event) lives below both;
 * - the database layer (src/db/) knows no handlers and no requests (routes, http, mcp, the router) and
 *   no live part (tables, tournaments, webhooks, embed). Domain types both sides need live in src/domain/;
 * - no module of src/ imports itself through others (no import circle).
 */
declare global {
  interface ImportMeta {
    /** Vite's glob import (transformed at build time); only the form used here. */
    glob<T>(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, T>;
  }
}

const SOURCES = import.meta.glob<string>("../../src/**/*.ts", { query: "?raw", import: "default", eager: true });
/** What src/db/ may not reach: handlers and requests, and the live parts (Durable Objects, queues, sockets). */
const BELOW_DB = /^\.\.\/\.\.\/src\/(routes|http|mcp|tables|tournaments|webhooks|embed)\/|^\.\.\/\.\.\/src\/router\.ts$/;
const ROUTES = /^\.\.\/\.\.\/src\/routes\//;
/** The modules above the routes, which alone may import them: the routes themselves, the entry, the router, MCP, the OpenAPI document. */
const ABOVE_ROUTES = /^\.\.\/\.\.\/src\/(routes\/|mcp\/|index\.ts$|router\.ts$|openapi\.ts$)/;

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

/** Each source's relative imports that are sources themselves. */
function importGraph(sources: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    const targets = specifiers(text)
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null && target in sources);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const short = (file: string) => file.slice("../../".length);

/** Every way (as "a -> b -> c") from one of `starts` to a module `forbidden` matches, walking the imports breadth-first. */
function reaches(graph: Map<string, string[]>, starts: string[], forbidden: RegExp): { seen: number; offending: string[] } {
  const offending: string[] = [];
  const seen = new Set<string>();
  const queue = starts.map((file) => ({ file, via: [file] }));
  while (queue.length > 0) {
    const { file, via } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const target of graph.get(file) ?? []) {
      if (forbidden.test(target)) offending.push([...via, target].map(short).join(" -> "));
      else queue.push({ file: target, via: [...via, target] });
    }
  }
  return { seen: seen.size, offending };
}

/** One circle (as "a -> b -> a") per group of modules that import each other (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = new Set<string>();
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.add(w);
    } while (w !== v);
    if (component.size > 1 || graph.get(v)!.includes(v)) found.push(circleThrough(graph, v, component).map(short).join(" -> "));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** A shortest way from `start` back to itself inside its component. */
function circleThrough(graph: Map<string, string[]>, start: string, component: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const GRAPH = importGraph(SOURCES);

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

  it("src/db imports nothing from routes, http, mcp, tables, tournaments, webhooks or embed, directly or through another module", () => {
    const { seen, offending } = reaches(
      GRAPH,
      Object.keys(SOURCES).filter((file) => file.startsWith("../../src/db/")),
      BELOW_DB,
    );
    expect(seen).toBeGreaterThan(10);
    expect(offending).toEqual([]);
  });

  it("only the router, the MCP server and the OpenAPI document reach the routes: nothing below them does, directly or through another module", () => {
    const below = Object.keys(SOURCES).filter((file) => !ABOVE_ROUTES.test(file));
    expect(below).toContain("../../src/tournaments/director-object.ts");
    const { seen, offending } = reaches(GRAPH, below, ROUTES);
    expect(seen).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it("no import circle in src/", () => {
    expect(circles(GRAPH)).toEqual([]);
    // The check itself finds a circle, and names it.
    const made = new Map([
      ["../../src/a.ts", ["../../src/b.ts"]],
      ["../../src/b.ts", ["../../src/c.ts"]],
      ["../../src/c.ts", ["../../src/a.ts", "../../src/d.ts"]],
      ["../../src/d.ts", []],
    ]);
    expect(circles(made)).toEqual(["src/a.ts -> src/b.ts -> src/c.ts -> src/a.ts"]);
  });

  it("the domain types are what the routes' schemas validate and render", () => {
    expectTypeOf<v.InferOutput<typeof ScopeSchema>>().toEqualTypeOf<Scope>();
    expectTypeOf<v.InferOutput<typeof TrustModeSchema>>().toEqualTypeOf<TrustMode>();
    expectTypeOf<v.InferOutput<typeof BlindStructureSchema>["levels"][number]>().toEqualTypeOf<LevelItem>();
    expectTypeOf<v.InferOutput<typeof CreatePayoutStructureBody>["payouts"][number]>().toEqualTypeOf<Tier>();
    expectTypeOf<v.InferOutput<typeof PayoutLadderSchema>>().toEqualTypeOf<PayoutLadder>();
    expectTypeOf<NonNullable<v.InferOutput<typeof ProvenanceSchema>>>().toEqualTypeOf<Provenance>();
    expectTypeOf<v.InferOutput<typeof DeliveryDetail>["delivery"]["attempts"][number]["error"]>().toEqualTypeOf<AttemptError | null>();
    expectTypeOf<WebhookAttemptRow["error"]>().toEqualTypeOf<AttemptError | null>();
  });

  it("a ring game's stored settings are what its tables copy", () => {
    expectTypeOf<RingGameRow["ante"]>().toEqualTypeOf<TableSettings["ante"]>();
    expectTypeOf<RingGameRow["buyIn"]>().toEqualTypeOf<TableSettings["buyIn"]>();
    expectTypeOf<RingGameRow["clock"]>().toEqualTypeOf<TableSettings["clock"]>();
    expectTypeOf<RingGameRow["spectators"]>().toEqualTypeOf<TableSettings["spectators"]>();
  });
});
