/**
 * Spectator hubs (src/tables/spectator-hub.ts): a table publishes each change once per hub, and the hubs
 * serve the spectator sockets. What a spectator receives through a hub is what a spectator of the table
 * itself receives, frame for frame; a hub only ever holds what a spectator may see; a hub that restarts
 * loses no frame (its spectators resume with `since`); the delayed mode works through hubs.
 */
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { TableSettings } from "../../src/tables/api.ts";
import { hubName, hubOfTicket } from "../../src/tables/hubs.ts";
import { assertGapFree, connect, type Frame, type TableSocket } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

type Stub = ReturnType<typeof tableStub>;

async function openTable(overrides: Partial<TableSettings>): Promise<{ tableId: string; stub: Stub }> {
  const settings = tableSettings({ buyIn: { min: 100, max: DEEP }, ...overrides });
  const stub = tableStub(settings.tableId);
  await stub.init(settings);
  return { tableId: settings.tableId, stub };
}

/**
 * Each bot's stack: 20,000 big blinds. At 200 big blinds two busts in the first hands once left one bot,
 * and a table of one plays no hand: the test waiting for hand 7 timed out.
 */
const DEEP = 200_000;

/** Three house bots: with no pause between hands (tests), the table plays by itself until closed. */
async function seatBots(stub: Stub): Promise<void> {
  for (const n of [1, 2, 3]) {
    const seated = await stub.seat({
      playerRef: `bot${n}`,
      displayName: `Bot ${n}`,
      participant: "bot",
      control: "house",
      stack: DEEP,
      seatNumber: n,
    });
    if (!seated.ok) throw new Error(seated.message);
  }
}

async function ticketFor(stub: Stub, via: "table" | "hub"): Promise<string> {
  const t = await stub.spectatorTicket(undefined, { via });
  if (!t.ok) throw new Error(t.message);
  return t.ticket.ticket;
}

function hubStub(tableId: string, hub: number) {
  return env.SPECTATOR_HUBS.getByName(hubName(tableId, hub));
}

// Generous waits: a loaded CI machine has taken over 20 s for a few bot hands.
async function untilHand(stub: Stub, hand: number): Promise<void> {
  await vi.waitUntil(async () => ((await stub.view())?.handNumber ?? 0) > hand, { timeout: 45_000, interval: 20 });
}

/** Closes the table (its last event closes every spectator socket with 4003) and waits for the sockets. */
async function closeTable(stub: Stub, sockets: TableSocket[]): Promise<void> {
  await stub.close();
  await vi.waitUntil(() => sockets.every((s) => s.closed !== null), { timeout: 45_000, interval: 20 });
}

const events = (s: TableSocket): Frame[] => s.events();

