/**
 * One table's state machine, without I/O: the Durable Object (table-object.ts) loads a `TableState`,
 * calls these functions with the time it read, stores the result and sends the events they emitted.
 * Keeping it free of storage, sockets and clocks lets the soak test and the benchmark run thousands of
 * hands through exactly the code the object runs.
 *
 * The hand in progress is never a stored engine object: it is its `HandConfig` plus the actions taken,
 * replayed through the stateless reducer (engine/holdem) whenever it is needed, so a table restarted
 * from storage is in exactly the state it was.
 *
 *   waiting --(two seats can be dealt, next-hand time reached)--> hand in progress --(settled)--> waiting
 *
 * Between hands, `engine/table/rules.ts` decides who is dealt in and where the button and blinds go.
 * During a hand the seat to act has an absolute deadline: its action clock, then its time bank, then the
 * table checks or folds for it. House bots act after a think delay; seats that sat out or are leaving are
 * acted for at once. `expire(now)` does whatever has come due, so a late alarm costs only time.
 */
import { parseCards } from "../engine/cards.ts";
import { categoryOf } from "../engine/evaluator.ts";
import { apply, legalActions } from "../engine/holdem/betting.ts";
import { gameOf, HOLE_CARDS } from "../engine/holdem/game.ts";
import { potsOf } from "../engine/holdem/pots.ts";
import { startHand } from "../engine/holdem/setup.ts";
import { isFinished, settle } from "../engine/holdem/showdown.ts";
import type { HandAction, HandConfig, HandEvent, HandState, LegalActions, Street } from "../engine/holdem/types.ts";
import { IllegalActionError } from "../engine/holdem/types.ts";
import { dealFromDeck, joinClientSeeds } from "../engine/shuffle.ts";
import { botAction } from "../engine/table/bot.ts";
import { afterHand, newSeat, planHand, sitIn, sitOut, timeoutAction } from "../engine/table/rules.ts";
import type { EntryChoice, HandPlan, Positions, RuleSeat, TableRules } from "../engine/table/types.ts";
import type { HandReport } from "../engine/tournament/types.ts";
import type { DealView } from "../tournaments/deal-view.ts";
import type {
  ActionType,
  ActOutcome,
  ActRequest,
  EntrySeat,
  FinishedHand,
  Level,
  MovedTo,
  Participant,
  PublicSeat,
  Refusal,
  SeatRequest,
  TableDirective,
  TableSettings,
  TableStatus,
  TableView,
} from "./api.ts";
import type { EventBody, LegalView, SeatClosedReason } from "./events.ts";

export interface SeatRecord extends RuleSeat {
  /** This seating's own id (a seat number is reused by later players): the subject of its `table.seat_closed`. */
  seatingId: string;
  displayName: string;
  participant: Participant;
  /** The builder's reference: never in a view, an event or a history; only in `table.seat_closed`. */
  playerRef: string;
  control: "client" | "house";
  /** Time bank left, in milliseconds. */
  timeBankMs: number;
  connected: boolean;
  /** The seat's contribution to the next hand's client seed (pw-shuffle-v1), if it sent one. */
  clientSeed: string | null;
  /** Ring tables: chips of top-ups asked for during a hand the seat is dealt in, added when that hand ends. */
  pendingTopUp?: number;
  /** Chips top-ups added to this seating's stack, and chips of top-ups not added (the stack had reached the buy-in maximum). */
  toppedUp?: number;
  topUpReturned?: number;
}

/** A hand's committed shuffle. The server seed and the deck never leave the object before the hand ends. */
export interface HandShuffle {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
  deck: string[];
}

export interface TakenAction {
  seatNumber: number;
  type: ActionType;
  to?: number;
  clientId?: string;
  auto?: "timeout" | "sitting_out";
}

export interface Turn {
  index: number;
  seatNumber: number;
  /** When the seat's current clock runs out (its action clock, then its time bank). */
  deadline: number;
  /** When the time bank started running (null while the action clock runs). */
  bankFrom: number | null;
  /** House bots and seats that are away act at this time instead. */
  autoAt: number | null;
}

export interface HandInProgress {
  number: number;
  startedAt: number;
  dealt: number[];
  positions: Positions;
  config: HandConfig;
  shuffle: HandShuffle;
  actions: TakenAction[];
  timedOut: number[];
  turn: Turn | null;
}

export interface TableState {
  settings: TableSettings;
  rules: TableRules;
  status: TableStatus;
  /** Closing: the hand in progress finishes, then every seat stands up. */
  closing: boolean;
  seats: SeatRecord[];
  positions: Positions;
  handNumber: number;
  hand: HandInProgress | null;
  /** When the next hand may start (null: no hand can start now). */
  nextHandAt: number | null;
  /**
   * Tournament tables: the hand whose report the director has not answered yet (no hand starts until it
   * does), or null.
   */
  awaitingDirector?: number | null;
  /** Tournament tables: a break in the blind structure is on until then (epoch ms): no hand starts before it. */
  breakUntil?: number | null;
  /** Seatings started by the director here (tournament tables), for unique seating ids. */
  seatingsStarted?: number;
  /** Tournament final tables: the last deal the director showed here (CONTRACT 11.1), or absent. */
  deal?: DealView;
  /** The table's shuffles are revealed: it closed (ring tables) or its tournament finished. */
  revealed?: boolean;
  /** Ring tables: the top-ups made with an idempotency key in the last 24 h (at most 500), so a repeat adds nothing. */
  topUpKeys?: Array<{ key: string; at: number; topUp: TopUp }>;
  /** Tournament tables: the rebuy and add-on ids whose chips this table took (the latest 500), so one is never added twice. */
  entryChipIds?: string[];
  /** Tournament tables: those taken since the last hand report (the next report lists them to the director). */
  entryChipsUnreported?: string[];
}

/**
 * When a table publishes its hands' server seeds (each discloses the whole deck: every folded and mucked
 * card). Ring games choose; `bot_only` defaults to each hand's end, tables with people to the table's
 * close; a tournament's tables reveal when the tournament is over.
 */
function revealAfter(settings: TableSettings): "hand" | "table_close" | "tournament_end" {
  if (settings.tournamentId) return "tournament_end";
  return settings.fairness?.revealAfter ?? (settings.trustMode === "bot_only" ? "hand" : "table_close");
}

/** Whether a finished hand's server seed may be published now. */
export function seedRevealed(state: TableState): boolean {
  return revealAfter(state.settings) === "hand" || state.revealed === true;
}

export interface Pacing {
  /** Pause between hands. */
  nextHandMs: number;
  /** A house bot's think time. */
  botThinkMs: number;
}

export interface SeatClosure {
  seat: SeatRecord;
  reason: SeatClosedReason;
  finalStack: number;
  closedAt: number;
}

/** What one call produced: events to log and send, seats that left, a hand that finished. */
export interface Output {
  /** `visibleTo`: null for a public event, else the seating id it is private to. */
  events: Array<{ body: EventBody; visibleTo: string | null }>;
  closures: SeatClosure[];
  finished: FinishedHand[];
  /** Tournament tables: the hand-end reports for the director. */
  reports: HandReport[];
  /** Tournament tables: seats whose entry the director moved, with the new seat and its ticket (sent to the seat's socket). */
  moves: Array<{ seatNumber: number; seatingId: string; to: MovedTo }>;
}

