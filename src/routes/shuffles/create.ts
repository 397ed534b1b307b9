import { database } from "../../db/client.ts";
import { insertShuffle } from "../../db/shuffles.ts";
import { bytesToHex, commitmentOf, SERVER_SEED_BYTES, SHUFFLE_ALG } from "../../engine/shuffle.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { nowIso } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { sealSecret } from "../../lib/sealed-secrets.ts";
import { CreatedShuffle } from "./schema.ts";
import { SHUFFLES_PATH, shuffleBase } from "./shared.ts";

export const createShuffleRoute = defineRoute({
  ...shuffleBase,
  method: "POST",
  path: SHUFFLES_PATH,
  operationId: "createShuffle",
  example: {
    response: {
      status: 201,
      body: {
        id: "shf_01M82J8FFMJz2v31QR4IcVyNYk",
        alg: "pw-shuffle-v1",
        commitment: "e014181d20190954d264a3c2ad266f6db48499df674accc4c0c6e40698fbe184",
        createdAt: "2026-11-22T21:23:10.964Z",
      },
    },
  },
  summary: "Commit to a fresh shuffle (1 credit)",
  description: prose(
    "No body.",
    "Draws a fresh 32-byte server seed from the platform's CSPRNG and answers its `commitment`, the lowercase hex SHA-256 of the 32 seed bytes: publish it to the players before they choose their seeds.",
    "The seed itself is stored encrypted (AES-GCM under `SECRETS_KEY`) and is never answered or logged before `POST /v1/shuffles/{shuffleId}/reveal`.",
    "The shuffle belongs to the key's organization and environment (and project, for a project-restricted key).",
    "Costs one credit; the deck, reveal and get calls that follow are free (they are counted and rate-limited).",
    "",
    "Next: `POST /v1/shuffles/{shuffleId}/deck` with the players' seeds.",
  ),
  cost: 1,
  responses: { 201: { description: "The commitment to the new shuffle.", schema: CreatedShuffle } },
  errors: ["payment_required"],
  async handler({ env, tenant }) {
    const seed = crypto.getRandomValues(new Uint8Array(SERVER_SEED_BYTES));
    const id = newId("shf_");
    const createdAt = nowIso();
    const commitment = await commitmentOf(seed);
    await insertShuffle(database(env.DB), tenant, {
      id,
      alg: SHUFFLE_ALG,
      sealedSeed: await sealSecret(env, bytesToHex(seed), id),
      commitment,
      clientSeed: null,
      nonce: null,
      deck: null,
      dealtAt: null,
      revealedAt: null,
      createdAt,
    });
    return { status: 201, body: { id, alg: SHUFFLE_ALG, commitment, createdAt } };
  },
});
