import { SELF } from "cloudflare:test";
import { createClient, verifyShuffle } from "@pokerworks/sdk";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../packages/sdk/src/generated/operations.ts";
import openapi from "../../schemas/openapi.json";
import { freshAddress, SITE, secretOf } from "../embed/helpers.ts";
import { BLINDS_EXAMPLE, HOLDEM_HAND_EXAMPLE } from "../fixtures/requests.ts";
import { BASE, CHIPS_BODY, expectContract, tenant } from "../helpers.ts";
import { APPROVED, future } from "../management/fixtures.ts";
import { endLevelNow, runStart, startLater, startSoon } from "../tournaments/fixtures.ts";
import { receiverName, receiverUrl, waitFor } from "../webhooks/helpers.ts";

/**
 * The SDK against the Worker: every operation of openapi.json called once through its SDK method,
 * each answer checked against the operation's schema. A route added without a call here fails the
 * last assertion (add the call; the SDK method exists once `npm run openapi` regenerated it).
 */

const templates = Object.entries(OPERATIONS)
  .map(([id, [method, path]]) => ({ id, method, path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`) }))
  // Literal segments win over parameters (POST /v1/shuffles/verify is not /v1/shuffles/{shuffleId}).
  .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));

function operationOf(request: Request) {
  const path = new URL(request.url).pathname;
  return templates.find((t) => t.method === request.method && t.pattern.test(path));
}

describe("the SDK's operations table", () => {
  it("is openapi.json's operations, methods and paths (regenerate with `npm run openapi`)", () => {
    const expected: Record<string, [string, string]> = {};
    for (const [path, item] of Object.entries(openapi.paths as Record<string, Record<string, { operationId: string }>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (["get", "put", "post", "delete", "patch", "head"].includes(method)) expected[operation.operationId] = [method.toUpperCase(), path];
      }
    }
    const actual = Object.fromEntries(Object.entries(OPERATIONS).map(([id, [method, path]]) => [id, [method, path]]));
    expect(actual).toEqual(expected);
  });
});

describe("every operation through the SDK", () => {
  it("answers each one's happy path, matching its OpenAPI schema", async () => {
    const { key } = await tenant();
    const called = new Set<string>();
    const pw = createClient({
      baseUrl: BASE,
      apiKey: key,
      fetch: async (request) => {
        const operation = operationOf(request);
        expect(operation, `${request.method} ${request.url} is an operation`).toBeDefined();
        const response = await SELF.fetch(request);
        expect(response.status, `${operation!.id}: ${await response.clone().text()}`).toBeLessThan(300);
        called.add(operation!.id);
        const type = response.headers.get("content-type") ?? "";
        if (type.startsWith("application/json")) expectContract(request.method, operation!.path, response.status, await response.clone().json());
        return response;
      },
    });

    // Meta
    expect((await pw.getHealth()).status).toBe("ok");
    expect((await pw.getOpenApi()).openapi).toBe(openapi.openapi);
    expect((await pw.getAsyncApi()).asyncapi).toBe("3.0.0");
    expect(await pw.getDocs()).toContain("<html");
    expect(await pw.getErrorDocs()).toContain("validation_failed");
    expect((await pw.getLimits()).lastResponse.status).toBe(200);

    // Calculations (each one credit, engine version in the header and the body)
    const equity = await pw.calculateHoldemEquity({ body: { players: [{ hand: "AsAh" }, { hand: "KdKc" }], board: "2c7d9h" } });
    expect(equity.lastResponse.engineVersion).toBe(equity.engineVersion);
    const icm = await pw.calculateIcmDeal({
      body: {
        players: [
          { id: "alice", stack: 50000 },
          { id: "bob", stack: 30000 },
        ],
        payouts: [700, 300],
      },
    });
    expect(icm.players.map((p) => p.id)).toEqual(["alice", "bob"]);
    await pw.calculateTournamentPayouts({ body: { entrants: 180, prizePool: 1800000, buyIn: 10000, style: "standard", rounding: { unit: 100 } } });
    const blinds = await pw.calculateBlindSchedule({ body: BLINDS_EXAMPLE });
    await pw.calculateChipDistribution({ body: CHIPS_BODY });
    await pw.calculateHoldemHand({
      body: HOLDEM_HAND_EXAMPLE,
    });
    const omaha = await pw.calculateOmahaEquity({ body: { game: "plo4", players: [{ hand: "AsAhKdQd" }, { hand: "JcTc9h8h" }], board: "Ad7c2h" } });
    expect(omaha.game).toBe("plo4");
    const omahaHand = await pw.calculateOmahaHand({
      body: {
        game: "plo5",
        seats: [
          { id: "A", stack: 100 },
          { id: "B", stack: 100 },
        ],
        button: "A",
        forcedBets: { smallBlind: 1, bigBlind: 2 },
      },
    });
    expect(omahaHand.legalActions?.raise).toEqual({ minTo: 4, maxTo: 6 });

    // Shuffles: commit, draw, reveal, verify on the server and locally (the SDK's own verifier)
    const shuffle = await pw.createShuffle();
    const shuffleId = shuffle.id;
    await pw.getShuffle({ path: { shuffleId } });
    const drawn = await pw.drawShuffleDeck({ path: { shuffleId }, body: { clientSeeds: ["alice", "bob"], nonce: 3 } });
    const revealed = await pw.revealShuffle({ path: { shuffleId } });
    expect(revealed).toMatchObject({ clientSeed: "alice:bob", nonce: 3, commitment: shuffle.commitment });
    const evidence = { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: revealed.nonce, commitment: revealed.commitment };
    const verified = await pw.verifyShuffle({ body: evidence });
    expect(verified.valid).toBe(true);
    expect((await verifyShuffle(evidence)).deck).toEqual(drawn.deck);
    expect(await pw.getShuffleVerifierPage()).toContain("<html");

    // Catalog and structures
    await pw.getTournamentCatalog();
    expect((await pw.listTournamentPresets()).data.length).toBeGreaterThan(0);
    await pw.getTournamentPreset({ path: { presetKey: "six_max_nlhe_sng_v1" } });
    const blindStructure = (
      await pw.createBlindStructure({
        body: { name: "From the calculator", roomId: "room-sdk", estimatedDurationMinutes: blinds.estimatedDurationMinutes, levels: blinds.levels },
      })
    ).blindStructure;
    await pw.getBlindStructure({ path: { blindStructureId: blindStructure.id } });
    await pw.updateBlindStructure({ path: { blindStructureId: blindStructure.id }, body: { name: "Renamed" } });
    await pw.listBlindStructures({ query: { roomId: "room-sdk" } });
    const payoutStructure = (
      await pw.createPayoutStructure({
        body: {
          name: "Top 3",
          roomId: "room-sdk",
          minPlayers: 4,
          maxPlayers: 40,
          payouts: [
            { fromPlace: 1, toPlace: 1, basisPoints: 5000 },
            { fromPlace: 2, toPlace: 3, basisPoints: 2500 },
          ],
        },
      })
    ).payoutStructure;
    await pw.getPayoutStructure({ path: { payoutStructureId: payoutStructure.id } });
    await pw.updatePayoutStructure({ path: { payoutStructureId: payoutStructure.id }, body: { name: "Top three" } });
    await pw.listPayoutStructures();

    // Projects, webhook endpoints, embed sessions
    const projectId = "sdk-app";
    await pw.createProject({ body: { projectId, name: "SDK app", allowedOrigins: [SITE] } });
    await pw.getProject({ path: { projectId } });
    await pw.updateProject({ path: { projectId }, body: { name: "SDK app 2" } });
    await pw.listProjects();
    const created = await pw.createWebhookEndpoint({
      body: { environment: "test", projectId, label: "sdk", url: receiverUrl(receiverName("sdk")), eventTypes: ["tournament.completed"] },
    });
    const endpointId = created.endpoint.id;
    await pw.getWebhookEndpoint({ path: { endpointId } });
    await pw.updateWebhookEndpoint({ path: { endpointId }, body: { label: "sdk, verified" } });
    await pw.rotateWebhookEndpointSecret({ path: { endpointId } });
    await pw.listWebhookEndpoints();
    // A spectator session targets a real ring game of the project and its table (CONTRACT 12).
    const watched = (
      await pw.createRingGame({
        body: {
          name: "SDK watched",
          roomId: "room-sdk",
          projectId,
          game: "nlhe",
          tableSize: 6,
          smallBlind: 1,
          bigBlind: 2,
          buyIn: { min: 40, max: 200 },
          trustMode: "bot_only",
        },
      })
    ).ringGame;
    const watchedTable = (await pw.createTable({ path: { ringGameId: watched.id }, body: {} })).table.id;
    const launch = (
      await pw.createEmbedSession({
        body: {
          environment: "test",
          mode: "spectator",
          origin: SITE,
          productKey: "arena-holdem",
          projectId,
          returnUrl: `${SITE}/lobby`,
          target: { ringGameId: watched.id, tableIds: [watchedTable] },
        },
      })
    ).launch;
    expect(launch.embedSessionId).toMatch(/\S/);
    const opened = await pw.openEmbedSession({
      path: { embedSessionId: launch.embedSessionId },
      body: { launchSecret: secretOf(launch.launchUrl), origin: SITE, tableId: watchedTable },
      headers: { origin: SITE, "cf-connecting-ip": freshAddress() },
    });
    expect(opened.stream?.ticket).toMatch(/^tkt_/);
    const resumed = await pw.createEmbedStreamTicket({
      path: { embedSessionId: launch.embedSessionId },
      body: { resumeToken: opened.resumeToken, tableId: watchedTable },
      headers: { origin: SITE, "cf-connecting-ip": freshAddress() },
    });
    expect(resumed.stream.ticket).toMatch(/^tkt_/);
    expect(await pw.getSpectatorPage({ path: { embedSessionId: launch.embedSessionId } })).toContain("<html");
    // Typed as the others once the workspace's SDK package is rebuilt from this tree's schemas (a worktree
    // may resolve the package to another checkout's sources): the call itself is this tree's client.
    const withPlayerPage = pw as unknown as { getPlayerPage(options: { path: { embedSessionId: string } }): Promise<string> };
    expect(await withPlayerPage.getPlayerPage({ path: { embedSessionId: launch.embedSessionId } })).toContain("<html");
    // Calculator embeds: the loader and a calculator's frame page (an unknown key: the refusal page)
    expect(await pw.getEmbedLoader()).toContain("pokerworks-equity");
    expect(await pw.getCalculatorPage({ path: { calculator: "payouts" }, query: { key: "pk_test_unknown", origin: SITE } })).toContain("<html");

    // A tournament from draft to completed (its event becomes a delivery), and one cancelled
    const sng = {
      name: "SDK 6-max",
      presetKey: "six_max_nlhe_sng_v1",
      roomId: "room-sdk",
      blindStructureId: APPROVED.sngBlinds,
      payoutStructureId: APPROVED.sngPayout,
      schedule: { startsAt: future() },
      trustMode: "mixed_declared",
    } as const;
    const tournamentId = (await pw.createTournament({ body: sng })).tournament.id;
    await pw.getTournament({ path: { tournamentId } });
    expect((await pw.getTournamentStandings({ path: { tournamentId } })).data).toEqual([]);
    expect((await pw.listTournamentTables({ path: { tournamentId } })).data).toEqual([]);
    await pw.updateTournament({ path: { tournamentId }, body: { name: "SDK 6-max, renamed" } });
    await pw.publishTournament({ path: { tournamentId } });
    const entries = [];
    for (let i = 1; i <= 6; i++) {
      entries.push(
        (await pw.registerTournamentEntry({ path: { tournamentId }, body: { displayName: `P${i}`, playerRef: `u${i}`, participant: "human" } }))
          .entry,
      );
    }
    expect((await pw.listTournamentEntries({ path: { tournamentId } })).data).toHaveLength(6);
    await pw.completeTournament({
      path: { tournamentId },
      body: { results: entries.map((e, i) => ({ entryId: e.id, place: i + 1 })), prizePool: 600 },
    });
    // A sit-and-go the service runs: started by its director, six human entries seated (nobody acts yet).
    // (Registered while the start is far off, then started a second later: no race with a slow machine.)
    const hostedSng = async (extra: Record<string, unknown>) => {
      const id = (await pw.createTournament({ body: { ...sng, ...extra, schedule: { startsAt: startLater() } } })).tournament.id;
      await pw.publishTournament({ path: { tournamentId: id } });
      let entryId = "";
      for (let i = 1; i <= 6; i++) {
        const body = { displayName: `H${i}`, playerRef: `h${i}`, participant: "human" } as const;
        entryId = (await pw.registerTournamentEntry({ path: { tournamentId: id }, body })).entry.id;
      }
      await runStart(id, await startSoon(key, id));
      return { id, entryId };
    };
    const { id: hosted, entryId: hostedEntry } = await hostedSng({ prizePool: 600 });
    expect((await pw.createEntryTicket({ path: { tournamentId: hosted, entryId: hostedEntry } })).ticket.ticket).toMatch(/^tkt_/);
    // Its one table is its final table: a deal, and one player's answer.
    const deal = (await pw.proposeTournamentDeal({ path: { tournamentId: hosted }, body: { method: "equal" } })).deal;
    const answered = await pw.answerTournamentDeal({ path: { tournamentId: hosted, dealId: deal.id }, body: { entryId: hostedEntry, accept: true } });
    expect(answered.deal.status).toBe("open");
    // Another that sells a rebuy (every stack is at the starting stack at the start) and, in level 2, an add-on.
    const rebuyable = await hostedSng({ rebuys: { untilLevel: 1, maxPerEntry: 1, chips: 1500 }, addOn: { afterLevel: 1, chips: 1500 } });
    const path = { tournamentId: rebuyable.id, entryId: rebuyable.entryId };
    expect((await pw.buyTournamentRebuy({ path })).rebuysSold).toBe(1);
    await endLevelNow(rebuyable.id);
    expect((await pw.buyTournamentAddOn({ path })).addOnsSold).toBe(1);
    const other = (await pw.createTournament({ body: sng })).tournament.id;
    await pw.publishTournament({ path: { tournamentId: other } });
    const leaving = (
      await pw.registerTournamentEntry({ path: { tournamentId: other }, body: { displayName: "W", playerRef: "w1", participant: "human" } })
    ).entry;
    expect((await pw.withdrawTournamentEntry({ path: { tournamentId: other, entryId: leaving.id } })).entry.status).toBe("withdrawn");
    await pw.cancelTournament({ path: { tournamentId: other }, body: { reason: "no players" } });
    await pw.listTournaments({ query: { status: "completed" } });

    const delivery = await waitFor("the completion's delivery", async () => (await pw.listWebhookDeliveries({ path: { endpointId } })).data[0]);
    await pw.getWebhookDelivery({ path: { endpointId, deliveryId: delivery.id } });
    await pw.recoverWebhookDeliveries({ path: { endpointId }, body: { since: new Date(Date.now() - 3_600_000).toISOString(), dryRun: true } });

    // A ring game, a table, two players, one action and the hand's history (these wait for the table object)
    const ringGame = (
      await pw.createRingGame({
        body: {
          name: "SDK 1/2",
          roomId: "room-sdk",
          game: "nlhe",
          tableSize: 6,
          smallBlind: 1,
          bigBlind: 2,
          buyIn: { min: 40, max: 200 },
          trustMode: "mixed_declared",
          fairness: { revealAfter: "hand" },
        },
      })
    ).ringGame;
    await pw.getRingGame({ path: { ringGameId: ringGame.id } });
    await pw.listRingGames({ query: { roomId: "room-sdk" } });
    await pw.updateRingGame({ path: { ringGameId: ringGame.id }, body: { name: "SDK 1/2, renamed" } });
    const tableId = (await pw.createTable({ path: { ringGameId: ringGame.id }, body: { name: "SDK table" } })).table.id;
    await pw.listTables({ path: { ringGameId: ringGame.id } });
    for (const n of [1, 2]) {
      const seated = await pw.seatTablePlayer({
        path: { tableId },
        body: { playerRef: `u${n}`, displayName: `P${n}`, participant: "human", stack: 100, seatNumber: n },
      });
      expect(seated.ticket?.ticket).toMatch(/^tkt_/);
    }
    await pw.createSeatTicket({ path: { tableId, seatNumber: "1" } });
    const live = await waitFor("a hand to act in", async () => {
      const { table } = await pw.getTable({ path: { tableId } });
      return table.toAct !== null ? table : undefined;
    });
    // The first to act folds: the hand is over, and its history is readable.
    await pw.actAtTable({ path: { tableId, seatNumber: String(live.toAct) }, body: { hand: live.handNumber, index: 0, action: "fold" } });
    const played = await waitFor("the folded hand", async () => (await pw.listTableHands({ path: { tableId } })).data[0]);
    const history = await pw.getTableHand({ path: { tableId, handNumber: String(played.handNumber) }, query: { format: "json" } });
    expect(history.format).toBe("json");
    const { serverSeed } = history.shuffle;
    if (serverSeed === null) throw new Error("this ring game reveals each hand's seed at its end");
    expect((await pw.verifyShuffle({ body: { ...history.shuffle, serverSeed } })).valid).toBe(true);
    const { topUp } = await pw.topUpSeat({ path: { tableId, seatNumber: "1" }, body: { amount: 50 } });
    expect(topUp).toMatchObject({ object: "table_top_up", seatNumber: 1, amount: 50 });
    await pw.standUpSeat({ path: { tableId, seatNumber: "1" } });
    const lobby = await pw.getLobby();
    expect(lobby.ringGames.some((g) => g.id === ringGame.id)).toBe(true);

    const usage = await pw.getUsage();
    expect(usage.lastResponse.requestId).toMatch(/\S/);

    expect([...called].sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});
