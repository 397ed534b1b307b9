/**
 * Nothing is lost across restarts (issue 21): a running tournament's table object evicted mid-hand, and its
 * director evicted too, come back from storage with the same hand, stacks and standings, and the hand then
 * finishes and is reported to the director as if nothing had happened.
 */
import { env, evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { startedMtt } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

describe("a running tournament across restarts", () => {
  it("a table evicted mid-hand and an evicted director lose nothing: the hand finishes and is reported", async () => {
    const { key } = await webhookTenant();
    // 11 humans who never act on their own (20 s clocks): hand 1 is dealt at both tables and waits.
    const id = await startedMtt(key, 11, "human", [
      [100, 200, 0],
      [200, 400, 0],
    ]);
    const tables = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string; handsPlayed: number }>;
    expect(tables).toHaveLength(2);
    const tableId = tables[0]!.tableId;
    const table = env.TABLES.getByName(tableId);
    const director = env.DIRECTORS.getByName(id);
    const before = (await table.view())!;
    expect(before.handNumber).toBe(1);
    expect(before.toAct).not.toBeNull();
    const standingsBefore = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body;

    await evictDurableObject(table);
    await evictDurableObject(director);

    // Both objects come back from storage as they were.
    const after = (await table.view())!;
    expect(after).toEqual(before);
    expect((await api(key, "GET", `${T}/standings`, { tournamentId: id })).body).toEqual(standingsBefore);

    // The hand goes on: everyone still in it folds to the last player, and the director hears of it.
    for (let index = 0; ; index++) {
      const view = (await table.view())!;
      if (view.handNumber !== 1 || view.toAct === null) break;
      const folded = await table.act(view.toAct, { hand: 1, index, action: "fold" });
      expect(folded.ok, JSON.stringify(folded)).toBe(true);
    }
    await waitFor("the director to hear of hand 1", async () => {
      const now = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string; handsPlayed: number }>;
      return now.find((t) => t.tableId === tableId)?.handsPlayed === 1 ? true : undefined;
    });
    // Chips moved only within the table: the whole field still holds 11 starting stacks.
    const standings = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.data as Array<{ chips: number }>;
    expect(standings.reduce((sum, s) => sum + s.chips, 0)).toBe(11 * 20_000);
  });
});
