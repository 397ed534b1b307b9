/**
 * Starting-stack chip plan (CONTRACT 3.5). Each player's chips sum exactly to the stack; the plan is
 * the exact optimum of a lexicographic objective over every way of making the stack, found by dynamic
 * programming over amounts (in units of the gcd of the denominations), not by a greedy guess:
 *
 *   1. at least 8 chips of the smallest denomination (deficit below 8 minimised, "where the stack allows");
 *   2. small change worth 8 small blinds: chips no larger than max(smallest chip, small blind) should total
 *      max(8 * smallest, 4 * bigBlind) (deficit minimised);
 *   3. as few chips as possible in total (a large chip counts like any other: [25, 100, 5000] make
 *      10,000 as 8 x 25 + 48 x 100 + 1 x 5000 = 57 chips, not 8 x 25 + 98 x 100 = 106);
 *   4. ties: more chips of the smaller denominations (compare the smallest first).
 *
 * With an inventory, each denomination is capped at floor(available / players) per player; when no
 * plan fits the caps, the answer is the uncapped optimum with feasible=false, the shortfall and a reason.
 */
import { EngineError } from "./errors.ts";
import { fieldErrors } from "./field-errors.ts";
import { ENGINE_VERSION } from "./version.ts";
import { largestFitting, type Priced, priced, WORK_UNITS } from "./work.ts";

export interface ChipDenomination {
  value: number;
  available?: number | undefined;
  color?: string | undefined;
}

/** The request as the route's valibot schema outputs it (every field in bounds). */
export interface ChipPlanInput {
  players: number;
  startingStack: number;
  denominations: ChipDenomination[];
  bigBlind?: number | undefined;
}

export interface ChipPlanRow {
  value: number;
  count: number;
  color?: string;
}

export interface ChipTotalRow {
  value: number;
  needed: number;
  /** null when the inventory of this denomination is unlimited (not given). */
  available: number | null;
  spare: number | null;
}

export interface ChipShortfallRow {
  value: number;
  needed: number;
  available: number;
  missing: number;
}

export interface ChipPlanResult {
  object: "chip_distribution";
  engineVersion: string;
  method: "exact";
  feasible: boolean;
  perPlayer: ChipPlanRow[];
  chipsPerPlayer: number;
  totals: ChipTotalRow[];
  shortfall: ChipShortfallRow[];
  reason: string | null;
}

/**
 * Work units (work.ts) per denomination and amount of the exact search: measured 1.2 ns per unit of
 * the former price of 16 at the accepted edge (260,416 in 12 primes: 60 ms for 50 M units), so about
 * 19 ns a cell, priced with margin.
 */
const CHIP_PRICE_PER_CELL = 25;

export const CHIP_LIMITS = {
  maxPlayers: 1000,
  maxDenominations: 12,
  /** startingStack divided by the gcd of the denominations: the size of the exact search. */
  maxStackUnits: 500_000,
  minSmallestChips: 8,
} as const;

/** The search problem in gcd units, denominations ascending. */
interface ChipProblem {
  units: number[];
  stackUnits: number;
  /** Denominations [0, smallCount) count as small change (value <= max(smallest, small blind)). */
  smallCount: number;
  /** Target value of small change, in units (rounded up). */
  smallTargetUnits: number;
}

