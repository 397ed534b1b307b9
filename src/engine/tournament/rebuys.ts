/**
 * Rebuys and add-ons (CONTRACT 11.1), pure: when an entry may buy chips, what it has bought, and how the
 * chips enter the director's state. The director object records each purchase and hands its chips to the
 * entry's table (before the entry's next hand); nothing here reads a clock or a random source.
 *
 * Rules (as a card room runs them, after the TDA):
 * - Rebuys are sold from the start until the end of level `untilLevel` (a break inside that period
 *   included; the break right after it is the add-on's), at most `maxPerEntry` per entry, to an entry
 *   whose stack (after its last finished hand) is at or below the starting stack, or that busted during
 *   the period and has not been given its place (a busted entry that rebuys is seated again, like a late
 *   entry, at the shortest table).
 * - One add-on per entry still playing, any stack, in the window after level `afterLevel`: the break
 *   that follows it when the blind structure has one there, else the whole of the level after it.
 * - Busts are placed only when the prize pool is fixed (late registration, rebuys and the add-on window
 *   all closed), so a bust that rebuys never had a place.
 */
import { seatLate } from "./director.ts";
import type { DirectorSeat, DirectorState, HandReport } from "./types.ts";

export interface RebuyRules {
  /** The last level rebuys are sold in (1 = the first level). */
  untilLevel: number;
  maxPerEntry: number;
  chips: number;
}

export interface AddOnRules {
  /** The add-on is sold after this level: in the break that follows it, else in the level after it. */
  afterLevel: number;
  chips: number;
}

export type PurchaseKind = "rebuy" | "add_on";

export interface Purchase {
  id: string;
  kind: PurchaseKind;
  entryId: string;
  chips: number;
  /** When it was bought (RFC 3339). */
  at: string;
  /** `open`: recorded, its chips not in a table's stack yet; `in_play`: in the entry's stack (or on its way with a seat). */
  state: "open" | "in_play";
  /** A rebuy of a busted entry: the entry was seated again with these chips. */
  reentry?: true;
  /** The idempotency key it was bought with (scoped to its kind and entry). */
  key?: string;
}

/** Where the clock is: the level being played, or during a break the level that follows it (`onBreak`). */
export interface ClockPosition {
  level: number;
  onBreak: boolean;
}

/** The clock as one number in play order: the break before level L is 2L - 1, level L is 2L. */
function position(clock: ClockPosition): number {
  return clock.onBreak ? 2 * clock.level - 1 : 2 * clock.level;
}

/** Rebuys are sold now: until level `untilLevel` ends (a break before it included). */
export function rebuysOpen(rules: RebuyRules | null, clock: ClockPosition): boolean {
  return rules !== null && position(clock) <= 2 * rules.untilLevel;
}

/**
 * The add-on is sold now: in the break after level `afterLevel` when the structure has one there
 * (`breakAfter`), else during level afterLevel + 1.
 */
export function addOnOpen(rules: AddOnRules | null, clock: ClockPosition, breakAfter: boolean): boolean {
  if (!rules) return false;
  return position(clock) === 2 * (rules.afterLevel + 1) - (breakAfter ? 1 : 0);
}

/** Rebuys or the add-on are sold now or later (their windows are not over): the prize pool can still grow. */
export function purchasesAhead(rebuys: RebuyRules | null, addOn: AddOnRules | null, clock: ClockPosition, breakAfter: boolean): boolean {
  const addOnAhead = addOn !== null && position(clock) <= 2 * (addOn.afterLevel + 1) - (breakAfter ? 1 : 0);
  return rebuysOpen(rebuys, clock) || addOnAhead;
}

/** An entry as the director sees it when it asks to buy. */
export type EntryStanding =
  | { kind: "playing"; chips: number }
  /** Busted, its place held (the prize pool is not fixed yet). */
  | { kind: "held" }
  /** Placed, or the winner: out of the tournament. */
  | { kind: "out" };

function countOf(purchases: readonly Purchase[], entryId: string, kind: PurchaseKind): number {
  return purchases.filter((p) => p.entryId === entryId && p.kind === kind).length;
}

/** Totals for the prize pool. */
export function totals(purchases: readonly Purchase[]): { rebuys: number; addOns: number } {
  return { rebuys: purchases.filter((p) => p.kind === "rebuy").length, addOns: purchases.filter((p) => p.kind === "add_on").length };
}

