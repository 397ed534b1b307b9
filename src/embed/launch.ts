import type { Env } from "../env.ts";
import { intSetting } from "../env.ts";
import { sha256Hex } from "../http/secrets.ts";
import { encodeBase64Url } from "../lib/base64.ts";

/** Embed-session settings, launch secrets and the way to each session's Durable Object. */

const DEFAULT_TTL_SECONDS = 600;
const LAUNCH_SECRET_PREFIX = "els_";
/** `es_` + the 26 characters of newId: 10 of time (Crockford base32) and 16 random base62. */
const SESSION_ID = /^es_[0-9A-HJKMNP-TV-Z]{10}[0-9A-Za-z]{16}$/;

/** How long a session lives: EMBED_SESSION_TTL_SECONDS (default 600). */
export function sessionTtlMs(env: Env): number {
  return intSetting(env.EMBED_SESSION_TTL_SECONDS, DEFAULT_TTL_SECONDS) * 1000;
}

/** `els_` + 43 base64url characters: 256 bits from the platform CSPRNG. */
export function newLaunchSecret(): string {
  return LAUNCH_SECRET_PREFIX + encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export function launchSecretHash(secret: string): Promise<string> {
  return sha256Hex(secret);
}

/**
 * `<EMBED_BASE_URL>/embed/<spectator|player>/<id>#launchSecret=<secret>`: the secret travels in the fragment only.
 * A target of exactly one table adds `&tableId=<table>`, so the URL works as returned (CONTRACT 12).
 */
export function launchUrl(env: Env, embedSessionId: string, secret: string, tableId?: string, mode: "spectator" | "player" = "spectator"): string {
  const table = tableId === undefined ? "" : `&tableId=${encodeURIComponent(tableId)}`;
  return `${baseUrl(env)}/embed/${mode}/${embedSessionId}#launchSecret=${secret}${table}`;
}

const RESUME_TOKEN_PREFIX = "esr_";

/** `esr_` + 43 base64url characters: the stream's resume credential (256 bits), stored only as a hash. */
export function newResumeToken(): string {
  return RESUME_TOKEN_PREFIX + encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The origin spectator sockets connect to: EMBED_BASE_URL's, with ws: for http: and wss: for https:. */
export function socketOrigin(env: Env): string {
  const url = new URL(baseUrl(env));
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

/** A table's socket URL (without its ticket): the client adds `?ticket=<ticket>` (and `&since=<seq>` to resume). */
export function streamUrl(env: Env, tableId: string): string {
  return `${socketOrigin(env)}/v1/tables/${encodeURIComponent(tableId)}/connect`;
}

function baseUrl(env: Env): string {
  return env.EMBED_BASE_URL.replace(/\/+$/, "");
}

/** The session's Durable Object, or null for an id this service cannot have issued (no object is woken for it). */
export function sessionObject(env: Env, embedSessionId: string) {
  if (!SESSION_ID.test(embedSessionId)) return null;
  return env.EMBED_SESSIONS.get(env.EMBED_SESSIONS.idFromName(embedSessionId));
}
