import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ICM_LIMITS, type IcmDealResult, prepareIcmDeal } from "../../src/engine/deal.ts";
import { EngineError } from "../../src/engine/errors.ts";
import { roundToUnit } from "../../src/engine/rounding.ts";
import { WORK_UNITS } from "../../src/engine/work.ts";
import { IcmDealBody } from "../../src/routes/calculations/icm-deal.ts";
import { dealInput, errorOf, expectSchemaRefuses, type IcmDealRequest, throughSchema } from "./helpers.ts";

const METHODS = ["icm", "chipChop", "equal", "blended"] as const;

function team(...stacks: number[]): IcmDealRequest["players"] {
  return stacks.map((stack, i) => ({ id: `p${i}`, stack }));
}

function run(request: IcmDealRequest): IcmDealResult {
  return prepareIcmDeal(dealInput(request))();
}

function engineErrorOf(request: IcmDealRequest): EngineError {
  return errorOf(() => run(request));
}

/** Reference chip chop, written as the contract words it: cap, redistribute among the others, repeat. */
function referenceChipChop(stacks: number[], deal: number[]): { values: number[]; capped: boolean[] } {
  const n = stacks.length;
  const pool = deal.reduce((a, b) => a + b, 0);
  const minimum = deal.length === n ? deal[n - 1]! : 0;
  const first = deal[0]!;
  const capped = new Array<boolean>(n).fill(false);
  for (;;) {
    const free = stacks.map((_, i) => i).filter((i) => !capped[i]);
    const chips = free.reduce((a, i) => a + stacks[i]!, 0);
    const rest = pool - n * minimum - capped.filter(Boolean).length * (first - minimum);
    const values = stacks.map((s, i) => (capped[i] ? first : minimum + (rest * s) / chips));
    const over = free.filter((i) => values[i]! > first * (1 + 1e-12));
    if (over.length === 0) return { values, capped };
    for (const i of over) capped[i] = true;
  }
}

describe("chip chop, equal split, blend", () => {
  it("guarantees the last payout when every player is paid", () => {
    const result = run({ players: team(50000, 30000, 20000), payouts: [5000, 3000, 2000] });
    // 2000 each, then 4000 by chips
    expect(result.players.map((p) => p.suggestions.chipChop)).toEqual([4000, 3200, 2800]);
  });

  it("guarantees nothing when fewer places than players are paid", () => {
    const result = run({ players: team(60, 30, 10), payouts: [80, 20] });
    expect(result.players.map((p) => p.suggestions.chipChop)).toEqual([60, 30, 10]);
  });

  it("caps at first prize and redistributes by chips among the others", () => {
    // min 5 each; 130 by chips gives the leader 122 > 100: capped, the other two split 35 -> 22.5 each.
    const result = run({ players: team(90, 5, 5), payouts: [100, 40, 5], rounding: { unit: 10 } });
    expect(result.players.map((p) => p.flags.chipChopCapped)).toEqual([true, false, false]);
    // Units of 10: 100, 20, 20 and a residue of 5 that would push the leader past first prize,
    // so it goes to the next largest stack (tie: the earlier player).
    expect(result.players.map((p) => p.suggestions.chipChop)).toEqual([100, 25, 20]);
    expect(result.reconciliation.chipChop).toEqual({ unrounded: 145, allocated: 145, residue: 5, residueAssignedTo: "p1" });
  });

  it("cascades the cap over several players", () => {
    // No minimum (3 paid of 4). 180 by chips: 81/81/9/9 caps both leaders at 80, the rest split 20.
    const result = run({ players: team(45, 45, 5, 5), payouts: [80, 60, 40] });
    expect(result.players.map((p) => p.suggestions.chipChop)).toEqual([80, 80, 10, 10]);
    expect(result.players.map((p) => p.flags.chipChopCapped)).toEqual([true, true, false, false]);
  });

  it("splits equally with ties to the larger stack, then the earlier player", () => {
    expect(run({ players: team(10, 20, 30), payouts: [100] }).players.map((p) => p.suggestions.equal)).toEqual([33, 33, 34]);
    expect(run({ players: team(10, 10, 10), payouts: [100] }).players.map((p) => p.suggestions.equal)).toEqual([34, 33, 33]);
  });

  it("blends ICM and chip chop by icmWeight", () => {
    const players = team(50000, 30000, 20000);
    const payouts = [5000, 3000, 2000];
    expect(run({ players, payouts, blend: { icmWeight: 1 } }).players.map((p) => p.suggestions.blended)).toEqual([3839, 3275, 2886]);
    expect(run({ players, payouts, blend: { icmWeight: 0 } }).players.map((p) => p.suggestions.blended)).toEqual([4000, 3200, 2800]);
    // 0.25 * (26875/7, 3275, 20200/7) + 0.75 * (4000, 3200, 2800) = 3959.82, 3218.75, 2821.43
    expect(run({ players, payouts, blend: { icmWeight: 0.25 } }).players.map((p) => p.suggestions.blended)).toEqual([3960, 3219, 2821]);
  });

  it("takes leaveForWinner off first prize, EV-neutral: ICM(P') + S * chipShare = ICM(P)", () => {
    const players = team(50000, 30000, 20000);
    const full = run({ players, payouts: [5000, 3000, 2000] });
    const kept = run({ players, payouts: [5000, 3000, 2000], leaveForWinner: 2000 });
    expect(kept.prizePool).toBe(10000);
    expect(kept.dealPool).toBe(8000);
    expect(kept.leaveForWinner).toBe(2000);
    kept.players.forEach((p, i) => {
      expect(Math.abs(p.icmEquity + 2000 * p.chipShare - full.players[i]!.icmEquity)).toBeLessThan(1e-9);
    });
    // The chip chop cap is the deal's first prize (3000), not 5000.
    for (const method of METHODS) {
      expect(kept.players.reduce((a, p) => a + p.suggestions[method], 0)).toBe(8000);
    }
  });
});

