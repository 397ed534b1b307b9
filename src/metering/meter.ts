import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env.ts";

/** How long an admitted free request's count may wait in memory before it is written (UsageMeter.pending). */
const FLUSH_MS = 1000;

export interface UsageKey {
  keyId: string;
  endpoint: string;
  environment: "test" | "live";
  /** UTC day, YYYY-MM-DD. */
  day: string;
}

export interface AdmitRequest extends UsageKey {
  /** Credits the request costs when served (1 for calculations, 0 otherwise). */
  cost: number;
  /** Unix minute, the rate-limit window. */
  minute: number;
  rateLimitPerMinute: number;
}

export type AdmitResult =
  | { outcome: "admitted"; billable: boolean; freeCreditsRemaining: number | null }
  | { outcome: "rate_limited"; retryAfterSeconds: number }
  | { outcome: "payment_required" }
  /** The key was revoked (revokeKey): nothing is counted, the request is 401. */
  | { outcome: "revoked" };

export interface AccountState {
  freeCreditsRemaining: number;
  paidUsageEnabled: boolean;
}

export interface UsageRow extends UsageKey {
  requests: number;
  errors: number;
  credits: number;
  billableCredits: number;
}

/**
 * One UsageMeter per organization: the single owner of its credit balance and usage counters.
 * A Durable Object runs one call's synchronous code at a time and SQLite writes inside it are
 * transactional, so each admit() consumes at most one credit and counts exactly once, however
 * many Worker isolates call concurrently (a free request's count is written within a second: `pending`).
 */
