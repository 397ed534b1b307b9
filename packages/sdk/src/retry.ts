/**
 * Sending one logical call: a fresh clone of the request for every attempt (so a body can be sent
 * again), retries on answers that say "try again", exponential backoff with full jitter, and
 * `retry-after` honoured when the server gives one.
 */

export interface RetryPolicy {
  /** Retries after the first attempt (default 2: three attempts at most). */
  maxRetries: number;
  /** Backoff before retry n is uniform in [0, min(maxDelayMs, baseDelayMs * 2^(n-1))] ("full jitter"). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `retry-after` longer than this is not waited for: the error is thrown instead (default 60 s). */
  maxRetryAfterMs: number;
  /** Per attempt; a timeout counts as a network error (default 60 s; 0 for none). */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterMs: 60_000, timeoutMs: 60_000 };

export type Fetch = (request: Request) => Promise<Response>;

/** `retry-after` in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN; // a date names its day or month
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The API's 503 codes that are answered before the operation starts: `metering_unavailable` (the meter
 * could not admit the request) and `service_unavailable` (the API key could not be checked).
 */
const NOTHING_RAN_503 = new Set<unknown>(["metering_unavailable", "service_unavailable"]);

async function problemCode(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/**
 * Whether an answer (or its absence) is worth another attempt. `safe`: sending the request twice
 * cannot do the work twice (a read, a pure calculation, or a call carrying an idempotency key).
 * 408, 429 and 409 `idempotency_in_progress` mean the work did not run. A 503 is retried when safe;
 * when not, only as one of the API's own "nothing ran" codes (NOTHING_RAN_503): a 503 from a proxy or
 * the platform may come after the Worker acted. A lost answer or another 5xx is retried only when safe.
 */
async function shouldRetry(response: Response | undefined, safe: boolean): Promise<boolean> {
  if (!response) return safe;
  const status = response.status;
  if (status === 408 || status === 429) return true;
  if (status === 409) return (await problemCode(response)) === "idempotency_in_progress";
  if (status === 503 && !safe) return NOTHING_RAN_503.has(await problemCode(response));
  return status >= 500 && safe;
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function withTimeout(request: Request, timeoutMs: number): Request {
  // AbortSignal.any is Node 20.3+: on an older runtime the caller's signal alone applies.
  if (!timeoutMs || typeof AbortSignal.any !== "function") return request;
  const timeout = AbortSignal.timeout(timeoutMs);
  return new Request(request, { signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout });
}

/**
 * Sends `request` until an answer should be kept; `attempts` is told each attempt's number. Throws
 * the last network error when no answer came. The caller's own abort is never retried.
 */
export async function sendWithRetries(
  fetch: Fetch,
  request: Request,
  safe: boolean,
  policy: RetryPolicy,
  attempts: (n: number) => void,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    attempts(attempt);
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await fetch(withTimeout(request.clone(), policy.timeoutMs));
    } catch (error) {
      if (request.signal?.aborted) throw error;
      failure = error;
    }
    let delay: number | undefined;
    if (attempt <= policy.maxRetries && (await shouldRetry(response, safe))) {
      const after = retryAfterMs(response?.headers.get("retry-after") ?? null);
      delay =
        after === undefined
          ? Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
          : after <= policy.maxRetryAfterMs
            ? after
            : undefined;
    }
    if (delay === undefined) {
      if (response) return response;
      throw failure;
    }
    await response?.body?.cancel();
    await sleep(delay, request.signal);
  }
}
