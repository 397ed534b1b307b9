import { database } from "../../../db/client.ts";
import { claimFailedDeliveries, countFailedDeliveries } from "../../../db/webhooks.ts";
import { ApiError } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { enqueueDeliveries } from "../../../webhooks/dispatch.ts";
import { managementBase } from "../schema.ts";
import { EndpointParams, RecoverBody, RecoveryResult } from "./schema.ts";
import { ENDPOINT_PATH, loadEndpoint } from "./shared.ts";

/** Deliveries one call re-queues at most; `hasMore` says when another call is needed. */
const RECOVER_LIMIT = 1000;

export const recoverWebhookDeliveriesRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${ENDPOINT_PATH}/recover`,
  operationId: "recoverWebhookDeliveries",
  example: {
    params: { endpointId: "we_01M82J8JMF5jfUFJ1nap07mbmK" },
    body: { since: "2026-11-01T00:00:00Z", dryRun: true },
    response: {
      status: 200,
      body: {
        object: "developer_webhook_recovery",
        endpointId: "we_01M82J8JMF5jfUFJ1nap07mbmK",
        since: "2026-11-01T00:00:00.000Z",
        until: "2026-11-22T21:23:14.195Z",
        dryRun: true,
        deliveries: 0,
        hasMore: false,
      },
    },
  },
  summary: "Re-queue an endpoint's failed deliveries (with a dry run)",
  description: prose(
    "Re-queues the endpoint's `failed` deliveries whose event happened in [`since`, `until`) (`until` defaults to now), oldest first, at most 1000 a call (`hasMore` says when more are left).",
    "Each goes out again with its original `webhook-id` (the event id), so a receiver that already has it can drop it; it gets the whole retry schedule again, and its attempts keep counting in the delivery log.",
    "`dryRun: true` only counts what would be re-queued and changes nothing.",
    "",
    "Idempotent for a window: a re-queued delivery is `pending` until its new attempts finish, so repeating the call meanwhile (or concurrently) re-queues nothing twice.",
    "Recovering needs an `active` endpoint (409 invalid_state; a dry run works on a disabled one too).",
  ),
  request: { params: EndpointParams, body: RecoverBody },
  responses: { 200: { description: "How many failed deliveries were re-queued (or would be, for a dry run).", schema: RecoveryResult } },
  errors: ["not_found", "invalid_state"],
  check: ({ body }) => {
    if (body.until !== undefined && body.until <= body.since) failIfAny([{ path: "/until", code: "out_of_order", message: "must be after since" }]);
  },
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const endpoint = await loadEndpoint(db, tenant, params.endpointId);
    const now = nowIso();
    const window = { endpointId: endpoint.id, since: body.since, until: body.until ?? now };
    const answer = { object: "developer_webhook_recovery" as const, endpointId: endpoint.id, since: window.since, until: window.until };
    if (body.dryRun === true) {
      return { body: { ...answer, dryRun: true, deliveries: await countFailedDeliveries(db, tenant, window), hasMore: false } };
    }
    if (endpoint.status !== "active")
      throw new ApiError("invalid_state", "The endpoint is disabled; enable it (PATCH status active) before recovering its deliveries.");
    const claimed = await claimFailedDeliveries(db, tenant, window, RECOVER_LIMIT, now);
    try {
      await enqueueDeliveries(env, db, claimed);
    } catch (error) {
      // The claimed deliveries wait with no message; the sweep queues them (src/webhooks/sweep.ts).
      const name = error instanceof Error ? error.name : typeof error;
      console.warn(
        JSON.stringify({ level: "warn", message: "webhook recovery queuing deferred to the sweep", endpointId: endpoint.id, error: name }),
      );
    }
    const hasMore = claimed.length === RECOVER_LIMIT && (await countFailedDeliveries(db, tenant, window)) > 0;
    return { body: { ...answer, dryRun: false, deliveries: claimed.length, hasMore } };
  },
});
