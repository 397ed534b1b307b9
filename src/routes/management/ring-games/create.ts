import type * as v from "valibot";
import { database } from "../../../db/client.ts";
import { findProject } from "../../../db/projects.ts";
import { insertRingGame } from "../../../db/ring-games.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../../http/idempotency.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny, validationError } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { managementBase } from "../schema.ts";
import {
  CreateRingGameBody,
  checkCreateRingGame,
  clockOf,
  DEFAULT_CLOCK,
  DEFAULT_SPECTATORS,
  fairnessOf,
  RING_GAME_LIMITS,
  RingGameEnvelope,
  ringGameRecord,
  spectatorsOf,
} from "./schema.ts";
import { EXAMPLE_RING_GAME, RING_GAMES_PATH } from "./shared.ts";

export const createRingGameRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: RING_GAMES_PATH,
  operationId: "createRingGame",
  example: {
    headers: { "x-idempotency-key": "room-7-ring-1-2" },
    body: {
      name: "Play-money 1/2, 6-max",
      roomId: "room-7",
      game: "nlhe",
      tableSize: 6,
      smallBlind: 1,
      bigBlind: 2,
      buyIn: { min: 40, max: 200 },
      trustMode: "mixed_declared",
    },
    response: { status: 201, body: { ringGame: EXAMPLE_RING_GAME } },
  },
  summary: "Create a ring game (the settings its hosted tables run with)",
  description: prose(
    "Creates an `open` play-money ring game in the key's environment; its tables are created with POST /ring-games/{ringGameId}/tables.",
    "`game` is `nlhe` (no-limit hold'em), `plo4` or `plo5` (pot-limit Omaha with 4 or 5 hole cards: the largest bet or raise is the pot after the call; plo5 tables seat at most 8, else 400 at /tableSize).",
    `\`tableSize\` ${RING_GAME_LIMITS.tableSize.min}..${RING_GAME_LIMITS.tableSize.max}, \`smallBlind\` >= 1, \`bigBlind\` >= \`smallBlind\`, \`buyIn\` 1 <= \`min\` <= \`max\` (chips), \`ante\` \`{ kind: traditional | big_blind, amount >= 1 }\` or null (the default).`,
    `\`clock\`: \`actionSeconds\` ${RING_GAME_LIMITS.actionSeconds.min}..${RING_GAME_LIMITS.actionSeconds.max} (default ${RING_GAME_LIMITS.actionSeconds.default}), \`timeBankSeconds\` ${RING_GAME_LIMITS.timeBankSeconds.min}..${RING_GAME_LIMITS.timeBankSeconds.max} (default ${RING_GAME_LIMITS.timeBankSeconds.default}); either may be left out.`,
    `\`spectators\`: \`mode\` \`live\` (default), \`delayed\` or \`off\`; \`delaySeconds\` (0..${RING_GAME_LIMITS.delaySeconds.max}) applies to \`delayed\` only, where it defaults to ${RING_GAME_LIMITS.delaySeconds.delayedDefault} and must be at least 1; with \`live\` or \`off\` it is 0 (another value is 400).`,
    "`trustMode` gates the seats: `human_only` refuses bots, `bot_only` refuses humans, `mixed_declared` takes both, each marked.",
    "`projectId` is optional and must be a project of the organization (400 at /projectId otherwise); a project-restricted key's ring games are always its project's (leave it out, or name that project).",
    "`fairness.revealAfter` says when each hand's server seed (its shuffle evidence) is published: `hand` at the hand's end, or `table_close` when the table closes; by default `hand` for `bot_only` and `table_close` otherwise. The commitment is always published before the first card; the seed discloses the hand's whole deck, folded and mucked cards included.",
    "Blinds, ante, buy-in, table size, trust mode and fairness are fixed once created; name, clock, spectators and status change with PATCH.",
    "",
    "Optional `x-idempotency-key`: see the header.",
    "A replay answers the stored 201 body (the ring game as it was created).",
  ),
  request: { body: CreateRingGameBody, headers: idempotencyHeader },
  responses: { 201: { description: "The new ring game.", schema: RingGameEnvelope } },
  errors: ["idempotency_key_mismatch", "idempotency_in_progress"],
  check: ({ body }) => failIfAny(checkCreateRingGame(body)),
  async handler({ env, body, request, tenant }) {
    const key = readIdempotencyKey(request);
    const db = database(env.DB);
    let projectId = tenant.projectId;
    if (body.projectId !== undefined) {
      const visible = tenant.projectId === null || tenant.projectId === body.projectId;
      if (!visible || !(await findProject(db, tenant, body.projectId))) {
        throw validationError([{ path: "/projectId", code: "not_found", message: "no project with this id in the organization" }]);
      }
      projectId = body.projectId;
    }
    const scope = {
      organizationId: tenant.organizationId,
      roomId: body.roomId,
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${RING_GAMES_PATH}`,
    };
    return runIdempotent(db, scope, key, body, async (finish) => {
      const now = nowIso();
      const row = {
        id: newId("rg_"),
        projectId,
        roomId: body.roomId,
        name: body.name,
        game: body.game,
        tableSize: body.tableSize,
        smallBlind: body.smallBlind,
        bigBlind: body.bigBlind,
        ante: body.ante ?? null,
        buyIn: { min: body.buyIn.min, max: body.buyIn.max },
        clock: clockOf(body.clock, DEFAULT_CLOCK),
        spectators: spectatorsOf(body.spectators, DEFAULT_SPECTATORS, []),
        trustMode: body.trustMode,
        fairness: fairnessOf(body.fairness, body.trustMode),
        status: "open" as const,
        createdAt: now,
        updatedAt: now,
      };
      const response: v.InferOutput<typeof RingGameEnvelope> = {
        ringGame: ringGameRecord({ ...row, organizationId: tenant.organizationId, environment: tenant.environment }),
      };
      await insertRingGame(db, tenant, row, finish ? [finish(201, response)] : []);
      return { status: 201, body: response };
    });
  },
});
