/**
 * What the player page and the spectator page routes share: their 200 response (HTML with the embed
 * headers) and their handler (the session's origin as the only frame ancestor, a fresh nonce).
 */
import * as v from "valibot";
import { sessionObject, socketOrigin } from "../../embed/launch.ts";
import { spectatorPageHeaders } from "../../embed/page.ts";
import type { Env } from "../../env.ts";
import { randomBase62 } from "../../lib/ids.ts";

export function tablePageResponse(description: string) {
  return {
    description,
    contentType: "text/html",
    schema: v.string(),
    headers: {
      "content-security-policy":
        "`default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self' ws(s)://<EMBED_BASE_URL's host>`, `frame-ancestors <the session's origin>` (`'none'` for an unknown session).",
      "referrer-policy": "`no-referrer`.",
      "cache-control": "`no-store`.",
    },
  } as const;
}

/** The page for a session: framed only by the session's origin (nobody for an unknown session). */
export async function tablePage(env: Env, embedSessionId: string, render: (embedSessionId: string, nonce: string) => string) {
  const state = await sessionObject(env, embedSessionId)?.state();
  const frameAncestor = state && state.state !== "unknown" ? state.origin : null;
  const nonce = randomBase62(24);
  return { body: render(embedSessionId, nonce), headers: spectatorPageHeaders(nonce, frameAncestor, socketOrigin(env)) };
}
