/**
 * Final-table deals, pure (src/engine/tournament/deals.ts): properties over random final tables and prizes,
 * checked against independent arithmetic (exact fractions in BigInt), and hand-worked answers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerDeal,
  type Deal,
  type DealMethod,
  endByDeal,
  expireDeal,
  prizesWithDeal,
  proposeDeal,
  voidIfBusted,
} from "../../src/engine/tournament/deals.ts";
import type { DirectorState } from "../../src/engine/tournament/types.ts";

/** A tournament down to one table of `stacks` (seat i + 1 holds entry e<i>), `busted` entries out before it. */
function finalTableState(stacks: readonly number[], busted = 0, extra: Partial<DirectorState> = {}): DirectorState {
  return {
    rules: { tableSize: 9, placesPaid: stacks.length },
    tables: [
      {
        tableId: "t1",
        seats: stacks.map((chips, i) => ({ entryId: `e${i}`, seatNumber: i + 1, chips })),
        lastBigBlind: 1,
        lastButton: null,
        waiting: false,
        handsReported: 12,
      },
      { tableId: "t2", seats: [], lastBigBlind: 2, lastButton: 1, waiting: false, handsReported: 7 },
    ],
    remaining: stacks.length,
    placements: Array.from({ length: busted }, (_, k) => ({ entryId: `b${k}`, place: stacks.length + busted - k, tiedWith: [] })),
    handForHand: false,
    roundBusts: [],
    roundReported: [],
    lastDirectives: {},
    ...extra,
  };
}

const propose = (core: DirectorState, perPlace: number[], method: DealMethod, leaveForWinner = 0, previous: Deal | null = null) =>
  proposeDeal(core, perPlace, previous, { dealId: "deal_1", method, leaveForWinner, now: 1_000, answerMs: 120_000 });

function proposed(core: DirectorState, perPlace: number[], method: DealMethod, leaveForWinner = 0): Deal {
  const result = propose(core, perPlace, method, leaveForWinner);
  if (!result.ok) throw new Error(result.message);
  return result.deal;
}

/** A final table: 2..9 stacks, prizes for its places (non-increasing, some money) and a leaveForWinner within the first gap. */
const finalTableArb = fc
  .record({
    stacks: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 2, maxLength: 9 }),
    prizes: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 9, maxLength: 9 }),
    leaveShare: fc.double({ min: 0, max: 1, noNaN: true }),
    method: fc.constantFrom<DealMethod>("icm", "chip_chop", "equal"),
  })
  .map(({ stacks, prizes, leaveShare, method }) => {
    const prizesLeft = prizes.slice(0, stacks.length).sort((a, b) => b - a);
    if (prizesLeft[0] === 0) prizesLeft[0] = 1;
    const gap = prizesLeft[0]! - prizesLeft[1]!;
    return { stacks, prizesLeft, leaveForWinner: Math.floor(gap * leaveShare), method };
  });

/** floor and ceil of the fraction n / d (d > 0). */
function floorCeil(n: bigint, d: bigint): [bigint, bigint] {
  const q = n / d;
  return [q, n % d === 0n ? q : q + 1n];
}

/**
 * The contract's chip chop, worked independently in exact fractions: everyone gets the last prize, the rest
 * of the deal pool goes by chips; a share over first prize is capped there and the excess goes by chips to
 * the others, repeatedly. Each player's exact share as [numerator, denominator].
 */
function exactChipChop(stacks: readonly number[], prizesLeft: readonly number[], leaveForWinner: number): Array<[bigint, bigint]> {
  const n = BigInt(stacks.length);
  const min = BigInt(prizesLeft[prizesLeft.length - 1]!);
  const pool = prizesLeft.reduce((a, p) => a + BigInt(p), 0n) - BigInt(leaveForWinner);
  const first = BigInt(prizesLeft[0]!) - BigInt(leaveForWinner);
  const capped = new Set<number>();
  for (;;) {
    const rest = pool - n * min - BigInt(capped.size) * (first - min);
    const chips = stacks.reduce((a, s, i) => (capped.has(i) ? a : a + BigInt(s)), 0n);
    // The largest share over first prize, if any: capped, then the rest is split again.
    const over = stacks
      .map((s, i) => ({ s, i }))
      .filter(({ s, i }) => !capped.has(i) && min * chips + rest * BigInt(s) > first * chips)
      .sort((a, b) => b.s - a.s)[0];
    if (!over) return stacks.map((s, i) => (capped.has(i) ? [first, 1n] : [min * chips + rest * BigInt(s), chips]));
    capped.add(over.i);
  }
}

