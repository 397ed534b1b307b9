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
 *
 * The stream (CONTRACT 12): a successful open also grants a resume token (stored only as its hash) that
 * lives STREAM_TTL_MS (12 h) from the open, so the page can ask for fresh spectator tickets after a network
 * drop without a new launch secret. The grant outlives the session's 10 minutes: the tombstone keeps it,
 * with the target and tenancy it needs, until it ends; then the alarm erases it and only id, expiry and
 * origin are left. A later open (a reissued secret) replaces the grant: one live stream per session.
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
  /**
   * A spectator session's ring game or tournament and tables (a tournament's: `ringGameId` ""); a player
   * session's table's ring game ("" for a tournament's).
   */
  target: { ringGameId: string; tournamentId?: string; tableIds?: string[] };
  /** A player session (CONTRACT 13): the seating it plays, bound when the session was created. */
  player?: PlayerTarget;
  /** Unix milliseconds. */
  expiresAt: number;
  /** SHA-256 hex of the launch secret; the secret itself is never stored. */
  secretHash: string;
}

/** What an open grants: resume tokens for fresh spectator tickets until `until`. */
interface StreamGrant {
  /** SHA-256 hex of the resume token. */
  tokenHash: string;
  /** Unix milliseconds: the open plus STREAM_TTL_MS. */
  until: number;
}

/**
 * A player session's seat: a ring-game seat's seating (its id taken when the session was created, so the
 * session dies with that seating: a later player of the seat number is never reached), or a tournament
 * entry, wherever the director seats it (each table's seating of the entry; dead once it busts).
 */
export type PlayerTarget = { tableId: string; seatNumber: number; seatingId: string } | { tournamentId: string; entryId: string };

/** What the stream routes need of a session, kept while its grant lives. */
export interface SessionTarget {
  organizationId: string;
  environment: "test" | "live";
  projectId: string;
  ringGameId: string;
  /** A spectator session that watches a tournament's tables (CONTRACT 11.1). */
  tournamentId?: string | undefined;
  tableIds?: string[] | undefined;
  /** Set for a player session. */
  player?: PlayerTarget | undefined;
}

interface LiveSession extends NewSession {
  kind: "live";
  /** Set by the one successful open of the current secret. */
  used: boolean;
  stream?: StreamGrant;
}

interface Tombstone {
  kind: "tombstone";
  embedSessionId: string;
  expiresAt: number;
  origin: string;
  /** Only while an open's stream still lives. */
  stream?: StreamGrant & { target: SessionTarget };
}

type Stored = LiveSession | Tombstone;

/** What a page or a preflight may know without the secret: whether the session exists and its origin. */
export type SessionState = { state: "unknown" } | { state: "live" | "expired"; origin: string };

/** A stream lives until its table closes or this long after the open (CONTRACT 12). */
export const STREAM_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * What the Worker found in D1 about the requested table before the open (the object cannot read D1):
 * `not_in_ring_game` for a table that is not one of the target ring game's, `spectators_off` when the ring
 * game refuses spectators. Applied after the contract's checks, in this order.
 */
export type TableCheck = "ok" | "not_in_ring_game" | "spectators_off" | "seat_closed";

export interface OpenAttempt {
  secretHash: string;
  /** Normalized. */
  origin: string;
  /** null: no table chosen yet (the page shows a picker). */
  tableId: string | null;
  tableCheck: TableCheck;
  /** SHA-256 hex of the resume token this open grants. */
  resumeHash: string;
  /** The client's address (`cf-connecting-ip`, an IPv6 one as its /64): wrong secrets are counted per address. */
  client: string;
}

export type OpenOutcome =
  | {
      outcome: "opened";
      session: {
        embedSessionId: string;
        brand: string;
        productKey: string;
        ringGameId: string;
        expiresAt: number;
        origin: string;
        streamUntil: number;
        target: SessionTarget;
      };
    }
  | { outcome: "not_found" }
  | { outcome: "rate_limited"; origin: string; retryAfterSeconds: number }
  | {
      outcome: "expired" | "invalid_launch_secret" | "origin_not_allowed" | "table_not_allowed" | "spectators_off" | "seat_closed";
      origin: string;
    };

