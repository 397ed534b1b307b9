/**
 * schemas/asyncapi.json: fresh (what `npm run openapi` generates from the valibot schemas), internally
 * consistent (every $ref resolves, every operation's message is its channel's), and true: the frames a
 * live table sends to seats and a spectator, and the messages a client sends, match the document's schemas.
 */
import { Validator } from "@cfworker/json-schema";
import type * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import committed from "../../schemas/asyncapi.json";
import type { PublicSeat, TableView } from "../../src/tables/api.ts";
import { buildAsyncApi } from "../../src/tables/asyncapi.ts";
import type { EventFrame, PublicSeatSchema } from "../../src/tables/events.ts";
import { parseClientMessage, SOCKET_CLOSE_CODES, type TableViewSchema } from "../../src/tables/protocol.ts";
import { connect, type Frame, type TableSocket } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON.
const doc = committed as any;

/** A validator for one of the document's schemas (its $refs resolve inside components). */
function validatorFor(ref: string): (value: unknown) => string[] {
  const validator = new Validator({ $ref: ref, components: doc.components } as object, "7", false);
  return (value) => validator.validate(value).errors.map((e) => `${e.instanceLocation} ${e.error}`);
}

const serverFrame = validatorFor("#/components/schemas/ServerFrame");
const clientMessage = validatorFor("#/components/schemas/ClientMessage");
const byMessage = new Map<string, (value: unknown) => string[]>(
  Object.entries(doc.components.messages as Record<string, { payload: { $ref: string } }>).map(([id, m]) => [id, validatorFor(m.payload.$ref)]),
);

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") out.push(item);
      else refsIn(item, out);
    }
  }
  return out;
}

function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}

