/** A finished hand's shuffle once its seed is revealed (tests that verify decks run where it is). */
import type { FinishedHand } from "../../src/tables/api.ts";

export function revealed(shuffle: FinishedHand["shuffle"]): FinishedHand["shuffle"] & { serverSeed: string } {
  if (shuffle.serverSeed === null) throw new Error(`hand ${shuffle.nonce}: its server seed is not revealed yet`);
  return { ...shuffle, serverSeed: shuffle.serverSeed };
}
