import type { SeededRng } from "./rng.ts";

/** A named request the search starts from: the known hostile cases of issue 9 and the edges. */
export interface HostileCase<G> {
  name: string;
  genome: G;
}

/**
 * How the search explores one endpoint. A genome is the compact description of a request (for
 * small bodies, the body itself); `build` turns it into the JSON body sent to the route.
 */
export interface EndpointSpec<G> {
  name: string;
  path: string;
  hostile(): Array<HostileCase<G>>;
  /** A random request biased toward the limits. */
  random(rng: SeededRng): G;
  /** The same request with one field moved toward its limit (or changed to another hostile value). */
  mutate(genome: G, rng: SeededRng): G;
  build(genome: G): unknown;
  summarize(genome: G): string;
}

// biome-ignore lint/suspicious/noExplicitAny: the bench holds specs of every genome type.
export type AnySpec = EndpointSpec<any>;

export const fmt = (n: number): string => n.toLocaleString("en-US");

export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export function primesFrom(start: number, count: number): number[] {
  const out: number[] = [];
  for (let p = Math.max(2, start); out.length < count; p++) {
    let prime = true;
    for (let d = 2; d * d <= p; d++) {
      if (p % d === 0) {
        prime = false;
        break;
      }
    }
    if (prime) out.push(p);
  }
  return out;
}

/** Memoizes a function of one string key (the edges found by binary search are costly to redo). */
export function cached<T>(compute: (key: string) => T): (key: string) => T {
  const memo = new Map<string, T>();
  return (key) => {
    if (!memo.has(key)) memo.set(key, compute(key));
    return memo.get(key)!;
  };
}
