/**
 * `./node_modules/.bin/node bench/director-rows.ts [--reports 20000] [--sizes 1000,10000,100000]`: the
 * tournament director's cost per hand-end report and its largest stored row, at 1,000, 10,000 and 100,000
 * entrants (9-max, 15 % paid), with its state kept as rows (src/tournaments/director-rows.ts).
 *
 * Each report is what the director object does for it, minus the network: the pure core's `report`
 * (src/engine/tournament/director.ts), the object's bookkeeping that grows with the field (the reporting
 * table's heardAt, changed in place; the outbox for the other tables' directives), and the save, which
 * writes the changed rows into SQLite. The storage is node:sqlite in WAL mode on a temporary file, each
 * row serialized with v8.serialize (what workerd's `ctx.storage.kv` does, not workerd itself), one
 * transaction a save, as `transactionSync`. The state holds what the object's holds at the same field
 * size: every entry's name, the draw's order, the prizes per place, heardAt per table, and the
 * `tournament.started` event still queued (it lists every table, so it is the largest row).
 *
 * Tables report hands in a seeded random order with random busts (about one every seven hands at a
 * 9-handed table), the first `--reports` reports of each field (a field of 1,000 plays to its end sooner).
 * Reported per size: CPU per report (p50, p99, from process.cpuUsage around each report: this process is
 * single-threaded, so it is this report's CPU, SQLite included), the same split into the core and the
 * save, rows written per report, the largest row, the start's save (every row) and a wake (every row
 * read back). For comparison, the single value the object stored before rows: its size at the start and
 * the time to serialize and write it once (as every report did), over 20 reports.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { deserialize, serialize } from "node:v8";
import { drawTables, report } from "../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../src/engine/tournament/types.ts";
import { DirectorRows, type RowStorage, STORED_ROWS } from "../src/tournaments/director-rows.ts";
import { numberArg } from "./args.ts";

const REPORTS = numberArg("--reports", 20_000);
const sizesArg = process.argv.indexOf("--sizes");
const SIZES = sizesArg >= 0 ? process.argv[sizesArg + 1]!.split(",").map(Number) : [1_000, 10_000, 100_000];
/** `--memory`: rows in a Map instead of SQLite (the diff's own cost, without serializing and writing). */
const MEMORY = process.argv.includes("--memory");
const TABLE_SIZE = 9;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** `ctx.storage.kv` over node:sqlite: one table of keys and v8-serialized values. */
class SqliteRows implements RowStorage {
  private readonly db: DatabaseSync;
  private readonly getQ;
  private readonly putQ;
  private readonly deleteQ;
  private readonly listQ;
  constructor(file: string) {
    this.db = new DatabaseSync(file);
    this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; CREATE TABLE kv (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID");
    this.getQ = this.db.prepare("SELECT value FROM kv WHERE key = ?");
    this.putQ = this.db.prepare("INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)");
    this.deleteQ = this.db.prepare("DELETE FROM kv WHERE key = ?");
    this.listQ = this.db.prepare("SELECT key, value FROM kv WHERE key >= ? AND key < ? ORDER BY key");
  }
  get<T>(key: string): T | undefined {
    const row = this.getQ.get(key) as { value: Uint8Array } | undefined;
    return row ? (deserialize(row.value) as T) : undefined;
  }
  put<T>(key: string, value: T): void {
    this.putQ.run(key, serialize(value));
  }
  delete(key: string): boolean {
    return Number(this.deleteQ.run(key).changes) > 0;
  }
  *list<T>(options: { prefix?: string } = {}): Iterable<[string, T]> {
    const prefix = options.prefix ?? "";
    for (const row of this.listQ.iterate(prefix, `${prefix}\uffff`) as Iterable<{ key: string; value: Uint8Array }>)
      yield [row.key, deserialize(row.value) as T];
  }
  transaction = (work: () => void): void => {
    this.db.exec("BEGIN");
    try {
      work();
      this.db.exec("COMMIT");
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  };
  close(): void {
    this.db.close();
  }
}

/** Rows kept as they are, in a Map (for `--memory`). */
class MemoryRows extends Map<string, unknown> implements RowStorage {
  override get<T>(key: string): T | undefined {
    return super.get(key) as T | undefined;
  }
  put<T>(key: string, value: T): void {
    this.set(key, value);
  }
  *list<T>(options: { prefix?: string } = {}): Iterable<[string, T]> {
    const prefix = options.prefix ?? "";
    for (const key of [...this.keys()].filter((k) => k.startsWith(prefix)).sort()) yield [key, super.get(key) as T];
  }
  transaction = (work: () => void): void => work();
  close(): void {}
}

/** A small seeded generator (the simulation's choices only; the director core has no randomness). */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

interface State {
  tournamentId: string;
  status: "running";
  core: DirectorState;
  entries: Record<string, { displayName: string; participant: "human" | "bot" }>;
  draw: { alg: string; commitment: string; serverSeed: string; clientSeed: string; nonce: number; order: string[] };
  perPlace: number[];
  heardAt: Record<string, number>;
  outbox: Array<{ tableId: string; forHand: number; directive: unknown }>;
  eventsOut: unknown[];
}

function startState(entrants: number): State {
  const placesPaid = Math.max(1, Math.floor(entrants * 0.15));
  const ids = Array.from({ length: entrants }, (_, i) => `ent_01${String(i).padStart(24, "0")}`);
  const core = drawTables(
    { tableSize: TABLE_SIZE, placesPaid },
    ids.map((entryId) => ({ entryId, chips: 10_000 })),
    (k) => `tbl_01${String(k).padStart(20, "0")}t${k + 1}`,
  );
  core.lateOpen = false;
  const now = Date.now();
  return {
    tournamentId: "trn_01BENCH",
    status: "running",
    core,
    entries: Object.fromEntries(ids.map((id, i) => [id, { displayName: `Player ${i + 1}`, participant: "human" }])),
    draw: { alg: "pw-shuffle-v1", commitment: "c".repeat(64), serverSeed: "s".repeat(64), clientSeed: "trn_01BENCH", nonce: 0, order: ids },
    perPlace: ids.map((_, i) => (i < placesPaid ? Math.floor(1_000_000 / (i + 2)) : 0)),
    heardAt: Object.fromEntries(core.tables.map((t) => [t.tableId, now])),
    outbox: [],
    eventsOut: [
      {
        type: "tournament.started",
        subjectId: "trn_01BENCH",
        data: { entrants, tables: core.tables.map((t) => ({ tableId: t.tableId, players: t.seats.length })) },
      },
    ],
  };
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Result {
  entrants: number;
  tables: number;
  reports: number;
  finished: boolean;
  total: number[];
  core: number[];
  save: number[];
  rowsPerReport: number;
  largestRow: number;
  startSaveMs: number;
  startRows: number;
  wakeMs: number;
  singleValueBytes: number;
  singleValueMs: number;
}

function run(entrants: number): Result {
  const dir = mkdtempSync(join(tmpdir(), "director-rows-"));
  const storage = MEMORY ? new MemoryRows() : new SqliteRows(join(dir, "do.sqlite"));
  const rows = new DirectorRows<State>(storage, STORED_ROWS, { transaction: storage.transaction, measure: true });
  let state = startState(entrants);
  const t0 = performance.now();
  rows.save(state);
  const startSaveMs = performance.now() - t0;
  const startRows = rows.written;
  // The event is recorded and dequeued (the object's flush, soon after the start).
  state = { ...state, eventsOut: [] };
  rows.save(state);

  // The single value every report wrote before rows (v8-serialized, one put), for comparison.
  const single = serialize(state).length;
  const singleMs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s0 = performance.now();
    storage.transaction(() => storage.put("director", state));
    singleMs.push(performance.now() - s0);
  }
  storage.delete("director");

  const random = lcg(0x9e3779b9);
  const hands = new Map<string, number>();
  const total: number[] = [];
  const coreMs: number[] = [];
  const saveMs: number[] = [];
  const writtenBefore = rows.written;
  const placesPaid = state.core.rules.placesPaid;
  while (state.core.remaining > 0 && total.length < REPORTS) {
    // A random table that can play (the simulation's scan, not timed).
    const tables = state.core.tables;
    const start = Math.floor(random() * tables.length);
    let table = tables[start]!;
    for (let k = 1; k <= tables.length && (table.seats.length < 2 || table.waiting); k++) table = tables[(start + k) % tables.length]!;
    if (table.seats.length < 2 || table.waiting) throw new Error("director stalled: no table can play");
    const handNumber = (hands.get(table.tableId) ?? 0) + 1;
    hands.set(table.tableId, handNumber);
    let busting = table.seats.slice(0, table.seats.length - 1).filter(() => random() < 0.015);
    if (!state.core.handForHand && state.core.remaining <= placesPaid + 5 && busting.length > 1) busting = busting.slice(0, 1);
    const out = new Set(busting.map((s) => s.entryId));
    const seats = table.seats.map((s) => s.seatNumber);
    const r: HandReport = {
      tableId: table.tableId,
      handNumber,
      seats: table.seats.map((s) => ({ ...s, chips: out.has(s.entryId) ? 0 : s.chips + 10 })),
      startingChips: Object.fromEntries(busting.map((s) => [s.entryId, s.chips])),
      bigBlind: seats[handNumber % seats.length]!,
      button: seats[(handNumber + seats.length - 2) % seats.length]!,
    };

    const c0 = cpuMs();
    const result = report(state.core, r);
    const c1 = cpuMs();
    // The object's part: the other tables' directives to the outbox (delivered at once here: emptied
    // next report), the reporting table's heardAt in place, one save.
    const outbox = Object.entries(result.directives)
      .filter(([id]) => id !== r.tableId)
      .map(([tableId, directive]) => ({ tableId, forHand: handNumber, directive }));
    const next: State = { ...state, core: result.state, outbox };
    next.heardAt[r.tableId] = Date.now();
    rows.save(next, { ha: [r.tableId] });
    const c2 = cpuMs();
    coreMs.push(c1 - c0);
    saveMs.push(c2 - c1);
    total.push(c2 - c0);
    state = next;
  }
  const rowsPerReport = (rows.written - writtenBefore) / total.length;

  // A wake: a fresh object reads every row back.
  const w0 = performance.now();
  const woken = new DirectorRows<State>(storage, STORED_ROWS).get()!;
  const wakeMs = performance.now() - w0;
  if (woken.core.remaining !== state.core.remaining || woken.core.tables.length !== state.core.tables.length) throw new Error("the rows did not load back");
  storage.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    entrants,
    tables: Math.ceil(entrants / TABLE_SIZE),
    reports: total.length,
    finished: state.core.remaining === 0,
    total,
    core: coreMs,
    save: saveMs,
    rowsPerReport,
    largestRow: rows.largestRow,
    startSaveMs,
    startRows,
    wakeMs,
    singleValueBytes: single,
    singleValueMs: [...singleMs].sort((a, b) => a - b)[10]!,
  };
}

const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(2));
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
const results: Result[] = [];
for (const entrants of SIZES) {
  log(`${entrants} entrants...`);
  const r = run(entrants);
  results.push(r);
  const s = [...r.total].sort((a, b) => a - b);
  log(`  ${r.reports} reports, p50 ${fmt(quantile(s, 0.5))} ms, p99 ${fmt(quantile(s, 0.99))} ms, largest row ${kib(r.largestRow)}`);
}

