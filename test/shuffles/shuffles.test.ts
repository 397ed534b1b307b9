import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { openSecret, sealSecret } from "../../src/lib/sealed-secrets.ts";
import published from "../fixtures/shuffle-vectors.json";
import { call, createOrganization, issueKey, tenant } from "../helpers";
import { shuffleApi } from "./helpers";

const CREATE = "/v1/shuffles";
const ONE = "/v1/shuffles/{shuffleId}";
const DECK = "/v1/shuffles/{shuffleId}/deck";
const REVEAL = "/v1/shuffles/{shuffleId}/reveal";

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function hexBytes(hex: string): Uint8Array {
  return new Uint8Array(hex.match(/../g)!.map((h) => Number.parseInt(h, 16)));
}

async function createShuffle(key: string) {
  const res = await shuffleApi(key, "POST", CREATE);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; alg: string; commitment: string; createdAt: string };
}

/** The stored server seed, read the way only the Worker can (D1 row + SECRETS_KEY). */
async function storedSeed(id: string): Promise<string> {
  const row = await env.DB.prepare("SELECT sealed_seed FROM shuffles WHERE id = ?").bind(id).first<{ sealed_seed: string }>();
  return openSecret(env, row!.sealed_seed, id);
}

describe("POST /v1/shuffles", () => {
  it("commits to a fresh 32-byte seed: 201 with shf_ id, alg, the seed's SHA-256 and createdAt; one credit", async () => {
    const { key } = await tenant({ freeCredits: 5 });
    const res = await shuffleApi(key, "POST", CREATE);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^shf_/),
      alg: "pw-shuffle-v1",
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      createdAt: expect.any(String),
    });
    expect(res.headers.get("x-credits-remaining")).toBe("4");
    const seed = await storedSeed(res.body.id);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256Hex(hexBytes(seed))).toBe(res.body.commitment);
    // Stored sealed, never in clear.
    const raw = await env.DB.prepare("SELECT * FROM shuffles WHERE id = ?").bind(res.body.id).first();
    expect(JSON.stringify(raw)).not.toContain(seed);
    // Two shuffles never share a seed.
    const other = await createShuffle(key);
    expect(other.commitment).not.toBe(res.body.commitment);
  });

  it("is refused with 402 once the credits are spent; the free follow-up calls still work", async () => {
    const { key } = await tenant({ freeCredits: 1 });
    const shuffle = await createShuffle(key);
    expect((await shuffleApi(key, "POST", CREATE)).status).toBe(402);
    const deck = await shuffleApi(key, "POST", DECK, { shuffleId: shuffle.id }, { body: { clientSeeds: ["p1"] } });
    expect(deck.status).toBe(200);
    expect(deck.headers.get("x-credits-remaining")).toBeNull();
    expect((await shuffleApi(key, "POST", REVEAL, { shuffleId: shuffle.id })).status).toBe(200);
    expect((await shuffleApi(key, "GET", ONE, { shuffleId: shuffle.id })).status).toBe(200);
  });
});

describe("the Worker reproduces the published vectors (scripts/shuffle-vectors.mjs)", () => {
  it.each(published.vectors.map((v) => [v.name, v] as const))("stored shuffle, deck and reveal: %s", async (_name, vector) => {
    const { key, org } = await tenant();
    // A shuffle row carrying the vector's seed, sealed exactly as the create route seals one.
    const id = `shf_vector${Math.random().toString(36).slice(2)}`;
    await env.DB.prepare(
      "INSERT INTO shuffles (id, organization_id, environment, project_id, alg, sealed_seed, commitment, created_at) VALUES (?, ?, 'test', NULL, 'pw-shuffle-v1', ?, ?, ?)",
    )
      .bind(id, org.id, await sealSecret(env, vector.serverSeed, id), vector.commitment, new Date().toISOString())
      .run();
    const dealt = await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: vector.clientSeeds, nonce: vector.nonce } });
    expect(dealt.status, dealt.text).toBe(200);
    expect(dealt.body).toMatchObject({ id, clientSeed: vector.clientSeed, nonce: vector.nonce, commitment: vector.commitment, deck: vector.deck });
    const revealed = await shuffleApi(key, "POST", REVEAL, { shuffleId: id });
    expect(revealed.body).toMatchObject({ serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce, deck: vector.deck });
  });

  it.each(published.vectors.map((v) => [v.name, v] as const))("POST /v1/shuffles/verify: %s", async (_name, vector) => {
    const { serverSeed, clientSeed, nonce, commitment } = vector;
    const res = await shuffleApi(
      null,
      "POST",
      "/v1/shuffles/verify",
      {},
      { body: { serverSeed, clientSeed, nonce, commitment }, headers: { "cf-connecting-ip": "192.0.2.10" } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alg: "pw-shuffle-v1", valid: true, commitmentMatches: true, deck: vector.deck });
  });
});

