/**
 * The spectator page (`/embed/spectator/{embedSessionId}`): one self-contained HTML document, no third-party
 * or even first-party resources besides the open call, the stream-ticket call and the table's socket, so
 * nothing can read the fragment or receive a Referer. Its one inline script and style carry a per-response
 * nonce; the CSP allows nothing else, and names the socket's origin in `connect-src` (WebKit does not
 * match 'self' to ws: or wss:).
 *
 * The script's first statement takes the launch secret (and the optional table and theme) out of the
 * fragment and removes the fragment from the address bar with history.replaceState, before the page builds
 * anything. Then it opens the session (POST .../open, same origin, JSON body) once, connects to the table's
 * spectator socket at once (or shows a picker of the session's tables) and renders the table from the
 * socket's frames: a snapshot, then events with a gap-free `seq`. A dropped socket is resumed with a fresh
 * ticket (POST .../stream-tickets with the open's resume token) and `since=<last seq>`; a gap (a `seq`
 * that skips) asks for a `resync`. Clocks are drawn from the events' absolute deadlines, offset by the
 * server's clock from `hello` (and by the delay of a delayed stream).
 */

/** Response headers of the page: framed only by `frameAncestor` (the session's origin), never by anyone when null. */
export function spectatorPageHeaders(nonce: string, frameAncestor: string | null, socketOrigin: string): Record<string, string> {
  return noncePageHeaders(nonce, `'self' ${socketOrigin}`, frameAncestor === null ? [] : [frameAncestor]);
}

/**
 * The headers of this service's embeddable pages (spectator view, calculators): one HTML document whose
 * inline script and style carry the nonce, nothing else loaded, connections to `connectSrc`, framed only
 * by `frameAncestors` (by no one when empty), never cached or indexed.
 */
export function noncePageHeaders(nonce: string, connectSrc: string, frameAncestors: readonly string[]): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${connectSrc}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(" ") : "'none'"}`,
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
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function renderSpectatorPage(embedSessionId: string, nonce: string): string {
  return renderEmbedPage("spectator", embedSessionId, nonce);
}

/**
 * The player page (`/embed/player/{embedSessionId}`, CONTRACT 13): the spectator page drawn from the
 * player's seat (at the bottom), with the seat's own hole cards and its controls: the legal actions as
 * buttons, the bet/raise sizer (bounded by the legal minimum and maximum, presets and a typed amount), the
 * clock and time bank, sit out / sit in and leave (confirmed). Same CSP, same single script.
 */
export function renderPlayerPage(embedSessionId: string, nonce: string): string {
  return renderEmbedPage("player", embedSessionId, nonce);
}

type PageMode = "spectator" | "player";

function renderEmbedPage(mode: PageMode, embedSessionId: string, nonce: string): string {
  const player = mode === "player";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${player ? "Poker table" : "Spectator view"}</title>
<script nonce="${nonce}">${spectatorScript(embedSessionId, mode)}</script>
<style nonce="${nonce}">${STYLE}${player ? PLAYER_STYLE : ""}</style>
</head>
<body data-mode="${mode}">
<header class="bar">
<span id="brand" class="brand"></span>
<span id="tname" class="tname"></span>
<select id="pick" aria-label="Table" hidden></select>
<span id="mode" class="mode" hidden></span>
</header>
<main id="view" data-state="loading">
<section id="msg" class="msg" aria-live="polite"><h1 id="title">${player ? "Opening the table…" : "Opening the spectator view…"}</h1><p id="detail"></p></section>
<section id="picker" class="msg" hidden><h1>Pick a table to watch</h1><div id="tables" class="tables"></div></section>
<div id="table" class="table" hidden>
<div id="felt" class="felt"></div><div id="center" class="center"><div id="board" class="board" role="group" aria-label="Board"></div><div id="pot" class="pot"></div><div id="status" class="status" aria-live="polite"></div></div>
<div id="seats"></div>
</div>
<p id="banner" class="banner" hidden></p>
</main>${player ? PLAYER_CONTROLS : ""}
<footer class="foot"><span id="hand"></span><span id="blinds"></span></footer>
<noscript><p>${player ? "The table" : "The spectator view"} needs JavaScript.</p></noscript>
</body>
</html>`;
}

/** The player's controls: built once, shown and filled by the script (draw). */
const PLAYER_CONTROLS = `
<section id="controls" class="controls" aria-label="Your controls" hidden>
<div class="ctlrow"><span id="turn" class="turninfo"></span><span id="say" class="sr" aria-live="assertive"></span><span id="bank" class="bankinfo"></span>
<button type="button" id="sitout" class="ghost">Sit out</button><button type="button" id="leave" class="ghost">Leave table</button></div>
<div id="confirm" class="confirm" role="alertdialog" aria-labelledby="confirmq" hidden><span id="confirmq">Leave the table?</span>
<button type="button" id="leaveyes" class="danger">Leave</button><button type="button" id="leaveno" class="ghost">Stay</button></div>
<div id="actions" class="actions" role="group" aria-label="Actions"></div>
<div id="sizer" class="sizer" role="group" aria-label="Bet or raise amount" hidden>
<div class="presets"><button type="button" data-preset="min">Min</button><button type="button" data-preset="half">½ Pot</button><button type="button" data-preset="pot">Pot</button><button type="button" data-preset="max">All-in</button></div>
<div class="amount"><input type="range" id="range" aria-label="Amount (slider)"><input type="number" id="amount" inputmode="numeric" aria-label="Amount to bet or raise to"></div>
</div>
<p id="note" class="note" role="alert" hidden></p>
</section>`.replace(/\n/g, "");

