import * as v from "valibot";
import type { FieldError } from "../../http/errors.ts";
import { failIfAny } from "../../http/validate.ts";
import { normalizeOrigin, originOfUrl } from "../../lib/origins.ts";
import { SnapshotFrame } from "../../tables/protocol.ts";
import { GameSchema } from "../management/ring-games/schema.ts";
import { IdParamSchema, ProjectIdSchema } from "../management/schema.ts";
import { EnvironmentSchema, TimestampSchema, text } from "../schemas.ts";

/** Shapes of the embed-session routes (CONTRACT.md 4.8). */

const MAX_TABLE_IDS = 100;
const OriginInput = v.pipe(v.string(), v.minLength(1), v.maxLength(240));

const sessionFields = {
  environment: EnvironmentSchema,
  origin: v.pipe(OriginInput, v.url("must be an origin such as https://app.example.com")),
  productKey: v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.regex(/^[a-z0-9-]+$/, "must use only a-z, 0-9 and '-'")),
  projectId: ProjectIdSchema,
  returnUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2048), v.url("must be an absolute URL")),
};

const TableIds = v.optional(v.pipe(v.array(text(1, 128)), v.minLength(1), v.maxLength(MAX_TABLE_IDS)));

const SpectatorSessionBody = v.strictObject({
  ...sessionFields,
  mode: v.literal("spectator"),
  target: v.pipe(
    v.union([v.strictObject({ ringGameId: text(1, 128), tableIds: TableIds }), v.strictObject({ tournamentId: text(1, 128), tableIds: TableIds })]),
    v.description(
      "`{ ringGameId, tableIds? }`: a ring game's tables; or `{ tournamentId, tableIds? }`: a tournament's (without `tableIds` the page follows the tournament to its final table).",
    ),
  ),
});

/** CONTRACT 13: a seated human's seat at a ring-game table, or a tournament entry wherever it sits. */
const PlayerSessionBody = v.strictObject({
  ...sessionFields,
  mode: v.literal("player"),
  target: v.pipe(
    v.union([
      v.strictObject({ tableId: text(1, 128), seatNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)) }),
      v.strictObject({ tournamentId: text(1, 128), entryId: text(1, 128) }),
    ]),
    v.description(
      "`{ tableId, seatNumber }`: the human seated there now (the session is bound to that seating); or `{ tournamentId, entryId }`: the entry, across its table moves.",
    ),
  ),
});

export const CreateEmbedSessionBody = v.variant("mode", [SpectatorSessionBody, PlayerSessionBody]);
type CreateBody = v.InferOutput<typeof CreateEmbedSessionBody>;

/** The create body's rules beyond its schema: both origins well formed, no table twice. Returns the origins normalized. */
export function checkCreateBody({ body }: { body: CreateBody }): { origin: string; returnOrigin: string } {
  const errors: FieldError[] = [];
  const origin = normalizeOrigin(body.origin);
  if (origin === null)
    errors.push({ path: "/origin", code: "invalid_format", message: "an origin is http(s)://host[:port] with no path, query or fragment" });
  const returnOrigin = originOfUrl(body.returnUrl);
  if (returnOrigin === null) errors.push({ path: "/returnUrl", code: "invalid_format", message: "must be an http(s) URL without user information" });
  const tableIds = body.mode === "spectator" ? (body.target.tableIds ?? []) : [];
  tableIds.forEach((tableId, i, all) => {
    if (all.indexOf(tableId) !== i) errors.push({ path: `/target/tableIds/${i}`, code: "duplicate", message: `table ${tableId} is listed twice` });
  });
  failIfAny(errors);
  return { origin: origin!, returnOrigin: returnOrigin! };
}

export const LaunchEnvelope = v.object({
  launch: v.object({
    embedSessionId: v.string(),
    expiresAt: TimestampSchema,
    launchSecretTransport: v.literal("url_fragment"),
    launchUrl: v.string(),
  }),
});

export const EmbedSessionParams = v.object({ embedSessionId: IdParamSchema });

