/**
 * The house bot (src/engine/table/bot.ts): every action it picks is one the hand engine accepts, over
 * random hands driven through the real reducer (random tables, blinds, antes, dead blinds, stacks and
 * cards, the bot playing some seats and random legal actions the others); the same view and seed always
 * give the same action; its hand reading agrees with the evaluator.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryOf, evaluateCards, HAND_CATEGORIES } from "../../src/engine/evaluator.ts";
import { apply, legalActions } from "../../src/engine/holdem/betting.ts";
import { startHand } from "../../src/engine/holdem/setup.ts";
import { isFinished, settle } from "../../src/engine/holdem/showdown.ts";
import type { HandAction, HandConfig, HandState, LegalActions } from "../../src/engine/holdem/types.ts";
import { Rng } from "../../src/engine/rng.ts";
import { type BotAction, type BotView, botAction, chenScore, countedCategory, postflopTier } from "../../src/engine/table/bot.ts";

const card = (text: string) => "23456789TJQKA".indexOf(text[0]!) * 4 + "cdhs".indexOf(text[1]!);
const cards = (text: string) => (text.match(/../g) ?? []).map(card);

function shuffledDeck(rng: Rng): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

const BOARD_SIZE = { preflop: 0, flop: 3, turn: 4, river: 5, showdown: 5 } as const;

/** What the table object shows the bot (as src/tables/ builds it): its own seat only. */
function viewOf(state: HandState, hole: readonly (readonly number[])[], board: readonly number[], legal: LegalActions): BotView {
  const i = legal.seat;
  return {
    hole: hole[i]!,
    board: board.slice(0, BOARD_SIZE[state.street]),
    legal,
    pot: state.seats.reduce((sum, s) => sum + s.contributed, 0),
    stack: state.seats[i]!.stack,
    committed: state.seats[i]!.committed,
    toCall: legal.call ?? 0,
    street: state.street,
    opponents: state.seats.filter((s, k) => k !== i && !s.folded).length,
  };
}

function asHandAction(seat: number, a: BotAction): HandAction {
  return a.type === "bet" || a.type === "raise" ? { seat, type: a.type, to: a.to! } : { seat, type: a.type };
}

/** A random legal action (fold, check, call, all-in, or a bet/raise anywhere in its range). */
function randomLegal(legal: LegalActions, rng: Rng): HandAction {
  const seat = legal.seat;
  const options: HandAction[] = [];
  if (legal.fold) options.push({ seat, type: "fold" });
  if (legal.check) options.push({ seat, type: "check" });
  if (legal.call !== null) options.push({ seat, type: "call" }, { seat, type: "call" });
  if (legal.allIn !== null) options.push({ seat, type: "all_in" });
  for (const type of ["bet", "raise"] as const) {
    const range = legal[type];
    if (range) options.push({ seat, type, to: range.min + rng.nextInt(range.max - range.min + 1) });
  }
  return options[rng.nextInt(options.length)]!;
}

const configArb: fc.Arbitrary<HandConfig> = fc
  .record({
    stacks: fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 2, maxLength: 10 }),
    bigBlind: fc.integer({ min: 1, max: 100 }),
    sbShare: fc.integer({ min: 0, max: 100 }),
    button: fc.nat(),
    ante: fc.option(fc.record({ kind: fc.constantFrom("traditional" as const, "big_blind" as const), amount: fc.integer({ min: 1, max: 40 }) }), {
      nil: null,
    }),
    smallBlindMissing: fc.boolean(),
    dead: fc.option(fc.record({ seat: fc.nat(), amount: fc.integer({ min: 1, max: 100 }) }), { nil: null }),
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

