/**
 * GET /v1/tables/{tableId}/connect?ticket=...[&since=<seq>] (CONTRACT 10.2): the table socket. Routed
 * before the registry (like /mcp): it answers a WebSocket upgrade, not a JSON body. The Worker refuses
 * what it can without the table (no upgrade 426, no ticket 401, a ticket or table id of the wrong shape
 * 403) so a random URL never reaches an object; the table object checks the ticket itself (known, unused,
 * unexpired, for this table) before it accepts the socket. The ticket is never logged: the request log
 * names the route template only.
 */
import type { Env } from "../env.ts";
import { ApiError, problemResponse } from "../http/errors.ts";
import { hubName, hubOfTicket } from "./hubs.ts";
import { TICKET_PATTERN } from "./tickets.ts";

export const TABLE_CONNECT_PATH = "/v1/tables/{tableId}/connect";
const CONNECT = /^\/v1\/tables\/([^/]+)\/connect\/?$/;
const TABLE_ID = /^tbl_[0-9A-Za-z]{10,64}$/;

/** The table id when `pathname` is a connect URL. */
export function matchConnect(pathname: string): string | null {
  return CONNECT.exec(pathname)?.[1] ?? null;
}

export async function handleConnect(request: Request, env: Env, tableId: string, requestId: string): Promise<Response> {
  const refuse = (error: ApiError) => problemResponse(error, requestId);
  if (request.method !== "GET") {
    return refuse(
      new ApiError("method_not_allowed", `${request.method} is not allowed here; use GET with Upgrade: websocket.`, { headers: { allow: "GET" } }),
    );
  }
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return refuse(new ApiError("upgrade_required", "This is a WebSocket endpoint: send Upgrade: websocket.", { headers: { upgrade: "websocket" } }));
  }
  const ticket = new URL(request.url).searchParams.get("ticket");
  if (ticket === null || ticket === "") return refuse(new ApiError("unauthorized", "A connection ticket is required: ?ticket=tkt_..."));
  if (!TICKET_PATTERN.test(ticket) || !TABLE_ID.test(tableId)) {
    return refuse(
      new ApiError("forbidden", "This ticket is not valid for this table: unknown, already used, or expired (tickets are single use and live 60 s)."),
    );
  }
  // A spectator ticket names its hub (hubs.ts): that hub opens the socket; any other, the table itself.
  const hub = hubOfTicket(ticket);
  const response = await (hub === null ? env.TABLES.getByName(tableId) : env.SPECTATOR_HUBS.getByName(hubName(tableId, hub))).fetch(request);
  if (response.status === 101) return response;
  // The object's refusals are problem+json without the request id: add it.
  const body = (await response.json()) as Record<string, unknown>;
  return new Response(JSON.stringify({ ...body, requestId }), { status: response.status, headers: { "content-type": "application/problem+json" } });
}
