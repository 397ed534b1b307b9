import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Scope } from "../domain/keys.ts";
import type { RingGameAnte, RingGameBuyIn, RingGameClock, RingGameSpectators } from "../domain/ring-games.ts";
import type { LevelItem, PayoutLadder, Provenance, Tier } from "../domain/structures.ts";
import { TRUST_MODES, type TrustMode } from "../domain/trust.ts";
import type { AttemptError } from "../domain/webhooks.ts";

/** Timestamps are RFC 3339 UTC strings with milliseconds, as the contract returns them. */
const createdAt = () => text("created_at").notNull();
const updatedAt = () => text("updated_at").notNull();

export const organizations = sqliteTable("organizations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    /** First characters of the raw key (e.g. "sk_test_AbCd"), for recognising it in a console. */
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the raw key: the raw key itself is never stored. */
    hash: text("hash").notNull(),
    environment: text("environment", { enum: ["test", "live"] }).notNull(),
    scopes: text("scopes", { mode: "json" }).$type<Scope[]>().notNull(),
    projectId: text("project_id"),
    createdAt: createdAt(),
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.hash), index("api_keys_org_idx").on(t.organizationId, t.createdAt)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Management (CONTRACT.md 4.1-4.6). JSON columns hold arrays/objects as text in Drizzle's JSON mode:
// rows carry the parsed, typed values. Catalog rows (presets, approved structures) are seeded by a migration.

const environment = () => text("environment", { enum: ["test", "live"] }).notNull();

export const tournamentPresets = sqliteTable("tournament_presets", {
  presetKey: text("preset_key").primaryKey(),
  name: text("name").notNull(),
  format: text("format", { enum: ["mtt", "sng"] }).notNull(),
  game: text("game", { enum: ["nlhe", "plo4", "plo5"] }).notNull(),
  tableSize: integer("table_size").notNull(),
  minPlayers: integer("min_players").notNull(),
  maxPlayers: integer("max_players").notNull(),
  startingStack: integer("starting_stack").notNull(),
  lateRegistrationLevels: integer("late_registration_levels").notNull(),
  allowedTrustModes: text("allowed_trust_modes", { mode: "json" }).$type<TrustMode[]>().notNull(),
  defaultBlindStructureId: text("default_blind_structure_id").notNull(),
  defaultPayoutStructureId: text("default_payout_structure_id").notNull(),
  createdAt: createdAt(),
});

/**
 * The product registry (catalog data, seeded by migration): the products an embed session may name
 * (CONTRACT.md 4.8) and the brand the spectator page shows for each.
 */
export const embedProducts = sqliteTable("embed_products", {
  productKey: text("product_key").primaryKey(),
  brand: text("brand").notNull(),
  createdAt: createdAt(),
});

/** Approved rows have no organization and no room; room-owned rows have both. */
export const blindStructures = sqliteTable(
  "blind_structures",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id"),
    roomId: text("room_id"),
    ownership: text("ownership", { enum: ["room", "approved"] }).notNull(),
    name: text("name").notNull(),
    estimatedDurationMinutes: integer("estimated_duration_minutes").notNull(),
    /** JSON array of level and break items. */
    levels: text("levels", { mode: "json" }).$type<LevelItem[]>().notNull(),
    /** JSON object or null. */
    provenance: text("provenance", { mode: "json" }).$type<Provenance>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blind_structures_org_idx").on(t.organizationId, t.createdAt, t.id),
    index("blind_structures_org_room_idx").on(t.organizationId, t.roomId, t.createdAt, t.id),
    index("blind_structures_ownership_idx").on(t.ownership, t.createdAt, t.id),
  ],
);

export const payoutStructures = sqliteTable(
  "payout_structures",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id"),
    roomId: text("room_id"),
    ownership: text("ownership", { enum: ["room", "approved"] }).notNull(),
    name: text("name").notNull(),
    minPlayers: integer("min_players").notNull(),
    maxPlayers: integer("max_players").notNull(),
    /** JSON array of { fromPlace, toPlace, basisPoints } tiers. */
    payouts: text("payouts", { mode: "json" }).$type<Tier[]>().notNull(),
    /** JSON { style, rounding }: set when the prizes are calculated for the final field at completion. */
    ladder: text("ladder", { mode: "json" }).$type<PayoutLadder>(),
    provenance: text("provenance", { mode: "json" }).$type<Provenance>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payout_structures_org_idx").on(t.organizationId, t.createdAt, t.id),
    index("payout_structures_org_room_idx").on(t.organizationId, t.roomId, t.createdAt, t.id),
    index("payout_structures_ownership_idx").on(t.ownership, t.createdAt, t.id),
  ],
);

