import type { WebhookEndpointRow } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { decodeBase64, encodeBase64 } from "../lib/base64.ts";
import { openSecret } from "../lib/sealed-secrets.ts";

/**
 * Webhook signing secrets: `whsec_` + base64 of 32 random bytes (Standard Webhooks). At rest they are
 * sealed by lib/sealed-secrets.ts (AES-GCM under `SECRETS_KEY`, bound to the endpoint id).
 */

const PREFIX = "whsec_";

export function newSigningSecret(): string {
  return PREFIX + encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
}

/** The key bytes an HMAC is computed with: the base64 part of `whsec_<base64>`. */
export function signingKeyBytes(secret: string): Uint8Array {
  return decodeBase64(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret);
}

/** The current secret, and during a rotation's overlap the previous one (both sign). */
export async function signingSecrets(env: Env, endpoint: WebhookEndpointRow, now = Date.now()): Promise<string[]> {
  const secrets = [await openSecret(env, endpoint.secret, endpoint.id)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now) {
    secrets.push(await openSecret(env, endpoint.previousSecret, endpoint.id));
  }
  return secrets;
}
