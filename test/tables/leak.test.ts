/**
 * The leak test: every frame sent to every role over a few hundred hands of a table, checked against the
 * decks revealed afterwards. Seats are reused (a player who busts or stands up mid-hand is replaced at
 * once, and the newcomer connects with since=0), so the rule checked is per seating, not per seat
 * number. Before a hand ends, no frame to a role carries another seating's hole card, a card not yet
 * dealt (burns, later streets), or the hand's server seed; hole cards reach another role only in a
 * showdown frame, and only for seats the hand really showed; private frames (hole cards, legal actions)
 * reach only the seating they belong to, whatever `since` it asked.
 */
import { describe, expect, it } from "vitest";
import { dealFromDeck, verifyShuffle } from "../../src/engine/shuffle.ts";
import type { ActionType, FinishedHand } from "../../src/tables/api.ts";
import { revealed } from "./revealed.ts";
import { connect, type Frame, type TableSocket } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

const HANDS = 120;
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
  const { valid, deck } = await verifyShuffle(revealed(hand.shuffle));
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

/** Whose stream a socket is: a spectator, or one seating (its seat number and the hands dealt while it held it). */
type Viewer = { kind: "spectator" } | { kind: "seating"; seatNumber: number; firstHand: number };

/** Whether a seat's cards in `hand` belong to this viewer's own seating (a later occupant of the seat number owns none of an earlier hand). */
function owns(viewer: Viewer, seatNumber: number, hand: number): boolean {
  return viewer.kind === "seating" && viewer.seatNumber === seatNumber && hand >= viewer.firstHand;
}

function checkStream(viewer: Viewer, frames: Frame[], deals: Map<number, Deal>): number {
  let current: Deal | undefined;
  let ended = true;
  let boardDealt = 0;
  let checked = 0;
  for (const frame of frames) {
    // Private frames reach only their own seating: never a spectator, never another occupant of the seat number.
    if (frame.type === "hole_cards" || frame.type === "legal_actions") {
      expect(owns(viewer, frame.seatNumber, frame.hand), `${frame.type} of seat ${frame.seatNumber}, hand ${frame.hand}`).toBe(true);
    }
    if (frame.type === "hand_started") {
      current = deals.get(frame.hand);
      ended = false;
      boardDealt = 0;
    }
    if (frame.type === "street") boardDealt = frame.board.length / 2;
    if (frame.type === "snapshot" && frame.hand) boardDealt = frame.hand.board.length / 2;
    if (frame.type === "snapshot" && frame.you?.cards && frame.hand) {
      expect(owns(viewer, frame.you.seatNumber, frame.hand.hand), "a snapshot's own cards").toBe(true);
    }
    // The hand's last frame may reveal its shuffle (this table reveals at each hand's end): from here on the hand is over.
    if (frame.type === "hand_ended") ended = true;
    if (!current) continue;
    const text = JSON.stringify(frame);
    const cards = cardsIn(frame);
    if (!ended) {
      expect(text.includes(revealed(current.hand.shuffle).serverSeed)).toBe(false);
      const shownSeats = new Set(current.hand.shown.map((s) => s.seatNumber));
      for (const [seatNumber, hole] of current.hole) {
        const mayShow = owns(viewer, seatNumber, current.hand.handNumber) || (frame.type === "showdown" && shownSeats.has(seatNumber));
        if (!mayShow) for (const c of hole) expect(cards, `seat ${seatNumber}'s ${c} reached ${JSON.stringify(viewer)}`).not.toContain(c);
      }
      for (const c of [...current.burns, ...current.board.slice(boardDealt)]) {
        expect(cards, `undealt ${c} reached ${JSON.stringify(viewer)}`).not.toContain(c);
      }
      checked += 1;
    }
  }
  return checked;
}

/** A seeded choice (LCG), so a run's actions are the same every time. */
function chooser(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * Plays a client-controlled seat from what its own socket receives: on its legal actions it checks, calls,
 * bets, raises, goes all in or folds (seeded), and now and then stands up on its own turn (the table acts
 * for it at once). Actions go by RPC with the seating's id (the socket's flood limit is for people).
 */
