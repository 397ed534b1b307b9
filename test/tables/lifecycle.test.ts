/**
 * The table object across its lifecycle: hibernation keeps sockets and their attachments, an eviction
 * that closes sockets (as a deploy does) is recovered by reconnecting with `since`, a restart in the
 * middle of a hand resumes it from storage, and the alarm drives the table when nobody calls it.
 */
import { evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { assertGapFree, connect } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

async function seat(tableId: string, name: string, seatNumber: number, participant: "human" | "bot" = "human") {
  const outcome = await tableStub(tableId).seat({ playerRef: `ref-${name}`, displayName: name, participant, stack: 1000, seatNumber });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

describe("table object lifecycle", () => {
  it("keeps sockets and their roles through hibernation: an action after eviction is applied and acknowledged", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seat(settings.tableId, "A", 1);
    const b = await seat(settings.tableId, "B", 2);
    const sockA = await connect(settings.tableId, a.ticket!.ticket);
    const sockB = await connect(settings.tableId, b.ticket!.ticket);
    const view = (await stub.view())!;
    const sock = view.toAct === 1 ? sockA : sockB;
    await evictDurableObject(stub);
    sock.send({ type: "act", hand: 1, index: 0, action: "call", clientId: "after-eviction" });
    const ack = await sock.find((f) => f.clientId === "after-eviction");
    expect(ack).toMatchObject({ type: "ack", applied: true, hand: 1, index: 0 });
    // The other seat hears of it on its own socket, which also survived.
    const other = sock === sockA ? sockB : sockA;
    await other.find((f) => f.type === "acted" && f.index === 0);
    assertGapFree(other.events());
  });

  it("recovers from an eviction that closes sockets (a deploy): reconnect with since, gap-free, the hand goes on", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seat(settings.tableId, "A", 1);
    await seat(settings.tableId, "B", 2);
    const sockA = await connect(settings.tableId, a.ticket!.ticket);
    // Connected after the hand started: a snapshot at the table's last seq, then events.
    const lastSeen = (await sockA.find((f) => f.type === "snapshot")).seq;
    await evictDurableObject(stub, { webSockets: "close" });
    for (let i = 0; i < 100 && !sockA.closed; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sockA.closed).not.toBeNull();
    // The hand in progress was restored from storage: same hand, same seat to act.
    const view = (await stub.view())!;
    expect(view.handNumber).toBe(1);
    const acted = await stub.act(view.toAct!, { hand: 1, index: 0, action: "call" });
    expect(acted.ok).toBe(true);
    const ticket = await stub.seatTicket(1);
    if (!ticket.ok) throw new Error(ticket.message);
    const again = await connect(settings.tableId, ticket.ticket.ticket, lastSeen);
    const hello = await again.find((f) => f.type === "hello");
    await again.find((f) => f.seq === hello.lastSeq);
    const events = again.events();
    expect(events[0].seq).toBe(lastSeen + 1);
    assertGapFree(events);
    expect(events.some((f) => f.type === "acted" && f.index === 0)).toBe(true);
  });

  it("a second socket for a seat replaces the first (close code 4001)", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seat(settings.tableId, "A", 1);
    const first = await connect(settings.tableId, a.ticket!.ticket);
    const ticket = await stub.seatTicket(1);
    if (!ticket.ok) throw new Error(ticket.message);
    const second = await connect(settings.tableId, ticket.ticket.ticket);
    await second.find((f) => f.type === "hello");
    for (let i = 0; i < 100 && !first.closed; i++) await new Promise((r) => setTimeout(r, 10));
    expect(first.closed?.code).toBe(4001);
    expect(second.closed).toBeNull();
  });

  it("the alarm plays a house-bot table with nobody calling it", async () => {
    const settings = tableSettings({ trustMode: "bot_only" });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    await seat(settings.tableId, "Bot 1", 1, "bot");
    await seat(settings.tableId, "Bot 2", 3, "bot");
    const lastHand = async () => (await stub.hands(1, null)).data[0]?.handNumber ?? 0;
    const before = await lastHand();
    // With no pause between hands (tests), the runtime may have run the alarm by itself already: run it now
    // if it is still due, then hands must follow with no call to the table.
    await runDurableObjectAlarm(stub);
    await vi.waitUntil(async () => (await lastHand()) > before, { timeout: 20_000, interval: 20 });
    // Closing lets the hand finish and stands both bots up; nothing is due any more.
    const closed = await stub.close();
    expect(closed.status === "closed" || closed.status === "running").toBe(true);
    await stub.tick(Date.now() + 60_000);
    const final = (await stub.view())!;
    expect(final.status).toBe("closed");
    expect(final.seats).toEqual([]);
  });

  it("refuses malformed, unknown and oversized socket messages without changing anything", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seat(settings.tableId, "A", 1);
    await seat(settings.tableId, "B", 2);
    const sock = await connect(settings.tableId, a.ticket!.ticket);
    const before = (await stub.view())!;
    sock.send("not json");
    await sock.find((f) => f.type === "error" && f.code === "malformed_json");
    sock.send({ type: "teleport" });
    await sock.find((f) => f.type === "error" && /Unknown message type/.test(f.message));
    sock.send({ type: "act", hand: 1, index: 0, action: "raise", to: "a lot", clientId: "bad-to" });
    await sock.find((f) => f.type === "error" && f.clientId === "bad-to" && f.code === "validation_failed");
    sock.send({ type: "act", hand: 1, index: 0, action: "fold", clientId: "x", extra: true });
    await sock.find((f) => f.type === "error" && f.clientId === "x");
    const after = (await stub.view())!;
    expect(after).toEqual({ ...before, actionDeadline: after.actionDeadline });
    sock.send("x".repeat(5000));
    for (let i = 0; i < 100 && !sock.closed; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sock.closed?.code).toBe(1009);
  });

  it("closes a flooding socket (1008) and the table goes on", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const a = await seat(settings.tableId, "A", 1);
    await seat(settings.tableId, "B", 2);
    const sock = await connect(settings.tableId, a.ticket!.ticket);
    for (let i = 0; i < 40; i++) sock.send({ type: "client_seed", seed: `s${i}` });
    for (let i = 0; i < 200 && !sock.closed; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sock.closed?.code).toBe(1008);
    expect((await stub.view())!.handNumber).toBe(1);
  });
});
