import type { Db } from "../../../db/client.ts";
import type { WebhookEndpointRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { findEndpoint } from "../../../db/webhooks.ts";
import type { Env } from "../../../env.ts";
import { ApiError, notFound } from "../../../http/errors.ts";
import { validationError } from "../../../http/validate.ts";
import { newId, randomBase62 } from "../../../lib/ids.ts";
import { signingSecrets } from "../../../webhooks/secrets.ts";
import { postSigned } from "../../../webhooks/send.ts";
import { timeoutMs, urlPolicy } from "../../../webhooks/settings.ts";
import { urlRefusal } from "../../../webhooks/url-policy.ts";

export const ENDPOINT_PATH = "/api/v1/management/webhook-endpoints/{endpointId}";

export async function loadEndpoint(db: Db, tenant: EnvTenant, id: string): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(db, tenant, id);
  if (!row) throw notFound("webhook endpoint");
  return row;
}

/** A URL a client sent, as it will be called (WHATWG-normalized), or 400 at /url when the policy refuses it. */
export function acceptedUrl(env: Env, environment: "test" | "live", raw: string): string {
  const refusal = urlRefusal(raw, urlPolicy(env, environment));
  if (refusal !== null) throw validationError([{ path: "/url", code: "not_allowed", message: refusal }]);
  return new URL(raw).href;
}

export function requireSameEnvironment(tenant: EnvTenant, environment: "test" | "live"): void {
  if (environment !== tenant.environment) {
    throw new ApiError("environment_mismatch", `This key works in the ${tenant.environment} environment; the body names ${environment}.`);
  }
}

export interface Verification {
  ok: boolean;
  httpStatus: number | null;
  error: string;
}

/**
 * The verification request of CONTRACT.md 4.7: a signed POST of
 * `{"type":"webhook_endpoint.verification","endpointId","challenge"}` to `url`, signed like a delivery
 * (with both secrets during a rotation); any 2xx within WEBHOOK_TIMEOUT_MS passes.
 */
export async function verifyEndpoint(env: Env, endpoint: WebhookEndpointRow, url: string): Promise<Verification> {
  const refusal = urlRefusal(url, urlPolicy(env, endpoint.environment));
  if (refusal !== null) return { ok: false, httpStatus: null, error: `not sent: ${refusal}` };
  const body = JSON.stringify({ type: "webhook_endpoint.verification", endpointId: endpoint.id, challenge: randomBase62(32) });
  const limit = timeoutMs(env);
  const result = await postSigned(url, newId("msg_"), body, await signingSecrets(env, endpoint), limit);
  if (result.ok) return { ok: true, httpStatus: result.responseStatus, error: "" };
  const error =
    result.error === "timeout"
      ? `no complete answer within ${limit} ms`
      : result.error === "http_status"
        ? `answered HTTP ${result.responseStatus}; a 2xx was expected (redirects are not followed)`
        : "the connection failed";
  return { ok: false, httpStatus: result.responseStatus, error };
}