export const newOutput = (): Output => ({ events: [], closures: [], finished: [], reports: [], moves: [] });

const SIT_OUT_LIMIT_HANDS = 10;

export function initialState(settings: TableSettings): TableState {
  return {
    settings,
    rules: {
      tableSize: settings.tableSize,
      smallBlind: settings.smallBlind,
      bigBlind: settings.bigBlind,
      ante: settings.ante,
      ...(settings.game && settings.game !== "nlhe" ? { game: settings.game } : {}),
      kind: settings.tournamentId ? "tournament" : "ring",
      sitOutLimitHands: SIT_OUT_LIMIT_HANDS,
    },
    status: "waiting",
    closing: false,
    seats: [],
    positions: { button: null, smallBlind: null, bigBlind: null },
    handNumber: 0,
    hand: null,
    nextHandAt: null,
  };
}

// ---------------------------------------------------------------------------------------------- views

export function publicSeat(seat: SeatRecord, state: TableState): PublicSeat {
  const live = liveStacks(state);
  return {
    seatNumber: seat.seatNumber,
    displayName: seat.displayName,
    participant: seat.participant,
    status: seat.status,
    stack: live.get(seat.seatNumber) ?? seat.stack,
    connected: seat.participant === "bot" && seat.control === "house" ? true : seat.connected,
  };
}

/** Chips behind of the seats in the hand in progress (others: their stored stack). */
function liveStacks(state: TableState): Map<number, number> {
  const stacks = new Map<number, number>();
  if (!state.hand) return stacks;
  const hs = replay(state.hand);
  state.hand.dealt.forEach((seatNumber, i) => stacks.set(seatNumber, hs.seats[i]!.stack));
  return stacks;
}

export function tableView(state: TableState, now: number): TableView {
  const hand = state.hand;
  const hs = hand ? replay(hand) : null;
  return {
    id: state.settings.tableId,
    ringGameId: state.settings.ringGameId,
    name: state.settings.name,
    status: state.status,
    handNumber: state.handNumber,
    seats: state.seats.map((s) => publicSeat(s, state)),
    button: hand ? (hand.positions.button ?? null) : state.positions.button,
    board: hand && hs ? boardOf(hand, hs) : "",
    pots: hand && hs ? potsOf(hs).map((p) => ({ amount: p.amount, eligible: p.eligible.map((i) => hand.dealt[i]!) })) : [],
    toAct: hand?.turn?.seatNumber ?? null,
    actionDeadline: hand?.turn ? new Date(Math.max(hand.turn.deadline, now)).toISOString() : null,
  };
}

/** The board as far as the hand has dealt it (never a card not yet dealt). */
const BOARD_COUNT: Record<Street, number> = { preflop: 0, flop: 3, turn: 4, river: 5, showdown: 5 };

export function boardOf(hand: HandInProgress, hs: HandState): string {
  const count = BOARD_COUNT[hs.street];
  // A hand won by a fold before the river shows only the streets that were dealt.
  const dealtStreets = hs.events.filter((e) => e.kind === "street" && e.street !== "showdown").length;
  const shown = hs.wonByFold ? Math.min(count, [0, 3, 4, 5][dealtStreets]!) : count;
  return boardCards(hand).slice(0, shown).join("");
}

/** The hand's cards from its deck: 2 hole cards each in hold'em, 4 or 5 in Omaha, in the pw-shuffle-v1 order. */
function dealtCards(hand: HandInProgress) {
  return dealFromDeck(hand.shuffle.deck, hand.dealt.length, hand.config.button, HOLE_CARDS[gameOf(hand.config)]);
}

function boardCards(hand: HandInProgress): string[] {
  const d = dealtCards(hand);
  return [...d.flop, d.turn, d.river];
}

export function holeCards(hand: HandInProgress, seatNumber: number): string | null {
  const i = hand.dealt.indexOf(seatNumber);
  if (i < 0) return null;
  return dealtCards(hand).holeCards[i]!.join("");
}

export function legalView(legal: LegalActions): LegalView {
  return {
    fold: legal.fold,
    check: legal.check,
    call: legal.call,
    bet: legal.bet && { minTo: legal.bet.min, maxTo: legal.bet.max },
    raise: legal.raise && { minTo: legal.raise.min, maxTo: legal.raise.max },
    allIn: legal.allIn,
  };
}

// ---------------------------------------------------------------------------------------------- replay

const replayCache = new WeakMap<HandInProgress, { length: number; state: HandState }>();

/** The hand's engine state: its config and actions through the reducer (cached per stored hand object). */
export function replay(hand: HandInProgress): HandState {
  const cached = replayCache.get(hand);
  if (cached && cached.length === hand.actions.length) return cached.state;
  let hs = cached && cached.length < hand.actions.length ? cached.state : startHand(hand.config);
  for (let i = cached && cached.length < hand.actions.length ? cached.length : 0; i < hand.actions.length; i++) {
    hs = apply(hs, engineAction(hand, hand.actions[i]!));
  }
  replayCache.set(hand, { length: hand.actions.length, state: hs });
  return hs;
}

function engineAction(hand: HandInProgress, action: TakenAction): HandAction {
  const seat = hand.dealt.indexOf(action.seatNumber);
  return action.type === "bet" || action.type === "raise" ? { seat, type: action.type, to: action.to ?? 0 } : { seat, type: action.type };
}

// ---------------------------------------------------------------------------------------------- seats

function refuse(code: Refusal["code"], message: string, path?: string): Refusal {
  return path === undefined ? { ok: false, code, message } : { ok: false, code, message, path };
}

export function findSeat(state: TableState, seatNumber: number): SeatRecord | undefined {
  return state.seats.find((s) => s.seatNumber === seatNumber);
}

/** The seat held by this seating now, or undefined once the seating ended (whoever sits there since). */
export function findSeating(state: TableState, seatingId: string): SeatRecord | undefined {
  return state.seats.find((s) => s.seatingId === seatingId);
}

/** A house bot: played by the service alone (no ticket, no client action, no private frame to a client). */
export function isHouseSeat(seat: Pick<SeatRecord, "participant" | "control">): boolean {
  return seat.participant === "bot" && seat.control === "house";
}

