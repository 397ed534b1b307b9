import { SELF } from "cloudflare:test";
import { createClient, type Input, PokerworksError } from "@pokerworks/sdk";
import { describe, expect, it } from "vitest";
import { BASE, tenant } from "../helpers.ts";
import { sngBody as untypedSngBody } from "../management/fixtures.ts";

/** The SDK's behaviour against the Worker (SELF.fetch), with faults injected in front of it where a test needs one. */

type Fetch = (request: Request) => Promise<Response>;
const worker: Fetch = (request) => SELF.fetch(request);
/** The management fixtures' sit-and-go body, typed as the SDK's createTournament body. */
const sngBody = () => untypedSngBody() as Input<"createTournament">["body"];
const FAST = { baseDelayMs: 5, maxDelayMs: 20 };

/** Every request the SDK sent, as the Worker (or the fault) saw it. */
function recording(inner: Fetch = worker) {
  const seen: Array<{ request: Request; body: string; at: number }> = [];
  const fetch: Fetch = async (request) => {
    seen.push({ request, body: await request.clone().text(), at: Date.now() });
    return inner(request);
  };
  return { fetch, seen };
}

function problem(status: number, code: string, headers: Record<string, string> = {}): Response {
  const body = { type: `/docs/errors#${code}`, title: code, status, code, detail: "injected", requestId: "req_injected" };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", ...headers } });
}

/** A fetch whose first `n` calls answer `fault()` (or throw it), the rest going to the Worker. */
function failingFirst(n: number, fault: (request: Request) => Promise<Response>): Fetch {
  let calls = 0;
  return (request) => (++calls <= n ? fault(request) : worker(request));
}

const tournaments = async (key: string) =>
  (await createClient({ baseUrl: BASE, apiKey: key, fetch: worker }).listTournaments({ query: { limit: 100 } })).data.length;

