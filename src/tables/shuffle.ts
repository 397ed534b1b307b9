/**
 * A hand's committed shuffle (pw-shuffle-v1, engine/shuffle.ts): a fresh 32-byte server seed from the
 * platform CSPRNG, its commitment (published in the hand's first event), and the deck it gives with the
 * client seed of the seats dealt in and the hand number as nonce. The seed is revealed at the hand's end.
 */
import { bytesToHex, commitmentOf, SERVER_SEED_BYTES, shuffledDeck } from "../engine/shuffle.ts";
import type { HandShuffle } from "./machine.ts";

export async function newShuffle(clientSeed: string, nonce: number): Promise<HandShuffle> {
  const seed = crypto.getRandomValues(new Uint8Array(SERVER_SEED_BYTES));
  const [commitment, deck] = await Promise.all([commitmentOf(seed), shuffledDeck(seed, clientSeed, nonce)]);
  return { serverSeed: bytesToHex(seed), commitment, clientSeed, nonce, deck };
}