export function takeSeat(state: TableState, request: SeatRequest, seatingId: string, now: number, pacing: Pacing, out: Output): SeatRecord | Refusal {
  const { settings } = state;
  if (state.status === "closed" || state.closing) return refuse("invalid_state", "This table is closed.");
  if (state.rules.kind === "ring" && (request.stack < settings.buyIn.min || request.stack > settings.buyIn.max)) {
    return refuse("validation_failed", `stack must be within the buy-in, ${settings.buyIn.min}..${settings.buyIn.max}`, "/stack");
  }
  if (state.seats.some((s) => s.playerRef === request.playerRef)) return refuse("conflict", "This playerRef already has a seat at this table.");
  let seatNumber = request.seatNumber;
  if (seatNumber !== undefined) {
    if (seatNumber < 1 || seatNumber > settings.tableSize) {
      return refuse("validation_failed", `seatNumber must be 1..${settings.tableSize} at this table`, "/seatNumber");
    }
    if (findSeat(state, seatNumber)) return refuse("conflict", `Seat ${seatNumber} is taken.`);
  } else {
    for (let n = 1; n <= settings.tableSize && seatNumber === undefined; n++) if (!findSeat(state, n)) seatNumber = n;
    if (seatNumber === undefined) return refuse("conflict", "The table is full.");
  }
  const seat: SeatRecord = {
    // "Dealt in from the next hand" (CONTRACT 10.1): a newcomer posts now rather than waiting for the big blind.
    ...newSeat(state.rules, seatNumber, request.stack),
    entry: "post_now",
    seatingId,
    displayName: request.displayName,
    participant: request.participant,
    playerRef: request.playerRef,
    control: request.participant === "bot" ? (request.control ?? "house") : "client",
    timeBankMs: settings.clock.timeBankSeconds * 1000,
    connected: false,
    clientSeed: null,
  };
  state.seats = [...state.seats, seat].sort((a, b) => a.seatNumber - b.seatNumber);
  out.events.push({ body: { type: "seat_taken", seat: publicSeat(seat, state) }, visibleTo: null });
  scheduleNextHand(state, now, pacing);
  return seat;
}

/**
 * Stands a seat up: at once when it is not in the hand in progress, else at the hand's end (`leaving`);
 * a seat leaving on its own turn is acted for at once (check if legal, else fold), not after its clock.
 */
export function standUp(
  state: TableState,
  seatNumber: number,
  now: number,
  pacing: Pacing,
  out: Output,
  reason: SeatClosedReason = "left",
): SeatRecord | Refusal {
  const seat = findSeat(state, seatNumber);
  if (!seat) return refuse("not_found", `Seat ${seatNumber} is empty.`);
  if (state.rules.kind === "tournament" && reason !== "table_closed") {
    return refuse("invalid_state", "A tournament seat cannot stand up with its chips: sit out instead (the seat is dealt in and blinded).");
  }
  if (state.hand?.dealt.includes(seatNumber)) {
    updateSeat(state, seatNumber, { status: "leaving" }, out);
    const leaving = findSeat(state, seatNumber)!;
    // Acting for it may end the hand, and so close the seat: the record as it was when it started leaving.
    actForAwaySeatNow(state, seatNumber, now, pacing, out);
    return leaving;
  }
  closeSeat(state, seat, reason, seat.stack, now, out);
  return seat;
}

function closeSeat(state: TableState, seat: SeatRecord, reason: SeatClosedReason, finalStack: number, now: number, out: Output): void {
  state.seats = state.seats.filter((s) => s.seatNumber !== seat.seatNumber);
  out.events.push({ body: { type: "seat_closed", seatNumber: seat.seatNumber, reason, finalStack }, visibleTo: null });
  out.closures.push({ seat, reason, finalStack, closedAt: now });
}

function updateSeat(state: TableState, seatNumber: number, patch: Partial<SeatRecord>, out: Output): void {
  const before = findSeat(state, seatNumber);
  if (!before) return;
  const after = { ...before, ...patch };
  state.seats = state.seats.map((s) => (s.seatNumber === seatNumber ? after : s));
  const a = publicSeat(before, state);
  const b = publicSeat(after, state);
  if (a.status !== b.status || a.connected !== b.connected || a.stack !== b.stack) {
    out.events.push({ body: { type: "seat_changed", seatNumber, status: b.status, stack: b.stack, connected: b.connected }, visibleTo: null });
  }
}

export function setConnected(state: TableState, seatNumber: number, connected: boolean, out: Output): void {
  updateSeat(state, seatNumber, { connected }, out);
}

export function seatSitsOut(state: TableState, seatNumber: number, now: number, pacing: Pacing, out: Output): Refusal | null {
  const seat = findSeat(state, seatNumber);
  if (!seat) return refuse("not_found", `Seat ${seatNumber} is empty.`);
  if (seat.status === "leaving") return refuse("invalid_state", "This seat is leaving.");
  updateSeat(state, seatNumber, sitOut(state.rules, seat), out);
  actForAwaySeatNow(state, seatNumber, now, pacing, out);
  return null;
}

/** A seat that went away (sat out, leaving) while it is the one to act is acted for now, not when its clock runs out. */
function actForAwaySeatNow(state: TableState, seatNumber: number, now: number, pacing: Pacing, out: Output): void {
  const hand = state.hand;
  if (hand?.turn && hand.turn.seatNumber === seatNumber && findSeat(state, seatNumber)?.status !== "playing") {
    state.hand = { ...hand, turn: { ...hand.turn, autoAt: now } };
    replayCache.set(state.hand, { length: hand.actions.length, state: replay(hand) });
  }
  expire(state, now, pacing, out);
}

export function seatSitsIn(state: TableState, seatNumber: number, entry: EntryChoice, now: number, pacing: Pacing, out: Output): Refusal | null {
  const seat = findSeat(state, seatNumber);
  if (!seat) return refuse("not_found", `Seat ${seatNumber} is empty.`);
  if (seat.status === "leaving") return refuse("invalid_state", "This seat is leaving.");
  updateSeat(state, seatNumber, sitIn(state.rules, seat, entry), out);
  scheduleNextHand(state, now, pacing);
  return null;
}

/** A seat's client seed for the next hand it is dealt (pw-shuffle-v1 joins the seeds of the seats dealt in). */
export function setClientSeed(state: TableState, seatNumber: number, seed: string): void {
  state.seats = state.seats.map((s) => (s.seatNumber === seatNumber ? { ...s, clientSeed: seed } : s));
}

// ---------------------------------------------------------------------------------------------- top-ups

/** A top-up as the route answers it. */
export interface TopUp {
  id: string;
  seatNumber: number;
  seatingId: string;
  amount: number;
  /** `applied`: in the stack now; `pending`: added when the hand the seat is dealt in ends. */
  status: "applied" | "pending";
  /** Chips of this seating's top-ups waiting for the hand to end, this one included. */
  pendingAmount: number;
  /** The most a further top-up may add now. */
  maxAmount: number;
  createdAt: string;
}

export type TopUpOutcome = { ok: true; topUp: TopUp; seat: SeatRecord; replayed: boolean } | Refusal;

const TOP_UP_KEY_MS = 24 * 60 * 60 * 1000;
const TOP_UP_KEYS_KEPT = 500;

/**
 * Adds chips the builder's backend vouches for to a ring seat, never above the buy-in maximum: at once
 * between hands (a `topped_up` event, then `seat_changed`), or, for a seat dealt in the hand in
 * progress, when that hand ends, before the next one (`pending`; trimmed then if the hand took the
 * stack near the maximum, the rest reported as `returned`). The cap counts the chips behind (a seat in
 * a hand has its bets in the pot) plus what is already pending.
 */
