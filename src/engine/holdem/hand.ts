/**
 * POST /v1/calculations/hands/holdem and /hands/omaha: replays a no-limit hold'em or pot-limit Omaha
 * (4 or 5 hole cards) hand from its seats, forced bets and actions with the reducer (betting.ts) and reports the state after them: street, who acts and
 * what they may do, the pots and, once the hand is over and the cards that decide it are known, the
 * settlement. Seats are named by the caller's ids; the reducer works on table-order indices.
 *
 * Checks that need more than one field (ids, cards, blinds) are reported all at once; an illegal
 * action is reported at its own path, and only the first one (later actions depend on it).
 */
import { cardFields } from "../card-fields.ts";
import { formatCards } from "../cards.ts";
import { EngineError, type EngineFieldCode } from "../errors.ts";
import type { HAND_CATEGORIES } from "../evaluator.ts";
import { fieldErrors } from "../field-errors.ts";
import { ENGINE_VERSION } from "../version.ts";
import { apply, legalActions } from "./betting.ts";
import { cardsFromShuffle } from "./deal-from-shuffle.ts";
import { HOLE_CARDS } from "./game.ts";
import { type HistoryInput, type OhhDocument, type ShuffleEvidence, toOhh } from "./history-ohh.ts";
import { toPhh } from "./history-phh.ts";
import { potsOf } from "./pots.ts";
import { HAND_SEATS, startHand } from "./setup.ts";
import { type HandCards, isFinished, type Settlement, settle } from "./showdown.ts";
import type { ActionType, AnteKind, Game, HandAction, HandConfig, HandState, IllegalReason, Street } from "./types.ts";
import { IllegalActionError } from "./types.ts";

export const HAND_LIMITS = {
  minSeats: HAND_SEATS.min,
  maxSeats: HAND_SEATS.max,
  /** Five-card Omaha: 8 seats x 5 cards, 3 burns and 5 board cards fill 48 of the 52. */
  maxSeatsPlo5: 8,
  maxActions: 500,
  /**
   * Work units (work.ts) per replayed action: about 1.5 us measured at ten seats and the action limit
   * (bench/holdem-hand.bench.ts), priced with margin. The limit costs 2,000,000 units, far inside
   * maxWorkUnits, so no request needs a budget check of its own.
   */
  workUnitsPerAction: 4_000,
} as const;

/** The request as the route's valibot schema outputs it. */
export interface HoldemHandInput {
  seats: Array<{ id: string; stack: number; cards?: string | undefined }>;
  button: string;
  forcedBets: {
    smallBlind: number;
    bigBlind: number;
    ante?: { kind: AnteKind; amount: number } | null | undefined;
    smallBlindMissing: boolean;
    deadBlinds: Array<{ seat: string; amount: number }>;
  };
  board: string;
  actions: Array<{ seat: string; type: "fold" | "check" | "call" | "all_in" } | { seat: string; type: "bet" | "raise"; to: number }>;
  history?: HistoryRequest | undefined;
  /** A revealed verifiable shuffle the cards were dealt from (the route loads it: see `prepareHoldemHand`). */
  shuffleId?: string | undefined;
}

/** The Omaha request: the hold'em one with the game. */
export interface OmahaHandInput extends HoldemHandInput {
  game: "plo4" | "plo5";
}

/** The hand history to return with the state: format and the labels only the caller knows. */
export interface HistoryRequest {
  format: "ohh" | "phh";
  gameNumber: string;
  tableName: string;
  startedAt?: string | undefined;
}

type SeatStatus = "in_hand" | "folded" | "all_in";