describe("errors", () => {
  it("a problem+json answer throws a typed PokerworksError with its field errors, without a retry", async () => {
    const { key } = await tenant();
    const { fetch, seen } = recording();
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    const error = await pw.calculateHoldemEquity({ body: { players: [{ hand: "Zz9" }, { hand: "AsKd" }] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PokerworksError);
    const e = error as PokerworksError;
    expect(e).toMatchObject({ status: 400, code: "validation_failed", attempts: 1 });
    expect(e.errors.map((f) => f.path)).toContain("/players/0/hand");
    expect(e.requestId).toMatch(/^req_/);
    expect(e.requestId).toBe(e.headers?.get("x-request-id"));
    expect(seen).toHaveLength(1); // a 400 is never retried
  });

  it("a 404 and a 401 are not retried either", async () => {
    const { key } = await tenant();
    const { fetch, seen } = recording();
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    await expect(pw.getTournament({ path: { tournamentId: "trn_missing" } })).rejects.toMatchObject({ status: 404, code: "not_found" });
    const anonymous = createClient({ baseUrl: BASE, fetch, retry: FAST });
    await expect(anonymous.getLimits()).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    expect(seen).toHaveLength(2);
  });

  it("an answer that is not a problem is unexpected_response; no answer at all is connection_error", async () => {
    const html = createClient({ baseUrl: BASE, fetch: async () => new Response("<h1>Bad gateway</h1>", { status: 400 }) });
    await expect(html.getHealth()).rejects.toMatchObject({ status: 400, code: "unexpected_response", requestId: null });
    const down = createClient({ baseUrl: BASE, retry: { ...FAST, maxRetries: 1 }, fetch: () => Promise.reject(new TypeError("fetch failed")) });
    const error = (await down.getHealth().catch((e: unknown) => e)) as PokerworksError;
    expect(error).toMatchObject({ status: 0, code: "connection_error", attempts: 2 });
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe("retries keep one idempotency key per call", () => {
  it("after a 429 the request is sent again, a fresh clone with the same body and key, after retry-after", async () => {
    const { key } = await tenant();
    const { fetch, seen } = recording(failingFirst(1, async () => problem(429, "rate_limited", { "retry-after": "1" })));
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    const created = await pw.createTournament({ body: sngBody() });
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(second!.request).not.toBe(first!.request);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(second!.body).name).toBe("Friday 6-max");
    const sentKey = first!.request.headers.get("x-idempotency-key");
    expect(sentKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second!.request.headers.get("x-idempotency-key")).toBe(sentKey);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000); // retry-after: 1 is honoured
    expect(created.lastResponse).toMatchObject({ status: 201, attempts: 2, idempotencyKey: sentKey, idempotentReplayed: false });
  });

  it.each([
    ["metering_unavailable", "the meter refused before anything ran"],
    ["service_unavailable", "the key could not be checked, so nothing ran"],
  ])("a 503 %s is retried even where a repeat could act twice: %s", async (code) => {
    const { key } = await tenant();
    const { fetch, seen } = recording(failingFirst(2, async () => problem(503, code)));
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    const project = await pw.createProject({ body: { projectId: `retried-${code}`, name: "Retried", allowedOrigins: [] } });
    expect(project.lastResponse.attempts).toBe(3);
    expect(seen.map((s) => s.body)).toEqual(Array(3).fill(seen[0]!.body));
  });

  it("another 503 (a proxy's, the platform's) is not retried where a repeat could act twice (no idempotency key)", async () => {
    const { key } = await tenant();
    const gateway = async () => new Response("<h1>503 Service Unavailable</h1>", { status: 503, headers: { "content-type": "text/html" } });
    for (const fault of [gateway, async () => problem(503, "internal_error")]) {
      const { fetch, seen } = recording(failingFirst(1, fault));
      const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
      await expect(pw.createProject({ body: { projectId: "once-503", name: "Once", allowedOrigins: [] } })).rejects.toMatchObject({
        status: 503,
        attempts: 1,
      });
      expect(seen).toHaveLength(1);
    }
  });

  it("any 503 is retried where the call carries an idempotency key, with the same key on every attempt", async () => {
    const { key } = await tenant();
    const gateway = async () => new Response("upstream unavailable", { status: 503 });
    const { fetch, seen } = recording(failingFirst(1, gateway));
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    const created = await pw.createTournament({ body: sngBody() });
    const sentKeys = seen.map((s) => s.request.headers.get("x-idempotency-key"));
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(created.lastResponse).toMatchObject({ status: 201, attempts: 2, idempotencyKey: sentKeys[0] });
    expect(await tournaments(key)).toBe(1);
  });

  it("an answer lost after the server acted is retried with the same key and replayed: one tournament", async () => {
    const { key } = await tenant();
    let calls = 0;
    const { fetch, seen } = recording(async (request) => {
      const response = await worker(request);
      if (++calls === 1) throw new TypeError("network connection lost"); // the Worker created it; the answer never arrived
      return response;
    });
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    const created = await pw.createTournament({ body: sngBody() });
    expect(seen.map((s) => s.request.headers.get("x-idempotency-key"))).toEqual([
      created.lastResponse.idempotencyKey,
      created.lastResponse.idempotencyKey,
    ]);
    expect(created.lastResponse).toMatchObject({ attempts: 2, idempotentReplayed: true });
    expect(await tournaments(key)).toBe(1);
  });

  it("a lost answer is not retried where a repeat could act twice (no idempotency key)", async () => {
    const { key } = await tenant();
    const { fetch, seen } = recording(failingFirst(1, () => Promise.reject(new TypeError("network connection lost"))));
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch, retry: FAST });
    await expect(pw.createProject({ body: { projectId: "once", name: "Once", allowedOrigins: [] } })).rejects.toMatchObject({
      code: "connection_error",
      attempts: 1,
    });
    expect(seen).toHaveLength(1);
  });

  it("409 idempotency_in_progress is retried, another 409 is not", async () => {
    const { key } = await tenant();
    const busy = recording(failingFirst(1, async () => problem(409, "idempotency_in_progress")));
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch: busy.fetch, retry: FAST });
    expect((await pw.createTournament({ body: sngBody(), idempotencyKey: "mine-1" })).lastResponse).toMatchObject({
      attempts: 2,
      idempotencyKey: "mine-1",
    });
    expect(busy.seen.map((s) => s.request.headers.get("x-idempotency-key"))).toEqual(["mine-1", "mine-1"]);

    const duplicate = recording();
    const again = createClient({ baseUrl: BASE, apiKey: key, fetch: duplicate.fetch, retry: FAST });
    await again.createProject({ body: { projectId: "dup", name: "Dup", allowedOrigins: [] } });
    await expect(again.createProject({ body: { projectId: "dup", name: "Dup", allowedOrigins: [] } })).rejects.toMatchObject({
      status: 409,
      code: "conflict",
    });
    expect(duplicate.seen).toHaveLength(2);
  });

  it("concurrent calls sharing a key all resolve to the one tournament (the real server's 409s are waited out)", async () => {
    const { key } = await tenant();
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch: worker, retry: { baseDelayMs: 20, maxDelayMs: 200, maxRetries: 8 } });
    const body = sngBody();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pw.createTournament({ body, idempotencyKey: "burst" })));
    expect(new Set(answers.map((a) => a.tournament.id)).size).toBe(1);
    expect(answers.filter((a) => !a.lastResponse.idempotentReplayed)).toHaveLength(1);
    expect(await tournaments(key)).toBe(1);
  });

  it("a different key per logical call: two calls without a key make two tournaments", async () => {
    const { key } = await tenant();
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch: worker });
    const [a, b] = [await pw.createTournament({ body: sngBody() }), await pw.createTournament({ body: sngBody() })];
    expect(a.lastResponse.idempotencyKey).not.toBe(b.lastResponse.idempotencyKey);
    expect(await tournaments(key)).toBe(2);
  });

  it("an attempt that outlives timeoutMs is aborted and counts as a lost answer", async () => {
    let attempts = 0;
    const hanging: Fetch = (request) =>
      new Promise((_, reject) => {
        attempts += 1;
        request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
      });
    const read = createClient({ baseUrl: BASE, fetch: hanging, retry: { ...FAST, maxRetries: 1, timeoutMs: 50 } });
    await expect(read.getHealth()).rejects.toMatchObject({ code: "connection_error", attempts: 2 }); // a read: retried once
    attempts = 0;
    const write = createClient({ baseUrl: BASE, fetch: hanging, retry: { ...FAST, maxRetries: 1, timeoutMs: 50 } });
    await expect(write.createShuffle()).rejects.toMatchObject({ code: "connection_error", attempts: 1 }); // not safe to repeat
    expect(attempts).toBe(1);
  });

  it("the caller's abort is not retried", async () => {
    const controller = new AbortController();
    const pw = createClient({
      baseUrl: BASE,
      retry: FAST,
      fetch: async () => {
        controller.abort(new Error("gave up"));
        throw new TypeError("aborted");
      },
    });
    await expect(pw.getHealth({ signal: controller.signal })).rejects.toThrow();
    await expect(pw.getHealth({ signal: controller.signal })).rejects.not.toBeInstanceOf(PokerworksError);
  });
});

