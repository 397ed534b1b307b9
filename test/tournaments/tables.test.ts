/**
 * A tournament's tables are tables: GET /tables/{id}, its hands and tickets answer for the tournament's
 * tenant like a ring game's table (404 to anyone else, and for a table the director never opened); a seat
 * request is refused (the director seats them).
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { expect, it } from "vitest";
import { api, createTournament, register } from "../management/fixtures.ts";
import { webhookTenant } from "../webhooks/helpers.ts";

const T = "/tournaments/{tournamentId}";

it("a tournament's table answers GET /tables/{id}, its hands and its tickets; another tenant and an unopened table get 404", async () => {
  const { key } = await webhookTenant();
  const startsAt = Date.now() + 3_000;
  const t = await createTournament(key, { trustMode: "human_only", schedule: { startsAt: new Date(startsAt).toISOString() } });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 6; i++) await register(key, t.id, i, "human");
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
  await runDurableObjectAlarm(env.DIRECTORS.getByName(t.id));
  const [{ tableId }] = (await api(key, "GET", `${T}/tables`, { tournamentId: t.id })).body.data;

  const table = await api(key, "GET", "/tables/{tableId}", { tableId });
  expect(table.status, JSON.stringify(table.body)).toBe(200);
  expect(table.body.table).toMatchObject({ id: tableId, tournamentId: t.id, name: "Table 1" });
  expect(table.body.table.seats).toHaveLength(6);
  const hands = await api(key, "GET", "/tables/{tableId}/hands", { tableId });
  expect(hands.status, JSON.stringify(hands.body)).toBe(200);
  const seat = table.body.table.seats[0].seatNumber as number;
  const ticket = await api(key, "POST", "/tables/{tableId}/seats/{seatNumber}/tickets", { tableId, seatNumber: String(seat) });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const seated = await api(
    key,
    "POST",
    "/tables/{tableId}/seats",
    { tableId },
    { body: { displayName: "Intruder", playerRef: "x-1", participant: "human", stack: 1000 } },
  );
  expect(seated.status).toBe(409);
  expect(seated.body.code).toBe("invalid_state");

  const other = await webhookTenant();
  expect((await api(other.key, "GET", "/tables/{tableId}", { tableId })).status).toBe(404);
  expect((await api(key, "GET", "/tables/{tableId}", { tableId: `${tableId.slice(0, -1)}9` })).status).toBe(404);
}, 60_000);
