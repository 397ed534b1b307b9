/**
 * Webhook verification per Standard Webhooks (https://www.standardwebhooks.com), Web Crypto only:
 * `webhook-signature` holds space-separated `v1,<base64 HMAC-SHA256(secret, "<id>.<timestamp>.<body>")>`
 * entries (two during a secret rotation: the new secret's and the old one's, for 24 hours).
 */

/** `tournament.completed` (CONTRACT section 6). */
export interface TournamentCompletedEvent {
  id: string;
  type: "tournament.completed";
  createdAt: string;
  environment: "test" | "live";
  projectId: string | null;
  data: {
    tournament: { id: string; name: string; presetKey: string; roomId: string; completedAt: string; entrants: number };
    results: Array<{ entryId: string; displayName: string; participant: "human" | "bot"; place: number; prize: number }>;
  };
}

/**
 * `table.seat_closed`: a seat at a hosted ring-game table closed, once per seating. Credit the player's
 * wallet with `finalStack` (top-ups included: `topUps.added`) plus `topUps.returned` (chips of top-ups
 * that did not fit under the buy-in maximum).
 */
export interface TableSeatClosedEvent {
  id: string;
  type: "table.seat_closed";
  createdAt: string;
  environment: "test" | "live";
  projectId: string | null;
  data: {
    table: { id: string; ringGameId: string };
    seat: { seatNumber: number; playerRef: string; displayName: string; participant: "human" | "bot" };
    finalStack: number;
    reason: "left" | "stood_up" | "sat_out_too_long" | "table_closed" | "busted";
    closedAt: string;
    topUps: { added: number; returned: number };
  };
}

/** The challenge a PATCH sends to check that an endpoint answers; acknowledge it with any 2xx. */
export interface EndpointVerificationEvent {
  type: "webhook_endpoint.verification";
  endpointId: string;
  challenge: string;
}

export type WebhookEvent = TournamentCompletedEvent | TableSeatClosedEvent | EndpointVerificationEvent;

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

/** A Fetch `Headers` or a plain object such as Node's `req.headers` (lower-case names). */
export type WebhookHeaders = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof headers.get === "function") return (headers as { get(name: string): string | null }).get(name);
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Verifies a delivery and answers its parsed body. `body` is the raw body exactly as received (a
 * re-serialized object will not verify). `secret` may be a list: during your own switch to a rotated
 * secret, pass both. The timestamp must be within `toleranceSeconds` (default 300) of `now` (unix
 * seconds), which refuses replays of old deliveries. HMACs are compared by `crypto.subtle.verify`.
 * Throws WebhookVerificationError.
 */
export async function verifyWebhook<T = WebhookEvent>(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: { toleranceSeconds?: number; now?: number } = {},
): Promise<T> {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature");
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError("webhook-timestamp is outside the tolerance window");
  }
  const encoder = new TextEncoder();
  const payload = typeof body === "string" ? encoder.encode(body) : Uint8Array.from(body);
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + payload.length);
  signed.set(prefix);
  signed.set(payload, prefix.length);
  const candidates = signatures
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .map((entry) => base64Bytes(entry.slice(3)))
    .filter((bytes) => bytes !== null);
  for (const each of typeof secret === "string" ? [secret] : secret) {
    const keyBytes = base64Bytes(each.startsWith("whsec_") ? each.slice(6) : each);
    if (!keyBytes) throw new WebhookVerificationError("the secret is not whsec_ followed by base64");
    const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    for (const candidate of candidates) {
      if (await crypto.subtle.verify("HMAC", key, candidate, signed)) return JSON.parse(new TextDecoder().decode(payload)) as T;
    }
  }
  throw new WebhookVerificationError("no signature matches the secret");
}
