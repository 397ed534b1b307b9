// The club's pages: plain HTML from the server, a little script each. Every value from a member is escaped.

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#f3f1ec;color:#1d1d1b}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;background:#1f4d3a;color:#fff}
header a,header button{color:#fff}header h1{font-size:1.1rem;margin:0;flex:1}header form{margin:0}
header button{font:inherit;background:none;border:1px solid #fff8;border-radius:6px;padding:.1rem .6rem;cursor:pointer}
main{max-width:960px;margin:0 auto;padding:1rem}label{display:inline-flex;gap:.5rem;align-items:center}
input{font:inherit;padding:.3rem .5rem}button.primary{font:inherit;padding:.35rem .9rem;border-radius:6px;border:0;background:#1f4d3a;color:#fff;cursor:pointer}
table{border-collapse:collapse}td,th{padding:.2rem .8rem;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
#note{min-height:1.5em;font-weight:600}
pokerworks-table{height:calc(100vh - 9rem);min-height:420px;--pw-felt:#1f6b4a;--pw-accent:#1f4d3a}`;

function layout(title, body, { member, apiBase } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Home game club</title><style>${STYLE}</style>${apiBase ? `<script src="${esc(apiBase)}/embed/v1.js"></script>` : ""}</head>
<body><header><h1><a href="/">Home game club</a></h1>${
    member
      ? `<span>${esc(member.name)} · balance <strong id="balance">${member.balance}</strong></span><form method="post" action="/sign-out"><button>Sign out</button></form>`
      : ""
  }</header><main>${body}</main></body></html>`;
}

export function signInPage(error = "") {
  return layout(
    "Sign in",
    `<h2>Sign in</h2><p>Play money only: your display name is your account. New names start with 1,000 chips.</p>
<form method="post" action="/sign-in"><label>Display name <input name="name" required maxlength="32" autocomplete="nickname"></label>
<button class="primary">Sign in</button></form>${error ? `<p role="alert">${esc(error)}</p>` : ""}`,
  );
}

export function lobbyPage({ member, members, setup, apiBase }) {
  const seated = member.seat?.seatingId
    ? `<p>You are seated (seat ${member.seat.seatNumber}). <a href="/table">Back to your table</a></p>`
    : `<p><label>Buy-in <input id="buyin" type="number" value="${Math.min(100, setup.buyIn.max)}" min="${setup.buyIn.min}" max="${setup.buyIn.max}"></label>
  chips from your balance: pick an open seat.</p>`;
  const rows = Object.values(members)
    .sort((a, b) => b.balance - a.balance)
    .map((m) => `<tr><td>${esc(m.name)}</td><td class="n">${m.balance}</td></tr>`)
    .join("");
  return layout(
    "Lobby",
    `<h2>Lobby</h2>${seated}<p id="note" role="status"></p>
<pokerworks-lobby publishable-key="${esc(setup.publishableKey)}" project="${esc(setup.projectId)}" refresh="3"></pokerworks-lobby>
<h2>Members</h2><table><thead><tr><th>Member</th><th>Balance</th></tr></thead><tbody>${rows}</tbody></table>
<script>
const lobby = document.querySelector("pokerworks-lobby"), note = document.getElementById("note");
// The lobby only says which seat was picked: this club's server seats the member (with its management key).
lobby.addEventListener("pw:seat_requested", async (e) => {
  const buyIn = Number(document.getElementById("buyin")?.value);
  note.textContent = "Taking seat " + e.detail.seatNumber + "…";
  const r = await fetch("/api/seat", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ tableId: e.detail.tableId, seatNumber: e.detail.seatNumber, buyIn }) });
  if (r.ok) location.href = "/table"; else note.textContent = (await r.json()).error;
});
lobby.addEventListener("pw:entry_requested", () => { note.textContent = "Tournaments are not part of this example."; });
lobby.addEventListener("pw:error", (e) => { note.textContent = "The lobby is unavailable: " + (e.detail.problem.detail || e.detail.problem.code); });
</script>`,
    { member, apiBase },
  );
}

export function tablePage({ member, apiBase }) {
  return layout(
    "Table",
    `<p id="note" role="status">Opening your table…</p>
<pokerworks-table aria-label="Your poker table"></pokerworks-table>
<script>
const table = document.querySelector("pokerworks-table"), note = document.getElementById("note"), balance = document.getElementById("balance");
// A launch URL opens once: every page load asks the club's server for a fresh one (same seat, same session).
fetch("/api/launch", { method: "POST" }).then((r) => r.json()).then((a) => {
  if (a.launchUrl) table.setAttribute("launch-url", a.launchUrl); else { note.textContent = a.error; }
});
table.addEventListener("pw:ready", () => { note.textContent = "Good luck. Leave from the table when you are done."; });
table.addEventListener("pw:hand_ended", (e) => { note.textContent = "Hand " + e.detail.hand + " over: your stack is " + e.detail.stack + "."; });
table.addEventListener("pw:error", (e) => { note.textContent = e.detail.message; });
// The page says the seat closed; the balance changes when the club's server hears it from pokerworks (the webhook).
table.addEventListener("pw:seat_closed", (e) => {
  note.textContent = "You left with " + e.detail.finalStack + " chips. Updating your balance…";
  const poll = async () => {
    const me = await (await fetch("/api/me")).json();
    if (me.seat) return setTimeout(poll, 500);
    balance.textContent = me.balance;
    note.innerHTML = "";
    note.append("You left with " + e.detail.finalStack + " chips; your balance is " + me.balance + ". ");
    const back = document.createElement("a"); back.href = "/"; back.textContent = "Back to the lobby"; note.append(back);
  };
  poll();
});
</script>`,
    { member, apiBase },
  );
}
