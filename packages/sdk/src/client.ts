import createFetchClient, { type Client } from "openapi-fetch";
import { errorFromResponse, PokerworksError } from "./errors.ts";
import type { operations, paths } from "./generated/openapi.ts";
import { OPERATIONS } from "./generated/operations.ts";
import { DEFAULT_RETRY, type Fetch, type RetryPolicy, sendWithRetries } from "./retry.ts";

/** Every operation of the API, by its OpenAPI `operationId`. */
export type OperationId = keyof typeof OPERATIONS & keyof operations;

// Flags of src/generated/operations.ts (scripts/generate.ts FLAGS).
const IDEMPOTENCY_KEY = 1;
const PAGINATED = 2;
const RETRY_SAFE = 4;
const TEXT = 8;

export interface ClientOptions {
  /** The deployment's origin, e.g. `https://pokerworks.example.com` (or `http://localhost:8787` under `npm start`). */
  baseUrl: string;
  /** `sk_test_...` or `sk_live_...`; public operations (health, shuffle verification) need none. */
  apiKey?: string;
  /** Any WHATWG fetch: the global one by default, a Worker's service binding, a test's `SELF.fetch`. */
  fetch?: Fetch;
  retry?: Partial<RetryPolicy>;
  /** Sent with every request. */
  headers?: Record<string, string>;
}

/** Per call. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  retry?: Partial<RetryPolicy>;
}

/** What the answer said besides its body: `lastResponse` on every object result. */
export interface ResponseInfo {
  status: number;
  headers: Headers;
  requestId: string | null;
  /** `x-engine-version` (calculations). */
  engineVersion: string | null;
  /** `x-credits-remaining`: free credits left after this call; null when billed to paid usage or not metered. */
  creditsRemaining: number | null;
  /** The key this call sent (one per logical call, the same on every retry); null where the operation takes none. */
  idempotencyKey: string | null;
  /** True when the server answered with the stored result of an earlier call with the same key. */
  idempotentReplayed: boolean;
  /** Attempts made, retries included. */
  attempts: number;
}

type Op<K extends OperationId> = operations[K];
type Params<K extends OperationId> = Op<K>["parameters"];
type JsonBody<R> = R extends { content: { "application/json": infer B } } ? B : R;
/** `{ name: T }`, `{ name?: T }` or nothing, from an optional-or-never OpenAPI slot. */
type Slot<Name extends string, T> = [Exclude<T, undefined>] extends [never]
  ? unknown
  : undefined extends T
    ? { [N in Name]?: Exclude<T, undefined> }
    : { [N in Name]: T };
type HeaderParams<K extends OperationId> = NonNullable<Params<K>["header"]>;
// (keyof never is every key: an operation without header parameters must not match.)
type TakesIdempotencyKey<K extends OperationId> = [HeaderParams<K>] extends [never]
  ? false
  : "x-idempotency-key" extends keyof HeaderParams<K>
    ? true
    : false;

/** The argument of an operation: `path` and `query` parameters, `body`, and per-call options. */
export type Input<K extends OperationId> = Slot<"path", Params<K>["path"]> &
  Slot<"query", Params<K>["query"]> &
  Slot<"body", JsonBody<Op<K>["requestBody"]>> &
  (TakesIdempotencyKey<K> extends true ? { /** Defaults to a fresh random key for this call. */ idempotencyKey?: string } : unknown) &
  CallOptions;

type Responses<K extends OperationId> = Op<K>["responses"];
type SuccessStatus = 200 | 201 | 202 | 203;
/** The 2xx body of an operation. */
export type Output<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends SuccessStatus ? (Responses<K>[S] extends { content: infer C } ? C[keyof C] : undefined) : never;
}[keyof Responses<K>];
/** What a call resolves to: the body, with `lastResponse` on objects. */
export type Result<K extends OperationId> = Output<K> extends object ? Output<K> & { readonly lastResponse: ResponseInfo } : Output<K>;

type PageItem<K extends OperationId> = Output<K> extends { data: Array<infer Item>; page: { hasMore: boolean } } ? Item : never;
/** A list call: await it for the first page, or `for await` it for every item of every page. */
export type ListCall<K extends OperationId> = Promise<Result<K>> & AsyncIterable<PageItem<K>>;

