/**
 * A hand dealt from a verifiable shuffle. The expected cards are read off the revealed deck with the
 * dealing order written out here from the text (one card to each seat starting left of the
 * button, a second round, burn, flop, burn, turn, burn, river), not with the engine's dealPositions.
 */
import { describe, expect, it } from "vitest";
import { call, expectContract, expectProblem, json, tenant } from "../helpers";

const PATH = "/v1/calculations/hands/holdem";

async function revealedShuffle(key: string) {
  const created = await json(await call("/v1/shuffles", { key, body: {} }));
  await call(`/v1/shuffles/${created.id}/deck`, { key, body: { clientSeeds: ["alice", "bob", "cara"], nonce: 3 } });
  const revealed = await json(await call(`/v1/shuffles/${created.id}/reveal`, { key, method: "POST" }));
  return revealed as { id: string; deck: string[]; serverSeed: string; clientSeed: string; nonce: number; commitment: string };
}

// Three seats, button C (index 2): dealing starts at A (index 0), then B, then C; 3 x 2 = 6 hole cards,
// then burn 6, flop 7 8 9, burn 10, turn 11, burn 12, river 13. Blinds A 5, B 10; C calls, A completes,
// B checks, then everyone checks down.
const checkDown = [
  { seat: "C", type: "call" },
  { seat: "A", type: "call" },
  { seat: "B", type: "check" },
  ...Array.from({ length: 3 }, () => ["A", "B", "C"].map((seat) => ({ seat, type: "check" }))).flat(),
];
const hand = (shuffleId: string, extra: Record<string, unknown> = {}) => ({
  seats: [
    { id: "A", stack: 1000 },
    { id: "B", stack: 1000 },
    { id: "C", stack: 1000 },
  ],
  button: "C",
  forcedBets: { smallBlind: 5, bigBlind: 10 },
  actions: checkDown,
  shuffleId,
  ...extra,
});

describe("POST /v1/calculations/hands/holdem with a revealed shuffle", () => {
  it("deals the hand from the deck in the documented order and carries the evidence, also in both histories", async () => {
    const { key } = await tenant();
    const shuffle = await revealedShuffle(key);
    const d = shuffle.deck;
    const res = await call(PATH, { key, body: hand(shuffle.id, { history: { format: "ohh" } }) });
    expect(res.status).toBe(200);
    const result = await json(res);
    expectContract("POST", PATH, 200, result);
    expect(result.seats.map((s: { cards: string }) => s.cards)).toEqual([d[0]! + d[3]!, d[1]! + d[4]!, d[2]! + d[5]!]);
    expect(result.board).toBe(d[7]! + d[8]! + d[9]! + d[11]! + d[13]!);
    expect(result.status).toBe("complete");
    expect(result.shuffle).toEqual({
      shuffleId: shuffle.id,
      alg: "pw-shuffle-v1",
      commitment: shuffle.commitment,
      serverSeed: shuffle.serverSeed,
      clientSeed: "alice:bob:cara",
      nonce: 3,
      deck: d,
    });
    expect(result.history.document.ohh.pokerworks_shuffle).toEqual(result.shuffle);
    const phh = await json(await call(PATH, { key, body: hand(shuffle.id, { history: { format: "phh" } }) }));
    expect(phh.history.text).toContain(`_shuffle_server_seed = "${shuffle.serverSeed}"`);
    expect(phh.history.text).toContain(`_shuffle_commitment = "${shuffle.commitment}"`);
    // The evidence verifies publicly.
    const verified = await json(
      await call("/v1/shuffles/verify", {
        body: { serverSeed: shuffle.serverSeed, clientSeed: "alice:bob:cara", nonce: 3, commitment: shuffle.commitment },
      }),
    );
    expect(verified).toMatchObject({ valid: true, deck: d });
  });

  it("a card the deck did not deal there is 400 at the card's path; the board is dealt only as far as the hand got", async () => {
    const { key } = await tenant();
    const shuffle = await revealedShuffle(key);
    const d = shuffle.deck;
    // B's cards swapped in order are fine; A given C's cards is not; the turn and river given swapped is not.
    const wrong = await expectProblem(
      await call(PATH, {
        key,
        body: {
          ...hand(shuffle.id),
          seats: [
            { id: "A", stack: 1000, cards: d[2]! + d[5]! },
            { id: "B", stack: 1000, cards: d[4]! + d[1]! },
            { id: "C", stack: 1000 },
          ],
          board: d[9]! + d[8]! + d[7]! + d[13]! + d[11]!,
        },
      }),
      400,
      "validation_failed",
    );
    expect(wrong.errors.map((e: { path: string }) => e.path)).toEqual(["/seats/0/cards", "/board"]);
    const flop = await json(await call(PATH, { key, body: hand(shuffle.id, { actions: checkDown.slice(0, 3) }) }));
    expect([flop.street, flop.board]).toEqual(["flop", d[7]! + d[8]! + d[9]!]);
  });

  it("an unknown shuffle is 404, one not revealed yet 409, another tenant's 404", async () => {
    const { key } = await tenant();
    await expectProblem(await call(PATH, { key, body: hand("shf_unknown") }), 404, "not_found");
    const created = await json(await call("/v1/shuffles", { key, body: {} }));
    await call(`/v1/shuffles/${created.id}/deck`, { key, body: { clientSeeds: ["x"] } });
    await expectProblem(await call(PATH, { key, body: hand(created.id) }), 409, "invalid_state");
    const other = await tenant();
    const theirs = await revealedShuffle(other.key);
    await expectProblem(await call(PATH, { key, body: hand(theirs.id) }), 404, "not_found");
  });
});
