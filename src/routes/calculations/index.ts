import type { AnyRoute } from "../../http/route.ts";
import { chipPlan } from "./chips.ts";

export const calculationRoutes: AnyRoute[] = [chipPlan];

/** Per-endpoint caps and budgets, served by GET /v1/limits. */
export const ENGINE_LIMITS: Record<string, Record<string, unknown>> = {};
