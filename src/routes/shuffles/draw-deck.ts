import { database } from "../../db/client.ts";
import { recordDeck } from "../../db/shuffles.ts";
import { joinClientSeeds, SHUFFLE_ALG, shuffledDeck } from "../../engine/shuffle.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { nowIso } from "../../lib/clock.ts";
import { DealtShuffle, DrawDeckBody, MAX_CLIENT_SEED_CHARS, MAX_CLIENT_SEEDS, ShuffleParams } from "./schema.ts";
import { loadShuffle, NO_STORE, SHUFFLE_PATH, serverSeedOf, shuffleBase } from "./shared.ts";

const ALREADY_DRAWN = "This shuffle's deck was already drawn; a shuffle deals one deck (create another).";

export const drawShuffleDeckRoute = defineRoute({
  ...shuffleBase,
  method: "POST",
  path: `${SHUFFLE_PATH}/deck`,
  operationId: "drawShuffleDeck",
  example: {
    params: { shuffleId: "shf_01M82J8FGZUhEr4W3Nj2PwXeaE" },
    body: { clientSeeds: ["alice-7f3a", "bob-91c2"], nonce: 0 },
    response: {
      status: 200,
      body: {
        id: "shf_01M82J8FGZUhEr4W3Nj2PwXeaE",
        alg: "pw-shuffle-v1",
        commitment: "bb31f22463645dceb29c5b44c636d1c3cb87f8e46ab87067d2a44b4f61fa2213",
        clientSeed: "alice-7f3a:bob-91c2",
        nonce: 0,
        deck: [
          "3c",
          "8s",
          "4d",
          "2c",
          "3s",
          "Qc",
          "8c",
          "6c",
          "7s",
          "9d",
          "Jd",
          "3h",
          "7h",
          "2s",
          "Ah",
          "8h",
          "6s",
          "Jh",
          "9h",
          "Kc",
          "2d",
          "Tc",
          "As",
          "3d",
          "Js",
          "4c",
          "5d",
          "Ad",
          "Ac",
          "5h",
          "5c",
          "8d",
          "9c",
          "7d",
          "Kd",
          "4s",
          "5s",
          "4h",
          "Jc",
          "Ts",
          "7c",
          "Td",
          "6d",
          "Ks",
          "Qd",
          "Qs",
          "Kh",
          "9s",
          "Qh",
          "Th",
          "2h",
          "6h",
        ],
        dealtAt: "2026-11-22T21:23:11.014Z",
      },
    },
  },
  summary: "Draw the deck with the players' seeds (once)",
  description: prose(
    `\`clientSeeds\`: 1..${MAX_CLIENT_SEEDS} strings of 1..${MAX_CLIENT_SEED_CHARS} characters without \`:\` (no control characters, not only whitespace), typically one per player; they are joined with \`:\` in the order given into the construction's \`clientSeed\`.`,
    "`nonce`: an integer 0..2^53 - 1, default 0, written in decimal in the HMAC message.",
    "",
    "Answers the 52-card deck of pw-shuffle-v1, position 0 first: the order the hand deals it (one card to each seat starting left of the button, a second round, then burn, flop, burn, turn, burn, river).",
    "A shuffle draws one deck: a second call, even with the same seeds, is 409 `invalid_state`.",
    "The server seed is not in the answer; `POST /v1/shuffles/{shuffleId}/reveal` gives it once the hand is over.",
    "The answer carries `cache-control: no-store`.",
  ),
  request: { params: ShuffleParams, body: DrawDeckBody },
  responses: { 200: { description: "The deck this shuffle deals.", schema: DealtShuffle } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const row = await loadShuffle(db, tenant, params.shuffleId);
    if (row.dealtAt !== null) throw new ApiError("invalid_state", ALREADY_DRAWN);
    const clientSeed = joinClientSeeds(body.clientSeeds);
    const deck = await shuffledDeck(await serverSeedOf(env, row), clientSeed, body.nonce);
    // Conditional on no deck yet: of two concurrent draws exactly one is stored; the other is 409.
    const dealt = await recordDeck(db, tenant, row.id, { clientSeed, nonce: body.nonce, deck, dealtAt: nowIso() });
    if (!dealt?.dealtAt) throw new ApiError("invalid_state", ALREADY_DRAWN);
    return {
      headers: NO_STORE,
      body: { id: dealt.id, alg: SHUFFLE_ALG, commitment: dealt.commitment, clientSeed, nonce: body.nonce, deck, dealtAt: dealt.dealtAt },
    };
  },
});
