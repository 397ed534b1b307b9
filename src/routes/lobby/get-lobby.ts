import * as v from "valibot";
import { database } from "../../db/client.ts";
import { LOBBY_LIMITS, lobbyRingGames, lobbyTournaments } from "../../db/lobby.ts";
import { ApiError } from "../../http/errors.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { tableObject } from "../management/tables/shared.ts";
import { IntegerSchema, TimestampSchema } from "../schemas.ts";

export const LOBBY_PATH = "/v1/lobby";

const LobbyQuery = v.object({
  project: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(160),
      v.description("The project whose lobby to list; a key that belongs to a project may only name its own (the default)."),
    ),
  ),
});

const LobbySeatSchema = v.object({
  seatNumber: IntegerSchema,
  displayName: v.string(),
  participant: v.pipe(v.picklist(["human", "bot"]), v.description("Bots are marked in every view.")),
});

const LobbyTableSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(["waiting", "running"]),
  tableSize: IntegerSchema,
  seatsTaken: IntegerSchema,
  openSeats: v.pipe(v.array(IntegerSchema), v.description("The seat numbers free now, for `pw:seat_requested`.")),
  seats: v.pipe(v.array(LobbySeatSchema), v.description("Who sits where: display names only (no stack, no reference, no card).")),
});

const LobbyRingGameSchema = v.object({
  id: v.string(),
  name: v.string(),
  game: v.picklist(["nlhe", "plo4", "plo5"]),
  tableSize: IntegerSchema,
  smallBlind: IntegerSchema,
  bigBlind: IntegerSchema,
  ante: v.nullable(v.object({ kind: v.picklist(["traditional", "big_blind"]), amount: IntegerSchema })),
  buyIn: v.object({ min: IntegerSchema, max: IntegerSchema }),
  tables: v.array(LobbyTableSchema),
});

const LobbyTournamentSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(["scheduled", "running"]),
  startsAt: TimestampSchema,
  lateRegistrationMinutes: v.nullable(IntegerSchema),
  entrants: IntegerSchema,
});

const LobbySchema = v.object({
  object: v.literal("lobby"),
  projectId: v.nullable(v.string()),
  ringGames: v.pipe(
    v.array(LobbyRingGameSchema),
    v.description(`Open ring games, newest first (at most ${LOBBY_LIMITS.ringGames}), with their open tables.`),
  ),
  tournaments: v.pipe(
    v.array(LobbyTournamentSchema),
    v.description(`Scheduled and running tournaments, soonest first (at most ${LOBBY_LIMITS.tournaments}).`),
  ),
  truncated: v.pipe(v.boolean(), v.description("True when there was more than a lobby lists.")),
  generatedAt: TimestampSchema,
});

type Lobby = v.InferOutput<typeof LobbySchema>;

export const getLobbyRoute = defineRoute({
  method: "GET",
  path: LOBBY_PATH,
  operationId: "getLobby",
  tags: ["embed"],
  visibility: "public",
  // A lobby is made to be shown in a web page: a publishable key (pk_...) from the project's allowedOrigins reads it.
  auth: { kind: "key", publishable: true },
  example: {
    response: {
      status: 200,
      body: {
        object: "lobby",
        projectId: "my-app",
        ringGames: [
          {
            id: "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
            name: "Friday 1/2",
            game: "nlhe",
            tableSize: 6,
            smallBlind: 1,
            bigBlind: 2,
            ante: null,
            buyIn: { min: 40, max: 200 },
            tables: [
              {
                id: "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                name: "Table 1",
                status: "running",
                tableSize: 6,
                seatsTaken: 2,
                openSeats: [3, 4, 5, 6],
                seats: [
                  { seatNumber: 1, displayName: "Alice", participant: "human" },
                  { seatNumber: 2, displayName: "House bot", participant: "bot" },
                ],
              },
            ],
          },
        ],
        tournaments: [
          {
            id: "trn_01M82D68N2T6h6rW4lf3WFAqOz",
            name: "Sunday SNG",
            status: "scheduled",
            startsAt: "2026-11-29T20:00:00.000Z",
            lateRegistrationMinutes: null,
            entrants: 4,
          },
        ],
        truncated: false,
        generatedAt: "2026-11-29T19:42:10.031Z",
      },
    },
  },
  summary: "The public lobby of a project: its open tables and tournaments",
  description: prose(
    "What a lobby page shows players: the project's open ring games (stakes, buy-in) and their tables (seats taken of the table size, display names, open seat numbers), and its scheduled and running tournaments (start, entrants).",
    "Public fields only: no `playerRef`, no stack, no card, nothing a spectator of the table could not see.",
    "Made for a web page: a publishable key (`pk_...`) works here from one of its project's `allowedOrigins` (the answer carries CORS headers for it; any other origin is 403 origin_not_allowed); a secret key works too, from your backend.",
    "The project is the key's; `?project=` names one for a key not restricted to a project (another project's is 403 forbidden for a restricted key).",
    "Poll it (every few seconds) to keep a lobby live; the `<pokerworks-lobby>` element of `/embed/v1.js` does.",
  ),
  request: { query: LobbyQuery },
  responses: { 200: { description: "The lobby.", schema: LobbySchema } },
  errors: ["forbidden", "origin_not_allowed"],
  async handler({ env, query, tenant }) {
    if (query.project !== undefined && tenant.projectId !== null && query.project !== tenant.projectId) {
      throw new ApiError("forbidden", "This key belongs to another project: leave out `project`, or name the key's own.");
    }
    const scope = { ...tenant, projectId: tenant.projectId ?? query.project ?? null };
    const db = database(env.DB);
    const [games, events] = await Promise.all([lobbyRingGames(db, scope), lobbyTournaments(db, scope)]);
    // Each table's seats live in its object: asked all at once.
    const views = await Promise.all(games.tables.map((t) => tableObject(env, t.id).view()));
    const body: Lobby = {
      object: "lobby",
      projectId: scope.projectId,
      ringGames: games.ringGames.map((game) => ({
        id: game.id,
        name: game.name,
        game: game.game,
        tableSize: game.tableSize,
        smallBlind: game.smallBlind,
        bigBlind: game.bigBlind,
        ante: game.ante ?? null,
        buyIn: { min: game.buyIn.min, max: game.buyIn.max },
        tables: games.tables.flatMap((row, i) => {
          const view = views[i];
          if (row.ringGameId !== game.id || !view || view.status === "closed") return [];
          const taken = new Set(view.seats.map((s) => s.seatNumber));
          const open: number[] = [];
          for (let n = 1; n <= game.tableSize; n++) if (!taken.has(n)) open.push(n);
          return [
            {
              id: row.id,
              name: row.name,
              status: view.status,
              tableSize: game.tableSize,
              seatsTaken: view.seats.length,
              openSeats: open,
              seats: view.seats.map((s) => ({ seatNumber: s.seatNumber, displayName: s.displayName, participant: s.participant })),
            },
          ];
        }),
      })),
      tournaments: events.tournaments.map((t) => ({
        id: t.id,
        name: t.name,
        status: t.status as "scheduled" | "running",
        startsAt: t.startsAt,
        lateRegistrationMinutes: t.lateRegistrationMinutes ?? null,
        entrants: t.entrants,
      })),
      truncated: games.truncated || events.truncated,
      generatedAt: new Date().toISOString(),
    };
    return { body, headers: { "cache-control": "no-store" } };
  },
});