describe("schemas/asyncapi.json", () => {
  it("is what `npm run openapi` generates from the table's valibot schemas (not stale)", () => {
    expect(JSON.parse(JSON.stringify(buildAsyncApi()))).toEqual(committed);
  });

  it("is an AsyncAPI 3.0 document whose references all resolve", () => {
    expect(doc.asyncapi).toBe("3.0.0");
    expect(doc.channels.tableSocket.address).toBe("/v1/tables/{tableId}/connect");
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
    // An operation's messages are messages of its channel (AsyncAPI 3.0).
    for (const [name, op] of Object.entries(doc.operations as Record<string, { channel: { $ref: string }; messages: Array<{ $ref: string }> }>)) {
      for (const m of op.messages) expect(m.$ref.startsWith(`${op.channel.$ref}/messages/`), name).toBe(true);
    }
    // Every example matches its own message's payload.
    for (const [id, message] of Object.entries(doc.components.messages as Record<string, { examples?: Array<{ payload: unknown }> }>)) {
      for (const example of message.examples ?? []) expect(byMessage.get(id)!(example.payload), id).toEqual([]);
    }
    expect(Object.keys(doc.channels.tableSocket["x-close-codes"]).sort()).toEqual(Object.keys(SOCKET_CLOSE_CODES).sort());
  });

  it("documents every client message, accepting what the table accepts and refusing what it refuses", () => {
    const messages = [
      { type: "act", hand: 1, index: 0, action: "call", clientId: "c1" },
      { type: "act", hand: 3, index: 2, action: "raise", to: 40, clientId: "c2" },
      { type: "sit_out" },
      { type: "sit_in" },
      { type: "sit_in", entry: "post_now" },
      { type: "leave" },
      { type: "client_seed", seed: "abc_DEF-1" },
      { type: "resync" },
      // Refused by both:
      { type: "act", hand: 1, index: 0, action: "call" },
      { type: "act", hand: 0, index: 0, action: "call", clientId: "c1" },
      { type: "act", hand: 1, index: 0, action: "shove", clientId: "c1" },
      { type: "sit_out", extra: true },
      { type: "client_seed", seed: "has space" },
      { type: "dance" },
      {},
    ];
    for (const message of messages) {
      const accepted = parseClientMessage(JSON.stringify(message)).ok;
      expect(clientMessage(message).length === 0, JSON.stringify(message)).toBe(accepted);
    }
    expect(Object.keys(doc.channels.tableSocket.messages)).toEqual(
      expect.arrayContaining([
        "act",
        "sit_out",
        "sit_in",
        "leave",
        "client_seed",
        "resync",
        "ping",
        "pong",
        "hello",
        "snapshot",
        "ack",
        "error",
        "hidden",
      ]),
    );
  });

  it("types the wire shapes the table's RPC types name (api.ts) exactly", () => {
    expectTypeOf<v.InferOutput<typeof PublicSeatSchema>>().toEqualTypeOf<PublicSeat>();
    expectTypeOf<v.InferOutput<typeof TableViewSchema>>().toEqualTypeOf<TableView>();
    expectTypeOf<Extract<EventFrame, { type: "hidden" }>>().toEqualTypeOf<{ seq: number; at: string; type: "hidden" }>();
  });

  it("matches every frame a live table sends to two seats and a spectator", async () => {
    const settings = tableSettings();
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const seat = async (name: string, seatNumber: number) => {
      const outcome = await stub.seat({ playerRef: `ref-${name}`, displayName: name, participant: "human", stack: 1000, seatNumber });
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.ticket!.ticket;
    };
    const spectatorTicket = await stub.spectatorTicket();
    if (!spectatorTicket.ok) throw new Error(spectatorTicket.message);
    const sockS = await connect(settings.tableId, spectatorTicket.ticket.ticket);
    const sockA = await connect(settings.tableId, await seat("Alice", 1));
    const sent: unknown[] = [];
    const send = (sock: TableSocket, message: unknown) => {
      sent.push(message);
      sock.send(message);
    };
    send(sockA, { type: "client_seed", seed: "alice-seed" });
    await sockA.next((f) => f.type === "ack");
    const sockB = await connect(settings.tableId, await seat("Bob", 2));
    const sockets = new Map([
      [1, sockA],
      [2, sockB],
    ]);
    await sockS.find((f) => f.type === "hand_started");
    // A snapshot in the middle of a hand, for a seat (its cards) and a spectator.
    send(sockA, { type: "resync" });
    send(sockS, { type: "resync" });
    await sockA.find((f) => f.type === "snapshot" && f.hand !== null);
    await sockS.find((f) => f.type === "snapshot" && f.hand !== null);

    let ended: Frame | null = null;
    for (let index = 0; index < 30 && !ended; index++) {
      const next = await sockS.find((f) => (f.type === "turn" && f.index === index) || f.type === "hand_ended");
      if (next.type === "hand_ended") {
        ended = next;
        break;
      }
      const sock = sockets.get(next.seatNumber)!;
      const legal = await sock.find((f) => f.type === "legal_actions" && f.index === next.index);
      const act = { type: "act", hand: next.hand, index: next.index, action: legal.legal.check ? "check" : "call", clientId: `c${index}` };
      send(sock, act);
      await sock.find((f) => f.type === "ack" && f.clientId === act.clientId);
      if (index === 0) {
        // A repeat is re-acknowledged; a stale action, a spectator's action, bad JSON and an unknown message are errors.
        send(sock, act);
        send(sock, { ...act, clientId: "stale" });
        send(sockS, { ...act, clientId: "spectator" });
        sock.send("{not json");
        sock.send({ type: "dance" });
        await sock.find((f) => f.type === "ack" && f.clientId === act.clientId && f.applied === false);
        await sock.find((f) => f.type === "error" && f.clientId === "stale");
        await sockS.find((f) => f.type === "error" && f.clientId === "spectator");
        await sock.find((f) => f.type === "error" && f.code === "malformed_json");
      }
    }
    expect(ended).not.toBeNull();
    // Sitting out and in, and leaving, between hands (a second hand may already be dealt: either is fine).
    send(sockB, { type: "sit_out" });
    send(sockB, { type: "sit_in", entry: "wait_for_big_blind" });
    await sockS.find((f) => f.type === "seat_changed" && f.seatNumber === 2 && f.status === "sitting_out");
    await sockS.find((f) => f.type === "seat_changed" && f.seatNumber === 2 && f.status === "playing");
    // Closing lets a hand in progress finish: its clocks run out when the table is ticked ahead.
    await stub.close();
    for (let minutes = 1; minutes <= 30 && sockS.closed === null; minutes++) await stub.tick(Date.now() + minutes * 60_000);
    await sockS.find((f) => f.type === "table_status");
    await sockS.find(() => sockS.closed !== null);

    const frames = [...sockA.frames, ...sockB.frames, ...sockS.frames];
    for (const frame of frames) {
      expect(serverFrame(frame), JSON.stringify(frame)).toEqual([]);
      expect(byMessage.get(frame.type)!(frame), JSON.stringify(frame)).toEqual([]);
    }
    // The schemas are strict: a field the document does not name fails.
    const hello = sockA.frames.find((f) => f.type === "hello");
    expect(serverFrame({ ...hello, extra: 1 })).not.toEqual([]);
    for (const message of sent) expect(clientMessage(message), JSON.stringify(message)).toEqual([]);
    const seen = new Set(frames.map((f) => f.type));
    for (const type of [
      "hello",
      "snapshot",
      "ack",
      "error",
      "hidden",
      "seat_taken",
      "seat_changed",
      "hand_started",
      "posted",
      "hole_cards",
      "turn",
      "legal_actions",
      "acted",
      "street",
      "hand_ended",
      "table_status",
    ]) {
      expect(seen.has(type), type).toBe(true);
    }
    expect(sockS.closed!.code).toBe(4003);
    expect(Object.keys(SOCKET_CLOSE_CODES)).toContain(String(sockS.closed!.code));
  });
});
