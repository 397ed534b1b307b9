/**
 * Web origins as browsers send them in `Origin`: `scheme://host[:port]`, lowercase scheme and host, the
 * default port dropped, IDN as punycode. Projects store their allowedOrigins in this form, so an origin is
 * compared by plain equality once normalized.
 */

/** `http(s)://host[:port]` with no user info, path, query or fragment, normalized; null for anything else. */
export function normalizeOrigin(raw: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#@\s]+$/.test(raw)) return null;
  return originOfUrl(raw);
}

/** The normalized origin of an http(s) URL without user info, or null. */
export function originOfUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.hostname === "") return null;
  return url.origin;
}
