import * as v from "valibot";
import { OHH_ACTIONS, OHH_STREETS, type OhhDocument } from "../../engine/holdem/history-ohh.ts";
import { IntegerSchema, TimestampInputSchema, text } from "../schemas.ts";
import type { OutputIs } from "./shared-schemas.ts";

/**
 * The Open Hand History 1.4 document as this API writes it (hh-specs.handhistory.org): the fields
 * of the specification that a no-limit hold'em hand with play-money chips uses, plus the
 * `pokerworks_shuffle` extension when the cards came from a verifiable shuffle.
 */
const OhhCard = v.pipe(v.string(), v.regex(/^[2-9TJQKA][cdhs]$/));

const OhhActionSchema = v.object({
  action_number: IntegerSchema,
  player_id: IntegerSchema,
  action: v.picklist(OHH_ACTIONS),
  /** Chips this action put in (a raise's increment over the seat's bet, never the raise-to). */
  amount: IntegerSchema,
  is_allin: v.boolean(),
  cards: v.optional(v.array(OhhCard)),
});

/** The revealed shuffle a hand's cards came from: everything needed to verify it (POST /v1/shuffles/verify). */
export const ShuffleEvidenceSchema = v.object({
  shuffleId: v.string(),
  alg: v.string(),
  commitment: v.string(),
  serverSeed: v.string(),
  clientSeed: v.string(),
  nonce: IntegerSchema,
  deck: v.array(v.string()),
});

export const OhhDocumentSchema = v.object({
  ohh: v.object({
    spec_version: v.string(),
    site_name: v.string(),
    network_name: v.string(),
    internal_version: v.string(),
    tournament: v.boolean(),
    game_number: v.string(),
    start_date_utc: v.optional(v.string()),
    table_name: v.string(),
    game_type: v.picklist(["Holdem", "Omaha"]),
    bet_limit: v.object({ bet_type: v.picklist(["NL", "PL"]), bet_cap: IntegerSchema }),
    table_size: IntegerSchema,
    currency: v.literal("XPM"),
    dealer_seat: IntegerSchema,
    small_blind_amount: IntegerSchema,
    big_blind_amount: IntegerSchema,
    ante_amount: IntegerSchema,
    flags: v.array(v.string()),
    players: v.array(v.object({ id: IntegerSchema, seat: IntegerSchema, name: v.string(), display: v.string(), starting_stack: IntegerSchema })),
    rounds: v.array(v.object({ id: IntegerSchema, street: v.picklist(OHH_STREETS), cards: v.array(OhhCard), actions: v.array(OhhActionSchema) })),
    pots: v.array(
      v.object({
        number: IntegerSchema,
        amount: IntegerSchema,
        rake: IntegerSchema,
        player_wins: v.array(v.object({ player_id: IntegerSchema, win_amount: IntegerSchema })),
      }),
    ),
    pokerworks_shuffle: v.optional(ShuffleEvidenceSchema),
  }),
});

// The engine writes exactly this shape: a drift on either side fails tsc.
true satisfies OutputIs<typeof OhhDocumentSchema, OhhDocument>;

export const HistoryRequestSchema = v.optional(
  v.strictObject({
    format: v.picklist(["ohh", "phh"]),
    gameNumber: v.optional(text(1, 64), "1"),
    tableName: v.optional(text(1, 120), "pokerworks"),
    startedAt: v.optional(TimestampInputSchema),
  }),
);

export const HistoryResultSchema = v.nullable(
  v.variant("format", [
    v.object({ format: v.literal("ohh"), document: OhhDocumentSchema }),
    v.object({ format: v.literal("phh"), text: v.string() }),
  ]),
);
