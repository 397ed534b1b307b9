import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, neverFails, tenant } from "../helpers";

const PATH = "/v1/calculations/hands/holdem";

// Heads-up, hand-worked: button A posts 50, B posts 100; A raises to 300, B calls 200 more (pot 600);
// flop: B checks, A bets 400, B calls (pot 1400); turn and river checked. Board Ks 9d 4c 2h 7s:
// A's Ah Kh is top pair, B's Qc Qd loses. A ends 1000 - 700 + 1400 = 1700, B 300.
const HAND = {
  seats: [
    { id: "A", stack: 1000, cards: "AhKh" },
    { id: "B", stack: 1000, cards: "QcQd" },
  ],
  button: "A",
  forcedBets: { smallBlind: 50, bigBlind: 100 },
  board: "Ks 9d 4c 2h 7s",
  actions: [
    { seat: "A", type: "raise", to: 300 },
    { seat: "B", type: "call" },
    { seat: "B", type: "check" },
    { seat: "A", type: "bet", to: 400 },
    { seat: "B", type: "call" },
    { seat: "B", type: "check" },
    { seat: "A", type: "check" },
    { seat: "B", type: "check" },
    { seat: "A", type: "check" },
  ],
};

describe("POST /v1/calculations/hands/holdem", () => {
  it("settles a complete hand: pot, winner, final stacks and hand categories", async () => {
    const { key } = await tenant();
    const res = await call(PATH, { key, body: HAND });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(res.headers.get("x-engine-version")).toBe(result.engineVersion);
    expect(result).toMatchObject({
      object: "holdem_hand",
      method: "exact",
      status: "complete",
      street: "showdown",
      board: "Ks9d4c2h7s",
      toAct: null,
    });
    expect(result.pots).toEqual([{ amount: 1400, eligible: ["A", "B"], winners: [{ id: "A", amount: 1400 }] }]);
    expect(result.result.stacks).toEqual([
      { id: "A", stack: 1700, net: 700 },
      { id: "B", stack: 300, net: -700 },
    ]);
    expect(result.result.hands).toEqual([
      { id: "A", cards: "AhKh", category: "one_pair" },
      { id: "B", cards: "QcQd", category: "one_pair" },
    ]);
    // A settled hand's seats show the stacks after the awards, as result.stacks does.
    expect(result.seats.map((s: { id: string; stack: number }) => [s.id, s.stack])).toEqual([
      ["A", 1700],
      ["B", 300],
    ]);
  });

  it("mid-hand: who acts, with the call amount and the raise range; without cards a finished hand awaits them", async () => {
    const { key } = await tenant();
    const mid = await json(await call(PATH, { key, body: { ...HAND, actions: HAND.actions.slice(0, 4) } }));
    expect(mid).toMatchObject({ status: "in_progress", street: "flop", toAct: "B", currentBet: 400, minRaise: 400 });
    // B owes 400; a full raise would be to 400 + 400 = 800, but B has 700 behind: the only raise is all-in to 700.
    expect(mid.legalActions).toEqual({ fold: true, check: false, call: 400, bet: null, raise: { minTo: 700, maxTo: 700 }, all_in: 700, allIn: 700 });
    // Every legal action's key is the spelling of the action that takes it.
    expect(Object.keys(mid.legalActions).filter((k) => k !== "allIn")).toEqual(["fold", "check", "call", "bet", "raise", "all_in"]);
    const noCards = { ...HAND, seats: HAND.seats.map(({ id, stack }) => ({ id, stack })), board: "Ks9d4c" };
    const waiting = await json(await call(PATH, { key, body: noCards }));
    expectContract("POST", PATH, 200, waiting);
    expect(waiting).toMatchObject({ status: "awaiting_cards", missingCards: { board: true, seats: ["A", "B"] }, result: null });
  });

  it("an illegal action is 400 at /actions/N saying why; unknown seats and shared cards are refused before any replay", async () => {
    const { key } = await tenant();
    const late = await expectProblem(
      await call(PATH, { key, body: { ...HAND, actions: [...HAND.actions.slice(0, 3), { seat: "A", type: "bet", to: 50 }] } }),
      400,
      "validation_failed",
    );
    expect(late.errors).toEqual([{ path: "/actions/3", code: "too_small", message: expect.stringMatching(/minimum bet is 100/) }]);
    const turn = await expectProblem(await call(PATH, { key, body: { ...HAND, actions: [{ seat: "B", type: "check" }] } }), 400, "validation_failed");
    // Seats are named by the request's ids, never by table-order indices.
    expect(turn.errors[0]).toEqual({
      path: "/actions/0",
      code: "out_of_turn",
      message: "actions[0] (seat 'B' check): out of turn: seat 'B' acted, seat 'A' is to act",
    });
    const unknown = await expectProblem(
      await call(PATH, { key, body: { ...HAND, button: "Z", actions: [{ seat: "Y", type: "call" }] } }),
      400,
      "validation_failed",
    );
    expect(unknown.errors.map((e: { path: string }) => e.path)).toEqual(["/button", "/actions/0/seat"]);
    const shared = await expectProblem(await call(PATH, { key, body: { ...HAND, board: "Ah9d4c2h7s" } }), 400, "card_conflict");
    expect(shared.errors[0].path).toBe("/board");
    const missingTo = await expectProblem(
      await call(PATH, { key, body: { ...HAND, actions: [{ seat: "A", type: "raise" }] } }),
      400,
      "validation_failed",
    );
    expect(missingTo.errors[0].path).toBe("/actions/0/to");
  });

  it("returns the hand history in the format asked for, valid against the published contract", async () => {
    const { key } = await tenant();
    const ohh = await json(
      await call(PATH, { key, body: { ...HAND, history: { format: "ohh", gameNumber: "hand-9", startedAt: "2026-11-22T20:00:00Z" } } }),
    );
    expectContract("POST", PATH, 200, ohh);
    expect(ohh.history.document.ohh).toMatchObject({
      currency: "XPM",
      game_number: "hand-9",
      start_date_utc: "2026-11-22T20:00:00Z",
      dealer_seat: 1,
    });
    // A's raise to 300 over its 50 small blind put in 250.
    expect(ohh.history.document.ohh.rounds[0].actions.find((a: { action: string }) => a.action === "Raise")).toMatchObject({
      player_id: 0,
      amount: 250,
    });
    const phh = await json(await call(PATH, { key, body: { ...HAND, history: { format: "phh" } } }));
    expectContract("POST", PATH, 200, phh);
    expect(phh.history.text).toContain('"p2 cbr 300"');
    expect(phh.history.text).toContain("finishing_stacks = [300, 1700]");
    const bad = await expectProblem(await call(PATH, { key, body: { ...HAND, history: { format: "pgn" } } }), 400, "validation_failed");
    expect(bad.errors[0].path).toBe("/history/format");
  });

  it("malformed bodies are 400 problems with a path, never 500", async () => {
    await neverFails(
      PATH,
      fc.record(
        {
          seats: fc.array(
            fc.record(
              { id: fc.constantFrom("a", "b", "c"), stack: fc.integer({ min: -5, max: 500 }), cards: fc.constantFrom("AhKh", "2c", "xx") },
              { requiredKeys: ["id"] },
            ),
            { maxLength: 11 },
          ),
          button: fc.constantFrom("a", "b", "z", 3),
          forcedBets: fc.record({ smallBlind: fc.integer({ min: -1, max: 60 }), bigBlind: fc.integer({ min: 0, max: 60 }) }, { requiredKeys: [] }),
          board: fc.constantFrom("", "AhKh", "2c3c4c5c6c7c", 5),
          actions: fc.array(
            fc.record(
              {
                seat: fc.constantFrom("a", "b", "c"),
                type: fc.constantFrom("fold", "check", "call", "bet", "raise", "all_in", "x"),
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
