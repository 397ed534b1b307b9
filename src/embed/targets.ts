import { findBlindStructure } from "../db/blind-structures.ts";
import { findPreset } from "../db/catalog.ts";
import { database } from "../db/client.ts";
import { allTables, findRingGame } from "../db/ring-games.ts";
import type { RingGameRow, TableRow, TournamentRow } from "../db/schema.ts";
import { findTournament } from "../db/tournaments.ts";
import type { Env } from "../env.ts";
import type { Refusal } from "../tables/api.ts";
import type { SnapshotFrame } from "../tables/protocol.ts";
import { streamUrl } from "./launch.ts";
import type { SessionTarget } from "./session.ts";

/**
 * What a spectator session may watch (CONTRACT 12, 11.1): its ring game or tournament (one of the session's
 * organization, environment and project, or an organization-wide one without a project) and its tables,
 * limited to `target.tableIds` when the session has them. Read on every open and ticket, so a table opened
 * after the session was created is watchable, a ring game switched to spectators "off" refuses at once, and
 * a tournament's list follows its director (a broken table leaves it).
 */

/** At most this many tables are listed (a target lists at most 100). */
const MAX_LISTED = 100;

type Owner = Pick<SessionTarget, "organizationId" | "environment" | "projectId">;

/** A watchable table: its id and the name it is listed by (the table object's own name wins when it has one). */
export type WatchableTable = Pick<TableRow, "id" | "name">;

export interface Watchable {
  /** The ring game, or for a tournament the tournament (its tables carry its id as their `ringGameId`). */
  ringGameId: string;
  /** Set for a tournament's session. */
  tournament: { id: string; name: string; status: TournamentRow["status"]; following: boolean } | null;
  /** What the page shows of the game (a tournament's: its name, preset's seats and game, the current blinds). */
  summary: GameSummary;
  /** A ring game whose spectators are off (tournament tables are always live). */
  spectatorsOff: boolean;
  /** The watchable tables, oldest first (those of `target.tableIds` only, when it has them). */
  tables: WatchableTable[];
}

export interface GameSummary {
  name: string;
  game: RingGameRow["game"];
  tableSize: number;
  smallBlind: number;
  bigBlind: number;
  spectators: { mode: "live" | "delayed"; delaySeconds: number };
}

/** The ring game of a session's project (or of the whole organization), or undefined. */
export async function projectRingGame(env: Env, owner: Owner, ringGameId: string): Promise<RingGameRow | undefined> {
  const db = database(env.DB);
  const ringGame = await findRingGame(db, { organizationId: owner.organizationId, environment: owner.environment, projectId: null }, ringGameId);
  return ringGame && (ringGame.projectId === null || ringGame.projectId === owner.projectId) ? ringGame : undefined;
}

/** The tournament of a session's project (or of the whole organization), or undefined. */
export async function projectTournament(env: Env, owner: Owner, tournamentId: string): Promise<TournamentRow | undefined> {
  const db = database(env.DB);
  const tournament = await findTournament(
    db,
    { organizationId: owner.organizationId, environment: owner.environment, projectId: null },
    tournamentId,
  );
  return tournament && (tournament.projectId === null || tournament.projectId === owner.projectId) ? tournament : undefined;
}

/** The tables a tournament plays on now, as its director knows them (GET /tournaments/{id}/tables): a broken table has left. */
export async function tournamentTableIds(env: Env, tournamentId: string): Promise<string[]> {
  const known = await env.DIRECTORS.getByName(tournamentId).standings();
  return (known?.tables ?? []).map((t) => t.tableId);
}

export async function watchable(env: Env, target: SessionTarget): Promise<Watchable | null> {
  return target.tournamentId ? tournamentWatchable(env, target, target.tournamentId) : ringGameWatchable(env, target);
}

