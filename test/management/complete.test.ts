import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { tenant } from "../helpers";
import { APPROVED, api, codeAt, deliveredEvent, register, scheduledTournament } from "./fixtures";

const T = "/tournaments/{tournamentId}";
const entryBody = (i: number, participant = "human") => ({ displayName: `Player ${i}`, playerRef: `user-${i}`, participant });

async function eventsOf(tournamentId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM events WHERE subject_id = ?").bind(tournamentId).all<Record<string, string>>();
  return results;
}

describe("completion", () => {
  async function fullSng(key: string) {
    const t = await scheduledTournament(key, { roomId: "room-c" });
    const entries = [];
    for (let i = 1; i <= 6; i++) entries.push(await register(key, t.id, i, i === 6 ? "bot" : "human"));
    return { t, entries };
  }

  it("completes a sit-and-go: places, 65/35 prizes, the tournament.completed event in the same write", async () => {
    const { key } = await tenant();
    const { t, entries } = await fullSng(key);
    // Finishing order: entry 6 wins, entry 1 second, ...
    const order = [entries[5]!, entries[0]!, entries[1]!, entries[2]!, entries[3]!, entries[4]!];
    const results = order.map((e, i) => ({ entryId: e.id, place: i + 1 })).reverse();
    const res = await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results, prizePool: 1001 } });
    expect(res.status).toBe(200);
    const done = res.body.tournament;
    expect(done).toMatchObject({ status: "completed", prizePool: 1001, entrants: 6 });
    expect(done.completedAt).not.toBeNull();

    // 65% of 1001 = 650.65 and 35% = 350.35: floors 650 + 350, the 1 left goes to the larger remainder (1st).
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    const byId = new Map(list.body.data.map((e: { id: string }) => [e.id, e]));
    expect(byId.get(order[0]!.id)).toMatchObject({ status: "finished", place: 1, prize: 651 });
    expect(byId.get(order[1]!.id)).toMatchObject({ status: "finished", place: 2, prize: 350 });
    for (const e of order.slice(2)) expect(byId.get(e.id)).toMatchObject({ status: "finished", prize: 0 });

    const events = await eventsOf(t.id);
    expect(events).toHaveLength(1);
    // Stored without its results (they are read from the entries when sent); the body sent is the contract's.
    expect(JSON.parse(events[0]!.payload!).data.results).toBeUndefined();
    const event = await deliveredEvent(events[0]!.id!);
    expect(events[0]).toMatchObject({ type: "tournament.completed", environment: "test", organization_id: expect.stringMatching(/^org_/) });
    expect(event).toEqual({
      id: events[0]!.id,
      type: "tournament.completed",
      createdAt: done.completedAt,
      environment: "test",
      projectId: null,
      data: {
        tournament: { id: t.id, name: t.name, presetKey: "six_max_nlhe_sng_v1", roomId: "room-c", completedAt: done.completedAt, entrants: 6 },
        results: order.map((e, i) => ({
          entryId: e.id,
          displayName: e.displayName,
          participant: i === 0 ? "bot" : "human",
          place: i + 1,
          prize: [651, 350][i] ?? 0,
        })),
      },
    });
    expect(event.id).toMatch(/^evt_/);

    const again = await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results } });
    expect(again.status).toBe(409);
    for (const [method, path, body] of [
      ["POST", `${T}/publish`, undefined],
      ["POST", `${T}/cancel`, {}],
      ["PATCH", T, { name: "x" }],
      ["POST", `${T}/entries`, entryBody(9)],
    ] as const) {
      expect((await api(key, method, path, { tournamentId: t.id }, { body })).status, path).toBe(409);
    }
    expect(await eventsOf(t.id)).toHaveLength(1);
  });

  it("without a prize pool nobody is paid", async () => {
    const { key } = await tenant();
    const { t, entries } = await fullSng(key);
    const res = await api(
      key,
      "POST",
      `${T}/complete`,
      { tournamentId: t.id },
      { body: { results: entries.map((e, i) => ({ entryId: e.id, place: i + 1 })) } },
    );
    expect(res.body.tournament.prizePool).toBe(0);
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(list.body.data.every((e: { prize: number }) => e.prize === 0)).toBe(true);
  });

  it("splits by largest remainder with ties to the better place, summing exactly to the pool", async () => {
    const { key } = await tenant();
    const ps = (
      await api(
        key,
        "POST",
        "/payout-structures",
        {},
        {
          body: {
            name: "50/25/25",
            roomId: "room-1",
            minPlayers: 3,
            maxPlayers: 50,
            payouts: [
              { fromPlace: 1, toPlace: 1, basisPoints: 5000 },
              { fromPlace: 2, toPlace: 3, basisPoints: 2500 },
            ],
          },
        },
      )
    ).body.payoutStructure.id;
    const cases: Array<[number, number[]]> = [
      [10, [5, 3, 2]], // 5 / 2.5 / 2.5: one spare unit, tied remainders: the better place (2nd) gets it
      [7, [3, 2, 2]], // 3.5 / 1.75 / 1.75: floors 3, 1, 1; remainders .5 < .75 = .75: 2nd and 3rd get one each
      [1, [1, 0, 0]], // .5 / .25 / .25: the single unit goes to the largest remainder
    ];
    for (const [pool, expected] of cases) {
      const t = await scheduledTournament(key, {
        presetKey: "scheduled_mtt_nlhe_v1",
        blindStructureId: APPROVED.mttBlinds,
        payoutStructureId: ps,
        trustMode: "human_only",
      });
      const e = [];
      for (let i = 1; i <= 4; i++) e.push(await register(key, t.id, i));
      const res = await api(
        key,
        "POST",
        `${T}/complete`,
        { tournamentId: t.id },
        { body: { prizePool: pool, results: e.map((x, i) => ({ entryId: x.id, place: i + 1 })) } },
      );
      expect(res.status).toBe(200);
      const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
      const prizes = [...list.body.data]
        .sort((a: { place: number }, b: { place: number }) => a.place - b.place)
        .map((x: { prize: number }) => x.prize);
      expect(prizes, `pool ${pool}`).toEqual([...expected, 0]);
      expect(prizes.reduce((a: number, b: number) => a + b, 0)).toBe(pool);
    }
  });

  it("validates results: every entry once, places 1..n distinct", async () => {
    const { key } = await tenant();
    const { t, entries } = await fullSng(key);
    const ok = entries.map((e, i) => ({ entryId: e.id, place: i + 1 }));
    const cases: Array<[unknown, string, string]> = [
      [[...ok.slice(0, 5), { entryId: "ent_unknown", place: 6 }], "/results/5/entryId", "not_found"],
      [[...ok.slice(0, 5), { entryId: ok[0]!.entryId, place: 6 }], "/results/5/entryId", "duplicate"],
      [[...ok.slice(0, 5), { entryId: ok[5]!.entryId, place: 5 }], "/results/5/place", "duplicate"],
      [[...ok.slice(0, 5), { entryId: ok[5]!.entryId, place: 7 }], "/results/5/place", "too_large"],
      [ok.slice(0, 5), "/results", "missing_entries"],
      [[], "/results", "too_small"],
      [[{ entryId: ok[0]!.entryId, place: 0 }], "/results/0/place", "too_small"],
    ];
    for (const [results, path, code] of cases) {
      const res = await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results } });
      expect(res.status, path).toBe(400);
      expect(codeAt(res.body, path), `${path}: ${JSON.stringify(res.body.errors)}`).toBe(code);
    }
    const pool = await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results: ok, prizePool: -1 } });
    expect(codeAt(pool.body, "/prizePool")).toBe("too_small");
    expect((await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results: ok, prizePool: 1.5 } })).status).toBe(400);
    expect((await api(key, "GET", T, { tournamentId: t.id })).body.tournament.status).toBe("scheduled");
    expect(await eventsOf(t.id)).toHaveLength(0);
  });

  it("needs the preset's minimum field, and a field the payout structure covers when there is a prize pool", async () => {
    const { key } = await tenant();
    const sng = await scheduledTournament(key);
    const five = [];
    for (let i = 1; i <= 5; i++) five.push(await register(key, sng.id, i));
    const short = await api(
      key,
      "POST",
      `${T}/complete`,
      { tournamentId: sng.id },
      { body: { results: five.map((e, i) => ({ entryId: e.id, place: i + 1 })) } },
    );
    expect(short.status).toBe(409);
    expect(short.body.detail).toMatch(/at least 6/);

    // The default MTT payout structure pays fields of 10..30; three entrants can finish without prizes only.
    const mtt = await scheduledTournament(key, {
      presetKey: "scheduled_mtt_nlhe_v1",
      blindStructureId: APPROVED.mttBlinds,
      payoutStructureId: APPROVED.mttPayout,
      trustMode: "human_only",
    });
    const three = [];
    for (let i = 1; i <= 3; i++) three.push(await register(key, mtt.id, i));
    const results = three.map((e, i) => ({ entryId: e.id, place: i + 1 }));
    expect((await api(key, "POST", `${T}/complete`, { tournamentId: mtt.id }, { body: { results, prizePool: 100 } })).status).toBe(409);
    expect((await api(key, "POST", `${T}/complete`, { tournamentId: mtt.id }, { body: { results } })).status).toBe(200);
  });

  it("concurrent completions make one transition and one event", async () => {
    const { key } = await tenant();
    const { t, entries } = await fullSng(key);
    const results = entries.map((e, i) => ({ entryId: e.id, place: i + 1 }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results, prizePool: 600 } })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await eventsOf(t.id)).toHaveLength(1);
    const list = await api(key, "GET", `${T}/entries`, { tournamentId: t.id });
    expect(list.body.data.reduce((sum: number, e: { prize: number }) => sum + e.prize, 0)).toBe(600);
  });

  it("a project key's tournament records its project on the event", async () => {
    const { org } = await tenant();
    const { issueKey } = await import("../helpers");
    const key = (await issueKey(org.id, { projectId: "my-app" })).secret;
    const { t, entries } = await fullSng(key);
    await api(key, "POST", `${T}/complete`, { tournamentId: t.id }, { body: { results: entries.map((e, i) => ({ entryId: e.id, place: i + 1 })) } });
    const [event] = await eventsOf(t.id);
    expect(event!.project_id).toBe("my-app");
    expect(JSON.parse(event!.payload!).projectId).toBe("my-app");
  });
});
