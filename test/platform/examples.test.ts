/**
 * Every public operation's example (route definitions' `example`, published in openapi.json) is sent to
 * the Worker, so the examples cannot rot: the answer has the example's status and matches the operation's
 * response schema, the example's own response matches it too, and a calculation or a shuffle verification
 * (deterministic) answers exactly the example's response.
 *
 * Ids in the examples are ones a real run produced. Before an operation's example is sent, the records it
 * names are created here for a fresh organization, through the other operations' examples (a tournament
 * from createTournament's example, its entries from registerTournamentEntry's), and the example's ids are
 * replaced by the new ones: path parameters by name, ids inside bodies (entry ids, launch secrets) and the
 * webhook URL (the test receiver instead of hooks.example.com) by the setups below.
 */
import { describe, expect, it } from "vitest";
import openapi from "../../schemas/openapi.json";
import type { AnyRoute } from "../../src/http/route.ts";
import { calculationPreflightRoutes } from "../../src/routes/embed/calculation-preflight.ts";
import { routes } from "../../src/routes/index.ts";
import { call, expectContract, json, tenant } from "../helpers.ts";
import { endLevelNow, runStart, startLater, startSoon } from "../tournaments/fixtures.ts";
import { receiverName, receiverUrl, waitFor } from "../webhooks/helpers.ts";

type Example = NonNullable<AnyRoute["example"]>;
type Json = Record<string, unknown>;

const published = routes.filter((route) => route.visibility === "public");
const byOperation = new Map(published.map((route) => [route.operationId, route]));

function exampleOf(operationId: string): Example {
  const example = byOperation.get(operationId)?.example;
  if (!example) throw new Error(`${operationId} has no example`);
  return example;
}

/** What a setup made: values for path parameters (by name) and, where an example's body names records, its body. */
interface Made {
  params?: Record<string, string>;
  body?: unknown;
}

/** The example's request with the setup's records in it, sent as a client would. */
async function send(route: AnyRoute, key: string, made: Made = {}): Promise<Response> {
  const example = route.example!;
  const params = { ...(example.params as Record<string, string> | undefined), ...made.params };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
  const query = example.query ? `?${new URLSearchParams(example.query as Record<string, string>)}` : "";
  const body = made.body ?? example.body;
  return call(path + query, {
    method: route.method,
    key: route.auth.kind === "key" ? key : null,
    headers: example.headers,
    ...(body === undefined ? {} : { body }),
  });
}

/** Runs another operation's example (with `made`), expecting its documented status; returns its JSON body. */
// biome-ignore lint/suspicious/noExplicitAny: setups read ids from the answers and check them by use.
async function run(operationId: string, key: string, made: Made = {}): Promise<any> {
  const route = byOperation.get(operationId)!;
  const res = await send(route, key, made);
  const body = await res.text();
  expect(res.status, `${operationId}: ${body}`).toBe(route.example!.response.status);
  return body ? JSON.parse(body) : null;
}

const createProject = (key: string) => run("createProject", key);
const createEndpoint = async (key: string) => {
  await createProject(key);
  const body = { ...(exampleOf("createWebhookEndpoint").body as Json), url: receiverUrl(receiverName("example")) };
  return (await run("createWebhookEndpoint", key, { body })).endpoint.id as string;
};
const draftTournament = async (key: string) => (await run("createTournament", key)).tournament.id as string;
const scheduledTournament = async (key: string) => {
  const tournamentId = await draftTournament(key);
  await run("publishTournament", key, { params: { tournamentId } });
  return tournamentId;
};
/**
 * A sit-and-go that started a moment ago (its director's alarm run at startsAt), with six human entries:
 * nobody acts, so every entry is still seated (their clocks run 20 s).
 */
