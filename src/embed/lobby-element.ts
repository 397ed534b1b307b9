/**
 * `<pokerworks-lobby publishable-key="pk_..." project="...">`, part of `/embed/v1.js` (plain JS, no build
 * step). It reads `GET /v1/lobby` with the publishable key from the host page (CORS: the page's origin must
 * be one of the project's allowedOrigins) every `refresh` seconds (default 5; paused while the page is
 * hidden) and lists, in a shadow root, the open tables (stakes, seats taken of size, who sits where)
 * with one button per open seat, and the scheduled and running tournaments with a button each (an open shadow root:
 * nothing in it is secret, and accessibility tools and tests read it). Every value
 * from the API is set as text, never as HTML. A click fires, on the element (bubbling, composed),
 * `pw:seat_requested` { tableId, seatNumber, ringGameId } or `pw:entry_requested` { tournamentId }: the
 * host page asks its own backend to seat the player and launch a player embed. Also `pw:ready` (the first
 * list drawn), `pw:update` (detail.lobby: each answer) and `pw:error` (detail.problem). Theme: the host's
 * `--pw-*` custom properties on the element (they inherit into the shadow root), `theme="dark"` for the
 * dark defaults.
 */
export const LOBBY_ELEMENT_SCRIPT = `(function(){"use strict";
if(!window.customElements||customElements.get("pokerworks-lobby"))return;
var me=document.currentScript,base=new URL(me&&me.src||"/embed/v1.js",location.href).origin;
var CSS=":host{display:block;font:14px/1.4 var(--pw-font,system-ui,sans-serif);color:var(--pw-fg,#14171a)}:host([theme=dark]){--pw-fg:#e8eaed;--pw-surface:#1e2227;--pw-line:#39404a;--pw-muted:#9aa3ad;--pw-accent:#5b9cf5;--pw-accent-fg:#0b1220}"+
"section{background:var(--pw-surface,#fff);border:1px solid var(--pw-line,#d5d9de);border-radius:var(--pw-radius,8px);padding:10px 12px;margin:0 0 10px}"+
"h3{margin:0 0 6px;font-size:15px}p{margin:2px 0;color:var(--pw-muted,#5f6b76)}ul{list-style:none;margin:6px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:6px}"+
"button{font:inherit;min-height:32px;padding:4px 10px;border-radius:6px;border:1px solid var(--pw-accent,#1a66d2);background:var(--pw-accent,#1a66d2);color:var(--pw-accent-fg,#fff);cursor:pointer}"+
"button:focus-visible{outline:2px solid var(--pw-fg,#14171a);outline-offset:2px}.seat{background:transparent;color:var(--pw-accent,#1a66d2)}";
function el(tag,text,cls){var e=document.createElement(tag);if(text!=null)e.textContent=String(text);if(cls)e.className=cls;return e}
customElements.define("pokerworks-lobby",class extends HTMLElement{
constructor(){super();this._root=this.attachShadow({mode:"open"});this._timer=0;this._ready=false;this._tick=this._load.bind(this)}
connectedCallback(){var s=el("style",CSS);this._list=el("div");this._list.setAttribute("aria-live","polite");this._root.replaceChildren(s,this._list);this._load();document.addEventListener("visibilitychange",this._tick)}
disconnectedCallback(){clearTimeout(this._timer);document.removeEventListener("visibilitychange",this._tick)}
_fire(type,detail){this.dispatchEvent(new CustomEvent(type,{detail:detail,bubbles:true,composed:true}))}
_load(){var self=this;clearTimeout(this._timer);if(!this.isConnected||document.hidden)return;
var p=this.getAttribute("project"),u=base+"/v1/lobby"+(p?"?project="+encodeURIComponent(p):"");
fetch(u,{headers:{authorization:"Bearer "+(this.getAttribute("publishable-key")||"")},credentials:"omit"}).then(function(r){return r.json().then(function(b){if(!r.ok)throw b;return b})})
.then(function(l){self._draw(l);self._fire("pw:update",{lobby:l});if(!self._ready){self._ready=true;self._fire("pw:ready",{})}},function(e){self._fire("pw:error",{problem:e&&e.code?e:{code:"network_error",detail:String(e&&e.message||e)}})})
.then(function(){var s=parseFloat(self.getAttribute("refresh"));s=s>0?Math.max(s,2):5;if(self.isConnected)self._timer=setTimeout(self._tick,s*1000)})}
_draw(l){var self=this,out=[];
l.ringGames.forEach(function(g){g.tables.forEach(function(t){var sec=el("section"),ul=el("ul");sec.setAttribute("aria-label",g.name+", "+t.name);
sec.append(el("h3",g.name+" \\u00b7 "+t.name),el("p",g.smallBlind+"/"+g.bigBlind+(g.ante?" ante "+g.ante.amount:"")+" \\u00b7 buy-in "+g.buyIn.min+"\\u2013"+g.buyIn.max+" \\u00b7 "+t.seatsTaken+"/"+t.tableSize+" seated"));
if(t.seats.length)sec.append(el("p",t.seats.map(function(s){return s.seatNumber+": "+s.displayName+(s.participant==="bot"?" (bot)":"")}).join(", ")));
t.openSeats.forEach(function(n){var b=el("button","Seat "+n,"seat");b.type="button";b.setAttribute("aria-label","Take seat "+n+" at "+g.name+", "+t.name);
b.onclick=function(){self._fire("pw:seat_requested",{tableId:t.id,seatNumber:n,ringGameId:g.id})};var li=el("li");li.append(b);ul.append(li)});
if(!t.openSeats.length)sec.append(el("p","Table full"));else sec.append(ul);out.push(sec)})});
l.tournaments.forEach(function(t){var sec=el("section"),b=el("button",t.status==="running"?"Join":"Register");sec.setAttribute("aria-label",t.name);b.type="button";b.setAttribute("aria-label",(t.status==="running"?"Join ":"Register for ")+t.name);
b.onclick=function(){self._fire("pw:entry_requested",{tournamentId:t.id})};
sec.append(el("h3",t.name),el("p",(t.status==="running"?"Running":"Starts "+new Date(t.startsAt).toLocaleString())+" \\u00b7 "+t.entrants+" entrants"),b);out.push(sec)});
if(!out.length)out.push(el("p","No open tables or tournaments right now."));
var f=this._root.activeElement,label=f&&f.getAttribute("aria-label");this._list.replaceChildren.apply(this._list,out);
if(label){var again=Array.prototype.find.call(this._root.querySelectorAll("button"),function(b){return b.getAttribute("aria-label")===label});if(again)again.focus()}}
})})();
`;
