import { database } from "../db/client.ts";
import { allTables, findRingGame } from "../db/ring-games.ts";
import type { RingGameRow, TableRow } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { Refusal } from "../tables/api.ts";
import type { SnapshotFrame } from "../tables/protocol.ts";
import { streamUrl } from "./launch.ts";
import type { SessionTarget } from "./session.ts";

/**
 * What a spectator session may watch (CONTRACT 12): its ring game (one of the session's organization,
 * environment and project, or an organization-wide one without a project) and that ring game's tables,
 * limited to `target.tableIds` when the session has them. Read from D1 on every open and ticket, so a
 * table opened after the session was created is watchable and a ring game switched to spectators "off"
 * refuses at once.
 */

/** At most this many tables are listed (a target lists at most 100). */
const MAX_LISTED = 100;

export interface Watchable {
  ringGame: RingGameRow;
  /** The watchable tables, oldest first (those of `target.tableIds` only, when it has them). */
  tables: TableRow[];
}

/** The ring game of a session's project (or of the whole organization), or undefined. */
export async function projectRingGame(
  env: Env,
  owner: Pick<SessionTarget, "organizationId" | "environment" | "projectId">,
  ringGameId: string,
): Promise<RingGameRow | undefined> {
  const db = database(env.DB);
  const ringGame = await findRingGame(db, { organizationId: owner.organizationId, environment: owner.environment, projectId: null }, ringGameId);
  return ringGame && (ringGame.projectId === null || ringGame.projectId === owner.projectId) ? ringGame : undefined;
}

export async function watchable(env: Env, target: SessionTarget): Promise<Watchable | null> {
  const ringGame = await projectRingGame(env, target, target.ringGameId);
  if (!ringGame) return null;
  const tenant = { organizationId: target.organizationId, environment: target.environment, projectId: null };
  const all = await allTables(database(env.DB), tenant, ringGame.id);
  const allowed = target.tableIds;
  const tables = allowed === undefined ? all : all.filter((t) => allowed.includes(t.id));
  return { ringGame, tables: tables.slice(0, MAX_LISTED) };
}

/** The tables with their status and seated players, as their objects know them now. */
export async function tableStatuses(env: Env, tables: TableRow[]) {
  const views = await Promise.all(tables.map((t) => env.TABLES.getByName(t.id).view()));
  return tables.map((t, i) => {
    const view = views[i];
    return { id: t.id, name: t.name, status: view?.status ?? ("closed" as const), seated: view?.seats.length ?? 0 };
  });
}

export type StreamOutcome =
  | { ok: true; stream: { url: string; ticket: string; expiresAt: string; snapshot: SnapshotFrame | null } }
  | { ok: false; code: Refusal["code"]; message: string };

/**
 * A fresh spectator ticket from the table's object (which refuses when spectators are off or the table
 * closed). The socket it opens is closed by the table at `streamUntil` (the session's 12 h stream).
 */
export async function spectatorStream(env: Env, tableId: string, streamUntil: number): Promise<StreamOutcome> {
  const outcome = await env.TABLES.getByName(tableId).spectatorTicket(streamUntil);
  if (!outcome.ok) return { ok: false, code: outcome.code, message: outcome.message };
  const { ticket, expiresAt } = outcome.ticket;
  return { ok: true, stream: { url: streamUrl(env, tableId), ticket, expiresAt, snapshot: outcome.snapshot } };
}

/** The ring game as the page shows it. */
export function ringGameSummary(ringGame: RingGameRow) {
  const { mode, delaySeconds } = ringGame.spectators;
  return {
    name: ringGame.name,
    game: ringGame.game,
    tableSize: ringGame.tableSize,
    smallBlind: ringGame.smallBlind,
    bigBlind: ringGame.bigBlind,
    spectators: { mode: mode === "delayed" ? ("delayed" as const) : ("live" as const), delaySeconds: mode === "delayed" ? delaySeconds : 0 },
  };
}
