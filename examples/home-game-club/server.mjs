// The home game club: a small app a builder would copy. Members sign in by display name (a cookie session,
// no password: play money), pick a seat in the lobby (<pokerworks-lobby>), are seated by this server with
// its management key and play in a player embed (<pokerworks-table>); the club keeps each member's balance
// from the signed `table.seat_closed` webhooks, exactly once per event. See README.md.
//
//   npm start                  # pokerworks on :8787 (first, in another terminal)
//   npm run example:club       # this club on http://localhost:3000
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { loadConfig } from "./config.mjs";
import { lobbyPage, signInPage, tablePage } from "./pages.mjs";
import { ensureSetup, pokerworksClient } from "./pokerworks.mjs";
import { openStore } from "./store.mjs";
import { ClubError, launch, receiveWebhook, sit } from "./wallet.mjs";

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
})();
const store = openStore(config.dataFile);
const api = pokerworksClient(config);
const COOKIE = "club_session";
const MAX_BODY = 4 * 1024 * 1024; // a webhook body can be a few MB (tournament results)

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    const status = error instanceof ClubError ? error.status : 500;
    if (status === 500) console.error(error);
    if (!res.headersSent) send(res, status, { error: status === 500 ? "Something went wrong." : error.message });
  });
});
await new Promise((resolve) => server.listen(config.port, "127.0.0.1", resolve));
const port = server.address().port;
// Browsers use localhost (the origin the project allows); pokerworks delivers webhooks to 127.0.0.1 (its URL
// policy refuses the name localhost and allows loopback addresses only in local development).
const clubOrigin = `http://localhost:${port}`;
const webhookUrl = `http://127.0.0.1:${port}/webhooks`;
const setup = await ensureSetup(api, config, store.read().setup, { clubOrigin, webhookUrl }).catch((error) => {
  console.error(`Setting up the club at ${config.apiBase} failed: ${error.message}`);
  if (/\/url/.test(error.message))
    console.error("pokerworks refused the webhook URL: its .dev.vars needs WEBHOOK_ALLOW_LOOPBACK=true (then restart npm start).");
  if (error.message === "fetch failed") console.error("Is pokerworks running? Start it with `npm start` (or set POKERWORKS_URL).");
  process.exit(1);
});
await store.update((data) => {
  data.setup = { ...setup, projectId: config.projectId };
});
console.log(`Home game club: ${clubOrigin} (pokerworks at ${config.apiBase}, table ${setup.tableId}, data in ${config.dataFile})`);

async function handle(req, res) {
  const url = new URL(req.url, clubOrigin);
  const route = `${req.method} ${url.pathname}`;
  if (route === "POST /webhooks") return void res.writeHead(await receiveWebhook(store, await readBody(req), req.headers)).end();
  if (req.method === "POST" && !sameOrigin(req)) throw new ClubError(403, "Cross-site requests are refused.");
  const member = signedIn(req);
  if (route === "POST /sign-in") return signIn(res, new URLSearchParams(await readBody(req)).get("name"));
  if (route === "POST /sign-out") return signOut(req, res);
  if (route === "GET /") {
    if (!member) return html(res, signInPage());
    return html(res, lobbyPage({ member, members: store.read().members, setup: store.read().setup, apiBase: config.apiBase }));
  }
  if (!member) {
    if (req.method === "GET") return redirect(res, "/");
    throw new ClubError(401, "Sign in first.");
  }
  if (route === "GET /table") return member.seat?.seatingId ? html(res, tablePage({ member, apiBase: config.apiBase })) : redirect(res, "/");
  if (route === "GET /api/me") return send(res, 200, { id: member.id, name: member.name, balance: member.balance, seat: member.seat ?? null });
  if (route === "POST /api/seat") {
    const body = parseJson(await readBody(req));
    await sit(store, api, member, { tableId: body.tableId, seatNumber: body.seatNumber, buyIn: body.buyIn });
    return send(res, 201, { ok: true });
  }
  if (route === "POST /api/launch") return send(res, 200, { launchUrl: await launch(store, api, config, member, clubOrigin) });
  throw new ClubError(404, "Not found.");
}

// ------------------------------------------------------------------ members and sessions

async function signIn(res, rawName) {
  const name = String(rawName ?? "")
    .trim()
    .replace(/\s+/g, " ");
  if (name.length < 1 || name.length > 32) return html(res, signInPage("A display name is 1 to 32 characters."), 400);
  const token = randomBytes(32).toString("base64url");
  await store.update((data) => {
    // No password: a name is an account (play money). The same name signs in to the same member.
    let member = Object.values(data.members).find((m) => m.name.toLowerCase() === name.toLowerCase());
    if (!member) {
      member = { id: `m_${randomUUID()}`, name, balance: config.startingBalance, seat: null, joinedAt: new Date().toISOString() };
      data.members[member.id] = member;
      data.ledger.push({ at: member.joinedAt, memberId: member.id, amount: config.startingBalance, reason: "welcome", ref: member.id });
    }
    data.sessions[hash(token)] = member.id;
  });
  res.setHeader("set-cookie", `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`);
  redirect(res, "/");
}

async function signOut(req, res) {
  const token = cookie(req);
  if (token) await store.update((data) => void delete data.sessions[hash(token)]);
  res.setHeader("set-cookie", `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  redirect(res, "/");
}

function signedIn(req) {
  const token = cookie(req);
  const id = token && store.read().sessions[hash(token)];
  return id ? store.read().members[id] : null;
}

/** Only a hash of the session token is stored: the data file alone signs no one in. */
const hash = (token) => createHash("sha256").update(token).digest("base64url");

function cookie(req) {
  const found = (req.headers.cookie ?? "").split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  return found ? found.slice(COOKIE.length + 1) : null;
}

/** State-changing requests from a page must come from the club's own pages (the browser's Origin header). */
function sameOrigin(req) {
  return req.headers.origin === clubOrigin;
}

// ------------------------------------------------------------------ HTTP helpers

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new ClubError(413, "Too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text) {
  try {
    return JSON.parse(text || "{}");
  } catch {
    throw new ClubError(400, "The body is not JSON.");
  }
}

function html(res, body, status = 200) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
}

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify(body));
}

function redirect(res, location) {
  res.writeHead(303, { location }).end();
}
