/**
 * schemas/asyncapi.json (AsyncAPI 3.0): the table socket of CONTRACT 10.2, generated from the same
 * valibot schemas the table validates client messages with (protocol.ts) and types its frames with
 * (protocol.ts, events.ts). `npm run openapi` writes it (scripts/asyncapi.ts); test/tables/asyncapi.test.ts
 * regenerates it in memory, compares it with the committed file and validates frames of a live table
 * against it. The document describes the server: it receives the client's messages and sends frames.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { TABLE_CONNECT_PATH } from "./connect.ts";
import { EventFrameSchema } from "./events.ts";
import { AckFrame, CLIENT_MESSAGES, ErrorFrame, HelloFrame, MovedFrame, SnapshotFrame, SOCKET_CLOSE_CODES, SOCKET_LIMITS } from "./protocol.ts";
import { TICKET_PATTERN, TICKET_TTL_MS } from "./tickets.ts";

type Json = Record<string, unknown>;

/** The AsyncAPI Schema Object is a superset of JSON Schema draft-07. */
function schemaOf(schema: v.GenericSchema): Json {
  const out = toJsonSchema(schema, { target: "draft-07", typeMode: "output", errorMode: "ignore" }) as Json;
  delete out.$schema;
  return out;
}

const pascal = (type: string) => type.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
const typeOf = (schema: { entries: { type: { literal: unknown } } }) => String(schema.entries.type.literal);

const CHANNEL = "tableSocket";

/** One message of the channel: its payload schema in components.schemas, its summary from the schema's description. */
interface Entry {
  /** Message id (components.messages, channel messages): the frame's `type`, or `ping`/`pong`. */
  id: string;
  schemaName: string;
  schema: Json;
  summary: string;
  contentType?: string;
  example?: unknown;
}

function entryOf(schema: v.GenericSchema & { entries: { type: { literal: unknown } } }, suffix: string, example?: unknown): Entry {
  const json = schemaOf(schema);
  const type = typeOf(schema);
  return { id: type, schemaName: `${pascal(type)}${suffix}`, schema: json, summary: String(json.description ?? type), example };
}

const AT = "2026-01-05T12:00:00.000Z";
const EXAMPLES: Record<string, unknown> = {
  act: { type: "act", hand: 7, index: 3, action: "raise", to: 120, clientId: "c-42" },
  sit_in: { type: "sit_in", entry: "post_now" },
  client_seed: { type: "client_seed", seed: "my-seed-123" },
  deal: { type: "deal", dealId: "deal_01M82J8G0ZPj3gWyF1Vb8cLmQa", accept: true },
  deal_event: {
    seq: 120,
    at: AT,
    type: "deal",
    deal: {
      object: "tournament_deal",
      id: "deal_01M82J8G0ZPj3gWyF1Vb8cLmQa",
      tournamentId: "trn_01M82J8FVSgHJysyeZrqPrDxkh",
      method: "chip_chop",
      status: "open",
      prizePool: 1000,
      prizesLeft: [500, 300, 200],
      leaveForWinner: 0,
      players: [
        { entryId: "ent_01M82J8FW0PrYqgGbCjJ7TVGxq", displayName: "Player 1", seatNumber: 1, chips: 9000, amount: 390, answer: "accepted" },
        { entryId: "ent_01M82J8FW3kRQ7nVt4hGdX2sJb", displayName: "Player 2", seatNumber: 2, chips: 6000, amount: 326, answer: "pending" },
        { entryId: "ent_01M82J8FW6mTz9pLc8eHfY5uNd", displayName: "Player 3", seatNumber: 3, chips: 4000, amount: 284, answer: "pending" },
      ],
      proposedAt: AT,
      expiresAt: "2026-01-05T12:02:00.000Z",
      decidedAt: null,
    },
  },
  hello: { type: "hello", protocol: 1, tableId: "tbl_01JGZ6M3Q4R5S6T7V8W9XYZABC", role: "seat", seatNumber: 1, lastSeq: 41, serverTime: AT },
  ack: { type: "ack", clientId: "c-42", hand: 7, index: 3, applied: true },
  error: {
    type: "error",
    code: "conflict",
    message: "Stale action: index 3, but 4 actions have been taken in hand 7.",
    clientId: "c-42",
  },
  moved: {
    type: "moved",
    tableId: "tbl_01JGZ6M3Q4R5S6T7V8W9XYZABD",
    seatNumber: 4,
    ticket: {
      ticket: "tkt_2f8a6c1e9b0d4a7c",
      expiresAt: "2026-01-05T12:01:00.000Z",
      connectUrl: "/v1/tables/tbl_01JGZ6M3Q4R5S6T7V8W9XYZABD/connect",
    },
  },
  hidden: { seq: 43, at: AT, type: "hidden" },
  topped_up: { seq: 52, at: AT, type: "topped_up", seatNumber: 1, amount: 100, stack: 300, returned: 0 },
  turn: { seq: 44, at: AT, type: "turn", hand: 7, index: 3, seatNumber: 1, actionDeadline: "2026-01-05T12:00:20.000Z", timeBank: false },
  acted: {
    seq: 46,
    at: AT,
    type: "acted",
    hand: 7,
    index: 3,
    seatNumber: 1,
    action: "raise",
    amount: 110,
    to: 120,
    allIn: false,
    auto: null,
  },
};

