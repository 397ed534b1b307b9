/**
 * The one base64 codec of the code base (engine tables, pagination cursors, secrets). Built on the
 * platform's atob/btoa, which Workers, browsers and Node all have, in chunks so large tables do not
 * overflow the argument list of String.fromCharCode.
 */

const CHUNK = 0x8000;

export function encodeBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** Throws on text that is not base64 (atob's DOMException). */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** RFC 4648 section 5 alphabet, no padding: safe in URLs and query strings. */
export function encodeBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function decodeBase64Url(text: string): Uint8Array {
  return decodeBase64(text.replaceAll("-", "+").replaceAll("_", "/"));
}
