/**
 * Issue 9's findings at the HTTP layer, each through the Worker: truncated and aborted bodies,
 * arrays where objects are expected, odd text, HEAD, the internal-error log line, keys for
 * projects that do not exist. Each test failed before its fix.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index.ts";
import { ADMIN_TOKEN, BASE, CHIPS_BODY, CHIPS_PATH, call, createOrganization, expectProblem, json, tenant } from "../helpers.ts";

const fetcher = (exports as unknown as { default: Fetcher }).default;

/** A body that sends `head` and then breaks off, as a client that stops sending does. */
function breakingBody(head: string): ReadableStream<Uint8Array> {
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      if (pulls++ === 0) controller.enqueue(new TextEncoder().encode(head));
      else controller.error(new Error("client went away"));
    },
  });
}

describe("bodies that break off (finding 3)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an aborted stream is 400 malformed_json and no internal_error is logged", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    const { key } = await tenant();
    // Straight into the Worker's fetch, so the stream's error reaches it as a broken connection would.
    const res = await worker.fetch(
      new Request(BASE + CHIPS_PATH, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: breakingBody('{"players": 9, "startingStack": 10000, "denominations": [{"va'),
      }),
      env,
      createExecutionContext(),
    );
    await expectProblem(res, 400, "malformed_json");
    expect(errors.filter((l) => l.includes("internal_error") || l.includes('"level":"error"'))).toEqual([]);
  });

  it("a body shorter than its declared length is 400 malformed_json", async () => {
    const { key } = await tenant();
    const stream = new FixedLengthStream(500);
    const writer = stream.writable.getWriter();
    void writer.write(new TextEncoder().encode('{"players": 9, "startingStack": 10000, "denominations": [{"va'));
    void writer.close().catch(() => undefined);
    const res = await fetcher.fetch(
      new Request(BASE + CHIPS_PATH, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: stream.readable,
      }),
    );
    await expectProblem(res, 400, "malformed_json");
  });

  it("invalid UTF-8 is 400 malformed_json, not silently U+FFFD", async () => {
    const { key } = await tenant();
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"projectId":"p1","name":"a'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('","allowedOrigins":[]}'),
    ]);
    const res = await call("/api/v1/management/projects", { key, rawBody: bytes, headers: { "content-type": "application/json" } });
    await expectProblem(res, 400, "malformed_json");
    const list = await json(await call("/api/v1/management/projects", { key }));
    expect(list.data).toEqual([]);
  });
});

describe("arrays where objects are expected (finding 4)", () => {
  it("PATCH with [] is 400, not an empty patch", async () => {
    const { key } = await tenant();
    const created = await call("/api/v1/management/projects", { key, body: { projectId: "p1", name: "P", allowedOrigins: [] } });
    expect(created.status).toBe(201);
    const problem = await expectProblem(await call("/api/v1/management/projects/p1", { method: "PATCH", key, body: [] }), 400, "validation_failed");
    expect(problem.errors).toEqual([expect.objectContaining({ path: "", code: "invalid_type" })]);
  });

  it.each([
    ["/v1/calculations/equity/holdem", { players: [{ hand: "AhAs" }, { hand: "KdKc" }], monteCarlo: [] }, "/monteCarlo"],
    ["/v1/calculations/tournaments/payouts", { entrants: 100, prizePool: 10000, rounding: [] }, "/rounding"],
  ])("a nested [] in %s is 400 at its path", async (path, body, pointer) => {
    const { key } = await tenant();
    const problem = await expectProblem(await call(path, { key, body }), 400, "validation_failed");
    expect(problem.errors).toContainEqual(expect.objectContaining({ path: pointer, code: "invalid_type" }));
  });
});

describe("odd text is refused where it names something (finding 5)", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udc00"],
    ["only whitespace", " \t "],
    ["a control character", "a\u0007"],
  ])("a project name with %s is 400 at /name", async (_kind, name) => {
    const { key } = await tenant();
    const problem = await expectProblem(
      await call("/api/v1/management/projects", { key, body: { projectId: "p1", name, allowedOrigins: [] } }),
      400,
      "validation_failed",
    );
    expect(problem.errors.map((e: { path: string }) => e.path)).toEqual(["/name"]);
  });

  it("room ids, player refs and display names follow the same rule; ordinary Unicode is kept as sent", async () => {
    const { key } = await tenant();
    const base = { name: "Ladder", minPlayers: 2, maxPlayers: 10, payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10000 }] };
    await expectProblem(await call("/api/v1/management/payout-structures", { key, body: { ...base, roomId: "   " } }), 400, "validation_failed");
    const ok = await call("/api/v1/management/payout-structures", { key, body: { ...base, roomId: "Salle à manger 🂡" } });
    expect(ok.status).toBe(201);
    expect((await json(ok)).payoutStructure.roomId).toBe("Salle à manger 🂡");
  });
});

