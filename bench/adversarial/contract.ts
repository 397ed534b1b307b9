/**
 * What the Worker accepts, decided the way the Worker decides it (src/http/pipeline.ts, steps 2-4)
 * but without HTTP, auth or metering: the body's size and JSON, the route's valibot body schema,
 * then the route's own check, which either returns the computation to run or throws a refusal.
 * Only the route contract is used (calculationRoutes, request.body, check), never engine internals,
 * so the search keeps working while the engines' budgets change.
 */
import * as v from "valibot";
import { MAX_BODY_BYTES } from "../../src/http/body.ts";
import type { AnyRoute } from "../../src/http/route.ts";
import { calculationRoutes } from "../../src/routes/calculations/index.ts";

export type Verdict =
  | { outcome: "accepted"; run: () => unknown }
  /** 413: over the route's body limit. */
  | { outcome: "too_large"; code: string }
  /** 400 from the schema. */
  | { outcome: "invalid"; code: string }
  /** 400/422 from the route's check (EngineError or ApiError). */
  | { outcome: "refused"; code: string }
  /** Anything else thrown by the check: the Worker would answer 500. */
  | { outcome: "error"; code: string };

export function routeFor(path: string): AnyRoute {
  const route = calculationRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no calculation route at ${path} (routes: ${calculationRoutes.map((r) => r.path).join(", ")})`);
  return route;
}

function bodyLimit(route: AnyRoute): number {
  return route.maxBodyBytes ?? MAX_BODY_BYTES;
}

function byteLength(json: string): number {
  return Buffer.byteLength(json, "utf8");
}

/** Steps 2-4 of the pipeline for one JSON body. */
export function admit(route: AnyRoute, json: string): Verdict {
  if (byteLength(json) > bodyLimit(route)) return { outcome: "too_large", code: "payload_too_large" };
  const parsed = v.safeParse(route.request!.body!, JSON.parse(json));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue?.path?.map((p: { key: unknown }) => String(p.key)).join("/") ?? "";
    return { outcome: "invalid", code: `validation_failed /${where}` };
  }
  try {
    const run = route.check!({ params: undefined, query: {}, body: parsed.output }) as () => unknown;
    if (typeof run !== "function") return { outcome: "error", code: "check returned no run function" };
    return { outcome: "accepted", run };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === "string") return { outcome: "refused", code };
    return { outcome: "error", code: error instanceof Error ? error.name : typeof error };
  }
}

/** True when the Worker would compute this request (used to walk a field up to its accepted edge). */
export function accepts(path: string, body: unknown): boolean {
  return admit(routeFor(path), JSON.stringify(body)).outcome === "accepted";
}

/**
 * Largest integer x in [lo, hi] with accepted(x), assuming acceptance is monotone (accepted up to an
 * edge, refused above); lo - 1 when even lo is refused.
 */
export function largestAccepted(lo: number, hi: number, accepted: (x: number) => boolean): number {
  if (!accepted(lo)) return lo - 1;
  if (accepted(hi)) return hi;
  let ok = lo;
  let bad = hi;
  while (bad - ok > 1) {
    const mid = Math.floor((ok + bad) / 2);
    if (accepted(mid)) ok = mid;
    else bad = mid;
  }
  return ok;
}
