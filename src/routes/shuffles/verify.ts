import { SHUFFLE_ALG, verifyShuffle } from "../../engine/shuffle.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { VerifyBody, VerifyResult } from "./schema.ts";
import { EXAMPLE_DECK, SHUFFLES_PATH } from "./shared.ts";

export const verifyShuffleRoute = defineRoute({
  method: "POST",
  path: `${SHUFFLES_PATH}/verify`,
  operationId: "verifyShuffle",
  example: {
    body: {
      serverSeed: "e58085105dc7b27d0c2484dca4aeabda2d720d770dc59567f353439137d011aa",
      clientSeed: "alice-7f3a:bob-91c2",
      nonce: 0,
      commitment: "10c3079300dcf5f8dad598303fb77205cc8d3b813c98760db68014714fca86c0",
    },
    response: {
      status: 200,
      body: {
        alg: "pw-shuffle-v1",
        valid: true,
        commitmentMatches: true,
        deck: EXAMPLE_DECK,
      },
    },
  },
  summary: "Verify a revealed shuffle (public, free)",
  description: prose(
    "No key needed and no credit spent; limited to 60 requests a minute per client address (429 with `retry-after` beyond it).",
    "Send what `POST /v1/shuffles/{shuffleId}/reveal` answered: `serverSeed` and `commitment` (64 hex characters each, either case), the joined `clientSeed` and `nonce`.",
    "A table hand's evidence (`shuffle` in `GET /api/v1/management/tables/{tableId}/hands/{handNumber}`) can be sent as it is: `alg` is optional, and any value but `pw-shuffle-v1` is 400 `validation_failed`.",
    "`commitmentMatches` is true when SHA-256 of the seed's bytes equals the commitment: it proves that this is the seed committed to before the client seeds were chosen, and nothing about the client seed or the nonce.",
    "`deck` is the deck pw-shuffle-v1 gives for the seed, client seed and nonce sent, whether or not the commitment matches; any client seed gives some deck.",
    "So a shuffle is verified when `commitmentMatches` is true AND `deck`, computed with the client seeds and nonce the players chose (not ones copied from the dealer), is the deck that was dealt (`POST /v1/shuffles/{shuffleId}/deck`).",
    "`valid` is the same value as `commitmentMatches`, under its first name; it is not a verdict on the deck.",
    "The same check runs offline in the page at `/shuffles/verify`; the construction is in the README.",
  ),
  tags: ["shuffles"],
  visibility: "public",
  auth: { kind: "public" },
  clientRateLimited: true,
  request: { body: VerifyBody },
  responses: {
    200: { description: "Whether the seed matches the commitment, and the deck it gives with the client seed and nonce sent.", schema: VerifyResult },
  },
  errors: ["rate_limited"],
  async handler({ body }) {
    const check = await verifyShuffle(body);
    return { body: { alg: SHUFFLE_ALG, valid: check.valid, commitmentMatches: check.commitmentMatches, deck: check.deck } };
  },
});
