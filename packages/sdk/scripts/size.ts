/**
 * `npm run sdk:size`: what the SDK costs a browser or Worker bundle. Each entry is bundled with
 * esbuild (ESM, minified, tree-shaken, openapi-fetch included) and gzipped at level 9. The generated
 * types weigh nothing at run time; the generated operations table (one row per operation) does,
 * and is shown on its own.
 */
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

const ENTRIES: Record<string, string> = {
  "client (createClient, PokerworksError, retries; openapi-fetch and the operations table included)":
    'export { createClient, PokerworksError } from "./src/index.ts";',
  "the operations table alone": 'export { OPERATIONS } from "./src/generated/operations.ts";',
  "verifyWebhook alone": 'export { verifyWebhook } from "./src/index.ts";',
  "shuffle verifier alone": 'export { verifyShuffle } from "./src/index.ts";',
  "everything (the whole index)": 'export * from "./src/index.ts";',
};

async function measure(contents: string): Promise<{ minified: number; gzip: number }> {
  const result = await build({
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

const rows = [];
for (const [name, contents] of Object.entries(ENTRIES)) {
  const { minified, gzip } = await measure(contents);
  rows.push({ bundle: name, "minified bytes": minified, "gzip bytes": gzip });
}
console.table(rows);