export function prepareChipPlan(input: ChipPlanInput): Priced<ChipPlanResult> {
  const { players, startingStack: stack, denominations: denoms } = input;
  const check = fieldErrors();
  const seen = new Set<number>();
  denoms.forEach((d, i) => {
    if (seen.has(d.value)) check.add(`/denominations/${i}/value`, "duplicate", `denomination ${d.value} is listed twice`);
    seen.add(d.value);
  });
  check.throwIfAny();

  const sorted = [...denoms].sort((a, b) => a.value - b.value);
  const smallest = sorted[0]!.value;
  const bigBlind = input.bigBlind ?? 2 * smallest;
  if (bigBlind < smallest || bigBlind % smallest !== 0) {
    check.add("/bigBlind", "invalid_value", `bigBlind ${bigBlind} must be a multiple of the smallest chip (${smallest})`);
  }
  check.throwIfAny();

  const g = sorted.reduce((acc, d) => gcd(acc, d.value), 0);
  if (stack % g !== 0) {
    throw notExpressible(stack, `it is not a multiple of ${g}, the gcd of the denominations`);
  }
  const stackUnits = stack / g;
  if (stackUnits > CHIP_LIMITS.maxStackUnits) {
    throw new EngineError(
      "compute_budget_exceeded",
      `startingStack / ${g} = ${stackUnits} exceeds the exact-search budget of ${CHIP_LIMITS.maxStackUnits} units`,
      [
        {
          path: "/startingStack",
          code: "compute_budget_exceeded",
          message: `startingStack is too large for these denominations (at most ${CHIP_LIMITS.maxStackUnits * g})`,
        },
      ],
    );
  }
  // The exact search costs up to about 15 ns per (denomination, amount) and runs twice when an inventory
  // may make the capped plan infeasible (capped, then uncapped for the plan shown).
  const runs = sorted.some((d) => d.available !== undefined) ? 2 : 1;
  const units = sorted.map((d) => d.value / g);
  const deciding = expressibleUnits(units, stackUnits);
  const mostUnits = largestFitting(CHIP_PRICE_PER_CELL * runs * sorted.length, WORK_UNITS.max - deciding);
  if (stackUnits > mostUnits) {
    throw new EngineError(
      "compute_budget_exceeded",
      `startingStack / ${g} = ${stackUnits} amounts x ${sorted.length} denominations exceed the work budget`,
      [
        {
          path: "/startingStack",
          code: "compute_budget_exceeded",
          message: `startingStack is too large for these denominations: at most ${mostUnits * g} fits`,
        },
      ],
    );
  }
  if (expressible(units, stackUnits) === false) {
    throw notExpressible(stack, "no combination of the denominations adds up to it");
  }

  const smallCeiling = Math.max(smallest, bigBlind / 2);
  const problem: ChipProblem = {
    units,
    stackUnits,
    smallCount: sorted.filter((d) => d.value <= smallCeiling).length,
    smallTargetUnits: Math.ceil(Math.min(Math.max(8 * smallest, 4 * bigBlind), stack) / g),
  };

  const workUnits = deciding + CHIP_PRICE_PER_CELL * runs * sorted.length * stackUnits;
  return priced(() => {
    const caps = sorted.map((d) => (d.available === undefined ? Infinity : Math.floor(d.available / players)));
    const limited = caps.some((c) => c !== Infinity);
    const capped = limited ? solveChipPlan(problem, caps) : null;
    const counts =
      capped ??
      solveChipPlan(
        problem,
        sorted.map(() => Infinity),
      )!;
    const feasible = !limited || capped !== null;

    const perPlayer: ChipPlanRow[] = [];
    const totals: ChipTotalRow[] = [];
    const shortfall: ChipShortfallRow[] = [];
    sorted.forEach((d, k) => {
      const count = counts[k]!;
      if (count === 0) return;
      perPlayer.push(d.color === undefined ? { value: d.value, count } : { value: d.value, count, color: d.color });
      const needed = count * players;
      const available = d.available ?? null;
      totals.push({ value: d.value, needed, available, spare: available === null ? null : Math.max(0, available - needed) });
      if (available !== null && needed > available) {
        shortfall.push({ value: d.value, needed, available, missing: needed - available });
      }
    });
    return {
      object: "chip_distribution",
      engineVersion: ENGINE_VERSION,
      method: "exact",
      feasible,
      perPlayer,
      chipsPerPlayer: counts.reduce((a, b) => a + b, 0),
      totals,
      shortfall,
      reason: feasible ? null : infeasibleReason(sorted, players, stack),
    };
  }, workUnits);
}

function notExpressible(stack: number, why: string): EngineError {
  const message = `startingStack ${stack} cannot be made exactly from the denominations: ${why}`;
  return new EngineError("validation_failed", message, [{ path: "/startingStack", code: "invalid_value", message }]);
}

function infeasibleReason(sorted: ChipDenomination[], players: number, stack: number): string {
  if (sorted.every((d) => d.available !== undefined)) {
    const held = sorted.reduce((sum, d) => sum + d.value * d.available!, 0);
    if (held < players * stack) {
      return `The inventory holds ${held} in chips, less than the ${players * stack} needed for ${players} players of ${stack}; the plan shown ignores the inventory.`;
    }
  }
  return `No combination of the available chips gives each of the ${players} players exactly ${stack}; the plan shown ignores the inventory.`;
}

export function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * Whether `target` is a non-negative combination of `units` (ascending, gcd 1; target in gcd units).
 * Above Schur's bound on the Frobenius number, (smallest - 1) * (largest - 1) - 1, every amount is;
 * below it, the round-robin shortest-path algorithm (Böcker and Lipták) finds the smallest
 * representable amount in every residue class mod the smallest unit: O(units * smallest) time.
 * That search is priced at 16 work units per residue and denomination (two passes of about 8 ns);
 * above EXPRESSIBLE_MAX_WORK it is not run and the answer is null (too costly to decide).
 */
const EXPRESSIBLE_MAX_WORK = 20_000_000;

/** The largest smallest-unit the expressibility search decides for `count` denominations. */
export function expressibleMaxUnit(count: number): number {
  return Math.floor(EXPRESSIBLE_MAX_WORK / (16 * Math.max(1, count - 1)));
}

