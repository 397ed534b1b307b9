/**
 * A director deployed before its state was kept as rows stored it as one value ("director"). After the
 * deploy the object reads that value once, writes it as rows and deletes it: standings stay as they were,
 * and the tournament plays on (a hand's report is taken and stored in the rows).
 */
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DirectorState } from "../../src/engine/tournament/types.ts";
import { api } from "../management/fixtures.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { directorState, startedMtt } from "./fixtures.ts";

const T = "/tournaments/{tournamentId}";

interface Inside {
  stored(): { core: DirectorState } | undefined;
}

describe("a director stored as one value before rows", () => {
  it("is migrated to rows on its first call after the deploy and plays on", async () => {
    const { key } = await webhookTenant();
    const id = await startedMtt(key, 11, "human", [
      [100, 200, 0],
      [200, 400, 0],
    ]);
    const director = env.DIRECTORS.getByName(id);
    const tables = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string }>;
    const standingsBefore = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body;

    // The storage as the earlier code left it: the whole state under "director" (each table's last answer in
    // one record of the core), no rows.
    await runInDurableObject(director, (instance, state) => {
      const whole = structuredClone((instance as unknown as Inside).stored()!);
      const lastDirectives = Object.fromEntries(whole.core.tables.flatMap((t) => (t.lastDirective ? [[t.tableId, t.lastDirective]] : [])));
      whole.core = { ...whole.core, tables: whole.core.tables.map(({ lastDirective: _, ...t }) => t), lastDirectives };
      for (const [k] of state.storage.kv.list({ prefix: "d:" })) state.storage.kv.delete(k);
      state.storage.kv.put("director", whole);
    });
    await evictDurableObject(director);

    expect((await api(key, "GET", `${T}/standings`, { tournamentId: id })).body).toEqual(standingsBefore);
    const keys = await runInDurableObject(director, (_i, state) => [...state.storage.kv.list({ prefix: "" })].map(([k]) => k));
    expect(keys).not.toContain("director");
    expect(keys).toContain("d:h");
    expect(keys.filter((k) => k.startsWith("d:t:"))).toHaveLength(2);
    expect(keys.filter((k) => k.startsWith("d:e:"))).toHaveLength(11);

    // The tournament plays on: the first table's hand 1 ends (everyone folds to the last player) and its
    // report lands in the rows, which a restart reads back.
    const table = env.TABLES.getByName(tables[0]!.tableId);
    for (let index = 0; ; index++) {
      const view = (await table.view())!;
      if (view.handNumber !== 1 || view.toAct === null) break;
      const folded = await table.act(view.toAct, { hand: 1, index, action: "fold" });
      expect(folded.ok, JSON.stringify(folded)).toBe(true);
    }
    await waitFor("the director to hear of hand 1", async () => {
      const now = (await api(key, "GET", `${T}/tables`, { tournamentId: id })).body.data as Array<{ tableId: string; handsPlayed: number }>;
      return now.find((t) => t.tableId === tables[0]!.tableId)?.handsPlayed === 1 ? true : undefined;
    });
    const live = await directorState<{ core: DirectorState }>(director);
    await evictDurableObject(director);
    expect(await directorState<{ core: DirectorState }>(director)).toEqual(live);
    expect(live.core.tables.find((t) => t.tableId === tables[0]!.tableId)!.handsReported).toBe(1);
    const standings = (await api(key, "GET", `${T}/standings`, { tournamentId: id })).body.data as Array<{ chips: number }>;
    expect(standings.reduce((sum, s) => sum + s.chips, 0)).toBe(11 * 20_000);
  });
});