/**
 * Why this entry may not buy a rebuy now, or null when it may. `startingStack` is the stack every entry
 * started with; an open purchase of the entry counts in its stack (it is on its way).
 */
export function rebuyRefusal(
  rules: RebuyRules | null,
  clock: ClockPosition,
  startingStack: number,
  entry: EntryStanding,
  purchases: readonly Purchase[],
  entryId: string,
): string | null {
  if (!rules) return "This tournament sells no rebuys.";
  if (!rebuysOpen(rules, clock)) return `Rebuys are sold until the end of level ${rules.untilLevel}; that period is over.`;
  if (entry.kind === "out") return "This entry is out of the tournament: it has its place.";
  const bought = countOf(purchases, entryId, "rebuy");
  if (bought >= rules.maxPerEntry) return `This entry has had its ${rules.maxPerEntry} rebuy${rules.maxPerEntry === 1 ? "" : "s"}.`;
  if (entry.kind === "playing") {
    const coming = purchases.filter((p) => p.entryId === entryId && p.state === "open").reduce((sum, p) => sum + p.chips, 0);
    if (entry.chips + coming > startingStack) {
      return `A rebuy is sold when the stack is at or below the starting stack (${startingStack}); this entry has ${entry.chips + coming}.`;
    }
  }
  return null;
}

/** Why this entry may not buy the add-on now, or null when it may. */
export function addOnRefusal(
  rules: AddOnRules | null,
  clock: ClockPosition,
  breakAfter: boolean,
  entry: EntryStanding,
  purchases: readonly Purchase[],
  entryId: string,
): string | null {
  if (!rules) return "This tournament sells no add-on.";
  if (!addOnOpen(rules, clock, breakAfter)) {
    const when = breakAfter ? `in the break after level ${rules.afterLevel}` : `during level ${rules.afterLevel + 1}`;
    return `The add-on is sold ${when}; it is not now.`;
  }
  if (entry.kind !== "playing") return "Only an entry still playing takes the add-on.";
  if (countOf(purchases, entryId, "add_on") > 0) return "This entry has had its add-on.";
  return null;
}

/** The state with `chips` added to the entry's seat (wherever it sits); the same state when it is not seated. */
export function creditSeat(previous: DirectorState, entryId: string, chips: number): DirectorState {
  const k = previous.tables.findIndex((t) => t.seats.some((s) => s.entryId === entryId));
  if (k < 0) return previous;
  const tables = [...previous.tables];
  const table = tables[k]!;
  tables[k] = { ...table, seats: table.seats.map((s): DirectorSeat => (s.entryId === entryId ? { ...s, chips: s.chips + chips } : s)) };
  return { ...previous, tables };
}

/** Whether the entry busted and waits for its place (held while the prize pool can grow). */
export function isHeld(state: DirectorState, entryId: string): boolean {
  return (state.heldBusts ?? []).some((group) => group.some((b) => b.entryId === entryId));
}

/**
 * A busted entry's rebuy: its held bust is withdrawn (it never gets that place) and it is seated again
 * with `chips`, at the shortest table, as a late entry is (seatLate).
 */
export function reenter(previous: DirectorState, entryId: string, chips: number, tableId: (k: number) => string): ReturnType<typeof seatLate> | null {
  if (!isHeld(previous, entryId)) return null;
  const heldBusts = (previous.heldBusts ?? []).map((group) => group.filter((b) => b.entryId !== entryId)).filter((group) => group.length > 0);
  return seatLate({ ...previous, heldBusts }, { entryId, chips }, tableId);
}

/**
 * What a table's hand report (already taken by the director core: `state`) settles of the purchases: those
 * it lists in `chipsAdded` are in its stacks; one still on its way for an entry that stays at this table
 * (`leaving`: the entries its answer moves away, or every one when the table breaks or the tournament
 * ends) is added to the entry's seat and handed with the answer (`handed`), so it is in the stack before
 * the entry's next hand and a later move carries it; one whose entry has just busted (held) is `reentering`:
 * the director seats the entry again with it. When the report ended the tournament, the winner's is added
 * to its chips.
 */
