/**
 * The leak test (issue 19; tables.md 2.9): every frame sent to every role over a few hundred hands of a
 * table, checked against the decks revealed afterwards. Before a hand ends, no frame to a role carries
 * another seat's hole card, a card not yet dealt (burns, later streets), or the hand's server seed; hole
 * cards reach another role only in a showdown frame, and only for seats the hand really showed (a folded
 * or mucked hand never appears).
 */
import { describe, expect, it } from "vitest";
import { dealFromDeck, verifyShuffle } from "../../src/engine/shuffle.ts";
import type { FinishedHand } from "../../src/tables/api.ts";
import { connect, type Frame, type TableSocket } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

const HANDS = 200;
const SEATS = [1, 2, 4, 6];

/** Every card named in a frame's card fields (`cards`, `board`), anywhere in it. */
function cardsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "cards" || k === "board") && typeof v === "string") out.push(...(v.match(/../g) ?? []));
      else cardsIn(v, out);
    }
  }
  return out;
}

interface Deal {
  hand: FinishedHand;
  hole: Map<number, string[]>;
  board: string[];
  burns: string[];
}

async function dealOf(hand: FinishedHand): Promise<Deal> {
  const { valid, deck } = await verifyShuffle(hand.shuffle);
  expect(valid).toBe(true);
  const button = hand.seats.findIndex((s) => s.seatNumber === hand.button);
  const d = dealFromDeck(deck, hand.seats.length, button);
  return {
    hand,
    hole: new Map(hand.seats.map((s, i) => [s.seatNumber, d.holeCards[i]!])),
    board: [...d.flop, d.turn, d.river],
    burns: d.burns,
  };
}

function checkStream(role: number | "spectator", frames: Frame[], deals: Map<number, Deal>): number {
  let current: Deal | undefined;
  let ended = true;
  let boardDealt = 0;
  let checked = 0;
  for (const frame of frames) {
    if (frame.type === "hand_started") {
      current = deals.get(frame.hand);
      ended = false;
      boardDealt = 0;
    }
    if (frame.type === "street") boardDealt = frame.board.length / 2;
    if (frame.type === "snapshot" && frame.hand) boardDealt = frame.hand.board.length / 2;
    // The hand's last frame reveals its shuffle: from here on the hand is over.
    if (frame.type === "hand_ended") ended = true;
    if (!current) continue;
    const text = JSON.stringify(frame);
    const cards = cardsIn(frame);
    if (!ended) {
      expect(text.includes(current.hand.shuffle.serverSeed)).toBe(false);
      const shownSeats = new Set(current.hand.shown.map((s) => s.seatNumber));
      for (const [seatNumber, hole] of current.hole) {
        const mayShow = seatNumber === role || (frame.type === "showdown" && shownSeats.has(seatNumber));
        if (!mayShow) for (const c of hole) expect(cards, `seat ${seatNumber}'s ${c} reached ${role}`).not.toContain(c);
      }
      for (const c of [...current.burns, ...current.board.slice(boardDealt)]) expect(cards, `undealt ${c} reached ${role}`).not.toContain(c);
      checked += 1;
    }
  }
  return checked;
}

describe("what leaves a table", () => {
  it(`no hole card of another seat, no undealt card, no server seed of an unfinished hand, over ${HANDS} hands`, async () => {
    const settings = tableSettings({ trustMode: "bot_only" });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    // Every socket with the seat it plays (or the spectator's): a busted bot's seat is taken by a new bot
    // with a socket of its own, so the table plays on whatever the cards do.
    const sockets: Array<[number | "spectator", TableSocket]> = [];
    const spectator = await stub.spectatorTicket();
    if (!spectator.ok) throw new Error(spectator.message);
    sockets.push(["spectator", await connect(settings.tableId, spectator.ticket.ticket)]);
    let bots = 0;
    const seatBot = async (n: number) => {
      // Stacks differ so that all-ins and side pots happen.
      const seated = await stub.seat({
        playerRef: `bot-${++bots}`,
        displayName: `Bot ${bots}`,
        participant: "bot",
        stack: 200 + n * 150,
        seatNumber: n,
      });
      if (!seated.ok) throw new Error(seated.message);
      // With no pauses the new bot may bust before its socket opens (403, seat closed): then it has no stream.
      const socket = await connect(settings.tableId, seated.ticket.ticket).catch((error: Error) => {
        if (/seat has been closed/.test(error.message)) return null;
        throw error;
      });
      if (socket) sockets.push([n, socket]);
    };
    for (const n of SEATS) await seatBot(n);
    let now = Date.now();
    for (let i = 0; i < HANDS * 3 && ((await stub.hands(1, null)).data[0]?.handNumber ?? 0) < HANDS; i++) {
      now += 10;
      const view = await stub.tick(now);
      for (const n of SEATS) if (view && !view.seats.some((s) => s.seatNumber === n)) await seatBot(n);
    }
    await stub.close();
    await stub.tick(now + 60_000);
    const played = (await stub.hands(1, null)).data[0]!.handNumber;
    expect(played).toBeGreaterThanOrEqual(HANDS);

    const deals = new Map<number, Deal>();
    for (let n = 1; n <= played; n++) {
      const hand = await stub.hand(n);
      if (hand) deals.set(n, await dealOf(hand));
    }
    // Let the last frames arrive.
    await sockets[0]![1].find((f) => f.type === "table_status" && f.status === "closed");
    let checked = 0;
    for (const [role, socket] of sockets) checked += checkStream(role, socket.frames, deals);
    expect(checked).toBeGreaterThan(played * 5);
  }, 120_000);
});
