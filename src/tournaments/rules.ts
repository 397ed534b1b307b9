import { findPreset } from "../db/catalog.ts";
import type { Db } from "../db/client.ts";
import { findPayoutStructure } from "../db/payout-structures.ts";
import type { PayoutStructureRow, TournamentPresetRow, TournamentRow } from "../db/schema.ts";
import type { EnvTenant } from "../db/tenant.ts";
import { findTournament } from "../db/tournaments.ts";
import { notFound } from "../http/errors.ts";

/**
 * A tournament and the rules it runs with, as both its routes (src/routes/management/tournaments/) and its
 * director (director-object.ts) read them.
 */
export async function loadTournament(db: Db, tenant: EnvTenant, id: string): Promise<TournamentRow> {
  const row = await findTournament(db, tenant, id);
  if (!row) throw notFound("tournament");
  return row;
}

/** The preset and current payout structure a tournament runs with. */
export async function rulesOf(db: Db, tenant: EnvTenant, t: TournamentRow): Promise<{ preset: TournamentPresetRow; payout: PayoutStructureRow }> {
  const [preset, payout] = await Promise.all([findPreset(db, t.presetKey), findPayoutStructure(db, tenant, t.payoutStructureId)]);
  if (!preset || !payout) throw new Error("tournament refers to a missing preset or payout structure");
  return { preset, payout };
}