export function settleReport(
  state: DirectorState,
  purchases: readonly Purchase[],
  r: Pick<HandReport, "tableId" | "chipsAdded">,
  leaving: readonly string[] | "all",
): { state: DirectorState; purchases: Purchase[]; handed: Purchase[]; reentering: Purchase[] } {
  const added = new Set(r.chipsAdded ?? []);
  let next = state;
  const handed: Purchase[] = [];
  const reentering: Purchase[] = [];
  const table = leaving === "all" ? undefined : state.tables.find((t) => t.tableId === r.tableId);
  const settled = purchases.map((p): Purchase => {
    if (p.state !== "open") return p;
    if (added.has(p.id)) return { ...p, state: "in_play" };
    // The last hand ended the tournament: the winner's own purchase is in its chips (it holds every chip).
    if (next.winner?.entryId === p.entryId) {
      next = { ...next, winner: { ...next.winner, chips: next.winner.chips + p.chips } };
      return { ...p, state: "in_play" };
    }
    if (next.winner) return p;
    if (isHeld(next, p.entryId)) {
      reentering.push(p);
      return p;
    }
    const seat = table?.seats.find((s) => s.entryId === p.entryId && !s.arriving);
    if (!seat || (leaving !== "all" && leaving.includes(p.entryId))) return p;
    next = creditSeat(next, p.entryId, p.chips);
    handed.push(p);
    return { ...p, state: "in_play" };
  });
  return { state: next, purchases: settled, handed, reentering };
}

/**
 * Chips bought during a hand are the player's even if it loses the rest of its stack in that hand (as the
 * table adds them when it has them in time). When they had not reached the table, the table reports the
 * seat busted and closes it: this takes the purchases still on their way for such a seat as its stack in
 * the report (`report`, for the director core, which then sees no bust), marks them in play, and names
 * the seats to give back (`rescued`). A report the core would not take (a repeat, a retired or unknown
 * table) changes nothing.
 */
export function rescueBusts(
  state: DirectorState,
  purchases: readonly Purchase[],
  r: HandReport,
): { report: HandReport; purchases: Purchase[]; rescued: DirectorSeat[] } {
  const table = state.tables.find((t) => t.tableId === r.tableId);
  const unchanged = { report: r, purchases: [...purchases], rescued: [] };
  if (!table || table.retired || r.handNumber <= table.handsReported) return unchanged;
  const added = new Set(r.chipsAdded ?? []);
  const rescued: DirectorSeat[] = [];
  let settled = [...purchases];
  for (const seat of r.seats) {
    if (seat.chips !== 0 || !table.seats.some((s) => s.entryId === seat.entryId)) continue;
    const coming = settled.filter((p) => p.entryId === seat.entryId && p.state === "open" && !added.has(p.id));
    if (coming.length === 0) continue;
    rescued.push({ entryId: seat.entryId, seatNumber: seat.seatNumber, chips: coming.reduce((sum, p) => sum + p.chips, 0) });
    settled = settled.map((p) => (coming.includes(p) ? { ...p, state: "in_play" } : p));
  }
  if (rescued.length === 0) return unchanged;
  const chips = new Map(rescued.map((s) => [s.entryId, s.chips]));
  return { report: { ...r, seats: r.seats.map((s) => ({ ...s, chips: chips.get(s.entryId) ?? s.chips })) }, purchases: settled, rescued };
}

/**
 * The rescued seats (rescueBusts) still at `tableId` after the report: marked arriving, since the table
 * closed them and takes them back by a seat directive (an entry the answer moved away is seated at its new
 * table, with these chips, like any move).
 */
export function holdRescued(
  previous: DirectorState,
  tableId: string,
  rescued: readonly DirectorSeat[],
): { state: DirectorState; seats: DirectorSeat[] } {
  const table = previous.tables.find((t) => t.tableId === tableId);
  const seats = (table?.seats ?? []).filter((s) => rescued.some((x) => x.entryId === s.entryId));
  if (!table || seats.length === 0) return { state: previous, seats: [] };
  const tables = previous.tables.map((t) =>
    t === table ? { ...t, seats: t.seats.map((s): DirectorSeat => (seats.includes(s) ? { ...s, arriving: true } : s)) } : t,
  );
  return { state: { ...previous, tables }, seats: seats.map(({ arriving: _, ...s }) => s) };
}