export function topUp(
  state: TableState,
  seatNumber: number,
  amount: number,
  request: { seatingId?: string; key?: string; id: string; now: number },
  out: Output,
): TopUpOutcome {
  const { now, key } = request;
  state.topUpKeys = (state.topUpKeys ?? []).filter((k) => k.at > now - TOP_UP_KEY_MS);
  // Scoped like the route's idempotency record: this seat number and this key.
  const earlier = key === undefined ? undefined : state.topUpKeys.find((k) => k.key === key && k.topUp.seatNumber === seatNumber);
  if (earlier) {
    // The same key again: the chips were added (or are pending) once; nothing more.
    const seat = findSeating(state, earlier.topUp.seatingId);
    if (!seat) return refuse("conflict", "The seating this idempotency key topped up has left the seat.");
    return { ok: true, topUp: earlier.topUp, seat, replayed: true };
  }
  const holder = request;
  if (state.rules.kind !== "ring") {
    return refuse("conflict", "A tournament table takes no top-ups: its chips come from the tournament's structure.");
  }
  if (state.status === "closed" || state.closing) return refuse("invalid_state", "This table is closed.");
  const seat = findSeat(state, seatNumber);
  if (!seat) return refuse("not_found", `Seat ${seatNumber} is empty.`);
  if (holder.seatingId !== undefined && seat.seatingId !== holder.seatingId) {
    return refuse("conflict", `Seat ${seatNumber} is held by another player now.`);
  }
  if (seat.status === "leaving") return refuse("invalid_state", "This seat is leaving.");
  const max = state.settings.buyIn.max;
  const pending = seat.pendingTopUp ?? 0;
  const behind = liveStacks(state).get(seatNumber) ?? seat.stack;
  const maxAmount = Math.max(0, max - behind - pending);
  if (amount > maxAmount) {
    return refuse(
      "validation_failed",
      `amount would take the stack above the buy-in maximum, ${max}: at most ${maxAmount} now (${behind} behind${pending > 0 ? `, ${pending} pending` : ""})`,
      "/amount",
    );
  }
  if (state.hand?.dealt.includes(seatNumber)) {
    const after = { ...seat, pendingTopUp: pending + amount };
    state.seats = state.seats.map((s) => (s.seatNumber === seatNumber ? after : s));
  } else {
    const stack = seat.stack + amount;
    out.events.push({ body: { type: "topped_up", seatNumber, amount, stack, returned: 0 }, visibleTo: null });
    updateSeat(state, seatNumber, { stack, toppedUp: (seat.toppedUp ?? 0) + amount }, out);
  }
  const current = findSeat(state, seatNumber)!;
  const made: TopUp = {
    id: request.id,
    seatNumber,
    seatingId: seat.seatingId,
    amount,
    status: (current.pendingTopUp ?? 0) > 0 ? "pending" : "applied",
    pendingAmount: current.pendingTopUp ?? 0,
    maxAmount: maxAmount - amount,
    createdAt: new Date(now).toISOString(),
  };
  if (key !== undefined) state.topUpKeys = [...state.topUpKeys, { key, at: now, topUp: made }].slice(-TOP_UP_KEYS_KEPT);
  return { ok: true, topUp: made, seat: current, replayed: false };
}

/** At a hand's end, before seats bust or leave: the top-ups asked for during it, added up to the buy-in maximum. */
function addPendingTopUps(state: TableState, stacks: Map<number, number>, out: Output): void {
  const max = state.settings.buyIn.max;
  state.seats = state.seats.map((seat) => {
    const pending = seat.pendingTopUp ?? 0;
    if (pending <= 0) return seat;
    const stack = stacks.get(seat.seatNumber) ?? seat.stack;
    const added = Math.min(pending, Math.max(0, max - stack));
    stacks.set(seat.seatNumber, stack + added);
    out.events.push({
      body: { type: "topped_up", seatNumber: seat.seatNumber, amount: added, stack: stack + added, returned: pending - added },
      visibleTo: null,
    });
    return { ...seat, pendingTopUp: 0, toppedUp: (seat.toppedUp ?? 0) + added, topUpReturned: (seat.topUpReturned ?? 0) + pending - added };
  });
}

// ---------------------------------------------------------------------------------------------- tournament chips

/**
 * What a tournament table did with chips the director hands it (a rebuy or add-on, CONTRACT 11.1):
 * `applied` (in the stack now, between hands), `pending` (the entry is in the hand in progress: added when
 * it ends, before busts and before the report), `absent` (the entry does not sit here now) or `busy` (the
 * table's last report is not answered yet: the director adds them with its answer instead, so a move in
 * that answer carries them).
 */
export type EntryChipsOutcome = "applied" | "pending" | "absent" | "busy";

const ENTRY_CHIP_IDS_KEPT = 500;

/** Chips for a tournament entry seated here, once per `id` (a repeat answers `applied` or `pending` and adds nothing). */
export function addEntryChips(state: TableState, chips: { id: string; entryId: string; amount: number }, out: Output): EntryChipsOutcome {
  const seat = state.seats.find((s) => s.playerRef === chips.entryId);
  if ((state.entryChipIds ?? []).includes(chips.id)) return seat && (seat.pendingTopUp ?? 0) > 0 ? "pending" : "applied";
  if (state.rules.kind !== "tournament" || !seat || state.status === "closed") return "absent";
  if ((state.awaitingDirector ?? null) !== null) return "busy";
  takeEntryChips(state, seat, chips, out);
  return state.hand?.dealt.includes(seat.seatNumber) ? "pending" : "applied";
}

/** Chips the director handed with its answer to this table's report (never busy: the answer is what ends the wait). */
export function addAnsweredChips(state: TableState, chips: ReadonlyArray<{ id: string; entryId: string; amount: number }>, out: Output): void {
  for (const c of chips) {
    const seat = state.seats.find((s) => s.playerRef === c.entryId);
    if (!seat || (state.entryChipIds ?? []).includes(c.id)) continue;
    // The director counted them in its answer: no report needs to tell it.
    takeEntryChips(state, seat, c, out, false);
  }
}

/** Purchase ids whose chips are in a stack here: a later delivery of one of them adds nothing. */
function rememberEntryChips(state: TableState, ids: readonly string[]): void {
  state.entryChipIds = [...(state.entryChipIds ?? []).filter((id) => !ids.includes(id)), ...ids].slice(-ENTRY_CHIP_IDS_KEPT);
}

function takeEntryChips(state: TableState, seat: SeatRecord, chips: { id: string; amount: number }, out: Output, report = true): void {
  rememberEntryChips(state, [chips.id]);
  if (report) state.entryChipsUnreported = [...(state.entryChipsUnreported ?? []), chips.id];
  if (state.hand?.dealt.includes(seat.seatNumber)) {
    // Added at the hand's end with the ring top-ups (addPendingTopUps), before the seat can bust.
    updateSeatSilently(state, seat.seatNumber, { pendingTopUp: (seat.pendingTopUp ?? 0) + chips.amount });
    return;
  }
  const stack = seat.stack + chips.amount;
  out.events.push({ body: { type: "topped_up", seatNumber: seat.seatNumber, amount: chips.amount, stack, returned: 0 }, visibleTo: null });
  updateSeat(state, seat.seatNumber, { stack, toppedUp: (seat.toppedUp ?? 0) + chips.amount }, out);
}

