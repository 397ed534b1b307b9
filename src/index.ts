import type { Env } from "./env.ts";
import { handleRequest } from "./router.ts";

export { UsageMeter } from "./metering/meter.ts";
export { EmbedSession } from "./embed/session.ts";

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
