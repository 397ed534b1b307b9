/**
 * A table's finished hand (`FinishedHand`, what the table object keeps) as the histories CONTRACT.md 10.1
 * publishes: the hand is replayed through the rules engine (startHand, apply, settle) and written by the
 * engine's own writers (history-ohh.ts, history-phh.ts), so a table's history and the stateless
 * `POST /v1/calculations/hands/holdem` agree by construction.
 *
 * Only the cards the hand showed are known here: the board as far as it was dealt and the hole cards
 * shown at showdown. Cards never shown (folded, mucked) are not in any format; the shuffle evidence
 * (without the deck) lets anyone recompute the deck once the hand is over.
 */
import { parseCards } from "../engine/cards.ts";
import { apply } from "../engine/holdem/betting.ts";
import { atTableSeats, type HistoryInput, type OhhDocument, toOhh } from "../engine/holdem/history-ohh.ts";
import { toPhh } from "../engine/holdem/history-phh.ts";
import { startHand } from "../engine/holdem/setup.ts";
import { type Settlement, settle } from "../engine/holdem/showdown.ts";
import type { HandAction, HandConfig, HandState } from "../engine/holdem/types.ts";
import { ENGINE_VERSION } from "../engine/version.ts";
import type { FinishedHand } from "./api.ts";

export type HandShuffle = FinishedHand["shuffle"];

export interface TableSettlement {
  wonByFold: boolean;
  pots: Array<{ amount: number; eligible: number[]; winners: Array<{ seatNumber: number; amount: number }> }>;
  stacks: Array<{ seatNumber: number; stack: number; net: number }>;
}

interface Replayed {
  state: HandState;
  settlement: Settlement;
  input: HistoryInput;
}

/** The shuffle evidence, field by field (an allowlist: nothing else the object might carry leaves). */
export function shuffleEvidence(hand: FinishedHand): HandShuffle {
  const s = hand.shuffle;
  return { alg: s.alg, commitment: s.commitment, serverSeed: s.serverSeed, clientSeed: s.clientSeed, nonce: s.nonce };
}

/** Replays the stored hand; a stored hand the engine refuses is a server fault (thrown as is: a 500). */
function replay(hand: FinishedHand): Replayed {
  const indexOf = new Map(hand.seats.map((seat, i) => [seat.seatNumber, i]));
  const at = (seatNumber: number): number => {
    const i = indexOf.get(seatNumber);
    if (i === undefined) throw new Error(`hand ${hand.handNumber} names seat ${seatNumber}, which was not dealt in`);
    return i;
  };
  const config: HandConfig = {
    stacks: hand.seats.map((s) => s.startingStack),
    button: at(hand.button),
    smallBlind: hand.smallBlind,
    bigBlind: hand.bigBlind,
    ante: hand.ante,
    ...(hand.game ? { game: hand.game } : {}),
    smallBlindMissing: hand.smallBlindMissing,
    deadBlinds: hand.deadBlinds.map((d) => ({ seat: at(d.seatNumber), amount: d.amount })),
  };
  let state = startHand(config);
  for (const a of hand.actions) {
    const seat = at(a.seatNumber);
    const action: HandAction = a.type === "bet" || a.type === "raise" ? { seat, type: a.type, to: a.to ?? 0 } : { seat, type: a.type };
    state = apply(state, action);
  }
  const hole: (number[] | null)[] = hand.seats.map(() => null);
  for (const shown of hand.shown) hole[at(shown.seatNumber)] = parseCards(shown.cards, "/shown", "shown cards");
  const cards = { board: parseCards(hand.board, "/board", "board"), hole };
  const settled = settle(state, cards);
  if (!("stacks" in settled)) throw new Error(`hand ${hand.handNumber} cannot be settled from its shown cards`);
  const input: HistoryInput = {
    state,
    // Histories name players by their public display name, never by the builder's playerRef.
    ids: hand.seats.map((s) => s.displayName),
    cards,
    settlement: settled,
    gameNumber: `${hand.tableId}-${hand.handNumber}`,
    startedAt: hand.startedAt,
    tableName: hand.tableName,
    engineVersion: ENGINE_VERSION,
    evidence: null,
  };
  // The table's own seat numbers and size (hands stored before the size was kept: the highest seat dealt stands in).
  const seatNumbers = hand.seats.map((s) => s.seatNumber);
  return { state, settlement: settled, input: atTableSeats(input, seatNumbers, hand.tableSize ?? Math.max(...seatNumbers)) };
}

