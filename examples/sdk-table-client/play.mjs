// One player at a hosted table through the SDK, end to end: a ring game, a table, the player and a
// house bot seated by the backend (management key), the player's socket with connectTable, a few
// hands played by checking or calling, then leave; prints the final stack.
//
//   npm run build -w @pokerworks/sdk   # once: the SDK as other projects install it (packages/sdk/dist)
//   BASE=http://localhost:8787 KEY=sk_test_... HANDS=3 node examples/sdk-table-client/play.mjs
//
// Runs in Node 18+ (Node 18 and 20 have no global WebSocket: the SDK uses the `ws` package), Deno, Bun.
import { connectTable, createClient } from "@pokerworks/sdk";

const BASE = process.env.BASE ?? "http://localhost:8787";
const HANDS = Number(process.env.HANDS ?? 3);
const pw = createClient({ baseUrl: BASE, apiKey: process.env.KEY });

// The backend's part: a table, the player (a stack it vouches for) and a house bot to play against.
const { ringGame } = await pw.createRingGame({
  body: {
    name: "SDK example 1/2",
    roomId: "sdk-example",
    game: "nlhe",
    tableSize: 6,
    smallBlind: 1,
    bigBlind: 2,
    buyIn: { min: 40, max: 400 },
    trustMode: "mixed_declared",
  },
});
const { table } = await pw.createTable({ path: { ringGameId: ringGame.id }, body: {} });
const seated = await pw.seatTablePlayer({
  path: { tableId: table.id },
  body: { playerRef: "user-42", displayName: "Ada", participant: "human", stack: 200 },
});
const { seatNumber, seatingId } = seated.seat;
await pw.seatTablePlayer({
  path: { tableId: table.id },
  body: { playerRef: "house-1", displayName: "House bot", participant: "bot", control: "house", stack: 200 },
});

// The player's part: the socket. In a browser, getTicket would call your backend, which calls
// createSeatTicket with its management key (never ship that key to a browser).
const conn = connectTable({
  baseUrl: BASE,
  tableId: table.id,
  ticket: seated.ticket.ticket,
  getTicket: async () => (await pw.createSeatTicket({ path: { tableId: table.id, seatNumber }, query: { seatingId } })).ticket.ticket,
  onStatus: (status) => console.log(`socket ${status}`),
});

let played = 0;
let leaving = false;
/** Checks when it may, else calls (never folds, never raises): a demo, not a strategy. */
const decide = async (hand, index, legal) => {
  const action = legal.check ? "check" : legal.call !== null ? "call" : "fold";
  const ack = await conn.act({ hand, index, action }).catch((error) => error);
  console.log(`hand ${hand} #${index}: ${action}${ack.type === "ack" ? "" : ` refused (${ack.code})`}`);
};

const closed = new Promise((resolve) => {
  conn.onFrame((frame) => {
    // Connected in the middle of a hand: the snapshot carries the seat's cards and, on its turn, its legal actions.
    if (frame.type !== "snapshot" || !frame.hand || !frame.you) return;
    if (frame.you.cards) console.log(`hand ${frame.hand.hand}: dealt ${frame.you.cards}`);
    if (frame.you.legal) void decide(frame.hand.hand, frame.hand.index, frame.you.legal);
  });
  conn.onEvent((event) => {
    if (event.type === "hole_cards") console.log(`hand ${event.hand}: dealt ${event.cards}`);
    if (event.type === "legal_actions") void decide(event.hand, event.index, event.legal);
    if (event.type === "hand_ended") {
      const stack = event.stacks.find((s) => s.seatNumber === seatNumber)?.stack;
      console.log(`hand ${event.hand} ended: board ${event.board || "-"}, stack ${stack}`);
      played += 1;
      if (played >= HANDS && !leaving) {
        leaving = true;
        void conn.leave();
      }
    }
    if (event.type === "seat_closed" && event.seatNumber === seatNumber) resolve(event);
  });
});

const { finalStack, reason } = await closed;
await conn.close();
console.log(JSON.stringify({ tableId: table.id, hands: played, finalStack, reason }));
