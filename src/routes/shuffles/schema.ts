import * as v from "valibot";
import type { ShuffleRow } from "../../db/schema.ts";
import { SHUFFLE_ALG } from "../../engine/shuffle.ts";
import { IdParamSchema } from "../management/schema.ts";
import { IntegerSchema, TimestampSchema, text } from "../schemas.ts";

/** Verifiable shuffles (CONTRACT.md 9, README "Verifiable shuffles"). */

export const MAX_CLIENT_SEEDS = 16;
export const MAX_CLIENT_SEED_CHARS = 128;

const HexSeedSchema = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes)"));
/** Written in decimal in the HMAC message; JSON carries integers exactly up to 2^53 - 1. */
const NonceSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const ClientSeedSchema = v.pipe(
  text(1, MAX_CLIENT_SEED_CHARS),
  v.regex(/^[^:]*$/, "must not contain ':' (the seeds are joined with ':', so each must stay recognisable)"),
);
const AlgSchema = v.literal(SHUFFLE_ALG);
const DeckSchema = v.pipe(v.array(v.string()), v.length(52));

export const ShuffleParams = v.object({ shuffleId: IdParamSchema });

export const DrawDeckBody = v.strictObject({
  clientSeeds: v.pipe(v.array(ClientSeedSchema), v.minLength(1), v.maxLength(MAX_CLIENT_SEEDS)),
  nonce: v.optional(NonceSchema, 0),
});

export const VerifyBody = v.strictObject({
  alg: v.optional(
    v.pipe(
      AlgSchema,
      v.description("The construction, as shuffles and table hands name it in their evidence; optional, and `pw-shuffle-v1` is the only one."),
    ),
  ),
  serverSeed: HexSeedSchema,
  // The joined form: it may contain ':'.
  clientSeed: text(1, MAX_CLIENT_SEEDS * (MAX_CLIENT_SEED_CHARS + 1) - 1),
  nonce: NonceSchema,
  commitment: HexSeedSchema,
});

export const CreatedShuffle = v.object({ id: v.string(), alg: AlgSchema, commitment: v.string(), createdAt: TimestampSchema });

export const DealtShuffle = v.object({
  id: v.string(),
  alg: AlgSchema,
  commitment: v.string(),
  clientSeed: v.string(),
  nonce: IntegerSchema,
  deck: DeckSchema,
  dealtAt: TimestampSchema,
});

export const RevealedShuffle = v.object({
  id: v.string(),
  alg: AlgSchema,
  serverSeed: v.string(),
  clientSeed: v.string(),
  nonce: IntegerSchema,
  commitment: v.string(),
  deck: DeckSchema,
  revealedAt: TimestampSchema,
});

const ShuffleStatusSchema = v.picklist(["committed", "dealt", "revealed"]);

export const ShuffleState = v.object({
  id: v.string(),
  alg: AlgSchema,
  status: ShuffleStatusSchema,
  commitment: v.string(),
  clientSeed: v.nullable(v.string()),
  nonce: v.nullable(IntegerSchema),
  deck: v.nullable(DeckSchema),
  /** Only once revealed. */
  serverSeed: v.nullable(v.string()),
  createdAt: TimestampSchema,
  dealtAt: v.nullable(TimestampSchema),
  revealedAt: v.nullable(TimestampSchema),
});

export const VerifyResult = v.object({
  alg: AlgSchema,
  valid: v.pipe(
    v.boolean(),
    v.description("The same as `commitmentMatches` (its first name, kept): it does not check the client seed, the nonce or the deck."),
  ),
  commitmentMatches: v.pipe(v.boolean(), v.description("SHA-256 of the server seed's 32 bytes equals `commitment`.")),
  deck: v.pipe(
    DeckSchema,
    v.description(
      "The deck pw-shuffle-v1 gives for this server seed, client seed and nonce, position 0 first: compare it with the deck you were dealt.",
    ),
  ),
});

export function statusOf(row: ShuffleRow): v.InferOutput<typeof ShuffleStatusSchema> {
  return row.revealedAt !== null ? "revealed" : row.dealtAt !== null ? "dealt" : "committed";
}
