/**
 * A seat belongs to its player: tickets, sockets, private events and actions are bound to the seating
 * (one player's stay in a seat), never to the seat number a later player takes; house bots are the
 * service's alone; a seat that goes away on its own turn is acted for at once; shuffles are revealed
 * only as the table's fairness policy says; and the socket closes cleanly both ways.
 */
import { describe, expect, it } from "vitest";
import { verifyShuffle } from "../../src/engine/shuffle.ts";
import type { SeatRequest } from "../../src/tables/api.ts";
import { revealed } from "./revealed.ts";
import { connect, type Frame, type TableSocket } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

type Stub = ReturnType<typeof tableStub>;

async function seat(stub: Stub, name: string, seatNumber: number, extra: Partial<SeatRequest> = {}) {
  const outcome = await stub.seat({ playerRef: `ref-${name}`, displayName: name, participant: "human", stack: 1000, seatNumber, ...extra });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

async function newTable(overrides: Parameters<typeof tableSettings>[0] = {}) {
  const settings = tableSettings(overrides);
  const stub = tableStub(settings.tableId);
  await stub.init(settings);
  return { settings, stub };
}

/** Plays the hand in progress to its end: every seat to act checks or calls (by RPC). */
async function playOut(stub: Stub): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const view = (await stub.view())!;
    if (view.toAct === null) return;
    const hand = view.handNumber;
    for (const action of ["check", "call"] as const) {
      const index = await actionCount(stub, hand);
      const outcome = await stub.act(view.toAct, { hand, index, action });
      if (outcome.ok) break;
    }
  }
}

async function actionCount(stub: Stub, hand: number): Promise<number> {
  const probe = await stub.act(0, { hand, index: 1_000_000, action: "check" });
  const match = !probe.ok && /(\d+) actions have been taken/.exec(probe.message);
  return match ? Number(match[1]) : 0;
}

async function closedWithin(socket: TableSocket, ms: number): Promise<TableSocket["closed"]> {
  const started = Date.now();
  while (!socket.closed && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 5));
  return socket.closed;
}

const privateFrames = (frames: Frame[]) => frames.filter((f) => f.type === "hole_cards" || f.type === "legal_actions");

