/**
 * POST /v1/calculations/equity/holdem (CONTRACT.md 3.1): heads-up equity of hands or ranges.
 *
 * prepareHoldemEquity validates everything (cards, ranges, conflicts, mode, Monte Carlo options),
 * estimates the exact method's work and picks the method, and returns a closure that computes.
 * Exact methods, cheapest first:
 *  - board empty, no dead cards: the committed preflop table, one lookup per combo pair;
 *  - one combo each: enumerate that pair's board completions (incremental key sums);
 *  - otherwise board-first over every completion (equity-ranges.ts).
 * Every method, and the ranges' parse, is priced in work units (work.ts; UNITS below, measured with
 * bench/prices.ts). Exact runs only within EQUITY_LIMITS.exactWorkBudget (the max budget, less what the
 * request already costs); otherwise auto switches to Monte Carlo and exact answers 422
 * compute_budget_exceeded.
 *
 * Echo: `board` and `dead` are returned in canonical form (cards concatenated in input order,
 * upper-case rank incl. "T" for ten, lower-case suit: "10h, 7d" -> "Th7d"); `players[].input` is the
 * caller's hand or range string unchanged.
 */
import { COMBO_HI, COMBO_LO, formatCards, parseCards } from "./cards.ts";
import { binomial, popcount } from "./counting.ts";
import { countPreflopClasses, flopClassBound, mostHeldInSuit, suitCounts } from "./equity-board-ranks.ts";
import { enumerateHandVsHand, remainingDeck } from "./equity-enumerate.ts";
import { monteCarloEquity } from "./equity-monte-carlo.ts";
import {
  acceptanceRate,
  countTuples,
  enumerateFlopTuples,
  enumerateHands,
  enumerateRanges,
  flopTupleWork,
  monteCarloMultiway,
  type Outcomes,
  rejectionSampler,
  type TupleSampler,
  tupleTable,
} from "./equity-multiway.ts";
import { boardFirstEquity, pairLoopEquity, pairWalkClasses, pairWalkEquity, preflopTableEquity, type WeightedTotals } from "./equity-ranges.ts";
import { EngineError, type EngineFieldCode, type EngineFieldError } from "./errors.ts";
import { type Pot, potsOf } from "./holdem/pots.ts";
import { preflopTableAvailable } from "./preflop-table.ts";
import { parseRange, RANGE_LIMITS, type RangeCost, type WeightedCombos } from "./ranges.ts";
import { ENGINE_VERSION } from "./version.ts";
import { largestFitting, type Priced, priced, WORK_UNITS } from "./work.ts";

/** The request as the route's valibot schema outputs it (defaults applied, two players, texts within their lengths). */
export interface HoldemEquityInput {
  players: Array<{ hand: string } | { range: string }>;
  board: string;
  dead: string;
  mode: "auto" | "exact" | "monte_carlo";
  monteCarlo?: { seed: number; samples?: number | undefined } | undefined;
  /** Each player's chips in the pot, all in: the answer then splits every main and side pot. */
  stacks?: number[] | undefined;
}

export interface HoldemEquityPlayerResult {
  input: string;
  combos: number;
  equity: number;
  win: number;
  tie: number;
  /**
   * Multiway and pot answers only: ties[i] is the probability of splitting the pot among i + 2
   * players (this one included), so tie is their sum and equity = win + sum of ties[i] / (i + 2).
   */
  ties?: number[];
  /** With stacks: the chips this player expects from all the pots together. */
  chips?: number;
}

/** With stacks: one pot of the all-in (main pot first), who can win it, and each player's expected chips from it. */
export interface HoldemEquityPot {
  amount: number;
  eligible: number[];
  chips: number[];
}

export interface HoldemEquityResult {
  object: "holdem_equity";
  engineVersion: string;
  method: "exact" | "monte_carlo";
  board: string;
  dead: string;
  /** One per player, in request order (at least two). */
  players: [HoldemEquityPlayerResult, HoldemEquityPlayerResult, ...HoldemEquityPlayerResult[]];
  outcomes: number;
  monteCarlo: { seed: number; samples: number; standardError: number } | null;
  /** With stacks only. */
  pots?: HoldemEquityPot[];
}

