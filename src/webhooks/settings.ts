import type { Env } from "../env.ts";
import { intSetting } from "../env.ts";
import { allowLoopback, type UrlPolicy } from "./url-policy.ts";

/** CONTRACT.md 6: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const DEFAULT_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];
/** Queues refuses longer delays (12 h). */
const MAX_DELAY_SECONDS = 43_200;
/** The consumer's max_retries in wrangler.toml must be at least this, or Queues would move a message on first. */
const MAX_RETRIES = 20;

/**
 * WEBHOOK_RETRY_SCHEDULE_SECONDS: comma-separated delays in seconds, N delays = N + 1 attempts. An
 * unusable value (empty, a non-integer, a negative, more than MAX_RETRIES delays) falls back to the
 * default schedule as a whole rather than half-applying; delays above 12 h are cut to 12 h.
 */
export function retrySchedule(setting: string | undefined): number[] {
  if (setting === undefined || setting.trim() === "") return DEFAULT_SCHEDULE;
  const delays = setting.split(",").map((part) => Number(part.trim()));
  if (delays.length > MAX_RETRIES || delays.some((d) => !Number.isInteger(d) || d < 0)) return DEFAULT_SCHEDULE;
  return delays.map((d) => Math.min(d, MAX_DELAY_SECONDS));
}

export function timeoutMs(env: Env): number {
  return intSetting(env.WEBHOOK_TIMEOUT_MS, 10_000);
}

export function urlPolicy(env: Env, environment: "test" | "live"): UrlPolicy {
  return { environment, allowLoopback: allowLoopback(env.WEBHOOK_ALLOW_LOOPBACK) };
}