const base = results.find((r) => r.entrants === 1_000);
console.log(`Director rows bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${REPORTS} reports a field at most`);
console.log("");
console.log(
  "| entrants | tables | reports | CPU per report p50 / p99 (ms) | p50 vs 1,000 | core p50 / p99 | save p50 / p99 | rows written per report | largest row | start: rows, save | wake (read all rows) | one value before rows: size, one write |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const t = [...r.total].sort((a, b) => a - b);
  const c = [...r.core].sort((a, b) => a - b);
  const v = [...r.save].sort((a, b) => a - b);
  const ratio = base ? `${(quantile(t, 0.5) / quantile([...base.total].sort((a, b) => a - b), 0.5)).toFixed(2)}x` : "";
  console.log(
    `| ${r.entrants.toLocaleString("en-US")} | ${r.tables.toLocaleString("en-US")} | ${r.reports.toLocaleString("en-US")}${r.finished ? " (to the end)" : ""} | ${fmt(quantile(t, 0.5))} / ${fmt(quantile(t, 0.99))} | ${ratio} | ${fmt(quantile(c, 0.5))} / ${fmt(quantile(c, 0.99))} | ${fmt(quantile(v, 0.5))} / ${fmt(quantile(v, 0.99))} | ${r.rowsPerReport.toFixed(2)} | ${kib(r.largestRow)} | ${r.startRows.toLocaleString("en-US")}, ${fmt(r.startSaveMs)} ms | ${fmt(r.wakeMs)} ms | ${kib(r.singleValueBytes)}, ${fmt(r.singleValueMs)} ms |`,
  );
}
