/**
 * The offline verifier of pw-shuffle-v1 shuffles (README "Verifiable shuffles"): the engine's own
 * module, which imports nothing but Web Crypto, so the SDK recomputes a deck exactly as the server did.
 */
export {
  commitmentOf,
  dealFromDeck,
  dealPositions,
  hexToBytes,
  joinClientSeeds,
  SHUFFLE_ALG,
  type ShuffleSeeds,
  shuffledDeck,
  verifyShuffle,
} from "../../../src/engine/shuffle.ts";
