import { database } from "../../../db/client.ts";
import { defineRoute } from "../../../http/route.ts";
import { managementBase } from "../schema.ts";
import { RingGameEnvelope, RingGameParams, ringGameRecord } from "./schema.ts";
import { EXAMPLE_RING_GAME, loadRingGame, RING_GAME_PATH } from "./shared.ts";

export const getRingGameRoute = defineRoute({
  ...managementBase,
  method: "GET",
  path: RING_GAME_PATH,
  operationId: "getRingGame",
  example: {
    params: { ringGameId: EXAMPLE_RING_GAME.id },
    response: { status: 200, body: { ringGame: EXAMPLE_RING_GAME } },
  },
  summary: "Get a ring game",
  description: "Another organization's or environment's ring game (or another project's, for a project-restricted key) is 404.",
  request: { params: RingGameParams },
  responses: { 200: { description: "The ring game.", schema: RingGameEnvelope } },
  errors: ["not_found"],
  async handler({ env, params, tenant }) {
    return { body: { ringGame: ringGameRecord(await loadRingGame(database(env.DB), tenant, params.ringGameId)) } };
  },
});
