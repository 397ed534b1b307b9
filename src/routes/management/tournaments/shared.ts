import type { BlindStructureRow, PayoutStructureRow, TournamentPresetRow, TournamentRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { ApiError, type FieldError } from "../../../http/errors.ts";

export const TOURNAMENT_PATH = "/api/v1/management/tournaments/{tournamentId}";

export function invalidState(detail: string): ApiError {
  return new ApiError("invalid_state", detail);
}

/**
 * Player counts the tournament can run with: where the preset's range and the payout structure's
 * range overlap. Empty (min > max) when the payout structure does not fit the preset.
 */
export function playerRange(preset: TournamentPresetRow, payout: PayoutStructureRow): { min: number; max: number } {
  return { min: Math.max(preset.minPlayers, payout.minPlayers), max: Math.min(preset.maxPlayers, payout.maxPlayers) };
}

/** Idempotency scope of a state transition: its endpoint names the tournament, so one key cannot replay another's answer. */
export function transitionScope(tenant: EnvTenant, t: TournamentRow, action: "publish" | "complete") {
  return {
    organizationId: tenant.organizationId,
    roomId: t.roomId,
    projectId: tenant.projectId ?? "",
    environment: tenant.environment,
    endpoint: `POST ${TOURNAMENT_PATH.replace("{tournamentId}", t.id)}/${action}`,
  };
}

/** A schedule's own rules (CONTRACT 11.1): a start by time has its time; late registration within the preset's. */
export function scheduleErrors(
  schedule: { startsAt?: string | undefined; startWhen: "time" | "full"; lateRegistrationLevels?: number | null | undefined },
  preset: Pick<TournamentPresetRow, "presetKey" | "lateRegistrationLevels"> | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  if (schedule.startWhen === "time" && schedule.startsAt === undefined) {
    errors.push({ path: "/schedule/startsAt", code: "required", message: "a tournament that starts at a time needs startsAt (or startWhen: full)" });
  }
  const levels = schedule.lateRegistrationLevels;
  if (preset && levels !== undefined && levels !== null && levels > preset.lateRegistrationLevels) {
    errors.push({
      path: "/schedule/lateRegistrationLevels",
      code: "too_large",
      message: `preset ${preset.presetKey} keeps late registration open for at most ${preset.lateRegistrationLevels} levels`,
    });
  }
  return errors;
}

/** A fixed prize pool or one from buy-ins, not both; a guarantee only with buy-ins. */
export function prizePoolErrors(t: {
  prizePool?: number | null | undefined;
  buyIn?: unknown;
  guaranteedPrizePool?: number | null | undefined;
}): FieldError[] {
  const errors: FieldError[] = [];
  const buyIn = t.buyIn !== undefined && t.buyIn !== null;
  if (buyIn && t.prizePool !== undefined && t.prizePool !== null && t.prizePool > 0) {
    errors.push({ path: "/buyIn", code: "not_allowed", message: "a prize pool from buy-ins replaces a fixed prizePool: send one of them" });
  }
  if (!buyIn && t.guaranteedPrizePool !== undefined && t.guaranteedPrizePool !== null) {
    errors.push({ path: "/guaranteedPrizePool", code: "not_allowed", message: "a guarantee is for a prize pool from buy-ins (buyIn)" });
  }
  return errors;
}

/** The deal routes' example: a chip chop of 500/300/200 over 9,000/6,000/4,000 chips (200 each, then 400 by chips). */
export const EXAMPLE_DEAL = {
  object: "tournament_deal" as const,
  id: "deal_01M82J8G0ZPj3gWyF1Vb8cLmQa",
  tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh",
  method: "chip_chop" as const,
  status: "open" as const,
  prizePool: 1000,
  prizesLeft: [500, 300, 200],
  leaveForWinner: 0,
  players: [
    { entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq", displayName: "Player 1", seatNumber: 1, chips: 9000, amount: 390, answer: "pending" as const },
    { entryId: "ent_01M82J8FW3kRQ7nVt4hGdX2sJb", displayName: "Player 2", seatNumber: 2, chips: 6000, amount: 326, answer: "pending" as const },
    { entryId: "ent_01M82J8FW6mTz9pLc8eHfY5uNd", displayName: "Player 3", seatNumber: 3, chips: 4000, amount: 284, answer: "pending" as const },
  ],
  proposedAt: "2026-11-29T11:20:04.512Z",
  expiresAt: "2026-11-29T11:22:04.512Z",
  decidedAt: null,
};

/**
 * Rebuys and add-ons within the preset's rules (CONTRACT 11.1): chips at most twice the starting stack (a
 * double rebuy or add-on is the most a card room sells), and windows inside the blind structure's levels
 * (the add-on's needs a level after `afterLevel`), so every window closes and the prize pool is fixed.
 */
export function purchaseRuleErrors(
  t: { rebuys?: { untilLevel: number; chips: number } | null | undefined; addOn?: { afterLevel: number; chips: number } | null | undefined },
  preset: Pick<TournamentPresetRow, "presetKey" | "startingStack"> | undefined,
  blind: Pick<BlindStructureRow, "levels"> | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const most = preset ? 2 * preset.startingStack : Number.POSITIVE_INFINITY;
  const levels = blind ? blind.levels.filter((l) => l.kind === "level").length : Number.POSITIVE_INFINITY;
  for (const [field, rules] of [
    ["rebuys", t.rebuys],
    ["addOn", t.addOn],
  ] as const) {
    if (rules && rules.chips > most) {
      errors.push({
        path: `/${field}/chips`,
        code: "too_large",
        message: `preset ${preset!.presetKey} sells at most ${most} chips (twice its starting stack)`,
      });
    }
  }
  if (t.rebuys && t.rebuys.untilLevel > levels) {
    errors.push({ path: "/rebuys/untilLevel", code: "too_large", message: `the blind structure has ${levels} levels` });
  }
  if (t.addOn && t.addOn.afterLevel >= levels) {
    errors.push({
      path: "/addOn/afterLevel",
      code: "too_large",
      message: `the blind structure has ${levels} levels: the add-on needs a level after afterLevel`,
    });
  }
  return errors;
}
