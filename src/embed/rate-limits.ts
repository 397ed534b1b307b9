import type { Env } from "../env.ts";
import { limitClient } from "../http/client-rate-limit.ts";
import { ApiError } from "../http/errors.ts";

/**
 * Open attempts are limited per client address (the public routes' PUBLIC_RATE_LIMITER, 60 a minute) and
 * per session (EMBED_OPEN_PER_SESSION, 10 a minute), whatever their outcome, so launch secrets cannot be
 * guessed at speed from one machine, nor against one session from many.
 */
export async function limitOpenAttempts(env: Env, request: Request, embedSessionId: string): Promise<void> {
  const [, bySession] = await Promise.all([limitClient(env, request), env.EMBED_OPEN_PER_SESSION.limit({ key: embedSessionId })]);
  if (!bySession.success) {
    throw new ApiError("rate_limited", "Too many attempts to open this embed session; retry in a minute.", { headers: { "retry-after": "60" } });
  }
}
