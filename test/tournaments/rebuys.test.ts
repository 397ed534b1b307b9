/**
 * Rebuys and add-ons through the routes (CONTRACT 11.1) on a running tournament of humans who never act on
 * their own (the test folds their hands): the chips of a rebuy bought during a hand are in the entry's
 * stack when its next hand starts (the table's own hand history says so), the add-on is sold in its window
 * only, and the faults: after the window, one idempotency key twice (one purchase), another organization's
 * entry (404), a withdrawn entry (409), and a director restarted in the middle of a rebuy (the chips arrive
 * once). A busted player's rebuy seats it again; a rebuy tournament played to its end (everyone all in)
 * leaves the winner every chip sold and prizes that sum exactly to the pool with the rebuys.
 */
import { env, evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createTournament, register } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { endLevelNow } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";
const E = `${T}/entries/{entryId}`;
const STARTING = 20_000;
const REBUY_CHIPS = 20_000;
const ADD_ON_CHIPS = 30_000;

/** Everyone still to act in hand `hand` at the table folds (the last player wins it), and the director hears of it. */
async function foldHand(tableId: string, hand: number): Promise<void> {
  const table = env.TABLES.getByName(tableId);
  await waitFor(`hand ${hand} to be dealt at ${tableId}`, async () => ((await table.view())!.handNumber >= hand ? true : undefined));
  for (let index = 0; ; index++) {
    const view = (await table.view())!;
    if (view.handNumber !== hand || view.toAct === null) break;
    const folded = await table.act(view.toAct, { hand, index, action: "fold" });
    expect(folded.ok, JSON.stringify(folded)).toBe(true);
  }
  await waitFor(`hand ${hand + 1} at ${tableId}`, async () => ((await table.view())!.handNumber > hand ? true : undefined));
}

/** The first of `actions` the table takes from `seat` as action `index` of `hand`; false when it takes none. */
async function actFirstLegal(
  table: ReturnType<typeof env.TABLES.getByName>,
  seat: number,
  hand: number,
  index: number,
  actions: Array<"all_in" | "call" | "check" | "fold">,
): Promise<boolean> {
  for (const action of actions) if ((await table.act(seat, { hand, index, action })).ok) return true;
  return false;
}

/** The entry's stack when hand `n` started and when it ended, from the table's own history. */
async function stacksIn(tableId: string, n: number, displayName: string): Promise<{ startingStack: number; finalStack: number }> {
  const hand = await env.TABLES.getByName(tableId).hand(n);
  const seat = hand!.seats.find((s) => s.displayName === displayName)!;
  return { startingStack: seat.startingStack, finalStack: seat.finalStack };
}

/**
 * A running MTT of humans (11 by default: two tables) with a prize pool from buy-ins, selling by default
 * rebuys in level 1 and an add-on in level 2 of a three-level structure; a 12th entry was withdrawn before
 * the start. It is published with a distant start, which is moved to 2 s ahead once the field is in, so a
 * slow machine never starts it short.
 */
