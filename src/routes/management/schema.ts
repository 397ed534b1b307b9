import * as v from "valibot";
import { CursorQuerySchema, LimitQuerySchema, optionalText, PageSchema, text } from "../schemas.ts";

/** Shapes shared by the management routes. */

export const CATALOG_VERSION = "2026-06-08.management-tournament-catalog.v2";
export const CatalogVersionSchema = v.literal(CATALOG_VERSION);

export const RoomIdSchema = text(1, 160);
export const ProjectIdSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(160),
  v.regex(/^[A-Za-z0-9_-]+$/, "must use only A-Z, a-z, 0-9, '_' and '-'"),
);
export const IdParamSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

export const ListQuery = v.object({ limit: LimitQuerySchema, cursor: CursorQuerySchema });

export const managementBase = {
  tags: ["management"],
  visibility: "public",
  auth: { kind: "key", scope: "management" },
} as const;

/** A list envelope (CONTRACT.md 1.7) for items of `item`. */
export function listOf<O extends string, S extends v.GenericSchema>(object: O, item: S) {
  return v.object({ object: v.literal(object), data: v.array(item), page: PageSchema });
}

export const ProvenanceSchema = v.nullable(
  v.strictObject({
    source: text(1, 120),
    url: v.optional(v.pipe(v.string(), v.maxLength(2048), v.url())),
    notes: v.optional(optionalText(500)),
  }),
);
