import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { FAILED_OPENS_PER_MINUTE, FailedOpens } from "../../src/embed/rate-limits.ts";
import { call, expectContract, expectProblem, json } from "../helpers.ts";
import {
  backdateExpiry,
  CREATE_PATH,
  createSession,
  embedTenant,
  expectDocumentedHeaders,
  freshAddress,
  OTHER_SITE,
  open,
  openPath,
  SITE,
  sessionBody,
  sessionStub,
  storedValues,
  targetOf,
} from "./helpers.ts";

const OPEN_TEMPLATE = "/api/v1/embed-sessions/{embedSessionId}/open";
/** Well formed (es_ + 10 Crockford + 16 base62) but never issued. */
const UNKNOWN_ID = "es_01M8200000AAAAAAAAAAAAAAAA";

async function newSession(overrides: Record<string, unknown> = {}) {
  const { key, projectId } = await embedTenant();
  return { ...(await createSession(key, sessionBody(projectId, overrides))), projectId };
}

describe("POST /api/v1/embed-sessions/{embedSessionId}/open", () => {
  it("opens once: 200 with the session's grant and CORS for its origin, then 403 invalid_launch_secret", async () => {
    const launch = await newSession();
    const [t1, t2] = targetOf(launch.projectId).tableIds;
    const res = await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: t2 });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(res.headers.get("vary")).toBe("Origin");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectDocumentedHeaders("POST", OPEN_TEMPLATE, 200, res);
    const body = await json(res);
    expectContract("POST", OPEN_TEMPLATE, 200, body);
    expect(body).toEqual({
      brand: "Arena Hold'em",
      embedSessionId: launch.embedSessionId,
      expiresAt: launch.expiresAt,
      mode: "spectator",
      productKey: "arena-holdem",
      ringGameId: targetOf(launch.projectId).ringGameId,
      tableId: t2,
      ringGame: { name: "Embed 1/2", game: "nlhe", tableSize: 6, smallBlind: 1, bigBlind: 2, spectators: { mode: "live", delaySeconds: 0 } },
      tables: [
        { id: t1, name: "Table 1", status: "waiting", seated: 0 },
        { id: t2, name: "Table 2", status: "waiting", seated: 0 },
      ],
      stream: {
        url: `ws://localhost:8787/v1/tables/${t2}/connect`,
        ticket: expect.stringMatching(/^tkt_/),
        expiresAt: expect.any(String),
        // A live stream: the table as of the ticket, drawn before the socket opens (nothing has happened at it yet).
        snapshot: {
          type: "snapshot",
          seq: 0,
          serverTime: expect.any(String),
          table: {
            id: t2,
            name: "Table 2",
            status: "waiting",
            handNumber: 0,
            seats: [],
            button: null,
            board: "",
            pots: [],
            toAct: null,
            actionDeadline: null,
            ringGameId: expect.any(String),
          },
          hand: null,
          you: null,
        },
      },
      resumeToken: expect.stringMatching(/^esr_[A-Za-z0-9_-]{43}$/),
      streamExpiresAt: expect.any(String),
    });
    const again = await open(launch.embedSessionId, { launchSecret: launch.secret, tableId: t2 });
    await expectProblem(again, 403, "invalid_launch_secret");
    expect(again.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("of 5 concurrent opens with one secret, exactly one is 200", async () => {
    const launch = await newSession();
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(launch.embedSessionId, { launchSecret: launch.secret })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403, 403]);
    for (const res of answers.filter((r) => r.status === 403)) await expectProblem(res, 403, "invalid_launch_secret");
  });

  it("answers 404 for an unknown session, well formed or not, without CORS headers", async () => {
    for (const id of [UNKNOWN_ID, "es_nope", "x"]) {
      const res = await open(id, { launchSecret: "els_whatever" });
      await expectProblem(res, 404, "not_found");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("checks in the contract's order: secret before origin before table, and refusals leave the secret usable", async () => {
    const launch = await newSession();
    const id = launch.embedSessionId;
    // Wrong secret from the wrong origin for a wrong table: the secret is checked first.
    await expectProblem(await open(id, { launchSecret: `${launch.secret}x`, origin: OTHER_SITE, tableId: "t9" }), 403, "invalid_launch_secret");
    // The right secret from another origin (the origin in the body is what counts).
    const otherOrigin = await open(id, { launchSecret: launch.secret, origin: OTHER_SITE, tableId: "t9" });
    await expectProblem(otherOrigin, 403, "origin_not_allowed");
    expect(otherOrigin.headers.get("access-control-allow-origin")).toBe(SITE);
    // The right secret and origin, a table outside target.tableIds.
    await expectProblem(await open(id, { launchSecret: launch.secret, tableId: "t9" }), 403, "forbidden");
    // None of those used the secret up.
    expect((await open(id, { launchSecret: launch.secret })).status).toBe(200);
  });

  it("compares the body's origin normalized, and refuses a malformed one with 400", async () => {
    const launch = await newSession();
    const bad = await expectProblem(
      await open(launch.embedSessionId, { launchSecret: launch.secret, origin: `${SITE}/path` }),
      400,
      "validation_failed",
    );
    expect(bad.errors).toEqual([expect.objectContaining({ path: "/origin", code: "invalid_format" })]);
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret, origin: "HTTPS://app.example.com:443" })).status).toBe(200);
  });

  it("validates the body before anything else", async () => {
    const problem = await expectProblem(await call(openPath(UNKNOWN_ID), { body: { launchSecret: "", tableId: 3 } }), 400, "validation_failed");
    // (tableId may be left out: the page then shows a picker; a wrong type is still refused.)
    expect(problem.errors.map((e: { path: string }) => e.path).sort()).toEqual(["/launchSecret", "/origin", "/tableId"]);
  });
});