describe("a proposal", () => {
  it("sums exactly to the prizes left, each amount between the lowest prize left and first prize (less what is left for the winner)", () => {
    fc.assert(
      fc.property(finalTableArb, ({ stacks, prizesLeft, leaveForWinner, method }) => {
        const deal = proposed(finalTableState(stacks, 3), [...prizesLeft, 0, 0, 0], method, leaveForWinner);
        const amounts = deal.players.map((p) => p.amount);
        expect(amounts.reduce((a, b) => a + b, 0) + leaveForWinner).toBe(prizesLeft.reduce((a, b) => a + b, 0));
        for (const a of amounts) {
          expect(Number.isInteger(a)).toBe(true);
          expect(a).toBeGreaterThanOrEqual(prizesLeft[prizesLeft.length - 1]!);
          expect(a).toBeLessThanOrEqual(prizesLeft[0]! - leaveForWinner);
        }
        expect(deal.players.map((p) => [p.entryId, p.chips])).toEqual(stacks.map((s, i) => [`e${i}`, s]));
        expect(deal.players.every((p) => p.answer === "pending")).toBe(true);
        expect([deal.status, deal.prizesLeft, deal.expiresAt]).toEqual(["open", prizesLeft, 121_000]);
      }),
      { numRuns: 300 },
    );
  });

  it("chip chop: each amount is its exact share (capped at first prize), rounded down or up", () => {
    fc.assert(
      fc.property(finalTableArb, ({ stacks, prizesLeft, leaveForWinner }) => {
        const deal = proposed(finalTableState(stacks), prizesLeft, "chip_chop", leaveForWinner);
        const exact = exactChipChop(stacks, prizesLeft, leaveForWinner);
        deal.players.forEach((p, i) => {
          const [lo, hi] = floorCeil(exact[i]![0], exact[i]![1]);
          expect([lo, hi]).toContain(BigInt(p.amount));
        });
      }),
      { numRuns: 300 },
    );
  });

  it("equal: the deal pool split evenly, rounded down or up", () => {
    fc.assert(
      fc.property(finalTableArb, ({ stacks, prizesLeft, leaveForWinner }) => {
        const deal = proposed(finalTableState(stacks), prizesLeft, "equal", leaveForWinner);
        const pool = prizesLeft.reduce((a, b) => a + b, 0) - leaveForWinner;
        const [lo, hi] = floorCeil(BigInt(pool), BigInt(stacks.length));
        for (const p of deal.players) expect([lo, hi]).toContain(BigInt(p.amount));
      }),
      { numRuns: 200 },
    );
  });

  it("icm: more chips never get less", () => {
    fc.assert(
      fc.property(finalTableArb, ({ stacks, prizesLeft, leaveForWinner }) => {
        const deal = proposed(finalTableState(stacks), prizesLeft, "icm", leaveForWinner);
        for (const a of deal.players) for (const b of deal.players) if (a.chips > b.chips) expect(a.amount).toBeGreaterThanOrEqual(b.amount);
      }),
      { numRuns: 200 },
    );
  });

  it("a hand-worked chip chop and ICM: 50,000 / 30,000 / 20,000 chips for 5,000 / 3,000 / 2,000", () => {
    const core = finalTableState([50_000, 30_000, 20_000]);
    // Chip chop: 2,000 each, then 4,000 by chips: 2,000 + 2,000, 2,000 + 1,200, 2,000 + 800.
    expect(proposed(core, [5_000, 3_000, 2_000], "chip_chop").players.map((p) => p.amount)).toEqual([4_000, 3_200, 2_800]);
    // ICM (Malmuth-Harville by hand): P(1st) = .5/.3/.2; alice's 2nd = .3 x 5/7 + .2 x 5/8 = 0.33928...,
    // so 5,000 x .5 + 3,000 x .339286 + 2,000 x .160714 = 3,839.29.
    expect(proposed(core, [5_000, 3_000, 2_000], "icm").players[0]!.amount).toBe(3_839);
    // 1,000 left for the winner comes off first prize: 9,000 dealt, 2,000 each + 3,000 by chips.
    expect(proposed(core, [5_000, 3_000, 2_000], "chip_chop", 1_000).players.map((p) => p.amount)).toEqual([3_500, 2_900, 2_600]);
  });
});

