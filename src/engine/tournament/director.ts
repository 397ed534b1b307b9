/**
 * The tournament director's decisions, pure (types.ts has the shapes). Each table reports after every
 * hand; `report` updates where everyone sits and who has busted, and answers what each table does next.
 *
 * Rules (CONTRACT 11, after the TDA):
 * - Balance: tables may differ by at most 1 player with two tables and 2 with more. When the reporting
 *   table is over that, the player due the big blind next moves to the shortest table, into the seat that
 *   takes the big blind soonest there (the first empty seat clockwise after its last big blind), which is
 *   never the small blind. Only the reporting table gives players away: it is between hands, so nobody
 *   leaves a hand in progress.
 *   A player moved or seated late is not moved on before that table has dealt it in (DirectorSeat.arriving):
 *   its seat may not have reached the table yet.
 * - Break: the table with the fewest players breaks as soon as the others can hold its players (when it
 *   next reports); its players go one by one to the shortest tables.
 * - Places: busts are placed when they happen. Several busts in one hand are ordered by the chips they
 *   started the hand with (more finishes higher); equal starting chips tie. From the money bubble (one
 *   more entry left than places paid) the tables play hand-for-hand: each waits for the others, and every
 *   bust of one round ties, whatever the stacks. The last entry left is 1st.
 * - Reports are idempotent: a table's report for a hand already seen is answered with the same directive.
 * - Late registration: a late entry sits at the shortest table (a new table when every table is full; the
 *   others balance into it at their hand ends). While it is open the field's size is unknown, so busts are
 *   held and placed when it closes (the earliest busts lowest; in one hand, by starting chips), and
 *   hand-for-hand waits for it to close (the bubble depends on the final field).
 */
import type { Directive, DirectorRules, DirectorSeat, DirectorState, DirectorTable, HandReport, Placement, ReportResult } from "./types.ts";

/**
 * The fewest entries a tournament starts with: the ones POST /complete would accept (at least 2 and the
 * preset's minPlayers) and, with a prize pool, the fewest its payout structure pays. With fewer, the
 * director cancels it at its start (shortFieldReason) instead of running a field it could not complete.
 */
export function fewestToStart(rules: { presetMinPlayers: number; payoutMinPlayers: number; prizePool: number }): number {
  return Math.max(2, rules.presetMinPlayers, rules.prizePool > 0 ? rules.payoutMinPlayers : 0);
}

/**
 * A field too short to start: the fewest it needs and the `cancellationReason` the tournament is cancelled
 * with; null when `registered` entries are enough.
 */
export function shortField(
  registered: number,
  rules: { presetKey: string; presetMinPlayers: number; payoutMinPlayers: number; prizePool: number },
): { fewest: number; reason: string } | null {
  const fewest = fewestToStart(rules);
  if (registered >= fewest) return null;
  const pool = rules.prizePool > 0 && fewest === rules.payoutMinPlayers ? " (the fewest its payout structure pays)" : "";
  const were = registered === 1 ? "was" : "were";
  return {
    fewest,
    reason: `Cancelled at its start: a tournament of preset ${rules.presetKey} needs at least ${fewest} entries${pool}; ${registered} ${were} registered.`,
  };
}

/** Tables from a seat draw: `entryIds` in drawn order go round the tables, so sizes are within one. */
export function drawTables(
  rules: DirectorRules,
  entries: ReadonlyArray<{ entryId: string; chips: number }>,
  tableId: (k: number) => string,
): DirectorState {
  const count = Math.max(1, Math.ceil(entries.length / rules.tableSize));
  const tables: DirectorTable[] = Array.from({ length: count }, (_, k) => ({
    tableId: tableId(k),
    seats: [],
    lastBigBlind: null,
    lastButton: null,
    waiting: false,
    handsReported: 0,
  }));
  entries.forEach((e, i) => {
    const table = tables[i % count]!;
    table.seats.push({ entryId: e.entryId, seatNumber: Math.floor(i / count) + 1, chips: e.chips });
  });
  return {
    rules,
    tables,
    remaining: entries.length,
    placements: [],
    handForHand: false,
    roundBusts: [],
    roundReported: [],
  };
}

