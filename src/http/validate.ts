import * as v from "valibot";
import { ApiError, type FieldError } from "./errors.ts";

/** Parses with valibot and reports every failing field with a JSON Pointer path. */
export function safeParseFields<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root = "",
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldError[] } {
  objectsRefuseArrays(schema);
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
  const path = root + (issue.path ?? []).map((item) => `/${escapePointer(String(item.key))}`).join("");
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
      // The same issue type reports a key the schema does not know and a value that is no object.
      return issue.expected === "never" ? "unknown_field" : "invalid_type";
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

const refusingArrays = new WeakSet<object>();
const CHILD_KEYS = ["entries", "wrapped", "item", "items", "options", "pipe", "rest", "key", "value"] as const;

/**
 * valibot's object schemas accept arrays (typeof [] is "object"), so `[]` would pass as an empty
 * PATCH. This walks a request schema once and makes every object schema in it answer invalid_type
 * for an array, as it does for a scalar; the schema's OpenAPI rendering is unchanged.
 */
function objectsRefuseArrays(node: unknown): void {
  if (node === null || typeof node !== "object" || refusingArrays.has(node)) return;
  refusingArrays.add(node);
  const schema = node as Record<string, unknown> & { kind?: string; type?: string; "~run"?: RunFn };
  const run = schema["~run"];
  if (schema.kind === "schema" && typeof schema.type === "string" && schema.type.endsWith("object") && run) {
    schema["~run"] = function (this: v.GenericSchema, dataset, config) {
      if (!Array.isArray(dataset.value)) return run.call(this, dataset, config);
      v._addIssue(this, "type", dataset, config);
      return dataset;
    };
  }
  for (const key of CHILD_KEYS) {
    const child = schema[key];
    const children = Array.isArray(child) ? child : key === "entries" && child && typeof child === "object" ? Object.values(child) : [child];
    for (const item of children) objectsRefuseArrays(item);
  }
}

type RunFn = (this: v.GenericSchema, dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) => unknown;
