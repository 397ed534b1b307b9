import type { Env } from "../env.ts";
import { decodeBase64, encodeBase64 } from "./base64.ts";

/**
 * Secrets that must be read back (webhook signing secrets, shuffle server seeds) are sealed at rest with
 * AES-GCM under `SECRETS_KEY` (base64 of 32 bytes): a fresh 12-byte IV each, and the owning record's id
 * as additional data, so a sealed value copied into another record's row does not open.
 */

const IV_BYTES = 12;

async function sealingKey(env: Pick<Env, "SECRETS_KEY">): Promise<CryptoKey> {
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

/** base64(IV || ciphertext+tag), bound to `recordId`. */
export async function sealSecret(env: Pick<Env, "SECRETS_KEY">, secret: string, recordId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const additionalData = new TextEncoder().encode(recordId);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, await sealingKey(env), new TextEncoder().encode(secret));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return encodeBase64(out);
}

/** The secret `sealSecret` sealed for `recordId`; throws when the key, the record or the bytes differ. */
export async function openSecret(env: Pick<Env, "SECRETS_KEY">, sealed: string, recordId: string): Promise<string> {
  const bytes = decodeBase64(sealed);
  const additionalData = new TextEncoder().encode(recordId);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES), additionalData },
    await sealingKey(env),
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
