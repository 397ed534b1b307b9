import type { AnyRoute } from "../../http/route.ts";
import { CHIP_LIMITS } from "../../engine/chips.ts";
import { ICM_LIMITS } from "../../engine/deal.ts";
import { chipPlan } from "./chips.ts";
import { icmDeal } from "./icm-deal.ts";

export const calculationRoutes: AnyRoute[] = [icmDeal, chipPlan];

/** Per-endpoint caps and budgets, served by GET /v1/limits. */
export const ENGINE_LIMITS: Record<string, Record<string, unknown>> = {
  icmDeal: ICM_LIMITS,
  chipDistribution: CHIP_LIMITS,
};