export type ResumeOutcome =
  | { outcome: "resumed"; origin: string; streamUntil: number; target: SessionTarget }
  | { outcome: "not_found" }
  | { outcome: "rate_limited"; origin: string; retryAfterSeconds: number }
  | { outcome: "expired" | "invalid_resume_token"; origin: string };

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
    if (attempt.tableId !== null && tableIds !== undefined && !tableIds.includes(attempt.tableId)) {
      return { outcome: "table_not_allowed", origin: stored.origin };
    }
    if (attempt.tableCheck === "not_in_ring_game") return { outcome: "table_not_allowed", origin: stored.origin };
    if (attempt.tableCheck === "spectators_off") return { outcome: "spectators_off", origin: stored.origin };
    // A player session whose seating ended is dead: its secret opens nothing (and is not used up by trying).
    if (attempt.tableCheck === "seat_closed") return { outcome: "seat_closed", origin: stored.origin };
    // Only a successful open uses the secret up; it grants the stream (replacing an earlier open's grant).
    const stream: StreamGrant = { tokenHash: attempt.resumeHash, until: now + STREAM_TTL_MS };
    this.ctx.storage.kv.put<Stored>(KEY, { ...stored, used: true, stream });
    const { embedSessionId, brand, productKey, expiresAt, origin } = stored;
    return {
      outcome: "opened",
      session: {
        embedSessionId,
        brand,
        productKey,
        ringGameId: stored.target.ringGameId,
        expiresAt,
        origin,
        streamUntil: stream.until,
        target: targetOf(stored),
      },
    };
  }

  /**
   * The target of a live session, for the Worker's D1 checks before an open (it reveals nothing to a
   * client: the open's answer is still decided by `open`). null for an unknown or expired session.
   */
  target(): SessionTarget | null {
    const stored = this.current();
    return stored?.kind === "live" ? targetOf(stored) : null;
  }

  /**
   * A resume token's check, for a fresh spectator ticket: unknown 404; no live stream (never opened and
   * expired, or its 12 h over) 410; 429 for an address that sent too many wrong tokens; a wrong or
   * replaced token 403.
   */
  resume(tokenHash: string, client: string): ResumeOutcome {
    const stored = this.current();
    if (stored === undefined) return { outcome: "not_found" };
    const now = Date.now();
    const grant = stored.stream;
    if (grant === undefined) {
      if (stored.kind === "tombstone") return { outcome: "expired", origin: stored.origin };
      // A live session never opened: no token can be right.
      this.failedOpens.record(client, now);
      return { outcome: "invalid_resume_token", origin: stored.origin };
    }
    if (now >= grant.until) return { outcome: "expired", origin: stored.origin };
    const retryAfterSeconds = this.failedOpens.retryAfterSeconds(client, now);
    if (retryAfterSeconds > 0) return { outcome: "rate_limited", origin: stored.origin, retryAfterSeconds };
    if (!hashesEqual(grant.tokenHash, tokenHash)) {
      this.failedOpens.record(client, now);
      return { outcome: "invalid_resume_token", origin: stored.origin };
    }
    const target = stored.kind === "live" ? targetOf(stored) : (stored.stream as StreamGrant & { target: SessionTarget }).target;
    return { outcome: "resumed", origin: stored.origin, streamUntil: grant.until, target };
  }

  state(): SessionState {
    const stored = this.current();
    if (stored === undefined) return { state: "unknown" };
    return { state: stored.kind === "live" ? "live" : "expired", origin: stored.origin };
  }

  override async alarm(): Promise<void> {
    const stored = this.current();
    // An alarm that ran before the expiry (clocks differ between machines) is set again for it; a
    // tombstone that still holds a stream grant is visited again when the grant ends, to erase it.
    if (stored?.kind === "live") await this.ctx.storage.setAlarm(stored.expiresAt);
    else if (stored?.stream) await this.ctx.storage.setAlarm(stored.stream.until);
  }

  /**
   * The stored value, turned into the tombstone first when its time has come (whoever notices first):
   * the secret's hash goes; the target stays only while an open's stream lives, and goes when it ends.
   */
  private current(): Stored | undefined {
    const stored = this.ctx.storage.kv.get<Stored>(KEY);
    const now = Date.now();
    if (stored === undefined) return stored;
    if (stored.kind === "tombstone") {
      if (stored.stream === undefined || now < stored.stream.until) return stored;
      const { stream: _ended, ...bare } = stored;
      this.ctx.storage.kv.put<Stored>(KEY, bare);
      return bare;
    }
    if (now < stored.expiresAt) return stored;
    const tombstone: Tombstone = { kind: "tombstone", embedSessionId: stored.embedSessionId, expiresAt: stored.expiresAt, origin: stored.origin };
    if (stored.stream !== undefined && now < stored.stream.until) tombstone.stream = { ...stored.stream, target: targetOf(stored) };
    this.ctx.storage.kv.put<Stored>(KEY, tombstone);
    return tombstone;
  }
}

function targetOf(session: NewSession): SessionTarget {
  const { organizationId, environment, projectId, target, player } = session;
  return {
    organizationId,
    environment,
    projectId,
    ringGameId: target.ringGameId,
    tournamentId: target.tournamentId,
    tableIds: target.tableIds,
    player,
  };
}

/** Constant-time comparison of two SHA-256 hex digests (always 64 characters). */
function hashesEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
