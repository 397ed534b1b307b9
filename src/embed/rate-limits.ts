/**
 * How embed-session opens are limited (CONTRACT.md 4.8), so that launch secrets cannot be guessed at
 * speed while a spectator who holds the real secret is never locked out by someone else's guesses:
 *
 * - Every attempt counts against its client address: the public routes' PUBLIC_RATE_LIMITER (60 a
 *   minute per `cf-connecting-ip`, all sessions together), checked in the Worker before the session is
 *   asked.
 * - Wrong secrets count against their (client address, session) pair: after FAILED_OPENS_PER_MINUTE
 *   failures in a minute, that address gets 429 for that session, even with the right secret, until
 *   the minute ends; other addresses are not affected, so one who knows a session id cannot lock its
 *   spectator out. The count lives in the session's Durable Object (`FailedOpens` below), where the
 *   secret is checked; it is kept in the object's memory and never stored (no address is written).
 *
 * Guessing from many addresses is bounded per address, not per session: each address gets 10 wrong
 * secrets a minute per session and 60 attempts a minute in all, a session lives 10 minutes, and a
 * secret has 256 bits, so no number of addresses comes near finding one. The previous per-session
 * limit (10 a minute whatever the outcome) bounded the total but let anyone who knows the id lock the
 * real spectator out, which is the worse trade.
 */

/** Wrong launch secrets a client address may send for one session in a minute. */
export const FAILED_OPENS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** Addresses tracked per session; beyond it the oldest windows are forgotten (memory stays bounded). */
const MAX_TRACKED = 4096;

/** Failed opens per client address for one session: a fixed one-minute window from each address's first failure. */
export class FailedOpens {
  private readonly byClient = new Map<string, { since: number; count: number }>();

  /** Seconds until `client` may try again (0: it may try now). */
  retryAfterSeconds(client: string, now: number): number {
    const window = this.byClient.get(client);
    if (window === undefined || now >= window.since + WINDOW_MS) return 0;
    if (window.count < FAILED_OPENS_PER_MINUTE) return 0;
    return Math.max(1, Math.ceil((window.since + WINDOW_MS - now) / 1000));
  }

  /** Counts one wrong secret from `client`. */
  record(client: string, now: number): void {
    const window = this.byClient.get(client);
    if (window !== undefined && now < window.since + WINDOW_MS) {
      window.count++;
      return;
    }
    this.byClient.delete(client);
    if (this.byClient.size >= MAX_TRACKED) this.prune(now);
    this.byClient.set(client, { since: now, count: 1 });
  }

  private prune(now: number): void {
    for (const [client, window] of this.byClient) if (now >= window.since + WINDOW_MS) this.byClient.delete(client);
    // Still full: forget the oldest windows (insertion order is the order the windows began).
    for (const client of this.byClient.keys()) {
      if (this.byClient.size < MAX_TRACKED) break;
      this.byClient.delete(client);
    }
  }
}