function updateSeatSilently(state: TableState, seatNumber: number, patch: Partial<SeatRecord>): void {
  state.seats = state.seats.map((s) => (s.seatNumber === seatNumber ? { ...s, ...patch } : s));
}

// ---------------------------------------------------------------------------------------------- hands

function scheduleNextHand(state: TableState, now: number, pacing: Pacing): void {
  if (state.hand || state.status === "closed" || state.nextHandAt !== null || (state.awaitingDirector ?? null) !== null) return;
  const plan = planHand(state.rules, state.seats, state.positions).plan;
  if (plan) state.nextHandAt = Math.max(now + pacing.nextHandMs, state.breakUntil ?? 0);
}

/** The next hand's plan and the client seed its shuffle takes, when a hand is due now. */
export function dueHand(state: TableState, now: number): { plan: HandPlan; seats: RuleSeat[]; clientSeed: string; nonce: number } | null {
  if (state.hand || state.closing || state.status === "closed" || state.nextHandAt === null || state.nextHandAt > now) return null;
  const { plan, seats } = planHand(state.rules, state.seats, state.positions);
  if (!plan) {
    state.nextHandAt = null;
    return null;
  }
  const seeds = plan.dealt.map((n) => findSeat(state, n)?.clientSeed).filter((s): s is string => typeof s === "string");
  const nonce = state.handNumber + 1;
  // With no client seed the table's id and the hand number stand in, so the seed is still unique per hand.
  const clientSeed = seeds.length > 0 ? joinClientSeeds(seeds) : `${state.settings.tableId}:${nonce}`;
  return { plan, seats, clientSeed, nonce };
}

/** Deals the hand `dueHand` planned, from its committed shuffle. */
export function beginHand(
  state: TableState,
  due: { plan: HandPlan; seats: RuleSeat[] },
  shuffle: HandShuffle,
  now: number,
  pacing: Pacing,
  out: Output,
): void {
  const { plan } = due;
  const planned = new Map(due.seats.map((s) => [s.seatNumber, s]));
  state.seats = state.seats.map((s) => {
    const rule = planned.get(s.seatNumber);
    const dealt = plan.dealt.includes(s.seatNumber);
    return { ...s, ...(rule ?? {}), clientSeed: dealt ? null : s.clientSeed };
  });
  state.handNumber += 1;
  state.nextHandAt = null;
  state.status = "running";
  const hand: HandInProgress = {
    number: state.handNumber,
    startedAt: now,
    dealt: plan.dealt,
    positions: plan.positions,
    config: plan.config,
    shuffle,
    actions: [],
    timedOut: [],
    turn: null,
  };
  state.hand = hand;
  const hs = replay(hand);
  out.events.push({
    body: {
      type: "hand_started",
      hand: hand.number,
      button: plan.positions.button ?? plan.dealt[plan.config.button]!,
      smallBlind: hs.smallBlindSeat === null ? null : plan.dealt[hs.smallBlindSeat]!,
      bigBlind: plan.dealt[hs.bigBlindSeat]!,
      seats: plan.dealt.map((seatNumber, i) => ({ seatNumber, stack: plan.config.stacks[i]! })),
      shuffle: { alg: "pw-shuffle-v1", commitment: shuffle.commitment, nonce: shuffle.nonce },
    },
    visibleTo: null,
  });
  for (const e of hs.events) {
    if (e.kind === "post") {
      out.events.push({
        body: { type: "posted", hand: hand.number, seatNumber: plan.dealt[e.seat]!, post: e.post, amount: e.amount, allIn: e.allIn },
        visibleTo: null,
      });
    }
  }
  for (const seatNumber of plan.dealt) {
    const seatingId = findSeat(state, seatNumber)!.seatingId;
    out.events.push({ body: { type: "hole_cards", hand: hand.number, seatNumber, cards: holeCards(hand, seatNumber)! }, visibleTo: seatingId });
  }
  // The forced bets may already have decided the betting (everyone all-in on the blinds): streets dealt then.
  afterMove(
    state,
    hs,
    hs.events.filter((e) => e.kind !== "post"),
    now,
    pacing,
    out,
  );
}

/** Applies a seat's action (socket or HTTP): checks the hand, the index and the turn, then the rules engine. */
export function act(state: TableState, seatNumber: number, request: ActRequest, now: number, pacing: Pacing, out: Output): ActOutcome {
  expire(state, now, pacing, out);
  const seat = findSeat(state, seatNumber);
  // An action names the seating it was meant for: one sent for an earlier occupant acts for nobody.
  if (request.seatingId !== undefined && request.seatingId !== seat?.seatingId) {
    return refuse("conflict", `Seat ${seatNumber} is not held by that seating now; its actions are void.`);
  }
  if (seat && isHouseSeat(seat)) return refuse("conflict", `Seat ${seatNumber} is a house bot: the service plays it, no client acts for it.`);
  const hand = state.hand;
  if (request.clientId !== undefined && hand?.number === request.hand) {
    const index = hand.actions.findIndex((a) => a.clientId === request.clientId && a.seatNumber === seatNumber);
    if (index >= 0) return { ok: true, hand: hand.number, index, applied: false };
  }
  if (!hand || hand.number !== request.hand)
    return refuse("conflict", `Hand ${request.hand} is not in progress${hand ? ` (hand ${hand.number} is)` : ""}.`);
  if (request.index !== hand.actions.length) {
    return refuse("conflict", `Stale action: index ${request.index}, but ${hand.actions.length} actions have been taken in hand ${hand.number}.`);
  }
  if (hand.turn?.seatNumber !== seatNumber) return refuse("conflict", `It is not seat ${seatNumber}'s turn.`);
  const taken: TakenAction = { seatNumber, type: request.action };
  if (request.to !== undefined && (request.action === "bet" || request.action === "raise")) taken.to = request.to;
  if (request.clientId !== undefined) taken.clientId = request.clientId;
  const error = takeAction(state, hand, taken, now, pacing, out);
  if (error) return refuse("validation_failed", error, "/action");
  return { ok: true, hand: hand.number, index: hand.actions.length, applied: true };
}

/** Runs one action through the reducer; an illegal one changes nothing and says why. */
function takeAction(state: TableState, hand: HandInProgress, taken: TakenAction, now: number, pacing: Pacing, out: Output): string | null {
  const before = replay(hand);
  let after: HandState;
  try {
    after = apply(before, engineAction(hand, taken));
  } catch (e) {
    if (e instanceof IllegalActionError) return e.message;
    throw e;
  }
  const turn = hand.turn;
  if (turn?.bankFrom !== null && turn?.bankFrom !== undefined) {
    // The time bank pays for the time used past the action clock.
    const seat = findSeat(state, taken.seatNumber);
    if (seat) seat.timeBankMs = Math.max(0, seat.timeBankMs - Math.max(0, Math.min(now, turn.deadline) - turn.bankFrom));
  }
  const index = hand.actions.length;
  const nextHand: HandInProgress = { ...hand, actions: [...hand.actions, taken], turn: null };
  replayCache.set(nextHand, { length: nextHand.actions.length, state: after });
  state.hand = nextHand;
  const newEvents = after.events.slice(before.events.length);
  const acted = newEvents.find((e) => e.kind === "action");
  out.events.push({
    body: {
      type: "acted",
      hand: hand.number,
      index,
      seatNumber: taken.seatNumber,
      // What the action did (an all-in is recorded as the call, bet or raise it was, with allIn set).
      action: acted?.kind === "action" ? acted.type : taken.type,
      amount: acted?.kind === "action" ? acted.amount : 0,
      to: acted?.kind === "action" ? acted.to : 0,
      allIn: acted?.kind === "action" ? acted.allIn : false,
      auto: taken.auto ?? null,
    },
    visibleTo: null,
  });
  afterMove(state, after, newEvents, now, pacing, out);
  return null;
}

