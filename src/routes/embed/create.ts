import type * as v from "valibot";
import { findEmbedProduct } from "../../db/catalog.ts";
import { database } from "../../db/client.ts";
import { findEntry } from "../../db/entries.ts";
import { findProject } from "../../db/projects.ts";
import { findTable } from "../../db/ring-games.ts";
import type { RingGameRow, TournamentRow } from "../../db/schema.ts";
import { findTournament } from "../../db/tournaments.ts";
import { launchSecretHash, launchUrl, newLaunchSecret, sessionObject, sessionTtlMs } from "../../embed/launch.ts";
import type { NewSession, PlayerTarget } from "../../embed/session.ts";
import { projectRingGame, projectTournament, tournamentTableIds, watchable } from "../../embed/targets.ts";
import type { Env } from "../../env.ts";
import { ApiError, type FieldError } from "../../http/errors.ts";
import { idempotencyHeader, readIdempotencyKey, runIdempotent } from "../../http/idempotency.ts";
import { prose } from "../../http/prose.ts";
import { defineRoute } from "../../http/route.ts";
import { failIfAny } from "../../http/validate.ts";
import { nowIso } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { managementBase } from "../management/schema.ts";
import { requireSameEnvironment } from "../management/webhook-endpoints/shared.ts";
import { CreateEmbedSessionBody, checkCreateBody, LaunchEnvelope } from "./schema.ts";

const PATH = "/api/v1/management/embed-sessions";

type Launch = v.InferOutput<typeof LaunchEnvelope>;
/** What the idempotency record keeps: never the secret, which exists only in the answer that carries it. */
type StoredLaunch = { embedSessionId: string; expiresAt: string };

