import * as v from "valibot";
import openapi from "../../../schemas/openapi.json" with { type: "json" };
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { renderDocsPage } from "./docs-page.ts";
import { REFERENCE_CSP, renderReferencePage } from "./reference-page.ts";

export const getOpenApi = defineRoute({
  method: "GET",
  path: "/openapi.json",
  operationId: "getOpenApi",
  summary: "This contract (OpenAPI 3.1)",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: { 200: { description: "The OpenAPI document.", schema: v.record(v.string(), v.unknown()) } },
  handler: () => ({ body: openapi, headers: { "cache-control": "public, max-age=300" } }),
});

const htmlResponse = { 200: { description: "An HTML page.", contentType: "text/html", schema: v.string() } } as const;

/** The interactive reference (Scalar, served from this Worker; see reference-page.ts). */
export const getDocs = defineRoute({
  method: "GET",
  path: "/docs",
  operationId: "getDocs",
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
  summary: "The error codes and a plain reference without JavaScript (problem `type` URIs point here)",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: htmlResponse,
  handler: () => ({
    body: renderDocsPage(openapi as DocsSpec),
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  }),
});

type DocsSpec = Parameters<typeof renderDocsPage>[0];