async function ringGameWatchable(env: Env, target: SessionTarget): Promise<Watchable | null> {
  const tenant = { organizationId: target.organizationId, environment: target.environment, projectId: null };
  // Both tenant-scoped reads at once (a page waits on them); the tables are dropped if the ring game is not the project's.
  const [ringGame, all] = await Promise.all([
    projectRingGame(env, target, target.ringGameId),
    allTables(database(env.DB), tenant, target.ringGameId),
  ]);
  if (!ringGame) return null;
  const allowed = target.tableIds;
  const tables = allowed === undefined ? all : all.filter((t) => allowed.includes(t.id));
  return {
    ringGameId: ringGame.id,
    tournament: null,
    summary: ringGameSummary(ringGame),
    spectatorsOff: ringGame.spectators.mode === "off",
    tables: tables.slice(0, MAX_LISTED),
  };
}

/**
 * A tournament's tables: with `target.tableIds`, those (checked as the tournament's when the session was
 * created; a broken one stays listed, closed); without, the tables its director plays on now, so the page
 * can follow the tournament to its final table.
 */
async function tournamentWatchable(env: Env, target: SessionTarget, tournamentId: string): Promise<Watchable | null> {
  const tournament = await projectTournament(env, target, tournamentId);
  if (!tournament) return null;
  const db = database(env.DB);
  const [preset, known, structure] = await Promise.all([
    findPreset(db, tournament.presetKey),
    env.DIRECTORS.getByName(tournament.id).standings(),
    findBlindStructure(db, { organizationId: tournament.organizationId }, tournament.blindStructureId),
  ]);
  const first = structure?.levels.find((l) => l.kind === "level");
  const blinds = known?.clock ?? (first?.kind === "level" ? first : { smallBlind: 0, bigBlind: 0 });
  const ids = target.tableIds ?? (known?.tables ?? []).map((t) => t.tableId);
  return {
    ringGameId: tournament.id,
    tournament: { id: tournament.id, name: tournament.name, status: tournament.status, following: target.tableIds === undefined },
    summary: {
      name: tournament.name,
      game: preset?.game ?? "nlhe",
      tableSize: preset?.tableSize ?? 9,
      smallBlind: blinds.smallBlind,
      bigBlind: blinds.bigBlind,
      spectators: { mode: "live", delaySeconds: 0 },
    },
    spectatorsOff: false,
    tables: ids.slice(0, MAX_LISTED).map((id) => ({ id, name: tournamentTableName(id) })),
  };
}

/** A tournament table's name as its director gives it (`tbl_<suffix>t<k>` is "Table k"). */
function tournamentTableName(tableId: string): string {
  return `Table ${tableId.slice(tableId.lastIndexOf("t") + 1)}`;
}

/** The tables with their status and seated players, as their objects know them now. */
export async function tableStatuses(env: Env, tables: WatchableTable[]) {
  const views = await Promise.all(tables.map((t) => env.TABLES.getByName(t.id).view()));
  return tables.map((t, i) => {
    const view = views[i];
    return { id: t.id, name: view?.name ?? t.name, status: view?.status ?? ("closed" as const), seated: view?.seats.length ?? 0 };
  });
}

/**
 * The table a page that follows a tournament watches: one still playing (the one with most players, the
 * oldest of equals), so the final table once only one is left; null when none is.
 */
export function tableToFollow(tables: Array<{ id: string; status: string; seated: number }>): string | null {
  let best: { id: string; seated: number } | null = null;
  for (const t of tables) if (t.status !== "closed" && (best === null || t.seated > best.seated)) best = t;
  return best?.id ?? null;
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
function ringGameSummary(ringGame: RingGameRow): GameSummary {
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

/**
 * Whether a session may watch `tableId`: one of its listed tables; for a page that follows a tournament
 * also any table the tournament's director opened (one broken meanwhile has no stream, and the page moves on).
 */
export async function mayWatch(env: Env, found: Watchable, tableId: string): Promise<boolean> {
  if (found.tables.some((t) => t.id === tableId)) return true;
  const tournament = found.tournament;
  if (!tournament?.following) return false;
  // The director names its tables `tbl_<tournament id suffix>t<k>`; only one it opened has a table object.
  const prefix = `tbl_${tournament.id.slice(4)}`;
  if (!tableId.startsWith(prefix) || !/^t[1-9][0-9]{0,5}$/.test(tableId.slice(prefix.length))) return false;
  return (await env.TABLES.getByName(tableId).view()) !== null;
}
