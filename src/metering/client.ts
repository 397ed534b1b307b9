import type { Env } from "../env.ts";
import { ApiError } from "../http/errors.ts";

/**
 * Calls into an organization's UsageMeter. Any failure to reach it or to record becomes
 * 503 metering_unavailable: a request is never served unmetered (fail closed).
 */
export function meterFor(env: Env, organizationId: string) {
  return env.METER.get(env.METER.idFromName(organizationId));
}

export async function callMeter<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("metering_unavailable", "The usage meter could not be reached; nothing was computed or charged.");
  }
}
