/**
 * Query parameters arrive as text and are converted by their schema; such a schema can carry the
 * JSON Schema of the value it accepts, so the contract shows an integer rather than a pattern.
 */
type JsonSchema = Record<string, unknown>;

export function withOpenApi<S extends object>(schema: S, openapi: JsonSchema): S {
  return Object.assign(schema, { openapi });
}

export function openApiOverride(schema: object): JsonSchema | undefined {
  return (schema as { openapi?: JsonSchema }).openapi;
}
