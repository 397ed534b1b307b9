// `npm start`: prepares local D1 (quietly, one summary line), creates .dev.vars when missing, runs
// `wrangler dev` and, once it answers, prints the local organization and test key and a demo table where
// three house bots play. The organization, key and demo table are remembered in
// .wrangler/state/dev-local.json (with the rest of the local state) and reused on the next start as long
// as the running Worker still accepts them; otherwise they are created afresh.
//
//   npm start                 reuse the remembered organization, key and demo table
//   npm start -- --fresh      forget them: a new organization, key and demo table (local data stays)
//   npm start -- --reset      delete all local state (.wrangler/state: database, tables, the remembered key)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters as plain } from "node:util";

const port = process.env.PORT ?? "8787";
const wrangler = process.platform === "win32" ? "wrangler.cmd" : "wrangler";
const args = new Set(process.argv.slice(2));
const STATE_DIR = ".wrangler/state";
const REMEMBERED = `${STATE_DIR}/dev-local.json`;

if (args.has("--reset")) {
  rmSync(STATE_DIR, { recursive: true, force: true });
  console.log(`--reset: deleted ${STATE_DIR} (local database, tables and the remembered key)`);
} else if (args.has("--fresh") && existsSync(REMEMBERED)) {
  rmSync(REMEMBERED);
  console.log("--fresh: a new organization, key and demo table will be created");
}

if (!existsSync(".dev.vars")) {
  const example = readFileSync(".dev.vars.example", "utf8");
  const filled = example
    .replace(/^ADMIN_TOKEN=__generate__$/m, `ADMIN_TOKEN=adm_${randomBytes(24).toString("base64url")}`)
    .replace(/^SECRETS_KEY=__generate__$/m, `SECRETS_KEY=${randomBytes(32).toString("base64")}`)
    .replace(/^EMBED_BASE_URL=.*$/m, `EMBED_BASE_URL=http://localhost:${port}`);
  writeFileSync(".dev.vars", filled);
  console.log("created .dev.vars with fresh local secrets");
}
const vars = Object.fromEntries(
  readFileSync(".dev.vars", "utf8")
    .split(/\r?\n/)
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
);

// No telemetry prompt or network call on a fresh machine: WRANGLER_SEND_METRICS for wrangler's metrics,
// CLOUDFLARE_CF_FETCH_ENABLED for miniflare's download of a `Request.cf` sample from workers.cloudflare.com
// (offline it printed "Error: getaddrinfo ENOTFOUND"; without it requests carry a placeholder `cf`).
const childEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
// Windows runs wrangler.cmd, which Node only spawns through a shell.
const shell = process.platform === "win32";

// Migrations: wrangler prints a status table after every migration; keep its output for a failure and
// print one line.
const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local"], {
  shell,
  env: { ...childEnv, CI: "1" },
  encoding: "utf8",
});
const migrateOutput = `${migrate.stdout ?? ""}${migrate.stderr ?? ""}`;
if (migrate.status !== 0) {
  process.stdout.write(migrateOutput);
  console.error("applying the local D1 migrations failed (output above)");
  process.exit(migrate.status ?? 1);
}
const applied = [...new Set(migrateOutput.match(/\b\d{4}_[a-z0-9_]+\.sql\b/g) ?? [])];
console.log(
  applied.length > 0
    ? `local database: applied ${applied.length} migration(s), ${applied[0]} .. ${applied.at(-1)}`
    : "local database: up to date (no migrations to apply)",
);

// --test-scheduled: the cron trigger (the webhook sweep) runs on request at /__scheduled, and wrangler no longer
// warns that scheduled Workers are not triggered locally.
// wrangler prints its bindings table when it starts and the same table again when its dev registry reports
// the Worker (every Worker with Durable Objects): its output passes through here, colours kept, and a table
// already printed is not printed again. (Its stdout is then no terminal, so wrangler shows no hotkey bar;
// Ctrl+C stops it as before.)
const dev = spawn(wrangler, ["dev", "--port", port, "--ip", "127.0.0.1", "--test-scheduled"], {
  stdio: ["inherit", "pipe", "inherit"],
  shell,
  env: process.stdout.isTTY ? { ...childEnv, FORCE_COLOR: "1" } : childEnv,
});
printOnce(dev.stdout);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  await new Promise((r) => setTimeout(r, 500));
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ok) continue;
  try {
    await printLocalSetup();
  } catch (error) {
    console.log(`pokerworks is listening on ${base}; preparing the local key or demo table failed: ${error}`);
  }
  break;
}

/** Writes `stream` line by line to stdout, leaving out a bindings table identical to one already written. */
function printOnce(stream) {
  const printed = new Set();
  let table = null;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    if (table === null && /has access to the following bindings:$/.test(plain(line))) table = [];
    if (table === null) return void process.stdout.write(`${line}\n`);
    table.push(line);
    if (plain(line).trim() !== "") return;
    const text = table.map(plain).join("\n");
    if (!printed.has(text)) process.stdout.write(`${table.join("\n")}\n`);
    printed.add(text);
    table = null;
  });
}

async function call(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  return { status: response.status, answer };
}

