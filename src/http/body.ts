import { ApiError } from "./errors.ts";

/** The default request body limit (CONTRACT.md 1.6); a route may declare a larger one. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body without ever buffering more than the limit: a declared content-length over
 * the limit is refused before reading, and a streamed body is cut off as soon as it passes it.
 * A body that breaks off (the client stopped sending or sent less than it declared) and bytes
 * that are not UTF-8 are 400 malformed_json, never a 500.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);

  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const bytes = await readLimitedBytes(request, limit);
  if (bytes.length === 0 && mediaType === "") return undefined;
  if (mediaType !== "application/json" && !mediaType.endsWith("+json")) {
    throw new ApiError("unsupported_media_type", "Request bodies must be sent as application/json.");
  }
  const text = decodeUtf8(bytes);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("malformed_json", "The request body is not valid JSON.");
  }
}

async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError("malformed_json", "The request body ended before it was complete.");
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new ApiError("malformed_json", "The request body is not valid UTF-8.");
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError("payload_too_large", `Request bodies are limited to ${limit} bytes here.`);
}
