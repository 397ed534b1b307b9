/**
 * pw-shuffle-v1, the verifiable shuffle (README "Verifiable shuffles"). Web Crypto only, no other
 * import, so the same file runs in Workers, browsers and Node 20+ (the SDK and the static verifier
 * reproduce it). Deterministic: the deck is a function of (server seed, client seed, nonce) alone.
 *
 *   bytes      = HMAC-SHA256(key = server seed bytes, msg = UTF-8 "<clientSeed>:<nonce>:<k>"), k = 0, 1, ... concatenated
 *   uniform(n) = next big-endian uint32 x; rejected while x >= 2^32 - (2^32 mod n); then x mod n
 *   deck       = 2c 2d 2h 2s 3c ... As; for i = 51 down to 1: swap deck[i] and deck[uniform(i + 1)]
 *   commitment = lowercase hex SHA-256 of the 32 server-seed bytes
 *
 * `nonce` is written in decimal without sign or leading zeros; `clientSeed` is the players' seeds
 * joined with ":" in the order given (`joinClientSeeds`).
 *
 * The API: `shuffledDeck(seed, clientSeed, nonce)` (the deck), `commitmentOf(seed)`, `verifyShuffle`
 * (seed hex + client seed + nonce + commitment -> commitmentMatches and deck), `dealPositions(seatCount, button)`
 * and `dealFromDeck` (which deck position deals which card of a hand). `uniform` and `shuffleWith`
 * take any word stream, so tests can drive them through chosen words.
 */

export const SHUFFLE_ALG = "pw-shuffle-v1";
export const SERVER_SEED_BYTES = 32;
const DECK_SIZE = 52;
const TWO_32 = 2 ** 32;

/** The deck before shuffling, position 0 first: rank-major 2..A, suits c d h s (the order of cards.ts). */
export const FRESH_DECK: readonly string[] = [..."23456789TJQKA"].flatMap((rank) => [..."cdhs"].map((suit) => rank + suit));

export function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return hex;
}

/** Bytes of an even-length hex string (either case); throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError("not a hex byte string");
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The commitment published before any client seed is known: lowercase hex SHA-256 of the seed bytes. */
export async function commitmentOf(serverSeed: Uint8Array): Promise<string> {
  // (The cast: TypeScript's DOM library, which the SDK is checked against, wants an ArrayBuffer-backed view.)
  return bytesToHex(new Uint8Array(await crypto.subtle.digest("SHA-256", serverSeed as Uint8Array<ArrayBuffer>)));
}

/** The `clientSeed` of the construction: the seeds joined with ":" in the order given. */
export function joinClientSeeds(seeds: readonly string[]): string {
  return seeds.join(":");
}

/** The construction's byte stream, read as big-endian uint32 words (one HMAC block gives 8). */
export interface WordStream {
  next(): Promise<number>;
}

