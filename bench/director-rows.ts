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
 * single-threaded but for V8's garbage collector helpers, so it is this report's CPU, SQLite included),
 * the same split into the core and the save, wall time on this thread (the CPU above includes V8's
 * helper threads, which collect garbage alongside, more of it in a larger heap), rows written per report, the largest row a report writes
 * and the largest of all (the start's queued event), the start's save (every row) and a wake (every row
 * read back). For comparison, the single value the object stored before rows: its size at the start and
 * the time to serialize and write it once (as every report did), over 20 reports.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { deserialize, serialize } from "node:v8";
import { DirectorRows, type RowStorage, STORED_ROWS } from "../src/tournaments/director-rows.ts";
import { numberArg } from "./args.ts";
import { type SimState, Simulation, startState, TABLE_SIZE } from "./director-sim.ts";

const REPORTS = numberArg("--reports", 20_000);
const sizesArg = process.argv.indexOf("--sizes");
const SIZES = sizesArg >= 0 ? process.argv[sizesArg + 1]!.split(",").map(Number) : [1_000, 10_000, 100_000];
/** `--memory`: rows in a Map instead of SQLite (the diff's own cost, without serializing and writing). */
const MEMORY = process.argv.includes("--memory");
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
  wall: number[];
  core: number[];
  save: number[];
  rowsPerReport: number;
  largestRow: number;
  largestReportRow: number;
  startSaveMs: number;
  startRows: number;
  wakeMs: number;
  singleValueBytes: number;
  singleValueMs: number;
}

function run(entrants: number): Result {
  const dir = mkdtempSync(join(tmpdir(), "director-rows-"));
  const storage = MEMORY ? new MemoryRows() : new SqliteRows(join(dir, "do.sqlite"));
  const rows = new DirectorRows<SimState>(storage, STORED_ROWS, { transaction: storage.transaction, measure: true });
  let state = startState(entrants, Date.now());
  const t0 = performance.now();
  rows.save(state);
  const startSaveMs = performance.now() - t0;
  const startRows = rows.written;
  const startLargest = rows.largestRow;
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

  // From here: the largest row a report writes.
  rows.largestRow = 0;
  const sim = new Simulation(state);
  const total: number[] = [];
  const wallMs: number[] = [];
  const coreMs: number[] = [];
  const saveMs: number[] = [];
  const writtenBefore = rows.written;
  for (let r = sim.nextReport(); r && total.length < REPORTS; r = total.length < REPORTS ? sim.nextReport() : null) {
    const w0 = performance.now();
    const c0 = cpuMs();
    const result = sim.decide(r);
    const c1 = cpuMs();
    sim.store(rows, r, result, Date.now());
    const c2 = cpuMs();
    wallMs.push(performance.now() - w0);
    coreMs.push(c1 - c0);
    saveMs.push(c2 - c1);
    total.push(c2 - c0);
  }
  state = sim.state;
  const rowsPerReport = (rows.written - writtenBefore) / total.length;

  // A wake: a fresh object reads every row back.
  const w0 = performance.now();
  const woken = new DirectorRows<SimState>(storage, STORED_ROWS).get()!;
  const wakeMs = performance.now() - w0;
  if (woken.core.remaining !== state.core.remaining || woken.core.tables.length !== state.core.tables.length)
    throw new Error("the rows did not load back");
  storage.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    entrants,
    tables: Math.ceil(entrants / TABLE_SIZE),
    reports: total.length,
    finished: state.core.remaining === 0,
    total,
    wall: wallMs,
    core: coreMs,
    save: saveMs,
    rowsPerReport,
    largestRow: startLargest,
    largestReportRow: rows.largestRow,
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
  "| entrants | tables | reports | CPU per report p50 / p99 (ms) | p50 vs 1,000 | wall (this thread) p50 / p99 | core p50 / p99 | save p50 / p99 | rows written per report | largest row a report writes | largest row (the start's) | start: rows, save | wake (read all rows) | one value before rows: size, one write |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const t = [...r.total].sort((a, b) => a - b);
  const c = [...r.core].sort((a, b) => a - b);
  const w = [...r.wall].sort((a, b) => a - b);
  const v = [...r.save].sort((a, b) => a - b);
  const ratio = base
    ? `${(
        quantile(t, 0.5) /
          quantile(
            [...base.total].sort((a, b) => a - b),
            0.5,
          )
      ).toFixed(2)}x`
    : "";
  console.log(
    `| ${r.entrants.toLocaleString("en-US")} | ${r.tables.toLocaleString("en-US")} | ${r.reports.toLocaleString("en-US")}${r.finished ? " (to the end)" : ""} | ${fmt(quantile(t, 0.5))} / ${fmt(quantile(t, 0.99))} | ${ratio} | ${fmt(quantile(w, 0.5))} / ${fmt(quantile(w, 0.99))} | ${fmt(quantile(c, 0.5))} / ${fmt(quantile(c, 0.99))} | ${fmt(quantile(v, 0.5))} / ${fmt(quantile(v, 0.99))} | ${r.rowsPerReport.toFixed(2)} | ${kib(r.largestReportRow)} | ${kib(r.largestRow)} | ${r.startRows.toLocaleString("en-US")}, ${fmt(r.startSaveMs)} ms | ${fmt(r.wakeMs)} ms | ${kib(r.singleValueBytes)}, ${fmt(r.singleValueMs)} ms |`,
  );
}