describe("HEAD (finding 7)", () => {
  it("HEAD on a GET route answers its headers without a body", async () => {
    const res = await call("/healthz", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(await res.text()).toBe("");
  });

  it("HEAD on a keyed GET route is authenticated like GET", async () => {
    expect((await call("/v1/limits", { method: "HEAD" })).status).toBe(401);
    const { key } = await tenant();
    const res = await call("/v1/limits", { method: "HEAD", key });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("405 lists HEAD beside GET", async () => {
    const res = await call("/healthz", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the internal-error log line and keys for missing projects (finding 9)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs request id, route and the error's class, no stack frames or file paths", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new TypeError("boom");
        },
      } as unknown as D1Database,
    };
    const res = await worker.fetch(
      new Request(BASE + CHIPS_PATH, {
        method: "POST",
        headers: { authorization: `Bearer sk_test_${"a".repeat(40)}`, "content-type": "application/json", "x-request-id": "req-frames-1" },
        body: JSON.stringify(CHIPS_BODY),
      }),
      broken,
      createExecutionContext(),
    );
    // D1 down while the key is looked up: 503 service_unavailable (nothing ran, retry), logged by class only.
    expect(res.status).toBe(503);
    const line = lines.find((l) => l.includes("key_lookup_failed"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).cause).toBe("TypeError");
    for (const l of lines) expect(l).not.toMatch(/\.ts|\.js|at /);
  });

  it("the admin API refuses a key restricted to a project that does not exist", async () => {
    const org = await createOrganization();
    const res = await call(`/api/v1/admin/organizations/${org.id}/keys`, {
      key: ADMIN_TOKEN,
      body: { name: "k", environment: "test", scopes: ["management"], projectId: "no-such-project" },
    });
    const problem = await expectProblem(res, 400, "validation_failed");
    expect(problem.errors).toEqual([expect.objectContaining({ path: "/projectId", code: "not_found" })]);
  });
});

describe("ICM's declared player cap is reachable (finding 6)", () => {
  it("10,000 players with 64-character ids fit the endpoint's declared body limit and get a deal", async () => {
    const { key } = await tenant({ freeCredits: 10 });
    const players = Array.from({ length: 10_000 }, (_, i) => ({ id: `p${String(i).padStart(63, "0")}`, stack: 1_000_000_000 + i }));
    // One paid place: 10,000 players are the budget's most for it (more places are priced per cell).
    const body = { players, payouts: [1_000_000] };
    const bytes = JSON.stringify(body).length;
    expect(bytes).toBeGreaterThan(64 * 1024 * 10); // far over the 64 KiB default
    const limits = await json(await call("/v1/limits", { key }));
    expect(bytes).toBeLessThanOrEqual(limits.calculations.icmDeal.maxBodyBytes);
    const res = await call("/v1/calculations/icm/deal", { key, body });
    expect(res.status).toBe(200);
    const deal = await json(res);
    expect(deal.players).toHaveLength(10_000);
    expect(deal.players.reduce((sum: number, p: { icmEquity: number }) => sum + p.icmEquity, 0)).toBeCloseTo(1_000_000, 3);
  });

  it("over the endpoint's own limit is 413, and other endpoints keep 64 KiB", async () => {
    const { key } = await tenant();
    const limits = await json(await call("/v1/limits", { key }));
    const over = JSON.stringify({ players: [], payouts: [], pad: "x".repeat(limits.calculations.icmDeal.maxBodyBytes) });
    await expectProblem(
      await call("/v1/calculations/icm/deal", { key, rawBody: over, headers: { "content-type": "application/json" } }),
      413,
      "payload_too_large",
    );
    const payoutsOver = JSON.stringify({ entrants: 10, prizePool: 100, pad: "x".repeat(70 * 1024) });
    await expectProblem(
      await call("/v1/calculations/tournaments/payouts", { key, rawBody: payoutsOver, headers: { "content-type": "application/json" } }),
      413,
      "payload_too_large",
    );
  });
});

describe("one meaning of allocated (finding 8)", () => {
  it("is what the players get, residue included, in ICM deals and in payouts alike", async () => {
    const { key } = await tenant();
    // Deal pool 1,003 in units of 10: 1,000 by largest remainder plus a residue of 3 to one player.
    const deal = await json(
      await call("/v1/calculations/icm/deal", {
        key,
        body: {
          players: [
            { id: "a", stack: 5000 },
            { id: "b", stack: 3000 },
            { id: "c", stack: 2000 },
          ],
          payouts: [603, 400],
          rounding: { unit: 10 },
        },
      }),
    );
    for (const method of ["icm", "chipChop", "equal", "blended"] as const) {
      const paid = deal.players.reduce((sum: number, p: { suggestions: Record<string, number> }) => sum + p.suggestions[method]!, 0);
      expect(paid).toBe(1003);
      expect(deal.reconciliation[method]).toMatchObject({ allocated: 1003, residue: 3 });
    }
    const payouts = await json(
      await call("/v1/calculations/tournaments/payouts", { key, body: { entrants: 20, prizePool: 1003, rounding: { unit: 10 } } }),
    );
    const paid = payouts.payouts.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0);
    expect(paid).toBe(1003);
    expect(payouts.reconciliation).toMatchObject({ allocated: 1003, roundingResidue: 3 });
  });
});

