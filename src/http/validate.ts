import * as v from "valibot";
import { ApiError, type FieldError } from "./errors.ts";

/** Parses with valibot and reports every failing field with a JSON Pointer path. */
export function safeParseFields<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root = "",
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldError[] } {
  const result = v.safeParse(schema, input, { abortEarly: false });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: result.issues.map((issue) => toFieldError(issue, root)) };
}

/** Throws 400 validation_failed listing field errors, when there are any. */
export function failIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw validationError(errors);
}

/** 400 validation_failed listing every field error; the detail names the first. */
export function validationError(errors: FieldError[]): ApiError {
  const first = errors[0]!;
  return new ApiError("validation_failed", `${first.path || "/"}: ${first.message}`, { errors });
}

function toFieldError(issue: v.BaseIssue<unknown>, root: string): FieldError {
  const path = root + (issue.path ?? []).map((item) => "/" + escapePointer(String(item.key))).join("");
  return { path, code: issueCode(issue), message: issue.message };
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Short machine-readable reasons: "required", "invalid_type", "too_small", ... */
function issueCode(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema" && issue.input === undefined) return "required";
  switch (issue.type) {
    case "strict_object":
      return "unknown_field";
    case "min_length":
    case "min_value":
    case "min_size":
      return "too_small";
    case "max_length":
    case "max_value":
    case "max_size":
    case "max_bytes":
      return "too_large";
    case "integer":
      return "not_integer";
    case "picklist":
    case "literal":
    case "enum":
      return "invalid_value";
    case "regex":
    case "url":
    case "iso_timestamp":
    case "iso_date":
      return "invalid_format";
    default:
      return issue.kind === "schema" ? "invalid_type" : "invalid_value";
  }
}