/** The balancing tolerance of CONTRACT 11. */
export function tolerance(tableCount: number): number {
  return tableCount <= 2 ? 1 : 2;
}

/** Seat numbers clockwise after `from` (wrapping), `from` itself last. */
function clockwiseFrom(tableSize: number, from: number | null): number[] {
  const start = from ?? tableSize;
  return Array.from({ length: tableSize }, (_, i) => ((start + i) % tableSize) + 1);
}

/** The player due the big blind next: the first occupied seat clockwise after the last big blind. */
export function dueBigBlind(rules: DirectorRules, table: DirectorTable): DirectorSeat | undefined {
  for (const n of clockwiseFrom(rules.tableSize, table.lastBigBlind)) {
    const seat = table.seats.find((s) => s.seatNumber === n);
    if (seat) return seat;
  }
  return undefined;
}

/** The empty seat that takes the big blind soonest: the first empty seat clockwise after the last big blind. */
function soonestBigBlindSeat(rules: DirectorRules, table: DirectorTable, taken: ReadonlySet<number> = new Set()): number | undefined {
  return clockwiseFrom(rules.tableSize, table.lastBigBlind).find((n) => !taken.has(n) && !table.seats.some((s) => s.seatNumber === n));
}

/**
 * The tables a state may change in place: the copies made for it (`own`) and the tables it opened. Every
 * other table object is shared with the state it was copied from, so a report costs what it changes, not
 * the field (and whoever stores the state finds the tables a report changed: the objects that are new).
 */
const drafts = new WeakMap<DirectorState, Draft>();

/**
 * A state being changed: the tables it owns (each with its player count when copied; -1: opened by it),
 * the seat counts of the state it was copied from, and which state that was (its serial: no reference, so
 * a chain of states is not kept alive).
 */
interface Draft {
  owned: Map<DirectorTable, number>;
  base: readonly number[];
  from: number;
}

/** A number for each state asked about (changedTables), to know a draft's origin without holding on to it. */
const serials = new WeakMap<DirectorState, number>();
let nextSerial = 0;
function serialOf(state: DirectorState): number {
  let serial = serials.get(state);
  if (serial === undefined) {
    serial = nextSerial++;
    serials.set(state, serial);
  }
  return serial;
}

/**
 * The positions in `state.tables` of the tables `state` changed or opened, when `state` is this module's
 * copy of `from` (what report, seatLate, retireTable and closeLateRegistration return); undefined when it
 * is not (then compare the tables). Whoever stores the state writes those tables only.
 */
export function changedTables(from: DirectorState, state: DirectorState): number[] | undefined {
  const draft = drafts.get(state);
  if (!draft || draft.from !== serialOf(from)) return undefined;
  return [...draft.owned.keys()].map((t) => positionOf(state, t.tableId)!);
}

/** Seat counts of states not made by copyOf (drawn, loaded, or made by rebuys.ts), counted once per table list. */
const counted = new WeakMap<readonly DirectorTable[], readonly number[]>();

/**
 * How many tables hold n players, at index n, as `state` is now. A report with nobody to move needs only
 * these counts (tables in play, the fewest players at one, the empty seats); they come from the counts
 * of the state this one was copied from and the few tables it changed, so they cost what a report changes.
 */
function seatCounts(state: DirectorState): number[] {
  const draft = drafts.get(state);
  if (!draft) {
    let counts = counted.get(state.tables);
    if (!counts) {
      const fresh: number[] = [];
      for (const t of state.tables) fresh[t.seats.length] = (fresh[t.seats.length] ?? 0) + 1;
      counts = fresh;
      counted.set(state.tables, counts);
    }
    return [...counts];
  }
  const counts = [...draft.base];
  for (const [t, before] of draft.owned) {
    if (before >= 0) counts[before] = (counts[before] ?? 0) - 1;
    counts[t.seats.length] = (counts[t.seats.length] ?? 0) + 1;
  }
  return counts;
}

