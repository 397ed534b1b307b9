/**
 * Spectator streams (CONTRACT 10.2, 12): live spectators see public events as they happen; delayed
 * spectators see each event `delaySeconds` after it happened and nothing newer, from a snapshot at least
 * that old; "off" issues no spectator tickets.
 */
import { describe, expect, it } from "vitest";
import { connect } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

async function seatTwo(tableId: string) {
  for (const n of [1, 2]) {
    const seated = await tableStub(tableId).seat({ playerRef: `p${n}`, displayName: `P${n}`, participant: "human", stack: 1000, seatNumber: n });
    if (!seated.ok) throw new Error(seated.message);
  }
}

describe("spectators", () => {
  it("a live spectator sees the hand's public events at once, other seats' cards as placeholders", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const ticket = await stub.spectatorTicket();
    if (!ticket.ok) throw new Error(ticket.message);
    const spectator = await connect(settings.tableId, ticket.ticket.ticket);
    await seatTwo(settings.tableId);
    await spectator.find((f) => f.type === "hand_started");
    await spectator.find((f) => f.type === "turn");
    const hidden = spectator.frames.filter((f) => f.type === "hidden");
    expect(hidden.length).toBeGreaterThanOrEqual(2); // both seats' hole cards (and the first legal actions)
    expect(spectator.frames.some((f) => f.type === "hole_cards")).toBe(false);
  });

  it("a delayed spectator gets each event only once it is delaySeconds old", async () => {
    const settings = tableSettings({ spectators: { mode: "delayed", delaySeconds: 2 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const ticket = await stub.spectatorTicket();
    if (!ticket.ok) throw new Error(ticket.message);
    const spectator = await connect(settings.tableId, ticket.ticket.ticket);
    const hello = await spectator.find((f) => f.type === "hello");
    expect(hello.lastSeq).toBe(0);
    const snapshot = await spectator.find((f) => f.type === "snapshot");
    expect(snapshot.hand).toBeNull();
    const seatedAt = Date.now();
    await seatTwo(settings.tableId);
    await new Promise((r) => setTimeout(r, 500));
    // Half a second later the hand is running, and the spectator still knows nothing of it.
    expect((await stub.view())!.handNumber).toBe(1);
    expect(spectator.frames.filter((f) => typeof f.seq === "number" && f.type !== "snapshot")).toEqual([]);
    const started = await spectator.find((f) => f.type === "hand_started", 10_000);
    expect(Date.now() - seatedAt).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - Date.parse(started.at)).toBeGreaterThanOrEqual(2000);
    // Every delayed frame was at least two seconds old when it went out (its `at` is when it happened).
    await spectator.find((f) => f.type === "turn", 10_000);
  });

  it("spectators off: no spectator ticket", async () => {
    const settings = tableSettings({ spectators: { mode: "off", delaySeconds: 0 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    expect(await stub.spectatorTicket()).toMatchObject({ ok: false, code: "invalid_state" });
  });
});
