/**
 * POST /v1/calculations/equity/holdem (CONTRACT.md 3.1): heads-up equity of hands or ranges.
 *
 * prepareHoldemEquity validates everything (cards, ranges, conflicts, mode, Monte Carlo options),
 * estimates the exact method's work and picks the method, and returns a closure that computes.
 * Exact methods, cheapest first:
 *  - board empty, no dead cards: the committed preflop table, one lookup per combo pair;
 *  - one combo each: enumerate that pair's board completions (incremental key sums);
 *  - otherwise board-first over every completion (equity-ranges.ts).
 * The work estimate is in "evaluation units": one incremental 7-card evaluation in the enumeration
 * loop, about 4-5 ns in the bench (Node 22), so the 4M budget bounds exact work near 20 ms. Exact
 * runs only within EQUITY_LIMITS.exactWorkBudget; otherwise auto switches to Monte Carlo and exact
 * answers 422 compute_budget_exceeded.
 *
 * Echo: `board` and `dead` are returned in canonical form (cards concatenated in input order,
 * upper-case rank incl. "T" for ten, lower-case suit: "10h, 7d" -> "Th7d"); `players[].input` is the
 * caller's hand or range string unchanged.
 */
import { COMBO_HI, COMBO_LO, formatCards, parseCards } from "./cards.ts";
import { enumerateHandVsHand, remainingDeck } from "./equity-enumerate.ts";
import { monteCarloEquity } from "./equity-monte-carlo.ts";
import { boardFirstEquity, preflopTableEquity, type WeightedCombos, type WeightedTotals } from "./equity-ranges.ts";
import { EngineError, type EngineFieldCode, type EngineFieldError } from "./errors.ts";
import { preflopTableAvailable } from "./preflop-table.ts";
import { parseRange, RANGE_LIMITS } from "./ranges.ts";
import { ENGINE_VERSION } from "./version.ts";
import { largestFitting, WORK_UNITS } from "./work.ts";

/** The request as the route's valibot schema outputs it (defaults applied, two players, texts within their lengths). */
export interface HoldemEquityInput {
  players: Array<{ hand: string } | { range: string }>;
  board: string;
  dead: string;
  mode: "auto" | "exact" | "monte_carlo";
  monteCarlo?: { seed: number; samples?: number | undefined } | undefined;
}

export interface HoldemEquityPlayerResult {
  input: string;
  combos: number;
  equity: number;
  win: number;
  tie: number;
}

export interface HoldemEquityResult {
  object: "holdem_equity";
  engineVersion: string;
  method: "exact" | "monte_carlo";
  board: string;
  dead: string;
  players: [HoldemEquityPlayerResult, HoldemEquityPlayerResult];
  outcomes: number;
  monteCarlo: { seed: number; samples: number; standardError: number } | null;
}

export const EQUITY_LIMITS = {
  players: 2,
  maxRangeLength: RANGE_LIMITS.maxRangeLength,
  maxRangeItems: RANGE_LIMITS.maxRangeItems,
  /** Exact work budget in evaluation units (one incremental 7-card evaluation, about 4-5 ns in V8). */
  exactWorkBudget: 4_000_000,
  /** The default sample count when the work budget allows it (the response reports what was used). */
  monteCarloDefaultSamples: 100_000,
  /** An absolute cap; the work budget (maxWorkUnits) usually allows fewer: a 422 names how many fit. */
  monteCarloMaxSamples: 1_000_000,
  /** Work units (work.ts) any accepted request may cost. */
  maxWorkUnits: WORK_UNITS.max,
  /** Work units a defaulted sample count may cost. */
  defaultWorkUnits: WORK_UNITS.default,
  monteCarloMaxSeed: 4_294_967_295,
} as const;