/** After the posts or an action: streets dealt, chips returned, the next turn, or the hand's end. */
function afterMove(state: TableState, hs: HandState, newEvents: readonly HandEvent[], now: number, pacing: Pacing, out: Output): void {
  const hand = state.hand!;
  const board = boardCards(hand);
  for (const e of newEvents) {
    if (e.kind === "return") {
      out.events.push({ body: { type: "returned", hand: hand.number, seatNumber: hand.dealt[e.seat]!, amount: e.amount }, visibleTo: null });
    } else if (e.kind === "street" && e.street !== "showdown") {
      const count = BOARD_COUNT[e.street];
      out.events.push({ body: { type: "street", hand: hand.number, street: e.street, board: board.slice(0, count).join("") }, visibleTo: null });
    }
  }
  if (isFinished(hs)) {
    endHand(state, hs, now, pacing, out);
    return;
  }
  if (hs.toAct === null) return; // cannot happen: an unfinished hand always has a seat to act
  const seatNumber = hand.dealt[hs.toAct]!;
  const seat = findSeat(state, seatNumber);
  const index = hand.actions.length;
  const away = seat === undefined || seat.status !== "playing";
  const bot = seat !== undefined && isHouseSeat(seat);
  const clock = state.settings.clock.actionSeconds * 1000;
  const turn: Turn = { index, seatNumber, deadline: now + clock, bankFrom: null, autoAt: away ? now : bot ? now + pacing.botThinkMs : null };
  state.hand = { ...hand, turn };
  replayCache.set(state.hand, { length: hand.actions.length, state: hs });
  out.events.push({
    body: { type: "turn", hand: hand.number, index, seatNumber, actionDeadline: new Date(turn.deadline).toISOString(), timeBank: false },
    visibleTo: null,
  });
  const legal = legalActions(hs);
  // A seat dealt in keeps its seating until the hand ends (standing up mid-hand waits for it), so `seat` is there.
  if (legal && seat)
    out.events.push({ body: { type: "legal_actions", hand: hand.number, index, seatNumber, legal: legalView(legal) }, visibleTo: seat.seatingId });
}

function endHand(state: TableState, hs: HandState, now: number, pacing: Pacing, out: Output): void {
  const hand = state.hand!;
  const dealt = dealtCards(hand);
  const cards = {
    board: parseCards([...dealt.flop, dealt.turn, dealt.river].join(""), "/board", "board"),
    hole: dealt.holeCards.map((pair) => parseCards(pair.join(""), "/hole", "hole")),
  };
  const settled = settle(hs, cards);
  if (!("stacks" in settled)) throw new Error("a dealt hand always has its cards");
  const boardText = boardOf(hand, hs);
  if (settled.shown.length > 0) {
    out.events.push({
      body: {
        type: "showdown",
        hand: hand.number,
        shown: settled.shown.map((s) => ({
          seatNumber: hand.dealt[s.seat]!,
          cards: dealt.holeCards[s.seat]!.join(""),
          category: categoryOf(s.value),
        })),
      },
      visibleTo: null,
    });
  }
  const sh = hand.shuffle;
  out.events.push({
    body: {
      type: "hand_ended",
      hand: hand.number,
      board: boardText,
      pots: settled.pots.map((p) => ({ amount: p.amount, winners: p.winners.map((w) => ({ seatNumber: hand.dealt[w.seat]!, amount: w.amount })) })),
      stacks: hand.dealt.map((seatNumber, i) => ({ seatNumber, stack: settled.stacks[i]! })),
      shuffle: {
        alg: "pw-shuffle-v1",
        commitment: sh.commitment,
        serverSeed: revealAfter(state.settings) === "hand" ? sh.serverSeed : null,
        clientSeed: sh.clientSeed,
        nonce: sh.nonce,
      },
    },
    visibleTo: null,
  });
  const pot = settled.pots.reduce((sum, p) => sum + p.amount, 0);
  out.finished.push(
    finishedHand(
      state,
      hand,
      settled.stacks,
      settled.shown.map((s) => s.seat),
      boardText,
      pot,
      now,
    ),
  );

  const stacks = new Map(hand.dealt.map((seatNumber, i) => [seatNumber, settled.stacks[i]!]));
  addPendingTopUps(state, stacks, out);
  const result = afterHand(state.rules, state.seats, { stacks, timedOut: new Set(hand.timedOut) });
  const byNumber = new Map(state.seats.map((s) => [s.seatNumber, s]));
  const bankCap = state.settings.clock.timeBankSeconds * 1000;
  state.seats = result.seats.map((rule) => {
    const record = byNumber.get(rule.seatNumber)!;
    // A dealt seat's time bank grows back one second per hand, up to the setting.
    const timeBankMs = hand.dealt.includes(rule.seatNumber) ? Math.min(bankCap, record.timeBankMs + 1000) : record.timeBankMs;
    return { ...record, ...rule, timeBankMs };
  });
  state.positions = hand.positions;
  state.hand = null;
  state.status = "waiting";
  for (const seat of state.seats) {
    const before = byNumber.get(seat.seatNumber)!;
    if (before.status !== seat.status || before.stack !== seat.stack) {
      out.events.push({
        body: {
          type: "seat_changed",
          seatNumber: seat.seatNumber,
          status: seat.status,
          stack: seat.stack,
          connected: publicSeat(seat, state).connected,
        },
        visibleTo: null,
      });
    }
  }
  for (const closed of result.closed) {
    const record = { ...byNumber.get(closed.seatNumber)!, stack: closed.finalStack };
    state.seats = state.seats.filter((s) => s.seatNumber !== closed.seatNumber);
    out.events.push({
      body: { type: "seat_closed", seatNumber: closed.seatNumber, reason: closed.reason, finalStack: closed.finalStack },
      visibleTo: null,
    });
    out.closures.push({ seat: record, reason: closed.reason, finalStack: closed.finalStack, closedAt: now });
  }
  if (state.closing) {
    closeTable(state, now, out);
    return;
  }
  if (state.rules.kind === "tournament") {
    // The director decides what comes next (moves, breaks, hand-for-hand); the table waits for it.
    state.awaitingDirector = hand.number;
    out.reports.push({
      tableId: state.settings.tableId,
      handNumber: hand.number,
      // The stacks after the hand with the rebuys and add-ons added at its end (a seat they saved from busting is not busted).
      seats: hand.dealt.map((seatNumber, i) => ({
        entryId: byNumber.get(seatNumber)!.playerRef,
        seatNumber,
        chips: stacks.get(seatNumber) ?? settled.stacks[i]!,
      })),
      startingChips: Object.fromEntries(hand.dealt.map((seatNumber, i) => [byNumber.get(seatNumber)!.playerRef, hand.config.stacks[i]!])),
      ...(state.entryChipsUnreported?.length ? { chipsAdded: state.entryChipsUnreported } : {}),
      bigBlind: hand.positions.bigBlind ?? hand.dealt[hs.bigBlindSeat]!,
      button: hand.positions.button ?? hand.dealt[hand.config.button]!,
      // Who won what: the director names who eliminated a busted entry from it.
      pots: settled.pots.map((p) => ({
        eligible: p.eligible.map((i) => byNumber.get(hand.dealt[i]!)!.playerRef),
        winners: p.winners.map((w) => ({ entryId: byNumber.get(hand.dealt[w.seat]!)!.playerRef, amount: w.amount })),
      })),
    });
    state.entryChipsUnreported = [];
    return;
  }
  scheduleNextHand(state, now, pacing);
}

