/**
 * Top-ups: chips the builder's backend vouches for, added to a ring seat's stack at once between hands
 * or, for a seat dealt in the hand in progress, when that hand ends; never above the ring game's
 * `buyIn.max`; idempotent; bound to the seating; refused at tournament tables; and accounted for in the
 * table's events and in `table.seat_closed`.
 */
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { TableSeatClosedEvent } from "../../packages/sdk/src/index.ts";
import { tenant } from "../helpers";
import { api } from "../management/fixtures";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { connect, type Frame } from "./socket-client.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

const TOP_UPS = "/tables/{tableId}/seats/{seatNumber}/top-ups";

async function ringTable(key: string) {
  const ringGame = await api(
    key,
    "POST",
    "/ring-games",
    {},
    {
      body: {
        name: "Top-ups 1/2",
        roomId: "room-1",
        game: "nlhe",
        tableSize: 6,
        smallBlind: 1,
        bigBlind: 2,
        buyIn: { min: 40, max: 200 },
        trustMode: "mixed_declared",
      },
    },
  );
  expect(ringGame.status).toBe(201);
  const table = await api(key, "POST", "/ring-games/{ringGameId}/tables", { ringGameId: ringGame.body.ringGame.id }, { body: {} });
  expect(table.status).toBe(201);
  return table.body.table.id as string;
}

describe("POST /tables/{tableId}/seats/{seatNumber}/top-ups", () => {
  it("adds chips at once between hands, up to buyIn.max (400 at /amount beyond), idempotent, bound to the seating", async () => {
    const { key } = await tenant();
    const tableId = await ringTable(key);
    const seated = await api(
      key,
      "POST",
      "/tables/{tableId}/seats",
      { tableId },
      {
        body: { playerRef: "user-1", displayName: "Ada", participant: "human", stack: 100, seatNumber: 1 },
      },
    );
    expect(seated.status).toBe(201);
    const seatingId = seated.body.seatingId as string;
    const topUp = (body: unknown, headers: Record<string, string> = {}, seatNumber = "1") =>
      api(key, "POST", TOP_UPS, { tableId, seatNumber }, { body, headers });

    // Alone at the table, no hand runs: the chips are in the stack at once.
    const first = await topUp({ amount: 50, seatingId });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.topUp).toMatchObject({
      object: "table_top_up",
      seatNumber: 1,
      seatingId,
      amount: 50,
      status: "applied",
      pendingAmount: 0,
      maxAmount: 50,
    });
    expect(first.body.topUp.id).toMatch(/^tup_/);
    expect(first.body.seat).toMatchObject({ seatNumber: 1, stack: 150 });

    const over = await topUp({ amount: 51 });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe("validation_failed");
    expect(over.body.errors.map((e: { path: string }) => e.path)).toEqual(["/amount"]);
    expect(over.body.detail ?? over.body.errors[0].message).toMatch(/200/);
    expect((await topUp({ amount: 0 })).status).toBe(400);

    // One key, one top-up: a replay answers the first answer and adds nothing; another body is 422.
    const keyed = await topUp({ amount: 20 }, { "x-idempotency-key": "top-up-1" });
    expect(keyed.status).toBe(201);
    const replay = await topUp({ amount: 20 }, { "x-idempotency-key": "top-up-1" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.topUp.id).toBe(keyed.body.topUp.id);
    expect((await topUp({ amount: 21 }, { "x-idempotency-key": "top-up-1" })).status).toBe(422);
    // The table remembers the key too (its write is not in the route's database batch): a repeat adds nothing.
    const object = await tableStub(tableId).topUp(1, 20, { key: "top-up-1" });
    expect(object).toMatchObject({ ok: true, replayed: true, topUp: { id: keyed.body.topUp.id } });
    const view = await api(key, "GET", "/tables/{tableId}", { tableId });
    expect(view.body.table.seats[0]).toMatchObject({ seatNumber: 1, stack: 170 });

    expect((await topUp({ amount: 10, seatingId: "sit_someone_else" })).status).toBe(409);
    const empty = await topUp({ amount: 10 }, {}, "3");
    expect(empty.status).toBe(404);

    const left = await api(key, "DELETE", "/tables/{tableId}/seats/{seatNumber}", { tableId, seatNumber: "1" });
    expect(left.body.seat.finalStack).toBe(170);
  });
});