async function expect(status, method, path, token, body) {
  const { status: got, answer } = await call(method, path, token, body);
  if (got !== status) throw new Error(`${method} ${path} answered ${got}: ${JSON.stringify(answer)}`);
  return answer;
}

function readRemembered() {
  try {
    return JSON.parse(readFileSync(REMEMBERED, "utf8"));
  } catch {
    return {};
  }
}

function remember(state) {
  mkdirSync(dirname(REMEMBERED), { recursive: true });
  writeFileSync(REMEMBERED, `${JSON.stringify(state, null, 2)}\n`);
}

/** The remembered organization and key when the Worker still accepts the key, else new ones. */
async function localKey(state) {
  if (state.organizationId && state.key) {
    const { status } = await call("GET", "/api/v1/management/usage", state.key);
    if (status === 200) return { organizationId: state.organizationId, key: state.key, reused: true };
  }
  const admin = vars.ADMIN_TOKEN;
  const org = await expect(201, "POST", "/api/v1/admin/organizations", admin, { name: "Local development" });
  const key = await expect(201, "POST", `/api/v1/admin/organizations/${org.organization.id}/keys`, admin, {
    name: "local",
    environment: "test",
    scopes: ["calculations", "management"],
  });
  return { organizationId: org.organization.id, key: key.secret, reused: false };
}

/** The remembered demo table when it is still open, else a ring game with one table and three house bots. */
async function demoTable(key, state) {
  if (state.demoTableId && state.demoRingGameId) {
    const { status, answer } = await call("GET", `/api/v1/management/tables/${state.demoTableId}`, key);
    if (status === 200 && answer?.table?.status !== "closed") {
      return { ringGameId: state.demoRingGameId, tableId: state.demoTableId, reused: true };
    }
  }
  const ringGame = await expect(201, "POST", "/api/v1/management/ring-games", key, {
    name: "Demo 5/10",
    roomId: "demo",
    game: "nlhe",
    tableSize: 6,
    smallBlind: 5,
    bigBlind: 10,
    buyIn: { min: 400, max: 2000 },
    trustMode: "mixed_declared",
  });
  const ringGameId = ringGame.ringGame.id;
  const table = await expect(201, "POST", `/api/v1/management/ring-games/${ringGameId}/tables`, key, {});
  const tableId = table.table.id;
  for (const [i, name] of ["Ada", "Bo", "Cy"].entries()) {
    await expect(201, "POST", `/api/v1/management/tables/${tableId}/seats`, key, {
      playerRef: `house-bot-${i + 1}`,
      displayName: `${name} (bot)`,
      participant: "bot",
      stack: 1000,
    });
  }
  return { ringGameId, tableId, reused: false };
}

async function printLocalSetup() {
  const state = readRemembered();
  const local = await localKey(state);
  const demo = await demoTable(local.key, local.reused ? state : {});
  remember({ organizationId: local.organizationId, key: local.key, demoRingGameId: demo.ringGameId, demoTableId: demo.tableId });
  const keyNote = local.reused ? "remembered from the last start" : "new; remembered for the next start";
  const tableNote = demo.reused ? "remembered" : "new";
  const auth = '-H "authorization: Bearer $KEY"';
  console.log(`
pokerworks is listening on ${base}  (docs: ${base}/docs, guides: docs/)
Local organization ${local.organizationId} and test key (${keyNote}, in ${REMEMBERED};
\`npm start -- --fresh\` makes new ones, \`npm start -- --reset\` wipes all local state):

  export BASE=${base} KEY=${local.key} TABLE=${demo.tableId}

A first call:
  curl -s $BASE/v1/calculations/equity/holdem ${auth} \\
    -H "content-type: application/json" -d '{"players":[{"hand":"AsAh"},{"hand":"KdKc"}]}'

A demo table (${tableNote}): ring game ${demo.ringGameId}, table ${demo.tableId}, three house bots playing 5/10.
  Watch it (seats, stacks, board, pots, the seat to act; run again to follow it):
    curl -s $BASE/api/v1/management/tables/$TABLE ${auth}
  Its finished hands:
    curl -s "$BASE/api/v1/management/tables/$TABLE/hands?format=json" ${auth}
  Sit down yourself (the answer carries a ticket for the table's socket, single use, valid 60 s):
    TICKET=$(curl -s $BASE/api/v1/management/tables/$TABLE/seats ${auth} -H "content-type: application/json" \\
      -d '{"playerRef":"me","displayName":"Me","participant":"human","stack":1000}' | jq -r .ticket.ticket)
  Then open the socket with it (Node 22, as installed here; the guide: docs/tables.md):
    npx node -e 'const ws=new WebSocket(process.argv[1]);ws.onmessage=(e)=>console.log(e.data)' \\
      "ws://127.0.0.1:${port}/v1/tables/$TABLE/connect?ticket=$TICKET"

More keys: POST ${base}/api/v1/admin/organizations/{orgId}/keys with "authorization: Bearer <ADMIN_TOKEN from .dev.vars>".
The webhook sweep (the Worker's cron trigger) runs when asked: curl "$BASE/__scheduled?cron=*/5+*+*+*+*"
`);
}
