import { database } from "../../db/client.ts";
import { markRevealed } from "../../db/shuffles.ts";
import { bytesToHex, SHUFFLE_ALG } from "../../engine/shuffle.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { nowIso } from "../../lib/clock.ts";
import { RevealedShuffle, ShuffleParams } from "./schema.ts";
import { EXAMPLE_DECK, loadShuffle, NO_STORE, SHUFFLE_PATH, serverSeedOf, shuffleBase } from "./shared.ts";

const NOT_DRAWN =
  "Draw the deck first (POST /v1/shuffles/{shuffleId}/deck): a seed revealed before the players' seeds are in would let anyone predict the deck.";

export const revealShuffleRoute = defineRoute({
  ...shuffleBase,
  method: "POST",
  path: `${SHUFFLE_PATH}/reveal`,
  operationId: "revealShuffle",
  example: {
    params: { shuffleId: "shf_01M82J8FHPM6agAFBoA2UqTMFZ" },
    response: {
      status: 200,
      body: {
        id: "shf_01M82J8FHPM6agAFBoA2UqTMFZ",
        alg: "pw-shuffle-v1",
        serverSeed: "e58085105dc7b27d0c2484dca4aeabda2d720d770dc59567f353439137d011aa",
        clientSeed: "alice-7f3a:bob-91c2",
        nonce: 0,
        commitment: "10c3079300dcf5f8dad598303fb77205cc8d3b813c98760db68014714fca86c0",
        deck: EXAMPLE_DECK,
        revealedAt: "2026-11-22T21:23:11.042Z",
      },
    },
  },
  summary: "Reveal the server seed (after the deck was drawn)",
  description: prose(
    "No body.",
    "Answers everything needed to check the shuffle: the server seed (64 lowercase hex characters), the joined `clientSeed`, `nonce`, `commitment` and the `deck`.",
    "Anyone can then verify: SHA-256 of the seed bytes must equal the commitment published before the players chose their seeds, and the construction must give the same deck (`POST /v1/shuffles/verify`, the page at `/shuffles/verify`, or any HMAC-SHA256 implementation).",
    "Before the deck is drawn this is 409 `invalid_state`.",
    "Revealing again answers the same, with the time of the first reveal.",
  ),
  request: { params: ShuffleParams },
  responses: { 200: { description: "The revealed shuffle.", schema: RevealedShuffle } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, tenant }) {
    const db = database(env.DB);
    const row = await loadShuffle(db, tenant, params.shuffleId);
    if (row.dealtAt === null) throw new ApiError("invalid_state", NOT_DRAWN);
    const revealed = await markRevealed(db, tenant, row.id, nowIso());
    if (!revealed?.revealedAt || revealed.clientSeed === null || revealed.nonce === null || revealed.deck === null) {
      throw new ApiError("invalid_state", NOT_DRAWN);
    }
    return {
      headers: NO_STORE,
      body: {
        id: revealed.id,
        alg: SHUFFLE_ALG,
        serverSeed: bytesToHex(await serverSeedOf(env, revealed)),
        clientSeed: revealed.clientSeed,
        nonce: revealed.nonce,
        commitment: revealed.commitment,
        deck: revealed.deck,
        revealedAt: revealed.revealedAt,
      },
    };
  },
});
