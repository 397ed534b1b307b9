/**
 * The calculator frame pages (`/embed/calculators/{calculator}`, CONTRACT 12): one self-contained HTML
 * document per calculator, framed by `<pokerworks-*>` elements of the loader (src/embed/loader.ts). The
 * server looked the publishable key up and found its project: `frame-ancestors` lists that project's
 * allowedOrigins (and is `'none'` for an unknown or revoked key, or a host origin the project does not
 * allow), so a page on another origin gets nothing. The one inline script and style carry a per-response
 * nonce; `connect-src 'self'`: the page calls the calculation on this origin with the publishable key.
 *
 * The script builds the calculator's form, fills it from `pw:init` (inputs = the API's request body; theme
 * and `--pw-*` variables), sends the API's request as it is (the API validates; its problem+json field
 * errors are shown at their fields) and draws the answer: equity as bars, an ICM deal as a table of the four
 * suggestions side by side, a payout ladder as a table and a bar chart, a blind schedule as a level table.
 * Messages go to the host's origin only (`pw:ready`, `pw:resize`, `pw:result`, `pw:error`), and only
 * `pw:init` from the parent window of that origin is read.
 */

import { noncePageHeaders, scriptJson } from "./page.ts";

export const CALCULATORS = {
  equity: { path: "/v1/calculations/equity/holdem", title: "Hold'em equity" },
  "icm-deal": { path: "/v1/calculations/icm/deal", title: "ICM deal" },
  payouts: { path: "/v1/calculations/tournaments/payouts", title: "Payout ladder" },
  blinds: { path: "/v1/calculations/tournaments/blinds", title: "Blind schedule" },
} as const;
export type CalculatorKind = keyof typeof CALCULATORS;

/** The equity calculator's game: hold'em (the default) or pot-limit Omaha with 4 or 5 hole cards. */
export const CALCULATOR_GAMES = ["nlhe", "plo4", "plo5"] as const;
export type CalculatorGame = (typeof CALCULATOR_GAMES)[number];

const OMAHA_EQUITY = {
  plo4: { path: "/v1/calculations/equity/omaha", title: "Omaha equity (4 cards)" },
  plo5: { path: "/v1/calculations/equity/omaha", title: "Omaha equity (5 cards)" },
} as const;

/** The calculation a page calls and its title: the Omaha endpoint for an Omaha equity calculator. */
function calculatorTarget(kind: CalculatorKind, game: CalculatorGame): { path: string; title: string } {
  return kind === "equity" && game !== "nlhe" ? OMAHA_EQUITY[game] : CALCULATORS[kind];
}

/** Headers of a calculator page: framed only by `frameAncestors` (the key's project's allowedOrigins), by no one when empty. */
export function calculatorPageHeaders(nonce: string, frameAncestors: readonly string[]): Record<string, string> {
  return noncePageHeaders(nonce, "'self'", frameAncestors);
}

export interface CalculatorPageConfig {
  kind: CalculatorKind;
  /** The publishable key, or null when the page refuses (unknown or revoked key, host origin not allowed). */
  key: string | null;
  /** The host page's origin: the only target of this page's messages. */
  hostOrigin: string | null;
  /** The equity calculator's game (absent: hold'em); other calculators have none. */
  game?: CalculatorGame;
}

