import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion, descendingOrder, roundGroups, roundRunsToUnit, roundToUnit } from "../../src/engine/rounding.ts";

/** The prize split as the management route wrote it before it joined rounding.ts (BigInt throughout). */
function referenceSplit(total: number, weights: number[], denominator: number): number[] {
  const big = BigInt(total);
  const d = BigInt(denominator);
  const floors = weights.map((w) => (big * BigInt(w)) / d);
  const remainders = weights.map((w) => (big * BigInt(w)) % d);
  let left = big - floors.reduce((a, b) => a + b, 0n);
  const order = weights.map((_, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left <= 0n) break;
    if (weights[i] === 0) continue;
    floors[i]! += 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

/** Basis points summing to 10,000 over 1-40 places, non-increasing, with runs of equal values. */
const basisPoints = fc
  .array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 40 })
  .chain((raw) => fc.constant(raw.sort((a, b) => b - a)))
  .map((raw) => {
    const sum = raw.reduce((a, b) => a + b, 0);
    const bp = raw.map((r) => Math.floor((r * 10_000) / sum));
    bp[0]! += 10_000 - bp.reduce((a, b) => a + b, 0);
    return bp;
  });
const pool = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 0, max: 100_000_000_000 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe("apportion (prize pools by basis points)", () => {
  it("splits a pool exactly, largest remainder first, ties to the better place", () => {
    expect(apportion(1000, [6500, 3500], 10_000)).toEqual([650, 350]);
    // 100 * 3333 / 10000 = 33.33 three times and 100 * 1 / 10000 = 0.01: the one spare unit goes to the first tie.
    expect(apportion(100, [3333, 3333, 3333, 1], 10_000)).toEqual([34, 33, 33, 0]);
    // Remainders .5, .5, .0: the two spare units go to the two .5s.
    expect(apportion(10, [5500, 2500, 2000], 10_000)).toEqual([6, 2, 2]);
    expect(apportion(7, [5000, 5000, 0], 10_000)).toEqual([4, 3, 0]);
    expect(apportion(0, [10_000], 10_000)).toEqual([0]);
    // Exact beyond 2^53 in the products (9007199254740991 * 3334 is not a double): floors ...646, ...172, ...172,
    // remainders .3994, .3003, .3003, one spare unit to the first.
    expect(apportion(Number.MAX_SAFE_INTEGER, [3334, 3333, 3333], 10_000)).toEqual([3003000231530647, 3002099511605172, 3002099511605172]);
  });

  it("never gives a unit to a zero weight", () => {
    expect(apportion(3, [0, 0, 10_000], 10_000)).toEqual([0, 0, 3]);
    // Weights summing to less than the denominator: one spare unit at most per positive weight.
    expect(apportion(100, [1000, 0], 10_000)).toEqual([11, 0]);
  });

  it("sums exactly, keeps every share within one unit of its exact quota, ties equal and order (property)", () => {
    fc.assert(
      fc.property(pool, basisPoints, (total, bp) => {
        const shares = apportion(total, bp, 10_000);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, i) => {
          const exact = (BigInt(total) * BigInt(bp[i]!)) / 10_000n; // floor of the quota
          const exactIsWhole = (BigInt(total) * BigInt(bp[i]!)) % 10_000n === 0n;
          expect(BigInt(share) === exact || (!exactIsWhole && BigInt(share) === exact + 1n)).toBe(true);
        });
        for (let i = 1; i < bp.length; i++) {
          // Non-increasing weights give non-increasing shares; equal weights differ by at most one unit, the better place first.
          expect(shares[i]!).toBeLessThanOrEqual(shares[i - 1]!);
          if (bp[i] === bp[i - 1]) expect(shares[i - 1]! - shares[i]!).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("is the prize split the management route always used (property)", () => {
    fc.assert(
      fc.property(pool, basisPoints, fc.integer({ min: 0, max: 5 }), (total, bp, extra) => {
        const weights = [...bp, ...new Array<number>(extra).fill(0)];
        expect(apportion(total, weights, 10_000)).toEqual(referenceSplit(total, weights, 10_000));
      }),
      { numRuns: 500 },
    );
  });
});

describe("roundGroups (payout tiers)", () => {
  it("floors per place, then one unit per place by largest remainder while the group fits, rest to the first", () => {
    // 2 groups: 1 place at 10.6, 3 places at 3.8 (total 22): floors 10 + 9 = 19, 3 left; the 3-place group (.8) fits, then 0 left.
    expect(roundGroups([10.6, 3.8], [1, 3], 22)).toEqual([10, 4]);
    // 2 left: the 3-place group does not fit, the 1-place group takes one, the last unit goes to the first group.
    expect(roundGroups([10.6, 3.8], [1, 3], 21)).toEqual([12, 3]);
    // Every place gets at least one unit; an overshoot comes off the first group.
    expect(roundGroups([5, 0.2], [1, 2], 6)).toEqual([4, 1]);
  });

  it("sums exactly when the first group is one place, as first place is (property)", () => {
    const group = fc.record({ mean: fc.double({ min: 1, max: 1e6, noNaN: true }), size: fc.integer({ min: 1, max: 81 }) });
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 1, maxLength: 20 }).map(([first, ...rest]) => [{ ...first!, size: 1 }, ...rest]),
        (groups) => {
          const total = Math.round(groups.reduce((s, g) => s + g.mean * g.size, 0));
          const units = roundGroups(
            groups.map((g) => g.mean),
            groups.map((g) => g.size),
            total,
          );
          expect(units.reduce((s, u, g) => s + u * groups[g]!.size, 0)).toBe(total);
          units.slice(1).forEach((u, g) => expect(Math.abs(u - groups[g + 1]!.mean)).toBeLessThan(1 + 1e-9));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("roundToUnit (deal suggestions, basis points)", () => {
  it("sums exactly, keeps amounts within one unit before the residue, ties by tieOrder (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 1000 }),
        (weights, unit) => {
          const sum = weights.reduce((a, b) => a + b, 0) || 1;
          const total = 1_000_003;
          const values = weights.map((w) => (w * total) / sum);
          if (weights.every((w) => w === 0)) return;
          const r = roundToUnit(values, total, { unit });
          expect(r.amounts.reduce((a, b) => a + b, 0)).toBe(total);
          r.amounts.forEach((amount, i) => {
            const own = i === r.residueIndex ? amount - r.residue : amount;
            expect(own % unit).toBe(0);
            expect(Math.abs(own - values[i]!)).toBeLessThan(unit + 1e-6 * total);
          });
          for (let i = 1; i < values.length; i++)
            if (weights[i] === weights[0])
              expect(r.amounts[0]! - (i === r.residueIndex ? r.amounts[i]! - r.residue : r.amounts[i]!)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("descendingOrder (the largest-remainder and stack orders)", () => {
  /** The definition: a comparator sort, largest key first, ties by rank. */
  const bySort = (keys: number[], rank?: number[]): number[] =>
    keys.map((_, i) => i).sort((a, b) => keys[b]! - keys[a]! || (rank ? rank[a]! - rank[b]! : a - b));
  // Keys with many exact ties, both zeros, negatives, subnormals and values that share high bits.
  const key = fc.oneof(
    fc.constantFrom(0, -0, 1, -1, 0.5, 1e-300, -1e-300, 5e-324, 1e300, 2 ** 53, 0.1 + 0.2, 0.3),
    fc.integer({ min: -3, max: 3 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
  );

  it("is the comparator sort's order, with and without a tie order, on both sides of the radix threshold (property)", () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 0, maxLength: 1200 }), fc.boolean(), fc.integer(), (keys, withRank, seed) => {
        let rank: number[] | undefined;
        if (withRank) {
          // A permutation from the seed (Fisher-Yates with a small LCG).
          const order = keys.map((_, i) => i);
          let x = seed >>> 0;
          for (let i = order.length - 1; i > 0; i--) {
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            const j = x % (i + 1);
            [order[i], order[j]] = [order[j]!, order[i]!];
          }
          rank = new Array<number>(keys.length);
          order.forEach((index, position) => (rank![index] = position));
        }
        expect(descendingOrder(keys, rank)).toEqual(bySort(keys, rank));
      }),
      { numRuns: 200 },
    );
  });

  it("keeps equal keys in tie order in a large field (10,000 items, 3 distinct stacks)", () => {
    const stacks = Array.from({ length: 10_000 }, (_, i) => [500, 2000, 1000][i % 3]!);
    const order = descendingOrder(stacks);
    // 3,333 items hold 2000 (i = 1, 4, ...), 3,333 hold 1000 (i = 2, 5, ...), 3,334 hold 500 (i = 0, 3, ...).
    expect(order.slice(0, 3)).toEqual([1, 4, 7]);
    expect(order[3332]).toBe(9997);
    expect(order.slice(3333, 3336)).toEqual([2, 5, 8]);
    expect(order.slice(6666, 6669)).toEqual([0, 3, 6]);
    expect(order[9999]).toBe(9999);
  });
});

describe("roundToUnit in a large field", () => {
  it("gives the leftover units to the first items of the tie order when remainders tie (1,000 equal values)", () => {
    // 1,000 values of 10.25 units of 4 (41 each) sum to 41,000; floors 10 units give 40,000 (10,000 units),
    // so the 250 leftover units (1,000 chips) go to the first 250 items of the tie order.
    const values = new Array<number>(1000).fill(41);
    const tieOrder = Array.from({ length: 1000 }, (_, i) => 999 - i);
    const r = roundToUnit(values, 41_000, { unit: 4, tieOrder });
    expect(r.amounts.reduce((a, b) => a + b, 0)).toBe(41_000);
    for (let i = 0; i < 1000; i++) expect(r.amounts[i]).toBe(i >= 750 ? 44 : 40);
  });
});

describe("roundRunsToUnit (payout basis points by runs of equal amounts)", () => {
  it("is roundToUnit of the expanded values, leftovers and float-noise ties included (property)", () => {
    // Runs of equal shares, as a ladder's tiers give them: each run's value is the share of an amount.
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 5000 }), count: fc.integer({ min: 1, max: 300 }) }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(1, 7, 100),
        fc.integer({ min: -3, max: 3 }),
        (runs, unit, skew) => {
          const pool = runs.reduce((s, r) => s + r.amount * r.count, 0);
          const total = Math.max(0, 10_000 + skew * unit);
          const values = runs.map((r) => (r.amount * total) / pool);
          const counts = runs.map((r) => r.count);
          const expanded = runs.flatMap((r, i) => new Array<number>(r.count).fill(values[i]!));
          expect(roundRunsToUnit(values, counts, total, unit)).toEqual(roundToUnit(expanded, total, { unit }).amounts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("hands the leftover units to the first places of the run with the largest remainder", () => {
    // 3 runs: 1 x 4000, 2 x 2000.25, 8 x 249.9375 basis points (sum 10,000): floors 4000 + 4000 + 1992
    // = 9,992, 8 left: the 0.9375 run takes 8 (all its places), nothing for the 0.25 run.
    expect(roundRunsToUnit([4000, 2000.25, 249.9375], [1, 2, 8], 10_000, 1)).toEqual([4000, 2000, 2000, ...new Array(8).fill(250)]);
    // One run of 3 x 3333.33: floors 9,999, the 1 left goes to the run's first place.
    expect(roundRunsToUnit([10_000 / 3], [3], 10_000, 1)).toEqual([3334, 3333, 3333]);
  });
});
