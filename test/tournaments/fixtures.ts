/**
 * Tournaments the service runs, started for a test: a room-owned structure of hour-long levels and a scheduled MTT;
 * and the check of a completed tournament's places.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { TournamentDirector } from "../../src/tournaments/director-object.ts";
import { api, createTournament, register } from "../management/fixtures.ts";

const T = "/tournaments/{tournamentId}";

async function mttStructure(key: string, levels: Array<[number, number, number]>) {
  const res = await api(
    key,
    "POST",
    "/blind-structures",
    {},
    {
      body: {
        name: "Late registration test",
        roomId: "room-late",
        estimatedDurationMinutes: 60 * levels.length,
        levels: levels.map(([smallBlind, bigBlind, ante]) => ({ kind: "level", smallBlind, bigBlind, ante, durationMinutes: 60 })),
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.blindStructure.id as string;
}

/** A room-owned turbo: two 30-minute levels ten big blinds deep with a big-blind ante, so house bots bust quickly. */
export async function turboStructure(key: string, roomId: string): Promise<string> {
  const res = await api(
    key,
    "POST",
    "/blind-structures",
    {},
    {
      body: {
        name: "Turbo test",
        roomId,
        estimatedDurationMinutes: 60,
        levels: [
          { kind: "level", smallBlind: 1000, bigBlind: 2000, ante: 2000, durationMinutes: 30 },
          { kind: "level", smallBlind: 1500, bigBlind: 3000, ante: 3000, durationMinutes: 30 },
        ],
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.blindStructure.id as string;
}

/** A start far enough out for any number of registrations on a loaded machine; `startSoon` then moves it. */
export const startLater = () => new Date(Date.now() + 600_000).toISOString();

/**
 * Moves a published tournament's start to `inMs` from now (its entries registered meanwhile) and returns the
 * new start: a start fixed before the registrations could race them when the machine is slow (the director
 * starts whoever is registered, or cancels a field too small).
 */
export async function startSoon(key: string, tournamentId: string, inMs = 1_000): Promise<number> {
  const startsAt = Date.now() + inMs;
  const moved = await api(key, "PATCH", T, { tournamentId }, { body: { schedule: { startsAt: new Date(startsAt).toISOString() } } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return startsAt;
}

/**
 * Waits for `startsAt`, runs the director's alarm and waits for the start to be done: the director no longer
 * `scheduled`, and every table it drew open with its players seated. When its own alarm fired first, running
 * it here finds none and returns while that start is still opening tables; and the director is `running`
 * before its tables are open (a deal proposed then is not shown at its table, which plays on unpaused).
 */
export async function runStart(tournamentId: string, startsAt: number): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
  const director = env.DIRECTORS.getByName(tournamentId);
  await runDurableObjectAlarm(director);
  const opened = async () => {
    const now = await director.standings();
    if (!now || now.status === "scheduled") return false;
    if (now.status !== "running") return true;
    const views = await Promise.all(now.tables.map((t) => env.TABLES.getByName(t.tableId).view()));
    // A table not initialised yet answers null; one initialised but not yet seated has no seats.
    return views.every((v) => v !== null && (v.seats.length > 0 || v.status === "closed"));
  };
  for (const until = Date.now() + 60_000; !(await opened()); ) {
    if (Date.now() > until) throw new Error(`tournament ${tournamentId} did not start within a minute of its start time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A scheduled MTT (mixed_declared) started a second after its last registration with `n` entries of `participant`, started by its director. */
export async function startedMtt(
  key: string,
  n: number,
  participant: "human" | "bot",
  levels: Array<[number, number, number]>,
  prizePool = 0,
  extra: { schedule?: Record<string, unknown>; [field: string]: unknown } = {},
) {
  const { schedule, ...rest } = extra;
  const t = await createTournament(key, {
    name: "Late MTT",
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: "room-late",
    blindStructureId: await mttStructure(key, levels),
    payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
    trustMode: "mixed_declared",
    ...(prizePool > 0 || !("buyIn" in rest) ? { prizePool } : {}),
    ...rest,
    schedule: { startsAt: startLater(), ...schedule },
  });
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: t.id })).status).toBe(200);
  for (let i = 1; i <= n; i++) await register(key, t.id, i, participant);
  await runStart(t.id, await startSoon(key, t.id));
  return t.id;
}

/** Places 1..n where entries that tie share the best of their places (TDA: equal starting stacks busted in one hand). */
export function expectPlacesWithTies(places: number[]): void {
  const sorted = [...places].sort((a, b) => a - b);
  let expected = 1;
  for (let i = 0; i < sorted.length; ) {
    const tied = sorted.filter((p) => p === sorted[i]).length;
    expect(sorted[i]).toBe(expected);
    expected += tied;
    i += tied;
  }
  expect(sorted.filter((p) => p === 1)).toHaveLength(1);
}

/** The director object's state as it reads it (its copy in memory of its storage rows). */
interface DirectorInside<S> {
  stored(): S | undefined;
  save(stored: S): void;
}

/** A copy of the director's state (the object's own: what it answers from). */
export function directorState<S>(director: DurableObjectStub<TournamentDirector>): Promise<S> {
  return runInDurableObject(director, (instance) => structuredClone((instance as unknown as DirectorInside<S>).stored()!));
}

/** Changes the director's state as a test needs it, through the object (its rows and its copy in memory alike). */
export function changeDirector<S>(director: DurableObjectStub<TournamentDirector>, change: (stored: S) => S): Promise<void> {
  return runInDurableObject(director, (instance) => {
    const inside = instance as unknown as DirectorInside<S>;
    inside.save(change(structuredClone(inside.stored()!)));
  });
}

/** The director's current level (or break) ends now: its alarm moves the clock one step on. */
export async function endLevelNow(tournamentId: string): Promise<void> {
  const director = env.DIRECTORS.getByName(tournamentId);
  await changeDirector<{ levelEndsAt: number | null }>(director, (stored) => ({ ...stored, levelEndsAt: Date.now() - 1 }));
  await runInDurableObject(director, (_instance, state) => state.storage.setAlarm(Date.now()));
  await runDurableObjectAlarm(director);
}

/**
 * Hand-for-hand rounds the director has played (its own record that the bubble was played hand-for-hand;
 * no route shows it), read through the object as `endLevelNow` changes it.
 */
export async function handForHandRounds(tournamentId: string): Promise<number> {
  const stored = await directorState<{ core: { handForHandRounds?: number } | null }>(env.DIRECTORS.getByName(tournamentId));
  return stored?.core?.handForHandRounds ?? 0;
}
