import * as v from "valibot";
import type { PayoutStructureRow } from "../../../db/schema.ts";
import type { Tier } from "../../../domain/structures.ts";
import { PAYOUT_LIMITS, type PayoutStyle, preparePayouts } from "../../../engine/payouts.ts";
import type { FieldError } from "../../../http/errors.ts";
import { PayoutStyleSchema } from "../../calculations/payouts.ts";
import { IntegerSchema, int, NameSchema, TimestampSchema } from "../../schemas.ts";
import { CATALOG_VERSION, CatalogVersionSchema, IdParamSchema, ListQuery, listOf, ProvenanceSchema, RoomIdSchema } from "../schema.ts";

const MinPlayers = int(2, 10_000);
const MaxPlayers = int(1, 10_000);

const TierInput = v.strictObject({ fromPlace: int(1, 10_000), toPlace: int(1, 10_000), basisPoints: int(1, 10_000) });
const PayoutsInput = v.pipe(v.array(TierInput), v.minLength(1), v.maxLength(200));

export const CreatePayoutStructureBody = v.strictObject({
  name: NameSchema,
  roomId: RoomIdSchema,
  minPlayers: MinPlayers,
  maxPlayers: MaxPlayers,
  payouts: PayoutsInput,
  provenance: v.optional(ProvenanceSchema),
});

export const UpdatePayoutStructureBody = v.strictObject({
  name: v.optional(NameSchema),
  minPlayers: v.optional(MinPlayers),
  maxPlayers: v.optional(MaxPlayers),
  payouts: v.optional(PayoutsInput),
  provenance: v.optional(ProvenanceSchema),
});

export const PayoutStructureParams = v.object({ payoutStructureId: IdParamSchema });
export const PayoutStructureListQuery = v.object({
  ...ListQuery.entries,
  roomId: v.optional(RoomIdSchema),
  ownership: v.optional(v.picklist(["room", "approved"])),
});

/**
 * A calculated payout structure: at completion the prizes are the payouts calculation (CONTRACT 3.3)
 * for the final field, with this style and rounding unit (default places paid). Its `payouts` are
 * that ladder at `minPlayers`, what the smallest field it takes pays.
 */
export const PayoutLadderSchema = v.pipe(
  v.object({ style: PayoutStyleSchema, rounding: v.object({ unit: IntegerSchema }) }),
  v.description(
    "Set on a calculated structure: the prizes are computed when the tournament completes, by the payouts calculation (POST /v1/calculations/tournaments/payouts) for the final number of entrants and the prize pool, with this `style` and `rounding.unit` and the style's default places paid; `payouts` then shows the ladder for `minPlayers` entrants. null: the `payouts` tiers are applied as they are.",
  ),
);

/** What a field of `entrants` pays under a calculated ladder (the payouts calculation's answer). */
const LadderExampleSchema = v.object({
  entrants: IntegerSchema,
  placesPaid: IntegerSchema,
  topShareBasisPoints: v.pipe(IntegerSchema, v.description("1st place's share of the pool, in basis points.")),
});

/** A calculated ladder as a record shows it: its settings, its rule in words and what some fields pay. */
export const PayoutLadderRecordSchema = v.pipe(
  v.object({
    style: PayoutStyleSchema,
    rounding: v.object({ unit: IntegerSchema }),
    rule: v.pipe(v.string(), v.description("What the ladder pays, in words: the share of the field paid and how the prizes fall.")),
    examples: v.pipe(
      v.array(LadderExampleSchema),
      v.description("What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside)."),
    ),
  }),
  v.description(PayoutLadderSchema.pipe[1].description),
);

