import type * as v from "valibot";
import type { EnvTenant } from "../db/tenant.ts";
import type { Principal } from "../domain/keys.ts";
import type { Env } from "../env.ts";
import { intSetting } from "../env.ts";
import { callMeter, meterFor } from "../metering/client.ts";
import type { AdmitResult, UsageKey } from "../metering/meter.ts";
import { authenticateAdmin, authenticateKey, checkKeyOrigin, KEY_REFUSED, requireScope } from "./auth.ts";
import { readJsonBody } from "./body.ts";
import { limitClient } from "./client-rate-limit.ts";
import { keyCorsHeaders } from "./cors.ts";
import { ApiError, type FieldError, problemResponse, toApiError } from "./errors.ts";
import { forgetKey } from "./key-cache.ts";
import type { AnyRoute, Reply, RouteInput } from "./route.ts";
import { safeParseFields, validationError } from "./validate.ts";

/**
 * Runs one matched route through the contract's order of checks (CONTRACT.md 1.4), the same for
 * every kind of route; a step that does not apply to the route's kind is skipped:
 *
 *   1. authenticate    admin token or API key, its scope and kind    401, 403     (public: none)
 *   2. read the body   size, media type, JSON                        413, 415, 400
 *   3. validate        params, query and body against their schemas  400
 *   4. check           the route's pure checks beyond the schema     400, 422
 *   5. admit           rate limit, then credits (the usage meter)    429, 402, 503 (keyed routes;
 *                      public ones marked clientRateLimited: 429 per client address)
 *   6. handle          the operation, including record look-ups      404, 409, ...
 *
 * Steps 1-4 do no work on stored records, so refused input is never charged; every keyed request
 * is counted by the meter, whatever its answer. An error the meter cannot record keeps its own
 * answer (the lost count is logged): 503 metering_unavailable only ever means "refused by or for the
 * meter before anything ran", never a bad request that a client would retry.
 */
export async function runRoute(
  route: AnyRoute,
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  rawParams: Record<string, string>,
  requestId: string,
): Promise<{ response: Response; principal: Principal | null }> {
  let principal: Principal | null = null;
  let admission: Admitted | null = null;
  /** The page origin a publishable key was accepted from: every answer after that carries CORS for it. */
  let corsOrigin: string | null = null;
  const url = new URL(request.url);
  const cost = route.cost ?? 0;
  try {
    if (route.auth.kind === "admin") await authenticateAdmin(request, env);
    if (route.auth.kind === "key") {
      principal = await authenticateKey(request, env);
      if (route.auth.scope) requireScope(principal, route.auth.scope);
      if (route.auth.publishable !== true) refusePublishable(principal);
      corsOrigin = await checkKeyOrigin(principal, request, env);
    }
    const rawBody = route.request?.body ? await readJsonBody(request, route.maxBodyBytes) : undefined;
    const input = parseRequest(route, rawParams, url, rawBody);
    const checked: unknown = route.check ? route.check(input) : undefined;
    if (principal) admission = await admit(env, principal, usageKey(endpointOf(route), principal), cost);
    else if (route.clientRateLimited) await limitClient(env, request);

    const base = { request, env, executionContext, requestId, url, ...input };
    const ctx = principal ? { ...base, principal, tenant: tenantOf(principal) } : base;
    const response = toResponse(route, await route.handler(ctx as Parameters<AnyRoute["handler"]>[0], checked));
    if (cost > 0 && admission?.freeCreditsRemaining != null) {
      response.headers.set("x-credits-remaining", String(admission.freeCreditsRemaining));
    }
    if (corsOrigin !== null) for (const [name, value] of Object.entries(keyCorsHeaders(corsOrigin))) response.headers.set(name, value);
    return { response, principal };
  } catch (error) {
    let apiError = toApiError(error) ?? internalError(error, route, requestId);
    // Admission already counted rejections by the rate limit or the meter itself; a key the meter
    // refused as revoked (401 after authentication) is not counted at all.
    const countedByMeter =
      apiError.code === "rate_limited" ||
      apiError.code === "payment_required" ||
      apiError.code === "metering_unavailable" ||
      apiError.code === "unauthorized";
    if (principal && !countedByMeter) {
      const key = usageKey(endpointOf(route), principal);
      // Only successful calculations cost a credit: one that failed after admission is refunded.
      const refund = admission && cost > 0 ? { credits: cost, billable: admission.billable } : null;
      const meter = meterFor(env, principal.organizationId);
      const recorded = await callMeter(() => meter.recordError(key, admission !== null, refund)).then(
        (outcome) => outcome,
        () => false as const,
      );
      // Refused before admission (403, 400, 422) with a key revoked since its look-up was cached: the
      // answer is the 401 the look-up would have given, whatever else was wrong with the request.
      if (recorded === "revoked") apiError = revokedKey(principal);
      if (recorded === false) {
        // The request's own answer stands, and the lost error count (and refund) is logged for
        // reconciliation. Admitted, the operation ran: a 503 would tell a client's retry logic that
        // nothing ran. Refused before admission (401-422 from steps 1-4), nothing ran and nothing was
        // served unmetered: a 503 would turn a malformed request into one that SDKs retry.
        console.error(
          JSON.stringify({
            level: "error",
            requestId,
            route: endpointOf(route),
            error: "meter_record_failed",
            keyId: principal.keyId,
            admitted: admission !== null,
            status: apiError.status,
            refund: refund?.credits ?? 0,
          }),
        );
      }
    }
    const response = problemResponse(apiError, requestId);
    if (corsOrigin !== null) for (const [name, value] of Object.entries(keyCorsHeaders(corsOrigin))) response.headers.set(name, value);
    return { response, principal };
  }
}