export interface HoldemHandResult {
  object: "holdem_hand";
  engineVersion: string;
  method: "exact";
  status: "in_progress" | "awaiting_cards" | "complete";
  street: Street;
  board: string;
  button: string;
  smallBlind: string | null;
  bigBlind: string;
  toAct: string | null;
  legalActions: {
    fold: boolean;
    check: boolean;
    call: number | null;
    bet: { minTo: number; maxTo: number } | null;
    raise: { minTo: number; maxTo: number } | null;
    /** The total after going all-in: the key is the action's own spelling (`"all_in"`). */
    all_in: number | null;
    /** The same value as `all_in`, kept for clients written before 1.5.0; removed at the next major version. */
    allIn: number | null;
  } | null;
  currentBet: number;
  minRaise: number;
  seats: Array<{ id: string; stack: number; committed: number; contributed: number; status: SeatStatus; cards: string | null }>;
  pots: Array<{ amount: number; eligible: string[]; winners: Array<{ id: string; amount: number }> | null }>;
  returned: Array<{ id: string; street: Street; amount: number }>;
  missingCards: { board: boolean; seats: string[] } | null;
  result: {
    wonByFold: boolean;
    stacks: Array<{ id: string; stack: number; net: number }>;
    hands: Array<{ id: string; cards: string; category: (typeof HAND_CATEGORIES)[number] }>;
  } | null;
  history: { format: "ohh"; document: OhhDocument } | { format: "phh"; text: string } | null;
  shuffle: ShuffleEvidence | null;
}

/** The Omaha answer: the hold'em one with its own `object` and the game. */
export type OmahaHandResult = Omit<HoldemHandResult, "object"> & { object: "omaha_hand"; game: "plo4" | "plo5" };

const REASON_CODE: Record<IllegalReason, EngineFieldCode> = {
  hand_complete: "not_allowed",
  out_of_turn: "out_of_turn",
  cannot_check: "not_allowed",
  nothing_to_call: "not_allowed",
  cannot_fold: "not_allowed",
  cannot_bet: "not_allowed",
  cannot_raise: "not_allowed",
  not_reopened: "not_allowed",
  no_opponent: "not_allowed",
  no_chips: "not_allowed",
  below_minimum: "too_small",
  above_stack: "too_large",
  above_pot_limit: "too_large",
};

interface Parsed {
  config: HandConfig;
  cards: HandCards;
  actions: HandAction[];
}

/** Ids, blinds and actions' seats: every failing field in one answer. */
function parseSeatsAndActions(req: HoldemHandInput, game: Game): { config: HandConfig; actions: HandAction[] } {
  const errors = fieldErrors();
  if (game === "plo5" && req.seats.length > HAND_LIMITS.maxSeatsPlo5) {
    errors.add("/seats", "too_large", `seats: five-card Omaha deals to at most ${HAND_LIMITS.maxSeatsPlo5} seats, got ${req.seats.length}`);
  }
  const index = new Map<string, number>();
  req.seats.forEach((s, i) => {
    if (index.has(s.id)) errors.add(`/seats/${i}/id`, "duplicate", `seats[${i}].id '${s.id}' is used by another seat`);
    else index.set(s.id, i);
  });
  const seatOf = (id: string, path: string, label: string): number => {
    const seat = index.get(id);
    if (seat === undefined) errors.add(path, "invalid_value", `${label} '${id}' is not the id of a seat`);
    return seat ?? 0;
  };
  const fb = req.forcedBets;
  const button = seatOf(req.button, "/button", "button");
  if (fb.smallBlind > fb.bigBlind) {
    errors.add("/forcedBets/smallBlind", "out_of_order", `forcedBets.smallBlind (${fb.smallBlind}) is larger than the big blind (${fb.bigBlind})`);
  }
  const deadBlinds = fb.deadBlinds.map((d, i) => ({
    seat: seatOf(d.seat, `/forcedBets/deadBlinds/${i}/seat`, `forcedBets.deadBlinds[${i}].seat`),
    amount: d.amount,
  }));
  const actions = req.actions.map((a, i): HandAction => {
    const seat = seatOf(a.seat, `/actions/${i}/seat`, `actions[${i}].seat`);
    return "to" in a ? { seat, type: a.type, to: a.to } : { seat, type: a.type };
  });
  errors.throwIfAny();
  const config: HandConfig = {
    ...(game === "nlhe" ? {} : { game }),
    stacks: req.seats.map((s) => s.stack),
    button,
    smallBlind: fb.smallBlind,
    bigBlind: fb.bigBlind,
    ante: fb.ante ?? null,
    smallBlindMissing: fb.smallBlindMissing,
    deadBlinds,
  };
  return { config, actions };
}

