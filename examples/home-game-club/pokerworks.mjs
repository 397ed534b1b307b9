// The club's calls to pokerworks, all from this server with the management key (it never reaches a
// browser): setting up the club's project, lobby key, table and webhook endpoint once, seating a member and
// launching their player embed.

export class ApiError extends Error {
  constructor(method, path, status, problem) {
    super(`${method} ${path}: ${status} ${problem?.detail ?? problem?.title ?? ""}`.trim());
    this.status = status;
    this.problem = problem;
  }
}

export function pokerworksClient(config) {
  async function call(method, path, body, { token = config.managementKey, idempotencyKey } = {}) {
    const headers = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["x-idempotency-key"] = idempotencyKey;
    const response = await fetch(`${config.apiBase}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(method, path, response.status, answer);
    return answer;
  }
  const management = (method, path, body, options) => call(method, `/api/v1/management${path}`, body, options);
  return { call, management };
}

/**
 * Makes sure the club's pieces exist, reusing what the store remembers while pokerworks still has it:
 * the project (allowed origin: the club's), a publishable key for the lobby, a ring game with one table and
 * a webhook endpoint for `table.seat_closed`. Returns the setup to remember.
 */
export async function ensureSetup(api, config, remembered, { clubOrigin, webhookUrl }) {
  const { management } = api;
  const setup = { ...remembered };
  // The project: its allowedOrigins are where the lobby and the player embed may run.
  const project = await management("GET", `/projects/${config.projectId}`).catch((e) => (e.status === 404 ? null : Promise.reject(e)));
  if (!project) {
    await management("POST", "/projects", { projectId: config.projectId, name: "Home game club", allowedOrigins: [clubOrigin] });
  } else if (!project.project.allowedOrigins.includes(clubOrigin)) {
    await management("PATCH", `/projects/${config.projectId}`, { allowedOrigins: [...project.project.allowedOrigins, clubOrigin].slice(-20) });
  }

  // The lobby's publishable key (it is made to be seen in a page: calculations and the lobby only).
  if (config.publishableKey) setup.publishableKey = config.publishableKey;
  if (!setup.publishableKey) {
    if (!config.adminToken || !config.organizationId) {
      throw new Error(
        "No publishable key for the lobby: set POKERWORKS_PUBLISHABLE_KEY=pk_test_..., or POKERWORKS_ADMIN_TOKEN and POKERWORKS_ORGANIZATION to issue one",
      );
    }
    const issued = await api.call(
      "POST",
      `/api/v1/admin/organizations/${config.organizationId}/keys`,
      { name: "home game club lobby", environment: "test", kind: "publishable", projectId: config.projectId },
      { token: config.adminToken },
    );
    setup.publishableKey = issued.secret;
  }

  // The club's ring game and table, created again when the remembered table is gone or closed.
  const table = setup.tableId ? await management("GET", `/tables/${setup.tableId}`).catch(() => null) : null;
  if (!table || table.table.status === "closed") {
    const { ringGame } = await management("POST", "/ring-games", {
      name: "Club 1/2",
      roomId: "home-game-club",
      projectId: config.projectId,
      game: "nlhe",
      tableSize: 6,
      smallBlind: 1,
      bigBlind: 2,
      buyIn: { min: 40, max: 200 },
      trustMode: "human_only",
    });
    setup.ringGameId = ringGame.id;
    setup.buyIn = ringGame.buyIn;
    setup.tableId = (await management("POST", `/ring-games/${ringGame.id}/tables`, { name: "Kitchen table" })).table.id;
  }

  // The webhook endpoint: the signing secret is shown once, so it is remembered with the endpoint.
  const endpoint = setup.endpointId ? await management("GET", `/webhook-endpoints/${setup.endpointId}`).catch(() => null) : null;
  if (!endpoint || endpoint.endpoint.url !== webhookUrl || endpoint.endpoint.status !== "active" || !setup.webhookSecret) {
    const created = await management("POST", "/webhook-endpoints", {
      environment: "test",
      projectId: config.projectId,
      label: "home game club wallet",
      url: webhookUrl,
      eventTypes: ["table.seat_closed"],
    });
    setup.endpointId = created.endpoint.id;
    setup.webhookSecret = created.secret.secret;
  }
  return setup;
}