/** A tournament's buy-in (play-money units, no fee): what each entry, rebuy and add-on adds to the prize pool. */
export interface TournamentBuyIn {
  amount: number;
  rebuyAmount?: number;
  addOnAmount?: number;
}

export const tournaments = sqliteTable(
  "tournaments",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    projectId: text("project_id"),
    roomId: text("room_id").notNull(),
    name: text("name").notNull(),
    presetKey: text("preset_key").notNull(),
    blindStructureId: text("blind_structure_id").notNull(),
    payoutStructureId: text("payout_structure_id").notNull(),
    startsAt: text("starts_at").notNull(),
    lateRegistrationMinutes: integer("late_registration_minutes"),
    /** CONTRACT 11.1: "time" (at startsAt) or "full" (when the last seat is taken); null on rows made before it ("time"). */
    startWhen: text("start_when", { enum: ["time", "full"] }),
    /** Levels late registration stays open (0 = none, never beyond the preset's); null: the preset's. */
    lateRegistrationLevels: integer("late_registration_levels"),
    /** JSON { amount, rebuyAmount?, addOnAmount? }: the prize pool grows from the entries' buy-ins (null: a fixed prizePool). */
    buyIn: text("buy_in", { mode: "json" }).$type<TournamentBuyIn>(),
    /** The least the prize pool is when it grows from buy-ins. */
    guaranteedPrizePool: integer("guaranteed_prize_pool"),
    /** JSON { kind: "standard" | "progressive", amount }: a bounty on every entry (null: none). */
    bounty: text("bounty", { mode: "json" }).$type<{ kind: "standard" | "progressive"; amount: number }>(),
    /** JSON { untilLevel, maxPerEntry, chips }: rebuys sold while the service runs it (null: none). */
    rebuys: text("rebuys", { mode: "json" }).$type<{ untilLevel: number; maxPerEntry: number; chips: number }>(),
    /** JSON { afterLevel, chips }: an add-on sold after that level (null: none). */
    addOn: text("add_on", { mode: "json" }).$type<{ afterLevel: number; chips: number }>(),
    /** Rebuys and add-ons sold so far (they grow a prize pool from buy-ins; only ever increase). */
    rebuysSold: integer("rebuys_sold").notNull().default(0),
    addOnsSold: integer("add_ons_sold").notNull().default(0),
    timezone: text("timezone"),
    trustMode: text("trust_mode", { enum: TRUST_MODES }).notNull(),
    /** running: a tournament the service plays on its own tables (CONTRACT 11), between scheduled and completed. */
    status: text("status", { enum: ["draft", "scheduled", "running", "completed", "cancelled"] }).notNull(),
    entrants: integer("entrants").notNull().default(0),
    prizePool: integer("prize_pool"),
    cancellationReason: text("cancellation_reason"),
    /** Id of the tournament.completed event; the batch that completes the tournament keys on it. */
    completionEventId: text("completion_event_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: text("published_at"),
    cancelledAt: text("cancelled_at"),
    completedAt: text("completed_at"),
  },
  (t) => [
    index("tournaments_tenant_idx").on(t.organizationId, t.environment, t.createdAt, t.id),
    index("tournaments_tenant_room_idx").on(t.organizationId, t.environment, t.roomId, t.createdAt, t.id),
    index("tournaments_tenant_status_idx").on(t.organizationId, t.environment, t.status, t.createdAt, t.id),
  ],
);

export const entries = sqliteTable(
  "entries",
  {
    id: text("id").primaryKey(),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    displayName: text("display_name").notNull(),
    /** The builder's private player reference: never listed. */
    playerRef: text("player_ref").notNull(),
    participant: text("participant", { enum: ["human", "bot"] }).notNull(),
    status: text("status", { enum: ["registered", "withdrawn", "finished"] }).notNull(),
    place: integer("place"),
    prize: integer("prize"),
    registeredAt: text("registered_at").notNull(),
    updatedAt: updatedAt(),
    /** Bounty money the entry won (a tournament with bounties, once completed); null otherwise. */
    bountiesWon: integer("bounties_won"),
  },
  (t) => [
    index("entries_tournament_idx").on(t.tournamentId, t.registeredAt, t.id),
    // One entry per player and tournament.
    uniqueIndex("entries_tournament_player_unique").on(t.tournamentId, t.playerRef),
  ],
);