const startedTournament = async (key: string, extra: Json = {}) => {
  const body = { ...(exampleOf("createTournament").body as Json), ...extra, schedule: { startsAt: startLater() } };
  const tournamentId = (await run("createTournament", key, { body })).tournament.id as string;
  await run("publishTournament", key, { params: { tournamentId } });
  let entryId = "";
  for (let i = 1; i <= 6; i++) {
    const entry = {
      ...(exampleOf("registerTournamentEntry").body as Json),
      displayName: `Player ${i}`,
      playerRef: `seat-${i}`,
      participant: "human",
    };
    entryId = (await run("registerTournamentEntry", key, { params: { tournamentId }, body: entry })).entry.id;
  }
  await runStart(tournamentId, await startSoon(key, tournamentId));
  return { tournamentId, entryId };
};
/** A scheduled tournament with as many entries as completeTournament's example places. */
const fullTournament = async (key: string) => {
  const tournamentId = await scheduledTournament(key);
  const places = (exampleOf("completeTournament").body as { results: unknown[] }).results.length;
  const entryIds: string[] = [];
  for (let i = 1; i <= places; i++) {
    const body = { ...(exampleOf("registerTournamentEntry").body as Json), displayName: `Player ${i}`, playerRef: `user-${i}` };
    entryIds.push((await run("registerTournamentEntry", key, { params: { tournamentId }, body })).entry.id);
  }
  return { tournamentId, entryIds };
};
/** completeTournament's example body with these entries in the example's places. */
const completion = (entryIds: string[]) => {
  const body = exampleOf("completeTournament").body as { results: Array<{ entryId: string; place: number }> };
  return { ...body, results: body.results.map((result, i) => ({ ...result, entryId: entryIds[i]! })) };
};
/** createEmbedSession's example body aimed at a new ring game of the example's project and a table of it (CONTRACT 12). */
const embedSessionBody = async (key: string) => {
  await createProject(key);
  const body = exampleOf("createEmbedSession").body as { projectId: string };
  const ringGameId = (await run("createRingGame", key, { body: { ...(exampleOf("createRingGame").body as Json), projectId: body.projectId } }))
    .ringGame.id as string;
  const tableId = (await run("createTable", key, { params: { ringGameId } })).table.id as string;
  return { tableId, body: { ...body, target: { ringGameId, tableIds: [tableId] } } };
};
const embedSession = async (key: string) => {
  const { tableId, body } = await embedSessionBody(key);
  const { launch } = await run("createEmbedSession", key, { body });
  const fragment = new URLSearchParams(new URL(launch.launchUrl).hash.slice(1));
  return { embedSessionId: launch.embedSessionId as string, launchSecret: fragment.get("launchSecret")!, tableId };
};
/** An opened embed session: its resume token and table. */
const openedEmbedSession = async (key: string) => {
  const { embedSessionId, launchSecret, tableId } = await embedSession(key);
  const opened = await run("openEmbedSession", key, {
    params: { embedSessionId },
    body: { ...(exampleOf("openEmbedSession").body as Json), launchSecret, tableId },
  });
  return { embedSessionId, resumeToken: opened.resumeToken as string, tableId };
};
const shuffle = async (key: string) => (await run("createShuffle", key)).id as string;
const ringGame = async (key: string) => (await run("createRingGame", key)).ringGame.id as string;
const table = async (key: string) => (await run("createTable", key, { params: { ringGameId: await ringGame(key) } })).table as Json;
/** A table with the seatTablePlayer example's player in seat 1. */
const seated = async (key: string) => {
  const tableId = (await table(key)).id as string;
  await run("seatTablePlayer", key, { params: { tableId } });
  return { tableId, seatNumber: "1" };
};
const tableView = async (key: string, tableId: string) => (await json(await call(`/api/v1/management/tables/${tableId}`, { key }))).table;
/** A table where two players sit and a hand waits for an action: the seat to act. */
const running = async (key: string) => {
  const { tableId } = await seated(key);
  await run("seatTablePlayer", key, {
    params: { tableId },
    body: { ...(exampleOf("seatTablePlayer").body as Json), playerRef: "user-2", displayName: "Bob", seatNumber: 2 },
  });
  const view = await waitFor("a hand to wait for an action", async () => {
    const t = await tableView(key, tableId);
    return t.toAct !== null ? t : undefined;
  });
  return { params: { tableId, seatNumber: String(view.toAct) }, body: { ...(exampleOf("actAtTable").body as Json), hand: view.handNumber } };
};
/** A table where two house bots have finished a hand: its number. */
const playedHand = async (key: string) => {
  const tableId = (await table(key)).id as string;
  for (const [seatNumber, playerRef] of [
    [1, "bot-1"],
    [2, "bot-2"],
  ] as const) {
    const body = { playerRef, displayName: playerRef, participant: "bot", stack: 100, seatNumber, control: "house" };
    await run("seatTablePlayer", key, { params: { tableId }, body });
  }
  const hand = await waitFor("a finished hand", async () => {
    const page = await json(await call(`/api/v1/management/tables/${tableId}/hands`, { key }));
    return page.data?.[0] as Json | undefined;
  });
  return { tableId, handNumber: String(hand.handNumber) };
};

