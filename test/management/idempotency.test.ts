import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueKey, tenant } from "../helpers";
import { api, sngBody } from "./fixtures";

const create = (key: string, body: unknown, idempotencyKey?: string) =>
  api(key, "POST", "/tournaments", {}, { body, headers: idempotencyKey !== undefined ? { "x-idempotency-key": idempotencyKey } : {} });

async function count(key: string): Promise<number> {
  return (await api(key, "GET", "/tournaments")).body.data.length;
}

describe("x-idempotency-key on POST /tournaments", () => {
  it("replays the original 201 and tournament for the same key and body, whatever the key order", async () => {
    const { key } = await tenant();
    const body = sngBody();
    const first = await create(key, body, "order-42");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Publishing afterwards does not change what a replay answers: the original result.
    expect((await api(key, "POST", "/tournaments/{tournamentId}/publish", { tournamentId: first.body.tournament.id })).status).toBe(200);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await create(key, reordered, "order-42");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await count(key)).toBe(1);
  });

  it("a different body with the same key is 422 and changes nothing", async () => {
    const { key } = await tenant();
    await create(key, sngBody(), "k1");
    const res = await create(key, sngBody({ name: "Another name" }), "k1");
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("idempotency_key_mismatch");
    expect(await count(key)).toBe(1);
  });

  it("the key is scoped by room, project, environment and organization", async () => {
    const { org, key } = await tenant();
    await create(key, sngBody(), "shared");
    // Another roomId is another scope: a new request, even with another body.
    const otherRoom = await create(key, sngBody({ roomId: "room-2" }), "shared");
    expect(otherRoom.status).toBe(201);
    expect(otherRoom.headers.get("idempotent-replayed")).toBeNull();
    const projectKey = (await issueKey(org.id, { projectId: "app" })).secret;
    expect((await create(projectKey, sngBody(), "shared")).headers.get("idempotent-replayed")).toBeNull();
    const live = (await issueKey(org.id, { environment: "live" })).secret;
    expect((await create(live, sngBody(), "shared")).headers.get("idempotent-replayed")).toBeNull();
    const stranger = await tenant();
    expect((await create(stranger.key, sngBody(), "shared")).headers.get("idempotent-replayed")).toBeNull();
    expect(await count(key)).toBe(3); // test env, no restriction: both rooms plus the project key's
  });

  it("a malformed key is 400 and a request without a key is never deduplicated", async () => {
    const { key } = await tenant();
    for (const bad of ["x".repeat(256), "tab\tinside"]) {
      const res = await create(key, sngBody(), bad);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("/headers/x-idempotency-key");
    }
    await create(key, sngBody());
    await create(key, sngBody());
    expect(await count(key)).toBe(2);
  });

  it("a failed validation does not use the key up", async () => {
    const { key } = await tenant();
    expect((await create(key, sngBody({ trustMode: "nobody" }), "retry-me")).status).toBe(400);
    expect((await create(key, sngBody(), "retry-me")).status).toBe(201);
  });

  it("a record still in progress answers 409; an abandoned or expired one is replaced", async () => {
    const { org, key } = await tenant();
    const scope = [org.id, "room-1", "", "test", "POST /api/v1/management/tournaments"];
    const insert = env.DB.prepare(
      "INSERT INTO idempotency_records (id, organization_id, room_id, project_id, environment, endpoint, idempotency_key, request_hash, status, response_status, response_body, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)",
    );
    const hashOf = async (value: unknown) => {
      const { canonicalJson } = await import("../../src/http/idempotency");
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(value)));
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    };
    const body = sngBody();
    const now = new Date().toISOString();
    await insert
      .bind("idk_running", ...scope, "running", await hashOf(body), "in_progress", now, new Date(Date.now() + 3600_000).toISOString())
      .run();
    const busy = await create(key, body, "running");
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe("idempotency_in_progress");

    // A claim left in progress for over a minute was abandoned: a retry takes it over.
    const abandoned = new Date(Date.now() - 120_000).toISOString();
    await insert
      .bind("idk_abandoned", ...scope, "abandoned", await hashOf(body), "in_progress", abandoned, new Date(Date.now() + 3600_000).toISOString())
      .run();
    expect((await create(key, body, "abandoned")).status).toBe(201);

    await insert.bind("idk_old", ...scope, "old", "0".repeat(64), "completed", now, new Date(Date.now() - 1000).toISOString()).run();
    const later = sngBody({ name: "After expiry" });
    const fresh = await create(key, later, "old");
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect((await create(key, later, "old")).headers.get("idempotent-replayed")).toBe("true");
  });

  it("20 concurrent creates with one key make exactly one tournament", async () => {
    const { key } = await tenant();
    const body = sngBody();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(key, body, "burst")));
    const created = answers.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.tournament.id)).size).toBe(1);
    expect(created.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    for (const other of answers.filter((r) => r.status !== 201)) {
      expect(other.status).toBe(409);
      expect(other.body.code).toBe("idempotency_in_progress");
    }
    expect(await count(key)).toBe(1);
    const replay = await create(key, body, "burst");
    expect(replay.body.tournament.id).toBe(created[0]!.body.tournament.id);
  });
});
