/**
 * Pot-limit Omaha tournaments run themselves as hold'em ones do: the director is unchanged, its tables deal
 * four-card Omaha. Six house bots play a sit-and-go (preset six_max_plo4_sng_v1) to `tournament.completed`;
 * every hand conserves the chips in play, every seat was dealt four cards from the hand's revealed deck, and
 * the winner ends with all 6 x 1,500 chips. Twelve bots play an MTT (scheduled_mtt_plo4_v1) on two tables
 * broken down to one, every table dealing Omaha.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { parseCards } from "../../src/engine/cards.ts";
import { dealFromDeck, verifyShuffle } from "../../src/engine/shuffle.ts";
import type { FinishedHand } from "../../src/tables/api.ts";
import { handOhh } from "../../src/tables/history.ts";
import { api, createTournament, register } from "../management/fixtures.ts";
import { revealed } from "../tables/revealed.ts";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { expectPlacesWithTies, turboStructure } from "./fixtures.ts";

const STACK = 1500;

/** Every finished hand of a table, oldest first. */
async function handsOf(tableId: string): Promise<FinishedHand[]> {
  const table = env.TABLES.getByName(tableId);
  const hands: FinishedHand[] = [];
  for (let before: number | null = null; ; ) {
    const page = await table.hands(100, before);
    for (const summary of page.data) hands.push((await table.hand(summary.handNumber))!);
    if (page.nextBefore === null) break;
    before = page.nextBefore;
  }
  return hands.reverse();
}

