import { env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import openapi from "../../schemas/openapi.json";
import { call, json, tenant } from "../helpers.ts";

export const CREATE_PATH = "/api/v1/management/embed-sessions";
export const openPath = (id: string) => `/api/v1/embed-sessions/${id}/open`;

export const SITE = "https://app.example.com";
export const OTHER_SITE = "https://evil.example.net";

/** The ring game and tables embedTenant made for each project: sessionBody's default target. */
const targets = new Map<string, { ringGameId: string; tableIds: string[] }>();
/** The target tables of each session createSession made: open's default table is the first. */
const sessionTables = new Map<string, string[]>();

/** The ring game (and its two tables) embedTenant made for `projectId`. */
export function targetOf(projectId: string): { ringGameId: string; tableIds: string[] } {
  return targets.get(projectId) ?? { ringGameId: "rg_none", tableIds: ["tbl_none1", "tbl_none2"] };
}

/** A session body for `projectId` (the contract's shape, CONTRACT.md 4.8), targeting its ring game's two tables. */
export function sessionBody(projectId: string, overrides: Record<string, unknown> = {}) {
  return {
    environment: "test",
    mode: "spectator",
    origin: SITE,
    productKey: "arena-holdem",
    projectId,
    returnUrl: `${SITE}/lobby?table=t1`,
    target: targetOf(projectId),
    ...overrides,
  };
}

let projectCounter = 0;

/** A ring game (through the management API) with `tables` tables; `projectId` and other fields as given. */
export async function createRingGame(key: string, fields: Record<string, unknown> = {}, tables = 2) {
  const res = await call("/api/v1/management/ring-games", {
    key,
    body: {
      name: "Embed 1/2",
      roomId: "room-embed",
      game: "nlhe",
      tableSize: 6,
      smallBlind: 1,
      bigBlind: 2,
      buyIn: { min: 40, max: 200 },
      trustMode: "mixed_declared",
      ...fields,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const ringGameId = (await json(res)).ringGame.id as string;
  const tableIds: string[] = [];
  for (let i = 0; i < tables; i++) {
    const made = await call(`/api/v1/management/ring-games/${ringGameId}/tables`, { key, body: { name: `Table ${i + 1}` } });
    expect(made.status, await made.clone().text()).toBe(201);
    tableIds.push((await json(made)).table.id);
  }
  return { ringGameId, tableIds };
}

/**
 * A fresh organization with a management key, a project allowing SITE (and localhost:5173), and a ring game
 * of that project with two tables (the default target of sessionBody).
 */
export async function embedTenant(options: { environment?: "test" | "live" } = {}) {
  const t = await tenant(options);
  const projectId = `embed-app-${++projectCounter}`;
  const res = await call("/api/v1/management/projects", {
    key: t.key,
    body: { projectId, name: "Embed app", allowedOrigins: ["HTTPS://App.Example.com:443", "http://localhost:5173"] },
  });
  expect(res.status).toBe(201);
  const target = await createRingGame(t.key, { projectId });
  targets.set(projectId, target);
  return { ...t, projectId, ...target };
}

export interface Launch {
  embedSessionId: string;
  expiresAt: string;
  launchSecretTransport: string;
  launchUrl: string;
  secret: string;
}

export async function createSession(key: string, body: unknown, headers: Record<string, string> = {}): Promise<Launch> {
  const res = await call(CREATE_PATH, { key, body, headers });
  expect(res.status).toBe(201);
  const { launch } = await json(res);
  const tableIds = (body as { target?: { tableIds?: string[] } }).target?.tableIds;
  if (tableIds) sessionTables.set(launch.embedSessionId, tableIds);
  return { ...launch, secret: secretOf(launch.launchUrl) };
}

/** The launch secret of a launch URL (the fragment may also name a table). */
export function secretOf(launchUrl: string): string {
  return new URLSearchParams(new URL(launchUrl).hash.slice(1)).get("launchSecret") ?? "";
}

/** A client address of its own (IPv6 documentation range) for each call, so the per-address limit stays out of other tests. */
export function freshAddress(): string {
  // A fresh /64 (limits count an IPv6 client by its /64), and a random host in it.
  const groups = [...crypto.getRandomValues(new Uint16Array(4))].map((n) => n.toString(16));
  return `2001:db8:${groups.slice(0, 2).join(":")}::${groups.slice(2).join(":")}`;
}

/** Opens with SITE's origin and, unless given, the session's first target table (none when it has no tableIds). */
export function open(id: string, body: { launchSecret: string; origin?: string; tableId?: string }, headers: Record<string, string> = {}) {
  const first = sessionTables.get(id)?.[0];
  return call(openPath(id), {
    body: { origin: SITE, ...(first ? { tableId: first } : {}), ...body },
    headers: { "cf-connecting-ip": freshAddress(), origin: SITE, ...headers },
  });
}

export function sessionStub(id: string) {
  return env.EMBED_SESSIONS.get(env.EMBED_SESSIONS.idFromName(id));
}

/** Everything the session's object has stored. */
export function storedValues(id: string): Promise<Record<string, unknown>> {
  return runInDurableObject(sessionStub(id), (_instance, state) => Object.fromEntries(state.storage.kv.list()));
}

/**
 * Moves the session's expiry into the past, as if its lifetime had gone by (the clock of the Workers
 * runtime cannot be advanced from a test); the alarm stays scheduled where it was.
 */
export function backdateExpiry(id: string): Promise<void> {
  return runInDurableObject(sessionStub(id), (_instance, state) => {
    const stored = state.storage.kv.get<Record<string, unknown>>("session")!;
    state.storage.kv.put("session", { ...stored, expiresAt: Date.now() - 1000 });
  });
}

/** SHA-256 hex computed here, independently of the service's helper. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Every header that schemas/openapi.json documents for this response (beyond the shared ones) is there. */
export function expectDocumentedHeaders(method: string, template: string, status: number, res: Response): void {
  const spec = openapi as unknown as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, object> }> }>> };
  const documented = spec.paths[template]?.[method.toLowerCase()]?.responses[String(status)]?.headers ?? {};
  const own = Object.entries(documented).filter(([, header]) => !("$ref" in header));
  expect(own.length).toBeGreaterThan(0);
  for (const [name] of own) expect(res.headers.has(name), `${name} on ${method} ${template} ${status}`).toBe(true);
}
