import { SELF } from "cloudflare:test";
import { createClient, verifyWebhook, WebhookVerificationError } from "@pokerworks/sdk";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newSigningSecret } from "../../src/webhooks/secrets.ts";
import { BASE } from "../helpers.ts";
import { completeSitAndGo, createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";

describe("verifyWebhook", () => {
  it("accepts the Standard Webhooks specification's published example", async () => {
    const headers = {
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    };
    const body = '{"test": 2432232314}';
    expect(await verifyWebhook(body, headers, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", { now: 1614265330 })).toEqual({ test: 2432232314 });
    await expect(verifyWebhook(body.replace("4}", "5}"), headers, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", { now: 1614265330 })).rejects.toThrow(
      WebhookVerificationError,
    );
  });

  it("verifies a real delivery during a rotation with either secret, and refuses tampering, other secrets and stale timestamps", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("sdk-verify");
    const { endpoint, secret: oldSecret } = await createEndpoint(key, { url: receiverUrl(name) });
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch: (request) => SELF.fetch(request) });
    const newSecret = (await pw.rotateWebhookEndpointSecret({ path: { endpointId: endpoint.id } })).secret.secret;
    const { tournamentId, eventId } = await completeSitAndGo(key);
    const delivery = await waitFor("the delivery", async () => (await received(name))[0]);
    const { body, headers } = delivery;
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2); // the new secret's and the old one's

    // An independent implementation accepts this delivery; so does the SDK, with either secret.
    const reference = new Webhook(newSecret).verify(body, headers);
    for (const secret of [newSecret, oldSecret, [newSigningSecret(), oldSecret]]) {
      const event = await verifyWebhook(body, headers, secret);
      expect(event).toEqual(reference);
      expect(event).toMatchObject({ id: eventId, type: "tournament.completed", data: { tournament: { id: tournamentId, entrants: 6 } } });
    }
    expect(await verifyWebhook(new TextEncoder().encode(body), new Headers(headers), newSecret)).toEqual(reference);

    const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(WebhookVerificationError);
    await refused(verifyWebhook(body, headers, newSigningSecret()));
    await refused(verifyWebhook(body.replace(eventId, `${eventId}x`), headers, newSecret));
    await refused(verifyWebhook(body, { ...headers, "webhook-id": "evt_other" }, newSecret));
    await refused(verifyWebhook(body, { ...headers, "webhook-signature": `v2,${headers["webhook-signature"]!.slice(3)}` }, newSecret));
    const sentAt = Number(headers["webhook-timestamp"]);
    expect(await verifyWebhook(body, headers, newSecret, { now: sentAt + 300 })).toEqual(reference);
    await refused(verifyWebhook(body, headers, newSecret, { now: sentAt + 301 }));
    await refused(verifyWebhook(body, headers, newSecret, { now: sentAt - 301 }));
    await refused(verifyWebhook(body, { "webhook-id": headers["webhook-id"]! }, newSecret));
  });
});
