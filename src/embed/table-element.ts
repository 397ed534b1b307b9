/**
 * `<pokerworks-table launch-url="...">`, part of `/embed/v1.js` (plain JS, no build step): frames a
 * spectator or player launch URL (the one your server got from `POST /embed-sessions`) in a closed shadow
 * root and does the host side of the page's postMessage plumbing. The frame's origin is the launch URL's;
 * only messages from that frame's window and origin are read, and `pw:theme` goes to that origin only.
 *
 * Size: the frame fills the element, which is `display:block; height:560px` unless the host's CSS says
 * otherwise (the table fills whatever height it gets). When the page reports (`pw:resize`) that it needs
 * more than the frame has, the element grows to it (its min-height), so nothing is cut.
 * Theme: on `pw:ready` and whenever the `theme` attribute changes, `pw:theme` is sent: `theme` is `light`,
 * `dark`, `auto` (no theme: the page follows the visitor's prefers-color-scheme) or absent (the host page's
 * own theme, as the calculators read it); `variables` are the host's `--pw-<name>` custom properties on the
 * element for the page's variables (`--pw-felt` becomes the page's `--felt`).
 * Events on the element (bubbling, composed; `detail` is the frame's message): `pw:ready`, `pw:resize`,
 * `pw:hand_ended`, `pw:seat_closed`, `pw:error`. A new `launch-url` loads that URL (a launch URL opens once:
 * moving the element in the document reloads the frame, which then needs a fresh launch URL).
 */
export const TABLE_ELEMENT_SCRIPT = `(function(){"use strict";
if(!window.customElements||customElements.get("pokerworks-table"))return;
var VARS=["bg","fg","muted","bar","line","felt","felt2","rail","plate","plate-fg","accent","turn","win","danger","danger-fg","chip","card","back","brand","call","go","red","black","blue","green"];
var EVENTS={"pw:ready":1,"pw:resize":1,"pw:hand_ended":1,"pw:seat_closed":1,"pw:error":1};
function hostTheme(el){var cs=getComputedStyle(el).colorScheme||"";if(/dark/.test(cs)&&!/light/.test(cs))return"dark";if(/light/.test(cs)&&!/dark/.test(cs))return"light";
for(var n=el;n;n=n.parentElement||(n.getRootNode&&n.getRootNode().host)||null){var m=/rgba?\\(([\\d.]+)[, ]+([\\d.]+)[, ]+([\\d.]+)(?:[,/ ]+([\\d.]+))?/.exec(getComputedStyle(n).backgroundColor);
if(m&&(m[4]===undefined||+m[4]>0.5))return 0.2126*m[1]+0.7152*m[2]+0.0722*m[3]<128?"dark":"light"}return"light"}
customElements.define("pokerworks-table",class extends HTMLElement{
static get observedAttributes(){return["launch-url","theme"]}
constructor(){super();this._root=this.attachShadow({mode:"closed"});this._frame=null;this._origin=null;this._ready=false;this._on=false;this._onMessage=this._message.bind(this)}
connectedCallback(){this._on=true;var s=document.createElement("style");s.textContent=":host{display:block;height:560px;min-width:280px}iframe{display:block;width:100%;height:100%;border:0;color-scheme:normal}";
this._root.replaceChildren(s);window.addEventListener("message",this._onMessage);this._load()}
disconnectedCallback(){this._on=false;window.removeEventListener("message",this._onMessage);if(this._frame)this._frame.remove();this._frame=null;this._ready=false}
attributeChangedCallback(name,was,now){if(!this._on||was===now)return;if(name==="launch-url")this._load();else if(this._ready)this._theme()}
_load(){var u=this.getAttribute("launch-url"),url=null;if(this._frame)this._frame.remove();this._frame=null;this._ready=false;
try{url=u?new URL(u,location.href):null}catch(e){}
if(!url||!/^https?:$/.test(url.protocol)){if(u)console.warn("pokerworks: launch-url is not an http(s) URL");return}
var f=document.createElement("iframe");f.title=this.getAttribute("aria-label")||"Poker table";
// The page learns the host's origin from the browser (ancestorOrigins, else the referrer's origin): send the origin, never the path.
f.referrerPolicy="origin";f.src=url.href;this._origin=url.origin;this._frame=f;this._root.append(f)}
_theme(){var t=this.getAttribute("theme"),m={type:"pw:theme",variables:{}},cs=getComputedStyle(this);
if(t!=="auto")m.theme=t==="light"||t==="dark"?t:hostTheme(this);
VARS.forEach(function(n){var v=cs.getPropertyValue("--pw-"+n).trim();if(v)m.variables["--"+n]=v});
this._frame.contentWindow.postMessage(m,this._origin)}
_message(e){var f=this._frame,m=e.data;if(!f||e.source!==f.contentWindow||e.origin!==this._origin||!m||!EVENTS[m.type])return;
if(m.type==="pw:ready"){this._ready=true;this._theme()}
else if(m.type==="pw:resize"&&m.height>f.clientHeight+1)this.style.minHeight=Math.min(Math.ceil(m.height),20000)+"px";
this.dispatchEvent(new CustomEvent(m.type,{detail:m,bubbles:true,composed:true}))}
})})();
`;