describe("spectator hubs", { timeout: 120_000 }, () => {
  it("spectators through hubs receive every public frame in order, the same frames as a spectator of the table itself", async () => {
    const { tableId, stub } = await openTable({ spectatorHubs: 2 });
    const direct = await connect(tableId, await ticketFor(stub, "table"));
    // Spectators over both hubs (a ticket's hub is its hash over the two).
    const viaHubs: TableSocket[] = [];
    const hubsUsed = new Set<number>();
    for (let i = 0; i < 40 && (hubsUsed.size < 2 || viaHubs.length < 4); i++) {
      const ticket = await ticketFor(stub, "hub");
      const hub = hubOfTicket(ticket)!;
      if (hubsUsed.has(hub) && viaHubs.length >= 3) continue;
      hubsUsed.add(hub);
      viaHubs.push(await connect(tableId, ticket, undefined, { batch: viaHubs.length % 2 === 1 }));
    }
    expect([...hubsUsed].sort()).toEqual([0, 1]);
    await seatBots(stub);
    await untilHand(stub, 4);
    await closeTable(stub, [direct, ...viaHubs]);

    const reference = events(direct);
    assertGapFree(reference);
    expect(reference.some((f) => f.type === "showdown" || f.type === "hand_ended")).toBe(true);
    expect(reference[reference.length - 1]).toMatchObject({ type: "table_status", status: "closed" });
    for (const socket of viaHubs) {
      expect(socket.frames[0]).toMatchObject({ type: "hello", role: "spectator", tableId });
      expect(socket.closed?.code).toBe(4003);
      const got = events(socket);
      assertGapFree(got);
      // Each socket started from its own snapshot: from there on, frame for frame the table's own stream.
      const from = Math.max(got[0].seq, reference[0].seq);
      expect(got.filter((f) => f.seq >= from)).toEqual(reference.filter((f) => f.seq >= from));
      expect(got[got.length - 1].seq).toBe(reference[reference.length - 1].seq);
    }
  });

  it("a hub never receives a hole card before its hand's showdown: only spectator frames reach it", async () => {
    const { tableId, stub } = await openTable({ spectatorHubs: 1 });
    const spectator = await connect(tableId, await ticketFor(stub, "hub"));
    await seatBots(stub);
    await untilHand(stub, 6);
    // Until a hand went to showdown (most end with a fold).
    await spectator.find((f) => f.type === "showdown", 30_000);
    // Everything the hub received is in its buffer (it keeps 3,000 frames; a closed table's hub empties it).
    const received = await runInDurableObject(hubStub(tableId, 0), (_instance, state) =>
      state.storage.sql.exec<{ seq: number; text: string }>(`SELECT seq, text FROM frames ORDER BY seq`).toArray(),
    );

    // The table's own private log: every seat's hole cards, by hand (the independent record).
    const privateRows = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql.exec<{ seq: number; body: string }>(`SELECT seq, body FROM events WHERE visible_to IS NOT NULL ORDER BY seq`).toArray(),
    );
    const privateSeqs = new Set(privateRows.map((r) => r.seq));
    const holeCards = new Map<string, string>(); // "hand:seat" -> cards
    for (const r of privateRows) {
      const body = JSON.parse(r.body);
      if (body.type === "hole_cards") holeCards.set(`${body.hand}:${body.seatNumber}`, body.cards);
    }
    expect(holeCards.size).toBeGreaterThanOrEqual(6 * 2);
    const cardsOfHand = (hand: number) =>
      new Set([...holeCards].filter(([k]) => k.startsWith(`${hand}:`)).flatMap(([, cards]) => cards.match(/../g)!));

    assertGapFree(received);
    expect(received.length).toBeGreaterThan(100);
    const showdownSeq = new Map<number, number>();
    for (const row of received) {
      const frame = JSON.parse(row.text);
      expect(["hole_cards", "legal_actions"]).not.toContain(frame.type);
      if (privateSeqs.has(row.seq)) expect(frame).toEqual({ seq: row.seq, at: frame.at, type: "hidden" });
      if (frame.type === "showdown") {
        showdownSeq.set(frame.hand, row.seq);
        // Shown cards are exactly the shown seats' own (from the table's private log).
        for (const s of frame.shown) expect(s.cards).toBe(holeCards.get(`${frame.hand}:${s.seatNumber}`));
        continue;
      }
      expect(row.text).not.toMatch(/"cards"/);
      if (typeof frame.hand === "number" && typeof frame.board === "string" && frame.board !== "") {
        const hole = cardsOfHand(frame.hand);
        for (const card of frame.board.match(/../g)) expect(hole.has(card)).toBe(false);
      }
    }
    expect(showdownSeq.size).toBeGreaterThan(0);
    await closeTable(stub, [spectator]);
  });

  it("a hub that restarts loses no frame: its spectators resume with since, gap-free", async () => {
    const { tableId, stub } = await openTable({ spectatorHubs: 1 });
    const direct = await connect(tableId, await ticketFor(stub, "table"));
    const first = await connect(tableId, await ticketFor(stub, "hub"));
    await seatBots(stub);
    await vi.waitUntil(() => first.events().length >= 30, { timeout: 45_000, interval: 10 });
    // A restart of the hub (a deploy, an eviction): its sockets close, its memory is gone.
    await evictDurableObject(hubStub(tableId, 0), { webSockets: "close" });
    await vi.waitUntil(() => first.closed !== null, { timeout: 10_000, interval: 10 });
    const resumeFrom = first.events()[first.events().length - 1].seq;
    // The table plays on meanwhile: the resume has to fetch what the hub missed.
    await vi.waitUntil(async () => ((await stub.view())?.handNumber ?? 0) > 0 && direct.events().at(-1).seq > resumeFrom + 20, {
      timeout: 20_000,
      interval: 10,
    });
    const second = await connect(tableId, await ticketFor(stub, "hub"), resumeFrom);
    const mark = direct.events().at(-1).seq;
    await vi.waitUntil(() => (second.events().at(-1)?.seq ?? 0) > mark + 10, { timeout: 45_000, interval: 10 });
    await closeTable(stub, [direct, second]);

    expect(second.frames.some((f) => f.type === "snapshot")).toBe(false);
    const joined = [...first.events(), ...second.events()];
    assertGapFree(joined);
    const reference = events(direct);
    const from = Math.max(joined[0].seq, reference[0].seq);
    expect(joined.filter((f) => f.seq >= from)).toEqual(reference.filter((f) => f.seq >= from));
  });

  it("a hub left with no spectator is no longer published to; the next spectator's hub catches up first", async () => {
    const { tableId, stub } = await openTable({ spectatorHubs: 1 });
    const direct = await connect(tableId, await ticketFor(stub, "table"));
    const first = await connect(tableId, await ticketFor(stub, "hub"));
    await seatBots(stub);
    await vi.waitUntil(() => first.events().length >= 10, { timeout: 45_000, interval: 10 });
    first.ws.close(1000, "bye");
    // Its next publication finds no socket and no unused ticket: the table drops the hub.
    const published = () => runInDurableObject(stub, (_instance, state) => state.storage.kv.get<number[]>("hubs") ?? []);
    await vi.waitUntil(async () => (await published()).length === 0, { timeout: 45_000, interval: 20 });
    const hubLast = async () =>
      runInDurableObject(hubStub(tableId, 0), (_instance, state) =>
        Number(state.storage.sql.exec<{ last: number | null }>(`SELECT MAX(seq) AS last FROM frames`).toArray()[0]?.last ?? 0),
      );
    const stoppedAt = await hubLast();
    // The table plays on; the hub hears nothing of it.
    await vi.waitUntil(() => direct.events().at(-1).seq > stoppedAt + 30, { timeout: 45_000, interval: 10 });
    expect(await hubLast()).toBe(stoppedAt);

    const ticket = await stub.spectatorTicket(undefined, { via: "hub" });
    if (!ticket.ok) throw new Error(ticket.message);
    expect(await published()).toEqual([0]);
    const from = ticket.snapshot!.seq;
    expect(from).toBeGreaterThan(stoppedAt + 30);
    const second = await connect(tableId, ticket.ticket.ticket, from);
    await vi.waitUntil(() => (second.events().at(-1)?.seq ?? 0) > from + 20, { timeout: 45_000, interval: 10 });
    await closeTable(stub, [direct, second]);
    const got = second.events();
    expect(got[0].seq).toBe(from + 1);
    assertGapFree(got);
    expect(got).toEqual(direct.events().filter((f) => f.seq > from));
  });

  it("the delayed mode through a hub: the same frames as a delayed spectator of the table, none of a hand before its end plus the delay", async () => {
    const { tableId, stub } = await openTable({ spectatorHubs: 1, spectators: { mode: "delayed", delaySeconds: 1 } });
    const direct = await connect(tableId, await ticketFor(stub, "table"));
    const hubTicket = await ticketFor(stub, "hub");
    expect(hubOfTicket(hubTicket)).toBe(0);
    const viaHub = await connect(tableId, hubTicket);
    const arrivals: Array<{ frame: Frame; at: number }> = [];
    viaHub.ws.addEventListener("message", (e) => {
      const parsed = JSON.parse(e.data as string);
      for (const frame of Array.isArray(parsed) ? parsed : [parsed]) arrivals.push({ frame, at: Date.now() });
    });
    await seatBots(stub);
    await untilHand(stub, 3);
    const ended = (s: TableSocket) => s.events().find((f) => f.type === "hand_ended" && f.hand === 2);
    await vi.waitUntil(() => ended(direct) && ended(viaHub), { timeout: 45_000, interval: 20 });
    await closeTable(stub, [direct, viaHub]);
    const last = ended(viaHub).seq;

    expect(viaHub.frames[0]).toMatchObject({ type: "hello", lastSeq: 0 });
    const got = viaHub.events().filter((f) => f.seq <= last);
    assertGapFree(got);
    expect(got).toEqual(direct.events().filter((f) => f.seq >= got[0].seq && f.seq <= last));
    // Every frame of a hand arrived at least the delay after that hand's end.
    const handEnds = new Map(got.filter((f) => f.type === "hand_ended").map((f) => [f.hand, Date.parse(f.at)]));
    for (const { frame, at } of arrivals) {
      if (typeof frame.hand === "number" && handEnds.has(frame.hand)) expect(at - handEnds.get(frame.hand)!).toBeGreaterThanOrEqual(1000 - 5);
    }
  });
});
