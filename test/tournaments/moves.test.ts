/**
 * A moved player's socket is told its new table, with a fresh ticket to its new seat, in the same message
 * (CONTRACT 11). Sixteen humans who never act (clocks run out by the test) on two nine-handed tables of
 * eight; the director is told that two players of the first table busted in its first hand (a report sent
 * to it directly; six are left, too many for the other table's one free seat, so it does not break), so when
 * the second table ends its hand (for real) it is two over the first and gives one player, the one due its
 * big blind next, to the first table.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { api, createTournament, register } from "../management/fixtures.ts";
import { connect, type TableSocket } from "../tables/socket-client.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { runStart, startLater, startSoon } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

interface Standing {
  entryId: string;
  tableId: string | null;
  status: string;
}

it("the moved entry's socket gets `moved` (new table, seat and a working ticket) and then closes 4002", async () => {
  const { key } = await webhookTenant();
  const t = await createTournament(key, {
    name: "Moves",
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: "room-1",
    payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
    blindStructureId: "bs_approved_mtt_9max_20min_v1",
    schedule: { startsAt: startLater() },
  });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 16; i++) await register(key, t.id, i, "human");
  const director = env.DIRECTORS.getByName(t.id);
  await runStart(t.id, await startSoon(key, t.id));

  const standings = (await api(key, "GET", `${T}/standings`, { tournamentId: t.id })).body.data as Standing[];
  const tableIds = [...new Set(standings.map((s) => s.tableId!))].sort();
  expect(tableIds).toHaveLength(2);
  const [first, second] = tableIds as [string, string];
  const atFirst = standings.filter((s) => s.tableId === first).map((s) => s.entryId);
  const atSecond = standings.filter((s) => s.tableId === second).map((s) => s.entryId);
  expect([atFirst.length, atSecond.length]).toEqual([8, 8]);

  // A socket for every player of the second table (whoever moves, its socket is open).
  const sockets = new Map<string, TableSocket>();
  for (const entryId of atSecond) {
    const ticket = await api(key, "POST", `${T}/entries/{entryId}/tickets`, { tournamentId: t.id, entryId });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    sockets.set(entryId, await connect(second, ticket.body.ticket.ticket));
  }

  // The first table's first hand, as the director hears it: its seats 1 and 2 busted, big blind on seat 8.
  // The empty seat taking the big blind soonest there is then 9 (empty at the real table too).
  const view = (await env.TABLES.getByName(first).view())!;
  const bySeat = new Map(view.seats.map((s) => [s.seatNumber, s]));
  expect([...bySeat.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  const seatsAtFirst = await Promise.all(atFirst.map(async (entryId) => ({ entryId, ...(await director.seatOf(entryId))! })));
  await director.report({
    tableId: first,
    handNumber: 1,
    seats: seatsAtFirst.map((s) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: s.seatNumber <= 2 ? 0 : 25_000 })),
    startingChips: Object.fromEntries(seatsAtFirst.map((s) => [s.entryId, 20_000])),
    bigBlind: 8,
    button: 6,
  });

  // The second table plays its first hand out (its players' clocks run out) and reports it for real.
  const table = env.TABLES.getByName(second);
  let clock = Date.now();
  const moved = await waitFor("a moved frame", async () => {
    for (const [entryId, socket] of sockets) {
      const frame = socket.frames.find((f) => f.type === "moved");
      if (frame) return { entryId, frame, socket };
    }
    clock += 90_000;
    await table.tick(clock);
    return undefined;
  });
  expect(moved.frame).toEqual({
    type: "moved",
    tableId: first,
    seatNumber: 9,
    ticket: { ticket: expect.stringMatching(/^tkt_/), expiresAt: expect.any(String), connectUrl: expect.stringContaining(first) },
  });
  // Then the old socket closes: its seat was closed (moved).
  await waitFor("the old socket to close", async () => moved.socket.closed ?? undefined);
  expect(moved.socket.closed!.code).toBe(4002);
  const frames = moved.socket.frames;
  expect(frames.findIndex((f) => f.type === "moved")).toBeGreaterThan(frames.findIndex((f) => f.type === "seat_closed" && f.reason === "moved"));
  // Only the mover got one.
  expect([...sockets.values()].filter((s) => s.frames.some((f) => f.type === "moved"))).toHaveLength(1);

  // The ticket opens the new seat, and the director has the entry there.
  const fresh = await connect(first, moved.frame.ticket.ticket);
  const hello = await fresh.next((f) => f.type === "hello");
  expect([hello.tableId, hello.seatNumber]).toEqual([first, 9]);
  expect(await director.seatOf(moved.entryId)).toEqual({ tableId: first, seatNumber: 9 });
  fresh.ws.close();
  for (const socket of sockets.values()) if (!socket.closed) socket.ws.close();
}, 120_000);
