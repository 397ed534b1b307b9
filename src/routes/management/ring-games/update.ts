import type { Db } from "../../../db/client.ts";
import { database } from "../../../db/client.ts";
import { allTables, type RingGamePatch, updateRingGame } from "../../../db/ring-games.ts";
import type { RingGameRow } from "../../../db/schema.ts";
import type { EnvTenant } from "../../../db/tenant.ts";
import type { Env } from "../../../env.ts";
import { ApiError, type FieldError } from "../../../http/errors.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import type { SettingsUpdate } from "../../../tables/api.ts";
import { managementBase } from "../schema.ts";
import { tableObject } from "../tables/shared.ts";
import { clockOf, RingGameEnvelope, RingGameParams, ringGameRecord, spectatorsOf, UpdateRingGameBody } from "./schema.ts";
import { EXAMPLE_RING_GAME, loadRingGame, RING_GAME_PATH } from "./shared.ts";

export const updateRingGameRoute = defineRoute({
  ...managementBase,
  method: "PATCH",
  path: RING_GAME_PATH,
  operationId: "updateRingGame",
  example: {
    params: { ringGameId: EXAMPLE_RING_GAME.id },
    body: { name: "Play-money 1/2, 6-max (fast)", clock: { actionSeconds: 15 } },
    response: {
      status: 200,
      body: {
        ringGame: {
          ...EXAMPLE_RING_GAME,
          name: "Play-money 1/2, 6-max (fast)",
          clock: { actionSeconds: 15, timeBankSeconds: 30 },
          updatedAt: "2026-11-25T20:40:12.164Z",
        },
      },
    },
  },
  summary: "Update a ring game's name, clock, spectators or status",
  description: prose(
    "Only `name`, `clock`, `spectators` and `status`; any other field (blinds, ante, buy-in, table size, trust mode, room) is 400: they are fixed once the ring game exists.",
    "`clock` and `spectators` are merged field by field over the current ones, with the limits of the create; the new clock and spectator settings reach every table of the game (a hand in progress keeps the deadline it has).",
    '`status: "closed"` closes the ring game and every table: hands in progress finish, then every seat stands up (`table.seat_closed` with reason `table_closed`); no table can be created in it afterwards.',
    'Closing is final: a closed ring game answers 409 invalid_state to any other change, while `status: "closed"` again answers 200 and closes its tables again (so a close that failed half way can be retried).',
    "The update is one conditional statement, so it never lands on a ring game that closed meanwhile.",
  ),
  request: { params: RingGameParams, body: UpdateRingGameBody },
  responses: { 200: { description: "The updated ring game.", schema: RingGameEnvelope } },
  errors: ["not_found", "invalid_state"],
  async handler({ env, params, body, tenant }) {
    const db = database(env.DB);
    const current = await loadRingGame(db, tenant, params.ringGameId);
    const onlyClose = body.status === "closed" && body.name === undefined && body.clock === undefined && body.spectators === undefined;
    if (current.status === "closed") {
      if (!onlyClose) throw closedError();
      await closeTables(env, db, tenant, current);
      return { body: { ringGame: ringGameRecord(current) } };
    }
    const errors: FieldError[] = [];
    const patch: RingGamePatch = { updatedAt: nowIso() };
    if (body.name !== undefined) patch.name = body.name;
    if (body.clock !== undefined) patch.clock = clockOf(body.clock, current.clock);
    if (body.spectators !== undefined) patch.spectators = spectatorsOf(body.spectators, current.spectators, errors);
    if (body.status !== undefined) patch.status = body.status;
    failIfAny(errors);
    const updated = await updateRingGame(db, tenant, current.id, patch);
    if (!updated) {
      const now = await loadRingGame(db, tenant, current.id);
      if (onlyClose && now.status === "closed") {
        await closeTables(env, db, tenant, now);
        return { body: { ringGame: ringGameRecord(now) } };
      }
      throw closedError();
    }
    const settings: SettingsUpdate = {};
    if (patch.clock) settings.clock = patch.clock;
    if (patch.spectators) settings.spectators = patch.spectators;
    if (settings.clock || settings.spectators) {
      const tables = await allTables(db, tenant, updated.id);
      await Promise.all(tables.map((t) => tableObject(env, t.id).configure(settings)));
    }
    if (updated.status === "closed") await closeTables(env, db, tenant, updated);
    return { body: { ringGame: ringGameRecord(updated) } };
  },
});

function closedError(): ApiError {
  return new ApiError("invalid_state", "The ring game is closed; a closed ring game does not change.");
}

/** Closes every table of the ring game (idempotent in the object: a closed table stays closed). */
async function closeTables(env: Env, db: Db, tenant: EnvTenant, ringGame: RingGameRow): Promise<void> {
  const tables = await allTables(db, tenant, ringGame.id);
  await Promise.all(tables.map((t) => tableObject(env, t.id).close()));
}
