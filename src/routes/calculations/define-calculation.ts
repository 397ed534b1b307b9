import type * as v from "valibot";
import { ENGINE_VERSION } from "../../engine/version.ts";
import type { ErrorCode } from "../../http/errors.ts";
import { defineRoute, type AnyRoute } from "../../http/route.ts";

/**
 * Every calculation endpoint has the same shape: validate the body, let the engine's prepare
 * step reject what it cannot compute (card conflicts, budgets) while the request is still free,
 * consume one credit, then run the engine and stamp the engine version on the response.
 */
export function defineCalculation<B extends v.GenericSchema, R>(spec: {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  body: B;
  response: v.GenericSchema;
  errors?: ErrorCode[];
  prepare: (input: v.InferOutput<B>) => () => R;
}): AnyRoute {
  return defineRoute<undefined, undefined, B, () => R>({
    method: "POST",
    path: spec.path,
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: ["calculations"],
    visibility: "public",
    auth: { kind: "key", scope: "calculations" },
    cost: 1,
    request: { body: spec.body },
    responses: { 200: { description: "The calculation result.", schema: spec.response } },
    errors: ["payment_required", "metering_unavailable", ...(spec.errors ?? [])],
    prepare: (ctx) => spec.prepare(ctx.body),
    handler: (_ctx, run) => ({ body: run(), headers: { "x-engine-version": ENGINE_VERSION } }),
  });
}
