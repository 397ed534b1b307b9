import { idempotencyHeader, readIdempotencyKey } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { buy, PurchaseEnvelope } from "./purchases.ts";
import { EntryParams } from "./schema.ts";
import { TOURNAMENT_PATH } from "./shared.ts";

export const buyAddOnRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TOURNAMENT_PATH}/entries/{entryId}/add-ons`,
  operationId: "buyTournamentAddOn",
  example: {
    params: { tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh", entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq" },
    headers: { "x-idempotency-key": "add-on-user-1" },
    response: {
      status: 201,
      body: {
        purchase: {
          id: "aon_01MD0Q9X2vK7pR4sT8wYc3NbHq",
          object: "tournament_add_on",
          tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh",
          entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
          chips: 30000,
          amount: 100,
          reentry: false,
          createdAt: "2026-11-29T21:02:41.530Z",
        },
        prizePool: 3800,
        rebuysSold: 6,
        addOnsSold: 1,
      },
    },
  },
  summary: "Sell the add-on to an entry of a running tournament",
  description: prose(
    "Adds the tournament's `addOn.chips` to the entry's stack, chips your backend vouches for. No body.",
    "One add-on per entry still playing, whatever its stack, in the add-on window: the break after level `addOn.afterLevel` when the blind structure has one there, else during the level after it.",
    "The chips reach the stack before the entry's next hand (at once during the break). With `buyIn.addOnAmount`, each add-on adds that much to the prize pool.",
    "Otherwise 409 invalid_state with the reason: no add-on in this tournament, not the window, the entry has had its add-on, it is not playing (busted, placed, withdrawn), or the tournament is not running. An unknown entry, or another organization's, is 404.",
    "",
    "Optional `x-idempotency-key` (scoped to this tournament's add-ons, the entry being the request): a replay answers the first purchase; the same key for another entry is 422 idempotency_key_mismatch.",
  ),
  request: { params: EntryParams, headers: idempotencyHeader },
  responses: { 201: { description: "The add-on, and the prize pool with it.", schema: PurchaseEnvelope } },
  errors: ["not_found", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, request, tenant }) {
    return buy(env, tenant, readIdempotencyKey(request), params, "add_on");
  },
});
