import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { ENGINE_VERSION } from "./engine/version.ts";
import { MAX_BODY_BYTES } from "./http/body.ts";
import { ERROR_CODES, type ErrorCode } from "./http/errors.ts";
import { openApiOverride } from "./http/openapi-hint.ts";
import type { AnyRoute } from "./http/route.ts";
import { ProblemSchema } from "./routes/schemas.ts";

/** Version of this HTTP contract; the engine's version travels separately on every result. */
const API_VERSION = "1.0.0";
const IDEMPOTENCY_HEADER = "x-idempotency-key";
const HEADER_REF = (name: string): Json => ({ $ref: `#/components/headers/${name}` });

type Json = Record<string, unknown>;

/** Errors any key-authenticated operation can answer (CONTRACT.md 1.3, 1.4). */
const KEYED_ERRORS: ErrorCode[] = ["unauthorized", "forbidden", "rate_limited", "metering_unavailable", "service_unavailable"];
const BODY_ERRORS: ErrorCode[] = ["payload_too_large", "unsupported_media_type", "malformed_json", "validation_failed"];

/** A schema as the contract publishes it (JSON Schema 2020-12 of the wire form); the MCP tools reuse it. */
export function jsonSchema(schema: v.GenericSchema): Json {
  const out = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "ignore",
    overrideSchema: ({ valibotSchema }) => openApiOverride(valibotSchema),
  }) as Json;
  delete out.$schema;
  return out;
}

