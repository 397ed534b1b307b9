import { describe, expect, it } from "vitest";
import { prepareHoldemEquity } from "../../src/engine/equity.ts";
// A copy of shared/vectors/equity-public.json (independent native enumerator), kept in the repo so tests are self-contained.
import vectors from "../fixtures/equity-public.json";
import { equityInput } from "./helpers.ts";

interface Case {
  id: string;
  hands: [string, string];
  board: string;
  dead: string;
  combos: [number, number];
  outcomes: number;
  counts: { win: [number, number]; tie: number };
  players: Array<{ win: number; tie: number; equity: number }>;
}

const isHand = (s: string): boolean => /^([2-9TJQKA][cdhs]){2}$/.test(s);

describe("public reference cases (full enumeration by a native calculator)", () => {
  it.each((vectors as unknown as { cases: Case[] }).cases.map((c) => [c.id, c] as const))("%s", (_id, c) => {
    const players = c.hands.map((h) => (isHand(h) ? { hand: h } : { range: h }));
    const r = prepareHoldemEquity(equityInput({ players, board: c.board, dead: c.dead, mode: "exact" }))();
    expect(r.method).toBe("exact");
    expect(r.outcomes).toBe(c.outcomes);
    expect(r.players.map((p) => p.combos)).toEqual(c.combos);
    // Integer counts recovered from the probabilities: exact to the outcome.
    expect(Math.round(r.players[0].win * c.outcomes)).toBe(c.counts.win[0]);
    expect(Math.round(r.players[1].win * c.outcomes)).toBe(c.counts.win[1]);
    expect(Math.round(r.players[0].tie * c.outcomes)).toBe(c.counts.tie);
    for (let i = 0; i < 2; i++) {
      expect(Math.abs(r.players[i]!.win - c.counts.win[i]! / c.outcomes)).toBeLessThan(1e-12);
      expect(Math.abs(r.players[i]!.tie - c.counts.tie / c.outcomes)).toBeLessThan(1e-12);
      expect(Math.abs(r.players[i]!.equity - c.players[i]!.equity)).toBeLessThan(1e-9);
    }
  });
});
