// Verifies a pokerworks webhook (Standard Webhooks: https://www.standardwebhooks.com) with Node's
// crypto alone. `secret` is the endpoint's `whsec_...`; `headers` a plain object with lowercase names.
import { createHmac, timingSafeEqual } from "node:crypto";

const TOLERANCE_SECONDS = 5 * 60; // refuse replays of old deliveries

export function verifyWebhook(rawBody, headers, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const id = headers["webhook-id"];
  const timestamp = Number(headers["webhook-timestamp"]);
  if (!id || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`).digest();
  // During a secret rotation the header carries one `v1,<base64>` per secret: any match passes.
  return String(headers["webhook-signature"] ?? "")
    .split(" ")
    .some((entry) => {
      const [version, signature] = entry.split(",");
      const actual = Buffer.from(signature ?? "", "base64");
      return version === "v1" && actual.length === expected.length && timingSafeEqual(actual, expected);
    });
}
