/**
 * Omaha equity (equity/omaha, known hands): the cost is the boards enumerated or sampled times the
 * players, plus each hand's row of values. Hostile: the most samples the route accepts heads-up
 * preflop and six-way with six pots, the largest exact preflop enumeration it accepts (six plo5 hands
 * with stacks; heads-up plo4 with just enough dead cards), and six plo5 hands on the flop with stacks.
 * The search varies the game, the players, the street, dead cards, stacks, mode and samples.
 */
import { accepts, largestAccepted } from "./contract.ts";
import { cached, type EndpointSpec, type HostileCase } from "./spec.ts";

const PATH = "/v1/calculations/equity/omaha";
const DECK = [..."23456789TJQKA"].flatMap((r) => [..."cdhs"].map((s) => r + s));

export interface OmahaGenome {
  game: "plo4" | "plo5";
  players: number;
  board: 0 | 3 | 4 | 5;
  dead: number;
  stacks: boolean;
  mode: "auto" | "exact" | "monte_carlo";
  /** Monte Carlo samples asked for (0: the default). */
  samples: number;
}

function body(g: OmahaGenome, seed = 0): unknown {
  const k = g.game === "plo4" ? 4 : 5;
  // Cards from a fixed shuffle of the deck: hands, then the board, then dead cards.
  const deck = [...DECK].sort((a, b) => ((DECK.indexOf(a) * 37 + seed) % 53) - ((DECK.indexOf(b) * 37 + seed) % 53));
  const hands = Array.from({ length: g.players }, (_, i) => ({ hand: deck.slice(i * k, (i + 1) * k).join("") }));
  const at = g.players * k;
  return {
    game: g.game,
    players: hands,
    board: deck.slice(at, at + g.board).join(""),
    dead: deck.slice(at + g.board, at + g.board + g.dead).join(""),
    mode: g.mode,
    ...(g.samples > 0 ? { monteCarlo: { seed: 1, samples: g.samples } } : {}),
    ...(g.stacks ? { stacks: Array.from({ length: g.players }, (_, i) => 10 * (i + 1)) } : {}),
  };
}

const base: OmahaGenome = { game: "plo4", players: 2, board: 0, dead: 0, stacks: false, mode: "monte_carlo", samples: 0 };
/** Most samples the route accepts for a shape (found by asking it). */
const maxSamples = cached((key) => {
  const g = JSON.parse(key) as OmahaGenome;
  return largestAccepted(1, 10_000_000, (s) => accepts(PATH, body({ ...g, samples: s })));
});
/** Fewest dead cards with which heads-up plo4 preflop is exact. */
const fewestDead = cached(() => {
  const g: OmahaGenome = { ...base, mode: "exact" };
  for (let d = 0; d <= 40; d++) if (accepts(PATH, body({ ...g, dead: d }))) return d;
  return 40;
});

export const omahaEquitySpec: EndpointSpec<OmahaGenome> = {
  name: "equity/omaha",
  path: PATH,

  hostile(): Array<HostileCase<OmahaGenome>> {
    const hu = { ...base };
    const six: OmahaGenome = { ...base, players: 6, stacks: true };
    return [
      { name: "plo4 heads-up preflop, the most samples accepted", genome: { ...hu, samples: maxSamples(JSON.stringify(hu)) } },
      { name: "plo4 6-way preflop, 6 pots, the most samples accepted", genome: { ...six, samples: maxSamples(JSON.stringify(six)) } },
      { name: "plo5 6-way preflop, 6 pots, exact", genome: { ...six, game: "plo5", mode: "exact" } },
      { name: "plo4 heads-up preflop, exact with the fewest dead cards accepted", genome: { ...hu, mode: "exact", dead: fewestDead("") } },
      { name: "plo5 6-way on the flop, 6 pots, exact", genome: { ...six, game: "plo5", board: 3, mode: "exact" } },
    ];
  },

  random(rng) {
    return {
      game: rng.pick(["plo4", "plo5"] as const),
      players: rng.int(2, 6),
      board: rng.pick([0, 3, 4, 5] as const),
      dead: rng.chance(0.3) ? rng.int(0, 12) : 0,
      stacks: rng.chance(0.5),
      mode: rng.pick(["auto", "exact", "monte_carlo"] as const),
      samples: rng.chance(0.5) ? rng.int(1, 100_000) : 0,
    };
  },

  mutate(g, rng) {
    const next = { ...g };
    switch (rng.int(0, 4)) {
      case 0:
        next.players = 6;
        break;
      case 1:
        next.board = 0;
        break;
      case 2:
        next.stacks = true;
        break;
      case 3:
        next.samples = Math.min(1_000_000, next.samples * 2 + 1000);
        break;
      default:
        next.game = "plo5";
    }
    return next;
  },

  build: (g) => body(g),

  summarize(g) {
    const street = ["preflop", "", "", "flop", "turn", "river"][g.board];
    return `${g.game} ${g.players}-way ${street}${g.dead ? `, ${g.dead} dead` : ""}${g.stacks ? ", stacks" : ""}, ${g.mode}${g.samples ? `, ${g.samples} samples` : ""}`;
  },
};