const STYLE = `
:root{--brand:#7d5800;--call:#1f5fd1;--bg:#f4f1ea;--fg:#1d2421;--muted:#5f6b66;--bar:#ffffff;--line:#d9d3c7;--felt:#1f7a4d;--felt2:#14563a;--rail:#3b2a1e;--plate:#ffffff;--plate-fg:#1d2421;--card:#fff;--back:#b4243a;--accent:#d9a21b;--turn:#2f80ed;--win:#e0a800;--red:#d11f2f;--blue:#1f5fd1;--green:#188a3c;--black:#1d2421;--chip:#f3c969;--danger:#c0392b;--danger-fg:#b03224;--go:#146c2e}
@media (prefers-color-scheme:dark){:root{--brand:#e0b040;--bg:#0f1513;--fg:#e8ede9;--muted:#98a59f;--bar:#161e1b;--line:#2a3531;--felt:#17603d;--felt2:#0d3d27;--rail:#2a1d15;--plate:#1d2724;--plate-fg:#e8ede9;--card:#f7f7f2;--back:#8f1d2e;--turn:#5aa2ff;--danger-fg:#ff8a80}}
:root[data-theme=light]{--brand:#7d5800;--bg:#f4f1ea;--fg:#1d2421;--muted:#5f6b66;--bar:#ffffff;--line:#d9d3c7;--felt:#1f7a4d;--felt2:#14563a;--rail:#3b2a1e;--plate:#ffffff;--plate-fg:#1d2421;--back:#b4243a;--turn:#2f80ed;--danger-fg:#b03224}
:root[data-theme=dark]{--brand:#e0b040;--bg:#0f1513;--fg:#e8ede9;--muted:#98a59f;--bar:#161e1b;--line:#2a3531;--felt:#17603d;--felt2:#0d3d27;--rail:#2a1d15;--plate:#1d2724;--plate-fg:#e8ede9;--back:#8f1d2e;--turn:#5aa2ff;--danger-fg:#ff8a80}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{height:100%}body{margin:0;min-height:100%}.bar,.foot,.controls{flex:none}
body{display:flex;flex-direction:column;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.bar{display:flex;align-items:center;gap:.6rem;padding:.5rem .8rem;background:var(--bar);border-bottom:1px solid var(--line);min-height:2.6rem}
.brand{font-weight:800;letter-spacing:.04em;text-transform:uppercase;color:var(--brand);white-space:nowrap}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.tname{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex:1}
select{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:.15rem .3rem;max-width:45%}
.mode{font-size:.75rem;font-weight:700;letter-spacing:.03em;padding:.15rem .5rem;border-radius:99px;background:var(--danger);color:#fff;white-space:nowrap}
.mode[data-mode=delayed]{background:var(--muted)}
.mode[data-conn=lost]{background:var(--muted);opacity:.7}
main{position:relative;flex:1;display:flex;align-items:center;justify-content:center;padding:.4rem;min-height:260px}
.msg{max-width:30rem;text-align:center;padding:1rem}
.msg h1{font-size:1.25rem;margin:.2rem 0 .5rem}
.msg p{color:var(--muted);margin:0}
[data-state=expired] #title,[data-state=used] #title,[data-state=invalid] #title,[data-state=error] #title{color:var(--danger)}
.tables{display:grid;gap:.5rem;margin-top:.8rem}
.tables button{font:inherit;text-align:left;color:var(--fg);background:var(--bar);border:1px solid var(--line);border-radius:10px;padding:.6rem .8rem;cursor:pointer;display:flex;justify-content:space-between;gap:1rem}
.tables button:hover,.tables button:focus-visible{border-color:var(--turn);outline:none}
.tables small{color:var(--muted)}
.table{position:absolute;inset:.4rem;--s:1;--bw:40px}
.felt{position:absolute;border-radius:999px;background:radial-gradient(ellipse at 50% 40%,var(--felt),var(--felt2));border:calc(9px * var(--s)) solid var(--rail);box-shadow:inset 0 0 30px rgba(0,0,0,.35),0 6px 18px rgba(0,0,0,.25)}
.center{position:absolute;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:calc(4px * var(--s))}
.board{display:flex;gap:4px}
/* The pot line wraps between pots (a main pot and four side pots do not fit one line at 360 px) */
.pot{font-weight:700;font-size:calc(12px * var(--s));color:#fff;background:rgba(0,0,0,.35);border-radius:.8em;padding:0 .7em;white-space:normal;text-align:center;max-width:100%;font-variant-numeric:tabular-nums}
.pot:empty{display:none}
/* At most two lines: the centre's height is reserved for them (a longer line would reach the seats) */
.status{color:#fff;font-size:calc(12px * var(--s));line-height:1.25;text-align:center;max-width:100%;min-height:1.25em;text-shadow:0 1px 2px rgba(0,0,0,.6);display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;overflow:hidden}
.card{display:inline-flex;flex-direction:column;align-items:center;justify-content:center;width:var(--bw);aspect-ratio:5/7;border-radius:calc(var(--bw) / 8);background:var(--card);color:var(--black);font-weight:800;font-size:calc(var(--bw) * .42);line-height:1;box-shadow:0 1px 3px rgba(0,0,0,.35)}
.card i{font-style:normal;font-size:.85em}
.card.h{color:var(--red)}.card.d{color:var(--blue)}.card.c{color:var(--green)}
.card.back{background:repeating-linear-gradient(45deg,rgba(255,255,255,.2) 0 2px,transparent 2px 6px),var(--back);border:2px solid #fff}
.card.slot{background:rgba(255,255,255,.08);box-shadow:none;border:1px dashed rgba(255,255,255,.3)}
.seat{position:absolute;transform:translate(-50%,-50%);display:flex;flex-direction:column;align-items:center;justify-content:flex-end;width:calc(76px * var(--s));height:calc(80px * var(--s))}
.seat .cards{display:flex;gap:2px;height:calc(30px * var(--s));margin-bottom:calc(-5px * var(--s));z-index:0}
.seat .cards .card{width:calc(21px * var(--s));font-size:calc(11px * var(--s))}
/* Omaha's 4 or 5 cards: a fan from the seat's left edge, 60px wide at most, so the right corner stays free for the dealer button */
.seat .cards[class*=fan]{align-self:flex-start;gap:0}
.seat .cards[class*=fan] .card{width:calc(19px * var(--s));justify-content:flex-start;align-items:flex-start;padding:calc(2px * var(--s)) 0 0 calc(1px * var(--s));font-size:calc(9px * var(--s));letter-spacing:-.04em}
.seat .cards.fan4 .card+.card{margin-left:calc(-5.5px * var(--s))}
.seat .cards.fan5 .card+.card{margin-left:calc(-9px * var(--s))}
.plate{position:relative;z-index:1;width:100%;background:var(--plate);color:var(--plate-fg);border:2px solid var(--line);border-radius:calc(8px * var(--s));padding:calc(2px * var(--s)) calc(3px * var(--s));text-align:center;box-shadow:0 2px 6px rgba(0,0,0,.2);overflow:hidden;line-height:1.2}
.name{display:flex;justify-content:center;align-items:center;font-weight:600;font-size:calc(11px * var(--s));white-space:nowrap;min-width:0}
.name span{overflow:hidden;text-overflow:ellipsis}
.stack{font-variant-numeric:tabular-nums;font-size:calc(11px * var(--s));color:var(--muted);white-space:nowrap}
.bot{flex:none;font-size:.75em;margin-right:.25em;font-weight:800;letter-spacing:.03em;padding:0 .2em;border-radius:3px;background:var(--muted);color:var(--bar)}
.clock{position:absolute;left:0;bottom:0;height:3px;background:var(--turn);width:0}
.clock.bank{background:var(--danger)}
.act{font-size:calc(10px * var(--s));font-weight:700;line-height:1.3;margin-top:1px;min-height:1.3em;white-space:nowrap;max-width:100%;padding:0 .4em;border-radius:99px;color:var(--plate-fg)}
.act:not(:empty){background:var(--plate);box-shadow:0 1px 2px rgba(0,0,0,.2)}
.seat.turn .plate{border-color:var(--turn);box-shadow:0 0 0 3px color-mix(in srgb,var(--turn) 35%,transparent)}
.seat.folded .plate,.seat.out .plate{background:color-mix(in srgb,var(--plate) 75%,var(--bg));box-shadow:none}.seat.folded .name,.seat.out .name{font-weight:400}
.seat.won .plate{border-color:var(--win);box-shadow:0 0 0 3px color-mix(in srgb,var(--win) 45%,transparent)}
.seat.won .act{background:var(--win);color:#1d2421}
#left{text-transform:none;font-variant-numeric:tabular-nums}
.seat.empty .plate{background:var(--plate);border:1px dashed var(--muted);box-shadow:none;color:var(--muted)}
.seat.away .name span::after{content:" · away";color:var(--muted);font-weight:400}
.bet{position:absolute;transform:translate(-50%,-50%);font-weight:700;font-size:calc(11px * var(--s));line-height:1.4;color:#fff;background:rgba(0,0,0,.45);border-radius:99px;padding:0 .45em 0 .2em;white-space:nowrap;font-variant-numeric:tabular-nums}
.bet::before{content:"";display:inline-block;width:.75em;height:.75em;border-radius:50%;background:var(--chip);border:2px dashed #b7791f;margin-right:.25rem;vertical-align:-1px}
.dealer{position:absolute;top:0;right:0;width:calc(15px * var(--s));height:calc(15px * var(--s));border-radius:50%;background:#fff;color:#111;font-weight:800;font-size:calc(9px * var(--s));display:flex;align-items:center;justify-content:center;box-shadow:0 1px 3px rgba(0,0,0,.4)}
.banner{position:absolute;top:.6rem;left:50%;transform:translateX(-50%);margin:0;padding:.3rem .8rem;border-radius:99px;background:var(--fg);color:var(--bg);font-weight:600;font-size:.85rem;z-index:5;white-space:nowrap}
.banner[data-kind=ok]{background:var(--green);color:#fff}
.foot{display:flex;justify-content:space-between;gap:1rem;padding:.35rem .8rem;color:var(--muted);font-size:.8rem;border-top:1px solid var(--line);background:var(--bar);font-variant-numeric:tabular-nums}
@media (max-width:560px){.bar{gap:.4rem;padding:.4rem .6rem}.brand{font-size:.8rem}}
`.replace(/\n/g, "");