describe("order of operations", () => {
  it("reveal before the deck is 409; the deck is drawn once (409 after, even with the same seeds); reveal repeats", async () => {
    const { key } = await tenant();
    const { id, commitment } = await createShuffle(key);
    const early = await shuffleApi(key, "POST", REVEAL, { shuffleId: id });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("invalid_state");

    const seeds = { clientSeeds: ["alice", "bob", "carol"], nonce: 3 };
    const dealt = await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: seeds });
    expect(dealt.status).toBe(200);
    expect(dealt.headers.get("cache-control")).toBe("no-store");
    expect(dealt.body).toMatchObject({ id, alg: "pw-shuffle-v1", commitment, clientSeed: "alice:bob:carol", nonce: 3 });
    expect([...dealt.body.deck].sort()).toEqual([...published.vectors[0]!.deck].sort());

    for (const body of [seeds, { clientSeeds: ["mallory"] }]) {
      const again = await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("invalid_state");
    }

    const revealed = await shuffleApi(key, "POST", REVEAL, { shuffleId: id });
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({
      id,
      alg: "pw-shuffle-v1",
      serverSeed: await storedSeed(id),
      clientSeed: "alice:bob:carol",
      nonce: 3,
      commitment,
      deck: dealt.body.deck,
      revealedAt: expect.any(String),
    });
    expect(await sha256Hex(hexBytes(revealed.body.serverSeed))).toBe(commitment);
    const again = await shuffleApi(key, "POST", REVEAL, { shuffleId: id });
    expect(again.body).toEqual(revealed.body);

    // Anyone can now check it, with nothing but the reveal.
    const { serverSeed, clientSeed, nonce } = revealed.body;
    const verified = await shuffleApi(
      null,
      "POST",
      "/v1/shuffles/verify",
      {},
      { body: { serverSeed, clientSeed, nonce, commitment }, headers: { "cf-connecting-ip": "192.0.2.11" } },
    );
    expect(verified.body).toEqual({ alg: "pw-shuffle-v1", valid: true, commitmentMatches: true, deck: dealt.body.deck });
  });

  it("concurrent deck draws: exactly one succeeds", async () => {
    const { key } = await tenant();
    const { id } = await createShuffle(key);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: [`p${i}`] } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await shuffleApi(key, "GET", ONE, { shuffleId: id })).body.deck).toEqual(winner.body.deck);
  });

  it("GET shows the state: committed, dealt, revealed; the seed only once revealed", async () => {
    const { key } = await tenant();
    const { id, commitment, createdAt } = await createShuffle(key);
    const committed = await shuffleApi(key, "GET", ONE, { shuffleId: id });
    expect(committed.body).toEqual({
      id,
      alg: "pw-shuffle-v1",
      status: "committed",
      commitment,
      clientSeed: null,
      nonce: null,
      deck: null,
      serverSeed: null,
      createdAt,
      dealtAt: null,
      revealedAt: null,
    });
    await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: ["x"] } });
    const dealt = await shuffleApi(key, "GET", ONE, { shuffleId: id });
    expect(dealt.body).toMatchObject({ status: "dealt", clientSeed: "x", nonce: 0, serverSeed: null, revealedAt: null });
    expect(dealt.body.deck).toHaveLength(52);
    await shuffleApi(key, "POST", REVEAL, { shuffleId: id });
    const revealed = await shuffleApi(key, "GET", ONE, { shuffleId: id });
    expect(revealed.body).toMatchObject({ status: "revealed", serverSeed: await storedSeed(id) });
  });
});

