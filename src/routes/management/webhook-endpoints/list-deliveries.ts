import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listDeliveries } from "../../../db/webhooks.ts";
import { pageRequest } from "../../../http/page.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { DeliveryList, DeliveryListQuery, deliveryRecord, EndpointParams } from "./schema.ts";
import { ENDPOINT_PATH, loadEndpoint } from "./shared.ts";

export const listWebhookDeliveriesRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${ENDPOINT_PATH}/deliveries`,
  operationId: "listWebhookDeliveries",
  example: {
    params: { endpointId: "we_01M82J8GASkwxyh4ZREFaUDU5s" },
    query: { limit: "10" },
    response: {
      status: 200,
      body: {
        object: "developer_webhook_deliveries",
        data: [
          {
            id: "dlv_01M82J8GCN3y7SpGiKC1Na63Kp",
            eventId: "evt_01M82J8GCHu92Vik7KIWpYF7ti",
            eventType: "tournament.completed",
            attempt: 1,
            status: "succeeded",
            responseStatus: 204,
            nextAttemptAt: null,
            createdAt: "2026-11-22T21:23:11.889Z",
            updatedAt: "2026-11-22T21:23:12.910Z",
          },
        ],
        page: { limit: 10, hasMore: false, nextCursor: null },
      },
    },
  },
  summary: "List an endpoint's deliveries (the delivery log)",
  description: prose(
    "One delivery per (event, endpoint), newest first; filter by `status`.",
    "`attempt` counts the attempts made so far and `responseStatus` is the receiver's answer to the latest one (null when none came: a timeout or a connection failure).",
    "`status`: `pending` (queued, no answer yet), `retrying` (failed, another attempt at `nextAttemptAt`), `succeeded` (a 2xx), `failed` (every attempt of the retry schedule failed, or the endpoint was disabled meanwhile; see recover).",
    "Each delivery's attempts, one by one, are at GET .../deliveries/{deliveryId}.",
  ),
  request: { params: EndpointParams, query: DeliveryListQuery },
  responses: { 200: { description: "A page of deliveries.", schema: DeliveryList } },
  errors: ["not_found"],
  async handler({ env, params, query, tenant }) {
    const db = database(env.DB);
    const endpoint = await loadEndpoint(db, tenant, params.endpointId);
    const page = pageRequest(query);
    const rows = await listDeliveries(db, tenant, endpoint.id, { status: query.status }, page);
    return {
      body: { object: "developer_webhook_deliveries", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), deliveryRecord) },
    };
  },
});
