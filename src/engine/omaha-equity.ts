/**
 * POST /v1/calculations/equity/omaha: win, tie and equity of 2..6 known Omaha hands (4 cards each in
 * plo4, 5 in plo5) on any street, with dead cards and, with `stacks`, each player's expected chips
 * from every pot (the hold'em answer's shape, equity.ts multiwayShares).
 *
 * Exact: every completion of the board (omaha-showdowns.ts), priced by its real cost (UNITS below):
 * each hand's row of values by board-triple ranks once, then per board its preparation and per player
 * 10 reads (and the flush lookups). From the flop on that is at most C(45, 2) = 990 boards and always
 * fits; preflop heads-up plo4 is 1,086,008 boards (about 130 ms), over the budget, so `auto` samples
 * (seeded, rng.ts) and `exact` answers 422; preflop fits where few boards are left (5 or 6 plo5 hands,
 * or many dead cards).
 */
import { cardFields } from "./card-fields.ts";
import { formatCards } from "./cards.ts";
import { binomial } from "./counting.ts";
import { EQUITY_LIMITS, fail, type HoldemEquityResult, monteCarloSamples, multiwayShares, stackPots } from "./equity.ts";
import { remainingDeck } from "./equity-enumerate.ts";
import { EngineError } from "./errors.ts";
import { HOLE_CARDS } from "./holdem/game.ts";
import { enumerateOmaha, sampleOmaha } from "./omaha-showdowns.ts";
import { ENGINE_VERSION } from "./version.ts";
import { type Priced, priced } from "./work.ts";

export type OmahaGame = "plo4" | "plo5";

/** The request as the route's valibot schema outputs it. */
export interface OmahaEquityInput {
  game: OmahaGame;
  players: Array<{ hand: string }>;
  board: string;
  dead: string;
  mode: "auto" | "exact" | "monte_carlo";
  monteCarlo?: { seed: number; samples?: number | undefined } | undefined;
  /** Each player's chips in the pot, all in: the answer then splits every main and side pot. */
  stacks?: number[] | undefined;
}

export type OmahaEquityResult = Omit<HoldemEquityResult, "object"> & { object: "omaha_equity"; game: OmahaGame };

export const OMAHA_EQUITY_LIMITS = {
  minPlayers: 2,
  maxPlayers: 6,
  exactWorkBudget: EQUITY_LIMITS.exactWorkBudget,
  monteCarloDefaultSamples: EQUITY_LIMITS.monteCarloDefaultSamples,
  monteCarloMaxSamples: EQUITY_LIMITS.monteCarloMaxSamples,
  maxWorkUnits: EQUITY_LIMITS.maxWorkUnits,
  defaultWorkUnits: EQUITY_LIMITS.defaultWorkUnits,
  monteCarloMaxSeed: EQUITY_LIMITS.monteCarloMaxSeed,
} as const;

/**
 * Prices in work units (work.ts), measured with bench/prices.ts (the omaha rows) on whole requests:
 * a fixed part per request and per player; per pair of hole cards its row of 455 values (one lookup
 * per rank multiset of three board cards: about 1,650 ns a pair measured); per board (exact) or sample
 * its 10 triples prepared and its tally (about 50-70 ns), per player its 10 reads, the flush check and
 * lookups and its compare (about 25-45 ns), per extra pot group an add; per sample a draw per missing
 * card.
 */
const UNITS = {
  base: 30_000,
  player: 2_000,
  holePair: 1_800,
  board: 100,
  boardPlayer: 45,
  group: 5,
  drawnCard: 25,
} as const;

/** Board, dead cards and hands: every failing field in one answer (validation_failed, or card_conflict when that is all). */
function parseFields(req: OmahaEquityInput): { board: number[]; dead: number[]; hands: number[][] } {
  const fields = cardFields();
  const board = fields.read(req.board, "/board", "board", (n) => [0, 3, 4, 5].includes(n), "0, 3, 4 or 5 cards");
  const dead = fields.read(req.dead, "/dead", "dead", () => true, "");
  const count = HOLE_CARDS[req.game];
  const hands = req.players.map((p, i) =>
    fields.read(p.hand, `/players/${i}/hand`, `players[${i}].hand`, (n) => n === count, `exactly ${count} cards in ${req.game}`),
  );
  fields.throwIfAny();
  return { board: board!, dead: dead!, hands: hands as number[][] };
}

/**
 * `maxWorkUnits` is the budget (OMAHA_EQUITY_LIMITS.maxWorkUnits for every request the API serves); a
 * test may pass more to check an enumeration the API would sample.
 */
export function prepareOmahaEquity(req: OmahaEquityInput, maxWorkUnits: number = OMAHA_EQUITY_LIMITS.maxWorkUnits): Priced<OmahaEquityResult> {
  const { board, dead, hands } = parseFields(req);
  const n = hands.length;
  const allIn = stackPots(req.stacks, n);
  const used = new Uint8Array(52);
  for (const c of [...board, ...dead, ...hands.flat()]) used[c] = 1;
  const deck = remainingDeck(used);
  const missing = 5 - board.length;
  if (deck.length < missing) fail("validation_failed", "/dead", "too_large", "too many dead cards: the board cannot be completed");

  const pairs = binomial(HOLE_CARDS[req.game], 2);
  const perBoard = UNITS.board + n * UNITS.boardPlayer + (allIn.groups.length - 1) * UNITS.group;
  let units = UNITS.base + n * (UNITS.player + pairs * UNITS.holePair);
  const boards = binomial(deck.length, missing);
  const exactUnits = boards * perBoard;
  let method: "exact" | "monte_carlo";
  if (req.mode === "monte_carlo") method = "monte_carlo";
  else if (exactUnits <= maxWorkUnits - units) method = "exact";
  else if (req.mode === "exact") {
    const message = `exact enumeration of ${boards.toLocaleString("en-US")} boards needs about ${Math.round(exactUnits).toLocaleString("en-US")} work units, over the budget of ${(maxWorkUnits - units).toLocaleString("en-US")}; use mode auto or monte_carlo`;
    throw new EngineError("compute_budget_exceeded", message, [{ path: "/mode", code: "compute_budget_exceeded", message }]);
  } else method = "monte_carlo";

  const seed = req.monteCarlo?.seed ?? 0;
  let samples = 0;
  if (method === "exact") units += exactUnits;
  else {
    const perSample = perBoard + missing * UNITS.drawnCard;
    samples = monteCarloSamples(req.monteCarlo?.samples, perSample, units, maxWorkUnits);
    units += samples * perSample;
  }

  return priced((): OmahaEquityResult => {
    let monteCarlo: OmahaEquityResult["monteCarlo"] = null;
    let outcomes: ReturnType<typeof enumerateOmaha>;
    if (method === "exact") outcomes = enumerateOmaha(hands, board, deck, allIn.groups);
    else {
      const r = sampleOmaha(hands, board, deck, allIn.groups, seed, samples);
      outcomes = r;
      monteCarlo = { seed, samples, standardError: r.standardError };
    }
    const { players, pots } = multiwayShares(
      req.players.map((p) => ({ input: p.hand, combos: 1 })),
      outcomes,
      allIn,
    );
    // Heads-up without stacks keeps hold'em's two-player shape: win, tie and equity only.
    if (n === 2 && pots === undefined) for (const p of players) delete p.ties;
    return {
      object: "omaha_equity",
      game: req.game,
      engineVersion: ENGINE_VERSION,
      method,
      board: formatCards(board),
      dead: formatCards(dead),
      players,
      outcomes: outcomes.outcomes,
      monteCarlo,
      ...(pots === undefined ? {} : { pots }),
    };
  }, units);
}
