import { SHUFFLE_ALG, verifyShuffle } from "../../engine/shuffle.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { VerifyBody, VerifyResult } from "./schema.ts";
import { SHUFFLES_PATH } from "./shared.ts";

export const verifyShuffleRoute = defineRoute({
  method: "POST",
  path: `${SHUFFLES_PATH}/verify`,
  operationId: "verifyShuffle",
  summary: "Verify a revealed shuffle (public, free)",
  description: prose(
    "No key needed and no credit spent; limited to 60 requests a minute per client address (429 with `retry-after` beyond it).",
    "Send what `POST /v1/shuffles/{shuffleId}/reveal` answered: `serverSeed` and `commitment` (64 hex characters each, either case), the joined `clientSeed` and `nonce`.",
    "`valid` is true when SHA-256 of the seed bytes equals the commitment; `deck` is the deck pw-shuffle-v1 gives for the seed, client seed and nonce, whether or not the commitment matches: compare it with the cards that were dealt.",
    "The same check runs offline in the page at `/shuffles/verify`; the construction is in the README.",
  ),
  tags: ["shuffles"],
  visibility: "public",
  auth: { kind: "public" },
  clientRateLimited: true,
  request: { body: VerifyBody },
  responses: { 200: { description: "Whether the seed matches the commitment, and the deck it gives.", schema: VerifyResult } },
  errors: ["rate_limited"],
  async handler({ body }) {
    return { body: { alg: SHUFFLE_ALG, ...(await verifyShuffle(body)) } };
  },
});
