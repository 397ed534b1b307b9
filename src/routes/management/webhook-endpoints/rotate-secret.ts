import { database } from "../../../db/client.ts";
import { rotateEndpointSecret } from "../../../db/webhooks.ts";
import { notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { sealSecret } from "../../../lib/sealed-secrets.ts";
import { newSigningSecret } from "../../../webhooks/secrets.ts";
import { managementBase } from "../schema.ts";
import { EndpointParams, endpointRecord, RotatedEndpoint } from "./schema.ts";
import { ENDPOINT_PATH, loadEndpoint } from "./shared.ts";

/** How long the replaced secret keeps signing (CONTRACT.md 4.7). */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const rotateWebhookSecretRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${ENDPOINT_PATH}/rotate-secret`,
  operationId: "rotateWebhookEndpointSecret",
  example: {
    params: { endpointId: "we_01M82J8GA64hzQMqXiQRGYClYK" },
    response: {
      status: 200,
      body: {
        endpoint: {
          id: "we_01M82J8GA64hzQMqXiQRGYClYK",
          environment: "test",
          projectId: "my-app",
          label: "Tournament results",
          url: "https://hooks.example.com/pokerworks",
          eventTypes: ["tournament.completed"],
          status: "active",
          lastVerifiedAt: null,
          lastVerificationStatus: null,
          secretRotatedAt: "2026-11-22T21:23:11.818Z",
          createdAt: "2026-11-22T21:23:11.814Z",
          updatedAt: "2026-11-22T21:23:11.818Z",
        },
        secret: {
          secret: "whsec_hV/1fgsbYopsrIA+uESuHyrgh3q+vJWs+Vk+B0v125k=",
          createdAt: "2026-11-22T21:23:11.818Z",
          previousSecretExpiresAt: "2026-11-23T21:23:11.818Z",
        },
      },
    },
  },
  summary: "Rotate an endpoint's signing secret (24 h overlap)",
  description: prose(
    "No body.",
    "Issues a new secret, shown once in this answer (`cache-control: no-store`).",
    "For the next 24 hours (`previousSecretExpiresAt`) every request to the endpoint carries two signatures, `webhook-signature: v1,<new> v1,<old>`, so a receiver can switch secrets at its own pace; then only the new one signs.",
    "Rotating again within the overlap retires the oldest secret at once: only the two newest ever sign.",
  ),
  request: { params: EndpointParams },
  responses: { 200: { description: "The endpoint and its new signing secret (shown once).", schema: RotatedEndpoint } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const db = database(env.DB);
    const current = await loadEndpoint(db, tenant, params.endpointId);
    const now = Date.now();
    const secret = newSigningSecret();
    const previousSecretExpiresAt = nowIso(now + ROTATION_OVERLAP_MS);
    const row = await rotateEndpointSecret(db, tenant, current.id, {
      secret: await sealSecret(env, secret, current.id),
      now: nowIso(now),
      previousSecretExpiresAt,
    });
    if (!row) throw notFound("webhook endpoint");
    return {
      headers: { "cache-control": "no-store" },
      body: { endpoint: endpointRecord(row), secret: { secret, createdAt: nowIso(now), previousSecretExpiresAt } },
    };
  },
});
