import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { BASE } from "../helpers";
import { api, deliveredEvent } from "../management/fixtures";
import { interleavedDb } from "./consumer-harness";
import { completeSitAndGo, createEndpoint, ENDPOINT, received, receiverName, receiverUrl, waitFor, webhookTenant } from "./helpers";

/**
 * Issue 18, part 2: every secret rotate-secret hands out signs until its own overlap ends. One rotation
 * at a time: a rotation is conditional on the secret it replaces (a race has one winner, the others 409
 * conflict), and a rotation during the previous one's overlap is refused (409 invalid_state).
 */

const ROTATE = `${ENDPOINT}/rotate-secret`;

const rotate = (key: string, endpointId: string) => api(key, "POST", ROTATE, { endpointId });

const sealedSecret = async (endpointId: string) =>
  (await env.DB.prepare("SELECT secret, previous_secret, previous_secret_expires_at, secret_rotated_at FROM webhook_endpoints WHERE id = ?")
    .bind(endpointId)
    .first<Record<string, string | null>>())!;

/** The latest signed request the receiver got: a PATCH verification, signed like a delivery. */
async function signedRequest(key: string, endpointId: string, name: string) {
  const before = (await received(name)).length;
  const res = await api(key, "PATCH", ENDPOINT, { endpointId }, { body: { label: `check ${before}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const requests = await received(name);
  expect(requests).toHaveLength(before + 1);
  return requests[before]!;
}

const verifies = (secret: string, request: { body: string; headers: Record<string, string> }) => {
  try {
    new Webhook(secret).verify(request.body, request.headers);
    return true;
  } catch {
    return false;
  }
};

describe("concurrent rotations", () => {
  it("have one winner; the others answer 409 and change nothing; the delivery verifies with every secret a caller holds", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("race");
    const { endpoint, secret: original } = await createEndpoint(key, { url: receiverUrl(name) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => rotate(key, endpoint.id)));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(["conflict", "invalid_state"]).toContain(loser.body.code);
      expect(JSON.stringify(loser.body)).not.toMatch(/whsec_/);
    }
    const given = [original, winners[0]!.body.secret.secret as string];

    const { eventId } = await completeSitAndGo(key);
    const [request] = await waitFor("the delivery", async () => {
      const got = await received(name);
      return got.length > 0 ? got : undefined;
    });
    expect(request!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    const payload = await deliveredEvent(eventId);
    for (const secret of given) expect(new Webhook(secret).verify(request!.body, request!.headers)).toEqual(payload);
  });

  it("a rotation that lost between its read and its write answers 409 conflict and leaves the winner's secret", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("loser");
    const { endpoint, secret: original } = await createEndpoint(key, { url: receiverUrl(name) });
    let winner = "";
    // The competing rotation lands right before this request's UPDATE, after its read.
    const db = interleavedDb(/^update "webhook_endpoints"/i, async () => {
      const res = await rotate(key, endpoint.id);
      expect(res.status).toBe(200);
      winner = res.body.secret.secret;
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${BASE}/api/v1/management/webhook-endpoints/${endpoint.id}/rotate-secret`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
      }),
      { ...env, DB: db },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(409);
    const problem = (await response.json()) as { code: string; detail: string };
    expect(problem.code).toBe("conflict");
    expect(problem.detail).toMatch(/nothing was changed/i);
    expect(winner).toMatch(/^whsec_/);

    const request = await signedRequest(key, endpoint.id, name);
    expect(request.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verifies(winner, request)).toBe(true);
    expect(verifies(original, request)).toBe(true);
  });
});

describe("a second rotation", () => {
  it("is refused during the first one's overlap (nothing changes); after it, the newest two secrets sign", async () => {
    const { key } = await webhookTenant();
    const name = receiverName("double");
    const { endpoint, secret: original } = await createEndpoint(key, { url: receiverUrl(name) });
    const first = await rotate(key, endpoint.id);
    expect(first.status).toBe(200);
    const second = first.body.secret.secret as string;
    const stored = await sealedSecret(endpoint.id);

    const refused = await rotate(key, endpoint.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("invalid_state");
    expect(refused.body.detail).toContain(first.body.secret.previousSecretExpiresAt);
    expect(JSON.stringify(refused.body)).not.toMatch(/whsec_/);
    expect(await sealedSecret(endpoint.id)).toEqual(stored);

    // Both secrets handed out so far still verify: the promise of the first rotation is kept.
    const during = await signedRequest(key, endpoint.id, name);
    expect(during.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verifies(original, during)).toBe(true);
    expect(verifies(second, during)).toBe(true);

    // 24 h later (the overlap moved into the past): rotating works again, and the original secret, whose
    // overlap is over, no longer signs.
    await env.DB.prepare("UPDATE webhook_endpoints SET previous_secret_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), endpoint.id)
      .run();
    const third = await rotate(key, endpoint.id);
    expect(third.status).toBe(200);
    const newest = third.body.secret.secret as string;
    const after = await signedRequest(key, endpoint.id, name);
    expect(after.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verifies(newest, after)).toBe(true);
    expect(verifies(second, after)).toBe(true);
    expect(verifies(original, after)).toBe(false);
  });
});
