import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../../examples/webhook-receiver/verify.mjs";
import type { Env } from "../../src/env.ts";
import { openSecret, sealSecret } from "../../src/lib/sealed-secrets.ts";
import { newSigningSecret } from "../../src/webhooks/secrets.ts";
import { signatureHeader, signedHeaders } from "../../src/webhooks/signing.ts";

describe("Standard Webhooks signatures", () => {
  it("match the specification's published example", async () => {
    // The example of the Standard Webhooks specification (and Svix's documentation).
    const header = await signatureHeader(
      ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      1614265330,
      '{"test": 2432232314}',
    );
    expect(header).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("verify with the standardwebhooks package, one signature per secret during a rotation", async () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()];
    const body = JSON.stringify({ id: "evt_1", type: "tournament.completed", data: { results: [{ displayName: "Zoë 🂡" }] } });
    const headers = await signedHeaders([current, previous], "evt_1", Math.floor(Date.now() / 1000), body);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}= v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(body.replace("evt_1", "evt_2"), headers)).toThrow();
  });
});

describe("signing secrets", () => {
  it("are whsec_ + base64 of 32 random bytes", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(atob(secret.slice(6))).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
  });

  it("are sealed with AES-GCM under SECRETS_KEY, a fresh IV each time, bound to their endpoint", async () => {
    const secret = newSigningSecret();
    const [a, b] = [await sealSecret(env, secret, "we_1"), await sealSecret(env, secret, "we_1")];
    expect(a).not.toBe(b); // fresh IV
    expect(a).not.toContain(secret.slice(6, 20));
    expect(atob(a)).toHaveLength(12 + secret.length + 16); // IV + ciphertext + tag
    expect(await openSecret(env, a, "we_1")).toBe(secret);
    await expect(openSecret(env, a, "we_2")).rejects.toThrow(); // moved to another endpoint's row
    const otherKey = { ...env, SECRETS_KEY: btoa("x".repeat(32)) } as Env;
    await expect(openSecret(otherKey, a, "we_1")).rejects.toThrow();
    await expect(sealSecret({ ...env, SECRETS_KEY: undefined } as Env, secret, "we_1")).rejects.toThrow(/SECRETS_KEY/);
    await expect(sealSecret({ ...env, SECRETS_KEY: btoa("short") } as Env, secret, "we_1")).rejects.toThrow(/SECRETS_KEY/);
  });
});

describe("the README's receiver (examples/webhook-receiver/verify.mjs, Node's crypto only)", () => {
  it("accepts our signature with either secret of a rotation, and refuses tampering, other secrets and stale timestamps", async () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()];
    const body = JSON.stringify({ id: "evt_9", type: "tournament.completed", data: { results: [{ displayName: "Zoë 🂡" }] } });
    const now = 1_800_000_000;
    const headers = await signedHeaders([current, previous], "evt_9", now, body);
    expect(verifyWebhook(body, headers, current, now)).toBe(true);
    expect(verifyWebhook(body, headers, previous, now + 299)).toBe(true);
    expect(verifyWebhook(body, headers, newSigningSecret(), now)).toBe(false);
    expect(verifyWebhook(body.replace("evt_9", "evt_8"), headers, current, now)).toBe(false);
    expect(verifyWebhook(body, { ...headers, "webhook-id": "evt_8" }, current, now)).toBe(false);
    expect(verifyWebhook(body, headers, current, now + 301)).toBe(false);
  });
});
