/**
 * A final-table deal as the API, the table sockets and `tournament.completed` show it (CONTRACT 11.1): one
 * valibot schema for the three (the route's answer, the socket's `deal` event in schemas/asyncapi.json, the
 * webhook payload in docs/webhooks.md), built from the director's record (engine/tournament/deals.ts).
 * Public-safe: entry ids and display names, never a playerRef.
 */
import * as v from "valibot";
import type { Deal } from "../engine/tournament/deals.ts";

const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Timestamp = v.pipe(v.string(), v.description("An ISO 8601 UTC timestamp."));

export const DealSchema = v.pipe(
  v.strictObject({
    object: v.literal("tournament_deal"),
    id: v.pipe(v.string(), v.description("The deal's id (`deal_...`): a socket's `deal` message and the answers route name it.")),
    tournamentId: v.string(),
    method: v.pipe(
      v.picklist(["icm", "chip_chop", "equal"]),
      v.description("How the amounts were computed: the ICM deal calculation's `icm`, `chipChop` or `equal` suggestion."),
    ),
    status: v.pipe(
      v.picklist(["open", "accepted", "declined", "expired", "void"]),
      v.description(
        "`open`: waiting for answers (play is paused between hands); `accepted`: every player accepted, the amounts are fixed; `declined`: a player declined; `expired`: not every player answered by `expiresAt`; `void`: a player busted (in the hand that was being played) before it was decided.",
      ),
    ),
    prizePool: v.pipe(Amount, v.description("The prizes of the places left, added up: the deal's amounts plus `leaveForWinner`.")),
    prizesLeft: v.pipe(v.array(Amount), v.description("The prizes of the places left, first place first: what the deal shares.")),
    leaveForWinner: v.pipe(Amount, v.description("Kept out of the deal and played for: the last player left takes it on top of their amount.")),
    players: v.array(
      v.strictObject({
        entryId: v.string(),
        displayName: v.string(),
        seatNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.description("The player's seat at the final table.")),
        chips: v.pipe(Amount, v.description("The player's chips when the deal was proposed (after the last finished hand).")),
        amount: v.pipe(Amount, v.description("What the deal pays this player once accepted (the winner also takes `leaveForWinner`).")),
        answer: v.picklist(["pending", "accepted", "declined"]),
      }),
    ),
    proposedAt: Timestamp,
    expiresAt: v.pipe(Timestamp, v.description("Answers are taken until then (6 x the tables' action clock after the proposal).")),
    decidedAt: v.pipe(v.nullable(Timestamp), v.description("When it was accepted, declined, expired or made void; null while open.")),
  }),
  v.description("A final-table deal: the amounts proposed to the players left, and their answers."),
);
export type DealView = v.InferOutput<typeof DealSchema>;

/** The deal as shown, with each player's display name. */
export function dealView(deal: Deal, tournamentId: string, names: Record<string, { displayName: string }>): DealView {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    object: "tournament_deal",
    id: deal.dealId,
    tournamentId,
    method: deal.method,
    status: deal.status,
    prizePool: deal.prizesLeft.reduce((a, b) => a + b, 0),
    prizesLeft: deal.prizesLeft,
    leaveForWinner: deal.leaveForWinner,
    players: deal.players.map((p) => ({
      entryId: p.entryId,
      displayName: names[p.entryId]?.displayName ?? p.entryId,
      seatNumber: p.seatNumber,
      chips: p.chips,
      amount: p.amount,
      answer: p.answer,
    })),
    proposedAt: iso(deal.proposedAt),
    expiresAt: iso(deal.expiresAt),
    decidedAt: deal.decidedAt === null ? null : iso(deal.decidedAt),
  };
}
