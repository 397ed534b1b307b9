/**
 * The rules of a table between hands (types.ts has the shapes): who is dealt in, where the button and the
 * blinds go, what a returning player owes, who stands up. Pure functions of their arguments: no clock, no
 * random source; the table object stores the seats and the positions and calls these at each hand's
 * boundaries.
 *
 * Button and blinds follow the dead button (TDA: "tournament play will use a dead button", explained in the
 * pokertda.com forum, topic 388; Robert's Rules, "Buttons and blinds", dead button), on ring tables too,
 * for one rule everywhere:
 * - the big blind moves to the next seat clockwise after last hand's big blind that can take it, so nobody
 *   skips or repeats a big blind;
 * - the small blind goes to last hand's big-blind seat when it is dealt in, else there is no small blind
 *   (HandConfig.smallBlindMissing);
 * - the button goes to last hand's small-blind seat, posted or not, even when that seat is now empty or
 *   out (a dead button); the engine's button index is then the nearest dealt seat counterclockwise, which
 *   deals the cards and orders the postflop action as if the button sat there.
 * - Heads-up the button posts the small blind and acts first preflop (TDA 2019 Rule 34); going heads-up the
 *   button is set so that nobody takes the big blind twice in a row (the big blind still moves on).
 * - A player new to the table (or back from a seat out of the rotation) is never dealt in between the
 *   button and the small blind; he waits a hand (TDA 2019 Rule 9: "any seat ... except between the small
 *   blind and button"). On a ring table the small-blind seat itself counts as between (Robert's Rules house
 *   rule "a new player may not post in between the blinds and the button").
 *
 * Ring tables (missed blinds; Robert's Rules / common house rules):
 * - a seat in the rotation that sits out owes the big blind when the big blind passes it, and the small
 *   blind when the small blind passes it;
 * - a seat not in the rotation (a newcomer, or back while owing) chooses how it comes in: wait for the big
 *   blind (dealt in when the big blind reaches it; it posts that big blind and owes nothing more), or post
 *   now (dealt in at the next hand, unless it sits between the button and the small blind, posting what it
 *   owes as dead blinds). The hand engine has one live big blind per hand, so an owed big blind is posted
 *   dead (not part of the seat's bet, unlike a cardroom's live make-up blind), and a newcomer who owes
 *   nothing posts one big blind dead to be dealt in at once: the price of not waiting.
 * - Sitting out for `sitOutLimitHands` dealt hands stands the seat up (`sat_out_too_long`).
 * Tournament tables: every seat with chips is dealt in, sitting out or not, and nothing is owed.
 *
 * When the rules above would deal fewer than two seats although two or more could play (say one seat in
 * the rotation and one newcomer waiting for a big blind that cannot reach it), a new game starts: everyone
 * who can play is dealt in, nobody posts anything extra, the big blind still goes to the next of them after
 * last hand's big blind, and the small blind and button sit right of it.
 */
import type { LegalActions } from "../holdem/types.ts";
import type { AfterHandResult, CloseReason, EntryChoice, HandOutcome, HandPlan, PlanResult, Positions, RuleSeat, TableRules } from "./types.ts";

/** Timeouts in a row (hands in which the table acted for the seat) that sit a seat out (CONTRACT 10.2). */
const TIMEOUTS_TO_SIT_OUT = 2;

const NO_OWES = { smallBlind: false, bigBlind: false } as const;

/** A freshly seated player: ring seats wait outside the rotation (for the big blind by default); tournament seats are in it. */
export function newSeat(rules: TableRules, seatNumber: number, stack: number): RuleSeat {
  return {
    seatNumber,
    stack,
    status: "playing",
    inRotation: rules.kind === "tournament",
    entry: "wait_for_big_blind",
    owes: { ...NO_OWES },
    timeouts: 0,
    sitOutHands: 0,
  };
}

// ---- Seat numbers around the table (1..tableSize, clockwise = ascending, wrapping) ----

/** Steps clockwise from seat `from` to seat `to` (0 when equal). */
function clockwiseDistance(tableSize: number, from: number, to: number): number {
  return (((to - from) % tableSize) + tableSize) % tableSize;
}

/** The first seat number clockwise after `from` (not `from` itself) that `accept`s, or null. */
function nextClockwise(tableSize: number, from: number, accept: (seatNumber: number) => boolean): number | null {
  for (let step = 1; step < tableSize; step++) {
    const seat = ((from - 1 + step) % tableSize) + 1;
    if (accept(seat)) return seat;
  }
  return null;
}

/** The first seat number counterclockwise from `from` (`from` itself first when `inclusive`) that `accept`s, or null. */
function prevCounterclockwise(tableSize: number, from: number, accept: (seatNumber: number) => boolean, inclusive = false): number | null {
  for (let step = inclusive ? 0 : 1; step < tableSize; step++) {
    const seat = ((from - 1 - step + tableSize * 2) % tableSize) + 1;
    if (accept(seat)) return seat;
  }
  return null;
}

