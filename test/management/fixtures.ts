import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { database } from "../../src/db/client";
import { events } from "../../src/db/schema";
import { eventBody } from "../../src/webhooks/event-body";
import { call, expectContract, json } from "../helpers";

const M = "/api/v1/management";
export const CATALOG_VERSION = "2026-06-08.management-tournament-catalog.v2";
export const APPROVED = {
  mttBlinds: "bs_approved_mtt_9max_20min_v1",
  sngBlinds: "bs_approved_sng_6max_8min_v1",
  mttPayout: "ps_approved_mtt_9max_10_30_v1",
  /** The scheduled MTT preset's default: a calculated ladder for any field of 2..10000. */
  mttLadderPayout: "ps_approved_mtt_standard_ladder_v1",
  sngPayout: "ps_approved_sng_6max_v1",
};

export const future = (days = 7) => new Date(Date.now() + days * 86_400_000).toISOString();
export const past = (days = 1) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Calls a management route and checks the answer against openapi.json (success or problem). */
export async function api(
  key: string,
  method: string,
  template: string,
  params: Record<string, string> = {},
  options: { body?: unknown; query?: string; headers?: Record<string, string> } = {},
) {
  const path =
    M + template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!)) + (options.query ? `?${options.query}` : "");
  const res = await call(path, { method, key, body: options.body, headers: options.headers });
  const contentType = res.headers.get("content-type") ?? "";
  const body = contentType ? await json(res) : null;
  if (body !== null)
    expectContract(
      method,
      M + template,
      res.status,
      body,
      contentType.startsWith("application/problem+json") ? "application/problem+json" : "application/json",
    );
  return { status: res.status, body, headers: res.headers };
}

/**
 * A sit-and-go body. It starts at its time (`startWhen: "time"`, merged into any schedule the test gives)
 * unless the test says otherwise: these tests complete, cancel or move tournaments with a full field.
 */
export function sngBody(overrides: Record<string, unknown> = {}) {
  const schedule = (overrides.schedule as Record<string, unknown> | undefined) ?? { startsAt: future() };
  return {
    name: "Friday 6-max",
    presetKey: "six_max_nlhe_sng_v1",
    roomId: "room-1",
    blindStructureId: APPROVED.sngBlinds,
    payoutStructureId: APPROVED.sngPayout,
    trustMode: "mixed_declared",
    ...overrides,
    // Typed as a schedule by time (tests that send other schedules pass them through untyped).
    schedule: { startWhen: "time", ...schedule } as { startsAt: string; startWhen: "time" | "full" },
  };
}

export async function createTournament(key: string, overrides: Record<string, unknown> = {}) {
  const res = await api(key, "POST", "/tournaments", {}, { body: sngBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tournament as { id: string; status: string; [k: string]: unknown };
}

export async function scheduledTournament(key: string, overrides: Record<string, unknown> = {}) {
  const t = await createTournament(key, overrides);
  const res = await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: t.id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tournament as { id: string; status: string; [k: string]: unknown };
}

export async function register(key: string, tournamentId: string, i: number, participant: "human" | "bot" = "human") {
  const res = await api(
    key,
    "POST",
    "/tournaments/{tournamentId}/entries",
    { tournamentId },
    { body: { displayName: `Player ${i}`, playerRef: `user-${i}`, participant } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.entry as { id: string; displayName: string };
}

export function fieldPaths(problem: { errors?: Array<{ path: string }> }): string[] {
  return (problem.errors ?? []).map((e) => e.path).sort();
}

export function codeAt(problem: { errors?: Array<{ path: string; code: string }> }, path: string): string | undefined {
  return problem.errors?.find((e) => e.path === path)?.code;
}

export interface DeliveredEvent {
  id: string;
  type: string;
  createdAt: string;
  environment: string;
  projectId: string | null;
  data: {
    tournament: Record<string, unknown>;
    results: Array<{ entryId: string; displayName: string; participant: string; place: number; prize: number }>;
  };
}

/**
 * The body a webhook delivery of event `eventId` sends (the stored event plus, for
 * `tournament.completed`, the results read from the finished entries), parsed.
 */
export async function deliveredEvent(eventId: string): Promise<DeliveredEvent> {
  const db = database(env.DB);
  const event = await db.select().from(events).where(eq(events.id, eventId)).get();
  expect(event, `event ${eventId}`).toBeDefined();
  return JSON.parse(await eventBody(db, event!));
}
