import { decodeCursor, type PageRequest } from "../db/page.ts";
import { validationError } from "./validate.ts";

/** A list's `limit` and `cursor` query as a page request; 400 validation_failed at /query/cursor for a cursor no list returned. */
export function pageRequest(query: { limit: number; cursor?: string | undefined }): PageRequest {
  if (query.cursor === undefined) return { limit: query.limit, cursor: null };
  const cursor = decodeCursor(query.cursor);
  if (!cursor) throw validationError([{ path: "/query/cursor", code: "invalid_value", message: "not a cursor returned by this list" }]);
  return { limit: query.limit, cursor };
}
