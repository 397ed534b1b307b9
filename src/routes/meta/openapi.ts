import * as v from "valibot";
import { ENGINE_VERSION } from "../../engine/version.ts";
import type { Env } from "../../env.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { renderDocsPage } from "./docs-page.ts";
import { REFERENCE_CSP, renderReferencePage } from "./reference-page.ts";

/**
 * schemas/openapi.json and schemas/asyncapi.json are static assets (.assets/, written by
 * scripts/docs-assets.mjs without whitespace), not part of the Worker's script: 400 KB of JSON the
 * script would parse on every cold start to serve two routes. wrangler.toml sends these two paths to
 * the Worker first, which passes the asset's bytes through from the ASSETS binding.
 */
async function documentAsset(env: Env, request: Request, path: "/openapi.json" | "/asyncapi.json"): Promise<Response> {
  const asset = await env.ASSETS.fetch(new URL(path, request.url));
  // Missing only when .assets/ was not built (the [build] command does it): a 500, as any other bug.
  if (!asset.ok || !asset.body) throw new Error(`static asset ${path} answered ${asset.status}`);
  return asset;
}

const documentResponse = (description: string) => ({ 200: { description, schema: v.record(v.string(), v.unknown()), serialized: true } }) as const;

/** The plain reference, rendered from the OpenAPI document once per isolate (the document changes only with a deploy). */
let plainReference: Promise<string> | undefined;
function renderPlainReference(env: Env, request: Request): Promise<string> {
  plainReference ??= documentAsset(env, request, "/openapi.json")
    .then(async (asset) => renderDocsPage((await asset.json()) as DocsSpec))
    .catch((error: unknown) => {
      plainReference = undefined;
      throw error;
    });
  return plainReference;
}

export const getOpenApi = defineRoute({
  method: "GET",
  path: "/openapi.json",
  operationId: "getOpenApi",
  example: {
    response: {
      status: 200,
      body: {
        openapi: "3.1.0",
        info: {
          title: "pokerworks API",
          version: "1.0.0",
          "x-engine-version": ENGINE_VERSION,
          description: "Deterministic poker calculations and tournament management for play-money, social poker products. ...",
        },
        servers: [{ url: "/" }],
        paths: {
          "/healthz": {
            get: {
              operationId: "getHealth",
              summary: "Liveness check",
              tags: ["meta"],
              security: [],
              responses: {
                "200": {
                  description: "The Worker is up.",
                  headers: { "x-request-id": { $ref: "#/components/headers/RequestId" } },
                  content: {
                    "application/json": {
                      schema: {
                        type: "object",
                        properties: { status: { const: "ok" }, engineVersion: { type: "string" } },
                        required: ["status", "engineVersion"],
                      },
                    },
                  },
                },
              },
            },
          },
        },
        components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key: sk_test_... or sk_live_..." } } },
      },
    },
  },
  summary: "This contract (OpenAPI 3.1)",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: documentResponse("The OpenAPI document."),
  handler: async ({ env, request }) => ({
    body: (await documentAsset(env, request, "/openapi.json")).body!,
    headers: { "cache-control": "public, max-age=300" },
  }),
});

/** The table socket's contract (src/tables/asyncapi.ts), served beside this one. */
export const getAsyncApi = defineRoute({
  method: "GET",
  path: "/asyncapi.json",
  operationId: "getAsyncApi",
  example: {
    response: {
      status: 200,
      body: {
        asyncapi: "3.0.0",
        info: {
          title: "pokerworks table socket",
          version: "1.0.0",
          "x-protocol": 1,
          description: "The realtime connection of a hosted play-money table: ...",
        },
        // An excerpt without `$ref`s: this example sits inside the OpenAPI document, where the reference at
        // /docs resolved a `$ref` to #/components/messages/... against the OpenAPI document and warned.
        channels: { tableSocket: { address: "/v1/tables/{tableId}/connect", messages: {} } },
        operations: {},
        components: { schemas: {}, messages: {} },
      },
    },
  },
  summary: "The table socket's contract (AsyncAPI 3.0)",
  description: prose(
    "Every message of `GET /v1/tables/{tableId}/connect` (a WebSocket): what a client sends, every frame and event the table sends, close codes, limits, and the ordering and resume rules.",
    "Generated from the same schemas the table validates and types its messages with; also in the repository as `schemas/asyncapi.json`.",
  ),
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: documentResponse("The AsyncAPI document."),
  handler: async ({ env, request }) => ({
    body: (await documentAsset(env, request, "/asyncapi.json")).body!,
    headers: { "cache-control": "public, max-age=300" },
  }),
});

const htmlResponse = { 200: { description: "An HTML page.", contentType: "text/html", schema: v.string() } } as const;

/** The interactive reference (Scalar, served from this Worker; see reference-page.ts). */
export const getDocs = defineRoute({
  method: "GET",
  path: "/docs",
  operationId: "getDocs",
  example: {
    response: {
      status: 200,
      body: '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>pokerworks API reference</title>\n</head>\n<body>\n<noscript><p>This reference needs JavaScript. Without it, read <a href="/docs/errors">the plain reference</a> or <a href="/openapi.json">the OpenAPI document</a>.</p></noscript>\n<script id="api-reference" data-url="/openapi.json" data-configuration="{&quot;url&quot;:&quot;/openapi.json&quot;,&quot;telemetry&quot;:false,&quot;withDefaultFonts&quot;:false,&quot;agent&quot;:{&quot;disabled&quot;:true},&quot;mcp&quot;:{&quot;disabled&quot;:true},&quot;showDeveloperTools&quot;:&quot;never&quot;,&quot;hideDarkModeToggle&quot;:false,&quot;showOperationId&quot;:true,&quot;defaultOpenAllTags&quot;:true,&quot;documentDownloadType&quot;:&quot;json&quot;,&quot;metaData&quot;:{&quot;title&quot;:&quot;pokerworks API reference&quot;}}"></script>\n<script src="/docs/scalar.js"></script>\n</body>\n</html>\n',
    },
  },
  summary: "The interactive API reference",
  description: prose(
    "Scalar's API reference for this contract, loaded from this Worker only (no CDN, no telemetry, no remote fonts).",
    "Its `Content-Security-Policy` allows connections to this origin only; `/docs/errors` is the same contract as plain HTML, without JavaScript.",
  ),
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: htmlResponse,
  handler: () => ({
    body: renderReferencePage(),
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": REFERENCE_CSP, "cache-control": "public, max-age=300" },
  }),
});

/** Problem `type` URIs are /docs/errors#<code>: the server-rendered reference, whose error table has those anchors. */
export const getErrorDocs = defineRoute({
  method: "GET",
  path: "/docs/errors",
  operationId: "getErrorDocs",
  example: {
    response: {
      status: 200,
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>pokerworks API reference</title>\n<style>…</style></head>\n<body><h1>pokerworks API <small>1.0.0</small></h1>\n…',
    },
  },
  summary: "The error codes and a plain reference without JavaScript (problem `type` URIs point here)",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: htmlResponse,
  handler: async ({ env, request }) => ({
    body: await renderPlainReference(env, request),
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  }),
});

type DocsSpec = Parameters<typeof renderDocsPage>[0];