function autoPlay(socket: TableSocket, stub: ReturnType<typeof tableStub>, seatNumber: number, seatingId: string, random: () => number): void {
  socket.ws.addEventListener("message", (e) => {
    const parsed = JSON.parse(e.data as string);
    for (const f of Array.isArray(parsed) ? parsed : [parsed]) {
      if (f.type !== "legal_actions" || f.seatNumber !== seatNumber) continue;
      const legal = f.legal;
      const r = random();
      const send = (action: ActionType, to?: number) => stub.act(seatNumber, { hand: f.hand, index: f.index, action, to, seatingId });
      // An amount the rules refuse would leave the seat to its clock: it checks or folds instead.
      const act = (action: ActionType, to?: number) =>
        void send(action, to).then(async (o) => {
          if (!o.ok && o.code === "validation_failed") await send(legal.check ? "check" : "fold");
        });
      if (r < 0.02) void stub.standUp(seatNumber);
      else if (legal.raise && r < 0.12) act("raise", legal.raise.minTo);
      else if (legal.bet && r < 0.2) act("bet", legal.bet.minTo);
      else if (legal.allIn !== null && r < 0.25) act("all_in");
      else if (legal.check) act("check");
      else if (legal.call !== null && r < 0.85) act("call");
      else act("fold");
    }
  });
}

describe("what leaves a table", () => {
  it(`no card of another seating, no undealt card, no unrevealed seed, over ${HANDS} hands with seats reused and players leaving mid-hand`, async () => {
    const settings = tableSettings({ trustMode: "bot_only" });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    // Every socket with whose stream it is. A seat whose player busts or stands up is taken by a new
    // player at once, who connects with since=0: the whole kept log, earlier seatings' hands included.
    const sockets: Array<[Viewer, TableSocket]> = [];
    const spectator = await stub.spectatorTicket();
    if (!spectator.ok) throw new Error(spectator.message);
    sockets.push([{ kind: "spectator" }, await connect(settings.tableId, spectator.ticket.ticket, 0)]);
    let players = 0;
    const seatPlayer = async (n: number) => {
      players += 1;
      // Dealt in from the next hand: the one after the hand in progress (or the one this seat may start now).
      const firstHand = ((await stub.view())?.handNumber ?? 0) + 1;
      // Stacks differ so that all-ins and side pots happen.
      const seated = await stub.seat({
        playerRef: `player-${players}`,
        displayName: `Player ${players}`,
        participant: "bot",
        control: "client",
        stack: 200 + n * 150,
        seatNumber: n,
      });
      if (!seated.ok) throw new Error(seated.message);
      const socket = await connect(settings.tableId, seated.ticket!.ticket, 0);
      autoPlay(socket, stub, n, seated.seatingId, chooser(players));
      sockets.push([{ kind: "seating", seatNumber: n, firstHand }, socket]);
    };
    for (const n of SEATS) await seatPlayer(n);
    const deadline = Date.now() + 90_000;
    let played = 0;
    while (played < HANDS && Date.now() < deadline) {
      const view = await stub.tick();
      for (const n of SEATS) if (view && !view.seats.some((s) => s.seatNumber === n)) await seatPlayer(n);
      played = (await stub.hands(1, null)).data[0]?.handNumber ?? 0;
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(played).toBeGreaterThanOrEqual(HANDS);
    expect(players, "seats were reused").toBeGreaterThan(SEATS.length + 5);
    await stub.close();
    await stub.tick(Date.now() + 60_000);

    const deals = new Map<number, Deal>();
    for (let n = 1; n <= played; n++) {
      const hand = await stub.hand(n);
      if (hand) deals.set(n, await dealOf(hand));
    }
    // Let the last frames arrive.
    await sockets[0]![1].find((f) => f.type === "table_status" && f.status === "closed");
    let checked = 0;
    for (const [viewer, socket] of sockets) checked += checkStream(viewer, socket.frames, deals);
    expect(checked).toBeGreaterThan(played * 5);
  }, 150_000);
});
