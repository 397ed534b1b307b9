/**
 * pw-shuffle-v1 (src/engine/shuffle.ts): one deck, and a verification (SHA-256 commitment + deck),
 * against the floor of the construction: the 7 HMAC-SHA256 blocks a deck reads, through the same
 * Web Crypto calls. The work is asynchronous (Web Crypto), so this suite times its own loop.
 */
import { hexToBytes, shuffledDeck, verifyShuffle } from "../src/engine/shuffle.ts";
import { record } from "./harness.ts";

async function measureAsync(fn: (i: number) => Promise<unknown>, minMs = 500): Promise<{ medianMs: number; opsPerSec: number }> {
  let i = 0;
  const warmUntil = performance.now() + 200;
  while (performance.now() < warmUntil) await fn(i++);
  const samples: number[] = [];
  const end = performance.now() + minMs;
  while (performance.now() < end || samples.length < 5) {
    const t0 = performance.now();
    await fn(i++);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const medianMs = samples[Math.floor(samples.length / 2)]!;
  return { medianMs, opsPerSec: 1000 / medianMs };
}

const seedHex = "5eed".repeat(16);
const seed = hexToBytes(seedHex);
const encoder = new TextEncoder();

const hmacOnly = await measureAsync(async (nonce) => {
  const key = await crypto.subtle.importKey("raw", seed, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  for (let k = 0; k < 7; k++) await crypto.subtle.sign("HMAC", key, encoder.encode(`alice:bob:${nonce}:${k}`));
});
record({ suite: "shuffle", name: "floor: import the key + 7 HMAC-SHA256 blocks", ...hmacOnly, note: "what any deck must compute" });

const deck = await measureAsync((nonce) => shuffledDeck(seed, "alice:bob", nonce));
record({
  suite: "shuffle",
  name: "one deck (51 draws)",
  ...deck,
  baseline: "the HMAC floor",
  ratio: hmacOnly.medianMs / deck.medianMs,
});

const commitment = "ignored-for-timing".padEnd(64, "0");
const verify = await measureAsync((nonce) => verifyShuffle({ serverSeed: seedHex, clientSeed: "alice:bob", nonce, commitment }));
record({ suite: "shuffle", name: "verify (SHA-256 commitment + deck)", ...verify, target: "< 1 ms" });