describe("top-ups at the table object", () => {
  it("during a hand: pending, added when it ends before the next, trimmed to buyIn.max (the rest returned), in the events", async () => {
    const settings = tableSettings({ buyIn: { min: 100, max: 2000 } });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const tickets: Record<number, string> = {};
    for (const n of [1, 2]) {
      const outcome = await stub.seat({ playerRef: `ref-${n}`, displayName: `P${n}`, participant: "human", stack: 1500, seatNumber: n });
      if (!outcome.ok) throw new Error(outcome.message);
      tickets[n] = outcome.ticket!.ticket;
    }
    const view = (await stub.view())!;
    expect(view.handNumber).toBe(1);
    const folder = view.toAct!;
    const winner = folder === 1 ? 2 : 1;
    const socket = await connect(settings.tableId, tickets[winner]!);

    // The winner's chips behind (1,500 less its blind) and the most that fits under 2,000.
    const behind = view.seats.find((s) => s.seatNumber === winner)!.stack;
    const fits = 2000 - behind;
    expect(await stub.topUp(winner, fits + 1)).toMatchObject({ ok: false, code: "validation_failed", path: "/amount" });
    const pending = await stub.topUp(winner, fits);
    expect(pending).toMatchObject({ ok: true, topUp: { status: "pending", amount: fits, pendingAmount: fits, maxAmount: 0 } });
    // Not in the stack yet: the hand is still on.
    expect((await stub.view())!.seats.find((s) => s.seatNumber === winner)!.stack).toBe(behind);
    expect(await stub.topUp(winner, 1)).toMatchObject({ ok: false, code: "validation_failed" });

    // The other seat folds: the winner takes the blinds, so only part of the top-up fits under the maximum.
    expect(await stub.act(folder, { hand: 1, index: 0, action: "fold" })).toMatchObject({ ok: true });
    const ended: Frame = await socket.find((f) => f.type === "hand_ended" && f.hand === 1);
    const settled = ended.stacks.find((s: { seatNumber: number }) => s.seatNumber === winner).stack as number;
    expect(settled).toBeGreaterThan(1500);
    const topped: Frame = await socket.find((f) => f.type === "topped_up");
    expect(topped).toMatchObject({ seatNumber: winner, amount: 2000 - settled, stack: 2000, returned: fits - (2000 - settled) });
    expect(topped.seq).toBeGreaterThan(ended.seq);
    const changed: Frame = await socket.find((f) => f.type === "seat_changed" && f.seatNumber === winner && f.seq > topped.seq);
    expect(changed.stack).toBe(2000);
    const next: Frame = await socket.find((f) => f.type === "hand_started" && f.hand === 2);
    expect(next.seq).toBeGreaterThan(topped.seq);
    expect(next.seats.find((s: { seatNumber: number }) => s.seatNumber === winner).stack).toBe(2000);
    socket.ws.close(1000);
  });

  it("is refused at a tournament table (409) and for a seat that is leaving", async () => {
    const tournament = tableSettings({ tournamentId: "trn_top_up_test" });
    const stub = tableStub(tournament.tableId);
    await stub.init(tournament);
    expect(await stub.topUp(1, 100)).toMatchObject({ ok: false, code: "conflict" });

    const settings = tableSettings();
    const ring = tableStub(settings.tableId);
    await ring.init(settings);
    for (const n of [1, 2]) await ring.seat({ playerRef: `ref-${n}`, displayName: `P${n}`, participant: "human", stack: 1000, seatNumber: n });
    const toAct = (await ring.view())!.toAct!;
    const other = toAct === 1 ? 2 : 1;
    await ring.standUp(other); // in the hand: leaving until it ends
    expect(await ring.topUp(other, 100)).toMatchObject({ ok: false, code: "invalid_state" });
  });

  it("table.seat_closed counts them: finalStack with the chips added, and topUps { added, returned }", async () => {
    const { org, key, projectId } = await webhookTenant();
    const name = receiverName("top-ups");
    const { secret } = await createEndpoint(key, { url: receiverUrl(name), eventTypes: ["table.seat_closed"], projectId });
    const settings = tableSettings({ organizationId: org.id, projectId });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const seated = await stub.seat({ playerRef: "player-7", displayName: "Bo", participant: "human", stack: 500, seatNumber: 2 });
    if (!seated.ok) throw new Error(seated.message);
    expect(await stub.topUp(2, 300, { seatingId: seated.seatingId })).toMatchObject({ ok: true, topUp: { status: "applied" }, seat: { stack: 800 } });
    expect(await stub.standUp(2)).toMatchObject({ ok: true, seat: { finalStack: 800 } });
    const requests = await waitFor("the delivery", async () => {
      const got = await received(name);
      return got.length > 0 ? got : undefined;
    });
    // The SDK's type of the event (verifyWebhook returns it) is what arrives.
    const body = new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers) as TableSeatClosedEvent;
    expect(body.data).toMatchObject({ finalStack: 800, reason: "left", topUps: { added: 300, returned: 0 } });
    expect(Object.keys(body.data).sort()).toEqual(["closedAt", "finalStack", "reason", "seat", "table", "topUps"]);
  });
});
