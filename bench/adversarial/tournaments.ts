/**
 * Payouts, blind schedules and chip distributions: the largest fields and ladders, odd rounding
 * units, buy-ins that force the min-cash search, many and awkward denominations (primes, values near
 * the limits) and stacks at the exact-search edge.
 */
import { accepts, largestAccepted } from "./contract.ts";
import type { SeededRng } from "./rng.ts";
import { cached, type EndpointSpec, fmt, gcd, type HostileCase, primesFrom } from "./spec.ts";

const AMOUNT_MAX = 100_000_000_000;

// ---- payouts ---------------------------------------------------------------------------------

const PAYOUTS = "/v1/calculations/tournaments/payouts";
type Style = "winner_take_all" | "top_heavy" | "standard" | "flat";
export interface PayoutsBody {
  entrants: number;
  prizePool: number;
  buyIn?: number;
  style?: Style;
  placesPaid?: number | null;
  rounding?: { unit: number };
}

const maxEntrants = cached(() => largestAccepted(2, 100_000_000, (e) => accepts(PAYOUTS, { entrants: e, prizePool: 1_000_000 })));

export const payoutsSpec: EndpointSpec<PayoutsBody> = {
  name: "tournaments/payouts",
  path: PAYOUTS,

  hostile(): Array<HostileCase<PayoutsBody>> {
    const max = maxEntrants("");
    return [
      {
        name: "100,000 places, unit 7",
        genome: { entrants: 100_000, prizePool: AMOUNT_MAX, style: "flat", placesPaid: 100_000, rounding: { unit: 7 } },
      },
      {
        name: "most entrants, every place paid, standard",
        genome: { entrants: max, prizePool: AMOUNT_MAX, style: "standard", placesPaid: max, rounding: { unit: 7 } },
      },
      { name: "most entrants, top heavy, unit 1", genome: { entrants: max, prizePool: 99_999_999_989, style: "top_heavy", placesPaid: max } },
      {
        name: "most entrants, buy-in forces the min-cash search",
        genome: { entrants: max, prizePool: AMOUNT_MAX, buyIn: 3_000_000, style: "flat", rounding: { unit: 7 } },
      },
      {
        // A unit just under the buy-in: the min cash's bound cannot rule counts out, so the search
        // needs a ladder for each (58 s before the payouts budget; now refused at the budget).
        name: "most entrants, min-cash search with a unit near the buy-in",
        genome: { entrants: max, prizePool: 1_362_835, buyIn: 28, style: "flat", rounding: { unit: 25 } },
      },
      {
        name: "most entrants, fewer units than places",
        genome: { entrants: max, prizePool: 150_000, style: "flat", placesPaid: max, rounding: { unit: 3 } },
      },
    ];
  },

  random(rng) {
    const max = maxEntrants("");
    const entrants = rng.chance(0.35) ? max : rng.logInt(2, max);
    const style = rng.pick(["winner_take_all", "top_heavy", "standard", "flat", "flat"] as const);
    const body: PayoutsBody = { entrants, prizePool: rng.chance(0.3) ? AMOUNT_MAX : rng.logInt(1, AMOUNT_MAX), style };
    if (style === "winner_take_all") {
      if (rng.chance(0.3)) body.placesPaid = 1;
    } else if (rng.chance(0.6)) body.placesPaid = rng.chance(0.5) ? entrants : rng.logInt(1, entrants);
    if (rng.chance(0.4)) body.buyIn = rng.logInt(1, Math.max(1, Math.floor(body.prizePool / 10)));
    if (rng.chance(0.6)) body.rounding = { unit: rng.pick([1, 7, 25, 99991, rng.logInt(1, AMOUNT_MAX)]) };
    return body;
  },

  mutate(g, rng) {
    const body: PayoutsBody = { ...g };
    switch (rng.int(0, 4)) {
      case 0:
        body.entrants = Math.min(maxEntrants(""), body.entrants * 4);
        if (body.placesPaid != null) body.placesPaid = Math.min(body.entrants, body.placesPaid * 4);
        break;
      case 1:
        if (body.style !== "winner_take_all") body.placesPaid = body.entrants;
        break;
      case 2:
        body.rounding = { unit: rng.pick([3, 7, 99991, 1_000_003]) };
        break;
      case 3:
        // A buy-in above what the default min cash can pay starts the search for fewer places.
        delete body.placesPaid;
        body.buyIn = Math.max(1, Math.floor((body.prizePool / Math.max(1, body.entrants)) * rng.pick([1, 3, 10, 100])));
        break;
      default:
        body.style = rng.pick(["top_heavy", "standard", "flat"] as const);
        body.prizePool = rng.pick([AMOUNT_MAX, 99_999_999_989, body.entrants * 3]);
    }
    return body;
  },

  build: (g) => g,

  summarize(g) {
    const places = g.placesPaid == null ? "default places" : `${fmt(g.placesPaid)} paid`;
    const buyIn = g.buyIn !== undefined ? `, buy-in ${fmt(g.buyIn)}` : "";
    const unit = g.rounding ? `, unit ${fmt(g.rounding.unit)}` : "";
    return `${fmt(g.entrants)} entrants, ${places}, ${g.style ?? "standard"}, pool ${fmt(g.prizePool)}${buyIn}${unit}`;
  },
};

