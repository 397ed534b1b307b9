import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, neverFails, tenant } from "../helpers";

const PATH = "/v1/calculations/hands/omaha";

// Heads-up PLO4, blinds 5/10, stacks 1000: button A raises the pot (pot 15, call 5 -> 20, to 10 + 20 = 30),
// B re-pots (pot 40, call 20 -> 60, to 30 + 60 = 90), A calls (pot 180); flop B bets the pot, 180, A calls
// (pot 540); turn and river checked. Board Qh Jh 4c 2h 7s: A's Ah Kh with Qh Jh 2h is the nut flush; B's
// Qc Qs with Qh is trips. A ends 1000 - 270 + 540 = 1270, B 730.
const HAND = {
  game: "plo4",
  seats: [
    { id: "A", stack: 1000, cards: "AhKhQdJd" },
    { id: "B", stack: 1000, cards: "QcQs9c8s" },
  ],
  button: "A",
  forcedBets: { smallBlind: 5, bigBlind: 10 },
  board: "Qh Jh 4c 2h 7s",
  actions: [
    { seat: "A", type: "raise", to: 30 },
    { seat: "B", type: "raise", to: 90 },
    { seat: "A", type: "call" },
    { seat: "B", type: "bet", to: 180 },
    { seat: "A", type: "call" },
    { seat: "B", type: "check" },
    { seat: "A", type: "check" },
    { seat: "B", type: "check" },
    { seat: "A", type: "check" },
  ],
};

