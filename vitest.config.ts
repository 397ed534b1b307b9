import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // Every setting a local .dev.vars may hold is pinned here, so tests never depend on it.
            ADMIN_TOKEN: "test-admin-token-0123456789abcdef",
            EMBED_BASE_URL: "http://localhost:8787",
            SECRETS_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=",
            WEBHOOK_ALLOW_LOOPBACK: "true",
            WEBHOOK_RETRY_SCHEDULE_SECONDS: "1,1,1",
            RATE_LIMIT_PER_MINUTE: "100000",
          },
        },
      }),
    ],
    test: {
      setupFiles: ["./test/setup.ts"],
      include: ["test/**/*.test.ts"],
      testTimeout: 60_000,
      // The Worker's one-line request logs are asserted in test/platform/keys.test.ts; elsewhere they are noise.
      onConsoleLog: (log: string) => !log.startsWith('{"requestId"'),
    },
  };
});
