import * as v from "valibot";
import { database } from "../../../db/client.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { DealSchema } from "../../../tournaments/deal-view.ts";
import { loadTournament } from "../../../tournaments/rules.ts";
import { IntegerSchema, TimestampSchema } from "../../schemas.ts";
import { managementBase } from "../schema.ts";
import { TournamentParams } from "./schema.ts";
import { TOURNAMENT_PATH } from "./shared.ts";

/** The seat draw's evidence: a pw-shuffle-v1 stream over the entry ids sorted, Fisher-Yates from the top. */
const DrawSchema = v.object({
  alg: v.literal("pw-shuffle-v1"),
  commitment: v.string(),
  serverSeed: v.string(),
  clientSeed: v.string(),
  nonce: IntegerSchema,
  order: v.array(v.string()),
});

const StandingSchema = v.object({
  entryId: v.string(),
  displayName: v.string(),
  participant: v.picklist(["human", "bot"]),
  status: v.pipe(
    v.picklist(["playing", "busted", "winner", "deal"]),
    v.description(
      "`winner`: the last entry left, once the tournament is over, with every chip in play. `deal`: still playing when an accepted final-table deal ended the tournament (nothing left to play for): placed by its chips then, paid its deal amount.",
    ),
  ),
  chips: IntegerSchema,
  tableId: v.nullable(v.string()),
  place: v.nullable(IntegerSchema),
  prize: v.nullable(IntegerSchema),
  bounty: v.optional(
    v.pipe(IntegerSchema, v.description("With bounties: the bounty on this entry's head now (0 once busted, or won by the winner).")),
  ),
  bountiesWon: v.optional(
    v.pipe(IntegerSchema, v.description("With bounties: the bounty money this entry has won (the winner's own bounty included).")),
  ),
  rebuys: v.optional(v.pipe(IntegerSchema, v.description("With `rebuys`: the rebuys this entry bought."))),
  addOns: v.optional(v.pipe(IntegerSchema, v.description("With `addOn`: the add-ons this entry bought (0 or 1)."))),
});

/** The tournament's clock while the service runs it. */
const ClockSchema = v.object({
  level: IntegerSchema,
  smallBlind: IntegerSchema,
  bigBlind: IntegerSchema,
  ante: IntegerSchema,
  levelEndsAt: v.nullable(TimestampSchema),
  breakUntil: v.nullable(TimestampSchema),
  lateRegistration: v.picklist(["open", "closed"]),
});

const StandingsEnvelope = v.object({
  object: v.literal("tournament_standings"),
  tournamentId: v.string(),
  status: v.picklist(["draft", "scheduled", "running", "completed", "cancelled"]),
  draw: v.nullable(DrawSchema),
  clock: v.optional(v.nullable(ClockSchema)),
  deal: v.optional(
    v.pipe(
      v.nullable(DealSchema),
      v.description(
        "The final-table deal: the last one proposed (open, or how it was decided); an accepted one fixes its players' prizes. Null when none was proposed.",
      ),
    ),
  ),
  data: v.array(StandingSchema),
});

const TablesEnvelope = v.object({
  object: v.literal("list"),
  tournamentId: v.string(),
  data: v.array(
    v.object({
      tableId: v.string(),
      players: IntegerSchema,
      handsPlayed: v.pipe(IntegerSchema, v.description("Hands this table has finished (reported to the tournament's director).")),
    }),
  ),
});

const EXAMPLE_ID = "trn_01M82J8FVSgHJysyeZrqPrDxkh";

export const getStandingsRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${TOURNAMENT_PATH}/standings`,
  operationId: "getTournamentStandings",
  example: {
    params: { tournamentId: EXAMPLE_ID },
    response: { status: 200, body: { object: "tournament_standings", tournamentId: EXAMPLE_ID, status: "draft", draw: null, data: [] } },
  },
  summary: "Standings of a tournament the service runs",
  description: prose(
    "Public-safe standings: entry id, display name, participant, status, chips, table, place and prize; never a playerRef.",
    "Busted entries have their final place (tied busts of one hand with equal starting chips, or of one hand-for-hand round, share the best of their places) and their prize (tied places split exactly); the rest are ordered by chips.",
    "`draw` is the seat draw's evidence once the tournament started: sort the entry ids, read the pw-shuffle-v1 stream of (serverSeed, clientSeed, nonce), and swap position i with uniform(i + 1) from the top; the result is `order`, dealt round the tables.",
    "While late registration is open a busted entry is `busted` with `place` and `prize` null: places are decided for the final field when it closes (the earliest busts lowest).",
    "`clock` while the service runs the tournament: the level number (1-based, breaks not counted; during a break, the level that follows it), its blinds and ante, when it ends (null for the last level), the end of a break in progress (`breakUntil`, null when none) and whether late registration is `open`; null before the start.",
    "`deal` is the final-table deal, when one was proposed (POST .../deals): its amounts, each player's answer and its status. Once one is accepted, its players' prizes are their deal amounts (the winner also takes `leaveForWinner`).",
    "A tournament that is not published yet, or that the builder completes itself, answers an empty list with `draw: null`.",
  ),
  request: { params: TournamentParams },
  responses: { 200: { description: "The standings.", schema: StandingsEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const tournament = await loadTournament(database(env.DB), tenant, params.tournamentId);
    const known = await env.DIRECTORS.getByName(tournament.id).standings();
    const status = tournament.status;
    return {
      body: {
        object: "tournament_standings" as const,
        tournamentId: tournament.id,
        status,
        draw: known?.draw ?? null,
        clock: known?.clock ?? null,
        deal: known?.deal ?? null,
        data: known?.standings ?? [],
      },
    };
  },
});

export const listTournamentTablesRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${TOURNAMENT_PATH}/tables`,
  operationId: "listTournamentTables",
  example: {
    params: { tournamentId: EXAMPLE_ID },
    response: { status: 200, body: { object: "list", tournamentId: EXAMPLE_ID, data: [] } },
  },
  summary: "The tables a running tournament plays on",
  description: prose(
    "The hosted tables still in play, with their player counts; a broken table leaves the list.",
    "Each is a table object like a ring game's: the live socket is GET /v1/tables/{tableId}/connect with a ticket.",
  ),
  request: { params: TournamentParams },
  responses: { 200: { description: "The tables in play.", schema: TablesEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    const tournament = await loadTournament(database(env.DB), tenant, params.tournamentId);
    const known = await env.DIRECTORS.getByName(tournament.id).standings();
    return { body: { object: "list" as const, tournamentId: tournament.id, data: known?.tables ?? [] } };
  },
});