/**
 * A copy of the state that this report may change: its table list and round lists are new, every table is
 * copied before it is changed (`own`) and the placements when they grow, so a previous state is never
 * modified (a repeated report answers from it).
 */
function copyOf(previous: DirectorState): DirectorState {
  const state = { ...previous, tables: [...previous.tables], roundBusts: [...previous.roundBusts], roundReported: [...previous.roundReported] };
  drafts.set(state, { owned: new Map(), base: seatCounts(previous), from: serialOf(previous) });
  return state;
}

/** `table` (one of `state.tables`) made this state's own to change: the copy now in its place. Use the copy from then on. */
function own(state: DirectorState, table: DirectorTable): DirectorTable {
  const { owned } = drafts.get(state)!;
  if (owned.has(table)) return table;
  const k = state.tables.indexOf(table);
  if (k < 0) throw new Error(`table ${table.tableId} is not one of this state's tables (a copy replaced it: use the copy)`);
  const copy = { ...table };
  state.tables[k] = copy;
  owned.set(copy, table.seats.length);
  return copy;
}

/**
 * Where each table id is in a tournament's table list, kept per tournament (its rules object, shared by
 * all its states). Tables are only added at the end, and a copy takes its table's place, so a position
 * found once holds in every later state; it is checked on use, and a miss indexes the list again.
 */
const tablePositions = new WeakMap<DirectorRules, Map<string, number>>();

/** The table `tableId` of `state` (a lookup, not a scan of the field). */
export function tableOf(state: DirectorState, tableId: string): DirectorTable | undefined {
  const k = positionOf(state, tableId);
  return k === undefined ? undefined : state.tables[k];
}

function positionOf(state: DirectorState, tableId: string): number | undefined {
  const k = tablePositions.get(state.rules)?.get(tableId);
  if (k !== undefined && state.tables[k]?.tableId === tableId) return k;
  const positions = new Map(state.tables.map((t, i) => [t.tableId, i]));
  tablePositions.set(state.rules, positions);
  return positions.get(tableId);
}

/** Opens `table` in `state` (its own). */
function open(state: DirectorState, table: DirectorTable): DirectorTable {
  state.tables.push(table);
  drafts.get(state)!.owned.set(table, -1);
  return table;
}

/** The directive `table` was answered for its last report (see DirectorTable.lastDirective). */
function answerOf(state: DirectorState, table: DirectorTable): Directive | undefined {
  return table.lastDirective ?? state.lastDirectives?.[table.tableId];
}