describe("expiry (CONTRACT.md 4.8)", () => {
  it("by the alarm: secret and target erased, a tombstone answers 410 with CORS for the origin", async () => {
    const launch = await newSession();
    await backdateExpiry(launch.embedSessionId);
    expect(await runDurableObjectAlarm(sessionStub(launch.embedSessionId))).toBe(true);
    const stored = await storedValues(launch.embedSessionId);
    expect(stored).toEqual({
      session: { kind: "tombstone", embedSessionId: launch.embedSessionId, expiresAt: expect.any(Number), origin: SITE },
    });
    const res = await open(launch.embedSessionId, { launchSecret: launch.secret });
    await expectProblem(res, 410, "embed_session_expired");
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("by a late read before the alarm ran: 410, then still 410 after the alarm", async () => {
    const launch = await newSession();
    await backdateExpiry(launch.embedSessionId);
    // The alarm has not run: the read itself notices the expiry, and erases the session.
    await expectProblem(await open(launch.embedSessionId, { launchSecret: launch.secret }), 410, "embed_session_expired");
    expect(Object.keys((await storedValues(launch.embedSessionId)).session as object).sort()).toEqual([
      "embedSessionId",
      "expiresAt",
      "kind",
      "origin",
    ]);
    await runDurableObjectAlarm(sessionStub(launch.embedSessionId));
    await expectProblem(await open(launch.embedSessionId, { launchSecret: launch.secret }), 410, "embed_session_expired");
  });

  it("410 comes before the secret check: a wrong secret on an expired session is 410", async () => {
    const launch = await newSession();
    await backdateExpiry(launch.embedSessionId);
    await expectProblem(await open(launch.embedSessionId, { launchSecret: "els_wrong", origin: OTHER_SITE }), 410, "embed_session_expired");
  });

  it("an alarm that runs early leaves the session live and sets itself again", async () => {
    const launch = await newSession();
    expect(await runDurableObjectAlarm(sessionStub(launch.embedSessionId))).toBe(true);
    expect(((await storedValues(launch.embedSessionId)).session as { kind: string }).kind).toBe("live");
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret })).status).toBe(200);
  });

  it("after expiry the same idempotency key creates a new session", async () => {
    const { key, projectId } = await embedTenant();
    const headers = { "x-idempotency-key": "launch-after-expiry" };
    const first = await createSession(key, sessionBody(projectId), headers);
    await backdateExpiry(first.embedSessionId);
    const res = await call(CREATE_PATH, { key, body: sessionBody(projectId), headers });
    expect(res.status).toBe(201);
    const second = (await json(res)).launch;
    expect(second.embedSessionId).not.toBe(first.embedSessionId);
    expect(Date.parse(second.expiresAt)).toBeGreaterThan(Date.now());
    const secret = new URL(second.launchUrl).hash.replace("#launchSecret=", "");
    expect((await open(second.embedSessionId, { launchSecret: secret })).status).toBe(200);
    // ...and the key now reissues for the new session.
    const third = (await json(await call(CREATE_PATH, { key, body: sessionBody(projectId), headers }))).launch;
    expect(third.embedSessionId).toBe(second.embedSessionId);
  });
});

