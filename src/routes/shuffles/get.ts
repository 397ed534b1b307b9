import { database } from "../../db/client.ts";
import { bytesToHex, SHUFFLE_ALG } from "../../engine/shuffle.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { ShuffleParams, ShuffleState, statusOf } from "./schema.ts";
import { loadShuffle, NO_STORE, SHUFFLE_PATH, serverSeedOf, shuffleBase } from "./shared.ts";

export const getShuffleRoute = defineRoute({
  ...shuffleBase,
  method: "GET",
  path: SHUFFLE_PATH,
  operationId: "getShuffle",
  example: {
    params: { shuffleId: "shf_01M82J8FG4p9CuUDsTSupORjiQ" },
    response: {
      status: 200,
      body: {
        id: "shf_01M82J8FG4p9CuUDsTSupORjiQ",
        alg: "pw-shuffle-v1",
        status: "committed",
        commitment: "754c5fd75dd953c3f78c83ee2b92298aefb64bde9ba9faf353c2c515ffeef5ab",
        clientSeed: null,
        nonce: null,
        deck: null,
        serverSeed: null,
        createdAt: "2026-11-22T21:23:10.980Z",
        dealtAt: null,
        revealedAt: null,
      },
    },
  },
  summary: "Get a shuffle and where it stands",
  description: prose(
    "`status` is `committed` (created), `dealt` (deck drawn) or `revealed`.",
    "`clientSeed`, `nonce` and `deck` are null until the deck is drawn; `serverSeed` is null until the reveal.",
    "Another organization's or environment's shuffle (or another project's, for a project-restricted key) is 404.",
    "The answer carries `cache-control: no-store`.",
  ),
  request: { params: ShuffleParams },
  responses: { 200: { description: "The shuffle.", schema: ShuffleState } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const row = await loadShuffle(database(env.DB), tenant, params.shuffleId);
    return {
      headers: NO_STORE,
      body: {
        id: row.id,
        alg: SHUFFLE_ALG,
        status: statusOf(row),
        commitment: row.commitment,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
        deck: row.deck,
        serverSeed: row.revealedAt !== null ? bytesToHex(await serverSeedOf(env, row)) : null,
        createdAt: row.createdAt,
        dealtAt: row.dealtAt,
        revealedAt: row.revealedAt,
      },
    };
  },
});
