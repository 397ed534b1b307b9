/**
 * Connection tickets (CONTRACT 10.1): `tkt_` + 43 url-safe characters (32 random bytes), single use,
 * valid 60 s, stored only as their SHA-256. They travel in the socket URL's query because browsers
 * cannot set headers on a WebSocket; being single use, a URL seen later opens nothing.
 * Hashing is synchronous (node:crypto, nodejs_compat) so that issuing and redeeming a ticket each stay
 * inside one synchronous step of the table object.
 */
import { createHash } from "node:crypto";
import { encodeBase64Url } from "../lib/base64.ts";

export const TICKET_TTL_MS = 60_000;
export const TICKET_PATTERN = /^tkt_[A-Za-z0-9_-]{32,128}$/;

export function newTicket(): { ticket: string; hash: string } {
  const ticket = `tkt_${encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)))}`;
  return { ticket, hash: hashTicket(ticket) };
}

export function hashTicket(ticket: string): string {
  return createHash("sha256").update(ticket).digest("hex");
}
