import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMBO_HI, COMBO_LO } from "../../src/engine/cards.ts";
import { prepareHoldemEquity } from "../../src/engine/equity.ts";
import { enumerateHandVsHand } from "../../src/engine/equity-enumerate.ts";
import { PREFLOP_BOARDS, preflopCounts, preflopIndex } from "../../src/engine/preflop-table.ts";
import { comboLabel } from "../../src/engine/ranges.ts";
import { equityInput } from "./helpers.ts";

describe("committed preflop table", () => {
  const index = preflopIndex();

  it("covers the 47,008 suit-isomorphic heads-up matchups", () => {
    expect(index.classCount).toBe(47_008);
    expect(preflopCounts().win.length).toBe(47_008);
  });

  it("re-enumerates a sample of entries", () => {
    const { win, tie } = preflopCounts();
    for (const c of [0, 1, 9_999, 23_456, 47_007]) {
      const x = index.first[c]!;
      const y = index.second[c]!;
      const r = enumerateHandVsHand(COMBO_HI[x]!, COMBO_LO[x]!, COMBO_HI[y]!, COMBO_LO[y]!, [], []);
      expect([r.win1, r.tie], `${comboLabel(x)} vs ${comboLabel(y)}`).toEqual([win[c], tie[c]]);
      expect(r.boards).toBe(PREFLOP_BOARDS);
    }
  });

  it("maps arbitrary hand pairs to the right class and orientation", () => {
    const pair = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(pair, ([a, b, c, d]) => {
        const name = (x: number): string => "23456789TJQKA"[x >> 2]! + "cdhs"[x & 3]!;
        const r = prepareHoldemEquity(equityInput({ players: [{ hand: name(a!) + name(b!) }, { hand: name(c!) + name(d!) }] }))();
        const e = enumerateHandVsHand(a!, b!, c!, d!, [], []);
        expect(Math.round(r.players[0].win * PREFLOP_BOARDS)).toBe(e.win1);
        expect(Math.round(r.players[1].win * PREFLOP_BOARDS)).toBe(e.win2);
        expect(Math.round(r.players[0].tie * PREFLOP_BOARDS)).toBe(e.tie);
      }),
      { numRuns: 12, seed: 4 },
    );
  });
});