export class UsageMeter extends DurableObject<Env> {
  private readonly windows = new Map<string, { minute: number; count: number }>();
  /**
   * The organization's revoked keys (table revoked_keys, read once per activation). The Worker caches key
   * look-ups in its isolates (src/http/key-cache.ts); this is where revocation is enforced on the next
   * request all the same: every keyed request passes admit() or recordError(), which refuse these keys.
   */
  private readonly revoked: Set<string>;
  /**
   * Admitted free requests (cost 0: /v1/limits, management reads, /mcp messages) not yet written, by usage
   * row. They are written together by the alarm at most FLUSH_MS after the first of them, and before
   * usage() reads the rows, so a report always includes them; one SQLite write a second instead of one a
   * request. What a crash of the object can lose is the last second of free requests' counts, as it loses
   * the rate-limit windows: credits and paid requests are written before admit() answers, as ever.
   */
  private readonly pending = new Map<string, { key: UsageKey; requests: number }>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS account (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        free_credits INTEGER NOT NULL,
        paid_enabled INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS usage (
        day TEXT NOT NULL, key_id TEXT NOT NULL, endpoint TEXT NOT NULL, environment TEXT NOT NULL,
        requests INTEGER NOT NULL DEFAULT 0, errors INTEGER NOT NULL DEFAULT 0,
        credits INTEGER NOT NULL DEFAULT 0, billable_credits INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, key_id, endpoint, environment)
      );
      CREATE TABLE IF NOT EXISTS revoked_keys (key_id TEXT PRIMARY KEY, revoked_at TEXT NOT NULL);
    `);
    this.revoked = new Set(
      ctx.storage.sql
        .exec<{ key_id: string }>("SELECT key_id FROM revoked_keys")
        .toArray()
        .map((r) => r.key_id),
    );
  }

  /** Called by the revoke route before D1 marks the key revoked: from now on admit() answers `revoked` for it. */
  revokeKey(keyId: string, revokedAt: string): void {
    this.ctx.storage.sql.exec("INSERT OR IGNORE INTO revoked_keys (key_id, revoked_at) VALUES (?, ?)", keyId, revokedAt);
    this.revoked.add(keyId);
  }

  configure(patch: Partial<AccountState>): AccountState {
    const current = this.account();
    const next: AccountState = {
      freeCreditsRemaining: patch.freeCreditsRemaining ?? current.freeCreditsRemaining,
      paidUsageEnabled: patch.paidUsageEnabled ?? current.paidUsageEnabled,
    };
    this.ctx.storage.sql.exec(
      `INSERT INTO account (id, free_credits, paid_enabled) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET free_credits = excluded.free_credits, paid_enabled = excluded.paid_enabled`,
      next.freeCreditsRemaining,
      next.paidUsageEnabled ? 1 : 0,
    );
    return next;
  }

  account(): AccountState {
    const row = this.ctx.storage.sql
      .exec<{ free_credits: number; paid_enabled: number }>("SELECT free_credits, paid_enabled FROM account WHERE id = 1")
      .toArray()[0];
    return { freeCreditsRemaining: row?.free_credits ?? 0, paidUsageEnabled: row?.paid_enabled === 1 };
  }

  /** Rate limit, then credits; counts the request either way. */
  admit(request: AdmitRequest): AdmitResult {
    if (this.revoked.has(request.keyId)) return { outcome: "revoked" };
    const window = this.windows.get(request.keyId);
    const count = window && window.minute === request.minute ? window.count : 0;
    if (count >= request.rateLimitPerMinute) {
      this.count(request, { errors: 1 });
      return { outcome: "rate_limited", retryAfterSeconds: 60 - (Math.floor(Date.now() / 1000) % 60) };
    }
    this.windows.set(request.keyId, { minute: request.minute, count: count + 1 });

    if (request.cost === 0) {
      this.countLater(request);
      return { outcome: "admitted", billable: false, freeCreditsRemaining: null };
    }
    const account = this.account();
    if (account.freeCreditsRemaining >= request.cost) {
      const remaining = account.freeCreditsRemaining - request.cost;
      this.ctx.storage.sql.exec("UPDATE account SET free_credits = ? WHERE id = 1", remaining);
      this.count(request, { credits: request.cost });
      return { outcome: "admitted", billable: false, freeCreditsRemaining: remaining };
    }
    if (account.paidUsageEnabled) {
      this.count(request, { credits: request.cost, billableCredits: request.cost });
      return { outcome: "admitted", billable: true, freeCreditsRemaining: null };
    }
    this.count(request, { errors: 1 });
    return { outcome: "payment_required" };
  }

  /**
   * An error answered after admission (already counted as a request) or before it (not yet
   * counted). A credit consumed by an admitted request that then failed is given back: free
   * credits return to the balance, billable ones are reversed. A revoked key's request refused before
   * admission is not counted (its answer becomes 401, as when the look-up itself finds the key revoked):
   * the answer says so. One admitted before the key was revoked ran, and is counted and refunded as any.
   */
  recordError(key: UsageKey, alreadyCounted: boolean, refund: { credits: number; billable: boolean } | null = null): "recorded" | "revoked" {
    if (!alreadyCounted && this.revoked.has(key.keyId)) return "revoked";
    const credits = refund?.credits ?? 0;
    const billable = refund?.billable ? credits : 0;
    if (credits > 0 && !refund?.billable) {
      this.ctx.storage.sql.exec("UPDATE account SET free_credits = free_credits + ? WHERE id = 1", credits);
    }
    this.ctx.storage.sql.exec(
      `INSERT INTO usage (day, key_id, endpoint, environment, requests, errors) VALUES (?, ?, ?, ?, ?, 1)
       ON CONFLICT (day, key_id, endpoint, environment) DO UPDATE SET
         requests = requests + excluded.requests, errors = errors + 1,
         credits = credits - ?, billable_credits = billable_credits - ?`,
      key.day,
      key.keyId,
      key.endpoint,
      key.environment,
      alreadyCounted ? 0 : 1,
      credits,
      billable,
    );
    return "recorded";
  }

  usage(fromDay: string, toDay: string): UsageRow[] {
    this.flush();
    return this.ctx.storage.sql
      .exec<{
        day: string;
        key_id: string;
        endpoint: string;
        environment: "test" | "live";
        requests: number;
        errors: number;
        credits: number;
        billable_credits: number;
      }>(`SELECT * FROM usage WHERE day >= ? AND day <= ? ORDER BY day DESC, key_id, endpoint, environment`, fromDay, toDay)
      .toArray()
      .map((r) => ({
        day: r.day,
        keyId: r.key_id,
        endpoint: r.endpoint,
        environment: r.environment,
        requests: r.requests,
        errors: r.errors,
        credits: r.credits,
        billableCredits: r.billable_credits,
      }));
  }

  /** The pending free requests' counts (see `pending`). */
  override alarm(): void {
    this.flush();
  }

  private countLater(key: UsageKey): void {
    const row = `${key.day}\n${key.keyId}\n${key.endpoint}\n${key.environment}`;
    const counted = this.pending.get(row);
    if (counted) {
      counted.requests += 1;
      return;
    }
    if (this.pending.size === 0) void this.ctx.storage.setAlarm(Date.now() + FLUSH_MS);
    this.pending.set(row, { key: { day: key.day, keyId: key.keyId, endpoint: key.endpoint, environment: key.environment }, requests: 1 });
  }

  private flush(): void {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending.clear();
    this.ctx.storage.transactionSync(() => {
      for (const { key, requests } of rows) this.count(key, { requests });
    });
  }

  private count(key: UsageKey, add: { requests?: number; errors?: number; credits?: number; billableCredits?: number }): void {
    this.ctx.storage.sql.exec(
      `INSERT INTO usage (day, key_id, endpoint, environment, requests, errors, credits, billable_credits)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, key_id, endpoint, environment) DO UPDATE SET
         requests = requests + excluded.requests, errors = errors + excluded.errors,
         credits = credits + excluded.credits, billable_credits = billable_credits + excluded.billable_credits`,
      key.day,
      key.keyId,
      key.endpoint,
      key.environment,
      add.requests ?? 1,
      add.errors ?? 0,
      add.credits ?? 0,
      add.billableCredits ?? 0,
    );
  }
}