describe("the server seed stays secret until the reveal", () => {
  it("appears in no response before the reveal and in no log line at all", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    try {
      const { key } = await tenant();
      const { id } = await createShuffle(key);
      const before = [
        await shuffleApi(key, "GET", ONE, { shuffleId: id }),
        await shuffleApi(key, "POST", REVEAL, { shuffleId: id }),
        await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: ["a", "b"], nonce: 1 } }),
        await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: ["a", "b"], nonce: 1 } }),
        await shuffleApi(key, "GET", ONE, { shuffleId: id }),
      ];
      const seed = await storedSeed(id);
      const forms = [seed, seed.toUpperCase(), btoa(String.fromCharCode(...hexBytes(seed)))];
      for (const res of before) {
        for (const form of forms) expect(res.text).not.toContain(form);
        for (const [, value] of res.headers) for (const form of forms) expect(value).not.toContain(form);
      }
      const revealed = await shuffleApi(key, "POST", REVEAL, { shuffleId: id });
      expect(revealed.body.serverSeed).toBe(seed);
      expect(lines.length).toBeGreaterThan(0); // the request log lines were captured
      for (const line of lines) for (const form of forms) expect(line).not.toContain(form);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("tenant isolation", () => {
  it("another organization, the other environment and another project see 404; an unrestricted key sees its projects' shuffles", async () => {
    const org = await createOrganization();
    const owner = await issueKey(org.id);
    const { id } = await createShuffle(owner.secret);
    const stranger = (await tenant()).key;
    const live = (await issueKey(org.id, { environment: "live" })).secret;
    const restricted = (await issueKey(org.id, { projectId: "table-app" })).secret;
    for (const key of [stranger, live, restricted]) {
      expect((await shuffleApi(key, "GET", ONE, { shuffleId: id })).status).toBe(404);
      expect((await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: ["x"] } })).status).toBe(404);
      expect((await shuffleApi(key, "POST", REVEAL, { shuffleId: id })).status).toBe(404);
    }
    // Nothing the others tried changed it.
    expect((await shuffleApi(owner.secret, "GET", ONE, { shuffleId: id })).body.status).toBe("committed");

    const own = await createShuffle(restricted);
    expect((await shuffleApi(restricted, "GET", ONE, { shuffleId: own.id })).status).toBe(200);
    expect((await shuffleApi(owner.secret, "GET", ONE, { shuffleId: own.id })).status).toBe(200);
    expect((await shuffleApi(stranger, "GET", ONE, { shuffleId: "shf_nothing" })).status).toBe(404);
  });

  it("needs the calculations scope", async () => {
    const org = await createOrganization();
    const management = (await issueKey(org.id, { scopes: ["management"] })).secret;
    const res = await shuffleApi(management, "POST", CREATE);
    expect(res.status).toBe(403);
  });
});

describe("validation", () => {
  it("reports every bad field of a deck request at its path", async () => {
    const { key } = await tenant();
    const { id } = await createShuffle(key);
    const cases: Array<[unknown, Array<[string, string]>]> = [
      [{}, [["/clientSeeds", "required"]]],
      [{ clientSeeds: [] }, [["/clientSeeds", "too_small"]]],
      [{ clientSeeds: Array.from({ length: 17 }, (_, i) => `s${i}`) }, [["/clientSeeds", "too_large"]]],
      [{ clientSeeds: ["ok", "a:b"] }, [["/clientSeeds/1", "invalid_format"]]],
      [{ clientSeeds: [""] }, [["/clientSeeds/0", "too_small"]]],
      [{ clientSeeds: ["x".repeat(129)] }, [["/clientSeeds/0", "too_large"]]],
      [{ clientSeeds: ["  "] }, [["/clientSeeds/0", "invalid_value"]]],
      [{ clientSeeds: ["tab\u0000"] }, [["/clientSeeds/0", "invalid_value"]]],
      [{ clientSeeds: [7] }, [["/clientSeeds/0", "invalid_type"]]],
      [{ clientSeeds: ["a"], nonce: -1 }, [["/nonce", "too_small"]]],
      [{ clientSeeds: ["a"], nonce: 1.5 }, [["/nonce", "not_integer"]]],
      [{ clientSeeds: ["a"], nonce: 2 ** 53 }, [["/nonce", "too_large"]]],
      [{ clientSeeds: ["a"], extra: 1 }, [["/extra", "unknown_field"]]],
    ];
    for (const [body, expected] of cases) {
      const res = await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        res.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]),
        JSON.stringify(body),
      ).toEqual(expected);
    }
    // None of them drew the deck.
    expect((await shuffleApi(key, "GET", ONE, { shuffleId: id })).body.status).toBe("committed");
  });

  it("reports every bad field of a verify request at its path", async () => {
    const vector = published.vectors[0]!;
    const res = await shuffleApi(
      null,
      "POST",
      "/v1/shuffles/verify",
      {},
      {
        body: { serverSeed: "xyz", clientSeed: "", nonce: -2, commitment: vector.commitment.slice(1) },
        headers: { "cf-connecting-ip": "192.0.2.12" },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["/serverSeed", "invalid_format"],
      ["/clientSeed", "too_small"],
      ["/nonce", "too_small"],
      ["/commitment", "invalid_format"],
    ]);
  });
});