async function startedRebuyMtt(
  key: string,
  options: { entries?: number; levels?: Array<[number, number, number]>; [field: string]: unknown } = {},
): Promise<{ id: string; withdrawn: { id: string } }> {
  const { entries = 11, levels = [1, 2, 3].map((k): [number, number, number] => [100 * k, 200 * k, 0]), ...fields } = options;
  const structure = await api(
    key,
    "POST",
    "/blind-structures",
    {},
    {
      body: {
        name: "Rebuy test",
        roomId: "room-rebuy",
        estimatedDurationMinutes: 60 * levels.length,
        levels: levels.map(([smallBlind, bigBlind, ante]) => ({ kind: "level", smallBlind, bigBlind, ante, durationMinutes: 60 })),
      },
    },
  );
  const t = await createTournament(key, {
    name: "Rebuy MTT",
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: "room-rebuy",
    blindStructureId: structure.body.blindStructure.id,
    payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
    trustMode: "mixed_declared",
    schedule: { startsAt: new Date(Date.now() + 3_600_000).toISOString(), lateRegistrationLevels: 0 },
    buyIn: { amount: 100, rebuyAmount: 100, addOnAmount: 50 },
    rebuys: { untilLevel: 1, maxPerEntry: 2, chips: REBUY_CHIPS },
    addOn: { afterLevel: 1, chips: ADD_ON_CHIPS },
    ...fields,
  });
  const id = t.id;
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: id })).status).toBe(200);
  for (let i = 1; i <= entries; i++) await register(key, id, i);
  const withdrawn = await register(key, id, entries + 1);
  expect((await api(key, "DELETE", E, { tournamentId: id, entryId: withdrawn.id })).status).toBe(200);
  // Not running yet: nothing is sold.
  const early = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: withdrawn.id });
  expect(early.status).toBe(409);
  const startsAt = Date.now() + 2_000;
  const moved = await api(key, "PATCH", T, { tournamentId: id }, { body: { schedule: { startsAt: new Date(startsAt).toISOString() } } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
  await runDurableObjectAlarm(env.DIRECTORS.getByName(id));
  return { id, withdrawn };
}

interface Standing {
  entryId: string;
  displayName: string;
  status: string;
  chips: number;
  tableId: string | null;
  place: number | null;
  rebuys: number;
  addOns: number;
}

async function standingsOf(key: string, id: string): Promise<Standing[]> {
  return (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.data;
}

describe("rebuys and add-ons", () => {
  it("sells them within the rules, the chips in the stack before the entry's next hand; replays, other tenants, withdrawn entries and a restart", async () => {
    const { key } = await webhookTenant();
    const { id, withdrawn } = await startedRebuyMtt(key);
    expect((await api(key, "GET", T, { tournamentId: id })).body.tournament).toMatchObject({
      rebuys: { untilLevel: 1, maxPerEntry: 2, chips: REBUY_CHIPS },
      addOn: { afterLevel: 1, chips: ADD_ON_CHIPS },
      rebuysSold: 0,
      addOnsSold: 0,
      prizePool: 11 * 100,
    });
    const standings = () => standingsOf(key, id);
    const field = await standings();
    expect(field).toHaveLength(11);
    const [tableX, tableY] = [...new Set(field.map((s) => s.tableId))].sort();
    const a = field.find((s) => s.tableId === tableX)!;
    const c = field.find((s) => s.tableId === tableY)!;

    // A rebuy for A, who is in hand 1 (stack = the starting stack): sold, with the pool it grows.
    const rebuy = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: a.entryId }, { headers: { "x-idempotency-key": "rebuy-a" } });
    expect(rebuy.status, JSON.stringify(rebuy.body)).toBe(201);
    expect(rebuy.body).toMatchObject({
      purchase: { object: "tournament_rebuy", entryId: a.entryId, chips: REBUY_CHIPS, amount: 100, reentry: false },
      prizePool: 11 * 100 + 100,
      rebuysSold: 1,
    });
    // The same key again: the same purchase, nothing more sold; for another entry: 422.
    const again = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: a.entryId }, { headers: { "x-idempotency-key": "rebuy-a" } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.purchase.id).toBe(rebuy.body.purchase.id);
    const otherEntry = await api(
      key,
      "POST",
      `${E}/rebuys`,
      { tournamentId: id, entryId: c.entryId },
      { headers: { "x-idempotency-key": "rebuy-a" } },
    );
    expect(otherEntry.status).toBe(422);
    expect(otherEntry.body.code).toBe("idempotency_key_mismatch");
    // Another organization's key does not find the entry; a withdrawn entry buys nothing.
    const stranger = await webhookTenant();
    expect((await api(stranger.key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: a.entryId })).status).toBe(404);
    const gone = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: withdrawn.id });
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe("invalid_state");
    // No add-on during level 1 (its window is level 2: no break follows level 1).
    expect((await api(key, "POST", `${E}/add-ons`, { tournamentId: id, entryId: a.entryId })).status).toBe(409);

    // C's rebuy, with a director restart in the middle: the director sells it (the route's first step),
    // is evicted before anything else happens, and the route is called again with the same key.
    const director = env.DIRECTORS.getByName(id);
    const first = await director.purchase("rebuy", c.entryId, "rebuy-c");
    expect(first.ok).toBe(true);
    await evictDurableObject(director);
    const retried = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: c.entryId }, { headers: { "x-idempotency-key": "rebuy-c" } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.purchase.id).toBe(first.ok ? first.purchase.id : "");
    expect(retried.body.rebuysSold).toBe(2);

    // Hands 1 and 2 are played at both tables: each rebuy is in its entry's stack when hand 2 starts, once.
    for (const [tableId, entry] of [
      [tableX!, a],
      [tableY!, c],
    ] as const) {
      await foldHand(tableId, 1);
      await foldHand(tableId, 2);
      const hand1 = await stacksIn(tableId, 1, entry.displayName);
      const hand2 = await stacksIn(tableId, 2, entry.displayName);
      expect(hand1.startingStack).toBe(STARTING);
      expect(hand2.startingStack).toBe(hand1.finalStack + REBUY_CHIPS);
    }
    // The field holds every chip sold: 11 starting stacks and two rebuys.
    const afterRebuys = await standings();
    expect(afterRebuys.reduce((sum, s) => sum + s.chips, 0)).toBe(11 * STARTING + 2 * REBUY_CHIPS);

    // Level 2: rebuys are over; the add-on is sold, once per entry.
    await endLevelNow(id);
    const late = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: a.entryId });
    expect(late.status).toBe(409);
    expect(late.body.detail).toMatch(/until the end of level 1/);
    const addOn = await api(key, "POST", `${E}/add-ons`, { tournamentId: id, entryId: c.entryId });
    expect(addOn.status, JSON.stringify(addOn.body)).toBe(201);
    expect(addOn.body).toMatchObject({
      purchase: { object: "tournament_add_on", chips: ADD_ON_CHIPS, amount: 50 },
      prizePool: 11 * 100 + 2 * 100 + 50,
    });
    expect((await api(key, "POST", `${E}/add-ons`, { tournamentId: id, entryId: c.entryId })).status).toBe(409);
    await foldHand(tableY!, 3);
    const hand3 = await stacksIn(tableY!, 3, c.displayName);
    await foldHand(tableY!, 4);
    expect((await stacksIn(tableY!, 4, c.displayName)).startingStack).toBe(hand3.finalStack + ADD_ON_CHIPS);

    // Level 3: the window is over. Standings and the tournament count what was sold.
    await endLevelNow(id);
    expect((await api(key, "POST", `${E}/add-ons`, { tournamentId: id, entryId: a.entryId })).status).toBe(409);
    const final = await standings();
    expect(final.find((s) => s.entryId === a.entryId)).toMatchObject({ rebuys: 1, addOns: 0 });
    expect(final.find((s) => s.entryId === c.entryId)).toMatchObject({ rebuys: 1, addOns: 1 });
    expect(final.reduce((sum, s) => sum + s.chips, 0)).toBe(11 * STARTING + 2 * REBUY_CHIPS + ADD_ON_CHIPS);
    const tournament = (await api(key, "GET", T, { tournamentId: id })).body.tournament;
    expect(tournament).toMatchObject({ rebuysSold: 2, addOnsSold: 1, prizePool: 11 * 100 + 2 * 100 + 50 });
  });

  it("a player busted during the rebuy period rebuys: seated again with the rebuy's chips, no place for that bust", async () => {
    const { key } = await webhookTenant();
    const { id } = await startedRebuyMtt(key);
    const tableId = (await standingsOf(key, id)).find((s) => s.tableId !== null)!.tableId!;
    const table = env.TABLES.getByName(tableId);
    // Hands where the first to act moves all in, the next calls and the rest fold, until one of the two busts.
    let busted: Standing | undefined;
    for (let hand = 1; !busted && hand <= 12; hand++) {
      await waitFor(`hand ${hand}`, async () => ((await table.view())!.handNumber >= hand ? true : undefined));
      for (let index = 0; ; index++) {
        const view = (await table.view())!;
        if (view.handNumber !== hand || view.toAct === null) break;
        const acted = await actFirstLegal(table, view.toAct, hand, index, index === 0 ? ["all_in"] : index === 1 ? ["call", "all_in"] : ["fold"]);
        expect(acted, `hand ${hand}, action ${index}`).toBe(true);
      }
      busted = await waitFor(`the director to hear of hand ${hand}`, async () => {
        const field = await standingsOf(key, id);
        const tables = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string; handsPlayed: number }>;
        if ((tables.find((t) => t.tableId === tableId)?.handsPlayed ?? 0) < hand) return undefined;
        return { found: field.find((s) => s.status === "busted") };
      }).then((r) => r.found);
    }
    expect(busted, "a bust within 12 all-in hands").toBeDefined();
    // Its place is held: the rebuy period is open.
    expect(busted!).toMatchObject({ chips: 0, place: null, tableId: null });

    const rebuy = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: busted!.entryId }, { headers: { "x-idempotency-key": "back" } });
    expect(rebuy.status, JSON.stringify(rebuy.body)).toBe(201);
    expect(rebuy.body.purchase).toMatchObject({ reentry: true, chips: REBUY_CHIPS });
    const back = (await standingsOf(key, id)).find((s) => s.entryId === busted!.entryId)!;
    expect(back).toMatchObject({ status: "playing", chips: REBUY_CHIPS, place: null, rebuys: 1 });
    // Its new table seats it with the rebuy's chips; every chip sold is in play.
    await waitFor("the new seat", async () =>
      (await env.TABLES.getByName(back.tableId!).view())!.seats.find((s) => s.displayName === busted!.displayName && s.stack === REBUY_CHIPS)
        ? true
        : undefined,
    );
    // A delivery of the same rebuy that was under way before the re-seat (the director's delivery loop sends
    // what was open when it began) adds nothing: the seat came with the rebuy's chips and its id.
    const newTable = env.TABLES.getByName(back.tableId!);
    expect(await newTable.addEntryChips({ id: rebuy.body.purchase.id, entryId: busted!.entryId, amount: REBUY_CHIPS })).toBe("applied");
    expect((await newTable.view())!.seats.find((s) => s.displayName === busted!.displayName)!.stack).toBe(REBUY_CHIPS);
    const field = await standingsOf(key, id);
    expect(field.reduce((sum, s) => sum + s.chips, 0)).toBe(11 * STARTING + REBUY_CHIPS);
    expect(field.filter((s) => s.status === "busted")).toHaveLength(0);
  });

  it("refuses rules outside the preset's and the blind structure's (400 at the field)", async () => {
    const { key } = await webhookTenant();
    const body = (extra: Record<string, unknown>) => ({
      body: {
        name: "Rules",
        presetKey: "scheduled_mtt_nlhe_v1",
        roomId: "room-rebuy",
        blindStructureId: "bs_approved_mtt_9max_20min_v1",
        payoutStructureId: "ps_approved_mtt_9max_10_30_v1",
        trustMode: "mixed_declared",
        schedule: { startsAt: "2030-01-06T20:00:00Z" },
        ...extra,
      },
    });
    // The preset's starting stack is 20,000: twice that is the most a rebuy or add-on sells.
    const big = await api(
      key,
      "POST",
      "/tournaments",
      {},
      body({ rebuys: { untilLevel: 2, maxPerEntry: 1, chips: 40_001 }, addOn: { afterLevel: 2, chips: 40_001 } }),
    );
    expect(big.status).toBe(400);
    expect(big.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/addOn/chips", "/rebuys/chips"]);
    const levels = (
      await api(key, "GET", "/blind-structures/{blindStructureId}", { blindStructureId: "bs_approved_mtt_9max_20min_v1" })
    ).body.blindStructure.levels.filter((l: { kind: string }) => l.kind === "level").length;
    const late = await api(
      key,
      "POST",
      "/tournaments",
      {},
      body({ rebuys: { untilLevel: levels + 1, maxPerEntry: 1, chips: 20_000 }, addOn: { afterLevel: levels, chips: 20_000 } }),
    );
    expect(late.status).toBe(400);
    expect(late.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/addOn/afterLevel", "/rebuys/untilLevel"]);
    const ok = await api(key, "POST", "/tournaments", {}, body({ rebuys: { untilLevel: levels, maxPerEntry: 3, chips: 40_000 } }));
    expect(ok.status).toBe(201);
    const patched = await api(
      key,
      "PATCH",
      T,
      { tournamentId: ok.body.tournament.id },
      { body: { rebuys: null, addOn: { afterLevel: 1, chips: 10_000 } } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.tournament.rebuys).toBeUndefined();
    expect(patched.body.tournament).toMatchObject({ addOn: { afterLevel: 1, chips: 10_000 }, addOnsSold: 0 });
  });

  it("an MTT with rebuys runs to its end: the winner holds every chip sold, the prizes sum exactly to the pool with the rebuys", async () => {
    const { key } = await webhookTenant();
    const { id } = await startedRebuyMtt(key, {
      entries: 10,
      levels: [[1000, 2000, 2000]],
      buyIn: { amount: 100, rebuyAmount: 100 },
      rebuys: { untilLevel: 1, maxPerEntry: 1, chips: REBUY_CHIPS },
      addOn: undefined,
    });
    // Every entry rebuys at once, at its starting stack, in its first hand.
    for (const s of await standingsOf(key, id)) {
      const res = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: s.entryId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // Every hand, every player moves all in, at every table, until one player is left.
    const seen = new Map<string, { hand: number; index: number }>();
    const done = await waitFor(
      "the completion",
      async () => {
        const tournament = (await api(key, "GET", T, { tournamentId: id })).body.tournament;
        if (tournament.status === "completed") return tournament;
        for (const { tableId } of (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string }>) {
          const table = env.TABLES.getByName(tableId);
          const view = await table.view();
          if (!view || view.toAct === null) continue;
          const last = seen.get(tableId);
          const index = last?.hand === view.handNumber ? last.index : 0;
          // All in when it may (a call for less than the bet is an all-in too), else call, check or fold.
          if (await actFirstLegal(table, view.toAct, view.handNumber, index, ["all_in", "call", "check", "fold"])) {
            seen.set(tableId, { hand: view.handNumber, index: index + 1 });
          }
        }
        return undefined;
      },
      90_000,
    );
    expect(done).toMatchObject({ entrants: 10, rebuysSold: 10, prizePool: 10 * 100 + 10 * 100 });
    const entries = (await api(key, "GET", `${T}/entries`, { tournamentId: id }, { query: "limit=100" })).body.data as Array<{ prize: number }>;
    expect(entries.reduce((sum, e) => sum + e.prize, 0)).toBe(2000);
    const final = await standingsOf(key, id);
    expect(final.find((s) => s.status === "winner")!.chips).toBe(10 * STARTING + 10 * REBUY_CHIPS);
    expect(final.every((s) => s.rebuys === 1)).toBe(true);
  });
});
