/**
 * Final-table deals (CONTRACT 11.1), pure: a proposal for the players left, computed by the ICM deal
 * calculation (engine/deal.ts, the same as POST /v1/calculations/icm/deal) from their chips and the prizes
 * of the places left; each player's answer; and what an accepted deal pays. No clock, no random source:
 * times come in as arguments (epoch ms).
 *
 * Rules:
 * - A deal is proposed only when every player left sits at one table (the final table), late registration
 *   has closed (the field, so the prizes, are final), there is prize money left, no deal is open and none
 *   was accepted before.
 * - `leaveForWinner` comes off first prize before the deal and is played for (at most the gap between the
 *   first two prizes left, as in the calculation). The amounts of the deal plus `leaveForWinner` are exactly
 *   the prizes left; each amount lies between the lowest prize left and first prize less `leaveForWinner`.
 * - Every player answers once: the same answer again is a replay (nothing changes), another answer is
 *   refused. One decline ends the proposal; when all accept, the amounts are fixed. An open proposal expires
 *   at `expiresAt`, and is void when one of its players busts before it is decided (the players it was
 *   made for are not the players left).
 * - Accepted with nothing left to play for, the tournament ends: the players are placed by chips (equal
 *   chips share a place). Otherwise play goes on and the last player left takes `leaveForWinner` too.
 */
import { prepareIcmDeal } from "../deal.ts";
import { EngineError } from "../errors.ts";
import { prizesWithTies } from "./director.ts";
import type { DirectorState, DirectorTable, Placement } from "./types.ts";

export type DealMethod = "icm" | "chip_chop" | "equal";
export type DealStatus = "open" | "accepted" | "declined" | "expired" | "void";
export type DealAnswer = "pending" | "accepted" | "declined";

export interface DealPlayer {
  entryId: string;
  /** Its seat at the final table. */
  seatNumber: number;
  /** Chips when the deal was proposed (the last hand the director heard of). */
  chips: number;
  /** What the deal pays this player (the winner also takes `leaveForWinner`). */
  amount: number;
  answer: DealAnswer;
}

export interface Deal {
  dealId: string;
  method: DealMethod;
  status: DealStatus;
  /** The final table it was proposed at. */
  tableId: string;
  /** Prizes of the places left, best first: what the deal shares (with `leaveForWinner`). */
  prizesLeft: number[];
  leaveForWinner: number;
  players: DealPlayer[];
  proposedAt: number;
  expiresAt: number;
  decidedAt: number | null;
}

export interface DealRefusal {
  ok: false;
  code: "invalid_state" | "validation_failed" | "conflict" | "not_found";
  message: string;
  /** JSON pointer of the request field at fault (validation_failed). */
  path?: string;
}

/** The one table every player left sits at, or null while more than one table plays. */
function finalTable(core: DirectorState): DirectorTable | null {
  const live = core.tables.filter((t) => !t.retired && t.seats.length > 0);
  return live.length === 1 ? live[0]! : null;
}

/**
 * A proposal for the players left, or why none can be made now. `perPlace[i]` is the prize of place i + 1
 * for the final field; `previous` is the tournament's last deal (an open or accepted one refuses another).
 */
export function proposeDeal(
  core: DirectorState,
  perPlace: readonly number[],
  previous: Deal | null,
  request: { dealId: string; method: DealMethod; leaveForWinner: number; now: number; answerMs: number },
): { ok: true; deal: Deal } | DealRefusal {
  const refuse = (message: string): DealRefusal => ({ ok: false, code: "invalid_state", message });
  if (previous?.status === "open" && request.now < previous.expiresAt) return refuse(`Deal ${previous.dealId} is still open: answer it first.`);
  if (previous?.status === "accepted") return refuse(`Deal ${previous.dealId} was accepted: the prizes are fixed.`);
  if (core.lateOpen) return refuse("Late registration or a rebuy or add-on window is open: the prize pool is not final yet.");
  const table = finalTable(core);
  if (!table || core.remaining !== table.seats.length)
    return refuse("More than the final table remains: a deal is made when every player left sits at one table.");
  if (table.seats.length < 2) return refuse("The tournament is over.");
  const players = [...table.seats].sort((a, b) => a.seatNumber - b.seatNumber);
  const prizesLeft = players.map((_, i) => perPlace[i] ?? 0);
  if (prizesLeft.every((p) => p === 0)) return refuse("No prize money is left to deal.");
  let amounts: number[];
  try {
    const result = prepareIcmDeal({
      players: players.map((s) => ({ id: s.entryId, stack: s.chips })),
      payouts: prizesLeft,
      leaveForWinner: request.leaveForWinner,
      mode: "auto",
    })();
    const key = request.method === "chip_chop" ? "chipChop" : request.method;
    amounts = result.players.map((p) => p.suggestions[key]);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const field = error.errors.find((e) => e.path === "/leaveForWinner");
    if (field)
      return {
        ok: false,
        code: "validation_failed",
        message: `leaveForWinner: ${field.message} (the prizes left are ${prizesLeft.join(", ")})`,
        path: "/leaveForWinner",
      };
    return refuse(error.message);
  }
  return {
    ok: true,
    deal: {
      dealId: request.dealId,
      method: request.method,
      status: "open",
      tableId: table.tableId,
      prizesLeft,
      leaveForWinner: request.leaveForWinner,
      players: players.map((s, i) => ({ entryId: s.entryId, seatNumber: s.seatNumber, chips: s.chips, amount: amounts[i]!, answer: "pending" })),
      proposedAt: request.now,
      expiresAt: request.now + request.answerMs,
      decidedAt: null,
    },
  };
}