describe("POST /v1/shuffles/verify", () => {
  it("takes an optional alg (a table hand's evidence as it is): pw-shuffle-v1 answers as without it, any other value is 400 at /alg", async () => {
    const { serverSeed, clientSeed, nonce, commitment, deck } = published.vectors[2]!;
    const verify = (body: Record<string, unknown>, address: string) =>
      shuffleApi(null, "POST", "/v1/shuffles/verify", {}, { body, headers: { "cf-connecting-ip": address } });
    const evidence = { serverSeed, clientSeed, nonce, commitment };
    const expected = { alg: "pw-shuffle-v1", valid: true, commitmentMatches: true, deck };
    expect((await verify(evidence, "192.0.2.20")).body).toEqual(expected);
    const named = await verify({ alg: "pw-shuffle-v1", ...evidence }, "192.0.2.20");
    expect(named.status).toBe(200);
    expect(named.body).toEqual(expected);
    for (const alg of ["pw-shuffle-v2", "PW-SHUFFLE-V1", "", null, 1]) {
      const res = await verify({ alg, ...evidence }, "192.0.2.21");
      expect(res.status, JSON.stringify(alg)).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["/alg"]);
    }
  });

  it("is public and free; a wrong commitment is valid: false with the seed's deck", async () => {
    const vector = published.vectors[1]!;
    const { serverSeed, clientSeed, nonce } = vector;
    const res = await shuffleApi(
      null,
      "POST",
      "/v1/shuffles/verify",
      {},
      { body: { serverSeed, clientSeed, nonce, commitment: published.vectors[3]!.commitment }, headers: { "cf-connecting-ip": "192.0.2.13" } },
    );
    expect(res.body).toEqual({ alg: "pw-shuffle-v1", valid: false, commitmentMatches: false, deck: vector.deck });
  });

  it("a wrong client seed or nonce still matches the commitment (that is all `valid` proves): the deck is what tells", async () => {
    const { key } = await tenant();
    const { id, commitment } = await createShuffle(key);
    const dealt = await shuffleApi(key, "POST", DECK, { shuffleId: id }, { body: { clientSeeds: ["alice", "bob"], nonce: 7 } });
    const { serverSeed } = (await shuffleApi(key, "POST", REVEAL, { shuffleId: id })).body;
    const verify = (clientSeed: string, nonce: number) =>
      shuffleApi(
        null,
        "POST",
        "/v1/shuffles/verify",
        {},
        { body: { serverSeed, clientSeed, nonce, commitment }, headers: { "cf-connecting-ip": "192.0.2.14" } },
      );
    const honest = await verify("alice:bob", 7);
    expect(honest.body).toEqual({ alg: "pw-shuffle-v1", valid: true, commitmentMatches: true, deck: dealt.body.deck });
    for (const [clientSeed, nonce] of [
      ["mallory", 7],
      ["alice:bob", 8],
    ] as const) {
      const res = await verify(clientSeed, nonce);
      expect(res.body).toMatchObject({ valid: true, commitmentMatches: true });
      expect(res.body.deck).not.toEqual(dealt.body.deck);
    }
  });

  it("is rate-limited per client address (429 with retry-after), other addresses unaffected", async () => {
    const vector = published.vectors[0]!;
    const body = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce, commitment: vector.commitment };
    // The limit is 60 per 60-second window (wrangler.toml); across a window boundary at most 2 x 60 pass.
    let limited = null;
    for (let i = 0; i < 121 && !limited; i++) {
      const res = await shuffleApi(null, "POST", "/v1/shuffles/verify", {}, { body, headers: { "cf-connecting-ip": "198.51.100.7" } });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited?.body.code).toBe("rate_limited");
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await shuffleApi(null, "POST", "/v1/shuffles/verify", {}, { body, headers: { "cf-connecting-ip": "198.51.100.8" } });
    expect(other.status).toBe(200);
  });
});

describe("fuzz: verify never answers 500", () => {
  it("any body: 200 with a permutation of the deck, or 400 with field paths", async () => {
    let address = 0;
    const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => [...b].map((x) => x.toString(16).padStart(2, "0")).join(""));
    const body = fc.record(
      {
        serverSeed: fc.oneof(
          hex64,
          hex64.map((h) => h.toUpperCase()),
          fc.string({ maxLength: 70 }),
          fc.anything(),
        ),
        clientSeed: fc.oneof(fc.string({ maxLength: 40, unit: "binary" }), fc.string({ maxLength: 40 }), fc.anything()),
        nonce: fc.oneof(fc.nat(), fc.maxSafeNat(), fc.integer(), fc.double(), fc.anything()),
        commitment: fc.oneof(hex64, fc.string({ maxLength: 70 })),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const sortedDeck = [...published.vectors[0]!.deck].sort();
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const res = await call("/v1/shuffles/verify", { body: input, headers: { "cf-connecting-ip": `203.0.113.${address++ % 250}` } });
        expect([200, 400]).toContain(res.status);
        const answer = await res.json<{ valid: boolean; deck: string[]; errors: Array<{ path: string }> }>();
        if (res.status === 400) {
          for (const error of answer.errors) expect(error.path).toMatch(/^(\/(serverSeed|clientSeed|nonce|commitment|extra))?$/);
          return;
        }
        const seed = input as { serverSeed: string; commitment: string };
        expect([...answer.deck].sort()).toEqual(sortedDeck);
        expect(answer.valid).toBe((await sha256Hex(hexBytes(seed.serverSeed.toLowerCase()))) === seed.commitment.toLowerCase());
      }),
      { numRuns: 80 },
    );
  });
});
