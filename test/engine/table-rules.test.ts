/**
 * The table rules (src/engine/table/rules.ts): worked examples with concrete seats from the TDA and
 * Robert's Rules descriptions of the dead button, and properties over thousands of random hands played
 * through the real hand engine (random joins, leaves, sit-outs, sit-ins, timeouts, busts).
 *
 * The invariants proven by the simulation, for every hand planned:
 * - the hand engine puts the blinds on exactly the seats the plan names (the dead button's engine index);
 * - every seat dealt in can play (chips, not leaving; on a ring table not sitting out);
 * - the big blind: it never stays on last hand's big-blind seat, and no seat strictly between last hand's
 *   big blind and this one (clockwise) could have taken it; so while the set of seats that can play stays
 *   the same, any run of k consecutive hands (k = that set's size) puts the big blind on each of them
 *   exactly once, and nobody, heads-up or not, posts the big blind two hands in a row;
 * - last hand's big blind, when dealt in, posts the small blind (heads-up too, where it is the button);
 * - with three or more dealt, nobody is dealt in strictly between the button and the small blind's seat;
 * - ring: a seat dealt in from outside the rotation is the big blind (posting nothing else), or posts as
 *   dead blinds exactly what it owes (a big blind when it owes nothing), or the hand is a new game where
 *   everyone who can play is dealt and nobody posts extra; a waiting seat comes in only as the big blind or
 *   in a new game; a seat sitting out in the rotation that the big blind passes owes the big blind;
 * - tournament: nothing is ever owed, and every seat that can play is dealt in except a newcomer between
 *   the button and the small blind;
 * - chips: after every hand the seated stacks plus what left equal what was seated;
 * - a seat timing out in two dealt hands in a row sits out; a ring seat sitting out `sitOutLimitHands`
 *   dealt hands stands up (never more, never fewer).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply, legalActions } from "../../src/engine/holdem/betting.ts";
import { startHand } from "../../src/engine/holdem/setup.ts";
import { settle } from "../../src/engine/holdem/showdown.ts";
import type { HandAction, LegalActions } from "../../src/engine/holdem/types.ts";
import { Rng } from "../../src/engine/rng.ts";
import { afterHand, canPlay, newSeat, planHand, sitIn, sitOut, strictlyBetween, timeoutAction } from "../../src/engine/table/rules.ts";
import type { HandPlan, Positions, RuleSeat, TableRules } from "../../src/engine/table/types.ts";

const START: Positions = { button: null, smallBlind: null, bigBlind: null };

function rulesOf(kind: "ring" | "tournament", over: Partial<TableRules> = {}): TableRules {
  return { tableSize: 9, smallBlind: 1, bigBlind: 2, ante: null, kind, sitOutLimitHands: 5, ...over };
}

function seatsAt(rules: TableRules, numbers: number[], stack = 100, inRotation = true): RuleSeat[] {
  return numbers.map((n) => ({ ...newSeat(rules, n, stack), inRotation: inRotation || rules.kind === "tournament" }));
}

/** The table between hands, as the table object keeps it. */
interface Table {
  rules: TableRules;
  seats: RuleSeat[];
  positions: Positions;
}

/** Plans the next hand; every seat keeps its stack unless `bust` names it (stack 0 after the hand). */
function next(table: Table, bust: number[] = []): HandPlan {
  const { plan, seats } = planHand(table.rules, table.seats, table.positions);
  if (plan === null) throw new Error("no hand");
  const stacks = new Map(plan.dealt.map((n): [number, number] => [n, bust.includes(n) ? 0 : seats.find((s) => s.seatNumber === n)!.stack]));
  // Chips of a busted seat go to the others so that nothing is created (conservation is a property below).
  table.seats = afterHand(table.rules, seats, { stacks, timedOut: new Set() }).seats;
  table.positions = plan.positions;
  return plan;
}

const summary = (p: HandPlan) => ({ button: p.positions.button, smallBlind: p.positions.smallBlind, bigBlind: p.positions.bigBlind, dealt: p.dealt });

