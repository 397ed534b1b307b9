/**
 * Tournament moves and seatings, through the table machine (the code the table object runs) and the
 * projection every socket and resume goes through: an entry moved into a seat number that earlier
 * players held starts a new seating there, and sees none of their private events, from any `since`.
 */
import { describe, expect, it } from "vitest";
import type { EntrySeat, TableSettings } from "../../src/tables/api.ts";
import { type EventFrame, project, type Role, type StoredEvent } from "../../src/tables/events.ts";
import {
  applyDirective,
  beginHand,
  dueHand,
  expire,
  findSeat,
  initialState,
  newOutput,
  type Pacing,
  seatEntries,
  type TableState,
} from "../../src/tables/machine.ts";
import { newShuffle } from "../../src/tables/shuffle.ts";

const PACING: Pacing = { nextHandMs: 0, botThinkMs: 0 };

function tournamentTable(tableId: string): TableSettings {
  return {
    tableId,
    ringGameId: "",
    name: tableId,
    organizationId: "org_moves",
    environment: "test",
    projectId: null,
    tableSize: 6,
    smallBlind: 5,
    bigBlind: 10,
    ante: null,
    buyIn: { min: 1, max: 1_000_000 },
    clock: { actionSeconds: 20, timeBankSeconds: 30 },
    spectators: { mode: "live", delaySeconds: 0 },
    trustMode: "bot_only",
    tournamentId: "trn_moves",
  };
}

/** One table's log: every event it emitted, with consecutive seq numbers, as the object stores them. */
class Table {
  readonly state: TableState;
  readonly log: StoredEvent[] = [];
  now = Date.UTC(2026, 10, 29);
  constructor(tableId: string) {
    this.state = initialState(tournamentTable(tableId));
  }
  private keep(out: ReturnType<typeof newOutput>): void {
    for (const e of out.events) this.log.push({ seq: this.log.length + 1, at: this.now, visibleTo: e.visibleTo, body: e.body });
  }
  directive(directive: Parameters<typeof applyDirective>[2]): void {
    const out = newOutput();
    applyDirective(this.state, this.state.handNumber, directive, this.now, PACING, out);
    this.keep(out);
  }
  /** The director seats entries here (the draw, a move in). */
  seat(seats: EntrySeat[]): void {
    const out = newOutput();
    seatEntries(this.state, seats, this.now, PACING, out);
    this.keep(out);
  }
  /** Deals and plays one hand to its end (house bots, no pauses); the director said continue to the last report. */
  async playHand(): Promise<void> {
    if (this.state.awaitingDirector) this.directive({ kind: "continue" });
    this.now += 1000;
    const out = newOutput();
    const due = dueHand(this.state, this.now);
    if (!due) throw new Error(`${this.state.settings.tableId}: no hand due`);
    beginHand(this.state, due, await newShuffle(due.clientSeed, due.nonce), this.now, PACING, out);
    for (let i = 0; i < 500 && this.state.hand; i++) {
      this.now += 1;
      expire(this.state, this.now, PACING, out);
    }
    this.keep(out);
    expect(this.state.hand).toBeNull();
  }
  roleOf(entryId: string): Role {
    const seat = this.state.seats.find((s) => s.playerRef === entryId)!;
    return { kind: "seat", seatNumber: seat.seatNumber, seatingId: seat.seatingId };
  }
  /** What a socket of `role` receives resuming from `since`: the same projection the object sends. */
  frames(role: Role, since = 0): EventFrame[] {
    return this.log.filter((e) => e.seq > since).map((e) => project(e, role));
  }
}

const entry = (entryId: string, seatNumber: number): EntrySeat => ({ entryId, displayName: entryId, participant: "bot", chips: 5000, seatNumber });

describe("tournament moves start new seatings", () => {
  it("an entry moved into a seat number earlier entries held sees none of their cards or options, from any since", async () => {
    const table = new Table("tbl_moves_b");
    table.seat([entry("west", 3), entry("north", 1), entry("east", 5), entry("nw", 2), entry("ne", 4)]);
    const west = table.roleOf("west");
    await table.playHand();
    await table.playHand();
    // West is moved away (balancing), unless the cards busted West already; South is moved in, to the same seat number.
    if (findSeat(table.state, 3)) table.directive({ kind: "move_out", entryIds: ["west"] });
    else table.directive({ kind: "continue" });
    expect(findSeat(table.state, 3)).toBeUndefined();
    const southFirstHand = table.state.handNumber + 1;
    table.seat([entry("south", 3)]);
    const south = table.roleOf("south");
    expect(south.kind === "seat" && west.kind === "seat" && south.seatingId !== west.seatingId).toBe(true);
    await table.playHand();

    const westSeating = (west as { seatingId: string }).seatingId;
    expect(table.log.some((e) => e.body.type === "hole_cards" && e.visibleTo === westSeating)).toBe(true);
    for (let since = 0; since <= table.log.length; since += 7) {
      const frames = table.frames(south, since);
      const own = frames.filter((f) => f.type === "hole_cards" || f.type === "legal_actions");
      // Only South's own hands reach South, never one of West's.
      for (const f of own) expect((f as { hand: number }).hand).toBeGreaterThanOrEqual(southFirstHand);
    }
    expect(table.frames(south).filter((f) => f.type === "hole_cards")).toHaveLength(1);
    // West's own stream had its cards, and a spectator has none of anybody's.
    expect(table.frames(west).filter((f) => f.type === "hole_cards").length).toBeGreaterThan(0);
    expect(table.frames({ kind: "spectator" }).filter((f) => f.type === "hole_cards")).toHaveLength(0);
  });

  it("an entry moved back to a table it left starts a new seating there", async () => {
    const table = new Table("tbl_moves_a");
    table.seat([entry("ann", 2), entry("bo", 4), entry("di", 5)]);
    const first = table.roleOf("ann");
    await table.playHand();
    // Ann is moved away (or the cards busted her: her seating ended either way).
    if (findSeat(table.state, 2)) table.directive({ kind: "move_out", entryIds: ["ann"] });
    expect(findSeat(table.state, 2)).toBeUndefined();
    table.seat([entry("ann", 2)]);
    const second = table.roleOf("ann");
    expect(second.kind === "seat" && first.kind === "seat" && second.seatingId !== first.seatingId).toBe(true);
  });
});
