/**
 * The director's state as rows (src/tournaments/director-rows.ts), over an in-memory stand-in for the
 * object's storage (a Map; a transaction restores it when its work throws, as `transactionSync` does):
 * whatever is saved loads back the same in a fresh object (one that just woke), a save writes exactly the
 * rows whose part changed (found here by comparing every part's JSON before and after), no report changes
 * an earlier state (the copy in memory), a value from before rows is migrated once, and a save that fails leaves both the rows and the copy as they were.
 */
import { describe, expect, it } from "vitest";
import { changedTables, drawTables, report } from "../../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../../src/engine/tournament/types.ts";
import { DirectorRows, type RowStorage, STORED_ROWS } from "../../src/tournaments/director-rows.ts";

/** A Map as the object's storage, with the keys of every put and delete recorded. */
class MapStorage implements RowStorage {
  readonly rows = new Map<string, string>();
  puts: string[] = [];
  deletes: string[] = [];
  failOn: string | null = null;
  get<T>(key: string): T | undefined {
    const row = this.rows.get(key);
    return row === undefined ? undefined : (JSON.parse(row) as T);
  }
  put<T>(key: string, value: T): void {
    if (this.failOn !== null && key.startsWith(this.failOn)) throw new Error(`storage refused ${key}`);
    this.puts.push(key);
    this.rows.set(key, JSON.stringify(value));
  }
  delete(key: string): boolean {
    this.deletes.push(key);
    return this.rows.delete(key);
  }
  *list<T>(options: { prefix?: string } = {}): Iterable<[string, T]> {
    const prefix = options.prefix ?? "";
    for (const key of [...this.rows.keys()].sort()) if (key.startsWith(prefix)) yield [key, JSON.parse(this.rows.get(key)!) as T];
  }
  transaction = (work: () => void): void => {
    const before = new Map(this.rows);
    try {
      work();
    } catch (error) {
      this.rows.clear();
      for (const [k, v] of before) this.rows.set(k, v);
      throw error;
    }
  };
  forget(): void {
    this.puts = [];
    this.deletes = [];
  }
}

interface State {
  tournamentId: string;
  status: string;
  core: DirectorState | null;
  entries: Record<string, { displayName: string }>;
  heardAt?: Record<string, number>;
  draw: { commitment: string; order: string[] } | null;
  perPlace: number[];
  outbox: Array<{ tableId: string; forHand: number }>;
}

function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

function started(entrants: number): State {
  const ids = Array.from({ length: entrants }, (_, i) => `ent_${i}`);
  const core = drawTables(
    { tableSize: 9, placesPaid: Math.max(1, Math.floor(entrants / 7)) },
    ids.map((entryId) => ({ entryId, chips: 1000 })),
    (k) => `tbl_${k}`,
  );
  return {
    tournamentId: "trn_1",
    status: "running",
    core,
    entries: Object.fromEntries(ids.map((id) => [id, { displayName: id.toUpperCase() }])),
    heardAt: Object.fromEntries(core.tables.map((t) => [t.tableId, 0])),
    draw: { commitment: "c", order: ids },
    perPlace: ids.map((_, i) => (i < core.rules.placesPaid ? 100 - i : 0)),
    outbox: [],
  };
}

/** One hand at a random table that can play, with a bust now and then: the director's next state. */
function nextHand(state: State, random: () => number, hands: Map<string, number>): { state: State; tableId: string } {
  const core = state.core!;
  const playable = core.tables.filter((t) => t.seats.length > 1 && !t.waiting);
  const table = playable[Math.floor(random() * playable.length)]!;
  const handNumber = (hands.get(table.tableId) ?? 0) + 1;
  hands.set(table.tableId, handNumber);
  const busting = table.seats.slice(0, -1).filter(() => random() < 0.04);
  const seats = table.seats.map((s) => s.seatNumber);
  const r: HandReport = {
    tableId: table.tableId,
    handNumber,
    seats: table.seats.map((s) => ({ ...s, chips: busting.includes(s) ? 0 : s.chips + 1 })),
    startingChips: Object.fromEntries(busting.map((s) => [s.entryId, s.chips])),
    bigBlind: seats[handNumber % seats.length]!,
    button: seats[(handNumber + 1) % seats.length]!,
  };
  const result = report(core, r);
  const outbox = Object.keys(result.directives)
    .filter((id) => id !== r.tableId)
    .map((id) => ({ tableId: id, forHand: handNumber }));
  return { state: { ...state, core: result.state, outbox: outbox.length > 0 ? [...state.outbox, ...outbox] : state.outbox }, tableId: table.tableId };
}

