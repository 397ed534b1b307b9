import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { PageCursor } from "./tenant.ts";

/** WHERE part of a newest-first keyset page: (createdAt, id) strictly before the cursor. */
export function before(createdAt: SQLiteColumn, id: SQLiteColumn, cursor: PageCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

export function newestFirst(createdAt: SQLiteColumn, id: SQLiteColumn): SQL[] {
  return [desc(createdAt), desc(id)];
}