/** The player page's additions: the controls under the table, own cards larger, the own seat marked. */
const PLAYER_STYLE = `
.controls{display:flex;flex-direction:column;gap:.45rem;padding:.5rem .8rem;background:var(--bar);border-top:1px solid var(--line)}
.ctlrow{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem .6rem;min-height:2rem}
.turninfo{flex:1;min-width:6rem;font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.bankinfo{color:var(--muted);font-size:.85rem;font-variant-numeric:tabular-nums}
.controls button{font:inherit;font-weight:600;min-height:2.6rem;padding:.35rem .8rem;border-radius:8px;border:1px solid var(--line);background:var(--bg);color:var(--fg);cursor:pointer}
.controls button:focus-visible,.controls input:focus-visible{outline:3px solid var(--turn);outline-offset:1px}
.controls button:disabled{opacity:.5;cursor:default}
.controls .ghost{min-height:2.2rem;font-weight:500;font-size:.85rem}
.controls .danger{background:var(--danger);border-color:var(--danger);color:#fff}
.actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(6.5rem,1fr));gap:.4rem}
.actions{min-height:2.6rem}
#sizer[hidden]{display:flex!important;visibility:hidden}
.actions button{font-size:1rem}
.actions button[data-action=fold]{background:var(--plate);color:var(--danger-fg);border-color:var(--danger-fg)}
.actions button[data-action=check],.actions button[data-action=call]{background:var(--call);border-color:var(--call);color:#fff}
/* --go: a green dark enough for white text at 4.5:1 (WCAG AA; the card green is lighter) */
.actions button[data-action=bet],.actions button[data-action=raise]{background:var(--go);border-color:var(--go);color:#fff}
kbd{font:inherit;font-size:.7em;font-weight:700;margin-left:.4em;padding:0 .3em;border-radius:4px;border:1px solid currentColor;opacity:.85}
.sizer{display:flex;flex-direction:column;gap:.35rem}
.presets{display:grid;grid-template-columns:repeat(4,1fr);gap:.3rem}
.presets button{min-height:2.2rem;font-size:.85rem;padding:.2rem .3rem}
.amount{display:flex;gap:.5rem;align-items:center}
.amount input[type=range]{flex:1;min-width:0;accent-color:var(--green)}
.amount input[type=number]{width:6.5rem;font:inherit;font-variant-numeric:tabular-nums;padding:.3rem .4rem;border-radius:6px;border:1px solid var(--line);background:var(--bg);color:var(--fg)}
.confirm{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:.4rem .6rem;border-radius:8px;background:color-mix(in srgb,var(--danger) 12%,var(--bar))}
.confirm span{flex:1;font-weight:600}
.note{margin:0;color:var(--danger);font-size:.85rem}
.seat.me .plate{border-color:var(--accent)}
`.replace(/\n/g, "");

