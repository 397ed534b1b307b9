import * as v from "valibot";
import openapi from "../../../schemas/openapi.json" with { type: "json" };
import { defineRoute } from "../../http/route.ts";
import { renderDocsPage } from "./docs-page.ts";

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

/** The readable reference, server-rendered from the committed contract. */
function docsRoute(path: string, operationId: string, summary: string) {
  return defineRoute({
    method: "GET",
    path,
    operationId,
    summary,
    tags: ["meta"],
    visibility: "public",
    auth: { kind: "public" },
    responses: { 200: { description: "An HTML page.", contentType: "text/html", schema: v.string() } },
    handler: () => ({ body: renderDocsPage(openapi as DocsSpec), headers: { "content-type": "text/html; charset=utf-8" } }),
  });
}

export const getDocs = docsRoute("/docs", "getDocs", "A readable reference of this contract");
/** Problem `type` URIs are /docs/errors#<code>: the same page, whose error table has those anchors. */
export const getErrorDocs = docsRoute("/docs/errors", "getErrorDocs", "The error codes (problem `type` URIs point here)");

type DocsSpec = Parameters<typeof renderDocsPage>[0];
