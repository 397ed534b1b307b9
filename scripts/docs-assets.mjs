// The Worker's static assets (wrangler.toml [assets], directory .assets/), made from what is in the
// repository and node_modules; run by wrangler as the [build] command (dev, deploy) and by vitest.config.ts
// before the tests; .assets/ is not committed.
//   .assets/docs/scalar.js   Scalar's standalone API reference (the browser build in the npm package, no
//                            CDN), which GET /docs loads.
//   .assets/openapi.json     schemas/openapi.json and schemas/asyncapi.json without their whitespace (the
//   .assets/asyncapi.json    bytes JSON.stringify gives, as the Worker sent them when it bundled them):
//                            GET /openapi.json and /asyncapi.json pass them through (src/routes/meta/openapi.ts),
//                            so the Worker's script does not carry them.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ASSETS = join(root, ".assets");
// The package exports no path to its browser build: find it next to the main entry (dist/index.js).
const SCALAR = join(dirname(fileURLToPath(import.meta.resolve("@scalar/api-reference"))), "browser", "standalone.js");
const DOCUMENTS = ["openapi.json", "asyncapi.json"];

export function writeDocsAssets() {
  mkdirSync(join(ASSETS, "docs"), { recursive: true });
  copyFileSync(SCALAR, join(ASSETS, "docs", "scalar.js"));
  for (const name of DOCUMENTS) {
    writeFileSync(join(ASSETS, name), JSON.stringify(JSON.parse(readFileSync(join(root, "schemas", name), "utf8"))));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeDocsAssets();
