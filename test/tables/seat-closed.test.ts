/**
 * table.seat_closed (CONTRACT 10.4) through the webhook pipeline: recorded once per seat, signed, delivered
 * to the organization's endpoint subscribed to it, with the builder's playerRef and the final stack.
 */
import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createEndpoint, received, receiverName, receiverUrl, waitFor, webhookTenant } from "../webhooks/helpers.ts";
import { tableSettings, tableStub } from "./table-fixtures.ts";

describe("table.seat_closed", () => {
  it("is sent once per seat that leaves, with its final stack and the builder's playerRef", async () => {
    const { org, key, projectId } = await webhookTenant();
    const name = receiverName("seat-closed");
    const { secret } = await createEndpoint(key, { url: receiverUrl(name), eventTypes: ["table.seat_closed"], projectId });
    const settings = tableSettings({ organizationId: org.id, projectId });
    const stub = tableStub(settings.tableId);
    await stub.init(settings);
    const seated = await stub.seat({ playerRef: "player-42", displayName: "Alice", participant: "human", stack: 750, seatNumber: 3 });
    expect(seated.ok).toBe(true);
    // Alone at the table: no hand runs, so she stands up at once with her stack.
    const left = await stub.standUp(3);
    expect(left).toMatchObject({ ok: true, seat: { seatNumber: 3, finalStack: 750 } });
    // A second stand-up of the same (now empty) seat closes nothing more.
    expect(await stub.standUp(3)).toMatchObject({ ok: false, code: "not_found" });

    const requests = await waitFor("the delivery", async () => {
      const got = await received(name);
      return got.length > 0 ? got : undefined;
    });
    const body = new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "table.seat_closed",
      environment: "test",
      projectId,
      data: {
        table: { id: settings.tableId, ringGameId: settings.ringGameId },
        seat: { seatNumber: 3, playerRef: "player-42", displayName: "Alice", participant: "human" },
        finalStack: 750,
        reason: "left",
      },
    });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'table.seat_closed' AND organization_id = ?")
      .bind(org.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect((await received(name)).length).toBe(1);
  });
});