export const projects = sqliteTable(
  "projects",
  {
    organizationId: text("organization_id").notNull(),
    projectId: text("project_id").notNull(),
    name: text("name").notNull(),
    /** JSON array of normalized origins. */
    allowedOrigins: text("allowed_origins", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("projects_org_project_unique").on(t.organizationId, t.projectId),
    index("projects_org_idx").on(t.organizationId, t.createdAt, t.projectId),
  ],
);

/**
 * One row per idempotency key and scope (CONTRACT.md 1.8). The unique index is what makes a
 * key single-use under concurrency: the first INSERT claims it, every other one conflicts.
 */
export const idempotencyRecords = sqliteTable(
  "idempotency_records",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    /** "" when the scope has no room / project. */
    roomId: text("room_id").notNull(),
    projectId: text("project_id").notNull(),
    environment: environment(),
    endpoint: text("endpoint").notNull(),
    key: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ["in_progress", "completed"] }).notNull(),
    responseStatus: integer("response_status"),
    /** JSON of the original response body, replayed as is. */
    responseBody: text("response_body", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_scope_unique").on(t.organizationId, t.roomId, t.projectId, t.environment, t.endpoint, t.key),
    index("idempotency_expires_idx").on(t.expiresAt),
  ],
);

/** Recorded events (delivery is the webhooks' job): one completion event per tournament. */
export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    projectId: text("project_id"),
    type: text("type").notNull(),
    /** The record the event is about (a tournament id). */
    subjectId: text("subject_id").notNull(),
    /**
     * JSON of the event body (CONTRACT.md 6). A `tournament.completed` row leaves out `data.results`:
     * the sender reads them from the finished entries (src/webhooks/event-body.ts), so no value here
     * grows with the field.
     */
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    createdAt: createdAt(),
    /**
     * When the webhook fan-out (src/webhooks/dispatch.ts) created and queued this event's deliveries.
     * Null until then: the sweep finds events the Worker recorded but never queued.
     */
    dispatchedAt: text("dispatched_at"),
  },
  (t) => [
    index("events_tenant_idx").on(t.organizationId, t.environment, t.createdAt, t.id),
    uniqueIndex("events_subject_type_unique").on(t.subjectId, t.type),
    index("events_undispatched_idx").on(t.createdAt).where(sql`${t.dispatchedAt} IS NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Webhooks (CONTRACT.md 4.7, 6). Signing secrets are stored AES-GCM encrypted (src/webhooks/secrets.ts).

export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    projectId: text("project_id").notNull(),
    label: text("label").notNull(),
    url: text("url").notNull(),
    /** JSON array of subscribed event types. */
    eventTypes: text("event_types", { mode: "json" }).$type<string[]>().notNull(),
    status: text("status", { enum: ["active", "disabled"] }).notNull(),
    /** base64 of IV (12 bytes) + AES-GCM ciphertext of the `whsec_...` secret. */
    secret: text("secret").notNull(),
    secretCreatedAt: text("secret_created_at").notNull(),
    /** The secret a rotation replaced: it keeps signing (a second signature) until `previousSecretExpiresAt`. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: text("previous_secret_expires_at"),
    secretRotatedAt: text("secret_rotated_at"),
    lastVerifiedAt: text("last_verified_at"),
    lastVerificationStatus: text("last_verification_status", { enum: ["succeeded", "failed"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhook_endpoints_tenant_idx").on(t.organizationId, t.environment, t.createdAt, t.id),
    index("webhook_endpoints_fanout_idx").on(t.organizationId, t.environment, t.status, t.projectId),
  ],
);

/** One row per (event, endpoint): the unique index makes the fan-out and the sweep idempotent. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    eventType: text("event_type").notNull(),
    status: text("status", { enum: ["pending", "retrying", "succeeded", "failed"] }).notNull(),
    /** Attempts made so far: counted with the attempt's webhook_attempts row, in one transaction. */
    attempt: integer("attempt").notNull().default(0),
    responseStatus: integer("response_status"),
    nextAttemptAt: text("next_attempt_at"),
    /** Null while the delivery waits to be (re)queued: the sweep sends those a message. */
    enqueuedAt: text("enqueued_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_unique").on(t.eventId, t.endpointId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_deliveries_endpoint_status_idx").on(t.endpointId, t.status, t.createdAt, t.id),
    index("webhook_deliveries_unqueued_idx").on(t.updatedAt).where(sql`${t.enqueuedAt} IS NULL`),
    // The sweep's look for open deliveries whose next attempt is long overdue (their message was lost).
    index("webhook_deliveries_open_idx").on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'retrying')`),
  ],
);

