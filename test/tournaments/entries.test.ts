/**
 * Entries that cannot be stranded (CONTRACT 11): idempotent registration, a duplicate playerRef answered
 * with the existing entryId, withdrawal before seating, lookup by playerRef.
 */
import { describe, expect, it } from "vitest";
import { tenant } from "../helpers";
import { api, register, scheduledTournament } from "../management/fixtures";

const T = "/tournaments/{tournamentId}";
const E = `${T}/entries/{entryId}`;
const body = (i: number, participant = "human") => ({ displayName: `Player ${i}`, playerRef: `user-${i}`, participant });

async function entrants(key: string, tournamentId: string): Promise<number> {
  return (await api(key, "GET", T, { tournamentId })).body.tournament.entrants;
}

describe("registration with an idempotency key", () => {
  it("replays the first answer for the same key and body, refuses another body (422), and registers once", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const headers = { "x-idempotency-key": "reg-user-1" };
    const first = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(1), headers });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(1), headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(2), headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_key_mismatch");
    expect(await entrants(key, t.id)).toBe(1);
  });

  it("a key is scoped to its tournament: the same key on another tournament registers there", async () => {
    const { key } = await tenant();
    const a = await scheduledTournament(key);
    const b = await scheduledTournament(key);
    const headers = { "x-idempotency-key": "same-key" };
    const inA = await api(key, "POST", `${T}/entries`, { tournamentId: a.id }, { body: body(1), headers });
    const inB = await api(key, "POST", `${T}/entries`, { tournamentId: b.id }, { body: body(1), headers });
    expect([inA.status, inB.status]).toEqual([201, 201]);
    expect(inB.headers.get("idempotent-replayed")).toBeNull();
    expect(inB.body.entry.id).not.toBe(inA.body.entry.id);
  });

  it("a refused registration stores nothing under its key: the same key registers once there is room", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    for (let i = 1; i <= 6; i++) await register(key, t.id, i);
    const headers = { "x-idempotency-key": "seventh" };
    const full = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(7), headers });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("invalid_state");
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    const withdrawn = await api(key, "DELETE", E, { tournamentId: t.id, entryId: list.body.data[0].id });
    expect(withdrawn.status).toBe(200);
    const retry = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(7), headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await entrants(key, t.id)).toBe(6);
  });
});

describe("a duplicate playerRef", () => {
  it("is 409 conflict carrying the existing entryId, whatever the new name, and changes nothing", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const first = await register(key, t.id, 1);
    const dup = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: { ...body(1), displayName: "Someone else" } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("conflict");
    expect(dup.body.entryId).toBe(first.id);
    // With a fresh idempotency key too: the key does not make it a new registration.
    const keyed = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(1), headers: { "x-idempotency-key": "fresh" } });
    expect(keyed.status).toBe(409);
    expect(keyed.body.entryId).toBe(first.id);
    expect(await entrants(key, t.id)).toBe(1);
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(list.body.data.map((e: { displayName: string }) => e.displayName)).toEqual(["Player 1"]);
  });

  it("is answered with the entryId even once the tournament no longer takes entries (a retry finds its entry)", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const first = await register(key, t.id, 1);
    expect((await api(key, "POST", `${T}/cancel`, { tournamentId: t.id }, { body: {} })).status).toBe(200);
    const dup = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(1) });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("conflict");
    expect(dup.body.entryId).toBe(first.id);
    const fresh = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: body(2) });
    expect(fresh.status).toBe(409);
    expect(fresh.body.code).toBe("invalid_state");
    expect(fresh.body.entryId).toBeUndefined();
  });
});

