/**
 * Readers of the two hand-history formats, written for the tests from the specifications alone
 * (they share no code with the writers): each turns a document back into the request that
 * produced it, so a round trip actions -> history -> actions can be checked.
 * - OHH: an action's `amount` is the chips it put in, so a raise-to is the seat's chips already in
 *   on the street plus the amount (posted blinds count; antes and dead blinds do not).
 * - PHH: players from the first seat left of the button; `cc` is a check when nothing is owed,
 *   `cbr X` is a bet (no bet yet on the street) or a raise to X; heads-up the forced-bet arrays
 *   are read reversed. Parsed with smol-toml, an independent TOML parser.
 */
import { parse as parseToml } from "smol-toml";
import type { HoldemHandInput } from "../../src/engine/holdem/hand.ts";
import type { OhhDocument } from "../../src/engine/holdem/history-ohh.ts";

type Actions = HoldemHandInput["actions"];

export interface ReadHand {
  seats: Array<{ id: string; stack: number; cards?: string }>;
  button: string;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  board: string;
  actions: Actions;
}

export function readOhh(document: OhhDocument): ReadHand {
  const h = document.ohh;
  const name = new Map(h.players.map((p) => [p.id, p.name]));
  const seats = [...h.players].sort((a, b) => a.seat - b.seat).map((p) => ({ id: p.name, stack: p.starting_stack }) as ReadHand["seats"][number]);
  const actions: Actions = [];
  let board = "";
  for (const round of h.rounds) {
    if (round.street !== "Showdown") board += round.cards.join("");
    const inFront = new Map<number, number>();
    for (const a of round.actions) {
      const seat = name.get(a.player_id)!;
      const before = inFront.get(a.player_id) ?? 0;
      switch (a.action) {
        case "Post SB":
        case "Post BB":
          inFront.set(a.player_id, before + a.amount);
          break;
        case "Dealt Cards":
          seats.find((s) => s.id === seat)!.cards = a.cards!.join("");
          break;
        case "Fold":
        case "Check":
        case "Call":
          actions.push({ seat, type: a.action.toLowerCase() as "fold" | "check" | "call" });
          inFront.set(a.player_id, before + a.amount);
          break;
        case "Bet":
        case "Raise":
          actions.push({ seat, type: a.action === "Bet" ? "bet" : "raise", to: before + a.amount });
          inFront.set(a.player_id, before + a.amount);
          break;
        default:
          break; // antes, dead blinds, shown cards
      }
    }
  }
  return {
    seats,
    button: h.players.find((p) => p.seat === h.dealer_seat)!.name,
    smallBlind: h.small_blind_amount,
    bigBlind: h.big_blind_amount,
    ante: h.ante_amount,
    board,
    actions,
  };
}

export function readPhh(text: string): ReadHand {
  const doc = parseToml(text) as Record<string, unknown>;
  const players = doc.players as string[];
  const n = players.length;
  const tableSeats = doc.seats as number[];
  const stacks = doc.starting_stacks as number[];
  const blinds = [...(doc.blinds_or_straddles as number[])];
  const antes = [...(doc.antes as number[])];
  if (n === 2) {
    blinds.reverse();
    antes.reverse();
  }
  const byTable = players.map((id, k) => ({ id, stack: stacks[k]!, table: tableSeats[k]!, k })).sort((a, b) => a.table - b.table);
  const seats: ReadHand["seats"] = byTable.map(({ id, stack }) => ({ id, stack }));
  const player = (token: string) => players[Number(token.slice(1)) - 1]!;
  const inFront = blinds.slice();
  const actions: Actions = [];
  let board = "";
  for (const line of doc.actions as string[]) {
    const [actor, verb, arg, cards] = line.split(/\s+/);
    if (actor === "d" && verb === "dh") {
      if (cards !== "????") seats.find((s) => s.id === player(arg!))!.cards = cards!;
    } else if (actor === "d" && verb === "db") {
      board += arg!.includes("?") ? "" : arg!;
      inFront.fill(0);
    } else if (verb === "f") {
      actions.push({ seat: player(actor!), type: "fold" });
    } else if (verb === "cc") {
      const k = Number(actor!.slice(1)) - 1;
      const most = Math.max(...inFront);
      actions.push({ seat: player(actor!), type: inFront[k] === most ? "check" : "call" });
      inFront[k] = most; // an all-in call for less leaves the seat below; it never acts again
    } else if (verb === "cbr") {
      const k = Number(actor!.slice(1)) - 1;
      const to = Number(arg);
      actions.push({ seat: player(actor!), type: Math.max(...inFront) === 0 ? "bet" : "raise", to });
      inFront[k] = to;
    }
  }
  const nonZeroAntes = antes.filter((a) => a > 0);
  return {
    seats,
    button: players[n - 1]!,
    smallBlind: n === 2 ? blinds[1]! : blinds[0]!,
    bigBlind: doc.min_bet as number,
    ante: nonZeroAntes.length === 0 ? 0 : Math.min(...nonZeroAntes),
    board,
    actions,
  };
}
