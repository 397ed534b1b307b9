import { applyD1Migrations, env } from "cloudflare:test";

// Every file starts from the migrated schema: a fresh D1 in its own runtime, or the shared runtime's D1, where
// the migrations already applied are skipped.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
