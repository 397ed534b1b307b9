import { database } from "../../../db/client.ts";
import { notFound } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { handJson, handOhh, handPhh, shuffleEvidence } from "../../../tables/history.ts";
import { managementBase } from "../schema.ts";
import { HandParams, HandQuery, HandResult } from "./schema.ts";
import { EXAMPLE_TABLE, loadTable, TABLE_PATH, tableObject } from "./shared.ts";

const EXAMPLE_SHUFFLE = {
  alg: "pw-shuffle-v1",
  commitment: "24461434ae431af32d7fd4ddac582fd4daf8fc1c03f710b6d27a98374b5481eb",
  serverSeed: "5f1d3c9a7be2048d6a1f0c3e92b7d45e8a6c1f20b3d94e7a05c8f1b26d3e4a97",
  clientSeed: "alice-7:bob-3",
  nonce: 2,
} as const;

export const getHandRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: `${TABLE_PATH}/hands/{handNumber}`,
  operationId: "getTableHand",
  example: {
    params: { tableId: EXAMPLE_TABLE.id, handNumber: "2" },
    query: { format: "json" },
    response: {
      status: 200,
      body: {
        object: "table_hand",
        tableId: EXAMPLE_TABLE.id,
        handNumber: 2,
        format: "json",
        hand: {
          handNumber: 2,
          tableId: EXAMPLE_TABLE.id,
          tableName: "Table 1",
          startedAt: "2026-11-25T20:40:13.020Z",
          endedAt: "2026-11-25T20:40:13.061Z",
          seats: [
            { seatNumber: 1, displayName: "Alice", participant: "human", startingStack: 100, finalStack: 98 },
            { seatNumber: 2, displayName: "Bob", participant: "bot", startingStack: 100, finalStack: 102 },
          ],
          button: 1,
          smallBlind: 1,
          bigBlind: 2,
          ante: null,
          smallBlindMissing: false,
          deadBlinds: [],
          actions: [
            { seatNumber: 1, type: "call" },
            { seatNumber: 2, type: "check" },
            { seatNumber: 2, type: "bet", to: 2 },
            { seatNumber: 1, type: "fold" },
          ],
          board: "4cAh5d",
          pot: 4,
          shown: [],
          shuffle: EXAMPLE_SHUFFLE,
        },
        settlement: {
          wonByFold: true,
          pots: [{ amount: 4, eligible: [2], winners: [{ seatNumber: 2, amount: 4 }] }],
          stacks: [
            { seatNumber: 1, stack: 98, net: -2 },
            { seatNumber: 2, stack: 102, net: 2 },
          ],
        },
        shuffle: EXAMPLE_SHUFFLE,
      },
    },
  },
  summary: "Get a finished hand's history (OHH, PHH or JSON) with its shuffle evidence",
  description: prose(
    "`format`: `ohh` (default) answers `document`, an Open Hand History 1.4 document; `phh` answers `text`, a PHH (TOML) document; `json` answers `hand` (the hand as the table recorded it: seats, forced bets, actions, board, shown cards) and its `settlement` (pots, winners and stacks by seat number).",
    "The histories are written by replaying the recorded actions through the rules engine, the same engine and writers as POST /v1/calculations/hands/holdem.",
    "Players are named by their display names (never by `playerRef`); only the hole cards shown at showdown appear, never the cards of a seat that folded or mucked.",
    "`shuffle` is the hand's shuffle `{ alg, commitment, serverSeed, clientSeed, nonce }`: POST /v1/shuffles/verify (or the offline verifier) recomputes the deck from it, and the commitment is the one the hand announced before its first card. OHH carries it in `pokerworks_shuffle`, PHH in `_shuffle_*` fields.",
    "`serverSeed` is null until the ring game's fairness policy reveals it (`revealAfter`: `hand`, at each hand's end; `table_close`, when the table closes): the seed discloses the whole deck, so until then folded and mucked cards stay private.",
    "A hand in progress, or one the table no longer keeps, is 404.",
  ),
  request: { params: HandParams, query: HandQuery },
  responses: { 200: { description: "The hand's history.", schema: HandResult } },
  errors: ["not_found"],
  async handler({ env, params, query, tenant }) {
    const { table } = await loadTable(database(env.DB), tenant, params.tableId);
    const hand = await tableObject(env, table.id).hand(params.handNumber);
    if (!hand) throw notFound("finished hand");
    const base = { object: "table_hand", tableId: table.id, handNumber: hand.handNumber, shuffle: shuffleEvidence(hand) } as const;
    if (query.format === "phh") return { body: { ...base, format: "phh", text: handPhh(hand) } };
    if (query.format === "json") return { body: { ...base, format: "json", ...handJson(hand) } };
    return { body: { ...base, format: "ohh", document: handOhh(hand) } };
  },
});