/** Every attempt of every delivery: what was sent when, and how the receiver answered. Never a body. */
export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer("attempt").notNull(),
    status: text("status", { enum: ["succeeded", "failed"] }).notNull(),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms").notNull(),
    /** The error class of a failed attempt (AttemptError in src/domain/webhooks.ts); null on success. */
    error: text("error").$type<AttemptError>(),
    attemptedAt: text("attempted_at").notNull(),
  },
  (t) => [uniqueIndex("webhook_attempts_delivery_attempt_unique").on(t.deliveryId, t.attempt)],
);

// ---------------------------------------------------------------------------------------------
// Verifiable shuffles (CONTRACT.md 9, README "Verifiable shuffles"). The server seed is sealed with
// AES-GCM under SECRETS_KEY (src/lib/sealed-secrets.ts), bound to the shuffle id.

export const shuffles = sqliteTable(
  "shuffles",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    /** The creating key's project restriction; null for an unrestricted key. */
    projectId: text("project_id"),
    alg: text("alg", { enum: ["pw-shuffle-v1"] }).notNull(),
    /** base64 of IV (12 bytes) + AES-GCM ciphertext of the server seed's 64 hex characters. */
    sealedSeed: text("sealed_seed").notNull(),
    /** Lowercase hex SHA-256 of the 32 seed bytes, published at creation. */
    commitment: text("commitment").notNull(),
    /** Set once, together, when the deck is drawn (null before). */
    clientSeed: text("client_seed"),
    nonce: integer("nonce"),
    deck: text("deck", { mode: "json" }).$type<string[]>(),
    dealtAt: text("dealt_at"),
    /** When the seed was first revealed (null before); revealing again answers the same. */
    revealedAt: text("revealed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("shuffles_tenant_idx").on(t.organizationId, t.environment, t.createdAt, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Hosted play-money tables (CONTRACT.md 10.1). A ring game is the settings its tables copy; a table row is
// only the tenancy and the listing: the table's state lives in its Durable Object (src/tables/table-object.ts).

export const ringGames = sqliteTable(
  "ring_games",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    projectId: text("project_id"),
    roomId: text("room_id").notNull(),
    name: text("name").notNull(),
    game: text("game", { enum: ["nlhe", "plo4", "plo5"] }).notNull(),
    tableSize: integer("table_size").notNull(),
    smallBlind: integer("small_blind").notNull(),
    bigBlind: integer("big_blind").notNull(),
    /** JSON { kind, amount } or null. */
    ante: text("ante", { mode: "json" }).$type<RingGameAnte>(),
    /** JSON { min, max } in chips. */
    buyIn: text("buy_in", { mode: "json" }).$type<RingGameBuyIn>().notNull(),
    /** JSON { actionSeconds, timeBankSeconds }. */
    clock: text("clock", { mode: "json" }).$type<RingGameClock>().notNull(),
    /** JSON { mode, delaySeconds }. */
    spectators: text("spectators", { mode: "json" }).$type<RingGameSpectators>().notNull(),
    trustMode: text("trust_mode", { enum: TRUST_MODES }).notNull(),
    /** JSON { revealAfter: "hand" | "table_close" }; null on ring games made before it (their trust mode's default). */
    fairness: text("fairness", { mode: "json" }).$type<{ revealAfter: "hand" | "table_close" }>(),
    status: text("status", { enum: ["open", "closed"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ring_games_tenant_idx").on(t.organizationId, t.environment, t.createdAt, t.id),
    index("ring_games_tenant_room_idx").on(t.organizationId, t.environment, t.roomId, t.createdAt, t.id),
    index("ring_games_tenant_status_idx").on(t.organizationId, t.environment, t.status, t.createdAt, t.id),
  ],
);

export const tables = sqliteTable(
  "tables",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    environment: environment(),
    /** The ring game's project (null when it has none). */
    projectId: text("project_id"),
    ringGameId: text("ring_game_id")
      .notNull()
      .references(() => ringGames.id),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tables_ring_game_idx").on(t.ringGameId, t.createdAt, t.id)],
);

export type EmbedProductRow = typeof embedProducts.$inferSelect;
export type TournamentPresetRow = typeof tournamentPresets.$inferSelect;
export type BlindStructureRow = typeof blindStructures.$inferSelect;
export type PayoutStructureRow = typeof payoutStructures.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type IdempotencyRow = typeof idempotencyRecords.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type ShuffleRow = typeof shuffles.$inferSelect;
export type RingGameRow = typeof ringGames.$inferSelect;
export type TableRow = typeof tables.$inferSelect;