function describeChannel(): string {
  const limits = SOCKET_LIMITS;
  const codes = Object.entries(SOCKET_CLOSE_CODES)
    .map(([code, text]) => `- **${code}** ${text}`)
    .join("\n");
  return [
    "One WebSocket per seat or spectator. Open it with a single-use ticket (`tkt_...`, valid " +
      `${TICKET_TTL_MS / 1000} s, from \`POST /api/v1/management/tables/{tableId}/seats\` or \`POST .../seats/{seatNumber}/tickets\`): ` +
      "a missing ticket is `401 unauthorized`, a used, expired or foreign one `403 forbidden` (problem+json, before the upgrade), a request without `Upgrade: websocket` `426 upgrade_required`.",
    "",
    "**Ordering.** Frames are JSON text, never compressed: the upgrade declines permessage-deflate (browsers offer it; the 101 names no extension), because deflating every frame once per socket would be most of a table's CPU and the frames are a few hundred bytes. The server sends `hello` first, then either a `snapshot` (everything the role may see, as of its `seq`) or, with `since`, the events after `since`, then every event as it happens. " +
      "Every event carries the table's `seq`, which increases by exactly 1 for every role: an event the role may not see (another seat's `hole_cards` or `legal_actions`) arrives as a `hidden` placeholder with only its `seq` and `at`, so a stream is gap-free and a client detects a lost frame by itself (then it sends `resync`, or reconnects with `since`). " +
      "After a `snapshot` with `seq` n, the next event has seq n + 1. `ack` and `error` answer the client's own messages; an `act`'s `ack` comes after the events it caused.",
    "",
    "**Resume.** Reconnect with a fresh ticket and `since=<the last seq received>`: the table sends the missed events, or a fresh `snapshot` when they are no longer kept (older events are pruned at hand ends). " +
      "A second socket for a seat replaces the first (closed with 4001), so reconnecting from another device just works.",
    "",
    "**Actions.** `act` carries `hand` and `index` (the number of actions the client has seen in the hand, the `turn` event's `index`) and a `clientId`: a stale or out-of-turn action is refused (`error` `conflict`) and nothing changes; " +
      "the same `clientId` again is re-acknowledged (`ack` with `applied: false`), never applied twice. Clocks are absolute deadlines (`turn.actionDeadline`), never ticks: when the clock and then the time bank run out, the table checks for the seat if it can, else folds, and after two such hands in a row the seat sits out.",
    "",
    `**Limits.** A client frame is at most ${limits.maxFrameBytes} bytes (else the socket closes with 1009); at most ${limits.messagesPerWindow} messages per ${limits.windowMs / 1000} s (else 1008). ` +
      "A message that is not JSON, or not one of the messages below, is answered with `error` (`malformed_json`, `validation_failed`) and changes nothing. The text frame `ping` is answered `pong` without waking the table.",
    "",
    "**Tournament deals.** At a tournament's final table the builder may propose a deal (`POST /api/v1/management/tournaments/{tournamentId}/deals`): every socket gets a `deal` event with each player's amount and seat, and again at every change (an answer, the decision). While it is `open` the hand in progress finishes and no other is dealt. A seat answers once with the `deal` message (`accept` true or false) before `expiresAt`; the `ack` or `error` comes back on its socket. One decline ends it; when all accept, the amounts are fixed and play resumes for what is left for the winner, or the tournament ends.",
    "",
    "**Close codes.**",
    codes,
  ].join("\n");
}

