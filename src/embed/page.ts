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
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>Spectator view</title>
<script nonce="${nonce}">${spectatorScript(embedSessionId)}</script>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header class="bar">
<span id="brand" class="brand"></span>
<span id="tname" class="tname"></span>
<select id="pick" aria-label="Table" hidden></select>
<span id="mode" class="mode" hidden></span>
</header>
<main id="view" data-state="loading" aria-live="polite">
<section id="msg" class="msg"><h1 id="title">Opening the spectator view…</h1><p id="detail"></p></section>
<section id="picker" class="msg" hidden><h1>Pick a table to watch</h1><div id="tables" class="tables"></div></section>
<div id="table" class="table" hidden>
<div class="felt"><div class="center"><div id="board" class="board"></div><div id="pot" class="pot"></div><div id="status" class="status"></div></div></div>
<div id="seats"></div>
</div>
<p id="banner" class="banner" hidden></p>
</main>
<footer class="foot"><span id="hand"></span><span id="blinds"></span></footer>
<noscript><p>The spectator view needs JavaScript.</p></noscript>
</body>
</html>`;
}

const STYLE = `
:root{--bg:#f4f1ea;--fg:#1d2421;--muted:#5f6b66;--bar:#ffffff;--line:#d9d3c7;--felt:#1f7a4d;--felt2:#14563a;--rail:#3b2a1e;--plate:#ffffff;--plate-fg:#1d2421;--card:#fff;--back:#b4243a;--accent:#d9a21b;--turn:#2f80ed;--win:#e0a800;--red:#d11f2f;--blue:#1f5fd1;--green:#188a3c;--black:#1d2421;--chip:#f3c969;--danger:#c0392b}
@media (prefers-color-scheme:dark){:root{--bg:#0f1513;--fg:#e8ede9;--muted:#98a59f;--bar:#161e1b;--line:#2a3531;--felt:#17603d;--felt2:#0d3d27;--rail:#2a1d15;--plate:#1d2724;--plate-fg:#e8ede9;--card:#f7f7f2;--back:#8f1d2e;--turn:#5aa2ff}}
:root[data-theme=light]{--bg:#f4f1ea;--fg:#1d2421;--muted:#5f6b66;--bar:#ffffff;--line:#d9d3c7;--felt:#1f7a4d;--felt2:#14563a;--rail:#3b2a1e;--plate:#ffffff;--plate-fg:#1d2421;--back:#b4243a;--turn:#2f80ed}
:root[data-theme=dark]{--bg:#0f1513;--fg:#e8ede9;--muted:#98a59f;--bar:#161e1b;--line:#2a3531;--felt:#17603d;--felt2:#0d3d27;--rail:#2a1d15;--plate:#1d2724;--plate-fg:#e8ede9;--back:#8f1d2e;--turn:#5aa2ff}
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{display:flex;flex-direction:column;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.bar{display:flex;align-items:center;gap:.6rem;padding:.5rem .8rem;background:var(--bar);border-bottom:1px solid var(--line);min-height:2.6rem}
.brand{font-weight:800;letter-spacing:.04em;text-transform:uppercase;color:var(--accent);white-space:nowrap}
.tname{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex:1}
select{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:.15rem .3rem;max-width:45%}
.mode{font-size:.75rem;font-weight:700;letter-spacing:.03em;padding:.15rem .5rem;border-radius:99px;background:var(--danger);color:#fff;white-space:nowrap}
.mode[data-mode=delayed]{background:var(--muted)}
.mode[data-conn=lost]{background:var(--muted);opacity:.7}
main{position:relative;flex:1;display:flex;align-items:center;justify-content:center;padding:.6rem;min-height:0}
.msg{max-width:30rem;text-align:center;padding:1rem}
.msg h1{font-size:1.25rem;margin:.2rem 0 .5rem}
.msg p{color:var(--muted);margin:0}
[data-state=expired] #title,[data-state=used] #title,[data-state=invalid] #title,[data-state=error] #title{color:var(--danger)}
.tables{display:grid;gap:.5rem;margin-top:.8rem}
.tables button{font:inherit;text-align:left;color:var(--fg);background:var(--bar);border:1px solid var(--line);border-radius:10px;padding:.6rem .8rem;cursor:pointer;display:flex;justify-content:space-between;gap:1rem}
.tables button:hover,.tables button:focus-visible{border-color:var(--turn);outline:none}
.tables small{color:var(--muted)}
.table{position:relative;width:min(100%,1100px,calc((100vh - 7rem) * 2));aspect-ratio:2/1}
.felt{position:absolute;inset:9% 7%;border-radius:999px;background:radial-gradient(ellipse at 50% 40%,var(--felt),var(--felt2));border:clamp(6px,1.4vw,14px) solid var(--rail);box-shadow:inset 0 0 30px rgba(0,0,0,.35),0 6px 18px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center}
.center{display:flex;flex-direction:column;align-items:center;gap:.35rem;margin-top:-2%}
.board{display:flex;gap:clamp(2px,.5vw,6px);min-height:1em}
.pot{font-weight:700;color:#fff;background:rgba(0,0,0,.28);border-radius:99px;padding:.05rem .7rem;font-variant-numeric:tabular-nums}
.pot:empty{display:none}
.status{color:#e9f5ee;font-size:.85rem;text-align:center;max-width:22rem;min-height:1.2em}
.card{display:inline-flex;flex-direction:column;align-items:center;justify-content:center;width:clamp(24px,4.2vw,46px);aspect-ratio:5/7;border-radius:clamp(3px,.5vw,6px);background:var(--card);color:var(--black);font-weight:800;font-size:clamp(11px,1.9vw,20px);line-height:1;box-shadow:0 1px 3px rgba(0,0,0,.35)}
.card i{font-style:normal;font-size:.85em}
.card.h{color:var(--red)}.card.d{color:var(--blue)}.card.c{color:var(--green)}
.card.back{background:repeating-linear-gradient(45deg,rgba(255,255,255,.2) 0 2px,transparent 2px 6px),var(--back);border:2px solid #fff}
.card.slot{background:rgba(255,255,255,.08);box-shadow:none;border:1px dashed rgba(255,255,255,.3)}
.seat{position:absolute;transform:translate(-50%,-50%);display:flex;flex-direction:column;align-items:center;width:clamp(70px,15%,150px)}
.seat .cards{display:flex;gap:2px;min-height:clamp(22px,4vw,44px);margin-bottom:-6px;z-index:0}
.seat .cards .card{width:clamp(20px,3.1vw,34px);font-size:clamp(10px,1.5vw,16px)}
.plate{position:relative;z-index:1;width:100%;background:var(--plate);color:var(--plate-fg);border:2px solid var(--line);border-radius:10px;padding:.2rem .35rem .25rem;text-align:center;box-shadow:0 2px 6px rgba(0,0,0,.2);overflow:hidden}
.name{display:flex;justify-content:center;align-items:center;font-weight:600;font-size:clamp(10px,1.3vw,14px);white-space:nowrap;min-width:0}
.name span{overflow:hidden;text-overflow:ellipsis}
.stack{font-variant-numeric:tabular-nums;font-size:clamp(10px,1.3vw,14px);color:var(--muted)}
.bot{font-size:.6rem;margin-right:.3rem;font-weight:800;letter-spacing:.05em;vertical-align:1px;padding:0 .25rem;border-radius:4px;background:var(--muted);color:var(--bar)}
.clock{position:absolute;left:0;bottom:0;height:3px;background:var(--turn);width:0}
.clock.bank{background:var(--danger)}
.act{font-size:.7rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;margin-top:2px;color:var(--fg);min-height:1em;white-space:nowrap}
.seat.turn .plate{border-color:var(--turn);box-shadow:0 0 0 3px color-mix(in srgb,var(--turn) 35%,transparent)}
.seat.folded .plate,.seat.out .plate{opacity:.55}
.seat.won .plate{border-color:var(--win);box-shadow:0 0 0 3px color-mix(in srgb,var(--win) 45%,transparent)}
.seat.won .act{color:var(--win)}
#left{text-transform:none;color:var(--turn);font-variant-numeric:tabular-nums}
.seat.empty .plate{background:transparent;border:1px dashed color-mix(in srgb,var(--muted) 60%,transparent);box-shadow:none;color:var(--muted)}
.seat.away .name span::after{content:" · away";color:var(--muted);font-weight:400}
.bet{position:absolute;transform:translate(-50%,-50%);font-weight:700;font-size:clamp(10px,1.3vw,13px);color:#fff;background:rgba(0,0,0,.35);border-radius:99px;padding:0 .45rem 0 .2rem;white-space:nowrap;font-variant-numeric:tabular-nums}
.bet::before{content:"";display:inline-block;width:.75em;height:.75em;border-radius:50%;background:var(--chip);border:2px dashed #b7791f;margin-right:.25rem;vertical-align:-1px}
.dealer{position:absolute;transform:translate(-50%,-50%);width:clamp(16px,2.2vw,24px);height:clamp(16px,2.2vw,24px);border-radius:50%;background:#fff;color:#111;font-weight:800;font-size:clamp(9px,1.1vw,12px);display:flex;align-items:center;justify-content:center;box-shadow:0 1px 3px rgba(0,0,0,.4)}
.banner{position:absolute;top:.6rem;left:50%;transform:translateX(-50%);margin:0;padding:.3rem .8rem;border-radius:99px;background:var(--fg);color:var(--bg);font-weight:600;font-size:.85rem;z-index:5;white-space:nowrap}
.banner[data-kind=ok]{background:var(--green);color:#fff}
.foot{display:flex;justify-content:space-between;gap:1rem;padding:.35rem .8rem;color:var(--muted);font-size:.8rem;border-top:1px solid var(--line);background:var(--bar);font-variant-numeric:tabular-nums}
@media (max-width:560px){.table{aspect-ratio:3/4;width:min(100%,calc((100vh - 7rem) * .75))}.felt{inset:12% 12%}.seat{width:clamp(64px,26%,110px)}.card{width:clamp(22px,8vw,34px);font-size:clamp(11px,3.6vw,16px)}.seat .cards .card{width:clamp(18px,6vw,26px);font-size:clamp(10px,3vw,13px)}.name,.stack{font-size:11px}.bar{gap:.4rem;padding:.4rem .6rem}.brand{font-size:.8rem}}
`.replace(/\n/g, "");

/** The page's script, as text (runs in the browser; dependency-free, small and commented where it matters). */
function spectatorScript(embedSessionId: string): string {
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
    error: ["The spectator view could not be opened", "Try again later."]
  };
  const byCode = {
    embed_session_expired: ["expired", "expired"], invalid_launch_secret: ["used", "used"], not_found: ["invalid", "invalid"],
    validation_failed: ["invalid", "invalid"], origin_not_allowed: ["invalid", "wrongOrigin"], forbidden: ["invalid", "wrongTable"],
    invalid_state: ["invalid", "off"], rate_limited: ["error", "busy"]
  };
  const CATEGORY = { high_card: "High card", one_pair: "Pair", two_pair: "Two pair", three_of_a_kind: "Three of a kind", straight: "Straight",
    flush: "Flush", full_house: "Full house", four_of_a_kind: "Four of a kind", straight_flush: "Straight flush" };
  const SUIT = { s: "\\u2660", h: "\\u2665", d: "\\u2666", c: "\\u2663" };

  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
  const chips = (n) => Number(n).toLocaleString("en-US");
  let view = null;         // #view, once the document is parsed
  function show(state, key) {
    view.dataset.state = state;
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
    if (!opening) return show(refusedBeforeOpen[0], refusedBeforeOpen[1]);
    opening.then((r) => {
      if (r.status !== 200) { const known = byCode[r.answer && r.answer.code] || ["error", "error"]; return show(known[0], known[1]); }
      session = r.answer;
      $("brand").textContent = session.brand;
      $("blinds").textContent = "Blinds " + chips(session.ringGame.smallBlind) + "/" + chips(session.ringGame.bigBlind);
      const mode = $("mode"), delay = session.ringGame.spectators;
      mode.dataset.mode = delay.mode; mode.textContent = delay.mode === "delayed" ? "Delayed " + delay.delaySeconds + " s" : "Live"; mode.hidden = false;
      fillPicker();
      const end = Date.parse(session.streamExpiresAt) - Date.now();
      setTimeout(() => finish("ended"), Math.min(end, 2147483647));
      if (session.stream) return watch(session.tableId, session.stream);
      if (session.tableId) return watch(session.tableId, null);
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
    if (code === "invalid_state") return finish("closed");
    if (code === "embed_session_expired" || code === "forbidden" || code === "not_found") return finish("ended");
    lost();
  }

  function watch(id, stream) {
    tableId = id;
    const t = session.tables.find((x) => x.id === id);
    $("tname").textContent = t ? t.name : id;
    $("pick").value = id;
    view.dataset.state = "open";
    $("msg").hidden = true; $("picker").hidden = true; $("table").hidden = false;
    if (!T) T = blank();
    if (!stream) return finish("closed");
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
      if (e.code === 4003) return finish("closed");
      if (e.code === 4004) return finish("ended"); // the session's 12 h stream is over
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
    post("/stream-tickets", { resumeToken: session.resumeToken, tableId: tableId })
      .then((r) => r.status === 201 ? connect(r.answer.stream) : refused(r))
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
    } else banner.hidden = true;
  }
  function finish(how) {
    drop(); clearTimeout(retryTimer);
    setConn(how);
    if (how === "ended") return show("ended", "ended");
    if (T) { T.status = "closed"; T.hand = null; T.toAct = null; paint(); }
  }

  // ------------------------------------------------------------------ frames
  function onFrame(f) {
    if (f.type === "hello") { offset = Date.parse(f.serverTime) - Date.now(); retries = 0; setConn("live"); return; }
    if (f.type === "snapshot") { resyncing = false; fromSnapshot(f); lastSeq = f.seq; return paint(); }
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
    t.seats.forEach((s) => { T.seats[s.seatNumber] = seatOf(s); });
    if (h) {
      T.hand = h.hand; T.button = h.button; T.board = h.board; T.toAct = h.toAct;
      h.seats.forEach((x) => { const s = T.seats[x.seatNumber]; if (s) Object.assign(s, { inHand: true, stack: x.stack, bet: x.bet, inPot: x.inPot, folded: x.folded, allIn: x.allIn }); });
      if (h.actionDeadline) { T.deadline = Date.parse(h.actionDeadline); T.turnFrom = Date.parse(f.serverTime); }
    }
  }
  const ACT = { fold: "Fold", check: "Check", call: "Call", bet: "Bet", raise: "Raise to", all_in: "All-in" };
  function apply(f) {
    const s = T.seats[f.seatNumber];
    switch (f.type) {
      case "seat_taken": T.seats[f.seat.seatNumber] = seatOf(f.seat); break;
      case "seat_changed": if (s) Object.assign(s, { status: f.status, stack: f.stack, connected: f.connected }); break;
      case "seat_closed": delete T.seats[f.seatNumber]; break;
      case "hand_started":
        T.hand = f.hand; T.handNumber = f.hand; T.button = f.button; T.board = ""; T.shown = {}; T.won = {}; T.acts = {}; T.result = null; T.status = "running";
        Object.values(T.seats).forEach((x) => Object.assign(x, { inHand: false, bet: 0, inPot: 0, folded: false, allIn: false }));
        f.seats.forEach((x) => { const seat = T.seats[x.seatNumber]; if (seat) Object.assign(seat, { inHand: true, stack: x.stack }); });
        break;
      case "posted":
        if (!s) break;
        s.stack -= f.amount; s.inPot += f.amount; s.allIn = f.allIn;
        if (f.post !== "ante") s.bet += f.amount;
        T.acts[f.seatNumber] = { ante: "Ante", small_blind: "Small blind", big_blind: "Big blind", dead_blind: "Dead blind" }[f.post];
        break;
      case "turn": T.toAct = f.seatNumber; T.deadline = Date.parse(f.actionDeadline); T.turnFrom = f.timeBank ? T.turnFrom : Date.parse(f.at); T.bank = f.timeBank; break;
      case "acted":
        T.toAct = null;
        if (!s) break;
        s.stack -= f.amount; s.inPot += f.amount; s.bet = f.to; s.allIn = f.allIn;
        if (f.action === "fold") s.folded = true;
        T.acts[f.seatNumber] = f.allIn ? "All-in " + chips(f.to) : ACT[f.action] + (f.action === "bet" || f.action === "raise" ? " " + chips(f.to) : "") + (f.auto === "timeout" ? " (time)" : "");
        break;
      case "returned": if (s) { s.stack += f.amount; s.bet -= f.amount; s.inPot -= f.amount; } break;
      case "street":
        T.board = f.board; T.toAct = null;
        Object.values(T.seats).forEach((x) => { x.bet = 0; if (!x.folded && !x.allIn) delete T.acts[x.n]; });
        break;
      case "showdown": f.shown.forEach((x) => { T.shown[x.seatNumber] = x; }); break;
      case "hand_ended": {
        T.hand = null; T.toAct = null; T.board = f.board; T.won = {};
        f.pots.forEach((p) => p.winners.forEach((w) => { T.won[w.seatNumber] = (T.won[w.seatNumber] || 0) + w.amount; }));
        f.stacks.forEach((x) => { const seat = T.seats[x.seatNumber]; if (seat) seat.stack = x.stack; });
        Object.values(T.seats).forEach((x) => { x.bet = 0; });
        T.result = f.pots;
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
  function cardEl(code) {
    if (!code) return el("span", "card slot");
    const c = el("span", "card " + code[1], code[0] === "T" ? "10" : code[0]);
    c.append(el("i", null, SUIT[code[1]]));
    c.setAttribute("aria-label", code);
    return c;
  }
  const place = (e, x, y) => { e.style.left = x + "%"; e.style.top = y + "%"; return e; };
  let painting = false;
  function paint() { if (!painting) { painting = true; requestAnimationFrame(draw); } }
  // For bench/spectator-page.ts (nothing is sent anywhere): one Performance mark, "pw:first-table", when
  // the first table with seats is drawn, and the number of draws so far in #view's data-draws.
  let draws = 0, drawnTable = false;
  function draw() {
    painting = false;
    if (!T) return;
    view.dataset.draws = String(++draws);
    if (!drawnTable && Object.keys(T.seats).length > 0) { drawnTable = true; performance.mark("pw:first-table"); }
    const size = session.ringGame.tableSize, tall = innerWidth <= 560;
    const board = $("board"); board.textContent = "";
    for (let i = 0; i < 5; i++) board.append(cardEl(T.board.slice(2 * i, 2 * i + 2)));
    const pot = $("pot");
    if (T.hand !== null) { const p = pots(); pot.textContent = p.length > 1 ? p.map((a, i) => (i ? "Side " : "Main ") + chips(a)).join(" \\u00b7 ") : p[0] ? "Pot " + chips(p[0]) : ""; }
    else pot.textContent = T.result ? "Pot " + chips(T.result.reduce((sum, p) => sum + p.amount, 0)) : "";
    $("status").textContent = statusLine();
    view.dataset.phase = T.status === "closed" ? "closed" : T.hand !== null ? "hand" : T.result ? "between" : "waiting";
    $("hand").textContent = T.handNumber ? "Hand #" + T.handNumber : "";
    const layer = $("seats"); layer.textContent = "";
    for (let n = 1; n <= size; n++) {
      const angle = Math.PI / 2 + (2 * Math.PI * (n - 1)) / size;
      const cos = Math.cos(angle), sin = Math.sin(angle);
      const rx = tall ? 40 : 44, ry = tall ? 43 : 41;
      const s = T.seats[n];
      const seat = place(el("div", "seat"), 50 + rx * cos, 50 + ry * sin);
      seat.dataset.seat = n;
      const plate = el("div", "plate");
      if (!s) {
        seat.classList.add("empty");
        const name = el("div", "name"); name.append(el("span", null, "Seat " + n));
        plate.append(name, el("div", "stack", "open"));
        seat.append(el("div", "cards"), plate);
        layer.append(seat);
        continue;
      }
      const cards = el("div", "cards");
      const shown = T.shown[n];
      if (shown) { cards.append(cardEl(shown.cards.slice(0, 2)), cardEl(shown.cards.slice(2, 4))); }
      else if (s.inHand && !s.folded && (T.hand !== null)) { cards.append(el("span", "card back"), el("span", "card back")); }
      const name = el("div", "name");
      name.append(el("span", null, s.name));
      const stack = el("div", "stack", s.allIn && T.hand !== null ? "All-in" : chips(s.stack));
      if (s.bot) stack.prepend(el("b", "bot", "BOT"));
      plate.append(name, stack);
      if (T.toAct === n) { const clock = el("div", "clock" + (T.bank ? " bank" : "")); clock.id = "clock"; plate.append(clock); seat.classList.add("turn"); }
      if (s.folded) seat.classList.add("folded");
      if (s.status === "sitting_out") seat.classList.add("out");
      if (!s.connected && !s.bot) seat.classList.add("away");
      let act = T.acts[n] || "";
      if (T.toAct === n) { act = ""; }
      if (T.won[n]) { seat.classList.add("won"); act = "Wins " + chips(T.won[n]); }
      else if (shown && T.hand === null) act = CATEGORY[shown.category] || "";
      else if (s.status === "sitting_out") act = "Sitting out";
      const line = el("div", "act", act);
      if (T.toAct === n) line.id = "left";
      seat.append(cards, plate, line);
      layer.append(seat);
      if (s.bet > 0) layer.append(place(el("div", "bet", chips(s.bet)), 50 + rx * 0.58 * cos, 50 + ry * 0.5 * sin));
      if (T.button === n) layer.append(place(el("div", "dealer", "D"), 50 + rx * 0.7 * Math.cos(angle + 0.32), 50 + ry * 0.62 * Math.sin(angle + 0.32)));
    }
    tick();
  }
  function statusLine() {
    const players = Object.keys(T.seats).length;
    if (T.status === "closed") return "This table has closed";
    if (view.dataset.conn === "lost") return "Reconnecting\\u2026";
    if (T.hand === null && T.result) {
      const won = Object.keys(T.won), name = (n) => (T.seats[n] ? T.seats[n].name : "Seat " + n);
      const shown = won.length === 1 && T.shown[won[0]];
      const line = won.length === 1 ? name(won[0]) + " wins" + (shown ? " with " + (CATEGORY[shown.category] || "").toLowerCase() : "")
        : won.map((n) => name(n) + " " + chips(T.won[n])).join(" \\u00b7 ");
      return line + " \\u00b7 next hand soon";
    }
    if (T.hand === null) return players < 2 ? "Waiting for players" : "Next hand soon";
    const toAct = T.toAct !== null && T.seats[T.toAct];
    return toAct ? toAct.name + " to act" : "";
  }
  /** The clock of the seat to act, from its absolute deadline (a delayed stream's deadlines are that much older). */
  function tick() {
    const clock = document.getElementById("clock");
    if (!clock || !T || T.toAct === null) return;
    const delay = session.ringGame.spectators.delaySeconds * 1000;
    const now = Date.now() + offset - delay;
    const total = Math.max(1, T.deadline - T.turnFrom), left = Math.max(0, T.deadline - now);
    clock.style.width = Math.min(100, (100 * left) / total) + "%";
    $("left").textContent = Math.ceil(left / 1000) + "s" + (T.bank ? " \u00b7 time bank" : "");
  }
  setInterval(tick, 250);
  addEventListener("resize", paint);

  sendOpen();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", open);
  else open();
})();`;
}