export const EQUITY_LIMITS = {
  minPlayers: 2,
  maxPlayers: 10,
  maxRangeLength: RANGE_LIMITS.maxRangeLength,
  maxRangeItems: RANGE_LIMITS.maxRangeItems,
  /** Work units (work.ts) exact enumeration may cost; more runs Monte Carlo in auto and is refused in exact. */
  exactWorkBudget: WORK_UNITS.max,
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
 * Prices in work units (work.ts: about one ns of CPU on the reference machine), measured with
 * bench/prices.ts on whole requests (JSON, schema, this prepare step, the run and the result's JSON):
 *  - every request: the fields, the live combos, the result (BASE), and the ranges' parse (ranges.ts);
 *  - exact: a preflop table lookup per (combo, combo) pair; a pair's board completion (two 7-card
 *    evaluations); board-first, per runout a fixed part (radix counts, resets) and per live combo its
 *    evaluation, sort and sweep; the pair loop (small ranges), per runout a small fixed part, an
 *    evaluation per live combo and a comparison per card-disjoint pair (set against board-first in the
 *    same run: 1.1-1.5x its measured time over 1 x 29 to 1,176 x 3 combos); from the flop, for small
 *    ranges, the pair walk (per card-disjoint pair its own boards by class, equity-board-ranks.ts: 300
 *    a pair, 38 per flush class of a pair, and 25 per class scored once per pair of hands' ranks,
 *    counted first by pairWalkClasses; pricing it visits every pair once, 3 each), and the cheapest
 *    one runs;
 *  - Monte Carlo: per sample two evaluations and the draw of the pair (a binary search over player
 *    1's cumulative weights, then over player 2's per try: the expected tries are known before
 *    running, at most 4, or over a combo's own table), plus per board card drawn; before
 *    the first sample every (combo, combo) pair is visited once to weigh player 1's combos, and player
 *    1's combos that most of player 2's weight collides with get a table of player 2's disjoint
 *    combos (a visit of player 2's list each, more costly: typed copies and cumulative sums). Which
 *    combos need a table is known before running (player 2's weight per card), so only those are
 *    priced.
 */
const UNITS = {
  base: 30_000,
  tableLookup: 7,
  pairCompletion: 11,
  boardFirstRunout: 1_000,
  boardFirstCombo: 40,
  pairLoopRunout: 200,
  pairLoopCombo: 15,
  pairLoopPair: 6,
  pairWalkPair: 300,
  pairWalkClass: 25,
  pairWalkFlushClass: 38,
  pairWalkMaxProduct: 5_000,
  pairWalkPricePair: 3,
  mcSample: 90,
  mcSearchStep: 7,
  mcDrawnCard: 25,
  mcComboPair: 4,
  mcTablePair: 12,
} as const;

export function fail(code: "validation_failed" | "card_conflict" | "empty_range", path: string, reason: EngineFieldCode, message: string): never {
  throw new EngineError(code, message, [{ path, code: reason, message }]);
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

function parsePlayer(p: { hand: string } | { range: string }, i: number, cost: RangeCost): ParsedPlayer {
  if ("hand" in p) {
    const path = `/players/${i}/hand`;
    const label = `players[${i}].hand`;
    const cards = parseCards(p.hand, path, label);
    if (cards.length !== 2) {
      const omaha = cards.length === 4 || cards.length === 5 ? " (Omaha hands: POST /v1/calculations/equity/omaha)" : "";
      fail("validation_failed", path, "invalid_value", `${label} must be exactly 2 cards, got ${cards.length}${omaha}`);
    }
    return { input: p.hand, path, label, hand: cards as [number, number] };
  }
  return { input: p.range, path: `/players/${i}/range`, label: `players[${i}].range`, weights: parseRange(p.range, `/players/${i}/range`, cost) };
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
function parseFields(req: HoldemEquityInput, cost: RangeCost): { board: number[]; dead: number[]; players: ParsedPlayer[] } {
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
  const players = req.players.map((p, i) => field(() => parsePlayer(p, i, cost)));
  if (board === null || dead === null || players.some((p) => p === null)) {
    const first = errors[0]!.message;
    const message = errors.length === 1 ? first : `${first} (and ${errors.length - 1} more)`;
    throw new EngineError(validation ? "validation_failed" : "card_conflict", message, errors);
  }
  return { board, dead, players: players as ParsedPlayer[] };
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

type Plan = "table" | "pair" | "pair_loop" | "pair_walk" | "board_first" | "monte_carlo";

/**
 * `maxWorkUnits` is the budget (EQUITY_LIMITS.maxWorkUnits for every request the API serves); a test may
 * pass more to check an enumeration the API would move to Monte Carlo against a brute force.
 */
export function prepareHoldemEquity(req: HoldemEquityInput, maxWorkUnits: number = EQUITY_LIMITS.maxWorkUnits): Priced<HoldemEquityResult> {
  const cost: RangeCost = { units: UNITS.base };
  const { board, dead, players } = parseFields(req, cost);
  const blocked = new Uint8Array(52);
  for (const c of board) blocked[c] = 1;
  for (const c of dead) {
    if (blocked[c]) fail("card_conflict", "/dead", "card_conflict", "dead cards share a card with the board");
    blocked[c] = 1;
  }
  if (players.length > 2 || req.stacks !== undefined) {
    return prepareMultiway(
      req,
      board,
      dead,
      blocked,
      players.map((p) => livePlayer(p, blocked)),
      cost,
      maxWorkUnits,
    );
  }
  const p1 = livePlayer(players[0]!, blocked);
  const p2 = livePlayer(players[1]!, blocked);
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
    if (board.length === 0 && dead.length === 0 && preflopTableAvailable()) options.push(["table", pairs * UNITS.tableLookup]);
    if (pairs === 1) {
      let units = completionsPerPair * UNITS.pairCompletion;
      if (board.length === 0) {
        const { hi, lo } = firstPair(p1.live, p2.live);
        const held = new Set([...hi, ...lo]);
        units = preflopByRanksUnits(
          deck.filter((c) => !held.has(c)),
          hi,
          lo,
          1,
        );
      }
      options.push(["pair", units]);
    }
    const runouts = binomial(deck.length, missing);
    options.push(["board_first", runouts * (UNITS.boardFirstRunout + n * UNITS.boardFirstCombo)]);
    options.push(["pair_loop", runouts * (UNITS.pairLoopRunout + n * UNITS.pairLoopCombo + pairs * UNITS.pairLoopPair)]);
    if (board.length >= 3 && p1.live.combos.length * p2.live.combos.length <= UNITS.pairWalkMaxProduct) {
      const { classes, flushClasses } = pairWalkClasses(p1.live, p2.live, board, deck);
      cost.units += p1.live.combos.length * p2.live.combos.length * UNITS.pairWalkPricePair;
      options.push(["pair_walk", pairs * UNITS.pairWalkPair + classes * UNITS.pairWalkClass + flushClasses * UNITS.pairWalkFlushClass]);
    }
    const [cheapest, units] = options.reduce((a, b) => (b[1] < a[1] ? b : a));
    const budget = maxWorkUnits - cost.units;
    if (units <= budget) {
      plan = cheapest;
      cost.units += units;
    } else if (mode === "exact") {
      const message = `exact enumeration needs about ${Math.round(units).toLocaleString("en-US")} work units, over the budget of ${budget.toLocaleString("en-US")}; use mode auto or monte_carlo`;
      throw new EngineError("compute_budget_exceeded", message, [{ path: "/mode", code: "compute_budget_exceeded", message }]);
    } else plan = "monte_carlo";
  }
  const seed = req.monteCarlo?.seed ?? 0;
  let samples = 0;
  if (plan === "monte_carlo") {
    const mc = monteCarloUnits(p1.live, p2.live, missing);
    samples = monteCarloSamples(req.monteCarlo?.samples, mc.perSample, cost.units + mc.setup, maxWorkUnits);
    cost.units += mc.setup + samples * mc.perSample;
  }
  const boardText = formatCards(board);
  const deadText = formatCards(dead);

  return priced(() => {
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
      else if (plan === "pair_loop") totals = pairLoopEquity(p1.live, p2.live, board, deck);
      else if (plan === "pair_walk") totals = pairWalkEquity(p1.live, p2.live, board, deck);
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
  }, cost.units);
}

/**
 * Monte Carlo prices (equity-monte-carlo.ts). Before the first sample: every (combo, combo) pair
 * once, and player 2's list once more for each player-1 combo that gets its own table of disjoint
 * combos (player 2's disjoint weight below a quarter of the total; a combo at the quarter, up to float
 * noise, is priced with a table). Per sample: the search over player 1's cumulative weights, then
 * either the expected number of tries total2 / disjoint (each a search over player 2's) or one search
 * of the combo's table, weighted as the sampler draws player 1's combos. Player 2's disjoint weight
 * per combo comes from its weight per card (inclusion-exclusion), so all this is O(n1 + n2).
 */
function monteCarloUnits(p1: WeightedCombos, p2: WeightedCombos, missing: number): { setup: number; perSample: number } {
  const perCard = new Float64Array(52);
  const byCombo = new Float64Array(1326);
  let total2 = 0;
  for (let j = 0; j < p2.combos.length; j++) {
    const c = p2.combos[j]!;
    const w = p2.weights[j]!;
    perCard[COMBO_HI[c]!]! += w;
    perCard[COMBO_LO[c]!]! += w;
    byCombo[c] = w;
    total2 += w;
  }
  const n2 = p2.combos.length;
  const steps2 = Math.ceil(Math.log2(n2 + 1));
  let tables = 0;
  let drawWeight = 0;
  let secondSteps = 0;
  for (let i = 0; i < p1.combos.length; i++) {
    const c = p1.combos[i]!;
    const disjoint = Math.max(0, total2 - perCard[COMBO_HI[c]!]! - perCard[COMBO_LO[c]!]! + byCombo[c]!);
    const table = disjoint * 4 < total2 * (1 + 1e-9);
    if (table) tables++;
    const w = p1.weights[i]! * disjoint;
    drawWeight += w;
    // A table holds at most n2 combos; rejection tries player 2's whole list, total2 / disjoint times.
    secondSteps += w * (table ? steps2 + 1 : steps2 * Math.min(4, total2 / Math.max(disjoint, total2 / 4)));
  }
  const steps = Math.ceil(Math.log2(p1.combos.length + 1)) + (drawWeight > 0 ? secondSteps / drawWeight : 4 * steps2);
  return {
    setup: p1.combos.length * n2 * UNITS.mcComboPair + tables * n2 * UNITS.mcTablePair,
    perSample: UNITS.mcSample + UNITS.mcSearchStep * steps + UNITS.mcDrawnCard * missing,
  };
}

/**
 * The sample count a Monte Carlo request runs with: the one asked for if the work budget covers it
 * (else 422 naming the largest that fits), or the default sized by the default budget.
 */
export function monteCarloSamples(asked: number | undefined, perSample: number, setup: number, maxWorkUnits: number): number {
  const most = Math.min(EQUITY_LIMITS.monteCarloMaxSamples, largestFitting(perSample, maxWorkUnits - setup));
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

/** The first card-disjoint combo pair as hi/lo card per player (prepare checked that one exists). */
function firstPair(p1: WeightedCombos, p2: WeightedCombos): { hi: Uint8Array; lo: Uint8Array } {
  for (const x of p1.combos) {
    for (const y of p2.combos) {
      const [xh, xl, yh, yl] = [COMBO_HI[x]!, COMBO_LO[x]!, COMBO_HI[y]!, COMBO_LO[y]!];
      if (xh === yh || xh === yl || xl === yh || xl === yl) continue;
      return { hi: Uint8Array.of(xh, yh), lo: Uint8Array.of(xl, yl) };
    }
  }
  throw new Error("no card-disjoint pair");
}

/** The single disjoint combo pair, enumerated over its board completions. */
function pairEquity(p1: WeightedCombos, p2: WeightedCombos, board: number[], dead: number[]): WeightedTotals {
  const { hi, lo } = firstPair(p1, p2);
  const r = enumerateHandVsHand(hi[0]!, lo[0]!, hi[1]!, lo[1]!, board, dead);
  return { win1: r.win1, win2: r.win2, tie: r.tie };
}

/**
 * Known hands preflop, every board scored by its ranks (equity-board-ranks.ts): priced by the classes
 * of boards it scores, counted before running. `deck`: the cards no hand, board or dead card holds.
 */
function preflopByRanksUnits(deck: Uint8Array, hi: Uint8Array, lo: Uint8Array, groups: number): number {
  const perClass = MW.rankClass + hi.length * MW.rankClassPlayer + (groups - 1) * MW.rankClassGroup;
  return MW.rankSetup + countPreflopClasses(deck, hi, lo) * perClass;
}

/**
 * Known hands on the flop, every turn and river scored by their ranks (equity-board-ranks.ts): priced
 * by a bound on the classes it scores (flopClassBound), at the preflop kernel's price per class.
 */
function flopByRanksUnits(deck: Uint8Array, board: number[], hi: Uint8Array, lo: Uint8Array, groups: number): number {
  const perClass = MW.rankClass + hi.length * MW.rankClassPlayer + (groups - 1) * MW.rankClassGroup;
  // The most cards of each suit the flop and one hand hold.
  const most = suitCounts(board).map((onBoard, s) => onBoard + mostHeldInSuit(hi, lo, s));
  return MW.flopSetup + flopClassBound(most, suitCounts(deck)) * perClass;
}

/**
 * Ranges on the flop, tuple first (enumerateFlopTuples): per combo its value row (one per pair of hole
 * ranks), per tuple a fixed part and its flush classes (two tallies each: 14 + 4 per player), per tuple of rows the 91
 * pairs of ranks; the flush classes and tuples of rows counted first by walking the tuples
 * (flopTupleWork, charged per node by the caller), so only where there are at most MW.flopTupleCap
 * (50,000) tuples: walking 200,000 to price them cost 15 ms here.
 */
function flopTuplesUnits(
  combos: readonly WeightedCombos[],
  board: number[],
  deck: Uint8Array,
  tuples: { nodes: number; leaves: number },
  groups: number,
): number {
  const { flushClasses, rowTuples } = flopTupleWork(combos, board, deck);
  const n = combos.length;
  const rows = Math.min(
    91,
    combos.reduce((a, p) => a + p.combos.length, 0),
  );
  const perClass = MW.flopClass + n * MW.flopClassPlayer + (groups - 1) * MW.rankClassGroup;
  return (
    rows * MW.flopRow +
    tuples.nodes * MW.node +
    tuples.leaves * MW.flopTuple +
    flushClasses * (MW.flopFlushClass + n * MW.flopFlushClassPlayer + (groups - 1) * MW.rankClassGroup) +
    Math.min(rowTuples, tuples.leaves) * 91 * perClass
  );
}

/**
 * Multiway prices (equity-multiway.ts), measured like the heads-up ones:
 *  - hands: on the turn, per board completion a fixed part and per player a lookup (and per pot
 *    group per player): 14 + 4 per player. On the flop every turn and river is scored by their ranks
 *    (equity-board-ranks.ts): per class at most (flopClassBound) the preflop price of a class, plus
 *    2,000 to set up (the flop rows of bench/prices.ts are priced 1.6-3.1x their measured time at
 *    the reference: 20-100 µs requests, where the fixed prices, 30,000 + 8,000 a player, dominate). Preflop every board is scored by its ranks
 *    (equity-board-ranks.ts): per class of boards it scores (counted exactly first, by combinatorics)
 *    32 + 8 per player + 5 per extra pot group (36 + 9 + 6 before engine 1.9.0 made the kernel 8% faster), plus 100,000 to set up (measured on 2-10 hands, half
 *    suited, with and without stacks: about 26 + 7 per player at the reference, then a 1.3 margin);
 *  - ranges, board-first: per runout a fixed part, per live combo its evaluation, per node of the
 *    tuple walk (a combo tried at a depth) and per tuple per group its compare-and-add;
 *    with one group and a last player of more than 8 combos, that player's combos are sorted once per
 *    runout (40 per combo) and each tuple of the others costs two searches and the combos it blocks
 *    (80), in place of the last depth's nodes and tuples;
 *  - counting the tuples before pricing: per node visited;
 *  - Monte Carlo: per sample a fixed part, per player an evaluate7, per board card drawn, and the
 *    tuple's draw: a search of the tuple table, or per try one search per player, the expected tries
 *    1 / acceptance measured by a pilot of MW.pilot fixed-seed tries.
 */
const MW = {
  player: 8_000,
  potPlayer: 700,
  handsBoard: 14,
  handsPlayer: 4,
  rankSetup: 100_000,
  flopSetup: 2_000,
  flopRow: 800,
  flopTuple: 300,
  flopFlushClass: 14,
  flopFlushClassPlayer: 4,
  flopClass: 10,
  flopClassPlayer: 4,
  rankClass: 32,
  rankClassPlayer: 8,
  rankClassGroup: 5,
  group: 3,
  runout: 200,
  combo: 9,
  node: 6,
  leafGroup: 4,
  sortedCall: 80,
  sortedCombo: 40,
  countNode: 4,
  countCap: 2_000_000,
  tableCap: 200_000,
  flopTupleCap: 50_000,
  tableTuple: 8,
  pilot: 4096,
  pilotDraw: 20,
  mcSample: 50,
  mcPlayer: 35,
  mcSearchStep: 7,
} as const;

/** Each player's hand as its two cards, for the known-hands enumeration. */
function handArrays(live: readonly PlayerInput[]): { hi: Uint8Array; lo: Uint8Array } {
  const hi = new Uint8Array(live.length);
  const lo = new Uint8Array(live.length);
  for (let q = 0; q < live.length; q++) [hi[q], lo[q]] = live[q]!.hand!;
  return { hi, lo };
}

function prepareMultiway(
  req: HoldemEquityInput,
  board: number[],
  dead: number[],
  blocked: Uint8Array,
  live: PlayerInput[],
  cost: RangeCost,
  maxWorkUnits: number,
): Priced<HoldemEquityResult> {
  const n = live.length;
  cost.units += n * MW.player + (req.stacks === undefined ? 0 : n * n * MW.potPlayer);
  // Hands against hands: the first two sharing a card.
  for (let j = 1; j < n; j++) {
    const hj = live[j]!.hand;
    if (!hj) continue;
    for (let i = 0; i < j; i++) {
      const hi = live[i]!.hand;
      if (hi?.some((c) => hj.includes(c))) {
        fail("card_conflict", `/players/${j}/hand`, "card_conflict", `players[${j}].hand shares a card with players[${i}].hand`);
      }
    }
  }
  const stacks = req.stacks;
  const allIn = stackPots(stacks, n);
  const groups = allIn.groups;
  const G = groups.length;

  const missing = 5 - board.length;
  const deck = remainingDeck(blocked);
  if (deck.length - 2 * n < missing) fail("validation_failed", "/dead", "too_large", "too many dead cards: the board cannot be completed");
  const combos = live.map((p) => p.live);
  const allHands = live.every((p) => p.hand !== null);
  const handsDeck = allHands ? remainingDeck(handsBlocked(blocked, live)) : deck;
  const hands = allHands ? handArrays(live) : null;
  const budget = maxWorkUnits - cost.units;

  // Ranges on the flop: tuple first (enumerateFlopTuples) where that is cheaper than board-first.
  let flopTuples = false;
  // The tuples with no shared card: counted (up to a cap) to price the walk and to find none.
  let tuples = { nodes: n, leaves: 1, complete: true, lastCalls: 1, lastCombos: 1, sortedLast: false };
  let exactUnits: number;
  if (hands !== null) {
    exactUnits = binomial(handsDeck.length, missing) * (MW.handsBoard + n * MW.handsPlayer + (G - 1) * MW.group);
    if (missing === 5) exactUnits = preflopByRanksUnits(handsDeck, hands.hi, hands.lo, G);
    if (missing === 2) exactUnits = flopByRanksUnits(handsDeck, board, hands.hi, hands.lo, G);
  } else {
    const runouts = binomial(deck.length, missing);
    const perRunout = MW.runout + combos.reduce((a, p) => a + p.combos.length, 0) * MW.combo;
    const cap = Math.min(MW.countCap, Math.max(MW.tableCap, Math.floor(budget / runouts / MW.node)));
    tuples = countTuples(combos, cap);
    cost.units += tuples.nodes * MW.countNode;
    if (tuples.complete && tuples.leaves === 0) {
      const path = live[n - 1]!.hand ? `/players/${n - 1}/hand` : `/players/${n - 1}/range`;
      fail("card_conflict", path, "card_conflict", "no combination of the players' combos is free of shared cards");
    }
    // With one group and a wide last range the last player's combos are searched, not passed over (enumerateRanges).
    const walkUnits =
      tuples.sortedLast && G === 1
        ? (tuples.nodes - tuples.lastCalls * tuples.lastCombos) * MW.node + tuples.lastCalls * MW.sortedCall + tuples.lastCombos * MW.sortedCombo
        : tuples.nodes * MW.node + tuples.leaves * G * MW.leafGroup;
    exactUnits = tuples.complete ? runouts * (perRunout + walkUnits) : Number.POSITIVE_INFINITY;
    // Priced only where it can win: few tuples, and their fixed part alone under board-first's price.
    if (
      missing === 2 &&
      tuples.complete &&
      tuples.nodes <= 4 * MW.flopTupleCap &&
      tuples.leaves <= MW.flopTupleCap &&
      tuples.leaves * MW.flopTuple < exactUnits
    ) {
      cost.units += tuples.nodes * MW.countNode; // flopTupleWork's walk, made whichever kernel runs
      const units = flopTuplesUnits(combos, board, deck, tuples, G);
      if (units < exactUnits) [exactUnits, flopTuples] = [units, true];
    }
  }
  let method: "exact" | "monte_carlo";
  if (req.mode === "monte_carlo") method = "monte_carlo";
  else if (exactUnits <= maxWorkUnits - cost.units) {
    method = "exact";
    cost.units += exactUnits;
  } else if (req.mode === "exact") {
    const units = Number.isFinite(exactUnits) ? `about ${Math.round(exactUnits).toLocaleString("en-US")}` : "more";
    const message = `exact enumeration needs ${units} work units, over the budget of ${budget.toLocaleString("en-US")}; use mode auto or monte_carlo`;
    throw new EngineError("compute_budget_exceeded", message, [{ path: "/mode", code: "compute_budget_exceeded", message }]);
  } else method = "monte_carlo";

  const seed = req.monteCarlo?.seed ?? 0;
  let samples = 0;
  let sampler: TupleSampler | null = null;
  if (method === "monte_carlo") {
    let draw: number;
    if (allHands || (tuples.complete && tuples.leaves <= MW.tableCap)) {
      sampler = allHands ? handsTable(combos) : tupleTable(combos);
      if (!allHands) cost.units += tuples.nodes * MW.countNode + tuples.leaves * n * MW.tableTuple;
      draw = MW.mcSearchStep * Math.ceil(Math.log2(tuples.leaves + 1));
    } else {
      cost.units += MW.pilot * n * MW.pilotDraw;
      const { accepted, drawsPerTry } = acceptanceRate(combos, MW.pilot);
      if (accepted * MW.pilot < 8) {
        const message = "the players' ranges rarely fit together without a shared card: sampling them would exceed the work budget";
        throw new EngineError("compute_budget_exceeded", message, [{ path: "/players", code: "compute_budget_exceeded", message }]);
      }
      sampler = rejectionSampler(combos);
      const steps = combos.reduce((a, p) => a + Math.ceil(Math.log2(p.combos.length + 1)), 0) / n;
      draw = (drawsPerTry * (MW.pilotDraw + steps * MW.mcSearchStep)) / accepted;
    }
    const perSample = MW.mcSample + n * MW.mcPlayer + missing * UNITS.mcDrawnCard + draw + (G - 1) * MW.group;
    samples = monteCarloSamples(req.monteCarlo?.samples, perSample, cost.units, maxWorkUnits);
    cost.units += samples * perSample;
  }
  const boardText = formatCards(board);
  const deadText = formatCards(dead);

  return priced(() => {
    let outcomes: Outcomes;
    let monteCarlo: HoldemEquityResult["monteCarlo"] = null;
    if (sampler !== null) {
      const r = monteCarloMultiway(combos, board, deck, groups, sampler, seed, samples);
      outcomes = r;
      monteCarlo = { seed, samples, standardError: r.standardError };
    } else if (hands !== null) {
      outcomes = enumerateHands(hands.hi, hands.lo, board, handsDeck, groups);
    } else if (flopTuples) outcomes = enumerateFlopTuples(combos, board, deck, groups);
    else outcomes = enumerateRanges(combos, board, deck, groups);
    const { players, pots } = multiwayShares(
      live.map((p) => ({ input: p.input, combos: p.live.combos.length })),
      outcomes,
      allIn,
    );
    const result: HoldemEquityResult = {
      object: "holdem_equity",
      engineVersion: ENGINE_VERSION,
      method,
      board: boardText,
      dead: deadText,
      players,
      outcomes: outcomes.outcomes,
      monteCarlo,
    };
    if (pots !== undefined) result.pots = pots;
    return result;
  }, cost.units);
}

/**
 * With `stacks` (each player's chips in, all in): the pots as the rules engine builds them, and the
 * groups of players a showdown is scored for (group 0 everyone, then each distinct set of a pot's
 * eligible players; `potGroup[k]` is pot k's group).
 */
export interface StackPots {
  stacks: readonly number[] | undefined;
  pots: Pot[];
  potGroup: number[];
  groups: Int32Array;
}

export function stackPots(stacks: readonly number[] | undefined, n: number): StackPots {
  if (stacks !== undefined && stacks.length !== n) {
    fail("validation_failed", "/stacks", "invalid_value", `stacks must have one amount per player (${n}), got ${stacks.length}`);
  }
  const pots = stacks === undefined ? [] : potsOf({ seats: stacks.map((s) => ({ contributed: s, dead: 0, folded: false, stack: 0 })) });
  const groupMasks = [(1 << n) - 1];
  const potGroup = pots.map((pot) => {
    const mask = pot.eligible.reduce((m, i) => m | (1 << i), 0);
    const at = groupMasks.indexOf(mask);
    if (at >= 0) return at;
    groupMasks.push(mask);
    return groupMasks.length - 1;
  });
  return { stacks, pots, potGroup, groups: Int32Array.from(groupMasks) };
}

/**
 * The answer's players (win, ties by size, equity and, with stacks, expected chips) and pots from the
 * showdowns' winner-mask histograms: shared by hold'em's multiway answers and Omaha's.
 */
export function multiwayShares(
  inputs: readonly { input: string; combos: number }[],
  outcomes: Outcomes,
  allIn: StackPots,
): { players: HoldemEquityResult["players"]; pots?: HoldemEquityPot[] } {
  const n = inputs.length;
  const { stacks, pots, potGroup } = allIn;
  const shares = outcomes.hist.map(shareOf);
  const hist0 = outcomes.hist[0]!;
  const total = hist0.reduce((a, b) => a + b, 0);
  const players = inputs.map((p, i): HoldemEquityPlayerResult => {
    const ties = new Array<number>(n - 1).fill(0);
    for (let mask = 1; mask < 1 << n; mask++) {
      if (((mask >> i) & 1) === 0) continue;
      const k = popcount(mask);
      if (k > 1) ties[k - 2]! += hist0[mask]!;
    }
    const win = hist0[1 << i]! / total;
    const tieProbabilities = ties.map((t) => t / total);
    const result: HoldemEquityPlayerResult = {
      input: p.input,
      combos: p.combos,
      equity: shares[0]![i]!,
      win,
      tie: tieProbabilities.reduce((a, b) => a + b, 0),
      ties: tieProbabilities,
    };
    if (stacks !== undefined) result.chips = pots.reduce((a, pot, k) => a + pot.amount * shares[potGroup[k]!]![i]!, 0);
    return result;
  });
  if (stacks === undefined) return { players: players as HoldemEquityResult["players"] };
  return {
    players: players as HoldemEquityResult["players"],
    pots: pots.map((pot, k) => ({
      amount: pot.amount,
      eligible: pot.eligible,
      chips: inputs.map((_, i) => (pot.eligible.includes(i) ? pot.amount * shares[potGroup[k]!]![i]! : 0)),
    })),
  };
}

/** The board, dead cards and every player's hand. */
function handsBlocked(blocked: Uint8Array, live: PlayerInput[]): Uint8Array {
  const out = Uint8Array.from(blocked);
  for (const p of live) for (const c of p.hand!) out[c] = 1;
  return out;
}

/** The one tuple of known hands, as a sampler's table. */
function handsTable(combos: WeightedCombos[]): TupleSampler {
  return { kind: "table", combos: Uint16Array.from(combos, (p) => p.combos[0]!), cum: Float64Array.of(1) };
}

/** Each player's share of a group's histogram: the weight of the masks holding it, split among the mask's players. */
function shareOf(hist: Float64Array): number[] {
  let total = 0;
  const n = Math.log2(hist.length);
  const share = new Array<number>(n).fill(0);
  for (let mask = 1; mask < hist.length; mask++) {
    const h = hist[mask]!;
    if (h === 0) continue;
    total += h;
    const k = popcount(mask);
    for (let i = 0; i < n; i++) if ((mask >> i) & 1) share[i]! += h / k;
  }
  return share.map((s) => s / total);
}
