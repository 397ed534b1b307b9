import type { Principal } from "../domain/keys.ts";

/**
 * The isolate's cache of key look-ups: what authenticateKey found for a key's SHA-256 (never the raw key),
 * so a key's requests do not each query D1. A key's row never changes but for its revocation, and
 * revocation does not wait for the cache: the revoke route tells the organization's UsageMeter first,
 * and every request with a key is admitted (or its error counted) by that meter, which refuses a revoked
 * key (401) on its very next request, cached or not (pipeline.ts `admit`, meter.ts). The cache is then
 * only a saving: bounded (oldest entry out first) and short-lived, so an isolate's memory and the window
 * of a row changed by hand in D1 stay small.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1024;

interface Entry {
  principal: Principal;
  expiresAt: number;
}

const entries = new Map<string, Entry>();

export function cachedKey(hash: string, now = Date.now()): Principal | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    entries.delete(hash);
    return undefined;
  }
  return entry.principal;
}

export function cacheKey(hash: string, principal: Principal, now = Date.now()): void {
  entries.delete(hash);
  // A Map iterates in insertion order: the first key is the oldest entry.
  while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(hash, { principal, expiresAt: now + TTL_MS });
}

/** A key the meter reported revoked: its look-up is dropped, so nothing here outlives the answer. */
export function forgetKey(keyId: string): void {
  for (const [hash, entry] of entries) if (entry.principal.keyId === keyId) entries.delete(hash);
}