describe("pot-limit Omaha tournaments", () => {
  it("six bots play six_max_plo4_sng_v1 to tournament.completed: four cards a seat, chips conserved hand by hand", async () => {
    const { key, projectId } = await webhookTenant();
    const name = receiverName("plo-sng");
    const { secret } = await createEndpoint(key, { url: receiverUrl(name), projectId });
    const startsAt = Date.now() + 3_000;
    const t = await createTournament(key, {
      name: "Omaha 6-max",
      presetKey: "six_max_plo4_sng_v1",
      trustMode: "bot_only",
      prizePool: 600,
      schedule: { startsAt: new Date(startsAt).toISOString() },
    });
    expect((await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: t.id })).status).toBe(200);
    for (let i = 1; i <= 6; i++) await register(key, t.id, i, "bot");
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
    await runDurableObjectAlarm(env.DIRECTORS.getByName(t.id));
    const completed = await waitFor(
      "the Omaha sit-and-go to complete",
      async () => {
        const res = await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId: t.id });
        return res.body.tournament.status === "completed" ? res.body.tournament : undefined;
      },
      150_000,
    );
    expect(completed.entrants).toBe(6);

    // Places 1..6 (ties share), prizes add up to the pool, the winner holds every chip.
    const standings = await api(key, "GET", "/tournaments/{tournamentId}/standings", { tournamentId: t.id });
    expectPlacesWithTies(standings.body.data.map((s: { place: number }) => s.place));
    const [first, ...rest] = standings.body.data as Array<{ status: string; chips: number }>;
    expect(first).toMatchObject({ status: "winner", chips: 6 * STACK });
    for (const s of rest) expect(s).toMatchObject({ status: "busted", chips: 0 });
    const entries = await api(key, "GET", "/tournaments/{tournamentId}/entries", { tournamentId: t.id }, { query: "limit=100" });
    expect((entries.body.data as Array<{ prize: number }>).reduce((sum, e) => sum + e.prize, 0)).toBe(600);

    // The one table's hands: pot-limit Omaha, four cards a seat from the revealed deck, chips conserved.
    const hands = await handsOf(`tbl_${t.id.slice(4)}t1`);
    expect(hands.length).toBeGreaterThan(1);
    let shownSeats = 0;
    for (const hand of hands) {
      expect(hand.game).toBe("plo4");
      const before = hand.seats.reduce((sum, s) => sum + s.startingStack, 0);
      const after = hand.seats.reduce((sum, s) => sum + s.finalStack, 0);
      // Busted seats leave the table: the seats dealt in hold every chip of the tournament.
      expect(before).toBe(6 * STACK);
      expect(after).toBe(6 * STACK);
      const verified = await verifyShuffle(revealed(hand.shuffle));
      expect(verified.valid).toBe(true);
      const button = hand.seats.findIndex((s) => s.seatNumber === hand.button);
      const dealt = dealFromDeck(verified.deck, hand.seats.length, button, 4);
      for (const shown of hand.shown) {
        const seat = hand.seats.findIndex((s) => s.seatNumber === shown.seatNumber);
        expect(parseCards(shown.cards, "/cards", "cards")).toHaveLength(4);
        expect(shown.cards).toBe(dealt.holeCards[seat]!.join(""));
        shownSeats += 1;
      }
      const ohh = handOhh(hand).ohh;
      expect(ohh.game_type).toBe("Omaha");
      expect(ohh.bet_limit.bet_type).toBe("PL");
    }
    expect(shownSeats).toBeGreaterThan(0);

    // tournament.completed, once, signed.
    const requests = await waitFor("the completion event", async () => {
      const got = await received(name);
      return got.length > 0 ? got : undefined;
    });
    const event = new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers) as { type: string; data: { results: unknown[] } };
    expect(event.type).toBe("tournament.completed");
    expect(event.data.results).toHaveLength(6);
    await new Promise((r) => setTimeout(r, 500));
    expect((await received(name)).length).toBe(1);
  }, 180_000);

  it("an MTT of scheduled_mtt_plo4_v1 on two tables breaks down to one: every table deals plo4, places and prizes reconcile", async () => {
    const { key } = await webhookTenant();
    // Ten big blinds deep (a room-owned turbo) so that the bots finish quickly.
    const blindStructureId = await turboStructure(key, "room-plo-mtt");
    const startsAt = Date.now() + 3_000 + 12 * 400;
    const t = await createTournament(key, {
      name: "Omaha MTT",
      presetKey: "scheduled_mtt_plo4_v1",
      roomId: "room-plo-mtt",
      blindStructureId,
      payoutStructureId: "ps_approved_mtt_standard_ladder_v1",
      trustMode: "mixed_declared",
      prizePool: 1_000,
      schedule: { startsAt: new Date(startsAt).toISOString() },
    });
    expect((await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: t.id })).status).toBe(200);
    for (let i = 1; i <= 12; i++) await register(key, t.id, i, "bot");
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 50)));
    await runDurableObjectAlarm(env.DIRECTORS.getByName(t.id));
    const completed = await waitFor(
      "the Omaha MTT to complete",
      async () => {
        const res = await api(key, "GET", "/tournaments/{tournamentId}", { tournamentId: t.id });
        return res.body.tournament.status === "completed" ? res.body.tournament : undefined;
      },
      240_000,
    );
    expect(completed.entrants).toBe(12);
    const entries = await api(key, "GET", "/tournaments/{tournamentId}/entries", { tournamentId: t.id }, { query: "limit=100" });
    const results = entries.body.data as Array<{ place: number; prize: number }>;
    expectPlacesWithTies(results.map((e) => e.place));
    expect(results.reduce((sum, e) => sum + e.prize, 0)).toBe(1_000);
    // The draw seats 12 at two 9-max tables (6 and 6); both dealt pot-limit Omaha with four cards a seat.
    const suffix = t.id.slice(4);
    for (const k of [1, 2]) {
      const hands = await handsOf(`tbl_${suffix}t${k}`);
      expect(hands.length, `table ${k}`).toBeGreaterThan(0);
      for (const hand of hands) {
        expect(hand.game).toBe("plo4");
        for (const shown of hand.shown) expect(parseCards(shown.cards, "/cards", "cards")).toHaveLength(4);
      }
    }
    // Chips: the winner holds all 12 starting stacks of the preset (20,000 each).
    const standings = await api(key, "GET", "/tournaments/{tournamentId}/standings", { tournamentId: t.id });
    expect(standings.body.data[0]).toMatchObject({ status: "winner", chips: 12 * 20_000 });
  }, 300_000);
});