export function report(previous: DirectorState, r: HandReport): ReportResult {
  const found = tableOf(previous, r.tableId);
  if (!found || found.retired) return { state: previous, directives: { [r.tableId]: { kind: "break" } }, placed: [] };
  if (r.handNumber <= found.handsReported) {
    // A repeat (the table did not get our answer): the same answer again, nothing changes.
    return { state: previous, directives: { [r.tableId]: answerOf(previous, found) ?? { kind: "continue" } }, placed: [] };
  }
  const state = copyOf(previous);
  const table = own(state, found);
  table.handsReported = r.handNumber;
  table.lastBigBlind = r.bigBlind;
  table.lastButton = r.button;
  const after = new Map(r.seats.map((s) => [s.entryId, s]));
  const busted = table.seats.filter((s) => (after.get(s.entryId)?.chips ?? s.chips) === 0);
  table.seats = table.seats
    .filter((s) => !busted.includes(s))
    .map((s) => {
      const reported = after.get(s.entryId);
      if (!reported) return s;
      // Dealt in here: it has arrived.
      const { arriving: _, ...seat } = s;
      return { ...seat, chips: reported.chips };
    });

  const directives: Record<string, Directive> = {};
  const placed: Placement[] = [];

  if (state.handForHand) {
    for (const b of busted) state.roundBusts.push({ entryId: b.entryId, startingChips: r.startingChips[b.entryId] ?? 0, tableId: table.tableId });
    if (!state.roundReported.includes(table.tableId)) state.roundReported.push(table.tableId);
    // Tables that can deal (two players or more) take part in the round; a one-player table is broken below.
    const playing = state.tables.filter((t) => t.seats.length > 1 || state.roundReported.includes(t.tableId));
    if (playing.some((t) => !state.roundReported.includes(t.tableId))) {
      table.waiting = true;
      return finish(state, { [table.tableId]: { kind: "wait", reason: "hand_for_hand" } }, placed, table.tableId);
    }
    placed.push(...endRound(state, directives, table.tableId));
    if (state.remaining <= 1) return finishTournament(state, placed, table.tableId);
  } else if (busted.length > 0 && state.lateOpen) {
    // The field may still grow: the places of these busts are decided when late registration closes.
    state.heldBusts = [...(state.heldBusts ?? []), busted.map((b) => ({ entryId: b.entryId, startingChips: r.startingChips[b.entryId] ?? 0 }))];
    state.remaining -= busted.length;
    if (state.remaining <= 1) return finishTournament(state, placed, table.tableId);
  } else if (busted.length > 0) {
    placed.push(
      ...placeByStartingChips(
        state,
        busted.map((b) => ({ entryId: b.entryId, startingChips: r.startingChips[b.entryId] ?? 0 })),
      ),
    );
    if (state.remaining <= 1) return finishTournament(state, placed, table.tableId);
  }

  // The money bubble: from here every table plays hand-for-hand (only with more than one table).
  if (
    !state.handForHand &&
    !state.lateOpen &&
    state.remaining === state.rules.placesPaid + 1 &&
    state.tables.filter((t) => t.seats.length > 0).length > 1
  )
    state.handForHand = true;

  directives[table.tableId] = rebalance(state, table, directives);
  breakIdleTables(state, directives);
  return finish(state, directives, placed, table.tableId);
}

/**
 * The hand-for-hand round is complete: every bust of it ties, and every table that waited goes on (told
 * `continue`; the reporting table, `except`, is answered by the caller after balancing).
 */
function endRound(state: DirectorState, directives: Record<string, Directive>, except: string | null): Placement[] {
  const placed = placeTogether(
    state,
    state.roundBusts.map((b) => b.entryId),
  );
  state.roundBusts = [];
  state.roundReported = [];
  state.handForHandRounds = (state.handForHandRounds ?? 0) + 1;
  if (state.remaining <= state.rules.placesPaid) state.handForHand = false;
  for (const t of state.tables) if (t.waiting) own(state, t).waiting = false;
  if (state.remaining > 1) for (const t of state.tables) if (t.tableId !== except && t.seats.length > 1) directives[t.tableId] = { kind: "continue" };
  return placed;
}

/**
 * Takes a table out of play that stopped reporting and did not answer its nudges (issue 21): its players
 * are reseated with the chips of its last report (the hand it was playing is void, as a misdeal), each at
 * the shortest table with an empty seat, in the seat that takes the big blind soonest there, or at a new
 * table (`tableId(k)` names the k-th table, from 0) when every table is full; the other tables balance into
 * it at their hands' ends. The table is `retired`: a report from it later is answered `break`. In
 * hand-for-hand, a round that only this table kept open is complete. Idempotent (a retired table: nothing).
 */
