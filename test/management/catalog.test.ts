import { describe, expect, it } from "vitest";
import { issueKey, tenant } from "../helpers";
import { APPROVED, api, CATALOG_VERSION } from "./fixtures";

/** Independent check of CONTRACT.md 4.4 on a seeded structure. */
const PRESET_KEYS = ["scheduled_mtt_nlhe_v1", "scheduled_mtt_plo4_v1", "six_max_nlhe_sng_v1", "six_max_plo4_sng_v1"];

function perPlaceTotal(payouts: Array<{ fromPlace: number; toPlace: number; basisPoints: number }>) {
  return payouts.reduce((sum, t) => sum + t.basisPoints * (t.toPlace - t.fromPlace + 1), 0);
}

describe("tournament catalog", () => {
  it("lists the presets and the approved structures, each with the catalog version", async () => {
    const { key } = await tenant();
    const res = await api(key, "GET", "/tournament-catalog");
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.catalogVersion).toBe(CATALOG_VERSION);
    expect(body.object).toBe("developer_tournament_catalog");
    expect(body.presets.map((p: { presetKey: string }) => p.presetKey).sort()).toEqual(PRESET_KEYS);
    const { blindStructures, payoutStructures } = body.approvedStructures;
    expect(blindStructures.map((s: { id: string }) => s.id).sort()).toEqual([APPROVED.mttBlinds, APPROVED.sngBlinds].sort());
    expect(payoutStructures.length).toBeGreaterThanOrEqual(2);
    for (const record of [...body.presets, ...blindStructures, ...payoutStructures]) expect(record.catalogVersion).toBe(CATALOG_VERSION);
    for (const s of [...blindStructures, ...payoutStructures]) {
      expect(s).toMatchObject({ ownership: "approved", roomId: null });
    }
    for (const p of payoutStructures) {
      expect(perPlaceTotal(p.payouts)).toBe(10_000);
      expect(p.payouts.at(-1).toPlace).toBeLessThanOrEqual(p.minPlayers);
    }
    const sng = payoutStructures.find((p: { id: string }) => p.id === APPROVED.sngPayout);
    expect(sng).toMatchObject({
      minPlayers: 6,
      maxPlayers: 6,
      payouts: [
        { fromPlace: 1, toPlace: 1, basisPoints: 6500 },
        { fromPlace: 2, toPlace: 2, basisPoints: 3500 },
      ],
      ladder: null,
    });
    // The calculated ladder covers every field the scheduled MTT preset allows; its tiers are a field of 2's.
    expect(payoutStructures.find((p: { id: string }) => p.id === APPROVED.mttLadderPayout)).toMatchObject({
      minPlayers: 2,
      maxPlayers: 10_000,
      payouts: [{ fromPlace: 1, toPlace: 1, basisPoints: 10_000 }],
      ladder: { style: "standard", rounding: { unit: 1 } },
    });
    // Approved blind structures obey the level rules: blinds never decrease, bigBlind >= smallBlind.
    for (const s of blindStructures) {
      const levels = s.levels.filter((l: { kind: string }) => l.kind === "level");
      levels.forEach((l: { smallBlind: number; bigBlind: number }, i: number) => {
        expect(l.bigBlind).toBeGreaterThanOrEqual(l.smallBlind);
        if (i > 0) expect(l.bigBlind).toBeGreaterThanOrEqual(levels[i - 1].bigBlind);
      });
    }
  });

  it("presets describe the contract's two formats with their default structures", async () => {
    const { key } = await tenant();
    const list = await api(key, "GET", "/tournament-presets");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      catalogVersion: CATALOG_VERSION,
      object: "developer_tournament_presets",
      page: { limit: 50, hasMore: false, nextCursor: null },
    });
    const mtt = list.body.data.find((p: { presetKey: string }) => p.presetKey === "scheduled_mtt_nlhe_v1");
    expect(mtt).toMatchObject({
      format: "mtt",
      game: "nlhe",
      tableSize: 9,
      minPlayers: 2,
      maxPlayers: 10000,
      defaultBlindStructureId: APPROVED.mttBlinds,
      defaultPayoutStructureId: APPROVED.mttLadderPayout,
    });
    const sng = list.body.data.find((p: { presetKey: string }) => p.presetKey === "six_max_nlhe_sng_v1");
    expect(sng).toMatchObject({
      format: "sng",
      tableSize: 6,
      minPlayers: 6,
      maxPlayers: 6,
      defaultBlindStructureId: APPROVED.sngBlinds,
      defaultPayoutStructureId: APPROVED.sngPayout,
    });

    // The pot-limit Omaha twins: the same structures, formats and stacks, tables dealing four-card Omaha.
    for (const [omaha, holdem] of [
      ["scheduled_mtt_plo4_v1", mtt],
      ["six_max_plo4_sng_v1", sng],
    ] as const) {
      const twin = list.body.data.find((p: { presetKey: string }) => p.presetKey === omaha);
      expect(twin).toEqual({ ...holdem, presetKey: omaha, game: "plo4", name: expect.stringContaining("Pot-Limit Omaha") });
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= PRESET_KEYS.length; page++) {
      const res = await api(key, "GET", "/tournament-presets", {}, { query: `limit=1${cursor ? `&cursor=${cursor}` : ""}` });
      expect(res.body.data).toHaveLength(1);
      expect(res.body.page.hasMore).toBe(page < PRESET_KEYS.length);
      seen.push(res.body.data[0].presetKey);
      cursor = res.body.page.nextCursor;
    }
    expect(cursor).toBeNull();
    expect(seen.sort()).toEqual(PRESET_KEYS);
  });

  it("GET /tournament-presets/{presetKey} returns the preset with its defaults; unknown is 404", async () => {
    const { key } = await tenant();
    const res = await api(key, "GET", "/tournament-presets/{presetKey}", { presetKey: "six_max_nlhe_sng_v1" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      catalogVersion: CATALOG_VERSION,
      object: "developer_tournament_preset",
      preset: { presetKey: "six_max_nlhe_sng_v1" },
      defaults: { blindStructure: { id: APPROVED.sngBlinds }, payoutStructure: { id: APPROVED.sngPayout } },
    });
    expect((await api(key, "GET", "/tournament-presets/{presetKey}", { presetKey: "nope_v1" })).status).toBe(404);
  });

  it("list parameters are validated", async () => {
    const { key } = await tenant();
    const bad = await api(key, "GET", "/tournament-presets", {}, { query: "limit=0" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("/query/limit");
    const cursor = await api(key, "GET", "/tournament-presets", {}, { query: "cursor=garbage" });
    expect(cursor.status).toBe(400);
    expect(cursor.body.errors[0].path).toBe("/query/cursor");
  });

  it("needs a management key: none is 401, a calculations-only key is 403", async () => {
    const { org } = await tenant();
    const calc = await issueKey(org.id, { scopes: ["calculations"] });
    expect((await api("", "GET", "/tournament-catalog")).status).toBe(401);
    const res = await api(calc.secret, "GET", "/tournament-catalog");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });
});