export function renderCalculatorPage(config: CalculatorPageConfig, nonce: string): string {
  const game = config.game ?? "nlhe";
  const { path, title } = calculatorTarget(config.kind, game);
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main id="app" class="app" data-kind="${config.kind}" data-game="${game}" data-state="${config.key ? "idle" : "refused"}">
<h1 class="title">${title}</h1>
<form id="form" class="form" novalidate></form>
<div id="errors" class="errors" role="alert" hidden></div>
<section id="result" class="result" aria-live="polite" hidden></section>
<p id="refused" class="refused"${config.key ? " hidden" : ""}>This calculator is not available on this site.</p>
</main>
<script nonce="${nonce}">${config.key ? calculatorScript({ ...config, game, path }) : ""}</script>
</body>
</html>`;
}

const STYLE = `
:root{--pw-bg:#ffffff;--pw-surface:#f5f7f6;--pw-fg:#18201c;--pw-muted:#5d6a64;--pw-line:#dbe1de;--pw-accent:#1f7a4d;--pw-accent-fg:#ffffff;--pw-danger:#c0392b;--pw-radius:10px;--pw-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--pw-bar-1:#1f7a4d;--pw-bar-2:#2f6fd6;--pw-bar-3:#d98a1b;--pw-bar-4:#9b4dca}
:root{color-scheme:light}:root[data-theme=dark]{color-scheme:dark}
@media (prefers-color-scheme:dark){:root[data-theme=auto]{color-scheme:dark;--pw-bg:#111815;--pw-surface:#1a2420;--pw-fg:#e7ede9;--pw-muted:#9aa8a1;--pw-line:#2c3833;--pw-accent:#37a36b;--pw-bar-1:#37a36b;--pw-bar-2:#5b93f0;--pw-bar-3:#e9a23b;--pw-bar-4:#b77be0}}
:root[data-theme=dark]{--pw-bg:#111815;--pw-surface:#1a2420;--pw-fg:#e7ede9;--pw-muted:#9aa8a1;--pw-line:#2c3833;--pw-accent:#37a36b;--pw-bar-1:#37a36b;--pw-bar-2:#5b93f0;--pw-bar-3:#e9a23b;--pw-bar-4:#b77be0}
*{box-sizing:border-box}
html,body{margin:0;background:var(--pw-bg);color:var(--pw-fg);font:14px/1.45 var(--pw-font)}
.app{padding:14px 16px 16px}
.title{font-size:16px;margin:0 0 10px;font-weight:700;letter-spacing:.01em}
.form{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px 12px;align-items:end}
.field{display:flex;flex-direction:column;gap:3px;min-width:0}
.field.wide{grid-column:1/-1}
label{font-size:12px;font-weight:600;color:var(--pw-muted)}
input,select{font:inherit;color:var(--pw-fg);background:var(--pw-surface);border:1px solid var(--pw-line);border-radius:calc(var(--pw-radius) * .6);padding:7px 9px;min-width:0;width:100%}
input:focus,select:focus{outline:2px solid var(--pw-accent);outline-offset:-1px}
[aria-invalid=true]{border-color:var(--pw-danger);outline-color:var(--pw-danger)}
.row{display:flex;gap:6px}
.actions{display:flex;gap:8px;grid-column:1/-1;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:calc(var(--pw-radius) * .6);padding:7px 14px;cursor:pointer;border:1px solid var(--pw-line);background:var(--pw-surface);color:var(--pw-fg)}
button.primary{background:var(--pw-accent);border-color:var(--pw-accent);color:var(--pw-accent-fg)}
button.icon{padding:7px 10px}
button:disabled{opacity:.6;cursor:progress}
.errors{margin-top:12px;border:1px solid var(--pw-danger);border-radius:var(--pw-radius);padding:8px 12px;color:var(--pw-danger);background:color-mix(in srgb,var(--pw-danger) 7%,var(--pw-bg))}
.errors p{margin:0 0 4px;font-weight:600}.errors ul{margin:0;padding-left:18px}
.result{margin-top:14px;border-top:1px solid var(--pw-line);padding-top:12px}
.meta{color:var(--pw-muted);font-size:12px;margin:8px 0 0}
.bars{display:grid;gap:10px}
.bar-row{display:grid;grid-template-columns:minmax(70px,150px) 1fr auto;gap:10px;align-items:center}
.bar-label{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bar-track{height:22px;border-radius:99px;background:var(--pw-surface);border:1px solid var(--pw-line);overflow:hidden;display:flex}
.bar-fill{height:100%;background:var(--c,var(--pw-bar-1))}
.bar-tie{height:100%;background:var(--c,var(--pw-bar-1));opacity:.45}
.bar-value{font-weight:700;font-variant-numeric:tabular-nums;min-width:4.2em;text-align:right}
.bar-sub{grid-column:2/-1;margin-top:-8px;font-size:12px;color:var(--pw-muted)}
.bars.omaha{grid-template-columns:max-content minmax(40px,1fr) auto;column-gap:10px}.bars.omaha .bar-row{grid-column:1/-1;grid-template-columns:subgrid}
.bars.omaha .bar-label{overflow:visible;text-overflow:clip;font-variant-numeric:tabular-nums;letter-spacing:.01em}
.table-wrap{overflow-x:auto;border:1px solid var(--pw-line);border-radius:var(--pw-radius)}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:6px 10px;text-align:right;white-space:nowrap;border-bottom:1px solid var(--pw-line)}
th:first-child,td:first-child{text-align:left}
thead th{font-size:12px;color:var(--pw-muted);background:var(--pw-surface);font-weight:600}
tbody tr:last-child td{border-bottom:0}
tfoot td{font-weight:700;border-top:1px solid var(--pw-line);border-bottom:0}
td.best{color:var(--pw-accent);font-weight:700}
tr.break td{color:var(--pw-muted);font-style:italic;background:var(--pw-surface)}
tr.overtime td{color:var(--pw-muted)}
.tag{display:inline-block;font-size:11px;font-style:normal;padding:0 6px;border-radius:99px;border:1px solid var(--pw-line);margin-left:6px;color:var(--pw-muted)}
.chart{display:flex;align-items:flex-end;gap:3px;height:120px;margin:0 0 12px;padding:0 2px;border-bottom:1px solid var(--pw-line)}
.chart div{flex:1;min-width:2px;background:var(--pw-accent);border-radius:4px 4px 0 0;opacity:.9}
.refused{color:var(--pw-muted);text-align:center;padding:24px 8px;margin:0}
[data-state=refused] .title,[data-state=refused] .form{display:none}
.form,.result,.errors{max-width:860px}
#players{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:10px 12px}
@media (max-width:420px){.app{padding:12px}.form{grid-template-columns:1fr 1fr}.bar-row{grid-template-columns:minmax(60px,90px) 1fr auto}.bars.omaha{column-gap:8px}table{font-size:13px}th,td{padding:6px 4px}th:first-child,td:first-child{padding-left:8px}th:last-child,td:last-child{padding-right:8px}th{white-space:normal}.opt{display:none}}
`;

/** Each calculator's form and drawing (the page carries only its own). */
const KIND_SCRIPTS: Record<CalculatorKind, string> = {
  equity: `var OMAHA=C.game!=="nlhe",CARDS={nlhe:2,plo4:4,plo5:5}[C.game];
K.equity={build:function(){var box=el("div",{class:"field wide",id:"players"});form.append(box);this.players=box;
(OMAHA?(CARDS===4?["AsAhKdQd","JcTc9h8h"]:["AsAhKdQd7c","JcTc9h8h2s"]):["AsKd","QQ+, AKs"]).forEach(function(x){K.equity.add(x)});
field("board","Board (optional)",{placeholder:"e.g. Ah7d2c"});field("dead","Dead cards (optional)",{placeholder:"e.g. 2s"});},
// Omaha takes 2 to 6 known hands (no ranges); hold'em 2 to 10 hands or ranges.
add:function(value){var n=this.players.children.length;if(n>=(OMAHA?6:10))return;var id="f-player-"+n,input=el("input",{id:id,name:"player",autocomplete:"off",placeholder:OMAHA?"hand of "+CARDS+" cards ("+"AsAhKdQd7c".slice(0,CARDS*2)+")":"hand (AsKd) or range (QQ+, AKs)",value:value||""});
var row=el("div",{class:"row"},[input]);if(n>=2){var rm=el("button",{type:"button",class:"icon","aria-label":"Remove player",text:"×"});rm.onclick=function(){row.parentNode.remove();K.equity.relabel()};row.append(rm)}
this.players.append(el("div",{class:"field"},[el("label",{for:id,text:"Player "+(n+1)}),row]))},
relabel:function(){[].forEach.call(this.players.children,function(f,i){f.querySelector("label").textContent="Player "+(i+1);var inp=f.querySelector("input");inp.id="f-player-"+i;f.querySelector("label").setAttribute("for",inp.id)})},
extra:function(actions){var b=el("button",{type:"button",text:"+ Player"});b.onclick=function(){K.equity.add("")};actions.append(b)},
body:function(){var players=[].map.call(form.querySelectorAll("input[name=player]"),function(i){var x=i.value.trim();return OMAHA||/^([2-9TJQKA][shdc]){2}$/i.test(x.replace(/\\s/g,""))?{hand:OMAHA?x.replace(/\\s/g,""):x}:{range:x}});
var b=OMAHA?{game:C.game,players:players}:{players:players};if(val("board").trim())b.board=val("board").trim();if(val("dead").trim())b.dead=val("dead").trim();return b},
fill:function(b){if(Array.isArray(b.players)){this.players.replaceChildren();b.players.forEach(function(p){K.equity.add(p&&(p.hand||p.range)||"")})}set("board",b.board||"");set("dead",b.dead||"")},
field:function(p){var m=/^\\/players\\/(\\d+)/.exec(p);if(m)return form.querySelectorAll("input[name=player]")[+m[1]];return form.elements.namedItem(p.split("/")[1])},
draw:function(r){var rows=r.players.map(function(p,i){var c="var(--pw-bar-"+(i%4+1)+")";var win=Math.max(0,p.equity-p.tie/2);
return [el("div",{class:"bar-row","data-player":i,"data-equity":p.equity,"data-win":p.win,"data-tie":p.tie},[el("span",{class:"bar-label",text:p.input,title:p.input}),
el("div",{class:"bar-track",role:"img","aria-label":p.input+": "+pct(p.equity,2)+" equity"},[el("div",{class:"bar-fill",style:"width:"+(win*100)+"%;--c:"+c}),el("div",{class:"bar-tie",style:"width:"+(p.tie/2*100)+"%;--c:"+c})]),
el("span",{class:"bar-value",text:pct(p.equity,2)})]),el("div",{class:"bar-sub",text:"win "+pct(p.win,2)+" · tie "+pct(p.tie,2)+(OMAHA?"":" · "+fmt(p.combos)+(p.combos===1?" combo":" combos"))})]});
var bars=el("div",{class:OMAHA?"bars omaha":"bars"});rows.forEach(function(r){bars.append(r[0],r[1])});
return [bars,el("p",{class:"meta",text:(r.method==="exact"?"Exact, ":"Monte Carlo, ")+fmt(r.outcomes)+(r.method==="exact"?(OMAHA?" boards":" showdowns"):" samples")+(r.board?" · board "+r.board:"")})]}};`,
  "icm-deal": `K["icm-deal"]={build:function(){field("stacks","Stacks",{placeholder:"50000, 30000, 20000",value:"50000, 30000, 20000"},true);field("payouts","Payouts",{placeholder:"5000, 3000, 2000",value:"5000, 3000, 2000"},true);
field("names","Names (optional)",{placeholder:"Alice, Bob, Carol"},true);field("unit","Round to",{inputmode:"numeric",value:"1"});field("leaveForWinner","Leave for winner",{inputmode:"numeric",placeholder:"0"})},
body:function(){var names=String(val("names")).split(",").map(function(s){return s.trim()});var b={players:list(val("stacks")).map(function(s,i){return {id:names[i]||"Player "+(i+1),stack:s}}),payouts:list(val("payouts"))};
var u=num(val("unit"));if(u!==undefined)b.rounding={unit:u};var l=num(val("leaveForWinner"));if(l!==undefined)b.leaveForWinner=l;return b},
fill:function(b){if(Array.isArray(b.players)){set("stacks",b.players.map(function(p){return p.stack}));set("names",b.players.map(function(p){return p.id}).join(", "))}set("payouts",b.payouts);set("unit",b.rounding&&b.rounding.unit);set("leaveForWinner",b.leaveForWinner)},
field:function(p){var s=p.split("/");if(s[1]==="players")return form.elements.namedItem(s[3]==="id"?"names":"stacks");if(s[1]==="rounding")return form.elements.namedItem("unit");return form.elements.namedItem(s[1])},
draw:function(r){var keys=[["icm","ICM"],["chipChop","Chip chop"],["equal","Equal"],["blended","Blended"]];
var head=el("tr",{},[el("th",{text:"Player"}),el("th",{class:"opt",text:"Stack"})].concat(keys.map(function(k){return el("th",{text:k[1]})})));
var body=el("tbody",{},r.players.map(function(p){return el("tr",{"data-player":p.id},[el("td",{text:p.id}),el("td",{class:"opt",text:fmt(p.stack)+" ("+pct(p.chipShare,0)+")"})].concat(keys.map(function(k){return el("td",{"data-suggestion":k[0],"data-value":p.suggestions[k[0]],class:k[0]==="icm"?"best":"",text:fmt(p.suggestions[k[0]])})})))}));
var foot=el("tfoot",{},[el("tr",{},[el("td",{text:"Total"}),el("td",{class:"opt",text:""})].concat(keys.map(function(){return el("td",{text:fmt(r.dealPool)})})))]);
return [el("div",{class:"table-wrap"},[el("table",{},[el("thead",{},[head]),body,foot])]),el("p",{class:"meta",text:"Prize pool "+fmt(r.prizePool)+(r.leaveForWinner?" · "+fmt(r.leaveForWinner)+" left for the winner":"")+" · "+(r.method==="exact"?"exact ICM":"Monte Carlo ICM")})]}};`,
  payouts: `K.payouts={build:function(){field("entrants","Entrants",{inputmode:"numeric",value:"100"});field("prizePool","Prize pool",{inputmode:"numeric",value:"10000"});field("buyIn","Buy-in (optional)",{inputmode:"numeric",value:"100"});
field("style","Style",{options:[["standard","Standard"],["top_heavy","Top heavy"],["flat","Flat"],["winner_take_all","Winner take all"]]});field("placesPaid","Places paid",{inputmode:"numeric",placeholder:"auto"});field("unit","Round to",{inputmode:"numeric",value:"1"})},
body:function(){var b={entrants:num(val("entrants")),prizePool:num(val("prizePool")),style:val("style")};var x=num(val("buyIn"));if(x!==undefined)b.buyIn=x;x=num(val("placesPaid"));if(x!==undefined)b.placesPaid=x;x=num(val("unit"));if(x!==undefined)b.rounding={unit:x};return b},
fill:function(b){["entrants","prizePool","buyIn","placesPaid"].forEach(function(k){set(k,b[k]==null?"":b[k])});set("style",b.style||"standard");set("unit",b.rounding?b.rounding.unit:"")},
field:function(p){var s=p.split("/");return form.elements.namedItem(s[1]==="rounding"?"unit":s[1])},
draw:function(r){var top=r.tiers.length?r.tiers[0].amount:1;
var chart=el("div",{class:"chart",role:"img","aria-label":"Prize by place"},r.tiers.map(function(t){return el("div",{style:"height:"+Math.max(1.5,t.amount/top*100)+"%",title:(t.fromPlace===t.toPlace?t.fromPlace:t.fromPlace+"–"+t.toPlace)+": "+fmt(t.amount)})}));
var rows=r.tiers.map(function(t){var n=t.toPlace-t.fromPlace+1;return el("tr",{"data-from":t.fromPlace,"data-to":t.toPlace,"data-amount":t.amount},[el("td",{text:t.fromPlace===t.toPlace?ord(t.fromPlace):ord(t.fromPlace)+" – "+ord(t.toPlace)}),el("td",{text:fmt(t.amount)}),el("td",{text:pct(t.amount/r.prizePool,2)}),el("td",{class:"opt",text:fmt(t.amount*n)})])});
return [chart,el("div",{class:"table-wrap"},[el("table",{},[el("thead",{},[el("tr",{},[el("th",{text:"Place"}),el("th",{text:"Prize"}),el("th",{text:"Share"}),el("th",{class:"opt",text:"Tier total"})])]),el("tbody",{},rows)])]),
el("p",{class:"meta",text:fmt(r.placesPaid)+" of "+fmt(r.entrants)+" paid · pool "+fmt(r.prizePool)+(r.reconciliation.roundingResidue?" · "+fmt(r.reconciliation.roundingResidue)+" rounding residue to 1st":"")})]}};
function ord(n){var s=["th","st","nd","rd"],v=n%100;return n+(s[(v-20)%10]||s[v]||s[0])}`,
  blinds: `K.blinds={build:function(){field("startingStack","Starting stack",{inputmode:"numeric",value:"20000"});field("players","Players",{inputmode:"numeric",value:"30"});field("targetDurationMinutes","Target length (min)",{inputmode:"numeric",value:"240"});
field("levelMinutes","Level length (min)",{inputmode:"numeric",value:"20"});field("denominations","Chips",{placeholder:"25, 100, 500, 1000",value:"25, 100, 500, 1000, 5000"});
field("ante","Ante",{options:[["big_blind","Big blind ante"],["traditional","Traditional"],["none","None"]]});field("breakEvery","Break every (levels)",{inputmode:"numeric",placeholder:"none"});field("breakMinutes","Break length (min)",{inputmode:"numeric",placeholder:"10"})},
body:function(){var b={startingStack:num(val("startingStack")),players:num(val("players")),targetDurationMinutes:num(val("targetDurationMinutes")),levelMinutes:num(val("levelMinutes")),denominations:list(val("denominations")),ante:val("ante")};
var e=num(val("breakEvery"));b.breaks=e===undefined?null:{everyLevels:e,minutes:num(val("breakMinutes"))==null?10:num(val("breakMinutes"))};return b},
fill:function(b){["startingStack","players","targetDurationMinutes","levelMinutes","denominations"].forEach(function(k){set(k,b[k])});set("ante",b.ante||"big_blind");set("breakEvery",b.breaks?b.breaks.everyLevels:"");set("breakMinutes",b.breaks?b.breaks.minutes:"")},
field:function(p){var s=p.split("/");if(s[1]==="breaks")return form.elements.namedItem(s[2]==="minutes"?"breakMinutes":"breakEvery");return form.elements.namedItem(s[1])},
draw:function(r){var rows=r.levels.map(function(l){var t=clock(l.startsAtMinute);if(l.kind==="break")return el("tr",{class:"break","data-kind":"break"},[el("td",{text:"Break"}),el("td",{text:l.colorUp&&l.colorUp.length?"color up "+l.colorUp.join(", "):""}),el("td",{text:""}),el("td",{text:t}),el("td",{class:"opt",text:l.durationMinutes+" min"})]);
return el("tr",{class:l.overtime?"overtime":"","data-kind":"level","data-level":l.level,"data-small":l.smallBlind,"data-big":l.bigBlind,"data-ante":l.ante},[el("td",{},[document.createTextNode(String(l.level)),l.overtime?el("i",{class:"tag opt",text:"overtime"}):null]),el("td",{text:fmt(l.smallBlind)+" / "+fmt(l.bigBlind)}),el("td",{text:l.ante?fmt(l.ante):"–"}),el("td",{text:t}),el("td",{class:"opt",text:l.durationMinutes+" min"})])});
return [el("div",{class:"table-wrap"},[el("table",{},[el("thead",{},[el("tr",{},["Level","Blinds","Ante","Starts","Length"].map(function(h){return el("th",{text:h,class:h==="Length"?"opt":""})}))]),el("tbody",{},rows)])]),
el("p",{class:"meta",text:r.summary.levels+" levels · about "+clock(r.estimatedDurationMinutes)+" · starts at "+r.summary.startingBigBlinds+" big blinds · "+fmt(r.summary.chipsInPlay)+" chips in play"})]}};
function clock(m){return Math.floor(m/60)+":"+String(m%60).padStart(2,"0")}`,
};

function calculatorScript(config: CalculatorPageConfig & { path: string }): string {
  return `(function(){"use strict";
var C=${scriptJson(config)};
var $=function(id){return document.getElementById(id)},app=$("app"),form=$("form"),errorsBox=$("errors"),result=$("result");
var VARS=/^--pw-(bg|surface|fg|muted|line|accent|accent-fg|danger|radius|font|bar-[1-4])$/,SAFE=/^[^;{}<>\\\\]{1,120}$/;
function post(m){if(window.parent!==window)window.parent.postMessage(m,C.hostOrigin)}
if(window.parent===window){app.dataset.state="refused";$("refused").hidden=false;return}
function el(tag,attrs,kids){var e=document.createElement(tag);for(var k in attrs||{}){if(k==="text")e.textContent=attrs[k];else if(k==="style")e.style.cssText=attrs[k];else if(k==="class")e.className=attrs[k];else e.setAttribute(k,attrs[k])}(kids||[]).forEach(function(c){if(c)e.append(c)});return e}
var fmt=function(n){return Number(n).toLocaleString("en-US")},pct=function(x,d){return (x*100).toFixed(d==null?1:d)+"%"};
function num(s){s=String(s==null?"":s).trim().replace(/[,_\\s]/g,"");return s===""?undefined:(/^-?\\d+(\\.\\d+)?$/.test(s)?Number(s):s)}
function list(s){return String(s||"").split(/[,;\\s]+/).filter(Boolean).map(num)}
function field(name,label,attrs,wide){var id="f-"+name,input=attrs&&attrs.options?el("select",{id:id,name:name}):el("input",Object.assign({id:id,name:name,autocomplete:"off"},attrs||{}));
if(attrs&&attrs.options){input.removeAttribute("options");attrs.options.forEach(function(o){input.append(el("option",{value:o[0],text:o[1]}))})}
form.append(el("div",{class:"field"+(wide?" wide":"")},[el("label",{for:id,text:label}),input]));return input}
function val(name){var e=form.elements.namedItem(name);return e?e.value:""}
function set(name,v){var e=form.elements.namedItem(name);if(e&&v!=null)e.value=Array.isArray(v)?v.join(", "):String(v)}
var K={};
${KIND_SCRIPTS[config.kind]}var calc=K[C.kind];calc.build();
var actions=el("div",{class:"actions"}),go=el("button",{type:"submit",class:"primary",text:"Calculate"});actions.append(go);if(calc.extra)calc.extra(actions);form.append(actions);
var seq=0;
function clearErrors(){errorsBox.hidden=true;errorsBox.replaceChildren();[].forEach.call(form.querySelectorAll("[aria-invalid]"),function(e){e.removeAttribute("aria-invalid")})}
function showProblem(p){var items=(p.errors||[]).map(function(e){var f=calc.field(e.path||"");if(f)f.setAttribute("aria-invalid","true");return el("li",{"data-path":e.path,"data-code":e.code,text:(e.path?e.path.slice(1)+": ":"")+e.message})});
errorsBox.replaceChildren(el("p",{text:p.detail||p.title||"The calculation failed."}),items.length?el("ul",{},items):null);errorsBox.hidden=false;result.hidden=true;app.dataset.state="error";size()}
function run(){var mine=++seq,body=calc.body();clearErrors();go.disabled=true;app.dataset.state="busy";
fetch(C.path,{method:"POST",headers:{"content-type":"application/json",authorization:"Bearer "+C.key},body:JSON.stringify(body)}).then(function(res){return res.json().then(function(j){return {ok:res.ok,status:res.status,body:j}})}).then(function(r){if(mine!==seq)return;go.disabled=false;
if(!r.ok){showProblem(r.body);post({type:"pw:error",kind:C.kind,status:r.status,problem:r.body});return}
result.replaceChildren.apply(result,calc.draw(r.body));result.hidden=false;app.dataset.state="done";size();post({type:"pw:result",kind:C.kind,request:body,result:r.body})})
.catch(function(){if(mine!==seq)return;go.disabled=false;var p={title:"Network error",detail:"The calculator could not reach the service; check the connection and try again."};showProblem(p);post({type:"pw:error",kind:C.kind,status:0,problem:p})})}
form.addEventListener("submit",function(e){e.preventDefault();run()});
window.addEventListener("message",function(e){var m=e.data;if(e.source!==window.parent||e.origin!==C.hostOrigin||!m||m.type!=="pw:init")return;
// The host's theme (the loader reads it from the host page), or the visitor's only when told ("auto").
var root=document.documentElement;root.dataset.theme=m.theme==="dark"||m.theme==="auto"?m.theme:"light";
var v=m.vars||{};for(var n in v)if(VARS.test(n)&&typeof v[n]==="string"&&SAFE.test(v[n]))root.style.setProperty(n,v[n]);
// Inputs calculate once per change (a theme change alone costs no credit).
if(m.inputs&&typeof m.inputs==="object"){var j=JSON.stringify(m.inputs);if(j===lastInputs)return;lastInputs=j;try{calc.fill(m.inputs)}catch(err){}run()}});
var lastInputs="";
var last=0;function size(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;post({type:"pw:resize",height:h})}}
// Chromium pauses rendering (and so ResizeObserver) in cross-origin frames scrolled out of view: every
// change of content also measures at once (getBoundingClientRect lays the page out).
new ResizeObserver(size).observe(document.documentElement);window.addEventListener("resize",size);
post({type:"pw:ready",kind:C.kind});size();
})();`;
}
