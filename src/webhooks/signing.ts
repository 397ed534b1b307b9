import { encodeBase64 } from "../lib/base64.ts";
import { signingKeyBytes } from "./secrets.ts";

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `v1,<base64 HMAC-SHA256(key,
 * "<webhook-id>.<webhook-timestamp>.<body>")>`, one per secret, space-separated (during a rotation
 * the current secret signs first, the previous one second).
 */
export async function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): Promise<string> {
  const content = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  const signatures = await Promise.all(
    secrets.map(async (secret) => {
      const key = await crypto.subtle.importKey("raw", signingKeyBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      return `v1,${encodeBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, content)))}`;
    }),
  );
  return signatures.join(" ");
}

/** The headers of one signed request; `timestamp` is unix seconds at the time of this attempt. */
export async function signedHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Promise<Record<string, string>> {
  return {
    "content-type": "application/json",
    "user-agent": "pokerworks-webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": await signatureHeader(secrets, id, timestamp, body),
  };
}
