import { database } from "../../../db/client.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { EndpointEnvelope, EndpointParams, endpointRecord } from "./schema.ts";
import { ENDPOINT_PATH, loadEndpoint } from "./shared.ts";

export const getWebhookEndpointRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: ENDPOINT_PATH,
  operationId: "getWebhookEndpoint",
  example: {
    params: { endpointId: "we_01M82J8G8MBBI1JNS1uSuct2nk" },
    response: {
      status: 200,
      body: {
        endpoint: {
          id: "we_01M82J8G8MBBI1JNS1uSuct2nk",
          environment: "test",
          projectId: "my-app",
          label: "Tournament results",
          url: "https://hooks.example.com/pokerworks",
          eventTypes: ["tournament.completed"],
          status: "active",
          lastVerifiedAt: null,
          lastVerificationStatus: null,
          secretRotatedAt: null,
          createdAt: "2026-11-22T21:23:11.764Z",
          updatedAt: "2026-11-22T21:23:11.764Z",
        },
      },
    },
  },
  summary: "Get a webhook endpoint",
  description: "Never the secret. Another organization's, environment's or (for a project-restricted key) project's endpoint is 404.",
  request: { params: EndpointParams },
  responses: { 200: { description: "The endpoint.", schema: EndpointEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    return { body: { endpoint: endpointRecord(await loadEndpoint(database(env.DB), tenant, params.endpointId)) } };
  },
});