/** Open Hand History 1.4, with the shuffle evidence in its `pokerworks_shuffle` extension. */
export function handOhh(hand: FinishedHand): { ohh: Omit<OhhDocument["ohh"], "pokerworks_shuffle"> & { pokerworks_shuffle: HandShuffle } } {
  const document = toOhh(replay(hand).input);
  return { ohh: { ...document.ohh, pokerworks_shuffle: shuffleEvidence(hand) } };
}

const tomlString = (text: string) => JSON.stringify(text);

/** PHH (TOML), with the shuffle evidence as user-defined `_shuffle_*` fields. */
export function handPhh(hand: FinishedHand): string {
  const e = shuffleEvidence(hand);
  return `${toPhh(replay(hand).input)}${[
    `_shuffle_alg = ${tomlString(e.alg)}`,
    `_shuffle_commitment = ${tomlString(e.commitment)}`,
    // Before the reveal there is no seed to write (TOML has no null): the field is absent.
    ...(e.serverSeed === null ? [] : [`_shuffle_server_seed = ${tomlString(e.serverSeed)}`]),
    `_shuffle_client_seed = ${tomlString(e.clientSeed)}`,
    `_shuffle_nonce = ${e.nonce}`,
  ].join("\n")}\n`;
}

/** The service's JSON: the stored hand (allowlisted) and its settlement by seat number. */
export function handJson(hand: FinishedHand): { hand: FinishedHand; settlement: TableSettlement } {
  const { state, settlement } = replay(hand);
  const seatNumber = (i: number) => hand.seats[i]!.seatNumber;
  return {
    hand: {
      handNumber: hand.handNumber,
      tableId: hand.tableId,
      tableName: hand.tableName,
      startedAt: hand.startedAt,
      endedAt: hand.endedAt,
      seats: hand.seats.map((s) => ({
        seatNumber: s.seatNumber,
        displayName: s.displayName,
        participant: s.participant,
        startingStack: s.startingStack,
        finalStack: s.finalStack,
      })),
      button: hand.button,
      smallBlind: hand.smallBlind,
      bigBlind: hand.bigBlind,
      ante: hand.ante,
      ...(hand.game ? { game: hand.game } : {}),
      smallBlindMissing: hand.smallBlindMissing,
      deadBlinds: hand.deadBlinds.map((d) => ({ seatNumber: d.seatNumber, amount: d.amount })),
      actions: hand.actions.map((a) =>
        a.to !== undefined ? { seatNumber: a.seatNumber, type: a.type, to: a.to } : { seatNumber: a.seatNumber, type: a.type },
      ),
      board: hand.board,
      pot: hand.pot,
      shown: hand.shown.map((s) => ({ seatNumber: s.seatNumber, cards: s.cards })),
      shuffle: shuffleEvidence(hand),
    },
    settlement: {
      wonByFold: state.wonByFold,
      pots: settlement.pots.map((p) => ({
        amount: p.amount,
        eligible: p.eligible.map(seatNumber),
        winners: p.winners.map((w) => ({ seatNumber: seatNumber(w.seat), amount: w.amount })),
      })),
      stacks: settlement.stacks.map((stack, i) => ({ seatNumber: seatNumber(i), stack, net: stack - hand.seats[i]!.startingStack })),
    },
  };
}
