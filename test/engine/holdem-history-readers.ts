/**
 * Readers of the two hand-history formats, written for the tests from the specifications alone
 * (they share no code with the writers): each turns a document back into the request that
 * produced it, so a round trip actions -> history -> actions can be checked.
 * - OHH: an action's `amount` is the chips it put in, so a raise-to is the seat's chips already in
 *   on the street plus the amount (posted blinds count; antes and dead blinds do not).
 * - PHH: players from the first seat left of the button; `cc` is a check when nothing is owed,
 *   `cbr X` is a bet (no bet yet on the street) or a raise to X; heads-up the forced-bet arrays
 *   are read reversed. Parsed with smol-toml, an independent TOML parser.
 * `settlePhh` also plays a PHH document out to its finishing stacks the way PokerKit (the format's
 * reference implementation) settles it, `ante_trimming_status` included.
 */
import { parse as parseToml } from "smol-toml";
import { parseCards } from "../../src/engine/cards.ts";
import { evaluateCards } from "../../src/engine/evaluator.ts";
import type { HoldemHandInput } from "../../src/engine/holdem/hand.ts";
import type { OhhDocument } from "../../src/engine/holdem/history-ohh.ts";
import { evaluateOmaha } from "../../src/engine/omaha-evaluator.ts";

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
      if (!cards!.includes("?")) seats.find((s) => s.id === player(arg!))!.cards = cards!;
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

/**
 * The finishing stacks (PHH player order) of a PHH hand, settled as PokerKit's `State` does:
 * - the antes are posted first (each at most the player's stack), then the blinds or straddles;
 * - bets are collected at the end of each street, and a bet above the second-largest is returned
 *   (the uncalled part). With `ante_trimming_status = true` the antes are collected the same way and
 *   count as each player's stake when the pots are built; without it (the default) every effective
 *   ante is dead money in the first pot, open to every player still in the hand;
 * - the pots are layered by contribution, each open to the players still in the hand who put in at
 *   least its level; one player left takes everything;
 * - a pot goes to the best hand of its players (the project's evaluators, hold'em's for "NT" and
 *   Omaha's, two hole cards and three board cards, for "PO": hand strength is not what is under test); a tie splits it and, as PHH does not fix it, the odd chips go one each to the tied
 *   players in PHH order (from the first seat left of the button), the rule of the hands that wrote it.
 */
export function settlePhh(text: string): number[] {
  const doc = parseToml(text) as Record<string, unknown>;
  const n = (doc.players as string[]).length;
  const trimming = doc.ante_trimming_status === true;
  const starting = [...(doc.starting_stacks as number[])];
  const antes = [...(doc.antes as number[])];
  const blinds = [...(doc.blinds_or_straddles as number[])];
  if (n === 2) {
    antes.reverse();
    blinds.reverse();
  }
  const stacks = starting.slice();
  const put = new Array<number>(n).fill(0);
  const folded = new Array<boolean>(n).fill(false);
  const hole = new Array<number[] | null>(n).fill(null);
  const board: number[] = [];
  let bets = new Array<number>(n).fill(0);

  const pay = (k: number, amount: number) => {
    const paid = Math.min(amount, stacks[k]!);
    stacks[k]! -= paid;
    bets[k]! += paid;
  };
  const collect = (trim: boolean) => {
    if (trim) {
      const cutoff = [...bets].sort((a, b) => a - b)[n - 2]!;
      for (let k = 0; k < n; k++) {
        if (bets[k]! > cutoff) {
          stacks[k]! += bets[k]! - cutoff;
          bets[k] = cutoff;
        }
      }
    }
    for (let k = 0; k < n; k++) put[k]! += bets[k]!;
    bets = new Array<number>(n).fill(0);
  };

  for (let k = 0; k < n; k++) pay(k, antes[k]!);
  const effectiveAnte = bets.slice();
  collect(trimming);
  for (let k = 0; k < n; k++) pay(k, blinds[k]!);
  const index = (token: string) => Number(token.slice(1)) - 1;
  for (const line of doc.actions as string[]) {
    const [actor, verb, arg, cards] = line.split(/\s+/);
    if (actor === "d" && verb === "dh") {
      if (!cards!.includes("?")) hole[index(arg!)] = parseCards(cards!, "", "hole");
    } else if (actor === "d" && verb === "db") {
      collect(true);
      board.push(...parseCards(arg!, "", "board"));
    } else if (verb === "f") {
      folded[index(actor!)] = true;
    } else if (verb === "cc") {
      const k = index(actor!);
      pay(k, Math.max(...bets) - bets[k]!);
    } else if (verb === "cbr") {
      const k = index(actor!);
      pay(k, Number(arg) - bets[k]!);
    } else if (verb === "sm") {
      hole[index(actor!)] = parseCards(arg!, "", "shown");
    }
  }
  collect(true);

  const live = Array.from({ length: n }, (_, k) => k).filter((k) => !folded[k]);
  const total = put.reduce((a, b) => a + b, 0);
  if (live.length === 1) return stacks.map((stack, k) => (k === live[0] ? stack + total : stack));

  // PokerKit's State.pots.
  const contribution = put.slice();
  let amount = 0;
  if (!trimming) {
    for (let k = 0; k < n; k++) {
      amount += effectiveAnte[k]!;
      contribution[k]! -= effectiveAnte[k]!;
    }
  }
  const pots: { amount: number; players: number[] }[] = [];
  let previous = 0;
  for (const level of [...new Set(contribution)].sort((a, b) => a - b)) {
    for (let k = 0; k < n; k++) if (contribution[k]! >= level) amount += level - previous;
    const players = live.filter((k) => contribution[k]! >= level);
    while (pots.length > 0 && pots[pots.length - 1]!.players.join() === players.join()) amount += pots.pop()!.amount;
    if (amount > 0) pots.push({ amount, players });
    amount = 0;
    previous = level;
  }

  const value = (k: number) => {
    if (hole[k] === null || board.length !== 5) throw new Error(`p${k + 1}'s hand is needed to settle`);
    return doc.variant === "PO" ? evaluateOmaha(hole[k]!, board) : evaluateCards([...hole[k]!, ...board]);
  };
  for (const pot of pots) {
    if (pot.players.length === 0) throw new Error("a pot nobody can win");
    if (pot.players.length === 1) {
      stacks[pot.players[0]!]! += pot.amount;
      continue;
    }
    const best = Math.max(...pot.players.map(value));
    const winners = pot.players.filter((k) => value(k) === best);
    const share = Math.floor(pot.amount / winners.length);
    winners.forEach((k, i) => {
      stacks[k]! += share + (i < pot.amount % winners.length ? 1 : 0);
    });
  }
  return stacks;
}
