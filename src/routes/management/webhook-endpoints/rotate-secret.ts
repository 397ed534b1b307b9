import { database } from "../../../db/client.ts";
import { findEndpoint, rotateEndpointSecret } from "../../../db/webhooks.ts";
import { ApiError, notFound } from "../../../http/errors.ts";
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
  summary: "Rotate an endpoint's signing secret (24 h overlap, one rotation at a time)",
  description: prose(
    "No body.",
    "Issues a new secret, shown once in this answer (`cache-control: no-store`).",
    "For the next 24 hours (`previousSecretExpiresAt`) every request to the endpoint carries two signatures, `webhook-signature: v1,<new> v1,<old>`, so a receiver can switch secrets at its own pace; then only the new one signs.",
    "Every secret this route hands out keeps signing until its own overlap has ended: a rotation while the previous one's overlap runs is refused with 409 invalid_state (the detail says when it ends) and changes nothing, so a request never carries more than two signatures.",
    "A rotation is conditional on the secret it replaces: of concurrent rotations exactly one succeeds, the others answer 409 conflict and change nothing (the winner's secret is the current one).",
  ),
  request: { params: EndpointParams },
  responses: { 200: { description: "The endpoint and its new signing secret (shown once).", schema: RotatedEndpoint } },
  errors: ["not_found", "invalid_state", "conflict"],
  async handler({ env, params, tenant }) {
    const db = database(env.DB);
    const current = await loadEndpoint(db, tenant, params.endpointId);
    const now = Date.now();
    if (current.previousSecretExpiresAt !== null && Date.parse(current.previousSecretExpiresAt) > now) {
      throw new ApiError(
        "invalid_state",
        `The previous rotation's overlap runs until ${current.previousSecretExpiresAt}: the secret it replaced still signs until then, so a new rotation now would retire it early. Rotate again after that time; nothing was changed.`,
      );
    }
    const secret = newSigningSecret();
    const previousSecretExpiresAt = nowIso(now + ROTATION_OVERLAP_MS);
    const row = await rotateEndpointSecret(db, tenant, current.id, {
      expected: current.secret,
      secret: await sealSecret(env, secret, current.id),
      now: nowIso(now),
      previousSecretExpiresAt,
    });
    if (!row) {
      // Another rotation (or the endpoint's removal) got there between the read and the write.
      if (!(await findEndpoint(db, tenant, current.id))) throw notFound("webhook endpoint");
      throw new ApiError(
        "conflict",
        "Another request rotated this endpoint's secret at the same time; its secret is the current one. Nothing was changed.",
      );
    }
    return {
      headers: { "cache-control": "no-store" },
      body: { endpoint: endpointRecord(row), secret: { secret, createdAt: nowIso(now), previousSecretExpiresAt } },
    };
  },
});
