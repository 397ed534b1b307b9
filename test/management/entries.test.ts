import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { tenant } from "../helpers";
import { api, codeAt, createTournament, fieldPaths, register, scheduledTournament } from "./fixtures";

const T = "/tournaments/{tournamentId}";
const entryBody = (i: number, participant = "human") => ({ displayName: `Player ${i}`, playerRef: `user-${i}`, participant });

describe("registration", () => {
  it("registers entries on a scheduled tournament and lists them public-safe, newest first, paginated", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const res = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: entryBody(1) });
    expect(res.status).toBe(201);
    expect(res.body.entry).toEqual({
      id: expect.stringMatching(/^ent_/),
      displayName: "Player 1",
      participant: "human",
      status: "registered",
      place: null,
      prize: null,
      registeredAt: expect.any(String),
    });
    for (let i = 2; i <= 5; i++) await register(key, t.id, i, i % 2 ? "human" : "bot");
    expect((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.entrants).toBe(5);

    const all = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(all.body.object).toBe("developer_tournament_entries");
    expect(all.body.data).toHaveLength(5);
    expect(JSON.stringify(all.body)).not.toContain("playerRef");
    expect(JSON.stringify(all.body)).not.toContain("user-1");
    const keys = all.body.data.map((e: { registeredAt: string; id: string }) => `${e.registeredAt}|${e.id}`);
    expect([...keys].sort().reverse()).toEqual(keys);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: Array<{ id: string }>; page: { nextCursor: string | null } } } = await api(
        key,
        "GET",
        `${T}/entries`,
        { tournamentId: t.id },
        { query: `limit=2${cursor ? `&cursor=${cursor}` : ""}` },
      );
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((e) => e.id));
      cursor = page.body.page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.body.data.map((e: { id: string }) => e.id));
  });

  it("withdrawn entries are not listed", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const kept = await register(key, t.id, 1);
    const gone = await register(key, t.id, 2);
    await env.DB.prepare("UPDATE entries SET status = 'withdrawn' WHERE id = ?").bind(gone.id).run();
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([kept.id]);
  });

  it("only a scheduled tournament takes entries (409 otherwise)", async () => {
    const { key } = await tenant();
    const draft = await createTournament(key);
    const res = await api(key, "POST", `${T}/entries`, { tournamentId: draft.id }, { body: entryBody(1) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("invalid_state");
    await api(key, "POST", `${T}/cancel`, { tournamentId: draft.id });
    expect((await api(key, "POST", `${T}/entries`, { tournamentId: draft.id }, { body: entryBody(1) })).status).toBe(409);
    expect((await api(key, "GET", `${T}/entries`, { tournamentId: draft.id })).body.data).toEqual([]);
  });

  it("the participant must fit the trust mode", async () => {
    const { key } = await tenant();
    const humans = await scheduledTournament(key, { trustMode: "human_only" });
    const bot = await api(key, "POST", `${T}/entries`, { tournamentId: humans.id }, { body: entryBody(1, "bot") });
    expect(bot.status).toBe(400);
    expect(codeAt(bot.body, "/participant")).toBe("refused_by_trust_mode");
    await register(key, humans.id, 2, "human");
    const bots = await scheduledTournament(key, { trustMode: "bot_only" });
    expect(codeAt((await api(key, "POST", `${T}/entries`, { tournamentId: bots.id }, { body: entryBody(1, "human") })).body, "/participant")).toBe(
      "refused_by_trust_mode",
    );
    await register(key, bots.id, 2, "bot");
    const mixed = await scheduledTournament(key, { trustMode: "mixed_declared" });
    await register(key, mixed.id, 1, "bot");
    await register(key, mixed.id, 2, "human");
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: mixed.id });
    expect(list.body.data.map((e: { participant: string }) => e.participant).sort()).toEqual(["bot", "human"]);
  });

  it("validates the body, refuses a duplicate playerRef (409) and a full tournament (409)", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const bad = await api(
      key,
      "POST",
      `${T}/entries`,
      { tournamentId: t.id },
      { body: { displayName: "x".repeat(65), playerRef: "", participant: "alien", seat: 3 } },
    );
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(["/displayName", "/participant", "/playerRef", "/seat"]);
    expect(fieldPaths((await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: {} })).body)).toEqual([
      "/displayName",
      "/participant",
      "/playerRef",
    ]);
    await register(key, t.id, 1);
    const dup = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: { ...entryBody(1), displayName: "Again" } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("conflict");
    for (let i = 2; i <= 6; i++) await register(key, t.id, i);
    const full = await api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: entryBody(7) });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("invalid_state");
    expect(full.body.detail).toMatch(/full/);
    expect((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.entrants).toBe(6);
  });

  it("concurrent registrations never overfill a tournament", async () => {
    const { key } = await tenant();
    const t = await scheduledTournament(key);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: entryBody(i) })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(6);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.entrants).toBe(6);
    expect((await api(key, "GET", `${T}/entries`, { tournamentId: t.id })).body.data).toHaveLength(6);
  });

  it("a concurrent trust-mode switch and registrations never leave a refused participant in the tournament", async () => {
    const { key } = await tenant();
    const cases = [
      { trustMode: "human_only", participant: "bot" },
      { trustMode: "bot_only", participant: "human" },
    ] as const;
    for (let round = 0; round < 6; round++) {
      const { trustMode, participant } = cases[round % 2]!;
      const t = await scheduledTournament(key);
      // The switch goes out first (its statement tends to land between the registrations' checks and inserts).
      const patch = api(key, "PATCH", T, { tournamentId: t.id }, { body: { trustMode } });
      const registrations = Array.from({ length: 4 }, (_, i) =>
        api(key, "POST", `${T}/entries`, { tournamentId: t.id }, { body: entryBody(i, participant) }),
      );
      const [patched, ...entries] = await Promise.all([patch, ...registrations]);

      const stored = (await api(key, "GET", T, { tournamentId: t.id })).body.tournament;
      const listed = (await api(key, "GET", `${T}/entries`, { tournamentId: t.id })).body.data as Array<{ participant: string }>;
      const registered = entries.filter((r) => r.status === 201);
      expect(listed.filter((e) => e.participant === participant)).toHaveLength(registered.length);
      if (patched.status === 200) {
        expect(stored.trustMode).toBe(trustMode);
        expect(registered, `round ${round}: a ${participant} registered in a ${trustMode} tournament`).toEqual([]);
        for (const refused of entries) {
          expect(refused.status).toBe(400);
          expect(codeAt(refused.body, "/participant")).toBe("refused_by_trust_mode");
        }
      } else {
        expect(patched.status).toBe(409);
        expect(patched.body.code).toBe("invalid_state");
        expect(stored.trustMode).toBe("mixed_declared");
        expect(registered.length).toBeGreaterThan(0);
      }
    }
  });
});
