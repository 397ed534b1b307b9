// `npm start`: prepares local D1, creates .dev.vars when missing, runs `wrangler dev` and,
// once it answers, issues a local test key and prints a first call.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const port = process.env.PORT ?? "8787";
const wrangler = process.platform === "win32" ? "wrangler.cmd" : "wrangler";

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

// No telemetry prompt or network call on a fresh machine.
const childEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };
// Windows runs wrangler.cmd, which Node only spawns through a shell.
const shell = process.platform === "win32";
const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local"], { stdio: "inherit", shell, env: { ...childEnv, CI: "1" } });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const dev = spawn(wrangler, ["dev", "--port", port, "--ip", "127.0.0.1"], { stdio: "inherit", shell, env: childEnv });
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
  await printTestKey();
  break;
}

async function printTestKey() {
  const admin = { authorization: `Bearer ${vars.ADMIN_TOKEN}`, "content-type": "application/json" };
  try {
    const org = await (
      await fetch(`${base}/api/v1/admin/organizations`, { method: "POST", headers: admin, body: JSON.stringify({ name: "Local development" }) })
    ).json();
    const key = await (
      await fetch(`${base}/api/v1/admin/organizations/${org.organization.id}/keys`, {
        method: "POST",
        headers: admin,
        body: JSON.stringify({ name: "local", environment: "test", scopes: ["calculations", "management"] }),
      })
    ).json();
    console.log(`
pokerworks is listening on ${base}  (docs: ${base}/docs)
A local test key (organization ${org.organization.id}, 1000 free credits):

  export BASE=${base} KEY=${key.secret}
  curl -s $BASE/v1/calculations/equity/holdem -H "authorization: Bearer $KEY" \\
    -H "content-type: application/json" -d '{"players":[{"hand":"AsAh"},{"hand":"KdKc"}]}'

More keys: POST ${base}/api/v1/admin/organizations/{orgId}/keys with "authorization: Bearer <ADMIN_TOKEN from .dev.vars>".
`);
  } catch (error) {
    console.log(`pokerworks is listening on ${base}; issuing a test key failed: ${error}`);
  }
}
