import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import type * as v from "valibot";
import { jsonSchema } from "../openapi.ts";

/** One tool schema per valibot schema for the life of the isolate (the schemas are module constants). */
const cache = new WeakMap<v.GenericSchema, StandardSchemaWithJSON>();

/**
 * A REST valibot schema as an MCP tool schema (Standard Schema + Standard JSON Schema). The JSON
 * Schema a client sees is the one schemas/openapi.json publishes for the same body, whatever target
 * the SDK asks for, so the tool and the REST operation cannot drift apart. It is rendered once per
 * isolate and frozen: every /mcp request builds a server, and rendering the 18 schemas per request
 * (and per tools/call, twice, for the SDK's header scan and result projection) was most of a
 * trivial call's CPU.
 *
 * `validate` accepts any value, for both directions:
 * - arguments: validation is left to the REST pipeline the tool runs through (src/mcp/run-route.ts),
 *   so a bad argument answers the same `validation_failed` problem with JSON Pointers as REST and is
 *   counted by the meter like a refused REST request, rather than an SDK message nobody meters;
 * - results: a tool's result is the REST route's answer, whose shape the route contract checks at
 *   compile time (`ReplyOf<responses>`); REST does not re-validate it at run time, and doing it here
 *   cost more CPU than the calculation itself (81 ms for a 100,000-place payout ladder).
 */
export function toolSchema(schema: v.GenericSchema): StandardSchemaWithJSON {
  let tool = cache.get(schema);
  if (!tool) {
    const published = deepFreeze(jsonSchema(schema));
    const render = () => published;
    tool = {
      "~standard": {
        version: 1,
        vendor: "valibot",
        validate: (value: unknown) => ({ value }),
        jsonSchema: { input: render, output: render },
      },
    } as StandardSchemaWithJSON;
    cache.set(schema, tool);
  }
  return tool;
}

/** Shared between requests, so nothing may change it (a change would leak into every later answer). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}