/** Builds the AsyncAPI 3.0 document of the table socket. */
export function buildAsyncApi(): Json {
  const clientEntries = CLIENT_MESSAGES.map((schema) => entryOf(schema, "Message", EXAMPLES[typeOf(schema)]));
  const frameEntries = [HelloFrame, SnapshotFrame, AckFrame, ErrorFrame, MovedFrame].map((schema) =>
    entryOf(schema, "Frame", EXAMPLES[typeOf(schema)]),
  );
  // Event frames: the head and the body's fields, as EventFrameSchema builds them. A type both sides use
  // (`deal`: a seat's answer, the table's news of the deal) is two messages: the event's id says which.
  const clientTypes = new Set<string>(CLIENT_MESSAGES.map((schema) => typeOf(schema)));
  const eventEntries = EventFrameSchema.options.map((schema) => {
    const type = typeOf(schema);
    if (!clientTypes.has(type)) return entryOf(schema, "Event", EXAMPLES[type]);
    return { ...entryOf(schema, "Event", EXAMPLES[`${type}_event`]), id: `${type}_event` };
  });
  const ping: Entry = {
    id: "ping",
    schemaName: "Ping",
    schema: { type: "string", const: "ping" },
    summary:
      "Keep-alive: the text `ping` (not JSON). Answered `pong` by the runtime without waking the table; it does not count against the message limit.",
    contentType: "text/plain",
    example: "ping",
  };
  const pong: Entry = {
    id: "pong",
    schemaName: "Pong",
    schema: { type: "string", const: "pong" },
    summary: "The answer to `ping`.",
    contentType: "text/plain",
    example: "pong",
  };

  const batch: Entry = {
    id: "batch",
    schemaName: "EventBatch",
    schema: {
      type: "array",
      minItems: 2,
      items: { $ref: "#/components/schemas/EventFrame" },
      description: "The events of one change of the table, in `seq` order (each exactly as its own frame would be).",
    },
    summary:
      "With `batch=1` on the connect URL: the events one change of the table caused (an action's `acted`, the next `turn` and its `legal_actions` or `hidden` placeholder), as one JSON array frame instead of one frame each. A change with one event still sends it alone; `hello`, `snapshot`, `ack`, `error` and `moved` are never batched.",
    example: [
      EXAMPLES.acted,
      { seq: 47, at: AT, type: "turn", hand: 7, index: 4, seatNumber: 2, actionDeadline: "2026-01-05T12:00:20.000Z", timeBank: false },
      { seq: 48, at: AT, type: "hidden" },
    ],
  };
  const all = [...clientEntries, ping, ...frameEntries, pong, ...eventEntries, batch];
  const messages: Record<string, Json> = {};
  const schemas: Record<string, Json> = {};
  for (const e of all) {
    schemas[e.schemaName] = e.schema;
    messages[e.id] = {
      name: e.id,
      title: e.schemaName,
      summary: e.summary,
      contentType: e.contentType ?? "application/json",
      payload: { $ref: `#/components/schemas/${e.schemaName}` },
      ...(e.example === undefined ? {} : { examples: [{ payload: e.example }] }),
    };
  }
  const union = (entries: Entry[], description: string): Json => ({
    description,
    oneOf: entries.map((e) => ({ $ref: `#/components/schemas/${e.schemaName}` })),
  });
  schemas.ClientMessage = union(clientEntries, "Every JSON message a client sends, by `type`.");
  schemas.ServerFrame = union(
    [...frameEntries, ...eventEntries],
    "Every JSON frame the server sends, by `type`: hello, snapshot, ack, error, and the events.",
  );
  schemas.EventFrame = union(eventEntries, "Every event frame (with `seq` and `at`), by `type`; `hidden` is the placeholder.");

  const ref = (id: string) => ({ $ref: `#/channels/${CHANNEL}/messages/${id}` });
  const ids = (entries: Entry[]) => entries.map((e) => ref(e.id));
  const byId = (id: string) => all.find((e) => e.id === id)!;
  const seatMessages = clientEntries.filter((e) => e.id !== "act" && e.id !== "resync");

  return {
    asyncapi: "3.0.0",
    info: {
      title: "pokerworks table socket",
      version: "1.0.0",
      "x-protocol": HelloFrame.pipe[0].entries.protocol.pipe[0].literal,
      description: [
        "The realtime connection of a hosted play-money table: a seat's or a spectator's WebSocket. The HTTP API, where tables are created and seats and tickets issued, is `/openapi.json`.",
        "This document is generated from the valibot schemas the table validates messages with and types its frames with (`npm run openapi`), and a test checks it is fresh and that a live table's frames match it. It describes the server: it receives the client's messages and sends the frames.",
      ].join("\n\n"),
    },
    servers: {
      deployment: {
        host: "{host}",
        protocol: "wss",
        description: "A deployment of the pokerworks Worker.",
        variables: { host: { default: "pokerworks.example.com", description: "The deployment's host." } },
      },
      local: { host: "localhost:8787", protocol: "ws", description: "`npm start` (wrangler dev)." },
    },
    defaultContentType: "application/json",
    channels: {
      [CHANNEL]: {
        address: TABLE_CONNECT_PATH,
        title: "A table's socket",
        description: describeChannel(),
        parameters: { tableId: { description: "The table's id, `tbl_...`." } },
        messages: Object.fromEntries(all.map((e) => [e.id, { $ref: `#/components/messages/${e.id}` }])),
        bindings: {
          ws: {
            method: "GET",
            query: {
              type: "object",
              properties: {
                ticket: {
                  type: "string",
                  pattern: TICKET_PATTERN.source,
                  description: `A single-use connection ticket, valid ${TICKET_TTL_MS / 1000} s.`,
                },
                since: {
                  type: "string",
                  pattern: "^\\d{1,15}$",
                  description:
                    "Resume: the last seq the client received. The table sends the events after it, or a snapshot when they are no longer kept.",
                },
                batch: {
                  type: "string",
                  const: "1",
                  description:
                    "Send the events of one change as one array frame (`batch`): a third of the frames on a busy table. The SDK's socket client and the spectator page ask for it.",
                },
              },
              required: ["ticket"],
            },
            bindingVersion: "0.1.0",
          },
        },
        "x-close-codes": SOCKET_CLOSE_CODES,
        "x-limits": { ...SOCKET_LIMITS, ticketTtlMs: TICKET_TTL_MS },
      },
    },
    operations: {
      receiveAct: {
        action: "receive",
        channel: { $ref: `#/channels/${CHANNEL}` },
        title: "A seat acts",
        summary: byId("act").summary,
        messages: [ref("act")],
        reply: { channel: { $ref: `#/channels/${CHANNEL}` }, messages: [ref("ack"), ref("error")] },
      },
      receiveSeatMessage: {
        action: "receive",
        channel: { $ref: `#/channels/${CHANNEL}` },
        title: "A seat sits out, sits in, leaves, sends a client seed or answers a deal",
        messages: ids(seatMessages),
        reply: { channel: { $ref: `#/channels/${CHANNEL}` }, messages: [ref("ack"), ref("error")] },
      },
      receiveResync: {
        action: "receive",
        channel: { $ref: `#/channels/${CHANNEL}` },
        title: "A fresh snapshot on request",
        messages: [ref("resync")],
        reply: { channel: { $ref: `#/channels/${CHANNEL}` }, messages: [ref("snapshot")] },
      },
      receivePing: {
        action: "receive",
        channel: { $ref: `#/channels/${CHANNEL}` },
        title: "Keep-alive",
        messages: [ref("ping")],
        reply: { channel: { $ref: `#/channels/${CHANNEL}` }, messages: [ref("pong")] },
      },
      sendStream: {
        action: "send",
        channel: { $ref: `#/channels/${CHANNEL}` },
        title: "The table's stream",
        description: "`hello`, then a `snapshot` or the events after `since`, then every event (or its `hidden` placeholder), gap-free by `seq`.",
        messages: [ref("hello"), ref("snapshot"), ...ids(eventEntries), ref("batch")],
      },
    },
    components: { schemas, messages },
  };
}
