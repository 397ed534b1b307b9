import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    /** JSON array of scopes. */
    scopes: text("scopes").notNull(),
    projectId: text("project_id"),
    createdAt: createdAt(),
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.hash), index("api_keys_org_idx").on(t.organizationId, t.createdAt)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export { sql };