describe("house bot: always legal", () => {
  it("every bot action is accepted by apply, over random hands through the real engine", () => {
    let botDecisions = 0;
    fc.assert(
      fc.property(configArb, fc.integer(), fc.integer({ min: 0, max: 100 }), (config, seed, botShare) => {
        const rng = new Rng(seed);
        const deck = shuffledDeck(rng);
        const n = config.stacks.length;
        const hole = Array.from({ length: n }, (_, i) => [deck[2 * i]!, deck[2 * i + 1]!] as const);
        const board = deck.slice(2 * n, 2 * n + 5);
        let state = startHand(config);
        for (let step = 0; step < 500; step++) {
          const legal = legalActions(state);
          if (legal === null) break;
          let action: HandAction;
          if (rng.nextInt(100) < botShare) {
            action = asHandAction(legal.seat, botAction(viewOf(state, hole, board, legal), rng.nextUint32()));
            botDecisions++;
          } else {
            action = randomLegal(legal, rng);
          }
          state = apply(state, action); // throws IllegalActionError on an illegal bot action
        }
        expect(isFinished(state)).toBe(true);
        const settlement = settle(state, { board, hole });
        expect("stacks" in settlement).toBe(true);
      }),
      { numRuns: 1500 },
    );
    expect(botDecisions).toBeGreaterThan(1000);
  });

  it("pot-limit Omaha (4 and 5 hole cards): every bot action is accepted by apply, bets within the pot limit", () => {
    let sized = 0;
    fc.assert(
      fc.property(configArb, fc.integer(), fc.constantFrom("plo4" as const, "plo5" as const), (base, seed, game) => {
        const holeCount = game === "plo4" ? 4 : 5;
        const config = { ...base, stacks: base.stacks.slice(0, game === "plo5" ? 8 : 10), game };
        config.button %= config.stacks.length;
        config.deadBlinds = config.deadBlinds.filter((d) => d.seat < config.stacks.length);
        if (config.stacks.length < 2) return;
        const rng = new Rng(seed);
        const deck = shuffledDeck(rng);
        const n = config.stacks.length;
        const hole = Array.from({ length: n }, (_, i) => deck.slice(holeCount * i, holeCount * i + holeCount));
        const board = deck.slice(holeCount * n, holeCount * n + 5);
        let state = startHand(config);
        for (let legal = legalActions(state); legal !== null; legal = legalActions(state)) {
          const action = asHandAction(legal.seat, botAction(viewOf(state, hole, board, legal), rng.nextUint32()));
          if (action.type === "bet" || action.type === "raise") sized++;
          state = apply(state, action); // throws IllegalActionError on an illegal bot action (over the pot limit)
        }
        expect("stacks" in settle(state, { board, hole })).toBe(true);
      }),
      { numRuns: 800 },
    );
    expect(sized).toBeGreaterThan(100);
  });

  it("bot-only tables play every hand to the end with every action legal, chips conserved", () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (config, seed) => {
        const rng = new Rng(seed);
        const deck = shuffledDeck(rng);
        const n = config.stacks.length;
        const hole = Array.from({ length: n }, (_, i) => [deck[2 * i]!, deck[2 * i + 1]!] as const);
        const board = deck.slice(2 * n, 2 * n + 5);
        let state = startHand(config);
        for (let legal = legalActions(state); legal !== null; legal = legalActions(state)) {
          state = apply(state, asHandAction(legal.seat, botAction(viewOf(state, hole, board, legal), rng.nextUint32())));
        }
        const settlement = settle(state, { board, hole });
        if (!("stacks" in settlement)) throw new Error("missing cards");
        expect(settlement.stacks.reduce((a, b) => a + b, 0)).toBe(config.stacks.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 500 },
    );
  });

  it("answers a legal action for any legal-actions description, even ones a hand rarely reaches", () => {
    const rangeArb = fc.option(
      fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 })).map(([min, extra]) => ({ min, max: min + extra })),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.record({
          owed: fc.integer({ min: 0, max: 3000 }),
          stack: fc.integer({ min: 1, max: 5000 }),
          bet: rangeArb,
          raise: rangeArb,
          allIn: fc.boolean(),
          pot: fc.integer({ min: 0, max: 20000 }),
          opponents: fc.integer({ min: 1, max: 9 }),
          street: fc.constantFrom("preflop" as const, "flop" as const, "turn" as const, "river" as const),
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 }),
        fc.integer(),
        (r, deck, seed) => {
          const legal: LegalActions = {
            seat: 0,
            fold: r.owed > 0,
            check: r.owed === 0,
            call: r.owed > 0 ? Math.min(r.owed, r.stack) : null,
            bet: r.owed === 0 ? r.bet : null,
            raise: r.owed > 0 ? r.raise : null,
            allIn: r.allIn ? r.stack : null,
          };
          const view: BotView = {
            hole: [deck[0]!, deck[1]!],
            board: deck.slice(2, 2 + BOARD_SIZE[r.street]),
            legal,
            pot: r.pot,
            stack: r.stack,
            committed: 0,
            toCall: legal.call ?? 0,
            street: r.street,
            opponents: r.opponents,
          };
          const a = botAction(view, seed);
          switch (a.type) {
            case "fold":
              expect(legal.fold).toBe(true);
              break;
            case "check":
              expect(legal.check).toBe(true);
              break;
            case "call":
              expect(legal.call).not.toBeNull();
              break;
            case "all_in":
              expect(legal.allIn).not.toBeNull();
              break;
            case "bet":
            case "raise": {
              const range = legal[a.type]!;
              expect(range).not.toBeNull();
              expect(Number.isInteger(a.to)).toBe(true);
              expect(a.to!).toBeGreaterThanOrEqual(range.min);
              expect(a.to!).toBeLessThanOrEqual(range.max);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("never folds when checking is free", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 }), fc.integer(), (deck, seed) => {
        const legal: LegalActions = { seat: 0, fold: false, check: true, call: null, bet: { min: 2, max: 100 }, raise: null, allIn: 100 };
        const view: BotView = {
          hole: [deck[0]!, deck[1]!],
          board: deck.slice(2, 5),
          legal,
          pot: 10,
          stack: 100,
          committed: 0,
          toCall: 0,
          street: "flop",
          opponents: 2,
        };
        expect(botAction(view, seed).type).not.toBe("fold");
      }),
    );
  });
});