describe("dead button: worked examples (seat numbers)", () => {
  it("first hand: the button on the lowest seat, the blinds after it; then everything moves one seat", () => {
    const table: Table = { rules: rulesOf("tournament"), seats: seatsAt(rulesOf("tournament"), [2, 4, 5, 7]), positions: START };
    expect(summary(next(table))).toEqual({ button: 2, smallBlind: 4, bigBlind: 5, dealt: [2, 4, 5, 7] });
    expect(summary(next(table))).toEqual({ button: 4, smallBlind: 5, bigBlind: 7, dealt: [2, 4, 5, 7] });
    expect(summary(next(table))).toEqual({ button: 5, smallBlind: 7, bigBlind: 2, dealt: [2, 4, 5, 7] });
  });

  it("the big blind busts: the next hand has no small blind, then the button sits dead on the empty seat", () => {
    // TDA forum topic 388 (Nick C): "the button would go to the player that posted the SB ... There would be
    // a dead small and the player clockwise to the busted out BB ... would post his BB as usual."
    const rules = rulesOf("tournament");
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3, 4, 5]), positions: START };
    expect(summary(next(table, [3]))).toEqual({ button: 1, smallBlind: 2, bigBlind: 3, dealt: [1, 2, 3, 4, 5] });
    const dead = next(table);
    expect(summary(dead)).toEqual({ button: 2, smallBlind: null, bigBlind: 4, dealt: [1, 2, 4, 5] });
    expect(dead.config.smallBlindMissing).toBe(true);
    expect(dead.config.button).toBe(1); // seat 2 is live: the engine's button is seat 2
    const after = next(table);
    expect(summary(after)).toEqual({ button: 3, smallBlind: 4, bigBlind: 5, dealt: [1, 2, 4, 5] });
    expect(after.dealt[after.config.button]).toBe(2); // dead button on seat 3: seat 2 acts last
  });

  it("the small blind busts: the button moves onto the empty seat and the same player is last to act again", () => {
    const rules = rulesOf("tournament");
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3, 4, 5]), positions: START };
    next(table, [2]);
    const plan = next(table);
    expect(summary(plan)).toEqual({ button: 2, smallBlind: 3, bigBlind: 4, dealt: [1, 3, 4, 5] });
    expect(plan.dealt[plan.config.button]).toBe(1);
    expect(plan.config.smallBlindMissing).toBe(false);
  });

  it("both blinds bust: the same player is effectively on the button three hands in a row", () => {
    const rules = rulesOf("tournament");
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3, 4, 5]), positions: START };
    next(table, [2, 3]);
    const a = next(table);
    expect(summary(a)).toEqual({ button: 2, smallBlind: null, bigBlind: 4, dealt: [1, 4, 5] });
    const b = next(table);
    expect(summary(b)).toEqual({ button: 3, smallBlind: 4, bigBlind: 5, dealt: [1, 4, 5] });
    expect([a, b].map((p) => p.dealt[p.config.button])).toEqual([1, 1]);
    expect(summary(next(table))).toEqual({ button: 4, smallBlind: 5, bigBlind: 1, dealt: [1, 4, 5] });
  });

  it("going heads-up when the small blind busts: the button moves so the big blind is not posted twice (TDA 34)", () => {
    // pokerchipforum "dead button heads up": BTN gray (1), SB red (2), BB blue (3); red busts; gray is the
    // big blind and blue the button.
    const rules = rulesOf("tournament");
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3]), positions: START };
    next(table, [2]);
    const hu = next(table);
    expect(summary(hu)).toEqual({ button: 3, smallBlind: 3, bigBlind: 1, dealt: [1, 3] });
    expect(hu.config.button).toBe(1);
    expect(summary(next(table))).toEqual({ button: 1, smallBlind: 1, bigBlind: 3, dealt: [1, 3] });
  });

  it("going heads-up when the button or the big blind busts", () => {
    const rules = rulesOf("tournament");
    const t1: Table = { rules, seats: seatsAt(rules, [1, 2, 3]), positions: START };
    next(t1, [1]);
    expect(summary(next(t1))).toEqual({ button: 3, smallBlind: 3, bigBlind: 2, dealt: [2, 3] });
    const t2: Table = { rules, seats: seatsAt(rules, [1, 2, 3]), positions: START };
    next(t2, [3]);
    expect(summary(next(t2))).toEqual({ button: 2, smallBlind: 2, bigBlind: 1, dealt: [1, 2] });
  });

  it("a tournament newcomer between the button and the small blind waits one hand (TDA 9); elsewhere he is dealt in", () => {
    const rules = rulesOf("tournament");
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 4, 6]), positions: START };
    next(table, [4]); // button 1, SB 2, BB 4; seat 4 busts
    expect(summary(next(table))).toEqual({ button: 2, smallBlind: null, bigBlind: 6, dealt: [1, 2, 6] });
    // Newcomers at 3 and 5. Next: button 4 (dead), SB 6, BB 1: seat 5 is between the button and the small
    // blind and waits; seat 3 is after the big blind and is dealt in.
    table.seats.push(newSeat(rules, 3, 100), newSeat(rules, 5, 100));
    expect(summary(next(table))).toEqual({ button: 4, smallBlind: 6, bigBlind: 1, dealt: [1, 2, 3, 6] });
    expect(summary(next(table))).toEqual({ button: 6, smallBlind: 1, bigBlind: 2, dealt: [1, 2, 3, 5, 6] });
  });

  it("a tournament newcomer the big blind reaches takes it (TDA 9: any seat, the big blind included)", () => {
    const rules = rulesOf("tournament");
    const table: Table = { rules, seats: seatsAt(rules, [1, 3, 5]), positions: { button: 1, smallBlind: 3, bigBlind: 5 } };
    table.seats.push(newSeat(rules, 7, 100));
    expect(summary(next(table))).toEqual({ button: 3, smallBlind: 5, bigBlind: 7, dealt: [1, 3, 5, 7] });
  });
});

