/**
 * The snapshot a role receives on connect (or resync, or a resume from before the kept events): the
 * table's public view, the hand in progress as everyone may see it, and for a seat its own cards and,
 * on its turn, its legal actions (its seating's, never another occupant's of that seat number). Built field by field from the state (an allowlist, like events.ts):
 * no deck, no server seed, no other seat's cards.
 */

import { legalActions } from "../engine/holdem/betting.ts";
import { potsOf } from "../engine/holdem/pots.ts";
import type { Role } from "./events.ts";
import { boardOf, findSeating, holeCards, legalView, replay, type TableState, tableView } from "./machine.ts";
import type { HandSnapshot, ServerFrame } from "./protocol.ts";

export function snapshotFor(state: TableState, role: Role, seq: number, now: number): ServerFrame {
  const hand = state.hand;
  let handView: HandSnapshot | null = null;
  let you: { seatNumber: number; cards: string | null; legal: ReturnType<typeof legalView> | null } | null = null;
  if (role.kind === "seat") you = { seatNumber: role.seatNumber, cards: null, legal: null };
  if (hand) {
    const hs = replay(hand);
    const turn = hand.turn;
    handView = {
      hand: hand.number,
      street: hs.street,
      button: hand.positions.button ?? hand.dealt[hand.config.button]!,
      smallBlind: hs.smallBlindSeat === null ? null : hand.dealt[hs.smallBlindSeat]!,
      bigBlind: hand.dealt[hs.bigBlindSeat]!,
      board: boardOf(hand, hs),
      pots: potsOf(hs).map((p) => ({ amount: p.amount, eligible: p.eligible.map((i) => hand.dealt[i]!) })),
      seats: hand.dealt.map((seatNumber, i) => {
        const s = hs.seats[i]!;
        return { seatNumber, stack: s.stack, bet: s.committed, inPot: s.contributed, folded: s.folded, allIn: !s.folded && s.stack === 0 };
      }),
      toAct: turn?.seatNumber ?? null,
      index: hand.actions.length,
      actionDeadline: turn ? new Date(turn.deadline).toISOString() : null,
      shuffle: { alg: "pw-shuffle-v1", commitment: hand.shuffle.commitment, nonce: hand.shuffle.nonce },
    };
    // Its own cards only while the seating still holds the seat it was dealt at (never an earlier occupant's).
    if (role.kind === "seat" && hand.dealt.includes(role.seatNumber) && findSeating(state, role.seatingId)?.seatNumber === role.seatNumber) {
      const legal = turn?.seatNumber === role.seatNumber ? legalActions(hs) : null;
      you = { seatNumber: role.seatNumber, cards: holeCards(hand, role.seatNumber), legal: legal && legalView(legal) };
    }
  }
  const deal = state.deal ? { deal: state.deal } : {};
  return { type: "snapshot", seq, serverTime: new Date(now).toISOString(), table: tableView(state, now), hand: handView, you, ...deal };
}
