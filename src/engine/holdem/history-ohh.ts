/**
 * Open Hand History 1.4 (hh-specs.handhistory.org) from a replayed hand. The mapping:
 * - players in table order, `seat` the table's seat number (1..n without a table), `name` the caller's
 *   seat id; `dealer_seat` the button's seat; `table_size` the table's (the players dealt in without one);
 * - currency "XPM" (play money); `game_type` Holdem with `bet_limit` NL, or Omaha with PL (4 or 5
 *   hole cards in "Dealt Cards", the "Shows Cards" of the showdown likewise); `ante_amount` the traditional or big-blind ante;
 * - rounds Preflop, Flop, Turn, River (with their board cards where known) and a Showdown round with
 *   "Shows Cards" for every hand that decided a pot;
 * - every action's `amount` is the chips that action put in, as the spec requires ("for a Raise the
 *   amount ... should be the amount the player put into the pot for this action": a raise to 300 by a
 *   seat with 100 in front of it is 200), never the raise-to;
 * - posts: "Post Ante", "Post SB", "Post BB", and "Post Dead" for a dead blind;
 * - pots as settled (main pot number 0), with each winner's `win_amount`.
 * An uncalled bet that came back has no OHH action: the pots hold what was really contested.
 */
import { formatCards } from "../cards.ts";
import { isPotLimit } from "./game.ts";
import type { HandCards, Settlement } from "./showdown.ts";
import type { HandState, PostKind, Street } from "./types.ts";

const OHH_SPEC_VERSION = "1.4.6";

export const OHH_STREETS = ["Preflop", "Flop", "Turn", "River", "Showdown"] as const;
export const OHH_ACTIONS = [
  "Dealt Cards",
  "Post Ante",
  "Post SB",
  "Post BB",
  "Post Dead",
  "Fold",
  "Check",
  "Bet",
  "Raise",
  "Call",
  "Shows Cards",
] as const;

export interface OhhAction {
  action_number: number;
  player_id: number;
  action: (typeof OHH_ACTIONS)[number];
  amount: number;
  is_allin: boolean;
  cards?: string[];
}

export interface OhhRound {
  id: number;
  street: (typeof OHH_STREETS)[number];
  cards: string[];
  actions: OhhAction[];
}

/** Proof of the deck a hand was dealt from (the shuffle's reveal), carried in the history. */
export interface ShuffleEvidence {
  shuffleId: string;
  alg: string;
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The 52 cards, position 0 first. */
  deck: string[];
}

export interface OhhDocument {
  ohh: {
    spec_version: string;
    site_name: string;
    network_name: string;
    internal_version: string;
    tournament: boolean;
    game_number: string;
    start_date_utc?: string;
    table_name: string;
    game_type: "Holdem" | "Omaha";
    bet_limit: { bet_type: "NL" | "PL"; bet_cap: number };
    table_size: number;
    currency: "XPM";
    dealer_seat: number;
    small_blind_amount: number;
    big_blind_amount: number;
    ante_amount: number;
    flags: string[];
    players: Array<{ id: number; seat: number; name: string; display: string; starting_stack: number }>;
    rounds: OhhRound[];
    pots: Array<{ number: number; amount: number; rake: number; player_wins: Array<{ player_id: number; win_amount: number }> }>;
    /** Extension (OHH allows site-specific fields): the verifiable shuffle the cards came from. */
    pokerworks_shuffle?: ShuffleEvidence;
  };
}

export interface HistoryInput {
  state: HandState;
  ids: readonly string[];
  cards: HandCards;
  settlement: Settlement | null;
  gameNumber: string;
  startedAt?: string | undefined;
  tableName: string;
  engineVersion: string;
  evidence: ShuffleEvidence | null;
  /**
   * The table the hand was dealt at, when there is one (atTableSeats): the histories then name its seat
   * numbers and its size. Without it (the stateless calculation) the seats are 1..n of n.
   */
  table?: TableSeats | undefined;
}

/** Each dealt player's table seat number (in the hand's seat order, ascending) and the table's size. */
export interface TableSeats {
  seatNumbers: readonly number[];
  size: number;
}

/**
 * The hand as dealt at a table: `seatNumbers[i]` is the table seat of the hand's seat i (the players dealt
 * in, table order) and `tableSize` the table's seat count, so OHH's `seat`, `dealer_seat`, `table_size` and
 * PHH's `seats`, `seat_count` are the table's, not positions among the players dealt in. Throws on seat
 * numbers that cannot be this hand's (a stored hand that does not add up is a server fault).
 */
export function atTableSeats(input: HistoryInput, seatNumbers: readonly number[], tableSize: number): HistoryInput {
  const n = input.state.config.stacks.length;
  const fits =
    seatNumbers.length === n &&
    Number.isInteger(tableSize) &&
    seatNumbers.every((seat, i) => Number.isInteger(seat) && seat >= 1 && seat <= tableSize && (i === 0 || seat > seatNumbers[i - 1]!));
  if (!fits) throw new Error(`seats [${seatNumbers.join(", ")}] of a ${tableSize}-seat table are not the ${n} seats of this hand`);
  return { ...input, table: { seatNumbers: [...seatNumbers], size: tableSize } };
}