describe("ring tables: missed blinds, waiting for the big blind, posting now", () => {
  it("a player sitting out owes the big blind the big blind passes, then the small blind, and posts both dead when back", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3, 4]), positions: { button: 6, smallBlind: 1, bigBlind: 2 } };
    expect(summary(next(table))).toEqual({ button: 1, smallBlind: 2, bigBlind: 3, dealt: [1, 2, 3, 4] });
    table.seats = table.seats.map((s) => (s.seatNumber === 4 ? sitOut(rules, s) : s));
    expect(summary(next(table))).toEqual({ button: 2, smallBlind: 3, bigBlind: 1, dealt: [1, 2, 3] });
    expect(table.seats.find((s) => s.seatNumber === 4)!.owes).toEqual({ smallBlind: false, bigBlind: true });
    expect(summary(next(table))).toEqual({ button: 3, smallBlind: 1, bigBlind: 2, dealt: [1, 2, 3] });
    expect(table.seats.find((s) => s.seatNumber === 4)!.owes).toEqual({ smallBlind: true, bigBlind: true });
    // Back, posting now: out of the rotation until dealt; dealt at once (seat 4 is after the big blind, 3).
    table.seats = table.seats.map((s) => (s.seatNumber === 4 ? sitIn(rules, s, "post_now") : s));
    expect(table.seats.find((s) => s.seatNumber === 4)).toMatchObject({ inRotation: false, entry: "post_now", status: "playing" });
    const plan = next(table);
    expect(summary(plan)).toEqual({ button: 1, smallBlind: 2, bigBlind: 3, dealt: [1, 2, 3, 4] });
    expect(plan.config.deadBlinds).toEqual([
      { seat: 3, amount: 2 },
      { seat: 3, amount: 1 },
    ]);
    expect(table.seats.find((s) => s.seatNumber === 4)).toMatchObject({ inRotation: true, owes: { smallBlind: false, bigBlind: false } });
  });

  it("a player back waiting for the big blind is dealt in when it reaches him and posts only that", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3, 5]), positions: { button: 6, smallBlind: 1, bigBlind: 2 } };
    table.seats = table.seats.map((s) => (s.seatNumber === 5 ? sitOut(rules, s) : s));
    next(table); // BB 3
    next(table); // BB passes 5: owes
    table.seats = table.seats.map((s) => (s.seatNumber === 5 ? sitIn(rules, s, "wait_for_big_blind") : s));
    const dealt: number[][] = [];
    const bigs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p = next(table);
      dealt.push(p.dealt);
      bigs.push(p.positions.bigBlind!);
      expect(p.config.deadBlinds).toEqual([]);
    }
    expect(bigs).toEqual([2, 3, 5]);
    expect(dealt).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3, 5],
    ]);
  });

  it("a newcomer posting now is dealt in at once with a dead big blind, but never between the button and the small blind", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [1, 3, 5]), positions: { button: 1, smallBlind: 3, bigBlind: 5 } };
    // Next hand: button 3, SB 5, BB 1. Newcomers posting now at 4 (between the button and the small blind)
    // and at 2 (after the big blind).
    table.seats.push(sitIn(rules, newSeat(rules, 4, 50), "post_now"), sitIn(rules, newSeat(rules, 2, 50), "post_now"));
    const a = next(table);
    expect(summary(a)).toEqual({ button: 3, smallBlind: 5, bigBlind: 1, dealt: [1, 2, 3, 5] });
    expect(a.config.deadBlinds).toEqual([{ seat: 1, amount: 2 }]);
    // Next: button 5, SB 1, BB 2: seat 4 is after the big blind now, dealt in with its dead big blind.
    const b = next(table);
    expect(summary(b)).toEqual({ button: 5, smallBlind: 1, bigBlind: 2, dealt: [1, 2, 3, 4, 5] });
    expect(b.config.deadBlinds).toEqual([{ seat: 3, amount: 2 }]);
  });

  it("on a ring table a newcomer in the small blind's seat waits too (no small blind that hand)", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3]), positions: { button: 1, smallBlind: 2, bigBlind: 3 } };
    // Seat 3's player left; a newcomer posting now sits there: next hand it is the small blind's seat.
    table.seats = [...table.seats.filter((s) => s.seatNumber !== 3), sitIn(rules, newSeat(rules, 3, 50), "post_now"), ...seatsAt(rules, [5])];
    const plan = next(table);
    expect(summary(plan)).toEqual({ button: 2, smallBlind: null, bigBlind: 5, dealt: [1, 2, 5] });
    expect(plan.config.deadBlinds).toEqual([]);
    // Next: button 3 (its own seat: dealt in there), SB 5, BB 1.
    const later = next(table);
    expect(summary(later)).toEqual({ button: 3, smallBlind: 5, bigBlind: 1, dealt: [1, 2, 3, 5] });
    expect(later.config.deadBlinds).toEqual([{ seat: 2, amount: 2 }]);
  });

  it("a newcomer posting now in the big blind's path simply takes the big blind", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 4]), positions: { button: 4, smallBlind: 1, bigBlind: 2 } };
    table.seats.push(sitIn(rules, newSeat(rules, 3, 50), "post_now"));
    const plan = next(table);
    expect(summary(plan)).toEqual({ button: 1, smallBlind: 2, bigBlind: 3, dealt: [1, 2, 3, 4] });
    expect(plan.config.deadBlinds).toEqual([]);
  });

  it("a newcomer waiting for the big blind takes it when it reaches him", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [1, 2, 3]), positions: { button: 1, smallBlind: 2, bigBlind: 3 } };
    table.seats.push(newSeat(rules, 5, 100));
    expect(summary(next(table))).toEqual({ button: 2, smallBlind: 3, bigBlind: 5, dealt: [1, 2, 3, 5] });
  });

  it("a lone player and a newcomer waiting for a big blind that cannot reach him start a new game", () => {
    const rules = rulesOf("ring", { tableSize: 6 });
    const table: Table = { rules, seats: seatsAt(rules, [4]), positions: { button: 1, smallBlind: 2, bigBlind: 3 } };
    table.seats.push(newSeat(rules, 5, 100));
    const plan = next(table);
    expect(summary(plan)).toEqual({ button: 5, smallBlind: 5, bigBlind: 4, dealt: [4, 5] });
    expect(plan.config.deadBlinds).toEqual([]);
  });

  it("fewer than two players: no hand, nothing changes", () => {
    const rules = rulesOf("ring");
    const seats = seatsAt(rules, [3]);
    expect(planHand(rules, seats, START)).toEqual({ plan: null, seats });
    const out = [...seatsAt(rules, [1, 2])].map((s) => sitOut(rules, s));
    expect(planHand(rules, out, { button: 1, smallBlind: 1, bigBlind: 2 }).plan).toBeNull();
  });
});

