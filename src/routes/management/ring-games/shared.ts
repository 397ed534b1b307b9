import type { Db } from "../../../db/client.ts";
import { findRingGame } from "../../../db/ring-games.ts";
import type { RingGameRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import { notFound } from "../../../http/errors.ts";

export const RING_GAMES_PATH = "/api/v1/management/ring-games";
export const RING_GAME_PATH = `${RING_GAMES_PATH}/{ringGameId}`;

export async function loadRingGame(db: Db, tenant: EnvTenant, id: string): Promise<RingGameRow> {
  const row = await findRingGame(db, tenant, id);
  if (!row) throw notFound("ring game");
  return row;
}

/** The ring game the examples show (ids from a real run). */
export const EXAMPLE_RING_GAME = {
  id: "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
  object: "ring_game",
  name: "Play-money 1/2, 6-max",
  roomId: "room-7",
  projectId: null,
  environment: "test",
  game: "nlhe",
  tableSize: 6,
  smallBlind: 1,
  bigBlind: 2,
  ante: null,
  buyIn: { min: 40, max: 200 },
  clock: { actionSeconds: 20, timeBankSeconds: 30 },
  spectators: { mode: "live", delaySeconds: 0 },
  trustMode: "mixed_declared",
  fairness: { revealAfter: "table_close" },
  status: "open",
  createdAt: "2026-11-25T20:40:12.118Z",
  updatedAt: "2026-11-25T20:40:12.118Z",
} as const;
