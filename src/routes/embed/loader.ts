import * as v from "valibot";
import { LOADER_SCRIPT } from "../../embed/loader.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";

export const embedLoaderRoute = defineRoute({
  method: "GET",
  path: "/embed/v1.js",
  operationId: "getEmbedLoader",
  example: {
    response: { status: 200, body: '(function(){"use strict";\nif(!window.customElements||customElements.get("pokerworks-equity"))return;\n…' },
  },
  summary: "The embeds' loader script (web components: calculators, lobby, table)",
  description: prose(
    'Load it once on a page of a project\'s allowed origin: `<script src="https://<this service>/embed/v1.js" async></script>`.',
    "It defines `<pokerworks-equity>`, `<pokerworks-icm-deal>`, `<pokerworks-payouts>` and `<pokerworks-blinds>`; each frames this service's calculator page (GET /embed/calculators/{calculator}) with the element's `publishable-key` and the page's origin.",
    "Attributes: `publishable-key` (pk_test_... or pk_live_..., issued for the project), `inputs` (the calculation's JSON request body, to fill the form and calculate at once; also the `inputs` property), `theme` (`light`, `dark` or `auto`), `height` (the first height, before the frame reports its own).",
    "Theming: the host's `--pw-*` custom properties on the element (`--pw-bg`, `--pw-surface`, `--pw-fg`, `--pw-muted`, `--pw-line`, `--pw-accent`, `--pw-accent-fg`, `--pw-danger`, `--pw-radius`, `--pw-font`, `--pw-bar-1`..`--pw-bar-4`) are passed into the frame; no other host CSS reaches it (closed shadow root, cross-origin frame).",
    "Events on the element (bubbling, composed), from `postMessage` with explicit target origins in both directions: `pw:ready`, `pw:resize` (the frame's height: the element sizes itself), `pw:result` (`detail.result`: the API's answer, `detail.request`: its request) and `pw:error` (`detail.problem`: the API's problem+json).",
    "It also defines `<pokerworks-lobby publishable-key project>` (the project's open tables and tournaments from GET /v1/lobby; a choice fires `pw:seat_requested` or `pw:entry_requested`) and `<pokerworks-table launch-url>` (frames a player or spectator launch URL, sends it `pw:theme` with the host's theme and `--pw-*` variables, and fires `pw:ready`, `pw:resize`, `pw:hand_ended`, `pw:seat_closed` and `pw:error` from the frame).",
    "The path carries the major version; `cache-control: public, max-age=3600`: compatible fixes reach pages within the hour, breaking changes come as /embed/v2.js.",
  ),
  tags: ["embed"],
  visibility: "public",
  auth: { kind: "public" },
  responses: {
    200: {
      description: "The loader (JavaScript).",
      contentType: "text/javascript",
      schema: v.string(),
      headers: { "cache-control": "`public, max-age=3600`.", "access-control-allow-origin": "`*` (a script anyone may load)." },
    },
  },
  handler() {
    return {
      body: LOADER_SCRIPT,
      headers: {
        "cache-control": "public, max-age=3600",
        "access-control-allow-origin": "*",
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "cross-origin",
      },
    };
  },
});
