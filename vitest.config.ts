import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { writeDocsAssets } from "./scripts/docs-assets.mjs";
import { receiver } from "./test/webhooks/receiver.ts";

const SDK_SOURCE = fileURLToPath(new URL("./packages/sdk/src/index.ts", import.meta.url));

/**
 * Three projects, all run by `npm test`: `workers` (everything but test/browser, inside the Workers runtime),
 * `sdk` (packages/sdk/test, in Node: the SDK's generator and its Node behaviour) and `browser` (test/browser,
 * in Node: it starts the Worker itself and drives a headless Chromium).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  // The static assets wrangler.toml declares (the /docs script); wrangler's [build] makes them for dev and deploy.
  writeDocsAssets();
  return {
    test: {
      // The Worker's one-line request logs are asserted in test/platform/keys.test.ts; elsewhere they are noise.
      // (A root option: vitest applies onConsoleLog from the root config only.)
      onConsoleLog: (log: string) => !log.startsWith('{"requestId"'),
      projects: [
        {
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
                  // Tables run with no pauses in tests; clocks are driven by the tests (TableObject.tick).
                  TABLE_NEXT_HAND_MS: "0",
                  TABLE_BOT_THINK_MS: "0",
                },
                // Every fetch() the Worker makes (webhook deliveries, endpoint verification) goes to the test
                // receiver (test/webhooks/receiver.ts), a real HTTP server in Node: nothing reaches the network.
                outboundService: receiver,
              },
            }),
          ],
          // The SDK's TypeScript sources, not its build (packages/sdk/dist, made by `npm run build -w @pokerworks/sdk`).
          resolve: { alias: [{ find: /^@pokerworks\/sdk$/, replacement: SDK_SOURCE }] },
          test: {
            name: "workers",
            setupFiles: ["./test/setup.ts"],
            include: ["test/**/*.test.ts"],
            exclude: ["test/browser/**"],
            testTimeout: 60_000,
          },
        },
        {
          test: {
            // The SDK's own tests that need Node (its generator); its tests against the Worker are in test/.
            name: "sdk",
            environment: "node",
            include: ["packages/sdk/test/**/*.test.ts"],
          },
        },
        {
          test: {
            name: "browser",
            environment: "node",
            include: ["test/browser/**/*.test.ts"],
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
