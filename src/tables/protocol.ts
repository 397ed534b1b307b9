/**
 * The table socket's messages (CONTRACT 10.2), as valibot schemas: the client's messages are validated
 * with them like a request body, and schemas/asyncapi.json documents the same schemas.
 *
 * Client -> server: `act`, `sit_out`, `sit_in`, `leave`, `client_seed`, `resync`, and the text "ping"
 * (answered "pong" by the runtime without waking the table).
 * Server -> client: `hello`, then a `snapshot` or the missed events, then events (events.ts), plus `ack`
 * and `error` answers to the client's own messages.
 */
import * as v from "valibot";
import type { TableView } from "./api.ts";
import type { LegalView } from "./events.ts";

export const SOCKET_LIMITS = {
  /** Largest client frame; a larger one closes the socket with 1009. */
  maxFrameBytes: 4096,
  /** Flood control: more messages than this in one window closes the socket with 1008. */
  messagesPerWindow: 30,
  windowMs: 10_000,
} as const;

const ClientId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const ActMessage = v.strictObject({
  type: v.literal("act"),
  hand: v.pipe(v.number(), v.integer(), v.minValue(1)),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  action: v.picklist(["fold", "check", "call", "bet", "raise", "all_in"]),
  to: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  clientId: ClientId,
});

export const ClientMessage = v.variant("type", [
  ActMessage,
  v.strictObject({ type: v.literal("sit_out") }),
  v.strictObject({ type: v.literal("sit_in"), entry: v.optional(v.picklist(["wait_for_big_blind", "post_now"])) }),
  v.strictObject({ type: v.literal("leave") }),
  v.strictObject({ type: v.literal("client_seed"), seed: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  v.strictObject({ type: v.literal("resync") }),
]);

export type ClientMessage = v.InferOutput<typeof ClientMessage>;

export type ParsedMessage =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: "malformed_json" | "validation_failed"; message: string; clientId?: string };

/** A frame from a client: JSON, one of the message shapes, every failure explained (never a throw). */
export function parseClientMessage(text: string): ParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: "malformed_json", message: "The frame is not JSON." };
  }
  const result = v.safeParse(ClientMessage, json);
  if (result.success) return { ok: true, message: result.output };
  const clientId =
    typeof (json as { clientId?: unknown } | null)?.clientId === "string" ? (json as { clientId: string }).clientId.slice(0, 64) : undefined;
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
  const type = typeof (json as { type?: unknown } | null)?.type === "string" ? (json as { type: string }).type : null;
  const known = ["act", "sit_out", "sit_in", "leave", "client_seed", "resync"];
  const message =
    type === null || !known.includes(type)
      ? `Unknown message type; expected one of ${known.join(", ")}.`
      : `${type}: ${path === "" ? "unexpected or missing field" : `field '${path}' is missing or invalid`}.`;
  return clientId === undefined ? { ok: false, code: "validation_failed", message } : { ok: false, code: "validation_failed", message, clientId };
}

/** What a role sees of the hand in progress. */
export interface HandSnapshot {
  hand: number;
  street: string;
  button: number;
  smallBlind: number | null;
  bigBlind: number;
  board: string;
  pots: Array<{ amount: number; eligible: number[] }>;
  seats: Array<{ seatNumber: number; stack: number; bet: number; inPot: number; folded: boolean; allIn: boolean }>;
  toAct: number | null;
  index: number;
  actionDeadline: string | null;
  shuffle: { alg: "pw-shuffle-v1"; commitment: string; nonce: number };
}

export type ServerFrame =
  | { type: "hello"; protocol: 1; tableId: string; role: "seat" | "spectator"; seatNumber: number | null; lastSeq: number; serverTime: string }
  | {
      type: "snapshot";
      seq: number;
      serverTime: string;
      table: TableView;
      hand: HandSnapshot | null;
      you: { seatNumber: number; cards: string | null; legal: LegalView | null } | null;
    }
  | { type: "ack"; clientId: string | null; hand: number | null; index: number | null; applied: boolean }
  | { type: "error"; code: string; message: string; clientId: string | null };
