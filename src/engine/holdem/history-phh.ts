/**
 * PHH (the poker hand history format of the PokerKit project, TOML) from a replayed hand. The
 * mapping, following the PHH specification's required and optional fields:
 * - players in PHH position order: p1 is the first seat left of the button, the button is last
 *   (`seats` gives each player's table seat: the table's seat numbers when the hand was dealt at a
 *   table (atTableSeats), else 1..n in request order; `seat_count` the table's size, else n; `players`
 *   the seat ids);
 * - `antes` and `blinds_or_straddles` per player; heads-up both arrays are written reversed, as the
 *   specification says they are read ("the forced bets are reversed in heads-up games by rule");
 *   a dead blind is dead money like an ante, so it is added to that player's `antes` and also listed
 *   in the user-defined `_dead_blinds`; with the small blind missing, p1 posts the big blind;
 * - `ante_trimming_status = true` with a traditional ante (and no dead blind): the antes are then each
 *   player's own stake, layered into the side pots like bets, as this engine settles them (a seat
 *   all-in on a short ante wins only what it matched). Without it (the specification's default, false)
 *   a reader settles every ante as dead money in the main pot, which is right for a big-blind ante
 *   and for dead blinds, and for a traditional ante gives other finishing stacks whenever a seat
 *   cannot cover the ante. With a traditional ante and a dead blind in one hand the field is left out:
 *   trimming would hand the dead blind back to its poster (PokerKit trims every ante above the
 *   second-largest), so the dead blind stays dead and only a seat short of the ante settles otherwise;
 * - `variant` "NT" (no-limit Texas hold'em) or "PO" (pot-limit Omaha hold'em; five-card Omaha is written
 *   the same way with five cards a player, which PokerKit's reader does not deal);
 * - `min_bet` the big blind; `actions`: "d dh pN" hole cards ("??" per unknown card), "pN f", "pN cc"
 *   (check or call), "pN cbr X" with X the seat's total bet on the street (raise-to), "d db" board
 *   cards ("??" per unknown card), "pN sm" for every hand that decided a pot;
 * - once settled, `finishing_stacks` and `winnings` (what each player took from the pots).
 */
import { formatCards } from "../cards.ts";
import { gameOf, HOLE_CARDS, isPotLimit } from "./game.ts";
import type { HistoryInput } from "./history-ohh.ts";
import { seatCountOf, seatNumberOf, streetCards } from "./history-ohh.ts";

/** A TOML basic string: quotes, backslashes and the control characters ids may hold are escaped. */
function tomlString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return `${out}"`;
}

const array = (values: readonly (number | string)[]) => `[${values.map((v) => (typeof v === "string" ? tomlString(v) : String(v))).join(", ")}]`;

export function toPhh(input: HistoryInput): string {
  const { state, ids, cards, settlement } = input;
  const config = state.config;
  const n = config.stacks.length;
  // PHH position order: from the first seat left of the button, the button last.
  const order = Array.from({ length: n }, (_, k) => (config.button + 1 + k) % n);
  const player = new Map(order.map((seat, k) => [seat, `p${k + 1}`]));
  const headsUp = n === 2;
  const positional = (perSeat: (seat: number) => number) => {
    const values = order.map(perSeat);
    return headsUp ? values.reverse() : values;
  };

  const dead = new Map(config.deadBlinds.map((d) => [d.seat, 0]));
  for (const d of config.deadBlinds) dead.set(d.seat, dead.get(d.seat)! + d.amount);
  const anteOf = (seat: number) => {
    const ante = config.ante;
    const own = ante === null ? 0 : ante.kind === "traditional" || seat === state.bigBlindSeat ? ante.amount : 0;
    return own + (dead.get(seat) ?? 0);
  };
  const blindOf = (seat: number) => (seat === state.bigBlindSeat ? config.bigBlind : seat === state.smallBlindSeat ? config.smallBlind : 0);

  const unknownHole = "??".repeat(HOLE_CARDS[gameOf(config)]);
  const actions: string[] = order.map((seat) => `d dh ${player.get(seat)} ${cards.hole[seat] ? formatCards(cards.hole[seat]!) : unknownHole}`);
  for (const event of state.events) {
    if (event.kind === "action") {
      const p = player.get(event.seat)!;
      if (event.type === "fold") actions.push(`${p} f`);
      else if (event.type === "check" || event.type === "call") actions.push(`${p} cc`);
      else actions.push(`${p} cbr ${event.to}`);
    } else if (event.kind === "street" && event.street !== "showdown") {
      const count = event.street === "flop" ? 3 : 1;
      const known = streetCards(cards.board, event.street);
      actions.push(`d db ${known.length === count ? formatCards(known) : "??".repeat(count)}`);
    }
  }
  for (const shown of settlement?.shown ?? []) actions.push(`${player.get(shown.seat)} sm ${formatCards(cards.hole[shown.seat]!)}`);

  // The antes are each seat's stake (see above); a dead blind must stay dead money, which trimming undoes.
  const anteTrimming = config.ante?.kind === "traditional" && dead.size === 0;

  const lines = [
    `variant = ${isPotLimit(config) ? '"PO"' : '"NT"'}`,
    ...(anteTrimming ? ["ante_trimming_status = true"] : []),
    `antes = ${array(positional(anteOf))}`,
    `blinds_or_straddles = ${array(positional(blindOf))}`,
    `min_bet = ${config.bigBlind}`,
    `starting_stacks = ${array(order.map((seat) => config.stacks[seat]!))}`,
    "actions = [",
    ...actions.map((a) => `  ${tomlString(a)},`),
    "]",
    `hand = ${tomlString(input.gameNumber)}`,
    `table = ${tomlString(input.tableName)}`,
    `seat_count = ${seatCountOf(input)}`,
    `seats = ${array(order.map((seat) => seatNumberOf(input, seat)))}`,
    `players = ${array(order.map((seat) => ids[seat]!))}`,
    'currency = "XPM"',
  ];
  if (dead.size > 0) lines.push(`_dead_blinds = ${array(order.map((seat) => dead.get(seat) ?? 0))}`);
  if (settlement) {
    const won = new Array<number>(n).fill(0);
    for (const pot of settlement.pots) for (const w of pot.winners) won[w.seat]! += w.amount;
    lines.push(`finishing_stacks = ${array(order.map((seat) => settlement.stacks[seat]!))}`);
    lines.push(`winnings = ${array(order.map((seat) => won[seat]!))}`);
  }
  if (input.evidence) {
    const e = input.evidence;
    lines.push(
      `_shuffle_id = ${tomlString(e.shuffleId)}`,
      `_shuffle_alg = ${tomlString(e.alg)}`,
      `_shuffle_commitment = ${tomlString(e.commitment)}`,
      `_shuffle_server_seed = ${tomlString(e.serverSeed)}`,
      `_shuffle_client_seed = ${tomlString(e.clientSeed)}`,
      `_shuffle_nonce = ${e.nonce}`,
      `_shuffle_deck = ${array(e.deck)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