describe("house bot: deterministic and seeded", () => {
  const view: BotView = {
    hole: [card("Ah"), card("Kh")],
    board: [],
    legal: { seat: 3, fold: true, check: false, call: 2, bet: null, raise: { min: 4, max: 200 }, allIn: 200 },
    pot: 3,
    stack: 200,
    committed: 0,
    toCall: 2,
    street: "preflop",
    opponents: 5,
  };

  it("the same view and seed give the same action; seeds vary the choice", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(botAction(view, seed)).toEqual(botAction(structuredClone(view), seed));
      }),
    );
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) seen.add(botAction(view, seed).type);
    // AK suited raises mostly and sometimes just calls; it never folds for a big blind.
    expect([...seen].sort()).toEqual(["call", "raise"]);
  });

  it("sizes a raise as a fraction of the pot, clamped to the legal range", () => {
    const raises = [...Array(100).keys()].map((seed) => botAction(view, seed)).filter((a) => a.type === "raise");
    // Premium: a pot-sized raise, to 2 + (3 + 2) = 7 chips.
    expect(new Set(raises.map((a) => a.to))).toEqual(new Set([7]));
    const short = { ...view, stack: 5, legal: { ...view.legal, raise: { min: 4, max: 5 }, allIn: 5 } };
    for (let seed = 0; seed < 50; seed++) {
      const a = botAction(short, seed);
      if (a.type === "raise") expect(a.to).toBe(5);
    }
  });

  it("folds trash to a raise and never folds the nuts", () => {
    const trash: BotView = {
      ...view,
      hole: [card("7c"), card("2d")],
      toCall: 30,
      pot: 40,
      legal: { ...view.legal, call: 30, raise: { min: 60, max: 200 } },
    };
    const nuts: BotView = {
      ...view,
      hole: [card("Ah"), card("Kh")],
      board: cards("QhJhTh2c"),
      street: "turn",
      toCall: 150,
      pot: 200,
      legal: { ...view.legal, call: 150, raise: { min: 200, max: 200 } },
    };
    let trashFolds = 0;
    for (let seed = 0; seed < 100; seed++) {
      if (botAction(trash, seed).type === "fold") trashFolds++;
      expect(botAction(nuts, seed).type).not.toBe("fold");
    }
    expect(trashFolds).toBeGreaterThan(90);
  });
});

describe("house bot: hand reading", () => {
  it("Chen scores", () => {
    expect(chenScore(card("Ah"), card("As"))).toBe(20);
    expect(chenScore(card("Kh"), card("Ks"))).toBe(16);
    expect(chenScore(card("2h"), card("2s"))).toBe(5);
    expect(chenScore(card("Ah"), card("Kh"))).toBe(12);
    expect(chenScore(card("Ah"), card("Kd"))).toBe(10);
    expect(chenScore(card("Jh"), card("Th"))).toBe(9);
    expect(chenScore(card("7h"), card("2d"))).toBe(-1);
  });

  it("the counted category agrees with the evaluator on 7-card hands", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 }), (hand) => {
        expect(HAND_CATEGORIES[countedCategory(hand)]).toBe(categoryOf(evaluateCards(hand)));
      }),
      { numRuns: 5000 },
    );
  });

  it("a category never drops as cards are added (flop and turn read as lower bounds of the river)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 }), (hand) => {
        expect(countedCategory(hand.slice(0, 5))).toBeLessThanOrEqual(countedCategory(hand));
        expect(countedCategory(hand.slice(0, 6))).toBeLessThanOrEqual(countedCategory(hand));
      }),
    );
  });

  it("postflop tiers: a made hand counts only when it beats the board", () => {
    expect(postflopTier([card("Ah"), card("Kh")], cards("QhJhTh"))).toBe(4); // royal flush
    expect(postflopTier([card("As"), card("Kd")], cards("AcKc7h"))).toBe(3); // two pair
    expect(postflopTier([card("As"), card("Qd")], cards("Ac8c7h"))).toBe(2); // top pair
    expect(postflopTier([card("9s"), card("9d")], cards("Ac8c7h"))).toBe(1); // underpair
    expect(postflopTier([card("2s"), card("3d")], cards("AcAhKcKh7d"))).toBe(0); // the board's two pair
    expect(postflopTier([card("2c"), card("3c")], cards("AcKc7h"))).toBe(1); // flush draw
    expect(postflopTier([card("2c"), card("3c")], cards("AcKc7h9d5s"))).toBe(0); // missed draw on the river
  });
});
