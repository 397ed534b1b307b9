import type { TournamentRow } from "../db/schema.ts";
import type { DealView } from "./deal-view.ts";

/**
 * The `tournament.completed` event as stored, for a completion by the route (POST .../complete) or by
 * the director: the webhook body without `data.results`, which the sender fills in from the finished
 * entries (src/webhooks/event-body.ts), so no stored value grows with the field (10,000 results are up
 * to 3 MB, over D1's 2 MB per value). A tournament that ended with a final-table deal carries it as `data.deal`.
 */
export function completedEvent(id: string, now: string, t: TournamentRow, entrants: number, deal: DealView | null = null) {
  return {
    id,
    type: "tournament.completed",
    createdAt: now,
    environment: t.environment,
    projectId: t.projectId,
    data: {
      tournament: { id: t.id, name: t.name, presetKey: t.presetKey, roomId: t.roomId, completedAt: now, entrants },
      ...(deal ? { deal } : {}),
    },
  };
}