export function retireTable(previous: DirectorState, retiredId: string, tableId: (k: number) => string): ReportResult & { opened: string[] } {
  const state = copyOf(previous);
  const found = tableOf(state, retiredId);
  if (!found || found.retired || state.remaining === 0) return { state: previous, directives: {}, placed: [], opened: [] };
  const dead = own(state, found);
  const movers = dead.seats.map(({ arriving: _, ...s }) => s);
  dead.seats = [];
  dead.waiting = false;
  dead.retired = true;
  const directives: Record<string, Directive> = {};
  const placed: Placement[] = [];
  if (state.handForHand && state.roundReported.length > 0) {
    const playing = state.tables.filter((t) => t.seats.length > 1 || state.roundReported.includes(t.tableId));
    if (playing.every((t) => state.roundReported.includes(t.tableId))) {
      placed.push(...endRound(state, directives, null));
      if (state.remaining <= 1) return { ...finishTournament(state, placed), opened: [] };
    }
  }
  const opened: string[] = [];
  for (const mover of movers) {
    let destination = shortestWithRoom(
      state.tables.filter((t) => !t.retired && (t.seats.length > 0 || opened.includes(t.tableId))),
      (t) => t.seats.length,
      state.rules.tableSize,
    );
    if (!destination) {
      destination = open(state, {
        tableId: tableId(state.tables.length),
        seats: [],
        lastBigBlind: null,
        lastButton: null,
        waiting: false,
        handsReported: 0,
      });
      opened.push(destination.tableId);
    }
    seatArriving(state, directives, destination, mover);
  }
  breakIdleTables(state, directives);
  return { ...finish(state, directives, placed), opened };
}

/**
 * A table left with one player cannot deal, so it will never report again: break it as soon as the
 * other tables can hold its player (its player goes to the shortest table, into the seat that takes the
 * big blind soonest). Until then it waits and other tables' moves fill it.
 */
function breakIdleTables(state: DirectorState, directives: Record<string, Directive>): void {
  // No table with one player (the loop makes none: its destinations hold two or more).
  if ((seatCounts(state)[1] ?? 0) === 0) return;
  for (const idle of state.tables) {
    if (idle.seats.length !== 1 || directives[idle.tableId]?.kind === "break") continue;
    const others = state.tables.filter((t) => t !== idle && t.seats.length > 0);
    if (others.length === 0) continue;
    // A table told something else this report (moves out, a break, a wait) takes no one now.
    const free = (t: DirectorTable) => {
      const d = directives[t.tableId];
      return d === undefined || d.kind === "seat" || d.kind === "continue";
    };
    const promised = promisedSeats(directives);
    const destination = shortestWithRoom(others.filter(free), (t) => t.seats.length + (promised.get(t.tableId) ?? 0), state.rules.tableSize);
    if (!destination) continue;
    const mover = idle.seats[0]!;
    seatArriving(state, directives, destination, mover);
    const broken = own(state, idle);
    broken.seats = [];
    broken.waiting = false;
    directives[idle.tableId] = { kind: "break" };
  }
}

function finish(state: DirectorState, directives: Record<string, Directive>, placed: Placement[], reporter: string | null = null): ReportResult {
  for (const [tableId, d] of Object.entries(directives)) {
    const table = tableOf(state, tableId)!;
    if (tableId === reporter) {
      own(state, table).lastDirective = d;
      continue;
    }
    // Another table's directive is not its answer: a seat answered to its repeated report would seat an
    // entry that may have played on and moved meanwhile (one player at two tables), and would drop the
    // move_out it was answered. Only what replaces its answer does: the end of its wait, a break, the finish.
    const previous = answerOf(state, table);
    if (d.kind === "break" || d.kind === "finish") own(state, table).lastDirective = d;
    else if (previous?.kind === "wait" && (d.kind === "continue" || (d.kind === "seat" && d.resume)))
      own(state, table).lastDirective = { kind: "continue" };
  }
  return { state, directives, placed };
}

function finishTournament(state: DirectorState, placed: Placement[], reporter: string | null = null): ReportResult {
  if (state.lateOpen) placed.push(...placeHeldBusts(state));
  const last = state.tables.flatMap((t) => t.seats);
  if (last.length === 1) {
    placed.push(...placeTogether(state, [last[0]!.entryId]));
    // Every chip in play is the winner's: the chips of the last hand's report.
    state.winner = { entryId: last[0]!.entryId, chips: last[0]!.chips };
  }
  const directives: Record<string, Directive> = {};
  for (const t of state.tables) {
    if (!t.retired && (t.seats.length > 0 || t.handsReported > 0)) directives[t.tableId] = { kind: "finish" };
    if (t.seats.length > 0) own(state, t).seats = [];
  }
  return finish(state, directives, placed, reporter);
}

