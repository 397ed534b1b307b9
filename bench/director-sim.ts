/**
 * The tournament the director benches play (bench/director-rows.ts in Node, bench/director-rows-worker.ts
 * in workerd): a field drawn at 9-max with 15 % paid, the state the director object keeps for it (every
 * entry's name, the draw's order, the prizes per place, heardAt per table, the `tournament.started` event
 * queued), and hands reported by random tables that can play, with random busts (about one every seven
 * hands at a 9-handed table), seeded. `store` does what the object does with a report besides the core:
 * the other tables' directives to its outbox (delivered at once here: emptied by the next report), the
 * reporting table's heardAt changed in place, one save of the rows (told the tables the core changed).
 */
import { changedTables, drawTables, report } from "../src/engine/tournament/director.ts";
import type { DirectorState, HandReport, ReportResult } from "../src/engine/tournament/types.ts";
import type { DirectorRows } from "../src/tournaments/director-rows.ts";

export const TABLE_SIZE = 9;

export interface SimState {
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

/** A small seeded generator (the simulation's choices only; the director core has no randomness). */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

export function startState(entrants: number, now: number): SimState {
  const placesPaid = Math.max(1, Math.floor(entrants * 0.15));
  const ids = Array.from({ length: entrants }, (_, i) => `ent_01${String(i).padStart(24, "0")}`);
  const core = drawTables(
    { tableSize: TABLE_SIZE, placesPaid },
    ids.map((entryId) => ({ entryId, chips: 10_000 })),
    (k) => `tbl_01${String(k).padStart(20, "0")}t${k + 1}`,
  );
  core.lateOpen = false;
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

export class Simulation {
  private readonly random = lcg(0x9e3779b9);
  private readonly hands = new Map<string, number>();
  state: SimState;

  constructor(state: SimState) {
    this.state = state;
  }

  /** The next hand's report, from a random table that can play; null once the tournament is over. */
  nextReport(): HandReport | null {
    const { core } = this.state;
    if (core.remaining === 0) return null;
    const tables = core.tables;
    const start = Math.floor(this.random() * tables.length);
    let table = tables[start]!;
    for (let k = 1; k <= tables.length && (table.seats.length < 2 || table.waiting); k++) table = tables[(start + k) % tables.length]!;
    if (table.seats.length < 2 || table.waiting) throw new Error("director stalled: no table can play");
    const handNumber = (this.hands.get(table.tableId) ?? 0) + 1;
    this.hands.set(table.tableId, handNumber);
    let busting = table.seats.slice(0, table.seats.length - 1).filter(() => this.random() < 0.015);
    if (!core.handForHand && core.remaining <= core.rules.placesPaid + 5 && busting.length > 1) busting = busting.slice(0, 1);
    const out = new Set(busting.map((s) => s.entryId));
    const seats = table.seats.map((s) => s.seatNumber);
    return {
      tableId: table.tableId,
      handNumber,
      seats: table.seats.map((s) => ({ ...s, chips: out.has(s.entryId) ? 0 : s.chips + 10 })),
      startingChips: Object.fromEntries(busting.map((s) => [s.entryId, s.chips])),
      bigBlind: seats[handNumber % seats.length]!,
      button: seats[(handNumber + seats.length - 2) % seats.length]!,
    };
  }

  /** The director core's answer. */
  decide(r: HandReport): ReportResult {
    return report(this.state.core, r);
  }

  /** The object's part: the outbox, heardAt, one save. */
  store(rows: DirectorRows<SimState>, r: HandReport, result: ReportResult, now: number): void {
    const outbox = Object.entries(result.directives)
      .filter(([id]) => id !== r.tableId)
      .map(([tableId, directive]) => ({ tableId, forHand: r.handNumber, directive }));
    const next: SimState = { ...this.state, core: result.state, outbox };
    next.heardAt[r.tableId] = now;
    const tables = changedTables(this.state.core, result.state);
    rows.save(next, { ha: [r.tableId], ...(tables ? { t: tables } : {}) });
    this.state = next;
  }
}
