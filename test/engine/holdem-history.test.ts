/**
 * Hand histories: the values of a hand worked out by hand in both formats, and the round trip
 * actions -> history -> actions over random hands, read back by the spec-based readers beside this
 * file (holdem-history-readers.ts).
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apply, legalActions } from "../../src/engine/holdem/betting.ts";
import { type HoldemHandInput, type OmahaHandInput, prepareHoldemHand, prepareOmahaHand } from "../../src/engine/holdem/hand.ts";
import type { OhhDocument } from "../../src/engine/holdem/history-ohh.ts";
import { startHand } from "../../src/engine/holdem/setup.ts";
import type { HandAction, HandConfig } from "../../src/engine/holdem/types.ts";
import { OhhDocumentSchema } from "../../src/routes/calculations/hand-history-schemas.ts";
import { readOhh, readPhh, settlePhh } from "./holdem-history-readers.ts";

// The three-way all-in of holdem-rules.test.ts: button A, blinds B 10 / C 20; D raises to 100, A calls
// all-in 100, B raises all-in to 300, C raises all-in to 500, D calls.
const THREE_WAY: HoldemHandInput = {
  seats: [
    { id: "A", stack: 100, cards: "AsAh" },
    { id: "B", stack: 300, cards: "KsKh" },
    { id: "C", stack: 500, cards: "8s8h" },
    { id: "D", stack: 2000, cards: "JsJh" },
  ],
  button: "A",
  forcedBets: { smallBlind: 10, bigBlind: 20, smallBlindMissing: false, deadBlinds: [] },
  board: "2c7d9c3d4h",
  actions: [
    { seat: "D", type: "raise", to: 100 },
    { seat: "A", type: "all_in" },
    { seat: "B", type: "all_in" },
    { seat: "C", type: "all_in" },
    { seat: "D", type: "call" },
  ],
};

/** The hold'em or Omaha engine, as the request says (an Omaha request carries its `game`). */
const prepare = (req: HoldemHandInput | OmahaHandInput) => ("game" in req ? prepareOmahaHand(req as OmahaHandInput) : prepareHoldemHand(req));
const withHistory = (req: HoldemHandInput, format: "ohh" | "phh") => prepare({ ...req, history: { format, gameNumber: "42", tableName: "T1" } })();

describe("Open Hand History", () => {
  it("amounts are the chips each action put in: B's raise to 300 over its 10 small blind is 290 (the spec's 'raise ... to a total of $20' example: 18 over 2)", () => {
    const r = withHistory(THREE_WAY, "ohh");
    if (r.history?.format !== "ohh") throw new Error("expected OHH");
    const doc = r.history.document;
    expect(v.safeParse(OhhDocumentSchema, doc).success).toBe(true);
    expect(doc.ohh).toMatchObject({
      currency: "XPM",
      dealer_seat: 1,
      small_blind_amount: 10,
      big_blind_amount: 20,
      game_number: "42",
      table_name: "T1",
      table_size: 4,
    });
    const preflop = doc.ohh.rounds[0]!.actions.filter((a) => a.action !== "Dealt Cards");
    expect(preflop.map((a) => [a.player_id, a.action, a.amount, a.is_allin])).toEqual([
      [1, "Post SB", 10, false],
      [2, "Post BB", 20, false],
      [3, "Raise", 100, false], // D: to 100 from nothing in front
      [0, "Call", 100, true], // A: all of its 100
      [1, "Raise", 290, true], // B: to 300 with 10 in front
      [2, "Raise", 480, true], // C: to 500 with 20 in front
      [3, "Call", 400, false], // D: to 500 with 100 in front
    ]);
    expect(doc.ohh.rounds.map((round) => [round.street, round.cards.join("")])).toEqual([
      ["Preflop", ""],
      ["Flop", "2c7d9c"],
      ["Turn", "3d"],
      ["River", "4h"],
      ["Showdown", ""],
    ]);
    expect(doc.ohh.pots).toEqual([
      { number: 0, amount: 400, rake: 0, player_wins: [{ player_id: 0, win_amount: 400 }] },
      { number: 1, amount: 600, rake: 0, player_wins: [{ player_id: 1, win_amount: 600 }] },
      { number: 2, amount: 400, rake: 0, player_wins: [{ player_id: 3, win_amount: 400 }] },
    ]);
  });
});

