import { BLINDS_EXAMPLE } from "../../test/fixtures/requests.ts";
/**
 * Typical requests, one per calculation endpoint: the bodies of bench/http.bench.ts (blinds: the
 * contract's example). The load bench drives them; the adversarial bench warms its measuring
 * thread with them so that the first hostile case is not timed on cold code.
 */
export const TYPICAL: Array<{ name: string; path: string; body: unknown }> = [
  {
    name: "equity AsKd vs QQ+,AKs,A5s-A2s on Ah7d2c",
    path: "/v1/calculations/equity/holdem",
    body: { players: [{ hand: "AsKd" }, { range: "QQ+, AKs, A5s-A2s" }], board: "Ah7d2c" },
  },
  {
    name: "ICM deal 6 players 3 paid",
    path: "/v1/calculations/icm/deal",
    body: { players: [1, 2, 3, 4, 5, 6].map((i) => ({ id: `p${i}`, stack: i * 10000 })), payouts: [5000, 3000, 2000] },
  },
  {
    name: "payouts 1,000 entrants",
    path: "/v1/calculations/tournaments/payouts",
    body: { entrants: 1000, prizePool: 10_000_000, buyIn: 10_000, rounding: { unit: 100 } },
  },
  {
    name: "blinds 60 players 5 h",
    path: "/v1/calculations/tournaments/blinds",
    body: BLINDS_EXAMPLE,
  },
  {
    name: "chips 9 players",
    path: "/v1/calculations/chips/starting-stack",
    body: { players: 9, startingStack: 10000, denominations: [{ value: 25 }, { value: 100 }, { value: 500 }, { value: 1000 }] },
  },
];