export const OpenEmbedSessionBody = v.strictObject({
  // Any length a secret could have: a wrong secret is 403 invalid_launch_secret after the 404 and 410 checks.
  launchSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  origin: OriginInput,
  tableId: v.pipe(
    v.optional(text(1, 128)),
    v.description("The table to watch. Without it the answer has no stream yet: the page lets the spectator pick one of `tables`."),
  ),
});

/** The open body's origin, normalized (a malformed one is 400 at /origin). */
export function checkOpenBody({ body }: { body: v.InferOutput<typeof OpenEmbedSessionBody> }): { origin: string } {
  const origin = normalizeOrigin(body.origin);
  if (origin === null)
    failIfAny([{ path: "/origin", code: "invalid_format", message: "an origin is http(s)://host[:port] with no path, query or fragment" }]);
  return { origin: origin! };
}

/** A spectator socket: connect to `${url}?ticket=${ticket}` (add `&since=<seq>` to resume). */
const StreamSchema = v.pipe(
  v.object({
    url: v.pipe(v.string(), v.description("The table's socket URL (ws: or wss:, absolute), without the ticket.")),
    ticket: v.pipe(v.string(), v.description("A spectator ticket (`tkt_...`): single use, valid 60 s; add it as `?ticket=`.")),
    expiresAt: v.pipe(TimestampSchema, v.description("When the ticket stops opening a socket (the socket itself lives on).")),
    snapshot: v.pipe(
      v.nullable(SnapshotFrame),
      v.description(
        "Live spectators: the table as the spectator socket's snapshot shows it, as of the ticket, so a page draws the table before its socket opens; connect with `&since=<snapshot.seq>` and the socket sends what happened since, gap-free. Null for a delayed stream (its view starts from a snapshot at least its delay old).",
      ),
    ),
  }),
  v.description("The spectator stream of the table: public events only (no hole card before it is shown at showdown)."),
);

const WatchableTable = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(["waiting", "running", "closed"]),
  seated: v.pipe(v.number(), v.description("Players seated now.")),
});

export const OpenedSpectatorSession = v.object({
  brand: v.string(),
  embedSessionId: v.string(),
  expiresAt: TimestampSchema,
  mode: v.literal("spectator"),
  productKey: v.string(),
  ringGameId: v.pipe(v.string(), v.description("The ring game; for a tournament's session, the tournament's id (as its tables' `ringGameId`).")),
  tournamentId: v.pipe(v.optional(v.string()), v.description("Only for a tournament's session: the tournament watched.")),
  tournament: v.pipe(
    v.optional(
      v.object({
        name: v.string(),
        status: v.picklist(["draft", "scheduled", "running", "completed", "cancelled"]),
        following: v.pipe(
          v.boolean(),
          v.description(
            "True without `target.tableIds`: the page follows the tournament (when its table closes it asks POST .../stream-tickets without `tableId` for the table to watch next, the final table at the end).",
          ),
        ),
      }),
    ),
    v.description("Only for a tournament's session: the tournament as of the open."),
  ),
  tableId: v.pipe(v.nullable(v.string()), v.description("The table opened, or null when the open named none.")),
  ringGame: v.pipe(
    v.object({
      name: v.string(),
      game: GameSchema,
      tableSize: v.number(),
      smallBlind: v.number(),
      bigBlind: v.number(),
      spectators: v.object({ mode: v.picklist(["live", "delayed"]), delaySeconds: v.number() }),
    }),
    v.description(
      "What the page shows of the ring game: its name, seats, blinds, and whether the stream is delayed. For a tournament: its name, its preset's game and seats, the blinds of the level being played (of the first level before the start), live.",
    ),
  ),
  tables: v.pipe(
    v.array(WatchableTable),
    v.description(
      "The tables this session may watch (its `target.tableIds`, or every table of the ring game; of a tournament, the tables it plays on now), oldest first, at most 100.",
    ),
  ),
  stream: v.pipe(v.nullable(StreamSchema), v.description("The opened table's stream; null when no table was named or the table has closed.")),
  resumeToken: v.pipe(
    v.string(),
    v.description(
      "`esr_` + 43 characters: exchanges for fresh spectator tickets (POST .../stream-tickets) until `streamExpiresAt`, for any of `tables`. Stored only as a hash; a later open of the session replaces it.",
    ),
  ),
  streamExpiresAt: v.pipe(TimestampSchema, v.description("12 hours after the open: the end of the stream and of its resume token.")),
});

