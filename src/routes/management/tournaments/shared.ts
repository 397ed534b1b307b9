import type { PayoutStructureRow, TournamentPresetRow, TournamentRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { ApiError } from "../../../http/errors.ts";

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
