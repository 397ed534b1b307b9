import * as v from "valibot";
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from "../../../db/schema.ts";
import { CursorQuerySchema, EnvironmentSchema, IntegerSchema, LimitQuerySchema, TimestampInputSchema, TimestampSchema, text } from "../../schemas.ts";
import { IdParamSchema, ListQuery, listOf, ProjectIdSchema } from "../schema.ts";

/** Webhook endpoints, their deliveries and recovery (CONTRACT.md 4.7 and 9). */

/**
 * CONTRACT 6, 10.4 and 11.1: a tournament's completion, a hosted table's seat closing (with the builder's
 * playerRef), a tournament the service runs starting, and each of its entries eliminated.
 */
const WEBHOOK_EVENT_TYPES = ["tournament.completed", "table.seat_closed", "tournament.started", "tournament.entry_eliminated"] as const;
const EventTypeSchema = v.picklist(WEBHOOK_EVENT_TYPES);
const EventTypesSchema = v.pipe(v.array(EventTypeSchema), v.minLength(1), v.maxLength(20));
const UrlSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(2048), v.url("must be an absolute URL"));
const LabelSchema = text(1, 120);
const EndpointStatusSchema = v.picklist(["active", "disabled"]);
const DeliveryStatusSchema = v.picklist(["pending", "succeeded", "failed", "retrying"]);
const AttemptErrorSchema = v.picklist(["timeout", "network", "http_status", "url_not_allowed", "secret_unavailable", "internal_error"]);

/** An RFC 3339 date-time a client sends, read as UTC with milliseconds (the form stored timestamps have). */
const InstantSchema = v.pipe(
  TimestampInputSchema,
  v.check((s) => !v.is(TimestampInputSchema, s) || !Number.isNaN(Date.parse(s)), "must be an RFC 3339 date-time"),
  v.transform((s) => new Date(s).toISOString()),
);

export const CreateEndpointBody = v.strictObject({
  environment: EnvironmentSchema,
  eventTypes: EventTypesSchema,
  label: LabelSchema,
  projectId: ProjectIdSchema,
  url: UrlSchema,
});

export const UpdateEndpointBody = v.strictObject({
  eventTypes: v.optional(EventTypesSchema),
  label: v.optional(LabelSchema),
  status: v.optional(EndpointStatusSchema),
  url: v.optional(UrlSchema),
});

export const RecoverBody = v.strictObject({
  since: InstantSchema,
  until: v.optional(InstantSchema),
  dryRun: v.optional(v.boolean()),
});

export const EndpointParams = v.object({ endpointId: IdParamSchema });
export const DeliveryParams = v.object({ endpointId: IdParamSchema, deliveryId: IdParamSchema });
export const EndpointListQuery = ListQuery;
export const DeliveryListQuery = v.object({ limit: LimitQuerySchema, cursor: CursorQuerySchema, status: v.optional(DeliveryStatusSchema) });

const EndpointSchema = v.object({
  id: v.string(),
  environment: EnvironmentSchema,
  projectId: v.string(),
  label: v.string(),
  url: v.string(),
  eventTypes: v.array(v.string()),
  status: EndpointStatusSchema,
  lastVerifiedAt: v.nullable(TimestampSchema),
  lastVerificationStatus: v.nullable(v.picklist(["succeeded", "failed"])),
  secretRotatedAt: v.nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export const EndpointEnvelope = v.object({ endpoint: EndpointSchema });
export const EndpointList = listOf("developer_webhook_endpoints", EndpointSchema);
export const CreatedEndpoint = v.object({
  endpoint: EndpointSchema,
  secret: v.object({ secret: v.string(), createdAt: TimestampSchema }),
});
export const RotatedEndpoint = v.object({
  endpoint: EndpointSchema,
  secret: v.object({ secret: v.string(), createdAt: TimestampSchema, previousSecretExpiresAt: TimestampSchema }),
});

const DeliverySchema = v.object({
  id: v.string(),
  eventId: v.string(),
  eventType: v.string(),
  attempt: IntegerSchema,
  status: DeliveryStatusSchema,
  responseStatus: v.nullable(IntegerSchema),
  nextAttemptAt: v.nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
const AttemptSchema = v.object({
  attempt: IntegerSchema,
  status: v.picklist(["succeeded", "failed"]),
  responseStatus: v.nullable(IntegerSchema),
  durationMs: IntegerSchema,
  error: v.nullable(AttemptErrorSchema),
  attemptedAt: TimestampSchema,
});

export const DeliveryList = listOf("developer_webhook_deliveries", DeliverySchema);
export const DeliveryDetail = v.object({ delivery: v.object({ ...DeliverySchema.entries, attempts: v.array(AttemptSchema) }) });
export const RecoveryResult = v.object({
  object: v.literal("developer_webhook_recovery"),
  endpointId: v.string(),
  since: TimestampSchema,
  until: TimestampSchema,
  dryRun: v.boolean(),
  deliveries: IntegerSchema,
  hasMore: v.boolean(),
});

/** The public view of an endpoint: never a secret, sealed or not. */
export function endpointRecord(row: WebhookEndpointRow): v.InferOutput<typeof EndpointSchema> {
  return {
    id: row.id,
    environment: row.environment,
    projectId: row.projectId,
    label: row.label,
    url: row.url,
    eventTypes: row.eventTypes,
    status: row.status,
    lastVerifiedAt: row.lastVerifiedAt,
    lastVerificationStatus: row.lastVerificationStatus,
    secretRotatedAt: row.secretRotatedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function deliveryRecord(row: WebhookDeliveryRow): v.InferOutput<typeof DeliverySchema> {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    attempt: row.attempt,
    status: row.status,
    responseStatus: row.responseStatus,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function attemptRecord(row: WebhookAttemptRow): v.InferOutput<typeof AttemptSchema> {
  return {
    attempt: row.attempt,
    status: row.status,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    attemptedAt: row.attemptedAt,
  };
}

/** Subscribed types, each once, in the order first given. */
export function uniqueEventTypes(types: readonly string[]): string[] {
  return [...new Set(types)];
}
