import { fileURLToPath } from "node:url";
import { cloudflareTest, type D1Migration, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { writeDocsAssets } from "./scripts/docs-assets.mjs";
import { receiver } from "./test/webhooks/receiver.ts";

/**
 * Tests of pure code (no bindings, no I/O): they run in Node, in the `unit` project, not in the Workers pool.
 * `npm run test:unit` runs only these. A test file that needs `cloudflare:test`, `cloudflare:workers` or a
 * module that imports them belongs in `workers`.
 */
const UNIT = [
  "test/engine/**/*.test.ts",
  "test/platform/layers.test.ts",
  "test/platform/rate-limit-key.test.ts",
  "test/webhooks/url-policy.test.ts",
  "test/platform/openapi.test.ts",
  // The table machine driven without its object: seat reuse across moves, bot tables, Omaha tables.
  "test/tables/soak.test.ts",
  "test/tables/seating-moves.test.ts",
  "test/tables/omaha-table.test.ts",
  // A final-table deal's pause at the table.
  "test/tables/deal-pause.test.ts",
  // Rebuy and add-on chips at a tournament table, through the machine.
  "test/tables/entry-chips.test.ts",
  // The director's state as storage rows, over an in-memory storage.
  "test/tournaments/director-rows.test.ts",
];

/**
 * Workers-runtime files that get a runtime of their own (the `workers-own-runtime` project); the rest share
 * one per vitest worker. A file belongs here when what it does could reach another file or another file's
 * leftovers could reach it:
 */
const OWN_RUNTIME = [
  // It adds a tournament preset, which every organization's catalog lists.
  "test/tournaments/field.test.ts",
  // It sweeps every organization's events, or measures the largest row of every table.
  "test/webhooks/sweep.test.ts",
  "test/webhooks/large-event.test.ts",
  // They leave a table that fails its directives or a webhook receiver that fails on purpose, whose retries log.
  "test/tournaments/director-faults.test.ts",
  "test/webhooks/faults.test.ts",
  // Its examples leave two house bots dealing to each other (tests pace hands at 0 ms): in a shared
  // runtime they took the CPU of later files (a table there waited 45 s for its third hand). A file's
  // tables still dealing when it ends were measured once for every shared file (listDurableObjectIds, each
  // table's hand number 300 ms apart): this was the only one.
  "test/platform/examples.test.ts",
  // They read the Worker's console (its warnings and errors), where another file's objects also write.
  "test/tournaments/retire.test.ts",
  "test/webhooks/completion-record.test.ts",
  "test/webhooks/delivery.test.ts",
  "test/platform/keys.test.ts",
  "test/platform/hostile-input.test.ts",
  "test/platform/metering.test.ts",
  "test/embed/open.test.ts",
  "test/shuffles/shuffles.test.ts",
];

/**
 * The files that take longest (10 s or more each on a 2-core machine: whole tournaments, the layout
 * check at five widths, the leak hunt, the packed SDK), longest first. They start first, so the run ends
 * when its many short files do, not a long file started last. A fresh clone has no timings of earlier
 * runs (vitest's own order is then by file size), so the list is kept here, from a CI run's file times
 * (`npx vitest run --reporter=json` gives them when it needs refreshing).
 */
const LONGEST_FIRST = [
  // Longest first, browser files (each with its own Chromium and Worker) between Workers-runtime ones.
  "test/management/tournament-day.test.ts",
  "test/browser/spectator.test.ts",
  // The layout check, one file per table size: each about 45 s of sampling hands at five widths.
  "test/browser/layout-9.test.ts",
  "test/webhooks/faults.test.ts",
  "test/browser/layout-6.test.ts",
  "test/tables/leak.test.ts",
  "test/browser/layout-2.test.ts",
  "test/webhooks/delivery.test.ts",
  "test/browser/player.test.ts",
  "test/tournaments/field.test.ts",
  "test/browser/calculators.test.ts",
  "packages/sdk/test/dist.test.ts",
  "test/platform/examples.test.ts",
  "test/browser/docs.test.ts",
  "test/tournaments/run.test.ts",
  "test/browser/home-game-club.test.ts",
  // 10-20 s each: started before the many short files, so none of them is the last to end.
  "test/webhooks/log.test.ts",
  "test/tournaments/pko-day.test.ts",
  "test/tournaments/deals.test.ts",
  "test/tournaments/omaha.test.ts",
  "test/tournaments/events.test.ts",
  "test/tournaments/rebuys.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const sorted = await super.sort(files);
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    // Stable: within a group, the listed files first in the list's order, then vitest's own order.
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => group(a.spec) - group(b.spec) || rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}

// The SDK's TypeScript sources, not its build (packages/sdk/dist, made by `npm run build -w @pokerworks/sdk`).
const SDK_FROM_SOURCE = {
  alias: [{ find: /^@pokerworks\/sdk$/, replacement: fileURLToPath(new URL("./packages/sdk/src/index.ts", import.meta.url)) }],
};

// Wrangler reads wrangler.toml (and a local .dev.vars) for every test file's Worker and said "Using secrets
// defined in .dev.vars" each time; its warnings and errors still show. The settings those secrets would
// give are pinned in the bindings below.
process.env.WRANGLER_LOG ??= "warn";

// Two diagnostics from below the tests that say nothing about them, kept out of a passing run's output:
// workerd's NOSENTRY notes (its own marker for expected races, e.g. an alarm rescheduled while it ran),
// which the Workers pool writes to stderr, and Vite's warning that standardwebhooks' published source map
// names source files its package does not ship.
const QUIET = [/^NOSENTRY /, /^Sourcemap for ".*standardwebhooks.*" points to missing source files/];
const writeStderr = process.stderr.write.bind(process.stderr);
process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
  QUIET.some((pattern) => pattern.test(String(chunk))) || writeStderr(chunk, ...rest)) as typeof process.stderr.write;

