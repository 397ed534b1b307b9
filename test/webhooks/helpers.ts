import { env } from "cloudflare:test";
import { expect } from "vitest";
import { createOrganization, issueKey } from "../helpers";
import { api, register, scheduledTournament } from "../management/fixtures";
import { RECEIVER_HOST } from "./receiver";

export const ENDPOINTS = "/webhook-endpoints";
export const ENDPOINT = "/webhook-endpoints/{endpointId}";

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
  answered: number;
}

let counter = 0;
/** A fresh receiver name (test/webhooks/receiver.ts), unique across test files sharing the Node receiver. */
export function receiverName(label = "r"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

export function receiverUrl(name: string, scheme: "https" | "http" = "https"): string {
  return `${scheme}://${RECEIVER_HOST}/r/${name}`;
}

export async function setBehavior(
  name: string,
  behavior: { failFirst?: number; failStatus?: number; hangMs?: number; hangFirst?: number; status?: number; redirectTo?: string },
) {
  const res = await fetch(`http://${RECEIVER_HOST}/_control/${name}`, { method: "PUT", body: JSON.stringify(behavior) });
  expect(res.status).toBe(204);
}

export async function received(name: string): Promise<ReceivedRequest[]> {
  return (await (await fetch(`http://${RECEIVER_HOST}/_control/${name}`)).json()) as ReceivedRequest[];
}

/** Polls until `check` returns a value that is not undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An organization with a key in `environment` (both scopes) and a project to hang endpoints on. */
export async function webhookTenant(options: { environment?: "test" | "live"; projectId?: string } = {}) {
  const org = await createOrganization();
  const environment = options.environment ?? "test";
  const projectId = options.projectId ?? "my-app";
  const key = (await issueKey(org.id, { environment })).secret;
  const created = await api(key, "POST", "/projects", {}, { body: { projectId, name: projectId, allowedOrigins: [] } });
  expect([201, 409]).toContain(created.status);
  return { org, key, environment, projectId };
}

export async function createEndpoint(
  key: string,
  body: { environment?: "test" | "live"; url: string; projectId?: string; label?: string; eventTypes?: string[] },
) {
  const res = await api(
    key,
    "POST",
    ENDPOINTS,
    {},
    {
      body: {
        environment: body.environment ?? "test",
        eventTypes: body.eventTypes ?? ["tournament.completed"],
        label: body.label ?? "hooks",
        projectId: body.projectId ?? "my-app",
        url: body.url,
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { endpoint: res.body.endpoint as { id: string; [k: string]: unknown }, secret: res.body.secret.secret as string, headers: res.headers };
}

/** A scheduled six-max sit-and-go with six entries, completed by `key`; answers the event id. */
export async function completeSitAndGo(key: string): Promise<{ tournamentId: string; eventId: string }> {
  const t = await scheduledTournament(key, { roomId: "room-w" });
  const entries = [];
  for (let i = 1; i <= 6; i++) entries.push(await register(key, t.id, i));
  const res = await api(
    key,
    "POST",
    "/tournaments/{tournamentId}/complete",
    { tournamentId: t.id },
    {
      body: { results: entries.map((e, i) => ({ entryId: e.id, place: i + 1 })), prizePool: 600 },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const event = await env.DB.prepare("SELECT id FROM events WHERE subject_id = ?").bind(t.id).first<{ id: string }>();
  return { tournamentId: t.id, eventId: event!.id };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