export async function hmacWords(serverSeed: Uint8Array, clientSeed: string, nonce: number): Promise<WordStream> {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError("nonce must be a safe integer >= 0");
  const key = await crypto.subtle.importKey("raw", serverSeed as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const encoder = new TextEncoder();
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  let k = 0;
  return {
    async next() {
      if (offset === block.byteLength) {
        block = new DataView(await crypto.subtle.sign("HMAC", key, encoder.encode(`${clientSeed}:${nonce}:${k}`)));
        k += 1;
        offset = 0;
      }
      const word = block.getUint32(offset, false);
      offset += 4;
      return word;
    },
  };
}

/** A uniform integer in [0, n) for 1 <= n <= 2^32: rejection keeps it exact (no modulo bias). */
export async function uniform(words: WordStream, n: number): Promise<number> {
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = await words.next();
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates from the top: position i (51 down to 1) swaps with uniform(i + 1). */
export async function shuffleWith(words: WordStream): Promise<string[]> {
  const deck = [...FRESH_DECK];
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = await uniform(words, i + 1);
    const card = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = card;
  }
  return deck;
}

/** The deck of (server seed, client seed, nonce), position 0 first: the order cards are dealt in. */
export async function shuffledDeck(serverSeed: Uint8Array, clientSeed: string, nonce: number): Promise<string[]> {
  return shuffleWith(await hmacWords(serverSeed, clientSeed, nonce));
}

export interface ShuffleSeeds {
  /** The revealed server seed, 64 hex characters (either case). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The commitment published at creation, 64 hex characters (either case). */
  commitment: string;
}

/** What `verifyShuffle` finds: whether the seed is the committed one, and the deck it gives. */
export interface ShuffleCheck {
  /** SHA-256 of the server seed equals the commitment. Nothing more: the client seed and nonce are not checked. */
  commitmentMatches: boolean;
  /** The same as `commitmentMatches`, under its first name. */
  valid: boolean;
  /** The deck of this seed, client seed and nonce, position 0 first, whether or not the commitment matches. */
  deck: string[];
}

/**
 * Recomputes a revealed shuffle. `commitmentMatches` (also `valid`) says only that the server seed
 * hashes to the commitment; `deck` is the deck the seed, the client seed and the nonce give either way.
 * A shuffle is shown fair when the commitment matches AND `deck`, computed with the client seed and
 * nonce the players chose, is the deck that was dealt: any client seed gives some deck.
 */
export async function verifyShuffle(evidence: ShuffleSeeds): Promise<ShuffleCheck> {
  const seed = hexToBytes(evidence.serverSeed);
  if (seed.length !== SERVER_SEED_BYTES) throw new RangeError("the server seed is 32 bytes");
  const commitmentMatches = (await commitmentOf(seed)) === evidence.commitment.toLowerCase();
  return { commitmentMatches, valid: commitmentMatches, deck: await shuffledDeck(seed, evidence.clientSeed, evidence.nonce) };
}

/** Deck positions of one hand; `holeCards[s]` is seat s's cards (2, or 4 or 5 in Omaha), seats in table order. */
export interface DealPositions {
  holeCards: number[][];
  burns: [number, number, number];
  flop: [number, number, number];
  turn: number;
  river: number;
}

/**
 * Which deck position deals which card in a hold'em hand of `seatCount` seats (2..10, every seat dealt
 * in) listed in clockwise table order, the button at index `button`. Dealing starts at position 0: one
 * card to each seat starting with the seat left of the button (index button + 1, wrapping; heads-up
 * that is the big blind) and ending with the button, then a second round in the same order, then burn,
 * flop (3 cards), burn, turn, burn, river. With n seats: seat at distance d (1..n) left of the button
 * gets positions d - 1 and n + d - 1; burns are 2n, 2n + 4, 2n + 6; flop 2n + 1..2n + 3; turn 2n + 5;
 * river 2n + 7.
 *
 * Omaha deals `holeCount` (4 or 5) rounds the same way, one card a seat a round, then the board as
 * above from position k * n: the seat at distance d gets positions d - 1, n + d - 1, ...,
 * (k - 1) * n + d - 1; burns k * n, k * n + 4, k * n + 6; flop k * n + 1..k * n + 3; turn k * n + 5;
 * river k * n + 7. The deck must hold them all: k * n + 8 <= 52 (five-card Omaha seats at most 8).
 */
export function dealPositions(seatCount: number, button: number, holeCount = 2): DealPositions {
  if (!Number.isInteger(seatCount) || seatCount < 2 || seatCount > 10) throw new RangeError("seatCount must be 2..10");
  if (!Number.isInteger(button) || button < 0 || button >= seatCount) throw new RangeError("button must index a seat");
  if (![2, 4, 5].includes(holeCount) || holeCount * seatCount + 8 > DECK_SIZE) throw new RangeError("the deck cannot deal this hand");
  const n = seatCount;
  const holeCards: number[][] = [];
  for (let seat = 0; seat < n; seat++) {
    const distance = (seat - button - 1 + n) % n; // 0 for the seat left of the button, n - 1 for the button
    holeCards.push(Array.from({ length: holeCount }, (_, round) => round * n + distance));
  }
  const b = holeCount * n;
  return { holeCards, burns: [b, b + 4, b + 6], flop: [b + 1, b + 2, b + 3], turn: b + 5, river: b + 7 };
}

/** The cards a deck deals to a hand (see `dealPositions`; `holeCount` 4 or 5 for Omaha), as card strings ("Ah"). */
export function dealFromDeck(deck: readonly string[], seatCount: number, button: number, holeCount = 2) {
  const at = (position: number) => deck[position]!;
  const p = dealPositions(seatCount, button, holeCount);
  return {
    holeCards: p.holeCards.map((cards) => cards.map(at)),
    burns: p.burns.map(at) as [string, string, string],
    flop: p.flop.map(at) as [string, string, string],
    turn: at(p.turn),
    river: at(p.river),
  };
}