describe("after a hand", () => {
  it("stacks, busts, leaves and the chips each closed seat leaves with", () => {
    const rules = rulesOf("ring");
    const seats = seatsAt(rules, [1, 2, 3, 4]).map((s) => (s.seatNumber === 3 ? { ...s, status: "leaving" as const } : s));
    const result = afterHand(rules, seats, {
      stacks: new Map([
        [1, 0],
        [2, 250],
        [3, 50],
      ]),
      timedOut: new Set(),
    });
    expect(result.closed).toEqual([
      { seatNumber: 1, reason: "busted", finalStack: 0 },
      { seatNumber: 3, reason: "left", finalStack: 50 },
    ]);
    expect(result.seats.map((s) => [s.seatNumber, s.stack])).toEqual([
      [2, 250],
      [4, 100],
    ]);
  });

  it("two timed-out hands in a row sit a seat out; a hand without resets the count", () => {
    for (const kind of ["ring", "tournament"] as const) {
      const rules = rulesOf(kind);
      let seats = seatsAt(rules, [1, 2]);
      const hand = (timedOut: number[]) => {
        seats = afterHand(rules, seats, {
          stacks: new Map([
            [1, 100],
            [2, 100],
          ]),
          timedOut: new Set(timedOut),
        }).seats;
        return seats.find((s) => s.seatNumber === 1)!;
      };
      expect(hand([1])).toMatchObject({ timeouts: 1, status: "playing" });
      expect(hand([])).toMatchObject({ timeouts: 0, status: "playing" });
      expect(hand([1])).toMatchObject({ timeouts: 1, status: "playing" });
      expect(hand([1])).toMatchObject({ timeouts: 2, status: "sitting_out" });
      expect(sitIn(rules, seats[0]!, "wait_for_big_blind")).toMatchObject({ timeouts: 0, status: "playing" });
    }
  });

  it("timeoutAction checks when it can, else folds", () => {
    const legal: LegalActions = { seat: 0, fold: false, check: true, call: null, bet: { min: 2, max: 9 }, raise: null, allIn: 9 };
    expect(timeoutAction(legal)).toBe("check");
    expect(timeoutAction({ ...legal, fold: true, check: false, call: 2, bet: null })).toBe("fold");
  });
});

// ---- The simulation ----

