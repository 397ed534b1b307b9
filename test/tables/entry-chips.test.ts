/**
 * A tournament table taking rebuy and add-on chips (machine.ts `addEntryChips`, `addAnsweredChips`), as the
 * table object runs it: during a hand the chips wait for its end and are in the stacks the report gives the
 * director (with their ids); while the report waits for its answer the table says `busy` and takes them with
 * the answer; between hands they are added at once; each id is taken once, whichever way it comes again.
 */
import { describe, expect, it } from "vitest";
import type { TableSettings } from "../../src/tables/api.ts";
import {
  addAnsweredChips,
  addEntryChips,
  applyDirective,
  beginHand,
  dueHand,
  expire,
  initialState,
  newOutput,
  type Pacing,
  seatEntries,
  type TableState,
} from "../../src/tables/machine.ts";
import { newShuffle } from "../../src/tables/shuffle.ts";

const PACING: Pacing = { nextHandMs: 0, botThinkMs: 0 };
/**
 * Humans who never act: each turn runs out its clock and checks or folds, so nobody busts and every stack
 * below is known (house bots would play the dealt cards, and an all-in could bust an entry the test needs).
 */
const ACTION_MS = 21_000;
const SETTINGS: TableSettings = {
  tableId: "tbl_chips",
  ringGameId: "",
  name: "Chips",
  organizationId: "org_chips",
  environment: "test",
  projectId: null,
  tableSize: 6,
  smallBlind: 5,
  bigBlind: 10,
  ante: null,
  buyIn: { min: 1, max: Number.MAX_SAFE_INTEGER },
  clock: { actionSeconds: 20, timeBankSeconds: 30 },
  spectators: { mode: "live", delaySeconds: 0 },
  trustMode: "bot_only",
  tournamentId: "trn_chips",
};

const stackOf = (state: TableState, entryId: string) => state.seats.find((s) => s.playerRef === entryId)?.stack ?? 0;
const total = (state: TableState) => state.seats.reduce((sum, s) => sum + s.stack, 0);

describe("rebuy and add-on chips at a tournament table", () => {
  it("pending during a hand and in its report, busy while the report waits, at once between hands, each id once", async () => {
    let now = Date.UTC(2026, 10, 29);
    const state = initialState(SETTINGS);
    const out = newOutput();
    seatEntries(
      state,
      ["e1", "e2", "e3"].map((entryId, i) => ({ entryId, displayName: entryId, participant: "human" as const, chips: 1000, seatNumber: i + 1 })),
      now,
      PACING,
      out,
    );
    expect(addEntryChips(state, { id: "x", entryId: "nobody", amount: 500 }, out)).toBe("absent");

    // Hand 1 is dealt: e1's rebuy waits for its end; asked again, nothing more.
    now += 1000;
    const due = dueHand(state, now)!;
    beginHand(state, due, await newShuffle(due.clientSeed, due.nonce), now, PACING, out);
    expect(addEntryChips(state, { id: "p1", entryId: "e1", amount: 500 }, out)).toBe("pending");
    expect(addEntryChips(state, { id: "p1", entryId: "e1", amount: 500 }, out)).toBe("pending");
    for (let i = 0; i < 500 && state.hand; i++) {
      now += ACTION_MS;
      expire(state, now, PACING, out);
    }
    expect(state.hand).toBeNull();
    // The report: every chip at the table, the rebuy's included, and its id.
    const report = out.reports.at(-1)!;
    expect(report.chipsAdded).toEqual(["p1"]);
    expect(report.seats.reduce((sum, s) => sum + s.chips, 0)).toBe(3000 + 500);
    expect(total(state)).toBe(3500);
    for (const s of report.seats) expect(s.chips).toBe(stackOf(state, s.entryId));

    // Waiting for the answer: busy. The answer brings the chips; the same id later adds nothing.
    expect(state.awaitingDirector).toBe(1);
    expect(addEntryChips(state, { id: "p2", entryId: "e2", amount: 700 }, out)).toBe("busy");
    const e2 = stackOf(state, "e2");
    applyDirective(state, 1, { kind: "continue" }, now, PACING, out);
    addAnsweredChips(state, [{ id: "p2", entryId: "e2", amount: 700 }], out);
    addAnsweredChips(state, [{ id: "p2", entryId: "e2", amount: 700 }], out);
    expect(stackOf(state, "e2")).toBe(e2 + 700);
    expect(addEntryChips(state, { id: "p2", entryId: "e2", amount: 700 }, out)).toBe("applied");
    expect(total(state)).toBe(4200);

    // Between hands: at once, and listed in the next report.
    const e3 = stackOf(state, "e3");
    expect(addEntryChips(state, { id: "p3", entryId: "e3", amount: 300 }, out)).toBe("applied");
    expect(stackOf(state, "e3")).toBe(e3 + 300);
    expect(addEntryChips(state, { id: "p3", entryId: "e3", amount: 300 }, out)).toBe("applied");
    expect(total(state)).toBe(4500);
    now += 1000;
    const next = dueHand(state, now)!;
    beginHand(state, next, await newShuffle(next.clientSeed, next.nonce), now, PACING, out);
    for (let i = 0; i < 500 && state.hand; i++) {
      now += ACTION_MS;
      expire(state, now, PACING, out);
    }
    const second = out.reports.at(-1)!;
    expect(second.handNumber).toBe(2);
    expect(second.chipsAdded).toEqual(["p3"]);
    expect(second.seats.reduce((sum, s) => sum + s.chips, 0)).toBe(4500);
  });

  it("a seat whose chips hold purchases (a re-entry, a rescued bust, a move) takes a late delivery of them as done", () => {
    const state = initialState(SETTINGS);
    const out = newOutput();
    const now = Date.UTC(2026, 10, 29);
    const seat = (entryId: string, seatNumber: number, chips: number, chipIds?: string[]) => ({
      entryId,
      displayName: entryId,
      participant: "human" as const,
      chips,
      seatNumber,
      ...(chipIds ? { chipIds } : {}),
    });
    seatEntries(state, [seat("e1", 1, 1000), seat("e2", 2, 20_000, ["r1"]), seat("e3", 3, 50_000, ["r2", "a1"])], now, PACING, out);
    // Delivered after the seat that already holds them: nothing more.
    expect(addEntryChips(state, { id: "r1", entryId: "e2", amount: 20_000 }, out)).toBe("applied");
    expect(addEntryChips(state, { id: "a1", entryId: "e3", amount: 30_000 }, out)).toBe("applied");
    expect([stackOf(state, "e2"), stackOf(state, "e3")]).toEqual([20_000, 50_000]);
    // A purchase the seat does not name is added once.
    expect(addEntryChips(state, { id: "a2", entryId: "e2", amount: 30_000 }, out)).toBe("applied");
    expect(addEntryChips(state, { id: "a2", entryId: "e2", amount: 30_000 }, out)).toBe("applied");
    expect(stackOf(state, "e2")).toBe(50_000);
    expect(total(state)).toBe(1000 + 50_000 + 50_000);
  });
});
