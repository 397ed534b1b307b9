/**
 * Properties of the hold'em reducer over random tables and random play: chips are conserved after
 * every action and at settlement, `legalActions` offers exactly what `apply` accepts (no-limit and
 * pot-limit), a hand played with legal actions always completes, and pot-limit maximums are the
 * written-out rule "call, then raise the size of the pot".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateCards } from "../../src/engine/evaluator.ts";
import { apply, legalActions } from "../../src/engine/holdem/betting.ts";
import { potsOf } from "../../src/engine/holdem/pots.ts";
import { startHand } from "../../src/engine/holdem/setup.ts";
import { isFinished, settle } from "../../src/engine/holdem/showdown.ts";
import { type Game, type HandAction, type HandConfig, type HandState, IllegalActionError, type LegalActions } from "../../src/engine/holdem/types.ts";

const configArb: fc.Arbitrary<HandConfig> = fc
  .record({
    stacks: fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 2, maxLength: 10 }),
    bigBlind: fc.integer({ min: 1, max: 60 }),
    sbShare: fc.integer({ min: 0, max: 100 }),
    button: fc.nat(),
    ante: fc.option(fc.record({ kind: fc.constantFrom("traditional" as const, "big_blind" as const), amount: fc.integer({ min: 1, max: 40 }) }), {
      nil: null,
    }),
    smallBlindMissing: fc.boolean(),
    dead: fc.option(fc.record({ seat: fc.nat(), amount: fc.integer({ min: 1, max: 30 }) }), { nil: null }),
  })
  .map((r) => ({
    stacks: r.stacks,
    button: r.button % r.stacks.length,
    bigBlind: r.bigBlind,
    smallBlind: Math.floor((r.bigBlind * r.sbShare) / 100),
    ante: r.ante,
    smallBlindMissing: r.smallBlindMissing,
    deadBlinds: r.dead ? [{ seat: r.dead.seat % r.stacks.length, amount: r.dead.amount }] : [],
  }));

/** Every action the LegalActions description offers, with bet/raise amounts at the edges and one inside. */
function offered(legal: LegalActions, pick: number): HandAction[] {
  const seat = legal.seat;
  const out: HandAction[] = [];
  if (legal.fold) out.push({ seat, type: "fold" });
  if (legal.check) out.push({ seat, type: "check" });
  if (legal.call !== null) out.push({ seat, type: "call" });
  if (legal.allIn !== null) out.push({ seat, type: "all_in" });
  for (const type of ["bet", "raise"] as const) {
    const range = legal[type];
    if (range) {
      const inside = range.min + (pick % (range.max - range.min + 1));
      out.push({ seat, type, to: range.min }, { seat, type, to: inside });
    }
  }
  return out;
}

function isOffered(legal: LegalActions | null, a: HandAction): boolean {
  if (legal === null || a.seat !== legal.seat) return false;
  switch (a.type) {
    case "fold":
      return legal.fold;
    case "check":
      return legal.check;
    case "call":
      return legal.call !== null;
    case "all_in":
      return legal.allIn !== null;
    case "bet":
    case "raise": {
      const range = legal[a.type];
      return range !== null && a.to >= range.min && a.to <= range.max;
    }
  }
}

function chipsOnTable(state: HandState): number {
  return state.seats.reduce((sum, s) => sum + s.stack + s.contributed, 0);
}

/** Plays `choices` as legal actions until the hand is over or the choices run out. */
function play(config: HandConfig, choices: readonly number[], onState: (s: HandState) => void = () => {}): HandState {
  let state = startHand(config);
  onState(state);
  for (const c of choices) {
    const legal = legalActions(state);
    if (legal === null) break;
    const options = offered(legal, c >>> 3);
    state = apply(state, options[c % options.length]!);
    onState(state);
  }
  return state;
}

/**
 * What each seat wins, computed another way: layer by layer over every seat's stake (folded seats'
 * included; the stake is what it put in less dead money), each layer shared exactly (fractions
 * allowed) by the best hands among the seats still in that reached it, a layer nobody still in
 * reached going to the layer below; dead money (big-blind ante, dead blinds) shared by the best
 * hands among every seat still in.
 */