// ---- blinds ----------------------------------------------------------------------------------

const BLINDS = "/v1/calculations/tournaments/blinds";
export interface BlindsBody {
  startingStack: number;
  players: number;
  targetDurationMinutes: number;
  levelMinutes: number;
  denominations: number[];
  ante?: "none" | "big_blind" | "traditional";
  anteFromLevel?: number;
  breaks?: { everyLevels: number; minutes: number; colorUp?: boolean } | null;
}

const CLASSIC = [1, 5, 25, 100, 500, 1000, 5000, 25000, 100_000, 500_000, 1_000_000, 5_000_000];

function randomDenominations(rng: SeededRng): number[] {
  const count = rng.chance(0.4) ? 12 : rng.int(1, 12);
  const kind = rng.int(0, 3);
  let values: number[];
  if (kind === 0) values = CLASSIC.slice(rng.int(0, 12 - count), 12).slice(0, count);
  else if (kind === 1) values = primesFrom(rng.logInt(2, 2_000_000), count);
  else if (kind === 2) values = Array.from({ length: count }, () => rng.logInt(1, 10_000_000));
  else values = Array.from({ length: count }, (_, i) => 25 * 2 ** i);
  return rng.shuffle([...new Set(values)]);
}

export const blindsSpec: EndpointSpec<BlindsBody> = {
  name: "tournaments/blinds",
  path: BLINDS,

  hostile(): Array<HostileCase<BlindsBody>> {
    const big = { startingStack: 10_000_000_000, players: 100_000, denominations: CLASSIC, ante: "traditional" as const };
    const cases: Array<HostileCase<BlindsBody>> = [];
    // The largest schedules: the longest target at each level length, breaks after every level.
    for (const levelMinutes of [1, 5, 20, 60, 240]) {
      for (const breaks of [null, { everyLevels: 1, minutes: 1, colorUp: true }]) {
        cases.push({
          name: `largest: 4,320 min, ${levelMinutes}-min levels${breaks ? ", break every level" : ""}`,
          genome: { ...big, targetDurationMinutes: 4320, levelMinutes, breaks },
        });
      }
    }
    const primes = primesFrom(2_000_000, 12);
    cases.push(
      {
        name: "12 primes near 2,000,000 (expressibility search)",
        genome: { startingStack: 40_000_000_001, players: 2, targetDurationMinutes: 600, levelMinutes: 20, denominations: primes },
      },
      {
        name: "12 primes near 2,000,000, 100,000 players",
        genome: { startingStack: 9_999_999_967, players: 100_000, targetDurationMinutes: 4320, levelMinutes: 20, denominations: primes },
      },
    );
    return cases;
  },

  random(rng) {
    const denominations = randomDenominations(rng);
    const smallest = Math.min(...denominations);
    const players = rng.chance(0.3) ? 100_000 : rng.logInt(2, 100_000);
    const maxStack = Math.max(1, Math.floor(Math.min(AMOUNT_MAX, 1e15 / players)));
    const stack = rng.chance(0.7) ? Math.min(maxStack, smallest * rng.logInt(20, 10_000_000)) : rng.logInt(1, maxStack);
    const levelMinutes = rng.logInt(1, 240);
    const body: BlindsBody = {
      startingStack: Math.max(1, stack),
      players,
      targetDurationMinutes: rng.chance(0.3) ? 4320 : Math.min(4320, Math.max(10, levelMinutes * rng.logInt(2, 200))),
      levelMinutes,
      denominations,
    };
    if (rng.chance(0.6)) body.ante = rng.pick(["none", "big_blind", "traditional"] as const);
    if (rng.chance(0.4)) body.anteFromLevel = rng.logInt(1, 200);
    if (rng.chance(0.6))
      body.breaks = rng.chance(0.15) ? null : { everyLevels: rng.logInt(1, 50), minutes: rng.logInt(1, 240), colorUp: rng.chance(0.7) };
    return body;
  },

  mutate(g, rng) {
    const body: BlindsBody = structuredClone(g);
    switch (rng.int(0, 5)) {
      case 0:
        body.players = Math.min(100_000, body.players * 10);
        break;
      case 1:
        body.targetDurationMinutes = Math.min(4320, Math.round(body.targetDurationMinutes * 1.5));
        break;
      case 2:
        body.levelMinutes = Math.max(1, Math.round(body.levelMinutes / 2));
        break;
      case 3:
        if (body.denominations.length < 12) body.denominations.push(Math.max(...body.denominations) * rng.pick([2, 3, 5, 7]));
        break;
      case 4:
        body.breaks = { everyLevels: rng.pick([1, 2, 3]), minutes: rng.logInt(1, 240), colorUp: true };
        break;
      default:
        body.startingStack = Math.min(Math.floor(1e15 / body.players), AMOUNT_MAX, body.startingStack * 10);
    }
    return body;
  },

  build: (g) => g,

  summarize(g) {
    const breaks = g.breaks
      ? `, break every ${g.breaks.everyLevels} (${g.breaks.minutes} min${g.breaks.colorUp === false ? ", no color-up" : ""})`
      : "";
    const denoms =
      g.denominations.length > 3
        ? `${g.denominations.length} denominations (${g.denominations.slice(0, 3).join(", ")}, ...)`
        : `denominations ${g.denominations.join(", ")}`;
    return `stack ${fmt(g.startingStack)} x ${fmt(g.players)} players, ${fmt(g.targetDurationMinutes)} min in ${g.levelMinutes}-min levels, ${denoms}${breaks}${g.ante ? `, ante ${g.ante}` : ""}`;
  },
};