/** The page's script, as text (runs in the browser; dependency-free, small and commented where it matters). */
function spectatorScript(embedSessionId: string, mode: PageMode): string {
  return `"use strict";
(() => {
  // First: the fragment's secret out of the address bar, before anything else runs.
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (location.hash) history.replaceState(null, "", location.pathname);
  let launchSecret = fragment.get("launchSecret");
  let tableId = fragment.get("tableId");
  const theme = fragment.get("theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  const sessionId = ${scriptJson(embedSessionId)};
  const PLAYER = ${mode === "player"};
  const api = "/api/v1/embed-sessions/" + encodeURIComponent(sessionId);

  const messages = {
    used: ["This spectator link was already used", "Spectator links open once. Go back to the page that showed this view to get a new one."],
    expired: ["This spectator session has expired", "Go back to the page that showed this view to get a new one."],
    invalid: ["This spectator link is not valid", "It may be incomplete or belong to another site."],
    notFramed: ["This view opens inside the site that launched it", "Open it from that site's page."],
    wrongOrigin: ["This view can open only inside the site that launched it", ""],
    wrongTable: ["This table is not part of the spectator session", ""],
    off: ["Spectators are off for this game", ""],
    ended: ["This spectator stream has ended", "Go back to the page that showed this view to watch again."],
    busy: ["Too many attempts", "Try again in a minute."],
    error: ["The spectator view could not be opened", "Try again later."],
    notStarted: ["The tournament has not started yet", "This view opens its first table when play begins."]
  };
  if (PLAYER) Object.assign(messages, {
    used: ["This table link was already used", "Table links open once. Go back to the site's page to get a new one."],
    expired: ["This table link has expired, or your seat has closed", "Go back to the site's page to get a new one."],
    invalid: ["This table link is not valid", "It may be incomplete or belong to another site."],
    ended: ["Your seat has closed", "You left the table, or the table or the tournament ended."],
    replaced: ["Your seat opened in another window", "Play goes on there."],
    waiting: ["Waiting for your seat", "Your table opens when the tournament seats you."],
    error: ["The table could not be opened", "Try again later."]
  });
  const byCode = {
    embed_session_expired: ["expired", "expired"], invalid_launch_secret: ["used", "used"], not_found: ["invalid", "invalid"],
    validation_failed: ["invalid", "invalid"], origin_not_allowed: ["invalid", "wrongOrigin"], forbidden: ["invalid", "wrongTable"],
    invalid_state: ["invalid", "off"], rate_limited: ["error", "busy"]
  };
  // Short enough for the narrowest seat (the status line words the winning hand in full).
  const CATEGORY = { high_card: "High card", one_pair: "Pair", two_pair: "Two pair", three_of_a_kind: "Trips", straight: "Straight",
    flush: "Flush", full_house: "Full house", four_of_a_kind: "Quads", straight_flush: "Str. flush" };
  const CATEGORY_LONG = { three_of_a_kind: "three of a kind", four_of_a_kind: "four of a kind", straight_flush: "straight flush" };
  const SUIT = { s: "\\u2660", h: "\\u2665", d: "\\u2666", c: "\\u2663" };

  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
  const chips = (n) => Number(n).toLocaleString("en-US");
  // A bet label has room for six characters beside its chip at every width ("99,999"); larger bets show
  // compact, rounded down so a label never overstates ("125.4K", "1.25M"), the exact amount in its title.
  const compactChips = (n) => {
    if (n < 100000) return chips(n);
    const [unit, div] = n < 1e6 ? ["K", 1e3] : n < 1e9 ? ["M", 1e6] : ["B", 1e9];
    const whole = Math.floor(n / div), digits = Math.max(0, 4 - String(whole).length);
    return (Math.floor((n * 10 ** digits) / div) / 10 ** digits).toString() + unit;
  };
  let view = null;         // #view, once the document is parsed
  function show(state, key) {
    view.dataset.state = state;
    if (state !== "waiting") tell({ type: "pw:error", code: key, message: messages[key][0] });
    if (PLAYER) $("controls").hidden = true;
    $("title").textContent = messages[key][0];
    $("detail").textContent = messages[key][1];
    $("msg").hidden = false; $("picker").hidden = true; $("table").hidden = true;
  }
  function post(path, body) {
    return fetch(api + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
      credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer" })
      .then((r) => r.json().then((answer) => ({ status: r.status, answer: answer })));
  }
  function embedderOrigin() {
    if (window.top === window) return null;
    const ancestors = location.ancestorOrigins;
    if (ancestors && ancestors.length > 0) return ancestors[0];
    try { return document.referrer ? new URL(document.referrer).origin : null; } catch (e) { return null; }
  }

  // ------------------------------------------------------------------ host messages
  // The embedding page's origin (the browser's own record of it): every message goes to it only, and only
  // its messages from the parent window are read. The open checks it against the session's origin.
  const hostOrigin = embedderOrigin();
  function tell(message) { if (hostOrigin) window.parent.postMessage(message, hostOrigin); }
  addEventListener("message", (e) => {
    const m = e.data;
    if (e.source !== window.parent || e.origin !== hostOrigin || !m || m.type !== "pw:theme") return;
    if (m.theme === "light" || m.theme === "dark") document.documentElement.dataset.theme = m.theme;
    const vars = m.variables;
    if (vars && typeof vars === "object") Object.keys(vars).slice(0, 40).forEach((k) => {
      const value = String(vars[k]);
      // CSS variables only, and values that cannot load anything or break out of a declaration.
      if (/^--[a-z0-9-]{1,40}$/.test(k) && value.length <= 120 && !/url\\(|image|[;{}<>\\\\]/i.test(value)) document.documentElement.style.setProperty(k, value);
    });
  });
  let lastHeight = 0;
  function reportSize() {
    const h = Math.ceil(document.body.scrollHeight);
    if (h !== lastHeight) { lastHeight = h; tell({ type: "pw:resize", height: h }); }
  }

  // ------------------------------------------------------------------ session and stream
  let session = null;      // the open's answer
  let ws = null;           // the socket in use (a replaced one is ignored)
  let lastSeq = null;      // the last event seq applied (or the snapshot's)
  let resyncing = false;   // a gap was seen: events wait for the snapshot
  let offset = 0;          // server clock minus ours
  let retries = 0, retryTimer = 0, lastFrameAt = 0, wasLost = false;
  let T = null;            // the table as rendered

  // The open is sent as soon as this script runs, while the document is still being parsed; its answer
  // is handled once the document is ready (open below). refusedBeforeOpen: why it could not be sent.
  let opening = null, refusedBeforeOpen = null;
  function sendOpen() {
    if (!launchSecret) { refusedBeforeOpen = ["used", "used"]; return; }
    const origin = embedderOrigin();
    if (!origin) { refusedBeforeOpen = ["invalid", "notFramed"]; return; }
    const body = { launchSecret: launchSecret, origin: origin };
    if (tableId) body.tableId = tableId;
    launchSecret = null;
    opening = post("/open", body);
  }
  function open() {
    view = $("view");
    // Whatever changes the table's room (the window, the controls, the bars) draws it again.
    if (window.ResizeObserver) new ResizeObserver(() => { if (T) paint(); }).observe($("table"));
    if (!opening) return show(refusedBeforeOpen[0], refusedBeforeOpen[1]);
    opening.then((r) => {
      if (r.status !== 200) { const known = byCode[r.answer && r.answer.code] || ["error", "error"]; return show(known[0], known[1]); }
      session = r.answer;
      if (PLAYER) return openPlayer();
      $("brand").textContent = session.brand;
      $("blinds").textContent = "Blinds " + chips(session.ringGame.smallBlind) + "/" + chips(session.ringGame.bigBlind);
      const mode = $("mode"), delay = session.ringGame.spectators;
      mode.dataset.mode = delay.mode; mode.textContent = delay.mode === "delayed" ? "Delayed " + delay.delaySeconds + " s" : "Live"; mode.hidden = false;
      fillPicker();
      const end = Date.parse(session.streamExpiresAt) - Date.now();
      setTimeout(() => finish("ended"), Math.min(end, 2147483647));
      if (session.stream) return watch(session.tableId, session.stream);
      if (session.tableId) return watch(session.tableId, null);
      if (following()) return followNext();
      if (session.tables.length === 1) return choose(session.tables[0].id);
      showPicker();
    }).catch(() => show("error", "error"));
  }

  function fillPicker() {
    const select = $("pick"), list = $("tables");
    select.textContent = ""; list.textContent = "";
    session.tables.forEach((t) => {
      const option = el("option", null, t.name); option.value = t.id; select.append(option);
      const button = el("button"); button.type = "button";
      button.append(el("span", null, t.name), el("small", null, t.status + " \\u00b7 " + t.seated + (t.seated === 1 ? " player" : " players")));
      button.addEventListener("click", () => choose(t.id));
      list.append(button);
    });
    select.hidden = session.tables.length < 2;
    select.onchange = () => choose(select.value);
  }
  function showPicker() {
    view.dataset.state = "pick";
    $("msg").hidden = true; $("table").hidden = true; $("picker").hidden = false;
    $("tname").textContent = session.ringGame.name;
    if (session.tables.length === 0) { $("picker").hidden = true; $("msg").hidden = false; $("title").textContent = "No table is open yet"; $("detail").textContent = "Come back when the game starts."; }
  }
  function choose(id) {
    drop();
    lastSeq = null; T = null; tableId = id;
    post("/stream-tickets", { resumeToken: session.resumeToken, tableId: id })
      .then((r) => r.status === 201 ? watch(id, r.answer.stream) : refused(r))
      .catch(() => lost());
  }
  function refused(r) {
    const code = r.answer && r.answer.code;
    if (PLAYER) {
      if (code === "invalid_state") return waitForSeat(); // a tournament entry without a seat now
      if (code === "embed_session_expired" || code === "forbidden" || code === "not_found") return finish("ended");
      return lost();
    }
    if (code === "invalid_state") return following() ? followNext() : finish("closed");
    if (code === "embed_session_expired" || code === "forbidden" || code === "not_found") return finish("ended");
    lost();
  }

  // ------------------------------------------------------------------ following a tournament
  // A tournament's session without target tables follows the tournament: when the table watched closes
  // (the director broke it up, or the tournament ended) the service names the table to watch next, one
  // still in play, so the page ends at the final table. With target tables it stays on them.
  let followTries = 0, followTimer = 0;
  function following() { return !PLAYER && !!session.tournament && session.tournament.following; }
  function followNext() {
    const closed = T ? tableName(tableId) : null;
    drop(); clearTimeout(retryTimer); clearTimeout(followTimer);
    post("/stream-tickets", { resumeToken: session.resumeToken }).then((r) => {
      if (r.status === 201) {
        followTries = 0;
        session.tables = r.answer.tables; fillPicker();
        const next = tableName(r.answer.tableId);
        const last = session.tables.filter((t) => t.status !== "closed").length === 1;
        if (closed !== null && r.answer.tableId !== tableId) notice(closed + " closed: " + (last ? "watching the final table" : "now watching " + next));
        lastSeq = null; T = null;
        return watch(r.answer.tableId, r.answer.stream);
      }
      if (r.answer && r.answer.code !== "invalid_state") return refused(r);
      // No table in play: not started yet (wait for the first), over, or a table closed between the list
      // and its ticket (ask again shortly).
      if (closed === null && !T) {
        show("waiting", "notStarted");
        followTimer = setTimeout(followNext, 15000);
      } else if (followTries++ < 2) followTimer = setTimeout(followNext, 1500);
      else { finish("closed"); notice("The tournament is over"); }
    }).catch(() => { followTimer = setTimeout(followNext, 3000); });
  }
  function tableName(id) { const t = session.tables.find((x) => x.id === id); return t ? t.name : "The table"; }
  let noticeUntil = 0;
  /** A message in the banner for a few seconds (a reconnection's banner does not hide it meanwhile). */
  function notice(text) {
    const banner = $("banner");
    noticeUntil = Date.now() + 6000;
    banner.dataset.kind = "ok"; banner.textContent = text; banner.hidden = false;
    setTimeout(() => { if (Date.now() >= noticeUntil && banner.textContent === text) banner.hidden = true; }, 6000);
  }

  function watch(id, stream) {
    tableId = id;
    const t = session.tables.find((x) => x.id === id);
    $("tname").textContent = t ? t.name : id;
    $("pick").value = id;
    view.dataset.state = "open";
    $("msg").hidden = true; $("picker").hidden = true; $("table").hidden = false;
    if (!T) T = blank();
    if (!stream) return following() ? followNext() : finish("closed");
    // A live stream's answer carries the table as of the ticket: draw it now, then the socket resumes
    // from its seq (since=), so nothing is missed or applied twice.
    if (stream.snapshot && lastSeq === null) onFrame(stream.snapshot);
    connect(stream);
  }

  function connect(stream) {
    clearTimeout(retryTimer);
    const url = stream.url + "?ticket=" + encodeURIComponent(stream.ticket) + "&batch=1" + (lastSeq === null ? "" : "&since=" + lastSeq);
    const socket = new WebSocket(url);
    ws = socket;
    lastFrameAt = Date.now();
    socket.onmessage = (e) => {
      if (ws !== socket) return;
      lastFrameAt = Date.now();
      if (e.data === "pong") return;
      const frame = JSON.parse(e.data);
      // batch=1: the events of one change arrive as one array.
      if (Array.isArray(frame)) frame.forEach(onFrame); else onFrame(frame);
    };
    socket.onclose = (e) => {
      if (ws !== socket) return;
      ws = null;
      if (e.code === 4003) return following() ? followNext() : finish("closed");
      if (e.code === 4004) return finish("ended"); // the session's 12 h stream is over
      if (PLAYER && e.code === 4001) return finish("replaced");
      // The seating ended: a tournament entry moved without a ticket asks for its new seat; else it is over.
      if (PLAYER && e.code === 4002) return T && T.closed && T.closed.reason === "moved" ? (lastSeq = null, T = null, resume()) : finish("ended");
      lost();
    };
  }
  function drop() { const socket = ws; ws = null; if (socket) socket.close(); }

  /** The socket is gone: say so and resume with a fresh ticket and since=lastSeq, backing off to 10 s. */
  function lost() {
    if (view.dataset.conn === "ended" || view.dataset.conn === "closed") return;
    setConn("lost");
    clearTimeout(retryTimer);
    retryTimer = setTimeout(resume, Math.min(10000, 500 * Math.pow(2, retries++)));
  }
  function resume() {
    if (!navigator.onLine || ws) return;
    post("/stream-tickets", PLAYER ? { resumeToken: session.resumeToken } : { resumeToken: session.resumeToken, tableId: tableId })
      .then((r) => r.status === 201 ? (PLAYER ? seated(r.answer) : connect(r.answer.stream)) : refused(r))
      .catch(() => lost());
  }
  addEventListener("offline", () => { if (ws) { drop(); lost(); } });
  addEventListener("online", () => { if (view && view.dataset.conn === "lost" && !ws) { retries = 0; resume(); } });
  // A silent socket (no frame for 25 s although we ping every 10 s) is a dead one.
  setInterval(() => {
    if (!ws || ws.readyState !== 1) return;
    if (Date.now() - lastFrameAt > 25000) { drop(); lost(); } else ws.send("ping");
  }, 10000);

  function setConn(conn) {
    view.dataset.conn = conn;
    $("mode").dataset.conn = conn;
    const banner = $("banner");
    if (conn === "lost") { wasLost = true; banner.dataset.kind = "lost"; banner.textContent = "Connection lost \\u00b7 reconnecting\\u2026"; banner.hidden = false; }
    else if (conn === "live" && wasLost) {
      wasLost = false; banner.dataset.kind = "ok"; banner.textContent = "Reconnected"; banner.hidden = false;
      setTimeout(() => { if (view.dataset.conn === "live") banner.hidden = true; }, 2000);
    } else if (Date.now() >= noticeUntil) banner.hidden = true;
  }
  function finish(how) {
    drop(); clearTimeout(retryTimer);
    setConn(how);
    if (PLAYER && (how === "ended" || how === "replaced")) {
      show("ended", how);
      if (how === "ended" && T && T.closed) $("detail").textContent = "You left the table with " + chips(T.closed.finalStack) + " chips.";
      return;
    }
    if (how === "ended") return show("ended", "ended");
    if (T) { T.status = "closed"; T.hand = null; T.toAct = null; paint(); }
  }

  // ------------------------------------------------------------------ the player's seat
  let mySeat = null;       // the seat this page plays (it changes when a tournament entry moves)
  let pending = null;      // the clientId of an action sent and not yet answered
  let clientSeq = 0, socketBase = "", controlsKey = null, noteTimer = 0, bankMs = null;
  function openPlayer() {
    $("brand").textContent = session.brand;
    const mode = $("mode"); mode.dataset.mode = "live"; mode.textContent = "Live"; mode.hidden = false;
    const end = Date.parse(session.streamExpiresAt) - Date.now();
    setTimeout(() => finish("ended"), Math.min(end, 2147483647));
    bindControls();
    if (session.stream) return seated(session);
    waitForSeat();
  }
  /** The open's or a stream ticket's answer: the seat's table now, its summary and a ticket. */
  function seated(answer) {
    if (tableId !== null && tableId !== answer.tableId) { drop(); lastSeq = null; T = null; }
    tableId = answer.tableId; mySeat = answer.seatNumber;
    const t = answer.table;
    session.ringGame = { name: t.name, game: t.game, tableSize: t.tableSize, smallBlind: t.smallBlind, bigBlind: t.bigBlind, spectators: { mode: "live", delaySeconds: 0 } };
    session.tables = [{ id: tableId, name: t.name, status: "running", seated: 0 }];
    bankMs = t.timeBankMs;
    socketBase = answer.stream.url.split("/v1/")[0];
    $("blinds").textContent = "Blinds " + chips(t.smallBlind) + "/" + chips(t.bigBlind);
    $("controls").hidden = false;
    watch(tableId, answer.stream);
  }
  function waitForSeat() {
    show("waiting", "waiting");
    clearTimeout(retryTimer);
    retryTimer = setTimeout(resume, 3000);
  }
  /** A tournament entry moved: the old table sent the new seat and a ticket there; follow at once. */
  function follow(f) {
    drop(); lastSeq = null; T = null;
    tableId = f.tableId; mySeat = f.seatNumber; controlsKey = null;
    connect({ url: socketBase + f.ticket.connectUrl.split("?")[0], ticket: f.ticket.ticket });
  }
  function send(message) {
    if (ws && ws.readyState === 1) { ws.send(JSON.stringify(message)); return true; }
    note("Not connected: reconnecting\u2026");
    return false;
  }
  function note(text) {
    const n = $("note"); n.textContent = text; n.hidden = false;
    clearTimeout(noteTimer); noteTimer = setTimeout(() => { n.hidden = true; }, 4000);
  }

  /** The decision open to this seat now, or null. */
  function decision() {
    if (!T || !T.legal || T.hand !== T.legal.hand || T.toAct !== mySeat) return null;
    return T.legal;
  }
  /** The bet or raise range of the decision, or null. */
  function range(d) { return d && (d.legal.bet || d.legal.raise); }
  function clampTo(d, value) {
    const r = range(d);
    const v = Math.round(Number(value));
    if (!r || !isFinite(v)) return r ? r.minTo : 0;
    return Math.max(r.minTo, Math.min(r.maxTo, v));
  }
  /** A preset's bet or raise-to: a fraction of the pot after calling, on top of the bet to match. */
  function preset(d, kind) {
    const r = range(d);
    if (kind === "min") return r.minTo;
    if (kind === "max") return r.maxTo;
    const seats = Object.values(T.seats).filter((x) => x.inHand);
    const pot = seats.reduce((sum, x) => sum + x.inPot, 0);
    const top = seats.reduce((m, x) => Math.max(m, x.bet), 0);
    const owed = d.legal.call || 0;
    return clampTo(d, top + (kind === "half" ? 0.5 : 1) * (pot + owed));
  }
  function amount() { const d = decision(); return clampTo(d, $("amount").value); }
  function setAmount(value) {
    const d = decision(); const v = clampTo(d, value);
    $("amount").value = String(v); $("range").value = String(v);
    const b = document.querySelector("#actions button[data-action=bet],#actions button[data-action=raise]");
    if (b) b.firstChild.textContent = (b.dataset.action === "bet" ? "Bet " : "Raise to ") + chips(v) + (d && d.legal.allIn === v ? " (all-in)" : "");
  }
  function act(action) {
    const d = decision();
    if (!d || pending) return;
    const message = { type: "act", hand: d.hand, index: d.index, action: action, clientId: "c" + (++clientSeq) + "-" + Date.now().toString(36) };
    if (action === "bet" || action === "raise") message.to = amount();
    if (send(message)) { pending = message.clientId; paint(); }
  }
  const KEYS = { fold: "F", check: "C", call: "C", bet: "R", raise: "R" };
  function drawControls() {
    const d = decision(), me = T && T.seats[mySeat];
    const key = d ? d.hand + ":" + d.index : "";
    const actions = $("actions");
    if (key !== controlsKey) {
      controlsKey = key;
      actions.textContent = "";
      // Said once per decision (the clock's seconds are not announced).
      $("say").textContent = d ? "Your turn" : "";
      const L = d && d.legal;
      const r = range(d);
      if (L) {
        const add = (action, label) => {
          const b = el("button", null, label); b.type = "button"; b.dataset.action = action;
          b.append(el("kbd", null, KEYS[action])); b.setAttribute("aria-keyshortcuts", KEYS[action]);
          b.addEventListener("click", () => act(action));
          actions.append(b);
        };
        if (L.fold) add("fold", "Fold");
        if (L.check) add("check", "Check");
        if (L.call !== null) add("call", "Call " + chips(L.call) + (me && L.call >= me.stack ? " (all-in)" : ""));
        if (L.bet) add("bet", "Bet");
        if (L.raise) add("raise", "Raise to");
      }
      $("sizer").hidden = !r;
      if (r) {
        const slider = $("range"), input = $("amount");
        slider.min = input.min = String(r.minTo); slider.max = input.max = String(r.maxTo); slider.step = input.step = "1";
        document.querySelector("[data-preset=max]").textContent = L.allIn === r.maxTo ? "All-in" : "Max";
        setAmount(r.minTo);
      }
    }
    actions.querySelectorAll("button").forEach((b) => { b.disabled = pending !== null; });
    // What the seat is doing when it is not deciding.
    if (!d) {
      let text = "";
      if (T && T.closed) text = "";
      else if (me && me.status === "leaving") text = "Leaving after this hand";
      else if (me && me.status === "sitting_out") text = "You are sitting out";
      else if (T && T.hand !== null && me && me.inHand && !me.folded && T.toAct !== null && T.seats[T.toAct]) text = "Waiting for " + T.seats[T.toAct].name;
      else if (T && T.hand !== null && me && me.inHand && me.folded) text = "You folded";
      else if (T && T.hand === null) text = "Next hand soon";
      $("turn").textContent = text;
      $("bank").textContent = bankMs ? "Time bank " + Math.round(bankMs / 1000) + " s" : "";
    }
    const sit = $("sitout");
    sit.textContent = me && me.status === "sitting_out" ? "Sit in" : "Sit out";
    sit.disabled = !me || me.status === "leaving";
    $("leave").disabled = !me || me.status === "leaving";
  }
  function bindControls() {
    $("range").addEventListener("input", (e) => setAmount(e.target.value));
    $("amount").addEventListener("change", (e) => setAmount(e.target.value));
    document.querySelectorAll("[data-preset]").forEach((b) => b.addEventListener("click", () => { const d = decision(); if (d && range(d)) setAmount(preset(d, b.dataset.preset)); }));
    $("sitout").addEventListener("click", () => {
      const me = T && T.seats[mySeat];
      send({ type: me && me.status === "sitting_out" ? "sit_in" : "sit_out" });
    });
    $("leave").addEventListener("click", () => { $("confirm").hidden = false; $("leaveno").focus(); });
    $("leaveno").addEventListener("click", () => { $("confirm").hidden = true; $("leave").focus(); });
    $("leaveyes").addEventListener("click", () => { $("confirm").hidden = true; send({ type: "leave" }); });
    addEventListener("keydown", (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (e.target && e.target.tagName === "INPUT") {
        if (e.key !== "Enter") return;
        setAmount(e.target.value);
        const b = document.querySelector("#actions button[data-action=bet],#actions button[data-action=raise]");
        if (b && !b.disabled) { e.preventDefault(); b.click(); }
        return;
      }
      const k = e.key.toUpperCase();
      const b = Array.from(document.querySelectorAll("#actions button")).find((x) => KEYS[x.dataset.action] === k && !x.disabled);
      if (b) { e.preventDefault(); b.click(); }
    });
  }

  // ------------------------------------------------------------------ frames
  function onFrame(f) {
    if (f.type === "hello") { offset = Date.parse(f.serverTime) - Date.now(); retries = 0; setConn("live"); return; }
    if (f.type === "snapshot") { resyncing = false; fromSnapshot(f); lastSeq = f.seq; return paint(); }
    if (f.type === "ack" || f.type === "error") {
      if (f.clientId === pending || f.clientId === null) pending = null;
      if (f.type === "error") note(f.message);
      return paint();
    }
    if (f.type === "moved") return follow(f);
    if (typeof f.seq !== "number") return;
    if (lastSeq !== null && f.seq <= lastSeq) return; // already applied
    if (resyncing) return;
    if (lastSeq !== null && f.seq !== lastSeq + 1) { resyncing = true; ws && ws.send(JSON.stringify({ type: "resync" })); return; }
    lastSeq = f.seq;
    view.dataset.seq = f.seq;
    apply(f);
    paint();
  }

  function blank() { return { status: "waiting", handNumber: 0, button: null, board: "", seats: {}, hand: null, toAct: null, deadline: 0, turnFrom: 0, bank: false, shown: {}, won: {}, acts: {}, result: null }; }
  function seatOf(s) { return { n: s.seatNumber, name: s.displayName, bot: s.participant === "bot", status: s.status, stack: s.stack, connected: s.connected, inHand: false, bet: 0, inPot: 0, folded: false, allIn: false }; }
  function fromSnapshot(f) {
    const t = f.table, h = f.hand;
    T = blank();
    T.status = t.status; T.handNumber = t.handNumber; T.button = t.button;
    if (PLAYER) {
      $("tname").textContent = t.name;
      const you = f.you;
      T.mine = you && you.cards;
      T.legal = you && you.legal && h ? { hand: h.hand, index: h.index, legal: you.legal } : null;
    }
    t.seats.forEach((s) => { T.seats[s.seatNumber] = seatOf(s); });
    if (h) {
      T.hand = h.hand; T.button = h.button; T.board = h.board; T.toAct = h.toAct;
      h.seats.forEach((x) => { const s = T.seats[x.seatNumber]; if (s) Object.assign(s, { inHand: true, stack: x.stack, bet: x.bet, inPot: x.inPot, folded: x.folded, allIn: x.allIn }); });
      if (h.actionDeadline) { T.deadline = Date.parse(h.actionDeadline); T.turnFrom = Date.parse(f.serverTime); }
    }
  }
  const ACT = { fold: "Fold", check: "Check", call: "Call", bet: "Bet", raise: "Raise", all_in: "All-in" };
  function apply(f) {
    const s = T.seats[f.seatNumber];
    switch (f.type) {
      case "seat_taken": T.seats[f.seat.seatNumber] = seatOf(f.seat); break;
      case "seat_changed": if (s) Object.assign(s, { status: f.status, stack: f.stack, connected: f.connected }); break;
      case "seat_closed":
        delete T.seats[f.seatNumber];
        if (PLAYER && f.seatNumber === mySeat) {
          T.closed = { reason: f.reason, finalStack: f.finalStack }; T.legal = null;
          if (f.reason !== "moved") tell({ type: "pw:seat_closed", finalStack: f.finalStack, reason: f.reason });
        }
        break;
      case "hole_cards": if (f.seatNumber === mySeat) T.mine = f.cards; break;
      case "legal_actions": if (f.seatNumber === mySeat) T.legal = { hand: f.hand, index: f.index, legal: f.legal }; break;
      case "hand_started":
        T.hand = f.hand; T.handNumber = f.hand; T.button = f.button; T.board = ""; T.shown = {}; T.won = {}; T.acts = {}; T.result = null; T.status = "running";
        T.mine = null; T.legal = null;
        Object.values(T.seats).forEach((x) => Object.assign(x, { inHand: false, bet: 0, inPot: 0, folded: false, allIn: false }));
        f.seats.forEach((x) => { const seat = T.seats[x.seatNumber]; if (seat) Object.assign(seat, { inHand: true, stack: x.stack }); });
        break;
      case "posted":
        if (!s) break;
        s.stack -= f.amount; s.inPot += f.amount; s.allIn = f.allIn;
        if (f.post !== "ante") s.bet += f.amount;
        T.acts[f.seatNumber] = { ante: "Ante", small_blind: "SB", big_blind: "BB", dead_blind: "Dead" }[f.post];
        break;
      case "turn": if (f.seatNumber !== mySeat) T.legal = null; T.toAct = f.seatNumber; T.deadline = Date.parse(f.actionDeadline); T.turnFrom = f.timeBank ? T.turnFrom : Date.parse(f.at); T.bank = f.timeBank; break;
      case "acted":
        T.toActWas = T.toAct; T.toAct = null;
        if (f.seatNumber === mySeat) {
          T.legal = null; pending = null;
          // An action on the time bank spent it up to the action: what is left is the bank's deadline less then.
          if (T.bank && T.toActWas === mySeat && bankMs !== null) bankMs = Math.max(0, T.deadline - Date.parse(f.at));
        }
        if (!s) break;
        s.stack -= f.amount; s.inPot += f.amount; s.bet = f.to; s.allIn = f.allIn;
        if (f.action === "fold") s.folded = true;
        // The word only: the amount is the bet in front of the seat.
        T.acts[f.seatNumber] = f.allIn ? "All-in" : ACT[f.action] + (f.auto === "timeout" ? " (time)" : "");
        break;
      case "returned": if (s) { s.stack += f.amount; s.bet -= f.amount; s.inPot -= f.amount; } break;
      case "street":
        T.board = f.board; T.toAct = null; T.legal = null;
        Object.values(T.seats).forEach((x) => { x.bet = 0; if (!x.folded && !x.allIn) delete T.acts[x.n]; });
        break;
      case "showdown": f.shown.forEach((x) => { T.shown[x.seatNumber] = x; }); break;
      case "hand_ended": {
        T.hand = null; T.toAct = null; T.board = f.board; T.won = {};
        f.pots.forEach((p) => p.winners.forEach((w) => { T.won[w.seatNumber] = (T.won[w.seatNumber] || 0) + w.amount; }));
        f.stacks.forEach((x) => { const seat = T.seats[x.seatNumber]; if (seat) seat.stack = x.stack; });
        Object.values(T.seats).forEach((x) => { x.bet = 0; });
        T.result = f.pots; T.legal = null;
        if (PLAYER) { const me = T.seats[mySeat]; tell({ type: "pw:hand_ended", hand: f.hand, stack: me ? me.stack : null, won: T.won[mySeat] || 0 }); }
        break;
      }
      case "table_status": T.status = f.status; if (f.status === "closed") { T.hand = null; T.toAct = null; } break;
    }
  }

  /** Pots of the streets before this one: a level for each all-in player's stake (side pots), from what each put in. */
  function pots() {
    const seats = Object.values(T.seats).filter((s) => s.inHand);
    const stake = (s) => s.inPot - s.bet;
    const caps = seats.filter((s) => s.allIn && !s.folded && s.bet === 0).map(stake).sort((a, b) => a - b);
    caps.push(Infinity);
    const out = []; let below = 0;
    caps.forEach((cap) => {
      if (cap <= below) return;
      let amount = 0;
      seats.forEach((s) => { amount += Math.max(0, Math.min(stake(s), cap) - below); });
      if (amount > 0) out.push(amount);
      below = cap;
    });
    return out;
  }

  // ------------------------------------------------------------------ drawing
  const RANK = { T: "10", J: "jack", Q: "queen", K: "king", A: "ace" };
  const SUIT_NAME = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };
  function cardName(code) { return (RANK[code[0]] || code[0]) + " of " + SUIT_NAME[code[1]]; }
  function cardEl(code) {
    if (!code) return el("span", "card slot");
    const c = el("span", "card " + code[1], code[0] === "T" ? "10" : code[0]);
    c.append(el("i", null, SUIT[code[1]]));
    c.setAttribute("role", "img");
    c.setAttribute("aria-label", cardName(code));
    return c;
  }
  /** "AhKd..." as card elements, two characters a card. */
  function holeEls(codes) { const out = []; for (let i = 0; i + 1 < codes.length; i += 2) out.push(cardEl(codes.slice(i, i + 2))); return out; }
  const at = (e, p) => { e.style.left = p.x + "px"; e.style.top = p.y + "px"; return e; };

  /**
   * Where everything goes, for this table size in the space there is now (recomputed on resize). Seats sit
   * on the rectangle through the seat centres, one every 1/size of its perimeter from the bottom centre,
   * clockwise; each seat's bet goes on the seat's side toward the centre; the board, pot and result line
   * fill the centre. The largest scale (--s) at which no seat, bet slot and the centre overlap and all
   * lie inside the table is kept, so no two of them ever overlap, at any width.
   */
  let geo = null, geoKey = "";
  function geometry(size) {
    const area = $("table"), W = area.clientWidth, H = area.clientHeight;
    const key = size + ":" + W + "x" + H;
    if (geo && key === geoKey) return geo;
    geoKey = key;
    const box = (x, y, w, h) => ({ l: x - w / 2, r: x + w / 2, t: y - h / 2, b: y + h / 2 });
    const hit = (a, b) => a.l < b.r + 3 && b.l < a.r + 3 && a.t < b.b + 3 && b.t < a.b + 3;
    const inside = (a) => a.l >= 0 && a.t >= 0 && a.r <= W && a.b <= H;
    let found = null;
    for (let sc = 1.4; sc >= 0.5 && !found; sc -= 0.05) {
      const sw = 76 * sc, sh = 80 * sc, bw = Math.max(16, Math.min(46, 34 * sc)), betW = 11 * sc * 4.6 + 12, betH = 11 * sc * 1.4 + 2;
      const cw = Math.max(5 * bw + 16, 150 * sc), ch = bw * 1.4 + 12 * sc * 1.4 + 12 * sc * 2.5 + 10 * sc + 4;
      const m = 2, pw = W - sw - 2 * m, ph = H - sh - 2 * m;
      if (pw <= 0 || ph <= 0) continue;
      const P = 2 * (pw + ph), x0 = m + sw / 2, y0 = m + sh / 2;
      const seats = [];
      for (let k = 0; k < size; k++) {
        // From the bottom centre, clockwise: bottom (leftward), left side (up), top (rightward), right side (down).
        let t = (k / size) * P;
        let x, y;
        if (t <= pw / 2) { x = pw / 2 - t; y = ph; }
        else if ((t -= pw / 2) <= ph) { x = 0; y = ph - t; }
        else if ((t -= ph) <= pw) { x = t; y = 0; }
        else if ((t -= pw) <= ph) { x = pw; y = t; }
        else { x = pw - (t - ph); y = ph; }
        seats.push({ x: x0 + x, y: y0 + y });
      }
      const placed = seats.map((p) => box(p.x, p.y, sw, sh));
      const center = box(W / 2, H / 2, cw, ch);
      if (!placed.every((a, i) => !hit(a, center) && placed.every((b, j) => j <= i || !hit(a, b)))) continue;
      placed.push(center);
      const bets = [];
      for (const p of seats) {
        const dx = W / 2 - p.x, dy = H / 2 - p.y, len = Math.hypot(dx, dy) || 1, ux = dx / len, uy = dy / len;
        const gapX = (sw + betW) / 2 + 3, gapY = (sh + betH) / 2 + 3;
        const along = Math.min(Math.abs(ux) > 0.01 ? gapX / Math.abs(ux) : Infinity, Math.abs(uy) > 0.01 ? gapY / Math.abs(uy) : Infinity);
        const tries = [{ x: p.x + ux * along, y: p.y + uy * along }, { x: p.x, y: p.y + Math.sign(dy || 1) * gapY }, { x: p.x + Math.sign(dx || 1) * gapX, y: p.y }];
        const spot = tries.find((q) => { const b = box(q.x, q.y, betW, betH); return inside(b) && placed.every((o) => !hit(b, o)); });
        if (!spot) break;
        bets.push(spot);
        placed.push(box(spot.x, spot.y, betW, betH));
      }
      if (bets.length < size) continue;
      found = { sc, bw, seats, bets, cw, ch, pw, ph, x0, y0 };
    }
    if (!found) {
      // Too small a space for any scale: the smallest, with bets at the seats (the page then scrolls).
      const sc = 0.5, bw = 16;
      found = { sc, bw, seats: [], bets: [], cw: 5 * bw + 16, ch: 60, pw: W, ph: H, x0: 0, y0: 0 };
      for (let k = 0; k < size; k++) {
        const a = Math.PI / 2 + (2 * Math.PI * k) / size;
        found.seats.push({ x: W / 2 + (W / 2 - 20) * Math.cos(a), y: H / 2 + (H / 2 - 22) * Math.sin(a) });
      }
      found.bets = found.seats;
    }
    area.style.setProperty("--s", found.sc.toFixed(2));
    area.style.setProperty("--bw", found.bw.toFixed(1) + "px");
    const felt = $("felt");
    felt.style.left = found.x0 + "px"; felt.style.top = found.y0 + "px"; felt.style.width = found.pw + "px"; felt.style.height = found.ph + "px";
    const center = $("center");
    center.style.left = W / 2 - found.cw / 2 + "px"; center.style.top = H / 2 - found.ch / 2 + "px";
    center.style.width = found.cw + "px"; center.style.height = found.ch + "px";
    geo = found;
    return geo;
  }
  const HOLE_CARDS = { nlhe: 2, plo4: 4, plo5: 5 };
  let HOLE = 2;
  let painting = false;
  function paint() { if (!painting) { painting = true; requestAnimationFrame(draw); } }
  // For bench/spectator-page.ts (nothing is sent anywhere): one Performance mark, "pw:first-table", when
  // the first table with seats is drawn, and the number of draws so far in #view's data-draws.
  let draws = 0, drawnTable = false;
  function draw() {
    painting = false;
    if (!T) return;
    view.dataset.draws = String(++draws);
    if (!drawnTable && Object.keys(T.seats).length > 0) { drawnTable = true; performance.mark("pw:first-table"); tell({ type: "pw:ready", mode: PLAYER ? "player" : "spectator", tableId: tableId }); }
    const size = session.ringGame.tableSize;
    HOLE = HOLE_CARDS[session.ringGame.game] || 2;
    // The controls first: their height decides the table's room.
    if (PLAYER) drawControls();
    const g = geometry(size);
    const board = $("board"); board.textContent = "";
    for (let i = 0; i < 5; i++) board.append(cardEl(T.board.slice(2 * i, 2 * i + 2)));
    const pot = $("pot");
    if (T.hand !== null) { const p = pots(); pot.textContent = p.length > 1 ? p.map((a, i) => (i ? "Side " : "Main ") + chips(a)).join(" \u00b7 ") : p[0] ? "Pot " + chips(p[0]) : ""; }
    else pot.textContent = T.result ? "Pot " + chips(T.result.reduce((sum, p) => sum + p.amount, 0)) : "";
    $("status").textContent = statusLine();
    view.dataset.phase = T.status === "closed" ? "closed" : T.hand !== null ? "hand" : T.result ? "between" : "waiting";
    $("hand").textContent = T.handNumber ? "Hand #" + T.handNumber : "";
    const layer = $("seats"); layer.textContent = "";
    const first = PLAYER && mySeat ? mySeat : 1;
    for (let n = 1; n <= size; n++) {
      // Seat 1 (a player's own seat) at the bottom, the others clockwise.
      const k = (((n - first) % size) + size) % size;
      const spot = g.seats[k];
      const s = T.seats[n];
      const seat = at(el("div", "seat"), spot);
      seat.dataset.seat = n;
      const plate = el("div", "plate");
      if (!s) {
        seat.classList.add("empty");
        const name = el("div", "name"); name.append(el("span", null, "Seat " + n));
        plate.append(name, el("div", "stack", "open"));
        seat.append(el("div", "cards"), plate, el("div", "act"));
        layer.append(seat);
        continue;
      }
      const cards = el("div", "cards");
      const shown = T.shown[n];
      if (shown) { cards.append(...holeEls(shown.cards)); }
      else if (PLAYER && n === mySeat && T.mine && s.inHand && !s.folded && T.hand !== null) { cards.append(...holeEls(T.mine)); cards.setAttribute("role", "group"); cards.setAttribute("aria-label", "Your cards"); }
      else if (s.inHand && !s.folded && (T.hand !== null)) { for (let i = 0; i < HOLE; i++) cards.append(el("span", "card back")); }
      // Omaha's 4 or 5 cards overlap like a hand held in a fan, each card's rank and suit in its visible corner.
      if (cards.children.length > 2) cards.classList.add("fan" + cards.children.length);
      if (PLAYER && n === mySeat) seat.classList.add("me");
      const name = el("div", "name");
      if (s.bot) name.append(el("b", "bot", "BOT"));
      name.append(el("span", null, s.name));
      const stack = el("div", "stack", s.allIn && T.hand !== null ? "All-in" : chips(s.stack));
      plate.append(name, stack);
      if (T.toAct === n) { const clock = el("div", "clock" + (T.bank ? " bank" : "")); clock.id = "clock"; plate.append(clock); seat.classList.add("turn"); }
      if (s.folded) seat.classList.add("folded");
      if (s.status === "sitting_out") seat.classList.add("out");
      if (!s.connected && !s.bot) { seat.classList.add("away"); seat.title = s.name + " (away)"; }
      let act = T.acts[n] || "";
      if (T.toAct === n) { act = ""; }
      if (T.won[n]) { seat.classList.add("won"); act = "+" + chips(T.won[n]); }
      else if (shown && T.hand === null) act = CATEGORY[shown.category] || "";
      else if (s.status === "sitting_out") act = "Sitting out";
      const line = el("div", "act", act);
      if (T.toAct === n) line.id = "left";
      seat.append(cards, plate, line);
      // The dealer button sits in the seat's own corner: it never covers a neighbour, a bet or the board.
      if (T.button === n) { const d = el("div", "dealer", "D"); d.setAttribute("role", "img"); d.setAttribute("aria-label", "Dealer button"); seat.append(d); }
      layer.append(seat);
      if (s.bet > 0) {
        const bet = el("div", "bet", compactChips(s.bet));
        if (s.bet >= 100000) { bet.title = chips(s.bet); bet.setAttribute("aria-label", chips(s.bet)); }
        layer.append(at(bet, g.bets[k]));
      }
    }
    tick();
    reportSize();
  }
  function statusLine() {
    const players = Object.keys(T.seats).length;
    if (T.status === "closed") return "This table has closed";
    if (view.dataset.conn === "lost") return "Reconnecting\\u2026";
    if (T.hand === null && T.result) {
      // The name is cut to 14 characters here, and a split pot is counted, not listed (each winner's seat
      // shows its full name and its "+amount"): the line then fits the centre in two lines at any width.
      const won = Object.keys(T.won), name = (n) => short(T.seats[n] ? T.seats[n].name : "Seat " + n);
      const shown = won.length === 1 && T.shown[won[0]];
      const line = won.length === 1 ? name(won[0]) + " wins" + (shown ? " with " + (CATEGORY_LONG[shown.category] || CATEGORY[shown.category] || "").toLowerCase() : "")
        : "Pot split " + won.length + " ways";
      return line + " \\u00b7 next hand soon";
    }
    if (T.hand === null) return players < 2 ? "Waiting for players" : "Next hand soon";
    const toAct = T.toAct !== null && T.seats[T.toAct];
    return toAct ? short(toAct.name) + " to act" : "";
  }
  function short(name) { return name.length > 14 ? name.slice(0, 13) + "\\u2026" : name; }
  /** The clock of the seat to act, from its absolute deadline (a delayed stream's deadlines are that much older). */
  function tick() {
    const clock = document.getElementById("clock");
    if (!clock || !T || T.toAct === null) return;
    const delay = session.ringGame.spectators.delaySeconds * 1000;
    const now = Date.now() + offset - delay;
    const total = Math.max(1, T.deadline - T.turnFrom), left = Math.max(0, T.deadline - now);
    clock.style.width = Math.min(100, (100 * left) / total) + "%";
    $("left").textContent = Math.ceil(left / 1000) + "s" + (T.bank ? " \u00b7 time bank" : "");
    if (PLAYER && T.toAct === mySeat) {
      $("turn").textContent = "Your turn \u00b7 " + Math.ceil(left / 1000) + " s" + (T.bank ? " (time bank)" : "");
      if (T.bank) $("bank").textContent = "";
    }
  }
  setInterval(tick, 250);
  addEventListener("resize", paint);

  sendOpen();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", open);
  else open();
})();`;
}
