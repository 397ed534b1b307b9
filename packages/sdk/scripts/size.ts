/**
 * `npm run sdk:size`: what the SDK costs a browser or Worker bundle. Each entry is bundled with
 * esbuild (ESM, minified, tree-shaken, openapi-fetch included) and gzipped at level 9. The generated
 * types weigh nothing at run time; the generated operations table (one row per operation) does,
 * and is shown on its own.
 */
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

const CLIENT = 'export { createClient, PokerworksError } from "./src/index.ts";';
const ENTRIES: Record<string, string> = {
  "client (createClient, PokerworksError, retries; openapi-fetch and the operations table included)": CLIENT,
  "the operations table alone": 'export { OPERATIONS } from "./src/generated/operations.ts";',
  "verifyWebhook alone": 'export { verifyWebhook } from "./src/index.ts";',
  "shuffle verifier alone": 'export { verifyShuffle } from "./src/index.ts";',
  "connectTable alone (the table client)": 'export { connectTable } from "./src/index.ts";',
  "everything (the whole index)": 'export * from "./src/index.ts";',
};

/** Stands in an empty table for the generated one: the client's own weight, besides what is generated. */
const withoutTable: Plugin = {
  name: "without-operations-table",
  setup(b) {
    b.onResolve({ filter: /generated\/operations\.ts$/ }, (args) => ({ path: args.path, namespace: "empty-table" }));
    b.onLoad({ filter: /.*/, namespace: "empty-table" }, () => ({ contents: "export const OPERATIONS = {};", loader: "ts" }));
  },
};

async function measure(contents: string, plugins: Plugin[] = []): Promise<{ minified: number; gzip: number }> {
  const result = await build({
    plugins,
    stdin: { contents, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const rows: { bundle: string; "minified bytes": number; "gzip bytes": number }[] = [];
const row = (bundle: string, size: { minified: number; gzip: number }) =>
  rows.push({ bundle, "minified bytes": size.minified, "gzip bytes": size.gzip });
for (const [name, contents] of Object.entries(ENTRIES)) row(name, await measure(contents));
row("client without the generated operations table (the hand-written client + openapi-fetch)", await measure(CLIENT, [withoutTable]));
row("openapi-fetch's createClient alone", await measure('export { default } from "openapi-fetch";'));
console.table(rows);
