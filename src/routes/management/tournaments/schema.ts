import * as v from "valibot";
import type { EntryRow, TournamentRow } from "../../../db/schema.ts";
import { NO_START_TIME, prizePoolOf } from "../../../tournaments/prizes.ts";
import { EnvironmentSchema, IntegerSchema, int, NameSchema, optionalText, TimestampInputSchema, TimestampSchema, text } from "../../schemas.ts";
import { PresetKeySchema, TrustModeSchema } from "../catalog/schema.ts";
import { IdParamSchema, ListQuery, listOf, RoomIdSchema } from "../schema.ts";

const TOURNAMENT_STATUSES = ["draft", "scheduled", "running", "completed", "cancelled"] as const;
const StatusSchema = v.picklist(TOURNAMENT_STATUSES);
const StructureIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** RFC 3339 date-time on a calendar date that exists; stored and returned in UTC with milliseconds. */
const StartsAtSchema = v.pipe(
  TimestampInputSchema,
  // Guards the transform (a form JavaScript's Date cannot read would otherwise become a 500); only
  // meaningful once the input passed, so a bad one is reported once.
  v.check((s) => !v.is(TimestampInputSchema, s) || !Number.isNaN(Date.parse(s)), "must be an RFC 3339 date-time"),
  v.transform((s) => new Date(s).toISOString()),
);
const LateRegistrationSchema = int(0, 1440);
const TimezoneSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.check(isTimeZone, "must be an IANA time zone such as Europe/Paris"));

const StartWhenSchema = v.pipe(
  v.picklist(["time", "full"]),
  v.description(
    "`time`: at `startsAt`. `full`: within 10 s of the last seat being taken (the smaller of the preset's and the payout structure's `maxPlayers`); a `startsAt` is then optional, and if the field is not full by it, it starts then with the entries it has (or is cancelled for a short field). Default: `full` for the sit-and-go preset, `time` otherwise.",
  ),
);
const LateRegistrationLevelsSchema = v.pipe(
  int(0, 100),
  v.description(
    "Levels late registration stays open once the tournament runs (0 = none); at most the preset's `lateRegistrationLevels`, which is the default.",
  ),
);
const PrizePoolSchema = int(0, 1_000_000_000_000);
const BuyInSchema = v.pipe(
  v.strictObject({ amount: int(1, 1_000_000_000), rebuyAmount: v.optional(int(1, 1_000_000_000)), addOnAmount: v.optional(int(1, 1_000_000_000)) }),
  v.description(
    "The prize pool grows from buy-ins (play-money units, no fee): max(`guaranteedPrizePool`, entries x `amount` + rebuys x `rebuyAmount` + add-ons x `addOnAmount`), shown in `prizePool` while it grows and fixed when late registration, rebuys and the add-on window have all closed. Not with a `prizePool` of your own.",
  ),
);

const BountySchema = v.pipe(
  v.strictObject({ kind: v.picklist(["standard", "progressive"]), amount: int(1, 1_000_000_000) }),
  v.description(
    "A bounty on every entry (play-money units, apart from the prize pool): eliminating a player wins its bounty (`standard`), or half of it while the other half adds to the eliminator's own bounty (`progressive`); a split pot splits it the same way; the last player left wins its own.",
  ),
);

const RebuysSchema = v.pipe(
  v.strictObject({
    untilLevel: v.pipe(int(1, 200), v.description("Rebuys are sold from the start until this level ends (1 = the first level).")),
    maxPerEntry: v.pipe(int(1, 100), v.description("Rebuys one entry may buy.")),
    chips: v.pipe(int(1, 1_000_000_000), v.description("Chips a rebuy adds: at most twice the preset's starting stack.")),
  }),
  v.description(
    "Rebuys (sold by `POST .../entries/{entryId}/rebuys` while the service runs the tournament) to an entry whose stack is at or below the starting stack, or that busted during the rebuy period; each adds `buyIn.rebuyAmount` to a prize pool from buy-ins.",
  ),
);

const AddOnSchema = v.pipe(
  v.strictObject({
    afterLevel: v.pipe(
      int(1, 199),
      v.description("The add-on is sold in the break after this level, or during the next level when no break follows it."),
    ),
    chips: v.pipe(int(1, 1_000_000_000), v.description("Chips the add-on adds: at most twice the preset's starting stack.")),
  }),
  v.description(
    "One add-on per entry still playing (`POST .../entries/{entryId}/add-ons`), whatever its stack; each adds `buyIn.addOnAmount` to a prize pool from buy-ins.",
  ),
);

