import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { jsonSchema } from "../openapi.ts";

/**
 * A REST valibot schema as an MCP tool schema (Standard Schema + Standard JSON Schema, through
 * @valibot/to-json-schema's `toStandardJsonSchema`). The JSON Schema a client sees is the one
 * schemas/openapi.json publishes for the same body, whatever target the SDK asks for, so the tool
 * and the REST operation cannot drift apart.
 *
 * `acceptAll` leaves validation to the REST pipeline the tool runs through (src/mcp/run-route.ts):
 * a bad argument then answers the same `validation_failed` problem with JSON Pointers as REST, and
 * is counted by the meter like a refused REST request, rather than an SDK message nobody meters.
 */
export function toolSchema(schema: v.GenericSchema, options: { acceptAll: boolean }): StandardSchemaWithJSON {
  const standard = toStandardJsonSchema(schema)["~standard"];
  const published = () => jsonSchema(schema);
  return {
    "~standard": {
      ...standard,
      validate: options.acceptAll ? (value: unknown) => ({ value }) : standard.validate,
      jsonSchema: { input: published, output: published },
    },
  } as StandardSchemaWithJSON;
}
