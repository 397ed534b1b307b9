import type * as v from "valibot";
import { ENGINE_VERSION } from "../../engine/version.ts";
import type { ErrorCode } from "../../http/errors.ts";
import { type AnyRoute, defineRoute, type KeyedContext, type ReplyOf } from "../../http/route.ts";

/**
 * Every calculation endpoint has the same shape: validate the body, let the engine's prepare step
 * reject what it cannot compute (card conflicts, budgets) while the request is still free, consume
 * one credit, then run the engine and stamp the engine version on the response. The engine's result
 * type must match the declared response schema, or the route does not compile. A calculation that
 * needs a stored record (the revealed deck of a shuffle) reads it in `load`, after admission, and
 * hands it to the computation; its 404/409/400 are refunded like any failure after admission.
 */
export function defineCalculation<B extends v.GenericSchema, S extends v.GenericSchema, L = undefined>(spec: {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  body: B;
  response: S;
  errors?: ErrorCode[];
  /** Request body limit when the contract needs more than the default 64 KiB. */
  maxBodyBytes?: number;
  /** A request and its exact answer (deterministic: the examples test compares them whole). */
  example: { body: v.InferInput<B>; response: v.InferInput<S> };
  /** Pure checks of the parsed body; returns the computation to run once the credit is spent. */
  prepare: (input: v.InferOutput<B>) => (loaded: L) => v.InferInput<S>;
  /** Reads what the computation needs from storage (tenant-scoped), once the request is admitted. */
  load?: (ctx: KeyedContext<undefined, undefined, v.InferOutput<B>>) => Promise<L>;
}): AnyRoute {
  return defineRoute({
    method: "POST",
    path: spec.path,
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: ["calculations"],
    visibility: "public",
    // The only routes a publishable key (a page's pk_...) reaches (CONTRACT 10.5).
    auth: { kind: "key", scope: "calculations", publishable: true },
    cost: 1,
    ...(spec.maxBodyBytes ? { maxBodyBytes: spec.maxBodyBytes } : {}),
    request: { body: spec.body },
    responses: { 200: { description: "The calculation result.", schema: spec.response } },
    // Typed where it is written (the spec's example); a still-generic schema cannot be resolved here.
    example: { body: spec.example.body, response: { status: 200, body: spec.example.response } } as never,
    errors: ["payment_required", "metering_unavailable", ...(spec.errors ?? [])],
    check: ({ body }) => spec.prepare(body),
    // The body's type is checked where it is produced (prepare's result is the response schema's
    // input); TypeScript cannot resolve the reply type of a still-generic schema here.
    handler: async (ctx, run) =>
      ({ body: run(spec.load ? await spec.load(ctx) : (undefined as L)), headers: { "x-engine-version": ENGINE_VERSION } }) as ReplyOf<{
        200: { description: string; schema: S };
      }>,
  });
}
