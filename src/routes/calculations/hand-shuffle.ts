import { database } from "../../db/client.ts";
import type { EnvTenant } from "../../db/tenant.ts";
import type { ShuffleEvidence } from "../../engine/holdem/history-ohh.ts";
import { bytesToHex, SHUFFLE_ALG, verifyShuffle } from "../../engine/shuffle.ts";
import type { Env } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { loadShuffle, serverSeedOf } from "../shuffles/shared.ts";

const NOT_REVEALED =
  "This shuffle is not revealed yet: a hand names its shuffle once the hand is over and the seed is revealed (POST /v1/shuffles/{shuffleId}/reveal), so the answer can carry the evidence.";

/**
 * The evidence of a revealed shuffle of this tenant, for a hand dealt from it. The deck is recomputed
 * from the seed (and the seed checked against the commitment) rather than trusted from storage: what
 * the hand answers is then verifiable by construction.
 */
export async function revealedShuffleEvidence(env: Env, tenant: EnvTenant, shuffleId: string): Promise<ShuffleEvidence> {
  const row = await loadShuffle(database(env.DB), tenant, shuffleId);
  if (row.revealedAt === null || row.clientSeed === null || row.nonce === null) throw new ApiError("invalid_state", NOT_REVEALED);
  const serverSeed = bytesToHex(await serverSeedOf(env, row));
  const { valid, deck } = await verifyShuffle({ serverSeed, clientSeed: row.clientSeed, nonce: row.nonce, commitment: row.commitment });
  if (!valid || deck.join() !== row.deck?.join()) throw new Error("a stored shuffle does not verify");
  return { shuffleId: row.id, alg: SHUFFLE_ALG, commitment: row.commitment, serverSeed, clientSeed: row.clientSeed, nonce: row.nonce, deck };
}
