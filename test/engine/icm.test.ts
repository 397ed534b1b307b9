import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareIcmDeal } from "../../src/engine/deal.ts";
import { exactFinishProbabilities, exactStateSteps, sampleFinishCounts } from "../../src/engine/icm.ts";
import { dealInput, type IcmDealRequest } from "./helpers.ts";

const deal = (request: IcmDealRequest) => prepareIcmDeal(dealInput(request));

/** Reference: enumerate every finishing order and multiply the Malmuth-Harville step probabilities. */
function bruteForce(stacks: number[], places: number): number[][] {
  const n = stacks.length;
  const result = stacks.map(() => new Array<number>(places).fill(0));
  const order: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const total = stacks.reduce((a, b) => a + b, 0);
  const walk = (probability: number, remaining: number): void => {
    if (order.length === n) {
      order.slice(0, places).forEach((player, place) => (result[player]![place]! += probability));
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      order.push(i);
      walk((probability * stacks[i]!) / remaining, remaining - stacks[i]!);
      order.pop();
      used[i] = false;
    }
  };
  walk(1, total);
  return result;
}

function closeRel(actual: number, expected: number, tolerance = 1e-9): boolean {
  return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
}

function rows(flat: Float64Array, places: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < flat.length / places; i++) out.push(Array.from(flat.subarray(i * places, (i + 1) * places)));
  return out;
}