describe("when a proposal is refused", () => {
  it("more than the final table, late registration open, a deal open or accepted, no money, a leaveForWinner over the gap", () => {
    const two = finalTableState([100, 200]);
    two.tables[1]!.seats = [{ entryId: "x", seatNumber: 1, chips: 300 }];
    two.remaining = 3;
    expect(propose(two, [50, 30, 20], "icm")).toMatchObject({ ok: false, code: "invalid_state", message: expect.stringMatching(/final table/) });
    expect(propose(finalTableState([100, 200], 0, { lateOpen: true }), [60, 40], "icm")).toMatchObject({ code: "invalid_state" });
    expect(propose(finalTableState([100, 200], 4), [0, 0, 10, 10], "icm")).toMatchObject({
      code: "invalid_state",
      message: expect.stringMatching(/No prize/),
    });
    const open = proposed(finalTableState([100, 200]), [60, 40], "icm");
    expect(propose(finalTableState([100, 200]), [60, 40], "icm", 0, open)).toMatchObject({
      code: "invalid_state",
      message: expect.stringMatching(/still open/),
    });
    // An open deal whose time is up does not hold up the next one.
    expect(
      proposeDeal(finalTableState([100, 200]), [60, 40], open, { dealId: "d2", method: "icm", leaveForWinner: 0, now: open.expiresAt, answerMs: 1 })
        .ok,
    ).toBe(true);
    const accepted = { ...open, status: "accepted" as const };
    expect(propose(finalTableState([100, 200]), [60, 40], "icm", 0, accepted)).toMatchObject({
      code: "invalid_state",
      message: expect.stringMatching(/accepted/),
    });
    expect(propose(finalTableState([100, 200, 300]), [60, 30, 10], "icm", 31)).toMatchObject({
      ok: false,
      code: "validation_failed",
      path: "/leaveForWinner",
    });
  });
});