describe("what results carry", () => {
  it("engine version and credits remaining from the headers", async () => {
    const { key } = await tenant({ freeCredits: 5 });
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch: worker });
    const first = await pw.calculateTournamentPayouts({ body: { entrants: 10, prizePool: 1000 } });
    const second = await pw.calculateTournamentPayouts({ body: { entrants: 10, prizePool: 1000 } });
    expect(first.lastResponse.engineVersion).toBe(first.engineVersion);
    expect([first.lastResponse.creditsRemaining, second.lastResponse.creditsRemaining]).toEqual([4, 3]); // 5 free, one each
    expect(JSON.parse(JSON.stringify(first))).not.toHaveProperty("lastResponse"); // not part of the data
  });
});

describe("raw", () => {
  it("is the openapi-fetch client, typed by path: { data, error, response }, never throwing on an answer", async () => {
    const { key } = await tenant();
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch: worker });
    const ok = await pw.raw.GET("/api/v1/management/tournaments/{tournamentId}", { params: { path: { tournamentId: "trn_missing" } } });
    expect(ok.response.status).toBe(404);
    expect(ok.error).toMatchObject({ code: "not_found" });
    const health = await pw.raw.GET("/healthz");
    expect(health.data?.status).toBe("ok");
  });
});

describe("pagination", () => {
  it("for await walks every page of a list, newest first, following nextCursor", async () => {
    const { key } = await tenant();
    const { fetch, seen } = recording();
    const pw = createClient({ baseUrl: BASE, apiKey: key, fetch });
    const ids = ["p-1", "p-2", "p-3", "p-4", "p-5"];
    for (const projectId of ids) await pw.createProject({ body: { projectId, name: projectId, allowedOrigins: [] } });
    seen.length = 0;
    const listed: string[] = [];
    for await (const project of pw.listProjects({ query: { limit: 2 } })) listed.push(project.projectId);
    expect(listed).toEqual([...ids].reverse());
    expect(seen).toHaveLength(3); // 2 + 2 + 1
    expect(new URL(seen[2]!.request.url).searchParams.get("limit")).toBe("2");
    expect(new URL(seen[2]!.request.url).searchParams.get("cursor")).toMatch(/\S/);

    const page = await pw.listProjects({ query: { limit: 2 } });
    expect(page.data.map((p) => p.projectId)).toEqual(["p-5", "p-4"]);
    expect(page.page).toMatchObject({ limit: 2, hasMore: true });
  });
});

describe("types (checked by `npm run typecheck`, which `npm test` runs first)", () => {
  it("refuse what the OpenAPI refuses", () => {
    // Never called: the @ts-expect-error lines fail the typecheck if the SDK's types accept them.
    async function compileOnly() {
      const pw = createClient({ baseUrl: BASE });
      // @ts-expect-error getHealth takes no idempotency key (only operations with x-idempotency-key do)
      await pw.getHealth({ idempotencyKey: "x" });
      // @ts-expect-error the path parameter is required
      await pw.getTournament({});
      // @ts-expect-error an unknown body field
      await pw.calculateTournamentPayouts({ body: { entrants: 10, prizePool: 1000, bonus: 1 } });
      // @ts-expect-error a preset that does not exist
      await pw.createTournament({ body: { ...sngBody(), presetKey: "holdem_freeroll" } });
      await pw.publishTournament({ path: { tournamentId: "trn_1" }, idempotencyKey: "publish-once" });
      const error = new PokerworksError({ status: 400, code: "validation_failed", message: "", requestId: null, attempts: 1 });
      // @ts-expect-error code is a closed union of the API's codes
      error.code === "no_such_code";
    }
    expect(compileOnly).toBeTypeOf("function");
  });
});
