import type { AttemptError } from "../domain/webhooks.ts";
import { signedHeaders } from "./signing.ts";

/** How much of a receiver's answer is read: enough to finish a small reply, never an unbounded body. */
const MAX_RESPONSE_BYTES = 4096;

export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status, null when none arrived. */
  responseStatus: number | null;
  durationMs: number;
  /** The error class of a failed attempt; null on success. */
  error: AttemptError | null;
}

/**
 * One signed POST. Any 2xx within `timeoutMs` succeeds; a redirect is not followed (it is a non-2xx
 * answer), and at most a few KB of the answer are read before the connection is let go. Neither the
 * body sent nor the one received is kept or logged.
 */
export async function postSigned(url: string, id: string, body: string, secrets: readonly string[], timeoutMs: number): Promise<AttemptResult> {
  const started = Date.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const result = (ok: boolean, responseStatus: number | null, error: AttemptError | null): AttemptResult => ({
    ok,
    responseStatus,
    durationMs: Date.now() - started,
    error,
  });
  let status: number | null = null;
  try {
    const headers = await signedHeaders(secrets, id, Math.floor(Date.now() / 1000), body);
    const response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal: controller.signal });
    status = response.status;
    // The answer counts once it is complete: a 2xx whose body never ends is still a timeout.
    await readAtMost(response, MAX_RESPONSE_BYTES);
    const ok = status >= 200 && status < 300;
    return result(ok, status, ok ? null : "http_status");
  } catch {
    // The error's class only: its message could quote the URL or the receiver's words.
    return result(false, status, controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
}

async function readAtMost(response: Response, limit: number): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read < limit) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
