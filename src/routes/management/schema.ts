import * as v from "valibot";
import type { PageCursor, PageRequest } from "../../db/tenant.ts";
import { ApiError, type FieldError } from "../../http/errors.ts";
import { validationError } from "../../http/validate.ts";
import { CursorQuerySchema, LimitQuerySchema, PageSchema } from "../schemas.ts";

/** Shapes and helpers shared by the management routes. */

export const CATALOG_VERSION = "2026-06-08.management-tournament-catalog.v2";
export const CatalogVersionSchema = v.literal(CATALOG_VERSION);

export const RoomIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(160));
export const ProjectIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(160), v.regex(/^[A-Za-z0-9_-]+$/, "must use only A-Z, a-z, 0-9, '_' and '-'"));
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

/** Opaque cursor: base64url of the last row's (createdAt, id). */
export function encodeCursor(cursor: PageCursor): string {
  return btoa(JSON.stringify([cursor.createdAt, cursor.id])).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function decodeCursor(raw: string | undefined): PageCursor | null {
  if (raw === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(atob(raw.replaceAll("-", "+").replaceAll("_", "/")));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the validation error
  }
  throw validationError([{ path: "/query/cursor", code: "invalid_value", message: "not a cursor returned by this list" }]);
}

export function pageRequest(query: { limit: number; cursor?: string | undefined }): PageRequest {
  return { limit: query.limit, cursor: decodeCursor(query.cursor) };
}

/** Cuts the extra row a query fetched (limit + 1) and builds `page`. */
export function pageOf<R, T>(rows: R[], limit: number, position: (row: R) => PageCursor, render: (row: R) => T) {
  const hasMore = rows.length > limit;
  const kept = hasMore ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return {
    data: kept.map(render),
    page: { limit, hasMore, nextCursor: hasMore && last !== undefined ? encodeCursor(position(last)) : null },
  };
}

/** Throws 400 validation_failed listing field errors, when there are any. */
export function failIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw validationError(errors);
}

export function notFound(what: string): ApiError {
  return new ApiError("not_found", `No such ${what}.`);
}

export const ProvenanceSchema = v.nullable(
  v.strictObject({
    source: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
    url: v.optional(v.pipe(v.string(), v.maxLength(2048), v.url())),
    notes: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
);
export type Provenance = v.InferOutput<typeof ProvenanceSchema>;

export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