/** A setup whose records the example finds by itself (a list shows them; a project is named by the example). */
const only =
  (make: (key: string) => Promise<unknown>) =>
  async (key: string): Promise<Made> => {
    await make(key);
    return {};
  };

/** The records each operation's example needs. */
const SETUPS: Record<string, (key: string) => Promise<Made>> = {
  getShuffle: async (key) => ({ params: { shuffleId: await shuffle(key) } }),
  drawShuffleDeck: async (key) => ({ params: { shuffleId: await shuffle(key) } }),
  revealShuffle: async (key) => {
    const shuffleId = await shuffle(key);
    await run("drawShuffleDeck", key, { params: { shuffleId } });
    return { params: { shuffleId } };
  },
  listBlindStructures: only((key) => run("createBlindStructure", key)),
  getBlindStructure: async (key) => ({ params: { blindStructureId: (await run("createBlindStructure", key)).blindStructure.id } }),
  updateBlindStructure: async (key) => ({ params: { blindStructureId: (await run("createBlindStructure", key)).blindStructure.id } }),
  listPayoutStructures: only((key) => run("createPayoutStructure", key)),
  getPayoutStructure: async (key) => ({ params: { payoutStructureId: (await run("createPayoutStructure", key)).payoutStructure.id } }),
  updatePayoutStructure: async (key) => ({ params: { payoutStructureId: (await run("createPayoutStructure", key)).payoutStructure.id } }),
  listTournaments: only((key) => draftTournament(key)),
  getTournament: async (key) => ({ params: { tournamentId: await draftTournament(key) } }),
  getTournamentStandings: async (key) => ({ params: { tournamentId: await draftTournament(key) } }),
  listTournamentTables: async (key) => ({ params: { tournamentId: await draftTournament(key) } }),
  updateTournament: async (key) => ({ params: { tournamentId: await draftTournament(key) } }),
  publishTournament: async (key) => ({ params: { tournamentId: await draftTournament(key) } }),
  cancelTournament: async (key) => ({ params: { tournamentId: await draftTournament(key) } }),
  registerTournamentEntry: async (key) => ({ params: { tournamentId: await scheduledTournament(key) } }),
  createEntryTicket: async (key) => ({ params: await startedTournament(key) }),
  // A sit-and-go with prizes plays on one table from the start: its final table.
  proposeTournamentDeal: async (key) => ({ params: { tournamentId: (await startedTournament(key, { prizePool: 1000 })).tournamentId } }),
  answerTournamentDeal: async (key) => {
    const { tournamentId } = await startedTournament(key, { prizePool: 1000 });
    const { deal } = await run("proposeTournamentDeal", key, { params: { tournamentId } });
    return { params: { tournamentId, dealId: deal.id }, body: { entryId: deal.players[0].entryId, accept: true } };
  },
  // The sit-and-go's starting stack (1,500) is what a rebuy or the add-on sells; at the start every stack is
  // at the starting stack, so a rebuy may be sold; the add-on's window is level 2 (no break after level 1).
  buyTournamentRebuy: async (key) => ({
    params: await startedTournament(key, { rebuys: { untilLevel: 1, maxPerEntry: 1, chips: 1500 } }),
  }),
  buyTournamentAddOn: async (key) => {
    const started = await startedTournament(key, { addOn: { afterLevel: 1, chips: 1500 } });
    await endLevelNow(started.tournamentId);
    return { params: started };
  },
  withdrawTournamentEntry: async (key) => {
    const tournamentId = await scheduledTournament(key);
    const entry = await run("registerTournamentEntry", key, { params: { tournamentId } });
    return { params: { tournamentId, entryId: entry.entry.id as string } };
  },
  listTournamentEntries: async (key) => ({ params: { tournamentId: (await fullTournament(key)).tournamentId } }),
  completeTournament: async (key) => {
    const { tournamentId, entryIds } = await fullTournament(key);
    return { params: { tournamentId }, body: completion(entryIds) };
  },
  listProjects: only((key) => createProject(key)),
  getProject: only((key) => createProject(key)),
  updateProject: only((key) => createProject(key)),
  createWebhookEndpoint: async (key) => {
    await createProject(key);
    return { body: { ...(exampleOf("createWebhookEndpoint").body as Json), url: receiverUrl(receiverName("example")) } };
  },
  listWebhookEndpoints: only((key) => createEndpoint(key)),
  getWebhookEndpoint: async (key) => ({ params: { endpointId: await createEndpoint(key) } }),
  updateWebhookEndpoint: async (key) => ({ params: { endpointId: await createEndpoint(key) } }),
  rotateWebhookEndpointSecret: async (key) => ({ params: { endpointId: await createEndpoint(key) } }),
  recoverWebhookDeliveries: async (key) => ({ params: { endpointId: await createEndpoint(key) } }),
  listWebhookDeliveries: async (key) => ({ params: await deliveredEvent(key) }),
  getWebhookDelivery: async (key) => ({ params: await deliveredEvent(key) }),
  createEmbedSession: async (key) => ({ body: (await embedSessionBody(key)).body }),
  openEmbedSession: async (key) => {
    const { embedSessionId, launchSecret, tableId } = await embedSession(key);
    return { params: { embedSessionId }, body: { ...(exampleOf("openEmbedSession").body as Json), launchSecret, tableId } };
  },
  preflightOpenEmbedSession: async (key) => ({ params: { embedSessionId: (await embedSession(key)).embedSessionId } }),
  createEmbedStreamTicket: async (key) => {
    const { embedSessionId, resumeToken, tableId } = await openedEmbedSession(key);
    return { params: { embedSessionId }, body: { resumeToken, tableId } };
  },
  preflightEmbedStreamTicket: async (key) => ({ params: { embedSessionId: (await embedSession(key)).embedSessionId } }),
  getSpectatorPage: async (key) => ({ params: { embedSessionId: (await embedSession(key)).embedSessionId } }),
  // The page is served for any session id (a spectator session's too): what it opens is decided by the open.
  getPlayerPage: async (key) => ({ params: { embedSessionId: (await embedSession(key)).embedSessionId } }),
  // The path names a calculator, not a record; the example's key is unknown, so the page is the refusal (200,
  // frame-ancestors 'none'). test/embed/calculators.test.ts covers a real publishable key.
  getCalculatorPage: async () => ({}),
  // A calculation's preflight is granted to an origin some project allows: the example project's.
  ...Object.fromEntries(calculationPreflightRoutes.map((route) => [route.operationId, only((key) => createProject(key))])),
  listRingGames: only((key) => ringGame(key)),
  getRingGame: async (key) => ({ params: { ringGameId: await ringGame(key) } }),
  updateRingGame: async (key) => ({ params: { ringGameId: await ringGame(key) } }),
  createTable: async (key) => ({ params: { ringGameId: await ringGame(key) } }),
  listTables: async (key) => ({ params: { ringGameId: (await table(key)).ringGameId as string } }),
  getTable: async (key) => ({ params: { tableId: (await table(key)).id as string } }),
  seatTablePlayer: async (key) => ({ params: { tableId: (await table(key)).id as string } }),
  createSeatTicket: async (key) => ({ params: await seated(key) }),
  standUpSeat: async (key) => ({ params: await seated(key) }),
  actAtTable: async (key) => running(key),
  topUpSeat: async (key) => ({ params: await seated(key) }),
  preflightGetLobby: only((key) => createProject(key)),
  listTableHands: async (key) => ({ params: { tableId: (await playedHand(key)).tableId } }),
  getTableHand: async (key) => ({ params: await playedHand(key) }),
};

