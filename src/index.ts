import type { Env } from "./env.ts";
import { handleRequest } from "./router.ts";
import { consumeWebhookBatch } from "./webhooks/consumer.ts";
import { consumeDeadLetters, DEAD_LETTER_QUEUE } from "./webhooks/dead-letters.ts";
import { sweepWebhooks } from "./webhooks/sweep.ts";

export { EmbedSession } from "./embed/session.ts";
export { UsageMeter } from "./metering/meter.ts";
export { SpectatorHub } from "./tables/spectator-hub.ts";
export { TableObject } from "./tables/table-object.ts";
export { TournamentDirector } from "./tournaments/director-object.ts";

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  /**
   * Webhook deliveries (one attempt per message, src/webhooks/consumer.ts) and their dead-letter queue
   * (src/webhooks/dead-letters.ts): one Worker consumes both, told apart by the batch's queue.
   */
  queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    return batch.queue === DEAD_LETTER_QUEUE ? consumeDeadLetters(batch, env) : consumeWebhookBatch(batch, env);
  },
  /** The cron trigger: queues what a crash left unqueued and deliveries whose message was lost (src/webhooks/sweep.ts). */
  async scheduled(_controller: ScheduledController, env: Env): Promise<void> {
    await sweepWebhooks(env);
  },
} satisfies ExportedHandler<Env>;
