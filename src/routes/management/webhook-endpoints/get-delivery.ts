import { database } from "../../../db/client.ts";
import { findDelivery, listAttempts } from "../../../db/webhooks.ts";
import { notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { attemptRecord, DeliveryDetail, DeliveryParams, deliveryRecord } from "./schema.ts";
import { ENDPOINT_PATH, loadEndpoint } from "./shared.ts";

export const getWebhookDeliveryRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${ENDPOINT_PATH}/deliveries/{deliveryId}`,
  operationId: "getWebhookDelivery",
  example: {
    params: { endpointId: "we_01M82J8HFKpUFQSk36xHMH9OJj", deliveryId: "dlv_01M82J8HHXgtyFxgdrrrY8Vo4v" },
    response: {
      status: 200,
      body: {
        delivery: {
          id: "dlv_01M82J8HHXgtyFxgdrrrY8Vo4v",
          eventId: "evt_01M82J8HHT4S6liBINLBbzJq8w",
          eventType: "tournament.completed",
          attempt: 1,
          status: "succeeded",
          responseStatus: 204,
          nextAttemptAt: null,
          createdAt: "2026-11-22T21:23:13.082Z",
          updatedAt: "2026-11-22T21:23:14.095Z",
          attempts: [{ attempt: 1, status: "succeeded", responseStatus: 204, durationMs: 2, error: null, attemptedAt: "2026-11-22T21:23:14.092Z" }],
        },
      },
    },
  },
  summary: "Get a delivery with every attempt",
  description: prose(
    "The delivery and each of its attempts, oldest first: when it was made (`attemptedAt`), the receiver's `responseStatus` (null when none came), `durationMs`, and for a failed attempt its `error`: `http_status` (a non-2xx answer, redirects included), `timeout` (no complete answer within `WEBHOOK_TIMEOUT_MS`), `network` (the connection failed), or, for an attempt that failed before anything was sent, `url_not_allowed` (the URL policy refused the stored URL), `secret_unavailable` (the signing secret could not be opened, e.g. after the server's SECRETS_KEY changed) or `internal_error` (the request could not be built, e.g. storage failed).",
    "Neither the body sent nor the body received is stored.",
  ),
  request: { params: DeliveryParams },
  responses: { 200: { description: "The delivery and its attempts.", schema: DeliveryDetail } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const db = database(env.DB);
    const endpoint = await loadEndpoint(db, tenant, params.endpointId);
    const delivery = await findDelivery(db, tenant, endpoint.id, params.deliveryId);
    if (!delivery) throw notFound("delivery");
    const attempts = await listAttempts(db, delivery);
    return { body: { delivery: { ...deliveryRecord(delivery), attempts: attempts.map(attemptRecord) } } };
  },
});
