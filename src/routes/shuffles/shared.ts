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

/**
 * The deck of the documentation's example shuffle (server seed e58085..., client seed "alice-7f3a:bob-91c2",
 * nonce 0), shown by the reveal and verify examples alike; the examples test sends the verify example and
 * compares its answer with this deck card for card.
 */
export const EXAMPLE_DECK = [
  "Kh",
  "8d",
  "6c",
  "Js",
  "Ks",
  "Jd",
  "Ac",
  "Ad",
  "6d",
  "3c",
  "8c",
  "2s",
  "8h",
  "4h",
  "6h",
  "3s",
  "Th",
  "7c",
  "Ts",
  "4d",
  "2h",
  "Jh",
  "Qc",
  "9d",
  "Qh",
  "2d",
  "Kd",
  "8s",
  "5d",
  "Kc",
  "7d",
  "6s",
  "Qs",
  "9h",
  "Tc",
  "Jc",
  "Qd",
  "2c",
  "3h",
  "7s",
  "4c",
  "9s",
  "9c",
  "5s",
  "3d",
  "As",
  "7h",
  "4s",
  "Ah",
  "5c",
  "Td",
  "5h",
];
