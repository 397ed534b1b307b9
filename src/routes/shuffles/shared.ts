import type { Db } from "../../db/client.ts";
import type { ShuffleRow } from "../../db/schema.ts";
import { findShuffle } from "../../db/shuffles.ts";
import type { EnvTenant } from "../../db/tenant.ts";
import { hexToBytes } from "../../engine/shuffle.ts";
import type { Env } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { openSecret } from "../../lib/sealed-secrets.ts";

export const SHUFFLES_PATH = "/v1/shuffles";
export const SHUFFLE_PATH = `${SHUFFLES_PATH}/{shuffleId}`;

/** Every shuffle route but verify: the calculations scope (CONTRACT.md 9); only creation costs a credit. */
export const shuffleBase = {
  tags: ["shuffles"],
  visibility: "public",
  auth: { kind: "key", scope: "calculations" },
} as const;

/** The deck and the seed are secrets of the hand while it runs: no cache may keep them. */
export const NO_STORE = { "cache-control": "no-store" };

export async function loadShuffle(db: Db, tenant: EnvTenant, id: string): Promise<ShuffleRow> {
  const row = await findShuffle(db, tenant, id);
  if (!row) throw notFound("shuffle");
  return row;
}

/** The server seed's 32 bytes, unsealed (never logged, never answered before the reveal). */
export async function serverSeedOf(env: Env, row: ShuffleRow): Promise<Uint8Array> {
  return hexToBytes(await openSecret(env, row.sealedSeed, row.id));
}
