import * as v from "valibot";

/** Shapes shared by many routes. One definition each; OpenAPI gets them from here too. */

export const EnvironmentSchema = v.picklist(["test", "live"]);
export const ScopeSchema = v.picklist(["calculations", "management"]);
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());
export const DaySchema = v.pipe(v.string(), v.isoDate());

export const FieldErrorSchema = v.object({ path: v.string(), code: v.string(), message: v.string() });

export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  code: v.string(),
  detail: v.string(),
  requestId: v.string(),
  errors: v.optional(v.array(FieldErrorSchema)),
});

export const PageSchema = v.object({
  limit: v.number(),
  hasMore: v.boolean(),
  nextCursor: v.nullable(v.string()),
});

/** Query `limit`: integer 1..100, default 50 (CONTRACT.md 1.7). Query strings arrive as text. */
export const LimitQuerySchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(100|[1-9][0-9]?)$/, "limit must be an integer from 1 to 100"),
    v.transform(Number),
  ),
  "50",
);

export const CursorQuerySchema = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200)));

export const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(120));
