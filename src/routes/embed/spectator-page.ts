import * as v from "valibot";
import { sessionObject } from "../../embed/launch.ts";
import { renderSpectatorPage, spectatorPageHeaders } from "../../embed/page.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { randomBase62 } from "../../lib/ids.ts";
import { EmbedSessionParams } from "./schema.ts";

export const spectatorPageRoute = defineRoute({
  method: "GET",
  path: "/embed/spectator/{embedSessionId}",
  operationId: "getSpectatorPage",
  example: {
    params: { embedSessionId: "es_01M82J8JQPK9MJmoHSQXXEKLbZ" },
    response: {
      status: 200,
      body: '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n<title>Spectator view</title>\n…',
    },
  },
  summary: "The spectator page a launch URL opens (HTML, for an iframe)",
  description: prose(
    "The page a launch URL points to; builders put the launch URL in an iframe on the session's `origin` and append the table to watch to its fragment: `#launchSecret=<secret>&tableId=<table>`.",
    "The page's script first reads the fragment and removes it from the address bar (`history.replaceState`), then opens the session (POST .../open with the embedding page's origin) and shows the product's brand, the table and a countdown to the expiry; an expired, used or invalid link shows a plain message instead.",
    "A reload therefore finds no secret and says that the link was used: links open once.",
    "",
    "Headers: `Content-Security-Policy` with `frame-ancestors` set to the session's origin (one of the project's `allowedOrigins`; `'none'` for an unknown session) and no source but the page's own nonce'd script and style and `connect-src 'self'`; `Referrer-Policy: no-referrer`; `cache-control: no-store`.",
    "The page loads nothing else, so the secret never reaches a query string, a log or a `Referer`.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  request: { params: EmbedSessionParams },
  responses: {
    200: {
      description: "The spectator page.",
      contentType: "text/html",
      schema: v.string(),
      headers: {
        "content-security-policy":
          "`default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self'`, `frame-ancestors <the session's origin>` (`'none'` for an unknown session).",
        "referrer-policy": "`no-referrer`.",
        "cache-control": "`no-store`.",
      },
    },
  },
  async handler({ env, params }) {
    const state = await sessionObject(env, params.embedSessionId)?.state();
    const frameAncestor = state && state.state !== "unknown" ? state.origin : null;
    const nonce = randomBase62(24);
    return { body: renderSpectatorPage(params.embedSessionId, nonce), headers: spectatorPageHeaders(nonce, frameAncestor) };
  },
});
