import { database } from "../../../db/client.ts";
import { type EndpointPatch, recordVerification, updateEndpoint } from "../../../db/webhooks.ts";
import { ApiError, notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { nowIso } from "../../../lib/clock.ts";
import { managementBase } from "../schema.ts";
import { EndpointEnvelope, EndpointParams, endpointRecord, UpdateEndpointBody, uniqueEventTypes } from "./schema.ts";
import { acceptedUrl, ENDPOINT_PATH, loadEndpoint, verifyEndpoint } from "./shared.ts";

export const updateWebhookEndpointRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: ENDPOINT_PATH,
  operationId: "updateWebhookEndpoint",
  example: {
    params: { endpointId: "we_01M82J8G97rNR0FPtAml3DyWuF" },
    body: { label: "Tournament results (room 7)" },
    response: {
      status: 200,
      body: {
        endpoint: {
          id: "we_01M82J8G97rNR0FPtAml3DyWuF",
          environment: "test",
          projectId: "my-app",
          label: "Tournament results (room 7)",
          url: "https://hooks.example.com/pokerworks",
          eventTypes: ["tournament.completed"],
          status: "active",
          lastVerifiedAt: "2026-11-22T21:23:11.788Z",
          lastVerificationStatus: "succeeded",
          secretRotatedAt: null,
          createdAt: "2026-11-22T21:23:11.783Z",
          updatedAt: "2026-11-22T21:23:11.788Z",
        },
      },
    },
  },
  summary: "Update a webhook endpoint (verified first whenever the result is active)",
  description: prose(
    "Changes `eventTypes`, `label`, `status` (`active` | `disabled`) and `url` (under the URL policy of create: 400 at /url with `not_allowed`).",
    "",
    'Whenever the endpoint would be `active` after the update, it is verified first: a signed POST (signed like a delivery, with both secrets during a rotation) of `{"type":"webhook_endpoint.verification","endpointId":...,"challenge":...}` goes to the resulting URL, and any 2xx within `WEBHOOK_TIMEOUT_MS` (10 s by default) passes; redirects are not followed.',
    'If it fails, none of the requested changes is applied, only `lastVerifiedAt` and `lastVerificationStatus: "failed"` are recorded, and the answer is 422 endpoint_verification_failed with `verification: { httpStatus (null when no answer came), error }`.',
    'If it passes, the changes apply with `lastVerificationStatus: "succeeded"`.',
    "Disabling is never verified; a disabled endpoint receives nothing, and deliveries queued for it end `failed` (recoverable once it is active again).",
  ),
  request: { params: EndpointParams, body: UpdateEndpointBody },
  responses: { 200: { description: "The updated endpoint.", schema: EndpointEnvelope } },
  errors: ["not_found", "endpoint_verification_failed"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const current = await loadEndpoint(db, tenant, params.endpointId);
    const now = nowIso();
    const patch: EndpointPatch = { updatedAt: now };
    if (body.label !== undefined) patch.label = body.label;
    if (body.eventTypes !== undefined) patch.eventTypes = uniqueEventTypes(body.eventTypes);
    if (body.status !== undefined) patch.status = body.status;
    if (body.url !== undefined) patch.url = acceptedUrl(env, current.environment, body.url);
    if ((patch.status ?? current.status) === "active") {
      const verification = await verifyEndpoint(env, current, patch.url ?? current.url);
      if (!verification.ok) {
        await recordVerification(db, tenant, current.id, { lastVerifiedAt: now, lastVerificationStatus: "failed" });
        throw new ApiError("endpoint_verification_failed", `The endpoint failed verification (${verification.error}); nothing was changed.`, {
          extra: { verification: { httpStatus: verification.httpStatus, error: verification.error } },
        });
      }
      patch.lastVerifiedAt = now;
      patch.lastVerificationStatus = "succeeded";
    }
    const row = await updateEndpoint(db, tenant, current.id, patch);
    if (!row) throw notFound("webhook endpoint");
    return { body: { endpoint: endpointRecord(row) } };
  },
});