export const createEmbedSessionRoute = defineRoute({
  ...managementBase,
  tags: ["embed"],
  method: "POST",
  path: PATH,
  operationId: "createEmbedSession",
  example: {
    headers: { "x-idempotency-key": "watch-rg_1-user_42" },
    body: {
      environment: "test",
      mode: "spectator",
      projectId: "my-app",
      productKey: "arena-holdem",
      origin: "https://app.example.com",
      returnUrl: "https://app.example.com/lobby",
      target: { ringGameId: "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa", tableIds: ["tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH"] },
    },
    response: {
      status: 201,
      body: {
        launch: {
          embedSessionId: "es_01M82J8JNBtdtChdh1Qnj4Qnrl",
          expiresAt: "2026-11-22T21:33:14.219Z",
          launchSecretTransport: "url_fragment",
          launchUrl:
            "http://localhost:8787/embed/spectator/es_01M82J8JNBtdtChdh1Qnj4Qnrl#launchSecret=els_QcuyhONBUIyO7FS3UimoVRxU2wn8aqUF_PxrBkJPDSs&tableId=tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
        },
      },
    },
  },
  summary: "Create a spectator or player embed session (its launch URL carries a one-time secret)",
  description: prose(
    "A builder's server calls this and hands `launch.launchUrl` to the spectator's browser, which opens it in an iframe on `origin`.",
    "The launch URL is `<EMBED_BASE_URL>/embed/spectator/<embedSessionId>#launchSecret=<secret>`: the secret (`els_` + 43 base64url characters, 256 random bits) is in the fragment, which browsers never send to a server or in a `Referer`.",
    "It is stored only as a SHA-256 hash, opens the session once, and is shown only in this answer (`cache-control: no-store`).",
    "The session lives `EMBED_SESSION_TTL_SECONDS` (default 600 s) from creation; `expiresAt` says until when.",
    "",
    "`environment` must be the key's (403 environment_mismatch).",
    "`projectId` must be a project of the organization (a project-restricted key: its own), else 400 `not_found` at /projectId; `productKey` must name a product of the registry (`arena-holdem`, `club-tables`, `sng-express`), else 400 `not_found` at /productKey.",
    "`origin` (an origin: `http(s)://host[:port]`) and the origin of `returnUrl` must both be in the project's `allowedOrigins` (compared normalized: lowercase, default port dropped), else 403 origin_not_allowed.",
    "`target.ringGameId` must name a ring game of the project (or one of the organization without a project), else 400 `not_found` at /target/ringGameId; `target.tableIds`, when given (1..100 distinct ids), must be tables of that ring game (400 `not_found` at /target/tableIds/<i>) and are the only tables the spectator may watch; without it any table of the ring game, also one opened later.",
    "A ring game whose `spectators.mode` is `off`, or that is closed, refuses spectator sessions: 409 invalid_state (after the origin checks).",
    "`target` may name a tournament instead, `{ tournamentId, tableIds? }`: one of the project (or of the organization without a project), else 400 `not_found` at /target/tournamentId; `tableIds`, when given, must be tables the tournament plays on now (GET /tournaments/{id}/tables; 400 `not_found` at /target/tableIds/<i>) and the page stays on them; without it the page follows the tournament: it watches a table in play and, when that table closes (the director broke it up), moves to another, so it ends at the final table.",
    "A tournament's tables are always live to spectators, and show the public view only (no hole card before showdown). A completed or cancelled tournament is 409 invalid_state; a draft or scheduled one is accepted (the page waits for its first table).",
    "With exactly one table in `target.tableIds` the launch URL names it (`#launchSecret=<secret>&tableId=<table>`) and works as returned; with several, or none, the page shows the spectator a picker of the session's tables (a site may still append `&tableId=<table>` to open one directly).",
    "",
    '`mode: "player"` (a player embed) targets one seat instead: `{ tableId, seatNumber }`, the human seated there now at a table of a ring game of the project (or of the organization), or `{ tournamentId, entryId }`, a registered human entry of such a tournament, wherever the tournament seats it.',
    "An unknown table or tournament is 400 `not_found` at /target/tableId or /target/tournamentId; an empty seat 400 `not_found` at /target/seatNumber; a bot's seat or entry, or an entry that finished, 400 `not_allowed`.",
    "The session is bound to the seating that holds the seat when it is created: its open and its stream tickets give that seating's socket only (its own hole cards and legal actions), and once that seating ends (the player leaves, is stood up, the table closes, the entry busts) the session is dead: its open and stream tickets answer 410 embed_session_expired, whoever sits in the seat next.",
    "Its launch URL is `<EMBED_BASE_URL>/embed/player/<embedSessionId>#launchSecret=<secret>`.",
    "",
    "Optional `x-idempotency-key` (scoped to the organization, the key's project restriction, environment and endpoint; kept 24 h): the same key and body while the session is live answers 201 for the same session (same `embedSessionId` and `expiresAt`) with a fresh secret, and every earlier secret of the session stops working; after the session expired, the same key and body create a new session.",
    "Both carry `idempotent-replayed: true` when they reuse the stored record. Another body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.",
  ),
  request: { body: CreateEmbedSessionBody, headers: idempotencyHeader },
  responses: {
    201: {
      description: "The session's launch: id, expiry and the launch URL with its one-time secret.",
      schema: LaunchEnvelope,
      headers: { "cache-control": "`no-store`: the launch URL carries a secret." },
    },
  },
  errors: ["environment_mismatch", "origin_not_allowed", "invalid_state", "idempotency_key_mismatch", "idempotency_in_progress"],
  check: checkCreateBody,
  async handler({ env, body, request, tenant }, origins) {
    const key = readIdempotencyKey(request);
    requireSameEnvironment(tenant, body.environment);
    const db = database(env.DB);
    const visible = tenant.projectId === null || tenant.projectId === body.projectId;
    const [project, product] = await Promise.all([
      visible ? findProject(db, tenant, body.projectId) : undefined,
      findEmbedProduct(db, body.productKey),
    ]);
    const errors: FieldError[] = [];
    if (!project) errors.push({ path: "/projectId", code: "not_found", message: "no project with this id in the organization" });
    if (!product) errors.push({ path: "/productKey", code: "not_found", message: "no product with this key in the product registry" });
    const owner = { organizationId: tenant.organizationId, environment: tenant.environment, projectId: body.projectId };
    // CONTRACT 12, 11.1: a spectator's target is a ring game or tournament of the session's project (or of the whole organization) and its tables.
    // CONTRACT 13: a player's is a human's seat at a table of such a ring game, or an entry of such a tournament.
    let ringGame: RingGameRow | undefined;
    let tournament: TournamentRow | undefined;
    let player: PlayerTarget | undefined;
    if (project && body.mode === "spectator") {
      const watched = await spectatorTarget(env, owner, body.target, errors);
      ringGame = watched?.ringGame;
      tournament = watched?.tournament;
    } else if (project && body.mode === "player") {
      const resolved = await playerTarget(env, owner, body.target, errors);
      player = resolved?.player;
      ringGame = resolved?.ringGame;
    }
    failIfAny(errors);
    for (const [field, origin] of [
      ["origin", origins.origin],
      ["returnUrl", origins.returnOrigin],
    ] as const) {
      if (!project!.allowedOrigins.includes(origin)) {
        throw new ApiError("origin_not_allowed", `The ${field} origin ${origin} is not in the allowedOrigins of project ${body.projectId}.`);
      }
    }
    if (body.mode === "spectator" && ringGame) {
      if (ringGame.spectators.mode === "off") throw new ApiError("invalid_state", `Spectators are off for ring game ${ringGame.id}.`);
      if (ringGame.status === "closed") throw new ApiError("invalid_state", `Ring game ${ringGame.id} is closed.`);
    }
    if (tournament && (tournament.status === "completed" || tournament.status === "cancelled")) {
      throw new ApiError("invalid_state", `Tournament ${tournament.id} is ${tournament.status}.`);
    }
    const target: NewSession["target"] = body.mode === "player" ? { ringGameId: ringGame?.id ?? "" } : sessionTarget(body.target);

    const scope = {
      organizationId: tenant.organizationId,
      roomId: "",
      projectId: tenant.projectId ?? "",
      environment: tenant.environment,
      endpoint: `POST ${PATH}`,
    };
    // A target of exactly one table: the launch URL names it, so it works as returned.
    const onlyTable = body.mode === "spectator" && body.target.tableIds?.length === 1 ? body.target.tableIds[0] : undefined;
    const answer = (embedSessionId: string, expiresAt: string, secret: string) => ({
      status: 201 as const,
      headers: { "cache-control": "no-store" },
      body: {
        launch: {
          embedSessionId,
          expiresAt,
          launchSecretTransport: "url_fragment",
          launchUrl: launchUrl(env, embedSessionId, secret, onlyTable, body.mode),
        },
      } satisfies Launch,
    });

    return runIdempotent(
      db,
      scope,
      key,
      body,
      async (finish) => {
        const secret = newLaunchSecret();
        const now = Date.now();
        const session: NewSession = {
          embedSessionId: newId("es_", now),
          organizationId: tenant.organizationId,
          environment: tenant.environment,
          projectId: body.projectId,
          productKey: product!.productKey,
          brand: product!.brand,
          origin: origins.origin,
          returnUrl: body.returnUrl,
          target,
          ...(player ? { player } : {}),
          expiresAt: now + sessionTtlMs(env),
          secretHash: await launchSecretHash(secret),
        };
        await sessionObject(env, session.embedSessionId)!.create(session);
        const expiresAt = nowIso(session.expiresAt);
        if (finish) await finish(201, { embedSessionId: session.embedSessionId, expiresAt } satisfies StoredLaunch);
        return answer(session.embedSessionId, expiresAt, secret);
      },
      async (stored) => {
        const { embedSessionId } = stored.body as StoredLaunch;
        const reissued = await reissue(env, embedSessionId);
        return reissued && answer(embedSessionId, nowIso(reissued.expiresAt), reissued.secret);
      },
    );
  },
});

