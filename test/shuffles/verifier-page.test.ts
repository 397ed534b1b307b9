import { describe, expect, it } from "vitest";
import { VERIFIER_SCRIPT } from "../../src/routes/shuffles/verifier-page.ts";
import published from "../fixtures/shuffle-vectors.json";
import { call } from "../helpers";

async function sha256Base64(text: string): Promise<string> {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
}

describe("GET /shuffles/verify, the offline verifier page", () => {
  it("is one self-contained HTML page under a strict CSP that admits exactly its inline script and style", async () => {
    const res = await call("/shuffles/verify");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);

    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(scripts[0]).toBe(VERIFIER_SCRIPT);
    expect(csp).toContain(`script-src 'sha256-${await sha256Base64(scripts[0]!)}'`);
    expect(csp).toContain(`style-src 'sha256-${await sha256Base64(styles[0]!)}'`);
    // The same policy travels in the page, for a copy saved to disk.
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${csp.replace("; frame-ancestors 'none'", "")}">`);
    // Nothing is loaded from anywhere.
    expect(html).not.toMatch(/\b(src|href)\s*=|@import|url\(|fetch\(|XMLHttpRequest/);
  });

  it("its script, run as it is, reproduces every published vector", async () => {
    // The inline script is plain JavaScript: evaluate it and call its verifier directly.
    const pwShuffleV1 = new Function(`${VERIFIER_SCRIPT}\nreturn pwShuffleV1;`)() as (
      seed: string,
      clientSeed: string,
      nonce: number,
    ) => Promise<{ commitment: string; deck: string[] }>;
    for (const vector of published.vectors) {
      expect(await pwShuffleV1(vector.serverSeed, vector.clientSeed, vector.nonce)).toEqual({ commitment: vector.commitment, deck: vector.deck });
    }
    await expect(pwShuffleV1("00", "x", 0)).rejects.toThrow(/64 hex/);
  });
});
