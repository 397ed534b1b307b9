/**
 * The engine's only source of randomness: xoshiro128** (Blackman & Vigna, 2018), a 32-bit
 * generator with a 2^128 - 1 period that passes BigCrush, seeded from one uint32 through
 * splitmix32 so that nearby seeds give unrelated streams. Pure integer arithmetic
 * (Math.imul, >>>) makes the stream identical on every JavaScript engine, so a Monte Carlo
 * result is reproducible to the byte from (seed, samples).
 */
export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    let x = seed >>> 0;
    const next = (): number => {
      // splitmix32 step
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** Uniform integer in [0, 2^32). */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /**
   * Uniform integer in [0, bound) for 1 <= bound <= 2^21, without modulo bias (Lemire's
   * multiply-and-reject). The bound keeps r * bound below 2^53, so the float math is exact.
   */
  nextInt(bound: number): number {
    if (!(bound >= 1 && bound <= 0x200000)) throw new RangeError("nextInt bound out of range");
    const threshold = 0x100000000 % bound;
    for (;;) {
      const product = this.nextUint32() * bound;
      if (product % 0x100000000 >= threshold) return Math.floor(product / 0x100000000);
    }
  }

  /** Uniform double in [0, 1) with 53 random bits. */
  nextDouble(): number {
    const hi = this.nextUint32() >>> 5; // 27 bits
    const lo = this.nextUint32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /** Uniform double in (0, 1]: safe for -ln(U). */
  nextOpenDouble(): number {
    return 1 - this.nextDouble();
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