describe("largest-remainder rounding helper", () => {
  it("rounds to the unit and gives the residue to the preferred item", () => {
    // 1750 = 17 units of 100 + 50; three equal shares of 583.33 get 5 units, 2 left over by tie order.
    const r = roundToUnit([1750 / 3, 1750 / 3, 1750 / 3], 1750, { unit: 100, tieOrder: [2, 0, 1] });
    expect(r).toEqual({ amounts: [600, 500, 650], allocated: 1700, residue: 50, residueIndex: 2 });
  });

  it("keeps within the cap while the total allows it", () => {
    const r = roundToUnit([40, 260], 300, { unit: 100, cap: 260 });
    // The leftover unit would go to item 1 (remainder .6) but 300 > 260; it goes to item 0 instead.
    expect(r.amounts).toEqual([100, 200]);
    const forced = roundToUnit([150, 150], 300, { unit: 100, cap: 150 });
    expect(forced.amounts.reduce((a, b) => a + b, 0)).toBe(300);
  });
});

describe("validation", () => {
  const base: IcmDealRequest = { players: team(50, 30, 20), payouts: [70, 30] };

  it.each([
    [
      {
        ...base,
        players: [
          { id: "a", stack: 5 },
          { id: "a", stack: 6 },
        ],
      },
      "/players/1/id",
      "duplicate",
    ],
    [{ ...base, payouts: [30, 70] }, "/payouts/1", "out_of_order"],
    [{ ...base, payouts: [40, 30, 20, 10] }, "/payouts", "too_large"],
    [{ ...base, leaveForWinner: 41 }, "/leaveForWinner", "too_large"],
    [{ ...base, payouts: [70], leaveForWinner: 71 }, "/leaveForWinner", "too_large"],
  ])("rejects %j at %s", (request, path, code) => {
    const error = engineErrorOf(request);
    expect(error.code).toBe("validation_failed");
    expect(error.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it.each([
    [
      {
        ...base,
        players: [
          { id: "a", stack: 0 },
          { id: "b", stack: 1 },
        ],
      },
      "/players/0/stack",
      "too_small",
    ],
    [
      {
        ...base,
        players: [
          { id: "a", stack: 1.5 },
          { id: "b", stack: 1 },
        ],
      },
      "/players/0/stack",
      "not_integer",
    ],
    [
      {
        ...base,
        players: [
          { id: "", stack: 1 },
          { id: "b", stack: 1 },
        ],
      },
      "/players/0/id",
      "too_small",
    ],
    [{ ...base, players: [{ id: "a", stack: 1 }] }, "/players", "too_small"],
    [{ ...base, payouts: [] }, "/payouts", "too_small"],
    [{ ...base, payouts: [70, -1] }, "/payouts/1", "too_small"],
    [{ ...base, blend: { icmWeight: 1.5 } }, "/blend/icmWeight", "too_large"],
    [{ ...base, rounding: { unit: 0 } }, "/rounding/unit", "too_small"],
    [{ ...base, mode: "fast" }, "/mode", "invalid_value"],
    [{ ...base, monteCarlo: { seed: -1 } }, "/monteCarlo/seed", "too_small"],
    [{ ...base, monteCarlo: { samples: ICM_LIMITS.maxSamples + 1 } }, "/monteCarlo/samples", "too_large"],
  ])("the route's schema refuses %j at %s", (body, path, code) => {
    expectSchemaRefuses(IcmDealBody, body, path, code);
  });

  it("lists every failing field", () => {
    const error = engineErrorOf({
      players: [
        { id: "a", stack: 1 },
        { id: "a", stack: 1 },
      ],
      payouts: [1, 2],
    });
    expect(error.errors.map((e) => e.path).sort()).toEqual(["/payouts/1", "/players/1/id"]);
  });

  it("refuses exact mode over the budget and samples over the budget, and does so before computing", () => {
    const players = team(...Array.from({ length: 40 }, (_, i) => 100 + i));
    const payouts = Array.from({ length: 20 }, (_, i) => 100 - i);
    expect(engineErrorOf({ players, payouts, mode: "exact" }).code).toBe("compute_budget_exceeded");
    expect(engineErrorOf({ players, payouts, monteCarlo: { samples: ICM_LIMITS.maxSamples } }).errors[0]!.path).toBe("/monteCarlo/samples");
    const many = team(...Array.from({ length: 10_000 }, () => 5));
    expect(engineErrorOf({ players: many, payouts: Array.from({ length: 100 }, () => 1) }).errors[0]!.path).toBe("/payouts");
  });

  it("prices Monte Carlo by what it costs: 50,000 samples of 12 players / 9 paid fit (issue 18)", () => {
    const players = team(...Array.from({ length: 12 }, (_, i) => 1 + ((i * 7919) % 9973)));
    const payouts = Array.from({ length: 9 }, (_, j) => 93 - 10 * j);
    const prepared = prepareIcmDeal(dealInput({ players, payouts, mode: "monte_carlo", monteCarlo: { seed: 1, samples: 50_000 } }));
    expect(prepared.workUnits).toBeLessThanOrEqual(ICM_LIMITS.maxWorkUnits);
    const result = prepared();
    expect(result.monteCarlo!.samples).toBe(50_000);
    for (const p of result.players) expect(p.finishProbabilities.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-12);
  });

  it("prices exact ICM by what it costs: 18 players / 9 paid run exactly in auto, 20 / 9 (4x the sets) samples (issue 18)", () => {
    const field = (n: number) => team(...Array.from({ length: n }, (_, i) => Math.round(99999 * 0.995 ** i)));
    const payouts = Array.from({ length: 9 }, (_, j) => 100 - 10 * j);
    expect(run({ players: field(18), payouts }).method).toBe("exact");
    expect(run({ players: field(20), payouts }).method).toBe("monte_carlo");
    const refused = errorOf(() => run({ players: field(20), payouts, mode: "exact" }));
    expect(refused.code).toBe("compute_budget_exceeded");
    expect(refused.message).toContain(`${ICM_LIMITS.maxWorkUnits} units`);
  });

  it("prices a chip leader's redraws: a 60% leader costs more per sample than an even field", () => {
    const rest = Array.from({ length: 999 }, (_, i) => 1000 + ((i * 7919) % 9000));
    const sum = rest.reduce((a, b) => a + b, 0);
    const payouts = Array.from({ length: 10 }, (_, j) => 100 - j);
    const perSample = (players: IcmDealRequest["players"]): number => {
      const units = (samples: number) =>
        prepareIcmDeal(dealInput({ players, payouts, mode: "monte_carlo", monteCarlo: { seed: 1, samples } })).workUnits;
      return (units(10_000) - units(5_000)) / 5_000;
    };
    // After the leader is placed only 40% of the chips are left: 2.5 alias draws a place.
    expect(perSample(team(Math.round(1.5 * sum), ...rest))).toBeGreaterThan(1.5 * perSample(team(1000, ...rest)));
  });
});

/** A valid deal request from drawn stacks and non-increasing payouts (leaveForWinner as a share of the first gap). */
function dealRequest(
  stacks: number[],
  paid: number[],
  draw: { leaveShare: number; unit: number; icmWeight: number; monteCarlo: { seed: number; samples: number } | null },
): IcmDealRequest {
  const gap = paid.length > 1 ? paid[0]! - paid[1]! : paid[0]!;
  const request: IcmDealRequest = {
    players: team(...stacks),
    payouts: paid,
    leaveForWinner: Math.floor(gap * draw.leaveShare),
    blend: { icmWeight: draw.icmWeight },
    rounding: { unit: draw.unit },
  };
  if (draw.monteCarlo) {
    request.mode = "monte_carlo";
    request.monteCarlo = draw.monteCarlo;
  }
  return request;
}

/** Arbitrary valid request with a small field (exact) or, sometimes, a few Monte Carlo samples. */
const validRequest = fc
  .record({
    stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 10_000_000 })), { minLength: 2, maxLength: 7 }),
    payouts: fc.array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1_000_000_000 })), { minLength: 1, maxLength: 7 }),
    leaveShare: fc.double({ min: 0, max: 1, noNaN: true }),
    unit: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 100_000 })),
    icmWeight: fc.double({ min: 0, max: 1, noNaN: true }),
    monteCarlo: fc.option(fc.record({ seed: fc.nat(), samples: fc.integer({ min: 1, max: 300 }) })),
  })
  .map(({ stacks, payouts, ...rest }) =>
    dealRequest(
      stacks,
      payouts.slice(0, stacks.length).sort((a, b) => b - a),
      rest,
    ),
  );

