import { database } from "../../../db/client.ts";
import { pageOf, pageRequest } from "../../../db/page.ts";
import { listEndpoints } from "../../../db/webhooks.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { EndpointList, EndpointListQuery, endpointRecord } from "./schema.ts";

export const listWebhookEndpointsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/webhook-endpoints",
  operationId: "listWebhookEndpoints",
  summary: "List webhook endpoints",
  description: "Endpoints of the key's organization and environment (and project, for a project-restricted key), newest first. Never a secret.",
  request: { query: EndpointListQuery },
  responses: { 200: { description: "A page of endpoints.", schema: EndpointList } },
  async handler({ env, query, tenant }) {
    const page = pageRequest(query);
    const rows = await listEndpoints(database(env.DB), tenant, page);
    return {
      body: { object: "developer_webhook_endpoints", ...pageOf(rows, page.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), endpointRecord) },
    };
  },
});
