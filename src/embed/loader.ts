/**
 * The calculator embeds' loader (`GET /embed/v1.js`, CONTRACT 12): plain JS, no build step. It defines
 * `<pokerworks-equity>`, `<pokerworks-icm-deal>`, `<pokerworks-payouts>` and `<pokerworks-blinds>`; each puts
 * one iframe of this service's calculator page in a closed shadow root (the host's CSS reaches nothing
 * inside), talks to it by postMessage with this service's origin as the explicit target, and accepts only
 * messages from its own frame's window and origin. The service's origin is the script's own (`currentScript`).
 *
 * Attributes: `publishable-key` (pk_...), `inputs` (the calculation's JSON request body), `game` (equity only:
 * `plo4` or `plo5` frame the Omaha equity calculator; a change reloads the frame), `theme`
 * (`light`, `dark`, `auto` for the visitor's prefers-color-scheme, or absent: the host page's own theme), `height` (the first height before the frame reports its own). The `inputs`
 * property does what the attribute does. Theme variables are the host's `--pw-*` custom properties on the
 * element, read and passed in with `pw:init`. Events (bubbling, composed): `pw:ready`, `pw:resize`,
 * `pw:result` (detail.result: the API's answer), `pw:error` (detail.problem: the API's problem+json).
 * `<pokerworks-lobby>` (lobby-element.ts) and `<pokerworks-table>` (table-element.ts) follow.
 */
import { LOBBY_ELEMENT_SCRIPT } from "./lobby-element.ts";
import { TABLE_ELEMENT_SCRIPT } from "./table-element.ts";
export const LOADER_SCRIPT = `(function(){"use strict";
if(!window.customElements||customElements.get("pokerworks-equity"))return;
var me=document.currentScript,base=new URL(me&&me.src||"/embed/v1.js",location.href).origin;
var VARS=["--pw-bg","--pw-surface","--pw-fg","--pw-muted","--pw-line","--pw-accent","--pw-accent-fg","--pw-danger","--pw-radius","--pw-font","--pw-bar-1","--pw-bar-2","--pw-bar-3","--pw-bar-4"];
var TITLES={equity:"Equity calculator","icm-deal":"ICM deal calculator",payouts:"Payout calculator",blinds:"Blind schedule calculator"};
// The host page's theme where the element sits: its color-scheme when it names one, else the lightness of
// the first opaque background up the tree (a light page by default), never the visitor's preference.
function hostTheme(el){var cs=getComputedStyle(el).colorScheme||"";if(/dark/.test(cs)&&!/light/.test(cs))return"dark";if(/light/.test(cs)&&!/dark/.test(cs))return"light";
for(var n=el;n;n=n.parentElement||(n.getRootNode&&n.getRootNode().host)||null){var m=/rgba?\\(([\\d.]+)[, ]+([\\d.]+)[, ]+([\\d.]+)(?:[,/ ]+([\\d.]+))?/.exec(getComputedStyle(n).backgroundColor);
if(m&&(m[4]===undefined||+m[4]>0.5))return 0.2126*m[1]+0.7152*m[2]+0.0722*m[3]<128?"dark":"light"}return"light"}
function define(tag,kind){customElements.define(tag,class extends HTMLElement{
static get observedAttributes(){return["inputs","theme","game"]}
constructor(){super();this._root=this.attachShadow({mode:"closed"});this._frame=null;this._ready=false;this._inputs=null;this._onMessage=this._message.bind(this)}
connectedCallback(){if(this._frame)return;
var s=document.createElement("style");s.textContent=":host{display:block;min-width:240px}iframe{display:block;width:100%;border:0;color-scheme:normal;background:transparent}";
var f=document.createElement("iframe");f.title=TITLES[kind];f.referrerPolicy="no-referrer";
f.style.height=(parseInt(this.getAttribute("height"),10)||360)+"px";
var g=kind==="equity"&&this.getAttribute("game")||"";if(g==="plo4"||g==="plo5")f.title="Omaha equity calculator";else if(g&&g!=="nlhe")console.warn("pokerworks: game is nlhe, plo4 or plo5");
f.src=base+"/embed/calculators/"+kind+"?key="+encodeURIComponent(this.getAttribute("publishable-key")||"")+"&origin="+encodeURIComponent(location.origin)+(g?"&game="+g:"");
this._root.replaceChildren(s,f);this._frame=f;window.addEventListener("message",this._onMessage)}
disconnectedCallback(){window.removeEventListener("message",this._onMessage);if(this._frame)this._frame.remove();this._frame=null;this._ready=false}
attributeChangedCallback(n,was,now){if(n==="game"){if(this._frame&&was!==now){this.disconnectedCallback();this.connectedCallback()}return}if(this._ready)this._init()}
get inputs(){return this._inputs}
set inputs(v){this._inputs=v;if(this._ready)this._init()}
_init(){var t=this.getAttribute("theme");var m={type:"pw:init",theme:t==="light"||t==="dark"||t==="auto"?t:hostTheme(this),vars:{}},cs=getComputedStyle(this),i=this._inputs,a=this.getAttribute("inputs");
VARS.forEach(function(n){var v=cs.getPropertyValue(n).trim();if(v)m.vars[n]=v});
if(!i&&a)try{i=JSON.parse(a)}catch(e){console.warn("pokerworks: the inputs attribute is not JSON")}
if(i)m.inputs=i;this._frame.contentWindow.postMessage(m,base)}
_message(e){var f=this._frame,m=e.data;if(!f||e.source!==f.contentWindow||e.origin!==base||!m||typeof m.type!=="string")return;
if(m.type==="pw:ready"){this._ready=true;this._init()}
else if(m.type==="pw:resize"&&m.height>0)f.style.height=Math.min(Math.ceil(m.height),20000)+"px";
else if(m.type!=="pw:result"&&m.type!=="pw:error")return;
this.dispatchEvent(new CustomEvent(m.type,{detail:m,bubbles:true,composed:true}))}
})}
define("pokerworks-equity","equity");define("pokerworks-icm-deal","icm-deal");define("pokerworks-payouts","payouts");define("pokerworks-blinds","blinds");
})();
${LOBBY_ELEMENT_SCRIPT}${TABLE_ELEMENT_SCRIPT}`;