describe("invariants for arbitrary valid input (property)", () => {
  it("sums exactly, rounds to the unit, caps the chop, keeps probabilities in [0, 1]", () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const result = run(request);
        const unit = request.rounding!.unit!;
        const n = request.players.length;
        const places = request.payouts.length;
        const deal = request.payouts.slice();
        deal[0] = deal[0]! - request.leaveForWinner!;
        const dealPool = deal.reduce((a, b) => a + b, 0);
        const first = deal[0]!;
        const chips = request.players.reduce((a, p) => a + p.stack, 0);
        expect(result.dealPool).toBe(dealPool);
        expect(result.prizePool).toBe(dealPool + request.leaveForWinner!);

        const chop = referenceChipChop(
          request.players.map((p) => p.stack),
          deal,
        );
        const w = request.blend!.icmWeight!;
        const unrounded = {
          icm: result.players.map((p) => p.icmEquity),
          chipChop: chop.values,
          equal: result.players.map(() => dealPool / n),
          blended: result.players.map((p, i) => w * p.icmEquity + (1 - w) * chop.values[i]!),
        };
        expect(result.players.map((p) => p.flags.chipChopCapped)).toEqual(chop.capped);
        chop.values.forEach((v) => expect(v).toBeLessThanOrEqual(first * (1 + 1e-12)));
        if (deal.length === n) chop.values.forEach((v) => expect(v).toBeGreaterThanOrEqual(deal[n - 1]! * (1 - 1e-12)));

        for (const method of METHODS) {
          const amounts = result.players.map((p) => p.suggestions[method]);
          const rec = result.reconciliation[method];
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(dealPool);
          expect(rec.residue).toBe(dealPool % unit);
          expect(rec.allocated).toBe(dealPool); // what the players get, residue included (issue 9, finding 8)
          expect(Math.abs(rec.unrounded - dealPool)).toBeLessThanOrEqual(1e-6 * Math.max(1, dealPool));
          const recipient = result.players.findIndex((p) => p.id === rec.residueAssignedTo);
          expect(recipient >= 0).toBe(rec.residue > 0);
          amounts.forEach((amount, i) => {
            const own = i === recipient ? amount - rec.residue : amount;
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
            expect(own % unit).toBe(0);
            // Largest remainder: within one unit of the unrounded value.
            expect(Math.abs(own - unrounded[method][i]!)).toBeLessThan(unit + 1e-6 * Math.max(1, dealPool));
            if (unit === 1) expect(amount).toBeLessThanOrEqual(first);
          });
        }

        result.players.forEach((p) => {
          expect(p.finishProbabilities).toHaveLength(places);
          p.finishProbabilities.forEach((q) => expect(q >= 0 && q <= 1).toBe(true));
          expect(p.finishProbabilities.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
          expect(p.chipShare).toBe(p.stack / chips);
        });
        for (let j = 0; j < places; j++) {
          const column = result.players.reduce((a, p) => a + p.finishProbabilities[j]!, 0);
          expect(Math.abs(column - 1)).toBeLessThanOrEqual(1e-9);
        }
        if (result.method === "exact") {
          result.players.forEach((p) => expect(p.finishProbabilities[0]).toBe(p.chipShare));
          expect(result.monteCarlo).toBeNull();
        } else {
          expect(result.monteCarlo!.standardError).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("leaveForWinner is EV-neutral for every player: ICM(P') + S * chipShare = ICM(P)", () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const exactRequest = { ...request, mode: "exact" as const, monteCarlo: undefined };
        const kept = run(exactRequest);
        const full = run({ ...exactRequest, leaveForWinner: 0 });
        const s = request.leaveForWinner!;
        const pool = full.prizePool;
        kept.players.forEach((p, i) => {
          expect(Math.abs(p.icmEquity + s * p.chipShare - full.players[i]!.icmEquity)).toBeLessThanOrEqual(1e-9 * Math.max(1, pool));
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe("malformed input is always an EngineError validation_failed (property)", () => {
  const mutations: Array<[string, (r: IcmDealRequest) => IcmDealRequest]> = [
    ["duplicate id", (r) => ({ ...r, players: [...r.players, { ...r.players[0]! }] })],
    [
      "increasing payouts",
      (r) => ({
        ...r,
        payouts: [...r.payouts.slice(0, r.players.length - 1).map((p) => p + 1), r.payouts[0]! + 5].slice(
          -Math.max(2, Math.min(r.payouts.length, r.players.length)),
        ),
      }),
    ],
    ["too many payouts", (r) => ({ ...r, payouts: [...r.payouts, ...r.players.map(() => 0)] })],
    ["leave over gap", (r) => ({ ...r, leaveForWinner: (r.payouts.length > 1 ? r.payouts[0]! - r.payouts[1]! : r.payouts[0]!) + 1 })],
  ];

  it("for semantic violations", () => {
    fc.assert(
      fc.property(validRequest, fc.integer({ min: 0, max: mutations.length - 1 }), (request, m) => {
        const mutated = mutations[m]![1](request);
        const error = engineErrorOf(mutated);
        expect(error.code).toBe("validation_failed");
        expect(error.errors.length).toBeGreaterThan(0);
        error.errors.forEach((e) => expect(e.path).toMatch(/^(\/[A-Za-z0-9]+)+$|^$/));
      }),
      { numRuns: 200 },
    );
  });

  it("for arbitrary junk: refused by the schema, or a result or an EngineError, never another exception", () => {
    const junk = fc.record(
      {
        players: fc.oneof(
          fc.anything(),
          fc.array(
            fc.record(
              { id: fc.oneof(fc.string(), fc.anything()), stack: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.anything()) },
              { requiredKeys: [] },
            ),
            { maxLength: 6 },
          ),
        ),
        payouts: fc.oneof(fc.anything(), fc.array(fc.oneof(fc.integer({ min: -3, max: 100 }), fc.double(), fc.anything()), { maxLength: 6 })),
        leaveForWinner: fc.anything(),
        blend: fc.oneof(fc.anything(), fc.record({ icmWeight: fc.anything() })),
        rounding: fc.oneof(fc.anything(), fc.record({ unit: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.anything()) })),
        mode: fc.oneof(fc.constantFrom("auto", "exact", "monte_carlo"), fc.anything()),
        monteCarlo: fc.oneof(
          fc.anything(),
          fc.record({ seed: fc.anything(), samples: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.anything()) }, { requiredKeys: [] }),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(junk, fc.anything()), (request) =>
        throughSchema(IcmDealBody, request, (body) => {
          try {
            expect(prepareIcmDeal(body)().object).toBe("icm_deal");
          } catch (error) {
            expect(error).toBeInstanceOf(EngineError);
            expect((error as EngineError).code).toBe("validation_failed");
            throw error;
          }
        }),
      ),
      { numRuns: 1000 },
    );
  });
});

/** Exact rational Malmuth-Harville equities (BigInt), by enumerating the finishing orders of the paid places. */
function rationalIcm(stacks: number[], deal: number[]): Array<{ num: bigint; den: bigint }> {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
  const add = (x: { num: bigint; den: bigint }, num: bigint, den: bigint) => {
    const n = x.num * den + num * x.den;
    const d = x.den * den;
    const g = gcd(n, d) || 1n;
    return { num: n / g, den: d / g };
  };
  const equities = stacks.map(() => ({ num: 0n, den: 1n }));
  const total = BigInt(stacks.reduce((a, b) => a + b, 0));
  const used = stacks.map(() => false);
  const walk = (place: number, num: bigint, den: bigint, remaining: bigint): void => {
    if (place === deal.length) return;
    stacks.forEach((s, i) => {
      if (used[i]) return;
      const n = num * BigInt(s);
      const d = den * remaining;
      equities[i] = add(equities[i]!, n * BigInt(deal[place]!), d);
      used[i] = true;
      walk(place + 1, n, d, remaining - BigInt(s));
      used[i] = false;
    });
  };
  walk(0, 1n, 1n, total);
  return equities;
}

/** Largest remainder in exact arithmetic, ties to the larger stack then the earlier player (no cap, no residue). */
function rationalRound(values: Array<{ num: bigint; den: bigint }>, total: number, stacks: number[]): number[] {
  const floors = values.map((v) => v.num / v.den);
  const remainders = values.map((v) => ({ num: v.num % v.den, den: v.den }));
  let left = BigInt(total) - floors.reduce((a, b) => a + b, 0n);
  const order = values
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = remainders[a]!;
      const rb = remainders[b]!;
      const diff = rb.num * ra.den - ra.num * rb.den;
      return diff !== 0n ? (diff > 0n ? 1 : -1) : stacks[b]! - stacks[a]! || a - b;
    });
  const out = floors.slice();
  for (const i of order) if (left-- > 0n) out[i] = out[i]! + 1n;
  return out.map(Number);
}

describe("equal stacks tie by the stated order, not float noise", () => {
  it("gives the spare unit to the earlier of two equal stacks (stacks 3, 4, 9, 4; payouts 867132, 835193)", () => {
    const stacks = [3, 4, 9, 4];
    const payouts = [867132, 835193];
    const exact = rationalIcm(stacks, payouts);
    // p1 and p3 are the same fraction; floors leave 2 units: p2 (.975) and then the p1/p3 tie (.3954...) -> p1.
    expect(exact[1]).toEqual(exact[3]);
    const expected = rationalRound(exact, 1702325, stacks);
    expect(expected).toEqual([295210, 381332, 644452, 381331]);
    const result = run({ players: team(...stacks), payouts });
    expect(result.players.map((p) => p.suggestions.icm)).toEqual(expected);
    expect(result.players[1]!.icmEquity).toBe(result.players[3]!.icmEquity);
    expect(result.players[1]!.finishProbabilities).toEqual(result.players[3]!.finishProbabilities);
  });

  it("rounding ties remainders that differ only by float noise, also for large amounts", () => {
    // Two remainders of .5 one ulp apart at 1e8: a tie, so tieOrder decides (index 0, then index 1).
    const a = 100_000_000.5;
    const b = a + 2 ** -26; // the next double above a
    expect(b).toBeGreaterThan(a);
    const total = 300_000_000;
    const c = 99_999_999; // a + b + c = 3e8 + ulp: floors leave exactly one unit
    expect(roundToUnit([a, b, c], total, { unit: 1 }).amounts).toEqual([100_000_001, 100_000_000, 99_999_999]);
    expect(roundToUnit([a, b, c], total, { unit: 1, tieOrder: [1, 0, 2] }).amounts).toEqual([100_000_000, 100_000_001, 99_999_999]);
    // The values the deal engine produced for p1/p3 before the fix: a tie, so the earlier item wins.
    const near = roundToUnit([381331.39545454545, 381331.3954545455], 762663, { unit: 1 });
    expect(near.amounts).toEqual([381332, 381331]);
    // A genuine difference well above float noise still decides.
    expect(roundToUnit([10.4, 10.6], 22, { unit: 1 }).amounts).toEqual([11, 11]);
    expect(roundToUnit([10.4, 11.6], 22, { unit: 1 }).amounts).toEqual([10, 12]);
  });

  const duplicated = fc
    .record({
      distinct: fc.array(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10_000_000 })), { minLength: 1, maxLength: 4 }),
      picks: fc.array(fc.nat(), { minLength: 2, maxLength: 7 }),
      payouts: fc.array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1_000_000_000 })), { minLength: 1, maxLength: 7 }),
      leaveShare: fc.double({ min: 0, max: 1, noNaN: true }),
      unit: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 100_000 })),
      icmWeight: fc.double({ min: 0, max: 1, noNaN: true }),
      monteCarlo: fc.option(fc.record({ seed: fc.nat(), samples: fc.integer({ min: 1, max: 300 }) }), { freq: 4 }),
    })
    .map(({ distinct, picks, payouts, leaveShare, unit, icmWeight, monteCarlo }) => {
      // Every stack is drawn from a short list, so duplicates are the rule.
      const stacks = picks.map((k) => distinct[k % distinct.length]!);
      let paid = payouts.slice(0, stacks.length).sort((a, b) => b - a);
      const sum = paid.reduce((a, b) => a + b, 0);
      if (sum > 1_000_000_000) paid = paid.map((p) => Math.floor((p * 1_000_000_000) / sum)); // pool <= 1e9
      return dealRequest(stacks, paid, { leaveShare, unit, icmWeight, monteCarlo });
    });

  it("equal stacks get equal equities, and suggestions differing by at most one unit, to the earlier player (property)", () => {
    fc.assert(
      fc.property(duplicated, (request) => {
        const result = run(request);
        const unit = request.rounding!.unit!;
        const players = result.players;
        for (let i = 0; i < players.length; i++) {
          for (let j = i + 1; j < players.length; j++) {
            if (players[i]!.stack !== players[j]!.stack) continue;
            expect(players[i]!.icmEquity).toBe(players[j]!.icmEquity);
            expect(players[i]!.finishProbabilities).toEqual(players[j]!.finishProbabilities);
            for (const method of METHODS) {
              // Before the residue (total mod unit, given whole to one player) the two differ by the
              // one tie-broken unit at most, held by the earlier player; the residue never reverses that.
              const rec = result.reconciliation[method];
              const own = (k: number) => players[k]!.suggestions[method] - (players[k]!.id === rec.residueAssignedTo ? rec.residue : 0);
              expect([0, unit]).toContain(own(i) - own(j));
              expect(players[i]!.suggestions[method]).toBeGreaterThanOrEqual(players[j]!.suggestions[method]);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

/**
 * Brute force: is there an allocation with every amount a multiple of the unit within one unit of its
 * value, summing to the total, the residue (total mod unit) on top of one of them, and every final amount
 * within the cap? Small cases only.
 */
function capFeasible(values: number[], total: number, unit: number, cap: number): boolean {
  const quota = Math.floor(total / unit);
  const residue = total - quota * unit;
  const slack = 1e-9 * Math.max(1, total);
  const choices = values.map((v) => {
    const out: number[] = [];
    for (let u = Math.max(0, Math.floor(v / unit) - 2); u <= Math.ceil(v / unit) + 2; u++) {
      if (Math.abs(u * unit - v) <= unit + slack && u * unit <= cap) out.push(u);
    }
    return out;
  });
  const pick: number[] = [];
  const search = (i: number, sum: number): boolean => {
    if (i === values.length) {
      return sum === quota && (residue === 0 || pick.some((u) => u * unit + residue <= cap));
    }
    for (const u of choices[i]!) {
      pick.push(u);
      const found = search(i + 1, sum + u);
      pick.pop();
      if (found) return true;
    }
    return false;
  };
  return search(0, 0);
}

describe("first prize caps every suggestion whenever the rounding rules allow it", () => {
  it("holds for arbitrary small deals (property, brute force over all allocations)", () => {
    const small = fc
      .record({
        stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 100_000 })), { minLength: 2, maxLength: 6 }),
        payouts: fc.array(fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 100_000 })), { minLength: 1, maxLength: 6 }),
        leaveShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
        unit: fc.integer({ min: 1, max: 12 }),
        icmWeight: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ stacks, payouts, leaveShare, unit, icmWeight }) => {
        const paid = payouts.slice(0, stacks.length).sort((a, b) => b - a);
        if (paid[0] === 0) paid[0] = 1;
        const gap = paid.length > 1 ? paid[0]! - paid[1]! : paid[0]!;
        return { players: team(...stacks), payouts: paid, leaveForWinner: Math.floor(gap * leaveShare), blend: { icmWeight }, rounding: { unit } };
      });
    fc.assert(
      fc.property(small, (request) => {
        const result = run(request);
        const unit = request.rounding.unit;
        const first = request.payouts[0]! - request.leaveForWinner;
        const chop = referenceChipChop(
          request.players.map((p) => p.stack),
          [first, ...request.payouts.slice(1)],
        );
        const w = request.blend.icmWeight;
        const n = request.players.length;
        const unrounded = {
          icm: result.players.map((p) => p.icmEquity),
          chipChop: chop.values,
          equal: result.players.map(() => result.dealPool / n),
          blended: result.players.map((p, i) => w * p.icmEquity + (1 - w) * chop.values[i]!),
        };
        for (const method of METHODS) {
          const amounts = result.players.map((p) => p.suggestions[method]);
          if (capFeasible(unrounded[method], result.dealPool, unit, first)) {
            amounts.forEach((amount) => expect(amount).toBeLessThanOrEqual(first));
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("holds for the rounding helper on arbitrary values (property)", () => {
    const input = fc
      .record({
        weights: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        total: fc.integer({ min: 0, max: 300 }),
        unit: fc.integer({ min: 1, max: 15 }),
        // The callers' values never exceed the cap by a whole unit (chip chop is capped, ICM is below first prize).
        capSlack: fc.integer({ min: 0, max: 20 }),
      })
      .filter(({ weights }) => weights.reduce((a, b) => a + b, 0) > 0);
    fc.assert(
      fc.property(input, ({ weights, total, unit, capSlack }) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        // roundToUnit documents that a value within 1e-9 + 1e-12 * |value| units of a whole unit is that
        // unit (float noise); the reference reads the values the same way, so only the cap rule is tested.
        const values = weights.map((x) => {
          const v = (x / sum) * total;
          const whole = Math.round(v / unit);
          return Math.abs(v / unit - whole) <= 1e-9 + 1e-12 * Math.abs(v / unit) ? whole * unit : v;
        });
        const cap = Math.floor(Math.max(...values) + 1e-9) + capSlack; // 1e-9: a value 2 - 1 ulp is 2
        const r = roundToUnit(values, total, { unit, cap });
        expect(r.amounts.reduce((a, b) => a + b, 0)).toBe(total);
        if (capFeasible(values, total, unit, cap)) r.amounts.forEach((amount) => expect(amount).toBeLessThanOrEqual(cap));
      }),
      // The example: one value is float noise away from 0, the other from 270 (found by a CI run).
      { numRuns: 3000, examples: [[{ weights: [5.349378352879423e-152, 1.444315394903035e-140], total: 270, unit: 1, capSlack: 0 }]] },
    );
  });

  it.each([
    // chip chop 99997 x3 (9999.7 units), 28.65, 2768.62, 13.73: three capped amounts lose 0.7 units each,
    // the others can absorb at most 1 + 1 + 1, 4 units left: one must pass the cap (p0: largest stack of the .7 tie).
    ["chip chop", [99996, 10, 56280, 1479, 2, 73755], [99997, 94013, 85421, 23341, 20, 10], 0, 10, "chipChop", [100000, 30, 99990, 2770, 20, 99992]],
    // ICM 18.15, 18.84, 3.005 with unit 5 and first prize 19: within the cap both leaders get 15, so p2 would
    // need 10, 6.99 from its value; within one unit forces 20 to p1 (largest remainder .768).
    ["ICM", [17335, 91865, 6], [19106, 18, 3], 19087, 5, "icm", [15, 20, 5]],
    // Chip chop 5.36, 17.64, 19 with unit 7 and first prize 20: 14, 14, 14 would move p0 8.64 > 7.
    ["chip chop", [1, 10, 11], [20, 18, 4], 0, 7, "chipChop", [7, 14, 21]],
  ] as const)("keeps within one unit where the cap truly conflicts (%s %j)", (_, stacks, payouts, leave, unit, method, expected) => {
    const result = run({ players: team(...stacks), payouts: [...payouts], leaveForWinner: leave, rounding: { unit } });
    const first = payouts[0] - leave;
    const chop = referenceChipChop([...stacks], [first, ...payouts.slice(1)]);
    const values = method === "icm" ? result.players.map((p) => p.icmEquity) : chop.values;
    expect(capFeasible(values, result.dealPool, unit, first)).toBe(false); // no allocation fits the cap
    expect(result.players.map((p) => p.suggestions[method])).toEqual(expected);
  });
});

describe("ICM deal: the largest fields within the work budget (issue 18 part 4)", () => {
  it("10,000 players with 1 paid place fit the budget and are answered; more paid places are priced and refused", () => {
    const players = Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, stack: 1 + ((i * 7919) % 9973) }));
    const run = prepareIcmDeal(dealInput({ players, payouts: [100], monteCarlo: { seed: 3, samples: 2000 } }));
    expect(run.workUnits).toBeLessThanOrEqual(WORK_UNITS.max);
    const result = run();
    expect(result.players).toHaveLength(10_000);
    for (const method of METHODS) expect(result.players.reduce((s, p) => s + p.suggestions[method], 0)).toBe(100);
    // Each finishing cell is priced: 5 paid places of 10,000 players do not fit even one sample.
    const five = errorOf(() => prepareIcmDeal(dealInput({ players, payouts: [50, 30, 20, 10, 5], monteCarlo: { seed: 3, samples: 1 } })));
    expect(five.code).toBe("compute_budget_exceeded");
    // Each player is priced: half the field costs less than the whole one.
    const half = prepareIcmDeal(dealInput({ players: players.slice(0, 5000), payouts: [100], monteCarlo: { seed: 3, samples: 2000 } }));
    expect(run.workUnits).toBeGreaterThan(1.8 * half.workUnits);
  });
});
