import { database } from "../../../db/client.ts";
import { pageOf } from "../../../db/page.ts";
import { listEndpoints } from "../../../db/webhooks.ts";
import { pageRequest } from "../../../http/page.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { EndpointList, EndpointListQuery, endpointRecord } from "./schema.ts";

export const listWebhookEndpointsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: "/api/v1/management/webhook-endpoints",
  operationId: "listWebhookEndpoints",
  example: {
    query: { limit: "10" },
    response: {
      status: 200,
      body: {
        object: "developer_webhook_endpoints",
        data: [
          {
            id: "we_01M82J8G808B1WYkytuPc2gAhG",
            environment: "test",
            projectId: "my-app",
            label: "Tournament results",
            url: "https://hooks.example.com/pokerworks",
            eventTypes: ["tournament.completed"],
            status: "active",
            lastVerifiedAt: null,
            lastVerificationStatus: null,
            secretRotatedAt: null,
            createdAt: "2026-11-22T21:23:11.744Z",
            updatedAt: "2026-11-22T21:23:11.744Z",
          },
        ],
        page: { limit: 10, hasMore: false, nextCursor: null },
      },
    },
  },
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