/** Hole cards (two each in hold'em, four or five in Omaha, where given) and the board (at most five), no card twice anywhere. */
function parseCardFields(req: HoldemHandInput, game: Game): HandCards {
  const fields = cardFields();
  const count = HOLE_CARDS[game];
  const rule = game === "nlhe" ? "exactly 2 cards (Omaha hands: POST /v1/calculations/hands/omaha)" : `exactly ${count} cards in ${game}`;
  const hole = req.seats.map((s, i) =>
    s.cards === undefined ? null : fields.read(s.cards, `/seats/${i}/cards`, `seats[${i}].cards`, (n) => n === count, rule),
  );
  const board = fields.read(req.board, "/board", "board", (n) => n <= 5, "at most 5 cards") ?? [];
  fields.throwIfAny();
  return { board, hole };
}

function parse(req: HoldemHandInput, game: Game): Parsed {
  const { config, actions } = parseSeatsAndActions(req, game);
  return { config, actions, cards: parseCardFields(req, game) };
}

/**
 * Replays the actions; the first illegal one is a 400 at its path, saying why, with the seats named by
 * the ids the request used (the reducer only knows table-order indices).
 */
function replay(config: HandConfig, actions: readonly HandAction[], ids: readonly string[]): HandState {
  let state = startHand(config);
  actions.forEach((action, i) => {
    try {
      state = apply(state, action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      const reason =
        e.reason === "out_of_turn" && state.toAct !== null
          ? `out of turn: seat '${ids[action.seat]}' acted, seat '${ids[state.toAct]}' is to act`
          : e.message;
      const message = `actions[${i}] (seat '${ids[action.seat]}' ${describe(action)}): ${reason}`;
      throw new EngineError("validation_failed", message, [{ path: `/actions/${i}`, code: REASON_CODE[e.reason], message }]);
    }
  });
  return state;
}

function describe(action: HandAction): string {
  const type: ActionType = action.type;
  return "to" in action ? `${type} to ${action.to}` : type;
}

function seatStatus(state: HandState, seat: number): SeatStatus {
  const s = state.seats[seat]!;
  if (s.folded) return "folded";
  return s.stack === 0 ? "all_in" : "in_hand";
}

function history(
  req: HoldemHandInput,
  cards: HandCards,
  state: HandState,
  settlement: Settlement | null,
  evidence: ShuffleEvidence | null,
): HoldemHandResult["history"] {
  const wanted = req.history;
  if (!wanted) return null;
  const input: HistoryInput = {
    state,
    ids: req.seats.map((s) => s.id),
    cards,
    settlement,
    gameNumber: wanted.gameNumber,
    tableName: wanted.tableName,
    startedAt: wanted.startedAt,
    engineVersion: ENGINE_VERSION,
    evidence,
  };
  return wanted.format === "ohh" ? { format: "ohh", document: toOhh(input) } : { format: "phh", text: toPhh(input) };
}

function result(req: HoldemHandInput, parsed: Parsed, state: HandState, evidence: ShuffleEvidence | null): Omit<HoldemHandResult, "object"> {
  const ids = req.seats.map((s) => s.id);
  const legal = legalActions(state);
  const finished = isFinished(state);
  const cards = evidence ? cardsFromShuffle(evidence, parsed.config, parsed.cards, state.street) : parsed.cards;
  const settled = finished ? settle(state, cards) : null;
  const settlement: Settlement | null = settled !== null && "stacks" in settled ? settled : null;
  const pots = settlement?.pots ?? potsOf(state).map((p) => ({ ...p, winners: null }));
  const hole = cards.hole;
  return {
    engineVersion: ENGINE_VERSION,
    method: "exact",
    status: !finished ? "in_progress" : settlement ? "complete" : "awaiting_cards",
    street: state.street,
    board: formatCards(cards.board),
    button: ids[state.config.button]!,
    smallBlind: state.smallBlindSeat === null ? null : ids[state.smallBlindSeat]!,
    bigBlind: ids[state.bigBlindSeat]!,
    toAct: state.toAct === null ? null : ids[state.toAct]!,
    legalActions: legal && {
      fold: legal.fold,
      check: legal.check,
      call: legal.call,
      bet: legal.bet && { minTo: legal.bet.min, maxTo: legal.bet.max },
      raise: legal.raise && { minTo: legal.raise.min, maxTo: legal.raise.max },
      all_in: legal.allIn,
      allIn: legal.allIn,
    },
    currentBet: state.currentBet,
    minRaise: state.minRaise,
    // A settled hand's seats show the stacks after the awards (as `result.stacks` does).
    seats: state.seats.map((s, i) => ({
      id: ids[i]!,
      stack: settlement ? settlement.stacks[i]! : s.stack,
      committed: s.committed,
      contributed: s.contributed,
      status: seatStatus(state, i),
      cards: hole[i] ? formatCards(hole[i]!) : null,
    })),
    pots: pots.map((p) => ({
      amount: p.amount,
      eligible: p.eligible.map((s) => ids[s]!),
      winners: p.winners ? p.winners.map((w) => ({ id: ids[w.seat]!, amount: w.amount })) : null,
    })),
    returned: state.events.flatMap((e) => (e.kind === "return" ? [{ id: ids[e.seat]!, street: e.street, amount: e.amount }] : [])),
    missingCards: settled !== null && !("stacks" in settled) ? { board: settled.board, seats: settled.seats.map((s) => ids[s]!) } : null,
    result: settlement && {
      wonByFold: state.wonByFold,
      stacks: settlement.stacks.map((stack, i) => ({ id: ids[i]!, stack, net: stack - state.config.stacks[i]! })),
      hands: settlement.shown.map((h) => ({ id: ids[h.seat]!, cards: formatCards(hole[h.seat]!), category: h.category })),
    },
    history: history(req, cards, state, settlement, evidence),
    shuffle: evidence,
  };
}

/**
 * Validates and replays the hand (every 400 that needs no stored record), and returns the computation
 * to run once the request is admitted. With `shuffleId`, the route loads the revealed shuffle and
 * passes its evidence: the cards then come from its deck (and a mismatch is a 400 at the card's path).
 */
function prepareHand(req: HoldemHandInput, game: Game): (evidence?: ShuffleEvidence) => Omit<HoldemHandResult, "object"> {
  const parsed = parse(req, game);
  // Replaying is cheap and decides the 400s, so it runs before the credit is spent.
  const state = replay(
    parsed.config,
    parsed.actions,
    req.seats.map((s) => s.id),
  );
  return (evidence) => result(req, parsed, state, evidence ?? null);
}

export function prepareHoldemHand(req: HoldemHandInput): (evidence?: ShuffleEvidence) => HoldemHandResult {
  const run = prepareHand(req, "nlhe");
  return (evidence) => ({ object: "holdem_hand", ...run(evidence) });
}

/** Pot-limit Omaha: the same replay with 4 or 5 hole cards, pot-limit bets and two-plus-three showdowns. */
export function prepareOmahaHand(req: OmahaHandInput): (evidence?: ShuffleEvidence) => OmahaHandResult {
  const { game, ...holdem } = req;
  const run = prepareHand(holdem, game);
  return (evidence) => ({ object: "omaha_hand", game, ...run(evidence) });
}