describe("exact Malmuth-Harville", () => {
  it("matches the Wikipedia worked example (50/30/20 chips, 70/30 payouts) as exact fractions", () => {
    // By hand: P2(A) = .3*50/70 + .2*50/80 = 19/56, so E(A) = 70/2 + 30*19/56 = 1265/28;
    // P2(B) = .5*30/50 + .2*30/80 = 3/8, E(B) = 21 + 90/8 = 129/4; E(C) = 14 + 30*(2/5 - 0.2 + 3/35) = 158/7.
    const result = deal({
      players: [
        { id: "a", stack: 50 },
        { id: "b", stack: 30 },
        { id: "c", stack: 20 },
      ],
      payouts: [70, 30],
    })();
    const equities = result.players.map((p) => p.icmEquity);
    expect(closeRel(equities[0]!, 1265 / 28)).toBe(true);
    expect(closeRel(equities[1]!, 129 / 4)).toBe(true);
    expect(closeRel(equities[2]!, 158 / 7)).toBe(true);
    expect(equities.map((e) => e.toFixed(4))).toEqual(["45.1786", "32.2500", "22.5714"]);
    expect(result.method).toBe("exact");
    expect(result.monteCarlo).toBeNull();
  });

  it("matches the contract example (5000/3000/2000)", () => {
    const result = deal({
      players: [
        { id: "alice", stack: 50000 },
        { id: "bob", stack: 30000 },
        { id: "cara", stack: 20000 },
      ],
      payouts: [5000, 3000, 2000],
    })();
    const alice = result.players[0]!;
    // 2500 + 3000 * 19/56 + 2000 * 9/56 = 26875/7
    expect(closeRel(alice.icmEquity, 26875 / 7)).toBe(true);
    expect(closeRel(alice.finishProbabilities[1]!, 19 / 56)).toBe(true);
    expect(closeRel(alice.finishProbabilities[2]!, 9 / 56)).toBe(true);
    expect(alice.suggestions).toEqual({ icm: 3839, chipChop: 4000, equal: 3334, blended: 3920 });
  });

  it("agrees with brute-force enumeration for every n <= 8 and every paid count", () => {
    const stacks = [1200, 85, 4000, 4000, 310, 1, 777, 2500];
    for (let n = 2; n <= 8; n++) {
      const s = stacks.slice(0, n);
      const reference = bruteForce(s, n);
      for (let places = 1; places <= n; places++) {
        const exact = rows(exactFinishProbabilities(s, places), places);
        exact.forEach((row, i) => row.forEach((p, j) => expect(closeRel(p, reference[i]![j]!)).toBe(true)));
      }
    }
  });

  it("agrees with brute force for arbitrary stacks (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 7 }), fc.nat(), (stacks, pick) => {
        const places = 1 + (pick % stacks.length);
        const reference = bruteForce(stacks, places);
        const exact = rows(exactFinishProbabilities(stacks, places), places);
        return exact.every((row, i) => row.every((p, j) => closeRel(p, reference[i]![j]!)));
      }),
      { numRuns: 150 },
    );
  });

  it("is doubly stochastic when every place pays, and the winner column is the chip share", () => {
    const stacks = [13, 1, 999, 250, 250, 4000, 77, 5, 640, 31];
    const total = stacks.reduce((a, b) => a + b, 0);
    const n = stacks.length;
    const matrix = rows(exactFinishProbabilities(stacks, n), n);
    for (let i = 0; i < n; i++) {
      expect(
        closeRel(
          matrix[i]!.reduce((a, b) => a + b, 0),
          1,
          1e-12,
        ),
      ).toBe(true);
      expect(matrix[i]![0]).toBe(stacks[i]! / total);
    }
    for (let j = 0; j < n; j++) {
      expect(
        closeRel(
          matrix.reduce((a, row) => a + row[j]!, 0),
          1,
          1e-12,
        ),
      ).toBe(true);
    }
  });

  it("gives equal stacks bit-identical rows (exchangeable players), still matching brute force (property)", () => {
    // Before: stacks 3, 4, 9, 4 gave players 1 and 3 second-place probabilities one ulp apart.
    const regression = rows(exactFinishProbabilities([3, 4, 9, 4], 2), 2);
    expect(regression[1]).toEqual(regression[3]);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 1_000_000 })), { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 8 }),
        (distinct, picks, paid) => {
          const stacks = picks.map((k) => distinct[k % distinct.length]!);
          const places = Math.min(paid, stacks.length);
          const exact = rows(exactFinishProbabilities(stacks, places), places);
          const brute = bruteForce(stacks, places);
          const total = stacks.reduce((a, b) => a + b, 0);
          stacks.forEach((s, i) => {
            expect(exact[i]![0]).toBe(s / total);
            exact[i]!.forEach((p, j) => expect(closeRel(p, brute[i]![j]!, 1e-9)).toBe(true));
            stacks.forEach((t, k) => {
              if (t === s) expect(exact[k]).toEqual(exact[i]);
            });
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("states the work bound W(n, K) = sum_{k<K} C(n,k)(n-k)", () => {
    expect(exactStateSteps(10, 3)).toBe(10 + 10 * 9 + 45 * 8);
    expect(exactStateSteps(20, 20)).toBe(20 * 2 ** 19); // sum_k C(n,k)(n-k) = n 2^(n-1)
    expect(exactStateSteps(10_000, 50, 1e8)).toBeGreaterThan(1e8); // stops early, stays finite
  });
});

describe("Monte Carlo finishing orders", () => {
  const players = [5000, 3000, 2500, 1500, 1000, 700].map((stack, i) => ({ id: `p${i}`, stack }));
  const payouts = [500, 300, 200];

  it("is byte-identical for one seed and differs for another", () => {
    const request = { players, payouts, mode: "monte_carlo" as const, monteCarlo: { seed: 42, samples: 20_000 } };
    const a = JSON.stringify(deal(request)());
    const b = JSON.stringify(deal(request)());
    const c = JSON.stringify(deal({ ...request, monteCarlo: { seed: 43, samples: 20_000 } })());
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("lands within 4 standard errors of the exact result", () => {
    const mc = deal({ players, payouts, mode: "monte_carlo", monteCarlo: { seed: 7, samples: 100_000 } })();
    const exact = deal({ players, payouts, mode: "exact" })();
    expect(mc.method).toBe("monte_carlo");
    expect(mc.monteCarlo!.samples).toBe(100_000);
    const se = mc.monteCarlo!.standardError;
    expect(se).toBeGreaterThan(0);
    // Independent check of the reported standard error: sd of the prize / sqrt(samples) from the exact law.
    let largest = 0;
    exact.players.forEach((p, i) => {
      const mean = p.icmEquity;
      const square = p.finishProbabilities.reduce((a, q, j) => a + q * payouts[j]! ** 2, 0);
      largest = Math.max(largest, Math.sqrt((square - mean * mean) / 100_000));
      expect(Math.abs(mc.players[i]!.icmEquity - mean)).toBeLessThanOrEqual(4 * se);
      p.finishProbabilities.forEach((q, j) => {
        const sd = Math.sqrt((q * (1 - q)) / 100_000);
        expect(Math.abs(mc.players[i]!.finishProbabilities[j]! - q)).toBeLessThanOrEqual(4 * sd);
      });
    });
    expect(se / largest).toBeGreaterThan(0.97);
    expect(se / largest).toBeLessThan(1.03);
  });

  it("samples exactly the model: counts match brute force on a skewed field", () => {
    const stacks = [1, 2, 4, 8, 16, 1000];
    const samples = 100_000;
    const counts = rows(sampleFinishCounts(stacks, 6, samples, 3), 6);
    const reference = bruteForce(stacks, 6);
    counts.forEach((row, i) => {
      expect(row.reduce((a, b) => a + b, 0)).toBe(samples); // every sample ranks every player once
      row.forEach((c, j) => {
        const q = reference[i]![j]!;
        expect(Math.abs(c / samples - q)).toBeLessThanOrEqual(4 * Math.sqrt((q * (1 - q)) / samples) + 1e-12);
      });
    });
  });

  it("samples exactly the model on a wide field (alias draws) against the exact DP", () => {
    const stacks = Array.from({ length: 300 }, (_, i) => 1 + ((i * 7919) % 2000) * (i % 17 === 0 ? 40 : 1));
    const places = 3;
    const samples = 100_000;
    const exact = exactFinishProbabilities(stacks, places);
    const counts = sampleFinishCounts(stacks, places, samples, 11);
    let worst = 0;
    exact.forEach((q, c) => {
      const sd = Math.sqrt((q * (1 - q)) / samples);
      worst = Math.max(worst, Math.abs(counts[c]! / samples - q) / Math.max(sd, 1e-12));
    });
    expect(worst).toBeLessThan(5); // 900 cells: the largest of ~900 normal deviates stays below 5 sd
  });

  it("moves to Monte Carlo in auto mode above the exact budget, with a default sample count", () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: `p${i}`, stack: 1000 + ((i * 7919) % 5000) }));
    const result = deal({ players: many, payouts: [400, 250, 150, 100, 50, 25, 25], monteCarlo: { seed: 1 } })();
    expect(result.method).toBe("monte_carlo");
    expect(result.monteCarlo!.samples).toBeGreaterThan(1000);
    for (const key of ["icm", "chipChop", "equal", "blended"] as const) {
      expect(result.players.reduce((a, p) => a + p.suggestions[key], 0)).toBe(1000);
    }
    for (let j = 0; j < 7; j++) {
      expect(
        closeRel(
          result.players.reduce((a, p) => a + p.finishProbabilities[j]!, 0),
          1,
          1e-12,
        ),
      ).toBe(true);
    }
  });
});
