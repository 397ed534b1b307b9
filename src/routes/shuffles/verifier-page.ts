import * as v from "valibot";
import { defineRoute } from "../../http/route.ts";
import { encodeBase64 } from "../../lib/base64.ts";

/**
 * The offline verifier: one self-contained HTML page whose inline script recomputes pw-shuffle-v1 with
 * the browser's Web Crypto. It loads nothing and sends nothing (CSP `default-src 'none'`, the script
 * and style admitted by their hashes, `connect-src 'none'`), and the same policy travels in a meta
 * tag so a saved copy opened from disk is held to it too.
 *
 * The script is a second, independent implementation of the construction (plain JS, no build step);
 * test/shuffles/verifier-page.test.ts runs it against the published vectors.
 */

export const VERIFIER_SCRIPT = `"use strict";
const FRESH_DECK = [];
for (const rank of "23456789TJQKA") for (const suit of "cdhs") FRESH_DECK.push(rank + suit);
const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** pw-shuffle-v1: { commitment, deck } of a 64-hex-character seed, a client seed and a nonce. */
async function pwShuffleV1(serverSeedHex, clientSeed, nonce) {
  if (!/^[0-9a-fA-F]{64}$/.test(serverSeedHex)) throw new Error("the server seed must be 64 hex characters");
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error("the nonce must be an integer >= 0");
  const seed = new Uint8Array(32);
  for (let i = 0; i < 32; i++) seed[i] = parseInt(serverSeedHex.slice(2 * i, 2 * i + 2), 16);
  const key = await crypto.subtle.importKey("raw", seed, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const words = [];
  let block = 0;
  let read = 0;
  const nextWord = async () => {
    if (read === words.length) {
      const message = new TextEncoder().encode(clientSeed + ":" + String(nonce) + ":" + String(block++));
      const view = new DataView(await crypto.subtle.sign("HMAC", key, message));
      for (let offset = 0; offset < 32; offset += 4) words.push(view.getUint32(offset, false));
    }
    return words[read++];
  };
  const deck = FRESH_DECK.slice();
  for (let i = 51; i >= 1; i--) {
    const n = i + 1;
    const limit = 4294967296 - (4294967296 % n);
    let x = await nextWord();
    while (x >= limit) x = await nextWord();
    const j = x % n;
    const card = deck[i];
    deck[i] = deck[j];
    deck[j] = card;
  }
  const commitment = toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", seed)));
  return { commitment, deck };
}

if (typeof document !== "undefined") {
  const $ = (id) => document.getElementById(id);
  const show = (text, good) => {
    const out = $("result");
    out.textContent = text;
    out.className = good ? "good" : "bad";
  };
  $("paste").addEventListener("input", () => {
    try {
      const r = JSON.parse($("paste").value);
      for (const name of ["serverSeed", "clientSeed", "commitment"]) if (typeof r[name] === "string") $(name).value = r[name];
      if (Number.isSafeInteger(r.nonce)) $("nonce").value = String(r.nonce);
      if (Array.isArray(r.deck)) $("expected").value = r.deck.join(" ");
    } catch (_) {}
  });
  $("verify").addEventListener("click", async () => {
    try {
      const nonceText = $("nonce").value.trim();
      if (!/^(0|[1-9][0-9]*)$/.test(nonceText)) throw new Error("the nonce must be a whole number written without a sign or leading zeros");
      const r = await pwShuffleV1($("serverSeed").value.trim(), $("clientSeed").value, Number(nonceText));
      const committed = r.commitment === $("commitment").value.trim().toLowerCase();
      const expected = $("expected").value.trim().split(/[\\s,]+/).filter(Boolean);
      const sameDeck = expected.length === 0 || expected.join(" ") === r.deck.join(" ");
      $("deck").textContent = r.deck.map((card, i) => String(i).padStart(2, " ") + "  " + card).join("\\n");
      show(
        (committed ? "VALID: SHA-256 of the server seed equals the commitment." : "INVALID: SHA-256 of the server seed is " + r.commitment + ", not the commitment.") +
          (expected.length === 0
            ? " That is all it proves: compare the deck below with the cards you were dealt (or give that deck above), recomputed with YOUR client seed and nonce."
            : sameDeck
              ? " The deck matches the one given."
              : " The deck DIFFERS from the one given."),
        committed && sameDeck,
      );
    } catch (error) {
      show("Cannot verify: " + error.message, false);
    }
  });
}
`;

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:.8rem;font-weight:600}input,textarea{width:100%;box-sizing:border-box;font:13px ui-monospace,monospace;padding:.4rem}
button{margin-top:1rem;padding:.5rem 1.2rem;font-size:15px}pre{background:#f4f4f4;padding:.6rem;columns:4;font-size:13px}
.good{color:#0a6b2a;font-weight:600}.bad{color:#a40e0e;font-weight:600}code{background:#f4f4f4;padding:0 .2rem}`;

function pageHtml(csp: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pokerworks: verify a shuffle (pw-shuffle-v1)</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Verify a shuffle</h1>
<p>Checks a revealed pokerworks shuffle in this browser, with nothing sent anywhere: save this page and it works offline.
The server seed must hash (SHA-256) to the commitment you were shown <em>before</em> you chose your seed; the deck is then recomputed from the seed, the client seed and the nonce.</p>
<p>Construction <code>pw-shuffle-v1</code>: bytes = HMAC-SHA256(key = the 32 seed bytes, message = UTF-8 <code>&lt;clientSeed&gt;:&lt;nonce&gt;:&lt;k&gt;</code>) for k = 0, 1, 2, ...;
uniform(n) reads the next big-endian 32-bit word x, skips it while x &ge; 2<sup>32</sup> &minus; (2<sup>32</sup> mod n), else gives x mod n;
the deck 2c 2d 2h 2s 3c &hellip; As is shuffled by swapping position i with uniform(i + 1) for i = 51 down to 1.
Cards are dealt from position 0: one to each seat starting left of the button, a second round, burn, flop (3), burn, turn, burn, river.</p>
<label for="paste">Paste the reveal answer (JSON), or fill in the fields</label>
<textarea id="paste" rows="3" placeholder='{"serverSeed":"...","clientSeed":"...","nonce":0,"commitment":"...","deck":[...]}'></textarea>
<label for="serverSeed">Server seed (64 hex characters)</label><input id="serverSeed" autocomplete="off" spellcheck="false">
<label for="commitment">Commitment shown before the hand (64 hex characters)</label><input id="commitment" autocomplete="off" spellcheck="false">
<label for="clientSeed">Client seed (the players' seeds joined with <code>:</code>)</label><input id="clientSeed" autocomplete="off" spellcheck="false">
<label for="nonce">Nonce</label><input id="nonce" value="0" inputmode="numeric">
<label for="expected">Deck you were given, optional (cards separated by spaces)</label><input id="expected" autocomplete="off" spellcheck="false">
<button id="verify" type="button">Verify</button>
<p id="result" role="status"></p>
<pre id="deck" aria-label="The deck, position 0 first"></pre>
<script>${VERIFIER_SCRIPT}</script>
</body>
</html>
`;
}

async function sha256Source(text: string): Promise<string> {
  return `'sha256-${encodeBase64(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))))}'`;
}

/** The page and its policy; computed once per isolate (the hashes are of constant text). */
let page: Promise<{ html: string; csp: string }> | null = null;

function renderPage(): Promise<{ html: string; csp: string }> {
  page ??= (async () => {
    const csp = [
      "default-src 'none'",
      `script-src ${await sha256Source(VERIFIER_SCRIPT)}`,
      `style-src ${await sha256Source(STYLE)}`,
      "connect-src 'none'",
      "img-src 'none'",
      "form-action 'none'",
      "base-uri 'none'",
    ].join("; ");
    return { html: pageHtml(csp), csp };
  })();
  return page;
}

export const shuffleVerifierPage = defineRoute({
  method: "GET",
  path: "/shuffles/verify",
  operationId: "getShuffleVerifierPage",
  example: {
    response: {
      status: 200,
      body: "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'sha256-GsdYV9S0KEL+q3YWwPFAKKtTzawpH1Jloe5+JK/AepQ='; style-src 'sha256-4YScgdA8MUGpGHNg6aKsgsM3wDRvowPky1cmxq52fwY='; connect-src 'none'; img-src 'none'; form-action 'none'; base-uri 'none'\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>pokerworks: verify a shuffle (pw-shuffle-v1)</title>\n…",
    },
  },
  summary: "The offline shuffle verifier (HTML)",
  description:
    "A self-contained page that verifies a revealed shuffle in the browser with Web Crypto: it loads no other resource and sends nothing; saved to disk it works offline.",
  tags: ["shuffles"],
  visibility: "public",
  auth: { kind: "public" },
  responses: { 200: { description: "An HTML page.", contentType: "text/html", schema: v.string() } },
  async handler() {
    const { html, csp } = await renderPage();
    return {
      body: html,
      headers: {
        "content-type": "text/html; charset=utf-8",
        // frame-ancestors is honoured only in the header, not in the meta tag.
        "content-security-policy": `${csp}; frame-ancestors 'none'`,
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "cache-control": "public, max-age=3600",
      },
    };
  },
});
