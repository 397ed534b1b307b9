import type { PayoutStyle } from "../engine/payouts.ts";

/**
 * What blind and payout structures store and return (CONTRACT 4.3, 4.4). The routes' valibot schemas
 * produce and render these shapes; test/platform/layers.test.ts keeps the two equal.
 */

/** A blind level, numbered, with the minute it starts at (as a blind schedule returns it). */
export interface BlindLevel {
  kind: "level";
  level: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
  startsAtMinute: number;
  overtime?: true | undefined;
}

export interface BlindBreak {
  kind: "break";
  durationMinutes: number;
  startsAtMinute: number;
  colorUp: number[];
}

export type LevelItem = BlindLevel | BlindBreak;

/** Places `fromPlace`..`toPlace` are each paid `basisPoints` of the prize pool. */
export interface Tier {
  fromPlace: number;
  toPlace: number;
  basisPoints: number;
}

/** A calculated payout structure's rule: the payouts calculation's style and rounding unit at completion. */
export interface PayoutLadder {
  style: PayoutStyle;
  rounding: { unit: number };
}

/** Where a structure comes from (a stored structure's `provenance`, when it has one). */
export interface Provenance {
  source: string;
  url?: string | undefined;
  notes?: string | undefined;
}