describe("lookup by playerRef", () => {
  it("finds the one entry with that reference, and only then shows playerRef", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const one = await register(key, t.id, 1);
    await register(key, t.id, 2);
    const found = await api(key, "GET", `${T}/entries`, { tournamentId: t.id }, { query: "playerRef=user-1" });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      {
        id: one.id,
        displayName: "Player 1",
        participant: "human",
        status: "registered",
        place: null,
        prize: null,
        registeredAt: expect.any(String),
        playerRef: "user-1",
      },
    ]);
    expect(found.body.page).toEqual({ limit: 50, hasMore: false, nextCursor: null });
    const none = await api(key, "GET", `${T}/entries`, { tournamentId: t.id }, { query: "playerRef=user-3" });
    expect(none.body.data).toEqual([]);
    const all = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(all.body.data).toHaveLength(2);
    expect(JSON.stringify(all.body)).not.toContain("playerRef");
    expect(JSON.stringify(all.body)).not.toContain("user-");
    const bad = await api(key, "GET", `${T}/entries`, { tournamentId: t.id }, { query: `playerRef=${"x".repeat(129)}` });
    expect(bad.status).toBe(400);
  });

  it("another tenant's tournament is 404, so its references cannot be probed", async () => {
    const { key } = await tenant();
    const { key: other } = await tenant();
    const t = await scheduledTournament(key);
    await register(key, t.id, 1);
    const probe = await api(other, "GET", `${T}/entries`, { tournamentId: t.id }, { query: "playerRef=user-1" });
    expect(probe.status).toBe(404);
  });
});

describe("withdrawal", () => {
  it("withdraws before seating: not listed, not counted, found by playerRef as withdrawn; a repeat answers the same", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const one = await register(key, t.id, 1);
    await register(key, t.id, 2);
    const res = await api(key, "DELETE", E, { tournamentId: t.id, entryId: one.id });
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({ id: one.id, status: "withdrawn", place: null, prize: null });
    expect(res.body.entry.playerRef).toBeUndefined();
    expect(await entrants(key, t.id)).toBe(1);
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(list.body.data.map((e: { id: string }) => e.id)).not.toContain(one.id);
    const found = await api(key, "GET", `${T}/entries`, { tournamentId: t.id }, { query: "playerRef=user-1" });
    expect(found.body.data).toMatchObject([{ id: one.id, status: "withdrawn", playerRef: "user-1" }]);
    const again = await api(key, "DELETE", E, { tournamentId: t.id, entryId: one.id });
    expect(again.status).toBe(200);
    expect(again.body.entry.status).toBe("withdrawn");
    expect(await entrants(key, t.id)).toBe(1);
  });

  it("frees the playerRef: registering it again reopens the same entry with the new name", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const one = await register(key, t.id, 1);
    expect((await api(key, "DELETE", E, { tournamentId: t.id, entryId: one.id })).status).toBe(200);
    const back = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: { ...body(1), displayName: "Back again" } });
    expect(back.status).toBe(201);
    expect(back.body.entry).toMatchObject({ id: one.id, displayName: "Back again", status: "registered" });
    expect(await entrants(key, t.id)).toBe(1);
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(list.body.data).toMatchObject([{ id: one.id, displayName: "Back again" }]);
  });

  it("is 404 for an unknown entry and for another tenant's, 409 once the tournament is completed or cancelled", async () => {
    const { key } = await tenant();
    const { key: other } = await tenant();
    const t = await scheduledTournament(key);
    const entries = [];
    for (let i = 1; i <= 6; i++) entries.push(await register(key, t.id, i));
    expect((await api(key, "DELETE", E, { tournamentId: t.id, entryId: "ent_nope" })).status).toBe(404);
    const foreign = await api(other, "DELETE", E, { tournamentId: t.id, entryId: entries[0]!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found");
    const results = entries.map((e, i) => ({ entryId: e.id, place: i + 1 }));
    expect((await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results } })).status).toBe(200);
    const late = await api(key, "DELETE", E, { tournamentId: t.id, entryId: entries[5]!.id });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("invalid_state");
    expect(await entrants(key, t.id)).toBe(6);

    const c = await scheduledTournament(key);
    const entry = await register(key, c.id, 1);
    expect((await api(key, "POST", `${T}/cancel`, { tournamentId: c.id }, { body: {} })).status).toBe(200);
    const cancelled = await api(key, "DELETE", E, { tournamentId: c.id, entryId: entry.id });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe("invalid_state");
  });
});
