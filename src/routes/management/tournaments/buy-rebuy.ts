import { idempotencyHeader, readIdempotencyKey } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { buy, PurchaseEnvelope } from "./purchases.ts";
import { EntryParams } from "./schema.ts";
import { TOURNAMENT_PATH } from "./shared.ts";

export const buyRebuyRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: `${TOURNAMENT_PATH}/entries/{entryId}/rebuys`,
  operationId: "buyTournamentRebuy",
  example: {
    params: { tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh", entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq" },
    headers: { "x-idempotency-key": "rebuy-user-1-1" },
    response: {
      status: 201,
      body: {
        purchase: {
          id: "rby_01MD0Q9X2vK7pR4sT8wYc3NbHq",
          object: "tournament_rebuy",
          tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh",
          entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
          chips: 20000,
          amount: 100,
          reentry: false,
          createdAt: "2026-11-29T20:14:03.118Z",
        },
        prizePool: 3100,
        rebuysSold: 1,
        addOnsSold: 0,
      },
    },
  },
  summary: "Sell a rebuy to an entry of a running tournament",
  description: prose(
    "Adds the tournament's `rebuys.chips` to the entry's stack, chips your backend vouches for (take the rebuy from the player's play-money balance first). No body.",
    "Sold from the start until level `rebuys.untilLevel` ends, at most `rebuys.maxPerEntry` per entry, to an entry whose stack (after its last finished hand, rebuys on their way included) is at or below the preset's starting stack, or that busted during the rebuy period: a busted entry is seated again, at the shortest table (`reentry: true`), and its earlier bust never gets a place.",
    "The chips reach the stack before the entry's next hand: at once between hands, else at the end of the hand it is playing (before it could bust).",
    "With `buyIn.rebuyAmount`, each rebuy adds that much to the prize pool; busts are placed once the pool is fixed (late registration, rebuys and the add-on window all closed).",
    "Otherwise 409 invalid_state with the reason: no rebuys in this tournament, the period is over, the entry has had its rebuys, its stack is above the starting stack, it is out (placed), it was withdrawn, or the tournament is not running. An unknown entry, or another organization's, is 404.",
    "",
    "Optional `x-idempotency-key` (scoped to this tournament's rebuys, the entry being the request): a replay answers the first purchase and sells nothing more; the same key for another entry is 422 idempotency_key_mismatch. The director also remembers the key, so a retry after a lost answer never sells twice.",
  ),
  request: { params: EntryParams, headers: idempotencyHeader },
  responses: { 201: { description: "The rebuy, and the prize pool with it.", schema: PurchaseEnvelope } },
  errors: ["not_found", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  async handler({ env, params, request, tenant }) {
    return buy(env, tenant, readIdempotencyKey(request), params, "rebuy");
  },
});
