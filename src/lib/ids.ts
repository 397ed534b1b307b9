/** Ids and random tokens, from the platform CSPRNG. */

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Uniform base62 string (rejection sampling keeps it unbiased: 248 = 4 x 62). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < 248 && out.length < length) out += BASE62[b % 62];
    }
  }
  return out;
}

/**
 * Opaque prefixed id whose first 10 characters encode the creation time (Crockford base32 ms),
 * so ids sort by creation and make stable pagination cursors.
 */
export function newId(prefix: string, now = Date.now()): string {
  let time = "";
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return `${prefix}${time}${randomBase62(16)}`;
}
