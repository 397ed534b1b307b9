/**
 * The director's events through the signed, logged, retried webhook pipeline: `tournament.started` once,
 * `tournament.entry_eliminated` once per elimination (place, prize, who eliminated the entry, the builder's
 * playerRef), and `tournament.completed` once; each verified with standardwebhooks.
 */
import { Webhook } from "standardwebhooks";
import { expect, it } from "vitest";
import { api, createTournament, register } from "../management/fixtures.ts";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { runStart, startLater, startSoon } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

interface Body {
  type: string;
  data: {
    tournament: { id: string };
    entrants?: number;
    tables?: Array<{ tableId: string; players: number }>;
    entry?: { entryId: string; displayName: string; participant: string; playerRef: string };
    place?: number | null;
    prize?: number | null;
    bountyWon?: number;
    eliminatedBy?: string[];
  };
}

it("a sit-and-go sends tournament.started once, tournament.entry_eliminated once per bust and tournament.completed once", async () => {
  const { key, projectId } = await webhookTenant();
  const name = receiverName("events");
  const { secret } = await createEndpoint(key, {
    url: receiverUrl(name),
    projectId,
    eventTypes: ["tournament.started", "tournament.entry_eliminated", "tournament.completed"],
  });
  const t = await createTournament(key, { trustMode: "bot_only", prizePool: 600, schedule: { startsAt: startLater() } });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 6; i++) await register(key, t.id, i, "bot");
  await runStart(t.id, await startSoon(key, t.id));
  await waitFor(
    "the completion",
    async () => ((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.status === "completed" ? true : undefined),
    90_000,
  );
  const bodies = await waitFor("every event", async () => {
    const got = await received(name);
    const verified = got.map((r) => new Webhook(secret).verify(r.body, r.headers) as Body);
    return verified.filter((b) => b.type === "tournament.entry_eliminated").length >= 5 && verified.some((b) => b.type === "tournament.completed")
      ? verified
      : undefined;
  });
  await new Promise((r) => setTimeout(r, 500));
  const all = (await received(name)).map((r) => new Webhook(secret).verify(r.body, r.headers) as Body);
  expect(all.length).toBe(bodies.length);
  const started = all.filter((b) => b.type === "tournament.started");
  expect(started).toHaveLength(1);
  expect(started[0]!.data).toMatchObject({ tournament: { id: t.id }, entrants: 6, tables: [{ players: 6 }] });
  expect(all.filter((b) => b.type === "tournament.completed")).toHaveLength(1);

  const eliminated = all.filter((b) => b.type === "tournament.entry_eliminated");
  expect(eliminated).toHaveLength(5);
  const standings = (await api(key, "GET", `${T}/standings`, { tournamentId: t.id })).body.data as Array<{
    entryId: string;
    place: number;
    prize: number;
    status: string;
  }>;
  const ids = new Set(standings.map((s) => s.entryId));
  expect(new Set(eliminated.map((b) => b.data.entry!.entryId)).size).toBe(5);
  for (const b of eliminated) {
    const standing = standings.find((s) => s.entryId === b.data.entry!.entryId)!;
    expect(standing.status).toBe("busted");
    expect(b.data.place).toBe(standing.place);
    expect(b.data.prize).toBe(standing.prize);
    expect(b.data.entry!.playerRef).toMatch(/^user-\d$/);
    expect(b.data.bountyWon).toBe(0);
    expect(b.data.eliminatedBy!.length).toBeGreaterThan(0);
    for (const by of b.data.eliminatedBy!) expect(ids.has(by) && by !== b.data.entry!.entryId).toBe(true);
  }
  // The winner is not eliminated.
  const winner = standings.find((s) => s.status === "winner")!;
  expect(eliminated.some((b) => b.data.entry!.entryId === winner.entryId)).toBe(false);
}, 120_000);

it("a progressive knockout: bounties paid at each bust, split like the pot, shown in standings, the events and the completion; the money adds up", async () => {
  const { key, projectId } = await webhookTenant();
  const name = receiverName("bounties");
  const { secret } = await createEndpoint(key, {
    url: receiverUrl(name),
    projectId,
    eventTypes: ["tournament.entry_eliminated", "tournament.completed"],
  });
  const t = await createTournament(key, {
    trustMode: "bot_only",
    prizePool: 600,
    bounty: { kind: "progressive", amount: 101 },
    schedule: { startsAt: startLater() },
  });
  expect(t.bounty).toEqual({ kind: "progressive", amount: 101 });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= 6; i++) await register(key, t.id, i, "bot");
  await runStart(t.id, await startSoon(key, t.id));
  await waitFor(
    "the completion",
    async () => ((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.status === "completed" ? true : undefined),
    90_000,
  );
  const standings = (await api(key, "GET", `${T}/standings`, { tournamentId: t.id })).body.data as Array<{
    entryId: string;
    status: string;
    bounty: number;
    bountiesWon: number;
  }>;
  // Entries x bounty = bounties won (the winner's own included); nothing is left on anyone's head.
  expect(standings.reduce((sum, s) => sum + s.bountiesWon, 0)).toBe(6 * 101);
  expect(standings.every((s) => s.bounty === 0)).toBe(true);
  const all = await waitFor("the events", async () => {
    const got = (await received(name)).map((r) => new Webhook(secret).verify(r.body, r.headers) as Body & { data: { results?: unknown[] } });
    return got.some((b) => b.type === "tournament.completed") && got.filter((b) => b.type === "tournament.entry_eliminated").length >= 5
      ? got
      : undefined;
  });
  const won = new Map(standings.map((s) => [s.entryId, s.bountiesWon]));
  for (const b of all.filter((x) => x.type === "tournament.entry_eliminated")) expect(b.data.bountyWon).toBe(won.get(b.data.entry!.entryId));
  const completed = all.find((b) => b.type === "tournament.completed")!;
  const results = completed.data.results as Array<{ entryId: string; bountiesWon: number }>;
  expect(results).toHaveLength(6);
  for (const r of results) expect(r.bountiesWon).toBe(won.get(r.entryId));
}, 120_000);
