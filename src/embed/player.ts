import { database } from "../db/client.ts";
import { findEntry } from "../db/entries.ts";
import type { Env } from "../env.ts";
import type { PlayerTableSummary } from "../tables/api.ts";
import type { SnapshotFrame } from "../tables/protocol.ts";
import { streamUrl } from "./launch.ts";
import type { PlayerTarget, SessionTarget } from "./session.ts";

/**
 * A player embed session's stream (CONTRACT 13): a seat ticket for the seating the session is bound to,
 * never for anyone else's. A ring-game seat's session names its seating: once that seating ends (the
 * player left, was stood up, the table closed) no ticket is ever made for it again, whoever sits in the
 * seat next, so the session is dead. A tournament entry's session asks the director where the entry sits
 * now (it follows table moves) and gets the ticket of the entry's seating there; a finished entry's is dead.
 */

export type PlayerStream =
  | {
      ok: true;
      tableId: string;
      seatNumber: number;
      stream: { url: string; ticket: string; expiresAt: string; snapshot: SnapshotFrame | null };
      table: PlayerTableSummary;
    }
  /** ended: the seating is over for good; not_seated: a tournament entry without a seat now (not started, being moved): ask again. */
  | { ok: false; reason: "ended" | "not_seated"; message: string };

export async function playerStream(env: Env, target: SessionTarget, player: PlayerTarget): Promise<PlayerStream> {
  let seat: { tableId: string; seatNumber: number } | null;
  let holder: { seatingId?: string; playerRef?: string };
  if ("seatingId" in player) {
    seat = { tableId: player.tableId, seatNumber: player.seatNumber };
    holder = { seatingId: player.seatingId };
  } else {
    seat = await env.DIRECTORS.getByName(player.tournamentId).seatOf(player.entryId);
    holder = { playerRef: player.entryId };
    if (!seat) {
      return (await entryFinished(env, target, player))
        ? { ok: false, reason: "ended", message: "This tournament entry has finished (busted, withdrawn or the tournament ended)." }
        : {
            ok: false,
            reason: "not_seated",
            message: "This entry has no seat yet (the tournament has not started, or the entry is being moved): ask again.",
          };
    }
  }
  const outcome = await env.TABLES.getByName(seat.tableId).playerStream(seat.seatNumber, holder);
  if (!outcome.ok) {
    // A tournament entry between tables (its move is under way) gets a seat again: only a ring seat's end is final.
    if ("tournamentId" in player && !(await entryFinished(env, target, player))) return { ok: false, reason: "not_seated", message: outcome.message };
    return { ok: false, reason: "ended", message: outcome.message };
  }
  const { ticket, expiresAt } = outcome.ticket;
  return {
    ok: true,
    tableId: seat.tableId,
    seatNumber: seat.seatNumber,
    stream: { url: streamUrl(env, seat.tableId), ticket, expiresAt, snapshot: outcome.snapshot },
    table: outcome.table,
  };
}

/** Is a ring-game seating over (its seat holds someone else, or no one)? Read before an open, so a dead session's secret opens nothing. */
export async function seatingEnded(env: Env, target: SessionTarget, player: PlayerTarget): Promise<boolean> {
  if ("tournamentId" in player) return entryFinished(env, target, player);
  const seating = await env.TABLES.getByName(player.tableId).seatingAt(player.seatNumber);
  return seating?.seatingId !== player.seatingId;
}

async function entryFinished(env: Env, target: SessionTarget, player: { tournamentId: string; entryId: string }): Promise<boolean> {
  const tenant = { organizationId: target.organizationId, environment: target.environment, projectId: null };
  const entry = await findEntry(database(env.DB), tenant, player.tournamentId, player.entryId);
  return entry?.status !== "registered";
}