describe("PHH", () => {
  it("players from the first seat left of the button (button last), raise-to amounts, winnings and finishing stacks", () => {
    const r = withHistory(THREE_WAY, "phh");
    if (r.history?.format !== "phh") throw new Error("expected PHH");
    const text = r.history.text;
    // Position order B (small blind), C, D, A (button).
    expect(text).toContain('players = ["B", "C", "D", "A"]');
    expect(text).toContain("blinds_or_straddles = [10, 20, 0, 0]");
    expect(text).toContain("starting_stacks = [300, 500, 2000, 100]");
    for (const line of ['"p3 cbr 100"', '"p4 cc"', '"p1 cbr 300"', '"p2 cbr 500"', '"p3 cc"', '"d db 2c7d9c"', '"d db 3d"', '"d db 4h"']) {
      expect(text).toContain(line);
    }
    expect(text).toContain("finishing_stacks = [600, 0, 1900, 400]");
    expect(text).toContain("winnings = [600, 0, 400, 400]");
  });

  it("heads-up the forced-bet arrays are written reversed (PHH: 'reversed in heads-up games by rule')", () => {
    const r = withHistory(
      {
        seats: [
          { id: "btn", stack: 1000 },
          { id: "bb", stack: 1000 },
        ],
        button: "btn",
        forcedBets: { smallBlind: 50, bigBlind: 100, ante: { kind: "big_blind", amount: 100 }, smallBlindMissing: false, deadBlinds: [] },
        board: "",
        actions: [{ seat: "btn", type: "fold" }],
      },
      "phh",
    );
    const text = r.history!.format === "phh" ? r.history!.text : "";
    // Positions: p1 = bb (left of the button), p2 = btn. Effective blinds [100, 50], antes [100, 0]; written reversed.
    expect(text).toContain('players = ["bb", "btn"]');
    expect(text).toContain("blinds_or_straddles = [50, 100]");
    expect(text).toContain("antes = [0, 100]");
  });
});

const configArb: fc.Arbitrary<HandConfig> = fc
  .record({
    stacks: fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 2, maxLength: 10 }),
    bigBlind: fc.integer({ min: 2, max: 60 }),
    button: fc.nat(),
    ante: fc.option(fc.record({ kind: fc.constantFrom("traditional" as const, "big_blind" as const), amount: fc.integer({ min: 1, max: 40 }) }), {
      nil: null,
    }),
  })
  .map((r) => ({
    stacks: r.stacks,
    button: r.button % r.stacks.length,
    bigBlind: r.bigBlind,
    smallBlind: Math.floor(r.bigBlind / 2),
    ante: r.ante,
    smallBlindMissing: false,
    deadBlinds: [],
  }));

/**
 * A random legal hand as a request: the reducer picks among the legal actions, ids are s0..sN. With
 * `config.game` plo4 the seats get four cards each and the request carries the game.
 */
function randomHand(config: HandConfig, choices: readonly number[], deck: readonly number[]): HoldemHandInput {
  let state = startHand(config);
  const actions: HandAction[] = [];
  for (const c of choices) {
    const legal = legalActions(state);
    if (legal === null) break;
    const seat = legal.seat;
    const options: HandAction[] = [];
    if (legal.fold) options.push({ seat, type: "fold" });
    if (legal.check) options.push({ seat, type: "check" });
    if (legal.call !== null) options.push({ seat, type: "call" });
    if (legal.allIn !== null) options.push({ seat, type: "all_in" });
    const range = legal.bet ?? legal.raise;
    if (range) options.push({ seat, type: legal.bet ? "bet" : "raise", to: range.min + ((c >>> 3) % (range.max - range.min + 1)) });
    const action = options[c % options.length]!;
    actions.push(action);
    state = apply(state, action);
  }
  const card = (i: number) => "23456789TJQKA"[deck[i]! >> 2]! + "cdhs"[deck[i]! & 3]!;
  const k = config.game === "plo4" ? 4 : 2;
  const cards = (from: number, count: number) => Array.from({ length: count }, (_, j) => card(from + j)).join("");
  return {
    ...(config.game === "plo4" ? { game: "plo4" } : {}),
    seats: config.stacks.map((stack, i) => ({ id: `s${i}`, stack, cards: cards(k * i, k) })),
    button: `s${config.button}`,
    forcedBets: { smallBlind: config.smallBlind, bigBlind: config.bigBlind, ante: config.ante, smallBlindMissing: false, deadBlinds: [] },
    board: cards(10 * k, 5),
    actions: actions.map((a) => ({ ...a, seat: `s${a.seat}` })),
  };
}