/** `value` and everything in it frozen: a later change to it throws (these modules are strict). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const fresh = (storage: MapStorage) => new DirectorRows<State>(storage, STORED_ROWS, { transaction: storage.transaction, legacyKey: "director" });

describe("the director's state as rows", () => {
  it("loads back what was saved after every report of a tournament played out, writing only the rows that changed", () => {
    const storage = new MapStorage();
    const rows = fresh(storage);
    let state = started(300);
    rows.save(state);
    const random = lcg(7);
    const hands = new Map<string, number>();
    let reports = 0;
    while (state.core!.remaining > 0 && reports < 20_000) {
      const before = state;
      const played = nextHand(state, random, hands);
      state = played.state;
      // Every 50 reports a table's heardAt changes in place, named in `touched`; every other report names
      // the tables the core says it changed (the others are not compared then), the rest compare them all.
      const changed = reports % 2 === 0 ? changedTables(before.core!, state.core!) : undefined;
      const touched = { ...(reports % 50 === 0 ? { ha: [played.tableId] } : {}), ...(changed ? { t: changed } : {}) };
      if (reports % 2 === 0) expect(changed).toBeDefined();
      if (reports % 50 === 0) state.heardAt![played.tableId] = reports;
      storage.forget();
      rows.save(state, touched);
      reports += 1;
      // The saved core is the copy in memory from now on: the next report must not change it (it copies
      // what it changes), which freezing it checks.
      deepFreeze(state.core);

      // The tables written are exactly those whose JSON changed (or that are new); none deleted.
      const wasTables = before.core!.tables.map((t) => JSON.stringify(t));
      const differ = state.core!.tables.flatMap((t, k) => (JSON.stringify(t) === wasTables[k] ? [] : [k]));
      const tableRows = storage.puts.filter((k) => k.startsWith("d:t:")).map((k) => Number(k.slice(4)));
      expect(tableRows.sort((a, b) => a - b)).toEqual(differ);
      // Placements: only the chunks (64 a row) the new placements went into.
      const placedBefore = before.core!.placements.length;
      const placedAfter = state.core!.placements.length;
      const chunks =
        placedAfter === placedBefore
          ? []
          : Array.from({ length: Math.ceil(placedAfter / 64) - Math.floor(placedBefore / 64) }, (_, i) => Math.floor(placedBefore / 64) + i);
      expect(storage.puts.filter((k) => k.startsWith("d:p:")).map((k) => Number(k.slice(4)))).toEqual(chunks);
      // Nothing of the field's size is written: no entry, no draw order, no prize.
      expect(storage.puts.filter((k) => /^d:(e|o|pp):/.test(k))).toEqual([]);
      expect(storage.puts.filter((k) => k.startsWith("d:ha:"))).toEqual(touched.ha?.map((id) => `d:ha:${id}`) ?? []);

      if (reports % 97 === 0) expect(fresh(storage).get()).toEqual(JSON.parse(JSON.stringify(state)));
    }
    expect(state.core!.remaining).toBe(0);
    expect(state.core!.winner).toBeDefined();
    expect(fresh(storage).get()).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it("keys removed from a record, in place or by a new record, are deleted; emptied lists leave no rows", () => {
    const storage = new MapStorage();
    const rows = fresh(storage);
    const state = started(30);
    rows.save({
      ...state,
      outbox: [
        { tableId: "tbl_0", forHand: 1 },
        { tableId: "tbl_1", forHand: 1 },
      ],
    });
    const heardAt = state.heardAt!;
    delete heardAt.tbl_0;
    rows.save({ ...state, heardAt, outbox: [{ tableId: "tbl_1", forHand: 1 }] }, { ha: ["tbl_0"] });
    expect(fresh(storage).get()!.heardAt).toEqual({ tbl_1: 0, tbl_2: 0, tbl_3: 0 });
    expect(fresh(storage).get()!.outbox).toEqual([{ tableId: "tbl_1", forHand: 1 }]);
    rows.save({ ...state, heardAt: { tbl_2: 5 }, outbox: [] });
    expect([...storage.rows.keys()].filter((k) => k.startsWith("d:ha:") || k.startsWith("d:ob:")).sort()).toEqual(["d:ha:tbl_2"]);
    expect(fresh(storage).get()).toEqual({ ...JSON.parse(JSON.stringify(state)), heardAt: { tbl_2: 5 }, outbox: [] });
  });

  it("migrates an object's single value from before rows once: rows written, the value deleted, the state the same", () => {
    const storage = new MapStorage();
    const legacy = { ...started(40), core: { ...started(40).core!, lastDirectives: { tbl_1: { kind: "continue" } } } };
    storage.put("director", legacy);
    expect(fresh(storage).get()).toEqual(legacy);
    expect(storage.rows.has("director")).toBe(false);
    expect(storage.rows.has("d:h")).toBe(true);
    expect(storage.rows.get("d:ld:tbl_1")).toBe(JSON.stringify({ kind: "continue" }));
    // Woken again: from the rows (the value is gone).
    expect(fresh(storage).get()).toEqual(legacy);
    // Nothing stored at all: no state.
    expect(fresh(new MapStorage()).get()).toBeUndefined();
  });

  it("a save that fails half-way leaves the rows and the state in memory as they were", () => {
    const storage = new MapStorage();
    const rows = fresh(storage);
    const state = started(30);
    rows.save(state);
    const before = new Map(storage.rows);
    storage.failOn = "d:h";
    const core = state.core!;
    const changed = { ...state, status: "completed", core: { ...core, tables: [{ ...core.tables[0]!, waiting: true }, ...core.tables.slice(1)] } };
    expect(() => rows.save(changed)).toThrow("storage refused d:h");
    expect(storage.rows).toEqual(before);
    expect(rows.get()).toBe(state);
    storage.failOn = null;
    rows.save(changed);
    expect(fresh(storage).get()).toEqual(JSON.parse(JSON.stringify(changed)));
  });
});
