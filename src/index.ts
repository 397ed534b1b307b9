import type { Env } from "./env.ts";
import { handleRequest } from "./router.ts";
import { consumeWebhookBatch } from "./webhooks/consumer.ts";
import { sweepWebhooks } from "./webhooks/sweep.ts";

export { EmbedSession } from "./embed/session.ts";
export { TableObject } from "./tables/table-object.ts";
export { UsageMeter } from "./metering/meter.ts";

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  /** Webhook deliveries (one attempt per message); see src/webhooks/consumer.ts. */
  queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    return consumeWebhookBatch(batch, env);
  },
  /** The cron trigger: queues events and deliveries a crash left unqueued (src/webhooks/sweep.ts). */
  async scheduled(_controller: ScheduledController, env: Env): Promise<void> {
    await sweepWebhooks(env);
  },
} satisfies ExportedHandler<Env>;