describe("answers", () => {
  const deal = () => proposed(finalTableState([300, 200, 100]), [50, 30, 20], "icm");

  it("all accept: accepted; one decline ends it; the same answer again is a replay; another answer is refused", () => {
    let d = deal();
    for (const id of ["e0", "e1"]) {
      const r = answerDeal(d, id, true, 2_000);
      expect(r.ok && !r.replayed && r.deal.status).toBe("open");
      if (r.ok) d = r.deal;
    }
    expect(answerDeal(d, "e1", true, 2_500)).toMatchObject({ ok: true, replayed: true, deal: d });
    expect(answerDeal(d, "e1", false, 2_500)).toMatchObject({ ok: false, code: "conflict" });
    const last = answerDeal(d, "e2", true, 3_000);
    expect(last).toMatchObject({ ok: true, replayed: false, deal: { status: "accepted", decidedAt: 3_000 } });
    const declined = answerDeal(deal(), "e1", false, 2_000);
    expect(declined).toMatchObject({ ok: true, deal: { status: "declined" } });
    if (declined.ok) expect(answerDeal(declined.deal, "e0", true, 2_100)).toMatchObject({ ok: false, code: "invalid_state" });
  });

  it("from an entry that is not a player (busted before the deal): refused", () => {
    expect(answerDeal(deal(), "b0", true, 2_000)).toMatchObject({ ok: false, code: "invalid_state", message: expect.stringMatching(/busted/) });
  });

  it("after the time is up: refused, and the deal is expired", () => {
    const d = deal();
    expect(expireDeal(d, d.expiresAt - 1)).toBe(d);
    expect(answerDeal(d, "e0", true, d.expiresAt)).toMatchObject({ ok: false, code: "invalid_state", deal: { status: "expired" } });
  });

  it("a player busting while it is open voids it; a decided deal stays as it is", () => {
    expect(voidIfBusted(deal(), ["e2"], 5).status).toBe("void");
    expect(voidIfBusted(deal(), ["zz"], 5).status).toBe("open");
    const accepted = { ...deal(), status: "accepted" as const };
    expect(voidIfBusted(accepted, ["e2"], 5)).toBe(accepted);
  });

  it("any order of answers: accepted exactly when everyone accepted first, declined when someone declined first, never changed after", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ who: fc.integer({ min: 0, max: 2 }), accept: fc.boolean() }), { maxLength: 12 }), (answers) => {
        let d = deal();
        const first = new Map<number, boolean>();
        for (const a of answers) {
          const decided = d.status !== "open";
          const r = answerDeal(d, `e${a.who}`, a.accept, 2_000);
          if (!decided && !first.has(a.who)) {
            expect(r.ok).toBe(true);
            first.set(a.who, a.accept);
          }
          if (r.ok) d = r.deal;
          else expect(r.deal).toEqual(d);
        }
        const firsts = [...first.values()];
        // Answers stop counting at the first decline.
        const untilDecline = firsts.indexOf(false);
        const expected = untilDecline >= 0 ? "declined" : firsts.length === 3 ? "accepted" : "open";
        expect(d.status).toBe(expected);
      }),
    );
  });
});

describe("what an accepted deal pays", () => {
  it("the prize pool exactly: deal amounts, the winner's share on top, earlier busts by the payout", () => {
    fc.assert(
      fc.property(finalTableArb, fc.integer({ min: 0, max: 5 }), ({ stacks, prizesLeft, leaveForWinner, method }, busted) => {
        const k = stacks.length;
        const earlier = Array.from({ length: busted }, (_, i) => 10 * (busted - i));
        const perPlace = [...prizesLeft.map((p) => p + 100), ...earlier];
        const core = finalTableState(stacks, busted);
        const d = proposed(core, perPlace, method, leaveForWinner);
        const accepted: Deal = { ...d, status: "accepted" };
        // Played on to one winner: the deal's players finish 1..k in some order.
        const placements = [...core.placements, ...d.players.map((p, i) => ({ entryId: p.entryId, place: ((i + busted) % k) + 1, tiedWith: [] }))];
        const prizes = prizesWithDeal(perPlace, placements, accepted);
        expect([...prizes.values()].reduce((a, b) => a + b, 0)).toBe(perPlace.reduce((a, b) => a + b, 0));
        for (const p of d.players) {
          const place = placements.find((x) => x.entryId === p.entryId)!.place;
          expect(prizes.get(p.entryId)).toBe(p.amount + (place === 1 ? leaveForWinner : 0));
        }
        core.placements.forEach((p) => expect(prizes.get(p.entryId)).toBe(perPlace[p.place - 1]));
      }),
      { numRuns: 200 },
    );
  });

  it("nothing left to play for: the players left are placed by chips, equal chips share a place", () => {
    const core = finalTableState([500, 900, 500, 100], 2);
    const { state, placed, finished } = endByDeal(core);
    expect(placed.map((p) => [p.entryId, p.place])).toEqual([
      ["e3", 4],
      ["e0", 2],
      ["e2", 2],
      ["e1", 1],
    ]);
    expect(state.remaining).toBe(0);
    expect(state.tables.every((t) => t.seats.length === 0)).toBe(true);
    expect(finished).toEqual(["t1", "t2"]);
    expect(state.placements).toHaveLength(6);
    // The state it came from is untouched.
    expect(core.tables[0]!.seats).toHaveLength(4);
  });
});
