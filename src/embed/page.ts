/**
 * The spectator page (`/embed/spectator/{embedSessionId}`): one self-contained HTML document, no third-party
 * or even first-party resources besides the open call, so nothing can read the fragment or receive a Referer.
 * Its one inline script and style carry a per-response nonce; the CSP allows nothing else.
 *
 * The script's first statement takes the launch secret (and the optional table) out of the fragment and
 * removes the fragment from the address bar with history.replaceState, before the page builds anything.
 * Then it opens the session (POST .../open, same origin, JSON body) once and shows the brand, the table and
 * a countdown to the expiry, or a plain message for an expired, used or invalid link.
 */

/** Response headers of the page: framed only by `frameAncestor` (the session's origin), never by anyone when null. */
export function spectatorPageHeaders(nonce: string, frameAncestor: string | null): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestor ?? "'none'"}`,
  ].join("; ");
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": csp,
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "x-robots-tag": "noindex",
  };
}

/** A JSON value safe inside an inline <script> (no "</script>" or "<!--" can be formed). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function renderSpectatorPage(embedSessionId: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Spectator view</title>
<script nonce="${nonce}">${spectatorScript(embedSessionId)}</script>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main id="view" data-state="loading" aria-live="polite">
<p id="brand" class="brand"></p>
<h1 id="title">Opening the spectator view…</h1>
<p id="detail"></p>
<p id="countdown" class="countdown" hidden></p>
<p id="note" class="note" hidden></p>
</main>
<noscript><p>The spectator view needs JavaScript.</p></noscript>
</body>
</html>`;
}

const STYLE =
  "body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#e8ecf1;background:#0f3d2e}" +
  "main{max-width:40rem;margin:0 auto;padding:1.5rem}" +
  ".brand{margin:0;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#f3c969}" +
  "h1{font-size:1.4rem;margin:.25rem 0 .75rem}" +
  ".countdown{font:600 1.1rem ui-monospace,monospace}" +
  ".note{color:#b9c7d3;font-size:.9rem}" +
  "[data-state=expired] h1,[data-state=used] h1,[data-state=invalid] h1,[data-state=error] h1{color:#ffb4a8}";

/** The page's script, as text (runs in the browser; kept dependency-free and small). */
function spectatorScript(embedSessionId: string): string {
  return `"use strict";
(function () {
  var fragment = new URLSearchParams(location.hash.slice(1));
  if (location.hash) history.replaceState(null, "", location.pathname);
  var launchSecret = fragment.get("launchSecret");
  var tableId = fragment.get("tableId");
  fragment = null;
  var sessionId = ${scriptJson(embedSessionId)};

  var messages = {
    used: ["This spectator link was already used", "Spectator links open once. Go back to the page that showed this view to get a new one."],
    expired: ["This spectator session has expired", "Go back to the page that showed this view to get a new one."],
    invalid: ["This spectator link is not valid", "It may be incomplete or belong to another site."],
    notFramed: ["This view opens inside the site that launched it", "Open it from that site's page."],
    noTable: ["This spectator link names no table", "The site must add the table to the link (#launchSecret=…&tableId=…)."],
    wrongOrigin: ["This view can open only inside the site that launched it", ""],
    wrongTable: ["This table is not part of the spectator session", ""],
    busy: ["Too many attempts", "Try again in a minute."],
    error: ["The spectator view could not be opened", "Try again later."]
  };
  var byCode = {
    embed_session_expired: ["expired", "expired"],
    invalid_launch_secret: ["used", "used"],
    not_found: ["invalid", "invalid"],
    validation_failed: ["invalid", "invalid"],
    origin_not_allowed: ["invalid", "wrongOrigin"],
    forbidden: ["invalid", "wrongTable"],
    rate_limited: ["error", "busy"]
  };

  function el(id) { return document.getElementById(id); }
  function show(state, key) {
    var message = messages[key];
    el("view").setAttribute("data-state", state);
    el("title").textContent = message[0];
    el("detail").textContent = message[1];
    el("countdown").hidden = true;
    el("note").hidden = true;
  }

  function embedderOrigin() {
    if (window.top === window) return null;
    var ancestors = location.ancestorOrigins;
    if (ancestors && ancestors.length > 0) return ancestors[0];
    try { return document.referrer ? new URL(document.referrer).origin : null; } catch (e) { return null; }
  }

  function startCountdown(expiresAt) {
    var end = Date.parse(expiresAt);
    var countdown = el("countdown");
    countdown.hidden = false;
    function tick() {
      var left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      if (left === 0) { clearInterval(timer); show("expired", "expired"); return; }
      var minutes = Math.floor(left / 60), seconds = left % 60;
      countdown.textContent = "Session ends in " + minutes + ":" + (seconds < 10 ? "0" : "") + seconds;
    }
    var timer = setInterval(tick, 1000);
    tick();
  }

  function showOpened(session) {
    el("view").setAttribute("data-state", "open");
    el("brand").textContent = session.brand;
    el("title").textContent = "Watching table " + session.tableId;
    el("detail").textContent = "Ring game " + session.ringGameId + " · spectator mode";
    var note = el("note");
    note.textContent = "The live table view arrives with hosted tables; this session lets you watch this table until it ends.";
    note.hidden = false;
    startCountdown(session.expiresAt);
  }

  function open() {
    if (!launchSecret) return show("used", "used");
    if (!tableId) return show("invalid", "noTable");
    var origin = embedderOrigin();
    if (!origin) return show("invalid", "notFramed");
    var body = JSON.stringify({ launchSecret: launchSecret, origin: origin, tableId: tableId });
    launchSecret = null;
    fetch("/api/v1/embed-sessions/" + encodeURIComponent(sessionId) + "/open", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body,
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer"
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (response.ok) return showOpened(answer);
        var known = byCode[answer && answer.code] || ["error", "error"];
        show(known[0], known[1]);
      });
    }).catch(function () { show("error", "error"); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", open);
  else open();
})();`;
}