/** The deal, expired when its time is up while it was still open. */
export function expireDeal(deal: Deal, now: number): Deal {
  return deal.status === "open" && now >= deal.expiresAt ? { ...deal, status: "expired", decidedAt: deal.expiresAt } : deal;
}

/**
 * A player's answer. `deal` in the answer is the deal as it is now (expired by this call when its time is
 * up); `replayed` when the same answer had been recorded already (nothing changed).
 */
export function answerDeal(
  current: Deal,
  entryId: string,
  accept: boolean,
  now: number,
): { ok: true; deal: Deal; replayed: boolean } | (DealRefusal & { deal: Deal }) {
  const deal = expireDeal(current, now);
  const answer: DealAnswer = accept ? "accepted" : "declined";
  const player = deal.players.find((p) => p.entryId === entryId);
  if (!player) {
    return {
      ok: false,
      code: "invalid_state",
      message: `Entry ${entryId} is not a player of deal ${deal.dealId}: it had busted when the deal was proposed.`,
      deal,
    };
  }
  if (player.answer === answer) return { ok: true, deal, replayed: true };
  if (deal.status !== "open") {
    const why = deal.status === "void" ? "void: one of its players busted before it was decided" : deal.status;
    return { ok: false, code: "invalid_state", message: `Deal ${deal.dealId} is ${why}; answers are closed.`, deal };
  }
  if (player.answer !== "pending") {
    return {
      ok: false,
      code: "conflict",
      message: `Entry ${entryId} has already ${player.answer} deal ${deal.dealId}; an answer cannot be changed.`,
      deal,
    };
  }
  const players = deal.players.map((p) => (p.entryId === entryId ? { ...p, answer } : p));
  const status: DealStatus = !accept ? "declined" : players.every((p) => p.answer === "accepted") ? "accepted" : "open";
  return { ok: true, deal: { ...deal, players, status, decidedAt: status === "open" ? null : now }, replayed: false };
}

/** An open deal is void once one of its players busts (those are not the players left any more). */
export function voidIfBusted(deal: Deal, busted: readonly string[], now: number): Deal {
  if (deal.status !== "open" || !deal.players.some((p) => busted.includes(p.entryId))) return deal;
  return { ...deal, status: "void", decidedAt: now };
}

/**
 * Ends the tournament by an accepted deal with nothing left to play for: the players left are placed by
 * their chips (more chips, better place; equal chips share the best of their places), every table is told
 * to finish. A copy: `previous` is not changed.
 */
export function endByDeal(previous: DirectorState): { state: DirectorState; placed: Placement[]; finished: string[] } {
  const seated = previous.tables.flatMap((t) => t.seats);
  const byChips = new Map<number, string[]>();
  for (const s of seated) byChips.set(s.chips, [...(byChips.get(s.chips) ?? []), s.entryId]);
  let remaining = previous.remaining;
  const placed: Placement[] = [];
  // Fewest chips first: they take the lowest places left.
  for (const [, ids] of [...byChips.entries()].sort((a, b) => a[0] - b[0])) {
    const place = remaining - ids.length + 1;
    remaining -= ids.length;
    placed.push(...ids.map((entryId) => ({ entryId, place, tiedWith: ids.filter((x) => x !== entryId) })));
  }
  const finished = previous.tables.filter((t) => !t.retired && (t.seats.length > 0 || t.handsReported > 0)).map((t) => t.tableId);
  const state: DirectorState = {
    ...previous,
    tables: previous.tables.map((t) => ({
      ...t,
      seats: [],
      ...(finished.includes(t.tableId) ? { lastDirective: { kind: "finish" as const } } : {}),
    })),
    remaining,
    placements: [...previous.placements, ...placed],
  };
  return { state, placed, finished };
}

/**
 * Every placed entry's prize: the payout structure's per place (ties split exactly), except that with an
 * accepted deal its players get their deal amounts, and the one placed first also `leaveForWinner`.
 */
export function prizesWithDeal(perPlace: readonly number[], placements: readonly Placement[], deal: Deal | null): Map<string, number> {
  const prizes = prizesWithTies(perPlace, placements);
  if (deal?.status !== "accepted") return prizes;
  const place = new Map(placements.map((p) => [p.entryId, p.place]));
  for (const p of deal.players) {
    if (!place.has(p.entryId)) continue;
    prizes.set(p.entryId, p.amount + (place.get(p.entryId) === 1 && deal.leaveForWinner > 0 ? deal.leaveForWinner : 0));
  }
  return prizes;
}