/** Busts of one hand at one table: ordered by starting chips, equal starting chips tie. */
function placeByStartingChips(state: DirectorState, busts: Array<{ entryId: string; startingChips: number }>): Placement[] {
  const groups = new Map<number, string[]>();
  for (const b of busts) groups.set(b.startingChips, [...(groups.get(b.startingChips) ?? []), b.entryId]);
  // Fewest starting chips finish lowest, so they are placed first.
  const ordered = [...groups.entries()].sort((a, b) => a[0] - b[0]);
  return ordered.flatMap(([, ids]) => placeTogether(state, ids));
}

/** Places a group that ties: they share the best of the places they take (the next `ids.length` from the bottom). */
function placeTogether(state: DirectorState, ids: string[]): Placement[] {
  if (ids.length === 0) return [];
  const place = state.remaining - ids.length + 1;
  state.remaining -= ids.length;
  const placements = ids.map((entryId) => ({ entryId, place, tiedWith: ids.filter((x) => x !== entryId) }));
  state.placements = [...state.placements, ...placements];
  return placements;
}

/**
 * What the reporting table does now that its hand is over: break (the others can hold its players),
 * give players to the shortest tables (over the tolerance), or go on. Players leaving it are seated at
 * their destinations by `seat` directives (the destination may be in a hand: they are dealt in next).
 */
function rebalance(state: DirectorState, table: DirectorTable, directives: Record<string, Directive>): Directive {
  const { rules } = state;
  if (state.handForHand && table.waiting) return { kind: "wait", reason: "hand_for_hand" };
  if (table.seats.length === 0) return { kind: "break" };
  // From the seat counts: the tables in play, the fewest players at one, the empty seats at the others.
  const counts = seatCounts(state);
  let live = 0;
  let fewest = 0;
  let capacity = -(rules.tableSize - table.seats.length);
  for (let n = counts.length - 1; n >= 1; n--) {
    const tables = counts[n] ?? 0;
    if (tables === 0) continue;
    live += tables;
    fewest = n;
    capacity += tables * (rules.tableSize - n);
  }
  if (live === 1) return { kind: "continue" };
  // It breaks if it is the first table with the fewest players (looked for only when it may be).
  const breaks = table.seats.length === fewest && capacity >= table.seats.length && state.tables.find((t) => t.seats.length === fewest) === table;
  // Within the tolerance of the shortest table: nobody moves (the loop below would give no one).
  if (!breaks && table.seats.length - fewest <= tolerance(live)) return { kind: "continue" };
  const others = state.tables.filter((t) => t !== table && t.seats.length > 0);
  const leaving: DirectorSeat[] = [];
  if (breaks) {
    leaving.push(...table.seats);
  } else {
    // Give one player at a time, the one due the big blind next, while over the tolerance. Each mover
    // would have taken the next big blind, so the one after is due after that seat. Each goes to the
    // shortest table (below), which counts it from then on: 9 and 5 at two tables give two, not three.
    let lastBigBlind = table.lastBigBlind;
    const promised = promisedSeats(directives);
    const sizes = others.map((t) => t.seats.length + (promised.get(t.tableId) ?? 0));
    for (;;) {
      const shortest = Math.min(...sizes);
      if (table.seats.length - leaving.length - shortest <= tolerance(live)) break;
      // Only entries that have arrived here can leave (see DirectorSeat.arriving).
      const remainingHere: DirectorTable = { ...table, lastBigBlind, seats: table.seats.filter((s) => !leaving.includes(s) && !s.arriving) };
      const mover = dueBigBlind(rules, remainingHere);
      if (!mover) break;
      leaving.push(mover);
      sizes[sizes.indexOf(shortest)]! += 1;
      lastBigBlind = mover.seatNumber;
    }
  }
  if (leaving.length === 0) return { kind: "continue" };
  for (const mover of leaving) {
    const counts = promisedSeats(directives);
    const destination = shortestWithRoom(others, (t) => t.seats.length + (counts.get(t.tableId) ?? 0), rules.tableSize);
    if (!destination) break;
    const promised = directives[destination.tableId];
    const taken = new Set(promised?.kind === "seat" ? promised.seats.map((s) => s.seatNumber) : []);
    const seatNumber = soonestBigBlindSeat(rules, destination, taken)!;
    promiseSeat(directives, destination.tableId, { entryId: mover.entryId, seatNumber, chips: mover.chips });
  }
  // Seats move in the state at once: the destination holds them from now on.
  for (const [tableId, d] of Object.entries(directives)) {
    if (d.kind !== "seat") continue;
    const t = own(state, tableOf(state, tableId)!);
    for (const s of d.seats) if (!t.seats.some((x) => x.entryId === s.entryId)) t.seats = [...t.seats, { ...s, arriving: true }];
  }
  const ids = leaving.map((s) => s.entryId);
  table.seats = table.seats.filter((s) => !ids.includes(s.entryId));
  return breaks ? { kind: "break" } : { kind: "move_out", entryIds: ids };
}