/** An endpoint that has received one tournament.completed event (delivered by the queue to the test receiver). */
async function deliveredEvent(key: string) {
  const endpointId = await createEndpoint(key);
  const { tournamentId, entryIds } = await fullTournament(key);
  await run("completeTournament", key, { params: { tournamentId }, body: completion(entryIds) });
  const listed = await waitFor("the delivery to succeed", async () => {
    const res = await call(`/api/v1/management/webhook-endpoints/${endpointId}/deliveries`, { key });
    const page = await json(res);
    return page.data[0]?.status === "succeeded" ? page : undefined;
  });
  return { endpointId, deliveryId: listed.data[0].id as string };
}

const DETERMINISTIC = (route: AnyRoute) => route.tags.includes("calculations") || route.operationId === "verifyShuffle";

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
const operationOf = (route: AnyRoute) =>
  (openapi as unknown as { paths: Record<string, Record<string, Operation>> }).paths[route.path]![route.method.toLowerCase()]!;
const contentTypeOf = (route: AnyRoute, status: number) => Object.keys(operationOf(route).responses[String(status)]?.content ?? {})[0];

describe("the examples", () => {
  it("cover every public operation", () => {
    expect(published.length).toBeGreaterThan(50);
    expect(published.filter((route) => !route.example).map((route) => route.operationId)).toEqual([]);
    // Every operation with a path parameter names a record: its setup makes one (presets are the catalog's own).
    const unset = published.filter((r) => r.request?.params && !SETUPS[r.operationId] && r.operationId !== "getTournamentPreset");
    expect(unset.map((r) => r.operationId)).toEqual([]);
  });

  it("are published in openapi.json: request body, parameters and response", () => {
    for (const route of published.filter((r) => r.example)) {
      const operation = operationOf(route) as Operation & { requestBody?: { content: Record<string, { example?: unknown }> }; parameters?: Json[] };
      const example = route.example!;
      if (example.body !== undefined) expect(operation.requestBody?.content["application/json"]?.example, route.operationId).toEqual(example.body);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === "path") expect(parameter.example, `${route.operationId} ${parameter.name}`).toBeDefined();
      }
      const type = contentTypeOf(route, example.response.status as number);
      if (type)
        expect((operation.responses[String(example.response.status)]!.content![type] as { example?: unknown }).example).toEqual(
          example.response.body,
        );
    }
  });
});

describe.each(published.filter((r) => r.example).map((route) => [route.operationId, route] as const))("%s", (operationId, route) => {
  const example = route.example!;
  const status = example.response.status as number;

  it("documents a response of its schema", () => {
    const type = contentTypeOf(route, status);
    expect(operationOf(route).responses[String(status)], `${status} is a documented status`).toBeDefined();
    if (type) expectContract(route.method, route.path, status, example.response.body, type);
  });

  it("answers its example request with that status and a body of the schema", async () => {
    const { key } = await tenant({ freeCredits: 1000 });
    const made = SETUPS[operationId] ? await SETUPS[operationId](key) : {};
    const res = await send(route, key, made);
    const text = await res.text();
    expect(res.status, text).toBe(status);
    const type = contentTypeOf(route, status);
    if (!type) return expect(text).toBe("");
    const body = type.includes("json") ? JSON.parse(text) : text;
    expectContract(route.method, route.path, status, body, type);
    // Calculations and the shuffle verifier are deterministic: the documented answer is the answer, to the last digit.
    if (DETERMINISTIC(route)) expect(body).toEqual(example.response.body);
  });
});
