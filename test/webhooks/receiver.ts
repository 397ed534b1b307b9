/**
 * The webhook receiver the tests point endpoints at. It runs in Node as the test Worker's outbound
 * service (vitest.config.ts), so every fetch() the Worker makes (queue consumer, endpoint
 * verification) arrives here as a real HTTP request, with the headers and body exactly as sent.
 *
 *   POST http(s)://hooks.receiver.test/r/<name>     a webhook: recorded, answered per the name's behavior
 *   PUT  http://hooks.receiver.test/_control/<name>  sets the behavior { failFirst, failStatus, hangMs, hangFirst, status, redirectTo }
 *   GET  http://hooks.receiver.test/_control/<name>  what <name> received: [{ headers, body, receivedAt, answered }]
 *
 * Anything else the Worker fetches is answered 502: the tests never reach the network.
 */

export const RECEIVER_HOST = "hooks.receiver.test";

interface Behavior {
  /** Answer the first n requests with `failStatus` (default 500). */
  failFirst?: number;
  failStatus?: number;
  /** Wait this long before answering (longer than WEBHOOK_TIMEOUT_MS is a timeout)... */
  hangMs?: number;
  /** ...on the first n requests only (default: every request). */
  hangFirst?: number;
  /** Status of a successful answer (default 204). */
  status?: number;
  /** Answer a redirect (to `location`) instead. */
  redirectTo?: string;
}

interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
  answered: number;
}

const behaviors = new Map<string, Behavior>();
const received = new Map<string, Received[]>();

export async function receiver(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname !== RECEIVER_HOST) return new Response("no network in tests", { status: 502 });
  const control = /^\/_control\/([\w-]+)$/.exec(url.pathname);
  if (control) {
    const name = control[1]!;
    if (request.method === "PUT") {
      behaviors.set(name, (await request.json()) as Behavior);
      return new Response(null, { status: 204 });
    }
    return Response.json(received.get(name) ?? []);
  }
  const hook = /^\/r\/([\w-]+)$/.exec(url.pathname);
  if (!hook) return new Response("unknown receiver path", { status: 404 });
  const name = hook[1]!;
  const behavior = behaviors.get(name) ?? {};
  const log = received.get(name) ?? [];
  received.set(name, log);
  const entry: Received = {
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
    receivedAt: Date.now(),
    answered: 0,
  };
  log.push(entry);
  if (behavior.hangMs && log.length <= (behavior.hangFirst ?? Number.POSITIVE_INFINITY))
    await new Promise((resolve) => setTimeout(resolve, behavior.hangMs));
  const status =
    behavior.redirectTo !== undefined ? 307 : log.length <= (behavior.failFirst ?? 0) ? (behavior.failStatus ?? 500) : (behavior.status ?? 204);
  entry.answered = status;
  const headers: Record<string, string> = behavior.redirectTo !== undefined ? { location: behavior.redirectTo } : {};
  return new Response(status === 204 ? null : "x".repeat(status >= 300 ? 100 : 10), { status, headers });
}
