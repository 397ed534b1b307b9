/**
 * CORS, for two surfaces: the embed-session open and stream tickets (CONTRACT.md 4.8), whose headers name the
 * session's own origin and nothing else, and the calculation routes called with a publishable key, whose
 * headers name the calling page's origin once it was found among the key's project's allowedOrigins. A page on
 * any other origin cannot read either answer.
 */

export function corsHeaders(origin: string): Record<string, string> {
  return { "access-control-allow-origin": origin, "access-control-expose-headers": "x-request-id, retry-after", vary: "Origin" };
}

/** The answer to a preflight from `origin` for a POST with a JSON body. */
export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    "access-control-allow-methods": "POST",
    "access-control-allow-headers": "content-type, x-request-id",
    "access-control-max-age": "600",
  };
}

/** On every answer to a publishable key accepted from `origin` (a project's allowed origin). */
export function keyCorsHeaders(origin: string): Record<string, string> {
  return {
    "access-control-allow-origin": origin,
    "access-control-expose-headers": "x-request-id, retry-after, x-engine-version, x-credits-remaining",
    vary: "Origin",
  };
}

/** The preflight of a calculation called with a publishable key from `origin`. */
export function keyPreflightHeaders(origin: string): Record<string, string> {
  return {
    ...keyCorsHeaders(origin),
    "access-control-allow-methods": "POST",
    "access-control-allow-headers": "authorization, content-type, x-request-id",
    "access-control-max-age": "600",
  };
}