// ---------------------------------------------------------------------------------------------- tournaments

/** A tournament table's blinds from its next hand on. */
export function setLevel(state: TableState, level: Level): void {
  state.rules = { ...state.rules, smallBlind: level.smallBlind, bigBlind: level.bigBlind, ante: level.ante };
}

/**
 * A tournament table's break (CONTRACT 11): the hand in progress finishes, and no hand starts before
 * `until`; the hands after it play `level` (set now: a hand keeps the blinds it was dealt with).
 */
export function setBreak(state: TableState, until: number, level: Level, out?: Output): void {
  setLevel(state, level);
  const told = state.breakUntil === until;
  // An open final-table deal keeps the table paused until its expiry even if the break is shorter.
  const dealOpenUntil = state.deal?.status === "open" ? Date.parse(state.deal.expiresAt) : 0;
  state.breakUntil = Math.max(until, dealOpenUntil);
  if (state.nextHandAt !== null) state.nextHandAt = Math.max(state.nextHandAt, until);
  // Sockets are told the break and when play resumes (once: the director may send it again).
  if (!told && out) {
    const ante = level.ante?.amount ?? 0;
    out.events.push({
      body: { type: "break", until: new Date(until).toISOString(), smallBlind: level.smallBlind, bigBlind: level.bigBlind, ante },
      visibleTo: null,
    });
  }
}

/**
 * A final-table deal the director shows here (CONTRACT 11.1): a `deal` event for each change. While it is
 * open the table pauses as for a break (the hand in progress finishes, none starts before `pauseUntil`, the
 * deal's expiry); once decided, play resumes at `pauseUntil` (now, or the end of a structure break in
 * progress). Notices may arrive twice or out of order: an older one (fewer answers, or open after the
 * decision) changes nothing.
 */
export function showDeal(state: TableState, deal: DealView, pauseUntil: number, out: Output): void {
  const progress = (d: DealView) => (d.status === "open" ? d.players.filter((p) => p.answer !== "pending").length : d.players.length + 1);
  const shown = state.deal;
  if (shown && shown.id === deal.id && progress(shown) >= progress(deal)) return;
  state.deal = deal;
  out.events.push({ body: { type: "deal", deal }, visibleTo: null });
  if (deal.status === "open") {
    state.breakUntil = Math.max(state.breakUntil ?? 0, pauseUntil);
    if (state.nextHandAt !== null) state.nextHandAt = Math.max(state.nextHandAt, pauseUntil);
  } else {
    state.breakUntil = pauseUntil;
    if (state.nextHandAt !== null && state.nextHandAt > pauseUntil) state.nextHandAt = pauseUntil;
  }
}

/** Seats entries the director sends (the draw, a move, a late entry); a seat taken already is skipped. */
export function seatEntries(state: TableState, seats: readonly EntrySeat[], now: number, pacing: Pacing, out: Output): string[] {
  const seated: string[] = [];
  for (const s of seats) {
    if (state.seats.some((x) => x.playerRef === s.entryId)) {
      seated.push(s.entryId); // already here: a repeated directive
      continue;
    }
    const request = { playerRef: s.entryId, displayName: s.displayName, participant: s.participant, stack: s.chips, seatNumber: s.seatNumber };
    // A new seating per stay (a move back to this table later is a new one): the count makes it unique here.
    state.seatingsStarted = (state.seatingsStarted ?? 0) + 1;
    const result = takeSeat(state, request, `sit_${s.entryId}_${state.seatingsStarted}`, now, pacing, out);
    if (!("ok" in result)) seated.push(s.entryId);
    if (s.chipIds?.length) rememberEntryChips(state, s.chipIds);
  }
  return seated;
}

/**
 * Carries out the director's answer to the report of hand `forHand` (once: a repeated or stale answer
 * changes nothing). Entries moved out leave with their chips, which the answer lists.
 */
export function applyDirective(
  state: TableState,
  forHand: number,
  directive: TableDirective,
  now: number,
  pacing: Pacing,
  out: Output,
): Array<{ entryId: string; chips: number }> {
  // An answer to another hand's report is stale, except a break or finish for a table between hands (a
  // table left with one player cannot deal, so it waits for the director without a report pending).
  const betweenHands = state.hand === null && (directive.kind === "break" || directive.kind === "finish");
  if (state.awaitingDirector !== forHand && directive.kind !== "continue" && !betweenHands) return [];
  const movedTo = directive.kind === "move_out" || directive.kind === "break" ? (directive.movedTo ?? {}) : {};
  const leaving = (entryIds: readonly string[]) => {
    const moved: Array<{ entryId: string; chips: number }> = [];
    for (const seat of [...state.seats]) {
      if (!entryIds.includes(seat.playerRef)) continue;
      const to = movedTo[seat.playerRef];
      if (to) out.moves.push({ seatNumber: seat.seatNumber, seatingId: seat.seatingId, to });
      closeSeat(state, seat, "moved", seat.stack, now, out);
      moved.push({ entryId: seat.playerRef, chips: seat.stack });
    }
    return moved;
  };
  switch (directive.kind) {
    case "wait":
      return [];
    case "continue":
      if (state.awaitingDirector === null || state.awaitingDirector === undefined || state.awaitingDirector > forHand) return [];
      state.awaitingDirector = null;
      scheduleNextHand(state, now, pacing);
      return [];
    case "move_out": {
      const moved = leaving(directive.entryIds);
      state.awaitingDirector = null;
      scheduleNextHand(state, now, pacing);
      return moved;
    }
    case "seat":
      seatEntries(state, directive.seats, now, pacing, out);
      state.awaitingDirector = null;
      scheduleNextHand(state, now, pacing);
      return [];
    case "break":
    case "finish": {
      const moved = leaving(state.seats.map((s) => s.playerRef));
      state.awaitingDirector = null;
      closeTable(state, now, out);
      // A tournament reveals its shuffles when it is over (its final table's finish), not when a table breaks.
      state.revealed = directive.kind === "finish";
      return moved;
    }
  }
}