/** A player's seat socket (CONTRACT 13): the seating's own view, hole cards and legal actions included. */
const PlayerStreamSchema = v.pipe(
  v.object({
    url: v.pipe(v.string(), v.description("The table's socket URL (ws: or wss:, absolute), without the ticket.")),
    ticket: v.pipe(v.string(), v.description("A seat ticket (`tkt_...`) for the session's seating: single use, valid 60 s; add it as `?ticket=`.")),
    expiresAt: v.pipe(TimestampSchema, v.description("When the ticket stops opening a socket (the socket itself lives on).")),
    snapshot: v.pipe(
      v.nullable(SnapshotFrame),
      v.description(
        "The table as the seat's socket shows it, as of the ticket (`you`: its own hole cards and, on its turn, its legal actions): draw it, then connect with `&since=<snapshot.seq>`.",
      ),
    ),
  }),
  v.description("The stream of the session's seating: public events, and the seating's own private ones."),
);

const PlayerTable = v.pipe(
  v.object({
    name: v.string(),
    game: GameSchema,
    tableSize: v.number(),
    smallBlind: v.pipe(v.number(), v.description("The blinds of the next hand (a tournament's current level).")),
    bigBlind: v.number(),
    clock: v.object({ actionSeconds: v.number(), timeBankSeconds: v.number() }),
    timeBankMs: v.pipe(v.number(), v.description("The seat's time bank left as of the ticket, in milliseconds.")),
  }),
  v.description("What the page shows of the table the seat is at."),
);

export const OpenedPlayerSession = v.object({
  brand: v.string(),
  embedSessionId: v.string(),
  expiresAt: TimestampSchema,
  mode: v.literal("player"),
  productKey: v.string(),
  ringGameId: v.pipe(v.nullable(v.string()), v.description("The ring game of a table target; null for a tournament entry.")),
  tournamentId: v.nullable(v.string()),
  entryId: v.nullable(v.string()),
  tableId: v.pipe(v.nullable(v.string()), v.description("The table the seat is at now; null while a tournament entry has no seat.")),
  seatNumber: v.nullable(v.number()),
  table: v.nullable(PlayerTable),
  stream: v.pipe(v.nullable(PlayerStreamSchema), v.description("Null while a tournament entry has no seat (ask .../stream-tickets again).")),
  resumeToken: v.pipe(
    v.string(),
    v.description(
      "`esr_` + 43 characters: exchanges for fresh tickets of the seating (POST .../stream-tickets) until `streamExpiresAt`. Stored only as a hash; a later open of the session replaces it.",
    ),
  ),
  streamExpiresAt: v.pipe(TimestampSchema, v.description("12 hours after the open: the end of the stream and of its resume token.")),
});

export const OpenedSession = v.variant("mode", [OpenedSpectatorSession, OpenedPlayerSession]);

export const StreamTicketBody = v.strictObject({
  resumeToken: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  tableId: v.pipe(
    v.optional(text(1, 128)),
    v.description(
      "Spectator sessions: the table to watch (required for a ring game's session). A tournament's session may leave it out: the answer names the table to watch (one in play with the most players: the final table once only it is left) and adds `tables`. Player sessions: ignored (the seating's table).",
    ),
  ),
});

const SpectatorStreamTicket = v.object({
  tableId: v.string(),
  stream: StreamSchema,
  streamExpiresAt: TimestampSchema,
  tables: v.pipe(
    v.optional(v.array(WatchableTable)),
    v.description("Only when a tournament's session asked without `tableId`: the tables it may watch now, as the open lists them."),
  ),
});

const PlayerStreamTicket = v.object({
  tableId: v.string(),
  seatNumber: v.number(),
  table: PlayerTable,
  stream: PlayerStreamSchema,
  streamExpiresAt: TimestampSchema,
});

export const StreamTicketAnswer = v.union([SpectatorStreamTicket, PlayerStreamTicket]);
