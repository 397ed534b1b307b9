/**
 * The director's events (CONTRACT 11.1) through the existing webhook pipeline: each is recorded as an event
 * row first (signed, logged and retried by the fan-out like every event), then dispatched; a dispatch that
 * fails is left to the sweep. Events are unique per (subject, type): `tournament.started` per tournament,
 * `tournament.entry_eliminated` per entry, so recording one again (a retried report, a restart) records
 * nothing twice.
 */
import { database } from "../db/client.ts";
import { events } from "../db/schema.ts";
import type { EnvTenant } from "../db/tenant.ts";
import type { Env } from "../env.ts";
import { newId } from "../lib/ids.ts";
import { dispatchRecordedEvent } from "../webhooks/dispatch.ts";

export interface TournamentRef {
  id: string;
  name: string;
  presetKey: string;
  roomId: string;
}

export interface StartedData {
  tournament: TournamentRef & { startedAt: string };
  entrants: number;
  tables: Array<{ tableId: string; players: number }>;
}

export interface EliminatedData {
  tournament: TournamentRef;
  entry: { entryId: string; displayName: string; participant: "human" | "bot"; playerRef: string };
  /** Null while late registration is open: the place is decided when it closes. */
  place: number | null;
  prize: number | null;
  bountyWon: number;
  eliminatedBy: string[];
  eliminatedAt: string;
}

/** Records `type` about `subjectId` once (a second record of the same subject and type is a no-op), then dispatches it. */
export async function recordTournamentEvent(
  env: Env,
  owner: { tenant: EnvTenant; projectId: string | null },
  type: "tournament.started" | "tournament.entry_eliminated",
  subjectId: string,
  data: StartedData | EliminatedData,
  now: string,
): Promise<void> {
  const db = database(env.DB);
  const id = newId("evt_");
  const inserted = await db
    .insert(events)
    .values({
      id,
      organizationId: owner.tenant.organizationId,
      environment: owner.tenant.environment,
      projectId: owner.projectId,
      type,
      subjectId,
      payload: { id, type, createdAt: now, environment: owner.tenant.environment, projectId: owner.projectId, data },
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: events.id });
  // Already recorded (and dispatched, or left to the sweep): nothing more.
  if (inserted.length > 0) await dispatchRecordedEvent(env, db, id);
}