describe("a seat belongs to its player", () => {
  it("a later occupant of the seat number never receives an earlier seating's cards or options, whatever since it asks", async () => {
    const { settings, stub } = await newTable();
    const alice = await seat(stub, "Alice", 1);
    const aliceSocket = await connect(settings.tableId, alice.ticket!.ticket, 0);
    await seat(stub, "Carol", 2);
    await aliceSocket.find((f) => f.type === "hole_cards" && f.seatNumber === 1);
    // Alice leaves mid-hand (her seat is acted for if it is her turn), the hand ends, her seat closes.
    await stub.standUp(1);
    await playOut(stub);
    expect((await closedWithin(aliceSocket, 3000))?.code).toBe(4002);
    expect((await stub.view())!.seats.some((s) => s.seatNumber === 1)).toBe(false);

    const bob = await seat(stub, "Bob", 1);
    expect(bob.seatingId).not.toBe(alice.seatingId);
    const bobSocket = await connect(settings.tableId, bob.ticket!.ticket, 0);
    await bobSocket.find((f) => f.type === "hand_started" && f.hand === 2);
    await bobSocket.find((f) => f.type === "hole_cards" && f.hand === 2);
    // Every private frame Bob got is his own, from his own hands; hand 1's are placeholders.
    const hand1Frames = bobSocket.events().filter((f) => f.seq <= (aliceSocket.events().at(-1)?.seq ?? 0));
    expect(privateFrames(hand1Frames)).toEqual([]);
    expect(privateFrames(bobSocket.frames).every((f) => f.seatNumber === 1 && f.hand >= 2)).toBe(true);
    // The same with a resume from the middle of Alice's hand, and with a fresh snapshot (resync).
    const again = await stub.seatTicket(1);
    if (!again.ok) throw new Error(again.message);
    const resumed = await connect(settings.tableId, again.ticket.ticket, 2);
    await resumed.find((f) => f.type === "hole_cards" && f.hand === 2);
    expect(privateFrames(resumed.frames).every((f) => f.hand >= 2)).toBe(true);
  });

  it("an unused ticket of a seating that ended opens nothing, not even the next occupant's seat", async () => {
    const { settings, stub } = await newTable();
    const alice = await seat(stub, "Alice", 1);
    const spare = await stub.seatTicket(1);
    if (!spare.ok) throw new Error(spare.message);
    await stub.standUp(1); // no hand yet: she stands up at once
    await seat(stub, "Bob", 1);
    for (const ticket of [alice.ticket!.ticket, spare.ticket.ticket]) {
      await expect(connect(settings.tableId, ticket)).rejects.toThrow(/403/);
    }
    // Bob's seat is untouched: still seated, nothing applied for him.
    expect((await stub.view())!.seats.find((s) => s.seatNumber === 1)).toMatchObject({ displayName: "Bob", status: "playing" });
  });

  it("binds REST actions and tickets to the seating when the caller names it", async () => {
    const { stub } = await newTable();
    const alice = await seat(stub, "Alice", 1);
    await stub.standUp(1);
    const bob = await seat(stub, "Bob", 1);
    await seat(stub, "Carol", 2);
    const view = (await stub.view())!;
    const stale = await stub.act(1, { hand: view.handNumber, index: 0, action: "fold", seatingId: alice.seatingId });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect(await stub.seatTicket(1, { seatingId: alice.seatingId })).toMatchObject({ ok: false, code: "conflict" });
    expect(await stub.seatTicket(1, { seatingId: bob.seatingId })).toMatchObject({ ok: true });
    // Nothing was applied for Bob.
    expect(await actionCount(stub, view.handNumber)).toBe(0);
  });

  it("a house bot gets no ticket and takes no client action; its seat stays marked a bot", async () => {
    const { stub } = await newTable({ tableSize: 6 });
    const bot = await seat(stub, "Housebot", 3, { participant: "bot" });
    expect(bot.ticket).toBeNull();
    expect(await stub.seatTicket(3)).toMatchObject({ ok: false, code: "conflict" });
    // A client-controlled bot is the builder's to play: it gets a ticket.
    const clientBot = await seat(stub, "Clientbot", 4, { participant: "bot", control: "client" });
    expect(clientBot.ticket).not.toBeNull();
    await stub.seat({ playerRef: "ref-h", displayName: "Human", participant: "human", stack: 1000, seatNumber: 5 });
    const view = (await stub.view())!;
    const refused = await stub.act(3, { hand: view.handNumber, index: await actionCount(stub, view.handNumber), action: "fold" });
    expect(refused).toMatchObject({ ok: false, code: "conflict" });
    expect(view.seats.find((s) => s.seatNumber === 3)?.participant).toBe("bot");
  });

  it("a seat that sits out or leaves on its own turn is acted for at once, not after its clock", async () => {
    for (const how of ["sit_out", "leave"] as const) {
      const { settings, stub } = await newTable();
      const a = await seat(stub, "A", 1);
      const b = await seat(stub, "B", 2);
      const sockets = new Map([
        [1, await connect(settings.tableId, a.ticket!.ticket)],
        [2, await connect(settings.tableId, b.ticket!.ticket)],
      ]);
      const view = (await stub.view())!;
      const toAct = view.toAct!;
      const socket = sockets.get(toAct)!;
      socket.send({ type: how });
      const acted = await socket.find((f) => f.type === "acted" && f.seatNumber === toAct);
      expect(acted.auto).toBe("sitting_out");
      expect(["check", "fold"]).toContain(acted.action);
      // Long before the action clock (20 s) could have run out.
      expect(Date.parse(acted.at)).toBeLessThan(Date.parse(view.actionDeadline!) - 10_000);
    }
  });

  it("reveals server seeds as the fairness policy says: at the table's close where people play, at each hand's end for bots", async () => {
    const { settings, stub } = await newTable({ trustMode: "mixed_declared" });
    const a = await seat(stub, "A", 1);
    await seat(stub, "B", 2);
    const socket = await connect(settings.tableId, a.ticket!.ticket, 0);
    await stub.standUp(1);
    await playOut(stub);
    const ended = await socket.find((f) => f.type === "hand_ended");
    expect(ended.shuffle.serverSeed).toBeNull();
    expect(ended.shuffle.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await stub.hand(1))!.shuffle.serverSeed).toBeNull();
    expect((await stub.hands(10, null)).data).toHaveLength(1);
    await stub.close();
    // Closed: every hand's seed is published and verifies against the commitment announced before its first card.
    const history = (await stub.hand(1))!;
    expect((await verifyShuffle(revealed(history.shuffle))).valid).toBe(true);
    expect(history.shuffle.commitment).toBe(ended.shuffle.commitment);

    const bots = await newTable({ trustMode: "bot_only" });
    await seat(bots.stub, "X", 1, { participant: "bot" });
    await seat(bots.stub, "Y", 2, { participant: "bot" });
    const spectator = await bots.stub.spectatorTicket();
    if (!spectator.ok) throw new Error(spectator.message);
    const watching = await connect(bots.settings.tableId, spectator.ticket.ticket, 0);
    await bots.stub.tick(Date.now() + 60_000);
    const botEnded = await watching.find((f) => f.type === "hand_ended");
    expect(botEnded.shuffle.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a client's close frame at once, and closes a seating that ended with 4002", async () => {
    const { settings, stub } = await newTable();
    const a = await seat(stub, "A", 1);
    const socket = await connect(settings.tableId, a.ticket!.ticket);
    await socket.find((f) => f.type === "hello");
    socket.ws.close(1000, "bye");
    expect(await closedWithin(socket, 2000)).toMatchObject({ code: 1000 });
    await expect.poll(async () => (await stub.view())!.seats[0]!.connected).toBe(false);

    const again = await stub.seatTicket(1);
    if (!again.ok) throw new Error(again.message);
    const second = await connect(settings.tableId, again.ticket.ticket);
    await second.find((f) => f.type === "hello");
    await stub.standUp(1);
    expect(await closedWithin(second, 2000)).toMatchObject({ code: 4002 });
  });

  it("a reconnect storm leaves exactly one live socket for the seating, and a ticket replayed after the seating ended opens nothing", async () => {
    const { settings, stub } = await newTable();
    const a = await seat(stub, "A", 1);
    const tickets = [a.ticket!.ticket];
    for (let i = 0; i < 4; i++) {
      const t = await stub.seatTicket(1);
      if (!t.ok) throw new Error(t.message);
      tickets.push(t.ticket.ticket);
    }
    const sockets = await Promise.all(tickets.map((t) => connect(settings.tableId, t)));
    // Every socket but one is replaced (4001).
    await expect.poll(() => sockets.filter((s) => s.closed?.code === 4001).length, { timeout: 3000 }).toBe(sockets.length - 1);
    const live = sockets.find((s) => !s.closed)!;
    await stub.standUp(1);
    expect(await closedWithin(live, 2000)).toMatchObject({ code: 4002 });
    const replay = await stub.seatTicket(1);
    expect(replay).toMatchObject({ ok: false, code: "not_found" });
    await expect(connect(settings.tableId, tickets[0]!)).rejects.toThrow(/403/);
  });

  it("a stand-up racing an action: each is applied at most once and the hand stays consistent", async () => {
    const { stub } = await newTable();
    await seat(stub, "A", 1);
    await seat(stub, "B", 2);
    const view = (await stub.view())!;
    const toAct = view.toAct!;
    const [left, acted] = await Promise.all([stub.standUp(toAct), stub.act(toAct, { hand: view.handNumber, index: 0, action: "call" })]);
    expect(left.ok).toBe(true);
    // Either the call came first (applied), or the stand-up did and the table folded or checked for the seat (the call is stale).
    const after = (await stub.view())!;
    if (acted.ok) expect(acted.applied).toBe(true);
    else expect(acted.code).toBe("conflict");
    expect(after.handNumber).toBeGreaterThanOrEqual(view.handNumber);
  });
});
