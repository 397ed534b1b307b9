import * as v from "valibot";
import { EnvironmentSchema, IntegerSchema, NameSchema, ScopeSchema, TimestampSchema } from "../schemas.ts";

const OrganizationSchema = v.object({
  id: v.string(),
  object: v.literal("organization"),
  name: v.string(),
  freeCreditsRemaining: IntegerSchema,
  paidUsageEnabled: v.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export const CreateOrganizationBody = v.strictObject({
  name: NameSchema,
  freeCredits: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000))),
  paidUsageEnabled: v.optional(v.boolean()),
});

export const UpdateOrganizationBody = v.strictObject({
  freeCreditsRemaining: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000))),
  paidUsageEnabled: v.optional(v.boolean()),
});

export const OrganizationParams = v.object({ orgId: v.pipe(v.string(), v.startsWith("org_")) });
export const KeyParams = v.object({ orgId: v.string(), keyId: v.string() });

const KeyKindSchema = v.picklist(["secret", "publishable"]);

/**
 * `kind` defaults to `secret` (scopes required). A `publishable` key needs `projectId` and has the scope
 * `calculations` only (`scopes` may be left out or be exactly `["calculations"]`).
 */
export const CreateKeyBody = v.strictObject({
  name: NameSchema,
  environment: EnvironmentSchema,
  kind: v.optional(KeyKindSchema, "secret"),
  scopes: v.optional(
    v.pipe(
      v.array(ScopeSchema),
      v.minLength(1),
      v.maxLength(2),
      v.check((s) => new Set(s).size === s.length, "scopes must be distinct"),
    ),
  ),
  projectId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(160), v.regex(/^[A-Za-z0-9_-]+$/))),
});

const KeySchema = v.object({
  id: v.string(),
  name: v.string(),
  prefix: v.string(),
  kind: KeyKindSchema,
  environment: EnvironmentSchema,
  scopes: v.array(ScopeSchema),
  projectId: v.nullable(v.string()),
  createdAt: TimestampSchema,
  revokedAt: v.nullable(TimestampSchema),
});

export const OrganizationEnvelope = v.object({ organization: OrganizationSchema });
export const KeyEnvelope = v.object({ key: KeySchema });
export const IssuedKeySchema = v.object({ key: KeySchema, secret: v.pipe(v.string(), v.regex(/^(sk|pk)_(test|live)_[A-Za-z0-9]{32,}$/)) });

/** Admin routes are the console's backend: internal (not in openapi.json) and authorised by ADMIN_TOKEN. */
export const adminBase = { tags: ["admin"], visibility: "internal", auth: { kind: "admin" } } as const;