/** A fresh secret for a live session, or null once it has expired (the caller then creates a new one). */
async function reissue(env: Env, embedSessionId: string): Promise<{ secret: string; expiresAt: number } | null> {
  const secret = newLaunchSecret();
  const outcome = await sessionObject(env, embedSessionId)!.reissue(await launchSecretHash(secret));
  return outcome.outcome === "reissued" ? { secret, expiresAt: outcome.expiresAt } : null;
}

type SpectatorBody = Extract<v.InferOutput<typeof CreateEmbedSessionBody>, { mode: "spectator" }>;

/** What the session stores of a spectator's target (a tournament's has no ring game: `ringGameId` ""). */
function sessionTarget(target: SpectatorBody["target"]): NewSession["target"] {
  const tableIds = target.tableIds ? { tableIds: target.tableIds } : {};
  return "tournamentId" in target
    ? { ringGameId: "", tournamentId: target.tournamentId, ...tableIds }
    : { ringGameId: target.ringGameId, ...tableIds };
}

/**
 * A spectator's target (CONTRACT 12, 11.1), or field errors: a ring game or a tournament of the project (or
 * of the whole organization), and `tableIds`, when given, its tables (a tournament's: those it plays on now).
 */
async function spectatorTarget(
  env: Env,
  owner: { organizationId: string; environment: "test" | "live"; projectId: string },
  target: SpectatorBody["target"],
  errors: FieldError[],
): Promise<{ ringGame?: RingGameRow; tournament?: TournamentRow } | undefined> {
  const tableIds = target.tableIds;
  const unknownTables = (known: string[], of: string) =>
    tableIds?.forEach((tableId, i) => {
      if (!known.includes(tableId)) errors.push({ path: `/target/tableIds/${i}`, code: "not_found", message: `no table ${tableId} in ${of}` });
    });
  if ("tournamentId" in target) {
    const tournament = await projectTournament(env, owner, target.tournamentId);
    if (!tournament) {
      errors.push({ path: "/target/tournamentId", code: "not_found", message: "no tournament with this id in the project (or the organization)" });
      return undefined;
    }
    if (tableIds) unknownTables(await tournamentTableIds(env, tournament.id), `play in tournament ${tournament.id}`);
    return { tournament };
  }
  const ringGame = await projectRingGame(env, owner, target.ringGameId);
  if (!ringGame) {
    errors.push({ path: "/target/ringGameId", code: "not_found", message: "no ring game with this id in the project (or the organization)" });
    return undefined;
  }
  if (tableIds) {
    const found = await watchable(env, { ...owner, ringGameId: ringGame.id, tableIds });
    unknownTables(found?.tables.map((t) => t.id) ?? [], `ring game ${ringGame.id}`);
  }
  return { ringGame };
}

