/**
 * CORS for the one cross-origin route, the embed-session open (CONTRACT.md 4.8): the headers name the
 * session's own origin and nothing else, so a page on any other origin cannot read the answer.
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
