import * as v from "valibot";
import { ENGINE_VERSION } from "../../engine/version.ts";
import { defineRoute } from "../../http/route.ts";

export const healthz = defineRoute({
  method: "GET",
  path: "/healthz",
  operationId: "getHealth",
  example: { response: { status: 200, body: { status: "ok", engineVersion: ENGINE_VERSION } } },
  summary: "Liveness check",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "public" },
  responses: { 200: { description: "The Worker is up.", schema: v.object({ status: v.literal("ok"), engineVersion: v.string() }) } },
  handler: () => ({ body: { status: "ok", engineVersion: ENGINE_VERSION } }),
});