/** Work units expressible(units, target) spends (0 when it answers without the search). */
function expressibleUnits(units: number[], target: number): number {
  const a = units[0]!;
  const largest = units[units.length - 1]!;
  if (a === 1 || target > (a - 1) * (largest - 1) - 1 || target < a || a > expressibleMaxUnit(units.length)) return 0;
  return 16 * a * Math.max(1, units.length - 1);
}

export function expressible(units: number[], target: number): boolean | null {
  const a = units[0]!;
  const largest = units[units.length - 1]!;
  if (a === 1 || target > (a - 1) * (largest - 1) - 1) return true;
  if (target < a) return target === 0;
  if (a > expressibleMaxUnit(units.length)) return null;
  const dist = new Float64Array(a).fill(Infinity);
  dist[0] = 0;
  for (let k = 1; k < units.length; k++) {
    const b = units[k]!;
    const g = gcd(a, b);
    const cycle = a / g;
    for (let p = 0; p < g; p++) {
      // Start the cycle p, p + b, p + 2b, ... (mod a) at its smallest known distance.
      let start = -1;
      for (let i = 0, r = p; i < cycle; i++, r = (r + b) % a) {
        if (dist[r]! !== Infinity && (start < 0 || dist[r]! < dist[start]!)) start = r;
      }
      if (start < 0) continue;
      for (let i = 0, r = start; i < cycle; i++) {
        const next = (r + b) % a;
        if (dist[r]! + b < dist[next]!) dist[next] = dist[r]! + b;
        r = next;
      }
    }
  }
  return dist[target % a]! <= target;
}

/**
 * Exact lexicographic optimum (see the module comment) with per-player caps; null when no plan fits.
 * Costs 2-3 are folded into one integer key: smallDeficit * (N + 1) + chips, exact in doubles
 * because N <= maxStackUnits (a plan never has more than N chips). Stage k (largest denomination first) holds, for every
 * amount a, the best way to make a from denominations k..n-1; a bounded number of copies per stage is
 * a sliding-window minimum per residue class (monotone deque), so each stage is O(N).
 */
function solveChipPlan(p: ChipProblem, caps: number[]): number[] | null {
  const n = p.units.length;
  const N = p.stackUnits;
  const B = N + 1;
  const applySmallDeficit = (f: Float64Array): void => {
    // f[a]: amount a made by non-small chips, so the small change is N - a.
    for (let a = 0; a <= N; a++) {
      const deficit = Math.max(0, p.smallTargetUnits - (N - a));
      if (deficit > 0 && f[a] !== Infinity) f[a] = f[a]! + deficit * B;
    }
  };

  let f = new Float64Array(N + 1).fill(Infinity);
  f[0] = 0;
  if (p.smallCount === n) applySmallDeficit(f);
  const choices: Int32Array[] = [];
  const deque = new Int32Array(N + 1);
  for (let k = n - 1; k >= 1; k--) {
    const u = p.units[k]!;
    const cap = Math.min(caps[k]!, Math.floor(N / u));
    const next = new Float64Array(N + 1);
    const choice = new Int32Array(N + 1);
    for (let r = 0; r < u && r <= N; r++) {
      let head = 0;
      let tail = 0;
      for (let j = 0, a = r; a <= N; j++, a += u) {
        // h(i) = f[r + i u] - i (one per chip); window i in [j - cap, j]; ties keep the older i (more chips of k).
        const h = f[a]! - j;
        while (tail > head && f[r + deque[tail - 1]! * u]! - deque[tail - 1]! > h) tail--;
        deque[tail++] = j;
        while (deque[head]! < j - cap) head++;
        const i = deque[head]!;
        const best = f[r + i * u]! - i;
        if (best === Infinity) {
          next[a] = Infinity;
        } else {
          next[a] = best + j;
          choice[a] = j - i;
        }
      }
    }
    choices[k] = choice;
    f = next;
    if (k === p.smallCount) applySmallDeficit(f);
  }

  // Stage 0: the smallest chip, whose own deficit below 8 ranks first.
  const u0 = p.units[0]!;
  const max0 = Math.min(caps[0]!, Math.floor(N / u0));
  let bestC0 = -1;
  let bestDeficit = Infinity;
  let bestKey = Infinity;
  for (let c0 = 0; c0 <= max0; c0++) {
    const rest = f[N - c0 * u0]!;
    if (rest === Infinity) continue;
    const deficit = Math.max(0, CHIP_LIMITS.minSmallestChips - c0);
    const key = rest + c0;
    if (deficit < bestDeficit || (deficit === bestDeficit && key <= bestKey)) {
      bestC0 = c0;
      bestDeficit = deficit;
      bestKey = key;
    }
  }
  if (bestC0 < 0) return null;

  const counts = new Array<number>(n).fill(0);
  counts[0] = bestC0;
  let a = N - bestC0 * u0;
  for (let k = 1; k < n; k++) {
    const c = choices[k]![a]!;
    counts[k] = c;
    a -= c * p.units[k]!;
  }
  return counts;
}
