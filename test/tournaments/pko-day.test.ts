/**
 * A progressive-knockout rebuy tournament run to its end through the Workers pool, as a director runs one:
 * 28 entries at the start and 2 late ones (late registration for 2 levels), rebuys through level 2 (busted
 * players re-enter), the add-on in level 3, a bubble played hand-for-hand, and every event signed. Every
 * total is checked against the test's own count of what it bought and of the rules' arithmetic:
 * - chips: 30 starting stacks + the rebuys' chips + the add-ons' chips = the winner's chips;
 * - bounty money: (entries + re-entries) x the bounty = the bounties won, the winner's own included;
 * - prizes: 30 buy-ins + rebuys + add-ons (each at its price) = the pool = the prizes paid, each paid
 *   place its basis points of the pool (largest remainder), ties split;
 * - places: unique but for one hand-for-hand round's busts; hand-for-hand rounds were played;
 * - events: one `tournament.started`, one `tournament.completed`, one `tournament.entry_eliminated` per
 *   elimination (an entry that re-entered and busted again has two).
 *
 * The players are the test's, not house bots: house bots bust two or more players in one hand in 13% to
 * 30% of the hands that bust anyone (measured on the table machine, 5- and 9-handed), and two busts in one
 * hand just above the bubble burst it with no hand-for-hand. Here every hand is one all-in and one call,
 * everyone else folding (see `players` for the short stacks), so a hand busts at most one player and the
 * bubble is always played; the test also
 * chooses when play stops (a table waits for its player to act), so purchases and level changes land
 * where it wants them. A second run has house bots play it (10,000 big blinds deep while purchases are
 * sold, so few bust meanwhile): re-entries and add-ons bought while they play, the same totals and one
 * event per elimination, no claim about the bubble.
 */
import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { expect, it } from "vitest";
import type { FinishedHand } from "../../src/tables/api.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { endLevelNow, handForHandRounds, runStart, startLater, startSoon } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";
const E = `${T}/entries/{entryId}`;
const ROOM = "room-pko";
/** The scheduled MTT preset's starting stack. */
const STARTING = 20_000;
const REBUY_CHIPS = 20_000;
const ADD_ON_CHIPS = 30_000;
const BUY_IN = 100;
const REBUY_PRICE = 100;
const ADD_ON_PRICE = 50;
const BOUNTY = 101;
/** Nine places paid, so the bubble (10 left) is played at two 9-max tables. */
const BASIS_POINTS = [3000, 2000, 1400, 1000, 800, 600, 500, 400, 300];

interface Standing {
  entryId: string;
  displayName: string;
  status: string;
  chips: number;
  tableId: string | null;
  place: number | null;
  prize: number | null;
  bounty: number;
  bountiesWon: number;
  rebuys: number;
  addOns: number;
}

interface EventBody {
  type: string;
  data: {
    tournament: { id: string };
    entrants?: number;
    entry?: { entryId: string };
    place?: number | null;
    prize?: number | null;
    bountyWon?: number;
    eliminatedBy?: string[];
    results?: Array<{ entryId: string; place: number; prize: number; bountiesWon: number }>;
  };
}

/**
 * The events delivered to `hook`, each verified with standardwebhooks, once per message: delivery is at least
 * once (an attempt that timed out on a loaded machine is sent again, with the same `webhook-id`), and a
 * receiver counts a message once by that id, as this does.
 */
async function deliveredEvents(hook: string, secret: string): Promise<EventBody[]> {
  const byId = new Map<string, EventBody>();
  for (const r of await received(hook)) {
    const body = new Webhook(secret).verify(r.body, r.headers) as EventBody;
    byId.set(String(r.headers["webhook-id"]), body);
  }
  return [...byId.values()];
}

/**
 * The test's players: at each table, the first to act moves all in, the next calls, the rest fold, so only
 * two players are in a pot that can bust one. Two cases keep a third in: a blind all in from posting it (a
 * stack smaller than its blind), and an all-in no bigger than the big blind (the big blind checks). So when a
 * blind is all in before anyone acts, everyone folds to it (checks when free); and a first player with no
 * more than the largest big blind (600) moves all in with everyone else folding (the big blind checks).
 */