/** Whether seat `x` lies strictly clockwise after `from` and strictly before `to`. */
export function strictlyBetween(tableSize: number, from: number, to: number, x: number): boolean {
  const d = clockwiseDistance(tableSize, from, x);
  return d > 0 && d < clockwiseDistance(tableSize, from, to);
}

// ---- Who may do what ----

/** A seat that can be dealt in at all: chips, not leaving; on a ring table also not sitting out. */
export function canPlay(rules: TableRules, seat: RuleSeat | undefined): seat is RuleSeat {
  if (seat === undefined || seat.stack <= 0 || seat.status === "leaving") return false;
  return rules.kind === "tournament" || seat.status === "playing";
}

/**
 * A seat dealt in when it is neither the big blind nor the small blind: in the rotation, or (ring) a seat
 * out of it that chose to post now. A seat waiting for the big blind comes in only as the big blind.
 */
function dealtWithoutBlind(rules: TableRules, seat: RuleSeat | undefined): seat is RuleSeat {
  return canPlay(rules, seat) && (rules.kind === "tournament" || seat.inRotation || seat.entry === "post_now");
}

// ---- Planning a hand ----

interface Layout {
  kind: "dead_button" | "new_game";
  /** Ascending seat numbers dealt in. */
  dealt: number[];
  /** The button's seat, dead or live. */
  button: number;
  /** The dealt seat the engine treats as the button (the button itself when it is live). */
  engineButton: number;
  smallBlind: number | null;
  /** Where the small blind was due when none is posted (a dead small blind). */
  deadSmallBlind: number | null;
  bigBlind: number;
}

function indexSeats(rules: TableRules, seats: readonly RuleSeat[]): Map<number, RuleSeat> {
  const bySeat = new Map<number, RuleSeat>();
  for (const s of seats) {
    const ok = Number.isInteger(s.seatNumber) && s.seatNumber >= 1 && s.seatNumber <= rules.tableSize && !bySeat.has(s.seatNumber);
    // The table object owns the seats; a duplicate or out-of-range seat number is a bug there.
    if (!ok) throw new Error(`invalid seat number ${s.seatNumber}`);
    bySeat.set(s.seatNumber, s);
  }
  return bySeat;
}

/**
 * A new game (the first hand, or a restart, see the module comment): everyone who can play is dealt in.
 * First hand: the button on the lowest seat, the blinds after it. Restart: the big blind on the next
 * player after `anchor` (last hand's big blind), the small blind and the button the players right of it.
 */
function newGameLayout(rules: TableRules, bySeat: ReadonlyMap<number, RuleSeat>, anchor: number | null): Layout | null {
  const dealt = [...bySeat.values()]
    .filter((s) => canPlay(rules, s))
    .map((s) => s.seatNumber)
    .sort((a, b) => a - b);
  const n = dealt.length;
  if (n < 2) return null;
  let bigIndex: number;
  if (anchor === null) {
    bigIndex = n === 2 ? 1 : 2;
  } else {
    const bigBlind = nextClockwise(rules.tableSize, anchor, (x) => dealt.includes(x))!;
    bigIndex = dealt.indexOf(bigBlind);
  }
  const at = (k: number) => dealt[(((bigIndex + k) % n) + n) % n]!;
  // Heads-up the button is the small blind (TDA 2019 Rule 34).
  const button = n === 2 ? at(-1) : at(-2);
  return { kind: "new_game", dealt, button, engineButton: button, smallBlind: at(-1), deadSmallBlind: null, bigBlind: at(0) };
}