/**
 * Seats `mover` at `destination` in the seat that takes the big blind soonest there (seats already
 * promised to it are taken): promised by directive, and held in the state as arriving.
 */
function seatArriving(
  state: DirectorState,
  directives: Record<string, Directive>,
  destination: DirectorTable,
  mover: { entryId: string; chips: number },
): void {
  const promised = directives[destination.tableId];
  const taken = new Set(promised?.kind === "seat" ? promised.seats.map((x) => x.seatNumber) : []);
  const seat = { entryId: mover.entryId, seatNumber: soonestBigBlindSeat(state.rules, destination, taken)!, chips: mover.chips };
  promiseSeat(directives, destination.tableId, seat);
  const seated = own(state, destination);
  seated.seats = [...seated.seats, { ...seat, arriving: true }];
}

/**
 * Adds `seat` to the seats `tableId` is told to take. A table told to continue (the hand-for-hand round it
 * waited in is over) keeps that as `resume`: seats alone reach a table between its hands without ending
 * its wait, so without it that table would wait for ever (and with it the next round).
 */
function promiseSeat(directives: Record<string, Directive>, tableId: string, seat: DirectorSeat): void {
  const promised = directives[tableId];
  const seats = promised?.kind === "seat" ? promised.seats : [];
  const resume = promised?.kind === "continue" || (promised?.kind === "seat" && promised.resume === true);
  directives[tableId] = resume ? { kind: "seat", seats: [...seats, seat], resume: true } : { kind: "seat", seats: [...seats, seat] };
}

/** Seats this report's directives promise so far, by table (a few tables: cheaper than a lookup per table of the field). */
function promisedSeats(directives: Record<string, Directive>): Map<string, number> {
  const promised = new Map<string, number>();
  for (const [tableId, d] of Object.entries(directives)) if (d.kind === "seat") promised.set(tableId, d.seats.length);
  return promised;
}

/**
 * The first of `tables` (in their order) with the fewest players by `size` among those below `limit`:
 * what a stable sort by `size` of the tables with room would put first, in one pass.
 */
function shortestWithRoom(tables: readonly DirectorTable[], size: (t: DirectorTable) => number, limit: number): DirectorTable | undefined {
  let shortest: DirectorTable | undefined;
  let fewest = limit;
  for (const t of tables) {
    const n = size(t);
    if (n < fewest) {
      shortest = t;
      fewest = n;
    }
  }
  return shortest;
}

/**
 * Prizes with ties (CONTRACT 11): entries that share a place split the prizes of the places they take
 * (place k for t entries takes places k..k+t-1) exactly: equal shares, the odd chips one each to the
 * first entries of the group in id order. `perPlace[i]` is the prize of place i + 1.
 */
export function prizesWithTies(perPlace: readonly number[], placements: readonly Placement[]): Map<string, number> {
  const groups = new Map<number, string[]>();
  for (const p of placements) groups.set(p.place, [...(groups.get(p.place) ?? []), p.entryId]);
  const prizes = new Map<string, number>();
  for (const [place, ids] of groups) {
    const total = ids.reduce((sum, _, i) => sum + (perPlace[place - 1 + i] ?? 0), 0);
    const share = Math.floor(total / ids.length);
    const odd = total - share * ids.length;
    [...ids].sort().forEach((id, i) => prizes.set(id, share + (i < odd ? 1 : 0)));
  }
  return prizes;
}

