/**
 * The tournament director's core (issue 21, Speed): a whole tournament of 10,000 and of 100,000 entrants
 * simulated through src/engine/tournament/director.ts alone (no objects, no sockets), 9-max, 15 % paid.
 * Tables report hands in a seeded random order with random busts until one entry is left, and every
 * directive is carried out the way the table objects do (a `move_out` table hands its movers to the
 * director's `seat` directives at once; a waiting table waits for the director).
 *
 * Reported per field size:
 * - the seat draw (`drawTables`) and the start-up fan-out it implies: tables to open, in waves of the 6
 *   outbound connections a Worker invocation holds (director-object.ts FAN_OUT);
 * - hand-end reports handled, their CPU time (median and p99 of single reports, and the total), so the
 *   reports per second one director object could take if the core were its only cost;
 * - players moved per bust (balancing and breaking), and the tables broken;
 * - the director's whole state after each report (its JSON size at the start, the largest). The object
 *   keeps it as rows and writes only what a report changes (bench/director-rows.ts measures that).
 * One run per size (a 100,000-entrant tournament is ~1 M reports); timings from performance.now().
 */
import { drawTables, report } from "../src/engine/tournament/director.ts";
import type { DirectorState, HandReport } from "../src/engine/tournament/types.ts";
import { record } from "./harness.ts";

/** director-object.ts's FAN_OUT (not exported): tables opened at a time. */
const FAN_OUT = 6;
const TABLE_SIZE = 9;

/** A small seeded generator (the simulation's choices only; the director core has no randomness). */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

interface Run {
  drawMs: number;
  tables: number;
  reports: number;
  reportMs: number[];
  busts: number;
  moves: number;
  breaks: number;
  startBytes: number;
  maxBytes: number;
  finished: boolean;
}

/** Plays until one entry is left, or `maxReports` reports (then `finished` is false). */
function simulate(entrants: number, seed: number, maxReports: number): Run {
  const random = lcg(seed);
  const placesPaid = Math.max(1, Math.floor(entrants * 0.15));
  const entries = Array.from({ length: entrants }, (_, i) => ({ entryId: `ent_${String(i).padStart(26, "0")}`, chips: 10_000 }));
  const t0 = performance.now();
  let state: DirectorState = drawTables({ tableSize: TABLE_SIZE, placesPaid }, entries, (k) => `tbl_${String(k).padStart(26, "0")}`);
  const drawMs = performance.now() - t0;
  const startBytes = JSON.stringify(state).length;
  let maxBytes = startBytes;
  const hands = new Map<string, number>();
  const reportMs: number[] = [];
  let busts = 0;
  let moves = 0;
  let breaks = 0;
  while (state.remaining > 0 && reportMs.length < maxReports) {
    // A random table that can play (probing on from a random start: the field's scan is not the core's cost).
    const tables = state.tables;
    const start = Math.floor(random() * tables.length);
    let table = tables[start]!;
    for (let k = 1; k <= tables.length && (table.seats.length < 2 || table.waiting); k++) table = tables[(start + k) % tables.length]!;
    if (table.seats.length < 2 || table.waiting) throw new Error("director stalled: no table can play");
    const handNumber = (hands.get(table.tableId) ?? 0) + 1;
    hands.set(table.tableId, handNumber);
    // About one bust every seven hands at a 9-max table (a 9-handed hand busts 0-2 players).
    let busting = table.seats.slice(0, table.seats.length - 1).filter(() => random() < 0.015);
    if (!state.handForHand && state.remaining <= placesPaid + 5 && busting.length > 1) busting = busting.slice(0, 1);
    if (busting.length >= state.remaining) busting = [];
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
    const t1 = performance.now();
    const result = report(state, r);
    reportMs.push(performance.now() - t1);
    state = result.state;
    busts += busting.length;
    for (const d of Object.values(result.directives)) {
      // Every player moved (balancing or a broken table) is seated by a `seat` directive.
      if (d.kind === "seat") moves += d.seats.length;
      if (d.kind === "break") breaks += 1;
    }
    if (reportMs.length % 5000 === 0) maxBytes = Math.max(maxBytes, JSON.stringify(state).length);
  }
  const finished = state.remaining === 0;
  return {
    drawMs,
    tables: Math.ceil(entrants / TABLE_SIZE),
    reports: reportMs.length,
    reportMs,
    busts,
    moves,
    breaks,
    startBytes,
    maxBytes,
    finished,
  };
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * 1,000 entrants play to the end; 10,000 their first 20,000 reports and 100,000 their first 2,000 (a whole
 * run of the larger fields is too long for a bench): the per-report time of the first reports (the largest
 * field, the dearest) is the number to read.
 */
for (const [entrants, maxReports] of [
  [1_000, Number.POSITIVE_INFINITY],
  [10_000, 20_000],
  [100_000, 2_000],
] as const) {
  const run = simulate(entrants, 0x9e3779b9, maxReports);
  const sorted = [...run.reportMs].sort((a, b) => a - b);
  const totalMs = run.reportMs.reduce((a, b) => a + b, 0);
  const median = quantile(sorted, 0.5);
  const kib = (b: number) => `${Math.round(b / 1024)} KiB`;
  record({
    suite: "director",
    name: `${entrants.toLocaleString("en-US")} entrants, 9-max: one hand-end report`,
    medianMs: median,
    opsPerSec: 1000 / median,
    note:
      `${run.reports.toLocaleString("en-US")} reports ${run.finished ? "until one entry was left" : "(the first ones only)"}, ${Math.round(totalMs).toLocaleString("en-US")} ms in all ` +
      `(${Math.round((run.reports / totalMs) * 1000).toLocaleString("en-US")} reports/s), p99 ${quantile(sorted, 0.99).toFixed(3)} ms; ` +
      `${(run.moves / run.busts).toFixed(2)} players moved per bust, ${run.breaks.toLocaleString("en-US")} tables broken; ` +
      `stored state ${kib(run.startBytes)} at the start (JSON), at most ${kib(run.maxBytes)}`,
  });
  record({
    suite: "director",
    name: `${entrants.toLocaleString("en-US")} entrants: seat draw and start-up fan-out`,
    medianMs: run.drawMs,
    opsPerSec: 1000 / run.drawMs,
    note: `${run.tables.toLocaleString("en-US")} tables, opened in ${Math.ceil(run.tables / FAN_OUT).toLocaleString("en-US")} waves of ${FAN_OUT} (one pass; the time is the draw only)`,
  });
}
