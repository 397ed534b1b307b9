import { ApiError } from "./errors.ts";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body without ever buffering more than the limit: a declared content-length over
 * the limit is refused before reading, and a streamed body is cut off as soon as it passes it.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw tooLarge();

  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const text = await readLimitedText(request);
  if (text.length === 0 && mediaType === "") return undefined;
  if (mediaType !== "application/json" && !mediaType.endsWith("+json")) {
    throw new ApiError("unsupported_media_type", "Request bodies must be sent as application/json.");
  }
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("malformed_json", "The request body is not valid JSON.");
  }
}

async function readLimitedText(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function tooLarge(): ApiError {
  return new ApiError("payload_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
}