/** Builds the OpenAPI 3.1 document from the route registry: public routes only. */
export function buildOpenApi(routes: AnyRoute[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes.filter((r) => r.visibility === "public")) {
    const example = route.example;
    const exampleOf = (values: unknown, name: string) => {
      const value = (values as Record<string, unknown> | undefined)?.[name];
      return value === undefined ? {} : { example: value };
    };
    const parameters: Json[] = [];
    for (const [location, schema, values] of [
      ["path", route.request?.params, example?.params],
      ["query", route.request?.query, example?.query],
    ] as const) {
      if (!schema) continue;
      const objectSchema = jsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, property] of Object.entries(objectSchema.properties ?? {})) {
        parameters.push({
          name,
          in: location,
          required: location === "path" || (objectSchema.required ?? []).includes(name),
          schema: property,
          ...exampleOf(values, name),
        });
      }
    }
    for (const [name, header] of Object.entries(route.request?.headers ?? {})) {
      parameters.push({
        name,
        in: "header",
        required: header.required ?? false,
        description: header.description,
        schema: header.schema ? jsonSchema(header.schema) : { type: "string" },
        ...exampleOf(example?.headers, name),
      });
    }

    const idempotent = IDEMPOTENCY_HEADER in (route.request?.headers ?? {});
    const responses: Record<string, Json> = {};
    for (const [status, spec] of Object.entries(route.responses)) {
      const headers: Record<string, Json> = { "x-request-id": HEADER_REF("RequestId") };
      // Engine results carry their version; anything that costs credits reports the free ones left.
      if (route.tags.includes("calculations")) headers["x-engine-version"] = HEADER_REF("EngineVersion");
      if (route.cost) headers["x-credits-remaining"] = HEADER_REF("CreditsRemaining");
      if (idempotent) headers["idempotent-replayed"] = HEADER_REF("IdempotentReplayed");
      for (const [name, description] of Object.entries(spec.headers ?? {})) headers[name] = { description, schema: { type: "string" } };
      responses[status] = {
        description: spec.description,
        headers,
        ...(spec.schema
          ? {
              content: {
                [spec.contentType ?? "application/json"]: {
                  schema: jsonSchema(spec.schema),
                  ...(example?.response.status === Number(status) ? { example: example.response.body } : {}),
                },
              },
            }
          : {}),
      };
    }
    const codes = new Set<ErrorCode>([
      ...(route.auth.kind === "key" ? KEYED_ERRORS : []),
      ...(route.request?.body ? BODY_ERRORS : []),
      ...(route.request?.query || route.request?.params ? (["validation_failed"] as ErrorCode[]) : []),
      ...(route.errors ?? []),
    ]);
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of codes) byStatus.set(ERROR_CODES[code][0], [...(byStatus.get(ERROR_CODES[code][0]) ?? []), code]);
    for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
      const headers: Record<string, Json> = { "x-request-id": HEADER_REF("RequestId") };
      if (status === 429 || (status === 409 && list.includes("idempotency_in_progress"))) headers["retry-after"] = HEADER_REF("RetryAfter");
      responses[String(status)] = {
        description: `Problem: ${list.join(", ")}`,
        headers,
        content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
      };
    }

    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [...route.tags],
      ...(route.auth.kind === "key" ? { security: [{ apiKey: [] }] } : { security: [] }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.request?.body
        ? {
            requestBody: {
              required: route.request.body.type !== "optional",
              description: `At most ${route.maxBodyBytes ?? MAX_BODY_BYTES} bytes.`,
              "x-max-body-bytes": route.maxBodyBytes ?? MAX_BODY_BYTES,
              content: {
                "application/json": { schema: jsonSchema(route.request.body), ...(example?.body === undefined ? {} : { example: example.body }) },
              },
            },
          }
        : {}),
      responses,
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "pokerworks API",
      version: API_VERSION,
      "x-engine-version": ENGINE_VERSION,
      description: [
        "Deterministic poker calculations and tournament management for play-money, social poker products. No strategy advice; play money only.",
        "",
        "Errors are RFC 9457 problem details (`application/problem+json`) with a stable `code`, a `requestId` and, on validation failures, every failing field as a JSON Pointer (`/players/0/hand`; query parameters as `/query/<name>`, path parameters as `/params/<name>`).",
        "Order of checks: routing (404, 405) -> authentication (401, 403) -> body size and type (413, 415, 400) -> validation (400) -> rate limit (429) -> metering (402, 503) -> the operation. Calculations finish all their input checks (card conflicts, budgets: 400, 422) before the rate limit and the meter, so refused input costs nothing. Management operations are admitted by the rate limit right after schema validation, before the checks that need stored records (404, 409 and record-dependent 400s), so record lookups cannot bypass the limiter.",
        "Every response carries `x-request-id`; calculation responses carry `x-engine-version` and, on free credits, `x-credits-remaining`. Each successful calculation costs one credit; requests rejected before the operation are not charged. When the meter cannot be reached the request fails 503 and nothing is computed.",
        "Every operation shows an example request and the answer it got. Ids of stored records in them (tournaments, structures, entries, webhook endpoints and deliveries, shuffles, embed sessions and their launch secrets) are ones a real run created: use your own. A test sends every example to the API, with those ids replaced by records it has just created, and checks the status and the answer against the operation's schema (calculations: the whole answer, which is deterministic), so the examples stay true.",
        "Request bodies must be `application/json` and are limited to 64 KiB, unless an operation states more (its request body's `x-max-body-bytes`, also in `GET /v1/limits`). Unknown body fields are rejected; so are arrays or scalars where an object is expected.",
        "The calculations (and, for keys with the `management` scope, create, publish and complete tournament, the catalog and presets) are also served as Model Context Protocol tools and resources at `POST /mcp` (stateless Streamable HTTP, JSON-RPC rather than this document's operations, so it is not listed below): the same bearer API keys (401 with `WWW-Authenticate: Bearer`), the same input and output schemas, the same pipeline, credits and usage rows; every `/mcp` request passes the key's rate limit and is counted, free, under `POST /mcp`. The tool list is in the repository's docs/mcp.md.",
        "Guides, in the repository's docs/ folder: calculations.md, hands-and-shuffles.md (the hold'em rules engine, verifiable shuffles), omaha.md (pot-limit Omaha: rules, pot-limit arithmetic, equity), tournaments.md (a walkthrough from a blind schedule to a completed tournament), tables.md, spectator.md, webhooks.md, sdk.md, mcp.md, limits.md (work budgets, order of checks, error codes, metering), operations.md (local development, settings, deploy) and benchmarks.md; the README maps them.",
        "Hosted tables stream over a WebSocket, `GET /v1/tables/{tableId}/connect?ticket=...` (not listed below: it answers an upgrade, not JSON): its messages, frames, close codes and resume rules are the AsyncAPI 3.0 document at `GET /asyncapi.json` (`schemas/asyncapi.json`), generated from the same schemas as this one.",
      ].join("\n"),
    },
    servers: [{ url: "/" }],
    security: [{ apiKey: [] }],
    tags: [
      { name: "calculations", description: "Deterministic calculations: nothing is persisted; one credit each." },
      { name: "management", description: "Tournament management for the key's organization and environment." },
      {
        name: "shuffles",
        description:
          "Verifiable (commit-reveal) shuffles, pw-shuffle-v1: one credit per created shuffle, the rest free; verification is public. The construction is in the repository's docs/hands-and-shuffles.md.",
      },
      { name: "embed", description: "Spectator embed sessions: created by a builder's server, opened once by the spectator page." },
      { name: "meta", description: "Health, limits and this contract." },
    ],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key: sk_test_... or sk_live_..." } },
      schemas: { Problem: jsonSchema(ProblemSchema) },
      headers: {
        RequestId: {
          description: "Unique id of this request (a safe incoming x-request-id of at most 128 characters is echoed).",
          schema: { type: "string" },
        },
        EngineVersion: { description: "The engine version that produced the result; equals the body's engineVersion.", schema: { type: "string" } },
        CreditsRemaining: {
          description: "Free credits left after this call; absent when the call was billed to paid usage.",
          schema: { type: "integer", minimum: 0 },
        },
        IdempotentReplayed: {
          description: "`true` when this is the stored answer to an earlier request with the same idempotency key and body.",
          schema: { type: "string", enum: ["true"] },
        },
        RetryAfter: { description: "Seconds to wait before retrying.", schema: { type: "integer", minimum: 0 } },
      },
    },
  };
}
