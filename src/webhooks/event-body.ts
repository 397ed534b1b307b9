import type { Db } from "../db/client.ts";
import { placedEntries } from "../db/entries.ts";
import type { StoredEvent } from "../db/webhooks.ts";

interface CompletedPayload {
  data: { tournament: unknown; results?: unknown[] };
  [key: string]: unknown;
}

/**
 * The exact body every attempt of every delivery of `event` sends. A `tournament.completed` row stores
 * the event without `data.results`: 10,000 results with 64-character names are up to 3 MB of JSON,
 * over D1's 2,000,000-byte limit for one value. The results are the tournament's finished entries by
 * place, which nothing changes after the completion (registration needs a scheduled tournament, the
 * completion is the only write to an entry and `completed` is final), so the body rebuilt here is the
 * same bytes on every attempt, retry and recovery. A row that still holds its results (written before
 * this change) is sent as stored.
 */
export async function eventBody(db: Db, event: StoredEvent): Promise<string> {
  const payload = event.payload as CompletedPayload;
  if (event.type !== "tournament.completed" || payload.data.results !== undefined) return JSON.stringify(payload);
  const placed = await placedEntries(db, event, event.subjectId);
  const results = placed.map((e) => ({
    entryId: e.id,
    displayName: e.displayName,
    participant: e.participant,
    place: e.place,
    prize: e.prize,
    ...(e.bountiesWon !== null && e.bountiesWon !== undefined ? { bountiesWon: e.bountiesWon } : {}),
  }));
  // Key order as CONTRACT.md 6 lists it: data.tournament, then data.results (then a final-table deal, when one ended it).
  const { tournament, ...rest } = payload.data;
  return JSON.stringify({ ...payload, data: { tournament, results, ...rest } });
}