function randomLegal(legal: LegalActions, rng: Rng): HandAction {
  const seat = legal.seat;
  const options: HandAction[] = [];
  if (legal.fold) options.push({ seat, type: "fold" });
  if (legal.check) options.push({ seat, type: "check" }, { seat, type: "check" });
  if (legal.call !== null) options.push({ seat, type: "call" }, { seat, type: "call" });
  if (legal.allIn !== null) options.push({ seat, type: "all_in" });
  for (const type of ["bet", "raise"] as const) {
    const range = legal[type];
    if (range) options.push({ seat, type, to: range.min + rng.nextInt(range.max - range.min + 1) });
  }
  return options[rng.nextInt(options.length)]!;
}

/** Plays a planned hand through the engine with random legal actions and random cards; the final stacks by seat number. */
function playHand(plan: HandPlan, rng: Rng): Map<number, number> {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  let state = startHand(plan.config);
  for (let legal = legalActions(state); legal !== null; legal = legalActions(state)) state = apply(state, randomLegal(legal, rng));
  const n = plan.dealt.length;
  const settlement = settle(state, { board: deck.slice(2 * n, 2 * n + 5), hole: plan.dealt.map((_, i) => deck.slice(2 * i, 2 * i + 2)) });
  if (!("stacks" in settlement)) throw new Error("cards missing");
  return new Map(plan.dealt.map((seat, i) => [seat, settlement.stacks[i]!]));
}

interface SimOptions {
  kind: "ring" | "tournament";
  tableSize: number;
  hands: number;
  seed: number;
  sitOutLimitHands: number;
  ante: TableRules["ante"];
}

/** Everything observed per planned hand, for the invariants. */
interface Observed {
  before: RuleSeat[];
  last: Positions;
  plan: HandPlan;
  after: RuleSeat[];
}

/** Checks one planned hand against the invariants listed at the top of this file. */
function checkPlan(rules: TableRules, o: Observed): void {
  const { before, last, plan } = o;
  const size = rules.tableSize;
  const seat = (n: number) => before.find((s) => s.seatNumber === n);
  const afterSeat = (n: number) => o.after.find((s) => s.seatNumber === n)!;
  const pos = plan.positions;
  const bb = pos.bigBlind!;
  // The engine agrees with the plan.
  const hand = startHand(plan.config);
  expect(plan.dealt[hand.bigBlindSeat]).toBe(bb);
  expect(hand.smallBlindSeat === null ? null : plan.dealt[hand.smallBlindSeat]).toBe(pos.smallBlind);
  expect([...plan.dealt].sort((a, b) => a - b)).toEqual(plan.dealt);
  for (const n of plan.dealt) expect(canPlay(rules, seat(n))).toBe(true);
  const playable = before.filter((s) => canPlay(rules, s)).map((s) => s.seatNumber);
  // The big blind moves to the next seat that can take it.
  if (last.bigBlind !== null) {
    expect(bb).not.toBe(last.bigBlind);
    for (const n of playable) expect(strictlyBetween(size, last.bigBlind, bb, n)).toBe(false);
    if (plan.dealt.includes(last.bigBlind)) expect(pos.smallBlind).toBe(last.bigBlind);
  }
  // Nobody between the button and the small blind.
  const smallPlace = pos.smallBlind ?? pos.deadSmallBlind ?? null;
  if (plan.dealt.length >= 3 && smallPlace !== null) {
    for (const n of plan.dealt) expect(strictlyBetween(size, pos.button!, smallPlace, n)).toBe(false);
  }
  const newGame = plan.config.deadBlinds.length === 0 && plan.dealt.length === playable.length;
  if (rules.kind === "ring") {
    const dead = new Map<number, number>();
    for (const d of plan.config.deadBlinds) dead.set(plan.dealt[d.seat]!, (dead.get(plan.dealt[d.seat]!) ?? 0) + d.amount);
    for (const n of plan.dealt) {
      const s = seat(n)!;
      if (s.inRotation || n === bb) {
        expect(dead.has(n)).toBe(false);
        continue;
      }
      if (newGame && !dead.has(n)) continue;
      expect(s.entry).toBe("post_now");
      const owesNothing = !s.owes.bigBlind && !s.owes.smallBlind;
      expect(dead.get(n)).toBe((s.owes.bigBlind || owesNothing ? rules.bigBlind : 0) + (s.owes.smallBlind ? rules.smallBlind : 0));
    }
    for (const s of before) {
      if (
        s.status === "sitting_out" &&
        s.inRotation &&
        s.stack > 0 &&
        last.bigBlind !== null &&
        strictlyBetween(size, last.bigBlind, bb, s.seatNumber)
      ) {
        expect(afterSeat(s.seatNumber).owes.bigBlind).toBe(true);
      }
    }
  } else {
    expect(plan.config.deadBlinds).toEqual([]);
    for (const s of o.after) expect(s.owes).toEqual({ smallBlind: false, bigBlind: false });
    if (plan.dealt.length >= 3 && smallPlace !== null) {
      for (const n of playable) if (!plan.dealt.includes(n)) expect(strictlyBetween(size, pos.button!, smallPlace, n)).toBe(true);
    }
  }
  for (const s of before) {
    const a = afterSeat(s.seatNumber);
    expect(a.sitOutHands).toBe(s.status === "sitting_out" ? s.sitOutHands + 1 : s.sitOutHands);
    if (plan.dealt.includes(s.seatNumber)) expect(a).toMatchObject({ inRotation: true, owes: { smallBlind: false, bigBlind: false } });
  }
}