function exactWinnings(state: HandState, value: (seat: number) => number): number[] {
  const seats = state.seats;
  const stake = seats.map((s) => s.contributed - s.dead);
  const won = seats.map(() => 0);
  const share = (chips: number, takers: number[]) => {
    const best = Math.max(...takers.map(value));
    const winners = takers.filter((i) => value(i) === best);
    for (const w of winners) won[w]! += chips / winners.length;
  };
  const inHand = seats.flatMap((s, i) => (s.folded ? [] : [i]));
  share(
    seats.reduce((sum, s) => sum + s.dead, 0),
    inHand,
  );
  const levels = [...new Set(stake)].filter((l) => l > 0).sort((a, b) => a - b);
  let lower = 0;
  let lastEligible = inHand;
  for (const upper of levels) {
    const chips = stake.reduce((sum, x) => sum + Math.max(0, Math.min(x, upper) - lower), 0);
    const eligible = inHand.filter((i) => stake[i]! >= upper);
    share(chips, eligible.length > 0 ? eligible : lastEligible);
    if (eligible.length > 0) lastEligible = eligible;
    lower = upper;
  }
  return won;
}

const deckArb = fc.shuffledSubarray(
  Array.from({ length: 52 }, (_, i) => i),
  { minLength: 25, maxLength: 25 },
);

