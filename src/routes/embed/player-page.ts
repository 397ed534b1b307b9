import { renderPlayerPage } from "../../embed/page.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { EmbedSessionParams } from "./schema.ts";
import { tablePage, tablePageResponse } from "./table-page.ts";

export const playerPageRoute = defineRoute({
  method: "GET",
  path: "/embed/player/{embedSessionId}",
  operationId: "getPlayerPage",
  example: {
    params: { embedSessionId: "es_01M82J8JQPK9MJmoHSQXXEKLbZ" },
    response: {
      status: 200,
      body: '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n<title>Poker table</title>\n…',
    },
  },
  summary: "The player page a player launch URL opens (HTML, for an iframe)",
  description: prose(
    "The page a player session's launch URL points to; builders put the launch URL in an iframe on the session's `origin`, as returned; `&theme=light|dark` forces a theme.",
    "Like the spectator page, its script first takes the launch secret out of the fragment and the address bar, then opens the session and connects to the seat's socket (the session's seating only) at once.",
    "It draws the table from the player's seat (at the bottom): the player's own hole cards, the legal actions as buttons with their amounts (keyboard: F fold, C check or call, R bet or raise), a bet/raise control bounded by the legal minimum and maximum (presets minimum, half pot, pot, all-in, a slider and a typed amount), the action clock and time bank, sit out / sit in and leave (confirmed).",
    "A dropped socket is resumed with the open's resume token (POST .../stream-tickets) and `since`; a tournament entry follows its `moved` frames to its new table. It shows no equity, odds or advice.",
    "Host messages (`postMessage` to the embedding page's origin only): `pw:ready`, `pw:resize { height }`, `pw:hand_ended { hand, stack, won }`, `pw:seat_closed { finalStack, reason }`, `pw:error { code, message }`; it reads `pw:theme { theme: light|dark, variables: { --name: value } }` from its parent.",
    "",
    "Headers as the spectator page's: `Content-Security-Policy` with `frame-ancestors` the session's origin, nothing but the page's nonce'd script and style, `connect-src 'self' <socket origin>`; `Referrer-Policy: no-referrer`; `cache-control: no-store`.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  request: { params: EmbedSessionParams },
  responses: { 200: tablePageResponse("The player page.") },
  handler: ({ env, params }) => tablePage(env, params.embedSessionId, renderPlayerPage),
});