/**
 * Seats a late entry (CONTRACT 11) at the shortest table with an empty seat (ties: the first table), in
 * the empty seat that takes the big blind soonest there (never the small blind). When every table is
 * full a new table is opened (`tableId(k)` names the k-th table, from 0) with the entry in seat 1; the
 * other tables balance into it at their hand ends. The entry counts as playing from now on.
 */
export function seatLate(
  previous: DirectorState,
  entry: { entryId: string; chips: number },
  tableId: (k: number) => string,
): { state: DirectorState; tableId: string; seat: DirectorSeat; opened: boolean } {
  const state = copyOf(previous);
  state.remaining += 1;
  const destination = shortestWithRoom(
    state.tables.filter((t) => t.seats.length > 0),
    (t) => t.seats.length,
    state.rules.tableSize,
  );
  if (destination) {
    const seat = { entryId: entry.entryId, seatNumber: soonestBigBlindSeat(state.rules, destination)!, chips: entry.chips };
    const seated = own(state, destination);
    seated.seats = [...seated.seats, { ...seat, arriving: true }];
    return { state, tableId: destination.tableId, seat, opened: false };
  }
  const seat = { entryId: entry.entryId, seatNumber: 1, chips: entry.chips };
  const table = open(state, {
    tableId: tableId(state.tables.length),
    seats: [{ ...seat, arriving: true }],
    lastBigBlind: null,
    lastButton: null,
    waiting: false,
    handsReported: 0,
  });
  return { state, tableId: table.tableId, seat, opened: true };
}

/**
 * Closes late registration: the field is final, so the payout's places paid are known (`placesPaid`) and
 * the busts held meanwhile get their places (final from now on): the earliest busts finish lowest, and
 * busts of one hand are ordered by the chips they started it with (equal chips tie).
 */
export function closeLateRegistration(previous: DirectorState, placesPaid: number): { state: DirectorState; placed: Placement[] } {
  const state = copyOf(previous);
  state.rules = { ...state.rules, placesPaid };
  const placed = state.lateOpen ? placeHeldBusts(state) : [];
  return { state, placed };
}

/** Places the held busts (see closeLateRegistration) and closes late registration in `state`. */
function placeHeldBusts(state: DirectorState): Placement[] {
  const groups = state.heldBusts ?? [];
  let worst = state.remaining + groups.reduce((sum, g) => sum + g.length, 0);
  const placed: Placement[] = [];
  for (const group of groups) {
    const byChips = new Map<number, string[]>();
    for (const b of group) byChips.set(b.startingChips, [...(byChips.get(b.startingChips) ?? []), b.entryId]);
    for (const [, ids] of [...byChips.entries()].sort((a, b) => a[0] - b[0])) {
      const place = worst - ids.length + 1;
      worst -= ids.length;
      placed.push(...ids.map((entryId) => ({ entryId, place, tiedWith: ids.filter((x) => x !== entryId) })));
    }
  }
  state.placements = [...state.placements, ...placed];
  state.lateOpen = false;
  state.heldBusts = [];
  return placed;
}

/**
 * Who eliminated `entryId` in the hand `r` (it busted there): the winners of the last pot it was eligible
 * for (its last chips went there), with what each took of that pot, in the order the table lists them.
 * Empty when the report carries no pots.
 */
export function eliminators(r: Pick<HandReport, "pots">, entryId: string): Array<{ entryId: string; amount: number }> {
  const pots = r.pots ?? [];
  for (let i = pots.length - 1; i >= 0; i--) {
    const pot = pots[i]!;
    if (pot.eligible.includes(entryId)) return pot.winners.filter((w) => w.entryId !== entryId && w.amount > 0);
  }
  return [];
}
