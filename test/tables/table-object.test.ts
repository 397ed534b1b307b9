/**
 * The table object through its RPC interface and real sockets (the Worker's connect route): seats,
 * tickets, hands dealt from committed shuffles, actions over the socket, resume with `since`.
 */
import { describe, expect, it } from "vitest";
import { verifyShuffle } from "../../src/engine/shuffle.ts";
import { assertGapFree, connect, type Frame } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

async function seatHuman(tableId: string, name: string, seatNumber?: number) {
  const outcome = await tableStub(tableId).seat({ playerRef: `ref-${name}`, displayName: name, participant: "human", stack: 1000, seatNumber });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

/** Actions taken so far in the hand in progress (the index the next action must carry). */
async function actionCount(stub: ReturnType<typeof tableStub>, hand: number): Promise<number> {
  // An out-of-range index is refused with the current count in its message.
  const probe = await stub.act(0, { hand, index: 1_000_000, action: "check" });
  const match = !probe.ok && /(\d+) actions have been taken/.exec(probe.message);
  return match ? Number(match[1]) : 0;
}

/** Plays the seat's turn with a legal action: check when possible, else call. */
function passive(legal: Frame["legal"]): "check" | "call" {
  return legal.check ? "check" : "call";
}

describe("a table object", () => {
  it("creates once: init twice answers the same table", async () => {
    const settings = tableSettings();
    const first = await tableStub(settings.tableId).init(settings);
    const second = await tableStub(settings.tableId).init({ ...settings, name: "Other" });
    expect(first).toMatchObject({ id: settings.tableId, status: "waiting", handNumber: 0, seats: [] });
    expect(second.name).toBe("Test table");
  });

  it("deals a hand to two seated players, takes their actions over sockets and settles it", async () => {
    // A table that reveals each hand's seed at its end (the reveal policy is tested in seatings.test.ts).
    const settings = tableSettings({ fairness: { revealAfter: "hand" } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seatHuman(settings.tableId, "Alice", 1);
    const sockA = await connect(settings.tableId, a.ticket!.ticket);
    const b = await seatHuman(settings.tableId, "Bob", 4);
    const sockB = await connect(settings.tableId, b.ticket!.ticket);

    const started = await sockA.next((f) => f.type === "hand_started");
    expect(started.shuffle.commitment).toMatch(/^[0-9a-f]{64}$/);
    const myCards = await sockA.next((f) => f.type === "hole_cards");
    expect(myCards.seatNumber).toBe(1);
    expect(myCards.cards).toMatch(/^([2-9TJQKA][cdhs]){2}$/);

    // Each seat plays passively until the hand ends.
    const sockets = new Map([
      [1, sockA],
      [4, sockB],
    ]);
    let ended: Frame | null = null;
    for (let index = 0; index < 20 && !ended; index++) {
      const next = await sockA.find((f) => (f.type === "turn" && f.index === index) || f.type === "hand_ended");
      if (next.type === "hand_ended") {
        ended = next;
        break;
      }
      const sock = sockets.get(next.seatNumber)!;
      const legal = await sock.find((f) => f.type === "legal_actions" && f.index === next.index);
      sock.send({ type: "act", hand: next.hand, index: next.index, action: passive(legal.legal), clientId: `c${next.index}` });
      const ack = await sock.find((f) => (f.type === "ack" || f.type === "error") && f.clientId === `c${next.index}`);
      expect(ack).toMatchObject({ type: "ack", applied: true, index: next.index });
    }
    expect(ended).not.toBeNull();
    const stacks = ended!.stacks.map((s: Frame) => s.stack);
    expect(stacks.reduce((x: number, y: number) => x + y, 0)).toBe(2000);
    // The revealed shuffle verifies against its commitment and deals the cards Alice saw.
    const verified = await verifyShuffle(ended!.shuffle);
    expect(verified.valid).toBe(true);
    const aliceCards = myCards.cards.match(/../g);
    expect(aliceCards.every((c: string) => verified.deck.slice(0, 4).includes(c))).toBe(true);
    // Alice's stream never carried Bob's hole cards.
    expect(sockA.frames.filter((f) => f.type === "hole_cards").every((f) => f.seatNumber === 1)).toBe(true);
    assertGapFree(sockA.events());
    assertGapFree(sockB.events());

    const hands = await stub.hands(10, null);
    expect(hands.data[0]!.handNumber).toBe(1);
    const stored = await stub.hand(1);
    expect(stored!.shuffle.serverSeed).toBe(ended!.shuffle.serverSeed);
  });

  it("refuses stale and out-of-turn actions and re-acknowledges a repeated one", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    await seatHuman(settings.tableId, "A", 1);
    await seatHuman(settings.tableId, "B", 2);
    const view = await stub.view();
    expect(view!.handNumber).toBe(1);
    const toAct = view!.toAct!;
    const other = toAct === 1 ? 2 : 1;
    const outOfTurn = await stub.act(other, { hand: 1, index: 0, action: "fold" });
    expect(outOfTurn).toMatchObject({ ok: false, code: "conflict" });
    const stale = await stub.act(toAct, { hand: 1, index: 3, action: "call" });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    const illegal = await stub.act(toAct, { hand: 1, index: 0, action: "check" });
    expect(illegal).toMatchObject({ ok: false, code: "validation_failed" });
    const first = await stub.act(toAct, { hand: 1, index: 0, action: "call", clientId: "x1" });
    expect(first).toEqual({ ok: true, hand: 1, index: 0, applied: true });
    const repeat = await stub.act(toAct, { hand: 1, index: 0, action: "call", clientId: "x1" });
    expect(repeat).toEqual({ ok: true, hand: 1, index: 0, applied: false });
    expect((await stub.view())!.toAct).toBe(other);
  });

  it("times out a seat: check if legal, else fold, and sits it out after two such hands", async () => {
    const settings = tableSettings({ clock: { actionSeconds: 5, timeBankSeconds: 0 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    await seatHuman(settings.tableId, "A", 1);
    await seatHuman(settings.tableId, "B", 2);
    let now = Date.now();
    // Seat 2 checks or calls whenever it is its turn; seat 1 never acts, so its clock runs out each time.
    for (let i = 0; i < 20; i++) {
      const view = (await stub.tick(now))!;
      if (view.seats.find((s) => s.seatNumber === 1)?.status === "sitting_out") break;
      if (view.toAct === 2) {
        const index = (await stub.hand(view.handNumber)) === null ? await actionCount(stub, view.handNumber) : 0;
        const checked = await stub.act(2, { hand: view.handNumber, index, action: "check" });
        if (!checked.ok) await stub.act(2, { hand: view.handNumber, index, action: "call" });
      } else {
        now += 6_000;
      }
    }
    const view = await stub.view();
    expect(view!.seats.find((s) => s.seatNumber === 1)!.status).toBe("sitting_out");
    const hands = await stub.hands(10, null);
    expect(hands.data.length).toBe(2);
    for (const n of [1, 2]) {
      const hand = (await stub.hand(n))!;
      const seat1 = hand.actions.filter((a) => a.seatNumber === 1);
      // Every action of seat 1 was the table's: a check where one was legal, else a fold.
      expect(seat1.length).toBeGreaterThan(0);
      expect(seat1.every((a) => a.type === "check" || a.type === "fold")).toBe(true);
    }
  });

  it("resumes a stream with since: the missed events, gap-free", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seatHuman(settings.tableId, "A", 1);
    const sockA = await connect(settings.tableId, a.ticket!.ticket);
    await seatHuman(settings.tableId, "B", 2);
    await sockA.next((f) => f.type === "turn");
    const lastSeen = sockA.events().at(-1).seq;
    sockA.ws.close(1000, "bye");
    const view = await stub.view();
    await stub.act(view!.toAct!, { hand: 1, index: 0, action: "call" });
    const ticket = await stub.seatTicket(1);
    if (!ticket.ok) throw new Error(ticket.message);
    const again = await connect(settings.tableId, ticket.ticket.ticket, lastSeen);
    const hello = await again.next((f) => f.type === "hello");
    expect(hello.lastSeq).toBeGreaterThan(lastSeen);
    await again.next((f) => f.seq === hello.lastSeq);
    const replayed = again.events();
    expect(replayed[0].seq).toBe(lastSeen + 1);
    assertGapFree(replayed);
    expect(replayed.some((f) => f.type === "acted" && f.index === 0)).toBe(true);
  });

  it("refuses a used ticket, another table's ticket and a request without the upgrade", async () => {
    const settings = tableSettings();
    const other = tableSettings();
    await tableStub(settings.tableId).init(settings);
    await tableStub(other.tableId).init(other);
    const a = await seatHuman(settings.tableId, "A", 1);
    await expect(connect(other.tableId, a.ticket!.ticket)).rejects.toThrow(/403/);
    await connect(settings.tableId, a.ticket!.ticket);
    await expect(connect(settings.tableId, a.ticket!.ticket)).rejects.toThrow(/403/);
    await expect(connect(settings.tableId, "")).rejects.toThrow(/401/);
  });
});