describe("CORS", () => {
  const preflight = (id: string, origin: string | null) =>
    call(openPath(id), {
      method: "OPTIONS",
      headers: { ...(origin ? { origin } : {}), "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  it("a preflight from the session's origin is 204 with headers for that origin only", async () => {
    const launch = await newSession();
    const res = await preflight(launch.embedSessionId, SITE);
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(res.headers.get("access-control-allow-methods")).toBe("POST");
    expectDocumentedHeaders("OPTIONS", OPEN_TEMPLATE, 204, res);
    expect(res.headers.get("access-control-allow-headers")).toContain("content-type");
    expect(await res.text()).toBe("");
  });

  it("a preflight from any other origin, without an Origin, or for an unknown session is 403", async () => {
    const launch = await newSession();
    for (const [id, origin] of [
      [launch.embedSessionId, OTHER_SITE],
      [launch.embedSessionId, "http://localhost:5173"],
      [launch.embedSessionId, null],
      [UNKNOWN_ID, SITE],
    ] as const) {
      const res = await preflight(id, origin);
      await expectProblem(res, 403, "origin_not_allowed");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("a preflight for an expired session still names its origin, so the page can read the 410", async () => {
    const launch = await newSession();
    await backdateExpiry(launch.embedSessionId);
    expect((await preflight(launch.embedSessionId, SITE)).status).toBe(204);
  });

  it("an open from another origin gets CORS headers naming the session's origin, never its own", async () => {
    const launch = await newSession();
    const res = await open(launch.embedSessionId, { launchSecret: launch.secret }, { origin: OTHER_SITE });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("OPTIONS elsewhere is 405", async () => {
    const res = await call(CREATE_PATH, { method: "OPTIONS" });
    await expectProblem(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toBe("POST");
  });
});

describe("rate limits on open", () => {
  it("wrong secrets from other addresses never lock the spectator out (any number of them)", async () => {
    const launch = await newSession();
    for (let i = 0; i < 3 * FAILED_OPENS_PER_MINUTE; i++)
      await expectProblem(await open(launch.embedSessionId, { launchSecret: `els_guess${i}` }), 403, "invalid_launch_secret");
    const res = await open(launch.embedSessionId, { launchSecret: launch.secret });
    expect(res.status).toBe(200);
  });

  it("10 wrong secrets a minute per address and session: then that address is 429 for that session, even with the right secret", async () => {
    const launch = await newSession();
    const other = await newSession();
    const attacker = freshAddress();
    for (let i = 0; i < FAILED_OPENS_PER_MINUTE; i++) {
      const res = await open(launch.embedSessionId, { launchSecret: `els_guess${i}` }, { "cf-connecting-ip": attacker });
      await expectProblem(res, 403, "invalid_launch_secret");
    }
    const limited = await open(launch.embedSessionId, { launchSecret: launch.secret }, { "cf-connecting-ip": attacker });
    await expectProblem(limited, 429, "rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // About a known session: the page of its origin can read the refusal.
    expect(limited.headers.get("access-control-allow-origin")).toBe(SITE);
    // The same address on another session is not limited, and another address opens this one.
    await expectProblem(
      await open(other.embedSessionId, { launchSecret: "els_guess" }, { "cf-connecting-ip": attacker }),
      403,
      "invalid_launch_secret",
    );
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret })).status).toBe(200);
  });

  it("an IPv6 client counts as its /64: wrong secrets from many addresses of one /64 lock that /64 only", async () => {
    const launch = await newSession();
    // freshAddress gives a fresh /64; the attacker rotates through hosts of this one.
    const network = freshAddress().split("::")[0]!;
    for (let i = 0; i < FAILED_OPENS_PER_MINUTE; i++) {
      const res = await open(launch.embedSessionId, { launchSecret: `els_guess${i}` }, { "cf-connecting-ip": `${network}::${(i + 1).toString(16)}` });
      await expectProblem(res, 403, "invalid_launch_secret");
    }
    // Another host of the same /64, written out in full and in capitals, is refused even with the right secret.
    const [a, b, c, d] = network.split(":").map((g) => g.padStart(4, "0").toUpperCase());
    const sameNetwork = `${a}:${b}:${c}:${d}:0000:0000:0000:ABCD`;
    await expectProblem(await open(launch.embedSessionId, { launchSecret: launch.secret }, { "cf-connecting-ip": sameNetwork }), 429, "rate_limited");
    // Another /64 opens it.
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret }, { "cf-connecting-ip": freshAddress() })).status).toBe(200);
  });

  it("a successful open is not a failure; unknown and expired sessions count nothing", async () => {
    const address = freshAddress();
    const launch = await newSession();
    expect((await open(launch.embedSessionId, { launchSecret: launch.secret }, { "cf-connecting-ip": address })).status).toBe(200);
    for (let i = 0; i < FAILED_OPENS_PER_MINUTE; i++)
      await expectProblem(
        await open(launch.embedSessionId, { launchSecret: launch.secret }, { "cf-connecting-ip": address }),
        403,
        "invalid_launch_secret",
      );
    await expectProblem(await open(launch.embedSessionId, { launchSecret: launch.secret }, { "cf-connecting-ip": address }), 429, "rate_limited");
    const expired = await newSession();
    await backdateExpiry(expired.embedSessionId);
    for (let i = 0; i < FAILED_OPENS_PER_MINUTE + 1; i++)
      await expectProblem(
        await open(expired.embedSessionId, { launchSecret: "els_guess" }, { "cf-connecting-ip": address }),
        410,
        "embed_session_expired",
      );
  });

  it("60 attempts a minute per client address", async () => {
    const address = freshAddress();
    for (let i = 0; i < 60; i++) {
      const res = await open(`es_01M8200000${String(i).padStart(16, "A")}`, { launchSecret: "els_guess" }, { "cf-connecting-ip": address });
      expect(res.status).toBe(404);
    }
    await expectProblem(await open(UNKNOWN_ID, { launchSecret: "els_guess" }, { "cf-connecting-ip": address }), 429, "rate_limited");
    // Another address is not affected.
    await expectProblem(await open(UNKNOWN_ID, { launchSecret: "els_guess" }), 404, "not_found");
  });
});

