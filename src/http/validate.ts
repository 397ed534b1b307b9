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
  return { path, code: issueCode(issue), message: issueMessage(issue) };
}

/** valibot's default text ("Invalid type: Expected string but received 1"); a schema's own message is kept. */
const LIBRARY_MESSAGE = /^Invalid \w+: (Expected [\s\S]* but r|R)eceived /;

/**
 * The field's message in our words: a schema's own message as written, else one made from the issue
 * (what was expected, and what came), never the validator's default text.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (!LIBRARY_MESSAGE.test(issue.message)) return issue.message;
  const got = describeInput(issue.input);
  const requirement = issue.requirement;
  const unit = (n: unknown) => `${typeof issue.input === "string" ? "character" : "item"}${n === 1 ? "" : "s"}`;
  switch (issueCode(issue)) {
    case "required":
      return "is required";
    case "unknown_field":
      return "is not a field of this request";
    case "not_integer":
      return `must be a whole number, got ${got}`;
    case "too_small":
      if (issue.type === "min_length") return `must have at least ${String(requirement)} ${unit(requirement)}, got ${lengthOf(issue.input)}`;
      if (issue.type === "min_size") return `must have at least ${String(requirement)} entries`;
      return `must be at least ${String(requirement)}, got ${got}`;
    case "too_large":
      if (issue.type === "max_length") return `must have at most ${String(requirement)} ${unit(requirement)}, got ${lengthOf(issue.input)}`;
      if (issue.type === "max_bytes") return `must be at most ${String(requirement)} bytes (UTF-8)`;
      if (issue.type === "max_size") return `must have at most ${String(requirement)} entries`;
      return `must be at most ${String(requirement)}, got ${got}`;
    case "invalid_format":
      return `${FORMATS[issue.type] ?? "is not in the expected format"}, got ${got}`;
    case "invalid_type": {
      const expected = describeExpected(issue.expected);
      // A union of shapes of one type (two object forms): say which part of the closest form failed.
      const first = issue.issues?.[0];
      if (expected === describeExpected(typeName(issue.input)) && first) {
        const at = (first.path ?? []).map((item) => String(item.key)).join("."); // relative to this value
        return `matches none of the accepted forms (${at ? `${at}: ` : ""}${issueMessage(first)})`;
      }
      return `must be ${expected}, got ${got}`;
    }
    default:
      return issue.expected ? `must be ${describeExpected(issue.expected)}, got ${got}` : `is not valid, got ${got}`;
  }
}

const FORMATS: Record<string, string> = {
  url: "must be an absolute URL",
  iso_timestamp: "must be an ISO 8601 timestamp (2026-11-25T20:00:00Z)",
  iso_date: "must be a date (YYYY-MM-DD)",
  regex: "is not in the expected format",
};

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  boolean: "true or false",
  Object: "an object",
  Array: "an array",
  null: "null",
  never: "absent",
};

/** valibot's `expected` ("string", "Object", "\"a\" | \"b\"", ">=1") as words. */
function describeExpected(expected: string | null): string {
  if (!expected) return "a valid value";
  const options = [...new Set(expected.replace(/[()]/g, "").split(" | "))].map((option) => TYPE_NAMES[option] ?? option);
  if (options.length === 1) return options[0]!;
  return options.every((o) => o.startsWith('"')) ? `one of ${options.join(", ")}` : options.join(" or ");
}

/** valibot's name for an input's type, as in its `expected` ("Object", "Array", "string"). */
function typeName(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "Array";
  return typeof input === "object" ? "Object" : typeof input;
}

function describeInput(input: unknown): string {
  if (input === undefined) return "nothing";
  if (input === null) return "null";
  if (Array.isArray(input)) return "an array";
  if (typeof input === "object") return "an object";
  if (typeof input === "string") return input.length > 40 ? `a string of ${input.length} characters` : JSON.stringify(input);
  return String(input);
}

function lengthOf(input: unknown): number {
  return typeof input === "string" || Array.isArray(input) ? input.length : 0;
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
 * PATCH. This walks a request schema once and makes every object (and variant) schema in it answer invalid_type
 * for an array, as it does for a scalar; the schema's OpenAPI rendering is unchanged.
 */
function objectsRefuseArrays(node: unknown): void {
  if (node === null || typeof node !== "object" || refusingArrays.has(node)) return;
  refusingArrays.add(node);
  const schema = node as Record<string, unknown> & { kind?: string; type?: string; "~run"?: RunFn };
  const run = schema["~run"];
  // A variant of objects (a body whose shape depends on a field, such as an embed session's mode) too.
  if (schema.kind === "schema" && typeof schema.type === "string" && (schema.type.endsWith("object") || schema.type === "variant") && run) {
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
