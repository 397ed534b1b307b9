import type * as v from "valibot";
import type { Db } from "../../../db/client.ts";
import { findTable } from "../../../db/ring-games.ts";
import type { RingGameRow, TableRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { findTournament } from "../../../db/tournaments.ts";
import type { Env } from "../../../env.ts";
import { ApiError, notFound } from "../../../http/errors.ts";
import type { Refusal, TableSettings, TableView } from "../../../tables/api.ts";
import type { TableSchema } from "./schema.ts";

export const TABLE_PATH = "/api/v1/management/tables/{tableId}";

/** The table object of `tableId` (one Durable Object per table). Only after a D1 tenancy check. */
export function tableObject(env: Env, tableId: string) {
  return env.TABLES.getByName(tableId);
}

/**
 * The table and its ring game, this tenant's, or 404. A tournament's table (its director names it
 * `tbl_<tournament id suffix>t<k>`, with no D1 row of its own) is the tournament's: this tenant's when the
 * tournament is, and `ringGame` is null (the director seats it, never a seat request). A name the
 * director never opened is 404 too (the table object holds no table: `requireView`).
 */
export async function loadTable(db: Db, tenant: EnvTenant, tableId: string): Promise<{ table: TableRow; ringGame: RingGameRow | null }> {
  const found = await findTable(db, tenant, tableId);
  if (found) return found;
  const tournamentId = tournamentOfTable(tableId);
  const tournament = tournamentId ? await findTournament(db, tenant, tournamentId) : undefined;
  if (!tournament || tournament.status === "draft" || tournament.status === "scheduled") throw notFound("table");
  const table: TableRow = {
    id: tableId,
    organizationId: tournament.organizationId,
    environment: tournament.environment,
    projectId: tournament.projectId,
    ringGameId: tournament.id,
    name: `Table ${tableId.slice(tableId.lastIndexOf("t") + 1)}`,
    createdAt: tournament.publishedAt ?? tournament.createdAt,
  };
  return { table, ringGame: null };
}

/** The tournament whose director names this table (`tbl_<suffix>t<k>` for tournament `trn_<suffix>`), or null. */
function tournamentOfTable(tableId: string): string | null {
  const m = /^tbl_([A-Za-z0-9]+)t([1-9][0-9]{0,5})$/.exec(tableId);
  return m ? `trn_${m[1]}` : null;
}

/** Everything a table object runs with, copied from its ring game. */
export function settingsOf(ringGame: RingGameRow, table: Pick<TableRow, "id" | "name">): TableSettings {
  return {
    tableId: table.id,
    ringGameId: ringGame.id,
    name: table.name,
    organizationId: ringGame.organizationId,
    environment: ringGame.environment,
    projectId: ringGame.projectId,
    tableSize: ringGame.tableSize,
    smallBlind: ringGame.smallBlind,
    bigBlind: ringGame.bigBlind,
    ante: ringGame.ante ?? null,
    buyIn: ringGame.buyIn,
    clock: ringGame.clock,
    spectators: ringGame.spectators,
    trustMode: ringGame.trustMode,
    game: ringGame.game,
    fairness: ringGame.fairness ?? undefined,
  };
}

/** The object's refusal as problem+json with the same code (a field's path for validation_failed). */
export function refusalError(refusal: Refusal): ApiError {
  if (refusal.code === "validation_failed") {
    return new ApiError("validation_failed", refusal.message, {
      errors: [{ path: refusal.path ?? "", code: "not_allowed", message: refusal.message }],
    });
  }
  return new ApiError(refusal.code, refusal.message);
}

/** The object's view; null (a table row whose object holds no table) is answered as 404. */
export function requireView(view: TableView | null): TableView {
  if (!view) throw notFound("table");
  return view;
}

/** The table the examples show (ids from a real run). */
export const EXAMPLE_TABLE: v.InferInput<typeof TableSchema> = {
  id: "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
  object: "table",
  ringGameId: "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
  name: "Table 1",
  status: "waiting",
  handNumber: 0,
  seats: [],
  button: null,
  board: "",
  pots: [],
  toAct: null,
  actionDeadline: null,
  createdAt: "2026-11-25T20:40:12.402Z",
};

export const EXAMPLE_SEAT = {
  seatNumber: 1,
  displayName: "Alice",
  participant: "human",
  status: "playing",
  stack: 100,
  connected: false,
} as const;

export const EXAMPLE_TICKET = {
  ticket: "tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo",
  expiresAt: "2026-11-25T20:41:12.517Z",
  connectUrl: "/v1/tables/tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE/connect?ticket=tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo",
} as const;