/**
 * Monte Carlo prices in work units (work.ts), measured in CPU time on the reference machine: a sample
 * draws the pair (a bounded amount of work whatever the ranges: see equity-monte-carlo.ts) and
 * evaluates two hands, about 200 ns, plus about 60 ns per board card it draws; before the first
 * sample, every (combo, combo) pair is visited to weigh player 1's combos, and at worst once more to
 * build per-combo tables, about 8 ns per pair in all.
 */
const MC_UNITS_PER_SAMPLE = 200;
const MC_UNITS_PER_DRAWN_CARD = 60;
const MC_UNITS_PER_COMBO_PAIR = 8;

/** Cost per (combo pair) lookup in the preflop table, in evaluation units (measured in the bench). */
const TABLE_LOOKUP_UNITS = 1;
/** Cost per live combo per runout of the board-first method: evaluation, radix sort and sweep. */
const BOARD_FIRST_UNITS_PER_COMBO = 6;

function fail(code: "validation_failed" | "card_conflict" | "empty_range", path: string, reason: EngineFieldCode, message: string): never {
  throw new EngineError(code, message, [{ path, code: reason, message }]);
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

interface PlayerInput {
  input: string;
  /** Exactly the two cards of a hand, or null for a range. */
  hand: [number, number] | null;
  live: WeightedCombos;
}

/** One player's field, parsed on its own (no cross-field checks yet). */
type ParsedPlayer =
  | { input: string; path: string; label: string; hand: [number, number] }
  | { input: string; path: string; label: string; weights: Float64Array };

function parsePlayer(p: { hand: string } | { range: string }, i: number): ParsedPlayer {
  if ("hand" in p) {
    const path = `/players/${i}/hand`;
    const label = `players[${i}].hand`;
    const cards = parseCards(p.hand, path, label);
    if (cards.length !== 2) fail("validation_failed", path, "invalid_value", `${label} must be exactly 2 cards, got ${cards.length}`);
    return { input: p.hand, path, label, hand: cards as [number, number] };
  }
  return { input: p.range, path: `/players/${i}/range`, label: `players[${i}].range`, weights: parseRange(p.range, `/players/${i}/range`) };
}

/** Cross-field checks of one parsed player against the board and dead cards. */
function livePlayer(p: ParsedPlayer, blocked: Uint8Array): PlayerInput {
  if ("hand" in p) {
    const [a, b] = p.hand;
    if (blocked[a] || blocked[b]) fail("card_conflict", p.path, "card_conflict", `${p.label} shares a card with the board or dead cards`);
    const combo = a > b ? (a * (a - 1)) / 2 + b : (b * (b - 1)) / 2 + a;
    return { input: p.input, hand: [a, b], live: { combos: Uint16Array.of(combo), weights: Float64Array.of(1) } };
  }
  const weights = p.weights;
  const combos: number[] = [];
  const w: number[] = [];
  for (let c = 0; c < weights.length; c++) {
    if (weights[c]! > 0 && !blocked[COMBO_HI[c]!] && !blocked[COMBO_LO[c]!]) {
      combos.push(c);
      w.push(weights[c]!);
    }
  }
  if (combos.length === 0) fail("empty_range", p.path, "empty_range", `${p.label} has no combos left after removing board and dead cards`);
  return { input: p.input, hand: null, live: { combos: Uint16Array.from(combos), weights: Float64Array.from(w) } };
}

/**
 * Parses board, dead cards and both players' fields, each on its own, and throws one EngineError
 * listing every field that fails (in that order): validation_failed when any problem is a validation
 * problem, card_conflict when every problem is a card repeated within its field. The message is the
 * first error's, with a count of the others.
 */
function parseFields(req: HoldemEquityInput): { board: number[]; dead: number[]; players: [ParsedPlayer, ParsedPlayer] } {
  const errors: EngineFieldError[] = [];
  let validation = false;
  const field = <T>(parse: () => T): T | null => {
    try {
      return parse();
    } catch (e) {
      if (!(e instanceof EngineError) || (e.code !== "validation_failed" && e.code !== "card_conflict")) throw e;
      if (e.code === "validation_failed") validation = true;
      errors.push(...e.errors);
      return null;
    }
  };
  const board = field(() => {
    const cards = parseCards(req.board, "/board", "board");
    if (![0, 3, 4, 5].includes(cards.length)) {
      fail("validation_failed", "/board", "invalid_value", `board must have 0, 3, 4 or 5 cards, got ${cards.length}`);
    }
    return cards;
  });
  const dead = field(() => parseCards(req.dead, "/dead", "dead"));
  const p1 = field(() => parsePlayer(req.players[0]!, 0));
  const p2 = field(() => parsePlayer(req.players[1]!, 1));
  if (board === null || dead === null || p1 === null || p2 === null) {
    const first = errors[0]!.message;
    const message = errors.length === 1 ? first : `${first} (and ${errors.length - 1} more)`;
    throw new EngineError(validation ? "validation_failed" : "card_conflict", message, errors);
  }
  return { board, dead, players: [p1, p2] };
}

/** Unweighted number of disjoint (player 1, player 2) combo pairs. */
function disjointPairs(p1: WeightedCombos, p2: WeightedCombos): number {
  const perCard = new Int32Array(52);
  const perCombo = new Uint8Array(1326);
  for (const c of p2.combos) {
    perCard[COMBO_HI[c]!]!++;
    perCard[COMBO_LO[c]!]!++;
    perCombo[c] = 1;
  }
  let pairs = 0;
  for (const c of p1.combos) pairs += p2.combos.length - perCard[COMBO_HI[c]!]! - perCard[COMBO_LO[c]!]! + perCombo[c]!;
  return pairs;
}

type Plan = "table" | "pair" | "board_first" | "monte_carlo";

export function prepareHoldemEquity(req: HoldemEquityInput): () => HoldemEquityResult {
  const { board, dead, players } = parseFields(req);
  const blocked = new Uint8Array(52);
  for (const c of board) blocked[c] = 1;
  for (const c of dead) {
    if (blocked[c]) fail("card_conflict", "/dead", "card_conflict", "dead cards share a card with the board");
    blocked[c] = 1;
  }
  const p1 = livePlayer(players[0], blocked);
  const p2 = livePlayer(players[1], blocked);
  if (p1.hand && p2.hand && p1.hand.some((c) => p2.hand!.includes(c))) {
    fail("card_conflict", "/players/1/hand", "card_conflict", "the two hands share a card");
  }
  const pairs = disjointPairs(p1.live, p2.live);
  if (pairs === 0) {
    const path = p2.hand ? "/players/1/hand" : "/players/1/range";
    fail("card_conflict", path, "card_conflict", "no combination of the two players' combos is free of shared cards");
  }
  const missing = 5 - board.length;
  const deck = remainingDeck(blocked);
  if (deck.length - 4 < missing) {
    fail("validation_failed", "/dead", "too_large", "too many dead cards: the board cannot be completed");
  }
  const completionsPerPair = binomial(deck.length - 4, missing);

  const mode = req.mode;
  let plan: Plan;
  if (mode === "monte_carlo") plan = "monte_carlo";
  else {
    const n = p1.live.combos.length + p2.live.combos.length;
    const options: Array<[Plan, number]> = [];
    if (board.length === 0 && dead.length === 0 && preflopTableAvailable()) options.push(["table", pairs * TABLE_LOOKUP_UNITS]);
    if (pairs === 1) options.push(["pair", 2 * completionsPerPair]);
    options.push(["board_first", binomial(deck.length, missing) * n * BOARD_FIRST_UNITS_PER_COMBO]);
    const [cheapest, units] = options.reduce((a, b) => (b[1] < a[1] ? b : a));
    if (units <= EQUITY_LIMITS.exactWorkBudget) plan = cheapest;
    else if (mode === "exact") {
      const message = `exact enumeration needs about ${Math.round(units).toLocaleString("en-US")} evaluation units, over the budget of ${EQUITY_LIMITS.exactWorkBudget.toLocaleString("en-US")}; use mode auto or monte_carlo`;
      throw new EngineError("compute_budget_exceeded", message, [{ path: "/mode", code: "compute_budget_exceeded", message }]);
    } else plan = "monte_carlo";
  }
  const seed = req.monteCarlo?.seed ?? 0;
  const samples = plan === "monte_carlo" ? monteCarloSamples(req.monteCarlo?.samples, missing, p1.live.combos.length * p2.live.combos.length) : 0;
  const boardText = formatCards(board);
  const deadText = formatCards(dead);

  return () => {
    let totals: WeightedTotals;
    let outcomes: number;
    let monteCarlo: HoldemEquityResult["monteCarlo"] = null;
    if (plan === "monte_carlo") {
      const r = monteCarloEquity(p1.live, p2.live, board, deck, seed, samples);
      totals = r;
      outcomes = samples;
      monteCarlo = { seed, samples, standardError: r.standardError };
    } else {
      outcomes = pairs * completionsPerPair;
      if (plan === "table") totals = preflopTableEquity(p1.live, p2.live);
      else if (plan === "pair") totals = pairEquity(p1.live, p2.live, board, dead);
      else totals = boardFirstEquity(p1.live, p2.live, board, deck);
    }
    const sum = totals.win1 + totals.win2 + totals.tie;
    const win1 = totals.win1 / sum;
    const win2 = totals.win2 / sum;
    const tie = totals.tie / sum;
    return {
      object: "holdem_equity",
      engineVersion: ENGINE_VERSION,
      method: plan === "monte_carlo" ? "monte_carlo" : "exact",
      board: boardText,
      dead: deadText,
      players: [
        { input: p1.input, combos: p1.live.combos.length, equity: win1 + tie / 2, win: win1, tie },
        { input: p2.input, combos: p2.live.combos.length, equity: win2 + tie / 2, win: win2, tie },
      ],
      outcomes,
      monteCarlo,
    };
  };
}

/**
 * The sample count a Monte Carlo request runs with: the one asked for if the work budget covers it
 * (else 422 naming the largest that fits), or the default sized by the default budget.
 */
function monteCarloSamples(asked: number | undefined, missingCards: number, comboPairs: number): number {
  const perSample = MC_UNITS_PER_SAMPLE + MC_UNITS_PER_DRAWN_CARD * missingCards;
  const setup = MC_UNITS_PER_COMBO_PAIR * comboPairs;
  const most = Math.min(EQUITY_LIMITS.monteCarloMaxSamples, largestFitting(perSample, EQUITY_LIMITS.maxWorkUnits - setup));
  if (asked === undefined) {
    // The default budget sizes the sampling; the setup comes on top, within the max.
    return Math.min(EQUITY_LIMITS.monteCarloDefaultSamples, most, Math.max(1_000, largestFitting(perSample, EQUITY_LIMITS.defaultWorkUnits)));
  }
  if (asked > most) {
    const message = `${asked} samples exceed the work budget for these ranges and this board: at most ${most} samples fit`;
    throw new EngineError("compute_budget_exceeded", message, [{ path: "/monteCarlo/samples", code: "compute_budget_exceeded", message }]);
  }
  return asked;
}

/** The single disjoint combo pair, enumerated over its board completions. */
function pairEquity(p1: WeightedCombos, p2: WeightedCombos, board: number[], dead: number[]): WeightedTotals {
  for (const x of p1.combos) {
    for (const y of p2.combos) {
      const [xh, xl, yh, yl] = [COMBO_HI[x]!, COMBO_LO[x]!, COMBO_HI[y]!, COMBO_LO[y]!];
      if (xh === yh || xh === yl || xl === yh || xl === yl) continue;
      const r = enumerateHandVsHand(xh, xl, yh, yl, board, dead);
      return { win1: r.win1, win2: r.win2, tie: r.tie };
    }
  }
  return { win1: 0, win2: 0, tie: 0 }; // unreachable: prepare checked that one pair exists
}
