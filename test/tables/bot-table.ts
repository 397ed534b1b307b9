/**
 * Drives the table machine (src/tables/machine.ts, the code the table object runs) with house bots and no
 * pauses, the way the object's alarm would: do what is due, deal the next hand from a fresh committed
 * shuffle, repeat. A busted bot's seat is taken by a new bot, so the table never stops. Used by the soak
 * test and by the table benchmark (bench/table.bench.ts).
 */
import type { Game } from "../../src/engine/holdem/types.ts";
import type { FinishedHand, TableSettings } from "../../src/tables/api.ts";
import {
  beginHand,
  dueHand,
  expire,
  initialState,
  newOutput,
  type Output,
  type Pacing,
  replay,
  type TableState,
  takeSeat,
} from "../../src/tables/machine.ts";
import { newShuffle } from "../../src/tables/shuffle.ts";

export interface BotTableRun {
  state: TableState;
  finished: FinishedHand[];
  events: number;
  /** Chips brought to the table by every seat taken, and taken away by every seat closed. */
  seatedTotal: number;
  leftTotal: number;
  /** Seats taken over the run (the first seats and every replacement for a busted one). */
  seatsTaken: number;
  /** Chip conservation checked after every step (throws on the first violation). */
  checks: number;
}

const PACING: Pacing = { nextHandMs: 0, botThinkMs: 0 };

function botTableSettings(tableId: string, tableSize = 6, game: Game = "nlhe"): TableSettings {
  return {
    tableId,
    ringGameId: "rg_soak",
    name: "Soak",
    organizationId: "org_soak",
    environment: "test",
    projectId: null,
    tableSize,
    smallBlind: 5,
    bigBlind: 10,
    ante: null,
    buyIn: { min: 200, max: 2000 },
    clock: { actionSeconds: 20, timeBankSeconds: 30 },
    spectators: { mode: "live", delaySeconds: 0 },
    trustMode: "bot_only",
    game,
  };
}

/** Chips on the table now: every seat's chips behind plus what the hand in progress has in its pots. */
function chipsOnTable(state: TableState): number {
  if (!state.hand) return state.seats.reduce((sum, s) => sum + s.stack, 0);
  const hs = replay(state.hand);
  const dealt = new Set(state.hand.dealt);
  const behind = hs.seats.reduce((sum, s) => sum + s.stack + s.contributed, 0);
  return behind + state.seats.filter((s) => !dealt.has(s.seatNumber)).reduce((sum, s) => sum + s.stack, 0);
}

export async function playBotTable(
  hands: number,
  options: { tableId?: string; tableSize?: number; game?: Game; onOutput?: (out: Output) => void } = {},
): Promise<BotTableRun> {
  const settings = botTableSettings(options.tableId ?? "tbl_0SOAK00000000000000000000", options.tableSize ?? 6, options.game);
  const state = initialState(settings);
  const run: BotTableRun = { state, finished: [], events: 0, seatedTotal: 0, leftTotal: 0, seatsTaken: 0, checks: 0 };
  let now = Date.UTC(2026, 10, 25);
  let bots = 0;
  const fill = (out: Output) => {
    for (let n = 1; n <= settings.tableSize; n++) {
      if (state.seats.some((s) => s.seatNumber === n)) continue;
      bots += 1;
      // Stacks vary so that side pots and short all-ins happen.
      const stack = 200 + ((bots * 7919) % 1801);
      const seat = takeSeat(
        state,
        { playerRef: `bot-${bots}`, displayName: `Bot ${bots}`, participant: "bot", stack, seatNumber: n },
        `sit_${bots}`,
        now,
        PACING,
        out,
      );
      if ("ok" in seat) throw new Error(seat.message);
      run.seatedTotal += stack;
      run.seatsTaken += 1;
    }
  };
  const account = (out: Output) => {
    run.events += out.events.length;
    run.finished.push(...out.finished);
    for (const c of out.closures) run.leftTotal += c.finalStack;
    options.onOutput?.(out);
    const onTable = chipsOnTable(state);
    if (onTable !== run.seatedTotal - run.leftTotal) {
      throw new Error(`chips not conserved after hand ${state.handNumber}: ${onTable} on the table, ${run.seatedTotal - run.leftTotal} expected`);
    }
    run.checks += 1;
  };
  while (run.finished.length < hands) {
    now += 1;
    const out = newOutput();
    fill(out);
    expire(state, now, PACING, out);
    const due = dueHand(state, now);
    if (due) {
      beginHand(state, due, await newShuffle(due.clientSeed, due.nonce), now, PACING, out);
      account(out);
      const rest = newOutput();
      expire(state, now, PACING, rest);
      account(rest);
    } else {
      account(out);
    }
  }
  return run;
}