describe("budgets price what the work costs (findings 1 and 2)", () => {
  const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
  // Issue 9's request that held the CPU for 7-9 s: nearly all of the range's weight collides with Ah2c.
  const HOSTILE = {
    players: [{ hand: "Ah2c" }, { range: "random:0.000000001, AhAs, AhAd, AhAc, AhKh, AhKs, AhKd, AhKc, AhQh, AhQs, 2cAs, 2c2d, 2c2h, 2c2s, 2cKs" }],
    mode: "monte_carlo",
  };

  it("the 7-9 s equity request: 1,000,000 samples is 422 naming what fits; that count is served and matches the exact answer", async () => {
    const { key } = await tenant();
    const refused = await expectProblem(
      await call("/v1/calculations/equity/holdem", { key, body: { ...HOSTILE, monteCarlo: { samples: 1_000_000 } } }),
      422,
      "compute_budget_exceeded",
    );
    const most = Number(/at most (\d+) samples fit/.exec(refused.detail)![1]);
    expect(most).toBeGreaterThan(10_000);
    const mc = await json(await call("/v1/calculations/equity/holdem", { key, body: { ...HOSTILE, monteCarlo: { seed: 3, samples: most } } }));
    expect(mc.monteCarlo.samples).toBe(most);
    // The exact answer for the same request (preflop table), an independent path through the engine.
    const exact = await json(await call("/v1/calculations/equity/holdem", { key, body: { ...HOSTILE, mode: "exact" } }));
    expect(exact.method).toBe("exact");
    expect(Math.abs(mc.players[0].equity - exact.players[0].equity)).toBeLessThanOrEqual(4 * mc.monteCarlo.standardError);
  });

  it("exact ICM for 21 players / 13 paid (0.25-0.4 s before) is 422; auto answers by Monte Carlo", async () => {
    const { key } = await tenant();
    const players = Array.from({ length: 21 }, (_, i) => ({ id: `p${i}`, stack: 1000 + i }));
    const payouts = Array.from({ length: 13 }, (_, i) => 1300 - i * 100);
    await expectProblem(await call("/v1/calculations/icm/deal", { key, body: { players, payouts, mode: "exact" } }), 422, "compute_budget_exceeded");
    const auto = await json(await call("/v1/calculations/icm/deal", { key, body: { players, payouts } }));
    expect(auto.method).toBe("monte_carlo");
    expect(auto.monteCarlo.samples).toBeGreaterThanOrEqual(1000);
  });

  it("an explicit sample count over the budget is 422 naming the largest that fits, and that one is served", async () => {
    const { key } = await tenant();
    const players = Array.from({ length: 2400 }, (_, i) => ({ id: `p${i}`, stack: 1000 + (i % 50) }));
    const payouts = Array.from({ length: 20 }, (_, i) => 20_000 - i * 500);
    const body = { players, payouts, mode: "monte_carlo", monteCarlo: { samples: 1_000_000 } };
    const problem = await expectProblem(await call("/v1/calculations/icm/deal", { key, body }), 422, "compute_budget_exceeded");
    const most = Number(/at most (\d+) samples fit/.exec(problem.detail)![1]);
    expect(most).toBeGreaterThan(0);
    const served = await json(await call("/v1/calculations/icm/deal", { key, body: { ...body, monteCarlo: { samples: most } } }));
    expect(served.monteCarlo.samples).toBe(most);
    await expectProblem(
      await call("/v1/calculations/icm/deal", { key, body: { ...body, monteCarlo: { samples: most + 1 } } }),
      422,
      "compute_budget_exceeded",
    );
  });

  it("a chip plan of 499,999 in 12 prime denominations with an inventory (154 ms before) is 422 naming the largest stack", async () => {
    const { key } = await tenant();
    const denominations = PRIMES.map((value) => ({ value, available: 10 }));
    const problem = await expectProblem(
      await call("/v1/calculations/chips/starting-stack", { key, body: { players: 1000, startingStack: 499_999, denominations } }),
      422,
      "compute_budget_exceeded",
    );
    expect(problem.errors[0].message).toMatch(/at most \d+ fits/);
  });

  it("blinds whose chips make the expressibility search too costly (0.37 s before) are 422", async () => {
    const { key } = await tenant();
    const denominations = [2000003, 2000029, 2000039, 2000081, 2000083, 2000093, 2000107, 2000113, 2000143, 2000147, 2000153, 2000171];
    const body = { startingStack: 40_000_000_001, players: 2, targetDurationMinutes: 600, levelMinutes: 20, denominations };
    await expectProblem(await call("/v1/calculations/tournaments/blinds", { key, body }), 422, "compute_budget_exceeded");
  });
});