export const CreateTournamentBody = v.strictObject({
  name: NameSchema,
  presetKey: PresetKeySchema,
  roomId: RoomIdSchema,
  blindStructureId: StructureIdSchema,
  payoutStructureId: StructureIdSchema,
  schedule: v.strictObject({
    startsAt: v.optional(StartsAtSchema),
    startWhen: v.optional(StartWhenSchema),
    lateRegistrationLevels: v.optional(LateRegistrationLevelsSchema),
    lateRegistrationMinutes: v.optional(LateRegistrationSchema),
    timezone: v.optional(TimezoneSchema),
  }),
  trustMode: TrustModeSchema,
  /** CONTRACT 11: what the payout structure splits when the service runs the tournament (default none). */
  prizePool: v.optional(PrizePoolSchema),
  buyIn: v.optional(BuyInSchema),
  guaranteedPrizePool: v.optional(v.pipe(PrizePoolSchema, v.description("With `buyIn`: the least the prize pool is."))),
  bounty: v.optional(BountySchema),
  rebuys: v.optional(RebuysSchema),
  addOn: v.optional(AddOnSchema),
});

export const UpdateTournamentBody = v.strictObject({
  name: v.optional(NameSchema),
  schedule: v.optional(
    v.strictObject({
      startsAt: v.optional(StartsAtSchema),
      startWhen: v.optional(StartWhenSchema),
      lateRegistrationLevels: v.optional(v.nullable(LateRegistrationLevelsSchema)),
      lateRegistrationMinutes: v.optional(v.nullable(LateRegistrationSchema)),
      timezone: v.optional(v.nullable(TimezoneSchema)),
    }),
  ),
  trustMode: v.optional(TrustModeSchema),
  prizePool: v.optional(v.nullable(PrizePoolSchema)),
  buyIn: v.optional(v.nullable(BuyInSchema)),
  guaranteedPrizePool: v.optional(v.nullable(PrizePoolSchema)),
  bounty: v.optional(v.nullable(BountySchema)),
  rebuys: v.optional(v.nullable(RebuysSchema)),
  addOn: v.optional(v.nullable(AddOnSchema)),
});

export const CancelTournamentBody = v.optional(v.strictObject({ reason: v.optional(optionalText(500)) }));

/**
 * Completion carries one result per entrant: up to 10,000 (the largest preset field) of at most about
 * 160 bytes each (a 128-character entryId), so its body limit is 2 MiB rather than the default 64 KiB.
 */
export const COMPLETE_LIMITS = { maxResults: 10_000, maxBodyBytes: 2 * 1024 * 1024 } as const;

export const CompleteTournamentBody = v.strictObject({
  results: v.pipe(
    v.array(v.strictObject({ entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)), place: int(1, COMPLETE_LIMITS.maxResults) })),
    v.minLength(1),
    v.maxLength(COMPLETE_LIMITS.maxResults),
  ),
  prizePool: v.optional(int(0, 1_000_000_000_000)),
  buyIn: v.optional(int(1, 1_000_000_000_000)),
});

export const RegisterEntryBody = v.strictObject({
  displayName: text(1, 64),
  playerRef: text(1, 128),
  participant: v.picklist(["human", "bot"]),
});

export const TournamentParams = v.object({ tournamentId: IdParamSchema });
export const TournamentListQuery = v.object({ ...ListQuery.entries, status: v.optional(StatusSchema), roomId: v.optional(RoomIdSchema) });
/** `playerRef` finds the entry with that reference (CONTRACT 11); only then does the answer carry `playerRef`. */
export const EntryListQuery = v.object({ ...ListQuery.entries, playerRef: v.optional(text(1, 128)) });
export const EntryParams = v.object({ tournamentId: IdParamSchema, entryId: IdParamSchema });