describe("FailedOpens: the per-address window of wrong secrets", () => {
  it("refuses the 11th attempt of an address inside its minute, says when to come back, and forgets after the minute", () => {
    const failed = new FailedOpens();
    const t0 = 1_000_000;
    for (let i = 0; i < FAILED_OPENS_PER_MINUTE; i++) {
      expect(failed.retryAfterSeconds("a", t0 + i)).toBe(0);
      failed.record("a", t0 + i);
    }
    expect(failed.retryAfterSeconds("a", t0 + 10)).toBe(60);
    expect(failed.retryAfterSeconds("a", t0 + 59_500)).toBe(1);
    expect(failed.retryAfterSeconds("b", t0 + 10)).toBe(0);
    expect(failed.retryAfterSeconds("a", t0 + 60_000)).toBe(0);
    // A new window starts with the next failure.
    failed.record("a", t0 + 60_000);
    expect(failed.retryAfterSeconds("a", t0 + 60_001)).toBe(0);
  });

  it("stays bounded in memory: many addresses forget the oldest windows first", () => {
    const failed = new FailedOpens();
    for (let i = 0; i < FAILED_OPENS_PER_MINUTE; i++) failed.record("first", 0);
    for (let i = 0; i < 5000; i++) failed.record(`addr-${i}`, 1);
    expect(failed.retryAfterSeconds("first", 2)).toBe(0);
  });
});

