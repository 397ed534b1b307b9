import { BLIND_LIMITS } from "../../engine/blinds.ts";
import { CHIP_LIMITS } from "../../engine/chips.ts";
import { ICM_LIMITS } from "../../engine/deal.ts";
import { EQUITY_LIMITS } from "../../engine/equity.ts";
import { HAND_LIMITS } from "../../engine/holdem/hand.ts";
import { OMAHA_EQUITY_LIMITS } from "../../engine/omaha-equity.ts";
import { PAYOUT_LIMITS } from "../../engine/payouts.ts";
import type { AnyRoute } from "../../http/route.ts";
import { blindSchedule } from "./blinds.ts";
import { chipPlan } from "./chips.ts";
import { holdemEquity } from "./equity.ts";
import { holdemHand } from "./holdem-hand.ts";
import { icmDeal } from "./icm-deal.ts";
import { omahaEquity } from "./omaha-equity.ts";
import { omahaHand } from "./omaha-hand.ts";
import { tournamentPayouts } from "./payouts.ts";

export const calculationRoutes: AnyRoute[] = [holdemEquity, icmDeal, tournamentPayouts, blindSchedule, chipPlan, holdemHand, omahaHand, omahaEquity];

/** Per-endpoint caps and budgets, served by GET /v1/limits. */
export const ENGINE_LIMITS = {
  holdemEquity: EQUITY_LIMITS,
  icmDeal: ICM_LIMITS,
  tournamentPayouts: PAYOUT_LIMITS,
  blindSchedule: BLIND_LIMITS,
  chipDistribution: CHIP_LIMITS,
  holdemHand: HAND_LIMITS,
  omahaEquity: OMAHA_EQUITY_LIMITS,
} satisfies Record<string, Record<string, unknown>>;