export const TournamentSchema = v.object({
  id: v.string(),
  object: v.literal("tournament"),
  name: v.string(),
  presetKey: PresetKeySchema,
  roomId: v.string(),
  projectId: v.nullable(v.string()),
  environment: EnvironmentSchema,
  blindStructureId: v.string(),
  payoutStructureId: v.string(),
  schedule: v.object({
    startsAt: v.optional(TimestampSchema),
    startWhen: v.picklist(["time", "full"]),
    lateRegistrationLevels: v.optional(IntegerSchema),
    lateRegistrationMinutes: v.optional(IntegerSchema),
    timezone: v.optional(v.string()),
  }),
  trustMode: TrustModeSchema,
  status: StatusSchema,
  entrants: IntegerSchema,
  prizePool: v.pipe(
    v.nullable(IntegerSchema),
    v.description("What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes)."),
  ),
  buyIn: v.optional(v.object({ amount: IntegerSchema, rebuyAmount: v.optional(IntegerSchema), addOnAmount: v.optional(IntegerSchema) })),
  guaranteedPrizePool: v.optional(IntegerSchema),
  bounty: v.optional(v.object({ kind: v.picklist(["standard", "progressive"]), amount: IntegerSchema })),
  rebuys: v.optional(v.object({ untilLevel: IntegerSchema, maxPerEntry: IntegerSchema, chips: IntegerSchema })),
  addOn: v.optional(v.object({ afterLevel: IntegerSchema, chips: IntegerSchema })),
  rebuysSold: v.optional(v.pipe(IntegerSchema, v.description("With `rebuys`: rebuys sold so far."))),
  addOnsSold: v.optional(v.pipe(IntegerSchema, v.description("With `addOn`: add-ons sold so far."))),
  cancellationReason: v.nullable(v.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  publishedAt: v.nullable(TimestampSchema),
  cancelledAt: v.nullable(TimestampSchema),
  completedAt: v.nullable(TimestampSchema),
});
export const TournamentEnvelope = v.object({ tournament: TournamentSchema });
export const TournamentList = listOf("developer_tournaments", TournamentSchema);

export const EntrySchema = v.object({
  id: v.string(),
  displayName: v.string(),
  participant: v.picklist(["human", "bot"]),
  status: v.picklist(["registered", "withdrawn", "finished"]),
  place: v.nullable(IntegerSchema),
  prize: v.nullable(IntegerSchema),
  registeredAt: TimestampSchema,
  /** Only in the answer to a lookup by `playerRef` (GET .../entries?playerRef=): the builder's own reference. */
  playerRef: v.optional(v.string()),
});
export const EntryEnvelope = v.object({ entry: EntrySchema });
export const EntryList = listOf("developer_tournament_entries", EntrySchema);

export function tournamentRecord(row: TournamentRow): v.InferOutput<typeof TournamentSchema> {
  return {
    id: row.id,
    object: "tournament",
    name: row.name,
    presetKey: row.presetKey as v.InferOutput<typeof PresetKeySchema>,
    roomId: row.roomId,
    projectId: row.projectId,
    environment: row.environment,
    blindStructureId: row.blindStructureId,
    payoutStructureId: row.payoutStructureId,
    schedule: {
      ...(row.startsAt !== NO_START_TIME ? { startsAt: row.startsAt } : {}),
      startWhen: row.startWhen ?? "time",
      ...(row.lateRegistrationLevels !== null ? { lateRegistrationLevels: row.lateRegistrationLevels } : {}),
      ...(row.lateRegistrationMinutes !== null ? { lateRegistrationMinutes: row.lateRegistrationMinutes } : {}),
      ...(row.timezone !== null ? { timezone: row.timezone } : {}),
    },
    trustMode: row.trustMode,
    status: row.status,
    entrants: row.entrants,
    // Completed: the pool paid (stored); before, a pool from buy-ins as it stands.
    prizePool:
      row.buyIn !== null && row.status !== "completed"
        ? prizePoolOf(row, { entries: row.entrants, rebuys: row.rebuysSold, addOns: row.addOnsSold })
        : row.prizePool,
    ...(row.buyIn !== null ? { buyIn: row.buyIn } : {}),
    ...(row.guaranteedPrizePool !== null ? { guaranteedPrizePool: row.guaranteedPrizePool } : {}),
    ...(row.bounty !== null ? { bounty: row.bounty } : {}),
    ...(row.rebuys !== null ? { rebuys: row.rebuys, rebuysSold: row.rebuysSold } : {}),
    ...(row.addOn !== null ? { addOn: row.addOn, addOnsSold: row.addOnsSold } : {}),
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    cancelledAt: row.cancelledAt,
    completedAt: row.completedAt,
  };
}

/** Public-safe: never the playerRef, except in the answer to a lookup by it (`withPlayerRef`). */
export function entryRecord(row: EntryRow, withPlayerRef = false): v.InferOutput<typeof EntrySchema> {
  return {
    id: row.id,
    displayName: row.displayName,
    participant: row.participant,
    status: row.status,
    place: row.place,
    prize: row.prize,
    registeredAt: row.registeredAt,
    ...(withPlayerRef ? { playerRef: row.playerRef } : {}),
  };
}

/** The participant kind a trust mode refuses (CONTRACT.md 4.5). */
export function refusedParticipant(trustMode: v.InferOutput<typeof TrustModeSchema>): "human" | "bot" | null {
  return trustMode === "human_only" ? "bot" : trustMode === "bot_only" ? "human" : null;
}