/** The request's actions with each all_in written as the call, bet or raise it was (from the state before it). */
function resolvedActions(req: HoldemHandInput): HoldemHandInput["actions"] {
  return req.actions.map((a, i) => {
    if (a.type !== "all_in") return a;
    const before = prepare({ ...req, actions: req.actions.slice(0, i) })();
    const seat = before.seats.find((s) => s.id === a.seat)!;
    const allInTo = seat.committed + seat.stack;
    if (allInTo <= before.currentBet) return { seat: a.seat, type: "call" };
    return { seat: a.seat, type: before.currentBet === 0 ? "bet" : "raise", to: allInTo };
  });
}

const deckArb = fc.shuffledSubarray(
  Array.from({ length: 52 }, (_, i) => i),
  { minLength: 45, maxLength: 45 },
);

describe("round trip: actions -> history -> actions", () => {
  for (const game of ["nlhe", "plo4"] as const)
    it(`both formats read back to the same seats, forced bets, board and actions, which replay to the same result (${game})`, () => {
      roundTrip(game);
    });
});

function roundTrip(game: "nlhe" | "plo4"): void {
  fc.assert(
    fc.property(configArb, fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), deckArb, (table, choices, deck) => {
      const config: HandConfig = game === "nlhe" ? table : { ...table, game };
      const req = randomHand(config, choices, deck);
      const expected = resolvedActions(req);
      const plain = prepare(req)();
      expect(plain.status).toBe("complete");
      for (const format of ["ohh", "phh"] as const) {
        const r = withHistory(req, format);
        const read = r.history!.format === "ohh" ? readOhh(r.history!.document as OhhDocument) : readPhh(r.history!.text);
        expect(read.actions).toEqual(expected);
        expect(read.seats).toEqual(req.seats);
        expect(read.button).toBe(req.button);
        expect([read.smallBlind, read.bigBlind, read.ante]).toEqual([config.smallBlind, config.bigBlind, config.ante?.amount ?? 0]);
        // The board is written as far as the hand got.
        expect(req.board.startsWith(read.board)).toBe(true);
        const replayed = prepare({ ...req, actions: read.actions })();
        expect(replayed).toEqual(plain);
      }
    }),
    { numRuns: 40 },
  );
}

