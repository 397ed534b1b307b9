/**
 * The SDK's generated half, from schemas/openapi.json (the route registry's contract) and
 * schemas/asyncapi.json (the table socket's messages):
 *   src/generated/openapi.ts       the types, by openapi-typescript (on the project's TypeScript 5.9)
 *   src/generated/operations.ts    one row per operation: method, path template, behaviour flags
 *   src/generated/table-frames.ts  the table socket's frames and messages, one type per AsyncAPI schema
 *                                  (plain TypeScript: the published declarations import no schema library)
 * `node scripts/generate.ts` writes them; test/generated.test.ts regenerates them in memory and fails
 * when the committed copies differ (root `npm run openapi` runs this after writing the OpenAPI).
 */
import { readFileSync, writeFileSync } from "node:fs";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

const SPEC = new URL("../../../schemas/openapi.json", import.meta.url);
const ASYNC_SPEC = new URL("../../../schemas/asyncapi.json", import.meta.url);
const OUT = new URL("../src/generated/", import.meta.url);
const HEADER = "// Generated from schemas/openapi.json by packages/sdk/scripts/generate.ts; do not edit (run `npm run openapi`).\n";

/** Bits of an operation row; the client reads them (src/operations.ts says how each is used). */
export const FLAGS = { idempotencyKey: 1, paginated: 2, retrySafe: 4, text: 8 } as const;

interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head"] as const;

function flagsOf(method: string, operation: Operation): number {
  const params = operation.parameters ?? [];
  const idempotencyKey = params.some((p) => p.in === "header" && p.name.toLowerCase() === "x-idempotency-key");
  const paginated = params.some((p) => p.in === "query" && p.name === "cursor");
  // Safe to send again after an answer may have been lost: reads, pure calculations (nothing is
  // persisted), and operations that carry an idempotency key (the server replays the first answer).
  const retrySafe = method === "get" || method === "head" || idempotencyKey || (operation.tags ?? []).includes("calculations");
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
  const text = !!success?.content && !Object.keys(success.content).some((type) => type.includes("json"));
  return (
    (idempotencyKey ? FLAGS.idempotencyKey : 0) | (paginated ? FLAGS.paginated : 0) | (retrySafe ? FLAGS.retrySafe : 0) | (text ? FLAGS.text : 0)
  );
}

function operationsModule(spec: OpenAPI3): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      rows.push(`  ${operation.operationId}: [${JSON.stringify(method.toUpperCase())}, ${JSON.stringify(path)}, ${flagsOf(method, operation)}],`);
    }
  }
  return `${HEADER}/** operationId: [method, path template, flags (1 idempotency key, 2 paginated, 4 retry-safe, 8 text answer)]. */
export const OPERATIONS = {
${rows.join("\n")}
} as const;
`;
}

const FRAMES_HEADER =
  "// Generated from schemas/asyncapi.json by packages/sdk/scripts/generate.ts; do not edit (run `npm run openapi`).\n" +
  "// The table socket's messages as plain types: one exported type per schema (HelloFrame, EventFrame, ClientMessage, ...).\n";

/**
 * The AsyncAPI document's schemas (JSON Schema draft-07, whose `$ref`s already point at
 * `#/components/schemas/...`) typed by openapi-typescript as an OpenAPI document holding only those
 * components, each exported as a root type under its own name.
 */
async function frameTypes(asyncApi: { components: { schemas: Record<string, unknown> } }): Promise<string> {
  const spec = { openapi: "3.1.0", info: { title: "table socket", version: "1" }, paths: {}, components: { schemas: asyncApi.components.schemas } };
  const types = astToString(await openapiTS(spec as OpenAPI3, { silent: true, rootTypes: true, rootTypesNoSchemaPrefix: true }));
  // The empty OpenAPI shells (paths, webhooks, $defs, operations) say nothing about a socket.
  return types.replace(/^export type (paths|webhooks|\$defs|operations) = Record<string, never>;\n/gm, "");
}

/** The generated files, by name, exactly as they are committed. */
export async function generate(
  spec: OpenAPI3 = JSON.parse(readFileSync(SPEC, "utf8")),
  asyncApi = JSON.parse(readFileSync(ASYNC_SPEC, "utf8")),
): Promise<Record<string, string>> {
  const types = astToString(await openapiTS(spec, { silent: true }));
  return { "openapi.ts": HEADER + types, "operations.ts": operationsModule(spec), "table-frames.ts": FRAMES_HEADER + (await frameTypes(asyncApi)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, contents] of Object.entries(await generate())) {
    writeFileSync(new URL(name, OUT), contents);
    console.log(`wrote packages/sdk/src/generated/${name}`);
  }
}
