import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createClient, PokerworksError, verifyWebhook } from "../src/index.ts";
import { retryAfterMs } from "../src/retry.ts";

/** The SDK in plain Node (the Worker-side tests run it inside workerd): Web Crypto, atob, fetch types. */

describe("in Node", () => {
  it("verifies what the standardwebhooks package signs", async () => {
    const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;
    const body = JSON.stringify({ id: "evt_1", type: "tournament.completed", data: { results: [{ displayName: "Zoë" }] } });
    const at = new Date();
    const signature = new Webhook(secret).sign("evt_1", at, body);
    const headers = { "webhook-id": "evt_1", "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": signature };
    expect(await verifyWebhook(body, headers, secret)).toEqual(JSON.parse(body));
  });

  it("calls through an injected fetch and throws the typed error", async () => {
    const pw = createClient({
      baseUrl: "https://api.example.test",
      fetch: async (request) => {
        expect(new URL(request.url).pathname).toBe("/healthz");
        return Response.json(
          { type: "/docs/errors#internal_error", title: "x", status: 500, code: "internal_error", detail: "d", requestId: "req_1" },
          { status: 500 },
        );
      },
      retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const error = (await pw.getHealth().catch((e: unknown) => e)) as PokerworksError;
    expect(error).toBeInstanceOf(PokerworksError);
    expect(error).toMatchObject({ status: 500, code: "internal_error", requestId: "req_1", attempts: 2 }); // a GET is safe: 500 retried once
  });
});

describe("retry-after", () => {
  it("reads delay-seconds and HTTP dates (RFC 9110 10.2.3), and nothing else", () => {
    const now = Date.parse("Sun, 22 Nov 2026 20:00:00 GMT");
    expect(retryAfterMs("7", now)).toBe(7000);
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs("Sun, 22 Nov 2026 20:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Sun, 22 Nov 2026 19:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-3", now)).toBeUndefined();
  });
});