/** Runs a table for `hands` planned hands with random events; returns what it saw. */
function simulate(opt: SimOptions): { observed: Observed[]; handsPlayed: number } {
  const rng = new Rng(opt.seed);
  const rules: TableRules = {
    tableSize: opt.tableSize,
    smallBlind: 1,
    bigBlind: 2,
    ante: opt.ante,
    kind: opt.kind,
    sitOutLimitHands: opt.sitOutLimitHands,
  };
  let seats: RuleSeat[] = [];
  let positions: Positions = START;
  let seated = 0;
  let left = 0;
  const observed: Observed[] = [];
  const pick = () => (seats.length > 0 ? seats[rng.nextInt(seats.length)]! : null);
  const replace = (s: RuleSeat) => {
    seats = seats.map((x) => (x.seatNumber === s.seatNumber ? s : x));
  };
  const conserve = () => expect(seats.reduce((sum, s) => sum + s.stack, 0) + left).toBe(seated);
  let guard = 0;
  while (observed.length < opt.hands && guard++ < opt.hands * 5) {
    // Between hands: joins, stand-ups, sit-outs and sit-ins.
    const empty = [...Array(opt.tableSize).keys()].map((i) => i + 1).filter((n) => !seats.some((s) => s.seatNumber === n));
    const joins = seats.length < 2 ? 2 : rng.nextInt(10) < 3 ? 1 : 0;
    for (let j = 0; j < joins && empty.length > 0; j++) {
      const n = empty.splice(rng.nextInt(empty.length), 1)[0]!;
      const stack = 1 + rng.nextInt(rng.nextInt(2) === 0 ? 20 : 300);
      let s = newSeat(rules, n, stack);
      if (rng.nextInt(2) === 0) s = sitIn(rules, s, "post_now");
      seats.push(s);
      seated += stack;
    }
    const r = rng.nextInt(100);
    const s = pick();
    if (s && r < 5) {
      // Stands up between hands: leaves at once with its stack.
      seats = seats.filter((x) => x !== s);
      left += s.stack;
    } else if (s && r < 9) {
      replace({ ...s, status: "leaving" });
    } else if (s && r < 20) {
      replace(sitOut(rules, s));
    } else if (s && r < 40 && s.status === "sitting_out") {
      replace(sitIn(rules, s, rng.nextInt(2) === 0 ? "post_now" : "wait_for_big_blind"));
    }
    conserve();
    const before = seats;
    const { plan, seats: planned } = planHand(rules, seats, positions);
    if (plan === null) {
      expect(before.filter((x) => canPlay(rules, x)).length).toBeLessThan(2);
      expect(planned).toEqual(before);
      // Nobody can play: bring someone back so the table goes on.
      const out = seats.find((x) => x.status === "sitting_out");
      if (out) replace(sitIn(rules, out, "wait_for_big_blind"));
      continue;
    }
    observed.push({ before, last: positions, plan, after: planned });
    checkPlan(rules, observed.at(-1)!);
    seats = planned;
    // During the hand a dealt player may ask to leave (stood up at its end).
    if (rng.nextInt(100) < 4) {
      const n = plan.dealt[rng.nextInt(plan.dealt.length)]!;
      replace({ ...seats.find((x) => x.seatNumber === n)!, status: "leaving" });
    }
    const stacks = playHand(plan, rng);
    const timedOut = new Set(plan.dealt.filter(() => rng.nextInt(100) < 15));
    const beforeAfter = seats;
    const result = afterHand(rules, seats, { stacks, timedOut });
    for (const c of result.closed) left += c.finalStack;
    // Timeouts and stand-ups.
    for (const b of beforeAfter) {
      const kept = result.seats.find((x) => x.seatNumber === b.seatNumber);
      const closed = result.closed.find((x) => x.seatNumber === b.seatNumber);
      expect(Boolean(kept) !== Boolean(closed)).toBe(true);
      const stack = stacks.get(b.seatNumber) ?? b.stack;
      if (closed) {
        expect(closed.finalStack).toBe(stack);
        const expected = stack === 0 ? "busted" : b.status === "leaving" ? "left" : "sat_out_too_long";
        expect(closed.reason).toBe(expected);
        if (expected === "sat_out_too_long") expect(b.sitOutHands).toBe(rules.sitOutLimitHands);
        continue;
      }
      expect(kept!.stack).toBe(stack);
      if (stacks.has(b.seatNumber)) {
        expect(kept!.timeouts).toBe(timedOut.has(b.seatNumber) ? b.timeouts + 1 : 0);
        if (b.status === "playing") expect(kept!.status).toBe(kept!.timeouts >= 2 ? "sitting_out" : "playing");
      }
      if (rules.kind === "ring" && kept!.status === "sitting_out") expect(kept!.sitOutHands).toBeLessThan(rules.sitOutLimitHands);
    }
    seats = result.seats;
    positions = plan.positions;
    conserve();
  }
  return { observed, handsPlayed: observed.length };
}

