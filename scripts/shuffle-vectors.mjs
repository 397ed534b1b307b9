#!/usr/bin/env node
/**
 * Test vectors for pw-shuffle-v1, computed by an implementation independent of src/engine/shuffle.ts:
 * Node's own crypto (createHmac, createHash) and Buffers, written from the
 * construction's text alone. It imports nothing from src/.
 *
 *   node scripts/shuffle-vectors.mjs            prints the vectors as JSON
 *   node scripts/shuffle-vectors.mjs --write    writes test/fixtures/shuffle-vectors.json
 *   node scripts/shuffle-vectors.mjs --find-rejection [seedHex] [clientSeed]
 *       searches nonces for a deck whose first HMAC block holds a rejected word (about 1 nonce in
 *       18 million: a minute or so on average, 3 s for the vector below); the nonce it prints is
 *       REJECTION_NONCE.
 */
import { createHash, createHmac } from "node:crypto";
import { writeFileSync } from "node:fs";

const RANKS = "23456789TJQKA";
const SUITS = "cdhs";
const FRESH = [];
for (const r of RANKS) for (const s of SUITS) FRESH.push(r + s);

/** The byte stream: HMAC-SHA256(seed, "<clientSeed>:<nonce>:<k>") for k = 0, 1, ... */
function byteStream(seed, clientSeed, nonce) {
  let k = 0;
  let buffer = Buffer.alloc(0);
  let used = 0;
  return {
    words: [],
    uint32() {
      if (used + 4 > buffer.length) {
        buffer = Buffer.concat([
          buffer.subarray(used),
          createHmac("sha256", seed)
            .update(Buffer.from(`${clientSeed}:${nonce}:${k}`, "utf8"))
            .digest(),
        ]);
        used = 0;
        k++;
      }
      const x = buffer.readUInt32BE(used);
      used += 4;
      this.words.push(x);
      return x;
    },
  };
}

function deckOf(seedHex, clientSeed, nonce) {
  const stream = byteStream(Buffer.from(seedHex, "hex"), clientSeed, nonce);
  let rejections = 0;
  const uniform = (n) => {
    const bound = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = stream.uint32();
      if (x < bound) return x % n;
      rejections++;
    }
  };
  const deck = FRESH.slice();
  for (let i = 51; i >= 1; i--) {
    const j = uniform(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return { deck, rejections, wordsRead: stream.words.length };
}

const sha256Hex = (hex) => createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex");

/** Seeds chosen to be easy to retype: a counting pattern, all ones, and SHA-256 of a phrase. */
const SEED_COUNT = Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString("hex");
const SEED_FF = "ff".repeat(32);
const SEED_PHRASE = createHash("sha256").update("pokerworks pw-shuffle-v1 test vector").digest("hex");
// Found by --find-rejection with SEED_COUNT and client seed "rejection-search": the sixth word of
// block 0 (the draw of uniform(47)) is rejected, so every later draw reads the word after its own.
const REJECTION_NONCE = 1279298;

const CASES = [
  { name: "counting seed, two players, nonce 0", serverSeed: SEED_COUNT, clientSeeds: ["alice", "bob"], nonce: 0 },
  { name: "counting seed, two players, nonce 1", serverSeed: SEED_COUNT, clientSeeds: ["alice", "bob"], nonce: 1 },
  { name: "counting seed, seeds in the other order", serverSeed: SEED_COUNT, clientSeeds: ["bob", "alice"], nonce: 0 },
  { name: "all-ones seed, one seed, large nonce", serverSeed: SEED_FF, clientSeeds: ["table-7/hand-1042"], nonce: 9007199254740991 },
  { name: "phrase seed, non-ASCII seeds", serverSeed: SEED_PHRASE, clientSeeds: ["joueur-é", "玩家", "🂡"], nonce: 42 },
  { name: "a rejected word (uniform(47) draws twice)", serverSeed: SEED_COUNT, clientSeeds: ["rejection-search"], nonce: REJECTION_NONCE },
];

function vectors() {
  return CASES.map((c) => {
    const clientSeed = c.clientSeeds.join(":");
    const { deck, rejections, wordsRead } = deckOf(c.serverSeed, clientSeed, c.nonce);
    return { ...c, clientSeed, commitment: sha256Hex(c.serverSeed), rejections, wordsRead, deck };
  });
}

function findRejection(seedHex, clientSeed) {
  const seed = Buffer.from(seedHex, "hex");
  const started = Date.now();
  for (let nonce = 0; ; nonce++) {
    const block = createHmac("sha256", seed).update(`${clientSeed}:${nonce}:0`).digest();
    // Word w of the first block is the draw for n = 52 - w unless an earlier word was rejected.
    for (let w = 0; w < 8; w++) {
      const n = 52 - w;
      if (block.readUInt32BE(4 * w) >= 4294967296 - (4294967296 % n)) {
        console.log(JSON.stringify({ nonce, word: w, n, seconds: (Date.now() - started) / 1000 }));
        return;
      }
    }
    if (nonce % 5_000_000 === 0 && nonce > 0) console.error(`searched ${nonce} nonces`);
  }
}

const args = process.argv.slice(2);
if (args[0] === "--find-rejection") {
  findRejection(args[1] ?? SEED_COUNT, args[2] ?? "rejection-search");
} else {
  const out = `${JSON.stringify({ alg: "pw-shuffle-v1", generatedBy: "scripts/shuffle-vectors.mjs (Node crypto)", vectors: vectors() }, null, 2)}\n`;
  if (args[0] === "--write") writeFileSync(new URL("../test/fixtures/shuffle-vectors.json", import.meta.url), out);
  else process.stdout.write(out);
}
