/**
 * Worker bindings and settings. `npm run types` generates the global `Env` in worker-configuration.d.ts from
 * wrangler.toml (bindings, with the Durable Object classes read from the Worker's exports, and [vars]) and from
 * .dev.vars.example (secret names); `npm run types:check` in CI fails when it is stale.
 *
 * The generated type says every name in .dev.vars.example is a string. These are secrets (`wrangler secret put`)
 * or local-only switches, so a deployment may lack them: the code must handle them being absent.
 */
type MaybeUnset = "ADMIN_TOKEN" | "SECRETS_KEY" | "WEBHOOK_ALLOW_LOOPBACK";

export interface Env extends Omit<globalThis.Env, MaybeUnset>, Partial<Pick<globalThis.Env, MaybeUnset>> {}

export function intSetting(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
