import * as v from "valibot";
import { SCOPES } from "../domain/keys.ts";
import { ERROR_CODES, type ErrorCode } from "../http/errors.ts";
import { withOpenApi } from "../http/openapi-hint.ts";

/** Shapes shared by many routes. One definition each; OpenAPI gets them from here too. */

/** An integer in [min, max]: for request fields. */
export const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A response field that is always an integer (amounts, counts, places, minutes...): `"type": "integer"` in OpenAPI. */
export const IntegerSchema = v.pipe(v.number(), v.integer());

export const EnvironmentSchema = v.picklist(["test", "live"]);
export const ScopeSchema = v.picklist(SCOPES);
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** True when YYYY-MM-DD at the start of `text` names a day that exists (isoDate/isoTimestamp accept Feb 30). */
function calendarDateExists(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return true; // the format check reports that
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A UTC day, YYYY-MM-DD, that exists. */
export const DaySchema = v.pipe(v.string(), v.isoDate("must be a day as YYYY-MM-DD"), v.check(calendarDateExists, "must be a day that exists"));

/** An RFC 3339 date-time sent by a client, whose calendar date exists (2031-02-30 is refused, not rolled over). */
export const TimestampInputSchema = v.pipe(
  v.string(),
  v.isoTimestamp("must be an RFC 3339 date-time"),
  v.check(calendarDateExists, "must be a date that exists"),
);

const FieldErrorSchema = v.object({ path: v.string(), code: v.string(), message: v.string() });

export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: IntegerSchema,
  code: v.picklist(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  detail: v.string(),
  requestId: v.string(),
  errors: v.optional(v.array(FieldErrorSchema)),
  /** 422 endpoint_verification_failed only (CONTRACT.md 4.7): how the verification request went. */
  verification: v.optional(v.object({ httpStatus: v.nullable(IntegerSchema), error: v.string() })),
  /** 409 conflict of a tournament registration only (CONTRACT 11): the entry already registered with this playerRef. */
  entryId: v.optional(v.string()),
});

export const PageSchema = v.object({
  limit: IntegerSchema,
  hasMore: v.boolean(),
  nextCursor: v.nullable(v.string()),
});

/** Query `limit`: integer 1..100, default 50 (CONTRACT.md 1.7). Query strings arrive as text. */
export const LimitQuerySchema = withOpenApi(
  v.optional(v.pipe(v.string(), v.regex(/^(100|[1-9][0-9]?)$/, "limit must be an integer from 1 to 100"), v.transform(Number)), "50"),
  { type: "integer", minimum: 1, maximum: 100, default: 50 },
);

export const CursorQuerySchema = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200)));

// C0 controls except tab, line feed and carriage return; DEL; and UTF-16 halves that pair with nothing.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this regex's purpose.
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text a client sends that names or describes something (names, room ids, player ids, colors,
 * notes): `min`..`max` characters, no NUL or other control characters, no lone surrogates (which
 * cannot be stored as UTF-8), and never only whitespace. Stored as sent, never trimmed.
 */
const safeText = v.check((s: string) => !UNSAFE_TEXT.test(s), "must not contain control characters or unpaired surrogates");
const notBlank = v.check((s: string) => s.length === 0 || s.trim() !== "", "must not be only whitespace");
export const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max), safeText, notBlank);

/** Optional free text (notes, reasons): up to `max` characters, the same rules as `text`, may be empty. */
export const optionalText = (max: number) => v.pipe(v.string(), v.maxLength(max), safeText, notBlank);

export const NameSchema = text(1, 120);

/** A blind level or break, as blind schedules return them and blind structures store them (CONTRACT 3.4, 4.3). */
export const BlindLevelSchema = v.object({
  kind: v.literal("level"),
  level: IntegerSchema,
  smallBlind: IntegerSchema,
  bigBlind: IntegerSchema,
  ante: IntegerSchema,
  durationMinutes: IntegerSchema,
  startsAtMinute: IntegerSchema,
  overtime: v.optional(v.literal(true)),
});
export const BlindBreakSchema = v.object({
  kind: v.literal("break"),
  durationMinutes: IntegerSchema,
  startsAtMinute: IntegerSchema,
  colorUp: v.array(IntegerSchema),
});
