// Where the club finds pokerworks and its keys. Every setting has an environment variable; without them a
// first run beside `npm start` needs none: the management key and organization come from
// .wrangler/state/dev-local.json (written by `npm start`) and the admin token from .dev.vars.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repo = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
}

function readDevVars(path) {
  try {
    const lines = readFileSync(path, "utf8").split(/\r?\n/);
    return Object.fromEntries(lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
  } catch {
    return {};
  }
}

export function loadConfig(env = process.env) {
  const local = readJson(repo(".wrangler/state/dev-local.json"));
  const devVars = readDevVars(repo(".dev.vars"));
  const config = {
    /** The pokerworks API (npm start listens on 8787). */
    apiBase: (env.POKERWORKS_URL ?? "http://127.0.0.1:8787").replace(/\/+$/, ""),
    /** A secret key with the `management` scope (sk_test_...): it never leaves this server. */
    managementKey: env.POKERWORKS_KEY ?? local.key,
    /** Only to issue the lobby's publishable key once (pokerworks issues keys through its admin API). */
    adminToken: env.POKERWORKS_ADMIN_TOKEN ?? devVars.ADMIN_TOKEN,
    organizationId: env.POKERWORKS_ORGANIZATION ?? local.organizationId,
    /** A publishable key of the club's project, if you have one already (else one is issued). */
    publishableKey: env.POKERWORKS_PUBLISHABLE_KEY,
    port: Number(env.CLUB_PORT ?? 3000),
    /** The club's own data (members, balances, handled webhooks): a JSON file. */
    dataFile: env.CLUB_DATA ?? repo(".wrangler/state/home-game-club.json"),
    projectId: env.CLUB_PROJECT ?? "home-game-club",
    startingBalance: 1000,
  };
  if (!config.managementKey) {
    throw new Error(
      "No management key: start pokerworks with `npm start` first (it writes one to .wrangler/state/dev-local.json), or set POKERWORKS_KEY=sk_test_...",
    );
  }
  return config;
}
