/**
 * ICM deal: exact at the largest field the route still accepts exactly, Monte Carlo at the step
 * budget (the sample count found by asking the route), the largest finishing matrix a 64 KiB body
 * can carry, skewed and equal stacks, odd rounding units.
 */
import { accepts, largestAccepted } from "./contract.ts";
import { cached, type EndpointSpec, fmt, type HostileCase } from "./spec.ts";

const PATH = "/v1/calculations/icm/deal";
type Stacks = "uniform" | "equal" | "skewed" | "geometric";

export interface IcmGenome {
  players: number;
  paid: number;
  stacks: Stacks;
  mode: "auto" | "exact" | "monte_carlo";
  /** A sample count, "edge" (the most the route accepts for this field) or undefined (the default). */
  samples?: number | "edge" | undefined;
  seed: number;
  unit: number;
  leaveForWinner: boolean;
  icmWeight?: number | undefined;
}

const base: IcmGenome = { players: 6, paid: 3, stacks: "uniform", mode: "auto", seed: 0, unit: 1, leaveForWinner: false };

function stacksOf(kind: Stacks, n: number): number[] {
  // Short numbers: the body limit (64 KiB) is what bounds the field size.
  switch (kind) {
    case "equal":
      return new Array<number>(n).fill(5);
    case "skewed":
      return Array.from({ length: n }, (_, i) => (i === 0 ? 100_000_000_000 : 1));
    case "geometric":
      return Array.from({ length: n }, (_, i) => Math.max(1, Math.round(99999 * 0.995 ** i)));
    default:
      return Array.from({ length: n }, (_, i) => 1 + ((i * 7919) % 9973));
  }
}

function payoutsOf(k: number): number[] {
  return Array.from({ length: k }, (_, j) => 10 * (k - j) + 3);
}

function baseBody(g: IcmGenome): Record<string, unknown> {
  const stacks = stacksOf(g.stacks, g.players);
  const payouts = payoutsOf(g.paid);
  const body: Record<string, unknown> = {
    players: stacks.map((stack, i) => ({ id: i.toString(36), stack })),
    payouts,
    mode: g.mode,
  };
  if (g.leaveForWinner) body.leaveForWinner = g.paid > 1 ? payouts[0]! - payouts[1]! : payouts[0]!;
  if (g.unit !== 1) body.rounding = { unit: g.unit };
  if (g.icmWeight !== undefined) body.blend = { icmWeight: g.icmWeight };
  return body;
}

/** Most samples the route accepts for this field (Monte Carlo). */
const edgeSamplesByKey = cached((key) => {
  const [players, paid, stacks] = key.split("/") as [string, string, Stacks];
  const body = baseBody({ ...base, players: Number(players), paid: Number(paid), stacks, mode: "monte_carlo" });
  return largestAccepted(1, 100_000_000, (s) => accepts(PATH, { ...body, monteCarlo: { seed: 0, samples: s } }));
});
const edgeSamples = (g: IcmGenome): number => Math.max(1, edgeSamplesByKey(`${g.players}/${g.paid}/${g.stacks}`));

/** Largest field (players) the route accepts with `paid` places in `mode` (body limit, cells, exact budget). */
const edgePlayers = cached((key) => {
  const [paid, mode] = key.split("/") as [string, IcmGenome["mode"]];
  const k = Number(paid);
  return largestAccepted(Math.max(2, k), 20_000, (n) =>
    accepts(PATH, build({ players: n, paid: k, stacks: "uniform", mode, seed: 0, unit: 1, leaveForWinner: false })),
  );
});

/** Most paid places the route accepts for a field of n (finishing cells, exact budget). */
const edgePaid = cached((key) => {
  const [players, mode] = key.split("/") as [string, IcmGenome["mode"]];
  const n = Number(players);
  return largestAccepted(1, n, (k) =>
    accepts(PATH, build({ players: n, paid: k, stacks: "uniform", mode, seed: 0, unit: 1, leaveForWinner: false })),
  );
});

function build(g: IcmGenome): unknown {
  const body = baseBody(g);
  if (g.samples !== undefined) {
    const samples = g.samples === "edge" ? edgeSamples(g) : g.samples;
    body.monteCarlo = { seed: g.seed, samples };
  } else if (g.seed !== 0) body.monteCarlo = { seed: g.seed };
  return body;
}

