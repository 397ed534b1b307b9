import { DurableObject } from "cloudflare:workers";
import { FailedOpens } from "./rate-limits.ts";

/**
 * One embed session (CONTRACT.md 4.8): the single owner of its launch secret. Every decision about the
 * session (is it known, expired, is this the live secret, is it used up) is made here, synchronously on
 * the object's storage with no await between the read and the write, so two concurrent opens with one
 * secret cannot both succeed.
 *
 * Storage holds one value under "session": the live session, or after expiry a tombstone. The alarm at
 * `expiresAt` replaces the session with the tombstone (the secret's hash and the target are erased); every
 * read checks the expiry as well, because an alarm may run late. The tombstone keeps the id, the expiry
 * and the session's origin: the origin lets a 410 still carry CORS headers and the spectator page still
 * be framed by its site to say that the session expired. It is never removed, so a late open is 410, not 404.
 *
 * Wrong secrets are counted here too, per client address (rate-limits.ts): an address that sent too many
 * is refused before its secret is checked, and no other address is.
 */

export interface NewSession {
  embedSessionId: string;
  organizationId: string;
  environment: "test" | "live";
  projectId: string;
  productKey: string;
  brand: string;
  origin: string;
  returnUrl: string;
  target: { ringGameId: string; tableIds?: string[] };
  /** Unix milliseconds. */
  expiresAt: number;
  /** SHA-256 hex of the launch secret; the secret itself is never stored. */
  secretHash: string;
}

interface LiveSession extends NewSession {
  kind: "live";
  /** Set by the one successful open of the current secret. */
  used: boolean;
}

interface Tombstone {
  kind: "tombstone";
  embedSessionId: string;
  expiresAt: number;
  origin: string;
}

type Stored = LiveSession | Tombstone;

/** What a page or a preflight may know without the secret: whether the session exists and its origin. */
export type SessionState = { state: "unknown" } | { state: "live" | "expired"; origin: string };

export interface OpenAttempt {
  secretHash: string;
  /** Normalized. */
  origin: string;
  tableId: string;
  /** The client's address (`cf-connecting-ip`): wrong secrets are counted per address. */
  client: string;
}

export type OpenOutcome =
  | {
      outcome: "opened";
      session: { embedSessionId: string; brand: string; productKey: string; ringGameId: string; expiresAt: number; origin: string };
    }
  | { outcome: "not_found" }
  | { outcome: "rate_limited"; origin: string; retryAfterSeconds: number }
  | { outcome: "expired" | "invalid_launch_secret" | "origin_not_allowed" | "table_not_allowed"; origin: string };

export type ReissueOutcome = { outcome: "reissued"; expiresAt: number } | { outcome: "expired" | "not_found" };

const KEY = "session";
const encoder = new TextEncoder();

export class EmbedSession extends DurableObject {
  private readonly failedOpens = new FailedOpens();

  /** Stores a new session and its alarm. Each id is created once (ids are random; a second call is a bug). */
  async create(session: NewSession): Promise<void> {
    if (this.ctx.storage.kv.get<Stored>(KEY) !== undefined) throw new Error("embed session already exists");
    this.ctx.storage.kv.put<Stored>(KEY, { ...session, kind: "live", used: false });
    await this.ctx.storage.setAlarm(session.expiresAt);
  }

  /** A fresh secret for a live session: earlier secrets stop working, the new one opens once. */
  reissue(secretHash: string): ReissueOutcome {
    const stored = this.current();
    if (stored === undefined) return { outcome: "not_found" };
    if (stored.kind === "tombstone") return { outcome: "expired" };
    this.ctx.storage.kv.put<Stored>(KEY, { ...stored, secretHash, used: false });
    return { outcome: "reissued", expiresAt: stored.expiresAt };
  }

  /**
   * The contract's checks in its order: 404, 410, wrong or used secret, other origin, table outside the
   * target; before the secret, 429 for an address that sent too many wrong ones (its own, never others').
   */
  open(attempt: OpenAttempt): OpenOutcome {
    const stored = this.current();
    if (stored === undefined) return { outcome: "not_found" };
    if (stored.kind === "tombstone") return { outcome: "expired", origin: stored.origin };
    const now = Date.now();
    const retryAfterSeconds = this.failedOpens.retryAfterSeconds(attempt.client, now);
    if (retryAfterSeconds > 0) return { outcome: "rate_limited", origin: stored.origin, retryAfterSeconds };
    if (stored.used || !hashesEqual(stored.secretHash, attempt.secretHash)) {
      this.failedOpens.record(attempt.client, now);
      return { outcome: "invalid_launch_secret", origin: stored.origin };
    }
    if (attempt.origin !== stored.origin) return { outcome: "origin_not_allowed", origin: stored.origin };
    const tableIds = stored.target.tableIds;
    if (tableIds !== undefined && !tableIds.includes(attempt.tableId)) return { outcome: "table_not_allowed", origin: stored.origin };
    // Only a successful open uses the secret up.
    this.ctx.storage.kv.put<Stored>(KEY, { ...stored, used: true });
    const { embedSessionId, brand, productKey, expiresAt, origin } = stored;
    return { outcome: "opened", session: { embedSessionId, brand, productKey, ringGameId: stored.target.ringGameId, expiresAt, origin } };
  }

  state(): SessionState {
    const stored = this.current();
    if (stored === undefined) return { state: "unknown" };
    return { state: stored.kind === "live" ? "live" : "expired", origin: stored.origin };
  }

  override async alarm(): Promise<void> {
    const stored = this.current();
    // An alarm that ran before the expiry (clocks differ between machines) is set again for it.
    if (stored?.kind === "live") await this.ctx.storage.setAlarm(stored.expiresAt);
  }

  /** The stored value, turned into the tombstone first when its time has come (whoever notices first). */
  private current(): Stored | undefined {
    const stored = this.ctx.storage.kv.get<Stored>(KEY);
    if (stored?.kind !== "live" || Date.now() < stored.expiresAt) return stored;
    const tombstone: Tombstone = { kind: "tombstone", embedSessionId: stored.embedSessionId, expiresAt: stored.expiresAt, origin: stored.origin };
    this.ctx.storage.kv.put<Stored>(KEY, tombstone);
    return tombstone;
  }
}

/** Constant-time comparison of two SHA-256 hex digests (always 64 characters). */
function hashesEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
