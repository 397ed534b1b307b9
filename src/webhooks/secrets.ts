import type { WebhookEndpointRow } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { decodeBase64, encodeBase64 } from "../lib/base64.ts";

/**
 * Webhook signing secrets: `whsec_` + base64 of 32 random bytes (Standard Webhooks). At rest they are
 * sealed with AES-GCM under `SECRETS_KEY` (base64 of 32 bytes), a fresh 12-byte IV each, the endpoint
 * id as additional data so a sealed secret cannot be moved to another endpoint's row.
 */

const PREFIX = "whsec_";
const IV_BYTES = 12;

export function newSigningSecret(): string {
  return PREFIX + encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
}

/** The key bytes an HMAC is computed with: the base64 part of `whsec_<base64>`. */
export function signingKeyBytes(secret: string): Uint8Array {
  return decodeBase64(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret);
}

async function sealingKey(env: Env): Promise<CryptoKey> {
  let raw: Uint8Array | null = null;
  try {
    raw = env.SECRETS_KEY ? decodeBase64(env.SECRETS_KEY) : null;
  } catch {
    raw = null;
  }
  // Never the value: only that it is unusable.
  if (raw === null || raw.length !== 32) throw new Error("SECRETS_KEY must be set to base64 of 32 bytes");
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** base64(IV || ciphertext+tag). */
export async function sealSecret(env: Env, secret: string, endpointId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const additionalData = new TextEncoder().encode(endpointId);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, await sealingKey(env), new TextEncoder().encode(secret));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return encodeBase64(out);
}

export async function openSecret(env: Env, sealed: string, endpointId: string): Promise<string> {
  const bytes = decodeBase64(sealed);
  const additionalData = new TextEncoder().encode(endpointId);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES), additionalData },
    await sealingKey(env),
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}

/** The current secret, and during a rotation's overlap the previous one (both sign). */
export async function signingSecrets(env: Env, endpoint: WebhookEndpointRow, now = Date.now()): Promise<string[]> {
  const secrets = [await openSecret(env, endpoint.secret, endpoint.id)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now) {
    secrets.push(await openSecret(env, endpoint.previousSecret, endpoint.id));
  }
  return secrets;
}