// ---- chips -----------------------------------------------------------------------------------

const CHIPS = "/v1/calculations/chips/starting-stack";
export interface ChipsBody {
  players: number;
  startingStack: number;
  denominations: Array<{ value: number; available?: number }>;
  bigBlind?: number;
}

/** Largest stack (in multiples of the denominations' gcd) the route accepts for these chips. */
const edgeStack = cached((key) => {
  const values = key.split(",").map(Number);
  const g = values.reduce((a, b) => gcd(a, b), 0);
  const body = (units: number) => ({ players: 1, startingStack: units * g, denominations: values.map((value) => ({ value })) });
  // From the smallest chip alone (always expressible) up to the schema's cap.
  return largestAccepted(Math.min(...values) / g, Math.floor(1_000_000_000 / g), (u) => accepts(CHIPS, body(u))) * g;
});

function withCaps(values: number[], players: number, rng: SeededRng | null): ChipsBody["denominations"] {
  // Scarce inventory: infeasible plans are solved twice (capped, then without caps).
  return values.map((value, i) => ({ value, available: rng ? rng.logInt(0, 100_000_000) : i === 0 ? 0 : players * 3 }));
}

export const chipsSpec: EndpointSpec<ChipsBody> = {
  name: "chips/starting-stack",
  path: CHIPS,

  hostile(): Array<HostileCase<ChipsBody>> {
    const primes = primesFrom(2, 12);
    const big = primesFrom(200_003, 12);
    return [
      {
        name: "499,999 in 12 prime denominations",
        genome: { players: 1000, startingStack: 499_999, denominations: primes.map((value) => ({ value })) },
      },
      {
        name: "499,999 in 12 primes, scarce inventory",
        genome: { players: 1000, startingStack: 499_999, denominations: withCaps(primes, 1000, null) },
      },
      {
        name: "stack at the accepted edge, 12 primes, big blind 444,000",
        genome: {
          players: 1000,
          startingStack: edgeStack(primes.join(",")),
          denominations: primes.map((value) => ({ value })),
          bigBlind: 2 * 37 * 6000,
        },
      },
      {
        name: "12 primes above 200,000, stack 499,999",
        genome: { players: 1000, startingStack: 499_999, denominations: big.map((value) => ({ value })) },
      },
    ];
  },

  random(rng) {
    const count = rng.chance(0.4) ? 12 : rng.int(1, 12);
    const kind = rng.int(0, 2);
    const values = [
      ...new Set(
        kind === 0
          ? primesFrom(rng.logInt(2, 100_000), count)
          : kind === 1
            ? Array.from({ length: count }, () => rng.logInt(1, 1_000_000))
            : CLASSIC.slice(0, count),
      ),
    ];
    const g = values.reduce((a, b) => gcd(a, b), 0);
    const players = rng.chance(0.3) ? 1000 : rng.logInt(1, 1000);
    const stack = rng.chance(0.4) ? edgeStack([...values].sort((a, b) => a - b).join(",")) : g * rng.logInt(1, Math.floor(1_000_000_000 / g));
    const body: ChipsBody = {
      players,
      startingStack: Math.max(1, stack),
      denominations: rng.chance(0.4) ? withCaps(values, players, rng) : values.map((value) => ({ value })),
    };
    if (rng.chance(0.3)) body.bigBlind = Math.min(...values) * rng.logInt(1, 1000);
    return body;
  },

  mutate(g, rng) {
    const body: ChipsBody = structuredClone(g);
    const values = body.denominations.map((d) => d.value);
    switch (rng.int(0, 4)) {
      case 0:
        body.startingStack = Math.max(1, edgeStack([...values].sort((a, b) => a - b).join(",")));
        break;
      case 1:
        if (values.length < 12) body.denominations.push({ value: primesFrom(Math.max(...values) + 1, 1)[0]! });
        break;
      case 2:
        body.denominations = withCaps(values, body.players, rng.chance(0.5) ? rng : null);
        break;
      case 3:
        body.players = 1000;
        break;
      default:
        body.bigBlind = Math.min(...values) * rng.logInt(1, 100_000);
    }
    return body;
  },

  build: (g) => g,

  summarize(g) {
    const values = g.denominations.map((d) => d.value);
    const shown = values.length > 4 ? `${values.slice(0, 4).join(", ")}, ...` : values.join(", ");
    const caps = g.denominations.some((d) => d.available !== undefined) ? ", with inventory" : "";
    return `${fmt(g.startingStack)} in ${values.length} denominations (${shown})${caps}, ${fmt(g.players)} players${g.bigBlind ? `, big blind ${fmt(g.bigBlind)}` : ""}`;
  },
};