type PlayerBody = Extract<v.InferOutput<typeof CreateEmbedSessionBody>, { mode: "player" }>;

/**
 * A player session's seat (CONTRACT 13), or field errors: a table of a ring game of the project (or of the
 * whole organization) with a human seated at `seatNumber` (the session binds that seating: when the player
 * leaves, the session is dead, whoever sits there next), or a registered human entry of such a tournament.
 */
async function playerTarget(
  env: Env,
  owner: { organizationId: string; environment: "test" | "live"; projectId: string },
  target: PlayerBody["target"],
  errors: FieldError[],
): Promise<{ player: PlayerTarget; ringGame?: RingGameRow } | undefined> {
  const db = database(env.DB);
  const orgWide = { organizationId: owner.organizationId, environment: owner.environment, projectId: null };
  const ours = (projectId: string | null) => projectId === null || projectId === owner.projectId;
  if ("tableId" in target) {
    const found = await findTable(db, orgWide, target.tableId);
    if (!found || !ours(found.ringGame.projectId)) {
      errors.push({ path: "/target/tableId", code: "not_found", message: "no table with this id in the project (or the organization)" });
      return undefined;
    }
    const seating = await env.TABLES.getByName(found.table.id).seatingAt(target.seatNumber);
    if (!seating) {
      errors.push({ path: "/target/seatNumber", code: "not_found", message: `nobody is seated at seat ${target.seatNumber}` });
      return undefined;
    }
    if (seating.participant !== "human") {
      errors.push({ path: "/target/seatNumber", code: "not_allowed", message: `seat ${target.seatNumber} is a bot's: player embeds are for humans` });
      return undefined;
    }
    return { player: { tableId: found.table.id, seatNumber: target.seatNumber, seatingId: seating.seatingId }, ringGame: found.ringGame };
  }
  const tournament = await findTournament(db, orgWide, target.tournamentId);
  if (!tournament || !ours(tournament.projectId)) {
    errors.push({ path: "/target/tournamentId", code: "not_found", message: "no tournament with this id in the project (or the organization)" });
    return undefined;
  }
  const entry = await findEntry(db, orgWide, tournament.id, target.entryId);
  if (!entry) {
    errors.push({ path: "/target/entryId", code: "not_found", message: `no entry ${target.entryId} in tournament ${tournament.id}` });
    return undefined;
  }
  if (entry.participant !== "human" || entry.status !== "registered") {
    errors.push({
      path: "/target/entryId",
      code: "not_allowed",
      message: entry.participant !== "human" ? "a bot's entry: player embeds are for humans" : `this entry is ${entry.status}`,
    });
    return undefined;
  }
  return { player: { tournamentId: tournament.id, entryId: entry.id } };
}
