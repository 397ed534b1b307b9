/**
 * Seeded generator for the adversarial search (mulberry32): the same seed gives the same sequence of
 * candidate requests on every machine, so a run can be repeated. Not Math.random on purpose.
 */
export class SeededRng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** Integer in [lo, hi], uniform in log scale (small and large values equally often). */
  logInt(lo: number, hi: number): number {
    const a = Math.log(Math.max(1, lo));
    const b = Math.log(Math.max(1, hi));
    return Math.min(hi, Math.max(lo, Math.round(Math.exp(a + this.next() * (b - a)))));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