/**
 * The one rule for publishable keys (CONTRACT 10.5): a pk_ key, made to be seen in a web page, reaches only
 * the routes that declare `auth.publishable` (the calculations and the lobby) and the public ones; everywhere else (the
 * shuffles but the public verify, tables and their tickets, management, /v1/limits, /mcp) it is 403
 * forbidden, before its origin is looked at. Runs after the scope check, so what a key lacks the scope for
 * says so first.
 */
export function refusePublishable(principal: Principal): void {
  if (principal.kind === "publishable") {
    throw new ApiError(
      "forbidden",
      "A publishable key (pk_...) works only on the calculation routes (/v1/calculations/...) and the lobby (/v1/lobby), from a page of its project; this needs a secret key (sk_...).",
    );
  }
}

/** The tenant a key's queries are scoped to: its organization, environment and project restriction. */
function tenantOf(principal: Principal): EnvTenant {
  return { organizationId: principal.organizationId, environment: principal.environment, projectId: principal.projectId };
}

type Admitted = Extract<AdmitResult, { outcome: "admitted" }>;

/** Validates path parameters, query and body together, so one answer lists every failing field. */
function parseRequest(route: AnyRoute, rawParams: Record<string, string>, url: URL, rawBody: unknown): RouteInput<unknown, unknown, unknown> {
  const errors: FieldError[] = [];
  const part = (schema: v.GenericSchema | undefined, input: unknown, root: string, fallback: unknown) => {
    if (!schema) return fallback;
    const result = safeParseFields(schema, input, root);
    if (result.ok) return result.value;
    errors.push(...result.errors);
    return undefined;
  };
  const params = part(route.request?.params, rawParams, "/params", rawParams);
  const query = part(route.request?.query, Object.fromEntries(url.searchParams), "/query", {});
  const body = part(route.request?.body, rawBody, "", undefined);
  if (errors.length > 0) throw validationError(errors);
  return { params, query, body };
}

/** Rate limit, then credits: 429 with retry-after, 402, or 503 when the meter cannot be reached (fail closed). */
export async function admit(env: Env, principal: Principal, key: UsageKey, cost: number): Promise<Admitted> {
  const now = Date.now();
  const result: AdmitResult = await callMeter(
    async () =>
      meterFor(env, principal.organizationId).admit({
        ...key,
        cost,
        minute: Math.floor(now / 60_000),
        rateLimitPerMinute: intSetting(env.RATE_LIMIT_PER_MINUTE, 600),
      }) as Promise<AdmitResult>,
  );
  if (result.outcome === "revoked") throw revokedKey(principal);
  if (result.outcome === "rate_limited") {
    throw new ApiError("rate_limited", "Too many requests for this key; retry later.", {
      headers: { "retry-after": String(result.retryAfterSeconds) },
    });
  }
  if (result.outcome === "payment_required") {
    throw new ApiError("payment_required", "Free credits are used up and paid usage is not enabled; nothing was computed.");
  }
  return result;
}

/** The meter knows the key revoked (its look-up was cached before that): its cache entry goes, and the answer is 401. */
function revokedKey(principal: Principal): ApiError {
  forgetKey(principal.keyId);
  return new ApiError("unauthorized", KEY_REFUSED);
}

/** The usage row's endpoint name: method and path template. */
function endpointOf(route: AnyRoute): string {
  return `${route.method} ${route.path}`;
}

/** Where the meter counts a request: key, endpoint, environment and UTC day. */
export function usageKey(endpoint: string, principal: Principal, now = Date.now()): UsageKey {
  return {
    keyId: principal.keyId,
    endpoint,
    environment: principal.environment,
    day: new Date(now).toISOString().slice(0, 10),
  };
}

/** Serializes a handler's reply: JSON by default, text for a status declared with another content type, bytes as they are when already serialized. */
function toResponse(route: AnyRoute, reply: Reply): Response {
  const status = reply.status ?? 200;
  const spec = route.responses[status];
  const contentType = spec?.contentType ?? "application/json";
  const hasBody = reply.body !== undefined && status !== 204;
  const text = !hasBody
    ? null
    : spec?.serialized
      ? (reply.body as BodyInit)
      : contentType === "application/json"
        ? JSON.stringify(reply.body)
        : String(reply.body);
  return new Response(text, { status, headers: { ...(hasBody ? { "content-type": contentType } : {}), ...reply.headers } });
}

function internalError(error: unknown, route: AnyRoute, requestId: string): ApiError {
  // The error's class only: a message or a stack can quote input or reveal paths (CONTRACT.md 2).
  const name = error instanceof Error ? error.name : typeof error;
  console.error(JSON.stringify({ level: "error", requestId, route: `${route.method} ${route.path}`, error: name }));
  return new ApiError("internal_error", `Something went wrong on our side; quote request id ${requestId}.`);
}