export const PayoutStructureSchema = v.object({
  object: v.literal("payout_structure"),
  catalogVersion: CatalogVersionSchema,
  id: v.string(),
  name: v.string(),
  roomId: v.nullable(v.string()),
  ownership: v.picklist(["room", "approved"]),
  minPlayers: IntegerSchema,
  maxPlayers: IntegerSchema,
  payouts: v.array(v.object({ fromPlace: IntegerSchema, toPlace: IntegerSchema, basisPoints: IntegerSchema })),
  ladder: v.nullable(PayoutLadderRecordSchema),
  provenance: v.nullable(v.object({ source: v.string(), url: v.optional(v.string()), notes: v.optional(v.string()) })),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

/**
 * The contract's summary (CONTRACT.md 4.4) reads the `payouts` tiers. For a calculated structure those
 * tiers are the ladder at `minPlayers` (a field of 2 pays 1 place, 100%), which says nothing about a
 * larger field; the numbers stay (the contract makes them integers, so null would break typed clients)
 * and the description says what they describe.
 */
const SummarySchema = v.pipe(
  v.object({
    placesPaid: v.pipe(IntegerSchema, v.description("The last paid place of `payouts`.")),
    basisPointsTotal: v.literal(10_000),
    topShareBasisPoints: v.pipe(IntegerSchema, v.description("The basis points 1st place gets under `payouts`.")),
    rule: v.optional(v.pipe(v.string(), v.description("A calculated structure's rule (its `ladder.rule`): what every field pays."))),
  }),
  v.description(
    "Read from the `payouts` tiers. With `ladder: null` these are what every field of `minPlayers`..`maxPlayers` pays. With `ladder` set (a calculated structure) they are only what a field of `minPlayers` entrants pays (for the approved `ps_approved_mtt_standard_ladder_v1`, a field of 2: `placesPaid` 1, `topShareBasisPoints` 10000); a larger field pays more places, decided at completion: ask POST /v1/calculations/tournaments/payouts with the ladder's `style` and `rounding` for a given field and pool.",
  ),
);

export const PayoutStructureEnvelope = v.object({
  catalogVersion: CatalogVersionSchema,
  object: v.literal("developer_payout_structure"),
  payoutStructure: PayoutStructureSchema,
  summary: SummarySchema,
});

export const PayoutStructureList = v.object({
  catalogVersion: CatalogVersionSchema,
  ...listOf("developer_payout_structures", PayoutStructureSchema).entries,
});

/**
 * CONTRACT.md 4.4: maxPlayers >= minPlayers; tiers contiguous from place 1 (toPlace >= fromPlace);
 * basis points per place never increase; per-place basis points sum to 10000; last paid place <= minPlayers.
 * `paths` name where each field was sent (a PATCH may send only some of them).
 */
export function payoutErrors(
  s: { minPlayers: number; maxPlayers: number; payouts: Tier[] },
  paths = { minPlayers: "/minPlayers", maxPlayers: "/maxPlayers", payouts: "/payouts" },
): FieldError[] {
  const errors: FieldError[] = [];
  if (s.maxPlayers < s.minPlayers) {
    errors.push({ path: paths.maxPlayers, code: "below_min_players", message: `maxPlayers ${s.maxPlayers} is below minPlayers ${s.minPlayers}` });
  }
  let expectedFrom = 1;
  let total = 0;
  s.payouts.forEach((tier, i) => {
    const at = `${paths.payouts}/${i}`;
    if (tier.fromPlace !== expectedFrom) {
      errors.push({ path: `${at}/fromPlace`, code: "not_contiguous", message: `tier must start at place ${expectedFrom}` });
    }
    if (tier.toPlace < tier.fromPlace) {
      errors.push({ path: `${at}/toPlace`, code: "out_of_order", message: `toPlace ${tier.toPlace} is before fromPlace ${tier.fromPlace}` });
    }
    const previous = s.payouts[i - 1];
    if (previous && tier.basisPoints > previous.basisPoints) {
      errors.push({
        path: `${at}/basisPoints`,
        code: "out_of_order",
        message: `a lower place cannot pay more per place (${tier.basisPoints} > ${previous.basisPoints})`,
      });
    }
    total += tier.basisPoints * Math.max(0, tier.toPlace - tier.fromPlace + 1);
    expectedFrom = Math.max(tier.toPlace, tier.fromPlace) + 1;
  });
  if (total !== 10_000) {
    errors.push({ path: paths.payouts, code: "basis_points_total", message: `basis points per place sum to ${total}, not 10000` });
  }
  const last = s.payouts[s.payouts.length - 1];
  if (last && last.toPlace > s.minPlayers) {
    errors.push({
      path: `${paths.payouts}/${s.payouts.length - 1}/toPlace`,
      code: "pays_beyond_min_players",
      message: `last paid place ${last.toPlace} is beyond minPlayers ${s.minPlayers}`,
    });
  }
  return errors;
}

export function payoutStructureRecord(row: PayoutStructureRow): v.InferOutput<typeof PayoutStructureSchema> {
  return {
    object: "payout_structure",
    catalogVersion: CATALOG_VERSION,
    id: row.id,
    name: row.name,
    roomId: row.roomId,
    ownership: row.ownership,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    payouts: row.payouts,
    ladder: row.ladder === null ? null : ladderRecord(row.ladder, row.minPlayers, row.maxPlayers),
    provenance: row.provenance,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function payoutSummary(payouts: Tier[], rule: string | undefined) {
  return {
    placesPaid: payouts[payouts.length - 1]!.toPlace,
    basisPointsTotal: 10_000 as const,
    topShareBasisPoints: payouts[0]!.basisPoints,
    ...(rule === undefined ? {} : { rule }),
  };
}

export function payoutStructureEnvelope(row: PayoutStructureRow): v.InferOutput<typeof PayoutStructureEnvelope> {
  const payoutStructure = payoutStructureRecord(row);
  return {
    catalogVersion: CATALOG_VERSION,
    object: "developer_payout_structure",
    payoutStructure,
    summary: payoutSummary(payoutStructure.payouts, payoutStructure.ladder?.rule),
  };
}

const STYLE_WORDS: Record<PayoutStyle, string> = {
  winner_take_all: "the winner takes the whole pool",
  top_heavy: "a steep ladder (more to the top places)",
  standard: "a standard ladder",
  flat: "a flat ladder (more to the lower places)",
};

/** Field sizes whose payouts a ladder's record shows. */
const EXAMPLE_FIELDS = [2, 6, 9, 20, 50, 100, 500, 1000, 10_000];
const ladderExamples = new Map<string, Array<v.InferOutput<typeof LadderExampleSchema>>>();

/**
 * A calculated ladder as its record shows it: the rule (the share of the field the payouts calculation
 * pays by default for its style) and what fields of several sizes pay, computed once per ladder.
 */
export function ladderRecord(
  ladder: NonNullable<PayoutStructureRow["ladder"]>,
  minPlayers: number,
  maxPlayers: number,
): v.InferOutput<typeof PayoutLadderRecordSchema> {
  const share = PAYOUT_LIMITS.defaultPaidShare[ladder.style];
  const rule =
    ladder.style === "winner_take_all"
      ? `Calculated for the final field: ${STYLE_WORDS.winner_take_all}.`
      : `Calculated for the final field: about ${Math.round(share * 100)}% of the entrants are paid (at least 2 from 4 entrants), on ${STYLE_WORDS[ladder.style]}; from place 10 down, places are paid in tiers of equal amounts; prizes are multiples of ${ladder.rounding.unit} and sum exactly to the prize pool.`;
  const key = `${ladder.style}:${ladder.rounding.unit}:${minPlayers}:${maxPlayers}`;
  let examples = ladderExamples.get(key);
  if (!examples) {
    const fields = [...new Set([minPlayers, ...EXAMPLE_FIELDS.filter((n) => n > minPlayers && n < maxPlayers), maxPlayers])].filter(
      (n) => n >= 2 && n <= 1000,
    );
    const pool = 1_000_000 * ladder.rounding.unit;
    examples = fields.map((entrants) => {
      const result = preparePayouts({ entrants, prizePool: pool, style: ladder.style, rounding: ladder.rounding })();
      return { entrants, placesPaid: result.placesPaid, topShareBasisPoints: result.payouts[0]!.basisPoints };
    });
    ladderExamples.set(key, examples);
  }
  return { style: ladder.style, rounding: ladder.rounding, rule, examples };
}