describe("the launch secret never leaks", () => {
  it("is in no log line and no response header, and the page gets it from the fragment only", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    try {
      const { key, projectId } = await embedTenant();
      const headers = { "x-idempotency-key": "leak-check" };
      const created = await call(CREATE_PATH, { key, body: sessionBody(projectId), headers });
      const launch = (await json(created)).launch;
      const secret = new URL(launch.launchUrl).hash.replace("#launchSecret=", "");
      const reissued = await call(CREATE_PATH, { key, body: sessionBody(projectId), headers });
      const reissuedSecret = new URL((await json(reissued)).launch.launchUrl).hash.replace("#launchSecret=", "");
      const responses = [
        created,
        reissued,
        await open(launch.embedSessionId, { launchSecret: secret }),
        await open(launch.embedSessionId, { launchSecret: reissuedSecret }),
        await open(launch.embedSessionId, { launchSecret: reissuedSecret }),
        await call(`/embed/spectator/${launch.embedSessionId}`),
      ];
      expect(lines.some((line) => line.includes('"route":"POST /api/v1/embed-sessions/{embedSessionId}/open"'))).toBe(true);
      for (const candidate of [secret, reissuedSecret]) {
        for (const line of lines) expect(line).not.toContain(candidate);
        for (const res of responses) for (const [, value] of res.headers) expect(value).not.toContain(candidate);
      }
      for (const line of lines) expect(line).not.toContain("els_");
      // The page never embeds a secret: it reads the fragment in the browser.
      expect(await responses[5]!.text()).not.toContain("els_");
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("GET /embed/spectator/{embedSessionId}", () => {
  const directives = (csp: string | null) =>
    Object.fromEntries((csp ?? "").split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

  it("is framed only by the session's origin, sends no Referer and loads nothing", async () => {
    const launch = await newSession();
    const res = await call(`/embed/spectator/${launch.embedSessionId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectDocumentedHeaders("GET", "/embed/spectator/{embedSessionId}", 200, res);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp["frame-ancestors"]).toBe(SITE);
    expect(csp["default-src"]).toBe("'none'");
    // The socket's origin written out: WebKit does not match 'self' to ws: (EMBED_BASE_URL is http://localhost:8787 here).
    expect(csp["connect-src"]).toBe("'self' ws://localhost:8787");
    const nonce = /^'nonce-([A-Za-z0-9]+)'$/.exec(csp["script-src"]!)?.[1];
    expect(nonce).toBeDefined();
    const html = await res.text();
    // One inline script and one style, both with the nonce; no src or href anywhere.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/\b(src|href)=/);
    // The fragment is removed before anything else runs.
    expect(html.indexOf("history.replaceState")).toBeLessThan(html.indexOf("fetch("));
    // A new nonce on every response.
    const again = directives((await call(`/embed/spectator/${launch.embedSessionId}`)).headers.get("content-security-policy"));
    expect(again["script-src"]).not.toBe(csp["script-src"]);
  });

  it("keeps the session's origin after expiry (so it can say so) and frames nowhere for an unknown session", async () => {
    const launch = await newSession();
    await backdateExpiry(launch.embedSessionId);
    expect(directives((await call(`/embed/spectator/${launch.embedSessionId}`)).headers.get("content-security-policy"))["frame-ancestors"]).toBe(
      SITE,
    );
    for (const id of [UNKNOWN_ID, "x"]) {
      const res = await call(`/embed/spectator/${id}`);
      expect(res.status).toBe(200);
      expect(directives(res.headers.get("content-security-policy"))["frame-ancestors"]).toBe("'none'");
    }
  });

  it("cannot be made to run injected script through the session id", async () => {
    const res = await call(`/embed/spectator/${encodeURIComponent("</script><script>alert(1)</script>")}`);
    const html = await res.text();
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