/** While the set of seats that can play is the same, every k consecutive big blinds are those k seats, once each. */
function checkOrbits(rules: TableRules, observed: readonly Observed[]): number {
  let checked = 0;
  let runStart = 0;
  const key = (o: Observed) =>
    o.before
      .filter((s) => canPlay(rules, s))
      .map((s) => s.seatNumber)
      .join(",");
  for (let i = 1; i <= observed.length; i++) {
    if (i < observed.length && key(observed[i]!) === key(observed[runStart]!)) continue;
    const set = key(observed[runStart]!)
      .split(",")
      .map(Number)
      .sort((a, b) => a - b);
    const k = set.length;
    for (let start = runStart; start + k <= i; start++) {
      const bigs = observed.slice(start, start + k).map((o) => o.plan.positions.bigBlind!);
      expect([...bigs].sort((a, b) => a - b)).toEqual(set);
      checked++;
    }
    runStart = i;
  }
  return checked;
}

describe("table rules: properties over random play through the hand engine", () => {
  const optionsArb = fc.record({
    kind: fc.constantFrom("ring" as const, "tournament" as const),
    tableSize: fc.integer({ min: 2, max: 10 }),
    hands: fc.constant(200),
    seed: fc.integer(),
    sitOutLimitHands: fc.integer({ min: 1, max: 8 }),
    ante: fc.option(fc.record({ kind: fc.constantFrom("traditional" as const, "big_blind" as const), amount: fc.integer({ min: 1, max: 3 }) }), {
      nil: null,
    }),
  });

  it("chips conserved, dead button, missed blinds, timeouts and stand-ups over thousands of hands", () => {
    let hands = 0;
    let orbits = 0;
    let headsUp = 0;
    let deadButtons = 0;
    let deadBlinds = 0;
    fc.assert(
      fc.property(optionsArb, (opt) => {
        const { observed } = simulate(opt);
        hands += observed.length;
        orbits += checkOrbits(rulesOf(opt.kind, { tableSize: opt.tableSize }), observed);
        headsUp += observed.filter((o) => o.plan.dealt.length === 2).length;
        deadButtons += observed.filter((o) => !o.plan.dealt.includes(o.plan.positions.button!)).length;
        deadBlinds += observed.filter((o) => o.plan.config.deadBlinds.length > 0).length;
      }),
      { numRuns: 30 },
    );
    // The random play reaches the interesting cases, many times.
    expect(hands).toBeGreaterThan(5000);
    expect(orbits).toBeGreaterThan(500);
    expect(headsUp).toBeGreaterThan(200);
    expect(deadButtons).toBeGreaterThan(50);
    expect(deadBlinds).toBeGreaterThan(50);
  });
});

