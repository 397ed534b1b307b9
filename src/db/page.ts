import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { decodeBase64Url, encodeBase64Url } from "../lib/base64.ts";

/**
 * Pagination, in one place: newest-first keyset pages over (createdAt, id), the opaque cursor that
 * carries the position between requests, and the page envelope of CONTRACT.md 1.7.
 */

/** Keyset position for newest-first lists: rows strictly older than (createdAt, id). */
export interface PageCursor {
  createdAt: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  cursor: PageCursor | null;
}

/** WHERE part of a newest-first keyset page: (createdAt, id) strictly before the cursor. */
export function before(createdAt: SQLiteColumn, id: SQLiteColumn, cursor: PageCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

export function newestFirst(createdAt: SQLiteColumn, id: SQLiteColumn): SQL[] {
  return [desc(createdAt), desc(id)];
}

/** Opaque cursor: base64url of the last row's (createdAt, id). */
function encodeCursor(cursor: PageCursor): string {
  return encodeBase64Url(new TextEncoder().encode(JSON.stringify([cursor.createdAt, cursor.id])));
}

/** The position a cursor this service returned carries, or null for any other text. */
export function decodeCursor(raw: string): PageCursor | null {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(decodeBase64Url(raw)));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // not a cursor
  }
  return null;
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