function finishedHand(
  state: TableState,
  hand: HandInProgress,
  finalStacks: readonly number[],
  shownSeats: readonly number[],
  board: string,
  pot: number,
  now: number,
): FinishedHand {
  const dealt = dealtCards(hand);
  const c = hand.config;
  return {
    handNumber: hand.number,
    tableId: state.settings.tableId,
    tableName: state.settings.name,
    tableSize: state.settings.tableSize,
    ...(c.game && c.game !== "nlhe" ? { game: c.game } : {}),
    startedAt: new Date(hand.startedAt).toISOString(),
    endedAt: new Date(now).toISOString(),
    seats: hand.dealt.map((seatNumber, i) => {
      const seat = findSeat(state, seatNumber);
      return {
        seatNumber,
        displayName: seat?.displayName ?? "",
        participant: seat?.participant ?? "human",
        startingStack: c.stacks[i]!,
        finalStack: finalStacks[i]!,
      };
    }),
    button: hand.dealt[c.button]!,
    smallBlind: c.smallBlind,
    bigBlind: c.bigBlind,
    ante: c.ante,
    smallBlindMissing: c.smallBlindMissing,
    deadBlinds: c.deadBlinds.map((d) => ({ seatNumber: hand.dealt[d.seat]!, amount: d.amount })),
    actions: hand.actions.map((a) =>
      a.to === undefined ? { seatNumber: a.seatNumber, type: a.type } : { seatNumber: a.seatNumber, type: a.type, to: a.to },
    ),
    board,
    pot,
    shown: shownSeats.map((i) => ({ seatNumber: hand.dealt[i]!, cards: dealt.holeCards[i]!.join("") })),
    shuffle: {
      alg: "pw-shuffle-v1",
      commitment: hand.shuffle.commitment,
      serverSeed: hand.shuffle.serverSeed,
      clientSeed: hand.shuffle.clientSeed,
      nonce: hand.shuffle.nonce,
    },
  };
}

// ---------------------------------------------------------------------------------------------- time

/** Does what has come due by `now`: bots and away seats act, clocks run into the time bank and out. */
export function expire(state: TableState, now: number, pacing: Pacing, out: Output): void {
  // Bounded: each pass either acts (the hand has at most a few hundred actions) or stops.
  for (let guard = 0; guard < 1000; guard++) {
    const hand = state.hand;
    const turn = hand?.turn;
    if (!hand || !turn) return;
    if (turn.autoAt !== null && turn.autoAt <= now) {
      autoAct(state, hand, turn, now, pacing, out);
      continue;
    }
    if (turn.deadline > now) return;
    const seat = findSeat(state, turn.seatNumber);
    if (turn.bankFrom === null && seat && seat.timeBankMs > 0) {
      const next: Turn = { ...turn, bankFrom: turn.deadline, deadline: turn.deadline + seat.timeBankMs };
      state.hand = { ...hand, turn: next };
      replayCache.set(state.hand, { length: hand.actions.length, state: replay(hand) });
      out.events.push({
        body: {
          type: "turn",
          hand: hand.number,
          index: turn.index,
          seatNumber: turn.seatNumber,
          actionDeadline: new Date(next.deadline).toISOString(),
          timeBank: true,
        },
        visibleTo: null,
      });
      continue;
    }
    // Out of time: check if that is legal, else fold (CONTRACT 10.2); two such hands in a row sit the seat out.
    const legal = legalActions(replay(hand))!;
    const timedOut = hand.timedOut.includes(turn.seatNumber) ? hand.timedOut : [...hand.timedOut, turn.seatNumber];
    state.hand = { ...hand, timedOut };
    replayCache.set(state.hand, { length: hand.actions.length, state: replay(hand) });
    if (seat) seat.timeBankMs = 0;
    takeAction(state, state.hand, { seatNumber: turn.seatNumber, type: timeoutAction(legal), auto: "timeout" }, turn.deadline, pacing, out);
  }
}

function autoAct(state: TableState, hand: HandInProgress, turn: Turn, now: number, pacing: Pacing, out: Output): void {
  const seat = findSeat(state, turn.seatNumber);
  const hs = replay(hand);
  const legal = legalActions(hs)!;
  if (seat?.status !== "playing" || seat.participant !== "bot") {
    takeAction(state, hand, { seatNumber: turn.seatNumber, type: timeoutAction(legal), auto: "sitting_out" }, now, pacing, out);
    return;
  }
  const choice = botAction(botView(hand, hs, turn.seatNumber, legal), botSeed(state.settings.tableId, hand.number, turn.index));
  const taken: TakenAction = { seatNumber: turn.seatNumber, type: choice.type };
  if (choice.to !== undefined && (choice.type === "bet" || choice.type === "raise")) taken.to = choice.to;
  const error = takeAction(state, hand, taken, now, pacing, out);
  // A policy bug must not stall the table: the bot then checks or folds.
  if (error) takeAction(state, hand, { seatNumber: turn.seatNumber, type: timeoutAction(legal) }, now, pacing, out);
}

/** Exactly what the bot's own seat may see: its cards, the board dealt so far, the pot, its chips and options. */
function botView(hand: HandInProgress, hs: HandState, seatNumber: number, legal: LegalActions) {
  const i = hand.dealt.indexOf(seatNumber);
  const seat = hs.seats[i]!;
  const board = boardOf(hand, hs);
  return {
    hole: parseCards(holeCards(hand, seatNumber)!, "/hole", "hole"),
    board: board === "" ? [] : parseCards(board, "/board", "board"),
    legal,
    pot: hs.seats.reduce((sum, s) => sum + s.contributed, 0),
    stack: seat.stack,
    committed: seat.committed,
    toCall: legal.call ?? 0,
    street: hs.street,
    opponents: hs.seats.filter((s, k) => k !== i && !s.folded).length,
  };
}

/** A bot's seed: the table, the hand and the action index (FNV-1a), so a replay reproduces every bot action. */
function botSeed(tableId: string, hand: number, index: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${tableId}:${hand}:${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** The earliest time something is due (an action, a clock, the next hand), or null. */
export function nextDue(state: TableState): number | null {
  const turn = state.hand?.turn;
  const times = [turn?.autoAt ?? null, turn?.deadline ?? null, state.hand ? null : state.nextHandAt].filter((t): t is number => t !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

// ---------------------------------------------------------------------------------------------- closing

/** Closing lets the hand in progress finish, then stands every seat up (`table_closed`). */
export function requestClose(state: TableState, now: number, out: Output): void {
  if (state.status === "closed") return;
  state.closing = true;
  state.nextHandAt = null;
  if (!state.hand) closeTable(state, now, out);
}

function closeTable(state: TableState, now: number, out: Output): void {
  for (const seat of [...state.seats]) closeSeat(state, seat, "table_closed", seat.stack, now, out);
  state.status = "closed";
  if (!state.settings.tournamentId) state.revealed = true;
  state.closing = false;
  out.events.push({ body: { type: "table_status", status: "closed" }, visibleTo: null });
}