type Method<K extends OperationId> = (
  ...input: Record<string, never> extends Input<K> ? [input?: Input<K>] : [input: Input<K>]
) => [PageItem<K>] extends [never] ? Promise<Result<K>> : ListCall<K>;

export type PokerworksClient = { [K in OperationId]: Method<K> } & {
  /** The underlying openapi-fetch client (typed by path), with the same retries; it returns `{ data, error, response }` and never throws on an answer. */
  raw: Client<paths>;
};

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Browsers outside a secure context have getRandomValues but not randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

type LooseInput = CallOptions & { path?: object; query?: Record<string, unknown>; body?: unknown; idempotencyKey?: string };
type LooseRequest = (method: string, path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * A client whose methods are the API's operations (named by operationId), each typed from the
 * OpenAPI: `await pw.calculateIcmDeal({ body })`. A failed call throws `PokerworksError`.
 */
export function createClient(options: ClientOptions): PokerworksClient {
  const baseFetch: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const basePolicy = { ...DEFAULT_RETRY, ...options.retry };
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const raw = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    headers,
    fetch: (request: Request) => sendWithRetries(baseFetch, request, request.method === "GET", basePolicy, () => {}),
  });

  async function call(id: OperationId, input: LooseInput = {}): Promise<unknown> {
    const [method, path, flags] = OPERATIONS[id];
    const idempotencyKey = flags & IDEMPOTENCY_KEY ? (input.idempotencyKey ?? newIdempotencyKey()) : null;
    const policy = { ...basePolicy, ...input.retry };
    let attempts = 0;
    let answer: Awaited<ReturnType<LooseRequest>>;
    try {
      answer = await (raw.request as unknown as LooseRequest)(method, path, {
        params: { path: input.path, query: input.query },
        body: input.body,
        headers: idempotencyKey ? { ...input.headers, "x-idempotency-key": idempotencyKey } : input.headers,
        parseAs: flags & TEXT ? "text" : "json",
        signal: input.signal,
        fetch: (request: Request) => sendWithRetries(baseFetch, request, (flags & RETRY_SAFE) !== 0, policy, (n) => (attempts = n)),
      });
    } catch (error) {
      if (input.signal?.aborted) throw error;
      throw new PokerworksError({
        status: 0,
        code: "connection_error",
        message: `no answer from ${method} ${path}`,
        requestId: null,
        attempts,
        cause: error,
      });
    }
    const { response } = answer;
    if (!response.ok) throw errorFromResponse(response, answer.error, attempts);
    const data = answer.data;
    if (typeof data === "object" && data !== null) {
      const h = response.headers;
      const credits = h.get("x-credits-remaining");
      const info: ResponseInfo = {
        status: response.status,
        headers: h,
        requestId: h.get("x-request-id"),
        engineVersion: h.get("x-engine-version"),
        creditsRemaining: credits === null ? null : Number(credits),
        idempotencyKey,
        idempotentReplayed: h.get("idempotent-replayed") === "true",
        attempts,
      };
      Object.defineProperty(data, "lastResponse", { value: info });
    }
    return data;
  }

  /** The first page now; every item of every page when iterated, following `page.nextCursor`. */
  function list(id: OperationId, input: LooseInput = {}) {
    const first = call(id, input) as Promise<{ data: unknown[]; page: { hasMore: boolean; nextCursor: string | null } }>;
    return Object.assign(first, {
      async *[Symbol.asyncIterator]() {
        let page = await first;
        for (;;) {
          yield* page.data;
          if (!page.page.hasMore || !page.page.nextCursor) return;
          page = (await call(id, { ...input, query: { ...input.query, cursor: page.page.nextCursor } })) as typeof page;
        }
      },
    });
  }

  const client: Record<string, unknown> = { raw };
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    client[id] = OPERATIONS[id][2] & PAGINATED ? (input?: LooseInput) => list(id, input) : (input?: LooseInput) => call(id, input);
  }
  return client as PokerworksClient;
}
