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
  summary: "Get a webhook endpoint",
  description: "Never the secret. Another organization's, environment's or (for a project-restricted key) project's endpoint is 404.",
  request: { params: EndpointParams },
  responses: { 200: { description: "The endpoint.", schema: EndpointEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    return { body: { endpoint: endpointRecord(await loadEndpoint(database(env.DB), tenant, params.endpointId)) } };
  },
});
