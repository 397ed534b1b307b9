// Copies Scalar's standalone API reference (the browser build in the npm package, no CDN) into the
// Worker's static assets, where GET /docs loads it from: .assets/docs/scalar.js. Run by wrangler as
// the [build] command (dev, deploy) and by vitest.config.ts before the tests; .assets/ is not committed.
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// The package exports no path to its browser build: find it next to the main entry (dist/index.js).
const SOURCE = join(dirname(fileURLToPath(import.meta.resolve("@scalar/api-reference"))), "browser", "standalone.js");
const TARGET = join(root, ".assets", "docs", "scalar.js");

export function writeDocsAssets() {
  mkdirSync(dirname(TARGET), { recursive: true });
  copyFileSync(SOURCE, TARGET);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeDocsAssets();
