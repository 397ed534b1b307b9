import * as v from "valibot";
import { intSetting } from "../../env.ts";
import { MAX_BODY_BYTES } from "../../http/body.ts";
import { defineRoute } from "../../http/route.ts";
import { ENGINE_LIMITS } from "../calculations/index.ts";

export const getLimits = defineRoute({
  method: "GET",
  path: "/v1/limits",
  operationId: "getLimits",
  summary: "Numeric limits in force",
  description: "Body size, rate limit, and per-calculation caps and work budgets. Any valid key may call it; it costs no credit.",
  tags: ["meta"],
  visibility: "public",
  auth: { kind: "key" },
  responses: {
    200: {
      description: "The limits.",
      schema: v.object({
        object: v.literal("limits"),
        requestBodyMaxBytes: v.number(),
        rateLimitPerMinute: v.number(),
        calculations: v.record(v.string(), v.record(v.string(), v.unknown())),
      }),
    },
  },
  handler: ({ env }) => ({
    body: {
      object: "limits",
      requestBodyMaxBytes: MAX_BODY_BYTES,
      rateLimitPerMinute: intSetting(env.RATE_LIMIT_PER_MINUTE, 600),
      calculations: ENGINE_LIMITS,
    },
  }),
});