/** The dead-button layout from last hand's positions, or null when it deals fewer than two seats. */
function deadButtonLayout(rules: TableRules, bySeat: ReadonlyMap<number, RuleSeat>, last: Positions & { bigBlind: number }): Layout | null {
  const size = rules.tableSize;
  const seat = (n: number) => bySeat.get(n);
  const lastBig = last.bigBlind;
  // The big blind: the next seat after last hand's that can take it (a seat waiting for it can).
  const bigBlind = nextClockwise(size, lastBig, (n) => canPlay(rules, seat(n)));
  if (bigBlind === null) return null;
  // The small blind's place is last hand's big blind; a ring newcomer sitting there waits (see above).
  const smallPlace = lastBig;
  const smallSeat = seat(smallPlace);
  const smallDealt = canPlay(rules, smallSeat) && (rules.kind === "tournament" || smallSeat.inRotation);
  // The button's place is last hand's small blind, posted or dead, when it lies between the new big blind
  // and the small blind's place. Otherwise (out of heads-up, where the button was the small blind) the
  // nearest seat right of the small blind that is dealt in takes it.
  const lastSmall = last.smallBlind ?? last.deadSmallBlind ?? null;
  let button: number | null;
  if (lastSmall !== null && strictlyBetween(size, bigBlind, smallPlace, lastSmall)) {
    button = lastSmall;
  } else {
    button = prevCounterclockwise(size, smallPlace, (n) => strictlyBetween(size, bigBlind, smallPlace, n) && dealtWithoutBlind(rules, seat(n)));
  }
  const dealt = [bigBlind];
  if (smallDealt) dealt.push(smallPlace);
  // Everyone else comes from after the big blind up to the button: nobody between the button and the
  // small blind (TDA Rule 9), nobody between the small blind and the big blind (the big blind passed them).
  if (button !== null) {
    const reach = clockwiseDistance(size, bigBlind, button);
    for (const n of bySeat.keys()) {
      const d = clockwiseDistance(size, bigBlind, n);
      if (d > 0 && d <= reach && dealtWithoutBlind(rules, seat(n))) dealt.push(n);
    }
  }
  dealt.sort((a, b) => a - b);
  if (dealt.length < 2) return null;
  if (dealt.length === 2) {
    // Heads-up: the other seat is the button and posts the small blind; the big blind moved on, so
    // nobody takes it twice in a row (TDA 2019 Rule 34).
    const other = dealt[0] === bigBlind ? dealt[1]! : dealt[0]!;
    return { kind: "dead_button", dealt, button: other, engineButton: other, smallBlind: other, deadSmallBlind: null, bigBlind };
  }
  // Three or more: `button` is set (else at most the two blinds are dealt).
  const buttonPlace = button!;
  const engineButton = prevCounterclockwise(size, buttonPlace, (n) => dealt.includes(n), true)!;
  return {
    kind: "dead_button",
    dealt,
    button: buttonPlace,
    engineButton,
    smallBlind: smallDealt ? smallPlace : null,
    deadSmallBlind: smallDealt ? null : smallPlace,
    bigBlind,
  };
}

/** The engine derives the blinds from its button index: check that they land where the layout put them. */
function assertEngineAgrees(layout: Layout, button: number): void {
  const n = layout.dealt.length;
  const next = (i: number) => (i + 1) % n;
  const small = n === 2 ? button : layout.smallBlind === null ? null : next(button);
  const big = small === null ? next(button) : next(small);
  const seatOf = (i: number | null) => (i === null ? null : layout.dealt[i]!);
  if (seatOf(small) !== layout.smallBlind || seatOf(big) !== layout.bigBlind) {
    throw new Error("table rules: the hand engine would place the blinds elsewhere");
  }
}

/**
 * Who is dealt in and the next hand's HandConfig (see the module comment for the rules), and the seats as
 * they are once the hand is planned: dealt seats join the rotation and owe nothing; ring seats sitting out
 * owe the blinds that passed them; every seat sitting out counts one more hand. `plan` is null (and the
 * seats unchanged) when fewer than two seats can be dealt in.
 */
export function planHand(rules: TableRules, seats: readonly RuleSeat[], last: Positions): PlanResult {
  const bySeat = indexSeats(rules, seats);
  const lastBig = last.bigBlind;
  const layout =
    lastBig === null
      ? newGameLayout(rules, bySeat, null)
      : (deadButtonLayout(rules, bySeat, { ...last, bigBlind: lastBig }) ?? newGameLayout(rules, bySeat, lastBig));
  if (layout === null) return { plan: null, seats: seats.map(copySeat) };

  const size = rules.tableSize;
  const dealtSet = new Set(layout.dealt);
  const lastSmall = last.smallBlind ?? last.deadSmallBlind ?? null;
  const deadBlinds: { seat: number; amount: number }[] = [];
  const next = seats.map((original) => {
    const s = copySeat(original);
    const n = s.seatNumber;
    if (dealtSet.has(n)) {
      // A ring seat dealt in from outside the rotation anywhere but the big blind posted now (dead blinds).
      if (rules.kind === "ring" && !s.inRotation && n !== layout.bigBlind && layout.kind === "dead_button") {
        const index = layout.dealt.indexOf(n);
        const owesNothing = !s.owes.smallBlind && !s.owes.bigBlind;
        if ((s.owes.bigBlind || owesNothing) && rules.bigBlind > 0) deadBlinds.push({ seat: index, amount: rules.bigBlind });
        if (s.owes.smallBlind && rules.smallBlind > 0) deadBlinds.push({ seat: index, amount: rules.smallBlind });
      }
      s.inRotation = true;
      s.owes = { ...NO_OWES };
      s.entry = "wait_for_big_blind";
    }
    if (s.status === "sitting_out") {
      s.sitOutHands += 1;
      // Missed blinds: only a ring seat in the rotation can miss one (a newcomer has none to miss).
      if (rules.kind === "ring" && s.inRotation && s.stack > 0 && lastBig !== null) {
        if (strictlyBetween(size, lastBig, layout.bigBlind, n)) s.owes.bigBlind = true;
        const smallPassed =
          layout.kind === "dead_button" &&
          (n === lastBig || (lastSmall !== null && strictlyBetween(size, lastSmall, lastBig, n) && lastSmall !== lastBig));
        if (smallPassed) s.owes.smallBlind = true;
      }
    }
    return s;
  });

  const engineButton = layout.dealt.indexOf(layout.engineButton);
  assertEngineAgrees(layout, engineButton);
  const plan: HandPlan = {
    dealt: layout.dealt,
    config: {
      stacks: layout.dealt.map((n) => bySeat.get(n)!.stack),
      button: engineButton,
      smallBlind: rules.smallBlind,
      bigBlind: rules.bigBlind,
      ante: rules.ante,
      ...(rules.game && rules.game !== "nlhe" ? { game: rules.game } : {}),
      smallBlindMissing: layout.dealt.length > 2 && layout.smallBlind === null,
      deadBlinds,
    },
    positions: { button: layout.button, smallBlind: layout.smallBlind, bigBlind: layout.bigBlind, deadSmallBlind: layout.deadSmallBlind },
  };
  return { plan, seats: next };
}

