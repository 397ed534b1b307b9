import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { findEntry } from "../../../db/entries.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { recordPurchasesSold } from "../../../db/tournaments.ts";
import type { PurchaseKind } from "../../../engine/tournament/rebuys.ts";
import type { Env } from "../../../env.ts";
import { notFound } from "../../../http/errors.ts";
import { runIdempotent } from "../../../http/idempotency.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { IntegerSchema, TimestampSchema } from "../../schemas.ts";
import { invalidState, TOURNAMENT_PATH } from "./shared.ts";

/**
 * What the rebuy and add-on routes share (CONTRACT 11.1): the purchase is the director's (one synchronous
 * write, rules in engine/tournament/rebuys.ts); D1 keeps the totals the tournament's prize pool shows.
 */

const PurchaseSchema = v.object({
  id: v.pipe(v.string(), v.description("The purchase's id (`rby_...` for a rebuy, `aon_...` for an add-on).")),
  object: v.picklist(["tournament_rebuy", "tournament_add_on"]),
  tournamentId: v.string(),
  entryId: v.string(),
  chips: v.pipe(IntegerSchema, v.description("Chips added to the entry's stack before its next hand.")),
  amount: v.pipe(
    v.nullable(IntegerSchema),
    v.description("What it adds to a prize pool from buy-ins (`buyIn.rebuyAmount` or `buyIn.addOnAmount`); null when it adds nothing."),
  ),
  reentry: v.pipe(v.boolean(), v.description("A rebuy of a busted entry: it is seated again (at the shortest table) with the chips.")),
  createdAt: TimestampSchema,
});

export const PurchaseEnvelope = v.object({
  purchase: PurchaseSchema,
  prizePool: v.pipe(v.nullable(IntegerSchema), v.description("The tournament's prize pool with this purchase.")),
  rebuysSold: IntegerSchema,
  addOnsSold: IntegerSchema,
});

export async function buy(env: Env, tenant: EnvTenant, key: string | null, params: { tournamentId: string; entryId: string }, kind: PurchaseKind) {
  const db = database(env.DB);
  const tournament = await loadTournament(db, tenant, params.tournamentId);
  const entry = await findEntry(db, tenant, tournament.id, params.entryId);
  if (!entry) throw notFound("entry");
  const path = kind === "rebuy" ? "rebuys" : "add-ons";
  // Scoped to the tournament, with the entry as the request: one key used for another entry is 422.
  const scope = {
    organizationId: tenant.organizationId,
    roomId: tournament.roomId,
    projectId: tenant.projectId ?? "",
    environment: tenant.environment,
    endpoint: `POST ${TOURNAMENT_PATH.replace("{tournamentId}", tournament.id)}/entries/*/${path}`,
  };
  return runIdempotent(db, scope, key, { entryId: entry.id }, async (finish) => {
    if (entry.status === "withdrawn") throw invalidState("This entry was withdrawn before the tournament started: it never played.");
    if (tournament.status !== "running") {
      throw invalidState(`Rebuys and add-ons are sold while the service runs the tournament; it is ${tournament.status}.`);
    }
    const outcome = await env.DIRECTORS.getByName(tournament.id).purchase(kind, entry.id, key);
    if (!outcome.ok) throw invalidState(outcome.reason);
    const p = outcome.purchase;
    const amount = kind === "rebuy" ? tournament.buyIn?.rebuyAmount : tournament.buyIn?.addOnAmount;
    const body = {
      purchase: {
        id: p.id,
        object: kind === "rebuy" ? ("tournament_rebuy" as const) : ("tournament_add_on" as const),
        tournamentId: tournament.id,
        entryId: entry.id,
        chips: p.chips,
        amount: amount ?? null,
        reentry: p.reentry === true,
        createdAt: p.at,
      },
      prizePool: outcome.prizePool,
      rebuysSold: outcome.sold.rebuys,
      addOnsSold: outcome.sold.addOns,
    };
    const sold = recordPurchasesSold(db, tenant, tournament.id, outcome.sold);
    await db.batch(finish ? [sold, finish(201, body)] : [sold]);
    return { status: 201 as const, body };
  });
}
