import type { Env } from "../env.ts";
import { rateLimitKey } from "../lib/ip.ts";
import { ApiError } from "./errors.ts";

/**
 * The per-address limit of the few public routes that compute (shuffle verification): the Workers
 * rate-limiting binding PUBLIC_RATE_LIMITER (wrangler.toml: requests per period per key). Keyed by
 * `cf-connecting-ip`, which Cloudflare sets on every request and a client cannot override, with an
 * IPv6 address counted as its /64 (rateLimitKey).
 */
export async function limitClient(env: Env, request: Request): Promise<void> {
  const { success } = await env.PUBLIC_RATE_LIMITER.limit({ key: clientAddress(request) });
  if (!success) {
    throw new ApiError("rate_limited", "Too many requests from this address; retry in a minute.", { headers: { "retry-after": "60" } });
  }
}

/**
 * The client as per-address limits count it: Cloudflare's `cf-connecting-ip`, an IPv6 address as its
 * /64 ("unknown" where no edge set it, as in local tests without the header).
 */
export function clientAddress(request: Request): string {
  return rateLimitKey(request.headers.get("cf-connecting-ip") ?? "unknown");
}