/** The Workers pool (Miniflare) both Workers-runtime projects use: the Worker of wrangler.toml, every setting pinned. */
function workersPool(migrations: D1Migration[]) {
  return cloudflareTest({
    wrangler: { configPath: "./wrangler.toml" },
    // workerd's own diagnostics (kj exception traces of requests a test breaks on purpose, such as a
    // body shorter than its content-length) stay off the console; the Worker's console output and
    // every uncaught JavaScript error still reach the tests.
    verbose: false,
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
        // Spectators connect through two spectator hubs (the default); tests ask for the table itself by ticket.
        TABLE_SPECTATOR_HUBS: "2",
      },
      // Every fetch() the Worker makes (webhook deliveries, endpoint verification) goes to the test
      // receiver (test/webhooks/receiver.ts), a real HTTP server in Node: nothing reaches the network.
      outboundService: receiver,
    },
  });
}

/** A project of test files run inside the Workers runtime (`isolate`: a fresh runtime for each file). */
function workersProject(migrations: D1Migration[], name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) {
  return {
    plugins: [workersPool(migrations)],
    resolve: SDK_FROM_SOURCE,
    test: { name, sequence: { groupOrder: 1 }, setupFiles: ["./test/setup.ts"], ...files, testTimeout: 60_000, isolate },
  };
}

/**
 * Five projects, all run by `npm test`: `unit` (pure code, in Node), `workers` and `workers-own-runtime`
 * (everything else but test/browser, inside the Workers runtime), `sdk` (packages/sdk/test, in Node: the SDK's generator and its
 * Node behaviour) and `browser` (test/browser, in Node: it starts the Worker itself and drives a headless
 * Chromium).
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
      // Most Workers tests wait (on alarms, queue retries, webhook receivers) rather than compute, so more
      // files run at once than this 2-core machine has cores; vitest's default would be one at a time.
      maxWorkers: 4,
      sequence: { sequencer: LongestFirst },
      projects: [
        // Files share a Workers runtime (one per vitest worker, so four), each file after the other: a runtime
        // start, its module loading and the migrations cost about 2.5 s of CPU a file, which four times as
        // many tests paid before. They can share because each makes its own organization and reaches only
        // its rows and objects; the files that cannot are OWN_RUNTIME (a fresh runtime each: its own D1,
        // Durable Objects and queues, ended with the file).
        workersProject(migrations, "workers", { include: ["test/**/*.test.ts"], exclude: ["test/browser/**", ...UNIT, ...OWN_RUNTIME] }, false),
        workersProject(migrations, "workers-own-runtime", { include: OWN_RUNTIME }, true),
        {
          test: {
            name: "unit",
            environment: "node",
            include: UNIT,
            testTimeout: 60_000,
            // CPU-bound (property tests, enumerations): run first and alone, one file per core, so they do not
            // starve the Workers files' clocks and the Workers files do not starve them.
            sequence: { groupOrder: 0 },
            maxWorkers: 2,
          },
        },
        {
          test: {
            // The SDK's own tests that need Node (its generator); its tests against the Worker are in test/.
            name: "sdk",
            sequence: { groupOrder: 1 },
            environment: "node",
            include: ["packages/sdk/test/**/*.test.ts"],
            // Its generator test regenerates the SDK's types (~5 s on a loaded VM, vitest's default limit).
            testTimeout: 60_000,
          },
        },
        {
          test: {
            name: "browser",
            sequence: { groupOrder: 1 },
            environment: "node",
            include: ["test/browser/**/*.test.ts"],
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // Once in CI, with both cores loaded, Chromium stopped answering two short tests (a plain page's
            // navigation timed out; the API reference never rendered) that pass everywhere else: a test that
            // fails here gets one more try, and a real fault still fails it twice.
            retry: 1,
          },
        },
      ],
    },
  };
});