export const icmSpec: EndpointSpec<IcmGenome> = {
  name: "icm/deal",
  path: PATH,

  hostile(): Array<HostileCase<IcmGenome>> {
    const biggest = edgePlayers("1/auto");
    const cases: Array<HostileCase<IcmGenome>> = [
      {
        name: "Monte Carlo 2,400 players / 90 paid at the step budget",
        genome: { ...base, players: 2400, paid: 90, mode: "monte_carlo", samples: "edge" },
      },
      { name: "Monte Carlo at max samples (2 players)", genome: { ...base, players: 2, paid: 1, mode: "monte_carlo", samples: "edge" } },
      { name: "Monte Carlo at max samples (20 players, 3 paid)", genome: { ...base, players: 20, paid: 3, mode: "monte_carlo", samples: "edge" } },
      { name: "exact 21 players / 13 paid", genome: { ...base, players: 21, paid: 13, mode: "exact" } },
      {
        name: `largest field (${fmt(biggest)}), most paid places, auto`,
        genome: { ...base, players: biggest, paid: Math.max(1, edgePaid(`${biggest}/auto`)), mode: "auto" },
      },
      {
        name: `largest field, most paid places, Monte Carlo at the step budget`,
        genome: { ...base, players: biggest, paid: Math.max(1, edgePaid(`${biggest}/auto`)), mode: "monte_carlo", samples: "edge" },
      },
      {
        name: "skewed stacks, 2,400 / 90 at the step budget",
        genome: { ...base, players: 2400, paid: 90, stacks: "skewed", mode: "monte_carlo", samples: "edge", unit: 7 },
      },
    ];
    // Exact at the edge of the exact budget, for a few paid-place counts.
    for (const k of [2, 5, 9, 13]) {
      const n = edgePlayers(`${k}/exact`);
      if (n >= k)
        cases.push({
          name: `exact at the budget edge: ${n} players / ${k} paid`,
          genome: { ...base, players: n, paid: k, mode: "exact", stacks: "geometric" },
        });
    }
    return cases;
  },

  random(rng) {
    const maxPlayers = edgePlayers("1/auto");
    const players = rng.chance(0.25) ? maxPlayers : rng.logInt(2, maxPlayers);
    const mode = rng.pick(["auto", "auto", "monte_carlo", "monte_carlo", "exact"] as const);
    const paid = rng.chance(0.3) ? Math.max(1, edgePaid(`${players}/${mode}`)) : rng.logInt(1, Math.min(players, 200));
    const samples = mode === "exact" || rng.chance(0.3) ? undefined : rng.chance(0.6) ? ("edge" as const) : rng.logInt(1, 1_000_000);
    return {
      players,
      paid,
      stacks: rng.pick(["uniform", "equal", "skewed", "geometric"] as const),
      mode,
      samples,
      seed: rng.int(0, 4_294_967_295),
      unit: rng.chance(0.5) ? 1 : rng.pick([7, 100, 99991, 100_000_000_000]),
      leaveForWinner: rng.chance(0.2),
      icmWeight: rng.chance(0.3) ? rng.next() : undefined,
    };
  },

  mutate(g, rng) {
    const next = { ...g };
    switch (rng.int(0, 5)) {
      case 0:
        next.players = rng.chance(0.5) ? edgePlayers(`${g.paid}/${g.mode}`) : Math.round(g.players * 1.5);
        break;
      case 1:
        next.paid = rng.chance(0.5) ? Math.max(1, edgePaid(`${g.players}/${g.mode}`)) : Math.min(g.players, Math.round(g.paid * 1.5) + 1);
        break;
      case 2:
        next.samples = "edge";
        if (next.mode === "exact") next.mode = "monte_carlo";
        break;
      case 3:
        next.mode = rng.pick(["auto", "exact", "monte_carlo"] as const);
        break;
      case 4:
        next.stacks = rng.pick(["uniform", "equal", "skewed", "geometric"] as const);
        break;
      default:
        next.unit = rng.pick([1, 7, 99991, 100_000_000_000]);
    }
    return next;
  },

  build,

  summarize(g) {
    const samples = g.samples === undefined ? "" : `, ${fmt(g.samples === "edge" ? edgeSamples(g) : g.samples)} samples`;
    const unit = g.unit !== 1 ? `, unit ${fmt(g.unit)}` : "";
    return `${fmt(g.players)} players / ${fmt(g.paid)} paid, ${g.stacks} stacks, ${g.mode}${samples}${unit}`;
  },
};
