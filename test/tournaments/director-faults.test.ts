/**
 * The director's own faults: one table that cannot take its directives holds up no other table's (each
 * table's directives are delivered in order, tables independently), and a table that answers its nudges
 * but never reports a hand is retired like one that does not answer.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterAll, expect, it } from "vitest";
import type { DirectorState } from "../../src/engine/tournament/types.ts";
import { captureLogs } from "../logs.ts";
import { waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { changeDirector, directorState, startedMtt } from "./fixtures.ts";

interface DirectorStored {
  core: DirectorState;
  heardAt: Record<string, number>;
  nudgeFailed?: Record<string, number>;
  outbox: Array<{ tableId: string; forHand: number; directive: unknown }>;
}

// The faults below are logged (and the stuck table's retries go on logging until the file ends): the test
// asserts those lines instead of printing them.
const logs = captureLogs();
afterAll(() => logs.restore());

async function threeTables() {
  const { key } = await webhookTenant();
  // 20 humans: three tables of 7, 7 and 6. Nobody acts, so no hand ends while the test runs.
  const tournamentId = await startedMtt(key, 20, "human", [[100, 200, 0]]);
  const director = env.DIRECTORS.getByName(tournamentId);
  const suffix = tournamentId.slice(4);
  const id = (k: number) => `tbl_${suffix}t${k}`;
  const table = (k: number) => env.TABLES.getByName(id(k));
  for (const k of [1, 2, 3]) await waitFor(`table ${k}'s first turn`, async () => ((await table(k).view())?.toAct != null ? true : undefined));
  const stored = () => directorState<DirectorStored>(director);
  const patch = (change: (s: DirectorStored) => DirectorStored) => changeDirector(director, change);
  return { director, id, table, stored, patch };
}

it("a table that cannot take its directives holds up no other table's", async () => {
  const { director, id, table, stored, patch } = await threeTables();
  // Table 3's object cannot run any more (its state is gone): every call to it throws.
  await runInDurableObject(table(3), async (instance, state) => {
    await state.storage.deleteAll();
    (instance as unknown as { state?: unknown }).state = undefined;
  });
  const stuck = { tableId: id(3), forHand: 0, directive: { kind: "continue" } };
  const others = [1, 2].map((k) => ({ tableId: id(k), forHand: 0, directive: { kind: "continue" } }));
  await patch((s) => ({ ...s, outbox: [stuck, ...others] }));
  await runDurableObjectAlarm(director);
  // The other tables got theirs; table 3's waits for it (or for its retirement).
  expect((await stored()).outbox).toEqual([stuck]);
  expect(logs.entries()).toContainEqual(
    expect.objectContaining({ level: "error", message: "directive delivery failed", tableId: id(3), error: "table not initialised" }),
  );
}, 60_000);

it("a table that answers its nudges but never reports a hand is retired", async () => {
  const { director, id, table, stored, patch } = await threeTables();
  // Table 2 answers (its tick works) but has not reported for over a quarter of an hour.
  expect(await table(2).tick()).not.toBeNull();
  await patch((s) => ({ ...s, heardAt: { ...s.heardAt, [id(2)]: Date.now() - 16 * 60_000 } }));
  await runDurableObjectAlarm(director);
  const after = await stored();
  expect(after.core.tables.find((t) => t.tableId === id(2))!.retired).toBe(true);
  const seats = after.core.tables.flatMap((t) => t.seats);
  expect(new Set(seats.map((s) => s.entryId)).size).toBe(20);
  expect(logs.entries()).toContainEqual(expect.objectContaining({ level: "warn", message: expect.stringMatching(/^table retired/), tableId: id(2) }));
  // A table silent for less is only nudged.
  await patch((s) => ({ ...s, heardAt: { ...s.heardAt, [id(1)]: Date.now() - 5 * 60_000 } }));
  await runDurableObjectAlarm(director);
  expect((await stored()).core.tables.find((t) => t.tableId === id(1))!.retired).toBeUndefined();
}, 60_000);
