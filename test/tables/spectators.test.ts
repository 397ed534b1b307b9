/**
 * Spectator streams (CONTRACT 10.2, 12): live spectators see public events as they happen; delayed
 * spectators see each event `delaySeconds` after it happened and nothing newer, from a snapshot at least
 * that old; "off" issues no spectator tickets.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { hubName, hubOfTicket } from "../../src/tables/hubs.ts";
import { assertGapFree, connect } from "./socket-client.ts";
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
    // Seat events go two seconds after they happened; the hand's events wait for its end (it is not over).
    const taken = await spectator.find((f) => f.type === "seat_taken", 10_000);
    expect(Date.now() - seatedAt).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - Date.parse(taken.at)).toBeGreaterThanOrEqual(2000);
    expect(spectator.frames.some((f) => f.type === "hand_started")).toBe(false);
  });

  it("batch=1: each change's events come as one array frame, and flattened they are the per-event stream", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const ticket = async () => {
      const t = await stub.spectatorTicket();
      if (!t.ok) throw new Error(t.message);
      return t.ticket.ticket;
    };
    const plain = await connect(settings.tableId, await ticket());
    const batched = await connect(settings.tableId, await ticket(), undefined, { batch: true });
    await seatTwo(settings.tableId);
    // Preflop call and check: the flop, then a check.
    for (const [index, action] of [
      [0, "call"],
      [1, "check"],
      [2, "check"],
    ] as const) {
      const view = (await stub.view())!;
      expect((await stub.act(view.toAct!, { hand: 1, index, action })).ok).toBe(true);
    }
    // The last change's events: acted (index 2), the next turn (index 3) and its placeholder.
    const turn = await batched.find((f) => f.type === "turn" && f.index === 3);
    for (const socket of [plain, batched]) await socket.find((f) => f.type === "hidden" && f.seq === turn.seq + 1);
    expect(plain.batches).toEqual([]);
    // An action is one change: its `acted`, the street if one was dealt, the next `turn` and the
    // placeholder of that seat's `legal_actions`, in one frame.
    expect(batched.batches.length).toBeGreaterThanOrEqual(3);
    for (const batch of batched.batches) expect(batch.length).toBeGreaterThanOrEqual(2);
    const acted = batched.batches.find((b) => b[0].type === "acted" && b[0].index === 1)!;
    expect(acted.map((f) => f.type)).toEqual(["acted", "street", "turn", "hidden"]);
    expect(batched.events()).toEqual(plain.events());
    assertGapFree(batched.events());
  });

  it("spectators off: no spectator ticket", async () => {
    const settings = tableSettings({ spectators: { mode: "off", delaySeconds: 0 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    expect(await stub.spectatorTicket()).toMatchObject({ ok: false, code: "invalid_state" });
  });

  it("a delayed spectator sees nothing of a hand, its flop included, until that hand ended plus the delay", async () => {
    const settings = tableSettings({ spectators: { mode: "delayed", delaySeconds: 1 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const ticket = await stub.spectatorTicket();
    if (!ticket.ok) throw new Error(ticket.message);
    const spectator = await connect(settings.tableId, ticket.ticket.ticket);
    await seatTwo(settings.tableId);
    // Preflop: the small blind calls, the big blind checks; the flop is dealt.
    let view = (await stub.view())!;
    expect((await stub.act(view.toAct!, { hand: 1, index: 0, action: "call" })).ok).toBe(true);
    view = (await stub.view())!;
    expect((await stub.act(view.toAct!, { hand: 1, index: 1, action: "check" })).ok).toBe(true);
    expect((await stub.view())!.board).toHaveLength(6);
    await new Promise((r) => setTimeout(r, 1_800));
    // Well past the delay since the flop, but the hand is not over: nothing of hand 1 has been sent.
    expect(spectator.frames.filter((f) => f.hand === 1)).toEqual([]);
    view = (await stub.view())!;
    expect((await stub.act(view.toAct!, { hand: 1, index: 2, action: "bet", to: 20 })).ok).toBe(true);
    view = (await stub.view())!;
    expect((await stub.act(view.toAct!, { hand: 1, index: 3, action: "fold" })).ok).toBe(true);
    const endedAt = Date.now();
    const ended = await spectator.find((f) => f.type === "hand_ended" && f.hand === 1, 10_000);
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(900);
    const flop = spectator.frames.find((f) => f.type === "street" && f.hand === 1);
    expect(flop.board).toHaveLength(6);
    expect(spectator.frames.indexOf(flop)).toBeLessThan(spectator.frames.indexOf(ended));
  });

  /**
   * A spectator whose ticket names `streamUntil` (ms after now) is still connected at `openUntil` and
   * closed with 4004 at `closedBy` (table ticks driven by the test).
   */
  async function expectStreamEnd(streamUntil: number, openUntil: number, closedBy: number, via: "table" | "hub") {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const now = Date.now();
    expect(await stub.spectatorTicket(now - 1, { via })).toMatchObject({ ok: false, code: "invalid_state" });
    const ticket = await stub.spectatorTicket(now + streamUntil, { via });
    if (!ticket.ok) throw new Error(ticket.message);
    const spectator = await connect(settings.tableId, ticket.ticket.ticket);
    await spectator.find((f) => f.type === "snapshot");
    // The socket's own object closes it: the table, or the hub its ticket names.
    const hub = hubOfTicket(ticket.ticket.ticket);
    expect(hub === null).toBe(via === "table");
    const owner = hub === null ? stub : env.SPECTATOR_HUBS.getByName(hubName(settings.tableId, hub));
    await owner.tick(now + openUntil);
    expect(spectator.closed).toBeNull();
    await owner.tick(now + closedBy);
    await vi.waitUntil(() => spectator.closed !== null, { timeout: 5_000 });
    expect(spectator.closed!.code).toBe(4004);
  }

  for (const via of ["table", "hub"] as const) {
    it(`a spectator stream ends at its session's end: the socket closes with 4004, and no ticket is issued after it (${via})`, async () => {
      await expectStreamEnd(60_000, 59_000, 61_000, via);
    });

    it(`a spectator socket never outlives 12 h, whatever stream end its ticket names (${via})`, async () => {
      await expectStreamEnd(48 * 3_600_000, 11.9 * 3_600_000, 12.1 * 3_600_000, via);
    });
  }

  it("a live spectator's ticket carries the table as of the ticket; since its seq the socket is gap-free", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    await seatTwo(settings.tableId);
    const ticket = await stub.spectatorTicket();
    if (!ticket.ok) throw new Error(ticket.message);
    const snapshot = ticket.snapshot!;
    // Hand 1 is running: the snapshot shows it as every role may, no hole card in it.
    expect(snapshot.hand?.hand).toBe(1);
    expect(snapshot.you).toBeNull();
    expect(JSON.stringify(snapshot)).not.toMatch(/"cards"/);
    expect(snapshot.seq).toBeGreaterThan(0);
    const spectator = await connect(settings.tableId, ticket.ticket.ticket, snapshot.seq);
    const view = (await stub.view())!;
    expect((await stub.act(view.toAct!, { hand: 1, index: 0, action: "fold" })).ok).toBe(true);
    const ended = await spectator.find((f) => f.type === "hand_ended");
    const events = spectator.frames.filter((f) => typeof f.seq === "number" && f.type !== "snapshot");
    expect(events[0].seq).toBe(snapshot.seq + 1);
    events.forEach((e, i) => expect(e.seq).toBe(snapshot.seq + 1 + i));
    expect(ended.hand).toBe(1);
  });

  it("a delayed spectator's ticket carries no snapshot", async () => {
    const settings = tableSettings({ spectators: { mode: "delayed", delaySeconds: 5 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const ticket = await stub.spectatorTicket();
    expect(ticket).toMatchObject({ ok: true, snapshot: null });
  });
});
