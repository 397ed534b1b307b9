import { database } from "../db/client.ts";
import { findActiveKeyByHash } from "../db/keys.ts";
import { findProject } from "../db/projects.ts";
import type { KeyKind, Principal, Scope } from "../domain/keys.ts";
import type { Env } from "../env.ts";
import { normalizeOrigin } from "../lib/origins.ts";
import { ApiError } from "./errors.ts";
import { cachedKey, cacheKey } from "./key-cache.ts";
import { secretsEqual, sha256Hex } from "./secrets.ts";

/** The 401 for a well-formed key that is unknown or revoked: one answer, so it tells nobody which. */
export const KEY_REFUSED = "The API key is unknown or revoked.";

const RAW_KEY = /^(sk|pk)_(test|live)_[A-Za-z0-9]{32,128}$/;
export const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{32,128}$/;

/** A stored key's kind, from its stored prefix (`pk_test_AbCd`): the raw key's own form says what it is. */
export function keyKindOf(prefix: string): KeyKind {
  return prefix.startsWith("pk_") ? "publishable" : "secret";
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

export async function authenticateKey(request: Request, env: Env): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw new ApiError("unauthorized", "Send an API key as 'Authorization: Bearer sk_...' (or a publishable 'pk_...').");
  if (!RAW_KEY.test(token)) throw new ApiError("unauthorized", "The API key is not valid.");
  const hash = await sha256Hex(token);
  const cached = cachedKey(hash);
  if (cached) return cached;
  const row = await findActiveKeyByHash(database(env.DB), hash).catch((error: unknown) => {
    // Fail closed: no key is accepted without the key store. Nothing has run yet, so the answer is the
    // retryable 503 service_unavailable (never a 500, which promises nothing about what ran).
    console.error(JSON.stringify({ level: "error", error: "key_lookup_failed", cause: error instanceof Error ? error.name : typeof error }));
    throw new ApiError("service_unavailable", "The API key could not be checked just now; nothing was done. Retry shortly.");
  });
  // The lookup is by hash; the final comparison is constant-time all the same.
  if (!row || !(await secretsEqual(row.hash, hash))) {
    throw new ApiError("unauthorized", KEY_REFUSED);
  }
  // Shared by the requests that find it in the cache: nobody may change it.
  const principal: Principal = Object.freeze({
    keyId: row.id,
    organizationId: row.organizationId,
    environment: row.environment,
    scopes: Object.freeze([...row.scopes]) as Scope[],
    projectId: row.projectId,
    kind: keyKindOf(row.prefix),
  });
  cacheKey(hash, principal);
  return principal;
}

/**
 * A publishable key is accepted only from a browser page of its project: the request's `Origin` must be one
 * of the project's allowedOrigins, or this service's own origin (its calculator frames, which only those
 * origins can frame: CSP frame-ancestors). Returns the cross-origin caller's origin for the CORS headers
 * (null for the service's own frames, which need none); 403 origin_not_allowed otherwise. Secret keys: null.
 */
export async function checkKeyOrigin(principal: Principal, request: Request, env: Env): Promise<string | null> {
  if (principal.kind !== "publishable") return null;
  const origin = normalizeOrigin(request.headers.get("origin") ?? "");
  if (origin !== null && origin === new URL(request.url).origin) return null;
  const project =
    origin === null || principal.projectId === null
      ? undefined
      : await findProject(database(env.DB), { organizationId: principal.organizationId }, principal.projectId);
  if (origin === null || !project?.allowedOrigins.includes(origin)) {
    throw new ApiError("origin_not_allowed", "This publishable key works only from a web page on one of its project's allowedOrigins.");
  }
  return origin;
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.includes(scope)) {
    throw new ApiError("forbidden", `This key lacks the '${scope}' scope.`);
  }
}

export async function authenticateAdmin(request: Request, env: Env): Promise<void> {
  const token = bearerToken(request);
  if (!env.ADMIN_TOKEN || !token || !(await secretsEqual(token, env.ADMIN_TOKEN))) {
    throw new ApiError("unauthorized", "Admin endpoints need 'Authorization: Bearer <ADMIN_TOKEN>'.");
  }
}