// ---- After a hand ----

/**
 * Applies a finished hand: final stacks for the seats dealt in, the timeout count (two hands in a row
 * sits the seat out, CONTRACT 10.2), and who leaves: a seat with no chips (`busted`; on a tournament table
 * the director ranks the busts), a seat that asked to leave (`left`, with its stack), and a ring seat
 * that sat out `sitOutLimitHands` dealt hands (`sat_out_too_long`).
 */
export function afterHand(rules: TableRules, seats: readonly RuleSeat[], outcome: HandOutcome): AfterHandResult {
  const bySeat = indexSeats(rules, seats);
  for (const n of outcome.stacks.keys()) {
    if (!bySeat.has(n)) throw new Error(`hand outcome for seat ${n}, which is not seated`);
  }
  const kept: RuleSeat[] = [];
  const closed: AfterHandResult["closed"] = [];
  for (const original of seats) {
    const s = copySeat(original);
    const n = s.seatNumber;
    const stack = outcome.stacks.get(n);
    if (stack !== undefined) {
      s.stack = stack;
      s.timeouts = outcome.timedOut.has(n) ? s.timeouts + 1 : 0;
      if (s.timeouts >= TIMEOUTS_TO_SIT_OUT && s.status === "playing") {
        s.status = "sitting_out";
        s.sitOutHands = 0;
      }
    }
    const reason = closeReason(rules, s);
    if (reason === null) kept.push(s);
    else closed.push({ seatNumber: n, reason, finalStack: s.stack });
  }
  closed.sort((a, b) => a.seatNumber - b.seatNumber);
  return { seats: kept, closed };
}

function closeReason(rules: TableRules, s: RuleSeat): CloseReason | null {
  if (s.stack <= 0) return "busted";
  if (s.status === "leaving") return "left";
  if (rules.kind === "ring" && s.status === "sitting_out" && s.sitOutHands >= rules.sitOutLimitHands) return "sat_out_too_long";
  return null;
}

// ---- Seat requests between hands ----

/** The player sits out from the next hand (a seat already out or leaving is unchanged). */
export function sitOut(_rules: TableRules, seat: RuleSeat): RuleSeat {
  const s = copySeat(seat);
  if (s.status === "playing") {
    s.status = "sitting_out";
    s.sitOutHands = 0;
  }
  return s;
}

/**
 * The player sits back in (or, already in, changes how he enters). Ring: a seat that owes blinds comes
 * back outside the rotation and enters as `entry` says; one that owes nothing and was in the rotation
 * rejoins it directly; a newcomer stays outside it with the new `entry`. Tournament: straight back in.
 * A leaving seat is unchanged.
 */
export function sitIn(rules: TableRules, seat: RuleSeat, entry: EntryChoice): RuleSeat {
  const s = copySeat(seat);
  if (s.status === "leaving") return s;
  s.status = "playing";
  s.sitOutHands = 0;
  s.timeouts = 0;
  if (rules.kind === "tournament") {
    s.inRotation = true;
    s.owes = { ...NO_OWES };
    return s;
  }
  if (s.owes.smallBlind || s.owes.bigBlind) s.inRotation = false;
  if (!s.inRotation) s.entry = entry;
  return s;
}

/** The table's action for a seat whose clock ran out: check when it is free, else fold (CONTRACT 10.2). */
export function timeoutAction(legal: LegalActions): "check" | "fold" {
  return legal.check ? "check" : "fold";
}

function copySeat(s: RuleSeat): RuleSeat {
  return { ...s, owes: { ...s.owes } };
}