describe("table rules: focused properties", () => {
  const seatNumbersArb = (count: number) =>
    fc.integer({ min: count, max: 10 }).chain((tableSize) =>
      fc.record({
        tableSize: fc.constant(tableSize),
        numbers: fc.uniqueArray(fc.integer({ min: 1, max: tableSize }), { minLength: count, maxLength: count }),
      }),
    );

  it("heads-up transitions: from three to two players nobody takes the big blind twice in a row, then it alternates", () => {
    fc.assert(
      fc.property(
        seatNumbersArb(3),
        fc.constantFrom("ring" as const, "tournament" as const),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 2 }),
        ({ tableSize, numbers }, kind, warmup, bustIndex) => {
          const rules = rulesOf(kind, { tableSize });
          const table: Table = { rules, seats: seatsAt(rules, numbers), positions: START };
          for (let i = 0; i < warmup; i++) next(table);
          const busted = [...numbers].sort((a, b) => a - b)[bustIndex]!;
          const last = next(table, [busted]);
          const survivors = numbers.filter((n) => n !== busted);
          const hu = next(table);
          expect(hu.dealt).toEqual([...survivors].sort((a, b) => a - b));
          expect(hu.positions.bigBlind).not.toBe(last.positions.bigBlind);
          // The big blind is the survivor next after last hand's big blind: nobody skips it either.
          expect(hu.positions.bigBlind).toBe(nextAfter(tableSize, last.positions.bigBlind!, survivors));
          expect(hu.positions.button).toBe(hu.positions.smallBlind);
          expect(hu.dealt[hu.config.button]).toBe(hu.positions.button);
          let previous = hu.positions.bigBlind;
          for (let i = 0; i < 5; i++) {
            const p = next(table);
            expect(p.positions.bigBlind).not.toBe(previous);
            expect(p.positions.smallBlind).toBe(previous);
            previous = p.positions.bigBlind;
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("with a stable set of players, each posts the big blind exactly once per orbit, from any start", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }).chain((count) => seatNumbersArb(count)),
        fc.constantFrom("ring" as const, "tournament" as const),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.integer({ min: 1, max: 10 }),
        ({ tableSize, numbers }, kind, lastBig, orbits) => {
          const rules = rulesOf(kind, { tableSize });
          const start: Positions = lastBig === null || lastBig > tableSize ? START : { button: null, smallBlind: null, bigBlind: lastBig };
          const table: Table = { rules, seats: seatsAt(rules, numbers), positions: start };
          const bigs = [...Array(orbits * numbers.length)].map(() => next(table).positions.bigBlind!);
          for (let k = 0; k + numbers.length <= bigs.length; k++) {
            expect(bigs.slice(k, k + numbers.length).sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a ring seat sitting out is stood up after exactly sitOutLimitHands dealt hands, owing blinds until then", () => {
    fc.assert(
      fc.property(seatNumbersArb(4), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }), ({ tableSize, numbers }, limit, warmup) => {
        const rules = rulesOf("ring", { tableSize, sitOutLimitHands: limit });
        const table: Table = { rules, seats: seatsAt(rules, numbers), positions: START };
        for (let i = 0; i < warmup; i++) next(table);
        const away = numbers[0]!;
        table.seats = table.seats.map((s) => (s.seatNumber === away ? sitOut(rules, s) : s));
        for (let hand = 1; ; hand++) {
          const { plan, seats } = planHand(rules, table.seats, table.positions);
          expect(plan!.dealt).not.toContain(away);
          const result = afterHand(rules, seats, { stacks: new Map(plan!.dealt.map((n): [number, number] => [n, 100])), timedOut: new Set() });
          table.seats = result.seats;
          table.positions = plan!.positions;
          const closed = result.closed.find((c) => c.seatNumber === away);
          if (closed) {
            expect(closed).toEqual({ seatNumber: away, reason: "sat_out_too_long", finalStack: 100 });
            expect(hand).toBe(limit);
            break;
          }
          expect(hand).toBeLessThan(limit);
          // Three others keep the big blind moving: after a full orbit he owes it.
          if (hand >= 4) expect(table.seats.find((s) => s.seatNumber === away)!.owes.bigBlind).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("missed blinds are owed and paid: back with post_now the seat posts exactly what it owes, once", () => {
    fc.assert(
      fc.property(seatNumbersArb(4), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 5 }), ({ tableSize, numbers }, away, warmup) => {
        const rules = rulesOf("ring", { tableSize, sitOutLimitHands: 50 });
        const table: Table = { rules, seats: seatsAt(rules, numbers), positions: START };
        for (let i = 0; i < warmup; i++) next(table);
        const who = numbers[0]!;
        table.seats = table.seats.map((s) => (s.seatNumber === who ? sitOut(rules, s) : s));
        for (let i = 0; i < away; i++) next(table);
        const owes = table.seats.find((s) => s.seatNumber === who)!.owes;
        table.seats = table.seats.map((s) => (s.seatNumber === who ? sitIn(rules, s, "post_now") : s));
        const back = table.seats.find((s) => s.seatNumber === who)!;
        expect(back.inRotation).toBe(!owes.bigBlind && !owes.smallBlind);
        // Dealt in within two hands (the second when he sits between the button and the small blind).
        const plans = [next(table)];
        if (!plans[0]!.dealt.includes(who)) plans.push(next(table));
        const plan = plans.at(-1)!;
        expect(plan.dealt).toContain(who);
        const index = plan.dealt.indexOf(who);
        const posted = plan.config.deadBlinds.filter((d) => d.seat === index).reduce((sum, d) => sum + d.amount, 0);
        const live = plan.positions.bigBlind === who;
        expect(posted).toBe(back.inRotation || live ? 0 : (owes.bigBlind ? 2 : 0) + (owes.smallBlind ? 1 : 0));
        // Paid: he owes nothing any more and posts nothing extra afterwards.
        expect(table.seats.find((s) => s.seatNumber === who)).toMatchObject({ inRotation: true, owes: { smallBlind: false, bigBlind: false } });
        expect(next(table).config.deadBlinds).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

function nextAfter(tableSize: number, from: number, seats: readonly number[]): number {
  for (let step = 1; step <= tableSize; step++) {
    const n = ((from - 1 + step) % tableSize) + 1;
    if (seats.includes(n)) return n;
  }
  throw new Error("no seat");
}
