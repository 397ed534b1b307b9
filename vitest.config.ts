import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { receiver } from "./test/webhooks/receiver.ts";

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
            WEBHOOK_TIMEOUT_MS: "1500",
            RATE_LIMIT_PER_MINUTE: "100000",
          },
          // Every fetch() the Worker makes (webhook deliveries, endpoint verification) goes to the test
          // receiver (test/webhooks/receiver.ts), a real HTTP server in Node: nothing reaches the network.
          outboundService: receiver,
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