describe("POST /v1/calculations/hands/omaha", () => {
  it("settles a pot-limit hand: the pot, the winner and the hands (two hole cards, three board cards)", async () => {
    const { key } = await tenant();
    const res = await call(PATH, { key, body: HAND });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    expect(result).toMatchObject({ object: "omaha_hand", game: "plo4", method: "exact", status: "complete" });
    expect(result.pots).toEqual([{ amount: 540, eligible: ["A", "B"], winners: [{ id: "A", amount: 540 }] }]);
    expect(result.result.stacks).toEqual([
      { id: "A", stack: 1270, net: 270 },
      { id: "B", stack: 730, net: -270 },
    ]);
    expect(result.result.hands.map((h: { category: string }) => h.category)).toEqual(["flush", "three_of_a_kind"]);
  });

  it("a raise over the pot is a 400 at its action; wrong hole-card counts and hold'em fields are 400s naming the field", async () => {
    const { key } = await tenant();
    const over = await expectProblem(
      await call(PATH, { key, body: { ...HAND, actions: [{ seat: "A", type: "raise", to: 31 }] } }),
      400,
      "validation_failed",
    );
    expect(over.errors[0]).toMatchObject({ path: "/actions/0", code: "too_large" });
    expect(over.detail).toContain("over the pot limit: at most 30");

    const cards = await expectProblem(
      await call(PATH, { key, body: { ...HAND, seats: [HAND.seats[0], { id: "B", stack: 1000, cards: "QcQs" }] } }),
      400,
      "validation_failed",
    );
    expect(cards.errors[0].path).toBe("/seats/1/cards");

    const noGame = await expectProblem(await call(PATH, { key, body: { ...HAND, game: "nlhe" } }), 400, "validation_failed");
    expect(noGame.errors[0].path).toBe("/game");

    const duplicate = await expectProblem(await call(PATH, { key, body: { ...HAND, board: "Ah Jh 4c 2h 7s" } }), 400, "card_conflict");
    expect(duplicate.errors[0].path).toBe("/board");
  });

  it("the hold'em endpoint refuses an Omaha hand and the game field, naming the field", async () => {
    const { key } = await tenant();
    const { game: _, ...holdem } = HAND;
    const four = await expectProblem(await call("/v1/calculations/hands/holdem", { key, body: holdem }), 400, "validation_failed");
    expect(four.errors.map((e: { path: string }) => e.path)).toEqual(["/seats/0/cards", "/seats/1/cards"]);
    expect(four.detail).toContain("/v1/calculations/hands/omaha");
    const game = await expectProblem(await call("/v1/calculations/hands/holdem", { key, body: HAND }), 400, "validation_failed");
    expect(game.errors[0].path).toBe("/game");
  });

  it("returns OHH (Omaha, pot limit) and PHH (PO) histories valid against the contract", async () => {
    const { key } = await tenant();
    const ohh = await json(await call(PATH, { key, body: { ...HAND, history: { format: "ohh" } } }));
    expectContract("POST", PATH, 200, ohh);
    expect(ohh.history.document.ohh).toMatchObject({ game_type: "Omaha", bet_limit: { bet_type: "PL" } });
    const phh = await json(await call(PATH, { key, body: { ...HAND, history: { format: "phh" } } }));
    expectContract("POST", PATH, 200, phh);
    expect(phh.history.text).toContain('variant = "PO"');
    expect(phh.history.text).toContain("finishing_stacks = [730, 1270]");
  });

  it("malformed bodies are 400 problems with a path, never 500", async () => {
    await neverFails(
      PATH,
      fc.record(
        {
          game: fc.constantFrom("plo4", "plo5", "nlhe"),
          seats: fc.array(
            fc.record(
              {
                id: fc.constantFrom("a", "b", "c"),
                stack: fc.integer({ min: -5, max: 500 }),
                cards: fc.constantFrom("AhKhQhJh", "AhKhQhJhTh", "2c", "xx"),
              },
              { requiredKeys: ["id"] },
            ),
            { maxLength: 11 },
          ),
          button: fc.constantFrom("a", "b", "z"),
          forcedBets: fc.record({ smallBlind: fc.integer({ min: -1, max: 60 }), bigBlind: fc.integer({ min: 0, max: 60 }) }, { requiredKeys: [] }),
          board: fc.constantFrom("", "2c3c4c", "2c3c4c5c6c7c"),
          actions: fc.array(
            fc.record(
              {
                seat: fc.constantFrom("a", "b", "c"),
                type: fc.constantFrom("fold", "check", "call", "bet", "raise", "all_in"),
                to: fc.integer({ min: -1, max: 600 }),
              },
              { requiredKeys: ["seat", "type"] },
            ),
            { maxLength: 12 },
          ),
        },
        { requiredKeys: [] },
      ),
      { runs: 40, statuses: [200, 400], errorPath: /^\// },
    );
  });
});

/**
 * Dealt from a verifiable shuffle: the expected cards are read off the revealed deck with the order
 * written out here (one card to each seat from the seat left of the button, four rounds for plo4, then
 * burn, flop, burn, turn, burn, river), not with the engine's dealPositions.
 */
describe("POST /v1/calculations/hands/omaha with a revealed shuffle", () => {
  it("deals four rounds from the seat left of the button, then the board after 12 hole cards and a burn", async () => {
    const { key } = await tenant();
    const created = await json(await call("/v1/shuffles", { key, body: {} }));
    await call(`/v1/shuffles/${created.id}/deck`, { key, body: { clientSeeds: ["omaha"], nonce: 1 } });
    const { deck: d } = await json(await call(`/v1/shuffles/${created.id}/reveal`, { key, method: "POST" }));
    // Button C (index 2): A gets positions 0, 3, 6, 9; B 1, 4, 7, 10; C 2, 5, 8, 11. Burn 12, flop 13-15,
    // burn 16, turn 17, burn 18, river 19. Blinds A 5, B 10; C calls, A completes, B checks, all check down.
    const actions = [
      { seat: "C", type: "call" },
      { seat: "A", type: "call" },
      { seat: "B", type: "check" },
      ...Array.from({ length: 3 }, () => ["A", "B", "C"].map((seat) => ({ seat, type: "check" }))).flat(),
    ];
    const body = {
      game: "plo4",
      seats: ["A", "B", "C"].map((id) => ({ id, stack: 1000 })),
      button: "C",
      forcedBets: { smallBlind: 5, bigBlind: 10 },
      actions,
      shuffleId: created.id,
      history: { format: "ohh" },
    };
    const result = await json(await call(PATH, { key, body }));
    expectContract("POST", PATH, 200, result);
    const at = (...p: number[]) => p.map((i) => d[i]).join("");
    expect(result.seats.map((s: { cards: string }) => s.cards)).toEqual([at(0, 3, 6, 9), at(1, 4, 7, 10), at(2, 5, 8, 11)]);
    expect(result.board).toBe(at(13, 14, 15, 17, 19));
    expect(result.status).toBe("complete");
    expect(result.history.document.ohh.pokerworks_shuffle.deck).toEqual(d);
    // A seat's cards that the deck dealt elsewhere are refused at the seat's path.
    const wrong = await expectProblem(
      await call(PATH, { key, body: { ...body, seats: [{ id: "A", stack: 1000, cards: at(1, 4, 7, 10) }, body.seats[1], body.seats[2]] } }),
      400,
      "validation_failed",
    );
    expect(wrong.errors[0].path).toBe("/seats/0/cards");
    expect(wrong.detail).toContain("deck positions 0, 3, 6, 9");
  });
});
