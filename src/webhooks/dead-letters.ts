import { database } from "../db/client.ts";
import { failDelivery } from "../db/webhooks.ts";
import type { Env } from "../env.ts";
import { nowIso } from "../lib/clock.ts";
import type { DeliveryMessage } from "./dispatch.ts";

/** The queue of webhook messages whose delivery ended badly (wrangler.toml's dead_letter_queue). */
export const DEAD_LETTER_QUEUE = "pokerworks-webhooks-dlq";

/** Storage failed the dead-letter consumer too: try again later (Queues gives up after max_retries; the sweep is behind it). */
const RETRY_DELAY_SECONDS = 60;

/**
 * The copy the consumer sends when a delivery's schedule is spent (consumer.ts), sent after the row
 * was marked `failed` at `failedAt`.
 */
export interface DeadLetter {
  deliveryId: string;
  eventId: string;
  endpointId: string;
  failedAt: string;
}

/**
 * The dead-letter queue's consumer. Two kinds of message reach it:
 *   - a copy of a delivery the consumer already marked `failed` (has `failedAt`): kept as a record, acked;
 *   - a delivery message Queues moved here after `max_retries` runs that each crashed before
 *     recording anything: the delivery is still open with no message left, so it is marked `failed`,
 *     which `recover` re-queues once the fault is fixed.
 * A copy is never acted on: its delivery may have been recovered since, and that round must run.
 */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = database(env.DB);
  await Promise.all(
    batch.messages.map(async (message) => {
      const body = message.body as Partial<DeliveryMessage & DeadLetter> | null;
      if (typeof body?.deliveryId !== "string" || typeof body.failedAt === "string") return message.ack();
      try {
        if (await failDelivery(db, body.deliveryId, nowIso())) {
          console.warn(JSON.stringify({ level: "warn", message: "webhook delivery failed from the dead-letter queue", deliveryId: body.deliveryId }));
        }
        message.ack();
      } catch (error) {
        const name = error instanceof Error ? error.name : typeof error;
        console.error(
          JSON.stringify({ level: "error", message: "dead-lettered webhook delivery not closed", deliveryId: body.deliveryId, error: name }),
        );
        message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
      }
    }),
  );
}