describe("hold'em reducer properties", () => {
  it("random legal hands always complete, conserve chips after every action, and settle to the starting total", () => {
    fc.assert(
      fc.property(configArb, fc.array(fc.nat(), { minLength: 600, maxLength: 600 }), deckArb, (config, choices, deck) => {
        const total = config.stacks.reduce((a, b) => a + b, 0);
        const state = play(config, choices, (s) => {
          expect(chipsOnTable(s)).toBe(total);
          expect(potsOf(s).reduce((a, p) => a + p.amount, 0)).toBe(s.seats.reduce((a, x) => a + x.contributed, 0));
        });
        expect(isFinished(state)).toBe(true);
        const hole = config.stacks.map((_, i) => [deck[2 * i]!, deck[2 * i + 1]!]);
        const settlement = settle(state, { board: deck.slice(20, 25), hole });
        if (!("stacks" in settlement)) throw new Error("all cards were given");
        expect(settlement.stacks.reduce((a, b) => a + b, 0)).toBe(total);
        // Against the layer-by-layer split: at most one odd chip per pot apart.
        const inHand = state.seats.filter((x) => !x.folded).length;
        const value = (seat: number) => (inHand === 1 ? 0 : evaluateCards([...hole[seat]!, ...deck.slice(20, 25)]));
        const exact = exactWinnings(state, value);
        const won = config.stacks.map(() => 0);
        for (const pot of settlement.pots) for (const w of pot.winners) won[w.seat]! += w.amount;
        won.forEach((w, seat) => expect(Math.abs(w - exact[seat]!)).toBeLessThanOrEqual(settlement.pots.length));
        for (const pot of settlement.pots) {
          expect(pot.winners.reduce((a, w) => a + w.amount, 0)).toBe(pot.amount);
          for (const w of pot.winners) expect(pot.eligible).toContain(w.seat);
          // Shares of one pot differ by at most the one odd chip.
          const amounts = pot.winners.map((w) => w.amount);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 150 },
    );
  });

  for (const game of ["nlhe", "plo4"] as const) it(`legalActions offers exactly what apply accepts (${game})`, () => offersWhatApplyAccepts(game));
});

/**
 * Pot limit as a player states it: to make the largest raise, call first, then raise by everything in
 * the middle after that call. Chips in the middle are what the seats have put in since the hand
 * started (their starting stacks less what they hold), uncalled bets given back excepted.
 */
function potLimitMaxTo(state: HandState, seat: number): number {
  const inMiddle = state.config.stacks.reduce((sum, start, i) => sum + start - state.seats[i]!.stack, 0);
  const toCall = state.currentBet - state.seats[seat]!.committed;
  const potAfterCall = inMiddle + toCall;
  return state.seats[seat]!.committed + toCall + potAfterCall;
}

describe("pot limit (plo4, plo5)", () => {
  it("on random legal hands the largest bet or raise is the call plus the pot after it, all-in only within it", () => {
    fc.assert(
      fc.property(
        configArb,
        fc.constantFrom<Game>("plo4", "plo5"),
        fc.array(fc.nat(), { minLength: 600, maxLength: 600 }),
        (config, game, choices) => {
          let checked = 0;
          const state = play({ ...config, game }, choices, (s) => {
            const legal = legalActions(s);
            if (legal === null) return;
            const seat = s.seats[legal.seat]!;
            const allInTo = seat.committed + seat.stack;
            const range = legal.bet ?? legal.raise;
            if (range === null) {
              // No bet or raise: only a call (all-in or not) may remain.
              if (legal.allIn !== null) expect(seat.stack).toBeLessThanOrEqual(s.currentBet - seat.committed);
              return;
            }
            checked++;
            expect(range.max).toBe(Math.min(allInTo, Math.max(range.min, potLimitMaxTo(s, legal.seat))));
            expect(legal.allIn !== null).toBe(allInTo <= range.max || seat.stack <= s.currentBet - seat.committed);
            // One chip over the limit (when the stack has it) is refused, and says so.
            if (range.max < allInTo) {
              const over: HandAction = { seat: legal.seat, type: legal.bet ? "bet" : "raise", to: range.max + 1 };
              expect(() => apply(s, over)).toThrow(/over the pot limit/);
              expect(() => apply(s, { seat: legal.seat, type: "all_in" })).toThrow(/over the pot limit/);
            }
          });
          expect(isFinished(state)).toBe(true);
          return checked >= 0;
        },
      ),
      { numRuns: 200 },
    );
  });
});

function offersWhatApplyAccepts(game: Game): void {
  {
    const candidateArb = fc.record({
      seatShift: fc.constantFrom(0, 0, 0, 1, 2),
      type: fc.constantFrom("fold" as const, "check" as const, "call" as const, "bet" as const, "raise" as const, "all_in" as const),
      to: fc.oneof(fc.integer({ min: 1, max: 1300 }), fc.constantFrom(-1, 0, 1)),
      edge: fc.constantFrom("min-1", "min", "max", "max+1", "free"),
    });
    fc.assert(
      fc.property(
        configArb,
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(candidateArb, { minLength: 5, maxLength: 5 }),
        (config, choices, candidates) => {
          const state = play({ ...config, game }, choices);
          const legal = legalActions(state);
          for (const c of candidates) {
            const n = state.seats.length;
            const seat = ((state.toAct ?? 0) + c.seatShift) % n;
            const range = legal?.raise ?? legal?.bet;
            let to = c.to;
            if (range && c.edge !== "free") to = { "min-1": range.min - 1, min: range.min, max: range.max, "max+1": range.max + 1 }[c.edge];
            if (to < 1) continue; // the schema refuses amounts below 1 before the engine sees them
            const action: HandAction = c.type === "bet" || c.type === "raise" ? { seat, type: c.type, to } : { seat, type: c.type };
            let accepted = true;
            try {
              const next = apply(state, action);
              // A call puts in exactly the amount offered (part of it may come straight back when it
              // matched a short big blind's full price and nobody else matched it).
              if (action.type === "call") {
                const back = next.events
                  .slice(state.events.length)
                  .reduce((sum, e) => sum + (e.kind === "return" && e.seat === seat ? e.amount : 0), 0);
                expect(state.seats[seat]!.stack - next.seats[seat]!.stack + back).toBe(legal!.call);
              }
            } catch (e) {
              if (!(e instanceof IllegalActionError)) throw e;
              accepted = false;
            }
            expect(accepted).toBe(isOffered(legal, action));
          }
        },
      ),
      { numRuns: 300 },
    );
  }
}
