import { renderSpectatorPage } from "../../embed/page.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { EmbedSessionParams } from "./schema.ts";
import { tablePage, tablePageResponse } from "./table-page.ts";

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
    "The page a launch URL points to; builders put the launch URL in an iframe on the session's `origin`, as returned (a one-table target's URL names its table) or with `&tableId=<table>` appended to the fragment; `&theme=light|dark` forces a theme (default: the viewer's `prefers-color-scheme`).",
    "The page's script first reads the fragment and removes it from the address bar (`history.replaceState`), then opens the session (POST .../open with the embedding page's origin), connects to the table's spectator socket at once and draws the live table: seats with names, stacks and bets, the pot(s), the board, the dealer button, whose turn it is with its clock (from the events' absolute deadlines), cards shown at showdown, winners, bot marks, and a clear state for waiting, between hands, table closed, and connection lost and resumed.",
    "Without a table it shows a picker of the session's tables. A dropped socket is resumed with the open's resume token (POST .../stream-tickets) and `since`, gap-free; a gap asks for a resync.",
    "An expired, used or invalid link shows a plain message instead. A reload finds no secret and says that the link was used: links open once.",
    "",
    "Headers: `Content-Security-Policy` with `frame-ancestors` set to the session's origin (one of the project's `allowedOrigins`; `'none'` for an unknown session) and no source but the page's own nonce'd script and style and `connect-src 'self' <socket origin>` (the ws: or wss: origin of EMBED_BASE_URL, written out: WebKit does not match `'self'` to sockets); `Referrer-Policy: no-referrer`; `cache-control: no-store`.",
    "The page loads nothing else (no font, image or script), so the secret never reaches a query string, a log or a `Referer`.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  request: { params: EmbedSessionParams },
  responses: { 200: tablePageResponse("The spectator page.") },
  handler: ({ env, params }) => tablePage(env, params.embedSessionId, renderSpectatorPage),
});
