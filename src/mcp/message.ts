import { INVALID_REQUEST, isJsonContentType, PARSE_ERROR, readRequestBody } from "@modelcontextprotocol/server";

/** The body of a request the SDK reads itself: not a POST with a JSON body (it answers 405 or 415). */
export const NOT_READ = Symbol("not read");

/**
 * One JSON-RPC message, parsed once for the SDK (`parsedBody`). For a tools/call of a tool whose
 * arguments are a REST body, `argumentsJson` is the arguments exactly as the client sent them, and
 * `message.params.arguments` is an empty object in their place: the REST pipeline then parses the
 * arguments once, from the client's own bytes, as it parses a REST body. (Parsing them into the
 * message as well, then serialising them again for the pipeline, cost a 10,000-player ICM deal
 * about 7 ms of CPU that the same REST call does not spend.)
 */
export interface McpMessage {
  message: unknown;
  argumentsJson?: string;
}

/**
 * Reads and parses the body of an /mcp POST, or answers the JSON-RPC error that refuses it. A batch
 * (a JSON array) is refused whole with `-32600 Invalid Request`, nothing in it run: batching was
 * removed from MCP in protocol 2025-06-18, and one HTTP request carrying hundreds of tool calls
 * escaped the per-call work bound (50 heavy equity calls took 3.96 s of CPU in one request).
 * `rawTools` names the tools whose arguments may be handed over as text (see `McpMessage`).
 */
export async function readMessage(
  request: Request,
  maxBytes: number,
  rawTools: ReadonlySet<string>,
): Promise<McpMessage | typeof NOT_READ | Response> {
  if (request.method !== "POST" || !isJsonContentType(request.headers.get("content-type"))) return NOT_READ;
  const read = await readRequestBody(request, maxBytes).catch(() => null);
  if (read === null) return rpcError(400, PARSE_ERROR, "Parse error: the request body could not be read");
  if (read.tooLarge) return rpcError(413, -32000, `Payload Too Large: Request body must not exceed ${maxBytes} bytes`);
  const text = read.text;
  const start = firstNonSpace(text, 0);
  if (text.charCodeAt(start) === BRACKET_OPEN) {
    return rpcError(
      400,
      INVALID_REQUEST,
      "Invalid Request: JSON-RPC batches are not supported (removed from MCP in protocol 2025-06-18); send one message per HTTP request. Nothing in this batch was run.",
    );
  }
  const span = text.charCodeAt(start) === BRACE_OPEN ? toolArgumentsSpan(text, start) : null;
  try {
    if (span) {
      const message = JSON.parse(`${text.slice(0, span.start)}{}${text.slice(span.end)}`) as { method?: unknown; params?: { name?: unknown } };
      // The span was found by scanning, so trust it only when the parsed message agrees it is a
      // tools/call of such a tool; anything else is parsed whole, as the client sent it.
      if (message.method === "tools/call" && typeof message.params?.name === "string" && rawTools.has(message.params.name)) {
        return { message, argumentsJson: text.slice(span.start, span.end) };
      }
    }
    return { message: JSON.parse(text) };
  } catch {
    return rpcError(400, PARSE_ERROR, "Parse error: the request body is not valid JSON");
  }
}

function rpcError(status: number, code: number, message: string): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message }, id: null }, { status });
}

const BRACE_OPEN = 0x7b;
const BRACE_CLOSE = 0x7d;
const BRACKET_OPEN = 0x5b;
const BRACKET_CLOSE = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;

function firstNonSpace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
    i++;
  }
}

/** The index just past the string whose opening quote is at `i`. */
function skipString(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  return -1;
}

/** The index just past the JSON value that starts at `i` (which is not whitespace). */
function skipValue(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === QUOTE) return skipString(text, i);
  if (first === BRACE_OPEN || first === BRACKET_OPEN) {
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        i = skipString(text, i) - 1;
        if (i < 0) return -1;
      } else if (c === BRACE_OPEN || c === BRACKET_OPEN) depth++;
      else if (c === BRACE_CLOSE || c === BRACKET_CLOSE) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  // A number, true, false or null: up to the next delimiter.
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === BRACE_CLOSE || c === BRACKET_CLOSE || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return i;
  }
  return i;
}

/**
 * Calls `member(key, valueStart)` for each member of the object that opens at `i` (keys decoded),
 * in order; `member` returns where the value ends, or -1 to have it skipped. Returns the index just
 * past the object, or -1 when the text is not an object as expected (the caller then parses the
 * message whole).
 */
function eachMember(text: string, i: number, member: (key: string, valueStart: number) => number): number {
  i = firstNonSpace(text, i + 1);
  if (text.charCodeAt(i) === BRACE_CLOSE) return i + 1;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) return -1;
    const keyEnd = skipString(text, i);
    if (keyEnd < 0) return -1;
    const rawKey = text.slice(i + 1, keyEnd - 1);
    const key = rawKey.includes("\\") ? (JSON.parse(text.slice(i, keyEnd)) as string) : rawKey;
    i = firstNonSpace(text, keyEnd);
    if (text.charCodeAt(i) !== COLON) return -1;
    const valueStart = firstNonSpace(text, i + 1);
    let valueEnd = member(key, valueStart);
    if (valueEnd === -1) valueEnd = skipValue(text, valueStart);
    if (valueEnd < 0) return -1;
    i = firstNonSpace(text, valueEnd);
    const c = text.charCodeAt(i);
    if (c === BRACE_CLOSE) return i + 1;
    if (c !== COMMA) return -1;
    i = firstNonSpace(text, i + 1);
  }
}

/**
 * Where `params.arguments` lies in a JSON-RPC message (the object opening at `start`), when it is an
 * object; the last occurrence wins, as in JSON.parse. Only a scan: the text is still parsed after.
 */
export function toolArgumentsSpan(text: string, start: number): { start: number; end: number } | null {
  const found: { span: { start: number; end: number } | null } = { span: null };
  const end = eachMember(text, start, (key, paramsStart) => {
    if (key !== "params") return -1;
    found.span = null;
    if (text.charCodeAt(paramsStart) !== BRACE_OPEN) return -1;
    const paramsEnd = eachMember(text, paramsStart, (inner, argumentsStart) => {
      if (inner !== "arguments") return -1;
      found.span = null;
      if (text.charCodeAt(argumentsStart) !== BRACE_OPEN) return -1;
      const argumentsEnd = skipValue(text, argumentsStart);
      if (argumentsEnd > 0) found.span = { start: argumentsStart, end: argumentsEnd };
      return argumentsEnd;
    });
    // A malformed params object: no span, and the message is parsed whole (and refused by the SDK).
    if (paramsEnd < 0) found.span = null;
    return paramsEnd < 0 ? skipValue(text, paramsStart) : paramsEnd;
  });
  return end < 0 ? null : found.span;
}
