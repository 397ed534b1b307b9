import type { UsageMeter } from "./metering/meter.ts";

/** Worker bindings and settings (wrangler.toml [vars], secrets, `.dev.vars` locally). */
export interface Env {
  DB: D1Database;
  METER: DurableObjectNamespace<UsageMeter>;
  EMBED_SESSIONS: DurableObjectNamespace;
  WEBHOOK_QUEUE: Queue;
  WEBHOOK_DLQ: Queue;
  ADMIN_TOKEN?: string;
  SECRETS_KEY?: string;
  EMBED_BASE_URL?: string;
  EMBED_SESSION_TTL_SECONDS?: string;
  WEBHOOK_ALLOW_LOOPBACK?: string;
  WEBHOOK_RETRY_SCHEDULE_SECONDS?: string;
  WEBHOOK_TIMEOUT_MS?: string;
  RATE_LIMIT_PER_MINUTE?: string;
}

export function intSetting(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