/** The table seat number of the hand's seat i (1..n without a table). */
export function seatNumberOf(input: HistoryInput, seat: number): number {
  return input.table ? input.table.seatNumbers[seat]! : seat + 1;
}

/** The table's seat count (the players dealt in without a table). */
export function seatCountOf(input: HistoryInput): number {
  return input.table ? input.table.size : input.state.config.stacks.length;
}

const POST_ACTION: Record<PostKind, OhhAction["action"]> = {
  ante: "Post Ante",
  small_blind: "Post SB",
  big_blind: "Post BB",
  dead_blind: "Post Dead",
};

const STREET_NAME: Record<Street, OhhRound["street"]> = { preflop: "Preflop", flop: "Flop", turn: "Turn", river: "River", showdown: "Showdown" };

/** The board cards dealt on `street` (as many as are known). */
export function streetCards(board: readonly number[], street: Street): number[] {
  if (street === "flop") return board.slice(0, 3);
  if (street === "turn") return board.slice(3, 4);
  if (street === "river") return board.slice(4, 5);
  return [];
}

const split = (cards: readonly number[]) => cards.map((c) => formatCards([c]));

export function toOhh(input: HistoryInput): OhhDocument {
  const { state, ids, cards, settlement } = input;
  const config = state.config;
  let actionNumber = 0;
  const preflop: OhhRound = { id: 0, street: "Preflop", cards: [], actions: [] };
  const rounds: OhhRound[] = [preflop];
  let round = preflop;
  const push = (action: Omit<OhhAction, "action_number">) => round.actions.push({ action_number: ++actionNumber, ...action });

  let dealt = false;
  const dealHoleCards = () => {
    dealt = true;
    cards.hole.forEach((hole, seat) => {
      if (hole) push({ player_id: seat, action: "Dealt Cards", amount: 0, is_allin: false, cards: split(hole) });
    });
  };
  for (const event of state.events) {
    if (event.kind === "post") {
      push({ player_id: event.seat, action: POST_ACTION[event.post], amount: event.amount, is_allin: event.allIn });
      continue;
    }
    if (!dealt) dealHoleCards();
    if (event.kind === "street") {
      if (event.street === "showdown") continue; // written below, only when hands were shown
      round = { id: rounds.length, street: STREET_NAME[event.street], cards: split(streetCards(cards.board, event.street)), actions: [] };
      rounds.push(round);
    } else if (event.kind === "action") {
      const action = ({ fold: "Fold", check: "Check", call: "Call", bet: "Bet", raise: "Raise" } as const)[event.type];
      push({ player_id: event.seat, action, amount: event.amount, is_allin: event.allIn });
    }
  }
  if (!dealt) dealHoleCards();
  if (settlement && settlement.shown.length > 0) {
    round = { id: rounds.length, street: "Showdown", cards: [], actions: [] };
    rounds.push(round);
    for (const shown of settlement.shown) {
      push({ player_id: shown.seat, action: "Shows Cards", amount: 0, is_allin: false, cards: split(cards.hole[shown.seat]!) });
    }
  }

  return {
    ohh: {
      spec_version: OHH_SPEC_VERSION,
      site_name: "pokerworks",
      network_name: "pokerworks",
      internal_version: input.engineVersion,
      tournament: false,
      game_number: input.gameNumber,
      ...(input.startedAt ? { start_date_utc: input.startedAt } : {}),
      table_name: input.tableName,
      ...(isPotLimit(config)
        ? { game_type: "Omaha" as const, bet_limit: { bet_type: "PL" as const, bet_cap: 0 } }
        : { game_type: "Holdem" as const, bet_limit: { bet_type: "NL" as const, bet_cap: 0 } }),
      table_size: seatCountOf(input),
      currency: "XPM",
      dealer_seat: seatNumberOf(input, config.button),
      small_blind_amount: config.smallBlindMissing ? 0 : config.smallBlind,
      big_blind_amount: config.bigBlind,
      ante_amount: config.ante?.amount ?? 0,
      flags: [],
      players: config.stacks.map((stack, i) => ({ id: i, seat: seatNumberOf(input, i), name: ids[i]!, display: ids[i]!, starting_stack: stack })),
      rounds,
      pots: (settlement?.pots ?? []).map((pot, k) => ({
        number: k,
        amount: pot.amount,
        rake: 0,
        player_wins: pot.winners.map((w) => ({ player_id: w.seat, win_amount: w.amount })),
      })),
      ...(input.evidence ? { pokerworks_shuffle: input.evidence } : {}),
    },
  };
}