function players(tournamentId: string) {
  const director = env.DIRECTORS.getByName(tournamentId);
  const progress = new Map<string, { hand: number; index: number; mode: "all-in and call" | "short all-in" | "fold to the blind" }>();
  let actions = 0;

  /** One action at `tableId` if someone is to act there; true when it acted. */
  async function step(tableId: string): Promise<boolean> {
    const table = env.TABLES.getByName(tableId);
    const view = await table.view();
    if (!view || view.toAct === null) return false;
    const last = progress.get(tableId);
    const index = last?.hand === view.handNumber ? last.index : 0;
    // Before the first action only a blind's poster can have no chips behind.
    const mode =
      last?.hand === view.handNumber
        ? last.mode
        : view.seats.some((x) => x.stack === 0)
          ? "fold to the blind"
          : view.seats.find((x) => x.seatNumber === view.toAct)!.stack <= 600
            ? "short all-in"
            : "all-in and call";
    const choices =
      mode === "fold to the blind" || index > 1 || (mode === "short all-in" && index === 1)
        ? (["fold", "check"] as const)
        : index === 0
          ? (["all_in"] as const)
          : (["call", "all_in"] as const);
    for (const action of choices) {
      const outcome = await table.act(view.toAct, { hand: view.handNumber, index, action });
      if (outcome.ok) {
        progress.set(tableId, { hand: view.handNumber, index: index + 1, mode });
        actions += 1;
        return true;
      }
      // Out of step (a clock ran out meanwhile): take the table's count and act next round.
      const taken = /but (\d+) actions have been taken/.exec(JSON.stringify(outcome));
      if (taken) {
        progress.set(tableId, { hand: view.handNumber, index: Number(taken[1]), mode });
        return false;
      }
    }
    throw new Error(`no action of ${choices.join("/")} taken at ${tableId}, hand ${view.handNumber}, index ${index}`);
  }

  /** Plays at every table until `done` holds (checked between rounds of one action per table). */
  async function playUntil(what: string, done: (standings: Standing[]) => boolean, timeoutMs = 60_000): Promise<Standing[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const now = (await director.standings())!;
      const standings = now.standings as unknown as Standing[];
      if (done(standings) || now.status !== "running") return standings;
      if (Date.now() > until) throw new Error(`timed out playing until ${what} (${actions} actions taken)`);
      const acted = await Promise.all(now.tables.map((t) => step(t.tableId)));
      if (!acted.some(Boolean)) await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { playUntil, actions: () => actions };
}

/** A nine-place payout structure of the room (fixed basis points). */
async function ninePlaces(key: string): Promise<string> {
  const res = await api(
    key,
    "POST",
    "/payout-structures",
    {},
    {
      body: {
        name: "Nine paid",
        roomId: ROOM,
        minPlayers: 9,
        maxPlayers: 100,
        payouts: BASIS_POINTS.map((basisPoints, i) => ({ fromPlace: i + 1, toPlace: i + 1, basisPoints })),
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.payoutStructure.id as string;
}

/** Hour-long levels: the test moves the clock itself. */
async function structure(
  key: string,
  levels: Array<[number, number, number]> = [
    [100, 200, 0],
    [100, 200, 0],
    [200, 400, 0],
    [200, 400, 0],
    [300, 600, 0],
  ],
): Promise<string> {
  const res = await api(
    key,
    "POST",
    "/blind-structures",
    {},
    {
      body: {
        name: "PKO day",
        roomId: ROOM,
        estimatedDurationMinutes: 60 * levels.length,
        levels: levels.map(([smallBlind, bigBlind, ante]) => ({ kind: "level", smallBlind, bigBlind, ante, durationMinutes: 60 })),
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.blindStructure.id as string;
}

/** The pool split by basis points as the docs say: floor each share, the units left one each by largest remainder, ties to the better place. */
function expectedPrizes(pool: number): number[] {
  const exact = BASIS_POINTS.map((bp) => (pool * bp) / 10_000);
  const prizes = exact.map(Math.floor);
  let left = pool - prizes.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    prizes[i]! += 1;
  }
  return prizes;
}

it("a progressive-knockout rebuy MTT: 30 entrants, re-entries, an add-on, hand-for-hand at the bubble; chips, bounties and prizes add up", async () => {
  const { key, projectId } = await webhookTenant();
  const hook = receiverName("pko");
  const { secret } = await createEndpoint(key, {
    url: receiverUrl(hook),
    projectId,
    eventTypes: ["tournament.started", "tournament.entry_eliminated", "tournament.completed"],
  });
  const t = await createTournament(key, {
    name: "PKO day",
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: ROOM,
    blindStructureId: await structure(key),
    payoutStructureId: await ninePlaces(key),
    trustMode: "mixed_declared",
    schedule: { startsAt: startLater(), lateRegistrationLevels: 2 },
    buyIn: { amount: BUY_IN, rebuyAmount: REBUY_PRICE, addOnAmount: ADD_ON_PRICE },
    bounty: { kind: "progressive", amount: BOUNTY },
    rebuys: { untilLevel: 2, maxPerEntry: 2, chips: REBUY_CHIPS },
    addOn: { afterLevel: 2, chips: ADD_ON_CHIPS },
  });
  const id = t.id as string;
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: id })).status).toBe(200);
  for (let i = 1; i <= 28; i++) await register(key, id, i);
  await runStart(id, await startSoon(key, id));
  const play = players(id);

  // What the test bought, counted by the test.
  const reentries = new Map<string, number>();
  let rebuys = 0;
  let addOns = 0;
  // Chips bought while the entry plays a hand are its own even if it loses its stack in that hand (it plays
  // on): the hand each purchase was bought during, to tell such a hand from a bust in the hand histories.
  const boughtDuring = new Set<string>();
  const buy = async (kind: "rebuys" | "add-ons", entryId: string) => {
    const seat = await env.DIRECTORS.getByName(id).seatOf(entryId);
    if (seat) boughtDuring.add(`${entryId}@${seat.tableId}#${(await env.TABLES.getByName(seat.tableId).view())!.handNumber}`);
    const res = await api(key, "POST", `${E}/${kind}`, { tournamentId: id, entryId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (kind === "add-ons") addOns += 1;
    else {
      rebuys += 1;
      if (res.body.purchase.reentry) reentries.set(entryId, (reentries.get(entryId) ?? 0) + 1);
    }
    return res.body;
  };
  const heldBusts = (s: Standing[]) => s.filter((x) => x.status === "busted" && x.place === null);

  // Level 1: late registration and rebuys are open. Two busted players re-enter; two players at or below
  // the starting stack rebuy; a late entry joins.
  const late1 = await api(
    key,
    "POST",
    `${T}/entries`,
    { tournamentId: id },
    { body: { displayName: "Late 1", playerRef: "late-1", participant: "human" } },
  );
  expect(late1.status, JSON.stringify(late1.body)).toBe(201);
  for (let k = 0; k < 2; k++) {
    const busted = await play.playUntil("a bust to re-enter", (s) => heldBusts(s).length > 0);
    expect(busted.find((x) => x.status === "busted")).toMatchObject({ place: null, chips: 0 });
    const bought = await buy("rebuys", heldBusts(busted)[0]!.entryId);
    expect(bought.purchase.reentry).toBe(true);
  }
  const canRebuy = (x: Standing) => x.status === "playing" && x.chips < STARTING && x.rebuys < 2;
  const short = (await play.playUntil("short stacks", (s) => s.filter(canRebuy).length >= 2)).filter(canRebuy).slice(0, 2);
  for (const s of short) expect((await buy("rebuys", s.entryId)).purchase.reentry).toBe(false);

  // Level 2: still open; the second late entry; another bust re-enters.
  await endLevelNow(id);
  const late2 = await api(
    key,
    "POST",
    `${T}/entries`,
    { tournamentId: id },
    { body: { displayName: "Late 2", playerRef: "late-2", participant: "human" } },
  );
  expect(late2.status, JSON.stringify(late2.body)).toBe(201);
  const again = await play.playUntil("a bust in level 2", (s) => heldBusts(s).length > 0);
  await buy("rebuys", heldBusts(again)[0]!.entryId);

  // Level 3: registration and rebuys have closed; the add-on is sold, once, to every player still playing.
  await endLevelNow(id);
  const closed = await api(
    key,
    "POST",
    `${T}/entries`,
    { tournamentId: id },
    { body: { displayName: "Late 3", playerRef: "late-3", participant: "human" } },
  );
  expect([closed.status, closed.body.code]).toEqual([409, "invalid_state"]);
  const anyone = ((await env.DIRECTORS.getByName(id).standings())!.standings as unknown as Standing[])[0]!;
  const over = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: anyone.entryId });
  expect([over.status, over.body.detail]).toEqual([409, expect.stringMatching(/until the end of level 2/)]);
  // A few more busts while the pool can still grow (held), stopping well above the bubble; then the add-ons,
  // bought while every table is in a hand (their chips are on their way until it ends).
  const playing = (await play.playUntil("busts in level 3", (s) => s.filter((x) => x.status === "playing").length <= 16)).filter(
    (s) => s.status === "playing",
  );
  for (const s of playing) await buy("add-ons", s.entryId);
  expect((await api(key, "POST", `${E}/add-ons`, { tournamentId: id, entryId: playing[0]!.entryId })).status).toBe(409);

  // Level 4: the add-on window is over. The add-ons bought during the hands in progress reach the stacks
  // when those hands end; then the pool is fixed and every bust so far gets its place.
  await endLevelNow(id);
  const fixed = await play.playUntil("the pool to be fixed", (s) => heldBusts(s).length === 0, 20_000);
  expect(fixed.filter((s) => s.status === "playing").length, JSON.stringify(fixed.map((s) => [s.status, s.place, s.chips]))).toBeGreaterThan(
    BASIS_POINTS.length + 1,
  );
  const sold = (await api(key, "GET", T, { tournamentId: id })).body.tournament;
  const pool = 30 * BUY_IN + rebuys * REBUY_PRICE + addOns * ADD_ON_PRICE;
  expect(sold).toMatchObject({ entrants: 30, rebuysSold: rebuys, addOnsSold: addOns, prizePool: pool });

  await play.playUntil("the end", () => false, 120_000);
  await waitFor("the completion", async () =>
    (await api(key, "GET", T, { tournamentId: id })).body.tournament.status === "completed" ? true : undefined,
  );

  // ---- Chips: every chip sold is the winner's.
  const final = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.data as Standing[];
  expect(final).toHaveLength(30);
  const winner = final.find((s) => s.status === "winner")!;
  expect(winner.chips).toBe(30 * STARTING + rebuys * REBUY_CHIPS + addOns * ADD_ON_CHIPS);
  expect(final.reduce((sum, s) => sum + s.rebuys, 0)).toBe(rebuys);
  expect(final.reduce((sum, s) => sum + s.addOns, 0)).toBe(addOns);

  // ---- Bounties: one on every entry and every re-entry; all of it won (the winner's own head included).
  const reentered = [...reentries.values()].reduce((a, b) => a + b, 0);
  expect(reentered).toBe(3);
  expect(final.reduce((sum, s) => sum + s.bountiesWon, 0)).toBe((30 + reentered) * BOUNTY);
  expect(final.every((s) => s.bounty === 0)).toBe(true);

  // ---- Places: 1..30, unique but for the busts of one hand-for-hand round (only the bubble round: 10 left,
  // nine paid), which share the best of their places.
  const places = final.map((s) => s.place!).sort((a, b) => a - b);
  const tied = places.filter((p, i) => places.indexOf(p) !== i || places.lastIndexOf(p) !== i);
  expect(tied.every((p) => p === BASIS_POINTS.length)).toBe(true);
  expect(places.filter((p) => p === 1)).toHaveLength(1);
  let expected = 1;
  for (let i = 0; i < places.length; ) {
    const n = places.filter((p) => p === places[i]).length;
    expect(places[i]).toBe(expected);
    expected += n;
    i += n;
  }
  // The bubble was played hand-for-hand (the director's own record of it; the tables waited for each other).
  const rounds = await handForHandRounds(id);
  expect(rounds).toBeGreaterThanOrEqual(1);

  // ---- Prizes: the pool is buy-ins + rebuys + add-ons at their prices; each paid place its basis points
  // of it (places that tie split theirs), and they add up to the pool exactly.
  const perPlace = expectedPrizes(pool);
  expect(perPlace.reduce((a, b) => a + b, 0)).toBe(pool);
  const entries = (await api(key, "GET", `${T}/entries`, { tournamentId: id }, { query: "limit=100" })).body.data as Array<{
    id: string;
    place: number;
    prize: number;
  }>;
  expect(entries.reduce((sum, e) => sum + e.prize, 0)).toBe(pool);
  for (const e of entries) {
    const sharing = entries.filter((x) => x.place === e.place).length;
    const share = perPlace.slice(e.place - 1, e.place - 1 + sharing).reduce((a, b) => a + b, 0);
    expect([Math.floor(share / sharing), Math.ceil(share / sharing)]).toContain(e.prize);
  }

  // ---- Events, every one verified: one start, one completion, one elimination per elimination.
  const eliminations = 29 + reentered;
  const verify = () => deliveredEvents(hook, secret);
  await waitFor(
    "every event",
    async () => {
      const got = await verify();
      return got.filter((b) => b.type === "tournament.entry_eliminated").length >= eliminations && got.some((b) => b.type === "tournament.completed")
        ? true
        : undefined;
    },
    30_000,
  );
  await new Promise((r) => setTimeout(r, 500));
  const all = await verify();
  expect(all.filter((b) => b.type === "tournament.started")).toHaveLength(1);
  expect(all.find((b) => b.type === "tournament.started")!.data.entrants).toBe(28);
  const completed = all.filter((b) => b.type === "tournament.completed");
  expect(completed).toHaveLength(1);
  const results = completed[0]!.data.results!;
  expect(results).toHaveLength(30);
  expect(results.reduce((sum, r) => sum + r.prize, 0)).toBe(pool);
  expect(results.reduce((sum, r) => sum + r.bountiesWon, 0)).toBe((30 + reentered) * BOUNTY);
  const eliminated = all.filter((b) => b.type === "tournament.entry_eliminated");
  expect(eliminated).toHaveLength(eliminations);
  for (const s of final) {
    const mine = eliminated.filter((b) => b.data.entry!.entryId === s.entryId);
    // Busted once for good (the winner never), and once more for each re-entry.
    expect(mine.length, s.entryId).toBe((s.status === "winner" ? 0 : 1) + (reentries.get(s.entryId) ?? 0));
    for (const b of mine) {
      expect(b.data.eliminatedBy!.length).toBeGreaterThan(0);
      expect(b.data.eliminatedBy).not.toContain(s.entryId);
    }
    // The last elimination's place is the final one (null for a bust held while the pool could still grow).
    const last = mine.at(-1);
    if (last && last.data.place !== null) expect([last.data.place, last.data.prize]).toEqual([s.place, s.prize]);
  }
  // A re-entered entry that did not win was eliminated twice.
  expect(final.some((s) => s.status !== "winner" && eliminated.filter((b) => b.data.entry!.entryId === s.entryId).length >= 2)).toBe(true);

  // ---- The progressive rule replayed from the tables' own hand histories, in the order the hands ended: a
  // bust (a stack ended at 0, not saved by chips bought during that hand) pays half its bounty (rounded down)
  // to the one player left in the pot with it and adds the rest to that player's bounty; a re-entry carries
  // 101 again; the winner takes its own. Every entry's bounties won, and who eliminated whom, match.
  const byName = new Map(final.map((s) => [s.displayName, s.entryId]));
  const hands: FinishedHand[] = [];
  for (let k = 1; ; k++) {
    const table = env.TABLES.getByName(`tbl_${id.slice(4)}t${k}`);
    const view = await table.view();
    if (!view) break;
    for (let n = 1; n <= view.handNumber; n++) hands.push((await table.hand(n))!);
  }
  hands.sort((a, b) => a.endedAt.localeCompare(b.endedAt) || a.tableId.localeCompare(b.tableId) || a.handNumber - b.handNumber);
  const head = new Map(final.map((s) => [s.entryId, BOUNTY]));
  const won = new Map(final.map((s) => [s.entryId, 0]));
  const eliminators = new Map<string, string[]>();
  for (const hand of hands) {
    const folded = new Set(hand.actions.filter((a) => a.type === "fold").map((a) => a.seatNumber));
    for (const seat of hand.seats) {
      const entryId = byName.get(seat.displayName)!;
      if (seat.finalStack > 0 || boughtDuring.has(`${entryId}@${hand.tableId}#${hand.handNumber}`)) continue;
      const others = hand.seats.filter((x) => x !== seat && !folded.has(x.seatNumber));
      expect(others, `hand ${hand.handNumber} at ${hand.tableId}: one player left in the pot with the bust`).toHaveLength(1);
      const by = byName.get(others[0]!.displayName)!;
      const bounty = head.get(entryId)!;
      won.set(by, won.get(by)! + Math.floor(bounty / 2));
      head.set(by, head.get(by)! + bounty - Math.floor(bounty / 2));
      const busts = [...(eliminators.get(entryId) ?? []), by];
      eliminators.set(entryId, busts);
      head.set(entryId, busts.length <= (reentries.get(entryId) ?? 0) ? BOUNTY : 0);
    }
  }
  won.set(winner.entryId, won.get(winner.entryId)! + head.get(winner.entryId)!);
  for (const s of final) expect(s.bountiesWon, s.displayName).toBe(won.get(s.entryId));
  for (const s of final) {
    const mine = eliminated.filter((b) => b.data.entry!.entryId === s.entryId).map((b) => b.data.eliminatedBy);
    expect(mine, s.displayName).toEqual((eliminators.get(s.entryId) ?? []).map((by) => [by]));
  }
}, 240_000);

it("house bots: a progressive-knockout rebuy MTT with re-entries and add-ons bought while they play; chips, bounties, prizes and events add up", async () => {
  const { key, projectId } = await webhookTenant();
  const hook = receiverName("pko-bots");
  const { secret } = await createEndpoint(key, {
    url: receiverUrl(hook),
    projectId,
    eventTypes: ["tournament.entry_eliminated", "tournament.completed"],
  });
  // 10,000 big blinds deep for the three levels of purchases (the bots bust someone now and then), then
  // a few big blinds a hand to finish.
  const t = await createTournament(key, {
    name: "PKO bots",
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: ROOM,
    blindStructureId: await structure(key, [
      [1, 2, 0],
      [1, 2, 0],
      [1, 2, 0],
      [5000, 10_000, 10_000],
    ]),
    payoutStructureId: await ninePlaces(key),
    trustMode: "mixed_declared",
    schedule: { startsAt: startLater(), lateRegistrationLevels: 2 },
    buyIn: { amount: BUY_IN, rebuyAmount: REBUY_PRICE, addOnAmount: ADD_ON_PRICE },
    bounty: { kind: "progressive", amount: BOUNTY },
    rebuys: { untilLevel: 2, maxPerEntry: 2, chips: REBUY_CHIPS },
    addOn: { afterLevel: 2, chips: ADD_ON_CHIPS },
  });
  const id = t.id as string;
  expect((await api(key, "POST", `${T}/publish`, { tournamentId: id })).status).toBe(200);
  for (let i = 1; i <= 17; i++) await register(key, id, i, "bot");
  await runStart(id, await startSoon(key, id));
  const standings = async () => (await env.DIRECTORS.getByName(id).standings())!.standings as unknown as Standing[];
  const held = (s: Standing[]) => s.filter((x) => x.status === "busted" && x.place === null);

  const late = await api(
    key,
    "POST",
    `${T}/entries`,
    { tournamentId: id },
    { body: { displayName: "Late bot", playerRef: "late-bot", participant: "bot" } },
  );
  expect(late.status, JSON.stringify(late.body)).toBe(201);
  // Two busted bots re-enter (each a fresh bounty) while the rebuy period is open.
  const reentered = new Set<string>();
  let rebuys = 0;
  while (reentered.size < 2) {
    const busted = await waitFor("a bust to re-enter", async () => held(await standings()).find((x) => !reentered.has(x.entryId)), 60_000);
    const res = await api(key, "POST", `${E}/rebuys`, { tournamentId: id, entryId: busted.entryId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.purchase.reentry).toBe(true);
    reentered.add(busted.entryId);
    rebuys += 1;
  }
  await endLevelNow(id);
  await endLevelNow(id);
  // Level 3: the add-on for every bot still playing; one that busts meanwhile is refused (409), and counted out.
  let addOns = 0;
  for (const s of (await standings()).filter((x) => x.status === "playing")) {
    const res = await api(key, "POST", `${E}/add-ons`, { tournamentId: id, entryId: s.entryId });
    if (res.status === 201) addOns += 1;
    else expect([res.status, res.body.detail]).toEqual([409, "Only an entry still playing takes the add-on."]);
  }
  expect(addOns).toBeGreaterThan(0);
  await endLevelNow(id);
  await waitFor(
    "the completion",
    async () => ((await api(key, "GET", T, { tournamentId: id })).body.tournament.status === "completed" ? true : undefined),
    90_000,
  );

  const entrants = 18;
  const final = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.data as Standing[];
  expect(final).toHaveLength(entrants);
  // Every chip sold ends with the winner (the standings are in the message when one is missing).
  expect(final.find((s) => s.status === "winner")!.chips, JSON.stringify({ rebuys, addOns, final })).toBe(
    entrants * STARTING + rebuys * REBUY_CHIPS + addOns * ADD_ON_CHIPS,
  );
  expect(final.reduce((sum, s) => sum + s.bountiesWon, 0)).toBe((entrants + reentered.size) * BOUNTY);
  expect(final.every((s) => s.bounty === 0)).toBe(true);
  const pool = entrants * BUY_IN + rebuys * REBUY_PRICE + addOns * ADD_ON_PRICE;
  const entries = (await api(key, "GET", `${T}/entries`, { tournamentId: id }, { query: "limit=100" })).body.data as Array<{ prize: number }>;
  expect(entries.reduce((sum, e) => sum + e.prize, 0)).toBe(pool);

  const eliminations = entrants - 1 + reentered.size;
  const verify = () => deliveredEvents(hook, secret);
  await waitFor("every event", async () => {
    const got = await verify();
    return got.filter((b) => b.type === "tournament.entry_eliminated").length >= eliminations && got.some((b) => b.type === "tournament.completed")
      ? true
      : undefined;
  });
  await new Promise((r) => setTimeout(r, 500));
  const all = await verify();
  expect(all.filter((b) => b.type === "tournament.completed")).toHaveLength(1);
  const eliminated = all.filter((b) => b.type === "tournament.entry_eliminated");
  expect(eliminated).toHaveLength(eliminations);
  for (const s of final) {
    const times = eliminated.filter((b) => b.data.entry!.entryId === s.entryId).length;
    expect(times, s.displayName).toBe((s.status === "winner" ? 0 : 1) + (reentered.has(s.entryId) ? 1 : 0));
  }
}, 180_000);