describe("PHH settles to our finishing stacks in a reader that plays it out (PokerKit's rules)", () => {
  /** PHH player order: from the first seat left of the button, the button last. */
  const inPhhOrder = (stacks: readonly number[], button: number) => stacks.map((_, k) => stacks[(button + 1 + k) % stacks.length]!);

  it("a traditional ante is each seat's own stake: ante_trimming_status = true, so a seat all-in on a short ante wins only what it matched", () => {
    // The button A has 4 chips for a 10 ante and the best hand: it wins 4 from each seat (12), not all 24 of antes.
    const req: HoldemHandInput = {
      seats: [
        { id: "A", stack: 4, cards: "AsAh" },
        { id: "B", stack: 1000, cards: "KsKh" },
        { id: "C", stack: 1000, cards: "QsQh" },
      ],
      button: "A",
      forcedBets: { smallBlind: 10, bigBlind: 20, ante: { kind: "traditional", amount: 10 }, smallBlindMissing: false, deadBlinds: [] },
      board: "2c7d9c3d4h",
      // A is all-in on its ante; B completes the small blind, C checks, then both check it down.
      actions: [
        { seat: "B", type: "call" },
        { seat: "C", type: "check" },
        { seat: "B", type: "check" },
        { seat: "C", type: "check" },
        { seat: "B", type: "check" },
        { seat: "C", type: "check" },
        { seat: "B", type: "check" },
        { seat: "C", type: "check" },
      ],
    };
    const r = withHistory(req, "phh");
    if (r.history?.format !== "phh" || !r.result) throw new Error("expected a settled PHH");
    expect(r.history.text).toContain("ante_trimming_status = true");
    // A takes 4 from each seat (12); B's kings take the rest: 6 + 6 of antes and the 40 of blinds.
    const stacks = r.result.stacks.map((s) => s.stack);
    expect(stacks).toEqual([12, 1000 - 30 + 52, 1000 - 30]);
    // Positions: p1 = B, p2 = C, p3 = A (button). Read without the field, the antes are dead money and A takes all 24.
    expect(settlePhh(r.history.text)).toEqual([1022, 970, 12]);
    expect(settlePhh(r.history.text.replace("ante_trimming_status = true\n", ""))).toEqual([1010, 970, 24]);
  });

  it("a big-blind ante is dead money: no ante_trimming_status (PHH's default, false)", () => {
    const r = withHistory({ ...THREE_WAY, forcedBets: { ...THREE_WAY.forcedBets, ante: { kind: "big_blind", amount: 20 } } }, "phh");
    if (r.history?.format !== "phh" || !r.result) throw new Error("expected a settled PHH");
    expect(r.history.text).not.toContain("ante_trimming_status");
    expect(settlePhh(r.history.text)).toEqual(
      inPhhOrder(
        r.result.stacks.map((s) => s.stack),
        0,
      ),
    );
  });

  it("a traditional ante with a dead blind: the field is left out, so the dead blind stays dead money (trimming would hand it back)", () => {
    const r = withHistory(
      { ...THREE_WAY, forcedBets: { ...THREE_WAY.forcedBets, ante: { kind: "traditional", amount: 5 }, deadBlinds: [{ seat: "D", amount: 10 }] } },
      "phh",
    );
    if (r.history?.format !== "phh" || !r.result) throw new Error("expected a settled PHH");
    expect(r.history.text).not.toContain("ante_trimming_status");
    expect(r.history.text).toContain("antes = [5, 5, 15, 5]");
    // Every seat covers its ante, so dead or staked antes make the same pots.
    expect(settlePhh(r.history.text)).toEqual(
      inPhhOrder(
        r.result.stacks.map((s) => s.stack),
        0,
      ),
    );
    expect(settlePhh(r.history.text.replace('variant = "NT"', 'variant = "NT"\nante_trimming_status = true'))).not.toEqual(
      inPhhOrder(
        r.result.stacks.map((s) => s.stack),
        0,
      ),
    );
  });

  for (const game of ["nlhe", "plo4"] as const)
    it(`random hands with and without antes: the reader's finishing stacks are ours (${game === "plo4" ? 'plo4: PHH variant "PO"' : "nlhe"})`, () => {
      settlesLikeTheReader(game);
    });
});

function settlesLikeTheReader(game: "nlhe" | "plo4"): void {
  /** PHH player order: from the first seat left of the button, the button last. */
  const inPhhOrder = (stacks: readonly number[], button: number) => stacks.map((_, k) => stacks[(button + 1 + k) % stacks.length]!);
  fc.assert(
    fc.property(configArb, fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), deckArb, (table, choices, deck) => {
      const config: HandConfig = game === "nlhe" ? table : { ...table, game };
      // PHH cannot say what this engine does with a seat short of its blind (the others still owe the
      // full big blind; a big blind is posted before a big-blind ante): such hands are left out here.
      const afterAnte = (seat: number) => config.stacks[seat]! - (config.ante?.kind === "traditional" ? config.ante.amount : 0);
      const n = config.stacks.length;
      const sb = n === 2 ? config.button : (config.button + 1) % n;
      const bb = (sb + 1) % n;
      fc.pre(afterAnte(sb) > config.smallBlind && afterAnte(bb) > config.bigBlind + (config.ante?.kind === "big_blind" ? config.ante.amount : 0));
      const req = randomHand(config, choices, deck);
      const r = withHistory(req, "phh");
      if (r.history?.format !== "phh" || !r.result) throw new Error("expected a settled PHH");
      expect(settlePhh(r.history.text)).toEqual(
        inPhhOrder(
          r.result.stacks.map((s) => s.stack),
          config.button,
        ),
      );
    }),
    { numRuns: game === "nlhe" ? 300 : 150 },
  );
}
